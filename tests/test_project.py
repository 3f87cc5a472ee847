"""Project structure: the package list, the import rules and the headless command line."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
FOLDERS = {"engine": "kartln.engine", "ai": "kartln.ai", "gui": "kartln.gui", "resources": "kartln.resources"}

# Importing PySide6 fails in the child process, so any import of Qt shows up as an error.
_BLOCK_QT = """
import sys
class _NoQt:
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6" or name.startswith("PySide6.") or name.startswith("shiboken6"):
            raise ImportError("Qt is not allowed here: " + name)
        return None
sys.meta_path.insert(0, _NoQt())
"""


def _package_folders_on_disk() -> set[str]:
    """Every folder below the four package folders that holds a file: code and data alike."""
    found = set()
    for folder, package in FOLDERS.items():
        for path in (ROOT / folder).rglob("*"):
            if not path.is_file() or "__pycache__" in path.parts or path.suffix == ".pyc":
                continue
            rel = path.parent.relative_to(ROOT / folder)
            found.add(".".join((package, *rel.parts)))
    return found


def test_setuptools_package_list_matches_the_folders_on_disk() -> None:
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    assert listed == _package_folders_on_disk()


def test_package_dir_maps_the_top_level_folders_into_the_kartln_namespace() -> None:
    mapping = PYPROJECT["tool"]["setuptools"]["package-dir"]
    assert mapping == {package: folder for folder, package in FOLDERS.items()}
    assert not (ROOT / "kartln" / "__init__.py").exists()


def test_ruff_bans_bare_imports_of_the_top_level_folders() -> None:
    banned = PYPROJECT["tool"]["ruff"]["lint"]["flake8-tidy-imports"]["banned-api"]
    assert set(banned) == set(FOLDERS)
    assert "TID" in PYPROJECT["tool"]["ruff"]["lint"]["select"]


def _run_without_qt(code: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    return subprocess.run(
        [sys.executable, "-c", _BLOCK_QT + code], capture_output=True, text=True, cwd=ROOT / "tests", env=env
    )


def test_engine_and_ai_import_without_qt() -> None:
    modules = []
    for folder in ("engine", "ai"):
        for path in (ROOT / folder).rglob("*.py"):
            rel = path.relative_to(ROOT / folder).with_suffix("")
            parts = [p for p in rel.parts if p != "__init__"]
            modules.append(".".join([FOLDERS[folder], *parts]))
    code = "import importlib\n" + "".join(f"importlib.import_module({m!r})\n" for m in sorted(modules))
    result = _run_without_qt(code)
    assert result.returncode == 0, result.stderr


def test_the_qt_blocker_really_blocks_qt() -> None:
    result = _run_without_qt("import PySide6.QtCore")
    assert result.returncode != 0 and "Qt is not allowed" in result.stderr


def test_headless_commands_do_not_import_qt() -> None:
    code = (
        "from kartln.gui.cli import main\n"
        "assert main(['simulate', '--game', 'thousand', '--matches', '1', '--seed', '3']) == 0\n"
        "assert main(['games']) == 0\n"
    )
    result = _run_without_qt(code)
    assert result.returncode == 0, result.stderr
    assert "matches played: 1, of them stopped unfinished" in result.stdout


def test_kartln_games_lists_every_registered_game_with_its_computer_levels(capsys) -> None:  # type: ignore[no-untyped-def]
    from kartln.engine.registry import GAMES
    from kartln.gui.cli import main

    assert main(["games"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == list(GAMES)
    fuenf = next(line for line in lines if line.startswith("fuenf-dazu"))
    assert "players 2, 3, 4" in fuenf and "computer players: random, easy, normal, hard " in fuenf


def test_the_readme_says_every_game_is_playable() -> None:
    """Every registered game has a row in the README's games table, and every row says playable."""
    from kartln.engine.registry import GAMES

    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    start = lines.index("| Game | Players | Status |") + 2
    table = lines[start:lines.index("", start)]
    statuses = [line.split("|")[3].strip() for line in table]
    assert len(statuses) >= len(GAMES) - 1  # Ramsen and Mönch share a row
    assert all(status.startswith("playable") for status in statuses)
    titles = " ".join(line.split("|")[1] for line in table)
    assert all(info.title.split()[0] in titles for info in GAMES.values())


# A layer may import only the layers below it: gui -> ai -> engine.
FORBIDDEN_IMPORTS = {"engine": ("kartln.ai", "kartln.gui"), "ai": ("kartln.gui",)}


def _imported_modules(path: Path) -> list[tuple[int, str]]:
    """(line, module) of every import in a source file, dynamic ones by a literal name included."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.append((node.lineno, node.module))
        elif (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
              and isinstance(node.args[0].value, str) and getattr(node.func, "attr", getattr(node.func, "id", ""))
              in ("import_module", "__import__")):
            found.append((node.lineno, node.args[0].value))
    return found


def test_engine_imports_neither_ai_nor_gui_and_ai_does_not_import_gui() -> None:
    wrong = [f"{path.relative_to(ROOT)}:{line} imports {module}"
             for layer, banned in FORBIDDEN_IMPORTS.items() for path in sorted((ROOT / layer).rglob("*.py"))
             for line, module in _imported_modules(path)
             if any(module == b or module.startswith(b + ".") for b in banned)]
    assert not wrong, "\n".join(wrong)


def test_the_layer_check_sees_static_and_dynamic_imports(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text("import kartln.gui.app\nfrom kartln.ai import levels\nfrom . import near\n"
                      "importlib.import_module('kartln.gui.cli')\n", encoding="utf-8")
    assert _imported_modules(source) == [(1, "kartln.gui.app"), (2, "kartln.ai"), (4, "kartln.gui.cli")]
