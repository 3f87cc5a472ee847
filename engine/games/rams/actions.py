"""Rams's own actions (rules/rams.md §5, §6) and its record vocabulary; stay, drop and the dealer's
swap are the family's."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.actions import constant
from kartln.engine.games.rams_family.actions import RAMS_VOCABULARY
from kartln.engine.state import Action


@dataclass(frozen=True, slots=True)
class CallGeneralRams(Action):
    """Undertake to win all five tricks (§5)."""

    def text(self) -> str:
        return "general"


@dataclass(frozen=True, slots=True)
class TakeWidow(Action):
    """Forehand lays his hand away and takes the widow; he plays (§6, "Trade")."""

    def text(self) -> str:
        return "widow"


RAMS_GAME_VOCABULARY = RAMS_VOCABULARY.extend({
    "general": constant(CallGeneralRams()),
    "widow": constant(TakeWidow()),
})
