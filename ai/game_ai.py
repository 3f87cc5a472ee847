"""What a game's computer players are, for the AI registry (DESIGN.md §3): a :class:`GameAI`.

A game names the function that makes its entry in its :class:`~kartln.engine.game_info.GameParts`
(``ai="module:function"``); the function is given the game's engine entry and returns the
:class:`GameAI`. The entry says which levels the game offers, weakest first, how to make its
player at a level and how to read a level name with its overrides (``"hard:worlds=8"``), the
words of its rules for hints, and the table of its levels' measured strength
(:mod:`kartln.ai.strength`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from kartln.ai.agent import Agent
from kartln.ai.hint_reasons import EVERY_GAME, Reasons
from kartln.engine.match import GameRules


class LevelSpec(Protocol):
    """What every game's level presets say: the level's name (with overrides) and its kind:
    "uniform" (any legal action), "random" (a game's random policy), "heuristic" (named rules)
    or "search"."""

    @property
    def name(self) -> str: ...

    @property
    def kind(self) -> str: ...


@dataclass(frozen=True)
class GameAI:
    game_id: str
    levels: tuple[str, ...]  # the levels offered to players, weakest first
    make: Callable[[str, int, GameRules | None], Agent]  # (level spec, seed, rules or None) -> the player
    parse: Callable[[str], LevelSpec]  # a level spec, checked; ValueError for an unknown one
    warm_up: tuple[str, ...] = field(default=())  # modules a worker process imports before its first decision
    reasons: Reasons = EVERY_GAME  # the words of its rules, for hints
    strength_table: str = "kartln.ai:strength.json"  # "package:path" of the table measuring its levels
