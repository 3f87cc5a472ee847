"""Thousand rules as data: every option of rules/thousand.md §16 with its default, and presets."""

from __future__ import annotations

from dataclasses import dataclass, replace

from kartln.engine.options import option, validate

_ON_OFF = ("on", "off")


@dataclass(frozen=True, slots=True)
class ThousandRules:
    """Every option of rules/thousand.md §16 with its default.

    Row 19 lists three house rules that are not in the seed; each is off by default:

    * ``ace_marriage`` (pagat "four aces"). Decision: holding all four Aces is a marriage worth
      200, declared like a marriage (§7.2) by leading one of them to a trick other than the first
      while holding all four (``PlayCard(ace, marriage=True)``, record text ``play AH+``). It does
      not change the trump. It counts as a marriage for bids above 120 (§5.5) and raises (§6.3),
      and adds 200 to the cap of ``bid_cap_by_held_marriages``.
    * ``concession`` (pagat "rospisat'"). Decision: after taking the stock and before giving the
      first card (2 players: before the first discard) the declarer may concede (``Concede()``,
      ``concede``). Each opponent scores 60, nobody gets a bolt; the declarer's 1st and 2nd
      concessions of the match are free, every third one costs his contract (details in
      :mod:`~kartln.engine.games.thousand.scoring`).
    * ``dump_truck_555`` ("samosval" of the app rule sets). Decision: after all the barrel steps
      of a deal and the third-fall reset, a player whose score is exactly 555 falls to 0.
    """

    players: int = option(
        3, "Players", "Three players; two players use two stocks; with four the dealer sits out.",
        choices=(2, 3, 4),
    )
    card_pack: str = option(
        "french", "Card pack",
        "French or German suits. The pack decides which suit's marriage is worth 60 and which 40.",
        choices=("french", "german"), choice_labels=("French", "German"),
    )
    marriage_values: str = option(
        "by_skin", "Marriage values",
        "By the suit as printed in the pack (French ♣ 60 / ♠ 40, German Grün 60 / Eichel 40), "
        "or by the internal suit (German Eichel 60 / Grün 40).",
        choices=("by_skin", "by_internal_suit"), choice_labels=("As printed", "By internal suit"),
    )
    bid_step: int = option(5, "Bid step", "Bids and raises go up in steps of this size.", choices=(5, 10))
    marriage_needed_over_120: bool = option(
        True, "Bids above 120 need a marriage", "A bid above 120 is allowed only with a King and Queen "
        "of one suit in hand.",
    )
    bid_cap_by_held_marriages: bool = option(
        False, "Cap bids by held marriages", "The highest bid is 120 plus the marriages held (else 400).",
    )
    raise_after_stock: bool = option(
        True, "Raise after the stock", "The declarer may raise the contract after taking the stock.",
    )
    blind_bidding: bool = option(
        False, "Blind bidding", "Players may bid up to 120 before looking at their cards; a blind "
        "winner's result counts double.",
    )
    golden_round: bool = option(
        False, "Golden round", "The first circle of deals has no auction: first hand plays 120 and "
        "every score of those deals is doubled.",
    )
    cut_nine_rule: bool = option(
        True, "Nine at the bottom", "A nine at the bottom after the cut means cutting again; the third "
        "time in a row costs the cutter 120 and the deal is void.",
    )
    redeal_four_nines: bool = option(
        True, "Re-deal on four nines", "A player dealt all four nines may demand a new deal.",
    )
    redeal_stock_nines: bool = option(
        True, "Re-deal on nines in the stock", "The declarer may demand a new deal when the stock holds "
        "two or more nines.",
    )
    redeal_passed_nines: bool = option(
        True, "Re-deal after giving", "A defender who holds all four nines after the declarer gives "
        "cards may demand a new deal.",
    )
    four_nines_original_only: bool = option(
        False, "Four nines only as dealt", "The four-nines demand counts only for nines held in the "
        "dealt hand, never after cards are given.",
    )
    rounding: int = option(5, "Defenders round to", "Defenders' points are rounded to this multiple.",
                           choices=(5, 10))
    bolts: bool = option(True, "Bolts", "A defender without a trick gets a bolt; three bolts cost 120.")
    barrel_threshold: int = option(
        880, "Barrel at", "A player reaching this score sits on the barrel and must win from there.",
        choices=(880, 900),
    )
    barrel_three_deals_fine: int = option(
        120, "Barrel: fine after three deals", "Points lost by a barrel player who fails to win in "
        "three deals.", choices=(120, 125),
    )
    knocked_off_fine: int = option(
        125, "Barrel: fine when knocked off", "Points lost by a barrel player pushed off by a newcomer.",
        choices=(125, 120),
    )
    third_fall_resets: bool = option(
        True, "Third fall resets to zero", "Falling off the barrel for the third time resets the score to 0.",
    )
    direct_win_below_barrel: bool = option(
        False, "Win above 1000 without the barrel", "A player below the barrel whose score passes 1000 "
        "wins at once.",
    )
    dealer_scores_stock: bool = option(
        True, "Four players: dealer scores the stock", "The sitting-out dealer scores the stock's card "
        "points and any marriage in it.",
    )
    ace_marriage: bool = option(
        False, "Ace marriage", "All four Aces held together are a marriage worth 200, declared like "
        "a marriage by leading one of them after taking a trick. It does not change the trump; it "
        "counts as a marriage for bids and raises above 120.",
    )
    concession: bool = option(
        False, "Conceding the contract", "After taking the stock and before giving (or discarding) "
        "a card, the declarer may give up the deal: each opponent scores 60. The declarer's first "
        "two concessions of the match are free; every third one costs him his contract.",
    )
    dump_truck_555: bool = option(
        False, "Dump truck at 555", "A player whose score is exactly 555 after a deal falls to 0.",
    )

    def __post_init__(self) -> None:
        validate(self)

    @property
    def barrel_capacity(self) -> int:
        return 2 if self.players == 4 else 1


