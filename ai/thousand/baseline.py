"""The random Thousand baseline: the engine's random policy behind the agent contract."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from kartln.engine.games.thousand.policy import random_thousand_action
from kartln.engine.state import Action


class PolicyRandomAgent:
    """Random wherever a choice is a matter of taste (engine policy): looks before bidding, bids
    100 or the smallest raise at even odds, keeps the contract, declares marriages it can."""

    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.last_reason = "random"

    def choose(self, observation: Any, legal: Sequence[Action]) -> Action:
        return random_thousand_action(list(legal), self.rng)
