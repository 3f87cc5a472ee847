"""Bauernschnapsen rules (rules/bauernschnapsen.md): the deal, trump, auction, Kontra chain, play,
early end, scoring and the game to 24, with every option of §11. Scenario numbers refer to §12
(seats: forehand 1 and his partner 3; the dealer 0 and his partner 2; trumps ♥ unless stated)."""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from kartln.engine import events as ev
from kartln.engine.actions import NameTrump, Pass, PlayCard
from kartln.engine.cards import DECK_20, Suit, card_text, mask, parse_card
from kartln.engine.games.bauernschnapsen import BauernschnapsenRules, BauernschnapsenState
from kartln.engine.games.bauernschnapsen.actions import Announce, Knock, TurnUp
from kartln.engine.games.bauernschnapsen.contracts import Contract
from kartln.engine.games.bauernschnapsen.events import ContractSettled, HandShown, Knocked
from kartln.engine.games.bauernschnapsen.sheet import BummerlRow
from kartln.engine.match import packet_order
from kartln.engine.state import IllegalAction
from perft import perft

FROM_FH = (1, 2, 3, 0)  # dealer 0: forehand 1, then clockwise


def cards(text: str) -> list[int]:
    return [parse_card(w) for w in text.split()]


def dealt_order(hands: Mapping[int, str], packets: tuple[int, ...] = (3, 2)) -> list[int]:
    """The deck order (top first, after any cut) that deals ``hands`` clockwise from forehand."""
    order = packet_order({s: cards(h) for s, h in hands.items()}, FROM_FH, packets)
    assert sorted(order) == sorted(DECK_20), "the hands must hold the 20 cards once each"
    return order


def new_state(hands: Mapping[int, str], **options: object) -> BauernschnapsenState:
    """Dealer 0; the first three cards of each hand are its first packet."""
    order = dealt_order(hands)
    rules = BauernschnapsenRules(**options)  # type: ignore[arg-type]
    return BauernschnapsenState(rules, seed=1, dealer=0, decks=[([order[-1], *order[:-1]], [1])])


def act(state: BauernschnapsenState, *texts: str) -> list[ev.Event]:
    out: list[ev.Event] = []
    for text in texts:
        for word in text.split(","):
            out += state.apply(state.parse_action(word.strip()))
    return out


def play(state: BauernschnapsenState, words: str) -> list[ev.Event]:
    return act(state, *(f"play {w}" for w in words.split()))


def legal_cards(state: BauernschnapsenState) -> set[str]:
    plays = [a for a in state.legal_actions() if isinstance(a, PlayCard) and not a.marriage]
    return {card_text(a.card).replace("10", "T") for a in plays}


def scored(events: list[ev.Event]) -> BummerlRow:
    rows = [e.details for e in events if isinstance(e, ev.DealScored)]
    assert len(rows) == 1
    return rows[0]


# Scenario 1 and 2: trumps ♥, everybody passes.
HANDS_1 = {1: "KS AH QC JC JD", 2: "AS TH KC AD QD", 3: "JH KH TC AC TD", 0: "TS QS JS QH KD"}
HANDS_2 = {1: "KS AH QC JC JD", 2: "TS AD JS KC QD", 3: "JH KH TC AC TD", 0: "AS QS TH QH KD"}


def normal_game(hands: Mapping[int, str], **options: object) -> BauernschnapsenState:
    s = new_state(hands, **options)
    act(s, "trump H", "pass, pass, pass, pass")
    if s.rules.contra:
        act(s, "pass, pass")
    assert s.contract is Contract.NORMAL and s.phase == "play" and s.current_player() == 1
    return s


def test_scenario_1_a_trump_wins_the_trick() -> None:
    s = normal_game(HANDS_1)
    out = play(s, "KS AS JH TS")
    won = [e for e in out if isinstance(e, ev.TrickWon)]
    assert won[0].seat == 3 and s.current_player() == 3


@pytest.mark.parametrize(("rule", "expected"),
                         [("seed", {"TS", "JS"}), ("strict", {"TS"}), ("wikibooks", {"TS", "JS"})])
