"""Fast roll-outs: the heuristic's card play on the shared trick kernel, with every hand visible.

Search plays a sampled world to its end with :func:`rollout`. The policy is the heuristic
player's card play in a few mask operations: declare the best marriage, cash masters nobody can
trump, smear points on a partner's safe trick, win cheaply, otherwise shed the cheapest card.
"""

from __future__ import annotations

import random

from kartln.ai.kernel import TrickKernel
from kartln.engine.cards import DECK_24, RANK_MASK, Card, CardSet, Rank, random_card
from kartln.engine.games.thousand.order import thousand_order
from kartln.engine.games.thousand.state import ACES, CARD_POINTS, MARRIAGE_MASKS, marriage_cards
from kartln.engine.tricks import TRUMP

_PLAIN = thousand_order(None)
_STRENGTH = _PLAIN.strength
_SUIT = _PLAIN.suit_masks
_HIGHER = _PLAIN.beaten_by  # without trumps: the higher cards of the suit
_QUEENS: CardSet = RANK_MASK[Rank.QUEEN]
# Card orders used to pick "the first card of a set" quickly.
_LOW_ORDER: tuple[Card, ...] = tuple(sorted(DECK_24, key=lambda c: (CARD_POINTS[c], _STRENGTH[c], c)))
_HIGH_ORDER: tuple[Card, ...] = tuple(reversed(_LOW_ORDER))
_BY_STRENGTH: tuple[Card, ...] = tuple(sorted(DECK_24, key=lambda c: (_STRENGTH[c], c)))
_SUIT_TOP: tuple[tuple[Card, ...], ...] = tuple(
    tuple(sorted((c for c in DECK_24 if _SUIT[s] >> c & 1), key=lambda c: -_STRENGTH[c])) for s in range(4)
)


def _first(m: CardSet, order: tuple[Card, ...]) -> Card:
    for c in order:
        if m >> c & 1:
            return c
    return (m & -m).bit_length() - 1


def _low(legal: CardSet, hand: CardSet, trumps: CardSet) -> Card:
    """The cheapest card to give away: no marriage halves or trumps while others remain."""
    m = legal & ~(marriage_cards(hand) | trumps) or legal
    return _first(m, _LOW_ORDER)


def _lead(k: TrickKernel, declarer: int) -> tuple[Card, bool]:
    seat = k.to_act
    hands = k.hands
    hand = hands[seat]
    side = seat == declarer
    declarable = k.declarations()
    if declarable & ACES:
        return (declarable & ACES).bit_length() - 1, True
    if declarable:
        worth = k.marriages.points if k.marriages is not None else ()
        best = -1  # the Queen of the most valuable marriage
        for pair in MARRIAGE_MASKS:
            if declarable & pair:
                queen = (pair & _QUEENS).bit_length() - 1
                if best < 0 or worth[queen] > worth[best]:
                    best = queen
        return best, True
    trump = k.order.trump_suit
    trumps = k.order.suit_masks[TRUMP]
    others = 0
    for s2 in range(len(hands)):
        if s2 != seat:
            others |= hands[s2]
    enemies = [s2 for s2 in range(len(hands)) if hands[s2] and s2 != seat and (s2 == declarer) != side]
    best_card = -1
    best_key = -1
    for s in range(4):
        mine = hand & _SUIT[s]
        if not mine:
            continue
        top = _first(mine, _SUIT_TOP[s])
        if _HIGHER[top] & others:
            continue
        if trump is not None and trump != s and any(not hands[e] & _SUIT[s] and hands[e] & trumps for e in enemies):
            continue
        key = CARD_POINTS[top] + (20 if others & _SUIT[s] else 0) + (5 if s == trump else 0)
        if key > best_key:
            best_card, best_key = top, key
    if best_card >= 0:
        return best_card, False
    return _low(hand, hand, trumps), False


def policy_move(k: TrickKernel, declarer: int) -> tuple[Card, bool]:
    """The heuristic move of the player to act in a fully visible kernel position: a card and
    whether it declares its marriage."""
    if k.count == 0:
        return _lead(k, declarer)
    legal = k.legal()
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1, False
    seat = k.to_act
    hands = k.hands
    hand = hands[seat]
    order = k.order
    trumps = order.suit_masks[TRUMP]
    beaten = order.beaten_by
    w = k.winning
    side = seat == declarer
    friend = (k.winner == declarer) == side
    last = k.count == k.size - 1
    nxt = k.next_seat[seat]
    if not last:
        h2 = hands[nxt]
        legal2 = h2 & k.led_suit or h2 & trumps or h2
        next_friend = (nxt == declarer) == side
    else:
        legal2 = 0
        next_friend = True
    if friend and (last or next_friend or not legal2 & beaten[w]):
        m = legal & ~marriage_cards(hand) or legal
        return _first(m, _HIGH_ORDER), False
    winners = legal & beaten[w]
    if winners:
        if last:
            return _first(winners, _BY_STRENGTH), False
        safe = 0
        ws = winners
        while ws:
            low = ws & -ws
            c = low.bit_length() - 1
            ws ^= low
            if next_friend or not legal2 & beaten[c]:
                safe |= low
        if safe:
            return _first(safe, _BY_STRENGTH), False
    return _low(legal, hand, trumps), False


def rollout(k: TrickKernel, declarer: int, rng: random.Random | None = None, noise: float = 0.0) -> None:
    """Play ``k`` to the end of the deal in place; with ``noise`` that share of the cards are
    random legal ones (never declaring)."""
    rand = rng.random if rng is not None and noise > 0 else None
    while not k.ended:
        if rand is not None and rand() < noise:
            k.play(random_card(k.legal(), rand), False)
            continue
        c, declare = policy_move(k, declarer)
        k.play(c, declare)
