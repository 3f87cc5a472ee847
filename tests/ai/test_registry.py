"""The AI registry: every game with computer players offers its levels through one make_agent;
the worker, the tournament and the bench serve any of them."""

from __future__ import annotations

import argparse
import json
from dataclasses import replace

import pytest
from kartln.ai import registry
from kartln.ai.bench import bench_ai
from kartln.ai.levels import levels_for, make_agent, parse_level
from kartln.ai.tournament import run_tournament, run_tournament_command
from kartln.ai.worker import AIWorker
from kartln.engine.cards import Suit
from kartln.engine.games.fuenf_dazu import FuenfDazuRules
from kartln.engine.games.moench import MoenchRules
from kartln.engine.games.moench.order import moench_order
from kartln.engine.games.thousand.rules import ThousandRules, marriage_values
from kartln.engine.registry import GAMES, game

# A search level with a fixed budget and no time limits, so decisions are reproducible.
QUICK = {"hard": "hard:worlds=4:time_cap=1000:hard_cap=1000"}


def test_levels_per_game() -> None:
    assert levels_for("thousand") == ("random", "easy", "normal", "hard")  # expert is not offered
    assert levels_for("fuenf-dazu") == ("random", "easy", "normal", "hard")
    assert set(registry.every_game_ai()) == set(GAMES)  # every game that ships has computer players


def test_unknown_games_and_levels_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        make_agent("skat", "normal", 1)
    with pytest.raises(ValueError):
        make_agent("fuenf-dazu", "expert", 1)
    with pytest.raises(ValueError):
        parse_level("normal:nonsense=1", "fuenf-dazu")
    assert parse_level("hard:worlds=3", "fuenf-dazu").kind == "search"
    assert parse_level("hard:worlds=3").kind == "search" and parse_level("easy").kind == "heuristic"


def test_a_game_without_computer_players_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    info = game("fuenf-dazu")
    monkeypatch.setitem(GAMES, "fuenf-dazu", replace(info, parts=replace(info.parts, ai="")))
    with pytest.raises(ValueError, match="no computer players"):
        make_agent("fuenf-dazu", "normal", 1)
    with pytest.raises(ValueError, match="no computer players"):
        levels_for("fuenf-dazu")


def test_players_are_made_for_the_rules_they_are_given() -> None:
    """Rule values come from the rules object (the game's defaults without one), never guessed."""
    german = ThousandRules(card_pack="german", marriage_values="by_skin", ace_marriage=True)
    assert marriage_values(german) != marriage_values(ThousandRules())
    for rules, values, aces in ((german, marriage_values(german), True),
                               (None, marriage_values(ThousandRules()), False)):
        player = make_agent("thousand", "normal", 1, rules)
        assert (player.values, player.ace_marriage) == (values, aces)  # type: ignore[attr-defined]
    for moench_rules, keep in ((MoenchRules(moench_keep_ramsen_trumps=False), False), (None, True)):
        decider = make_agent("moench", "normal", 1, moench_rules).decider  # type: ignore[attr-defined]
        assert decider.order_for(Suit.HEARTS) is moench_order(Suit.HEARTS, keep)
    with pytest.raises(TypeError, match="names no card order"):
        make_agent("ramsen", "normal", 1, FuenfDazuRules())


# Thousand: test_levels_and_commands
@pytest.mark.parametrize("game_id", sorted(set(registry.every_game_ai()) - {"thousand"}))
def test_every_level_plays_a_deal_with_legal_actions(game_id: str) -> None:
    info = game(game_id)
    rules = info.default_rules()
    for level in levels_for(game_id):
        spec = QUICK.get(level, level)
        state = info.new_state(rules, 7)
        agents = [make_agent(game_id, spec, seat, rules) for seat in range(info.default_players)]
        while not (state.sheet and state.sheet[-1].played):
            seat = state.current_player()
            legal = state.legal_actions()
            action = agents[seat].choose(state.observation(seat), legal)
            assert action in legal
            state.apply(action)


def test_the_worker_serves_fuenf_dazu() -> None:
    info = game("fuenf-dazu")
    rules = info.default_rules()
    state = info.new_state(rules, 4)
    worker = AIWorker()
    try:
        for i in range(6):
            seat = state.current_player()
            obs, legal = state.observation(seat), state.legal_actions()
            for level in ("normal", QUICK["hard"]):
                expected = make_agent("fuenf-dazu", level, 50 + i, rules).choose(obs, legal)
                got = worker.submit("fuenf-dazu", level, 50 + i, obs, legal, rules).result(timeout=120)
                assert got == expected
            state.apply(legal[0])
    finally:
        worker.shutdown()


def test_tournament_command_runs_for_fuenf_dazu(capsys: pytest.CaptureFixture[str]) -> None:
    hard = "hard:worlds=2:time_cap=1000:hard_cap=1000"
    args = argparse.Namespace(game="fuenf-dazu", agents=f"{hard},normal,easy,random", deals=3, matches=None, seed=2,
                              jobs=1, json=True)
    assert run_tournament_command(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["lower_is_better"] is True
    results = report["results"]
    assert [r["games"] for r in results] == [12] * 4  # 3 deals x 4 rotations
    assert abs(sum(r["win_rate"] for r in results) - 1.0) < 1e-3  # the lowest change wins, ties split
    for r in results:
        assert r["points_ci95"][0] <= r["mean_points"] <= r["points_ci95"][1]
    args.json = False
    assert run_tournament_command(args) == 0
    assert "lower is better" in capsys.readouterr().out


def test_tournament_pools_copies_and_plays_matches() -> None:
    report = run_tournament("fuenf-dazu", ["normal", "easy", "easy", "easy"], 4, seed=3)
    pooled = {r["agent"]: r for r in report["pooled"]}
    assert pooled["easy"]["games"] == 3 * pooled["normal"]["games"] == 48
    # four identical players on the same deals: their changes add up to the same total
    same = run_tournament("fuenf-dazu", ["easy:noise=0"] * 4, 3, seed=3)
    assert len({r["mean_points"] for r in same["results"]}) == 1
    matches = run_tournament("fuenf-dazu", ["normal", "easy", "random"], 1, seed=1, mode="matches")
    assert sum(r["win_rate"] for r in matches["results"]) == pytest.approx(1.0, abs=1e-3)


def test_bench_ai_times_fuenf_dazu_decisions() -> None:
    report = bench_ai("fuenf-dazu", "normal", 20, seed=1)
    assert report["decisions"] == 20 and set(report["by_kind"]) == {"play"}
