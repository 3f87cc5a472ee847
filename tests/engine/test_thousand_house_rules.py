"""The house rules of rules/thousand.md §16 row 19, not in the seed and off by default: the ace
marriage, conceding the deal ("rospisat'") and the dump truck at 555 ("samosval").

Each is tested off (the default) and on, through whole deals with injected decks and through
``score_deal`` for the barrel cases.
"""

from __future__ import annotations

import random

import pytest
from kartln.engine import events as ev
from kartln.engine.actions import Bid, Discard, GiveCard, PlayCard
from kartln.engine.cards import DECK_24, parse_card
from kartln.engine.games.thousand import events as tev
from kartln.engine.games.thousand.actions import Concede
from kartln.engine.games.thousand.policy import random_thousand_action
from kartln.engine.games.thousand.rules import ThousandRules
from kartln.engine.games.thousand.scoring import DealResult, PlayerRecord, score_deal
from kartln.engine.games.thousand.state import ThousandState
from kartln.engine.state import Action, IllegalAction
from thousand_helpers import (
    MARRY,
    SWEEP,
    deck2,
    deck3,
    do,
    legal_texts,
    marry_line,
    nine_cuts,
    of_type,
    play_first_legal,
    rules,
    scored,
    state,
    sweep,
    uncut,
)

ACE = rules(ace_marriage=True)
CONCEDE = rules(concession=True)
DUMP = rules(dump_truck_555=True)


def bids(s: ThousandState) -> list[int]:
    return [a.value for a in s.legal_actions() if isinstance(a, Bid)]


# ------------------------------------------------------------------------------ ace marriage

# Dealer 2: seat 0 (first hand) holds the four Aces and the ♥ marriage; the stock brings 9♠ J♠ 10♠.
# After giving 9♠ to seat 1 and J♠ to seat 2 he holds A♥ A♦ A♣ A♠ K♥ Q♥ 10♥ 10♠.
ACES_AND_HEARTS = deck3(
    p1="AH AD AC AS KH QH 10H",
    p2="10C JH 9H KD QD JD 9D",
    p3="KC QC JC 9C KS QS 10D",
    stock="9S JS 10S",
)
# Seat 0 holds the four Aces and no King–Queen pair.
ACES_ONLY = deck3(
    p1="AH AD AC AS 10H 10D 10C",
    p2="KH QH JH 9H KD QD JD",
    p3="KC QC JC 9C KS QS 9S",
    stock="9D JS 10S",
)


def aces_to_trick_two(r: ThousandRules) -> ThousandState:
    """ACES_AND_HEARTS: seat 0 declares at 100 and wins trick 1 with 10♠ (9♠, K♠ follow)."""
    s = state([ACES_AND_HEARTS], r)
    do(s, "bid 100", "pass", "pass", "give 9S to 1", "give JS to 2", "contract 100")
    assert not any(a.endswith("+") for a in legal_texts(s))  # no marriage of any kind on trick 1
    with pytest.raises(IllegalAction, match="a marriage can be declared only after you have taken a trick"):
        do(s, "play QH+")
    if r.ace_marriage:
        with pytest.raises(IllegalAction, match="an ace marriage can be declared only after you have taken a trick"):
            do(s, "play AH+")
    do(s, "play 10S", "play 9S", "play KS")
    assert s.current_player() == 0 and s.trick_no == 1
    return s


