"""Checks of the values given to the ``kartln`` sub-commands, shared by all of them.

A value no run can use (no matches, no time, a player count the game is not played by) is refused
before any work starts: :class:`UsageError` names the option and the value, and :func:`refuse`
prints it as one line on stderr for exit status 2, wrong usage. Status 1 is left for a run that
fails (a file that cannot be written, a benchmark outside its goals).
"""

from __future__ import annotations

import math
import sys

from kartln.engine.quoting import one_line, quote
from kartln.engine.registry import GAMES, GameInfo

USAGE = 2  # exit status of wrong usage
FAILURE = 1  # exit status of a run that could not do its work


class UsageError(ValueError):
    """A value on the command line that no run can use."""


def refuse(command: str, problem: object, status: int = USAGE) -> int:
    """Print ``kartln <command>: <problem>`` as one line on stderr; the exit status to return."""
    print(one_line(f"kartln {command}: {problem}"), file=sys.stderr)
    return status


def at_least(option: str, value: int, minimum: int) -> int:
    """``value`` when it is a whole number of at least ``minimum``."""
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise UsageError(f"{option} must be a whole number of at least {minimum}, not {quote(value)}")
    return value


def between(option: str, value: int, low: int, high: int, unit: str) -> int:
    """``value`` when it is a whole number from ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise UsageError(f"{option} must be between {low} and {high} {unit}, not {quote(value)}")
    return value


def positive_seconds(option: str, value: float, most: float = math.inf) -> float:
    """``value`` as a float when it is a positive, finite number of seconds, at most ``most``."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        number = math.nan
    if not (number > 0 and math.isfinite(number)):
        raise UsageError(f"{option} must be a positive number of seconds, not {quote(value)}")
    if number > most:
        raise UsageError(f"{option} must be at most {most:g} seconds, not {quote(value)}")
    return number


def known_game(game_id: str) -> GameInfo:
    """The game of ``--game``."""
    if game_id not in GAMES:
        raise UsageError(f"there is no game {quote(game_id)}; the games are {', '.join(GAMES)} (kartln games)")
    return GAMES[game_id]


def players_for(info: GameInfo, players: int | None) -> int:
    """The player count of ``--players`` (the game's usual one when not given)."""
    if players is None:
        return info.default_players
    if players not in info.player_counts:
        counts = ", ".join(str(n) for n in info.player_counts)
        raise UsageError(f"--players must be one of {counts} for {info.title}, not {quote(players)}")
    return players
