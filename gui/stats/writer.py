"""The table's statistics writer: each scored deal, and the match's end, written off the table's path.

The window calls :meth:`StatsWriter.follow` when a match starts (or is resumed, or restored by an
undo) and :meth:`StatsWriter.applied` with each action's events. Reading what a deal is worth takes
a few microseconds on the window's thread; the transaction (with its wait for the disk) runs on a
thread of its own, so the table never waits on the database. A failure is told once, through
``on_problem`` (called on the writer's thread), and the statistics stop being written.
"""

from __future__ import annotations

import queue
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from kartln.engine import events as ev
from kartln.engine.quoting import one_line
from kartln.engine.records import Match
from kartln.gui.stats.facts import DealFacts, MatchEnd, MatchFacts, deal_facts, match_end, match_facts, undos_in
from kartln.gui.stats.store import StatsStore, StatsUnavailable


@dataclass(frozen=True)
class _Job:
    match: MatchFacts
    deal: DealFacts | None
    end: MatchEnd | None
    when: float
    seconds: float | None


_STOP = object()


class StatsWriter:
    def __init__(self, store: StatsStore, on_problem: Callable[[str], None] | None = None) -> None:
        self.store = store
        self.on_problem = on_problem
        self.failed = store.problem if store.read_only else ""  # why writing stopped; "" while it goes on
        self.write_seconds: list[float] = []  # how long each transaction took (for the benchmark and tests)
        self._queue: queue.Queue[Any] = queue.Queue()
        self._facts: MatchFacts | None = None
        self._match: Match | None = None
        self._deal_started: dict[tuple[str, int], float] = {}  # (match key, deal) -> when it began here
        self._thread = threading.Thread(target=self._run, name="kartln-statistics", daemon=True)
        self._thread.start()

    # -- the window's side ---------------------------------------------------------------------

    def follow(self, match: Match) -> None:
        """The table now plays ``match`` (new, resumed, or restored by an undo: the same match
        goes on where its key is the same)."""
        self._match = match
        self._facts = match_facts(match)
        key = (self._facts.key, match.state.deal_no)
        self._deal_started.setdefault(key, time.time())  # an undo keeps the deal's start

    def applied(self, events: Iterable[Any]) -> None:
        """An action's events: a scored deal (and the match's end) is handed to the writer's thread."""
        match, facts = self._match, self._facts
        if match is None or facts is None or self.failed:
            return
        for e in events:
            if isinstance(e, ev.DealScored):
                row = e.details if e.details is not None else _row_of(match, e.deal_no)
                now = time.time()
                started = self._deal_started.pop((facts.key, e.deal_no), None)
                end = match_end(match) if match.state.is_terminal() else None
                self._queue.put(_Job(facts, deal_facts(row, undos_in(match, e.deal_no)), end, now,
                                     None if started is None else now - started))
            elif isinstance(e, ev.DealStarted):
                self._deal_started[(facts.key, e.deal_no)] = time.time()
            elif isinstance(e, ev.MatchOver) and not any(isinstance(x, ev.DealScored) for x in events):
                self._queue.put(_Job(facts, None, match_end(match), time.time(), None))

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every deal handed over is written (tests, closing the window)."""
        done = threading.Event()
        self._queue.put(done)
        return done.wait(timeout)

    def close(self) -> None:
        """Write what is waiting, stop the thread and close the store."""
        self._queue.put(_STOP)
        self._thread.join(10.0)
        self.store.close()

    # -- the writer's thread -------------------------------------------------------------------

    def _run(self) -> None:
        while True:
            job = self._queue.get()
            if job is _STOP:
                return
            if isinstance(job, threading.Event):
                job.set()
                continue
            if self.failed:
                continue
            try:
                t0 = time.perf_counter()
                self.store.write(job.match, job.deal, job.end, now=job.when, seconds=job.seconds)
                self.write_seconds.append(time.perf_counter() - t0)
            except (sqlite3.Error, OSError, StatsUnavailable) as exc:
                self.failed = one_line(str(exc) or type(exc).__name__)
                if self.on_problem is not None:
                    self.on_problem(self.failed)


def _row_of(match: Match, deal_no: int) -> Any:
    return next(row for row in reversed(match.state.sheet) if row.deal_no == deal_no)
