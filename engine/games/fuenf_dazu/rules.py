"""Fünf dazu! rules as data: the options of rules/fuenf-dazu.md §8."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.options import option, validate


@dataclass(frozen=True, slots=True)
class FuenfDazuRules:
    players: int = option(4, "Players", "Two to four players, each for himself.", choices=(2, 3, 4))
    rank_order: str = option(
        "ace_ten", "Card order", "A 10 K Q J 9 8 7 (as in Zwanzig), or the plain A K Q J 10 9 8 7.",
        choices=("ace_ten", "plain"), choice_labels=("Ace–ten: A 10 K Q J 9 8 7", "Plain: A K Q J 10 9 8 7"),
    )
    must_win: bool = option(
        True, "Must win when following",
        "A player who follows suit must play a card that beats the highest card of the suit so far, if he has one.",
    )

    def __post_init__(self) -> None:
        validate(self)


PRESETS: dict[str, FuenfDazuRules] = {"standard": FuenfDazuRules()}
PRESET_LABELS: dict[str, str] = {"standard": "Standard (as in the rule text)"}
