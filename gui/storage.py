"""Safe file writing: atomic replacement with the previous copy kept, damaged files set aside."""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
import time
from pathlib import Path

from kartln.engine.quoting import quote


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def atomic_write_text(path: Path, text: str, *, keep_backup: bool = True, sync: bool = True) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file, never half.

    With ``keep_backup`` the file being replaced stays as ``<name>.bak``. Text that UTF-8 cannot
    hold (a lone surrogate) raises OSError like any other failed write, before any file is touched,
    so callers handle one kind of error.
    """
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise OSError(errno.EILSEQ, f"the text holds {quote(exc.object[exc.start:exc.end])}, which UTF-8 "
                                    "cannot store") from None
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
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
