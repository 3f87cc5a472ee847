"""Why a computer player's rule chose a move, in a player's words, for hints (issue #15).

Keyed by the rule's name (:attr:`kartln.ai.rules.NamedRule.name`, a Thousand rule's function
name). A rule that answers either yes or no (take the cut card or pass) gives its words by the
kind of answer (:func:`answer_kind`), so that a pass is not explained with the reasons for taking.
Every text is a sentence to the player, in English; the table translates it.

A reason is true of the position. Where its words claim something certain about the trick on
the table, :data:`CERTAIN` says what, and tests check that claim against every deal consistent
with what the seat saw; words that sound certain but speak only of the game's rules, the seat's
own cards or the choice itself are listed in :data:`CERTAIN_BY_SIGHT`. Anything else is worded as
odds ("likely", "a chance").
"""

from __future__ import annotations

from kartln.ai.rules import NO_RULE, NOISE, ONLY_ACTION
from kartln.engine.actions import Discard, Exchange, GiveCard, PlayCard
from kartln.engine.state import Action

#: The reason of a move chosen by simulation rather than by a named rule (Bauernschnapsen's auction).
BY_SIMULATION = "by simulation"

Words = str | dict[str, str]

REASONS: dict[str, Words] = {
    # Every game.
    ONLY_ACTION: {"card": "It is the only card you may play.", "": "It is the only move you may make."},
    NO_RULE: "Nothing speaks for another choice.",
    NOISE: "Any of these does about as well.",
    BY_SIMULATION: "In deals played out from what you can see, this pays best.",
    # Thousand: the auction.
    "blind_bid_when_behind": "You are far behind a player close to winning: gamble on a blind bid.",
    "blind_look_first": "Look at your cards before you bid.",
    "bid_forced_opening": "The first hand must open the auction with 100.",
    "bid_barrel_needs_marriage": {
        "Pass": "On the barrel only a contract above 120 counts, and your hand is not good for one.",
        "": "On the barrel only a contract above 120 counts, and your hand can make one.",
    },
    "bid_stop_barrel_player": "An opponent on the barrel would win the match with this auction: outbid him.",
    "bid_by_estimate": "Winning the auction at this bid is worth more to your hand than passing.",
    "bid_pass": "Your hand is not worth a higher bid.",
    # Thousand: new deals, the stock and the contract.
    "redeal_four_nines": "Four nines make a weak hand: ask for a new deal.",
    "redeal_weak_stock": "Two nines in the stock leave your hand short of the contract: ask for a new deal.",
    "redeal_keep": "Your cards are good enough to keep.",
    "concede_hopeless": "The contract has little chance: giving the deal up costs less.",
    "give_by_simulation": "In deals played out from what you can see, losing this card hurts your contract least.",
    "give_cheapest": "Give away your cheapest cards: never half of a marriage, never an ace.",
    "discard_cheapest": "Discard your cheapest cards: never half of a marriage, never an ace.",
    "stock_first": "Both stocks are unseen, so either is as good.",
    "contract_raise_to_estimate": "This contract has the best expected score for your hand.",
    "contract_keep": "Your hand does not promise more: keep the contract you won.",
    # Thousand: the card play.
    "endgame_count_out": "Counting out the last tricks, this card does best.",
    "marriage_declare_aces": "With all four aces, declare them: they count 200.",
    "marriage_cash_masters_first": "A higher card of your marriage's suit is out: cash your likely winners first.",
    "marriage_declare_highest": "Declare your marriage while you may: the most valuable one first.",
    "lead_draw_trumps": "You hold the highest trump and more: draw the defenders' trumps first.",
    "lead_cash_sure_master": "Nobody can beat this card: it takes the trick.",
    "lead_cash_master": "Only a trump can beat this card, and nobody is likely to trump it.",
    "lead_partner_ruff": "The other defender is void in this suit and may trump it.",
    "lead_low": "No lead is worth more: give up the lead as cheaply as possible.",
    "follow_forced": "It is the only card you may play.",
    "follow_make_contract_surely": "This trick makes your contract, and nobody can beat this card.",
    "follow_make_contract": "This trick makes your contract, and nobody is likely to beat this card.",
    "follow_smear_partner_surely": "Nobody can beat the other defender's card: give him the most points.",
    "follow_smear_partner": "The other defender likely takes this trick: give him the most points.",
    "follow_secure_for_partner": "The declarer could beat the other defender: take over with a card he likely "
                                 "cannot beat.",
    "follow_take_from_enemy": "An opponent is winning: take the trick with your cheapest card likely to keep it.",
    "follow_shed": "Taking this trick is unlikely or not worth it: play the card that costs least.",
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
    "schnapser_defence_cash": "Nobody can beat this card: it takes the trick and keeps its points from the declarer.",
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
    # The Rams family: the card play.
    "follow_last_cheapest_winner": "You play last: this is your lowest card that takes the trick.",
    "follow_sure_winner": "Nobody after you can beat this card: it takes the trick.",
    "follow_need_a_trick": "You have no trick yet: this card has the best chance of taking one.",
    "follow_good_chance": "This card takes the trick more often than not.",
    "follow_cheapest_beater": "Your cards have little hope of keeping this trick: beat it low, keep the high cards.",
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
    # Raub.
    "dealer_deals": {
        "Muss": "You are close to winning: Muss makes you declarer at once.",
        "": "Muss, said blind, pays only when you are close to winning.",
    },
    "no_blind_raub": {
        "CallStih": "You are close to winning, and Stih needs only one trick.",
        "": "Raub is said without looking at your cards: too risky.",
    },
    "lead_with_two_tricks": {
        "Lead": "Your hand promises two tricks.",
        "NewTrump": "Your hand is weak under these trumps: turn a new trump.",
        "": "Your hand does not promise two tricks.",
    },
    # Mulatschak.
    "whiteout_hopeless_hand": {
        "Whiteout": "Your hand promises next to nothing under any trumps: throw it in.",
        "": "Your hand may still take tricks: keep it.",
    },
    "mulatschak_when_sure": "Your hand takes all five tricks almost surely, without exchanging.",
    "bid_the_least_that_is_safe": {
        "Pass": "Your hand does not promise enough tricks to be declarer.",
        "": "Your hand promises this many tricks with a margin to spare.",
    },
    "lay_out_the_weak_cards": {
        "Keep": "None of your cards is weak enough to lay out.",
        "": "These cards are unlikely to take a trick: lay them out, the best of them first.",
    },
    "take_trumps_and_better_cards": {
        "TakeFaceUp": "The card on sight is a trump or better than yours.",
        "TakeInstead": "Take the trump for your card: on top it would cost a better card at a later place.",
        "": "Your own card has the better chance.",
    },
}