# Marriage values by internal suit (H, D, C, S), French pack or "by internal suit": ♥100 ♦80 ♣60 ♠40.
MARRIAGE_VALUES_FRENCH = (100, 80, 60, 40)
# German pack as printed (thousand.md §2.1): Herz 100, Schellen 80, Grün (= ♠) 60, Eichel (= ♣) 40.
MARRIAGE_VALUES_GERMAN = (100, 80, 40, 60)


#: The ace marriage (option ``ace_marriage``, thousand.md §16 #19): all four Aces are worth 200.
ACE_MARRIAGE_VALUE = 200


def max_bid(rules: ThousandRules) -> int:
    """The highest bid or contract: 120 card points plus every marriage (§5.6), four aces included."""
    return 400 + (ACE_MARRIAGE_VALUE if rules.ace_marriage else 0)
#: Option ``concession``: what each opponent scores when the declarer concedes (before doubling).
CONCESSION_POINTS = 60
#: Option ``concession``: every third concession of a seat costs the contract.
CONCESSIONS_PER_FINE = 3
#: Option ``dump_truck_555``: the score that falls to zero.
DUMP_TRUCK_SCORE = 555


def marriage_values(rules: ThousandRules) -> tuple[int, ...]:
    """Marriage value per internal suit under ``rules`` (thousand.md §2.1, option 1)."""
    german = rules.card_pack == "german" and rules.marriage_values == "by_skin"
    return MARRIAGE_VALUES_GERMAN if german else MARRIAGE_VALUES_FRENCH


PRESETS: dict[str, ThousandRules] = {
    "russian": ThousandRules(),
    "polish": ThousandRules(rounding=10, bid_step=10),  # zagraj.pl rules, thousand.md §16 #2 and #10
    "austrian": ThousandRules(card_pack="german"),
    "golden": ThousandRules(golden_round=True, blind_bidding=True),
}
PRESET_LABELS: dict[str, str] = {
    "russian": "Russian (standard)",
    "polish": "Polish (Tysiąc)",
    "austrian": "Austrian, German-suited",
    "golden": "Golden round and blind bids",
}


def preset(name: str, players: int | None = None) -> ThousandRules:
    if name not in PRESETS:
        raise ValueError(f"unknown Thousand preset {name!r}; choose one of {', '.join(PRESETS)}")
    rules = PRESETS[name]
    return replace(rules, players=players) if players is not None else rules
