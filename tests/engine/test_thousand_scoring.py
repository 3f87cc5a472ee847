"""Thousand scoring (rules/thousand.md §9–§12, §13, §14.1): contract, rounding, bolts, the barrel
steps 0–7, the direct-win option and the barrel fines. ``score_deal`` is tested directly and
through whole deals."""

from __future__ import annotations

import pytest
from kartln.engine import events as ev
from kartln.engine.cards import DECK_24
from kartln.engine.games.thousand.rules import ThousandRules
from kartln.engine.games.thousand.scoring import DealResult, PlayerRecord, round_points, score_deal
from kartln.engine.games.thousand.state import ThousandState
from thousand_helpers import (
    MARRY,
    SWEEP,
    SWEEP_PLAY,
    deck3,
    do,
    marry_line,
    nine_cuts,
    of_type,
    rules,
    scored,
    state,
    sweep,
    uncut,
)

R = ThousandRules()


def recs(*scores: int, **kw: list[int] | list[bool]) -> list[PlayerRecord]:
    out = [PlayerRecord(score=s) for s in scores]
    for key, values in kw.items():
        for r, v in zip(out, values, strict=True):
            setattr(r, key, v)
    return out


def barrel(score_list: list[int], on: list[int], **kw: list[int]) -> list[PlayerRecord]:
    out = recs(*score_list, **kw)
    for k, seat in enumerate(on):
        out[seat].on_barrel = True
        out[seat].arrival = k
    return out


def result(declarer: int, contract: int, raw: tuple[int, ...], tricks: tuple[int, ...] = (4, 2, 2),
           active: tuple[int, ...] = (0, 1, 2), **kw: object) -> DealResult:
    return DealResult(active, declarer, contract, raw, tricks, **kw)  # type: ignore[arg-type]


def run(records: list[PlayerRecord], res: DealResult, r: ThousandRules = R, arrivals: int = 0
        ) -> tuple[list[int], list[tuple[int, str, int]], int | None]:
    changes, notes, winner, _ = score_deal(r, records, res, arrivals)
    return changes, [(n.seat, n.kind, n.value) for n in notes], winner


# ----------------------------------------------------------------------------- §9 contract


@pytest.mark.parametrize(
    ("contract", "raw", "change"),
    [(120, 118, -120), (140, 142, 140), (100, 100, 100), (100, 120, 100), (105, 104, -105), (300, 207, -300)],
)
def test_declarer_plus_or_minus_contract_thousand_md_9(contract: int, raw: int, change: int) -> None:
    """§9: raw ≥ contract → +contract (never more); else −contract."""
    r = recs(0, 0, 0)
    changes, _, _ = run(r, result(0, contract, (raw, 60, 60)))
    assert changes[0] == change and r[0].score == change


@pytest.mark.parametrize(
    ("raw", "rounded"),
    [(0, 0), (1, 0), (2, 0), (3, 5), (4, 5), (5, 5), (6, 5), (7, 5), (8, 10), (62, 60), (63, 65),
     (64, 65), (118, 120), (117, 115)],
)
def test_defender_rounding_to_5_thousand_md_9(raw: int, rounded: int) -> None:
    """§9: x mod 5 = 1 or 2 → down, 3 or 4 → up."""
    assert round_points(raw, 5) == rounded
    r = recs(0, 0, 0)
    changes, _, _ = run(r, result(0, 100, (120 - raw, raw, 0), tricks=(7, 1, 0)))
    assert changes[1] == rounded


@pytest.mark.parametrize(("raw", "rounded"), [(63, 60), (64, 60), (65, 70), (66, 70), (75, 80), (4, 0), (5, 10)])
def test_defender_rounding_to_10_thousand_md_16_10(raw: int, rounded: int) -> None:
    """§16 #10 (Polish): nearest 10, 5 rounds up."""
    r = recs(0, 0, 0)
    changes, _, _ = run(r, result(0, 100, (100, raw, 20), tricks=(6, 1, 1)), rules(rounding=10))
    assert changes[1] == rounded


