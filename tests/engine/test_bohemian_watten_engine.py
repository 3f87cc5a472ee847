"""Bohemian Watten rules (rules/bohemian-watten.md): the turned card's suit and strikers, the deal
around it, exchanges (the dealer: the turned card and two more), rule F5, hearts double, exactly 0
with the bounce, and every option of §9. Scenario numbers refer to §10."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from kartln.engine.actions import Exchange, Pass
from kartln.engine.cards import DECK_32, mask, parse_card
from kartln.engine.games.bohemian_watten import BohemianWattenRules, BohemianWattenState
from kartln.engine.games.rams_family import RamsPhase
from kartln.engine.games.rams_family.actions import SwapTrumpCard, TakeBottomCard
from kartln.engine.state import IllegalAction

from tests.engine.rams_helpers import cards, injected, legal_follow, texts

FH, P2, P3, DEALER = 0, 1, 2, 3
HANDS = ("AS KS QS JS 7S", "AH KH QH JH 7H", "AC KC QC JC 7C", "AD KD QD JD 7D")  # turn any 8, 9 or 10


def new_state(hands: Sequence[str] = HANDS, turn: str = "9C", **options: object) -> BohemianWattenState:
    hs = [cards(h) for h in hands]
    order = [c for h in hs for c in h[:3]] + cards(turn) + [c for h in hs for c in h[3:]]
    rules = BohemianWattenRules(players=len(hands), **options)  # type: ignore[arg-type]
    return BohemianWattenState(rules, seed=1, dealer=len(hands) - 1, decks=[injected(order)])


def winner(state: BohemianWattenState, trick: str) -> str:
    played = cards(trick)
    return texts([played[state.deal_order().trick_winner_index(played)]]).pop()


def test_the_deal_three_the_turned_card_two_and_the_talon() -> None:
    """§3: 0–2 FH, ..., 9–11 dealer, 12 = X, 13–14 FH, ..., 19–20 dealer, talon 21–31."""
    order = list(DECK_32)
    s = BohemianWattenState(BohemianWattenRules(), dealer=DEALER, decks=[injected(order)])
    assert s.hands[FH] == mask(order[0:3] + order[13:15]) and s.hands[DEALER] == mask(order[9:12] + order[19:21])
    assert s.turned_card == order[12] and s.talon == order[21:]
    assert s.phase == RamsPhase.EXCHANGE and s.current_player() == FH


def test_the_first_of_equal_strikers_wins() -> None:
    """Scenario 1: X = 9♣; A♣ led, 9♥ then 9♠ → 9♥."""
    s = new_state(turn="9C")
    assert winner(s, "AC 9H 9S") == "9H" and winner(s, "AC 9S 9H") == "9S"


def test_option_striker_ties_by_suit() -> None:
    s = new_state(turn="9C", striker_ties="suit")
    assert winner(s, "AC 9S 9H") == "9H" and winner(s, "AC 9D 9S") == "9D"


def test_the_right_striker_beats_the_others() -> None:
    """Scenario 2: X = 9♣ taken by the dealer; 9♥ led, 9♣ played → 9♣."""
    assert winner(new_state(turn="9C"), "9H 9C") == "9C"


@pytest.mark.parametrize(("turn", "trick", "held", "want"), [
    ("10D", "AS", "10S KH", "10S"),  # scenario 3: a striker is a trump, not a spade, and wins
    ("10D", "KH", "AH 7H 7D", "AH"),  # scenario 4: follow hearts and beat
    ("8S", "7S", "8H AC", "8H"),  # scenario 5: trumps led; the striker wins (the hands dealt do not matter)
])
def test_follow_and_win_if_possible(turn: str, trick: str, held: str, want: str) -> None:
    s = new_state(turn=turn)
    assert legal_follow(s.deal_order(), s.follow_rule(), trick, held) == set(want.split())


def test_option_must_win_off_only_follows() -> None:
    s = new_state(turn="10D", must_win=False)
    assert legal_follow(s.deal_order(), s.follow_rule(), "KH", "AH 7H 7D") == {"AH", "7H"}


def test_exchanges_three_each_and_the_dealer_the_turned_card_and_two() -> None:
    """§4: up to three for the others; the dealer may swap for X, then exchange two others (not X)."""
    s = new_state(turn="9C")
    for _ in range(3):
        assert max(len(a.cards) for a in s.legal_actions()) == 3
        s.apply(Exchange(()))
    assert s.phase == RamsPhase.SWAP and s.current_player() == DEALER
    s.apply(SwapTrumpCard(parse_card("7D")))
    actions = s.legal_actions()
    assert max(len(a.cards) for a in actions) == 2
    assert not any(parse_card("9C") in a.cards for a in actions if isinstance(a, Exchange))
    with pytest.raises(IllegalAction, match="turned-up card you took"):
        s.apply(Exchange((parse_card("9C"),)))
    s.apply(Exchange(()))
    assert s.phase == RamsPhase.PLAY and s.current_player() == FH  # nobody drops


@pytest.mark.parametrize(("start", "tricks", "hearts", "after"), [
    (20, 3, False, 17), (2, 3, False, 1), (2, 3, True, 4), (1, 1, False, 0),
])
def test_scores_bounce_back_from_below_zero(start: int, tricks: int, hearts: bool, after: int) -> None:
    """§6's examples."""
    s = new_state(turn="9H" if hearts else "9C")
    m = s.multiplier()
    assert m == (2 if hearts else 1)
    assert s.settled(start - m * tricks) == after


