"""Rams rules (rules/rams.md): the deal with the widow, General Rams, drop / play / trade with the
forced players, the dealer's swap, rule F3, token scoring and the end of the match, and every
option of §11. Scenario numbers refer to §12."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from kartln.engine.actions import Drop, Pass, StayIn
from kartln.engine.cards import DECK_32, mask
from kartln.engine.games.rams import RamsRules, RamsState
from kartln.engine.games.rams.actions import CallGeneralRams, TakeWidow
from kartln.engine.games.rams.events import WidowTaken
from kartln.engine.games.rams.state import GENERAL, LOST, MADE
from kartln.engine.games.rams_family import RamsPhase
from kartln.engine.games.rams_family.actions import SwapTrumpCard
from kartln.engine.state import IllegalAction

from tests.engine.rams_helpers import cards, injected, legal_follow, packets_order, play, texts

FH, P2, P3, DEALER = 0, 1, 2, 3


def new_state(hands: Sequence[str], widow: str = "7C 7D 7H 7S 8C", turn: str = "8H", **options: object) -> RamsState:
    """Players dealt ``hands`` from forehand (the dealer last), the widow, ``turn`` turned up."""
    n = len(hands)
    order = packets_order([*hands[:-1], widow, hands[-1]]) + cards(turn)
    rules = RamsRules(players=n, **options)  # type: ignore[arg-type]
    return RamsState(rules, seed=1, dealer=n - 1, decks=[injected(order)])


HANDS = ("AS KS QS JS 10S", "AH KH QH JH 10H", "AC KC QC JC 10C", "AD KD QD JD 10D")


def no_general(state: RamsState) -> None:
    while state.phase == GENERAL:
        state.apply(Pass())


def test_the_widow_is_dealt_just_before_the_dealer() -> None:
    """§4 and scenario 1: 0–2 FH, 3–5 P2, 6–8 P3, 9–11 widow, 12–14 dealer, 15–16 FH, ..., 21–22
    widow, 23–24 dealer, 25 turn-up, 26–31 unused: 26 cards used."""
    order = list(DECK_32)
    s = RamsState(RamsRules(players=4), dealer=DEALER, decks=[injected(order)])
    assert s.hands[FH] == mask(order[0:3] + order[15:17])
    assert s.hands[P2] == mask(order[3:6] + order[17:19])
    assert s.hands[P3] == mask(order[6:9] + order[19:21])
    assert s.widow == mask(order[9:12] + order[21:23])
    assert s.hands[DEALER] == mask(order[12:15] + order[23:25])
    assert s.turned_up == order[25] and s.set_aside == mask(order[26:])
    assert s.observation(P2).widow_size == 5


@pytest.mark.parametrize(("trick", "held", "want"), [
    ("KS", "AS 8S 7H", "AS"),  # scenario 2
    ("KS 10H", "QH 9H", "QH"),  # scenario 3: overtrump
    ("KS 10H", "9H AC", "9H"),  # scenario 3: a trump that cannot win must still be played
])
def test_follow_and_head_else_trump_and_overtrump(trick: str, held: str, want: str) -> None:
    s = new_state(HANDS)
    assert legal_follow(s.deal_order(), s.follow_rule(), trick, held) == set(want.split())


def test_the_player_on_the_dealers_right_and_the_dealer_must_play_after_all_before_dropped() -> None:
    """Scenario 4: FH and P2 drop; P3 and the dealer are offered only "Play"."""
    s = new_state(HANDS)
    no_general(s)
    s.apply(Drop())
    s.apply(Drop())
    assert s.current_player() == P3 and s.legal_actions() == [StayIn()]
    with pytest.raises(IllegalAction, match="everybody before you dropped"):
        s.apply(Drop())
    s.apply(StayIn())
    assert s.current_player() == DEALER and s.legal_actions() == [StayIn()]


def test_the_dealer_must_play_when_exactly_one_other_plays() -> None:
    """Scenario 5: three players, FH plays, P2 drops: the dealer must play."""
    s = new_state(HANDS[:3])
    no_general(s)
    s.apply(StayIn())
    s.apply(Drop())
    assert s.current_player() == 2 and s.legal_actions() == [StayIn()]


def test_forehand_may_trade_for_the_widow_and_then_plays() -> None:
    """§6.1 and scenario 6: his five cards go out of play, he takes the widow and plays."""
    s = new_state(HANDS)
    no_general(s)
    assert TakeWidow() in s.legal_actions()
    events = s.apply(TakeWidow())
    assert texts(s.hands[FH]) == {"7C", "7D", "7H", "7S", "8C"} and s.widow == 0
    assert s.observation(FH).laid_away == mask(cards(HANDS[0]))
    assert next(e for e in events if isinstance(e, WidowTaken)).view_for(P2) == WidowTaken(FH, None, None)
    assert TakeWidow() not in s.legal_actions()  # forehand only
    assert FH in s.active


def test_two_players_must_both_play_and_forehand_may_still_trade() -> None:
    s = new_state(HANDS[:2])
    no_general(s)
    assert set(s.legal_actions()) == {StayIn(), TakeWidow()}
    s.apply(StayIn())
    assert s.legal_actions() == [StayIn()]


def test_the_dealer_may_take_the_turned_up_card_when_he_plays() -> None:
    """§6.3: the trump card for one card laid away face down."""
    s = new_state(HANDS)
    no_general(s)
    for _ in range(4):
        s.apply(StayIn())
    assert s.phase == RamsPhase.SWAP and s.current_player() == DEALER
    s.apply(SwapTrumpCard(cards("10D")[0]))
    assert texts(s.hands[DEALER]) == {"AD", "KD", "QD", "JD", "8H"} and s.phase == RamsPhase.PLAY


def test_a_dropping_dealer_is_not_offered_the_swap() -> None:
    s = new_state(HANDS)
    no_general(s)
    s.apply(StayIn())
    s.apply(StayIn())
    s.apply(StayIn())
    s.apply(Drop())
    assert s.phase == RamsPhase.PLAY and s.current_player() == FH


FH_WINS_ALL = (("AS", "10H", "10C", "10D"), ("KS", "JH", "JC", "JD"), ("QS", "QH", "QC", "QD"),
               ("JS", "KH", "KC", "KD"), ("10S", "AH", "AC", "AD"))  # spades are trumps


def test_a_trick_removes_a_token_and_a_player_without_a_trick_takes_five() -> None:
    """§8: −1 per trick; +5 for an active player without a trick; the dropped unchanged."""
    s = new_state(HANDS, turn="8S")
    no_general(s)
    s.apply(StayIn())
    s.apply(StayIn())
    s.apply(Drop())  # P3
    s.apply(StayIn())
    s.apply(Pass())  # no swap
    for trick in FH_WINS_ALL:
        play(s, trick[0], trick[1], trick[3])
    assert s.sheet[-1].changes == (-5, 5, 0, 5) and s.scores() == [5, 15, 10, 15]


def general_rams(hands: Sequence[str]) -> RamsState:
    """P2 calls General Rams; hearts are trumps."""
    s = new_state(hands, widow="7C 8C 7D 8D 7H", turn="8H")
    s.apply(Pass())
    s.apply(CallGeneralRams())
    return s


def test_general_rams_ends_the_window_and_the_bidding_and_the_declarer_leads() -> None:
    """§5: no bidding, nobody drops, the dealer may still swap, the declarer leads."""
    s = general_rams(HANDS)
    assert s.phase == RamsPhase.SWAP and s.current_player() == DEALER
    s.apply(Pass())
    assert s.phase == RamsPhase.PLAY and s.current_player() == P2 and s.active == (FH, P2, P3, DEALER)
    assert s.observation(FH).declarer == P2


def test_general_rams_made_removes_five_and_the_others_take_five() -> None:
    s = general_rams(("7S 8S 9S 10S JS", "AS KS QS AH AC", "KC QC JC 10C 9C", "KD QD JD 10D 9D"))
    s.apply(Pass())
    play(s, "AS", "9C", "9D", "7S")
    assert s.running[P2] == 10  # his tricks remove nothing one by one
    play(s, "KS", "10C", "10D", "8S")
    play(s, "QS", "JC", "JD", "9S")
    play(s, "AH", "QC", "QD", "10S")
    play(s, "AC", "KC", "KD", "JS")
    assert s.sheet[-1].changes == (5, -5, 5, 5) and s.sheet[-1].notes == (MADE,)


def test_general_rams_lost_costs_five_and_the_others_remove_their_tricks() -> None:
    s = general_rams(("AS 8S 9S 10S JS", "7S KS QS AH AC", "KC QC JC 10C 9C", "KD QD JD 10D 9D"))
    s.apply(Pass())
    play(s, "KS", "9C", "9D", "AS")  # FH wins a trick
    assert s.running[FH] == 9
    play(s, "JS", "QS", "10C", "10D")
    while s.sheet == []:
        s.apply(s.legal_actions()[0])
    row = s.sheet[-1]
    assert row.notes == (LOST,) and row.changes[P2] == 5
    assert row.changes[FH] == -row.tricks[FH] and row.changes[P3] == -row.tricks[P3]


def everybody_plays(s: RamsState) -> None:
    no_general(s)
    while s.phase == RamsPhase.STAY:
        s.apply(StayIn())
    s.apply(Pass())  # no swap


def test_the_match_ends_at_the_trick_that_removes_the_last_token() -> None:
    """§9, default timing: play stops at that trick; no penalties are applied."""
    s = new_state(HANDS, turn="8S")
    s.totals = [1, 10, 10, 10]
    s.running = list(s.totals)
    everybody_plays(s)
    play(s, *FH_WINS_ALL[0])
    assert s.is_terminal() and s.winners() == [FH] and s.scores() == [0, 10, 10, 10]


def test_reaching_nothing_at_the_fifth_trick_stops_the_match_without_the_penalty() -> None:
    """§9, default timing: the trick that removes the last token ends the game even when it is the
    deal's last; the player without a trick does not take five."""
    s = new_state(("AS KS QS JS 10S", "AH KH QH JH 10H"), turn="8S", start_tokens=5)
    everybody_plays(s)
    for trick in FH_WINS_ALL:
        play(s, trick[0], trick[1])
    assert s.is_terminal() and s.winners() == [FH] and s.scores() == [0, 5]
    assert s.sheet[-1].changes == (-5, 0)


