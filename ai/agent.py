"""The agent contract (DESIGN.md §3).

An agent sees what a human in its seat would see – an observation and the legal actions – and
returns one of those actions. It never receives the game state, so it cannot look at hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from kartln.engine.observation import Observation
from kartln.engine.state import Action


class Agent(Protocol):
    name: str

    def choose(self, observation: Observation, legal: Sequence[Action]) -> Action:
        """Return one of ``legal``. A game's player reads its game's observation: the registry
        gives every game its own players, so they are never handed another game's."""
        ...


class RandomAgent:
    """The baseline: a uniformly random legal action."""

    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.name = name
        self.rng = random.Random(seed)

    def choose(self, observation: Observation, legal: Sequence[Action]) -> Action:
        return legal[int(self.rng.random() * len(legal))]
