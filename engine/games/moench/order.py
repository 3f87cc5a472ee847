"""Mönch: its trick order (rules/moench.md §2), a builder of the kind
:mod:`kartln.engine.orders` describes."""

from __future__ import annotations

from functools import cache

from kartln.engine.cards import DECK_32, Card, Rank, Suit, card
from kartln.engine.games.ramsen.order import RAMSEN_PERMANENT_TRUMPS
from kartln.engine.orders import PLAIN_RANKS
from kartln.engine.tricks import TrickOrder, build_order

J = Rank.JACK


#: The Mönch, Eichel-Unter, always the highest trump (moench.md §2).
MOENCH: Card = card(Suit.CLUBS, J)


@cache
def moench_order(trump_suit: Suit, moench_keep_ramsen_trumps: bool = True) -> TrickOrder:
    """Mönch: J♣ above the trump A, then 9♦ 7♦ Q♣, then the trump suit K … 7 (moench.md §2, D1).

    With ``moench_keep_ramsen_trumps`` off the Mönch is the only permanent trump.
    """
    bottom = RAMSEN_PERMANENT_TRUMPS[:3] if moench_keep_ramsen_trumps else ()
    return build_order(
        DECK_32, PLAIN_RANKS, trump_suit, top_trumps=(MOENCH,), bottom_trumps=bottom, trump_rank_position=1
    )
