"""Fünf dazu!: its trick order (rules/fuenf-dazu.md §2), a builder of the kind
:mod:`kartln.engine.orders` describes."""

from __future__ import annotations

from functools import cache

from kartln.engine.cards import DECK_32
from kartln.engine.orders import RankOrder, ranks_of
from kartln.engine.tricks import TrickOrder, build_order


@cache
def fuenf_dazu_order(rank_order: RankOrder = "ace_ten") -> TrickOrder:
    """Fünf dazu!: no trumps; A 10 K Q J 9 8 7, option ``rank_order = plain`` (fuenf-dazu.md §2)."""
    return build_order(DECK_32, ranks_of(rank_order), None)