def test_ace_marriage_declared_for_200_trump_unchanged_thousand_md_16_19() -> None:
    """§16 #19, option ``ace_marriage``. Decision: all four Aces are a marriage worth 200 (pagat
    "four aces"), declared like a marriage (§7.2): leading one of them, with the declare flag, to a
    trick other than the first. It does not change the trump. Its actions follow the King/Queen
    ones, Aces in card order."""
    s = aces_to_trick_two(ACE)
    assert [t for t in legal_texts(s) if t.endswith("+")] == [
        "play QH+", "play KH+", "play AH+", "play AD+", "play AC+", "play AS+"
    ]
    do(s, "play QH+", "play JH", "play 9C")  # ♥ becomes trump; Q♥ beats J♥
    assert s.trump == 0 and s.current_player() == 0
    e = do(s, "play AS+")
    assert [(x.seat, x.points) for x in of_type(e, tev.AceMarriageDeclared)] == [(0, 200)]
    assert not of_type(e, ev.TrumpChanged) and not of_type(e, ev.MarriageDeclared)
    assert s.trump == 0 and s.marriage_points == [300, 0, 0]
    assert s.marriages == [(0, 0)]  # the King/Queen marriages only
    assert all(s.observation(k).ace_marriage == 0 for k in range(3))
    assert s.observation(0).seats[0].marriage_points == 300
    assert legal_texts(s) == ["play 9H"]  # void in ♠: seat 1 must trump with ♥
    e = do(s, "play 9H", "play QS")
    assert of_type(e, ev.TrickWon)[0].seat == 1  # ♥ is still trump: 9♥ beats A♠
    assert s.current_player() == 1
    out = play_first_legal(s, lambda x: x.deal_no > 1)
    # seat 0's tricks: 10♠ 9♠ K♠ (14), Q♥ J♥ 9♣ (5) and those of the rest of the deal
    taken = 14 + 5 + sum(t.points for t in of_type(out, ev.TrickWon) if t.seat == 0)
    assert scored(out).details.raw[0] == taken + 300


def test_ace_marriage_off_by_default_thousand_md_16_19() -> None:
    s = aces_to_trick_two(ThousandRules())
    assert [t for t in legal_texts(s) if t.endswith("+")] == ["play QH+", "play KH+"]
    with pytest.raises(IllegalAction, match="by leading its King or Queen"):
        do(s, "play AH+")
    assert s.observation(0).ace_marriage is None


def test_ace_marriage_needs_all_four_aces_when_leading_thousand_md_16_19() -> None:
    s = aces_to_trick_two(ACE)
    do(s, "play AH", "play JH", "play 9C")  # led plainly: the Aces are no longer four
    assert s.current_player() == 0 and s.marriage_points == [0, 0, 0]
    assert [t for t in legal_texts(s) if t.endswith("+")] == ["play QH+", "play KH+"]
    with pytest.raises(IllegalAction, match="an ace marriage needs all four aces in your hand"):
        do(s, "play AD+")
    do(s, "play AD", "play KD", "play 10D", "play AC")
    with pytest.raises(IllegalAction, match="only when leading"):
        s.apply(PlayCard(parse_card("10C"), True))


def test_ace_marriage_counts_for_bids_over_120_thousand_md_16_19() -> None:
    """§5.5 with the option: four Aces allow a bid above 120 like a marriage; off, they do not."""
    for r, top in ((ThousandRules(), 120), (ACE, 600), (rules(ace_marriage=True, bid_cap_by_held_marriages=True), 320)):
        s = state([ACES_ONLY], r)
        do(s, "bid 100", "bid 105", "pass")
        assert s.current_player() == 0 and max(bids(s)) == top
        if top == 120:
            with pytest.raises(IllegalAction, match=r"needs a marriage \(King and Queen of one suit\)"):
                do(s, "bid 125")
    s = state([ACES_ONLY], ACE)
    do(s, "bid 100", "bid 105", "pass")
    do(s, "bid 125", "pass")
    assert s.declarer == 0 and s.contract == 125
    s = state([MARRY], ACE)  # seat 1 holds neither a King–Queen pair nor the four Aces
    do(s, "bid 100")
    with pytest.raises(IllegalAction, match="King and Queen of one suit, or all four Aces"):
        do(s, "bid 125")


def test_ace_marriage_counts_for_raising_the_contract_thousand_md_16_19() -> None:
    """§6.3 with the option: the declarer holding the four Aces after giving may raise above 120;
    having given an Ace away he may not."""
    for r, gift, top in ((ThousandRules(), "9D", 120), (ACE, "9D", 600), (ACE, "AS", 120)):
        s = state([ACES_ONLY], r)
        do(s, "bid 100", "pass", "pass", f"give {gift} to 1", "give JS to 2")
        assert legal_texts(s)[-1] == f"contract {top}"


# ---------------------------------------------------------------------------------- concession


def test_concession_off_by_default_thousand_md_16_19() -> None:
    s = state([SWEEP])
    do(s, "bid 100", "pass", "pass")
    assert "concede" not in legal_texts(s)
    with pytest.raises(IllegalAction, match="not allowed in these rules"):
        do(s, "concede")


