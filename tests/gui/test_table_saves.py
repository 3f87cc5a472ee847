"""Autosave after every action, Continue restores the same match, damaged files do not crash."""

from __future__ import annotations

import json

from kartln.engine.registry import game
from kartln.gui.saves import SaveStore
from kartln.gui.session import new_match
from kartln.gui.settings import Settings, load_settings
from kartln.gui.storage import backup_path
from PySide6.QtCore import Qt
from table_helpers import FAST, face_up_hand_cards, hand_cards, open_window, seats


def _play_a_while(qtbot, w, actions: int) -> None:  # type: ignore[no-untyped-def]
    done = 0
    while done < actions:
        qtbot.waitUntil(lambda: w.game.input_seat == 0, timeout=10000)
        scene = w.game.scene
        if scene.hand_active:
            scene.select(sorted(scene.legal)[-1])
            qtbot.keyClick(w.game.view, Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(w.game.panel.first_button(), Qt.MouseButton.LeftButton)
        panel = w.game.panel
        if panel is not None and not scene.hand_active and panel.first_button() is not None:
            qtbot.mouseClick(panel.first_button(), Qt.MouseButton.LeftButton)
        done += 1


def test_autosave_and_continue_restore_the_same_match(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=21))
    _play_a_while(qtbot, w, 6)
    qtbot.waitUntil(lambda: w.game.input_seat == 0, timeout=10000)
    original = w.controller.match
    assert home.autosave_file.exists()
    assert json.loads(home.autosave_file.read_text())["actions"] == original.actions
    assert backup_path(home.autosave_file).exists()  # the previous copy is kept
    w.close()

    w2 = open_window(qtbot, home, None)
    assert w2.start_screen.continue_button.isVisible()
    qtbot.mouseClick(w2.start_screen.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w2.game.input_seat == 0, timeout=10000)
    restored = w2.controller.match
    assert restored.actions == original.actions
    assert restored.state == original.state  # cards, scores, turn, even the random generator
    assert restored.seats == original.seats
    assert face_up_hand_cards(w2)[0] == hand_cards(original.state, 0)


def test_a_damaged_autosave_is_reported_and_set_aside(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    home.data_dir.mkdir(parents=True)
    home.autosave_file.write_text("{ this is not a record", encoding="utf-8")
    w = open_window(qtbot, home, FAST)  # the start screen reports it at once
    assert w.notices and "could not be read" in w.notices[-1]
    assert w.start_screen.notice.isVisible()
    assert not home.autosave_file.exists()
    assert list(home.data_dir.glob("autosave.kartln.json.damaged-*"))
    assert not w.start_screen.continue_button.isVisible()
    # the application carries on
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=4))
    qtbot.waitUntil(lambda: w.game.input_seat == 0, timeout=10000)


def test_an_unplayable_autosave_falls_back_to_the_previous_copy(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    match = new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=5)
    store = SaveStore(home)
    store.autosave(match)  # becomes the previous copy
    store.autosave(match)
    data = json.loads(home.autosave_file.read_text())
    data["actions"] = ["play AS", "pass"]  # not allowed at the start of a deal
    home.autosave_file.write_text(json.dumps(data))
    w = open_window(qtbot, home, FAST)
    qtbot.mouseClick(w.start_screen.continue_button, Qt.MouseButton.LeftButton)
    assert w.controller is not None and w.controller.match.actions == []
    assert any("previous copy" in n for n in w.notices)
    assert list(home.data_dir.glob("autosave.kartln.json.damaged-*"))


def test_save_as_and_open(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=8))
    _play_a_while(qtbot, w, 3)
    qtbot.waitUntil(lambda: w.game.input_seat == 0, timeout=10000)
    path = tmp_path / "mine.kartln.json"
    assert w.save_to(path)
    saved = list(w.controller.match.actions)
    w.back_to_menu()
    assert w.open_path(path)
    assert w.controller.match.actions == saved
    bad = tmp_path / "broken.kartln.json"
    bad.write_text('{"format": "kartln-record", "version": 99}')
    assert not w.open_path(bad)
    assert "could not be opened" in w.notices[-1]
    assert not bad.exists() and list(tmp_path.glob("broken.kartln.json.damaged-*"))


def test_damaged_settings_give_defaults_and_a_notice(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    home.config_dir.mkdir(parents=True)
    home.settings_file.write_text("[1, 2", encoding="utf-8")
    w = open_window(qtbot, home, None)
    assert w.settings == Settings()
    assert w.notices and "settings" in w.notices[0]
    assert list(home.config_dir.glob("settings.json.damaged-*"))


def test_settings_round_trip_and_bad_values(home) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.settings import save_settings

    s = Settings(deck="german", back="blue", animation_speed="slow", player_name="Ola", auto_marriage=True)
    save_settings(home.settings_file, s)
    assert load_settings(home.settings_file).settings == s
    data = json.loads(home.settings_file.read_text())
    data["deck"] = "tarot"
    data["future_option"] = 3
    home.settings_file.write_text(json.dumps(data))
    load = load_settings(home.settings_file)
    assert load.settings.deck == "french" and load.settings.back == "blue"
    assert load.reset_keys == ("deck",)
    assert load.settings.extra == {"future_option": 3}  # kept for the newer version that wrote it
