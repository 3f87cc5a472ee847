"""``kartln replay``: the state on stdout; a refusal on stderr with status 1; wrong usage 2."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from kartln.engine.records import Match, Seat, dumps
from kartln.engine.registry import game
from kartln.gui.cli import main


def _record(tmp_path: Path, text: str | None = None, name: str = "r.kartln.json",
            names: tuple[str, str, str] = ("Anna", "Борис", "Zoë")) -> Path:
    if text is None:
        info = game("thousand")
        match = Match("thousand", info.default_rules(3), 9, tuple(Seat(n) for n in names))
        rng = random.Random(9)
        for _ in range(12):
            match.apply(info.random_action(list(match.state.legal_actions()), rng))
        text = dumps(match.to_record())
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_good_record_prints_where_the_match_stands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(_record(tmp_path))]) == 0
    out, err = capsys.readouterr()
    assert "12 actions replayed" in out and "Борис" in out and err == ""


def test_control_characters_of_a_file_or_player_name_never_reach_the_terminal(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An escape sequence or a right-to-left override in a name is shown escaped, not obeyed."""
    sneaky = "\x1b[2J\u202eeman"
    assert main(["replay", str(_record(tmp_path, names=(sneaky, "Борис", "Zoë")))]) == 0
    out, _ = capsys.readouterr()
    assert "\\x1b[2J\\u202eeman" in out and "\x1b" not in out and "\u202e" not in out and "Борис" in out
    assert main(["replay", str(_record(tmp_path, "not json", name=f"{sneaky}.kartln.json"))]) == 1
    _, err = capsys.readouterr()
    assert "\\x1b[2J\\u202eeman.kartln.json" in err and "\x1b" not in err and "\u202e" not in err


@pytest.mark.parametrize("text", [
    "[" * 100_000,
    '{"format": "kartln-record", "version": 1, "game": "thousand", "rules": {}, "seed": ' + "9" * 4301 + "}",
    '{"format": "kartln-record", "version": 1, "game": "thousand", "rules": {}, "seed": 1, '
    '"seats": [{"name": "\\ud800"}, {"name": "b"}, {"name": "c"}], "actions": []}',
    '{"format": "kartln-record", "version": 1, "game": "thousand", "rules": {"a\\nb": 1}, "seed": 1, '
    '"seats": [{"name": "a"}, {"name": "b"}, {"name": "c"}], "actions": []}',
])
def test_a_refused_record_is_one_line_on_stderr_and_status_1(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str) -> None:
    assert main(["replay", str(_record(tmp_path, text))]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("kartln replay: ") and err.count("\n") == 1 and len(err) < 500


def test_a_missing_file_is_a_refusal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "none.kartln.json")]) == 1
    assert "No such file" in capsys.readouterr().err


def test_wrong_usage_is_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["replay"])
    assert caught.value.code == 2
    assert "usage" in capsys.readouterr().err


def test_a_failure_inside_kartln_is_status_3_without_a_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from kartln.engine import records

    def broken(record: object) -> None:
        raise IndexError("list index out of range")

    monkeypatch.setattr(records, "replay", broken)
    assert main(["replay", str(_record(tmp_path))]) == 3
    err = capsys.readouterr().err
    assert "internal error" in err and "IndexError" in err and "Traceback" not in err
