"""Mönch rules (rules/moench.md): Ramsen with the Mönch as the top trump (D1), its holder naming
trumps (D2, three timings) and the Fliege (D3), with every option of §8. Scenario numbers refer
to §9; everything else is Ramsen's and tested there."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from kartln.engine.actions import Drop, Exchange, NameTrump, Pass, StayIn
from kartln.engine.cards import Suit, parse_card
from kartln.engine.events import TrumpNamed
from kartln.engine.games.moench import MoenchRules, MoenchState
from kartln.engine.games.moench.events import FliegeShown
from kartln.engine.games.moench.order import MOENCH
from kartln.engine.games.rams_family import RamsPhase
from kartln.engine.games.rams_family.actions import SwapTrumpCard

from tests.engine.rams_helpers import cards, injected, legal_follow, legal_plays, packets_order, play

FH, P2, P3, DEALER = 0, 1, 2, 3

HANDS = ("AS KS QS JS 10S", "AH KH QH JC 7S", "AC KC 10C 9C 8C", "AD KD QD JD 10D")


def new_state(hands: Sequence[str] = HANDS, turn: str = "8S", fliege: bool = False, **options: object) -> MoenchState:
    """Four players dealt ``hands`` from forehand, ``turn`` turned up; no Schleken, and no Fliege
    unless asked (several scenario hands are five of a suit)."""
    order = packets_order(hands) + cards(turn)
    rules = MoenchRules(players=len(hands), schleken=False, fliege=fliege, **options)  # type: ignore[arg-type]
    return MoenchState(rules, seed=1, dealer=len(hands) - 1, decks=[injected(order)])


def exchanges_done(state: MoenchState) -> None:
    while state.phase in (RamsPhase.EXCHANGE, RamsPhase.SWAP):
        state.apply(Exchange(()) if state.phase == RamsPhase.EXCHANGE else Pass())


def all_stay(state: MoenchState) -> None:
    while state.phase == RamsPhase.STAY:
        state.apply(StayIn())


def test_the_moench_is_the_highest_trump_and_heads() -> None:
    """D1 and scenario 2: trumps ♥, A♥ led; holding J♣ and 7♠ the Mönch must be played."""
    s = new_state(turn="8H", moench_trump_timing="off")
    exchanges_done(s)
    all_stay(s)
    assert s.order is not None
    assert legal_follow(s.order, s.follow, "AH", "JC 7S") == {"JC"}
    assert s.order.trick_winner_index(cards("AH JC")) == 1


def test_option_keep_ramsen_trumps_off_makes_9d_an_ordinary_diamond() -> None:
    """§2 option and scenario 5: trumps ♠, A♦ led, holding 9♦ and K♠ → 9♦ (must follow diamonds)."""
    s = new_state(turn="8S", moench_keep_ramsen_trumps=False, moench_trump_timing="off")
    exchanges_done(s)
    all_stay(s)
    assert s.order is not None
    assert legal_follow(s.order, s.follow, "AD", "9D KS") == {"9D"}
    on = new_state(turn="8S", moench_trump_timing="off")
    exchanges_done(on)
    all_stay(on)
    assert on.order is not None and legal_follow(on.order, on.follow, "AD", "9D KS") == {"9D", "KS"}  # both trumps


def test_the_holder_names_trumps_before_play_or_pass() -> None:
    """D2 and scenario 4: turn-up 8♠; P2 holds the Mönch and announces ♥: hearts are trumps for the
    whole deal and a later 8♠ is a plain card; the announcement shows that he holds the Mönch."""
    s = new_state()
    exchanges_done(s)
    assert s.phase == RamsPhase.TRUMP and s.current_player() == P2  # only the holder is asked
    assert s.legal_actions()[0] == NameTrump(Suit.SPADES) and len(s.legal_actions()) == 4
    events = s.apply(NameTrump(Suit.HEARTS))
    assert TrumpNamed(P2, Suit.HEARTS) in events
    assert s.trump_suit == Suit.HEARTS and s.phase == RamsPhase.STAY
    assert (P2, MOENCH) in s.observation(FH).face_up
    assert s.observation(FH).trump.card is None  # the turned-up 8♠ no longer shows the trumps
    all_stay(s)
    assert s.order is not None and s.order.trump_suit == Suit.HEARTS
    assert legal_follow(s.order, s.follow, "8S", "KS AH") == {"KS"}


def test_keeping_the_turned_up_suit_shows_nothing() -> None:
    s = new_state()
    exchanges_done(s)
    events = s.apply(NameTrump(Suit.SPADES))
    assert not any(isinstance(e, TrumpNamed) for e in events)
    assert s.trump_suit == Suit.SPADES and s.observation(FH).face_up == ()


def test_the_dealer_may_swap_for_a_turned_up_moench_and_then_name_trumps() -> None:
    """Scenario 3: turn-up J♣: clubs are trumps; the dealer takes the Mönch and announces ♦."""
    s = new_state(("AS KS QS JS 10S", "AH KH QH JH 7S", "AC KC 10C 9C 8C", "AD KD QD 9S 10D"), turn="JC")
    assert s.trump_suit == Suit.CLUBS
    for _ in range(3):
        s.apply(Exchange(()))
    s.apply(SwapTrumpCard(parse_card("9S")))
    s.apply(Exchange(()))
    assert s.phase == RamsPhase.TRUMP and s.current_player() == DEALER
    s.apply(NameTrump(Suit.DIAMONDS))
    assert s.trump_suit == Suit.DIAMONDS


def test_option_timing_when_played_changes_trumps_from_the_next_trick() -> None:
    """D2, `when_played`: the Mönch's player names a suit; the current trick keeps the old trumps."""
    s = new_state(("AS KS QS JS 10S", "AH KH QH JC 8D", "AC KC 10C 9C 8C", "AD KD QD JD 10D"),
                  moench_trump_timing="when_played")
    exchanges_done(s)
    assert s.phase == RamsPhase.STAY  # nobody is asked before play
    all_stay(s)
    play(s, "AS")
    assert legal_plays(s) == {"JC"}  # no spade: he must trump, and the Mönch is his only trump
    play(s, "JC")
    assert s.phase == RamsPhase.TRUMP and s.current_player() == P2
    s.apply(NameTrump(Suit.CLUBS))
    assert s.phase == RamsPhase.PLAY and s.current_player() == P3 and s.trump_suit == Suit.SPADES
    play(s, "8C", "10D")
    assert s.tricks[P2] == 1 and s.trump_suit == Suit.CLUBS
    assert s.order is not None and s.order.trump_suit == Suit.CLUBS


