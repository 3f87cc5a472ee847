"""Thousand: its trick order (rules/thousand.md §2), a builder of the kind
:mod:`kartln.engine.orders` describes."""

from __future__ import annotations

from functools import cache

from kartln.engine.cards import DECK_24, Suit
from kartln.engine.orders import ACE_TEN_RANKS
from kartln.engine.tricks import TrickOrder, build_order


@cache
def thousand_order(trump_suit: Suit | None) -> TrickOrder:
    """Thousand: A 10 K Q J 9 in every suit; no trump until the first marriage (thousand.md §2, §7)."""
    return build_order(DECK_24, ACE_TEN_RANKS, trump_suit)