def test_exactly_zero_wins_and_the_option_lets_the_lowest_win() -> None:
    """§7 and §9 #5."""
    s = new_state()
    assert s.match_winners([0, 3, 0, 7]) == (0, 2) and s.match_winners([1, 3, 2, 7]) == ()
    t = new_state(exactly_zero=False)
    assert t.settled(-3) == -3 and t.match_winners([-3, 0, 5, 7]) == (0,)


def test_option_criticals_top_the_trumps_and_may_be_taken_at_the_cut() -> None:
    s = new_state(turn="9C", criticals=True)
    assert winner(s, "9C KH") == "KH" and winner(s, "7D KH") == "KH" and winner(s, "7C 7D") == "7D"
    order = [c for c in DECK_32 if c != parse_card("KH")] + [parse_card("KH")]
    t = BohemianWattenState(BohemianWattenRules(criticals=True), dealer=DEALER, decks=[injected(order)])
    assert t.phase == RamsPhase.CUT and TakeBottomCard() in t.legal_actions()
    plain = BohemianWattenState(BohemianWattenRules(), dealer=DEALER, decks=[injected(order)])
    assert plain.phase == RamsPhase.EXCHANGE


@pytest.mark.parametrize("takes", [True, False])
def test_the_cutter_who_took_a_critical_may_not_exchange(takes: bool) -> None:
    """The Criticals option: as Ramsen's Schleken player, the cutter who took the card at the bottom
    of the cut is skipped in the exchanges; a cutter who left it exchanges like everybody."""
    order = [c for c in DECK_32 if c != parse_card("KH")] + [parse_card("KH")]
    s = BohemianWattenState(BohemianWattenRules(criticals=True), dealer=DEALER, decks=[injected(order)])
    assert s.current_player() == P3
    s.apply(TakeBottomCard() if takes else Pass())
    assert (s.hands[P3] >> parse_card("KH") & 1) == takes
    s.apply(Exchange(()))  # FH
    s.apply(Exchange(()))  # P2
    if takes:
        assert s.exchange_limit(P3) == 0
        assert (s.phase, s.current_player()) == (RamsPhase.SWAP, DEALER)
    else:
        assert (s.phase, s.current_player()) == (RamsPhase.EXCHANGE, P3) and s.exchange_limit(P3) == 3
