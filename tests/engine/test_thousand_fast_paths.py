"""The match state's shortcuts equal what they stand for (rules/thousand.md, engine/tricks.py).

``ThousandState`` draws its chance and answers its questions through precomputed tables and
inlined steps; each is checked here against the plain form it replaces, so a new Python version
or a changed trick order cannot make them drift apart unnoticed.
"""

from __future__ import annotations

import random

import pytest
from kartln.engine.actions import Bid, GiveCard, Pass, PlayCard
from kartln.engine.cards import DECK_20, DECK_24, DECK_32, DECK_33, DECK_36, Suit, iter_cards, mask
from kartln.engine.games.thousand import state as thousand_state
from kartln.engine.games.thousand.actions import BlindBid, LookAtCards, SetContract
from kartln.engine.games.thousand.order import thousand_order
from kartln.engine.games.thousand.policy import random_thousand_action
from kartln.engine.games.thousand.rules import ThousandRules, max_bid
from kartln.engine.games.thousand.state import ThousandState
from kartln.engine.match import random_cut, shuffle
from kartln.engine.state import Action
from kartln.engine.tricks import FollowRule


@pytest.mark.parametrize("deck_cards", [DECK_20, DECK_24, DECK_32, DECK_33, DECK_36])
def test_shuffle_and_cut_draw_exactly_like_random(deck_cards: tuple[int, ...]) -> None:
    """The match base's shuffle and cut make the very draws of Random.shuffle and Random.randint."""
    for seed in range(500):
        ours, theirs = random.Random(seed), random.Random(seed)
        deck, expected = list(deck_cards), list(deck_cards)
        shuffle(ours, deck)
        theirs.shuffle(expected)
        assert deck == expected
        size = len(deck_cards)
        assert [random_cut(ours, size) for _ in range(3)] == [theirs.randint(1, size - 1) for _ in range(3)]
        assert ours.getstate() == theirs.getstate()


def test_clone_draws_the_same_chance() -> None:
    state = ThousandState(seed=8)
    twin = state.clone()
    assert twin == state and twin.rng is not state.rng
    assert [state.rng.random() for _ in range(5)] == [twin.rng.random() for _ in range(5)]


@pytest.mark.parametrize("step", [5, 10])
def test_value_runs_are_the_ranges_they_slice(step: int) -> None:
    top = max_bid(ThousandRules(ace_marriage=True))
    runs = ((thousand_state._BID_RUN, Bid, top), (thousand_state._BLIND_BID_RUN, BlindBid, 120),
            (thousand_state._CONTRACT_RUN, SetContract, top))
    for run, kind, highest in runs:
        for low in range(100, highest + 1, step):
            for high in range(low - step, highest + 1, 5):
                values = range(low, high + 1, step)
                assert list(thousand_state._value_run(run, values)) == [kind(v) for v in values]
                assert thousand_state._value_slice(run, low, high, step) == thousand_state._value_run(run, values)
        assert list(thousand_state._value_run(run, range(100, 101))) == [kind(100)]


def test_playable_and_trick_winner_are_the_plain_rules() -> None:
    """The trick loop's inlined follow rule F2 and winner loop equal TrickOrder's plain answers."""
    rng = random.Random(3)
    state, checked = ThousandState(seed=3), 0
    while checked < 3000:
        if state.is_terminal():
            state = ThousandState(seed=rng.randrange(10**6))
        if state.phase == "play" and state.trick:
            order = state.order
            assert order == thousand_order(None if state.trump is None else Suit(state.trump))
            hand, trick = state.hands[state.to_act], state.trick
            winner = trick[order.trick_winner_index(trick)]
            assert state.playable() == order.legal_follow(FollowRule.F2, hand, trick[0], winner)
            checked += 1
        before = len(state.history)
        state.apply(random_thousand_action(state.legal_actions(), rng))
        if len(state.history) > before:
            done = state.history[-1]
            cards = [card for _, card in done.plays]
            assert done.winner == done.plays[done.order.trick_winner_index(cards)][0]


def test_seat_tables() -> None:
    for n, seats in thousand_state._SEATS.items():
        for dealer, (active, next_seat) in enumerate(seats):
            expected = [(dealer + i) % n for i in range(1, 4 if n == 4 else n + 1)]
            assert list(active) == expected
            assert dict(next_seat) == {s: expected[(i + 1) % len(expected)] for i, s in enumerate(expected)}


def test_deal_tables_follow_section_4_2() -> None:
    positions = sorted(i for seat in thousand_state._DEAL_3 for i in seat)
    assert positions == sorted(set(range(24)) - {0, 10, 23})
    assert thousand_state._DEAL_3[0] == (1, 4, 7, 11, 14, 17, 20)
    assert (tuple(range(0, 20, 2)), tuple(range(1, 20, 2))) == thousand_state._DEAL_2


