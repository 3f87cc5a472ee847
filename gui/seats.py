"""Seats: who decides for each place at the table.

A human seat waits for input from the table; an AI seat asks its agent on a worker thread (the
searching levels in the AI's worker process, where their work cannot stall the animations) and
hands the answer back on the GUI thread. Both deliver through :meth:`GameController.submit` with
the generation they were asked in, so an answer that arrives after the match moved on (or was
closed) is dropped there.

Every agent of the application is made by :func:`create_agent`.
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from kartln.ai.agent import Agent, RandomAgent
from kartln.ai.levels import levels_for, make_agent, parse_level
from kartln.ai.worker import AIWorker, default_worker
from kartln.engine.match import GameRules
from kartln.engine.observation import Observation
from kartln.engine.registry import game
from kartln.engine.state import Action
from kartln.gui.timers import paced_seconds
from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal
from shiboken6 import isValid

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


class PolicyAgent:
    """The game's simple rule-of-thumb random player (engine registry ``random_action``)."""

    def __init__(self, game_id: str, seed: int, name: str = "policy") -> None:
        self.name = name
        self._choose = game(game_id).random_action
        self.rng = random.Random(seed)

    def choose(self, observation: Observation, legal: Sequence[Action]) -> Action:
        return self._choose(list(legal), self.rng)


# A level a game does not offer falls back to the next weaker one that it does: "expert" of
# saves and settings from before Thousand's expert was withdrawn (not measurably stronger) plays hard.
FALLBACK: dict[str, str] = {"expert": "hard", "hard": "normal", "normal": "easy", "easy": "policy"}


def fallback_levels(level: str) -> list[str]:
    """``level`` and the weaker levels it falls back to, strongest first."""
    chain = [level]
    while chain[-1] in FALLBACK:
        chain.append(FALLBACK[chain[-1]])
    return chain


def supported_level(game_id: str, level: str, rules: GameRules | None = None) -> str | None:
    """The level a computer player of ``game_id`` plays at when ``level`` is asked for: the level
    itself when the game offers it, else the next weaker one it offers; None when the game has no
    computer player."""
    try:
        offered = (*levels_for(game_id), "policy")
    except ValueError:
        return None
    for tried in fallback_levels(level or "normal"):
        if tried in offered:
            try:
                make_agent(game_id, tried, 0, rules)
                return tried
            except ValueError:
                pass
    return None


def create_agent(game_id: str, level: str, seed: int, rules: GameRules | None = None) -> Agent:
    """The computer player for one seat: ``level`` is one of LEVELS (or "random", "policy")."""
    tried = supported_level(game_id, level, rules)
    if tried is not None:
        return make_agent(game_id, tried, seed, rules)
    if level == "random":
        return RandomAgent(seed, name="random")
    return PolicyAgent(game_id, seed, name=level or "policy")


@dataclass(frozen=True)
class Turn:
    """A request for a decision: the seat, the generation it belongs to, and what the seat sees."""

    seat: int
    generation: int
    observation: Observation
    legal: tuple[Action, ...]


Deliver = Callable[[int, Action, int], object]  # (seat, action, generation)


class SeatDriver(QObject):
    """Base of the seats; ``request`` is called on the GUI thread when the seat must act."""

    kind = "human"

    def request(self, turn: Turn, deliver: Deliver) -> None:  # pragma: no cover - interface
        raise NotImplementedError

    def cancel(self) -> None:
        """Forget a pending request (the controller also drops stale answers)."""


class HumanSeat(SeatDriver):
    """Input comes from the table; the controller announces the turn with ``human_turn``."""

    kind = "human"

    def request(self, turn: Turn, deliver: Deliver) -> None:
        pass


class _Relay(QObject):
    done = Signal(object)  # (turn, action or None, error text, seconds)


class _Think(QRunnable):
    def __init__(self, agent: Agent, turn: Turn, relay: _Relay) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.agent, self.turn, self.relay = agent, turn, relay

    def run(self) -> None:
        t0 = time.perf_counter()
        try:
            action = self.agent.choose(self.turn.observation, self.turn.legal)
            error = ""
        except Exception:  # an agent's bug must not end the match
            action, error = None, traceback.format_exc(limit=4)
        self.relay.done.emit((self.turn, action, error, time.perf_counter() - t0))


