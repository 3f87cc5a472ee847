"""Events shared by the games: what happened, and who may see it.

The GUI animates events and AI agents read them through observations. An event that carries a
hidden card names its audience and has a redacted form for everybody else. One event object is
handed to every seat that may see it, so events are frozen: a reader that changed one would change
what the other seats saw. Freezing makes them dearer to create (``kartln bench engine``: about 10 %
fewer random Thousand deals a second, about 19 % fewer Bauernschnapsen deals), a cost that play,
where the computer players' thinking dominates, never shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Card, CardSet
from kartln.engine.state import Event, ScoreRow


@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    deal_no: int
    dealer: int
    active: tuple[int, ...]  # seats taking part (the 4-player Thousand dealer sits out)
    golden: bool = False


@dataclass(frozen=True, slots=True)
class DeckCut(Event):
    cutter: int
    index: int
    bottom: Card  # shown to all: the dealer checks it (Thousand nine rule)


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    seat: int
    cards: CardSet | None  # None in the redacted form
    count: int

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,))

    def redacted(self) -> Event | None:
        return HandDealt(self.seat, None, self.count)


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    seat: int
    value: int
    blind: bool = False


@dataclass(frozen=True, slots=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class AuctionWon(Event):
    seat: int
    value: int
    blind: bool = False


@dataclass(frozen=True, slots=True)
class CardGiven(Event):
    giver: int
    receiver: int
    card: Card | None  # None in the redacted form

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.giver, self.receiver))

    def redacted(self) -> Event | None:
        return CardGiven(self.giver, self.receiver, None)


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    seat: int
    card: Card | None

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,))

    def redacted(self) -> Event | None:
        return CardDiscarded(self.seat, None)


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class MarriageDeclared(Event):
    seat: int
    suit: int
    points: int


@dataclass(frozen=True, slots=True)
class TrumpChanged(Event):
    suit: int | None


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    seat: int
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    deal_no: int
    changes: tuple[int, ...]  # score change per seat
    scores: tuple[int, ...]  # totals after the deal
    details: ScoreRow | None = None  # the game's score-sheet row


@dataclass(frozen=True, slots=True)
class MatchOver(Event):
    winners: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardTurnedUp(Event):
    """A card turned face up for all to see: the Rams family's trump card."""

    card: Card


@dataclass(frozen=True, slots=True)
class CardsExchanged(Event):
    """A seat lays cards away and takes as many from the talon; only it sees which."""

    seat: int
    count: int
    laid: CardSet | None  # None in the redacted form
    taken: CardSet | None

    def audience(self) -> frozenset[int] | None:
        return frozenset((self.seat,))

    def redacted(self) -> Event | None:
        return CardsExchanged(self.seat, self.count, None, None)


@dataclass(frozen=True, slots=True)
class StayedIn(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Dropped(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class TrumpNamed(Event):
    seat: int
    suit: int | None  # None: no trumps


@dataclass(frozen=True, slots=True)
class Doubled(Event):
    seat: int
    factor: int  # the deal's multiplier after this double
