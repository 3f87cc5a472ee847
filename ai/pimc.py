"""Perfect Information Monte Carlo (PIMC): sample worlds, value every candidate in each, average.

Game-independent: a :class:`Problem` supplies the candidates, the worlds (sampled or, when few,
enumerated) and the values of all candidates in one world. Every candidate is valued on the *same*
worlds, so differences between candidates are not drowned by the luck of the deal. The budget is
deterministic (a number of worlds); a time cap stops sampling early on a slow machine, and
successive halving drops clearly worse candidates after half of the worlds.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

A = TypeVar("A")
W = TypeVar("W")
A_contra = TypeVar("A_contra", contravariant=True)


class OutOfTime(Exception):
    """Raised by :meth:`Problem.evaluate` when the hard time cap passes in the middle of a world."""


class Problem(Protocol[A_contra, W]):
    def worlds(self, budget: int, rng: random.Random) -> list[W]:
        """Up to ``budget`` worlds consistent with what the player knows."""
        ...

    def evaluate(self, world: W, candidates: Sequence[A_contra], rng: random.Random, deadline: float) -> list[float]:
        """The value of each candidate in ``world`` (higher is better for the player); raise
        :class:`OutOfTime` once ``time.perf_counter()`` passes ``deadline``."""
        ...


@dataclass
class PimcResult(Generic[A]):
    best: A
    scores: dict[int, float]  # candidate index -> mean value over the worlds it was valued on
    worlds: int  # worlds used
    stopped_by_time: bool = False
    counts: dict[int, int] = field(default_factory=dict)


def pimc(
    problem: Problem[A, W],
    candidates: Sequence[A],
    rng: random.Random,
    budget: int,
    *,
    time_cap: float = float("inf"),
    hard_cap: float = float("inf"),
    min_worlds: int = 4,
    halving: bool = True,
    prune_margin: float = 0.25,
    prior: Sequence[float] | None = None,
) -> PimcResult[A]:
    """Choose among ``candidates``; ``prior`` adds a small per-candidate bonus (tie-breaks)."""
    start = time.perf_counter()
    deadline = start + hard_cap
    n = len(candidates)
    if n == 1:
        return PimcResult(candidates[0], {0: 0.0}, 0)
    worlds = problem.worlds(budget, rng)
    sums = [0.0] * n
    counts = [0] * n
    alive = list(range(n))
    used = 0
    stopped = False
    half = max(min_worlds, len(worlds) // 2)
    for w in worlds:
        elapsed = time.perf_counter() - start
        if elapsed > hard_cap or (elapsed > time_cap and used >= min_worlds):
            stopped = True
            break
        try:
            values = problem.evaluate(w, [candidates[j] for j in alive], rng, deadline)
        except OutOfTime:
            stopped = True
            break
        for j, v in zip(alive, values, strict=True):
            sums[j] += v
            counts[j] += 1
        used += 1
        if halving and used == half and len(alive) > 2:
            means = {j: sums[j] / counts[j] for j in alive}
            top = max(means.values())
            alive = [j for j in alive if means[j] >= top - prune_margin]
    bonus = list(prior) if prior is not None else [0.0] * n
    if used == 0:  # not a single world in time: the prior decides
        best0 = max(range(n), key=lambda j: (bonus[j], -j))
        return PimcResult(candidates[best0], {}, 0, True, {})
    scores = {j: (sums[j] / counts[j] if counts[j] else float("-inf")) for j in range(n)}
    best = max(alive, key=lambda j: (scores[j] + bonus[j], -j))
    return PimcResult(candidates[best], scores, used, stopped, {j: counts[j] for j in range(n)})