def test_negative_scores_allowed_thousand_md_9() -> None:
    r = recs(50, 0, 0)
    run(r, result(0, 200, (150, 0, 0)))
    assert r[0].score == -150


def test_golden_doubles_after_rounding_thousand_md_9_13() -> None:
    """§9: golden round doubles after rounding: defender 63 → 65 → 130; declarer ±2×contract."""
    r = recs(0, 0, 0)
    changes, _, _ = run(r, result(0, 120, (57, 63, 0), tricks=(4, 3, 1), golden=True))
    assert changes == [-240, 130, 0]


def test_blind_win_doubles_declarer_only_thousand_md_5_7() -> None:
    r = recs(0, 0, 0)
    assert run(r, result(0, 110, (112, 4, 4), tricks=(6, 1, 1), blind=True))[0] == [220, 5, 5]
    r = recs(0, 0, 0)
    assert run(r, result(0, 110, (108, 8, 4), tricks=(6, 1, 1), blind=True))[0] == [-220, 10, 5]


# ----------------------------------------------------------------------------------- §10 bolts


def test_bolt_for_defender_without_trick_thousand_md_10() -> None:
    r = recs(0, 0, 0)
    changes, notes, _ = run(r, result(0, 100, (120, 0, 0), tricks=(8, 0, 0)))
    assert changes == [100, 0, 0]
    assert [x.bolts for x in r] == [0, 1, 1]
    assert (1, "bolt", 1) in notes and (2, "bolt", 1) in notes


def test_declarer_never_gets_a_bolt_thousand_md_10() -> None:
    r = recs(0, 0, 0)
    run(r, result(0, 100, (0, 60, 60), tricks=(0, 4, 4)))
    assert r[0].bolts == 0 and r[0].score == -100


def test_trick_worth_zero_gives_no_bolt_thousand_md_10() -> None:
    """§10 / §17.8: one trick {9♠, 9♦, J♣} = 2 points → 0, and no bolt."""
    r = recs(0, 0, 0)
    changes, _, _ = run(r, result(0, 100, (118, 2, 0), tricks=(6, 1, 1)))
    assert changes[1] == 0 and r[1].bolts == 0


def test_third_bolt_costs_120_thousand_md_10() -> None:
    r = recs(0, 300, 0, bolts=[0, 2, 0])
    changes, notes, _ = run(r, result(0, 100, (120, 0, 0), tricks=(8, 0, 0)))
    assert r[1].score == 180 and r[1].bolts == 0 and changes[1] == -120
    assert (1, "bolt_fine", -120) in notes


def test_golden_bolts_count_two_and_carry_over_thousand_md_10_13() -> None:
    """§10: 2 bolts in a golden round; 2 + 2 → −240 and one bolt carries over."""
    r = recs(0, 300, 100, bolts=[0, 2, 0])
    run(r, result(0, 120, (120, 0, 0), tricks=(8, 0, 0), golden=True))
    assert (r[1].score, r[1].bolts) == (60, 1)
    assert (r[2].score, r[2].bolts) == (100, 2)


def test_bolts_option_off_thousand_md_16_11() -> None:
    r = recs(0, 300, 0, bolts=[0, 2, 0])
    run(r, result(0, 100, (120, 0, 0), tricks=(8, 0, 0)), rules(bolts=False))
    assert r[1].score == 300 and r[1].bolts == 2


# --------------------------------------------------------------------------------- §11 barrel


def test_arrival_on_barrel_thousand_md_11_5() -> None:
    """§11.5: 870 + 15 → 880 on the barrel; 860 + 65 = 925 → capped at 880."""
    r = recs(0, 870, 0)
    changes, notes, _ = run(r, result(0, 100, (40, 15, 65), tricks=(4, 2, 2)))
    assert r[1].score == 880 and r[1].on_barrel and r[1].attempts == 0 and changes[1] == 10
    assert (1, "arrived", 880) in notes
    r = recs(0, 860, 0)
    run(r, result(0, 100, (40, 65, 15), tricks=(4, 2, 2)))
    assert r[1].score == 880 and r[1].on_barrel