def thread_pool() -> QThreadPool:
    """The application's pool of AI threads."""
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setMaxThreadCount(2)
    return _pool


_pool: QThreadPool | None = None


class AiSeat(SeatDriver):
    """Runs the agent off the GUI thread; answers no sooner than ``min_think`` seconds (at the players' pace)."""

    kind = "ai"
    failed = Signal(str)

    def __init__(self, agent: Agent, *, min_think: float = 0.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.agent = agent
        self.min_think = min_think
        self._relay = _Relay()
        self._relay.done.connect(self._finished)
        self._pending: Turn | None = None
        self._deliver: Deliver | None = None
        self._fallback = random.Random(0)

    def request(self, turn: Turn, deliver: Deliver) -> None:
        self._pending, self._deliver = turn, deliver
        self._asked_at = time.perf_counter()
        thread_pool().start(_Think(self.agent, turn, self._relay))

    def cancel(self) -> None:
        self._pending = None

    def _finished(self, result: tuple[Turn, Action | None, str, float]) -> None:
        turn, action, error, _ = result
        if turn is not self._pending or self._deliver is None:
            return  # a stale answer
        if action is None or action not in turn.legal:
            self.failed.emit(error or f"the computer player chose an action that is not allowed: {action!r}")
            action = turn.legal[self._fallback.randrange(len(turn.legal))]
        wait = paced_seconds(self.min_think) - (time.perf_counter() - self._asked_at)
        if wait > 0.001:
            QTimer.singleShot(round(wait * 1000), lambda: self._hand_over(turn, action))
        else:
            self._hand_over(turn, action)

    def _hand_over(self, turn: Turn, action: Action) -> None:
        if turn is not self._pending or self._deliver is None:
            return
        self._pending = None
        self._deliver(turn.seat, action, turn.generation)


WORKER_FAILED = "worker failed: "


def thinks_in_worker(level: str) -> bool:
    """Levels that search think in the AI worker process; the others are quick enough for a thread."""
    try:
        return parse_level(level).kind == "search"
    except ValueError:
        return False


class WorkerAiSeat(AiSeat):
    """A computer player whose decisions are made in the AI worker process.

    Should the worker process fail, the seat carries on with the same level in a thread.
    """

    def __init__(self, game_id: str, level: str, seed: int, rules: GameRules | None = None, *,
                 worker: AIWorker | None = None,
                 min_think: float = 0.0, parent: QObject | None = None) -> None:
        super().__init__(create_agent(game_id, level, seed, rules), min_think=min_think, parent=parent)
        self.game_id, self.level, self.seed, self.rules = game_id, level, seed, rules
        self.worker = worker if worker is not None else default_worker()
        self.in_process = False  # True once the worker has failed

    def request(self, turn: Turn, deliver: Deliver) -> None:
        if self.in_process:
            super().request(turn, deliver)
            return
        self._pending, self._deliver = turn, deliver
        self._asked_at = time.perf_counter()
        try:
            future = self.worker.submit(self.game_id, self.level, self.seed, turn.observation, turn.legal, self.rules)
        except Exception as exc:  # the pool could not be started
            self._give_up_on_worker(turn, deliver, str(exc))
            return
        relay = self._relay

        def answered(f: Any) -> None:  # runs in the pool's thread; the signal is queued to the GUI thread
            try:
                result: tuple[Turn, Action | None, str, float] = (turn, f.result(), "", 0.0)
            except BaseException as exc:
                result = (turn, None, WORKER_FAILED + (str(exc) or type(exc).__name__), 0.0)
            if isValid(relay):
                relay.done.emit(result)

        future.add_done_callback(answered)

    def _finished(self, result: tuple[Turn, Action | None, str, float]) -> None:
        turn, _, error, _ = result
        if error.startswith(WORKER_FAILED) and turn is self._pending and self._deliver is not None:
            self._give_up_on_worker(turn, self._deliver, error[len(WORKER_FAILED):])
            return
        super()._finished(result)

    def _give_up_on_worker(self, turn: Turn, deliver: Deliver, error: str) -> None:
        self.in_process = True
        self.failed.emit(f"the computer players' worker process failed ({error}); they think in this process now")
        super().request(turn, deliver)
