"""The ``kartln`` command as a new user meets it: impossible values are refused in one line on
stderr with exit status 2, failures end in one line with status 1, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from kartln.engine import simulate as simulate_module
from kartln.engine.records import load_file, replay
from kartln.gui.cli import main

REPO = Path(__file__).resolve().parents[2]


def run(argv: list[str]) -> int:
    """``kartln argv``'s exit status, whether it returns one or argparse exits."""
    try:
        return main(argv)
    except SystemExit as stop:
        return int(stop.code or 0)


def assert_one_line_refusal(capsys: pytest.CaptureFixture[str], command: str) -> str:
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.splitlines()) == 1, captured.err
    assert captured.err.startswith(f"kartln {command}: "), captured.err
    assert "Traceback" not in captured.err
    return captured.err


@pytest.mark.parametrize(
    ("argv", "command", "says"),
    [
        (["simulate", "--players", "0"], "simulate", "--players must be one of 2, 3, 4 for Thousand, not 0"),
        (["simulate", "--game", "fuenf-dazu", "--players", "5"], "simulate", "for Fünf dazu!"),
        (["simulate", "--players", "three"], "simulate", "--players"),
        (["simulate", "--matches", "0"], "simulate", "--matches must be a whole number of at least 1"),
        (["simulate", "--game", "whist"], "simulate", "no game 'whist'"),
        (["decks", "--out", "sheets", "--width", "0"], "decks", "--width must be between 16 and 1000 pixels"),
        (["decks", "--out", "sheets", "--width", "-120"], "decks", "--width"),
        (["tournament", "--agents", "easy,easy,easy", "--deals", "1", "--jobs", "0"], "tournament",
         "--jobs must be between 1 and 256 worker processes, not 0"),
        (["tournament", "--agents", "easy,easy,easy", "--deals", "999999999999999"], "tournament",
         "--deals must be between 1 and 1000000 deals"),
        (["tournament", "--agents", "easy,easy,easy", "--matches", "100001"], "tournament", "--matches"),
        (["simulate", "--record", ""], "simulate", "--record needs the name of the file to write"),
        (["simulate", "--record", "  "], "simulate", "--record"),
        (["tournament", "--agents", "easy,easy,easy", "--deals", "1", "--jobs", "-1"], "tournament", "--jobs"),
        (["tournament", "--agents", "easy,easy,easy", "--deals", "0"], "tournament", "--deals"),
        (["tournament", "--agents", "easy,easy,easy", "--matches", "-2"], "tournament", "--matches"),
        (["tournament", "--game", "whist", "--agents", "easy,easy", "--deals", "1"], "tournament", "whist"),
        (["bench", "gui", "--deals", "0"], "bench gui", "--deals must be a whole number of at least 1, not 0"),
        (["bench", "gui", "--deals", "-1"], "bench gui", "--deals"),
        (["bench", "gui", "--seconds", "0"], "bench gui", "--seconds must be a positive number of seconds"),
        (["bench", "cards", "--seconds", "-1"], "bench cards", "--seconds"),
        (["bench", "cards", "--seconds", "nan"], "bench cards", "--seconds"),
        (["bench", "cards", "--seconds", "3"], "bench cards", "--seconds must be at most 2 seconds, not 3.0"),
        (["bench", "ai", "--decisions", "0"], "bench ai", "--decisions"),
        (["bench", "ai", "--seconds", "inf"], "bench ai", "--seconds"),
        (["bench", "ai", "--level", "wizard"], "bench ai", "unknown level 'wizard'"),
        (["bench", "ai", "--players", "3"], "bench ai", "unrecognized arguments: --players 3"),
        (["bench", "engine", "--players", "5"], "bench engine", "--players must be one of 2, 3, 4 for Thousand"),
        (["bench", "engine", "--seconds", "-3"], "bench engine", "--seconds"),
        (["bench", "fuzz", "--cases", "0"], "bench fuzz", "--cases must be a whole number of at least 1, not 0"),
        (["bench", "blunders", "--level", "wizard"], "bench blunders", "unknown level 'wizard'"),
        (["bench", "blunders", "--game", "ramsen"], "bench blunders", "for thousand only"),
        (["bench"], "bench", "TARGET"),
        (["bench", "speed"], "bench", "invalid choice: 'speed'"),
    ],
)
def test_impossible_values_are_refused_in_one_line(argv: list[str], command: str, says: str, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    assert run(argv) == 2
    assert says in assert_one_line_refusal(capsys, command)
    assert not (tmp_path / "sheets").exists()


def test_decks_refuses_a_file_as_its_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    existing = tmp_path / "notes.txt"
    existing.write_text("kept", encoding="utf-8")
    assert run(["decks", "--out", str(existing)]) == 2
    assert "is a file" in assert_one_line_refusal(capsys, "decks")
    assert existing.read_text(encoding="utf-8") == "kept"


def test_decks_that_cannot_be_written_fail_in_one_line(qapp, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "notes.txt").write_text("kept", encoding="utf-8")
    assert run(["decks", "--out", str(tmp_path / "notes.txt" / "sheets")]) == 1
    assert "could not write to" in assert_one_line_refusal(capsys, "decks")


def test_simulate_records_the_first_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "first.kartln.json"
    argv = ["simulate", "--game", "fuenf-dazu", "--players", "2", "--matches", "3", "--record", str(path)]
    assert run(argv) == 0
    assert f"first match recorded in {path}" in capsys.readouterr().out
    record = load_file(path)
    assert (record.game, len(record.seats), record.seats[0].level) == ("fuenf-dazu", 2, "random")
    match = replay(record)
    assert match.state.is_terminal() and record.meta["over"] is True
    assert run(["replay", str(path)]) == 0
    assert "winner" in capsys.readouterr().out


def test_a_recorded_match_longer_than_a_record_holds_is_kept_in_progress(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulate_module, "MAX_ACTIONS", 40)
    path = tmp_path / "long.kartln.json"
    assert run(["simulate", "--matches", "1", "--json", "--record", str(path)]) == 0
    record = load_file(path)
    assert len(record.actions) == 40 and record.meta["over"] is False
    assert not replay(record).state.is_terminal()


def test_simulate_fails_in_one_line_where_the_record_cannot_be_written(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--game", "fuenf-dazu", "--matches", "1", "--record", str(tmp_path / "missing" / "r.json")]
    assert run(argv) == 1
    assert "could not write the record" in assert_one_line_refusal(capsys, "simulate")


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--game", "fuenf-dazu", "--matches", "1", "--seed", "-5", "--json"],
        ["bench", "engine", "--game", "fuenf-dazu", "--seconds", "0.05", "--seed", "-1", "--json"],
        ["tournament", "--game", "fuenf-dazu", "--agents", "random,random", "--deals", "1", "--seed", "-3", "--json"],
    ],
)
def test_a_negative_seed_is_a_seed(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert run(argv) == 0
    assert json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    ("target", "has", "lacks"),
    [
        ("engine", ["--players", "--seconds"], ["--deals", "--cases", "--level"]),
        ("ai", ["--level", "--decisions", "--seconds"], ["--players", "--deals", "--cases"]),
        ("blunders", ["--level", "blunder suite"], ["--decisions", "--deals", "--cases", "--seconds"]),
        ("cards", ["--seconds", "card faces"], ["--game", "--seed", "--deals"]),
        ("gui", ["--deals", "--seconds"], ["--game", "--cases", "--decisions"]),
        ("fuzz", ["--cases", "damaged"], ["--game", "--deals", "--seconds"]),
    ],
)
def test_each_bench_target_has_its_own_help(target: str, has: list[str], lacks: list[str],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["bench", target, "--help"]) == 0
    text = capsys.readouterr().out
    assert text.startswith(f"usage: kartln bench {target}")
    assert all(word in text for word in has) and not any(word in text for word in lacks)


def test_the_blunder_suite_describes_the_positions_got_wrong(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["bench", "blunders", "--level", "random"]) == 0
    out = capsys.readouterr().out
    wrong = out.split("positions got wrong:\n")[1].splitlines()
    assert wrong and all(" holding " in line and ": chose " in line for line in wrong)
    assert any("right: " in line for line in wrong) and any("a blunder here" in line for line in wrong)


def test_smoke_says_what_its_number_is(tmp_path: Path) -> None:
    env = {**os.environ, "KARTLN_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-m", "kartln.gui", "--smoke"], env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    line = out.stdout.splitlines()[0]
    assert line.split()[1].isdigit()  # read by the start-up benchmark and the installers
    assert "first frame" in line and "nanoseconds since 1970" in line


def test_the_license_is_an_spdx_expression() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["license"] == "GPL-3.0-or-later"
    # setuptools reads an SPDX expression from version 77 on
    assert "setuptools>=77" in project["build-system"]["requires"]
