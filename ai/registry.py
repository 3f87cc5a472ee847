"""The computer players of every game, by game id (DESIGN.md §3).

Each game names the maker of its :class:`~kartln.ai.game_ai.GameAI` in its engine entry
(``GameParts.ai``); it is made when first asked for, so a game's modules are imported only when
its players are needed. A game whose entry names none has no computer players.
"""

from __future__ import annotations

from kartln.ai.game_ai import GameAI, LevelSpec
from kartln.engine.game_info import GameInfo, load_part
from kartln.engine.registry import GAMES, game

_MADE: dict[str, tuple[GameInfo, GameAI]] = {}


def has_ai(game_id: str) -> bool:
    """Whether ``game_id`` (a known game) has computer players."""
    return bool(game(game_id).parts.ai)


def game_ai(game_id: str) -> GameAI:
    """The computer players of ``game_id``; ValueError for an unknown game or one without any."""
    info = game(game_id)  # an unknown game raises here
    made = _MADE.get(game_id)
    if made is not None and made[0] is info:
        return made[1]
    if not info.parts.ai:
        raise ValueError(f"{info.title} has no computer players yet")
    maker = load_part(info.parts.ai)
    if not callable(maker):
        raise TypeError(f"{info.parts.ai} names no maker of a game's computer players")
    ai = maker(info)
    if not isinstance(ai, GameAI) or ai.game_id != info.id:
        raise TypeError(f"{info.parts.ai} made no computer players of {info.title}")
    _MADE[game_id] = (info, ai)
    return ai


def every_game_ai() -> dict[str, GameAI]:
    """The computer players of every game that has them, in the games' order."""
    return {game_id: game_ai(game_id) for game_id in GAMES if has_ai(game_id)}

__all__ = ["GameAI", "LevelSpec", "every_game_ai", "game_ai", "has_ai"]
