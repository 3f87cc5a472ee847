"""Raub's own decisions for the family's players (rules/raub.md §3–§5): the dealer's calls before
the deal and before looking, "I lead", the new trump. Each weighs the hand's odds (four cards,
four tricks) as the family's other rules do; the defenders' Idem or Nejdem, drawing and the trump
card are the family's stay, exchange and swap rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from kartln.ai.game_ai import GameAI
from kartln.ai.hint_reasons import Reasons
from kartln.ai.rams_family.levels import family_ai
from kartln.ai.rules import named
from kartln.engine.actions import Pass
from kartln.engine.game_info import GameInfo
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.games.raub.actions import CallRaub, CallStih, Deal, Lead, Muss, NewTrump
from kartln.engine.state import Action

if TYPE_CHECKING:
    from kartln.ai.rams_family.decisions import DecisionCtx

LEAD_TRICKS = 2.1  # lead with a hand expected to take about this many of four tricks
NEW_TRUMP_BELOW = 1.0  # the dealer turns a new trump when his hand promises less than this
DECLARER_FAIL = 4  # §8.1: a declarer short of his tricks takes 4


@named
def dealer_deals(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Before the deal the dealer deals; Muss, blind, only when he is close to winning (3 or less)."""
    if Deal() not in legal:
        return None
    if Muss() in legal and obs.scores[obs.seat] <= 3:
        return Muss()
    return Deal()


@named
def no_blind_raub(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Raub is said without looking: only Stih, one trick, on a turned seven, when close to winning."""
    if CallRaub() not in legal:
        return None
    if CallStih() in legal and obs.scores[obs.seat] <= 4:
        return CallStih()
    return Pass()


@named
def lead_with_two_tricks(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """"I lead" with a hand that promises two tricks; the dealer, after all passed, turns a new
    trump with a weak hand, else leads (passing would throw the cards in)."""
    if Lead() not in legal:
        return None
    tricks = ctx.odds.tricks
    if tricks >= LEAD_TRICKS:
        return Lead()
    if NewTrump() in legal and tricks < NEW_TRUMP_BELOW:
        return NewTrump()
    return Pass()


RAUB_RULES = (dealer_deals, no_blind_raub, lead_with_two_tricks)

RAUB_REASONS = Reasons(
    words={
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
    },
    by_sight=frozenset({"no_blind_raub", "dealer_deals"}),
)


def raub_ai(info: GameInfo) -> GameAI:
    """Raub's computer players: the family's, with Raub's own decisions and their words
    (its engine entry names this maker)."""
    return family_ai(info, RAUB_RULES, RAUB_REASONS)
