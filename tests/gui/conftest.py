"""GUI tests run without a display, never touch the real settings or saves, and never wait on the
table's pace."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Settings and saves under tmp_path (the application reads KARTLN_HOME)."""
    from kartln.gui.paths import AppPaths

    monkeypatch.setenv("KARTLN_HOME", str(tmp_path))
    return AppPaths.under(tmp_path)


@pytest.fixture(autouse=True)
def no_waiting() -> Iterator[None]:
    """Card motions, pauses and thinking times take no wall time; every step still takes place, in order."""
    from kartln.gui.timers import paced

    with paced(0.0):
        yield
