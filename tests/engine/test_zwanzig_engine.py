"""Zwanzig rules (rules/zwanzig.md): the deal in two packets around the announcement, exchanges of
up to three, play or drop, rule F2, hearts double and forced from the ninth deal, the announcer
left alone, and every option of §10. Scenario numbers refer to §11."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from kartln.engine.actions import Drop, Exchange, NameTrump, StayIn
from kartln.engine.cards import DECK_32, Suit, mask
from kartln.engine.events import TrumpNamed
from kartln.engine.games.rams_family import RamsPhase
from kartln.engine.games.zwanzig import ZwanzigRules, ZwanzigState
from kartln.engine.games.zwanzig.state import ALONE
from kartln.engine.state import IllegalAction

from tests.engine.rams_helpers import cards, injected, legal_follow, packets_order, play

FH, P2, P3, DEALER = 0, 1, 2, 3
HANDS = ("AS KS QS JS 10S", "AH KH QH JH 10H", "AC KC QC JC 10C", "AD KD QD JD 10D")


def new_state(hands: Sequence[str] = HANDS, stock: str = "", deal_no: int = 0, **options: object) -> ZwanzigState:
    """Four players dealt ``hands`` (forehand, the announcer, first) in packets of 2 and 3."""
    order = packets_order(hands, (2, 3)) + cards(stock)
    rules = ZwanzigRules(**options)  # type: ignore[arg-type]
    s = ZwanzigState(rules, seed=1, dealer=DEALER, decks=[injected(order)])
    return s


def announced(suit: Suit, hands: Sequence[str] = HANDS, **options: object) -> ZwanzigState:
    s = new_state(hands, **options)
    s.apply(NameTrump(suit))
    return s


def keep_and_play(s: ZwanzigState) -> None:
    while s.phase == RamsPhase.EXCHANGE:
        s.apply(Exchange(()))
    while s.phase == RamsPhase.STAY:
        s.apply(StayIn())


def test_the_deal_goes_two_then_three_around_the_announcement() -> None:
    """§3: 0–1 FH, 2–3 P2, 4–5 P3, 6–7 dealer; the announcement; 8–10 FH, ..., 17–19 dealer; stock 20–31."""
    order = list(DECK_32)
    s = ZwanzigState(ZwanzigRules(), dealer=DEALER, decks=[injected(order)])
    assert s.phase == RamsPhase.TRUMP and s.current_player() == FH
    assert [s.hands[p] for p in (FH, P2, P3, DEALER)] == [mask(order[i:i + 2]) for i in (0, 2, 4, 6)]
    assert len(s.legal_actions()) == 4  # any suit, held or not (§10 #2)
    events = s.apply(NameTrump(Suit.CLUBS))
    assert TrumpNamed(FH, Suit.CLUBS) in events and s.observation(P2).trump.suit == Suit.CLUBS
    assert s.hands[FH] == mask(order[0:2] + order[8:11]) and s.hands[DEALER] == mask(order[6:8] + order[17:20])
    assert s.talon == order[20:]


def test_the_ace_ten_order_and_scenario_1() -> None:
    s = announced(Suit.CLUBS)
    keep_and_play(s)
    assert s.order is not None
    assert s.order.trick_winner_index(cards("10D KD AD")) == 2
    assert s.order.trick_winner_index(cards("10D KD")) == 0


@pytest.mark.parametrize(("trick", "held", "want"), [
    ("AH", "7H AC", "7H"), ("AH", "AC 7C KS", "AC 7C"), ("AH", "KS 8D", "KS 8D"),  # scenario 2
])
def test_follow_else_trump_without_overtrumping(trick: str, held: str, want: str) -> None:
    s = announced(Suit.CLUBS)
    keep_and_play(s)
    assert s.order is not None
    assert legal_follow(s.order, s.follow, trick, held) == set(want.split())


def test_option_plain_rank_order() -> None:
    s = announced(Suit.CLUBS, rank_order="plain")
    keep_and_play(s)
    assert s.order is not None and s.order.trick_winner_index(cards("10D KD")) == 1


def test_option_announcer_must_hold_the_suit() -> None:
    s = new_state(("AS 7H KS QS JS", "AH KH QH JH 10H", "AC KC QC JC 10C", "AD KD QD JD 10D"), announce_any_suit=False)
    assert set(s.legal_actions()) == {NameTrump(Suit.SPADES), NameTrump(Suit.HEARTS)}  # his two cards: A♠ 7♥
    with pytest.raises(IllegalAction, match="a suit you hold"):
        s.apply(NameTrump(Suit.CLUBS))


def test_exchanges_of_up_to_three_empty_the_stock() -> None:
    """§4 and scenario 6: at most three each; four exchanges of three empty the stock."""
    s = announced(Suit.SPADES)
    for seat in (FH, P2, P3, DEALER):
        assert s.current_player() == seat and max(len(a.cards) for a in s.legal_actions()) == 3
        s.apply(Exchange(tuple(c for c in range(36) if s.hands[seat] >> c & 1)[:3]))
    assert s.talon == [] and s.phase == RamsPhase.STAY


def test_play_or_drop_from_the_announcers_left_and_exchanging_does_not_bind() -> None:
    """§5: the announcer is never asked; the round starts on his left."""
    s = announced(Suit.SPADES)
    s.apply(Exchange(()))
    s.apply(Exchange(tuple(cards("AH KH"))))
    s.apply(Exchange(()))
    s.apply(Exchange(()))
    assert s.current_player() == P2 and set(s.legal_actions()) == {StayIn(), Drop()}
    s.apply(Drop())
    assert s.current_player() == P3


@pytest.mark.parametrize("option", [True, False])
def test_diamonds_forbid_dropping(option: bool) -> None:
    """§5 and scenario 3; option diamonds_no_drop."""
    s = announced(Suit.DIAMONDS, diamonds_no_drop=option)
    while s.phase == RamsPhase.EXCHANGE:
        s.apply(Exchange(()))
    assert (s.phase == RamsPhase.PLAY) is option
    if not option:
        assert Drop() in s.legal_actions()


def test_the_announcer_alone_takes_five_tricks_without_play() -> None:
    """§5, §10 #5 and scenario 5: all three others drop in a spade deal: announcer −5."""
    s = announced(Suit.SPADES)
    while s.phase == RamsPhase.EXCHANGE:
        s.apply(Exchange(()))
    for _ in range(3):
        s.apply(Drop())
    row = s.sheet[-1]
    assert row.changes == (-5, 0, 0, 0) and row.notes == (ALONE,) and row.without_play
    assert s.deal_no == 2


