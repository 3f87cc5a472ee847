"""Schnalzen rules as data. The rule text fixes every decision of play (rules/schnalzen.md §9); the
choices are the player count, which is four, and how the WELI looks in a French pack (§9 #1)."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Rank, Suit, card
from kartln.engine.games.schnalzen.order import schnalzen_order
from kartln.engine.options import option, validate
from kartln.engine.tricks import TrickOrder


@dataclass(frozen=True, slots=True)
class SchnalzenRules:
    players: int = option(4, "Players", "Four players, each for himself.", choices=(4,))
    # how the card looks and is named, never how it plays: the WELI stays the one card it is
    weli_card: str = option(
        "six", "The WELI in a French pack", "The WELI in a French pack: the six of diamonds, or a Joker. It "
        "plays the same either way; a German pack shows the Schellen-6.",
        choices=("six", "joker"), choice_labels=("The six of diamonds (6♦)", "A Joker"),
    )

    def __post_init__(self) -> None:
        validate(self)

    def trump_order(self, trump_suit: int) -> TrickOrder:
        """The card order of a deal with ``trump_suit`` trumps (§2): every card of the suit turned
        makes the same order (only a turned WELI, no trumps, differs)."""
        return schnalzen_order(card(Suit(trump_suit), Rank.SEVEN))


PRESETS: dict[str, SchnalzenRules] = {"standard": SchnalzenRules()}
PRESET_LABELS: dict[str, str] = {"standard": "Standard (as in the rule text)"}
