"""Raub's own events: the declarer found and how, the new trump cards turned, a Refa."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Card
from kartln.engine.state import Event


@dataclass(frozen=True, slots=True)
class DeclarerFound(Event):
    seat: int
    how: str  # "lead", "raub", "stih" or "muss"
    needs: int  # tricks he must take


@dataclass(frozen=True, slots=True)
class NewTrumpTurned(Event):
    """A stock card turned for a new trump; out of play."""

    card: Card


@dataclass(frozen=True, slots=True)
class RefaThrown(Event):
    """The cards are thrown in; the next scored deal counts double (one more line under the scores)."""

    reason: str
    pending: int  # Refas now waiting
