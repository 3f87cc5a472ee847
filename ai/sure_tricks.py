"""Whether a card surely takes a trick, judged from what a seat knows (its belief), for any game.

A card winning a trick is beaten by a higher card of the led suit, or by a trump that beats it
from a player void in the led suit: every following rule lets such a player trump a card that is
not a trump (F2–F6 make him, or let him when it wins). A card surely takes the trick only when the
belief rules both out for every seat still to play; a rule that says "nobody can beat this card"
asks this, never the odds.
"""

from __future__ import annotations

from collections.abc import Sequence

from kartln.ai.belief import Belief
from kartln.engine.cards import Card, CardSet, cards_in
from kartln.engine.tricks import TrickOrder


def may_hold(belief: Belief, seat: int, x: Card) -> bool:
    """Whether ``seat`` may hold the hidden card ``x``."""
    return bool(belief.allowed.get(x, 0) >> seat & 1) and belief.capacity[seat] > 0


def surely_holds_one(belief: Belief, seat: int, cards: CardSet) -> bool:
    """Whether ``seat`` surely holds one of ``cards``: one is placed with it, or the other hidden
    cards it may hold are too few to fill its hand."""
    allowed = belief.allowed
    if any(allowed.get(x, 0) == 1 << seat for x in cards_in(cards)):
        return True
    others = sum(1 for x, m in allowed.items() if m >> seat & 1 and not cards >> x & 1)
    return belief.capacity[seat] > others


def surely_takes(order: TrickOrder, belief: Belief, card: Card, led_suit: int, seats: Sequence[int]) -> bool:
    """Whether ``card``, winning a trick led in ``led_suit``, stays winning whatever the hidden
    cards of ``seats`` (those still to play): none may hold a higher card of the led suit, nor a
    card that beats it while void in the led suit."""
    beat = belief.hidden & order.beaten_by[card]
    suit_cards = order.suit_masks[led_suit]
    same, ruffs = beat & suit_cards, beat & ~suit_cards
    for seat in seats:
        if any(may_hold(belief, seat, x) for x in cards_in(same)):
            return False
        if any(may_hold(belief, seat, x) for x in cards_in(ruffs)) and not surely_holds_one(
                belief, seat, belief.hidden & suit_cards):
            return False
    return True
