"""GUI tests run without a display, and never touch the real settings or saves."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Settings and saves under tmp_path (the application reads KARTLN_HOME)."""
    from kartln.gui.paths import AppPaths

    monkeypatch.setenv("KARTLN_HOME", str(tmp_path))
    return AppPaths.under(tmp_path)
