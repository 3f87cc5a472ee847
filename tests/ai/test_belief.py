"""Beliefs and sampling: the true deal always satisfies the constraints, sampled worlds never
break one, and each kind of inference (voids, gifts, marriages, the stock, bids) is drawn."""

from __future__ import annotations

import random

from ai_helpers import cset, do, new_state, positions
from kartln.ai.belief import Assignment
from kartln.ai.determinize import enumerate_worlds, sample_world
from kartln.ai.thousand.belief import thousand_belief
from kartln.ai.thousand.deal_kernel import world_kernel
from kartln.engine.cards import mask, parse_card
from kartln.engine.games.thousand.state import ThousandState


def truth(state: ThousandState, seat: int) -> Assignment:
    """The real location of every card hidden from ``seat``."""
    n = state.n
    a = [0] * (n + 1)
    for s in state.active:
        if s != seat:
            a[s] = state.hands[s]
    return a


PLAY = positions(160, seed=4, phases=("play",), every=2)


def test_the_true_deal_satisfies_every_constraint() -> None:
    for state in PLAY:
        seat = state.current_player()
        belief = thousand_belief(state.observation(seat))
        assert belief.consistent(truth(state, seat)), state.describe()


def test_sampled_worlds_never_break_a_hard_constraint() -> None:
    rng = random.Random(1)
    for state in PLAY:
        seat = state.current_player()
        belief = thousand_belief(state.observation(seat))
        for _ in range(5):
            world, ok = sample_world(belief, rng)
            assert ok
            assert belief.consistent(world)


def test_enumeration_lists_every_consistent_world_once() -> None:
    for state in PLAY[-40:]:
        seat = state.current_player()
        belief = thousand_belief(state.observation(seat))
        worlds = enumerate_worlds(belief, 5000)
        if worlds is None:
            continue
        assert len({tuple(w) for w in worlds}) == len(worlds)
        assert all(belief.consistent(w) for w in worlds)
        assert truth(state, seat) in worlds


def test_a_world_becomes_the_same_kernel_as_the_real_state() -> None:
    for state in PLAY[:60]:
        seat = state.current_player()
        obs = state.observation(seat)
        k = world_kernel(obs, truth(state, seat), state.values)
        plays = state.legal_actions()
        assert k.to_act == seat and k.hands == state.hands and k.order == state.order
        assert k.legal() == mask(a.card for a in plays if not a.marriage)
        assert k.declarations() == mask(a.card for a in plays if a.marriage)


def _deal() -> ThousandState:
    # seat 0 declares; seat 1 holds no clubs; seat 2 bids 125 on the diamonds marriage
    s = new_state("AH KH QH AS AD 9S JS", "10H JH 10S KS QS JD 9H", "KD QD 10D 9D AC KC QC", "10C JC 9C")
    return do(s, "bid 100", "pass", "bid 125", "bid 130", "pass")


def test_a_failure_to_follow_shows_a_void() -> None:
    s = _deal()
    do(s, "give 9C to 1", "give JS to 2", "contract 130", "play AH", "play 10H", "play AC")  # seat 2: no hearts
    belief = thousand_belief(s.observation(0))
    for c in ("JH", "9H"):
        assert belief.allowed[parse_card(c)] == 1 << 1


def test_gifts_are_known_to_the_giver() -> None:
    s = _deal()
    do(s, "give 9C to 1", "give JS to 2", "contract 130")
    belief = thousand_belief(s.observation(0))
    assert belief.allowed[parse_card("9C")] == 1 << 1
    assert belief.allowed[parse_card("JS")] == 1 << 2


def test_the_shown_stock_lies_with_the_declarer_or_one_card_with_the_other_defender() -> None:
    s = _deal()
    do(s, "give 10C to 1", "give JS to 2", "contract 130")
    belief = thousand_belief(s.observation(2))  # seat 2 saw 10C JC 9C and received JS
    for c in ("10C", "JC", "9C"):
        assert belief.allowed[parse_card(c)] == (1 << 0) | (1 << 1)
    check = belief.checks[belief.names.index("stock gift")]
    assert check([0, cset("10C 10H JH 10S KS QS JD 9H"), 0, 0])
    assert not check([0, cset("10C JC JH 10S KS QS JD 9H"), 0, 0])


def test_the_declarer_of_a_marriage_holds_its_other_half() -> None:
    s = _deal()
    do(s, "give 9C to 1", "give 9S to 2", "contract 130", "play AS", "play KS", "play 9S")
    do(s, "play QH+", "play JH", "play QC")
    belief = thousand_belief(s.observation(1))
    assert belief.allowed[parse_card("KH")] == 1 << 0


def test_a_bid_above_120_means_a_marriage_in_hand() -> None:
    s = _deal()
    do(s, "give 9C to 1", "give JS to 2", "contract 130")
    belief = thousand_belief(s.observation(1))
    check = belief.checks[belief.names.index("marriage of bidder 2")]
    assert check([0, 0, cset("KD QD 10D 9D AC KC JS AD"), 0])
    assert not check([0, 0, cset("KD KC 10D 9D AC JS AD 10C"), 0])
