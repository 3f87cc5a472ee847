"""Mulatschak's own events: a whiteout, the dealer's hold, and the exchange on sight."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Card
from kartln.engine.state import Event


@dataclass(frozen=True, slots=True)
class WhiteoutThrown(Event):
    """The cards are thrown in; the same dealer deals again and the next scored deal counts double."""

    seat: int
    pending: int  # whiteouts now doubling the next scored deal


@dataclass(frozen=True, slots=True)
class BidHeld(Event):
    """The dealer takes the highest bid at the same number."""

    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class CardsLaidOut(Event):
    """The declarer lays cards face down in a row for the exchange on sight; the others see how many."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class FaceUpDealt(Event):
    """A card dealt face up from the stock in front of a laid-out card (position from 0)."""

    position: int
    card: Card


@dataclass(frozen=True, slots=True)
class SightChosen(Event):
    """At ``position`` the declarer took the face-up card (``taken``) or his original card back; the
    card that goes out of play is ``out`` when everybody saw it (a face-up card), else None."""

    seat: int
    position: int
    taken: bool
    out: Card | None
