"""The measured strength of the computer levels: the shipped table, and the tournament command
that writes it."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from kartln.ai.levels import levels_for
from kartln.ai.registry import every_game_ai
from kartln.ai.strength import LADDER, Step, ladder_pair, read_table, record_step, shipped_table, table_text
from kartln.engine.registry import game
from kartln.gui.cli import main


@pytest.mark.parametrize("game_id", sorted(every_game_ai()))
def test_every_offered_level_measured_stronger_than_the_one_below(game_id: str) -> None:
    """A level is offered only when a tournament showed it ahead of the level below with the 95 %
    intervals apart; the table the window shows holds that measurement."""
    steps = shipped_table().get(game_id, {})
    offered = levels_for(game_id)
    assert offered[0] == "random"
    for below, level in itertools.pairwise(offered):
        step = steps.get(level)
        assert step is not None, f"{game_id}: {level} was never measured against {below}"
        assert (step.level, step.against) == (level, below)
        assert step.apart, f"{game_id}: {level} is not measurably stronger than {below}: {step}"
        assert step.players in game(game_id).player_counts and step.deals >= 500
        assert step.lower_is_better == game(game_id).counts_down


def test_the_table_lists_only_games_and_levels_that_exist() -> None:
    for game_id, steps in shipped_table().items():
        assert game_id in every_game_ai()
        assert set(steps) <= set(LADDER[1:])


def _step(level: str = "hard", points: float = 5.0) -> Step:
    return Step(level, LADDER[LADDER.index(level) - 1], 3, 1000, 7, False, points, (points - 1, points + 1),
                1.0, (0.5, 1.5), 0.4, 0.3)


def test_a_step_is_apart_only_when_the_level_is_ahead_with_intervals_apart() -> None:
    assert _step(points=5.0).apart
    assert not _step(points=2.0).apart  # 1..3 overlaps 0.5..1.5
    assert not _step(points=-3.0).apart  # behind
    lower = Step("hard", "normal", 4, 1000, 7, True, -0.5, (-0.6, -0.4), 0.1, (0.0, 0.2))
    assert lower.apart
    assert not Step("hard", "normal", 4, 1000, 7, True, 0.1, (0.0, 0.2), -0.5, (-0.6, -0.4)).apart


def test_only_a_level_against_the_level_just_below_is_a_step() -> None:
    assert ladder_pair(["hard", "normal", "normal"]) == ("hard", "normal")
    assert ladder_pair(["easy", "random", "easy", "random"]) == ("easy", "random")
    with pytest.raises(ValueError, match="hard against normal"):
        ladder_pair(["hard", "easy", "easy"])
    for agents in (["hard", "hard", "hard"], ["hard", "normal", "easy"], ["hard:worlds=3", "normal", "normal"]):
        with pytest.raises(ValueError, match="one level against the level below"):
            ladder_pair(agents)
    with pytest.raises(ValueError):
        ladder_pair(["hard", "normal", "normal"], "matches")


def test_recording_replaces_the_levels_step_and_keeps_the_others(tmp_path: Path) -> None:
    path = tmp_path / "strength.json"
    record_step(path, "thousand", _step("hard", 5.0))
    record_step(path, "thousand", _step("normal", 4.0))
    record_step(path, "thousand", _step("hard", 6.0))
    table = read_table(path.read_text(encoding="utf-8"))
    assert table["thousand"]["hard"].points == 6.0 and table["thousand"]["normal"].points == 4.0
    assert read_table(table_text(table)) == table


def test_a_damaged_table_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "strength.json"
    path.write_text('{"format": 1, "games": {"thousand": {"hard": {"level": 3}}}}', encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(ValueError, match="not a strength table"):
        record_step(path, "thousand", _step())
    assert path.read_bytes() == before


def test_the_tournament_command_writes_the_step_it_measured(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "strength.json"
    args = ["tournament", "--game", "fuenf-dazu", "--agents", "easy,random,random,random", "--deals", "3",
            "--seed", "4", "--strength", str(path), "--json"]
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    step = read_table(path.read_text(encoding="utf-8"))["fuenf-dazu"]["easy"]
    easy, rnd = report["pooled"]
    assert (step.against, step.players, step.deals, step.seed) == ("random", 4, 3, 4)
    assert step.points == easy["mean_points"] and step.against_points == rnd["mean_points"]
    assert step.points_ci95 == tuple(easy["points_ci95"]) and step.lower_is_better


def test_the_tournament_command_refuses_a_pair_that_is_no_step_before_it_runs(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "strength.json"
    assert main(["tournament", "--agents", "hard,easy,easy", "--deals", "500", "--strength", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "(hard against normal), not hard against easy" in err
    assert not path.exists()
    assert main(["tournament", "--agents", "easy,random,random", "--deals", "999999999999999"]) == 2
    assert capsys.readouterr().err == ("kartln tournament: --deals must be between 1 and 1000000 deals, "
                                       "not 999999999999999\n")


@pytest.mark.parametrize("damage", ["not json", "[" * 100_000, "{}"])
def test_a_table_that_cannot_be_read_or_written_fails_the_command_before_it_runs_and_is_kept(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str) -> None:
    path = tmp_path / "strength.json"
    path.write_text(damage, encoding="utf-8")
    args = ["tournament", "--agents", "easy,random,random", "--deals", "500", "--strength"]
    assert main([*args, str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a strength table" in err
    assert path.read_text(encoding="utf-8") == damage
    for elsewhere, why in ((tmp_path, "a folder"), (tmp_path / "no" / "strength.json", "there is no folder")):
        assert main([*args, str(elsewhere)]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and why in err


def test_a_partnership_game_measures_partners_of_one_level_against_partners_of_the_level_below(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """One hard player among three normal ones would measure a team of hard and normal: the
    command refuses that seating before it plays a deal."""
    path = tmp_path / "strength.json"
    args = ["tournament", "--game", "bauernschnapsen", "--deals", "500", "--strength", str(path), "--agents"]
    assert main([*args, "hard,normal,normal,normal"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "seats 1 and 3 are partners but play hard and normal (e.g. --agents hard,normal,hard,normal)" in err
    assert main([*args, "easy,easy,random,random"]) == 2
    assert "seats 1 and 3 are partners but play easy and random" in capsys.readouterr().err
    assert not path.exists()
    assert main([*args[:4], "2", *args[5:], "easy,random,easy,random"]) == 0
    assert read_table(path.read_text(encoding="utf-8"))["bauernschnapsen"]["easy"].deals == 2
