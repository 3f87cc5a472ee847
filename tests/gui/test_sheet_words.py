"""Counts read as English is written and the count-down sheet explains its columns (#26 item 11):
"Talon: 1 card", a declarer's tricks against what he needs, the multiplier column saying why a deal
counted double, and no Notes column that stays empty."""

from __future__ import annotations

import random
from dataclasses import replace

from kartln.engine.games.raub.actions import PassDeal
from kartln.engine.registry import game
from kartln.engine.sheets import CountDownRow
from kartln.gui.games import game_ui
from kartln.gui.games.rams_family import tricks_count
from kartln.gui.games.sheets import countdown_sheet
from kartln.gui.numbers import counted
from kartln.gui.view_model import SheetTable, ViewContext

CTX = ViewContext(("Tess", "Anna", "Boris"), 0, True, frozenset({0}))


def test_a_count_of_one_is_singular(qapp) -> None:  # type: ignore[no-untyped-def]
    assert counted("Table", "Talon: %n card(s)", 1) == "Talon: 1 card"
    assert counted("Table", "Talon: %n card(s)", 5) == "Talon: 5 cards"
    assert counted("Table", "Talon: %n card(s)", 0) == "Talon: 0 cards"
    assert counted("TakenPile", "%n trick(s) taken", 1) == "1 trick taken"


def test_the_talon_line_counts_its_cards_in_words(qapp) -> None:  # type: ignore[no-untyped-def]
    info = game("ramsen")
    ui = game_ui("ramsen")
    ui.rules = info.default_rules(4)
    obs = info.new_state(ui.rules, 1).observation(0)
    ctx = ViewContext(("Tess", "Anna", "Boris", "Clara"), 0, True, frozenset({0}))
    for size, words in ((1, "Talon: 1 card"), (5, "Talon: 5 cards")):
        assert words in ui.info_lines(replace(obs, talon_size=size), ctx)


def test_a_declarer_s_tricks_are_counted_against_what_he_needs() -> None:
    assert tricks_count(4, 1) == "Your tricks: 4 (1 needed)"
    assert tricks_count(2, 0) == "Your tricks: 2"


def _raub_sheet(refa: bool) -> SheetTable:
    info = game("raub")
    ui = game_ui("raub")
    ui.rules = info.default_rules(3)
    state = info.new_state(ui.rules, 4)
    if refa:
        state.apply(PassDeal())
        state.apply(PassDeal())  # a Refa: the next scored deal counts double
    rng = random.Random(4)
    while not state.sheet or not state.sheet[-1].played:
        state.apply(info.random_action(list(state.legal_actions()), rng))
    return ui.sheet(state.observation(0), CTX)


def test_the_raub_sheet_says_why_a_deal_counted_double() -> None:
    sheet = _raub_sheet(refa=True)
    counts = [c.title for c in sheet.columns].index("Counts")
    assert sheet.columns[counts].tooltip == "how many times the deal counted, and why"
    assert sheet.rows[-1][counts] == "×2 Refa"


def test_a_sheet_without_notes_has_no_notes_column() -> None:
    sheet = _raub_sheet(refa=False)
    assert [c.title for c in sheet.columns] == ["Deal", "Dealer", "Tess", "Anna", "Boris", "Counts"]
    assert all(len(r) == len(sheet.columns) for r in (*sheet.rows, sheet.totals))


def test_notes_get_a_column_when_a_deal_has_one() -> None:
    row = CountDownRow(1, 0, (0, 1, 2), (3, 2, 0), (-3, -2, 5), (7, 8, 15), notes=("all five tricks",))
    sheet = countdown_sheet([row], 10, (7, 8, 15), (), CTX)
    assert sheet.columns[-1].title == "Notes" and sheet.rows[-1][-1] == "all five tricks"
    assert len(sheet.totals) == len(sheet.columns)

