"""The generic belief (kartln.ai.belief) over the base observation, for every game: the true deal
always satisfies the constraints inferred from the trick play, the inferences are the rules'
(voids, must-beat caps, effective suits), and sampled worlds never hold a card the seat has seen."""

from __future__ import annotations

import random
from typing import Any

from ai_helpers import positions
from fd_helpers import deal, play, random_positions
from kartln.ai.belief import Assignment, card_belief, follow_exclusion, shown_cards
from kartln.ai.determinize import sample_world
from kartln.engine.cards import WELI, mask, parse_card
from kartln.engine.games.fuenf_dazu.order import fuenf_dazu_order
from kartln.engine.games.ramsen.order import ramsen_order
from kartln.engine.games.schnalzen.order import schnalzen_order
from kartln.engine.tricks import FollowRule

THOUSAND = positions(60, seed=8, phases=("play",), every=2)
FUENF = random_positions(200, seed=9)


def truth(state: Any, seat: int, hidden: int) -> Assignment:
    """Where every card hidden from ``seat`` really is: another hand, or outside every hand."""
    a = [0] * (state.n + 1)
    for s in range(state.n):
        if s != seat:
            a[s] = state.hands[s] & hidden
    a[state.n] = hidden & ~sum(a[: state.n])
    return a


def test_the_true_deal_satisfies_the_inferred_constraints() -> None:
    for state in [*FUENF, *THOUSAND]:
        seat = state.current_player()
        belief = card_belief(state.observation(seat))
        assert belief.consistent(truth(state, seat, belief.hidden))


def test_sampled_worlds_never_hold_a_seen_card() -> None:
    rng = random.Random(2)
    for state in [*FUENF[:80], *THOUSAND[:30]]:
        obs = state.observation(state.current_player())
        belief = card_belief(obs)
        seen = shown_cards(obs)
        for _ in range(3):
            world, ok = sample_world(belief, rng)
            assert ok and belief.consistent(world)
            assert not any(cards & seen for cards in world)


def _c(text: str) -> int:
    return parse_card(text)


def test_a_must_beat_follow_caps_the_suit() -> None:
    # seat 0 leads 9S, seat 1 beats with KS, seat 2 follows with 7S: under "must win" he held
    # nothing above KS (A and 10 in the ace-ten order); seat 1's beat shows nothing
    s = deal(["9S AH 7C 8D JD", "KS 8S 10H 9C QD", "7S 9H KC 10D 8C", "QS JH AC AD 7D"])
    play(s, "9S", "KS", "7S")
    belief = card_belief(s.observation(3))
    for c in ("AS", "10S"):
        assert not belief.allowed[_c(c)] >> 2 & 1
        assert belief.allowed[_c(c)] >> 1 & 1
    assert belief.allowed[_c("JS")] >> 2 & 1  # below KS: he may hold it


def test_a_discard_shows_a_void() -> None:
    s = deal(["9S AH 7C 8D JD", "KS 8S 10H 9C QD", "JC 9H KC 10D 8C", "QS JH AC AD 7D"])
    play(s, "9S", "KS", "JC")  # seat 2 has no spade
    belief = card_belief(s.observation(3))
    for c in ("AS", "10S", "JS", "8S", "7S"):
        if _c(c) in belief.allowed:
            assert not belief.allowed[_c(c)] >> 2 & 1


def test_without_must_win_a_low_follow_shows_nothing() -> None:
    order = fuenf_dazu_order()
    assert follow_exclusion(order, FollowRule.F1, _c("7S"), _c("9S"), _c("KS"), order.deck) == 0
    assert follow_exclusion(order, FollowRule.F5, _c("7S"), _c("9S"), _c("KS"), order.deck) == mask(
        [_c("AS"), _c("10S")])


def test_permanent_trumps_are_inferred_by_their_effective_suit() -> None:
    order = ramsen_order(3)  # spades trumps; 9D 7D QC JC are trumps too (ramsen.md §2)
    # 7D (a trump) led, the follower played AD, a plain diamond: he held no trump at all
    excluded = follow_exclusion(order, FollowRule.F3, _c("AD"), _c("7D"), _c("7D"), order.deck)
    assert excluded == order.trumps
    assert excluded >> _c("JC") & 1 and not excluded >> _c("KD") & 1
    # KC led (plain clubs, without QC and JC), the follower trumped with 8S: no plain club, and
    # no trump that beats... the 8S beats KC, so every trump was allowed: only the clubs are out
    excluded = follow_exclusion(order, FollowRule.F3, _c("8S"), _c("KC"), _c("KC"), order.deck)
    assert excluded == order.suit_masks[2] and not excluded >> _c("QC") & 1


def test_the_weli_follows_trumps() -> None:
    order = schnalzen_order(_c("8H"))  # hearts trumps, the WELI the second trump
    # AH led, follower plays 7C: under F1 he held no trump, the WELI included
    excluded = follow_exclusion(order, FollowRule.F1, _c("7C"), _c("AH"), _c("AH"), order.deck)
    assert excluded >> WELI & 1 and excluded == order.trumps
