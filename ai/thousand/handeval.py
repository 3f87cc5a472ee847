"""Hand evaluation: how many points a declarer's hand is worth, before and after the stock.

* :func:`estimate_points` – expected declarer points (cards taken + marriages) of the 8 cards he
  plays with, from a few features: marriages, aces and guarded tens (sure tricks), tricks won by
  trump length, voids. The weights were fitted on simulated deals between heuristic players.
* :func:`choose_gifts` – the two cards a declarer gives away from his 10 (never half of a
  marriage, never an ace; low cards, preferably ones that leave a suit void).
* :func:`expected_after_stock` – the estimate averaged over stocks drawn from the unseen cards.
"""

from __future__ import annotations

import random
from itertools import combinations

from kartln.ai.thousand.cards import (
    ACE,
    ACES,
    ACES_MASK,
    JACK,
    KING,
    MARRIAGE,
    NINE,
    POINTS,
    QUEEN,
    SUIT,
    SUITS4,
    TEN,
    TENS,
    cards_of,
    marriages_in,
    points,
)
from kartln.engine.cards import NUM_RANKS, Card, CardSet
from kartln.engine.games.thousand.rules import ACE_MARRIAGE_VALUE

#: Top-down rank sequence used to count sure tricks: A, 10, K, Q, J, 9.
_TOP_DOWN = (ACE, TEN, KING, QUEEN, JACK, NINE)


#: Points per feature of :func:`features`, fitted by least squares on simulated deals (a random
#: first hand as declarer at 100, heuristic players everywhere); residual s.d. about 22 points.
WEIGHTS: dict[str, float] = {
    "aces": 30.1,
    "guarded_tens": 26.5,
    "trump_top": 5.7,
    "marriage_no_ace": -1.02,
    "card_points": -0.42,
    "longest": 3.2,
    "first_marriage": 0.98,
    "other_marriages": 0.43,
    "sure_trick": 8.4,
    "sure_points": -1.66,
    "trump_length": 5.5,
    "bare_ten": 8.3,
    "king_queen": 0.33,
    "void": 8.2,
    "base": 2.5,
}



def sure_tricks(hand: CardSet, gone: CardSet = 0) -> tuple[int, int]:
    """(number, card points) of the cards that win from the top of each suit: A, then 10 with the A
    held or gone, and so on down the suit (``gone`` = cards already out of play)."""
    count = pts = 0
    for s in SUITS4:
        suit = SUIT[s] & hand
        if not suit:
            continue
        length = suit.bit_count()
        for r in _TOP_DOWN:
            c = s * NUM_RANKS + r
            if gone >> c & 1:
                continue
            if not hand >> c & 1:
                break
            count += 1
            pts += POINTS[c]
            length -= 1
            if length == 0:
                break
    return count, pts


def features(hand: CardSet, values: tuple[int, ...]) -> dict[str, float]:
    marr = sorted((values[s] for s in marriages_in(hand)), reverse=True)
    n_sure, sure_pts = sure_tricks(hand)
    trump_len = 0.0
    if marr:
        best = max(marriages_in(hand), key=lambda s: values[s])
        suit = hand & SUIT[best]
        top, _ = sure_tricks(suit)
        trump_len = max(0, suit.bit_count() - max(top, 1) - 1)
    bare_tens = sum(1 for s in SUITS4 if hand >> TENS[s] & 1 and not hand >> ACES[s] & 1)
    kq = 0
    for s in SUITS4:
        if hand & MARRIAGE[s] != MARRIAGE[s]:
            kq += (hand >> (s * NUM_RANKS + KING) & 1) + (hand >> (s * NUM_RANKS + QUEEN) & 1)
    voids = sum(1 for s in SUITS4 if not hand & SUIT[s])
    aces = sum(1 for s in SUITS4 if hand >> ACES[s] & 1)
    guarded_tens = sum(1 for s in SUITS4 if hand >> TENS[s] & 1 and hand >> ACES[s] & 1)
    trump_top = 0.0
    if marr:
        best = max(marriages_in(hand), key=lambda s: values[s])
        trump_top = float((hand >> ACES[best] & 1) + (hand >> TENS[best] & 1))
    return {
        "aces": float(aces),
        "guarded_tens": float(guarded_tens),
        "trump_top": trump_top,
        "marriage_no_ace": float(marr[0]) if marr and not aces else 0.0,
        "card_points": float(points(hand)),
        "longest": float(max((hand & SUIT[s]).bit_count() for s in SUITS4)),
        "first_marriage": float(marr[0]) if marr else 0.0,
        "other_marriages": float(sum(marr[1:])),
        "sure_trick": float(n_sure),
        "sure_points": float(sure_pts),
        "trump_length": trump_len,
        "bare_ten": float(bare_tens),
        "king_queen": float(kq),
        "void": float(voids) if marr else 0.0,
        "base": 1.0,
    }


