"""Hand evaluation by simulation: deal the unseen cards at random and play the deal out.

The declarer's points are measured by :func:`~kartln.ai.thousand.rollout.rollout` with every hand
visible, so marriages, control and the stock are valued the way the heuristic actually plays them.
Used for bidding (before the stock), for re-deal demands and for raising the contract.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from kartln.ai.thousand.cards import cards_of
from kartln.ai.thousand.deal_kernel import first_lead
from kartln.ai.thousand.handeval import choose_gifts
from kartln.ai.thousand.rollout import rollout
from kartln.engine.cards import CardSet


def _mask(cards: Sequence[int]) -> CardSet:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def points_before_stock(
    hand: CardSet, unseen: CardSet, values: tuple[int, ...], samples: int, rng: random.Random,
    players: int = 3, noise: float = 0.0, ace_marriage: bool = False,
) -> list[int]:
    """Declarer totals (cards + marriages) of ``hand`` as declarer over ``samples`` random deals of
    ``unseen`` (the stock is taken, two cards given away or discarded, the deal played out)."""
    pool = cards_of(unseen)
    out: list[int] = []
    for _ in range(samples):
        rng.shuffle(pool)
        if players == 2:
            stock = _mask(pool[:2])
            other = _mask(pool[2:4])
            opp = _mask(pool[4:14])
            full = hand | stock
            gifts = choose_gifts(full, 2)
            mine = full & ~_mask(gifts)
            k = first_lead([mine, opp], (0, 1), 0, values, ace_marriage, pile=other | _mask(gifts))
        else:
            stock = _mask(pool[:3])
            a = _mask(pool[3:10])
            b = _mask(pool[10:17])
            full = hand | stock
            g = choose_gifts(full, 2)
            mine = full & ~_mask(g)
            k = first_lead([mine, a | 1 << g[0], b | 1 << g[1]], (0, 1, 2), 0, values, ace_marriage)
        rollout(k, 0, rng, noise)
        out.append(k.points[0])
    out.sort()
    return out


def points_after_gifts(
    hand: CardSet, gifts: Sequence[tuple[int, int]], unknown: CardSet, values: tuple[int, ...],
    samples: int, rng: random.Random, noise: float = 0.0, ace_marriage: bool = False,
) -> list[int]:
    """Declarer totals of his 8-card ``hand`` after giving ``gifts`` ((opponent index 0/1, card)),
    over random splits of the ``unknown`` cards between the two defenders (three players)."""
    pool = cards_of(unknown)
    half = len(pool) // 2
    out: list[int] = []
    g = [0, 0]
    for i, c in gifts:
        g[i] |= 1 << c
    for _ in range(samples):
        rng.shuffle(pool)
        k = first_lead([hand, _mask(pool[:half]) | g[0], _mask(pool[half:]) | g[1]], (0, 1, 2), 0, values,
                       ace_marriage)
        rollout(k, 0, rng, noise)
        out.append(k.points[0])
    out.sort()
    return out


def make_probability(totals: Sequence[float], contract: int) -> float:
    if not totals:
        return 0.0
    return sum(1 for t in totals if t >= contract) / len(totals)
