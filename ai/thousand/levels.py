"""Thousand's difficulty levels as data, and its computer players by level.

Every level is the same machinery with different knobs (DESIGN.md §3): the heuristic player's
parameters (memory, noise, bidding margins) and, for the search levels, the determinized search's
budget. A level name may carry overrides for experiments: ``"hard:worlds=32:rollouts=2"``.
The application asks for players through :func:`kartln.ai.levels.make_agent`.

The levels offered are measured apart (``ai/strength.json``). "expert" (hard with a larger budget)
is kept for experiments and tournaments but not offered: against two hard players it measured no
stronger than hard (it won 33.4 % of deals [30.8, 36.1] against two hard players, a third being
the fair share).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any

from kartln.ai.agent import Agent, RandomAgent
from kartln.ai.game_ai import GameAI
from kartln.ai.overrides import coerce_setting
from kartln.ai.thousand.agent import HeuristicThousandAgent
from kartln.ai.thousand.baseline import PolicyRandomAgent
from kartln.ai.thousand.context import HeuristicParams
from kartln.ai.thousand.reasons import THOUSAND_REASONS
from kartln.ai.thousand.search import SearchThousandAgent
from kartln.ai.thousand.search_params import SearchParams
from kartln.engine.game_info import GameInfo
from kartln.engine.games.thousand.rules import ThousandRules, marriage_values

LEVEL_NAMES: tuple[str, ...] = ("random", "easy", "normal", "hard")  # offered; "expert" is for experiments


@dataclass(frozen=True, slots=True)
class Level:
    name: str
    kind: str  # "random", "uniform", "heuristic" or "search"
    heuristic: HeuristicParams = field(default_factory=HeuristicParams)
    search: SearchParams | None = None


LEVELS: dict[str, Level] = {
    "random": Level("random", "uniform"),
    "policy": Level("policy", "random"),
    "easy": Level(
        "easy", "heuristic",
        HeuristicParams(memory=2, noise=0.25, bid_margin=-5, bid_noise=10, raise_margin=5, stock_samples=12,
                        endgame_cards=0),
    ),
    "normal": Level("normal", "heuristic", HeuristicParams()),
    "hard": Level(
        "hard", "search", HeuristicParams(give_samples=32, contract_samples=256),
        SearchParams(worlds=20, rollouts=1, exact_cards=21, time_cap=0.3, hard_cap=1.0, bid_worlds=160),
    ),
    "expert": Level(
        "expert", "search", HeuristicParams(give_samples=64, contract_samples=400),
        SearchParams(worlds=40, rollouts=2, exact_cards=24, time_cap=0.7, hard_cap=2.3, bid_worlds=300),
    ),
}


def parse_level(spec: str) -> Level:
    """A level by name, with optional ``:key=value`` overrides of its heuristic or search fields."""
    name, *overrides = spec.split(":")
    if name not in LEVELS:
        raise ValueError(f"unknown level {name!r}; choose one of {', '.join(LEVELS)}")
    level = LEVELS[name]
    for item in overrides:
        key, _, value = item.partition("=")
        if level.search is not None and key in {f.name for f in fields(SearchParams)}:
            setting = coerce_setting(value, getattr(level.search, key))
            level = replace(level, search=replace(level.search, **{key: setting}))
        elif key in {f.name for f in fields(HeuristicParams)}:
            cur = getattr(level.heuristic, key)
            level = replace(level, heuristic=replace(level.heuristic, **{key: coerce_setting(value, cur)}))
        else:
            raise ValueError(f"level {name!r} has no setting {key!r}")
    return replace(level, name=spec)


def make_thousand_agent(level: str, seed: int, rules: Any = None) -> Agent:
    """The Thousand player at ``level`` ("random", "easy", "normal", "hard", "expert"),
    deterministic for a given ``seed``. ``rules`` tells the player rule options the observation
    does not carry, such as marriage values."""
    lv = parse_level(level)
    played: ThousandRules = ThousandRules() if rules is None else rules
    values, aces = marriage_values(played), played.ace_marriage
    if lv.kind == "uniform":
        return RandomAgent(seed, name=lv.name)
    if lv.kind == "random":
        return PolicyRandomAgent(seed, name=lv.name)
    if lv.kind == "heuristic":
        return HeuristicThousandAgent(seed, lv.heuristic, values, name=lv.name, ace_marriage=aces)
    assert lv.search is not None
    return SearchThousandAgent(seed, lv.heuristic, lv.search, values, name=lv.name, ace_marriage=aces)


def thousand_ai(info: GameInfo) -> GameAI:
    """Thousand's computer players (its engine entry names this maker)."""
    return GameAI(info.id, LEVEL_NAMES, make_thousand_agent, parse_level,
                  ("kartln.ai.thousand.search",), THOUSAND_REASONS)
