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
refused; a frame over the size limit or more messages a second than :data:`RATE` ends the connection
(an action the match accepts does not count: the match itself sets the pace of those).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from kartln.engine.event import Event
from kartln.engine.messages import NOT_THE_MOMENT, Refusal
from kartln.engine.net.frames import MAX_HOST_FRAME, FrameError, FrameReader, encode
from kartln.engine.net.messages import (
    HOST_LEFT,
    NAME_TAKEN,
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
    Seats,
    SeatStatus,
    State,
    TakeSeat,
    Welcome,
    hello_refusal,
    parse,
)
from kartln.engine.records import Match
from kartln.engine.state import Action, IllegalAction

#: Hands an action the engine accepts to whoever runs the match; returns None, or why it is refused after all.
Submit = Callable[[int, Action], Refusal | None]

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

    def refund(self) -> None:
        """Give back the last message's token: it was an action the match accepted, and those come no
        faster than the match asks for them (a table of quick computer players asks quickly)."""
        self._tokens = min(self.burst, self._tokens + 1)


@dataclass
class Connection:
    limit: RateLimit
    reader: FrameReader = field(default_factory=FrameReader)
    seat: int | None = None
    name: str = ""
    closed: bool = False
    outbox: list[ProtocolMessage] = field(default_factory=list)


class HostCore:
    """The host's connections to remote seats of one match.

    By default an accepted action is applied to the match at once; a table that runs the match
    itself (pacing, computer players, saving) passes ``submit`` and calls :meth:`moved` after each
    move. A seat a player has held stays his: when he comes back with the same name he gets it again.
    """

    def __init__(self, match: Match, code: str, program: str, remote_seats: Iterable[int],
                 clock: Callable[[], float] = time.monotonic, rate: float = RATE, burst: int = BURST,
                 submit: Submit | None = None, hints: bool = True, grace: int = 30) -> None:
        self.match = match
        self.code = code
        self.program = program
        self.remote_seats = tuple(sorted(set(remote_seats)))
        self.hints, self.grace = hints, grace
        self._submit = submit or self._apply
        self._clock = clock
        self._rate, self._burst = rate, burst
        self._connections: dict[int, Connection] = {}
        self._next_id = 0
        self._owners: dict[int, str] = {}  # seat -> the name of the player who held it last
        self._statuses: tuple[SeatStatus, ...] = ()
        #: Called when a connection takes or leaves a seat (the table decides who stands in).
        self.seats_changed: Callable[[], None] = lambda: None

    # ---- connections ----------------------------------------------------------------------------

    def connect(self) -> int:
        """A new connection's id."""
        self._next_id += 1
        self._connections[self._next_id] = Connection(RateLimit(self._rate, self._burst, self._clock()))
        return self._next_id

    def disconnect(self, conn: int) -> None:
        """The connection is gone; its seat is free again (the table fills it as it likes)."""
        c = self._connections.pop(conn, None)
        if c is not None and c.seat is not None:
            self.seats_changed()

    def owner(self, seat: int) -> str:
        """The name of the player who holds or held ``seat`` ("" if nobody did)."""
        return self._owners.get(seat, "")

    def names(self) -> tuple[str, ...]:
        """Each seat's name: its player's for a remote seat that has had one, else the match's."""
        return tuple(self._owners.get(i, s.name) for i, s in enumerate(self.match.seats))

    @property
    def connections_made(self) -> int:
        return self._next_id

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
        had_seat, c.seat = c.seat is not None, None
        if had_seat:
            self.seats_changed()

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
        if reason is None and hello.name.casefold() in self._seated_names():
            reason = NAME_TAKEN
        seat = self._seat_for(hello.name) if reason is None else None
        if reason is None and seat is None:
            reason = TABLE_FULL
        if reason is not None or seat is None:
            self._close(c, reason)
            return
        c.name = hello.name
        self._sit(c, seat)

    def _seat_for(self, name: str) -> int | None:
        """The free seat for a player of that name: his own from before, else one nobody has held,
        else one whose player has left (a friend may play on for him)."""
        free = self._free_seats()
        own = [s for s in free if self._owners.get(s, "").casefold() == name.casefold()]
        fresh = [s for s in free if s not in self._owners]
        return next(iter(own or fresh or free), None)

    def _seated_names(self) -> set[str]:
        return {self._connections[cid].name.casefold() for cid in self.seated().values()}

    def _take_seat(self, c: Connection, seat: int) -> None:
        if seat == c.seat:
            return
        if seat not in self._free_seats():
            c.outbox.append(Refuse(SEAT_TAKEN))
            return
        self._sit(c, seat)

    def _sit(self, c: Connection, seat: int) -> None:
        c.seat = seat
        self._owners[seat] = c.name
        self._welcome(c)
        # after the welcome: what the table does on hearing of the seat (start the match, hand over an action
        # sent early) may move the match at once, and the state of that move must follow the welcome
        self.seats_changed()

    def _welcome(self, c: Connection) -> None:
        assert c.seat is not None
        info = self.match.info
        c.outbox.append(Welcome(c.seat, info.id, info.rules_to_dict(self.match.rules), self.names(),
                                self.hints, self.grace))
        if self._statuses:
            c.outbox.append(Seats(self._statuses))
        c.outbox.append(self._state(c.seat))

    def _free_seats(self) -> list[int]:
        taken = self.seated()
        return [s for s in self.remote_seats if s not in taken]

    def _state(self, seat: int, events: Sequence[Event] = ()) -> State:
        state = self.match.state
        seen = tuple(v for v in (e.view_for(seat) for e in events) if v is not None)
        legal = tuple(state.legal_actions()) if not state.is_terminal() and state.current_player() == seat else ()
        return State(state.observation(seat), seen, len(self.match.actions), legal)

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
        refusal = state.why_not(action) or self._submit(seat, action)
        if refusal is not None:
            c.outbox.append(Refused(refusal))
        else:
            c.limit.refund()

    def _apply(self, seat: int, action: Action) -> Refusal | None:
        self.moved(self.match.apply(action))
        return None

    # ---- what the match does ----------------------------------------------------------------------

    def moved(self, events: Sequence[Event]) -> None:
        """After a move of the match (a remote seat's, the host's or a computer player's): each seated
        connection gets its observation and the events its seat may see."""
        for seat, cid in self.seated().items():
            self._connections[cid].outbox.append(self._state(seat, events))

    def announce(self, statuses: Sequence[SeatStatus]) -> None:
        """Tell every seated connection who sits where (kept for those who join later)."""
        self._statuses = tuple(statuses)
        for cid in self.seated().values():
            self._connections[cid].outbox.append(Seats(self._statuses))

    def new_match(self, match: Match) -> None:
        """The table plays a new match with the same seats: everybody seated is welcomed to it."""
        self.match = match
        for cid in self.seated().values():
            self._welcome(self._connections[cid])

    def close_table(self) -> None:
        """The host closes the table: every connection is told so and ended."""
        for c in self._connections.values():
            if not c.closed:
                self._close(c, HOST_LEFT)