def test_a_lost_general_rams_is_not_settled_when_the_fifth_trick_ends_the_match() -> None:
    """§9: seat 1 takes his last token with the fifth trick; the declarer's +5 is not applied."""
    s = new_state(("AS KS QS JS 7H", "AH KH QH JH 10S"), widow="7C 7D 8C 8D 9C", turn="8S", start_tokens=1)
    s.apply(CallGeneralRams())
    s.apply(Pass())  # no swap
    play(s, "AS", "10S", "KS", "KH", "QS", "QH", "JS", "JH")
    assert not s.is_terminal()
    play(s, "7H", "AH")
    assert s.is_terminal() and s.winners() == [P2]
    assert s.sheet[-1].changes == (0, -1) and s.sheet[-1].notes == ()


def test_option_winner_at_deal_end_compares_before_the_floor() -> None:
    """§9, decision 5 alternative: the deal is finished and scored; FH goes from 1 to −4 and wins;
    the floor puts him at 0 after the comparison."""
    s = new_state(HANDS, turn="8S", winner_timing="deal_end")
    s.totals = [1, 10, 10, 10]
    s.running = list(s.totals)
    everybody_plays(s)
    play(s, *FH_WINS_ALL[0])
    assert not s.is_terminal()
    for trick in FH_WINS_ALL[1:]:
        play(s, *trick)
    assert s.is_terminal() and s.winners() == [FH] and s.scores() == [0, 15, 15, 15]
    assert s.sheet[-1].changes[FH] == -1


