"""Events the Rams family shares beyond the core's: the bottom card of the cut, the dealer's
trump card swap, and a deal nobody played."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Card, CardSet
from kartln.engine.state import Event


@dataclass(frozen=True, slots=True)
class BottomCardShown(Event):
    """The cutter looks at the bottom card of the cut; only he sees it."""

    seat: int
    card: Card | None  # None in the redacted form

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,))

    def redacted(self) -> Event | None:
        return BottomCardShown(self.seat, None)


@dataclass(frozen=True, slots=True)
class BottomCardTaken(Event):
    """The cutter takes the bottom card; everybody sees which when ``public`` (Mulatschak's Weli)."""

    seat: int
    card: Card | None  # None in the redacted form
    public: bool = False

    def audience(self) -> frozenset[int] | None:
        return None if self.public else frozenset((self.seat,))

    def redacted(self) -> Event | None:
        return BottomCardTaken(self.seat, None, self.public)


@dataclass(frozen=True, slots=True)
class TrumpCardTaken(Event):
    """The dealer takes the turned-up trump card (seen by all) and lays one card away face down."""

    seat: int
    card: Card
    laid: CardSet | None  # the card laid away, as a set; None in the redacted form

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,))

    def redacted(self) -> Event | None:
        return TrumpCardTaken(self.seat, self.card, None)


@dataclass(frozen=True, slots=True)
class DealAbandoned(Event):
    """Fewer than two players stayed in: the deal is not played and nothing is scored."""

    playing: tuple[int, ...]