def test_scenario_2_following_under_each_play_rule(rule: str, expected: set[str]) -> None:
    """Default F2 follows without heading; strict (F3) must head the ♠K with the ♠10; `wikibooks`
    does not head in the normal game (it does in contracts: below)."""
    s = normal_game(HANDS_2, play_rule=rule)
    play(s, "KS")
    assert legal_cards(s) == expected


def test_wikibooks_heads_in_contracts() -> None:
    hands = {1: "KS AH QC JC JD", 2: "TS AD JS KC QD", 3: "JH KH TC AC TD", 0: "AS QS TH QH KD"}
    s = new_state(hands, play_rule="wikibooks", first_lead="forehand")
    act(s, "trump H", "pass, pass, announce gang, pass")  # seat 3's Gang: seat 1 sits out
    act(s, "pass, pass")
    assert s.current_player() == 3  # no trumps: the declarer leads
    play(s, "AC")
    assert s.current_player() == 0
    s = new_state(hands, play_rule="wikibooks")
    act(s, "trump H", "announce schnapser, pass, pass, pass")  # forehand's Schnapser, seat 3 sits out
    act(s, "pass, pass")
    play(s, "KS")
    assert legal_cards(s) == {"TS"}  # F4: follow and head


HANDS_3 = {1: "AC QH KS QC JC", 2: "AH TS AS AD JS", 3: "QS KD JD TD KH", 0: "TH TC KC QD JH"}


@pytest.mark.parametrize(("rule", "expected"), [("seed", {"KH"}), ("wikibooks", {"QS", "KD", "JD", "TD", "KH"})])
def test_scenario_3_a_void_follower_trumps_only_to_win_under_wikibooks(rule: str, expected: set[str]) -> None:
    s = normal_game(HANDS_3, play_rule=rule)
    play(s, "AC AH")  # seat 2, void in clubs, trumps with the ♥A
    assert legal_cards(s) == expected


def test_scenario_4_zehnerloch_ten_high_ace_low() -> None:
    hands = {1: "AH KC QS JS JH", 2: "TC QH KS TS AS", 3: "AC QC JC KH TH", 0: "AD TD KD QD JD"}
    s = new_state(hands)
    act(s, "trump H", "pass, announce zehnerloch, pass, pass", "pass, pass")
    assert s.sitting_out == 0 and s.active == (1, 2, 3) and s.current_player() == 2  # declarer leads
    assert s.trump_indicator().no_trumps
    out = play(s, "TC AC KC")
    assert [e.seat for e in out if isinstance(e, ev.TrickWon)] == [2]


HANDS_5 = {1: "QH AS AC QD KS", 2: "JS JC AD KC JD", 3: "TS TC KD AH TH", 0: "QS QC TD JH KH"}


def test_scenario_5_normal_game_66_after_trick_4_scores_2() -> None:
    s = normal_game(HANDS_5)
    play(s, "AS JS TS QS  AC JC TC QC  QD AD KD TD")
    assert s.team_points == [28, 52] and s.team_tricks() == (1, 2)
    row = scored(play(s, "KC AH JH QH"))
    assert (row.team, row.points, row.changes) == (1, 2, (0, 2, 0, 2))
    assert row.notes[0] == "66 reached; the other side has less than 33"


HANDS_6 = {1: "QH AS JC AD TD", 2: "KS QC KD AH TS", 3: "QS AC QD TH TC", 0: "JS KC JD KH JH"}


def test_scenario_6_nobody_at_66_the_last_trick_wins_1() -> None:
    s = normal_game(HANDS_6)
    play(s, "AS KS QS JS  JC QC AC KC  QD JD AD KD  QH AH TH KH")
    assert s.team_points == [28, 60]
    row = scored(play(s, "TS TC JH TD"))
    assert s.sheet[-1] is row and (row.team, row.points, row.changes) == (0, 1, (1, 0, 1, 0))


HANDS_7 = {1: "AH AS AC AD JH", 2: "TS KC KD QS JS", 3: "TH KH QH JC TD", 0: "KS QC QD TC JD"}


