"""``kartln --self-test``: run in this process, and through the command line."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest
from kartln.engine.registry import GAMES
from kartln.gui import self_test


def test_the_self_test_plays_a_deal_of_every_game_and_passes(qapp) -> None:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    assert self_test.run_self_test(out) == 0, out.getvalue()
    lines = out.getvalue().splitlines()
    for game_id in GAMES:
        assert any(line.startswith(f"ok   {game_id}: ") for line in lines), lines
    assert any(line.startswith("ok   worker: AI worker process chose") for line in lines)
    assert lines[-1].startswith("self-test passed")


def test_one_deal_adds_exactly_one_row_to_the_score_sheet() -> None:
    for game_id in GAMES:
        result = self_test.play_deal(game_id, seed=7)
        assert result["rows"] == 1
        assert len(result["scores"]) == result["players"]
        assert result["actions"] == len(result["record"]) > 0


def test_a_failed_check_makes_the_self_test_fail_with_the_reason(qapp, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    def broken(deck: str, cards: object, renderer: object = None) -> int:
        raise self_test.SelfTestFailure(f"card 3 of deck {deck!r} rendered empty")

    monkeypatch.setattr(self_test, "render_cards", broken)
    out = io.StringIO()
    assert self_test.run_self_test(out, worker=False) == 1
    text = out.getvalue()
    assert "FAIL thousand: card 3 of deck 'french' rendered empty" in text
    assert f"self-test FAILED: {len(GAMES)} of" in text  # one card check per game


def test_an_illegal_ai_action_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    class Cheat:
        def choose(self, observation: object, legal: list[object]) -> object:
            return "play the joker"

    monkeypatch.setattr(self_test, "_agents", lambda game_id, players, seed, rules: ([Cheat()] * players, "cheat"))
    with pytest.raises(self_test.SelfTestFailure, match="not legal"):
        self_test.play_deal("thousand", seed=1)


def test_without_the_ai_worker_pool_a_plain_spawned_process_is_checked() -> None:
    actions = self_test.play_deal("thousand", seed=2)["record"][:5]
    assert self_test._check_spawned_process("thousand", 2, actions).startswith("spawned worker chose")


def test_qt_own_words_come_out_in_every_language(qapp) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.i18n import TRANSLATED

    line = self_test.check_languages()
    assert line.startswith("de (Abbrechen), pl (Anuluj), ru (Отмена)")
    assert line.count("(") == len(TRANSLATED)
    assert self_test.qt_cancel_text() == "Cancel"  # English again afterwards


def test_without_qt_catalogues_the_language_check_fails(qapp, tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui import i18n
    from PySide6.QtCore import QLibraryInfo

    class EmptyTranslations:  # a build that left Qt's catalogues out: Kartln's own still load
        LibraryPath = QLibraryInfo.LibraryPath

        @staticmethod
        def path(which: object) -> str:
            return str(tmp_path)

    monkeypatch.setattr(i18n, "QLibraryInfo", EmptyTranslations)
    with pytest.raises(self_test.SelfTestFailure, match="Qt's own words are not translated for de, pl, ru, uk, cs, hr"):
        self_test.check_languages()


def test_cards_of_every_deck_render(qapp) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.card_renderer import DECKS

    for deck in DECKS:
        assert self_test.render_cards(deck, [0, 17, 35]) == 4


def test_kartln_self_test_on_the_command_line_exits_0(tmp_path) -> None:  # type: ignore[no-untyped-def]
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.pop("QT_QPA_PLATFORM", None)  # the self-test chooses the offscreen platform itself
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    result = subprocess.run(
        [sys.executable, "-m", "kartln.gui", "--self-test"], capture_output=True, text=True, env=env, timeout=300
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout
    assert "platform offscreen" in result.stdout


def test_the_statistics_check_keeps_a_deal_and_fails_without_sqlite(monkeypatch: pytest.MonkeyPatch) -> None:
    actions = self_test.play_deal("thousand", 1)["record"]
    assert "written and read back" in self_test.check_statistics("thousand", 1, actions)
    for name in [m for m in sys.modules if m == "sqlite3" or m.startswith(("sqlite3.", "kartln.gui.stats"))]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "sqlite3", None)  # a bundle that left the module out
    with pytest.raises(ImportError):
        self_test.check_statistics("thousand", 1, actions)
