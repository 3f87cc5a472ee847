"""Zwanzig rules as data: the options of rules/zwanzig.md §10."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Suit
from kartln.engine.games.zwanzig.order import zwanzig_order
from kartln.engine.options import option, validate
from kartln.engine.tricks import TrickOrder


@dataclass(frozen=True, slots=True)
class ZwanzigRules:
    players: int = option(4, "Players", "Four players, each for himself.", choices=(4,))
    rank_order: str = option(
        "ace_ten", "Card order", "A 10 K Q J 9 8 7, or the plain A K Q J 10 9 8 7.",
        choices=("ace_ten", "plain"), choice_labels=("Ace–ten: A 10 K Q J 9 8 7", "Plain: A K Q J 10 9 8 7"),
    )
    announce_any_suit: bool = option(
        True, "Trumps without holding them", "The announcer may name a suit he holds no card of.",
    )
    diamonds_no_drop: bool = option(True, "Diamonds: everybody plays", "Nobody may drop when diamonds are trumps.")
    hearts_from_deal: int = option(
        9, "Hearts from deal", "From this deal on hearts are always trumps and nobody announces (0: never).",
        minimum=0, maximum=99,
    )

    def __post_init__(self) -> None:
        validate(self)

    def trump_order(self, trump_suit: int) -> TrickOrder:
        """The card order of a deal with ``trump_suit`` trumps (§2, §10 #1)."""
        return zwanzig_order(Suit(trump_suit), "plain" if self.rank_order == "plain" else "ace_ten")


PRESETS: dict[str, ZwanzigRules] = {"standard": ZwanzigRules()}
PRESET_LABELS: dict[str, str] = {"standard": "Standard (as in the rule text)"}
