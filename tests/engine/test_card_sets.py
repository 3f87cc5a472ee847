"""Card-set helpers of :mod:`kartln.engine.cards`."""

from __future__ import annotations

import random

from kartln.engine.cards import cards_in, random_card


def test_a_random_card_is_the_drawn_share_of_the_set_in_id_order() -> None:
    rng = random.Random(1)
    for _ in range(200):
        m = rng.getrandbits(36) or 1
        cards = cards_in(m)
        for i, c in enumerate(cards):
            draw = (i + rng.random()) / len(cards)  # a draw in the i-th share of [0, 1)
            assert random_card(m, lambda d=draw: d) == c


def test_every_card_of_a_set_comes_about_as_often() -> None:
    rng = random.Random(2)
    m = 1 << 3 | 1 << 17 | 1 << 35
    counts = dict.fromkeys(cards_in(m), 0)
    for _ in range(3000):
        counts[random_card(m, rng.random)] += 1
    assert all(900 < n < 1100 for n in counts.values())