@pytest.mark.parametrize(("doubling", "points"), [("pass, pass", 6), ("double, pass", 12), ("full chain", 0)])
def test_scenario_7_a_schnapser_short_of_66_after_trick_3_fails(doubling: str, points: int) -> None:
    s = new_state(HANDS_7)
    act(s, "trump H", "announce schnapser, pass, pass, pass")
    if points == 0:  # the chain in full: Kontra, Re, Sub is ×8
        act(s, "double, redouble, sub")
        assert s.multiplier == 8
        points = 48
    else:
        act(s, doubling)
    assert s.sitting_out == 3 and s.active == (1, 2, 0)
    play(s, "AS TS KS  AC KC QC  AD KD")
    assert s.seat_points[1] == 43  # the third trick brings 18 more: 61
    out = play(s, "QD")
    row = scored(out)
    assert (row.team, row.points) == (0, points)
    assert s.is_terminal() or any(isinstance(e, ev.DealStarted) for e in out)  # the next deal begins at once


HANDS_8 = {1: "KH AS AC QH AH", 2: "TS JC QS TC KC", 3: "TH JH QC QD KS", 0: "JS JD AD TD KD"}


def test_scenario_8_a_marriage_makes_the_schnapser_at_once() -> None:
    s = new_state(HANDS_8)
    act(s, "trump H", "announce schnapser, pass, pass, pass", "pass, pass")
    play(s, "AS TS JS  AC JC JD")
    assert s.seat_points[1] == 38
    out = act(s, "play KH+")
    row = scored(out)
    assert (row.team, row.points, row.changes) == (1, 6, (0, 6, 0, 6))
    assert [e.points for e in out if isinstance(e, ev.MarriageDeclared)] == [40]


# ------------------------------------------------------------------------------------ the deal


def test_deal_is_three_then_two_from_forehand_and_the_cutter_is_the_dealers_right() -> None:
    order = list(DECK_20)
    s = BauernschnapsenState(BauernschnapsenRules(), dealer=0, decks=[([order[-1], *order[:-1]], [1])])
    assert s.phase == "trump" and s.current_player() == 1
    assert s.hands[1] == mask(order[0:3]) and s.hands[0] == mask(order[9:12])
    act(s, f"trump {card_text(order[0])[-1]}")
    assert s.hands[1] == mask(order[0:3] + order[12:14]) and s.hands[0] == mask(order[9:12] + order[18:20])
    s = BauernschnapsenState(BauernschnapsenRules(knock_allowed=True), dealer=0)
    assert s.phase == "cut" and s.current_player() == 3


def test_knocking_deals_five_at_once_without_a_cut_and_without_turning_up() -> None:
    order = list(DECK_20)
    s = BauernschnapsenState(BauernschnapsenRules(knock_allowed=True), dealer=0, decks=[(order, [5])])
    assert set(s.legal_actions()) == {Knock(), s.parse_action("cut")}
    out = s.apply(Knock())
    assert isinstance(out[0], Knocked) and out[0].seat == 3
    assert [s.hands[x] for x in FROM_FH] == [mask(order[i:i + 5]) for i in (0, 5, 10, 15)]
    assert not any(isinstance(a, TurnUp) for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="after a knock"):
        s.apply(TurnUp(0))
    s = BauernschnapsenState(BauernschnapsenRules(knock_allowed=True), dealer=0, decks=[(order, [5])])
    act(s, "cut")
    assert s.hands[1] == mask([*order[5:], *order[:5]][0:3])  # cut at 5: the top five go under


@pytest.mark.parametrize("from_hand", [True, False])
def test_forehand_names_a_suit_he_holds_unless_any_suit_is_allowed(from_hand: bool) -> None:
    s = new_state(HANDS_1, trump_from_hand=from_hand)  # forehand's three: ♠K ♥A ♣Q
    names = {a.suit for a in s.legal_actions() if isinstance(a, NameTrump)}
    assert names == ({Suit.SPADES, Suit.HEARTS, Suit.CLUBS} if from_hand else set(Suit))
    if from_hand:
        with pytest.raises(IllegalAction, match="only a suit you hold"):
            act(s, "trump D")


