"""Why Bauernschnapsen's computer players chose a move, in a player's words (the hints' reasons:
:mod:`kartln.ai.hint_reasons`)."""

from __future__ import annotations

from kartln.ai.hint_reasons import EVERY_GAME, KEEPS, STAYS_UNDER, TAKES, Reasons

BAUERNSCHNAPSEN_REASONS = EVERY_GAME | Reasons(
    words={
        # Bauernschnapsen.
        "cut_the_deck": "Cut rather than knock: forehand then chooses trumps from three cards, not five.",
        "name_the_strongest_suit": {
            "TurnUp": "No suit stands out in your three cards: let a turned-up card decide.",
            "": "You hold most cards and points in this suit.",
        },
        "announce_a_sure_claim": "This announcement cannot fail.",
        "pass_otherwise": "Nothing here promises enough: play on without raising the stakes.",
        "declare_a_marriage": "Lead your marriage: it counts 20 or 40 at once.",
        "bettler_lead_low": "In a Bettler, lead your lowest card.",
        "bettler_defence_lead": "Against a Bettler, lead low in a suit the declarer may hold: he may have to go over.",
        "schnapser_defence_cash": "Nobody can beat this card: it takes the trick and keeps its points from the "
                                  "declarer.",
        "schnapser_defence_lead_cheap": "Against a Schnapser, lead your cheapest card: each point brings the declarer "
                                        "nearer 66.",
        "lead_high": "Lead your highest card: it has the best chance of taking the trick.",
        "bettler_stay_under": "In a Bettler, play your highest card that does not take the trick.",
        "bettler_go_over_low": "In a Bettler, every card you may play beats the trick: play your lowest.",
        "bettler_defence_play_low": "The declarer plays after you: follow low, so he may have to go over.",
        "bettler_defence_stay_under": "Against a Bettler, play your highest card that does not take the trick: keep "
                                      "low ones to lead.",
        "give_points_to_partner": "Nobody can beat your partner's card: add the most points to it.",
        "take_it_cheaply": "Go for this trick with your cheapest card that beats the cards played so far.",
        "throw_the_least": "Give away the card worth least: taking this trick is out of reach or does not pay.",
    },
    certain={
        "schnapser_defence_cash": TAKES,
        "bettler_stay_under": STAYS_UNDER,
        "bettler_defence_stay_under": STAYS_UNDER,
        "give_points_to_partner": KEEPS,
    },
    by_sight=frozenset({"announce_a_sure_claim", "bettler_go_over_low"}),
)
