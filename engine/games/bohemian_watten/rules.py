"""Bohemian Watten rules as data: the options of rules/bohemian-watten.md §9."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Card, Rank, Suit, card
from kartln.engine.games.bohemian_watten.order import watten_order
from kartln.engine.options import option, validate
from kartln.engine.tricks import TrickOrder


@dataclass(frozen=True, slots=True)
class BohemianWattenRules:
    players: int = option(4, "Players", "Two to four players, each for himself.", choices=(2, 3, 4))
    striker_ties: str = option(
        "first", "Equal strikers", "Between two strikers other than the right one the first played wins, or the "
        "suit decides (♥ > ♦ > ♣ > ♠).",
        choices=("first", "suit"), choice_labels=("The first played", "By suit: ♥ ♦ ♣ ♠"),
    )
    criticals: bool = option(
        False, "Criticals", "Maxi (K♥), Belli (7♦) and Spitz (7♣) are the three highest trumps; the cutter may take "
        "a Critical seen at the bottom of the cut.",
    )
    exactly_zero: bool = option(
        True, "Exactly 0", "The winner must reach exactly 0: a deal that goes below 0 bounces back up; otherwise "
        "0 or less wins and the lowest score wins.",
    )
    must_win: bool = option(
        True, "Must win when following", "A player who can win the trick with a card he may play must do so.",
    )

    def __post_init__(self) -> None:
        validate(self)

    def turned_order(self, turned: Card) -> TrickOrder:
        """The card order of a deal whose turned card is ``turned`` (§2): its suit trumps, its rank
        the strikers, the Criticals and equal strikers as the options say."""
        return watten_order(turned, self.criticals, self.striker_ties)

    def trump_order(self, trump_suit: int) -> TrickOrder:
        """The order a hand is weighed by before the card is turned (the cutter's choice of a
        Critical): ``trump_suit`` trumps and, the strikers being unknown, Sevens as strikers."""
        return self.turned_order(card(Suit(trump_suit), Rank.SEVEN))


PRESETS: dict[str, BohemianWattenRules] = {"standard": BohemianWattenRules()}
PRESET_LABELS: dict[str, str] = {"standard": "Standard (as in the rule text)"}
