"""A hint for the seat to act: the normal computer player's move, and the rule that chose it.

The player decides from the seat's observation and the legal actions alone, as any computer
player does; the normal level is rule based and quick, so a hint never keeps the table waiting.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kartln.ai.levels import make_agent
from kartln.ai.registry import game_ai
from kartln.engine.match import GameRules
from kartln.engine.observation import Observation
from kartln.engine.state import Action

HINT_LEVEL = "normal"


@dataclass(frozen=True, slots=True)
class Hint:
    action: Action
    rule: str  # the name of the rule that chose it ('' when the player names none)
    reason: str  # the rule's words for the player ('' when there are none)


def last_rule(agent: Any) -> str:
    """The rule that made ``agent``'s last decision (Thousand's players call it the last reason)."""
    return str(getattr(agent, "last_rule", "") or getattr(agent, "last_reason", "") or "")


def suggest(game_id: str, observation: Observation, legal: Sequence[Action], seed: int,
            rules: GameRules | None = None) -> Hint:
    """The move the normal player of ``game_id`` makes from ``observation``, with its reason."""
    agent = make_agent(game_id, HINT_LEVEL, seed, rules)
    action = agent.choose(observation, tuple(legal))
    rule = last_rule(agent)
    return Hint(action, rule, game_ai(game_id).reasons.reason_for(rule, action))
