"""The engine's words for players as message ids with arguments, in no player's language.

A :class:`Message` is written where the engine decides something a player reads: why the rules refuse
an action (:class:`Refusal`), a note on a deal's score (:class:`Note`). It is an English template with
named arguments (``Refusal("you do not hold the {card}", card=CardName(c))``). The template is the
message's id: the window looks it up in the player's language (Qt's convention of the source text as
the key; context "refusals" or "notes") and fills in each argument in that language and the deck on
the table (a card, a suit, a seat, a game's own word, a number). The command line and record files,
which stay English, read the message as the string it also is: its English words, a card named as in
records ("Q♥").

A template with ``%n`` is counted: its argument ``n`` chooses the plural form, which the English
template marks "(s)" ("you may exchange at most %n card(s) now"), as the window's own counted texts do.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Self

from kartln.engine.cards import Card
from kartln.engine.names import short_name, suit_symbol


@dataclass(frozen=True)
class CardName:
    """A card, named as the deck on the table names it."""

    card: Card

    def __str__(self) -> str:
        return short_name(self.card)


@dataclass(frozen=True)
class SuitName:
    """A suit (0–3), named as the deck on the table names it."""

    suit: int

    def __str__(self) -> str:
        return suit_symbol(self.suit)


@dataclass(frozen=True)
class SeatName:
    """A seat (0-based), named by its player's name at the table; "seat 2" in English records."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat}"


class GameWord(str):
    """A game's own word shown to players (a contract's name, "Kontra"): the window says it as the
    players of the game say it in their language (context "terms"); in English it is itself."""


Argument = int | CardName | SuitName | SeatName | GameWord


def english(template: str, args: Mapping[str, Argument]) -> str:
    """``template`` with its arguments filled in, in English."""
    text = template
    if "%n" in text:
        n = args["n"]
        text = text.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")
    return text.format_map({k: str(v) for k, v in args.items()})


class Message(str):
    """A message id (``template``) and its ``args``; as a string, the English words."""

    #: The window's translation context for messages of this kind.
    context = ""
    template: str
    args: Mapping[str, Argument]

    def __new__(cls, template: str, **args: Argument) -> Self:
        message = super().__new__(cls, english(template, args))
        message.template = template
        message.args = MappingProxyType(args)
        return message

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    def __reduce__(self) -> tuple[object, ...]:  # a copy keeps the id, not only the words
        return _rebuilt, (type(self), self.template, dict(self.args))


def _rebuilt(kind: type[Message], template: str, args: dict[str, Argument]) -> Message:
    return kind.__new__(kind, template, **args)  # a copy: its id was found where it was written


class Refusal(Message):
    """Why the rules refuse an action."""

    context = "refusals"


class Note(Message):
    """What made a deal score as it did, on the score sheet ("Refa: everybody passed")."""

    context = "notes"


# The refusals every game shares.
NOT_NOW = Refusal("not allowed now")
MATCH_OVER = Refusal("the match is over")
NOT_THE_MOMENT = Refusal("this is not the moment for that")
PLAY_A_CARD = Refusal("play a card")
NO_SUCH_CARD = Refusal("no such card")
EACH_CARD_ONCE = Refusal("name each card once")


def not_held(card: int, deck_size: int = 36) -> Refusal:
    """A card named that is not in the player's hand (or a number no card of the deck has)."""
    return Refusal("you do not hold the {card}", card=CardName(card)) if 0 <= card < deck_size else NO_SUCH_CARD
