"""Thousand's own events (rules/thousand.md): the cut's nine rule, the stock, re-deals, contracts."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import CardSet
from kartln.engine.state import Event


@dataclass(frozen=True, slots=True)
class CutFined(Event):
    """The third consecutive nine at the bottom: the cutter is fined and the deal is void."""

    cutter: int
    points: int


@dataclass(frozen=True, slots=True)
class StockSeen(Event):
    """A seat looks at the face-down stock (the 4-player Thousand dealer)."""

    seat: int
    cards: CardSet | None

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,))

    def redacted(self) -> Event | None:
        return StockSeen(self.seat, None)


@dataclass(frozen=True, slots=True)
class LookedAtCards(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class RedealDemanded(Event):
    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class RedealDeclined(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class StockShown(Event):
    cards: CardSet
    index: int = 0  # which of the two stocks in the 2-player game


@dataclass(frozen=True, slots=True)
class StockTaken(Event):
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class ContractSet(Event):
    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class AceMarriageDeclared(Event):
    """All four Aces declared as a marriage (Thousand option ``ace_marriage``); no trump changes."""

    seat: int
    points: int


@dataclass(frozen=True, slots=True)
class Conceded(Event):
    """The declarer gives up the deal before playing it (Thousand option ``concession``)."""

    seat: int
    contract: int


@dataclass(frozen=True, slots=True)
class PileTaken(Event):
    """The 2-player Thousand pile (unchosen stock and discards) goes to the last trick's winner."""

    seat: int
    points: int
