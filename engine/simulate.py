"""``kartln simulate``: random-agent matches played to the end, with a summary.

Random players may never bring a count-down match to its goal (in Fünf dazu! a player without a
trick goes up by five, so four random players drift upwards), so a match still running after
:data:`MAX_DEALS` deals is stopped and counted as unfinished.

``--record FILE`` writes the first match as a match record, so a match can be replayed, opened in
the window or attached to a report without writing any code.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from kartln.engine.command_checks import FAILURE, UsageError, at_least, known_game, players_for, refuse
from kartln.engine.events import DealScored
from kartln.engine.records import MAX_ACTIONS, Record, Seat, dumps
from kartln.engine.registry import GameInfo

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


def simulate(info: GameInfo, players: int, matches: int, seed: int,
             first_match: Callable[[Record], None] | None = None) -> SimulationSummary:
    """Play the matches; ``first_match`` receives the record of the first one as soon as it ends."""
    rules = info.default_rules(players)
    summary = SimulationSummary(info.id, players, wins=[0] * players)
    start = time.perf_counter()
    for m in range(matches):
        match_seed = seed * 1_000_003 + m
        state = info.new_state(rules, match_seed)
        rng = random.Random(match_seed ^ 0x5EED)
        recorded: list[str] | None = [] if m == 0 and first_match is not None else None
        deals = 0
        while not state.is_terminal():
            action = info.random_action(state.legal_actions(), rng)
            events = state.apply(action)
            summary.actions += 1
            # a record holds at most MAX_ACTIONS actions: a longer match is recorded as still in progress
            if recorded is not None and len(recorded) < MAX_ACTIONS:
                recorded.append(action.text())
            deals += sum(1 for e in events if type(e) is DealScored)
            if deals >= MAX_DEALS:
                summary.unfinished += 1
                break
        sheet = state.sheet
        summary.deals += len(sheet)
        summary.void_deals += sum(1 for row in sheet if row.void_reason)
        for w in state.winners():
            summary.wins[w] += 1
        summary.matches += 1
        if recorded is not None and first_match is not None:
            seats = tuple(Seat(f"Random {i + 1}", "ai", "random") for i in range(players))
            # the meta fields the window writes when it saves a match
            meta = {"title": info.title, "over": state.is_terminal() and len(recorded) == summary.actions,
                    "source": f"kartln simulate --seed {seed}"}
            first_match(Record(info.id, info.rules_to_dict(rules), match_seed, seats, tuple(recorded), meta))
    summary.seconds = time.perf_counter() - start
    return summary


def write_record(path: Path, record: Record) -> None:
    path.write_text(dumps(record) + "\n", encoding="utf-8")


def run_simulate_command(args: argparse.Namespace) -> int:
    try:
        info = known_game(args.game)
        players = players_for(info, args.players)
        at_least("--matches", args.matches, 1)
        record_path: str | None = getattr(args, "record", None)
        if record_path is not None and not record_path.strip():
            raise UsageError("--record needs the name of the file to write")
    except UsageError as exc:
        return refuse("simulate", exc)
    keep = partial(write_record, Path(record_path)) if record_path else None
    try:
        summary = simulate(info, players, args.matches, args.seed, keep)
    except OSError as exc:
        return refuse("simulate", f"could not write the record {record_path}: {exc.strerror or exc}", FAILURE)
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
    if record_path:
        print(f"first match recorded in {record_path} (kartln replay {record_path})")
    return 0
