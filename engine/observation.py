"""The base observation: what every seat sees in every game (DESIGN.md §2, §6).

Each game's observation extends :class:`Observation` with its own public facts. The AI's beliefs
and samplers and the table read these fields without knowing the game. Nothing here is ever a
card the seat may not see: hidden hands appear as counts only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from kartln.engine.cards import Card, CardSet
from kartln.engine.event import Event
from kartln.engine.tricks import FollowRule, TrickOrder


@dataclass(frozen=True, slots=True)
class TrumpIndicator:
    """The trump of the deal as the table shows it: a suit, a turned-up card, or no trumps.

    ``suit`` is the trump suit (None: no trump suit, or none chosen yet); ``card`` a card turned up
    for it; ``known`` is False while the trump is still to be decided (an auction, a marriage not
    yet declared), so the table shows no indicator instead of "no trumps".
    """

    suit: int | None = None
    card: Card | None = None
    known: bool = True

    @property
    def no_trumps(self) -> bool:
        return self.known and self.suit is None


UNDECIDED = TrumpIndicator(known=False)
NO_TRUMPS = TrumpIndicator()


class PlayedTrick(NamedTuple):
    """A finished trick as everybody saw it, with the order and rule it was played under, so a
    reader can tell what each card reveals about the hand it came from. A named tuple: the trick
    loop makes one per trick, and a frozen dataclass costs three times as much to create."""

    plays: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    winner: int
    order: TrickOrder
    rule: FollowRule


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    num_players: int
    phase: str
    current_player: int  # -1 when the match is over
    dealer: int
    deal_no: int
    hand: CardSet | None  # own cards; None while the seat may not look at them
    face_up: tuple[tuple[int, Card], ...]  # (seat, card): cards lying face up in hands, seen by all
    in_deal: tuple[int, ...]  # seats playing this deal, in playing order from forehand
    cards_in_hand: tuple[int, ...]  # per seat
    leader: int  # the seat that led (or is to lead) the current trick
    trick: tuple[tuple[int, Card], ...]  # the trick on the table: (seat, card) in play order
    tricks: tuple[PlayedTrick, ...]  # this deal's finished tricks
    tricks_won: tuple[int, ...]  # per seat, this deal
    trump: TrumpIndicator
    order: TrickOrder | None  # the card order now in force; None before it is known
    follow_rule: FollowRule
    played: CardSet  # every card played to a trick this deal
    scores: tuple[int, ...]  # match totals per seat
    teams: tuple[tuple[int, ...], ...]  # partnerships; () when everybody plays for himself
    events: tuple[Event, ...]  # this deal's events as this seat saw them
    winners: tuple[int, ...]  # of a finished match

    @property
    def last_trick(self) -> tuple[tuple[int, Card], ...]:
        return self.tricks[-1].plays if self.tricks else ()

    @property
    def trick_no(self) -> int:
        return len(self.tricks)

    @property
    def seen_out(self) -> CardSet:
        """Cards out of play that every seat has seen (a game that shows some says which)."""
        return 0
