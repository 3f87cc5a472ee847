"""Raub rules (rules/raub.md): the dealer's calls, the deal with the trump card between the
packets, Raub and Stih, finding the declarer with a new trump, Idem and Nejdem, drawing, the
dealer's trump card, rule F3, scoring with Refa doubling, the end, and every option of §11.
Scenario numbers refer to §12."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from kartln.engine.actions import Drop, Exchange, Pass, StayIn
from kartln.engine.cards import DECK_32, Suit, mask
from kartln.engine.games.rams_family import RamsPhase
from kartln.engine.games.rams_family.actions import SwapTrumpCard
from kartln.engine.games.raub import RaubRules, RaubState
from kartln.engine.games.raub.actions import CallRaub, CallStih, Deal, Lead, Muss, NewTrump, PassDeal
from kartln.engine.games.raub.state import ALL_NEJDEM, DOUBLED, LEAD, PRE_DEAL, RAUB
from kartln.engine.state import IllegalAction

from tests.engine.rams_helpers import cards, injected, play

FH, P2, P3, DEALER = 0, 1, 2, 3
HANDS = ("AS KS QS JS", "AH KH QH JH", "AC KC QC JC", "AD KD QD JD")


def new_state(hands: Sequence[str] = HANDS, trump: str = "9S", stock: str = "", **options: object) -> RaubState:
    """Players dealt ``hands`` (forehand first, 2 + 2 cards), ``trump`` turned between the packets,
    the stock starting with ``stock``."""
    hs = [cards(h) for h in hands]
    order = [c for h in hs for c in h[:2]] + cards(trump) + [c for h in hs for c in h[2:]] + cards(stock)
    rules = RaubRules(players=len(hands), **options)  # type: ignore[arg-type]
    return RaubState(rules, seed=1, dealer=len(hands) - 1, decks=[injected(order)])


def dealt(hands: Sequence[str] = HANDS, trump: str = "9S", stock: str = "", **options: object) -> RaubState:
    s = new_state(hands, trump, stock, **options)
    s.apply(Deal())
    return s


def test_the_dealer_decides_before_any_card_is_dealt() -> None:
    """§3: deal or pass the deal; Muss only when some score is 9 or lower."""
    s = new_state()
    assert s.phase == PRE_DEAL and s.current_player() == DEALER and s.hands == [0, 0, 0, 0]
    assert set(s.legal_actions()) == {Deal(), PassDeal()}
    s.totals[P2] = 9
    assert Muss() in s.legal_actions()


def test_the_deal_two_the_trump_card_two_and_the_stock() -> None:
    """§4 and scenario 1 (three players: stock 32 − 12 − 1 = 19); four players' indices."""
    order = list(DECK_32)
    s = RaubState(RaubRules(players=4), dealer=DEALER, decks=[injected(order)])
    s.apply(Deal())
    assert s.hands[FH] == mask(order[0:2] + order[9:11]) and s.hands[DEALER] == mask(order[6:8] + order[15:17])
    assert s.turned_card == order[8] and s.talon == order[17:]
    three = RaubState(RaubRules(players=3), seed=2)
    three.apply(Deal())
    assert len(three.talon) == 19


def test_raub_is_said_before_the_dealer_looks() -> None:
    """§4.3: the dealer is declarer needing two tricks; he does not see his cards before."""
    s = dealt()
    assert s.phase == RAUB and s.current_player() == DEALER
    assert s.observation(DEALER).hand is None and s.observation(FH).hand is not None
    assert CallStih() not in s.legal_actions()
    s.apply(CallRaub())
    assert (s.declarer, s.needs()) == (DEALER, 2) and s.phase == RamsPhase.STAY and s.current_player() == FH


def test_stih_on_a_turned_seven_needs_one_trick() -> None:
    """§4.4 and scenario 2."""
    s = dealt(trump="7S")
    assert CallStih() in s.legal_actions()
    s.apply(CallStih())
    assert (s.declarer, s.needs()) == (DEALER, 1)


def test_option_stih_automatic() -> None:
    s = dealt(trump="7S", stih_automatic=True)
    assert (s.declarer, s.how) == (DEALER, "stih") and s.phase == RamsPhase.STAY


def test_the_first_i_lead_ends_the_round() -> None:
    """§5.1: pass or I lead from forehand; the first to lead is declarer."""
    s = dealt()
    s.apply(Pass())  # no Raub
    assert s.phase == LEAD and s.current_player() == FH and set(s.legal_actions()) == {Pass(), Lead()}
    s.apply(Pass())
    s.apply(Lead())
    assert (s.declarer, s.needs()) == (P2, 2) and s.phase == RamsPhase.STAY and s.current_player() == P3


