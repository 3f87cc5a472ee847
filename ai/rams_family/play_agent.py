"""The Rams family's card-play rule player (easy and normal rule sets), and the objective its
search players maximise."""

from __future__ import annotations

from collections.abc import Sequence

from kartln.ai.kernel import Objective, count_down
from kartln.ai.rams_family.knowledge import Ctx, read
from kartln.ai.rams_family.play_rules import RULE_SETS, Rule
from kartln.ai.rules import RuleAgent
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.observation import Observation
from kartln.engine.state import Action


class RamsPlayRuleAgent(RuleAgent[RamsObservation, Ctx]):
    """Named rules for leading and following; ``memory`` counts the cards played, ``inference``
    also reads voids and must-beat caps from the play."""

    def __init__(self, seed: int = 0, rules: str = "normal", *, noise: float = 0.0, memory: bool = True,
                 inference: bool = True, disabled: frozenset[str] = frozenset(), name: str = "rules") -> None:
        super().__init__(seed, name, noise=noise, disabled=disabled)
        self.lead_rules, self.follow_rules = RULE_SETS[rules]
        self.memory = memory
        self.inference = inference

    def rules_for(self, obs: RamsObservation, legal: Sequence[Action]) -> Sequence[Rule]:
        return self.follow_rules if obs.trick else self.lead_rules

    def context(self, obs: RamsObservation, legal: Sequence[Action]) -> Ctx:
        return read(obs, legal, self.rng, memory=self.memory, inference=self.inference)


def objective(obs: Observation, players: Sequence[int] | None = None) -> Objective:
    """Each seat minimises its own score change as the deal scores it (rules/README.md §7): per
    trick and without a trick, a sweep of every trick, a declarer's contract made or short, sitting
    the deal out, times the deal's multiplier, all as the game publishes them. ``players`` are the
    seats that play (default: those in the deal)."""
    assert isinstance(obs, RamsObservation)
    return count_down(obs.in_deal if players is None else players, obs.num_players, obs.per_trick, obs.no_trick,
                      obs.multiplier, obs.contracts, obs.sweep, obs.drop_change)
