"""Game-specific parts of the table: snapshots, event choreography, phase panels, score sheets.

Each game has one small adapter behind the :class:`~kartln.gui.games.base.GameUi` interface, named
in its engine entry (``GameParts.table``) and imported when first needed; the table, the
controller and the windows stay game-agnostic.
"""

from __future__ import annotations

from typing import cast

from kartln.engine.game_info import load_part
from kartln.engine.registry import GAMES, game
from kartln.gui.games.base import GameUi


def game_ui_class(game_id: str) -> type[GameUi]:
    """The table adapter class of ``game_id``; ValueError for an unknown game or one without a table."""
    try:
        info = game(game_id)
    except ValueError:
        raise ValueError(f"no table for the game {game_id!r}") from None
    if not info.parts.table:
        raise ValueError(f"{info.title} has no table; it is played headless only")
    found = load_part(info.parts.table)
    if not isinstance(found, type) or getattr(found, "game_id", None) != game_id:
        raise TypeError(f"{info.parts.table} names no table adapter of {info.title} (a GameUi class)")
    return cast(type[GameUi], found)


def game_ui(game_id: str) -> GameUi:
    return game_ui_class(game_id)()


def supported_games() -> tuple[str, ...]:
    """The games that can be played at the table, in the games' order."""
    return tuple(game_id for game_id, info in GAMES.items() if info.parts.table)
