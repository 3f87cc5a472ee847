"""The card orders the decision rules of the family's games weigh hands with, by trump suit and
the game's options."""

from __future__ import annotations

from typing import Any, Literal

from kartln.ai.rams_family.decisions import OrderFor
from kartln.engine.cards import Rank, Suit, card
from kartln.engine.orders import (
    RankOrder,
    moench_order,
    mulatschak_order,
    rams_order,
    ramsen_order,
    raub_order,
    schnalzen_order,
    watten_order,
    zwanzig_order,
)
from kartln.engine.tricks import TrickOrder


def ramsen_orders(rules: Any) -> OrderFor:
    return lambda suit: ramsen_order(suit)


def moench_orders(rules: Any) -> OrderFor:
    keep = getattr(rules, "moench_keep_ramsen_trumps", True)

    def order(suit: int) -> TrickOrder:
        return moench_order(suit, keep)

    return order


def rams_orders(rules: Any) -> OrderFor:
    return lambda suit: rams_order(suit)


def zwanzig_orders(rules: Any) -> OrderFor:
    ranks: RankOrder = "plain" if getattr(rules, "rank_order", "ace_ten") == "plain" else "ace_ten"

    def order(suit: int) -> TrickOrder:
        return zwanzig_order(Suit(suit), ranks)

    return order


def schnalzen_orders(rules: Any) -> OrderFor:
    """Schnalzen's order depends on the turned card only through its suit (a turned WELI, no
    trumps, never reaches a decision the rules weigh by suit): any card of the suit will do."""
    return lambda suit: schnalzen_order(card(Suit(suit), Rank.SEVEN))


def raub_orders(rules: Any) -> OrderFor:
    return lambda suit: raub_order(Suit(suit))


def watten_orders(rules: Any) -> OrderFor:
    """Bohemian Watten's strikers come from the turned card, which the observation's order knows
    once it is turned; this serves only the cut card (a Critical), before any card is turned."""
    crit = bool(getattr(rules, "criticals", False))
    return lambda suit: watten_order(card(Suit(suit), Rank.SEVEN), crit)


def mulatschak_orders(rules: Any) -> OrderFor:
    weli: Literal["lowest", "second"] = "second" if getattr(rules, "weli_rank", "lowest") == "second" else "lowest"
    return lambda suit: mulatschak_order(Suit(suit), weli)
