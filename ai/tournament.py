"""``kartln tournament``: seeded, seat-rotated deals or matches between computer players, for
any game with computer players.

Every seeded deal (or match) is played once per seat rotation of the agent list, so each agent
sits in every seat on the same cards. A deal is won by the player with the best score change
(highest; lowest in count-down games; ties split). Reported per agent: win rate with a Wilson 95 %
interval, mean score change per deal with a normal 95 % interval, decision times and, where the
game has declarers, how often it was declarer and how often it made its contract. In count-down
games (the Rams family) the measure is the mean score change per deal, lower is better; agents
listed more than once are also pooled by name.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from kartln.ai.levels import make_agent, parse_level
from kartln.ai.registry import game_ai
from kartln.engine.registry import game

MAX_ROWS_PER_DEAL = 30  # re-deals in a row before a deal is given up (never seen in practice)
MAX_DEALS_PER_MATCH = 400


@dataclass
class AgentTally:
    """What one entry of the agent list did over the tournament."""

    agent: str
    games: int = 0  # deals (or matches) played
    wins: float = 0.0
    points: list[int] = field(default_factory=list)  # score change per deal
    declarer: int = 0
    made: int = 0
    decisions: int = 0
    think_seconds: float = 0.0
    max_think: float = 0.0

    def merge(self, other: AgentTally) -> None:
        self.games += other.games
        self.wins += other.wins
        self.points.extend(other.points)
        self.declarer += other.declarer
        self.made += other.made
        self.decisions += other.decisions
        self.think_seconds += other.think_seconds
        self.max_think = max(self.max_think, other.max_think)

    def result(self, digits: int = 2) -> dict[str, Any]:
        n = self.games
        rate = self.wins / n if n else 0.0
        lo, hi = wilson(self.wins, n)
        mean, half = mean_ci(self.points)
        return {
            "agent": self.agent,
            "games": n,
            "win_rate": round(rate, 4),
            "ci95": [round(lo, 4), round(hi, 4)],
            "mean_points": round(mean, digits),
            "points_ci95": [round(mean - half, digits), round(mean + half, digits)],
            "declarer_rate": round(self.declarer / len(self.points), 4) if self.points else 0.0,
            "declarer_success": round(self.made / self.declarer, 4) if self.declarer else None,
            "declarer_deals": self.declarer,
            "mean_decision_ms": round(1000 * self.think_seconds / self.decisions, 3) if self.decisions else 0.0,
            "max_decision_ms": round(1000 * self.max_think, 1),
        }


def wilson(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """Wilson score interval for a proportion (fractional successes from split ties allowed)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_ci(values: list[int], z: float = 1.959964) -> tuple[float, float]:
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, z * math.sqrt(var / n)


# ------------------------------------------------------------------------------ one deal


