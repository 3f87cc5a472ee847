"""``kartln bench cards``: how fast the card faces render.

For each deck it measures the first render of all 36 cards at 120 x 180 px with a fresh
renderer (reading and parsing the SVG files included) on one thread, the same spread over a
thread pool for comparison, and the time of a cached lookup.
"""

from __future__ import annotations

import argparse
import json
import os
import time

from kartln.engine.command_checks import UsageError, positive_seconds, refuse

BENCH_WIDTH, BENCH_HEIGHT = 120, 180
FIRST_RENDER_BUDGET_MS = 300.0
MOST_SECONDS = 2.0  # of cached lookups: a longer run tells nothing more


def _first_render_ms(deck: str, workers: int) -> float:
    from kartln.gui.card_renderer import CardRenderer

    r = CardRenderer()
    t0 = time.perf_counter()
    r.prerender(deck, BENCH_WIDTH, BENCH_HEIGHT, workers=workers)
    return (time.perf_counter() - t0) * 1000.0


def measure(seconds: float = 1.0) -> dict[str, object]:
    from kartln.gui.card_renderer import DECKS, CardRenderer
    from kartln.gui.deck_sheets import ensure_gui_application

    ensure_gui_application()
    workers = max(1, os.cpu_count() or 1)
    # one untimed pass loads Qt's SVG and image code, as a running game has already done
    _first_render_ms(DECKS[0], 1)
    serial: dict[str, float] = {}
    pooled: dict[str, float] = {}
    for deck in DECKS:
        # best of a few fresh runs: the figure of an unloaded machine
        serial[deck] = round(min(_first_render_ms(deck, 1) for _ in range(3)), 1)
        pooled[deck] = round(min(_first_render_ms(deck, workers) for _ in range(3)), 1)

    r = CardRenderer()
    r.prerender(DECKS[0], BENCH_WIDTH, BENCH_HEIGHT)
    lookups = 0
    budget = max(0.05, min(seconds, MOST_SECONDS))
    t0 = time.perf_counter()
    elapsed = 0.0
    while elapsed < budget:
        for c in range(36):
            r.image(DECKS[0], c, BENCH_WIDTH, BENCH_HEIGHT)
        lookups += 36
        elapsed = time.perf_counter() - t0
    return {
        "size": [BENCH_WIDTH, BENCH_HEIGHT],
        "workers": workers,
        "first_render_ms": serial,
        "first_render_pool_ms": pooled,
        "cached_lookup_us": round(elapsed / lookups * 1e6, 3),
        "budget_ms": FIRST_RENDER_BUDGET_MS,
        "within_budget": all(v <= FIRST_RENDER_BUDGET_MS for v in serial.values()),
    }


def run_card_bench_command(args: argparse.Namespace) -> int:
    try:
        seconds = positive_seconds("--seconds", getattr(args, "seconds", 1.0), most=MOST_SECONDS)
    except UsageError as exc:
        return refuse("bench cards", exc)
    result = measure(seconds)
    if getattr(args, "json", False):
        print(json.dumps(result, sort_keys=True))
        return 0
    size = f"{BENCH_WIDTH}x{BENCH_HEIGHT} px"
    print(f"first render of a 36-card deck at {size} (one thread; pool of {result['workers']}):")
    ser: dict[str, float] = result["first_render_ms"]  # type: ignore[assignment]
    pool: dict[str, float] = result["first_render_pool_ms"]  # type: ignore[assignment]
    for deck, ms in ser.items():
        print(f"  {deck:8} {ms:7.1f} ms   ({pool[deck]:.1f} ms)")
    print(f"cached lookup: {result['cached_lookup_us']} µs per card")
    verdict = "within" if result["within_budget"] else "OVER"
    print(f"budget {FIRST_RENDER_BUDGET_MS:.0f} ms per deck: {verdict}")
    return 0
