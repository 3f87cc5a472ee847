"""Players built from small named rules, FreeDoko style (notes/ai.md §2.1).

A player is, per kind of decision, an ordered list of :class:`NamedRule`: each looks at the
observation, the legal actions and a context the player builds once per decision, and either
answers with an action or stays silent. The first rule that answers decides; its name is kept in
:attr:`RuleAgent.last_rule`, so the table can show why a move was made. Rules can be switched off
by name, and a level may add noise: with some probability a noise rule (one of the game's) picks
a random acceptable move instead.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from kartln.engine.state import Action

Obs = TypeVar("Obs")  # the game's observation
C = TypeVar("C")  # the context the rules of one decision share

RuleFn = Callable[[Obs, Sequence[Action], C], Action | None]


@dataclass(frozen=True)
class NamedRule(Generic[Obs, C]):
    """One rule of thumb: a name (for hints, tests and switches) and its decision."""

    name: str
    decide: Callable[[Obs, Sequence[Action], C], Action | None]
    doc: str = ""

    def __call__(self, obs: Obs, legal: Sequence[Action], ctx: C) -> Action | None:
        return self.decide(obs, legal, ctx)


def named(fn: Callable[[Obs, Sequence[Action], C], Action | None]) -> NamedRule[Obs, C]:
    """A rule named after its function, described by the first line of its docstring."""
    doc = (fn.__doc__ or "").strip().splitlines()
    return NamedRule(fn.__name__, fn, doc[0] if doc else "")


ONLY_ACTION = "only legal action"
NO_RULE = "first legal action"
NOISE = "noise"


class RuleAgent(Generic[Obs, C]):
    """The base of rule-based players: subclasses say which rules apply to a decision and build
    the context the rules share."""

    def __init__(self, seed: int = 0, name: str = "rules", *, noise: float = 0.0,
                 disabled: frozenset[str] = frozenset()) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.noise = noise
        self.disabled = disabled
        self.last_rule = ""

    # What a game says.

    def rules_for(self, obs: Obs, legal: Sequence[Action]) -> Sequence[NamedRule[Obs, C]]:
        raise NotImplementedError

    def context(self, obs: Obs, legal: Sequence[Action]) -> C:
        raise NotImplementedError

    def noisy(self, obs: Obs, legal: Sequence[Action], ctx: C) -> Action | None:
        """A random acceptable action when noise strikes (default: any legal action)."""
        return legal[int(self.rng.random() * len(legal))]

    # The decision.

    def choose(self, observation: Any, legal: Sequence[Action]) -> Action:
        obs: Obs = observation
        if len(legal) == 1:
            self.last_rule = ONLY_ACTION
            return legal[0]
        ctx = self.context(obs, legal)
        if self.noise and self.rng.random() < self.noise:
            action = self.noisy(obs, legal, ctx)
            if action is not None and action in legal:
                self.last_rule = NOISE
                return action
        return self.decide(obs, legal, ctx)

    def decide(self, obs: Obs, legal: Sequence[Action], ctx: C) -> Action:
        """The first answer of the rules that apply (no noise)."""
        for rule in self.rules_for(obs, legal):
            if rule.name in self.disabled:
                continue
            action = rule(obs, legal, ctx)
            if action is not None and action in legal:
                self.last_rule = rule.name
                return action
        self.last_rule = NO_RULE
        return legal[0]

    @property
    def last_reason(self) -> str:
        """The same as :attr:`last_rule` (the word Thousand's players use)."""
        return self.last_rule