class _Timed:
    """Wraps an agent to time its decisions."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.decisions = 0
        self.seconds = 0.0
        self.max = 0.0

    def choose(self, obs: Any, legal: Any) -> Any:
        t = time.perf_counter()
        a = self.agent.choose(obs, legal)
        dt = time.perf_counter() - t
        self.decisions += 1
        self.seconds += dt
        self.max = max(self.max, dt)
        return a


def _agents_for(game_id: str, specs: list[str], order: list[int], seed: int, rules: Any) -> list[_Timed]:
    return [_Timed(make_agent(game_id, specs[j], seed * 7919 + seat, rules)) for seat, j in enumerate(order)]


def play_deal(game_id: str, rules: Any, seed: int, agents: list[Any]) -> Any:
    """Play the first deal of the match ``seed`` (re-deals included) and return its sheet row."""
    info = game(game_id)
    counts = game_ai(game_id).deal_counts
    state: Any = info.new_state(rules, seed)
    rows = 0
    while True:
        seat = state.current_player()
        state.apply(agents[seat].choose(state.observation(seat), state.legal_actions()))
        if len(state.sheet) > rows:
            rows = len(state.sheet)
            row = state.sheet[-1]
            if counts(row) or rows >= MAX_ROWS_PER_DEAL:
                return row


def _credit(changes: tuple[int, ...] | list[int], seats: list[int], lowest: bool = False) -> dict[int, float]:
    best = min(changes[s] for s in seats) if lowest else max(changes[s] for s in seats)
    top = [s for s in seats if changes[s] == best]
    return {s: 1.0 / len(top) for s in top}


def _rotations(n: int) -> list[list[int]]:
    """Seat -> agent index for each rotation."""
    return [[(seat + r) % n for seat in range(n)] for r in range(n)]


def _run_chunk(job: tuple[str, str, list[str], int, list[int], str]) -> list[AgentTally]:
    game_id, mode, specs, seed, indices, _ = job
    info = game(game_id)
    n = len(specs)
    rules = info.default_rules(n)
    tallies = [AgentTally(s) for s in specs]
    for i in indices:
        item_seed = seed * 1_000_003 + i
        for order in _rotations(n):
            agents = _agents_for(game_id, specs, order, item_seed, rules)
            if mode == "deals":
                row = play_deal(game_id, rules, item_seed, agents)
                _score_deal_row(row, order, tallies, info.counts_down)
            else:
                _play_match(game_id, rules, item_seed, agents, order, tallies)
            for seat, j in enumerate(order):
                t, a = tallies[j], agents[seat]
                t.decisions += a.decisions
                t.think_seconds += a.seconds
                t.max_think = max(t.max_think, a.max)
    return tallies


def _score_deal_row(row: Any, order: list[int], tallies: list[AgentTally], lowest: bool = False) -> None:
    credit = _credit(row.changes, list(range(len(order))), lowest)
    declarer = getattr(row, "declarer", None)
    for seat, j in enumerate(order):
        t = tallies[j]
        t.games += 1
        t.wins += credit.get(seat, 0.0)
        t.points.append(row.changes[seat])
        if declarer == seat:
            t.declarer += 1
            t.made += 1 if row.made else 0


def _play_match(game_id: str, rules: Any, seed: int, agents: list[Any], order: list[int],
                tallies: list[AgentTally]) -> None:
    info = game(game_id)
    counts = game_ai(game_id).deal_counts
    state: Any = info.new_state(rules, seed)
    rows = 0
    while not state.is_terminal() and len(state.sheet) < MAX_DEALS_PER_MATCH:
        seat = state.current_player()
        state.apply(agents[seat].choose(state.observation(seat), state.legal_actions()))
        while rows < len(state.sheet):
            row = state.sheet[rows]
            rows += 1
            if not counts(row):
                continue
            declarer = getattr(row, "declarer", None)
            for s, j in enumerate(order):
                tallies[j].points.append(row.changes[s])
                if declarer == s:
                    tallies[j].declarer += 1
                    tallies[j].made += 1 if row.made else 0
    winners = state.winners()
    for s, j in enumerate(order):
        tallies[j].games += 1
        if winners:
            tallies[j].wins += (1.0 / len(winners)) if s in winners else 0.0
        else:  # unfinished: the best score counts as the win
            tallies[j].wins += _credit(state.scores(), list(range(len(order))), info.counts_down).get(s, 0.0)


def run_tournament(game_id: str, specs: list[str], count: int, seed: int, jobs: int = 1,
                   mode: str = "deals") -> dict[str, Any]:
    info = game(game_id)
    for s in specs:
        parse_level(s, game_id)  # fail early on a bad name, or a game without computer players
    if len(specs) not in info.player_counts:
        raise ValueError(f"{info.title} needs {' or '.join(map(str, info.player_counts))} agents, not {len(specs)}")
    start = time.perf_counter()
    jobs = max(1, min(jobs, count))
    chunks = [list(range(k, count, jobs)) for k in range(jobs)]
    work = [(game_id, mode, specs, seed, chunk, "") for chunk in chunks]
    if jobs == 1:
        parts = [_run_chunk(work[0])]
    else:
        ctx = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=jobs, mp_context=ctx) as pool:
            parts = list(pool.map(_run_chunk, work))
    tallies = [AgentTally(s) for s in specs]
    for part in parts:
        for t, p in zip(tallies, part, strict=True):
            t.merge(p)
    report: dict[str, Any] = {
        "game": game_id,
        "mode": mode,
        mode: count,
        "rotations": len(specs),
        "seed": seed,
        "seconds": round(time.perf_counter() - start, 2),
        "results": [t.result(3 if info.counts_down else 2) for t in tallies],
    }
    if info.counts_down:
        report["lower_is_better"] = True
        pooled: dict[str, AgentTally] = {}
        for t in tallies:
            pooled.setdefault(t.agent, AgentTally(t.agent)).merge(t)
        report["pooled"] = [t.result(3) for t in pooled.values()]
    return report


def run_tournament_command(args: argparse.Namespace) -> int:
    specs = [s.strip() for s in str(args.agents).split(",") if s.strip()]
    mode = "deals" if getattr(args, "deals", None) is not None else "matches"
    count = args.deals if mode == "deals" else args.matches
    try:
        if count is None or count < 1:
            raise ValueError(f"--{mode} must be at least 1")
        report = run_tournament(args.game, specs, count, args.seed, getattr(args, "jobs", 1) or 1, mode)
    except ValueError as exc:
        print(f"kartln tournament: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report))
        return 0
    unit = "deals" if mode == "deals" else "matches"
    print(f"{args.game}: {count} {unit} x {len(specs)} seat rotations, seed {args.seed}, {report['seconds']} s")
    if report.get("lower_is_better"):
        _print_count_down(report, unit)
        return 0
    print(f"{'agent':24} {'win rate':>8} {'95% CI':>17} {'pts/deal':>9} {'95% CI':>17} {'decl':>6} {'made':>6} "
          f"{'ms/dec':>7} {'max ms':>7}")
    for r in report["results"]:
        ds = "-" if r["declarer_success"] is None else f"{r['declarer_success']:.3f}"
        print(f"{r['agent']:24} {r['win_rate']:8.3f} [{r['ci95'][0]:.3f}, {r['ci95'][1]:.3f}]"
              f" {r['mean_points']:9.1f} [{r['points_ci95'][0]:7.1f},{r['points_ci95'][1]:7.1f}]"
              f" {r['declarer_rate']:6.3f} {ds:>6} {r['mean_decision_ms']:7.2f} {r['max_decision_ms']:7.1f}")
    return 0


def _print_count_down(report: dict[str, Any], unit: str) -> None:
    """Count-down games: the mean score change per deal (lower is better) leads the table."""
    won = "deal won" if unit == "deals" else "match won"
    print(f"{'agent':24} {'change/deal':>11} {'95% CI':>17} {won:>9} {'95% CI':>15} {'ms/dec':>7} {'max ms':>7}"
          "   (score change: lower is better)")

    def line(r: dict[str, Any], label: str) -> None:
        print(f"{label:24} {r['mean_points']:11.3f} [{r['points_ci95'][0]:7.3f},{r['points_ci95'][1]:7.3f}]"
              f" {r['win_rate']:9.3f} [{r['ci95'][0]:.3f}, {r['ci95'][1]:.3f}]"
              f" {r['mean_decision_ms']:7.2f} {r['max_decision_ms']:7.1f}")

    for r in report["results"]:
        line(r, r["agent"])
    if len(report["pooled"]) < len(report["results"]):
        for r in report["pooled"]:
            line(r, f"{r['agent']} (all seats)")