def test_concession_opponents_score_60_declarer_free_thousand_md_16_19() -> None:
    """§16 #19, option ``concession`` (pagat "rospisat'"). Decision: after taking the stock and
    before giving the first card the declarer may concede instead of playing. The cards are not
    played; each opponent scores 60, nobody gets a bolt; the declarer's first and second
    concessions of the match cost him nothing, his third costs his contract."""
    s = state([SWEEP] * 4, CONCEDE)
    do(s, "bid 100", "pass", "pass")
    legal = s.legal_actions()
    assert isinstance(legal[-1], Concede) and all(isinstance(a, GiveCard) for a in legal[:-1])
    e = do(s, "concede")
    assert [(x.seat, x.contract) for x in of_type(e, tev.Conceded)] == [(0, 100)]
    assert not of_type(e, ev.CardPlayed) and not of_type(e, ev.TrickWon)
    row = scored(e).details
    assert row.changes == (0, 60, 60) and row.conceded and not row.made and row.raw == ()
    assert [(n.seat, n.kind, n.value) for n in row.notes] == [(0, "conceded", 1)]
    assert [r.bolts for r in s.records] == [0, 0, 0]
    assert [r.concessions for r in s.records] == [1, 0, 0]
    assert [p.concessions for p in s.observation(2).seats] == [1, 0, 0]
    assert s.deal_no == 2 and s.dealer == 0 and s.phase == "auction"  # the next deal
    # deal 2 (first hand 1): seat 0 wins at 105 and concedes again: still free
    do(s, "bid 100", "pass", "bid 105", "pass", "concede")
    assert s.sheet[-1].changes == (0, 60, 60) and s.records[0].concessions == 2
    # deal 3 (first hand 2): the third concession costs the contract
    do(s, "bid 100", "bid 105", "pass", "pass", "concede")
    assert s.sheet[-1].changes == (-105, 60, 60) and s.records[0].concessions == 3
    assert s.scores() == [-105, 180, 180]
    # deal 4 (first hand 0): a fourth is free again (the 6th would cost)
    do(s, "bid 100", "pass", "pass", "concede")
    assert s.sheet[-1].changes == (0, 60, 60)


def test_concession_only_before_the_first_gift_thousand_md_16_19() -> None:
    s = state([SWEEP], CONCEDE)
    do(s, "bid 100", "pass", "pass", "give 9H to 1")
    assert "concede" not in legal_texts(s)
    with pytest.raises(IllegalAction, match="only before giving your first card"):
        do(s, "concede")
    do(s, "give JS to 2")
    assert "concede" not in legal_texts(s)
    with pytest.raises(IllegalAction, match="only after taking the stock, before giving your first card"):
        do(s, "concede")
    do(s, "contract 100")
    with pytest.raises(IllegalAction, match="only after taking the stock"):
        do(s, "concede")


def test_concession_not_before_the_stock_is_taken_thousand_md_16_19() -> None:
    s = state([SWEEP], CONCEDE)
    assert "concede" not in legal_texts(s)
    with pytest.raises(IllegalAction, match="only after taking the stock"):
        do(s, "concede")
    with pytest.raises(IllegalAction, match="not allowed in these rules"):
        do(state([SWEEP]), "concede")
    stock_nines = deck3(p1="AH 10H AD 10D AC 10C AS", p2="KH QH JH KD QD JD KC", stock="9H 9D 10S")
    s = state([stock_nines], CONCEDE)
    do(s, "bid 100", "pass", "pass")
    assert s.phase == "stock nines" and set(legal_texts(s)) == {"redeal", "keep"}
    do(s, "keep")
    assert legal_texts(s)[-1] == "concede"


@pytest.mark.parametrize(("concessions", "change"), [(0, 0), (1, 0), (2, -100), (3, 0), (4, 0), (5, -100)])
def test_concession_every_third_costs_the_contract_thousand_md_16_19(concessions: int, change: int) -> None:
    """Decision: the 3rd, 6th, … concession of a seat in the match costs his contract."""
    s = state([SWEEP], CONCEDE)
    s.records[0].concessions = concessions
    do(s, "bid 100", "pass", "pass", "concede")
    assert s.records[0].concessions == concessions + 1
    assert s.sheet[-1].changes == (change, 60, 60)


