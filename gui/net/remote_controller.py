"""Playing at a host's table: the client's stand-in for the game controller (DESIGN.md §4, the network).

The host runs the match; the client only sees its own seat's states. :class:`RemoteController`
offers the game screen what :class:`~kartln.gui.controller.GameController` offers it: each state
from the host becomes an ``applied`` with the events the seat saw, the seat is prompted when the
host offers it actions, and the other seats are shown like computer seats thinking. States that
arrive while the table is still animating wait in a queue until the view is idle, so the pace is
the table's, whatever the network's.

The table reads a few facts of "the match" (its game, rules, seats, a seed for hints, whether any
move was made); :class:`RemoteMatch` holds those a client can have without the hidden cards.
"""

from __future__ import annotations

import zlib
from collections import deque
from typing import Protocol

from kartln.engine.event import Event
from kartln.engine.game_info import GameInfo
from kartln.engine.match import GameRules
from kartln.engine.messages import MATCH_OVER, NOT_THE_MOMENT, Refusal
from kartln.engine.net.client_core import ClientCore
from kartln.engine.net.messages import Reason, State, Welcome
from kartln.engine.net.seat_view import SeatView, seen_events
from kartln.engine.observation import Observation
from kartln.engine.records import Seat
from kartln.engine.state import Action
from kartln.gui.controller import STALE, Applied
from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance


class TableLink(Protocol):
    """The connection to the host's table (kartln.gui.net.client.TableClient)."""

    core: ClientCore

    @property
    def welcomed(self) -> SignalInstance: ...
    @property
    def state_arrived(self) -> SignalInstance: ...
    @property
    def seats_changed(self) -> SignalInstance: ...
    @property
    def refused(self) -> SignalInstance: ...
    @property
    def ended(self) -> SignalInstance: ...

    def act(self, action: Action) -> None: ...

    def leave(self) -> None: ...


class OtherSeatActed(Action):
    """Another seat's move: a client sees its events, never the action itself."""

    __slots__ = ()

    def text(self) -> str:
        return "?"


class RemoteMatch:
    """What a client knows of the host's match: the game, the rules, the seats' names (its own seat
    is the human's, the others are shown like computer players), a seed for its hints, and how many
    moves the match has had."""

    def __init__(self, welcome: Welcome, info: GameInfo, rules: GameRules, moves: int) -> None:
        self.info, self.rules = info, rules
        self.seats = tuple(Seat(name, "human" if i == welcome.seat else "ai") for i, name in enumerate(welcome.names))
        # hints the same way at every computer of the table, different at the next table
        self.seed = zlib.crc32("\n".join((welcome.game, *welcome.names)).encode()) % (2**31)
        self.actions = range(moves)  # how many; the actions themselves stay with the host


