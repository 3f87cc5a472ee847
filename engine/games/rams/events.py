"""Rams's own events: General Rams called, the widow taken (rules/rams.md §5, §6)."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import CardSet
from kartln.engine.state import Event


@dataclass(frozen=True, slots=True)
class GeneralRamsCalled(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class WidowTaken(Event):
    """Forehand lays his hand away and takes the widow; only he sees either."""

    seat: int
    laid: CardSet | None  # None in the redacted form
    taken: CardSet | None

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,))

    def redacted(self) -> Event | None:
        return WidowTaken(self.seat, None, None)
