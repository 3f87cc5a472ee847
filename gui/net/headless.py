"""A table and its players without a window: the ``kartln host`` and ``kartln client`` commands and tests.

:class:`HeadlessHost` opens a :class:`NetworkHost` whose other seats are computer players, waits for
the remote players, plays the match unpaced and saves its record after every move.
:class:`HeadlessPlayer` joins a table and lets a computer player of a chosen level decide for its
seat from what the host sends it (the observation and the actions offered), after a random delay
when asked to play like a slow human.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kartln.engine.net.messages import HOST_LEFT, Reason, State, Welcome
from kartln.engine.records import Match
from kartln.gui.net.client import TableClient
from kartln.gui.net.host_table import NetworkHost
from kartln.gui.seats import AiSeat, SeatDriver, create_agent
from kartln.gui.session import agent_seed
from PySide6.QtCore import QObject, QTimer, Signal

Log = Callable[[dict[str, Any]], None]


def computer_seat(match: Match, seat: int, level: str) -> SeatDriver:
    return AiSeat(create_agent(match.info.id, level, agent_seed(match.seed, seat), match.rules))


def record_path(first: Path, index: int) -> Path:
    """Where the table's match number ``index`` (from 0) is recorded: FILE, FILE-2, FILE-3, ..."""
    if index == 0:
        return first
    name = first.name
    suffix = ".kartln.json" if name.endswith(".kartln.json") else first.suffix
    return first.with_name(f"{name[:len(name) - len(suffix)]}-{index + 1}{suffix}")


class HeadlessHost(QObject):
    """A network table run without a window; ``finished`` when the last match is over."""

    finished = Signal()

    def __init__(self, match: Match, *, level: str, grace: int, port: int, discovery_port: int | None,
                 code: str | None = None, record: Path | None = None, matches: int = 1, deals: int = 0,
                 parent: QObject | None = None) -> None:
        """Plays ``matches`` matches, or as many as it takes to play ``deals`` deals."""
        super().__init__(parent)
        self.level, self.record, self.matches_left, self.deals = level, record, matches, deals
        self.matches: list[Match] = []
        self.host = NetworkHost(match, self._drivers(match), stand_ins=lambda s: computer_seat(match, s, level),
                                grace=grace, host_name="Kartln", port=port, discovery_port=discovery_port,
                                code=code, autosave=self._save, paced=False, parent=self)
        self.host.seats_changed.connect(lambda _s: self._maybe_start())
        self._started = False

    def _drivers(self, match: Match) -> list[SeatDriver]:
        return [computer_seat(match, i, s.level or self.level) for i, s in enumerate(match.seats)]

    def _save(self, match: Match) -> None:
        if self.record is not None:
            from kartln.gui.saves import write_match

            write_match(record_path(self.record, max(0, len(self.matches) - 1)), match, sync=False)

    def start_anyway(self) -> None:
        """Start with computer players in the remote seats nobody has taken."""
        self._begin()

    def _maybe_start(self) -> None:
        if not self._started and self.host.all_seated():
            self._begin()

    def _begin(self) -> None:
        if self._started:
            return
        self._started = True
        self._run(self.host.controller)

    def _run(self, controller: Any) -> None:
        self.matches.append(controller.match)
        controller.match_over.connect(self._match_over)
        self._save(controller.match)
        controller.start()

    def deals_played(self) -> int:
        return sum(m.state.deal_no for m in self.matches)

    def _match_over(self) -> None:
        self.matches_left -= 1
        if self.matches_left > 0 or self.deals_played() < self.deals:
            from kartln.gui.session import rematch

            match = rematch(self.host.match)
            self._run(self.host.new_match(match, self._drivers(match)))
        else:
            self.finished.emit()


class HeadlessPlayer(QObject):
    """A computer player at a remote seat; ``finished`` with the reason when the connection ends."""

    finished = Signal(object)  # Reason

    def __init__(self, name: str, code: str, *, level: str = "policy", seed: int = 1,
                 delay: tuple[float, float] = (0.0, 0.0), log: Log | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.level, self.seed, self.delay, self.log = level, seed, delay, log
        self.rng = random.Random(seed)
        self.client = TableClient(name, code, parent=self)
        self.client.welcomed.connect(self._welcomed)
        self.client.state_arrived.connect(self._state)
        self.client.ended.connect(self._ended)
        self.agent: Any = None
        self.actions_sent = 0
        self.states = 0
        self.matches = 0
        self.reason: Reason | None = None
        self.match_over = False  # the last state showed a finished match

    def connect_to(self, address: str, port: int) -> None:
        self.client.connect_to(address, port)

    def _welcomed(self, welcome: Welcome) -> None:
        core = self.client.core
        assert core.info is not None
        self.matches += 1
        self.agent = create_agent(core.info.id, self.level, self.seed * 31 + welcome.seat, core.rules)

    def _state(self, state: State) -> None:
        self.states += 1
        self.match_over = state.observation.current_player < 0
        if self.log is not None:
            self.log({"t": time.monotonic(), "got": state.move, "match": self.matches})
            if self.match_over:
                self.log({"over": self.matches, "moves": state.move, "scores": list(state.observation.scores)})
        if not state.legal:
            return
        low, high = self.delay
        wait = self.rng.uniform(low, high)
        if wait > 0:
            QTimer.singleShot(round(wait * 1000), lambda: self._decide(state))
        else:
            self._decide(state)

    def _decide(self, state: State) -> None:
        if self.client.core.state is not state or not self.client.is_open():
            return  # the table has moved on (a computer stood in meanwhile)
        action = self.agent.choose(state.observation, list(state.legal))
        if self.log is not None:
            self.log({"t": time.monotonic(), "sent": state.move, "match": self.matches})
        self.actions_sent += 1
        self.client.act(action)

    def _ended(self, reason: Reason) -> None:
        self.reason = reason
        self.finished.emit(reason)

    def ended_well(self) -> bool:
        """The host closed the table after the match was over."""
        return self.reason == HOST_LEFT and self.match_over
