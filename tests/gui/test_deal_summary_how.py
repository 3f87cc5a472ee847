"""The end-of-deal summary says, per seat, how the deal changed the score, and its numbers add up."""

from __future__ import annotations

import re

from kartln.engine.games.bauernschnapsen.contracts import Contract
from kartln.engine.games.bauernschnapsen.sheet import BummerlRow
from kartln.engine.games.thousand.scoring import BarrelNote, SheetRow
from kartln.engine.sheets import CountDownRow
from kartln.gui.games import bauernschnapsen_sheet, sheets, thousand_sheet
from kartln.gui.view_model import ViewContext

NAMES3 = ViewContext(("Tess", "Anna", "Boris"), 0, True, frozenset({0}))
NAMES4 = ViewContext(("Tess", "Anna", "Boris", "Clara"), 0, True, frozenset({0}))


def how(table, seat: int) -> str:  # type: ignore[no-untyped-def]
    return table.rows[seat][-1]


def last_number(text: str) -> int:
    """The signed number a line ends with: "= −120" → −120."""
    sign, digits = re.findall(r"([+−-]?)(\d+)\s*$", text)[0]
    return -int(digits) if sign in "−-" and sign else int(digits)


class FakeThousand:
    """The observation's parts the summary reads: the player count and the sheet."""

    def __init__(self, sheet: tuple[SheetRow, ...], n: int = 3) -> None:
        self.sheet, self.num_players = sheet, n


def thousand_row(**kw) -> SheetRow:  # type: ignore[no-untyped-def]
    base = dict(deal_no=2, dealer=2, declarer=0, contract=120, made=True, blind=False, golden=False,
                changes=(120, 115, 0), scores=(120, 115, 0), raw=(125, 117, 0), marriages=(40, 60, 0))
    base.update(kw)
    return SheetRow(**base)


def test_thousand_defender_rounding_and_marriage(qapp) -> None:  # type: ignore[no-untyped-def]
    row = thousand_row()
    table = thousand_sheet.deal_summary(row, FakeThousand((row,)), NAMES3)
    assert table is not None
    text = how(table, 1)
    assert "Card points 57 + marriage 60 = 117" in text and "rounded 115" in text
    assert 57 + 60 == 117 and row.changes[1] == 115


def test_thousand_contract_made_and_missed(qapp) -> None:  # type: ignore[no-untyped-def]
    made = thousand_row()
    table = thousand_sheet.deal_summary(made, FakeThousand((made,)), NAMES3)
    assert table is not None and "Contract 120 made: +120" in how(table, 0)
    assert last_number(how(table, 0)) == made.changes[0]
    missed = thousand_row(made=False, blind=True, golden=True, changes=(-480, 115, 0), raw=(100, 117, 0))
    table = thousand_sheet.deal_summary(missed, FakeThousand((missed,)), NAMES3)
    assert table is not None
    line = how(table, 0).split("\n")[-1]
    assert "missed" in line and "×2 blind" in line and "×2 golden round" in line
    assert last_number(line) == missed.changes[0] == -120 * 2 * 2


def test_thousand_bolts_count_along_the_sheet_and_the_third_costs_120(qapp) -> None:  # type: ignore[no-untyped-def]
    first = thousand_row(deal_no=1, changes=(120, 115, 0), raw=(125, 117, 0), notes=(BarrelNote(2, "bolt", 1),))
    second = thousand_row(changes=(120, 115, 0), raw=(125, 117, 0), notes=(BarrelNote(2, "bolt", 1),))
    table = thousand_sheet.deal_summary(second, FakeThousand((first, second)), NAMES3)
    assert table is not None and "No trick: bolt 2" in how(table, 2)
    fine = (BarrelNote(2, "bolt", 1), BarrelNote(2, "bolt_fine", -120))
    third = thousand_row(deal_no=3, changes=(120, 115, -120), notes=fine)
    table = thousand_sheet.deal_summary(third, FakeThousand((first, second, third)), NAMES3)
    assert table is not None
    lines = how(table, 2).split("\n")
    assert lines == ["No trick: bolt 3", "Third bolt: −120"]
    assert last_number(lines[-1]) == third.changes[2]


