"""``kartln simulate``: random-agent matches played to the end, with a summary.

Random players may never bring a count-down match to its goal (in Fünf dazu! a player without a
trick goes up by five, so four random players drift upwards), so a match still running after
:data:`MAX_DEALS` deals is stopped and counted as unfinished.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass, field

from kartln.engine.events import DealScored
from kartln.engine.registry import GameInfo, game

MAX_DEALS = 2000


@dataclass
class SimulationSummary:
    game: str
    players: int
    matches: int = 0
    unfinished: int = 0  # matches stopped after MAX_DEALS deals
    deals: int = 0  # every deal started, void ones included
    void_deals: int = 0
    actions: int = 0
    wins: list[int] = field(default_factory=list)  # matches won per seat
    seconds: float = 0.0

    @property
    def played_deals(self) -> int:
        return self.deals - self.void_deals

    @property
    def mean_deal_length(self) -> float:
        """Decisions per played deal."""
        return self.actions / self.played_deals if self.played_deals else 0.0

    def as_dict(self) -> dict[str, object]:
        return {
            "game": self.game,
            "players": self.players,
            "matches": self.matches,
            "unfinished": self.unfinished,
            "deals": self.deals,
            "void_deals": self.void_deals,
            "mean_deals_per_match": self.deals / self.matches if self.matches else 0.0,
            "mean_deal_length": round(self.mean_deal_length, 2),
            "wins_per_seat": self.wins,
            "seconds": round(self.seconds, 3),
        }


def simulate(info: GameInfo, players: int, matches: int, seed: int) -> SimulationSummary:
    rules = info.default_rules(players)
    summary = SimulationSummary(info.id, players, wins=[0] * players)
    start = time.perf_counter()
    for m in range(matches):
        match_seed = seed * 1_000_003 + m
        state = info.new_state(rules, match_seed)
        rng = random.Random(match_seed ^ 0x5EED)
        deals = 0
        while not state.is_terminal():
            events = state.apply(info.random_action(state.legal_actions(), rng))
            summary.actions += 1
            deals += sum(1 for e in events if type(e) is DealScored)
            if deals >= MAX_DEALS:
                summary.unfinished += 1
                break
        sheet = getattr(state, "sheet", [])
        summary.deals += len(sheet)
        summary.void_deals += sum(1 for row in sheet if getattr(row, "void_reason", ""))
        for w in state.winners():
            summary.wins[w] += 1
        summary.matches += 1
    summary.seconds = time.perf_counter() - start
    return summary


def run_simulate_command(args: argparse.Namespace) -> int:
    try:
        info = game(args.game)
        players = args.players or info.default_players
        info.rules_for_players(info.default_rules(), players)
    except ValueError as exc:
        print(f"kartln simulate: {exc}", file=sys.stderr)
        return 2
    if args.matches < 1:
        print("kartln simulate: --matches must be at least 1", file=sys.stderr)
        return 2
    summary = simulate(info, players, args.matches, args.seed)
    if args.json:
        print(json.dumps(summary.as_dict()))
        return 0
    d = summary.as_dict()
    print(f"{info.title}, {players} players, seed {args.seed}")
    print(f"matches played: {d['matches']}, of them stopped unfinished after {MAX_DEALS} deals: {d['unfinished']}")
    print(f"deals: {d['deals']} ({d['void_deals']} void or re-dealt), "
          f"{d['mean_deals_per_match']:.1f} per match")
    print(f"mean deal length: {d['mean_deal_length']} decisions")
    print("matches won per seat: " + ", ".join(f"seat {i}: {w}" for i, w in enumerate(summary.wins)))
    print(f"time: {d['seconds']} s")
    return 0
