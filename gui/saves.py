"""Saved matches: the autosave written after every action, and named saves.

A save is a match record (engine/records.py): game, rules, seed, seats and actions. Writing is
atomic and keeps the previous copy as ``.bak``. A file that cannot be read or replayed is moved
aside as ``<name>.damaged-<timestamp>``; for the autosave the previous copy is tried next, so a
damaged file costs at most the last action.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kartln.engine.records import Match, Record, RecordError, dumps, load_file, replay
from kartln.gui.paths import AppPaths
from kartln.gui.storage import atomic_write_text, backup_path, move_aside

SAVE_SUFFIX = ".kartln.json"


@dataclass(frozen=True)
class LoadOutcome:
    match: Match | None
    error: str = ""  # why a file could not be used (empty when all was well)
    moved_to: Path | None = None  # where the damaged file went
    from_backup: bool = False  # the match came from the previous copy

    @property
    def ok(self) -> bool:
        return self.match is not None


def record_meta(match: Match) -> dict[str, Any]:
    state = match.state
    return {
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "title": match.info.title,
        "deal": getattr(state, "deal_no", 0),
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
        return LoadOutcome(None, str(exc), moved)


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

    def inspect(self) -> tuple[Record | None, str, Path | None]:
        """Like :meth:`peek`, but an unreadable autosave is moved aside: (record, error, moved to)."""
        main = self.autosave_file
        error, moved = "", None
        if main.exists():
            try:
                return load_file(main), "", None
            except RecordError as exc:
                error, moved = str(exc), move_aside(main)
        bak = backup_path(main)
        if bak.exists():
            try:
                return load_file(bak), error, moved
            except RecordError as exc:
                error = error or str(exc)
                moved = moved or move_aside(bak)
        return None, error, moved

    def load_autosave(self) -> LoadOutcome:
        """The autosaved match; a damaged file is moved aside and the previous copy tried."""
        main, bak = self.autosave_file, backup_path(self.autosave_file)
        error, moved = "", None
        if main.exists():
            try:
                return LoadOutcome(read_match(main))
            except RecordError as exc:
                error, moved = str(exc), move_aside(main)
        if bak.exists():
            try:
                match = read_match(bak)
            except RecordError as exc:
                error = error or str(exc)
                moved_bak = move_aside(bak)
                return LoadOutcome(None, error, moved or moved_bak)
            return LoadOutcome(match, error, moved, from_backup=True)
        return LoadOutcome(None, error or "no autosaved match", moved)

    def clear(self) -> None:
        """Forget the autosave (the match is over or was abandoned)."""
        for path in (self.autosave_file, backup_path(self.autosave_file)):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
