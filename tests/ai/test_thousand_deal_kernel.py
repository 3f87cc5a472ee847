"""The shared trick kernel with Thousand's rules against the reference match state (rules/thousand.md).

The reference :class:`ThousandState` plays seeded matches with the random policy. At the first
lead of every deal a :class:`~kartln.ai.kernel.TrickKernel` is built for that exact position by
:func:`kartln.ai.thousand.deal_kernel.first_lead` (from the state's hands, seats, leader, marriage
values and pile, as search builds one from what a seat sees); the kernel
then follows the reference's card choices and must agree at every step: whose turn it is, the
legal cards and the marriages that may be declared, the winner and card points of every trick,
the points and trump change of every marriage (the ace marriage of §16 #19 too, worth 200 and
leaving the trump as it is), the pile of the two-player game, and the deal's raw points on the
score sheet. Undo back to the first lead restores the position; a kernel built mid-deal from a
seat's observation and the true hands is the same position. Thousands of deals with 2, 3 and 4
players and several option sets run by default; the ``slow`` tests play ten times as many.

Worked positions check the marriage rule of §7.2: never on the first trick, only when leading,
only with the partner.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from kartln.ai.kernel import TrickKernel
from kartln.ai.thousand.deal_kernel import first_lead, world_kernel
from kartln.engine import events as ev
from kartln.engine.actions import Action, PlayCard
from kartln.engine.cards import Suit, mask, parse_card
from kartln.engine.games.thousand import events as tev
from kartln.engine.games.thousand.order import thousand_order
from kartln.engine.games.thousand.policy import random_thousand_action
from kartln.engine.games.thousand.rules import MARRIAGE_VALUES_FRENCH, ThousandRules
from kartln.engine.games.thousand.state import CARD_POINTS, PLAY, ThousandState, card_points, marriage_cards

V = MARRIAGE_VALUES_FRENCH


def cset(text: str) -> int:
    return mask(parse_card(t) for t in text.split())


# ------------------------------------------------------------------ card play against the reference


@dataclass(frozen=True)
class Config:
    name: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    deals: int = 300  # in the default run; the slow run plays ten times as many

    def rules(self) -> ThousandRules:
        return ThousandRules(players=self.players, **self.options)


# Options that change the card play (players, the ace marriage, marriage values) or which deals
# reach it (bid caps, golden rounds, blind bidding, re-deals).
CONFIGS = (
    Config("3p", 3, deals=1000),
    Config("2p", 2, deals=600),
    Config("4p", 4, deals=600),
    Config("3p ace marriage", 3, {"ace_marriage": True}, deals=600),
    Config("2p ace marriage", 2, {"ace_marriage": True}, deals=400),
    Config("4p ace marriage", 4, {"ace_marriage": True}, deals=400),
    Config("3p german by skin", 3, {"card_pack": "german"}),
    Config("4p german by internal suit", 4, {"card_pack": "german", "marriage_values": "by_internal_suit"}),
    Config("2p polish", 2, {"rounding": 10, "bid_step": 10}),
    Config("3p bid cap by marriages", 3, {"bid_cap_by_held_marriages": True}),
    Config("3p golden and blind", 3, {"golden_round": True, "blind_bidding": True}),
    Config("4p no re-deals", 4, {"redeal_four_nines": False, "redeal_stock_nines": False,
                                 "redeal_passed_nines": False, "concession": True}),
)


@dataclass
class Seen:
    """What the checked deals went through, to show they reach every rule of the card play."""

    deals: int = 0
    decisions: int = 0
    tricks: int = 0
    marriages: int = 0  # each one changes the trump
    ace_marriages: int = 0
    piles: int = 0  # two-player deals whose pile went to the last trick's winner


def _reference_masks(legal: list[Action]) -> tuple[int, int]:
    plain = marriage = 0
    for a in legal:
        assert isinstance(a, PlayCard)
        if a.marriage:
            marriage |= 1 << a.card
        else:
            plain |= 1 << a.card
    return plain, marriage


def _kernel_at_first_lead(state: ThousandState) -> TrickKernel:
    """The kernel of the deal about to be played, from what the state shows."""
    assert state.phase == PLAY and state.trick_no == 0 and not state.trick and state.trump is None
    return first_lead(state.hands, state.active, state.to_act, state.values, state.rules.ace_marriage, state.pile)


def _from_observation(state: ThousandState) -> TrickKernel:
    """The kernel search builds from the observation of the seat to act and the true hidden cards."""
    truth = [*state.hands, state.pile]
    return world_kernel(state.observation(state.to_act), truth, state.values, state.rules.ace_marriage)


def key(k: TrickKernel) -> tuple[object, ...]:
    """The position: hands, seat to act, trump, the trick on the table, tricks and points."""
    return (*k.hands, k.to_act, k.order.trump_suit, tuple(k.trick), tuple(k.trick_seats), k.winner, k.winning,
            *k.tricks, *k.points)


def _check_deal(state: ThousandState, rng: random.Random, check: random.Random, seen: Seen) -> None:
    """Play the deal of ``state`` from its first lead with the random policy, the kernel alongside."""
    kernel = _kernel_at_first_lead(state)
    assert key(_from_observation(state)) == key(kernel)
    start = kernel.copy()
    declared_points = 0
    rows = len(state.sheet)
    while True:
        legal = state.legal_actions()
        plain, marriage = _reference_masks(legal)
        seat = state.to_act
        assert kernel.to_act == seat
        assert kernel.legal() == plain
        assert kernel.declarations() == marriage
        if check.random() < 0.05:  # a kernel built from an observation mid-deal is the same position
            assert key(_from_observation(state)) == key(kernel)
        seen.decisions += 1
        action = random_thousand_action(legal, rng)
        assert isinstance(action, PlayCard)
        trump, points, leads = kernel.order.trump_suit, kernel.points[seat], kernel.count == 0
        events = state.apply(action)
        kernel.play(action.card, action.marriage)

        gained = kernel.points[seat] - points if leads else 0
        declared_points += gained
        declared = [e for e in events if isinstance(e, ev.MarriageDeclared)]
        aces = [e for e in events if isinstance(e, tev.AceMarriageDeclared)]
        if declared:
            assert (declared[0].seat, declared[0].points, declared[0].suit) == (seat, gained, kernel.order.trump_suit)
            assert kernel.order.trump_suit != trump
            seen.marriages += 1
        elif aces:
            assert (aces[0].seat, aces[0].points) == (seat, gained) and kernel.order.trump_suit == trump
            seen.ace_marriages += 1
        else:
            assert gained == 0 and kernel.order.trump_suit == trump

        won = [e for e in events if isinstance(e, ev.TrickWon)]
        if won:
            seen.tricks += 1
            cards, _, winner = kernel.done_tricks[-1]
            assert (kernel.count, kernel.to_act, winner) == (0, won[0].seat, won[0].seat)
            assert sum(CARD_POINTS[c] for c in cards) == won[0].points
        scored = [e for e in events if isinstance(e, ev.DealScored)]
        if scored:
            break
        assert state.phase == PLAY
        if not won:  # the trick goes on: its winner so far and its points
            order = thousand_order(None if state.trump is None else Suit(state.trump))
            assert kernel.count == len(state.trick)
            assert kernel.winner == state.trick_seats[order.trick_winner_index(state.trick)]
            assert kernel.trick == list(state.trick)
        assert kernel.to_act == state.to_act
        assert kernel.points == [t + m for t, m in zip(state.taken, state.marriage_points, strict=True)]
        assert kernel.tricks == state.tricks
        assert sum(kernel.tricks) == state.trick_no
        assert kernel.order.trump_suit == state.trump

    # The deal is over and scored: the kernel's raw points are the sheet's.
    assert kernel.done()
    row = state.sheet[rows]
    assert row.declarer is not None and not row.void_reason
    assert tuple(kernel.points) == row.raw
    assert sum(kernel.points) == 120 + declared_points
    if [e for e in events if isinstance(e, tev.PileTaken)]:
        seen.piles += 1
    while kernel.stack:
        kernel.undo()
    assert key(kernel) == key(start)
    assert kernel.order is start.order and not kernel.done_tricks
    seen.deals += 1


def _play_and_check(cfg: Config, deals: int, seed: int) -> Seen:
    rules = cfg.rules()
    match = seed
    state = ThousandState(rules, seed=match)
    rng = random.Random(seed * 7 + 1)
    check = random.Random(seed * 13 + 2)
    seen = Seen()
    while seen.deals < deals:
        if state.is_terminal():
            match += 1
            state = ThousandState(rules, seed=match)
        if state.phase == PLAY:
            _check_deal(state, rng, check, seen)
        else:
            state.apply(random_thousand_action(state.legal_actions(), rng))
    return seen


def _assert_reaches_the_rules(cfg: Config, seen: Seen) -> None:
    assert seen.decisions == seen.deals * (20 if cfg.players == 2 else 24)
    assert seen.tricks == seen.deals * (10 if cfg.players == 2 else 8)
    assert seen.marriages > seen.deals // 10
    if cfg.options.get("ace_marriage"):
        assert seen.ace_marriages > 0
    else:
        assert seen.ace_marriages == 0
    assert seen.piles == (seen.deals if cfg.players == 2 else 0)


def _seed(cfg: Config) -> int:
    return sum(map(ord, cfg.name)) * 1000


@pytest.mark.parametrize("cfg", CONFIGS, ids=[c.name for c in CONFIGS])
def test_kernel_agrees_with_reference(cfg: Config) -> None:
    _assert_reaches_the_rules(cfg, _play_and_check(cfg, cfg.deals, _seed(cfg)))


@pytest.mark.slow
@pytest.mark.parametrize("cfg", CONFIGS, ids=[c.name for c in CONFIGS])
def test_kernel_agrees_with_reference_at_length(cfg: Config, slow_count: Callable[[int], int]) -> None:
    # never fewer than twice the short run: with four players this seed's first ace marriage comes after 800 deals
    deals = max(2 * cfg.deals, slow_count(10 * cfg.deals))
    _assert_reaches_the_rules(cfg, _play_and_check(cfg, deals, _seed(cfg) + 500))


def test_configs_cover_thousands_of_deals() -> None:
    assert sum(c.deals for c in CONFIGS) >= 5000
    assert {c.players for c in CONFIGS} == {2, 3, 4}


def test_copy_is_independent_and_undo_steps_back() -> None:
    hands = [cset("AH 10H KH QH JH 9H AS 10S"), cset("AD 10D KD QD JD 9D KS QS"), cset("AC 10C KC QC JC 9C JS 9S")]
    k = first_lead(hands, (0, 1, 2), 0, V)
    k.play(parse_card("AH"))
    twin = k.copy()
    twin.play(parse_card("9D"))
    assert k.count == 1 and twin.count == 2
    assert k.hands == [hands[0] & ~cset("AH"), hands[1], hands[2]]
    twin.undo()
    assert key(twin) == key(k)


# ------------------------------------------------------------------------------ the marriage rule


def test_no_marriage_on_the_first_trick() -> None:
    """§7.2 and acceptance scenario 17.4: the declarer may not declare on trick 1, and may once he
    has taken a trick; the marriage gives its points and makes its suit trump."""
    hands = [cset("QH KH AS 10S 9S QD JD 9D"), cset("AH 10H JH 9H AD 10D KD AC"), cset("KS QS JS 10C KC QC JC 9C")]
    k = first_lead(hands, (0, 1, 2), 0, V)
    assert k.declarations() == 0
    assert k.legal() == hands[0]
    k.play(parse_card("AS"))
    assert k.declarations() == 0  # following, never declaring
    assert k.legal() == hands[1]  # void in spades, no trump yet
    k.play(parse_card("AC"))
    assert k.legal() == cset("KS QS JS")
    k.play(parse_card("JS"))
    assert (k.to_act, k.points[0], sum(k.tricks)) == (0, 24, 1)
    assert k.declarations() == cset("QH KH")
    k.play(parse_card("QH"), True)
    assert k.order.trump_suit == Suit.HEARTS and k.points[0] == 24 + 100
    assert k.legal() == cset("AH 10H JH 9H")
    k.play(parse_card("9H"))
    assert k.legal() == hands[2] & ~cset("JS")  # void in hearts and no heart trumps
    k.play(parse_card("KC"))
    assert k.to_act == 0  # the Queen beats the 9 of the trump suit
    assert k.declarations() == 0  # the King's partner is gone
    k.play(parse_card("QD"))
    assert k.legal() == cset("AD 10D KD")
    k.play(parse_card("KD"))
    assert k.legal() == cset("KS QS 10C QC JC 9C")  # hearts are trump, but he has none: any card


def test_ace_marriage_in_the_kernel() -> None:
    """§16 #19, option ``ace_marriage``. Decision: all four Aces are a marriage worth 200, declared
    like a marriage (leading one of them after the first trick) and leaving the trump as it is."""
    hands = [cset("AH AD AC AS KS QS 10S 9S"), cset("KH QH 10H JH KD QD 10D 9H"), cset("KC QC 10C JC 9C JD 9D JS")]
    off = first_lead(hands, (0, 1, 2), 0, V)
    k = first_lead(hands, (0, 1, 2), 0, V, ace_marriage=True)
    assert k.declarations() == 0  # not on the first trick
    for kernel in (off, k):
        kernel.play(parse_card("10S"))
        kernel.play(parse_card("9H"))
        kernel.play(parse_card("JS"))
        assert kernel.to_act == 0 and sum(kernel.tricks) == 1
    assert off.declarations() == cset("KS QS")
    assert k.declarations() == cset("KS QS AH AD AC AS")
    k.play(parse_card("QS"), True)
    assert k.order.trump_suit == Suit.SPADES and k.points[0] == 12 + 40
    k.play(parse_card("KH"))
    k.play(parse_card("9C"))
    assert k.to_act == 0
    before = k.copy()
    k.play(parse_card("AD"), True)
    assert k.points[0] == 12 + 40 + 7 + 200 and k.order.trump_suit == Suit.SPADES  # the trump stays spades
    assert k.legal() == cset("KD QD 10D")
    k.play(parse_card("10D"))
    assert k.declarations() == 0  # following
    k.play(parse_card("9D"))
    assert k.to_act == 0 and k.declarations() == 0  # three Aces and a lone King: no marriage
    for _ in range(3):
        k.undo()
    assert key(k) == key(before) and k.declarations() == cset("AH AD AC AS")
    state = ThousandState(ThousandRules(ace_marriage=True), seed=1)
    rng = random.Random(2)
    while state.phase != "play":
        state.apply(random_thousand_action(state.legal_actions(), rng))
    assert _from_observation(state).declarations() == 0  # the first lead declares nothing
    assert k.marriages is not None and k.marriages.declarable(0, cset("AH AD AC AS 9H"), 1) == cset("AH AD AC AS")
    assert off.marriages is not None and off.marriages.declarable(0, cset("AH AD AC AS 9H"), 1) == 0


def test_follower_with_a_marriage_is_offered_none() -> None:
    k = first_lead([cset("AH 9H"), cset("KS QS")], (0, 1), 0, V)
    k.play(parse_card("9H"))
    k.play(parse_card("QS"))
    k.undo()
    assert k.declarations() == 0 and k.legal() == cset("KS QS")


# ----------------------------------------------------------------------------------- small helpers


def test_helpers() -> None:
    assert card_points(cset("AH 10D KC QS JH 9D")) == 30
    assert marriage_cards(cset("KH QH KD QS 9C")) == cset("KH QH")
    assert card_points(0) == 0 and card_points(cset("AH AD AC AS 10H 10D 10C 10S")) == 84