def test_barrel_defender_points_ignored_attempt_counted_thousand_md_11_2_11_4() -> None:
    r = barrel([0, 880, 0], on=[1])
    changes, notes, _ = run(r, result(0, 100, (40, 40, 40), tricks=(4, 2, 2)))
    assert r[1].score == 880 and r[1].attempts == 1 and changes[1] == 0
    assert (1, "attempt", 1) in notes


def test_barrel_win_above_120_thousand_md_11_1() -> None:
    r = barrel([0, 0, 880], on=[2])
    changes, notes, winner = run(r, result(2, 130, (0, 0, 131), tricks=(0, 0, 8)))
    assert winner == 2 and r[2].score == 1010 and changes[2] == 130
    assert (2, "won", 1010) in notes


def test_barrel_fail_above_120_thousand_md_11_1() -> None:
    r = barrel([0, 0, 880], on=[2])
    _, _, winner = run(r, result(2, 130, (60, 0, 120), tricks=(4, 0, 4)))
    assert winner is None and r[2].score == 750 and not r[2].on_barrel and r[2].falls == 1


@pytest.mark.parametrize("kw", [{"golden": True}, {"blind": True}])
def test_barrel_fail_doubled_thousand_md_11_1(kw: dict[str, bool]) -> None:
    """§11.1: 880 − m × contract with m = 2 after a blind win or in a golden round."""
    r = barrel([0, 0, 880], on=[2])
    run(r, result(2, 130, (60, 0, 120), tricks=(4, 0, 4), **kw))
    assert r[2].score == 880 - 260


def test_barrel_contract_120_or_less_ignored_thousand_md_11_2() -> None:
    for raw in (120, 50):
        r = barrel([0, 0, 880], on=[2])
        _, _, winner = run(r, result(2, 120, (0, 0, raw), tricks=(1, 1, 6)))
        assert winner is None and r[2].score == 880 and r[2].on_barrel and r[2].attempts == 1


@pytest.mark.parametrize(("fine", "score"), [(120, 760), (125, 755)])
def test_three_deals_on_barrel_thousand_md_11_4(fine: int, score: int) -> None:
    """§11.4 / §16 #13: the third deal without a win → 760 (option 125 → 755)."""
    r = barrel([0, 880, 0], on=[1], attempts=[0, 2, 0])
    _, notes, _ = run(r, result(0, 100, (60, 30, 30), tricks=(4, 2, 2)), rules(barrel_three_deals_fine=fine))
    assert r[1].score == score and not r[1].on_barrel and r[1].falls == 1 and r[1].attempts == 0
    assert (1, "fell", score) in notes


def test_barrel_bolt_third_falls_to_760_thousand_md_11_3() -> None:
    r = barrel([0, 880, 0], on=[1], bolts=[0, 2, 0])
    run(r, result(0, 100, (120, 0, 0), tricks=(8, 0, 0)))
    assert r[1].score == 760 and not r[1].on_barrel and r[1].falls == 1 and r[1].bolts == 0


def test_barrel_bolt_golden_640_thousand_md_11_3() -> None:
    r = barrel([0, 880, 0], on=[1], bolts=[0, 1, 0])
    run(r, result(0, 120, (120, 0, 0), tricks=(8, 0, 0), golden=True))
    assert r[1].score == 640 and r[1].bolts == 0


def test_barrel_bolt_without_fine_is_an_attempt_thousand_md_11_3() -> None:
    r = barrel([0, 880, 0], on=[1])
    run(r, result(0, 100, (120, 0, 0), tricks=(8, 0, 0)))
    assert r[1].score == 880 and r[1].bolts == 1 and r[1].attempts == 1


