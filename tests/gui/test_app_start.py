"""Starting the application: the window paints its first frame; without a display it explains."""

from __future__ import annotations

import json
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


_LOADED = ("sorted(m for m in sys.modules if m in ('kartln.gui.game_screen', 'kartln.gui.controller') "
           "or m.startswith('kartln.ai.') or m.startswith('kartln.engine.games.') and m.endswith('.state'))")
_START_THEN_TABLE = f"""
import json, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from kartln.gui.main_window import MainWindow
from kartln.gui.paths import AppPaths
app = QApplication([])
window = MainWindow(AppPaths.under(Path(sys.argv[1])))
window.show()
app.processEvents()
print(json.dumps([window.stack.count(), {_LOADED}]))
table = window.game
print(json.dumps([window.stack.count(), window.stack.indexOf(table), window.game is table]))
"""


def test_the_start_screen_shows_before_the_table_and_the_engines_load(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-c", _START_THEN_TABLE, str(tmp_path)], capture_output=True, text=True,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), timeout=60)
    assert out.returncode == 0, out.stderr
    at_start, with_table = (json.loads(line) for line in out.stdout.splitlines()[-2:])
    assert at_start == [1, []]  # the start screen only; no table, computer players or game engines
    assert with_table == [2, 1, True]  # the table is made once, when first asked for
