"""Mulatschak rules as data: the options of rules/mulatschak.md §11."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.cards import Suit
from kartln.engine.games.mulatschak.order import mulatschak_order
from kartln.engine.options import option, validate
from kartln.engine.tricks import TrickOrder


@dataclass(frozen=True, slots=True)
class MulatschakRules:
    players: int = option(4, "Players", "Three to five players, each for himself (four is usual).",
                          choices=(3, 4, 5))
    weli_rank: str = option(
        "lowest", "Rank of the Weli", "The Weli is a permanent trump: the lowest one (as in the rule text), or "
        "the second highest, just below the trump ace (as in Austria).",
        choices=("lowest", "second"), choice_labels=("Lowest trump", "Second highest trump"),
    )
    weli_cut: bool = option(
        True, "Weli at the cut", "When the cutter finds the Weli at the bottom of the cut he may take it.",
    )
    whiteout: bool = option(
        True, "Whiteout", "A player without king, ober and unter may throw the cards in; the same dealer deals "
        "again and the next scored deal counts double.",
    )
    whiteout_counts_ace: bool = option(
        False, "An ace prevents a whiteout", "A whiteout hand must hold no ace either.",
    )
    zero_bid: bool = option(
        True, "Bid zero tricks", "A player may bid to take no trick at all (otherwise bids start at one).",
    )
    failed_bid: str = option(
        "flat", "A failed bid", "What a declarer who took fewer tricks than he bid scores.",
        choices=("flat", "tricks"),
        choice_labels=("+10 (as in the rule text)", "+10 besides his tricks (−1 each, +5 for none)"),
    )
    low_score_exchange: str = option(
        "everyone", "No exchange at 3 or less", "Who may not exchange with 3 points or less.",
        choices=("everyone", "others"), choice_labels=("Everyone, the declarer too", "The other players only"),
    )
    bidding: str = option(
        "one_round", "Bidding", "One round of bids, or rounds until all but the highest bidder have passed.",
        choices=("one_round", "until_passed"), choice_labels=("One round", "Until all others pass"),
    )

    def __post_init__(self) -> None:
        validate(self)

    def trump_order(self, trump_suit: int) -> TrickOrder:
        """The card order of a deal with ``trump_suit`` trumps, the Weli where the option puts it (§2)."""
        return mulatschak_order(Suit(trump_suit), "second" if self.weli_rank == "second" else "lowest")


PRESETS: dict[str, MulatschakRules] = {
    "standard": MulatschakRules(),
    "austrian": MulatschakRules(weli_rank="second", whiteout_counts_ace=True),
}
PRESET_LABELS: dict[str, str] = {
    "standard": "Standard (as in the rule text)",
    "austrian": "Austrian: Weli second highest, an ace prevents a whiteout",
}
