"""Bauernschnapsen rules as data: the options of rules/bauernschnapsen.md §11."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.options import option, validate


@dataclass(frozen=True, slots=True)
class BauernschnapsenRules:
    players: int = option(4, "Players", "Four players in two partnerships, partners sitting opposite.", choices=(4,))
    trump_from_hand: bool = option(
        True, "Trump from forehand's cards",
        "Forehand may name only a suit of which he holds a card (§11 #1); off: any suit.",
    )
    aufschlagen: str = option(
        "choose", "Turning up a trump",
        "Forehand turns up one of his two undealt cards as trump: he picks which (blind), or the deal picks (§11 #2).",
        choices=("choose", "random"), choice_labels=("Forehand picks one of the two", "A random one of the two"),
    )
    knock_allowed: bool = option(
        False, "Knocking", "The cutter may knock instead of cutting: all five cards are dealt at once (§11 #3).",
    )
    pass_is_final: bool = option(
        True, "A pass is final", "A player who passed may not announce later in the auction (§11 #4).",
    )
    bauernschnapser_by: str = option(
        "forehand_or_partner", "Who may announce a Bauernschnapser", "§11 #5.",
        choices=("forehand_or_partner", "partner", "forehand"),
        choice_labels=("Forehand or his partner", "Forehand's partner only", "Forehand only"),
    )
    partner_sits_out: bool = option(
        True, "Declarer's partner sits out",
        "In every contract but the normal game the declarer plays alone; off: his partner plays with him and "
        "the contract's goal is the team's (§11 #9).",
    )
    first_lead: str = option(
        "contract", "First lead", "§11 #10: who leads the first trick of a contract.",
        choices=("contract", "declarer", "forehand"),
        choice_labels=(
            "Forehand in the normal game and the Kontra contracts, else the declarer",
            "The declarer always (forehand in the normal game)",
            "Forehand in every trump contract, the declarer in the others",
        ),
    )
    play_rule: str = option(
        "seed", "Following", "§7, §11 #11.", choices=("seed", "strict", "wikibooks"),
        choice_labels=(
            "Follow suit, else trump, else any card",
            "Follow and head, else trump and overtrump (Farb- und Stichzwang)",
            "Head in contracts, not in the normal game; trump only to win",
        ),
    )
    bettler_value: int = option(5, "Bettler value", "Game points of a Bettler (§11 #14).", choices=(5, 4))
    contra: bool = option(True, "Kontra, Re and Sub", "The opponents may double, and so on (§6, §11 #15).")
    count_down: bool = option(
        False, "Count down from 24", "Teams start at 24 and subtract their game points; first to 0 wins (§11 #16).",
    )
    play_out_claims: bool = option(
        False, "Play out Herrengang and Herrenschnapser",
        "These contracts cannot fail and are scored without play; on: they are played out (§4).",
    )

    def __post_init__(self) -> None:
        validate(self)


PRESETS: dict[str, BauernschnapsenRules] = {
    "standard": BauernschnapsenRules(),
    "strict": BauernschnapsenRules(play_rule="strict", knock_allowed=True),
}
PRESET_LABELS: dict[str, str] = {
    "standard": "Standard (as in the rule text)",
    "strict": "Tavern rules: Farb- und Stichzwang, knocking allowed",
}
