"""Damaged settings and autosaves: the window opens, the bytes are kept, the previous copy serves."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from kartln.engine.records import Seat
from kartln.engine.registry import game
from kartln.gui import storage
from kartln.gui.main_window import MainWindow
from kartln.gui.paths import AppPaths
from kartln.gui.saves import SaveStore
from kartln.gui.session import new_match
from kartln.gui.settings import Settings, load_settings, save_settings
from kartln.gui.storage import STRAY_SECONDS, atomic_write_text, backup_path

DAMAGE = {
    "deep nesting": b"[" * 100_000,
    "a 5000-digit number": b'{"version": 1, "last_players": ' + b"4" * 5000 + b"}",
    "garbage bytes": b"\x00\xff\xfe\x81garbage",
    "a lone surrogate": b'{"version": 1, "player_name": "\\ud800"}',
}
MINE = Settings(deck="german", back="blue", player_name="Ola", table_colour="red", animation_speed="off")


def _contents(folder: Path) -> list[bytes]:
    return [p.read_bytes() for p in folder.iterdir() if p.is_file()]


def _good_settings_with_damaged_main(paths: AppPaths, damage: bytes) -> None:
    save_settings(paths.settings_file, MINE)
    save_settings(paths.settings_file, MINE)  # the previous copy, settings.json.bak, holds them too
    paths.settings_file.write_bytes(damage)


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_damaged_settings_are_restored_from_the_previous_copy(home: AppPaths, damage: bytes) -> None:
    _good_settings_with_damaged_main(home, damage)
    load = load_settings(home.settings_file)
    assert load.settings == MINE and load.restored and load.problem
    assert [p.read_bytes() for p in load.set_aside] == [damage]
    # Saving again never overwrites the only good copy: each save leaves a readable one behind.
    for name in ("Ola 2", "Ola 3"):
        save_settings(home.settings_file, load.settings.with_(player_name=name))
        assert load_settings(home.settings_file).settings.player_name == name
        assert load_settings(backup_path(home.settings_file)).settings.deck == "german"


def test_when_both_copies_are_damaged_the_defaults_are_used_and_both_kept(home: AppPaths) -> None:
    home.config_dir.mkdir(parents=True)
    home.settings_file.write_bytes(DAMAGE["deep nesting"])
    backup_path(home.settings_file).write_bytes(DAMAGE["garbage bytes"])
    load = load_settings(home.settings_file)
    assert load.settings == Settings() and not load.restored and "nested more than 32 levels" in load.problem
    assert sorted(_contents(home.config_dir)) == sorted([DAMAGE["deep nesting"], DAMAGE["garbage bytes"]])


def test_an_unwritable_text_is_an_oserror_that_touches_no_file(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    target.write_text("old", encoding="utf-8")
    with pytest.raises(OSError, match="UTF-8 cannot store"):
        atomic_write_text(target, '{"player_name": "\ud800"}')
    assert target.read_text(encoding="utf-8") == "old" and not backup_path(target).exists()
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_settings_missing_beside_a_good_previous_copy_are_restored_from_it(home: AppPaths) -> None:
    """The state a write killed between two renames used to leave: the copy serves, and the next
    saves keep it rather than rotating it away under defaults."""
    _good_settings_with_damaged_main(home, b"")
    home.settings_file.unlink()
    load = load_settings(home.settings_file)
    assert load.settings == MINE and load.restored and not load.problem
    for name in ("Ola 2", "Ola 3"):
        save_settings(home.settings_file, load.settings.with_(player_name=name))
    assert load_settings(home.settings_file).settings == MINE.with_(player_name="Ola 3")
    assert load_settings(backup_path(home.settings_file)).settings == MINE.with_(player_name="Ola 2")


def test_a_write_never_leaves_the_file_missing_and_its_copy_is_the_old_file(tmp_path: Path) -> None:
    """The previous copy is made beside the file and renamed over the old copy: the file itself is
    replaced by one rename, so at no moment is it absent."""
    target = tmp_path / "settings.json"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    seen: list[bool] = []
    original = os.replace

    def watching_replace(src: str | Path, dst: str | Path) -> None:
        seen.append(target.exists())
        original(src, dst)
        seen.append(target.exists())

    os.replace = watching_replace  # type: ignore[assignment]
    try:
        atomic_write_text(target, "three")
    finally:
        os.replace = original
    assert seen and all(seen)
    assert target.read_text(encoding="utf-8") == "three" and backup_path(target).read_text(encoding="utf-8") == "two"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json", "settings.json.bak"]


def test_a_write_removes_the_temporary_files_of_killed_writes_but_not_a_young_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Strays are judged by their newest time stamp (a hard link made a moment ago keeps its
    file's old mtime but gets a new ctime); the clock is moved on rather than waited for."""
    target = tmp_path / "autosave.kartln.json"
    old, young, other = (tmp_path / n for n in (".autosave.kartln.json.ab12cd.tmp", ".autosave.kartln.json.ef34.tmp",
                                                 ".settings.json.ab12cd.tmp"))
    for stray in (old, young, other):
        stray.write_text("half a write", encoding="utf-8")
    later = time.time() + STRAY_SECONDS + 60
    os.utime(young, (later, later))  # as if written just now, at the later time
    monkeypatch.setattr(storage.time, "time", lambda: later)
    atomic_write_text(target, "whole")
    assert not old.exists() and young.exists() and other.exists()
    assert target.read_text(encoding="utf-8") == "whole"
    # A previous copy being staged by a hard link right now: its mtime is the file's, long ago.
    monkeypatch.undo()
    staged = tmp_path / ".autosave.kartln.json.5e5e5e.tmp"
    long_ago = time.time() - STRAY_SECONDS - 60
    os.utime(target, (long_ago, long_ago))
    os.link(target, staged)
    storage.remove_stray_temporaries(target)
    assert staged.exists()


