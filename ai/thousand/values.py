"""How much a card in hand is worth keeping, and what leading or shedding it costs.

The card-play rules compare cards with these few numbers, so the same judgement drives leading,
following, discarding and giving away.
"""

from __future__ import annotations

from kartln.ai.thousand.cards import ACES, MARRIAGE, POINTS, STRENGTH, SUIT, TEN
from kartln.ai.thousand.knowledge import Knowledge
from kartln.engine.cards import NUM_RANKS, Card


def keep_value(c: Card, k: Knowledge) -> int:
    """The future worth of holding ``c``: marriage halves, masters, trumps, a guarded ten."""
    hand = k.hand
    s = c // NUM_RANKS
    v = 0
    if hand & MARRIAGE[s] == MARRIAGE[s] and MARRIAGE[s] >> c & 1:
        v += 30 + k.values[s] // 2
    if k.is_master(c):
        v += 12 if k.outstanding & SUIT[s] else 6
    if k.trump == s:
        v += 6 + STRENGTH[c]
    if c % NUM_RANKS == TEN and k.outstanding >> ACES[s] & 1 and (hand & SUIT[s]).bit_count() >= 2:
        v += 3
    return v


def shed_cost(c: Card, k: Knowledge, friend_wins: bool) -> int:
    """The cost of playing ``c`` to a trick this seat does not win."""
    kv = keep_value(c, k)
    return kv - POINTS[c] if friend_wins else kv + POINTS[c]


def lead_cost(c: Card, k: Knowledge) -> int:
    """The cost of leading ``c`` when it is not expected to win."""
    s = c // NUM_RANKS
    cost = keep_value(c, k) + POINTS[c]
    if c % NUM_RANKS == TEN and k.outstanding >> ACES[s] & 1:
        cost += 10  # a ten led into an outstanding ace
    # prefer leading from suits with several cards (keeps short suits for voids) – small tie-break
    cost -= (k.hand & SUIT[s]).bit_count()
    return cost


def card_rank_cost(c: Card) -> int:
    return STRENGTH[c] * 2 + POINTS[c]
