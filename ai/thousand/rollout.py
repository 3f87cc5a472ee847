"""Fast roll-outs: the heuristic's card play on the bitmask kernel, with every hand visible.

Search plays a sampled world to its end with :func:`rollout`. The policy is the heuristic
player's card play in a few mask operations: declare the best marriage, cash masters nobody can
trump, smear points on a partner's safe trick, win cheaply, otherwise shed the cheapest card.
"""

from __future__ import annotations

import random

from kartln.ai.thousand.cards import ACES_MASK, HIGHER, MARRIAGE, POINTS, QUEENS, STRENGTH, SUIT
from kartln.engine.cards import DECK_24, Card, CardSet
from kartln.engine.games.thousand.kernel import BEATEN_BY, PlayKernel, marriage_cards

# Card orders used to pick "the first card of a set" quickly.
_LOW_ORDER: tuple[Card, ...] = tuple(sorted(DECK_24, key=lambda c: (POINTS[c], STRENGTH[c], c)))
_HIGH_ORDER: tuple[Card, ...] = tuple(reversed(_LOW_ORDER))
_BY_STRENGTH: tuple[Card, ...] = tuple(sorted(DECK_24, key=lambda c: (STRENGTH[c], c)))
_SUIT_TOP: tuple[tuple[Card, ...], ...] = tuple(
    tuple(sorted((c for c in DECK_24 if c // 9 == s), key=lambda c: -STRENGTH[c])) for s in range(4)
)


def _first(m: CardSet, order: tuple[Card, ...]) -> Card:
    for c in order:
        if m >> c & 1:
            return c
    return (m & -m).bit_length() - 1


def _low(legal: CardSet, hand: CardSet, trump: int) -> Card:
    """The cheapest card to give away: no marriage halves or trumps while others remain."""
    keep = marriage_cards(hand)
    if trump >= 0:
        keep |= SUIT[trump]
    m = legal & ~keep or legal
    return _first(m, _LOW_ORDER)


def policy_move(k: PlayKernel, declarer: int, values: tuple[int, ...]) -> tuple[Card, bool]:
    """The heuristic move of the player to act in a fully visible kernel position."""
    seat = k.to_act
    hands = k.hands
    hand = hands[seat]
    trump = k.trump
    side = seat == declarer
    if k.count == 0:
        mm = k.marriage_moves()
        if mm & ACES_MASK:
            return (mm & ACES_MASK).bit_length() - 1, True
        if mm:
            best_suit = -1
            for s in range(4):
                if mm & MARRIAGE[s] and (best_suit < 0 or values[s] > values[best_suit]):
                    best_suit = s
            return QUEENS[best_suit], True
        others = 0
        for s2 in range(len(hands)):
            if s2 != seat:
                others |= hands[s2]
        enemies = [s2 for s2 in range(len(hands)) if hands[s2] and s2 != seat and (s2 == declarer) != side]
        best = -1
        best_key = -1
        for s in range(4):
            mine = hand & SUIT[s]
            if not mine:
                continue
            top = _first(mine, _SUIT_TOP[s])
            if HIGHER[top] & others:
                continue
            if trump >= 0 and trump != s:
                threat = False
                tm = SUIT[trump]
                for e in enemies:
                    he = hands[e]
                    if not he & SUIT[s] and he & tm:
                        threat = True
                        break
                if threat:
                    continue
            key = POINTS[top] + (20 if others & SUIT[s] else 0) + (5 if s == trump else 0)
            if key > best_key:
                best, best_key = top, key
        if best >= 0:
            return best, False
        return _low(hand, hand, trump), False
    legal = k.legal_moves()
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1, False
    beaten = BEATEN_BY[trump]
    w = k.winning
    friend = (k.winner == declarer) == side
    last = k.count == k.trick_size - 1
    nxt = k.next_seat[seat]
    if not last:
        h2 = hands[nxt]
        led = k.led_mask
        legal2 = h2 & led or h2 & k.trump_mask or h2
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
    return _low(legal, hand, trump), False


def rollout(k: PlayKernel, declarer: int, values: tuple[int, ...], rng: random.Random | None = None,
            noise: float = 0.0) -> None:
    """Play ``k`` to the end of the deal in place."""
    rand = rng.random if rng is not None and noise > 0 else None
    while k.trick_no < k.tricks_per_deal:
        if rand is not None and rand() < noise:
            legal = k.legal_moves()
            n = legal.bit_count()
            i = int(rand() * n)
            while i:
                legal &= legal - 1
                i -= 1
            k.play((legal & -legal).bit_length() - 1)
            continue
        c, marriage = policy_move(k, declarer, values)
        k.play(c, marriage)


def declarer_total(k: PlayKernel, declarer: int) -> int:
    return k.taken[declarer] + k.marriage_points[declarer]