@pytest.mark.parametrize(("fine", "score"), [(125, 755), (120, 760)])
def test_knocked_off_by_new_arrival_thousand_md_11_6(fine: int, score: int) -> None:
    """§11.6 / §16 #14: 3 players hold 1 on the barrel; the incumbent falls to 755 (option 760)."""
    r = barrel([880, 850, 0], on=[0])
    _, notes, _ = run(r, result(2, 100, (40, 40, 40), tricks=(3, 3, 2)), rules(knocked_off_fine=fine))
    assert r[1].score == 880 and r[1].on_barrel
    assert r[0].score == score and not r[0].on_barrel and r[0].falls == 1
    assert (0, "knocked_off", score) in notes


def test_knocked_off_in_golden_round_doubled_thousand_md_11_6_13() -> None:
    """Decision: §13 doubles every fine of a golden deal, so the knock-off fine is 250 (→ 630),
    like the barrel's bolt fine (640) and three-deal fine."""
    r = barrel([880, 850, 0], on=[0])
    run(r, result(2, 120, (40, 40, 40), tricks=(3, 3, 2), golden=True))
    assert r[0].score == 630 and r[1].score == 880 and r[1].on_barrel
    r = recs(850, 850, 0)
    run(r, result(2, 120, (40, 40, 40), tricks=(3, 3, 2), golden=True))
    assert [x.score for x in r[:2]] == [630, 630]


def test_three_deals_fine_golden_doubled_thousand_md_11_4_13() -> None:
    r = barrel([0, 880, 0], on=[1], attempts=[0, 2, 0])
    run(r, result(0, 120, (60, 30, 30), golden=True))
    assert r[1].score == 640


def test_two_arrive_at_once_both_755_thousand_md_11_6() -> None:
    r = recs(850, 850, 0)
    run(r, result(2, 100, (40, 40, 40), tricks=(3, 3, 2)))
    assert [(x.score, x.on_barrel, x.falls) for x in r[:2]] == [(755, False, 0), (755, False, 0)]


def test_four_players_barrel_holds_two_earliest_falls_thousand_md_11_6() -> None:
    r4 = rules(players=4)
    r = barrel([880, 880, 850, 0], on=[1, 0])  # seat 1 arrived first
    res = DealResult((1, 2, 3), 3, 100, (0, 40, 40, 40), (0, 3, 2, 3))
    score_deal(r4, r, res, 2)
    assert r[2].on_barrel and r[2].score == 880
    assert r[1].score == 755 and not r[1].on_barrel  # the earliest arrival falls
    assert r[0].score == 880 and r[0].on_barrel  # the sitting-out dealer stays, no attempt
    assert r[0].attempts == 0 and r[1].falls == 1


def test_four_players_two_arrive_with_room_thousand_md_11_6() -> None:
    r = recs(0, 850, 850, 0)
    res = DealResult((1, 2, 3), 3, 100, (0, 40, 40, 40), (0, 3, 2, 3))
    score_deal(rules(players=4), r, res, 0)
    assert [x.on_barrel for x in r] == [False, True, True, False]


def test_third_fall_resets_to_zero_thousand_md_11_7() -> None:
    r = barrel([0, 880, 0], on=[1], attempts=[0, 2, 0], falls=[0, 2, 0])
    _, notes, _ = run(r, result(0, 100, (60, 30, 30)))
    assert r[1].score == 0 and r[1].falls == 0 and (1, "reset", 0) in notes


def test_third_fall_reset_option_off_thousand_md_16_15() -> None:
    r = barrel([0, 880, 0], on=[1], attempts=[0, 2, 0], falls=[0, 2, 0])
    run(r, result(0, 100, (60, 30, 30)), rules(third_fall_resets=False))
    assert r[1].score == 760 and r[1].falls == 3


def test_knock_off_counts_as_fall_for_reset_thousand_md_11_7() -> None:
    r = barrel([880, 850, 0], on=[0], falls=[2, 0, 0])
    run(r, result(2, 100, (40, 40, 40), tricks=(3, 3, 2)))
    assert r[0].score == 0 and r[0].falls == 0


