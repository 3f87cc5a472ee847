"""Thousand's hard player decides as recorded (tests/ai/thousand_golden.py writes the record)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from tests.ai.thousand_golden import CASES, GOLDEN, record_case


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}p {c[1]} seed {c[2]}")
def test_hard_decides_as_recorded(case: tuple[int, dict[str, object], int, int],
                                  slow_count: Callable[[int], int]) -> None:
    players, options, seed, count = case
    golden = json.loads(GOLDEN.read_text())[f"{players}p {options} seed {seed}"]
    decisions = slow_count(count)  # the first decisions of a case are recorded the same however many follow
    assert record_case(players, options, seed, decisions) == golden[:decisions]
