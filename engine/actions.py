"""The action vocabulary shared by the games, with the compact text form used in records.

Actions are small frozen values. Their text is context-free (``bid 105``, ``play QH+``,
``give 9S to 2``), so a record can be read back without knowing the game state; the state still
decides whether the action is legal.
"""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Card, card_text, parse_card
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
class BlindBid(Action):
    """A bid made before looking at one's cards (Thousand option ``blind_bidding``)."""

    value: int

    def text(self) -> str:
        return f"blind {self.value}"


@dataclass(frozen=True, slots=True)
class LookAtCards(Action):
    def text(self) -> str:
        return "look"


@dataclass(frozen=True, slots=True)
class DemandRedeal(Action):
    def text(self) -> str:
        return "redeal"


@dataclass(frozen=True, slots=True)
class KeepDeal(Action):
    """Decline a re-deal one is entitled to demand."""

    def text(self) -> str:
        return "keep"


@dataclass(frozen=True, slots=True)
class ChooseStock(Action):
    index: int  # 0 or 1

    def text(self) -> str:
        return f"stock {self.index + 1}"


@dataclass(frozen=True, slots=True)
class GiveCard(Action):
    card: Card
    to: int

    def text(self) -> str:
        return f"give {card_text(self.card)} to {self.to}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    card: Card

    def text(self) -> str:
        return f"discard {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class SetContract(Action):
    value: int

    def text(self) -> str:
        return f"contract {self.value}"


@dataclass(frozen=True, slots=True)
class Concede(Action):
    """Give up the deal instead of playing it (Thousand option ``concession``)."""

    def text(self) -> str:
        return "concede"


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    card: Card
    marriage: bool = False  # declare the marriage of the led card (King or Queen; an Ace: all four Aces)

    def text(self) -> str:
        return f"play {card_text(self.card)}{'+' if self.marriage else ''}"


def _number(word: str, text: str) -> int:
    try:
        return int(word)
    except ValueError:
        raise ValueError(f"not a number in {text!r}: {word!r}") from None


def parse_action(text: str) -> Action:
    """Read the text form of an action; raise ValueError naming what is wrong."""
    words = text.split()
    if not words:
        raise ValueError("empty action")
    verb, args = words[0].lower(), words[1:]
    simple: dict[str, Action] = {
        "pass": Pass(),
        "look": LookAtCards(),
        "redeal": DemandRedeal(),
        "keep": KeepDeal(),
        "concede": Concede(),
    }
    if verb in simple and not args:
        return simple[verb]
    if verb in ("bid", "blind", "contract") and len(args) == 1:
        value = _number(args[0], text)
        return {"bid": Bid, "blind": BlindBid, "contract": SetContract}[verb](value)
    if verb == "stock" and len(args) == 1 and args[0] in ("1", "2"):
        return ChooseStock(int(args[0]) - 1)
    if verb == "give" and len(args) == 3 and args[1].lower() == "to":
        return GiveCard(parse_card(args[0]), _number(args[2], text))
    if verb == "discard" and len(args) == 1:
        return Discard(parse_card(args[0]))
    if verb == "play" and len(args) == 1:
        word = args[0]
        marriage = word.endswith("+")
        return PlayCard(parse_card(word.rstrip("+")), marriage)
    raise ValueError(f"not an action: {text!r}")
