"""Schnalzen rules (rules/schnalzen.md): 33 cards with the WELI, the trump card turned between the
packets, play or stay at home, rule F1, the sweep of all five tricks, the dealer alone. Scenario
numbers refer to §10."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from kartln.engine.actions import Drop, StayIn
from kartln.engine.cards import DECK_33, WELI, mask
from kartln.engine.games.rams_family import RamsPhase
from kartln.engine.games.schnalzen import SchnalzenRules, SchnalzenState
from kartln.engine.games.schnalzen.state import DEALER_ALONE, SWEPT
from kartln.engine.state import IllegalAction

from tests.engine.rams_helpers import cards, injected, legal_follow, play

FH, P2, P3, DEALER = 0, 1, 2, 3
HANDS = ("AS KS QS JS 10S", "AH KH QH JH 10H", "AC KC QC JC 10C", "AD KD QD JD 10D")


def new_state(hands: Sequence[str] = HANDS, turn: str = "7H", totals: Sequence[int] = ()) -> SchnalzenState:
    """Four players dealt ``hands`` (forehand first): three each, ``turn`` turned up, two each."""
    hs = [cards(h) for h in hands]
    order = [c for h in hs for c in h[:3]] + cards(turn) + [c for h in hs for c in h[3:]]
    s = SchnalzenState(SchnalzenRules(), seed=1, dealer=DEALER, decks=[injected(order, DECK_33)])
    if totals:
        s.totals = list(totals)
    return s


def test_the_trump_card_is_turned_between_the_packets() -> None:
    """§3: 0–2 FH, 3–5 P2, 6–8 P3, 9–11 dealer, 12 turn-up, 13–14 FH, ..., 19–20 dealer, 21–32 unused."""
    order = list(DECK_33)
    s = SchnalzenState(SchnalzenRules(), dealer=DEALER, decks=[injected(order, DECK_33)])
    assert s.hands[FH] == mask(order[0:3] + order[13:15])
    assert s.hands[DEALER] == mask(order[9:12] + order[19:21])
    assert s.turned_card == order[12] and s.set_aside == mask(order[21:])
    assert s.current_player() == FH  # asked first, or leading when a ten was turned


def test_the_weli_is_the_second_trump_and_beats_a_plain_ace() -> None:
    """§2 and scenario 1: trumps ♥: A♥ > WELI > K♥ …; the WELI beats A♠ led."""
    s = new_state(("AS KS QS JS 10S", "AH KH QH JH 6D", "AC KC QC JC 10C", "AD KD QD JD 10D"))
    order = s.deal_order()
    assert order.trick_winner_index(cards("AH 6D")) == 0 and order.trick_winner_index(cards("KH 6D")) == 1
    assert order.trick_winner_index(cards("AS 6D")) == 1


@pytest.mark.parametrize(("trick", "held", "want"), [
    ("AH", "6D 7C", "6D"),  # scenario 2: the WELI follows trumps
    ("KC", "QC AH", "QC"),  # scenario 3
    ("KC", "AH 8D", "AH 8D"),  # scenario 3: no obligation to trump
])
def test_follow_suit_else_any_card(trick: str, held: str, want: str) -> None:
    s = new_state()
    assert legal_follow(s.deal_order(), s.follow_rule(), trick, held) == set(want.split())


def test_a_turned_weli_means_no_trumps() -> None:
    """§3.3, §9 #3: no trump suit; the WELI stays out of play."""
    s = new_state(turn="6D")
    assert s.trump_suit is None and s.observation(FH).trump.no_trumps
    assert s.deal_order().trump_suit is None and not s.deal_order().deck >> WELI & 1


def test_a_turned_ten_lets_nobody_stay_at_home() -> None:
    """Scenario 4."""
    s = new_state(("AS KS QS JS 9S", "AH KH QH JH 9H", "AC KC QC JC 9C", "AD KD QD JD 9D"), turn="10S")
    assert s.phase == RamsPhase.PLAY


def test_the_dealer_is_never_asked_and_a_player_at_five_must_play() -> None:
    """Scenario 5."""
    s = new_state(totals=(5, 20, 20, 20))
    assert s.current_player() == FH and s.legal_actions() == [StayIn()]
    with pytest.raises(IllegalAction, match="5 or less"):
        s.apply(Drop())
    s.apply(StayIn())
    s.apply(StayIn())
    s.apply(StayIn())
    assert s.phase == RamsPhase.PLAY  # the dealer plays without being asked


def test_all_three_at_home_give_the_dealer_five_without_play() -> None:
    """Scenario 6: each +1, the dealer −5."""
    s = new_state()
    for _ in range(3):
        s.apply(Drop())
    row = s.sheet[-1]
    assert row.changes == (1, 1, 1, -5) and row.notes == (DEALER_ALONE,) and row.without_play


def test_all_five_tricks_score_ten_each_way() -> None:
    """Scenario 7: A takes all five; B and C played, D (the dealer) ... here P3 stays at home."""
    s = new_state(turn="7S")
    s.apply(StayIn())
    s.apply(StayIn())
    s.apply(Drop())
    for trick in (("AS", "AH", "AD"), ("KS", "KH", "KD"), ("QS", "QH", "QD"), ("JS", "JH", "JD"),
                  ("10S", "10H", "10D")):
        play(s, *trick)
    row = s.sheet[-1]
    assert row.changes == (-10, 10, 1, 10) and row.notes == (SWEPT,)


def test_a_trick_takes_one_off_and_no_trick_puts_ten_on() -> None:
    """§6: −1 a trick, +10 without one."""
    s = new_state(turn="7S")
    for _ in range(3):
        s.apply(StayIn())
    for trick in (("AS", "AH", "AC", "AD"), ("KS", "KH", "KC", "KD"), ("QS", "QH", "QC", "QD"),
                  ("JS", "JH", "JC", "JD")):
        play(s, *trick)
    play(s, "10S", "10H", "10C", "10D")
    assert s.sheet[-1].changes == (-10, 10, 10, 10)  # a sweep again: spades are trumps
    t = new_state(("9S KS QS JS 10S", "AH KH QH JH 10H", "AC KC QC JC 10C", "AD KD QD JD AS"), turn="7S")
    for _ in range(3):
        t.apply(StayIn())
    play(t, "9S", "AH", "AC", "AS")  # the dealer's A♠ takes the first trick
    while not t.sheet:
        t.apply(t.legal_actions()[0])
    row = t.sheet[-1]
    assert SWEPT not in row.notes
    for seat in range(4):
        assert row.changes[seat] == (-row.tricks[seat] if row.tricks[seat] else 10)
