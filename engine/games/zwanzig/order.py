"""Zwanzig: its trick order (rules/zwanzig.md §2), a builder of the kind
:mod:`kartln.engine.orders` describes."""

from __future__ import annotations

from functools import cache

from kartln.engine.cards import DECK_32, Suit
from kartln.engine.orders import RankOrder, ranks_of
from kartln.engine.tricks import TrickOrder, build_order


@cache
def zwanzig_order(trump_suit: Suit, rank_order: RankOrder = "ace_ten") -> TrickOrder:
    """Zwanzig: A 10 K Q J 9 8 7, option ``rank_order = plain`` (zwanzig.md §2, §10 #1)."""
    return build_order(DECK_32, ranks_of(rank_order), trump_suit)
