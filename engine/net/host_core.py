"""The host's side of network play as pure logic: connections in, messages out, the match untouched by garbage.

The host runs the only engine (DESIGN.md: the network). :class:`HostCore` is fed each connection's
bytes as they arrive and answers with the messages to send back; a transport (Qt's networking)
carries the bytes and nothing else. A connection first says hello with the table code and gets a
free remote seat; from then on it may send actions, always for that seat (a message never names
one). Each action goes through the engine's own checks, and a refusal goes back with the engine's
reason. After every move of the match each seated connection gets a state: its seat's observation
and the events that seat may see, through the events' audience and redaction.

Whatever a connection sends, the match changes only by a legal action of its own seat in its turn:
an unreadable frame, an unknown or unexpected message, another seat's turn or an illegal action are
refused; a frame over the size limit or more messages a second than :data:`RATE` ends the connection.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from kartln.engine.event import Event
from kartln.engine.messages import NOT_THE_MOMENT
from kartln.engine.net.frames import MAX_HOST_FRAME, FrameError, FrameReader, encode
from kartln.engine.net.messages import (
    NOT_EXPECTED,
    SEAT_TAKEN,
    TABLE_FULL,
    TOO_FAST,
    UNREADABLE,
    Act,
    Bye,
    Hello,
    ProtocolError,
    ProtocolMessage,
    Reason,
    Refuse,
    Refused,
    State,
    TakeSeat,
    Welcome,
    hello_refusal,
    parse,
)
from kartln.engine.records import Match
from kartln.engine.state import IllegalAction

RATE = 20.0  # messages a second a connection may send on average
BURST = 40  # messages it may send at once


class RateLimit:
    """A token bucket: ``rate`` messages a second on average, ``burst`` at once."""

    def __init__(self, rate: float, burst: int, now: float) -> None:
        self.rate, self.burst = rate, burst
        self._tokens = float(burst)
        self._when = now

    def allow(self, now: float) -> bool:
        self._tokens = min(self.burst, self._tokens + max(0.0, now - self._when) * self.rate)
        self._when = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True


@dataclass
class Connection:
    limit: RateLimit
    reader: FrameReader = field(default_factory=FrameReader)
    seat: int | None = None
    name: str = ""
    closed: bool = False
    outbox: list[ProtocolMessage] = field(default_factory=list)


class HostCore:
    """The host's connections to remote seats of one match."""

    def __init__(self, match: Match, code: str, program: str, remote_seats: Iterable[int],
                 clock: Callable[[], float] = time.monotonic, rate: float = RATE, burst: int = BURST) -> None:
        self.match = match
        self.code = code
        self.program = program
        self.remote_seats = tuple(sorted(set(remote_seats)))
        self._clock = clock
        self._rate, self._burst = rate, burst
        self._connections: dict[int, Connection] = {}
        self._next_id = 0

    # ---- connections ----------------------------------------------------------------------------

    def connect(self) -> int:
        """A new connection's id."""
        self._next_id += 1
        self._connections[self._next_id] = Connection(RateLimit(self._rate, self._burst, self._clock()))
        return self._next_id

    def disconnect(self, conn: int) -> None:
        """The connection is gone; its seat is free again (the table fills it as it likes)."""
        self._connections.pop(conn, None)

    def seat_of(self, conn: int) -> int | None:
        c = self._connections.get(conn)
        return c.seat if c else None

    def is_closed(self, conn: int) -> bool:
        c = self._connections.get(conn)
        return c is None or c.closed

    def seated(self) -> dict[int, int]:
        """Seat -> connection, for the seats held by connections."""
        return {c.seat: cid for cid, c in self._connections.items() if c.seat is not None and not c.closed}

    def take_output(self, conn: int) -> list[ProtocolMessage]:
        """The messages waiting for that connection, oldest first (taken off its outbox)."""
        c = self._connections.get(conn)
        if c is None:
            return []
        out, c.outbox = c.outbox, []
        return out

    def take_bytes(self, conn: int) -> bytes:
        """The waiting messages as frames (a state over :data:`MAX_HOST_FRAME`, which no match of
        :data:`~kartln.engine.records.MAX_ACTIONS` actions reaches, raises FrameError)."""
        return b"".join(encode(m.to_dict(), MAX_HOST_FRAME) for m in self.take_output(conn))

    # ---- what arrives ---------------------------------------------------------------------------

    def receive(self, conn: int, chunk: bytes) -> None:
        """Bytes from a connection; the answers wait in its outbox. Never raises for what the bytes hold."""
        c = self._connections.get(conn)
        if c is None or c.closed:
            return
        try:
            c.reader.feed(chunk)
        except FrameError:
            self._close(c, UNREADABLE)
            return
        while not c.closed:
            try:
                data = c.reader.next_message()
            except FrameError as exc:
                if not self._counted(c):
                    return
                if exc.fatal:
                    self._close(c, UNREADABLE)
                else:
                    c.outbox.append(Refuse(UNREADABLE))
                continue
            if data is None:
                return
            if not self._counted(c):
                return
            try:
                message = parse(data)
            except ProtocolError:
                c.outbox.append(Refuse(UNREADABLE))
                continue
            self._handle(c, message)

    def _counted(self, c: Connection) -> bool:
        if c.limit.allow(self._clock()):
            return True
        self._close(c, TOO_FAST)
        return False

    def _close(self, c: Connection, reason: Reason | None = None) -> None:
        if reason is not None:
            c.outbox.append(Refuse(reason))
        c.outbox.append(Bye())
        c.closed = True
        c.seat = None

    def _handle(self, c: Connection, message: ProtocolMessage) -> None:
        if isinstance(message, Bye):
            self._close(c)
        elif c.seat is None:
            if isinstance(message, Hello):
                self._hello(c, message)
            else:
                self._close(c, NOT_EXPECTED)
        elif isinstance(message, Act):
            self._act(c, c.seat, message.text)
        elif isinstance(message, TakeSeat):
            self._take_seat(c, message.seat)
        else:  # a second hello, or what only the host sends
            c.outbox.append(Refuse(NOT_EXPECTED))

    def _hello(self, c: Connection, hello: Hello) -> None:
        reason = hello_refusal(hello, self.code, self.program)
        free = self._free_seats()
        if reason is None and not free:
            reason = TABLE_FULL
        if reason is not None:
            self._close(c, reason)
            return
        c.name, c.seat = hello.name, free[0]
        self._welcome(c)

    def _take_seat(self, c: Connection, seat: int) -> None:
        if seat == c.seat:
            return
        if seat not in self._free_seats():
            c.outbox.append(Refuse(SEAT_TAKEN))
            return
        c.seat = seat
        self._welcome(c)

    def _welcome(self, c: Connection) -> None:
        assert c.seat is not None
        names = [s.name for s in self.match.seats]
        for seat, cid in self.seated().items():
            names[seat] = self._connections[cid].name
        info = self.match.info
        c.outbox.append(Welcome(c.seat, info.id, info.rules_to_dict(self.match.rules), tuple(names)))
        c.outbox.append(State(self.match.state.observation(c.seat)))

    def _free_seats(self) -> list[int]:
        taken = self.seated()
        return [s for s in self.remote_seats if s not in taken]

    def _act(self, c: Connection, seat: int, text: str) -> None:
        state = self.match.state
        if state.is_terminal() or state.current_player() != seat:
            c.outbox.append(Refused(NOT_THE_MOMENT))
            return
        try:
            action = state.parse_action(text)
        except IllegalAction as exc:
            c.outbox.append(Refused(exc.refusal))
            return
        except ValueError:
            c.outbox.append(Refused(NOT_THE_MOMENT))
            return
        refusal = state.why_not(action)
        if refusal is not None:
            c.outbox.append(Refused(refusal))
            return
        self.moved(self.match.apply(action))

    # ---- what the match does ----------------------------------------------------------------------

    def moved(self, events: Sequence[Event]) -> None:
        """After a move of the match (a remote seat's, the host's or a computer player's): each seated
        connection gets its observation and the events its seat may see."""
        for seat, cid in self.seated().items():
            seen = tuple(v for v in (e.view_for(seat) for e in events) if v is not None)
            self._connections[cid].outbox.append(State(self.match.state.observation(seat), seen))
