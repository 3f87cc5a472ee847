"""Why an action is refused is asked of the state (``why_not``), for every registered game: nothing
for a legal action; for any other, the same refusal applying it would raise, found without
changing the match (in the card play without playing on a copy: every game's check of a card
play changes nothing). Each refusal is a message id the window can translate: a template written
out in the engine's source, with its arguments apart."""

from __future__ import annotations

import ast
import random
from pathlib import Path
from unittest import mock

import pytest
from kartln.engine.actions import Pass, PlayCard
from kartln.engine.match import MatchPhase, TrickMatch
from kartln.engine.messages import Refusal
from kartln.engine.registry import GAMES
from kartln.engine.state import Action, AnyState, refusal_on_copy


def _positions(game_id: str, seed: int, count: int) -> list[tuple[AnyState, list[Action]]]:
    """States of a random match, each with actions worth trying there: the legal ones, the card
    plays and marriages of every card, and what was legal a few moves before."""
    info = GAMES[game_id]
    state = info.new_state(info.default_rules(), seed)
    rng = random.Random(seed)
    out: list[tuple[AnyState, list[Action]]] = []
    earlier: list[Action] = []
    while not state.is_terminal() and len(out) < count:
        legal = list(state.legal_actions())
        if rng.random() < 0.25:
            probes = [*legal, Pass(), *(PlayCard(c) for c in range(36)), *(PlayCard(c, True) for c in range(36)),
                      *earlier[-12:]]
            out.append((state.clone(), probes))
        earlier += legal
        state.apply(info.random_action(legal, rng))
    return out


def _engine_literals() -> set[str]:
    """Every string written out in the engine's source."""
    found: set[str] = set()
    for path in (Path(__file__).parents[2] / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    return found


ENGINE_LITERALS = _engine_literals()


@pytest.mark.parametrize("game_id", tuple(GAMES))
def test_the_state_says_why_an_action_is_refused_without_changing_anything(game_id: str) -> None:
    refused = 0
    templates: set[str] = set()
    for state, probes in _positions(game_id, seed=11, count=40):
        legal = set(state.legal_actions())
        before = [state.observation(s) for s in range(state.num_players)], len(state.log)
        for action in probes:
            reason = state.why_not(action)
            if action in legal:
                assert reason is None, (game_id, action)
                continue
            refused += 1
            assert reason and reason == refusal_on_copy(state, action), (game_id, action, reason)
            assert isinstance(reason, Refusal), (game_id, action, reason)
            templates.add(reason.template)
        assert ([state.observation(s) for s in range(state.num_players)], len(state.log)) == before
    assert refused > 100
    for template in templates:  # found by the translation sources' scan, so translated
        assert template in ENGINE_LITERALS, template


@pytest.mark.parametrize("game_id", tuple(GAMES))
def test_a_card_play_is_refused_without_a_copy_of_the_match(game_id: str) -> None:
    """In the card play (of the games built on the trick-taking core) the check alone answers."""
    checked = 0
    for state, probes in _positions(game_id, seed=5, count=60):
        if not isinstance(state, TrickMatch) or state.phase != MatchPhase.PLAY:
            continue
        with mock.patch.object(type(state), "clone", side_effect=AssertionError("copied")):
            for action in probes:
                if isinstance(action, PlayCard) and action not in state.legal_actions():
                    assert state.why_not(action)
                    checked += 1
    assert checked > 0
