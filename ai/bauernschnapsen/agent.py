"""The Bauernschnapsen rule player and its levels.

random: the game's random player (passes three times in four, otherwise any legal action).
easy: the named rules of :mod:`kartln.ai.bauernschnapsen.rules` (announces only sure claims).
normal: easy's card play; contracts and Kontra, Re, Sub chosen by simulation over the unseen
cards with open-hand values (:mod:`kartln.ai.bauernschnapsen.simulate`, 10 worlds a decision).
hard: the same choices over 16 worlds; card play by exact team search over 24 sampled deals
(:mod:`kartln.ai.bauernschnapsen.search`).

Measured ladder: ``ai/strength.json`` (``kartln tournament --game bauernschnapsen --strength``),
partners of one level against partners of the level below, every seat rotation.

hard thinks 22 ms per card (p50; p95 309 ms, at most 364 ms) and about 0.5 s per auction decision
(p50 450 ms, p95 792 ms, at most 932 ms; ``kartln bench ai``, 100 decisions, seed 11).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from kartln.ai.agent import Agent
from kartln.ai.bauernschnapsen import search
from kartln.ai.bauernschnapsen.reasons import BAUERNSCHNAPSEN_REASONS
from kartln.ai.bauernschnapsen.rules import BEFORE_PLAY, FOLLOW, LEAD, Ctx, context
from kartln.ai.bauernschnapsen.simulate import best_by_simulation
from kartln.ai.game_ai import GameAI
from kartln.ai.hint_reasons import BY_SIMULATION
from kartln.ai.overrides import with_overrides
from kartln.ai.rules import NamedRule, RuleAgent
from kartln.ai.trick_search import TrickSearchAgent, TrickSearchParams
from kartln.engine.game_info import GameInfo
from kartln.engine.games.bauernschnapsen.policy import random_bauernschnapsen_action
from kartln.engine.games.bauernschnapsen.rules import BauernschnapsenRules
from kartln.engine.games.bauernschnapsen.state import BauernschnapsenObservation
from kartln.engine.state import Action

LEVEL_NAMES: tuple[str, ...] = ("random", "easy", "normal", "hard")


@dataclass(frozen=True, slots=True)
class Level:
    name: str
    kind: str  # "random", "heuristic" or "search"
    bid_worlds: int = 0  # sampled deals per auction or Kontra decision
    search: TrickSearchParams | None = None  # card play by search (else the named rules)


LEVELS = {"random": Level("random", "random"), "easy": Level("easy", "heuristic"),
          "normal": Level("normal", "search", bid_worlds=10),
          "hard": Level("hard", "search", bid_worlds=16, search=TrickSearchParams(
              worlds=24, time_cap=0.3, hard_cap=0.8, min_worlds=6, solver="paranoid", inference=True))}


def parse_level(spec: str) -> Level:
    """A level by name, with optional ``:key=value`` overrides of its fields or search budget."""
    name, *overrides = spec.split(":")
    if name not in LEVELS:
        raise ValueError(f"Bauernschnapsen has no level {name!r}; choose one of {', '.join(LEVELS)}")
    return replace(with_overrides(LEVELS[name], name, overrides), name=spec)


class RandomBauernschnapsenAgent:
    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.name = name
        self.rng = random.Random(seed)

    def choose(self, observation: Any, legal: Sequence[Action]) -> Action:
        return random_bauernschnapsen_action(legal, self.rng)


class BauernschnapsenRuleAgent(RuleAgent[BauernschnapsenObservation, Any]):
    def rules_for(self, obs: BauernschnapsenObservation, legal: Sequence[Action]) -> Sequence[NamedRule[Any, Any]]:
        if obs.phase != "play":
            return BEFORE_PLAY
        return FOLLOW if obs.trick else LEAD

    def context(self, obs: BauernschnapsenObservation, legal: Sequence[Action]) -> Ctx | None:
        return context(obs, legal) if obs.phase == "play" else None


class SimulatingAgent:
    """The rule player, choosing contracts and Kontra by simulation (:mod:`.simulate`)."""

    def __init__(self, seed: int, worlds: int, rules: BauernschnapsenRules | None, name: str,
                 play: TrickSearchParams | None = None) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.rules = rules or BauernschnapsenRules()
        self.play: Agent = BauernschnapsenRuleAgent(seed, name)
        if play is not None:
            game_rules = self.rules
            self.play = TrickSearchAgent(
                seed, play, lambda obs: search.objective(obs, game_rules), self.play, belief=search.belief,
                scoring=lambda obs: search.scoring(obs, game_rules), side=search.team, name=name)
        self.players = [BauernschnapsenRuleAgent(seed + s + 1, "model") for s in range(4)]
        self.last_rule = ""  # what chose the last move, for hints

    def choose(self, observation: Any, legal: Sequence[Action]) -> Action:
        if len(legal) > 1 and observation.phase in ("auction", "doubling"):
            choice = best_by_simulation(observation, legal, self.rules, self.players, self.rng, self.worlds)
            if choice is not None:
                self.last_rule = BY_SIMULATION
                return choice
        action = self.play.choose(observation, legal)
        self.last_rule = str(getattr(self.play, "last_rule", ""))
        return action


def make_bauernschnapsen_agent(level: str, seed: int, rules: Any = None) -> Agent:
    lv = parse_level(level)
    if lv.kind == "random":
        return RandomBauernschnapsenAgent(seed)
    if lv.kind == "search":
        return SimulatingAgent(seed, lv.bid_worlds, rules, lv.name, lv.search)
    return BauernschnapsenRuleAgent(seed, lv.name)


def bauernschnapsen_ai(info: GameInfo) -> GameAI:
    """Bauernschnapsen's computer players (its engine entry names this maker)."""
    return GameAI(info.id, LEVEL_NAMES, make_bauernschnapsen_agent, parse_level,
                  warm_up=("kartln.ai.bauernschnapsen.search", "kartln.ai.trick_solver"),
                  reasons=BAUERNSCHNAPSEN_REASONS)
