"""A change of language applies at once, without a restart: the menus, the start screen and the
table speak the new language (a catalogue made for the test stands for the shipped ones)."""

from __future__ import annotations

from pathlib import Path

import pytest
from kartln.engine.registry import GAMES
from kartln.gui import i18n
from kartln.gui.i18n_sources import compile_catalogue
from kartln.gui.session import new_match
from PySide6.QtCore import QCoreApplication
from table_helpers import FAST, open_window, seats, wait_for_human

GERMAN = {
    ("MainWindow", "&Game"): "&Spiel",
    ("StartScreen", "Settings"): "Einstellungen",
    ("GameScreen", "Hint"): "Tipp",
    ("Thousand", "Deal {n}"): "Spiel {n}",
}


@pytest.fixture
def german_catalogue(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    contexts: dict[str, list[str]] = {}
    for (context, source), text in GERMAN.items():
        contexts.setdefault(context, []).append(
            f"<message><source>{source.replace('&', '&amp;')}</source>"
            f"<translation>{text.replace('&', '&amp;')}</translation></message>")
    body = "".join(f"<context><name>{c}</name>{''.join(m)}</context>" for c, m in contexts.items())
    ts = tmp_path / "kartln_de.ts"
    ts.write_text(f'<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="de">{body}</TS>',
                  encoding="utf-8")
    compile_catalogue(ts, tmp_path / "kartln_de.qm")
    monkeypatch.setattr(i18n, "catalogue_folder", lambda: tmp_path)
    yield
    app = QCoreApplication.instance()
    assert app is not None
    i18n.install_translators(app, "en")


def test_the_window_speaks_a_new_language_at_once(qtbot, home, german_catalogue) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST.with_(language="en"))
    assert w.menuBar().actions()[0].text() == "&Game"
    assert w.start_screen.settings_button.text() == "Settings"
    w.apply_settings(w.settings.with_(language="de"))
    assert w.menuBar().actions()[0].text() == "&Spiel"
    assert w.start_screen.settings_button.text() == "Einstellungen"
    assert len(w.start_screen.tiles) == len(GAMES)  # a whole start screen again, its tiles too
    w.start_match(new_match("thousand", GAMES["thousand"].default_rules(3), seats("human", "ai", "ai"), seed=3))
    wait_for_human(qtbot, w)
    assert w.game.hint_button.text() == "Tipp"
    assert w.game.scene.snapshot.info[0] == "Spiel 1"
    w.apply_settings(w.settings.with_(language="en"))  # and back, in the middle of a match
    assert w.menuBar().actions()[0].text() == "&Game"
    assert w.game.hint_button.text() == "Hint"
    assert w.game.scene.snapshot.info[0] == "Deal 1"
    shortcuts = [a.shortcut().toString() for a in w.actions() if not a.shortcut().isEmpty()]
    assert len(shortcuts) == len(set(shortcuts))  # the menus made again leave no second copy of a key


def test_a_language_kartln_does_not_speak_leaves_qt_s_dialogs_in_english_too(qapp) -> None:  # type: ignore[no-untyped-def]
    """French: Qt has its own words for it, Kartln has none; the window is English throughout, not half and half."""
    from kartln.gui.self_test import qt_cancel_text

    app = QCoreApplication.instance()
    assert app is not None
    try:
        i18n.install_translators(app, "de")
        assert qt_cancel_text() == "Abbrechen"
        i18n.install_translators(app, "fr")
        assert qt_cancel_text() == "Cancel" and QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    finally:
        i18n.install_translators(app, "en")