def test_thousand_barrel_notes_say_the_new_score(qapp) -> None:  # type: ignore[no-untyped-def]
    row = thousand_row(changes=(-125, 115, 0), scores=(755, 115, 0), contract=125, made=False,
                       notes=(BarrelNote(0, "fell", 755),))
    table = thousand_sheet.deal_summary(row, FakeThousand((row,)), NAMES3)
    assert table is not None and "Fell from the barrel: 755" in how(table, 0)
    arrived = thousand_row(scores=(880, 115, 0), notes=(BarrelNote(0, "arrived", 880),))
    table = thousand_sheet.deal_summary(arrived, FakeThousand((arrived,)), NAMES3)
    assert table is not None and "Arrived on the barrel: 880" in how(table, 0)


def test_bauernschnapsen_kontra(qapp) -> None:  # type: ignore[no-untyped-def]
    row = BummerlRow(3, 0, 1, Contract.NORMAL, 2, 1, 6, (2, 16), (0, 6, 0, 6), (2, 16, 2, 16),
                     ("66 reached; the other side took no trick",), team_points=(0, 66))
    table = bauernschnapsen_sheet.deal_summary(row, NAMES4)
    assert table is not None
    text = how(table, 1)
    assert "Points toward 66: 66" in text and "+3, ×2 Kontra = +6" in text
    assert last_number(text) == row.changes[1] == 3 * 2


def rams_summary(row: CountDownRow, rule: sheets.CountRule, special=None):  # type: ignore[no-untyped-def]
    return sheets.countdown_summary(row, (), NAMES4, how=rule, special=special)


def test_rams_family_tricks_no_trick_and_hearts(qapp) -> None:  # type: ignore[no-untyped-def]
    row = CountDownRow(1, 0, (0, 1, 2, 3), (2, 0, 3, 0), (-4, 10, -6, 10), (16, 30, 14, 30), multiplier=2)
    table = rams_summary(row, sheets.CountRule(factor="hearts"))
    assert how(table, 0) == "2 tricks × −1, ×2 hearts = −4"
    assert how(table, 1) == "No trick +5, ×2 hearts = +10"
    for s in range(4):
        assert last_number(how(table, s)) == row.changes[s]


def test_rams_family_stay_at_home_and_bounce(qapp) -> None:  # type: ignore[no-untyped-def]
    row = CountDownRow(1, 0, (1, 2, 3), (0, 0, 1, 4), (1, 5, -1, -2), (21, 25, 19, 1))
    table = rams_summary(row, sheets.CountRule(home=1))
    assert how(table, 0) == "Stayed at home: +1"
    assert how(table, 1) == "No trick: +5"
    assert how(table, 3) == "4 tricks × −1 = −4\nBounced back from below 0: −1 → 1"


def test_mulatschak_declarer_short_of_his_bid(qapp) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.games import game_ui

    ui = game_ui("mulatschak")
    row = CountDownRow(2, 0, (1, 2, 3), (0, 0, 3, 2), (1, 5, 10, -2), (26, 10, 15, 3), notes=("bid 5 failed",))

    class Obs:
        sheet = (row,)

    ctx = ViewContext(("A", "B", "C", "D"), 0, True)
    assert ui.special_how(row, 2, Obs(), ctx) == ["Declarer short of his bid of 5: +10"]  # type: ignore[attr-defined]
    failed = CountDownRow(3, 0, (0, 1, 2, 3), (4, 1, 0, 0), (20, -20, -20, -20), (40, 0, 0, 0), multiplier=2,
                          notes=("Mulatschak failed",))
    Obs.sheet = (failed,)
    lines = [ui.special_how(failed, s, Obs(), ctx) for s in range(4)]  # type: ignore[attr-defined]
    assert lines[0] == ["Mulatschak failed +10, ×2 ♥ = +20"]
    assert lines[1] == ["The declarer's Mulatschak failed −10, ×2 ♥ = −20"]
