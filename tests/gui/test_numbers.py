"""One minus sign everywhere: scores, totals and changes on the sheets, the standings and the deal
summaries (and, through the same functions, the seat plates and the floating changes) are written
with the typographic minus (−), never a hyphen."""

from __future__ import annotations

import random
import re

import pytest
from kartln.engine.registry import GAMES
from kartln.gui.games import game_ui
from kartln.gui.games.sheets import countdown_winners_text
from kartln.gui.numbers import MINUS, number_text, signed, signed_decimal
from kartln.gui.view_model import SheetTable, ViewContext

HYPHEN_NUMBER = re.compile(r"(?<![\w])-\d")


@pytest.fixture
def english_numbers():  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QLocale

    before = QLocale()
    QLocale.setDefault(QLocale("en"))
    yield
    QLocale.setDefault(before)


@pytest.mark.parametrize(("language", "gain", "loss", "count"), [
    ("en", "+4.81", f"{MINUS}1.20", "12,000"), ("de", "+4,81", f"{MINUS}1,20", "12.000"),
    ("ru", "+4,81", f"{MINUS}1,20", "12\u00a0000"), ("hr", "+4,81", f"{MINUS}1,20", "12.000")])
def test_decimals_and_large_counts_are_written_as_the_language_writes_them(language: str, gain: str, loss: str,
                                                                           count: str) -> None:
    from kartln.gui.numbers import grouped
    from PySide6.QtCore import QLocale

    before = QLocale()
    QLocale.setDefault(QLocale(language))
    try:
        assert (signed_decimal(4.811, 2), signed_decimal(-1.2, 2), grouped(12000)) == (gain, loss, count)
    finally:
        QLocale.setDefault(before)


def test_numbers_and_changes_are_written_with_the_minus_sign(english_numbers) -> None:  # type: ignore[no-untyped-def]
    assert (number_text(-40), number_text(0), number_text(120)) == (f"{MINUS}40", "0", "120")
    assert (signed(-5), signed(0), signed(5)) == (f"{MINUS}5", "±0", "+5")
    assert (signed_decimal(-1.2, 2), signed_decimal(4.811, 2)) == (f"{MINUS}1.20", "+4.81")
    ctx = ViewContext(("Tess", "Boris"), 0, True)
    assert countdown_winners_text([13, -4], [1], (), ctx) == f"Boris wins the match, down to {MINUS}4"


def _cells(table: SheetTable | None) -> list[str]:
    if table is None:
        return []
    return [cell for row in (*table.rows, table.totals) for cell in row]


@pytest.mark.parametrize("game_id", tuple(GAMES))
def test_no_sheet_summary_or_plate_writes_a_hyphen_for_minus(game_id: str) -> None:
    info = GAMES[game_id]
    rules = info.default_rules()
    rng = random.Random(7)
    state = info.new_state(rules, 7)
    while len(state.sheet) < 6 and not state.is_terminal():
        state.apply(info.random_action(list(state.legal_actions()), rng))
    ui = game_ui(game_id)
    ui.rules = rules
    names = tuple(f"P{s}" for s in range(state.num_players))
    ctx = ViewContext(names, 0, True, frozenset({0}))
    obs = state.observation(0)
    texts = _cells(ui.sheet(obs, ctx)) + _cells(ui.standings(obs, ctx)) + [ui.winners_text(obs, ctx)]
    texts += [cell for row in state.sheet for cell in _cells(ui.deal_summary(row, obs, ctx))]
    assert texts
    hyphens = [t for t in texts if HYPHEN_NUMBER.search(t)]
    assert not hyphens, f"{game_id}: {hyphens}"
    if game_id == "thousand":  # six deals of random players: some contract went down
        assert any(MINUS in t for t in texts)
