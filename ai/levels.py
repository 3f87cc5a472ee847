"""The one way to get a computer player: :func:`make_agent`, by game and level.

Each game's levels are data presets over the same machinery (DESIGN.md §3); the registry
(:mod:`kartln.ai.registry`) knows, per game, which levels exist and how to make them. Level names
are shared across games: "random" (uniform), "easy", "normal", "hard", "expert"; a game offers
those its tournaments show to be ordered (:func:`levels_for`).
"""

from __future__ import annotations

from dataclasses import dataclass

from kartln.ai.agent import Agent
from kartln.ai.registry import LevelSpec, game_ai
from kartln.engine.match import GameRules

#: What each level name is in every game, for callers that do not name the game.
KINDS: dict[str, str] = {
    "random": "uniform", "policy": "random", "easy": "heuristic", "normal": "heuristic", "hard": "search",
    "expert": "search",
}


@dataclass(frozen=True, slots=True)
class AnyLevel:
    name: str
    kind: str


def make_agent(game_id: str, level: str, seed: int, rules: GameRules | None = None) -> Agent:
    """The computer player of ``game_id`` at ``level`` (a name of :func:`levels_for`, with
    optional ``:key=value`` overrides), deterministic for a given ``seed``. ``rules`` (the game's
    rules object) tells the player rule options the observation does not carry. ValueError for an
    unknown game, a game without computer players or a level the game does not have."""
    return game_ai(game_id).make(level, seed, rules)


def levels_for(game_id: str) -> tuple[str, ...]:
    """The levels ``game_id`` offers, weakest first (ValueError: no computer players)."""
    return game_ai(game_id).levels


def parse_level(spec: str, game_id: str | None = None) -> LevelSpec:
    """A level of ``game_id`` with its overrides checked; without a game, the level name's kind."""
    if game_id is not None:
        return game_ai(game_id).parse(spec)
    name = spec.split(":")[0]
    if name not in KINDS:
        raise ValueError(f"unknown level {name!r}; choose one of {', '.join(KINDS)}")
    return AnyLevel(spec, KINDS[name])
