"""Every dialog fits the window it opens over: in the smallest window (820×560) no dialog is larger
than the window, and each lies over it, so its buttons are always on the screen."""

from __future__ import annotations

import pytest
from kartln.engine.registry import game
from kartln.gui.fitted_dialog import FittedDialog
from kartln.gui.new_game_dialog import NewGameDialog
from kartln.gui.options_dialog import OptionsDialog
from kartln.gui.settings_dialog import SettingsDialog
from PySide6.QtWidgets import QWidget
from table_helpers import FAST, open_window, record_until, replayed, shots_dir

SMALL = (820, 560)


def _shown_dialogs(window: QWidget) -> list[QWidget]:
    """The dialogs shown over ``window`` (not those other tests may have left open)."""
    return [d for d in window.findChildren(FittedDialog) if d.isVisible()]


def _assert_fits(dialog: QWidget, window: QWidget) -> None:
    area, box = window.geometry(), dialog.geometry()
    name = type(dialog).__name__
    assert box.width() <= area.width() and box.height() <= area.height(), (name, box, area)
    assert area.contains(box.center()), (name, box, area)


@pytest.mark.parametrize("opening", ["rules", "sheet", "history", "review", "last trick", "new game", "settings",
                                     "options"])
def test_every_dialog_fits_the_smallest_window(qtbot, home, opening: str) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST, size=SMALL)
    w.start_match(replayed(record_until(lambda s: s.deal_no >= 2 and s.phase == "play")))
    info = game("thousand")
    open_dialog = {
        "rules": w.show_rules, "sheet": w.show_sheet, "history": w.show_history, "review": w.show_deal_review,
        "last trick": w.show_last_trick,
        "new game": lambda: NewGameDialog(FAST, w).show(),
        "settings": lambda: SettingsDialog(FAST, w).show(),
        "options": lambda: OptionsDialog(info.default_rules(3), info.default_rules(3), info.title, w).show(),
    }[opening]
    open_dialog()
    qtbot.waitUntil(lambda: bool(_shown_dialogs(w)), timeout=5000)
    shown = _shown_dialogs(w)
    try:
        for dialog in shown:
            _assert_fits(dialog, w)
    finally:
        for dialog in shown:
            dialog.close()


def test_the_deal_review_of_five_hands_fits_the_smallest_window(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Its cards are drawn smaller where the window is small, rather than the dialog growing past it."""
    w = open_window(qtbot, home, FAST, size=SMALL)
    kinds = ("human", "ai", "ai", "ai", "ai")
    w.start_match(replayed(record_until(lambda s: s.deal_no >= 2 and s.phase == "play", kinds, game_id="rams")))
    w.show_deal_review()
    qtbot.waitUntil(lambda: bool(_shown_dialogs(w)), timeout=5000)
    (review,) = _shown_dialogs(w)
    try:
        _assert_fits(review, w)
        assert review.card_w < 64  # smaller than in a large window
        review.grab().save(str(shots_dir(tmp_path) / "review-rams-5-small.png"))
    finally:
        review.close()