def test_concession_golden_round_doubles_thousand_md_16_19() -> None:
    """§13: in a golden deal the opponents score 120 and a costing concession 2 × contract."""
    r = rules(concession=True, golden_round=True)
    s = state([SWEEP], r)
    assert s.golden and s.phase == "give"
    do(s, "concede")
    assert s.sheet[-1].changes == (0, 120, 120)
    s = state([SWEEP], r)
    s.records[0].concessions = 2
    do(s, "concede")
    assert s.sheet[-1].changes == (-240, 120, 120) and s.sheet[-1].golden


def test_concession_after_blind_win_doubles_the_cost_thousand_md_16_19() -> None:
    """§5.7: a blind winner's −contract counts double; the opponents' 60 do not."""
    s = state([SWEEP], rules(concession=True, blind_bidding=True))
    s.records[0].concessions = 2
    do(s, "blind 100", "look", "pass", "look", "pass", "concede")
    assert s.sheet[-1].changes == (-200, 60, 60) and s.sheet[-1].blind


def test_concession_two_players_before_discarding_thousand_md_16_19() -> None:
    two = deck2(fh="AH 10H KH QH AD 10D KD QD AC 10C", dealer="9H JH 9D JD KC QC JC 9C AS 10S",
                stock_a="KS QS", stock_b="9S JS")
    r = rules(players=2, concession=True)
    s = state([two, two], r, dealer=1)
    do(s, "bid 100", "pass", "stock 1")
    legal = s.legal_actions()
    assert isinstance(legal[-1], Concede) and all(isinstance(a, Discard) for a in legal[:-1])
    e = do(s, "concede")
    assert scored(e).changes == (0, 60) and s.sheet[-1].conceded
    s = state([two], r, dealer=1)
    do(s, "bid 100", "pass", "stock 1", "discard KD")
    assert "concede" not in legal_texts(s)
    with pytest.raises(IllegalAction, match="only before discarding your first card"):
        do(s, "concede")


def test_concession_four_players_dealer_scores_stock_thousand_md_16_19() -> None:
    """§14.1: the sitting-out dealer still scores the stock (9♥ J♠ 10♠ = 12 → 10)."""
    s = ThousandState(rules(players=4, concession=True), 0, dealer=3, decks=[(uncut(SWEEP), [1])])
    do(s, "bid 100", "pass", "pass", "concede")
    assert s.sheet[-1].changes == (0, 60, 60, 10)


def test_random_policy_never_concedes_thousand_md_16_19() -> None:
    """The simulation player chooses among the cards exactly as without the option."""
    s = state([SWEEP], CONCEDE)
    do(s, "bid 100", "pass", "pass")
    legal = s.legal_actions()
    for seed in range(200):
        with_concede = random_thousand_action(legal, random.Random(seed))
        without: Action = random_thousand_action(legal[:-1], random.Random(seed))
        assert with_concede == without and not isinstance(with_concede, Concede)


# ------------------------------------------------------------------- concession and the barrel

R_CONCEDE = rules(concession=True)


def conceded(declarer: int, contract: int, *, golden: bool = False, blind: bool = False) -> DealResult:
    return DealResult((0, 1, 2), declarer, contract, (), (0, 0, 0), blind, golden, conceded=True)


def on_barrel(scores: list[int], seats: list[int], **kw: list[int]) -> list[PlayerRecord]:
    out = [PlayerRecord(score=v) for v in scores]
    for key, values in kw.items():
        for rec, v in zip(out, values, strict=True):
            setattr(rec, key, v)
    for k, seat in enumerate(seats):
        out[seat].on_barrel, out[seat].arrival = True, k
    return out


def test_concession_barrel_opponent_gets_nothing_thousand_md_16_19() -> None:
    """§11.2: an opponent on the barrel scores nothing; the deal counts as his attempt (step 4)."""
    r = on_barrel([0, 880, 0], [1])
    changes, _, winner, _ = score_deal(R_CONCEDE, r, conceded(0, 100), 1)
    assert changes == [0, 0, 60] and winner is None
    assert r[1].score == 880 and r[1].on_barrel and r[1].attempts == 1