@pytest.mark.parametrize("pick", [0, 1])
def test_aufschlagen_turns_up_one_of_forehands_two_cards_for_all_to_see(pick: int) -> None:
    s = new_state(HANDS_1)  # forehand's undealt two: ♣J ♦J
    out = s.apply(TurnUp(pick))
    turned = cards("JC JD")[pick]
    assert [e.card for e in out if isinstance(e, ev.CardTurnedUp)] == [turned]
    assert s.trump == turned // 9 and s.hands[1] >> turned & 1 and s.exposed == turned
    for seat in range(4):
        obs = s.observation(seat)
        assert obs.exposed == turned and obs.trump.card == turned and obs.trump.suit == turned // 9


def test_aufschlagen_at_random_offers_one_blind_choice() -> None:
    s = new_state(HANDS_1, aufschlagen="random")
    turns = [a for a in s.legal_actions() if isinstance(a, TurnUp)]
    assert turns == [TurnUp()]
    with pytest.raises(IllegalAction):
        s.apply(TurnUp(0))
    s.apply(TurnUp())
    assert s.exposed in cards("JC JD")


# --------------------------------------------------------------------------------- auction


def announced(state: BauernschnapsenState) -> set[Contract]:
    return {a.contract for a in state.legal_actions() if isinstance(a, Announce)}


def test_who_may_announce_what() -> None:
    s = new_state(HANDS_1)
    act(s, "trump H")
    assert announced(s) == {Contract.BETTLER, Contract.SCHNAPSER, Contract.GANG, Contract.ZEHNERLOCH,
                            Contract.BAUERNSCHNAPSER}  # forehand: no Kontra contracts, no claims
    act(s, "pass")
    assert announced(s) == {Contract.BETTLER, Contract.GANG, Contract.ZEHNERLOCH, Contract.KONTRASCHNAPSER,
                            Contract.KONTRABAUERNSCHNAPSER}  # an opponent of forehand
    act(s, "announce kontraschnapser")
    assert announced(s) == {Contract.BAUERNSCHNAPSER} - {Contract.BAUERNSCHNAPSER}  # partner: nothing higher
    with pytest.raises(IllegalAction, match="does not outrank"):
        act(s, "announce gang")


@pytest.mark.parametrize(("by", "fh", "partner"), [("forehand_or_partner", True, True), ("partner", False, True),
                                                   ("forehand", True, False)])
def test_bauernschnapser_eligibility_option(by: str, fh: bool, partner: bool) -> None:
    s = new_state(HANDS_1, bauernschnapser_by=by)
    act(s, "trump H")
    assert (Contract.BAUERNSCHNAPSER in announced(s)) is fh
    act(s, "pass, pass")
    assert (Contract.BAUERNSCHNAPSER in announced(s)) is partner


def test_herrengang_and_herrenschnapser_need_the_whole_suit() -> None:
    hands = {1: "AH TH KH QH JH", 2: "AS TS KS QS JS", 3: "AC TC KC QC JC", 0: "AD TD KD QD JD"}
    s = new_state(hands)
    act(s, "trump H")
    assert Contract.HERRENSCHNAPSER in announced(s) and Contract.HERRENGANG not in announced(s)
    act(s, "pass")
    assert Contract.HERRENGANG in announced(s) and Contract.HERRENSCHNAPSER not in announced(s)
    s = new_state(hands)
    act(s, "trump H", "pass")
    with pytest.raises(IllegalAction, match="only forehand"):
        act(s, "announce herrenschnapser")
    s = new_state(HANDS_1)
    act(s, "trump H", "pass")
    with pytest.raises(IllegalAction, match="all five cards of one suit"):
        act(s, "announce herrengang")


@pytest.mark.parametrize("claims_played", [False, True])
def test_a_herrengang_is_scored_without_play_unless_claims_are_played_out(claims_played: bool) -> None:
    hands = {1: "KH TH QS QH JH", 2: "AS TS KS AH JS", 3: "AC TC KC QC JC", 0: "AD TD KD QD JD"}
    s = new_state(hands, play_out_claims=claims_played)
    out = act(s, "trump H", "pass, pass, announce herrengang, pass")
    settled = next(e for e in out if isinstance(e, ContractSettled))
    assert (settled.declarer, settled.contract, settled.value, settled.sitting_out) == (3, Contract.HERRENGANG, 18, 1)
    if not claims_played:
        assert [e.cards for e in out if isinstance(e, HandShown)] == [mask(cards(hands[3]))]
        row = scored(out)
        assert row.without_play and (row.team, row.points) == (1, 18)
        return
    assert s.phase == "play" and s.current_player() == 3 and s.multiplier == 1  # never doubled
    row = scored(play(s, "AC AD AS  TC TD TS  KC KD KS  QC QD AH  JC JD JS"))
    assert not row.without_play and (row.team, row.points) == (1, 18)


