"""Mönch rules as data: Ramsen's options (rules/moench.md: "everything exactly as in Ramsen")
and the three of moench.md §8."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Suit
from kartln.engine.games.moench.order import moench_order
from kartln.engine.games.ramsen.rules import RamsenRules
from kartln.engine.options import option
from kartln.engine.tricks import TrickOrder


@dataclass(frozen=True, slots=True)
class MoenchRules(RamsenRules):
    moench_keep_ramsen_trumps: bool = option(
        True, "Keep Ramsen's permanent trumps",
        "9♦, 7♦ and Q♣ stay permanent trumps below the trump ace; off: the Mönch is the only one.",
    )
    moench_trump_timing: str = option(
        "before_play", "Mönch names trumps",
        "Its holder may name any suit as trumps before the play-or-pass round, or when he plays the Mönch "
        "(from the next trick on), or not at all.",
        choices=("before_play", "when_played", "off"),
        choice_labels=("Before play or pass", "When the Mönch is played", "Never"),
    )
    fliege: bool = option(
        True, "Fliege", "Five cards of one suit (the Mönch counts as any suit) win the deal as five tricks.",
    )

    def trump_order(self, trump_suit: int) -> TrickOrder:
        """The card order of a deal with ``trump_suit`` trumps (D1): the Mönch on top, with or
        without Ramsen's permanent trumps."""
        return moench_order(Suit(trump_suit), self.moench_keep_ramsen_trumps)


PRESETS: dict[str, MoenchRules] = {"standard": MoenchRules()}
PRESET_LABELS: dict[str, str] = {"standard": "Standard (as in the rule text)"}
