"""``kartln bench engine``: random complete deals per second on one core.

A deal counts when it is played to the end and scored (deal, auction, stock, giving, play and
scoring); re-deals and voided cuts are part of the work but are not counted. Both engines play the
same random policy (:mod:`kartln.engine.games.thousand.policy`): the fast kernel
(:func:`kartln.engine.games.thousand.kernel.play_random_deals`) and the reference match state
(:class:`kartln.engine.games.thousand.state.ThousandState`), each for half of the given time.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from typing import Any

from kartln.engine.games.thousand.kernel import play_random_deals
from kartln.engine.games.thousand.policy import random_thousand_action
from kartln.engine.games.thousand.rules import ThousandRules
from kartln.engine.games.thousand.state import ThousandState

GAMES = ("thousand",)
MATCH_DEALS = 1000  # a match still running after this many deals is left for a new one


def kernel_deals_per_second(rules: ThousandRules, seconds: float, seed: int) -> tuple[int, float]:
    """(deals, elapsed seconds) of the kernel playing matches seed, seed + 1, … for ``seconds``."""
    deals = 0
    match = seed
    clock = time.perf_counter
    start = clock()
    while True:
        deals += play_random_deals(rules, match, MATCH_DEALS, match).deals
        match += 1
        elapsed = clock() - start
        if elapsed >= seconds:
            return deals, elapsed


def reference_deals_per_second(rules: ThousandRules, seconds: float, seed: int) -> tuple[int, float]:
    """(deals, elapsed seconds) of ``ThousandState`` with the random policy, as above."""
    deals = 0
    match = seed
    clock = time.perf_counter
    start = clock()
    while True:
        state = ThousandState(rules, seed=match)
        rng = random.Random(match)
        match += 1
        sheet = state.sheet
        steps = 0
        while not state.is_terminal():
            state.apply(random_thousand_action(state.legal_actions(), rng))
            steps += 1
            if steps & 255 == 0 and (clock() - start >= seconds or len(sheet) >= MATCH_DEALS):
                break
        deals += sum(1 for row in sheet if row.declarer is not None)
        elapsed = clock() - start
        if elapsed >= seconds:
            return deals, elapsed


def bench_thousand(players: int, seconds: float, seed: int) -> dict[str, Any]:
    rules = ThousandRules(players=players)
    half = seconds / 2
    kernel_deals, kernel_time = kernel_deals_per_second(rules, half, seed)
    reference_deals, reference_time = reference_deals_per_second(rules, half, seed)
    return {
        "game": "thousand",
        "players": players,
        "deals_per_second": round(kernel_deals / kernel_time, 1),
        "reference_deals_per_second": round(reference_deals / reference_time, 1),
        "seconds": seconds,
        "python": platform.python_version(),
    }


def run_engine_bench_command(args: argparse.Namespace) -> int:
    game = args.game
    if game not in GAMES:
        print(f"kartln bench engine: no engine benchmark for the game {game!r}; available: {', '.join(GAMES)}",
              file=sys.stderr)
        return 2
    players = 3 if args.players is None else args.players
    if players not in (2, 3, 4):
        print(f"kartln bench engine: Thousand is played by 2, 3 or 4 players, not {players}", file=sys.stderr)
        return 2
    seconds = float(args.seconds)
    if not seconds > 0:
        print(f"kartln bench engine: --seconds must be positive, not {args.seconds}", file=sys.stderr)
        return 2
    result = bench_thousand(players, seconds, args.seed)
    if args.json:
        print(json.dumps(result))
        return 0
    fast, ref = result["deals_per_second"], result["reference_deals_per_second"]
    print(f"Thousand, {players} players, Python {result['python']}, {seconds:g} s on one core")
    print(f"  kernel:    {fast:>10,.0f} random complete deals/s")
    print(f"  reference: {ref:>10,.0f} random complete deals/s (match state and random policy)")
    if ref:
        print(f"  speed-up:  {fast / ref:>10.1f}x")
    return 0
