"""Why Thousand's computer players chose a move, in a player's words (the hints' reasons:
:mod:`kartln.ai.hint_reasons`)."""

from __future__ import annotations

from kartln.ai.hint_reasons import EVERY_GAME, KEEPS, TAKES, Reasons

THOUSAND_REASONS = EVERY_GAME | Reasons(
    words={
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
    },
    certain={
        "lead_cash_sure_master": TAKES,
        "follow_make_contract_surely": TAKES,
        "follow_smear_partner_surely": KEEPS,
    },
    by_sight=frozenset({"follow_forced", "bid_forced_opening", "bid_barrel_needs_marriage", "give_cheapest",
                        "discard_cheapest"}),
)
