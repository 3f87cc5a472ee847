"""``kartln bench engine``: random complete deals per second on one core, for every game.

It measures the reference match state of the game, the one the window, the records and the AI
use, through the registry (:mod:`kartln.engine.registry`): seeded matches ``new_state(rules,
seed)`` played by the game's random policy ``random_action`` (a new match when one ends, or after
:data:`MATCH_DEALS` rows of its sheet). A deal counts when it is played to the end and scored: a
score-sheet row without a true ``void_reason`` (re-deals and voided cuts are part of the work but
are not counted).
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import time
from typing import Any

from kartln.engine.command_checks import UsageError, known_game, players_for, positive_seconds, refuse
from kartln.engine.registry import GameInfo, game
from kartln.engine.state import ScoreRow

MATCH_DEALS = 1000  # a match still running after this many scored rows is left for a new one


def is_played_deal(row: ScoreRow) -> bool:
    """Whether a score-sheet row scores a deal that was played, not a void one or a re-deal."""
    return not row.void_reason


def deals_per_second(info: GameInfo, rules: Any, seconds: float, seed: int) -> tuple[int, float]:
    """(complete deals, elapsed seconds) of matches seed, seed + 1, … played for ``seconds``.

    Deals are counted from each match's score sheet (every scored deal is a row) rather than by
    looking at every event: the loop around the state should cost as little as it can."""
    deals = 0
    match = seed
    choose = info.random_action
    clock = time.perf_counter
    start = clock()
    while True:
        state = info.new_state(rules, match)
        rng = random.Random(match)
        match += 1
        steps = 0
        legal_actions, apply, is_terminal, sheet = state.legal_actions, state.apply, state.is_terminal, state.sheet
        while not is_terminal():
            apply(choose(legal_actions(), rng))
            steps += 1
            if steps & 255 == 0 and (clock() - start >= seconds or len(sheet) >= MATCH_DEALS):
                break
        deals += sum(1 for row in sheet if is_played_deal(row))
        elapsed = clock() - start
        if elapsed >= seconds:
            return deals, elapsed


def bench_game(game_id: str, players: int | None, seconds: float, seed: int) -> dict[str, Any]:
    """The benchmark of one game; ValueError for an unknown game or a player count it lacks."""
    info = game(game_id)
    players = info.default_players if players is None else players
    rules = info.default_rules(players)
    deals, elapsed = deals_per_second(info, rules, seconds, seed)
    return {
        "game": info.id,
        "players": players,
        "deals": deals,
        "deals_per_second": round(deals / elapsed, 1),
        "seconds": seconds,
        "seed": seed,
        "python": platform.python_version(),
    }


def run_engine_bench_command(args: argparse.Namespace) -> int:
    try:
        info = known_game(args.game)
        players = players_for(info, args.players)
        duration = positive_seconds("--seconds", args.seconds)
    except UsageError as exc:
        return refuse("bench engine", exc)
    result = bench_game(info.id, players, duration, args.seed)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{info.title}, {result['players']} players, Python {result['python']}, {duration:g} s on one core: "
          f"{result['deals_per_second']:,.0f} random complete deals/s (match state and random policy)")
    return 0
