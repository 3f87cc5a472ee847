"""Making matches and their seats: new games, rematches, restored saves."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from kartln.engine.records import Match, Seat
from kartln.gui.controller import GameController
from kartln.gui.saves import SaveStore
from kartln.gui.seats import (
    AiSeat,
    HumanSeat,
    SeatDriver,
    WorkerAiSeat,
    create_agent,
    supported_level,
    thinks_in_worker,
)
from kartln.gui.settings import Settings

THINK_SECONDS = {"off": 0.0, "fast": 0.25, "normal": 0.55, "slow": 1.0}


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


def new_match(game_id: str, rules: Any, seats: Sequence[Seat], seed: int | None = None) -> Match:
    return Match(game_id, rules, new_seed() if seed is None else seed, tuple(seats))


def rematch(match: Match, seed: int | None = None) -> Match:
    return new_match(match.info.id, match.rules, match.seats, seed)


def agent_seed(match_seed: int, seat: int) -> int:
    """The seed of the computer player in ``seat``: fixed by the match, so a match can be repeated."""
    return (match_seed * 7919 + seat * 104729) % (2**31)


def drivers_for(match: Match, settings: Settings) -> list[SeatDriver]:
    out: list[SeatDriver] = []
    think = THINK_SECONDS.get(settings.animation_speed, 0.5)
    for i, seat in enumerate(match.seats):
        if seat.kind == "human":
            out.append(HumanSeat())
        else:
            level = seat.level or settings.ai_level
            seed = agent_seed(match.seed, i)
            playing = supported_level(match.info.id, level, match.rules)  # None: the game has no AI yet
            if playing is not None and thinks_in_worker(playing):
                out.append(WorkerAiSeat(match.info.id, playing, seed, match.rules, min_think=think))
            else:
                out.append(AiSeat(create_agent(match.info.id, level, seed, match.rules), min_think=think))
    return out


def controller_for(match: Match, settings: Settings, store: SaveStore | None) -> GameController:
    return GameController(match, drivers_for(match, settings), autosave=store.autosave if store else None)


def humans_of(match: Match) -> list[int]:
    return [i for i, s in enumerate(match.seats) if s.kind == "human"]
