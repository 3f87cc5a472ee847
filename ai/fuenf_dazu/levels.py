"""Fünf dazu!'s difficulty levels as data, and its computer players by level.

random: any legal card. easy: a few plain rules (win when last, else beat high, else play low;
lead the highest card), no memory of earlier tricks, a random card 30 % of the time. normal: the
full rules with card counting and what the play shows (voids, must-beat caps). hard: determinized
search (PIMC) solving every sampled world exactly, the normal rules breaking ties.
Overrides for experiments: ``"hard:worlds=8:time_cap=0.1"``, ``"easy:noise=0"``.

Measured ladder (``kartln tournament --game fuenf-dazu``, one level against three copies of the
one below, four players, every seat rotation; mean score change per deal, lower is better, 95 %
intervals; a 2-core machine shared with other work)::

    easy vs random     4000 deals  easy   -0.041 [-0.092, 0.011]  random  0.707 [0.676, 0.738]
    normal vs easy     4000 deals  normal  0.328 [ 0.275, 0.382]  easy    0.640 [0.609, 0.670]
    hard vs normal     1500 deals  hard    0.450 [ 0.361, 0.538]  normal  0.680 [0.630, 0.731]

Hard thinks 46 ms per decision on average (``kartln bench ai``: p50 14 ms, p95 325 ms, at most
the 0.6 s cap). Against normal players, seeing every card and solving exactly would gain only
about 0.3 points per deal in the same seat: five-card deals leave little to skill.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kartln.ai.agent import Agent, RandomAgent
from kartln.ai.overrides import with_overrides
from kartln.ai.trick_search import TrickSearchParams

LEVEL_NAMES: tuple[str, ...] = ("random", "easy", "normal", "hard")


@dataclass(frozen=True, slots=True)
class Level:
    name: str
    kind: str  # "uniform", "heuristic" or "search"
    rules: str = "normal"  # the rule set: "easy" or "normal"
    noise: float = 0.0  # chance of a random legal card
    memory: bool = True  # count the cards of earlier tricks
    inference: bool = True  # read voids and must-beat caps from the play
    search: TrickSearchParams | None = None


LEVELS: dict[str, Level] = {
    "random": Level("random", "uniform"),
    "easy": Level("easy", "heuristic", rules="easy", noise=0.3, memory=False, inference=False),
    "normal": Level("normal", "heuristic"),
    "hard": Level("hard", "search", search=TrickSearchParams(worlds=24, time_cap=0.3, hard_cap=0.6, min_worlds=6)),
}


def parse_level(spec: str) -> Level:
    """A level by name, with optional ``:key=value`` overrides of its fields or search budget."""
    name, *overrides = spec.split(":")
    if name not in LEVELS:
        raise ValueError(f"Fünf dazu! has no level {name!r}; choose one of {', '.join(LEVELS)}")
    return replace(with_overrides(LEVELS[name], name, overrides), name=spec)


def make_fuenf_dazu_agent(level: str, seed: int, rules: Any = None) -> Agent:
    """The Fünf dazu! player at ``level``, deterministic for a given ``seed``."""
    lv = parse_level(level)
    if lv.kind == "uniform":
        return RandomAgent(seed, name=lv.name)
    from kartln.ai.rams_family.play_agent import RamsPlayRuleAgent, objective

    heuristic = RamsPlayRuleAgent(seed, lv.rules, noise=lv.noise, memory=lv.memory, inference=lv.inference,
                                   name=lv.name)
    if lv.search is None:
        return heuristic
    from kartln.ai.trick_search import TrickSearchAgent

    modelled = lv.search.draws > 1 or lv.search.solver == "policy"
    model = RamsPlayRuleAgent(seed, "normal", name="model") if modelled else None
    return TrickSearchAgent(seed, lv.search, objective, heuristic, model=model, name=lv.name)
