"""A client's side of network play as pure logic: what the host said, kept as the table one seat sees.

:class:`ClientCore` is fed the bytes from the host and keeps the welcome (seat, game, rules, names),
the latest state (the seat's observation, the actions it may choose when the match waits for it)
and who sits where. It writes the client's few messages: hello, an action, a seat, goodbye. A
transport (Qt's networking) carries the bytes. Everything the host sends is read with the strict
reader and the protocol's checks; a state out of order (a move lost or repeated) is refused like a
malformed message, so a client never shows a table that skipped an action.
"""

from __future__ import annotations

from kartln.engine.game_info import GameInfo
from kartln.engine.match import GameRules
from kartln.engine.net.frames import MAX_HOST_FRAME, FrameError, FrameReader, encode
from kartln.engine.net.messages import (
    PROTOCOL_VERSION,
    Act,
    Bye,
    Hello,
    ProtocolError,
    ProtocolMessage,
    Reason,
    Refuse,
    Seats,
    SeatStatus,
    State,
    TakeSeat,
    Welcome,
    parse,
)
from kartln.engine.quoting import quote
from kartln.engine.state import Action


class ClientCore:
    """One client's connection to a host's table."""

    def __init__(self, name: str, code: str, program: str) -> None:
        self.name, self.code, self.program = name, code, program
        self._reader = FrameReader(MAX_HOST_FRAME)
        self.welcome: Welcome | None = None
        self.info: GameInfo | None = None
        self.rules: GameRules | None = None
        self.state: State | None = None
        self.seats: tuple[SeatStatus, ...] = ()
        self.reason: Reason | None = None  # why the host refused or ended the connection
        self.closed = False

    # ---- what the client says ---------------------------------------------------------------------

    def hello(self) -> bytes:
        return encode(Hello(PROTOCOL_VERSION, self.program, self.name, self.code).to_dict())

    def act(self, action: Action) -> bytes:
        return encode(Act(action.text()).to_dict())

    def take_seat(self, seat: int) -> bytes:
        return encode(TakeSeat(seat).to_dict())

    def bye(self) -> bytes:
        return encode(Bye().to_dict())

    # ---- what the host says -----------------------------------------------------------------------

    @property
    def seat(self) -> int:
        return self.welcome.seat if self.welcome is not None else -1

    @property
    def legal(self) -> tuple[Action, ...]:
        """The actions the seat may choose now: empty unless the match waits for this seat."""
        return self.state.legal if self.state is not None else ()

    @property
    def move(self) -> int:
        """How many actions of the match the latest state follows (-1 before the first)."""
        return self.state.move if self.state is not None else -1

    def receive(self, chunk: bytes) -> list[ProtocolMessage]:
        """The host's messages in these bytes, oldest first, each already taken into the client's view.

        Raises ProtocolError (one line) for anything the host should never send; the connection is
        then of no further use.
        """
        try:
            self._reader.feed(chunk)
            out: list[ProtocolMessage] = []
            while (data := self._reader.next_message()) is not None:
                message = parse(data)
                self._take(message)
                out.append(message)
            return out
        except FrameError as exc:
            raise ProtocolError(f"the host sent an unreadable message: {exc}") from None

    def _take(self, message: ProtocolMessage) -> None:
        if isinstance(message, Welcome):
            self._welcomed(message)
        elif isinstance(message, State):
            self._state(message)
        elif isinstance(message, Seats):
            if self.welcome is not None and len(message.seats) != len(self.welcome.names):
                raise ProtocolError(f"the host named {len(message.seats)} seats at a table of "
                                    f"{len(self.welcome.names)}")
            self.seats = message.seats
        elif isinstance(message, Refuse):
            self.reason = message.reason
        elif isinstance(message, Bye):
            self.closed = True
        elif isinstance(message, Hello | Act | TakeSeat):
            raise ProtocolError(f"the host sent a client's message: {quote(message.kind)}")

    def _welcomed(self, welcome: Welcome) -> None:
        from kartln.engine.registry import GAMES

        info = GAMES.get(welcome.game)
        if info is None:
            raise ProtocolError(f"the host's game is not one this Kartln knows: {quote(welcome.game)}")
        try:
            rules = info.rules_from_dict(welcome.rules)
            info.new_state(rules, 0)  # loads the game's modules, whose values the states hold
        except (ValueError, TypeError, KeyError) as exc:
            raise ProtocolError(f"the host's rules cannot be read: {exc}") from None
        if rules.players != len(welcome.names):
            raise ProtocolError(f"the host named {len(welcome.names)} seats for {rules.players} players")
        self.welcome, self.info, self.rules, self.state = welcome, info, rules, None

    def _state(self, state: State) -> None:
        if self.welcome is None:
            raise ProtocolError("the host sent a state before its welcome")
        obs = state.observation
        if obs.seat != self.welcome.seat or obs.num_players != len(self.welcome.names):
            raise ProtocolError(f"the host sent the state of seat {obs.seat}, not of this seat")
        if self.state is not None and state.move != self.move + 1:
            raise ProtocolError(f"the host sent move {state.move} after move {self.move}")
        self.state = state
