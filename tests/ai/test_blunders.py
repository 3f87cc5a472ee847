"""The blunder suite (tests/golden/thousand_blunders.json): positions with one clearly right
decision. Normal must pass at least 90 %, expert at least 95 %."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from ai_helpers import new_state
from kartln.ai.levels import make_agent
from kartln.engine.actions import parse_action
from kartln.engine.games.thousand.rules import ThousandRules
from kartln.engine.games.thousand.state import ThousandState

SUITE = json.loads((Path(__file__).parents[1] / "golden" / "thousand_blunders.json").read_text(encoding="utf-8"))
POSITIONS: list[dict[str, Any]] = SUITE["positions"]


def position(entry: dict[str, Any]) -> ThousandState:
    if "hands" in entry:
        state = new_state(*entry["hands"], entry["stock"])
    else:
        state = ThousandState(ThousandRules(), entry["seed"])
    for text in entry["actions"]:
        state.apply(parse_action(text))
    return state


def passes(entry: dict[str, Any], level: str) -> bool:
    state = position(entry)
    seat = state.current_player()
    action = make_agent("thousand", level, 17).choose(state.observation(seat), state.legal_actions()).text()
    if "good" in entry:
        return action in entry["good"]
    return action not in entry["bad"]


def test_the_suite_is_well_formed() -> None:
    assert len(POSITIONS) >= 50
    assert len({e["id"] for e in POSITIONS}) == len(POSITIONS)
    for entry in POSITIONS:
        state = position(entry)
        legal = [a.text() for a in state.legal_actions()]
        assert len(legal) > 1, entry["id"]
        assert all(g in legal for g in entry.get("good", [])), entry["id"]
        assert any(a not in entry.get("bad", []) for a in legal), entry["id"]


@pytest.mark.parametrize(("level", "required"), [("normal", 0.90), ("expert", 0.95)])
def test_pass_rate(level: str, required: float) -> None:
    failed = [e["id"] for e in POSITIONS if not passes(e, level)]
    rate = 1 - len(failed) / len(POSITIONS)
    assert rate >= required, f"{level} passes {rate:.0%}; failed: {failed}"