def test_concession_barrel_declarer_uses_an_attempt_thousand_md_16_19() -> None:
    r = on_barrel([880, 0, 0], [0])
    changes, _, _, _ = score_deal(R_CONCEDE, r, conceded(0, 130), 1)
    assert changes == [0, 60, 60] and r[0].on_barrel and r[0].attempts == 1 and r[0].concessions == 1
    r = on_barrel([880, 0, 0], [0], attempts=[2, 0, 0])
    score_deal(R_CONCEDE, r, conceded(0, 130), 1)
    assert (r[0].score, r[0].on_barrel, r[0].falls) == (760, False, 1)  # third attempt (§11.4)


@pytest.mark.parametrize(("golden", "score"), [(False, 780), (True, 680)])
def test_concession_costing_on_barrel_falls_thousand_md_16_19(golden: bool, score: int) -> None:
    """Decision: a costing concession on the barrel is a fall to threshold − m × contract, whatever
    the contract (m = 2 in a golden round or after a blind win)."""
    r = on_barrel([880, 0, 0], [0], concessions=[2, 0, 0])
    changes, notes, _, _ = score_deal(R_CONCEDE, r, conceded(0, 100, golden=golden), 1)
    assert (r[0].score, r[0].on_barrel, r[0].falls, r[0].attempts) == (score, False, 1, 0)
    assert (0, "fell", score) in [(n.seat, n.kind, n.value) for n in notes]
    assert changes[1:] == [60 * (2 if golden else 1)] * 2


def test_concession_costing_on_barrel_blind_thousand_md_16_19() -> None:
    r = on_barrel([880, 0, 0], [0], concessions=[5, 0, 0])
    score_deal(R_CONCEDE, r, conceded(0, 120, blind=True), 1)
    assert r[0].score == 640 and r[0].concessions == 6


# ---------------------------------------------------------------------------------- dump truck


def test_dump_truck_555_falls_to_zero_thousand_md_16_19() -> None:
    """§16 #19, option ``dump_truck_555`` (the app rule sets' "samosval"). Decision: after every
    barrel step of a deal and the third-fall reset, a player on exactly 555 falls to 0."""
    s = state([MARRY], DUMP)
    s.records[1].score = 540
    row = scored(marry_line(s, 205)).details  # seat 1 scores 15 → 555 → 0
    assert row.changes == (205, -540, 80) and s.scores() == [205, 0, 80]
    assert [(n.seat, n.kind, n.value) for n in row.notes] == [(1, "dump_truck", 0)]
    s = state([MARRY])
    s.records[1].score = 540
    assert scored(marry_line(s, 205)).details.changes == (205, 15, 80) and s.scores()[1] == 555


@pytest.mark.parametrize(("start", "end"), [(495, 0), (496, 556), (490, 550)])
def test_dump_truck_only_exactly_555_thousand_md_16_19(start: int, end: int) -> None:
    r = [PlayerRecord(0), PlayerRecord(start), PlayerRecord(0)]
    score_deal(DUMP, r, DealResult((0, 1, 2), 0, 100, (60, 60, 0), (4, 3, 1)), 0)
    assert r[1].score == end


def test_dump_truck_declarer_and_after_a_barrel_fall_thousand_md_16_19() -> None:
    r = [PlayerRecord(455), PlayerRecord(0), PlayerRecord(0)]
    _, notes, _, _ = score_deal(DUMP, r, DealResult((0, 1, 2), 0, 100, (100, 10, 10), (6, 1, 1)), 0)
    assert r[0].score == 0 and (0, "dump_truck", 0) in [(n.seat, n.kind, n.value) for n in notes]
    # a barrel declarer failing 325 falls to 880 − 325 = 555, and the dump truck takes him to 0
    r = on_barrel([880, 0, 0], [0])
    _, notes, _, _ = score_deal(DUMP, r, DealResult((0, 1, 2), 0, 325, (200, 10, 10), (6, 1, 1)), 1)
    assert (r[0].score, r[0].falls) == (0, 1)
    assert [n.kind for n in notes if n.seat == 0] == ["fell", "dump_truck"]


