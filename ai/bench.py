"""``kartln bench ai``: how long a computer player thinks per decision.

Positions come from seeded games played with the engine's random policy; at every decision that
offers a real choice (more than one legal action) the agent of the requested level decides and is
timed, then the game goes on with the random policy's move. Reported: p50, p95 and max over all
timed decisions, and the same per kind of decision (auction, contract, play, other).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from kartln.ai.levels import make_agent, parse_level
from kartln.engine.registry import game

KINDS = {"auction": "auction", "contract": "contract", "play": "play"}


def percentile(values: list[float], q: float) -> float:
    """The ``q``-quantile (0..1) by linear interpolation between order statistics."""
    if not values:
        return 0.0
    s = sorted(values)
    pos = q * (len(s) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (pos - lo)


def _summary(times: list[float]) -> dict[str, float | int]:
    return {
        "decisions": len(times),
        "p50_ms": round(1000 * percentile(times, 0.5), 3),
        "p95_ms": round(1000 * percentile(times, 0.95), 3),
        "max_ms": round(1000 * max(times), 3) if times else 0.0,
        "mean_ms": round(1000 * sum(times) / len(times), 3) if times else 0.0,
    }


def bench_ai(game_id: str, level: str, decisions: int, seed: int) -> dict[str, Any]:
    parse_level(level, game_id)
    info = game(game_id)
    rules = info.default_rules()
    times: list[float] = []
    by_kind: dict[str, list[float]] = {}
    match = 0
    start = time.perf_counter()
    while len(times) < decisions:
        match_seed = seed * 1_000_003 + match
        match += 1
        state: Any = info.new_state(rules, match_seed)
        rng = random.Random(match_seed ^ 0x5EED)
        agent = make_agent(game_id, level, match_seed, rules)
        deals = 0
        while not state.is_terminal() and len(times) < decisions and deals < 3:
            seat = state.current_player()
            legal = list(state.legal_actions())
            if len(legal) > 1:
                obs = state.observation(seat)
                t = time.perf_counter()
                agent.choose(obs, legal)
                dt = time.perf_counter() - t
                times.append(dt)
                by_kind.setdefault(KINDS.get(state.phase, "other"), []).append(dt)
            rows = len(state.sheet)
            state.apply(info.random_action(legal, rng))
            deals += len(state.sheet) - rows
    report: dict[str, Any] = {"game": game_id, "level": level, "seed": seed}
    report.update(_summary(times))
    report["by_kind"] = {k: _summary(v) for k, v in sorted(by_kind.items())}
    report["seconds"] = round(time.perf_counter() - start, 2)
    return report


def run_ai_bench_command(args: argparse.Namespace) -> int:
    try:
        if args.decisions < 1:
            raise ValueError("--decisions must be at least 1")
        report = bench_ai(args.game, args.level, args.decisions, args.seed)
    except ValueError as exc:
        print(f"kartln bench ai: {exc}")
        return 2
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"{report['game']} level {report['level']}: {report['decisions']} decisions, seed {report['seed']}")
    print(f"{'':10} {'count':>6} {'p50 ms':>9} {'p95 ms':>9} {'max ms':>9}")
    print(f"{'all':10} {report['decisions']:6} {report['p50_ms']:9.2f} {report['p95_ms']:9.2f} {report['max_ms']:9.2f}")
    for kind, s in report["by_kind"].items():
        print(f"{kind:10} {s['decisions']:6} {s['p50_ms']:9.2f} {s['p95_ms']:9.2f} {s['max_ms']:9.2f}")
    return 0
