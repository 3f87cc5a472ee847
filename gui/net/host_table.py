"""The host's network table: the match runs here, remote seats play through the network.

:class:`NetworkHost` puts a :class:`RemoteSeat` in every seat of kind "remote" and runs the match
with the usual :class:`GameController` (pacing, autosave, computer players), so the host's window
plays it like any match. The host's core checks each remote action with the engine and hands it to
that seat's driver; after every move of the controller each remote seat gets its state. Dropped
players and the computer players standing in for them are told to everybody as seats messages.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence

from kartln.engine.messages import Refusal
from kartln.engine.net.host_core import HostCore
from kartln.engine.net.messages import DEFAULT_PORT, DISCOVERY_PORT, PROGRAM, SeatStatus
from kartln.engine.records import Match, Seat
from kartln.engine.state import Action
from kartln.gui.controller import Applied, GameController
from kartln.gui.net.discovery import TableAd, TableBeacon
from kartln.gui.net.remote_seat import HERE, RemoteSeat
from kartln.gui.net.server import TableServer
from kartln.gui.seats import SeatDriver
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress

# Letters and digits nobody mistakes for one another when reading them out (no 0/O, 1/I/L, 5/S, 2/Z, 8/B).
CODE_LETTERS = "34679ACDEFGHJKMNPQRTUVWXY"


def new_code() -> str:
    """A short table code like "K7M-4QX": 25**6 (about 244 million) codes, read out in two halves."""
    letters = "".join(secrets.choice(CODE_LETTERS) for _ in range(6))
    return f"{letters[:3]}-{letters[3:]}"


def same_code(typed: str) -> str:
    """A code as typed (any case, spaces, with or without the dash) in the form the host compares."""
    letters = "".join(ch for ch in typed.upper() if ch.isalnum())
    return f"{letters[:3]}-{letters[3:]}" if len(letters) == 6 else typed.strip().upper()


def remote_seats(match: Match) -> list[int]:
    return [i for i, s in enumerate(match.seats) if s.kind == "remote"]


class NetworkHost(QObject):
    seats_changed = Signal(object)  # tuple[SeatStatus, ...]

    def __init__(self, match: Match, drivers: Sequence[SeatDriver], *, stand_ins: Callable[[int], SeatDriver],
                 grace: int = 30, hints: bool = True, host_name: str = "", port: int = DEFAULT_PORT,
                 discovery_port: int | None = DISCOVERY_PORT, code: str | None = None,
                 autosave: Callable[[Match], None] | None = None, paced: bool = True,
                 parent: QObject | None = None) -> None:
        """``stand_ins(seat)`` makes the computer player that stands in for a remote seat's player."""
        super().__init__(parent)
        self.code = code or new_code()
        self.host_name = host_name
        self.port, self.discovery_port = port, discovery_port
        self.autosave, self.paced = autosave, paced
        self.remote = {s: RemoteSeat(s, stand_ins(s), grace, parent=self) for s in remote_seats(match)}
        for seat in self.remote.values():
            seat.status_changed.connect(self._announce)
        self.core = HostCore(match, self.code, PROGRAM, self.remote, submit=self._submit, hints=hints, grace=grace)
        self.core.seats_changed = self._seated_changed
        self.server = TableServer(self.core, self)
        self.beacon: TableBeacon | None = None
        self.controller = self._controller(match, drivers)
        self._tick = QTimer(self)  # the grace countdown everybody sees, once a second
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._announce)

    @property
    def match(self) -> Match:
        return self.core.match

    def _controller(self, match: Match, drivers: Sequence[SeatDriver]) -> GameController:
        seats = [self.remote.get(i, d) for i, d in enumerate(drivers)]
        controller = GameController(match, seats, autosave=self.autosave, paced=self.paced, parent=self)
        controller.applied.connect(self._applied)
        return controller

    # ---- the table on the network -----------------------------------------------------------------

    def listen(self, addresses: list[QHostAddress] | None = None) -> str | None:
        """Open the table on the local networks (or ``addresses``); why it cannot be opened, or None."""
        error = self.server.listen(self.port, addresses)
        if error is None and self.discovery_port is not None:
            self.beacon = TableBeacon(self._ad, self.discovery_port, self)
        self._announce()
        return error

    def addresses(self) -> list[str]:
        from kartln.gui.net.addresses import shown_addresses

        return [f"{a}:{self.server.port}" for a in shown_addresses()]

    def _ad(self) -> TableAd:
        free = len(self.remote) - len(self.core.seated())
        return TableAd("", self.server.port, self.match.info.id, self.host_name, free, PROGRAM)

    def all_seated(self) -> bool:
        return all(seat.status == HERE for seat in self.remote.values())

    def statuses(self) -> tuple[SeatStatus, ...]:
        names = self.core.names()
        out = []
        for i, seat in enumerate(self.match.seats):
            remote = self.remote.get(i)
            if remote is not None:
                status = remote.status if self.core.owner(i) else "free"
                out.append(SeatStatus(names[i], "remote", status, remote.seconds_left()))
            else:
                out.append(SeatStatus(names[i], "host" if seat.kind == "human" else "computer"))
        return tuple(out)

    # ---- what happens at the table -----------------------------------------------------------------

    def _submit(self, seat: int, action: Action) -> Refusal | None:
        return self.remote[seat].offer(action)

    def _applied(self, applied: Applied) -> None:
        self.core.moved(applied.events)
        self.server.flush()

    def _seated_changed(self) -> None:
        seated = self.core.seated()
        self._name_players(self.match)
        for s, seat in self.remote.items():
            if s in seated:
                seat.player_back()
            else:
                seat.player_left()
        self._announce()

    def _name_players(self, match: Match) -> None:
        """The remote seats of ``match`` take their players' names (the record keeps who played)."""
        names = self.core.names()
        match.seats = tuple(Seat(names[i], s.kind, s.level) if i in self.remote else s
                            for i, s in enumerate(match.seats))

    def _announce(self) -> None:
        statuses = self.statuses()
        if any(s.status == "away" for s in statuses):
            if not self._tick.isActive():
                self._tick.start()
        else:
            self._tick.stop()
        self.core.announce(statuses)
        self.server.flush()
        self.seats_changed.emit(statuses)

    def new_match(self, match: Match, drivers: Sequence[SeatDriver]) -> GameController:
        """A new match at the same table and seats: every client is welcomed to it."""
        self.controller.stop()
        self.controller.applied.disconnect(self._applied)
        self._name_players(match)
        self.core.new_match(match)
        self.controller = self._controller(match, drivers)
        self.server.flush()
        return self.controller

    def close(self) -> None:
        """Close the table: every client is told the host has left; the match stays as it is."""
        self._tick.stop()
        self.core.close_table()
        self.server.drop_all()
        self.server.close()
        if self.beacon is not None:
            self.beacon.close()
            self.beacon = None
