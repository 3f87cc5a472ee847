"""Mulatschak's own actions (rules/mulatschak.md §4–§6) and its record vocabulary. Passing, bidding
a number of tricks, naming trumps, play or stay at home (stay, drop) and the others' exchange are
shared verbs."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.actions import ChooseCards, constant
from kartln.engine.cards import card_text, parse_card
from kartln.engine.games.rams_family.actions import RAMS_VOCABULARY
from kartln.engine.state import Action


@dataclass(frozen=True, slots=True)
class Whiteout(Action):
    """A hand without king, ober and unter is thrown in (§4)."""

    def text(self) -> str:
        return "whiteout"


@dataclass(frozen=True, slots=True)
class BidMulatschak(Action):
    """All five tricks without exchanging: outranks every number (§5)."""

    def text(self) -> str:
        return "mulatschak"


@dataclass(frozen=True, slots=True)
class Hold(Action):
    """The dealer takes the highest bid at the same number (§5)."""

    def text(self) -> str:
        return "hold"


@dataclass(frozen=True, slots=True)
class LayOut(ChooseCards):
    """The declarer lays ``cards`` face down in a row, first position first, for the exchange on
    sight (§6.1); none keeps his hand."""

    def text(self) -> str:
        return " ".join(("lay", *(card_text(c) for c in self.cards)))


@dataclass(frozen=True, slots=True)
class TakeFaceUp(Action):
    """Take the face-up card of the position: a trump comes on top of the position (which gets a
    replacement); any other card replaces the original (§6.1)."""

    def text(self) -> str:
        return "take"


@dataclass(frozen=True, slots=True)
class TakeInstead(Action):
    """Decline a face-up trump as a trump and take it as any other card: it replaces the original,
    which goes out of play, and the position is done (§6.1 step 2)."""

    def text(self) -> str:
        return "take-instead"


@dataclass(frozen=True, slots=True)
class KeepOriginal(Action):
    """Take back the original card of the position; the face-up card goes out of play (§6.1)."""

    def text(self) -> str:
        return "keep"


MULATSCHAK_VOCABULARY = RAMS_VOCABULARY.extend({
    "whiteout": constant(Whiteout()), "mulatschak": constant(BidMulatschak()), "hold": constant(Hold()),
    "lay": lambda args, text: LayOut(tuple(parse_card(a) for a in args)),
    "take": constant(TakeFaceUp()), "take-instead": constant(TakeInstead()), "keep": constant(KeepOriginal()),
})
