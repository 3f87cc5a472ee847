"""``kartln bench engine``: the reference match state of every registered game, counted generically."""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
from typing import Any

import pytest
from kartln.engine import events as ev
from kartln.engine.bench import bench_game, is_played_deal, run_engine_bench_command
from kartln.engine.games.thousand.scoring import SheetRow
from kartln.engine.registry import GAMES, game
from kartln.gui.cli import main


def _bench_args(**kw: Any) -> argparse.Namespace:
    args = {"game": "thousand", "players": None, "seconds": 0.2, "seed": 1, "json": True} | kw
    return argparse.Namespace(**args)


def test_bench_engine_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_engine_bench_command(_bench_args(players=2)) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"game", "players", "deals", "deals_per_second", "seconds", "seed", "python"}
    assert (out["game"], out["players"], out["seconds"], out["seed"]) == ("thousand", 2, 0.2, 1)
    assert out["deals"] > 0 and out["deals_per_second"] > 0


def test_bench_engine_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_engine_bench_command(_bench_args(json=False, seconds=0.1)) == 0
    out = capsys.readouterr().out
    assert "Thousand, 3 players" in out and "deals/s" in out and len(out.splitlines()) == 1


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_registered_game_is_benchmarked(game_id: str) -> None:
    info = game(game_id)
    for players in info.player_counts:
        result = bench_game(game_id, players, 0.05, seed=3)
        assert (result["game"], result["players"]) == (game_id, players)
        assert result["deals_per_second"] > 0
    assert bench_game(game_id, None, 0.05, seed=3)["players"] == info.default_players


@pytest.mark.parametrize(
    "changes",
    [{"game": "whist"}, {"players": 5}, {"players": 1}, {"seconds": 0}, {"seconds": -1}, {"seconds": float("nan")},
     {"seconds": float("inf")}],
)
def test_bench_engine_refuses_wrong_values_in_one_line(changes: dict[str, Any],
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert run_engine_bench_command(_bench_args(**changes)) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.splitlines()) == 1 and captured.err.startswith("kartln bench engine: ")


def test_bench_engine_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "engine", "--game", "thousand", "--players", "4", "--seconds", "0.1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["players"] == 4
    assert main(["bench", "engine", "--game", "whist"]) == 2
    assert "whist" in capsys.readouterr().err


def test_played_deals_are_the_rows_without_a_void_reason() -> None:
    row = SheetRow(1, 0, 1, 100, True, False, False, (0, 0, 0), (0, 0, 0))
    void = SheetRow(1, 0, None, 0, False, False, False, (0, 0, 0), (0, 0, 0), void_reason="re-deal: four nines")
    assert is_played_deal(row)
    assert not is_played_deal(void)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_scored_deal_is_a_row_of_the_match_s_sheet(game_id: str) -> None:
    """The benchmark counts deals by sheet rows: every game writes a row for each deal it scores,
    in the one sheet list of the match."""
    info = game(game_id)
    state: Any = info.new_state(info.default_rules(info.default_players), 3)
    sheet, rng, scored = state.sheet, random.Random(3), []
    while not state.is_terminal() and len(sheet) < 40:
        scored += [e.details for e in state.apply(info.random_action(state.legal_actions(), rng))
                   if type(e) is ev.DealScored]
    assert state.sheet is sheet and scored == sheet and sheet


@pytest.mark.parametrize("players", [2, 3, 4])
def test_counted_deals_are_thousand_s_played_rows(players: int) -> None:
    """In Thousand the rows counted are those with a declarer: re-deals and voided cuts are left out."""
    info = game("thousand")
    rules = info.default_rules(players)
    void = 0
    for seed in range(3):
        state: Any = info.new_state(rules, seed)
        rng = random.Random(seed)
        while not state.is_terminal() and len(state.sheet) < 300:
            state.apply(info.random_action(state.legal_actions(), rng))
        counted = sum(1 for row in state.sheet if is_played_deal(row))
        played = [row for row in state.sheet if row.declarer is not None]
        assert counted == len(played) > 0
        void += len(state.sheet) - len(played)
    assert void > 0  # re-deals and voided cuts happened and were left out


def test_bench_does_not_load_qt() -> None:
    code = "import sys, kartln.engine.bench; assert not any(m.startswith('PySide6') for m in sys.modules)"
    subprocess.run([sys.executable, "-c", code], check=True)
