"""Raub's own actions (rules/raub.md §3–§5) and its record vocabulary. Passing, Idem (stay) and
Nejdem (drop), drawing (exchange) and taking the trump card (swap) are shared verbs."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.actions import constant
from kartln.engine.games.rams_family.actions import RAMS_VOCABULARY
from kartln.engine.state import Action


@dataclass(frozen=True, slots=True)
class Deal(Action):
    """The dealer deals normally (§3)."""

    def text(self) -> str:
        return "deal"


@dataclass(frozen=True, slots=True)
class PassDeal(Action):
    """The dealer refuses to deal: a Refa (§3)."""

    def text(self) -> str:
        return "pass-deal"


@dataclass(frozen=True, slots=True)
class Muss(Action):
    """The dealer is declarer without seeing a card; nobody may drop (§3)."""

    def text(self) -> str:
        return "muss"


@dataclass(frozen=True, slots=True)
class CallRaub(Action):
    """The dealer, before looking at his cards, is declarer needing two tricks (§4.3)."""

    def text(self) -> str:
        return "raub"


@dataclass(frozen=True, slots=True)
class CallStih(Action):
    """On a turned-up seven the dealer is declarer needing one trick (§4.4)."""

    def text(self) -> str:
        return "stih"


@dataclass(frozen=True, slots=True)
class Lead(Action):
    """"I lead": the player is declarer, needing two tricks (§5.1)."""

    def text(self) -> str:
        return "lead"


@dataclass(frozen=True, slots=True)
class NewTrump(Action):
    """The dealer turns up stock cards for another trump suit (§5.1), once a deal."""

    def text(self) -> str:
        return "new-trump"


RAUB_VOCABULARY = RAMS_VOCABULARY.extend({
    "deal": constant(Deal()), "pass-deal": constant(PassDeal()), "muss": constant(Muss()),
    "raub": constant(CallRaub()), "stih": constant(CallStih()), "lead": constant(Lead()),
    "new-trump": constant(NewTrump()),
})