def estimate_points(hand: CardSet, values: tuple[int, ...], weights: dict[str, float] | None = None,
                    ace_marriage: bool = False) -> float:
    """Expected declarer points (cards + marriages) of an 8-card hand on lead; with the option
    ``ace_marriage`` all four Aces add their 200 (a little less: the lead must come back)."""
    w = WEIGHTS if weights is None else weights
    est = sum(w[name] * x for name, x in features(hand, values).items())
    if ace_marriage and hand & ACES_MASK == ACES_MASK:
        est += 0.9 * ACE_MARRIAGE_VALUE
    return est


#: Residual spread of :func:`estimate_points` (points), and the normal quantiles used to turn one
#: estimate into a spread of possible totals.
RESIDUAL_SD = 22.5
_Z = (-1.64, -1.15, -0.84, -0.59, -0.39, -0.19, 0.0, 0.19, 0.39, 0.59, 0.84, 1.15, 1.64)


def spread(estimates: list[float], sd: float = RESIDUAL_SD) -> list[float]:
    """Possible totals around each estimate (its residual spread), sorted."""
    return sorted(e + sd * z for e in estimates for z in _Z)


# --------------------------------------------------------------------------------- giving


def gift_cost(c: Card, hand: CardSet) -> float:
    """What giving ``c`` away costs the declarer holding ``hand`` (before void bonuses)."""
    s, r = c // NUM_RANKS, c % NUM_RANKS
    if hand & MARRIAGE[s] == MARRIAGE[s] and r in (KING, QUEEN):
        return 1000.0
    if r == ACE:
        return 80.0
    if r == TEN:
        return 45.0 if hand >> ACES[s] & 1 else 12.0
    if r in (KING, QUEEN):
        return 6.0 + POINTS[c]
    return float(POINTS[c])


def choose_gifts(hand: CardSet, count: int = 2) -> tuple[Card, ...]:
    """The ``count`` cards a declarer gives away from ``hand`` (cheapest, favouring new voids)."""
    cards = cards_of(hand)
    best: tuple[Card, ...] = tuple(cards[:count])
    best_cost = float("inf")
    for combo in combinations(cards, count):
        cost = sum(gift_cost(c, hand) for c in combo)
        rest = hand
        for c in combo:
            rest &= ~(1 << c)
        for s in SUITS4:
            if hand & SUIT[s] and not rest & SUIT[s]:
                cost -= 4.0  # a new void: the suit can be trumped later
        if cost < best_cost:
            best, best_cost = combo, cost
    return best


def hand_after_gifts(hand: CardSet, count: int = 2) -> CardSet:
    for c in choose_gifts(hand, count):
        hand &= ~(1 << c)
    return hand


# ------------------------------------------------------------------------- before the stock


def expected_after_stock(
    hand: CardSet,
    unseen: CardSet,
    values: tuple[int, ...],
    samples: int,
    rng: random.Random,
    stock_size: int = 3,
    gifts: int = 2,
    ace_marriage: bool = False,
) -> list[float]:
    """Estimates of the playing hand for ``samples`` stocks drawn from ``unseen`` (sorted)."""
    pool = cards_of(unseen)
    out: list[float] = []
    for _ in range(samples):
        stock = 0
        for c in rng.sample(pool, stock_size):
            stock |= 1 << c
        out.append(estimate_points(hand_after_gifts(hand | stock, gifts), values, ace_marriage=ace_marriage))
    out.sort()
    return out
