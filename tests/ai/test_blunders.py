"""The blunder suite (kartln/ai/thousand/blunders.json): positions with one clearly right
decision. Normal must pass at least 90 %, hard (the strongest level offered) at least 95 %."""

from __future__ import annotations

import json

import pytest
from kartln.ai.thousand.blunders import position, run_suite, suite
from kartln.gui.cli import main


def test_the_suite_is_well_formed() -> None:
    entries = suite()
    assert len(entries) >= 50
    assert len({e["id"] for e in entries}) == len(entries)
    for entry in entries:
        state = position(entry)
        legal = [a.text() for a in state.legal_actions()]
        assert len(legal) > 1, entry["id"]
        assert all(g in legal for g in entry.get("good", [])), entry["id"]
        assert any(a not in entry.get("bad", []) for a in legal), entry["id"]


@pytest.mark.parametrize(("level", "required"), [("normal", 0.90), ("hard", 0.95)])
def test_pass_rate(level: str, required: float) -> None:
    report = run_suite(level)
    assert report["pass_rate"] >= required, f"{level} passes {report['pass_rate']:.0%}; failed: {report['failed']}"


def test_the_random_player_fails_the_suite() -> None:
    """The suite has teeth: choosing at random gets many positions wrong."""
    assert run_suite("random")["pass_rate"] < 0.7


def test_the_blunders_command_reports_the_pass_rate(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "blunders", "--level", "easy", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["level"] == "easy"
    assert report["positions"] == len(suite())
    assert sum(c["passed"] for c in report["by_category"].values()) == round(report["pass_rate"] * len(suite()))


def test_the_blunders_command_refuses_unknown_levels_and_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "blunders", "--level", "grandmaster"]) == 2
    assert "unknown level" in capsys.readouterr().err
    assert main(["bench", "blunders", "--game", "ramsen"]) == 2
    assert "a blunder suite for thousand only" in capsys.readouterr().err