class RemoteController(QObject):
    applied = Signal(object)  # Applied
    human_turn = Signal(int)
    ai_turn = Signal(int)
    match_over = Signal()
    problem = Signal(str)
    refused = Signal(object)  # Refusal: the host refused the seat's move; the seat is asked again
    ended = Signal(object)  # Reason: the connection is over (the host left, the connection was lost)
    new_match = Signal()  # the host has welcomed the table to a new match and sent its first state

    paced = True
    can_rematch = False  # the host decides whether the table plays again

    def __init__(self, client: TableLink, parent: QObject | None = None) -> None:
        super().__init__(parent)
        core = client.core
        if core.welcome is None or core.info is None or core.rules is None or core.state is None:
            raise ValueError("the host has not welcomed this client to a match yet")
        self.client = client
        self.welcome = core.welcome
        self.seat = core.welcome.seat
        self.hints = core.welcome.hints
        self._shown: State = core.state
        self.match = RemoteMatch(self.welcome, core.info, core.rules, self._shown.move)
        self._first = self._shown.observation
        self._seen: list[tuple[Event, ...]] = []  # each later state's events, as they arrived
        self._pending: deque[State] = deque()
        self.generation = 0
        self.reason: Reason | None = None
        self._running = False
        self._awaiting_view = False
        self._sent: Action | None = None  # the move sent to the host and not yet answered
        self._asked = (-1, -1)  # (seat, generation) prompted last
        self._renewing = False  # welcomed to a new match, whose first state is still to come
        self._links = [(client.state_arrived, self._arrived), (client.refused, self._refused),
                       (client.ended, self._ended), (client.welcomed, self._welcomed)]
        for signal, slot in self._links:
            signal.connect(slot)

    # -- reading ---------------------------------------------------------------------------

    @property
    def state(self) -> Observation:
        """The latest observation shown (what the table reads of the state: the seats, the deal)."""
        return self._shown.observation

    def observation(self, seat: int) -> Observation:
        """The seat's observation as far as the table has shown it (a client sees its own seat only)."""
        return self._shown.observation

    def legal_actions(self) -> list[Action]:
        return list(self._shown.legal)

    def current_player(self) -> int:
        return self._shown.observation.current_player

    def is_over(self) -> bool:
        return self._shown.observation.current_player < 0

    def is_human(self, seat: int) -> bool:
        return seat == self.seat

    def waiting_for_human(self) -> int:
        if (not self._running or self._awaiting_view or self._pending or self._sent is not None or self.is_over()
                or not self._shown.legal):
            return -1
        return self.seat if self.current_player() == self.seat else -1

    @property
    def connected(self) -> bool:
        return self.reason is None

    def seat_view(self) -> SeatView:
        """The match as this seat has seen it so far, for its file."""
        latest = self._pending[-1] if self._pending else self._shown
        return SeatView(self.welcome.game, self.welcome.rules, self.seat, self.welcome.names,
                        seen_events(self._first, self._seen), latest.observation)

    # -- running ---------------------------------------------------------------------------

    def start(self) -> None:
        self._running = True
        self._prompt()

    def stop(self) -> None:
        """Stop showing the host's states here (the connection is the window's to end)."""
        self._running = False
        self.generation += 1
        for signal, slot in self._links:
            signal.disconnect(slot)
        self._links = []

    def view_idle(self) -> None:
        if self._awaiting_view:
            self._awaiting_view = False
            QTimer.singleShot(0, self._prompt)

    def submit(self, seat: int, action: Action, generation: int | None = None) -> Refusal | None:
        """Send the seat's move to the host; its answer comes as the next state (or a refusal)."""
        if generation is not None and generation != self.generation:
            return STALE
        if self.is_over():
            return MATCH_OVER
        if seat != self.seat or self.waiting_for_human() != seat or action not in self._shown.legal:
            return NOT_THE_MOMENT
        self._sent = action
        self._asked = (-1, -1)
        self.client.act(action)
        return None

    # -- what the host says ----------------------------------------------------------------

    def _arrived(self, state: State) -> None:
        if state is self._shown or not self._links:
            return
        if self._renewing:  # the new match's first state: the window sets its table up afresh
            self._renewing = False
            self.new_match.emit()
            return
        self._seen.append(state.events)
        self._pending.append(state)
        self._prompt()

    def _prompt(self) -> None:
        if not self._running or self._awaiting_view:
            return
        if self._pending:
            self._show(self._pending.popleft())
            return
        if self.is_over():
            self._running = False
            self.match_over.emit()
            return
        seat = self.current_player()
        if self._asked == (seat, self.generation):
            return
        self._asked = (seat, self.generation)
        if seat == self.seat and self._shown.legal and self._sent is None:
            self.human_turn.emit(seat)
        elif seat != self.seat:
            self.ai_turn.emit(seat)

    def _show(self, state: State) -> None:
        """The table moves on to the next state: its events are animated like any applied move."""
        actor = self._shown.observation.current_player
        action: Action = self._sent if self._sent is not None and actor == self.seat else OtherSeatActed()
        self._shown, self._sent = state, None
        self.match.actions = range(state.move)
        self.generation += 1
        self._awaiting_view = self.paced
        self.applied.emit(Applied(actor, action, state.events, self.generation))
        if not self.paced:
            QTimer.singleShot(0, self._prompt)

    def _refused(self, refusal: Refusal) -> None:
        if self._sent is None:
            return
        self._sent = None
        self._asked = (-1, -1)
        self._prompt()  # the seat is asked again
        self.refused.emit(refusal)

    def _ended(self, reason: Reason) -> None:
        self.reason = reason
        self._running = False
        self._sent = None
        self.generation += 1
        self.ended.emit(reason)

    def _welcomed(self, welcome: Welcome) -> None:
        """The host starts a new match at the table; it begins with the state that follows."""
        self._renewing = True
        self._running = False
        self._pending.clear()
