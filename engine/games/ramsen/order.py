"""Ramsen: its trick order (rules/ramsen.md §2), a builder of the kind
:mod:`kartln.engine.orders` describes."""

from __future__ import annotations

from functools import cache

from kartln.engine.cards import DECK_32, Card, Rank, Suit, card
from kartln.engine.orders import PLAIN_RANKS
from kartln.engine.tricks import TrickOrder, build_order

Q, J = Rank.QUEEN, Rank.JACK


#: Ramsen's permanent trumps just below the trump Ace, high → low (ramsen.md §2):
#: Schellen-9, Schellen-7, Eichel-Ober, Eichel-Unter.
RAMSEN_PERMANENT_TRUMPS: tuple[Card, ...] = (
    card(Suit.DIAMONDS, Rank.NINE),
    card(Suit.DIAMONDS, Rank.SEVEN),
    card(Suit.CLUBS, Q),
    card(Suit.CLUBS, J),
)


@cache
def ramsen_order(trump_suit: Suit) -> TrickOrder:
    """Ramsen: trump A, 9♦ 7♦ Q♣ J♣, then the rest of the trump suit K … 7 (ramsen.md §2).

    ``trump_suit`` is the turn-up's printed suit, even when the turn-up is a permanent trump (§4.4).
    """
    return build_order(
        DECK_32, PLAIN_RANKS, trump_suit, bottom_trumps=RAMSEN_PERMANENT_TRUMPS, trump_rank_position=1
    )