def test_a_new_trump_after_all_passed_and_its_new_round() -> None:
    """Scenario 3 (with other cards): original 9♥; 7♥ turned (same suit), then 8♣: clubs are
    trumps, a new round from forehand in which the dealer may lead too."""
    s = dealt(trump="9H", stock="7H 8C")
    for _ in range(4):
        s.apply(Pass())  # no Raub, then the three non-dealers
    assert s.current_player() == DEALER and NewTrump() in s.legal_actions()
    s.apply(NewTrump())
    assert s.trump_suit == Suit.CLUBS and s.phase == LEAD and s.current_player() == FH
    assert s.set_aside & mask(cards("7H 8C")) == mask(cards("7H 8C"))  # out of play
    for _ in range(3):
        s.apply(Pass())
    assert s.current_player() == DEALER and NewTrump() not in s.legal_actions()
    s.apply(Pass())
    assert s.pending_refa == 1 and s.deal_no == 2  # everybody passed the new trump: a Refa


def test_the_same_suit_twice_is_a_refa_and_doubles_the_next_scored_deal() -> None:
    """Scenario 4 (with other cards): original 9♥, then 7♥ and 8♥: a Refa, nothing scored."""
    s = dealt(trump="9H", stock="7H 8H")
    for _ in range(4):
        s.apply(Pass())
    s.apply(NewTrump())
    assert s.pending_refa == 1 and s.sheet[-1].changes == (0, 0, 0, 0) and s.sheet[-1].without_play


@pytest.mark.parametrize("reason", ["pass-deal", "dealer-pass"])
def test_the_dealer_passing_is_a_refa(reason: str) -> None:
    s = new_state()
    if reason == "pass-deal":
        s.apply(PassDeal())
    else:
        s.apply(Deal())
        for _ in range(4):
            s.apply(Pass())
        s.apply(Pass())
    assert s.pending_refa == 1 and s.dealer == FH


def test_idem_and_nejdem_from_the_declarers_left() -> None:
    """§5.2: every other player, from the declarer's left."""
    s = dealt()
    s.apply(Pass())
    s.apply(Lead())  # FH declares
    assert s.current_player() == P2 and set(s.legal_actions()) == {StayIn(), Drop()}
    s.apply(Drop())
    s.apply(StayIn())
    s.apply(Drop())
    assert s.active == (FH, P3) and s.phase == RamsPhase.EXCHANGE and s.current_player() == FH


def test_all_nejdem_credits_the_declarer_with_four_tricks() -> None:
    s = dealt()
    s.apply(Pass())
    s.apply(Lead())
    for _ in range(3):
        s.apply(Drop())
    row = s.sheet[-1]
    assert row.changes == (-4, 0, 0, 0) and row.notes[0] == ALL_NEJDEM and row.without_play


def test_after_muss_nobody_may_drop_and_the_dealer_may_take_the_trump_card() -> None:
    s = new_state()
    s.totals = [9, 21, 21, 21]
    s.apply(Muss())
    assert (s.declarer, s.how) == (DEALER, "muss") and s.phase == RamsPhase.STAY
    assert s.legal_actions() == [StayIn()]
    with pytest.raises(IllegalAction, match="Muss"):
        s.apply(Drop())
    for _ in range(3):
        s.apply(StayIn())
    for _ in range(4):
        s.apply(Exchange(()))
    assert s.phase == RamsPhase.SWAP and Pass() in s.legal_actions()
    s.apply(SwapTrumpCard(cards("AD")[0]))
    assert s.hands[DEALER] >> cards("9S")[0] & 1 and s.phase == RamsPhase.PLAY and s.current_player() == DEALER


def test_option_trump_take_compulsory() -> None:
    s = dealt(trump_take_compulsory=True)
    s.apply(CallRaub())
    for _ in range(3):
        s.apply(StayIn())
    for _ in range(4):
        s.apply(Exchange(()))
    assert Pass() not in s.legal_actions() and all(isinstance(a, SwapTrumpCard) for a in s.legal_actions())


def test_drawing_from_the_stock_one_to_four() -> None:
    """§6.1: from the first active player on the dealer's left; up to four, as the stock allows."""
    s = dealt(stock="7C 8C 9C 10C")
    s.apply(Pass())
    s.apply(Lead())
    for _ in range(3):
        s.apply(StayIn())
    assert s.current_player() == FH and max(len(a.cards) for a in s.legal_actions()) == 4
    s.apply(Exchange(tuple(cards("KS QS"))))
    assert s.hands[FH] == mask(cards("AS JS 7C 8C"))