def _autosave_with_damaged_main(paths: AppPaths, damage: bytes) -> None:
    info = game("thousand")
    match = new_match("thousand", info.default_rules(3), (Seat("Tess", "human"), Seat("Anna"), Seat("Boris")), seed=3)
    store = SaveStore(paths)
    store.autosave(match)
    store.autosave(match)  # the previous copy
    paths.autosave_file.write_bytes(damage)


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_the_window_opens_over_damaged_files_and_says_so_once(qtbot, home: AppPaths, damage: bytes) -> None:  # type: ignore[no-untyped-def]
    _good_settings_with_damaged_main(home, damage)
    _autosave_with_damaged_main(home, damage)
    window = MainWindow(home, load_settings(home.settings_file))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.settings == MINE
    about_settings = [n for n in window.notices if "settings file" in n]
    about_autosave = [n for n in window.notices if "autosaved match" in n]
    assert len(about_settings) == 1 and "previous copy was restored" in about_settings[0]
    assert "settings.json.damaged-" in about_settings[0]
    assert len(about_autosave) == 1 and "previous copy" in about_autosave[0]
    assert "autosave.kartln.json.damaged-" in about_autosave[0]
    assert damage in _contents(home.config_dir) and damage in _contents(home.data_dir)
    assert window.start_screen.continue_button.isVisible()  # the previous copy of the match
    window.continue_match()
    assert window.controller is not None and window.controller.match.seed == 3
    assert len([n for n in window.notices if "autosaved match" in n]) == 1  # told once


def test_the_application_starts_over_damaged_files(home: AppPaths) -> None:
    """The whole start, as `kartln` runs it, in a fresh process (smoke mode quits after one frame)."""
    import os
    import subprocess
    import sys

    for path in (home.settings_file, home.autosave_file):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(DAMAGE["a 5000-digit number"])
    env = {**os.environ, "KARTLN_HOME": str(home.config_dir.parent), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-m", "kartln.gui", "--smoke"], env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "FIRST_PAINT" in result.stdout and "Traceback" not in result.stderr
    assert [p.read_bytes() for p in home.config_dir.glob("settings.json.damaged-*")] == [DAMAGE["a 5000-digit number"]]
    assert [p.read_bytes() for p in home.data_dir.glob("autosave.kartln.json.damaged-*")] == [
        DAMAGE["a 5000-digit number"]]


def test_when_both_autosaves_are_damaged_the_notice_says_why_and_names_both(qtbot, home: AppPaths) -> None:  # type: ignore[no-untyped-def]
    _autosave_with_damaged_main(home, DAMAGE["deep nesting"])
    backup_path(home.autosave_file).write_bytes(DAMAGE["garbage bytes"])
    window = MainWindow(home)
    qtbot.addWidget(window)
    (notice,) = window.notices
    assert "could not be read: not a readable record: nested more than 32 levels deep at line 1, column 33" in notice
    assert "autosave.kartln.json.damaged-" in notice and "autosave.kartln.json.bak.damaged-" in notice
    assert str(home.data_dir) not in notice  # the file is named in words, not by its path
    assert sorted(_contents(home.data_dir)) == sorted([DAMAGE["deep nesting"], DAMAGE["garbage bytes"]])
    assert window.start_screen.continue_button.isHidden()