def test_win_only_from_barrel_thousand_md_11_16_16() -> None:
    """§11 / §16 #16: below the barrel a score above 1000 only puts the player on the barrel."""
    r = recs(990, 0, 0)
    _, _, winner = run(r, result(1, 100, (60, 60, 0), tricks=(4, 3, 1)))
    assert winner is None and r[0].score == 880 and r[0].on_barrel


def test_direct_win_option_thousand_md_16_16() -> None:
    r = recs(990, 0, 0)
    _, notes, winner = run(r, result(1, 100, (60, 60, 0), tricks=(4, 3, 1)), rules(direct_win_below_barrel=True))
    assert winner == 0 and r[0].score == 1050 and (0, "won_direct", 1050) in notes


def test_barrel_win_beats_direct_win_thousand_md_11() -> None:
    r = barrel([990, 880, 0], on=[1])
    r[0].on_barrel = False
    _, _, winner = run(r, result(1, 125, (60, 130, 0), tricks=(4, 3, 1)), rules(direct_win_below_barrel=True))
    assert winner == 1 and r[1].score == 1005


def test_barrel_threshold_900_thousand_md_16_12() -> None:
    r9 = rules(barrel_threshold=900)
    r = recs(0, 870, 0)
    run(r, result(0, 100, (60, 15, 45), tricks=(4, 2, 2)), r9)
    assert r[1].score == 885 and not r[1].on_barrel
    r = recs(0, 890, 0)
    run(r, result(0, 100, (60, 15, 45), tricks=(4, 2, 2)), r9)
    assert r[1].score == 900 and r[1].on_barrel


# ------------------------------------------------------------------ §14.1 four-player stock


def test_sitting_out_dealer_scores_stock_thousand_md_14_1() -> None:
    """§14.1: stock card points + a marriage in the stock, rounded like a defender."""
    r = recs(0, 0, 0, 0)
    res = DealResult((1, 2, 3), 1, 100, (0, 100, 10, 10), (0, 6, 1, 1), stock_points=4 + 3 + 11 + 100)
    changes, _, _, _ = score_deal(rules(players=4), r, res, 0)
    assert changes == [120, 100, 10, 10]
    r = recs(0, 0, 0, 0)
    score_deal(rules(players=4, dealer_scores_stock=False), r, res, 0)
    assert r[0].score == 0
    r = recs(0, 0, 0, 0)
    res_g = DealResult((1, 2, 3), 1, 120, (0, 120, 0, 0), (0, 8, 0, 0), golden=True, stock_points=12)
    changes, _, _, _ = score_deal(rules(players=4), r, res_g, 0)
    assert changes == [20, 240, 0, 0] and r[0].bolts == 0  # the dealer never gets a bolt
    r = barrel([880, 0, 0, 0], on=[0])
    score_deal(rules(players=4), r, res, 0)
    assert r[0].score == 880 and r[0].attempts == 0  # on the barrel: ignored, not an attempt


# ------------------------------------------------------------------------- through full deals


def test_full_deal_sweep_scores_and_bolts_thousand_md_9_10() -> None:
    s = state([SWEEP])
    row = scored(sweep(s))
    assert row.changes == (100, 0, 0) and row.details.raw == (120, 0, 0) and row.details.made
    assert [r.bolts for r in s.records] == [0, 1, 1]


def test_full_deals_third_bolt_thousand_md_10() -> None:
    """Four SWEEP deals, first hand 0, 1, 2, 0: seats 1 and 2 collect their third bolt in deal 4."""
    s = state([SWEEP] * 4)
    for fh in (0, 1, 2, 0):
        assert s.active[0] == fh
        sweep(s, first_hand=fh)
    assert s.scores() == [200, -20, -20]
    assert [r.bolts for r in s.records] == [2, 0, 0]
    assert [row.changes for row in s.sheet] == [(100, 0, 0), (0, 100, 0), (0, 0, 100), (100, -120, -120)]


