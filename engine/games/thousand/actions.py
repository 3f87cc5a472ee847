"""Thousand's own actions (rules/thousand.md) and its record vocabulary."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kartln.engine.actions import SHARED_VOCABULARY, VerbReader, number
from kartln.engine.state import Action


@dataclass(frozen=True, slots=True)
class BlindBid(Action):
    """A bid made before looking at one's cards (option ``blind_bidding``)."""

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
class SetContract(Action):
    value: int

    def text(self) -> str:
        return f"contract {self.value}"


@dataclass(frozen=True, slots=True)
class Concede(Action):
    """Give up the deal instead of playing it (option ``concession``)."""

    def text(self) -> str:
        return "concede"


def _value(kind: Callable[[int], Action]) -> VerbReader:
    def read(args: Sequence[str], text: str) -> Action | None:
        return kind(number(args[0], text)) if len(args) == 1 else None

    return read


def _stock(args: Sequence[str], text: str) -> Action | None:
    return ChooseStock(int(args[0]) - 1) if len(args) == 1 and args[0] in ("1", "2") else None


THOUSAND_VOCABULARY = SHARED_VOCABULARY.extend({
    "blind": _value(BlindBid),
    "contract": _value(SetContract),
    "look": lambda args, text: LookAtCards() if not args else None,
    "redeal": lambda args, text: DemandRedeal() if not args else None,
    "keep": lambda args, text: KeepDeal() if not args else None,
    "concede": lambda args, text: Concede() if not args else None,
    "stock": _stock,
})


def parse_action(text: str) -> Action:
    """Read a Thousand action's record text."""
    return THOUSAND_VOCABULARY.parse(text)
