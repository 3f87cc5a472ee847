"""Computer players' decisions in a persistent worker process, off the GUI thread.

A search player thinks for up to a second or two; in the GUI's process that would stall the
animations (the GIL), so decisions run in a process pool created once and reused (a process
start costs far more than a decision). The request is plain data – (game id, level, seed,
observation, legal actions, rules) – and the answer is the chosen action::

    worker = AIWorker()
    future = worker.submit("thousand", "expert", seed, observation, legal, rules)
    future.add_done_callback(...)   # or future.result()

Any game with computer players (:mod:`kartln.ai.registry`) is served the same way. Each worker
process keeps one agent per (game, level, seed, rules), so a seat's decisions follow
the same random stream as they would in-process. The pool uses the ``spawn`` start method, which
works the same on every platform and in a frozen application. A frozen application must call
``multiprocessing.freeze_support()`` first thing in its entry script (under
``if __name__ == "__main__":``), or every worker would start another copy of the application.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from kartln.ai.agent import Agent
from kartln.engine.match import GameRules
from kartln.engine.observation import Observation
from kartln.engine.state import Action

Request = tuple[str, str, int, Any, tuple[Action, ...], Any]

_agents: dict[tuple[str, str, int, Any], Agent] = {}


def decide(request: Request) -> Action:
    """Run one decision (in the worker process); agents are kept between requests."""
    from kartln.ai.levels import make_agent

    game_id, level, seed, observation, legal, rules = request
    key = (game_id, level, seed, rules)
    agent = _agents.get(key)
    if agent is None:
        agent = make_agent(game_id, level, seed, rules)
        _agents[key] = agent
    return agent.choose(observation, legal)


def _warm_up() -> int:
    """Import the AI in a fresh worker so the first real decision does not pay for it."""
    import importlib

    from kartln.ai.registry import every_game_ai

    for entry in every_game_ai().values():
        for module in entry.warm_up:
            importlib.import_module(module)
    return 0


class AIWorker:
    """A pool of worker processes, created on first use and reused for every decision."""

    def __init__(self, processes: int = 1) -> None:
        self.processes = processes
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()

    def _get_pool(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._pool is None:
                ctx = multiprocessing.get_context("spawn")
                self._pool = ProcessPoolExecutor(max_workers=self.processes, mp_context=ctx)
                self._pool.submit(_warm_up)
            return self._pool

    def submit(self, game_id: str, level: str, seed: int, observation: Observation, legal: Sequence[Action],
               rules: GameRules | None = None) -> Future[Action]:
        """Ask for a decision; the future resolves to one of ``legal``."""
        request: Request = (game_id, level, seed, observation, tuple(legal), rules)
        return self._get_pool().submit(decide, request)

    def shutdown(self, wait: bool = True) -> None:
        with self._lock:
            if self._pool is not None:
                self._pool.shutdown(wait=wait, cancel_futures=True)
                self._pool = None


_default: AIWorker | None = None


def default_worker() -> AIWorker:
    """The application's shared worker (one process)."""
    global _default
    if _default is None:
        _default = AIWorker()
    return _default


def submit(game_id: str, level: str, seed: int, observation: Observation, legal: Sequence[Action],
           rules: GameRules | None = None) -> Future[Action]:
    """Submit a decision to the shared worker."""
    return default_worker().submit(game_id, level, seed, observation, legal, rules)
