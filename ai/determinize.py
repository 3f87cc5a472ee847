"""Sampling worlds consistent with a :class:`~kartln.ai.belief.Belief`, for any game.

Sampling places the most constrained cards first (fewest possible holders), each into one of its
possible locations with odds proportional to the room left there, and restarts on a dead end or
when a global check fails (rejection). When the checks keep failing the sampler finally returns a
world that satisfies the per-card constraints only, and says so.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from kartln.ai.belief import Assignment, Belief


def sample_world(belief: Belief, rng: random.Random, tries: int = 400) -> tuple[Assignment, bool]:
    """One assignment of the hidden cards; the flag is False when only per-card constraints hold."""
    cards = sorted(belief.allowed, key=lambda c: belief.allowed[c].bit_count())
    fallback: Assignment | None = None
    for _ in range(tries):
        a = _place(belief, cards, rng)
        if a is None:
            continue
        if all(check(a) for check in belief.checks):
            return a, True
        if fallback is None:
            fallback = a
    if fallback is not None:
        return fallback, False
    raise ValueError("no world satisfies the observation")


def _place(belief: Belief, ordered: Sequence[int], rng: random.Random) -> Assignment | None:
    room = list(belief.capacity)
    out = [0] * belief.locations
    # The most constrained first; cards with equal freedom in random order.
    groups: dict[int, list[int]] = {}
    for c in ordered:
        groups.setdefault(belief.allowed[c].bit_count(), []).append(c)
    rand = rng.random
    for size in sorted(groups):
        group = groups[size]
        rng.shuffle(group)
        for c in group:
            mask = belief.allowed[c]
            total = 0
            locs: list[int] = []
            while mask:
                low = mask & -mask
                loc = low.bit_length() - 1
                mask ^= low
                if room[loc] > 0:
                    locs.append(loc)
                    total += room[loc]
            if not locs:
                return None
            x = rand() * total
            chosen = locs[-1]
            for loc in locs:
                x -= room[loc]
                if x < 0:
                    chosen = loc
                    break
            room[chosen] -= 1
            out[chosen] |= 1 << c
    return out


def enumerate_worlds(belief: Belief, limit: int) -> list[Assignment] | None:
    """Every consistent world when there are at most ``limit`` of them (two free locations), else None."""
    free_locs = [loc for loc in range(belief.locations) if belief.capacity[loc]]
    fixed = [0] * belief.locations
    flexible: list[int] = []
    room = list(belief.capacity)
    for c, mask in belief.allowed.items():
        if mask.bit_count() == 1:
            loc = mask.bit_length() - 1
            fixed[loc] |= 1 << c
            room[loc] -= 1
        else:
            flexible.append(c)
    if any(r < 0 for r in room):
        return None
    if len(free_locs) > 2 or not flexible:
        return [fixed] if not flexible and all(r == 0 for r in room) else None
    a_loc, b_loc = free_locs[0], free_locs[-1]
    k = room[a_loc]
    count = 1
    n = len(flexible)
    for i in range(min(k, n - k)):
        count = count * (n - i) // (i + 1)
    if count > limit:
        return None
    worlds: list[Assignment] = []
    for combo in combinations(flexible, k):
        a = list(fixed)
        chosen = 0
        for c in combo:
            chosen |= 1 << c
        rest = 0
        for c in flexible:
            if not chosen >> c & 1:
                rest |= 1 << c
        a[a_loc] |= chosen
        a[b_loc] |= rest
        if belief.consistent(a):
            worlds.append(a)
    return worlds

