"""Ramsen rules as data: the options of rules/ramsen.md §11."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Suit
from kartln.engine.games.ramsen.order import ramsen_order
from kartln.engine.options import option, validate
from kartln.engine.tricks import TrickOrder


@dataclass(frozen=True, slots=True)
class RamsenRules:
    players: int = option(4, "Players", "Three to five players, each for himself.", choices=(3, 4, 5))
    schleken: bool = option(
        True, "Schleken",
        "The cutter sees the bottom card of the cut and may take it into his hand; he then gets one card "
        "fewer in the first packet and may not exchange.",
    )
    schleken_must_play: bool = option(
        False, "Schleken obliges play", "A player who took the cut card may not pass.",
    )
    table_exchange_limit: str = option(
        "none", "Exchange limit",
        "Each player may exchange up to five cards while the talon lasts, or the whole table only five cards "
        "together (the dealer's swap with the trump card does not count).",
        choices=("none", "table"), choice_labels=("Up to five cards each", "Five cards for the whole table"),
    )
    swap_forces_play: bool = option(
        True, "Trump swap obliges play",
        "A dealer who took the turned-up trump card has exchanged and must play.",
    )

    def __post_init__(self) -> None:
        validate(self)

    def trump_order(self, trump_suit: int) -> TrickOrder:
        """The card order of a deal with ``trump_suit`` trumps (§2): the turn-up's printed suit
        with the permanent trumps."""
        return ramsen_order(Suit(trump_suit))


PRESETS: dict[str, RamsenRules] = {"standard": RamsenRules()}
PRESET_LABELS: dict[str, str] = {"standard": "Standard (as in the rule text)"}
