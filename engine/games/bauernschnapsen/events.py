"""Bauernschnapsen's own events (rules/bauernschnapsen.md); the shared ones are in engine/events.py."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import CardSet
from kartln.engine.games.bauernschnapsen.contracts import Contract
from kartln.engine.state import Event


@dataclass(frozen=True, slots=True)
class Knocked(Event):
    """The cutter knocked: the deck is not cut and every hand is dealt at once (§3)."""

    seat: int


@dataclass(frozen=True, slots=True)
class ContractAnnounced(Event):
    seat: int
    contract: Contract


@dataclass(frozen=True, slots=True)
class ContractSettled(Event):
    """The auction is over: who declares what, and who sits the deal out (§5, §4 notes)."""

    declarer: int
    contract: Contract
    value: int  # game points before doubling (the normal game: 1, its least)
    sitting_out: int | None


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    """A claim is laid open on the table (Herrengang, Herrenschnapser without play)."""

    seat: int
    cards: CardSet


@dataclass(frozen=True, slots=True)
class DealDecided(Event):
    """The result is certain before the deal is played out, or when it is (§7 "Early end")."""

    team: int  # the team (0: seats 0 and 2; 1: seats 1 and 3) that wins the deal
    reason: str  # in a player's words