def test_a_pass_is_final_by_default() -> None:
    s = new_state(HANDS_1)
    act(s, "trump H", "pass, announce bettler, pass, pass")
    assert s.contract is Contract.BETTLER and s.declarer == 2  # forehand is not asked again


def test_with_passes_not_final_a_player_may_come_back() -> None:
    s = new_state(HANDS_1, pass_is_final=False)
    act(s, "trump H", "pass, announce bettler, pass, pass")
    assert s.phase == "auction" and s.current_player() == 1  # forehand is asked again
    act(s, "announce gang, pass, pass")
    assert s.phase == "auction" and s.current_player() == 0
    act(s, "pass")  # the three after the last announcer passed in a row
    assert s.contract is Contract.GANG and s.declarer == 1


# --------------------------------------------------------------------------- the Kontra chain


def test_kontra_is_asked_of_the_opponents_from_the_declarers_left_re_of_the_declarer() -> None:
    s = new_state(HANDS_1)
    act(s, "trump H", "pass, announce bettler, pass, pass")  # declarer 2; opponents 3 then 1
    assert s.phase == "doubling" and s.current_player() == 3 and s.doubling == "kontra"
    act(s, "pass")
    assert s.current_player() == 1
    act(s, "double")
    assert s.current_player() == 2 and s.doubling == "re" and s.multiplier == 2
    act(s, "redouble")
    assert s.current_player() == 3 and s.doubling == "sub" and s.multiplier == 4
    act(s, "pass, pass")
    assert s.phase == "play" and s.multiplier == 4


def test_in_the_normal_game_forehand_then_his_partner_are_asked_for_re() -> None:
    s = new_state(HANDS_1)
    act(s, "trump H", "pass, pass, pass, pass")
    assert s.current_player() == 2
    act(s, "double")
    assert s.current_player() == 1
    act(s, "pass")
    assert s.current_player() == 3 and s.doubling == "re"
    with pytest.raises(IllegalAction, match="say Re or pass"):
        act(s, "double")


def test_without_contra_play_starts_at_once() -> None:
    s = new_state(HANDS_1, contra=False)
    act(s, "trump H", "pass, pass, pass, pass")
    assert s.phase == "play" and Pass() not in s.legal_actions()


# ------------------------------------------------------------------------------------ play


@pytest.mark.parametrize(("lead", "contract_words", "leader"), [
    ("contract", "pass, announce kontraschnapser, pass, pass", 1),
    ("contract", "announce schnapser, pass, pass, pass", 1),
    ("contract", "pass, announce bettler, pass, pass", 2),
    ("contract", "pass, pass, announce bauernschnapser, pass", 3),
    ("declarer", "pass, announce kontraschnapser, pass, pass", 2),
    ("forehand", "pass, pass, announce gang, pass", 3),
    ("forehand", "pass, announce kontraschnapser, pass, pass", 1),
    ("forehand", "pass, pass, announce bauernschnapser, pass", 2),  # forehand sits out: the next seat
])
def test_first_lead_option(lead: str, contract_words: str, leader: int) -> None:
    s = new_state(HANDS_1, first_lead=lead, contra=False)
    act(s, "trump H", contract_words)
    assert s.phase == "play" and s.current_player() == leader


def test_partner_plays_along_when_the_option_is_off() -> None:
    s = new_state(HANDS_1, partner_sits_out=False, contra=False)
    act(s, "trump H", "pass, announce bettler, pass, pass")
    assert s.sitting_out is None and s.active == (1, 2, 3, 0)


