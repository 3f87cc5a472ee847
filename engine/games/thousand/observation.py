"""What one seat may know about a Thousand match (DESIGN.md §2, observation contract)."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Card, CardSet
from kartln.engine.games.thousand.scoring import SheetRow
from kartln.engine.observation import Observation


@dataclass(frozen=True, slots=True)
class SeatPublic:
    """Public facts about one seat."""

    score: int
    bolts: int
    on_barrel: bool
    barrel_attempts: int
    falls: int
    concessions: int  # deals conceded as declarer in this match (option ``concession``)
    cards_in_hand: int
    tricks: int
    trick_points: int  # card points in tricks taken this deal (everyone saw them played)
    marriage_points: int
    bid: int | None  # last bid in this deal's auction
    passed: bool
    blind: bool  # bid blind and has not looked yet


@dataclass(frozen=True, slots=True)
class ThousandObservation(Observation):
    """The base observation plus Thousand's auction, stock, contract, marriages and sheet."""

    golden: bool
    seats: tuple[SeatPublic, ...]
    high_bid: int
    high_bidder: int | None
    declarer: int | None
    contract: int
    stock: CardSet | None  # the stock cards this seat has seen (shown, or the 4-player dealer's look)
    given: tuple[tuple[int, Card], ...]  # the declarer's own gifts (receiver, card); a receiver's gift
    discarded: CardSet  # the 2-player declarer's own discards
    marriages: tuple[tuple[int, int], ...]  # (seat, suit) in order of declaration
    ace_marriage: int | None  # the seat that declared the four Aces this deal (option ``ace_marriage``)
    sheet: tuple[SheetRow, ...]
