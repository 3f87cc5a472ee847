"""Rams rules as data: the options of rules/rams.md §11."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Suit
from kartln.engine.games.rams.order import rams_order
from kartln.engine.options import option, validate
from kartln.engine.tricks import TrickOrder


@dataclass(frozen=True, slots=True)
class RamsRules:
    players: int = option(4, "Players", "Two to five players, each for himself, and a widow hand.",
                          choices=(2, 3, 4, 5))
    start_tokens: int = option(
        10, "Tokens", "Tokens each player starts with (the rule text names ten, seven or five); the first to "
        "get rid of his last token wins.", minimum=1, maximum=50,
    )
    winner_timing: str = option(
        "trick", "The winner",
        "The match ends at the trick that takes a player's last token, or the deal is finished and scored "
        "and the fewest tokens win (equal counts are joint winners).",
        choices=("trick", "deal_end"), choice_labels=("At the trick", "At the end of the deal"),
    )

    def __post_init__(self) -> None:
        validate(self)

    def trump_order(self, trump_suit: int) -> TrickOrder:
        """The card order of a deal with ``trump_suit`` trumps (§2)."""
        return rams_order(Suit(trump_suit))


PRESETS: dict[str, RamsRules] = {
    "standard": RamsRules(),
    "seven": RamsRules(start_tokens=7),
    "five": RamsRules(start_tokens=5),
}
PRESET_LABELS: dict[str, str] = {
    "standard": "Standard: ten tokens",
    "seven": "Shorter: seven tokens",
    "five": "Short: five tokens",
}
