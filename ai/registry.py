"""The computer players of every game, by game id and level (DESIGN.md §3).

An entry says which levels a game offers, weakest first, how to make its player at a level and
how to read a level name with its overrides (``"hard:worlds=8"``). Static imports only, as in the
engine's registry; a game's heavy modules are imported when its first searching player is made.
A game of the engine's registry without an entry here has no computer players yet.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from kartln.ai.agent import Agent
from kartln.ai.bauernschnapsen.agent import LEVEL_NAMES as BAUERNSCHNAPSEN_LEVELS
from kartln.ai.bauernschnapsen.agent import make_bauernschnapsen_agent
from kartln.ai.bauernschnapsen.agent import parse_level as parse_bauernschnapsen_level
from kartln.ai.fuenf_dazu.levels import LEVEL_NAMES as FUENF_DAZU_LEVELS
from kartln.ai.fuenf_dazu.levels import make_fuenf_dazu_agent
from kartln.ai.fuenf_dazu.levels import parse_level as parse_fuenf_dazu_level
from kartln.ai.rams_family.levels import LEVEL_NAMES as RAMS_FAMILY_LEVELS
from kartln.ai.rams_family.levels import family_levels
from kartln.ai.thousand.levels import LEVEL_NAMES as THOUSAND_LEVELS
from kartln.ai.thousand.levels import make_thousand_agent
from kartln.ai.thousand.levels import parse_level as parse_thousand_level
from kartln.engine.registry import game


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
    make: Callable[[str, int, Any], Agent]  # (level spec, seed, rules or None) -> the player
    parse: Callable[[str], LevelSpec]  # a level spec, checked; ValueError for an unknown one
    warm_up: tuple[str, ...] = field(default=())  # modules a worker process imports before its first decision


AIS: dict[str, GameAI] = {
    "thousand": GameAI(
        "thousand", THOUSAND_LEVELS, make_thousand_agent, parse_thousand_level,
        ("kartln.ai.thousand.search",),
    ),
    "bauernschnapsen": GameAI(
        "bauernschnapsen", BAUERNSCHNAPSEN_LEVELS, make_bauernschnapsen_agent, parse_bauernschnapsen_level,
        warm_up=("kartln.ai.bauernschnapsen.search", "kartln.ai.trick_solver"),
    ),
    "fuenf-dazu": GameAI(
        "fuenf-dazu", FUENF_DAZU_LEVELS, make_fuenf_dazu_agent, parse_fuenf_dazu_level,
        warm_up=("kartln.ai.rams_family.play_agent", "kartln.ai.trick_search"),
    ),
}


for _game_id in ("ramsen", "moench", "rams", "zwanzig", "schnalzen", "raub", "bohemian-watten", "mulatschak"):
    _parse, _make = family_levels(_game_id)  # the rules and the deal's observation say how cards play
    AIS[_game_id] = GameAI(
        _game_id, RAMS_FAMILY_LEVELS, _make, _parse,
        warm_up=("kartln.ai.rams_family.play_agent", "kartln.ai.rams_family.decisions", "kartln.ai.trick_search"),
    )


def game_ai(game_id: str) -> GameAI:
    """The computer players of ``game_id``; ValueError for an unknown game or one without any."""
    if game_id not in AIS:
        info = game(game_id)  # an unknown game raises here
        raise ValueError(f"{info.title} has no computer players yet")
    return AIS[game_id]
