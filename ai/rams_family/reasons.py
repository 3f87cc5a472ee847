"""Why the Rams family's computer players chose a move, in a player's words (the hints' reasons:
:mod:`kartln.ai.hint_reasons`): the card play, which Fünf dazu! shares, and the decisions before
the tricks. A game's own decisions add theirs (Raub, Mulatschak)."""

from __future__ import annotations

from kartln.ai.hint_reasons import CANNOT_TAKE, EVERY_GAME, TAKES, Reasons

PLAY_REASONS = EVERY_GAME | Reasons(
    words={
        # The Rams family: the card play.
        "follow_last_cheapest_winner": "You play last: this is your lowest card that takes the trick.",
        "follow_sure_winner": "Nobody after you can beat this card: it takes the trick.",
        "follow_need_a_trick": "You have no trick yet: this card has the best chance of taking one.",
        "follow_good_chance": "This card takes the trick more often than not.",
        "follow_cheapest_beater": "Your cards have little hope of keeping this trick: beat it low, keep the high "
                                  "cards.",
        "follow_highest_beater": "You can beat: this is your highest card that does.",
        "follow_keep_high": "You cannot take this trick: follow low and keep your high cards.",
        "follow_discard": "You cannot take this trick: throw the card least likely to take one later.",
        "follow_lowest": "Nothing to win here: play your lowest card.",
        "lead_sure_winner": "Nobody can beat this card: it takes the trick and keeps you the lead.",
        "lead_need_a_trick": "You have no trick yet and few cards left: lead the card most likely to win.",
        "lead_good_chance": "Led, this card takes the trick more often than not.",
        "lead_least_useful": "Nothing is likely to win: lead the card least useful later and make the others spend "
                             "high cards.",
        "lead_highest": "Your highest card has the best chance of taking the trick.",
    },
    certain={
        "follow_last_cheapest_winner": TAKES,
        "follow_sure_winner": TAKES,
        "follow_keep_high": CANNOT_TAKE,
        "follow_discard": CANNOT_TAKE,
        "follow_lowest": CANNOT_TAKE,
        "lead_sure_winner": TAKES,
    },
)

FAMILY_REASONS = PLAY_REASONS | Reasons(
    words={
        # The Rams family: before the tricks.
        "stay_by_simulation": "In deals played out from what you can see, this pays best.",
        "exchange_by_simulation": "In deals played out from what you can see, this exchange pays best.",
        "swap_by_simulation": "In deals played out from what you can see, this pays best.",
        "take_strong_cut_card": {
            "TakeBottomCard": "The cut card is strong whatever the trumps will be.",
            "": "The cut card is not strong enough whatever the trumps will be.",
        },
        "exchange_weakest": {
            "Keep": "Your hand promises more than fresh cards would.",
            "": "Fresh cards promise more than your weakest ones.",
        },
        "swap_for_trump_card": {
            "SwapTrumpCard": "Your hand is clearly better with the trump card instead of your weakest card.",
            "": "The trump card would not make your hand clearly better.",
        },
        "stay_when_worth_it": "Playing this hand promises more than sitting the deal out.",
        "trade_weak_hand_for_widow": "Your hand is weak: an unseen hand promises more.",
        "drop_otherwise": {
            "StayIn": "You must play this deal.",
            "": "Playing this hand does not pay: sit the deal out.",
        },
        "name_best_trump": "Your hand promises most with this suit as trumps.",
        "call_all_five_when_sure": {
            "CallGeneralRams": "Your hand takes all five tricks almost surely.",
            "": "Call all five only with five near-certain tricks.",
        },
    },
    by_sight=frozenset({"call_all_five_when_sure", "drop_otherwise"}),
)