def fh_leads_and_all_defend(s: RaubState) -> None:
    """No Raub; forehand leads; everybody says Idem and keeps his cards."""
    s.apply(Pass())
    s.apply(Lead())
    for _ in range(3):
        s.apply(StayIn())
    for _ in range(4):
        s.apply(Exchange(()))


def _play_out(s: RaubState, tricks: Sequence[Sequence[str]]) -> None:
    for t in tricks:
        play(s, *t)


def test_scoring_declarer_and_defenders() -> None:
    """Scenarios 5 and 7: a declarer with 3 tricks −3; a defender without a trick +2; Nejdem 0."""
    s = dealt(trump="9S")
    s.apply(Pass())
    s.apply(Lead())  # FH
    s.apply(StayIn())
    s.apply(Drop())  # P3 Nejdem
    s.apply(StayIn())
    for _ in range(3):
        s.apply(Exchange(()))
    _play_out(s, (("AS", "AH", "AD"), ("KS", "KH", "KD"), ("QS", "QH", "QD"), ("JS", "JH", "JD")))
    assert s.sheet[-1].changes == (-4, 2, 0, 2)


def test_a_declarer_short_of_his_tricks_takes_four() -> None:
    """Scenario 5: one trick is short of two: +4; scenario 6: a Stih declarer with one trick −1."""
    s = dealt(("AH KH QH JH", "AS KS QS JS", "AC KC QC JC", "AD KD QD 7D"), trump="9S")
    s.apply(Pass())
    s.apply(Lead())  # FH, without a trump
    for _ in range(3):
        s.apply(StayIn())
    for _ in range(4):
        s.apply(Exchange(()))
    while not s.sheet:
        s.apply(s.legal_actions()[0])
    assert s.sheet[-1].changes[FH] == (4 if s.sheet[-1].tricks[FH] < 2 else -s.sheet[-1].tricks[FH])
    t = dealt(("AH KH QH JH", "AS KS QS JS", "AC KC QC JC", "AD KD QD JD"), trump="7D")
    t.apply(CallStih())
    for _ in range(3):
        t.apply(StayIn())
    for _ in range(4):
        t.apply(Exchange(()))
    t.apply(Pass())
    _play_out(t, (("AD", "AH", "AS", "AC"),))
    while not t.sheet:
        t.apply(t.legal_actions()[0])
    row = t.sheet[-1]
    assert row.changes[DEALER] == (-row.tricks[DEALER] if row.tricks[DEALER] >= 1 else 4)


def test_a_pending_refa_doubles_one_scored_deal() -> None:
    """Scenario 8: a declarer with 2 tricks −4; a defender without a trick +4; one Refa, one deal."""
    s = dealt(trump="9S")
    s.pending_refa = 1
    fh_leads_and_all_defend(s)
    _play_out(s, (("AS", "AH", "AC", "AD"), ("KS", "KH", "KC", "KD"), ("QS", "QH", "QC", "QD"),
                  ("JS", "JH", "JC", "JD")))
    row = s.sheet[-1]
    assert row.multiplier == 2 and DOUBLED in row.notes and row.changes == (-8, 4, 4, 4)
    assert s.pending_refa == 0


@pytest.mark.parametrize(("single", "winners"), [(False, [FH, P2]), (True, [P2])])
def test_every_player_at_zero_or_less_wins_unless_only_the_lowest(single: bool, winners: list[int]) -> None:
    """§9 and option single_winner: FH (2 left) and P2 (1 left) take two tricks each: 0 and −1."""
    s = dealt(("AS KS 7H 8H", "AH KH QS JS", "AC KC QC JC", "AD KD QD JD"), trump="9S", single_winner=single)
    s.totals = [2, 1, 21, 21]
    fh_leads_and_all_defend(s)
    _play_out(s, (("AS", "JS", "AC", "AD"), ("KS", "QS", "KC", "KD"), ("7H", "AH", "QC", "QD"),
                  ("KH", "JC", "JD", "8H")))
    assert s.scores() == [0, -1, 23, 23] and s.winners() == winners


@pytest.mark.parametrize(("uses", "change", "left"), [(True, -8, 0), (False, -4, 1)])
def test_option_all_nejdem_uses_a_refa(uses: bool, change: int, left: int) -> None:
    """§11 #7: a deal without defenders is scored; by default it consumes a pending Refa."""
    s = dealt(all_nejdem_uses_refa=uses)
    s.pending_refa = 1
    s.apply(Pass())
    s.apply(Lead())
    for _ in range(3):
        s.apply(Drop())
    assert s.sheet[-1].changes[FH] == change and s.pending_refa == left
