"""Raub rules as data: the options of rules/raub.md §11."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Suit
from kartln.engine.games.raub.order import raub_order
from kartln.engine.options import option, validate
from kartln.engine.tricks import TrickOrder


@dataclass(frozen=True, slots=True)
class RaubRules:
    players: int = option(4, "Players", "Two to four players, each for himself.", choices=(2, 3, 4))
    stih_automatic: bool = option(
        False, "A turned seven is Stih", "A seven turned up as the trump card always makes the dealer declarer "
        "needing one trick (otherwise he may say Stih).",
    )
    trump_take_compulsory: bool = option(
        False, "Dealer must take the trump card", "After Raub, Stih or Muss the dealer must take the trump card "
        "(otherwise he may).",
    )
    all_nejdem_uses_refa: bool = option(
        True, "A deal without defenders uses a Refa", "A deal in which everybody says Nejdem is scored and doubled "
        "by a pending Refa.",
    )
    single_winner: bool = option(
        False, "Only the lowest wins", "When several players reach 0 or less, only the lowest score wins "
        "(otherwise all of them win together).",
    )

    def __post_init__(self) -> None:
        validate(self)

    def trump_order(self, trump_suit: int) -> TrickOrder:
        """The card order of a deal with ``trump_suit`` trumps (§2, §4)."""
        return raub_order(Suit(trump_suit))


PRESETS: dict[str, RaubRules] = {"standard": RaubRules()}
PRESET_LABELS: dict[str, str] = {"standard": "Standard (as in the rule text)"}
