"""Bauernschnapsen: its trick order (rules/bauernschnapsen.md §2), a builder of the kind
:mod:`kartln.engine.orders` describes."""

from __future__ import annotations

from functools import cache

from kartln.engine.cards import DECK_20, Rank, Suit
from kartln.engine.orders import ACE_TEN_RANKS
from kartln.engine.tricks import TrickOrder, build_order

A, K, Q, J, T = Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN


#: Bauernschnapsen's Zehnerloch: 10 K Q J A (bauernschnapsen.md §2, §4).
ZEHNERLOCH_RANKS: tuple[Rank, ...] = (T, K, Q, J, A)


@cache
def bauernschnapsen_order(trump_suit: Suit | None, zehnerloch: bool = False) -> TrickOrder:
    """Bauernschnapsen: A 10 K Q J; ``None`` for Bettler and Gang; Zehnerloch 10 K Q J A without
    trumps (bauernschnapsen.md §2, §4)."""
    if zehnerloch and trump_suit is not None:
        raise ValueError("Zehnerloch is played without trumps")
    return build_order(DECK_20, ZEHNERLOCH_RANKS if zehnerloch else ACE_TEN_RANKS, trump_suit)