@pytest.mark.parametrize("worth", [5, 4])
def test_bettler_fails_at_the_first_trick_the_declarer_takes(worth: int) -> None:
    s = new_state(HANDS_1, contra=False, bettler_value=worth)
    act(s, "trump H", "pass, announce bettler, pass, pass")  # seat 2 leads; seat 0 sits out
    assert s.order is not None and s.order.trump_suit is None  # a Bettler has no trumps
    row = scored(play(s, "AS JH KS"))
    assert (row.team, row.points, row.contract) == (1, worth, Contract.BETTLER)
    assert row.notes[0] == "Bettler lost"


def test_gang_fails_at_the_first_trick_lost() -> None:
    s = new_state(HANDS_1, contra=False)
    act(s, "trump H", "pass, pass, announce gang, pass")  # seat 3 leads; seat 1 sits out
    play(s, "AC JS KC")
    assert s.phase == "play" and s.current_player() == 3
    row = scored(play(s, "TD KD AD"))
    assert (row.team, row.points, row.notes[0]) == (0, 9, "Gang lost")


def scenario_5_with(team_scores: list[int], led_23_0: tuple[bool, bool] = (False, False),
                    **options: object) -> BummerlRow:
    """Scenario 5's deal (seats 1 and 3 win 2) after ``team_scores``."""
    s = normal_game(HANDS_5, **options)
    s.team_scores, s.led_23_0 = team_scores, list(led_23_0)
    return scored(play(s, "AS JS TS QS  AC JC TC QC  QD AD KD TD  KC AH JH QH"))


def test_the_game_ends_at_24_and_the_losers_get_a_bummerl() -> None:
    row = scenario_5_with([5, 20])
    assert row.winners == () and row.team_scores == (5, 22)
    row = scenario_5_with([5, 22])
    assert row.winners == (1, 3) and row.bummerl == 1 and row.notes[-1] == "Bummerl for seats 0 and 2"


def test_schneider_and_retourschneider() -> None:
    assert scenario_5_with([0, 22]).bummerl == 2
    assert scenario_5_with([23, 22], led_23_0=(True, False)).bummerl == 4
    s = normal_game(HANDS_6)
    s.team_scores = [22, 0]
    scored(play(s, "AS KS QS JS  JC QC AC KC  QD JD AD KD  QH AH TH KH  TS TC JH TD"))
    assert s.team_scores == [23, 0] and s.led_23_0 == [True, False]


def test_counting_down_from_24() -> None:
    s = normal_game(HANDS_5, count_down=True)
    assert s.scores() == [24, 24, 24, 24]
    row = scored(play(s, "AS JS TS QS  AC JC TC QC  QD AD KD TD  KC AH JH QH"))
    assert row.changes == (0, -2, 0, -2) and row.scores == (24, 22, 24, 22)
    row = scenario_5_with([19, 2], count_down=True)
    assert row.winners == (1, 3) and row.bummerl == 1


def test_perft_counts_of_card_play_from_fixed_deals() -> None:
    """Legal action sequences from the first lead (tests/engine/perft.py). Depth 2 of the normal
    game by hand: ♠K, ♥A, ♣Q, ♣J are each answered by one card of seat 2's, the ♦J by two: 6."""
    s = normal_game(HANDS_1)
    assert [perft(s, d) for d in range(1, 7)] == [5, 6, 10, 14, 56, 62]
    s = new_state(HANDS_1)
    act(s, "trump H", "pass, announce bettler, pass, pass", "pass, pass")  # tricks of three, no trumps
    assert [perft(s, d) for d in range(1, 7)] == [5, 11, 13, 52, 176, 682]


def test_a_marriage_is_declared_on_a_later_lead_and_reaching_66_with_it_wins_at_once() -> None:
    s = normal_game(HANDS_8)
    assert not any(isinstance(a, PlayCard) and a.marriage for a in s.legal_actions())  # not on trick 1
    with pytest.raises(IllegalAction, match="after you have taken a trick"):
        act(s, "play KH+")
    play(s, "AS TS KS JS")  # 27 for seats 1 and 3
    assert {a for a in s.legal_actions() if isinstance(a, PlayCard) and a.marriage} == {
        PlayCard(parse_card("KH"), True), PlayCard(parse_card("QH"), True)}
    row = scored(act(s, "play QH+"))  # 27 + 40 = 67 and the others have no trick: 3
    assert (row.team, row.points) == (1, 3)
