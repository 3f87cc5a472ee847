"""The action vocabulary shared by every game, and the open registry of record verbs.

Actions are small frozen values with a compact, context-free text form for records (``bid 105``,
``play QH+``, ``exchange 7S 8H``). The shared module holds the generic verbs only; a game's own
actions live in its package and join through an :class:`ActionVocabulary`, so adding a game never
edits this file. The state still decides whether an action is legal.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from kartln.engine.cards import Card, Suit, card_text, parse_card, parse_suit, suit_text
from kartln.engine.state import Action


@dataclass(frozen=True, slots=True)
class Pass(Action):
    def text(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    value: int

    def text(self) -> str:
        return f"bid {self.value}"


@dataclass(frozen=True, slots=True)
class CardAction(Action):
    """An action with one card of the seat's hand (a play, a gift, a discard, a game's swap)."""

    card: Card


@dataclass(frozen=True, slots=True)
class PlayCard(CardAction):
    marriage: bool = False  # declare the marriage of the led card (King or Queen; Thousand: an Ace for all four)

    def text(self) -> str:
        return f"play {card_text(self.card)}{'+' if self.marriage else ''}"


@dataclass(frozen=True, slots=True)
class GiveCard(CardAction):
    to: int

    def text(self) -> str:
        return f"give {card_text(self.card)} to {self.to}"


@dataclass(frozen=True, slots=True)
class Discard(CardAction):
    def text(self) -> str:
        return f"discard {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class ChooseCards(Action):
    """Several cards chosen at once (an exchange, a game's lay-out); none: the hand is kept."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Exchange(ChooseCards):
    """Lay away several cards at once and take as many from the talon (empty: keep the hand)."""

    def text(self) -> str:
        return " ".join(("exchange", *(card_text(c) for c in self.cards)))


@dataclass(frozen=True, slots=True)
class StayIn(Action):
    """Play the deal (the Rams family's "play or drop")."""

    def text(self) -> str:
        return "stay"


@dataclass(frozen=True, slots=True)
class Drop(Action):
    """Sit the deal out (the Rams family's "play or drop")."""

    def text(self) -> str:
        return "drop"


@dataclass(frozen=True, slots=True)
class NameTrump(Action):
    suit: Suit | None  # None: no trumps

    def text(self) -> str:
        return "trump " + ("none" if self.suit is None else suit_text(self.suit))


@dataclass(frozen=True, slots=True)
class Double(Action):
    def text(self) -> str:
        return "double"


@dataclass(frozen=True, slots=True)
class Redouble(Action):
    def text(self) -> str:
        return "redouble"


def number(word: str, text: str) -> int:
    """An int argument of an action's text; the error names the whole text."""
    try:
        return int(word)
    except ValueError:
        raise ValueError(f"not a number in {text!r}: {word!r}") from None


# A verb's reader gets the words after the verb and the whole text (for error messages); it
# returns the action, or None when the words do not fit the verb.
VerbReader = Callable[[Sequence[str], str], Action | None]


def constant(action: Action) -> VerbReader:
    return lambda args, text: action if not args else None


def _play(args: Sequence[str], text: str) -> Action | None:
    if len(args) != 1:
        return None
    word = args[0]
    return PlayCard(parse_card(word.rstrip("+")), word.endswith("+"))


def _give(args: Sequence[str], text: str) -> Action | None:
    if len(args) != 3 or args[1].lower() != "to":
        return None
    return GiveCard(parse_card(args[0]), number(args[2], text))


def _trump(args: Sequence[str], text: str) -> Action | None:
    if len(args) != 1:
        return None
    return NameTrump(None if args[0].lower() == "none" else parse_suit(args[0]))


class ActionVocabulary:
    """The verbs a game's records use: the shared ones plus the game's own."""

    def __init__(self, readers: Mapping[str, VerbReader]) -> None:
        self._readers = dict(readers)

    def extend(self, readers: Mapping[str, VerbReader]) -> ActionVocabulary:
        """A vocabulary with more verbs; a game may not redefine a verb it inherits."""
        clash = set(readers) & set(self._readers)
        if clash:
            raise ValueError(f"verbs defined twice: {', '.join(sorted(clash))}")
        return ActionVocabulary({**self._readers, **readers})

    @property
    def verbs(self) -> tuple[str, ...]:
        return tuple(self._readers)

    def parse(self, text: str) -> Action:
        """Read the text form of an action; raise ValueError naming what is wrong."""
        words = text.split()
        if not words:
            raise ValueError("empty action")
        reader = self._readers.get(words[0].lower())
        action = reader(words[1:], text) if reader is not None else None
        if action is None:
            raise ValueError(f"not an action: {text!r}")
        return action


SHARED_VOCABULARY = ActionVocabulary({
    "pass": constant(Pass()),
    "bid": lambda args, text: Bid(number(args[0], text)) if len(args) == 1 else None,
    "play": _play,
    "give": _give,
    "discard": lambda args, text: Discard(parse_card(args[0])) if len(args) == 1 else None,
    "exchange": lambda args, text: Exchange(tuple(parse_card(a) for a in args)),
    "stay": constant(StayIn()),
    "drop": constant(Drop()),
    "trump": _trump,
    "double": constant(Double()),
    "redouble": constant(Redouble()),
})
