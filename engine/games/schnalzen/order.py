"""Schnalzen: its trick order (rules/schnalzen.md §2), a builder of the kind
:mod:`kartln.engine.orders` describes."""

from __future__ import annotations

from functools import cache

from kartln.engine.cards import DECK_32, DECK_33, WELI, Card, suit_of
from kartln.engine.orders import PLAIN_RANKS
from kartln.engine.tricks import TrickOrder, build_order


@cache
def schnalzen_order(turned: Card) -> TrickOrder:
    """Schnalzen: trump A, WELI, trump K … 7; plain A K Q J 10 9 8 7 (schnalzen.md §2).

    A turned WELI means no trumps; it stays face up out of play (§3, §9 #3), so that deal's order
    covers the 32 other cards only.
    """
    if turned == WELI:
        return build_order(DECK_32, PLAIN_RANKS, None)
    return build_order(DECK_33, PLAIN_RANKS, suit_of(turned), bottom_trumps=(WELI,), trump_rank_position=1)
