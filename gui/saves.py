"""Saved matches: the autosave written after every action, and named saves.

A save is a match record (engine/records.py): game, rules, seed, seats and actions. Writing is
atomic and keeps the previous copy as ``.bak``. A file that cannot be read or replayed is moved
aside as ``<name>.damaged-<timestamp>``; for the autosave the previous copy is tried next, so a
damaged file costs at most the last action.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from kartln.engine.records import Match, Record, RecordError, dumps, load_file, replay
from kartln.gui.paths import AppPaths
from kartln.gui.storage import atomic_write_text, backup_path, move_aside

SAVE_SUFFIX = ".kartln.json"

T = TypeVar("T")


@dataclass(frozen=True)
class LoadOutcome:
    match: Match | None
    error: str = ""  # why a file could not be used (empty when all was well)
    set_aside: tuple[Path, ...] = ()  # where damaged files went (their bytes unchanged)
    from_backup: bool = False  # the match came from the previous copy

    @property
    def ok(self) -> bool:
        return self.match is not None


def record_meta(match: Match) -> dict[str, Any]:
    state = match.state
    return {
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "title": match.info.title,
        "deal": state.deal_no,
        "over": state.is_terminal(),
    }


def write_match(path: Path, match: Match, *, sync: bool = True) -> None:
    atomic_write_text(path, dumps(match.to_record(record_meta(match))) + "\n", sync=sync)


def read_match(path: Path) -> Match:
    """Load and replay a save; any problem raises RecordError."""
    return replay(load_file(path))


def open_save(path: Path) -> LoadOutcome:
    """Open a named save; a damaged one is moved aside and reported."""
    try:
        return LoadOutcome(read_match(path))
    except RecordError as exc:
        moved = move_aside(path) if path.exists() else None
        return LoadOutcome(None, _reason(exc, path), (moved,) if moved else ())


def _reason(exc: RecordError, path: Path) -> str:
    """Why a file was refused, without its path: the player's notice names the file in words."""
    return str(exc).removeprefix(f"{path}: ")


class SaveStore:
    """The autosave of the running match.

    It is written after every action, so by default it skips fsync: the previous copy (.bak) is
    kept by the same atomic replacement, and a crash can cost at most the last action.
    """

    def __init__(self, paths: AppPaths, *, sync: bool = False) -> None:
        self.paths = paths
        self.sync = sync

    @property
    def autosave_file(self) -> Path:
        return self.paths.autosave_file

    def autosave(self, match: Match) -> None:
        write_match(self.autosave_file, match, sync=self.sync)

    def has_autosave(self) -> bool:
        return self.autosave_file.exists() or backup_path(self.autosave_file).exists()

    def peek(self) -> Record | None:
        """The autosave's record without replaying it (for the Continue button), or None."""
        for path in (self.autosave_file, backup_path(self.autosave_file)):
            if path.exists():
                try:
                    return load_file(path)
                except RecordError:
                    continue
        return None

    def inspect(self) -> tuple[Record | None, str, tuple[Path, ...]]:
        """Like :meth:`peek`, but unreadable files are moved aside: (record, error, set aside)."""
        record, error, set_aside, _ = self._first_readable(load_file)
        return record, error, set_aside

    def load_autosave(self) -> LoadOutcome:
        """The autosaved match; a damaged file is moved aside and the previous copy tried."""
        match, error, set_aside, from_backup = self._first_readable(read_match)
        if match is None:
            return LoadOutcome(None, error or "no autosaved match", set_aside)
        return LoadOutcome(match, error, set_aside, from_backup)

    def _first_readable(self, read: Callable[[Path], T]) -> tuple[T | None, str, tuple[Path, ...], bool]:
        """What ``read`` makes of the autosave or else its previous copy, moving aside each that fails:
        (the result or None, the first error, the files set aside, whether the previous copy served)."""
        main = self.autosave_file
        error = ""
        set_aside: list[Path] = []
        for path in (main, backup_path(main)):
            if not path.exists():
                continue
            try:
                return read(path), error, tuple(set_aside), path != main
            except RecordError as exc:
                error = error or _reason(exc, path)
                moved = move_aside(path)
                if moved is not None:
                    set_aside.append(moved)
        return None, error, tuple(set_aside), False

    def clear(self) -> None:
        """Forget the autosave (the match is over or was abandoned)."""
        for path in (self.autosave_file, backup_path(self.autosave_file)):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
