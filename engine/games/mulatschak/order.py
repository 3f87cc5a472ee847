"""Mulatschak: its trick order (rules/mulatschak.md §2), a builder of the kind
:mod:`kartln.engine.orders` describes."""

from __future__ import annotations

from functools import cache
from typing import Literal

from kartln.engine.cards import DECK_36, WELI, Suit
from kartln.engine.orders import PLAIN_RANKS
from kartln.engine.tricks import TrickOrder, build_order


@cache
def mulatschak_order(trump_suit: Suit, weli_rank: Literal["lowest", "second"] = "lowest") -> TrickOrder:
    """Mulatschak: A K Q J 10 9 8 7 6; the Weli (6♦) is a permanent trump (mulatschak.md §2).

    ``weli_rank = lowest`` (seed, default): below the trump 6, so with Bells trumps it is simply
    the lowest trump; ``second``: just below the trump A.
    """
    position = 1 if weli_rank == "second" else None
    return build_order(DECK_36, PLAIN_RANKS, trump_suit, bottom_trumps=(WELI,), trump_rank_position=position)