def test_dump_truck_after_a_cut_fine_thousand_md_16_19() -> None:
    """Decision: a cut fine (§4.1) that leaves the cutter on exactly 555 sends him to 0 too."""
    raw = list(DECK_24)
    for r, expect in ((DUMP, 0), (ThousandRules(), 555)):
        s = ThousandState(r, 0, dealer=2, decks=[(uncut(SWEEP), [1]), (raw, nine_cuts(raw))])
        s.records[2].score = 675
        sweep(s)  # deal 1: seat 2 defends and takes nothing
        void = s.sheet[-1]  # deal 2 (dealer 0, cutter 2) is void
        assert void.declarer is None and s.records[2].score == expect
        assert [n.kind for n in void.notes] == (["dump_truck"] if expect == 0 else [])


def test_dump_truck_off_by_default_thousand_md_16_19() -> None:
    r = [PlayerRecord(0), PlayerRecord(495), PlayerRecord(0)]
    score_deal(ThousandRules(), r, DealResult((0, 1, 2), 0, 100, (60, 60, 0), (4, 3, 1)), 0)
    assert r[1].score == 555


def test_four_aces_raise_the_bid_ceiling_to_600() -> None:
    """Decision: with the ace marriage the theoretical maximum is 120 + 280 + 200 = 600 (§5.6);
    with bids capped by held marriages, four aces and every marriage allow exactly that."""
    from kartln.engine.games.thousand.rules import ThousandRules, max_bid

    assert max_bid(ThousandRules()) == 400
    assert max_bid(ThousandRules(ace_marriage=True)) == 600


# The end of a deal that brings a winner (thousand.md §11, §12).


def _played(declarer: int, contract: int, raw: tuple[int, ...]) -> DealResult:
    return DealResult((0, 1, 2), declarer, contract, raw, (3, 3, 2))


def test_the_others_go_through_the_barrel_steps_in_the_winning_deal() -> None:
    """§11.5: a barrel player wins; another reaching 880 in the same deal is capped at 880 and sits
    on the barrel (never 945 on the final sheet)."""
    rules = ThousandRules()
    records = [PlayerRecord(880, on_barrel=True, arrival=0), PlayerRecord(850), PlayerRecord(300)]
    _, notes, winner, _ = score_deal(rules, records, _played(0, 130, (130, 95, 0)), 1)
    assert winner == 0
    assert records[1].score == 880 and records[1].on_barrel
    assert any(n.seat == 1 and n.kind == "arrived" for n in notes)


def test_the_winner_is_no_longer_on_the_barrel() -> None:
    rules = ThousandRules()
    records = [PlayerRecord(880, on_barrel=True, attempts=1, arrival=0), PlayerRecord(500), PlayerRecord(300)]
    _, _, winner, _ = score_deal(rules, records, _played(0, 130, (130, 10, 0)), 1)
    assert winner == 0 and not records[0].on_barrel and records[0].attempts == 0


@pytest.mark.parametrize(("declarer", "want"), [(2, 2), (0, 1)])
def test_of_two_past_1000_the_declarer_wins_else_the_first_from_first_hand(declarer: int, want: int) -> None:
    """Option direct_win_below_barrel: seats 1 and 2 pass 1000 in one deal; the declarer wins if
    he is one of them (with the lower score here), else the first of them clockwise from first
    hand (seat 0; seat 2 has the higher score)."""
    rules = ThousandRules(direct_win_below_barrel=True)
    if declarer == 2:
        records = [PlayerRecord(400), PlayerRecord(990), PlayerRecord(905)]
        raw = (10, 30, 100)  # 1020 and the declarer's 1005
    else:
        records = [PlayerRecord(400), PlayerRecord(990), PlayerRecord(960)]
        raw = (100, 15, 60)  # 1005 and 1020
    _, notes, winner, _ = score_deal(rules, records, _played(declarer, 100, raw), 1)
    loser = 3 - want
    assert winner == want and records[want].score > 1000 and any(n.kind == "won_direct" and n.seat == want
                                                                  for n in notes)
    assert records[loser].score == 880 and records[loser].on_barrel  # capped, as every other player (§11.5)
