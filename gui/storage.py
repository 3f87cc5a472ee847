"""Safe file writing: atomic replacement with the previous copy kept, damaged files set aside."""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def atomic_write_text(path: Path, text: str, *, keep_backup: bool = True, sync: bool = True) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file, never half.

    With ``keep_backup`` the file being replaced stays as ``<name>.bak``.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            if sync:
                os.fsync(f.fileno())
        if keep_backup and path.exists():
            os.replace(path, backup_path(path))
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def move_aside(path: Path) -> Path | None:
    """Rename a damaged file to ``<name>.damaged-<timestamp>``; return the new path (None if gone)."""
    if not path.exists():
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