@pytest.mark.parametrize("timing", ["off", "when_played"])
def test_without_before_play_timing_nobody_is_asked_before_play(timing: str) -> None:
    s = new_state(moench_trump_timing=timing)
    exchanges_done(s)
    assert s.phase == RamsPhase.STAY


def test_a_fliege_wins_the_deal_as_five_tricks() -> None:
    """D3 and scenario 6: {J♣, K♥, 10♥, 8♥, 7♥} with trumps ♠ is a Fliege (Mönch wild): −5, no
    play, nobody else scores; the dealer's five diamonds come later from the dealer's left."""
    hands = ("AS KS 9H JH 9C", "JC KH 10H 8H 7H", "AC KC 10C 8D 8C", "AD KD QD JD 10D")
    s = new_state(hands, fliege=True, moench_trump_timing="off")
    exchanges_done(s)
    s.apply(StayIn())
    s.apply(StayIn())
    s.apply(Drop())
    events = s.apply(StayIn())
    shown = next(e for e in events if isinstance(e, FliegeShown))
    assert shown.seat == P2 and shown.cards == sum(1 << c for c in cards(hands[1]))
    row = s.sheet[-1]
    assert row.changes == (0, -5, 0, 0) and row.without_play and s.deal_no == 2


def test_option_fliege_off_plays_the_deal() -> None:
    s = new_state(("AS KS 9H JH 9C", "JC KH 10H 8H 7H", "AC KC 10C 8D 8C", "AD KD QD JD 10D"),
                  fliege=False, moench_trump_timing="off")
    exchanges_done(s)
    all_stay(s)
    assert s.phase == RamsPhase.PLAY and s.current_player() == FH


def test_a_fliege_of_the_only_player_left_does_not_count() -> None:
    """ramsen.md §6 comes first: with fewer than two players the deal is not played at all."""
    hands = ("AS KS 9H JH 9C", "JC KH 10H 8H 7H", "AC KC 10C 8D 8C", "AD KD QD JD 10D")
    s = new_state(hands, fliege=True, moench_trump_timing="off")
    exchanges_done(s)
    s.apply(Drop())
    s.apply(StayIn())  # P2 holds the Fliege
    s.apply(Drop())
    events = s.apply(Drop())
    assert not any(isinstance(e, FliegeShown) for e in events)
    assert s.sheet[-1].changes == (0, 0, 0, 0) and s.sheet[-1].without_play