def test_scoring_and_the_announcer_leads() -> None:
    """§6, §7: the announcer leads; −1 per trick, +5 without one; a dropped player unchanged."""
    s = announced(Suit.SPADES)
    while s.phase == RamsPhase.EXCHANGE:
        s.apply(Exchange(()))
    s.apply(StayIn())
    s.apply(StayIn())
    s.apply(Drop())
    assert s.current_player() == FH
    for lead, a, b in (("AS", "AH", "AC"), ("10S", "10H", "10C"), ("KS", "KH", "KC"), ("QS", "QH", "QC"),
                       ("JS", "JH", "JC")):
        play(s, lead, a, b)
    assert s.sheet[-1].changes == (-5, 5, 5, 0) and s.scores() == [15, 25, 25, 20]


def test_hearts_double_and_are_forced_from_the_ninth_deal() -> None:
    """§3.3, §7 and scenario 4: deal 9 has hearts trumps without an announcement; −2 a trick,
    +10 without one."""
    s = ZwanzigState(ZwanzigRules(), seed=3)
    s.deal_no = 8  # the next deal is the ninth
    s._advance_dealer()
    s._start_deal(s.log)
    assert s.deal_no == 9 and s.trump_suit == Suit.HEARTS and s.phase == RamsPhase.EXCHANGE
    assert s.multiplier() == 2 and s.observation(0).multiplier == 2
    keep_and_play(s)
    while s.deal_no == 9:
        s.apply(s.legal_actions()[0])
    row = s.sheet[-1]
    for seat in range(4):
        assert row.changes[seat] == (-2 * row.tricks[seat] if row.tricks[seat] else 10)


@pytest.mark.parametrize(("first", "forced"), [(0, False), (3, True)])
def test_option_hearts_from_deal(first: int, forced: bool) -> None:
    s = ZwanzigState(ZwanzigRules(hearts_from_deal=first), seed=3)
    s.deal_no = 3
    s._start_deal(s.log)
    assert (s.phase == RamsPhase.EXCHANGE and s.trump_suit == Suit.HEARTS) is forced


def test_the_lowest_wins_when_someone_reaches_zero() -> None:
    """§8 (equal lowest totals win together: the family's rule, tested with Fünf dazu!)."""
    s = announced(Suit.SPADES)
    s.totals = [3, 3, 20, 20]
    keep_and_play(s)
    for lead, a, b, c in (("AS", "AH", "AC", "AD"), ("10S", "10H", "10C", "10D"), ("KS", "KH", "KC", "KD")):
        play(s, lead, a, b, c)
    play(s, "QS", "QH", "QC", "QD")
    play(s, "JS", "JH", "JC", "JD")
    assert s.scores() == [-2, 8, 25, 25] and s.winners() == [FH]
