"""Bauernschnapsen's own actions (rules/bauernschnapsen.md §3–§6) and its record vocabulary.

Naming a trump, passing, Kontra (``double``) and Re (``redouble``) are shared verbs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartln.engine.actions import SHARED_VOCABULARY, constant
from kartln.engine.games.bauernschnapsen.contracts import BY_WORD, Contract
from kartln.engine.state import Action


@dataclass(frozen=True, slots=True)
class Knock(Action):
    """The cutter knocks instead of cutting: every hand is dealt at once (§3, option ``knock_allowed``)."""

    def text(self) -> str:
        return "knock"


@dataclass(frozen=True, slots=True)
class CutDeck(Action):
    def text(self) -> str:
        return "cut"


@dataclass(frozen=True, slots=True)
class TurnUp(Action):
    """Aufschlagen: forehand turns up one of his two undealt cards (0 or 1; None: the deal picks)."""

    index: int | None = None

    def text(self) -> str:
        return "turn" if self.index is None else f"turn {self.index + 1}"


@dataclass(frozen=True, slots=True)
class Announce(Action):
    contract: Contract

    def text(self) -> str:
        return f"announce {self.contract.word}"


@dataclass(frozen=True, slots=True)
class Subcontra(Action):
    """Sub: the opponents' answer to Re (×8)."""

    def text(self) -> str:
        return "sub"


def _turn(args: Sequence[str], text: str) -> Action | None:
    if not args:
        return TurnUp()
    return TurnUp(int(args[0]) - 1) if len(args) == 1 and args[0] in ("1", "2") else None


def _announce(args: Sequence[str], text: str) -> Action | None:
    contract = BY_WORD.get(args[0].lower()) if len(args) == 1 else None
    return Announce(contract) if contract is not None else None


BAUERNSCHNAPSEN_VOCABULARY = SHARED_VOCABULARY.extend({
    "knock": constant(Knock()),
    "cut": constant(CutDeck()),
    "turn": _turn,
    "announce": _announce,
    "sub": constant(Subcontra()),
})
