"""Marriage rules: when to declare which marriage (thousand.md §7.2)."""

from __future__ import annotations

from collections.abc import Sequence

from kartln.ai.thousand.cards import QUEENS
from kartln.ai.thousand.context import Ctx
from kartln.engine.actions import PlayCard
from kartln.engine.cards import NUM_RANKS
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.state import Action


def _marriage_leads(legal: Sequence[Action]) -> list[PlayCard]:
    return [a for a in legal if isinstance(a, PlayCard) and a.marriage]


def marriage_declare_highest(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Declare a marriage as soon as one may: the most valuable one first, leading its Queen.

    Marriage points are the biggest single gain of a deal and the lead may never come back, so a
    player who can declare does so now. The Queen is led so the King stays as a higher trump."""
    leads = _marriage_leads(legal)
    if not leads:
        return None
    values = ctx.know.values
    suit = max({a.card // NUM_RANKS for a in leads}, key=lambda s: values[s])
    return PlayCard(QUEENS[suit], True)
