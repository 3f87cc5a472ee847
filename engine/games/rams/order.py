"""Rams: its trick order (rules/rams.md §2), a builder of the kind
:mod:`kartln.engine.orders` describes."""

from __future__ import annotations

from functools import cache

from kartln.engine.cards import DECK_32, Suit
from kartln.engine.orders import PLAIN_RANKS
from kartln.engine.tricks import TrickOrder, build_order


@cache
def rams_order(trump_suit: Suit) -> TrickOrder:
    """Rams: A K Q J 10 9 8 7 in every suit, turned-up suit trumps (rams.md §2, §4)."""
    return build_order(DECK_32, PLAIN_RANKS, trump_suit)