def test_full_deal_marriages_made_and_failed_thousand_md_9() -> None:
    """MARRY_LINE: seat 0 raw 207 (67 + ♦80 + ♣60), seat 1 13 → 15, seat 2 40 + ♠40 = 80."""
    s = state([MARRY])
    row = scored(marry_line(s, 205))
    assert row.details.raw == (207, 13, 80) and row.changes == (205, 15, 80)
    s = state([MARRY])
    row = scored(marry_line(s, 210))
    assert row.changes == (-210, 15, 80) and not row.details.made
    s = state([MARRY], rules(rounding=10))
    assert scored(marry_line(s, 205)).changes == (205, 10, 80)


def test_full_deal_golden_doubles_thousand_md_13() -> None:
    s = state([SWEEP], rules(golden_round=True))
    e = do(s, "give 9H to 1", "give JS to 2", "contract 120", *SWEEP_PLAY[3:])
    assert scored(e).changes == (240, 0, 0)
    assert [r.bolts for r in s.records] == [0, 2, 2]


def test_full_deal_barrel_win_and_fall_thousand_md_11_1() -> None:
    for contract, expect, winner in ((205, 1085, [0]), (210, 670, [])):
        s = state([MARRY])
        s.records[0].score, s.records[0].on_barrel = 880, True
        e = marry_line(s, contract)
        assert s.scores()[0] == expect and s.winners() == winner
        assert s.is_terminal() == bool(winner)
        if winner:
            assert of_type(e, ev.MatchOver)[0].winners == (0,)
            assert s.current_player() == -1 and s.legal_actions() == []


def test_full_deal_four_players_stock_thousand_md_14_1() -> None:
    """SWEEP with 4 players, dealer 3: stock 9♥ J♠ 10♠ = 12 → 10 for the sitting-out dealer."""
    s = ThousandState(rules(players=4), 0, dealer=3, decks=[(uncut(SWEEP), [1])])
    row = scored(sweep(s))
    assert row.changes == (100, 0, 0, 10) and [r.bolts for r in s.records] == [0, 1, 1, 0]
    marriage_stock = deck3(p1="AH 10H AD 10D AC 10C AS", p2="9H JH KD QD JD KC QC", stock="KH QH 10S")
    s = ThousandState(rules(players=4), 0, dealer=3, decks=[(uncut(marriage_stock), [1])])
    s.apply(s.legal_actions()[0])
    while s.deal_no == 1:
        e = s.apply(s.legal_actions()[0])
    assert scored(e).changes[3] == 115  # K♥ 4 + Q♥ 3 + 10♠ 10 + ♥ marriage 100 = 117 → 115


def test_cut_fine_golden_doubled_thousand_md_4_1_13() -> None:
    raw = list(DECK_24)
    s = ThousandState(rules(golden_round=True), 0, dealer=2, decks=[(raw, nine_cuts(raw))])
    assert s.scores() == [0, -240, 0]
    assert s.dealer == 0 and s.dealer_turns == 1  # the void deal used up that dealer's turn (§13)


def test_cut_fine_on_barrel_falls_thousand_md_4_1() -> None:
    """Decision: a cutter on the barrel fined by the cut rule falls off it to 880 − 120 = 760."""
    raw = list(DECK_24)
    s = ThousandState(R, 0, dealer=2, decks=[(uncut(SWEEP), [1]), (raw, nine_cuts(raw))])
    s.records[2].score, s.records[2].on_barrel = 880, True
    sweep(s)  # deal 1: seat 2 defends on the barrel; deal 2 (dealer 0, cutter 2) is void
    assert s.records[2].score == 760 and not s.records[2].on_barrel and s.records[2].falls == 1
    assert s.sheet[-1].declarer is None and s.sheet[-1].changes == (0, 0, -120)
