"""The Rams family's difficulty levels as data, and its computer players by level.

random: any legal action. easy: the easy card-play rules without memory, and the decision rules,
each with a random action 30 % of the time. normal: the full card-play rules with card counting
and what the play shows; the decision rules. hard: determinized search (PIMC) solving every
sampled five-card world exactly for the card play, the normal rules breaking ties; staying in,
exchanging and the dealer's swap valued over sampled deals played out by the same solver
(:mod:`kartln.ai.rams_family.simulate`). A game of the family names :func:`family_ai` (or a maker
of its own that calls it) as its computer players; its rules' card order for a trump suit lets the
decision rules weigh a hand before the trumps are fixed, and the play is weighed by the following
rule the deal's observation carries.

Overrides for experiments: ``"hard:worlds=8:time_cap=0.1"``, ``"easy:noise=0"``.

Measured: each level against three players of the level below, in ``strength.json`` (written by
``kartln tournament --strength``, shown in the new-game dialog, each step ahead with the 95 %
intervals apart).

Hard differing from normal only in card play was not measurably stronger (five-card play leaves
little to search); the sampled-deal decisions before the tricks made it so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from kartln.ai.agent import Agent, RandomAgent
from kartln.ai.game_ai import GameAI
from kartln.ai.hint_reasons import Reasons
from kartln.ai.overrides import with_overrides
from kartln.ai.rams_family.decisions import OrderFor
from kartln.ai.rams_family.decisions import Rule as DecisionRule
from kartln.ai.rams_family.reasons import FAMILY_REASONS
from kartln.ai.trick_search import TrickSearchParams
from kartln.engine.actions import PlayCard
from kartln.engine.game_info import GameInfo
from kartln.engine.games.rams_family import TrumpRules
from kartln.engine.registry import game
from kartln.engine.state import Action

LEVEL_NAMES: tuple[str, ...] = ("random", "easy", "normal", "hard")


@dataclass(frozen=True, slots=True)
class Level:
    name: str
    kind: str  # "uniform", "heuristic" or "search"
    rules: str = "normal"  # the card-play rule set: "easy" or "normal"
    noise: float = 0.0  # chance of a random legal action
    memory: bool = True  # count the cards of earlier tricks
    inference: bool = True  # read voids and must-beat caps from the play
    search: TrickSearchParams | None = None
    decision_worlds: int = 0  # deals sampled for the decisions before the tricks (0: the rules alone)


LEVELS: dict[str, Level] = {
    "random": Level("random", "uniform"),
    "easy": Level("easy", "heuristic", rules="easy", noise=0.3, memory=False, inference=False),
    "normal": Level("normal", "heuristic"),
    "hard": Level("hard", "search", search=TrickSearchParams(worlds=24, time_cap=0.3, hard_cap=0.6, min_worlds=6),
                  decision_worlds=12),
}


def parse_level(spec: str, title: str = "This game") -> Level:
    """A level by name, with optional ``:key=value`` overrides of its fields or search budget."""
    name, *overrides = spec.split(":")
    if name not in LEVELS:
        raise ValueError(f"{title} has no level {name!r}; choose one of {', '.join(LEVELS)}")
    return replace(with_overrides(LEVELS[name], name, overrides), name=spec)


class RamsFamilyAgent:
    """A player of the family: the card play to one player, every other decision to another."""

    def __init__(self, player: Agent, decider: Agent | None, name: str) -> None:
        self.player = player
        self.decider = decider
        self.name = name
        self.last: Agent = player

    def choose(self, observation: Any, legal: Sequence[Action]) -> Action:
        self.last = self.player if self.decider is None or isinstance(legal[0], PlayCard) else self.decider
        return self.last.choose(observation, legal)

    @property
    def last_rule(self) -> str:
        return str(getattr(self.last, "last_rule", ""))


def make_family_agent(level: str, seed: int, order_for: OrderFor | None, title: str,
                      own_rules: Sequence[DecisionRule] = ()) -> Agent:
    """The player at ``level``; ``order_for`` None for a game with nothing to decide before the
    tricks; ``own_rules``: the game's decision rules, asked before the family's."""
    lv = parse_level(level, title)
    if lv.kind == "uniform":
        return RandomAgent(seed, name=lv.name)
    from kartln.ai.rams_family.play_agent import RamsPlayRuleAgent, objective

    heuristic = RamsPlayRuleAgent(seed, lv.rules, noise=lv.noise, memory=lv.memory, inference=lv.inference,
                                  name=lv.name)
    player: Agent = heuristic
    if lv.search is not None:
        from kartln.ai.trick_search import TrickSearchAgent

        modelled = lv.search.draws > 1 or lv.search.solver == "policy"
        model = RamsPlayRuleAgent(seed, "normal", name="model") if modelled else None
        player = TrickSearchAgent(seed, lv.search, objective, heuristic, model=model, name=lv.name)
    if order_for is None:
        return player
    from kartln.ai.rams_family.decisions import RamsDecisionAgent

    decider = RamsDecisionAgent(seed + 1, order_for, noise=lv.noise, worlds=lv.decision_worlds, own_rules=own_rules)
    return RamsFamilyAgent(player, decider, lv.name)


def family_levels(game_id: str, decisions: bool = True, own_rules: Sequence[DecisionRule] = ()
                  ) -> tuple[Callable[[str], Level], Callable[[str, int, Any], Agent]]:
    """The ``parse`` and ``make`` of the engine's game ``game_id``; without ``decisions`` the game
    has nothing to decide before the tricks, ``own_rules`` are its own decision rules. A player
    is made for the rules it is given (the game's default rules when none)."""
    info = game(game_id)

    def parse(spec: str) -> Level:
        return parse_level(spec, info.title)

    def make(level: str, seed: int, rules: Any = None) -> Agent:
        played = info.default_rules() if rules is None else rules
        return make_family_agent(level, seed, _order_for(played) if decisions else None, info.title, own_rules)

    return parse, make


NO_REASONS = Reasons()
WARM_UP = ("kartln.ai.rams_family.play_agent", "kartln.ai.rams_family.decisions", "kartln.ai.trick_search")


def family_ai(info: GameInfo, own_rules: Sequence[DecisionRule] = (), own_reasons: Reasons = NO_REASONS) -> GameAI:
    """The computer players of a family game (its engine entry names this maker, or a maker of its
    own that passes its decision rules and their words)."""
    parse, make = family_levels(info.id, own_rules=own_rules)
    return GameAI(info.id, LEVEL_NAMES, make, parse, WARM_UP, FAMILY_REASONS | own_reasons)


def _order_for(rules: object) -> OrderFor:
    if not isinstance(rules, TrumpRules):
        raise TypeError(f"{type(rules).__name__} names no card order for a trump suit")
    return rules.trump_order