@pytest.mark.parametrize(("timing", "winners"), [("deal_end", [FH, P2]), ("trick", [FH])])
def test_equal_counts_at_the_deal_end_are_joint_winners(timing: str, winners: list[int]) -> None:
    """FH (3 left) takes tricks 1–3, P2 (2 left) tricks 4–5: both end at 0. At the end of the deal
    they win jointly; trick by trick FH got there first."""
    hands = ("AS KS QS 7H 8H", "AH KH 9D 8D 7D", "AC KC QC JC 10C", "AD KD QD JD 10D")
    s = new_state(hands, widow="9C 8C 7C 9H 10H", turn="7S", winner_timing=timing)
    s.totals = [3, 2, 10, 10]
    s.running = list(s.totals)
    everybody_plays(s)
    for trick in (("AS", "9D", "10C", "10D"), ("KS", "8D", "JC", "JD"), ("QS", "7D", "QC", "QD"),
                  ("7H", "AH", "KC", "KD"), ("KH", "AC", "AD", "8H")):
        if not s.is_terminal():
            play(s, *trick)
    assert s.winners() == winners


@pytest.mark.parametrize("tokens", [10, 7, 5])
def test_option_start_tokens(tokens: int) -> None:
    s = RamsState(RamsRules(start_tokens=tokens), seed=2)
    assert s.scores() == [tokens] * 4 and s.observation(0).start_score == tokens
