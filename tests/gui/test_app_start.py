"""Starting the application: the window paints its first frame; without a display it explains."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def _run(args: list[str], env_changes: dict[str, str | None], home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["KARTLN_HOME"] = str(home)
    for key, value in env_changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return subprocess.run([sys.executable, "-m", "kartln.gui", *args], capture_output=True, text=True, env=env,
                          timeout=60)


def test_the_window_paints_its_first_frame(tmp_path: Path) -> None:
    out = _run(["--smoke"], {"QT_QPA_PLATFORM": "offscreen"}, tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("FIRST_PAINT ")


def test_without_a_display_the_command_explains_instead_of_crashing(tmp_path: Path) -> None:
    if sys.platform in ("win32", "darwin"):
        return
    out = _run([], {"QT_QPA_PLATFORM": None, "DISPLAY": None, "WAYLAND_DISPLAY": None}, tmp_path)
    assert out.returncode == 1
    assert "no display" in out.stderr
