"""How strong each computer level measured, per game: the table the application ships.

Each entry is one step of a game's ladder: a level against the level just below it, measured by
``kartln tournament --agents hard,normal,normal --deals N --strength FILE`` (one player of the
level, the others of the level below, every seat rotation; in a partnership game two partners
of the level against two of the level below, ``--agents hard,normal,hard,normal``) and written by
that command. The table of the games that ship is ``strength.json`` beside this module (a game
from another package names its own: ``GameAI.strength_table``); the new-game dialog shows it, and
a test holds every offered level to a step that is ahead of the level below with the 95 %
intervals apart.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from kartln.engine.strict_json import JsonError, read_bytes, read_json

#: Every level name in ladder order; a step measures a level against the one before it.
LADDER: tuple[str, ...] = ("random", "easy", "normal", "hard", "expert")
FORMAT = 1


@dataclass(frozen=True, slots=True)
class Step:
    """One level against the level below: each side's mean score change per deal with its 95 %
    interval (over deals), and each side's share of deals won where it was measured."""

    level: str
    against: str
    players: int
    deals: int
    seed: int | None
    lower_is_better: bool
    points: float
    points_ci95: tuple[float, float]
    against_points: float
    against_points_ci95: tuple[float, float]
    win_rate: float | None = None
    against_win_rate: float | None = None

    @property
    def apart(self) -> bool:
        """Whether the level is ahead of the one below with the two intervals apart."""
        if self.lower_is_better:
            return self.points_ci95[1] < self.against_points_ci95[0]
        return self.points_ci95[0] > self.against_points_ci95[1]

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["points_ci95"] = list(self.points_ci95)
        data["against_points_ci95"] = list(self.against_points_ci95)
        return data

    @staticmethod
    def from_json(data: dict[str, Any]) -> Step:
        return Step(**{**data, "points_ci95": tuple(data["points_ci95"]),
                       "against_points_ci95": tuple(data["against_points_ci95"])})


def ladder_pair(agents: list[str], mode: str = "deals") -> tuple[str, str]:
    """The level and the level below that a tournament's agent list measures. ValueError unless
    the list is one level against the level just below it, by deals, with plain level names."""
    names = list(dict.fromkeys(agents))
    if mode != "deals" or len(names) != 2 or any(":" in n for n in names):
        raise ValueError("--strength records one level against the level below, by deals and without "
                         "overrides (e.g. --agents hard,normal,normal --deals 2000)")
    level, against = names
    if level not in LADDER or against not in LADDER or LADDER.index(level) != LADDER.index(against) + 1:
        below = (f"{level} against {LADDER[LADDER.index(level) - 1]}" if level in LADDER[1:]
                 else "e.g. hard against normal")
        raise ValueError(f"--strength records a level against the level just below it ({below}),"
                         f" not {level} against {against}")
    return level, against


def partners_at_one_level(agents: list[str], teams: tuple[tuple[int, ...], ...]) -> None:
    """ValueError when a seating splits partners between two levels: in a partnership game a level
    is measured as a team against a team of the level below, as it is played."""
    if not teams or len(agents) != sum(map(len, teams)):
        return
    for team in teams:
        split = list(dict.fromkeys(agents[seat] for seat in team))
        if len(split) > 1:
            levels = list(dict.fromkeys(agents))
            example = ",".join(levels[0] if seat in teams[0] else levels[-1] for seat in range(len(agents)))
            raise ValueError(f"partners play at one level: seats {' and '.join(str(seat + 1) for seat in team)} "
                             f"are partners but play {' and '.join(split)} (e.g. --agents {example})")


def step_from_report(report: dict[str, Any]) -> Step:
    """The ladder step a tournament report measured (ValueError: see :func:`ladder_pair`)."""
    pooled = report["pooled"]
    level, against = ladder_pair([r["agent"] for r in pooled], report.get("mode", ""))
    mine, theirs = pooled
    return Step(level, against, report["rotations"], report["deals"], report["seed"],
                bool(report.get("lower_is_better")), mine["mean_points"], tuple(mine["points_ci95"]),
                theirs["mean_points"], tuple(theirs["points_ci95"]), mine["win_rate"], theirs["win_rate"])


def read_table(text: str | bytes) -> dict[str, dict[str, Step]]:
    """The table of a ``strength.json`` text: game id -> level -> its step. ValueError when the
    text is not such a table (read within the limits of :mod:`kartln.engine.strict_json`)."""
    try:
        data = read_json(text)
        if data.get("format") != FORMAT:
            raise ValueError(f"unknown format {data.get('format')!r}")
        return {game: {level: Step.from_json(step) for level, step in steps.items()}
                for game, steps in data["games"].items()}
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise ValueError(f"not a strength table ({exc})") from exc


def read_table_file(path: Path) -> dict[str, dict[str, Step]]:
    """The table in the file ``path`` (a regular file of a few megabytes at most); ValueError when
    it holds no table, OSError when it cannot be read."""
    try:
        data = read_bytes(path)
    except JsonError as exc:
        raise ValueError(f"not a strength table ({exc})") from None
    return read_table(data)


def table_text(table: dict[str, dict[str, Step]]) -> str:
    """The table as JSON with one line per step, so that a new measurement is a one-line change."""
    games = []
    for game in sorted(table):
        steps = [f'   "{level}": {json.dumps(table[game][level].to_json())}'
                 for level in sorted(table[game], key=LADDER.index)]
        games.append(f'  "{game}": {{\n' + ",\n".join(steps) + "\n  }")
    return f'{{\n "format": {FORMAT},\n "games": {{\n' + ",\n".join(games) + "\n }\n}\n"


def record_step(path: Path, game_id: str, step: Step) -> None:
    """Write ``step`` into the table at ``path`` (made when missing), replacing the level's
    earlier step. A file that is not a table is refused (ValueError), never overwritten."""
    table = read_table_file(path) if path.exists() else {}
    table.setdefault(game_id, {})[step.level] = step
    temporary = path.with_name(path.name + ".new")
    temporary.write_text(table_text(table), encoding="utf-8")
    os.replace(temporary, path)


#: The table of the games that ship, as a ``"package:path"`` of package data.
SHIPPED_TABLE = "kartln.ai:strength.json"


@cache
def packaged_table(reference: str) -> dict[str, dict[str, Step]]:
    """The table a game's computer players name (``GameAI.strength_table``, ``"package:path"``)."""
    package, _, path = reference.partition(":")
    return read_table(resources.files(package).joinpath(path).read_text(encoding="utf-8"))


def shipped_table() -> dict[str, dict[str, Step]]:
    """The table that ships with the application."""
    return packaged_table(SHIPPED_TABLE)


def measured_steps(game_id: str) -> dict[str, Step]:
    """The measured steps of ``game_id``'s ladder, by level, from the table its computer players
    name (empty when none were measured, or the game has no computer players)."""
    from kartln.ai.registry import game_ai, has_ai

    if not has_ai(game_id):
        return {}
    return packaged_table(game_ai(game_id).strength_table).get(game_id, {})
