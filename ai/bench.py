"""``kartln bench ai``: how long a computer player thinks per decision.

Positions come from seeded games played with the engine's random policy; at every decision that
offers a real choice (more than one legal action) the agent of the requested level decides and is
timed, then the game goes on with the random policy's move. Reported: p50, p95 and max over all
timed decisions, and the same per kind of decision (auction, contract, play, other).

For Thousand it also reports the card-play kernel's speed, the engine of search: random roll-outs
per second, each playing a deal from its first lead to its end on a copy of the shared
:class:`~kartln.ai.kernel.TrickKernel` with Thousand's scoring (a marriage whenever one may be
declared, else a random legal card), over positions from seeded deals.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable
from typing import Any

from kartln.ai.kernel import TrickKernel
from kartln.ai.levels import make_agent, parse_level
from kartln.ai.thousand.deal_kernel import first_lead
from kartln.engine.cards import random_card
from kartln.engine.command_checks import at_least, known_game, positive_seconds, refuse
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


def thousand_first_leads(rules: Any, count: int, seed: int) -> list[TrickKernel]:
    """Kernels of ``count`` deals at their first lead, from seeded matches of the random policy."""
    info = game("thousand")
    kernels: list[TrickKernel] = []
    match = seed
    while len(kernels) < count:
        state: Any = info.new_state(rules, match)
        rng = random.Random(match)
        match += 1
        while not state.is_terminal() and len(kernels) < count:
            if state.phase == "play" and state.trick_no == 0 and not state.trick:
                kernels.append(first_lead(state.hands, state.active, state.to_act, state.values,
                                          state.rules.ace_marriage, state.pile))
            state.apply(info.random_action(state.legal_actions(), rng))
    return kernels


def random_rollout(k: TrickKernel, rand: Callable[[], float]) -> None:
    """Play ``k`` to the end of its deal: a marriage whenever one may be declared, else any legal card."""
    while not k.ended:
        m = 0 if k.count else k.declarations()  # marriages are declared leading
        if m:
            k.play(random_card(m, rand), True)
        else:
            k.play(random_card(k.legal(), rand), False)


def kernel_rollouts_per_second(rules: Any, seconds: float, seed: int) -> float:
    """Random roll-outs per second of the Thousand card-play kernel (copying the start each time)."""
    starts = thousand_first_leads(rules, 64, seed)
    rand = random.Random(seed).random
    rollouts = 0
    clock = time.perf_counter
    begin = clock()
    while True:
        for start in starts:
            random_rollout(start.copy(), rand)
        rollouts += len(starts)
        elapsed = clock() - begin
        if elapsed >= seconds:
            return rollouts / elapsed


ROLLOUT_BENCHES = {"thousand": kernel_rollouts_per_second}


def bench_ai(game_id: str, level: str, decisions: int, seed: int, rollout_seconds: float = 1.0) -> dict[str, Any]:
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
    rollouts = ROLLOUT_BENCHES.get(game_id)
    if rollouts is not None:
        report["kernel_rollouts_per_second"] = round(rollouts(rules, rollout_seconds, seed), 1)
    return report


def run_ai_bench_command(args: argparse.Namespace) -> int:
    try:
        info = known_game(args.game)
        decisions = at_least("--decisions", args.decisions, 1)
        rollout_seconds = positive_seconds("--seconds", getattr(args, "seconds", 1.0))
        report = bench_ai(info.id, args.level, decisions, args.seed, rollout_seconds=rollout_seconds)
    except ValueError as exc:  # a usage error, an unknown level or a game without computer players
        return refuse("bench ai", exc)
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"{report['game']} level {report['level']}: {report['decisions']} decisions, seed {report['seed']}")
    print(f"{'':10} {'count':>6} {'p50 ms':>9} {'p95 ms':>9} {'max ms':>9}")
    print(f"{'all':10} {report['decisions']:6} {report['p50_ms']:9.2f} {report['p95_ms']:9.2f} {report['max_ms']:9.2f}")
    for kind, s in report["by_kind"].items():
        print(f"{kind:10} {s['decisions']:6} {s['p50_ms']:9.2f} {s['p95_ms']:9.2f} {s['max_ms']:9.2f}")
    if "kernel_rollouts_per_second" in report:
        rate = report["kernel_rollouts_per_second"]
        print(f"card-play kernel: {rate:,.0f} random roll-outs/s (a deal from its first lead to its end)")
    return 0