def test_the_policy_finds_declarations_at_the_end_of_the_play_list() -> None:
    """The random policy looks for marriage declarations at the end of a lead's actions, where the
    state lists them; the choice equals the one among all declarations of the list."""
    rules = ThousandRules(ace_marriage=True)
    state = ThousandState(rules, seed=4)
    rng = random.Random(4)
    declared = 0
    while declared < 200:
        if state.is_terminal():
            state = ThousandState(rules, seed=state.deal_no)
        legal = state.legal_actions()
        marriages = [a for a in legal if isinstance(a, PlayCard) and a.marriage]
        if marriages:
            first = next(i for i, a in enumerate(legal) if isinstance(a, PlayCard) and a.marriage)
            assert legal[first:] == marriages
            twin = random.Random(declared)
            assert random_thousand_action(legal, twin) in marriages
            declared += 1
        state.apply(random_thousand_action(legal, rng))


def _auction_choice_by_scan(legal: list[Action], rng: random.Random) -> Action:
    """The random policy's auction choice over the whole list, as it reads without the state's order."""
    looks = [a for a in legal if isinstance(a, LookAtCards)]
    if looks:
        return looks[0]
    bids = [a for a in legal if isinstance(a, Bid)]
    if not bids:
        return legal[0]
    if isinstance(legal[0], Pass) and rng.random() < 0.5:
        return legal[0]
    return bids[0]


@pytest.mark.parametrize("rules", [ThousandRules(), ThousandRules(blind_bidding=True), ThousandRules(players=4),
                                   ThousandRules(players=2, blind_bidding=True, bid_step=10)])
def test_the_policy_reads_an_auction_from_its_first_two_actions(rules: ThousandRules) -> None:
    """The state lists Pass and LookAtCards before the bids, so the policy's choice from the first two
    actions equals its choice over the whole list."""
    state = ThousandState(rules, seed=5)
    rng = random.Random(5)
    auctions = 0
    while auctions < 1500:
        if state.is_terminal():
            state = ThousandState(rules, seed=state.deal_no)
        legal = state.legal_actions()
        if state.phase == thousand_state.AUCTION:
            assert all(isinstance(a, (Bid, BlindBid)) for a in legal[2:])
            chosen = random_thousand_action(legal, random.Random(auctions))
            assert chosen == _auction_choice_by_scan(legal, random.Random(auctions))
            auctions += 1
        state.apply(random_thousand_action(legal, rng))


def test_half_tables_list_a_hands_actions_in_card_order() -> None:
    s = thousand_state
    rng = random.Random(6)
    deck = mask(DECK_24)
    for _ in range(5000):
        m = sum(1 << c for c in rng.sample(DECK_24, rng.randint(0, 24)))
        assert m & deck == m
        plays = [*s._PLAY_LOW[m & s._LOW_HALF], *s._PLAY_HIGH[m >> s._HALF]]
        assert plays == [PlayCard(c) for c in iter_cards(m)]
        for targets in ((2,), (1, 2), (2, 0)):
            g = s._gifts_by_byte(targets)
            gives = [*g[0][m & 255], *g[1][m >> 8 & 255], *g[2][m >> 16 & 255], *g[3][m >> 24 & 255], *g[4][m >> 32]]
            assert gives == [GiveCard(c, to) for c in iter_cards(m) for to in targets]
    assert len(s._PLAY_LOW) == len(s._PLAY_HIGH) == 1 << 12


def test_a_card_is_checked_the_same_with_or_without_the_cached_legal_cards() -> None:
    """apply() takes a plain legal card on a short path when legal_actions() has listed the legal
    cards; every other card is refused with the same reason whether they were listed or not."""
    from kartln.engine.state import IllegalAction

    def attempt(state: ThousandState, action: PlayCard, listed: bool) -> tuple[str, ThousandState]:
        probe = state.clone()
        if listed:
            probe.legal_actions()
        else:
            probe._playable = -1  # the long path works the legal cards out again
        try:
            probe.apply(action)
        except IllegalAction as exc:
            return str(exc), probe
        return "", probe

    rng = random.Random(8)
    refusals = 0
    for seed in range(40):
        state = ThousandState(ThousandRules(), seed)
        while not state.is_terminal() and state.deal_no < 3:
            if state.phase == thousand_state.PLAY and state.trick:
                hand, legal = state.hands[state.to_act], state.legal_actions()
                not_held = next(c for c in DECK_24 if not hand >> c & 1)
                held_not_legal = [c for c in iter_cards(hand) if PlayCard(c) not in legal]
                for c in [*held_not_legal, not_held, 99, -1]:
                    short, after = attempt(state, PlayCard(c), listed=True)
                    long, _ = attempt(state, PlayCard(c), listed=False)
                    assert short == long != ""
                    assert after.hands == state.hands and after.trick == state.trick  # nothing changed
                refusals += len(held_not_legal)
                (_, short_state), (_, long_state) = (attempt(state, legal[0], listed) for listed in (True, False))
                assert short_state.log == long_state.log and short_state.hands == long_state.hands
            state.apply(random_thousand_action(state.legal_actions(), rng))
    assert refusals > 20  # positions where a held card may not be played
