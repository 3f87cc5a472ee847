"""Safe file writing: atomic replacement with the previous copy kept, damaged files set aside."""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import shutil
import tempfile
import time
from pathlib import Path

from kartln.engine.quoting import quote


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


#: A temporary file of a write older than this was left by a write that was killed.
STRAY_SECONDS = 10.0


def atomic_write_text(path: Path, text: str, *, keep_backup: bool = True, sync: bool = True) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file, never half,
    and never no file at all.

    With ``keep_backup`` the file being replaced stays as ``<name>.bak``. Text that UTF-8 cannot
    hold (a lone surrogate) raises OSError like any other failed write, before any file is touched,
    so callers handle one kind of error. With ``sync`` the data and the folder's new entries reach
    the disk before it returns.
    """
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise OSError(errno.EILSEQ, f"the text holds {quote(exc.object[exc.start:exc.end])}, which UTF-8 "
                                    "cannot store") from None
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stray_temporaries(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            if sync:
                os.fsync(f.fileno())
        if keep_backup and path.is_file():
            _copy_in_place(path, backup_path(path))
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if sync:
        sync_folder(path.parent)


def _copy_in_place(source: Path, target: Path) -> None:
    """Make ``target`` a copy of ``source`` by one rename, so that ``source`` is never missing (two
    renames, old to backup and new to old, leave no file when a kill falls between them). The copy
    is a second name of the same file where the file system has hard links, else a byte copy."""
    staged = source.with_name(f".{source.name}.{secrets.token_hex(4)}.tmp")
    try:
        try:
            os.link(source, staged)
        except OSError:
            shutil.copyfile(source, staged)
        os.replace(staged, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(staged)
        raise


def remove_stray_temporaries(path: Path, older_than: float = STRAY_SECONDS) -> None:
    """Delete the temporary files that killed writes of ``path`` left beside it; a younger one may
    belong to a write in progress (a second window) and is left alone."""
    prefix, now = f".{path.name}.", time.time()
    with contextlib.suppress(OSError):
        for entry in os.scandir(path.parent):
            if entry.name.startswith(prefix) and entry.name.endswith(".tmp") and entry.is_file(follow_symlinks=False):
                with contextlib.suppress(OSError):
                    info = entry.stat(follow_symlinks=False)  # a fresh hard link has an old mtime, a new ctime
                    if now - max(info.st_mtime, info.st_ctime) > older_than:
                        os.unlink(entry.path)


def sync_folder(folder: Path) -> None:
    """Flush a folder's entries (a rename) to the disk, where the system allows it (POSIX)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


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