# What a rule's words claim as certain about the trick on the table.
TAKES = "the card played takes the trick"
STAYS_UNDER = "the card played does not take the trick"
KEEPS = "the seat winning the trick so far takes it"
CANNOT_TAKE = "no card the seat may play takes the trick"

#: The rules whose words claim a certainty about the trick, and which one: it must hold in every
#: deal consistent with what the seat saw (the hint tests check it there, and
#: :mod:`kartln.ai.claims` in the deals of self-play). A new rule worded as certain belongs here
#: or in :data:`CERTAIN_BY_SIGHT`.
CERTAIN: dict[str, str] = {
    "lead_cash_sure_master": TAKES,
    "follow_make_contract_surely": TAKES,
    "follow_smear_partner_surely": KEEPS,
    "schnapser_defence_cash": TAKES,
    "bettler_stay_under": STAYS_UNDER,
    "bettler_defence_stay_under": STAYS_UNDER,
    "give_points_to_partner": KEEPS,
    "follow_last_cheapest_winner": TAKES,
    "follow_sure_winner": TAKES,
    "follow_keep_high": CANNOT_TAKE,
    "follow_discard": CANNOT_TAKE,
    "follow_lowest": CANNOT_TAKE,
    "lead_sure_winner": TAKES,
}

#: Rules worded as certain about what no hidden card can change: the game's rules, the legal
#: moves, the seat's own cards, the choice itself.
CERTAIN_BY_SIGHT: frozenset[str] = frozenset({
    ONLY_ACTION, "follow_forced", "bid_forced_opening", "bid_barrel_needs_marriage", "give_cheapest",
    "discard_cheapest", "announce_a_sure_claim", "bettler_go_over_low", "call_all_five_when_sure", "no_blind_raub",
    "dealer_deals",
    "drop_otherwise",
})

CARD_MOVES = (PlayCard, GiveCard, Discard)


def answer_kind(action: Action) -> str:
    """The kind of answer a rule's words may depend on: "card" for a card played, given or
    discarded, "Keep" for an exchange of no cards, else the action's class name."""
    if isinstance(action, CARD_MOVES):
        return "card"
    cards = getattr(action, "cards", None)
    if isinstance(action, Exchange) or cards is not None:
        return "Keep" if not cards else type(action).__name__
    return type(action).__name__


def reason_for(rule: str, action: Action) -> str:
    """The player's words for ``rule`` having chosen ``action`` ('' for a rule without words)."""
    words = REASONS.get(rule, "")
    if isinstance(words, str):
        return words
    return words.get(answer_kind(action), words.get("", ""))
