"""``kartln tournament``: seeded, seat-rotated deals or matches between computer players, for
any game with computer players.

Every seeded deal (or match) is played once per distinct seating of the agent list (its cyclic
rotations; a rotation that seats the same levels in the same seats as an earlier one is scored again
from that play rather than replayed), so each agent sits in every seat on the same cards. A deal is
won by the player with the best score change (highest; lowest in count-down games; ties split).
Reported per agent: win rate and mean score change per deal, decision times and, where the game has
declarers, how often it was declarer and how often it made its contract. Agents listed more than
once are also pooled by name.

The 95 % intervals treat the seeded deal, not the single play, as the unit: the plays of one deal
in its rotations share the cards (in a team game the two seatings of a deal are mirror images),
so they are averaged into one value per deal before the spread is taken. This is what makes a
rotated tournament a duplicate one: the luck of the cards cancels inside a deal.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kartln.ai.agent import Agent
from kartln.ai.levels import make_agent, parse_level
from kartln.ai.strength import ladder_pair, partners_at_one_level, read_table_file, record_step, step_from_report
from kartln.engine.command_checks import FAILURE, between, known_game, refuse
from kartln.engine.observation import Observation
from kartln.engine.registry import game
from kartln.engine.state import Action, DeclaredRow, ScoreRow

MAX_ROWS_PER_DEAL = 30  # re-deals in a row before a deal is given up (never seen in practice)
MAX_DEALS_PER_MATCH = 400
# The most a run may ask for: every deal keeps its tally in memory until the report (about 1 kB).
MOST = {"deals": 1_000_000, "matches": 100_000, "jobs": 256}


@dataclass
class AgentTally:
    """What one entry of the agent list (or all entries of one name) did over the tournament."""

    agent: str
    games: int = 0  # deals (or matches) played, counting every rotation
    wins: float = 0.0
    points: list[int] = field(default_factory=list)  # score change per deal
    declarer: int = 0
    made: int = 0
    decisions: int = 0
    think_seconds: float = 0.0
    max_think: float = 0.0
    # per seeded deal (or match): [sum of score changes, plays counted, wins, games]
    units: dict[int, list[float]] = field(default_factory=dict)

    def add_unit(self, item: int, points: float, plays: int, wins: float, games: int) -> None:
        unit = self.units.setdefault(item, [0.0, 0, 0.0, 0])
        unit[0] += points
        unit[1] += plays
        unit[2] += wins
        unit[3] += games

    def merge(self, other: AgentTally) -> None:
        self.games += other.games
        self.wins += other.wins
        self.points.extend(other.points)
        self.declarer += other.declarer
        self.made += other.made
        self.decisions += other.decisions
        self.think_seconds += other.think_seconds
        self.max_think = max(self.max_think, other.max_think)
        for item, (points, plays, wins, games) in other.units.items():
            self.add_unit(item, points, int(plays), wins, int(games))

    def result(self, digits: int = 2) -> dict[str, Any]:
        n = self.games
        rate = self.wins / n if n else 0.0
        units = [u for u in self.units.values() if u[3]]
        lo, hi = wilson(sum(u[2] / u[3] for u in units), len(units))
        mean = sum(self.points) / len(self.points) if self.points else 0.0
        _, half = mean_ci([u[0] / u[1] for u in units if u[1]])
        return {
            "agent": self.agent,
            "games": n,
            "deals": len(units),
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


def mean_ci(values: list[float], z: float = 1.959964) -> tuple[float, float]:
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

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.decisions = 0
        self.seconds = 0.0
        self.max = 0.0

    def choose(self, obs: Observation, legal: Sequence[Action]) -> Action:
        t = time.perf_counter()
        a = self.agent.choose(obs, legal)
        dt = time.perf_counter() - t
        self.decisions += 1
        self.seconds += dt
        self.max = max(self.max, dt)
        return a


def _agents_for(game_id: str, specs: list[str], order: list[int], seed: int, rules: Any) -> list[_Timed]:
    return [_Timed(make_agent(game_id, specs[j], seed * 7919 + seat, rules)) for seat, j in enumerate(order)]


def play_deal(game_id: str, rules: Any, seed: int, agents: list[Any]) -> ScoreRow:
    """Play the first deal of the match ``seed`` (re-deals included) and return its sheet row."""
    info = game(game_id)
    state = info.new_state(rules, seed)
    rows = 0
    while True:
        seat = state.current_player()
        state.apply(agents[seat].choose(state.observation(seat), state.legal_actions()))
        if len(state.sheet) > rows:
            rows = len(state.sheet)
            row = state.sheet[-1]
            if row.played or rows >= MAX_ROWS_PER_DEAL or state.is_terminal():  # a deal unplayed may end it
                return row


def _credit(changes: tuple[int, ...] | list[int], seats: list[int], lowest: bool = False) -> dict[int, float]:
    best = min(changes[s] for s in seats) if lowest else max(changes[s] for s in seats)
    top = [s for s in seats if changes[s] == best]
    return {s: 1.0 / len(top) for s in top}


@dataclass
class Outcome:
    """One play of a seeded deal or match, by seat: the counted sheet rows and the win credit."""

    rows: list[ScoreRow]
    credit: dict[int, float]


def _rotations(specs: list[str]) -> list[tuple[list[int], list[int] | None]]:
    """Seat -> agent index for each cyclic rotation, each with the earlier rotation that seats the
    same levels in the same seats (its play is scored again, not replayed), or None."""
    n = len(specs)
    seen: dict[tuple[str, ...], list[int]] = {}
    out: list[tuple[list[int], list[int] | None]] = []
    for r in range(n):
        order = [(seat + r) % n for seat in range(n)]
        key = tuple(specs[j] for j in order)
        out.append((order, seen.get(key)))
        seen.setdefault(key, order)
    return out


def _run_chunk(job: tuple[str, str, list[str], int, list[int], str]) -> list[AgentTally]:
    game_id, mode, specs, seed, indices, _ = job
    info = game(game_id)
    n = len(specs)
    rules = info.default_rules(n)
    tallies = [AgentTally(s) for s in specs]
    play = play_deal_outcome if mode == "deals" else play_match_outcome
    for i in indices:
        item_seed = seed * 1_000_003 + i
        played: dict[tuple[int, ...], Outcome] = {}
        for order, same_as in _rotations(specs):
            if same_as is None:
                agents = _agents_for(game_id, specs, order, item_seed, rules)
                outcome = played[tuple(order)] = play(game_id, rules, item_seed, agents)
                for seat, j in enumerate(order):
                    t, a = tallies[j], agents[seat]
                    t.decisions += a.decisions
                    t.think_seconds += a.seconds
                    t.max_think = max(t.max_think, a.max)
            else:
                outcome = played[tuple(same_as)]
            _score(outcome, order, tallies, i)
    return tallies


def _score(outcome: Outcome, order: list[int], tallies: list[AgentTally], item: int) -> None:
    for seat, j in enumerate(order):
        t = tallies[j]
        changes = [row.changes[seat] for row in outcome.rows]
        won = outcome.credit.get(seat, 0.0)
        t.games += 1
        t.wins += won
        t.points.extend(changes)
        t.add_unit(item, sum(changes), len(changes), won, 1)
        for row in outcome.rows:
            if isinstance(row, DeclaredRow) and row.declarer == seat:
                t.declarer += 1
                t.made += 1 if row.made else 0


def play_deal_outcome(game_id: str, rules: Any, seed: int, agents: list[Any]) -> Outcome:
    info = game(game_id)
    row = play_deal(game_id, rules, seed, agents)
    return Outcome([row], _credit(row.changes, list(range(len(agents))), info.counts_down))


def play_match_outcome(game_id: str, rules: Any, seed: int, agents: list[Any]) -> Outcome:
    info = game(game_id)
    state = info.new_state(rules, seed)
    while not state.is_terminal() and len(state.sheet) < MAX_DEALS_PER_MATCH:
        seat = state.current_player()
        state.apply(agents[seat].choose(state.observation(seat), state.legal_actions()))
    winners = state.winners()
    # an unfinished match (deal limit): the best score counts as the win
    credit = ({s: 1.0 / len(winners) for s in winners} if winners
              else _credit(state.scores(), list(range(len(agents))), info.counts_down))
    return Outcome([row for row in state.sheet if row.played], credit)


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
        "distinct_seatings": sum(1 for _, same in _rotations(specs) if same is None),
        "seed": seed,
        "seconds": round(time.perf_counter() - start, 2),
        "results": [t.result(3 if info.counts_down else 2) for t in tallies],
    }
    pooled: dict[str, AgentTally] = {}
    for t in tallies:
        pooled.setdefault(t.agent, AgentTally(t.agent)).merge(t)
    report["pooled"] = [t.result(3 if info.counts_down else 2) for t in pooled.values()]
    if info.counts_down:
        report["lower_is_better"] = True
    return report


def run_tournament_command(args: argparse.Namespace) -> int:
    specs = [s.strip() for s in str(args.agents).split(",") if s.strip()]
    mode = "deals" if getattr(args, "deals", None) is not None else "matches"
    count = args.deals if mode == "deals" else args.matches
    try:
        known_game(args.game)
        between(f"--{mode}", count, 1, MOST[mode], mode)
        jobs = between("--jobs", getattr(args, "jobs", 1), 1, MOST["jobs"], "worker processes")
        table = Path(args.strength) if getattr(args, "strength", None) else None
        if table is not None:
            ladder_pair(specs, mode)
            partners_at_one_level(specs, game(args.game).teams)
    except ValueError as exc:  # a usage error, an unknown level, a wrong number of agents
        return refuse("tournament", exc)
    if table is not None:  # a table the run could not write is refused before the run, not after it
        try:
            if table.exists():
                read_table_file(table)
            elif not table.parent.is_dir():
                raise FileNotFoundError(f"there is no folder {table.parent}")
        except (ValueError, OSError) as exc:
            return refuse("tournament", f"{table}: {exc}", FAILURE)
    try:
        report = run_tournament(args.game, specs, count, args.seed, jobs, mode)
    except ValueError as exc:  # an unknown level, a wrong number of agents
        return refuse("tournament", exc)
    except OSError as exc:  # no worker processes could be started
        return refuse("tournament", exc, FAILURE)
    status = 0
    if table is not None:
        try:
            record_step(table, args.game, step_from_report(report))
        except (ValueError, OSError) as exc:
            status = refuse("tournament", f"the step was not written to {table}: {exc}", FAILURE)
    if args.json:
        print(json.dumps(report))
        return status
    unit = "deals" if mode == "deals" else "matches"
    print(f"{args.game}: {count} {unit} x {len(specs)} seat rotations ({report['distinct_seatings']} distinct),"
          f" seed {args.seed}, {report['seconds']} s; 95 % intervals over {unit}")
    if report.get("lower_is_better"):
        _print_count_down(report, unit)
        return status
    print(f"{'agent':24} {'win rate':>8} {'95% CI':>17} {'pts/deal':>9} {'95% CI':>17} {'decl':>6} {'made':>6} "
          f"{'ms/dec':>7} {'max ms':>7}")

    def line(r: dict[str, Any], label: str) -> None:
        ds = "-" if r["declarer_success"] is None else f"{r['declarer_success']:.3f}"
        print(f"{label:24} {r['win_rate']:8.3f} [{r['ci95'][0]:.3f}, {r['ci95'][1]:.3f}]"
              f" {r['mean_points']:9.1f} [{r['points_ci95'][0]:7.1f},{r['points_ci95'][1]:7.1f}]"
              f" {r['declarer_rate']:6.3f} {ds:>6} {r['mean_decision_ms']:7.2f} {r['max_decision_ms']:7.1f}")

    _print_lines(report, line)
    return status


def _print_lines(report: dict[str, Any], line: Any) -> None:
    for r in report["results"]:
        line(r, r["agent"])
    if len(report["pooled"]) < len(report["results"]):
        for r in report["pooled"]:
            line(r, f"{r['agent']} (all seats)")


def _print_count_down(report: dict[str, Any], unit: str) -> None:
    """Count-down games: the mean score change per deal (lower is better) leads the table."""
    won = "deal won" if unit == "deals" else "match won"
    print(f"{'agent':24} {'change/deal':>11} {'95% CI':>17} {won:>9} {'95% CI':>15} {'ms/dec':>7} {'max ms':>7}"
          "   (score change: lower is better)")

    def line(r: dict[str, Any], label: str) -> None:
        print(f"{label:24} {r['mean_points']:11.3f} [{r['points_ci95'][0]:7.3f},{r['points_ci95'][1]:7.3f}]"
              f" {r['win_rate']:9.3f} [{r['ci95'][0]:.3f}, {r['ci95'][1]:.3f}]"
              f" {r['mean_decision_ms']:7.2f} {r['max_decision_ms']:7.1f}")

    _print_lines(report, line)
