"""Damaged records of every game, saves and settings: accepted consistently or refused in one line.

A few hundred seeded cases run by default; ``pytest -m slow`` runs the 10,000 of
``kartln bench fuzz``. Hypothesis draws the seeds of the mutator as well.
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kartln.engine.registry import GAMES
from kartln.gui.file_fuzz import (
    KINDS,
    SLOW_CASE,
    CaseFailure,
    check_autosave,
    check_record,
    check_settings,
    record_corpus,
    run_fuzz,
    settings_corpus,
)
from kartln.gui.fuzz_mutator import damage


def _assert_clean(cases: int, seed: int, big: bool) -> None:
    report = run_fuzz(cases, seed, big=big)
    assert report.failures == []
    assert report.cases == cases and report.accepted + report.refused == cases
    assert report.accepted > cases // 20 and report.refused > cases // 2  # both ways are exercised
    assert set(report.by_kind) == set(KINDS)
    assert report.slowest < SLOW_CASE


def test_five_hundred_damaged_files_break_no_loader() -> None:
    _assert_clean(500, seed=16, big=False)


@pytest.mark.slow
def test_ten_thousand_damaged_files_break_no_loader(slow_count: Callable[[int], int]) -> None:
    """The run of ``kartln bench fuzz``, files of 4 and 50 MB among them."""
    _assert_clean(slow_count(10_000), seed=1, big=True)


def test_the_corpus_holds_records_of_every_registered_game() -> None:
    games = {r.split(b'"game": "')[1].split(b'"')[0].decode() for r in record_corpus(1)}
    assert games == set(GAMES)


@cache
def _records() -> list[bytes]:
    return record_corpus(2)


def test_the_check_catches_a_loader_that_lets_an_exception_through(monkeypatch: pytest.MonkeyPatch) -> None:
    from kartln.engine import strict_json

    monkeypatch.setattr(strict_json, "MAX_DEPTH", 10**6)  # no depth check: json recurses until it fails
    with tempfile.TemporaryDirectory() as folder, pytest.raises(RecursionError):
        check_record(b"[" * 100_000, Path(folder))


def test_the_check_catches_a_settings_loader_that_ignores_the_previous_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    from kartln.gui import file_fuzz, settings

    monkeypatch.setattr(file_fuzz, "load_settings", lambda path: settings.SettingsLoad(settings.Settings()))
    good = settings_corpus()[1]
    with tempfile.TemporaryDirectory() as folder, pytest.raises(CaseFailure, match="first good copy"):
        check_settings(b"[" * 100, good, Path(folder))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**64), st.sampled_from(["record", "autosave", "settings"]))
def test_hypothesis_draws_the_damage(seed: int, kind: str) -> None:
    rng = random.Random(seed)
    pool = settings_corpus() if kind == "settings" else _records()
    data, _ = damage(rng.choice(pool), rng)
    with tempfile.TemporaryDirectory() as folder:
        if kind == "record":
            check_record(data, Path(folder))
        elif kind == "autosave":
            check_autosave(data, rng.choice(pool), Path(folder))
        else:
            check_settings(data, rng.choice(pool), Path(folder))
