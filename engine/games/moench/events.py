"""Mönch's own event: a Fliege shown (rules/moench.md §5)."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import CardSet
from kartln.engine.state import Event


@dataclass(frozen=True, slots=True)
class FliegeShown(Event):
    """Five cards of one suit, laid open for all: the deal is won without play."""

    seat: int
    cards: CardSet
