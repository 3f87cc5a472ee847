"""Actions the Rams family shares beyond the core's (exchange, stay, drop and naming a trump are
shared verbs): taking the card at the bottom of the cut, and the dealer's swap with the turned-up
trump card. A family game extends :data:`RAMS_VOCABULARY` with its own verbs."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.actions import SHARED_VOCABULARY, CardAction, constant
from kartln.engine.cards import card_text, parse_card
from kartln.engine.state import Action


@dataclass(frozen=True, slots=True)
class TakeBottomCard(Action):
    """The cutter takes the bottom card of the cut into his hand (Ramsen's Schleken, Mulatschak's
    Weli at the cut); he gets one card fewer in the first packet."""

    def text(self) -> str:
        return "take-bottom"


@dataclass(frozen=True, slots=True)
class SwapTrumpCard(CardAction):
    """The dealer lays ``card`` away face down and takes the turned-up trump card into his hand."""

    def text(self) -> str:
        return f"swap {card_text(self.card)}"


RAMS_VOCABULARY = SHARED_VOCABULARY.extend({
    "take-bottom": constant(TakeBottomCard()),
    "swap": lambda args, text: SwapTrumpCard(parse_card(args[0])) if len(args) == 1 else None,
})
