"""The protocol's messages: small frozen values, each written as a JSON object with its ``type``.

:func:`parse` reads a message from the network. Every field is checked (type, range, length) and
an unknown type or key is refused, as :class:`ProtocolError`, one line. A client never names a
seat in what it sends: the host acts for the seat its connection holds.

Why the host refuses a connection (a wrong table code, another protocol version) travels as a
:class:`Reason`: a message id and its arguments like the engine's refusals
(:mod:`kartln.engine.messages`), worded by the window in the player's language (context "network").
"""

from __future__ import annotations

import hmac
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from kartln.engine.event import Event
from kartln.engine.messages import Message, Refusal
from kartln.engine.net.wire import WireError, from_wire, message_from_wire, message_to_wire, to_wire
from kartln.engine.observation import Observation
from kartln.engine.quoting import OneLineError, quote
from kartln.engine.state import Action

PROTOCOL_VERSION = 1
PROGRAM = "0.1.0"  # the program's version a hello names (pyproject's; a test holds them equal)
DEFAULT_PORT = 47310  # TCP: the host's table
DISCOVERY_PORT = 47311  # UDP: tables answer who asks on the local network
MAX_NAME = 40  # characters of a player's name
MAX_CODE = 32  # characters of a table code
MAX_PROGRAM = 40  # characters of a program version
MAX_ACTION = 200  # characters of an action's text
MAX_SEATS = 8
MAX_RULES = 64  # keys of a rules object
MAX_EVENTS = 500  # events in one state message
MAX_LEGAL = 2000  # actions a seat may choose among (Thousand's bids and melds stay far below)
MAX_GRACE = 3600  # seconds a dropped seat is kept for its player
MAX_MOVES = 10**7  # actions of a match


class ProtocolError(OneLineError):
    """A message that is not one of the protocol's; the text says which field and why."""


class Reason(Message):
    """Why the host refuses a connection or a message, worded by the window (context "network")."""

    context = "network"


def wrong_version(host_version: int = PROTOCOL_VERSION) -> Reason:
    return Reason("the host speaks version %n of the network protocol; update Kartln on both computers",
                  n=host_version)


WRONG_VERSION = wrong_version(0)
WRONG_PROGRAM = Reason("the host runs another version of Kartln; both computers need the same version")
WRONG_CODE = Reason("the table code is wrong")
TABLE_FULL = Reason("the table has no free seat")
SEAT_TAKEN = Reason("that seat is taken")
NOT_EXPECTED = Reason("the host did not expect that message")
TOO_FAST = Reason("too many messages at once")
UNREADABLE = Reason("a message the host cannot read")
NAME_TAKEN = Reason("a player of that name already sits at the table")
HOST_LEFT = Reason("the host has closed the table")
# Why a client's connection ends on its own side: never sent, so not among the reasons a host may name.
LOST = Reason("the connection to the host was lost")
NO_ANSWER = Reason("no Kartln table answers at that address")
GARBLED = Reason("the host sent something this Kartln cannot read")
# The reasons a refuse message may name, by id: nothing else is accepted from the network.
REASONS: dict[str, Reason] = {r.template: r for r in (WRONG_VERSION, WRONG_PROGRAM, WRONG_CODE, TABLE_FULL, SEAT_TAKEN,
                                                      NOT_EXPECTED, TOO_FAST, UNREADABLE, NAME_TAKEN, HOST_LEFT)}


# ---- field checks -------------------------------------------------------------------------------

def _keys(data: Mapping[str, Any], kind: str, keys: set[str]) -> None:
    extra = set(data) - keys - {"type"}
    if extra:
        raise ProtocolError(f"a {kind} message with the unknown field {quote(sorted(extra)[0])}")
    missing = keys - set(data)
    if missing:
        raise ProtocolError(f"a {kind} message without the field {quote(sorted(missing)[0])}")


def _int(data: Mapping[str, Any], name: str, low: int, high: int) -> int:
    value = data[name]
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ProtocolError(f"field {name!r} must be a whole number from {low} to {high}, not {quote(value)}")
    return value


def _text(value: Any, name: str, limit: int, *, empty: bool = False) -> str:
    if not isinstance(value, str) or len(value) > limit or (not empty and not value) or not value.isprintable():
        raise ProtocolError(f"field {name!r} must be printable text of 1 to {limit} characters, not {quote(value)}")
    return value


# ---- the messages -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Hello:
    """A client's first message: the protocol and program it speaks, its player's name, the table code."""

    kind: ClassVar[str] = "hello"
    protocol: int
    program: str
    name: str
    code: str

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "protocol": self.protocol, "program": self.program, "name": self.name,
                "code": self.code}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Hello:
        if "protocol" not in data:
            raise ProtocolError("a hello message without the field 'protocol'")
        protocol = _int(data, "protocol", 0, 10**9)
        if protocol != PROTOCOL_VERSION:  # another version's hello may hold other fields: keep only the version
            return cls(protocol, "", "", "")
        _keys(data, cls.kind, {"protocol", "program", "name", "code"})
        return cls(protocol, _text(data["program"], "program", MAX_PROGRAM), _text(data["name"], "name", MAX_NAME),
                   _text(data["code"], "code", MAX_CODE))


@dataclass(frozen=True)
class Welcome:
    """The host's answer to a hello it accepts (and to a new match at the same table): the client's seat,
    the game, its rules, the seats' names, whether the host allows hints and how many seconds a dropped
    seat waits for its player before a computer player stands in."""

    kind: ClassVar[str] = "welcome"
    seat: int
    game: str
    rules: Mapping[str, Any]  # as records write them (GameInfo.rules_to_dict)
    names: tuple[str, ...]
    hints: bool = True
    grace: int = 30

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat, "game": self.game, "rules": dict(self.rules),
                "names": list(self.names), "hints": self.hints, "grace": self.grace}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Welcome:
        _keys(data, cls.kind, {"seat", "game", "rules", "names", "hints", "grace"})
        if not isinstance(data["hints"], bool):
            raise ProtocolError(f"field 'hints' must be true or false, not {quote(data['hints'])}")
        names = data["names"]
        if not isinstance(names, list) or not 2 <= len(names) <= MAX_SEATS:
            raise ProtocolError(f"field 'names' must list 2 to {MAX_SEATS} names, not {quote(names)}")
        rules = data["rules"]
        if not isinstance(rules, dict) or len(rules) > MAX_RULES:
            raise ProtocolError(f"field 'rules' must be an object of at most {MAX_RULES} keys")
        for key, value in rules.items():
            if not isinstance(value, bool | int | float | str) and value is not None:
                raise ProtocolError(f"field 'rules', key {quote(key)}: not a plain value: {quote(value)}")
        return cls(_int(data, "seat", 0, len(names) - 1), _text(data["game"], "game", MAX_NAME), dict(rules),
                   tuple(_text(n, "names", MAX_NAME) for n in names), data["hints"], _int(data, "grace", 0, MAX_GRACE))


@dataclass(frozen=True)
class Refuse:
    """The host refuses the connection (or a message) for a reason; a reason of the connection ends it."""

    kind: ClassVar[str] = "refuse"
    reason: Reason

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "reason": self.reason.template, "args": dict(self.reason.args)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Refuse:
        _keys(data, cls.kind, {"reason", "args"})
        template, args = data["reason"], data["args"]
        if not isinstance(template, str) or template not in REASONS:
            raise ProtocolError(f"field 'reason': no such reason: {quote(template)}")
        known = set(REASONS[template].args)
        if (not isinstance(args, dict) or set(args) != known
                or not all(isinstance(v, int) and not isinstance(v, bool) and abs(v) < 10**9 for v in args.values())):
            raise ProtocolError(f"field 'args' must give the whole numbers {sorted(known)}, not {quote(args)}")
        return cls(Reason.__new__(Reason, template, **args))  # one of REASONS: its text was found where written


@dataclass(frozen=True)
class TakeSeat:
    """A client asks for a free seat of the table."""

    kind: ClassVar[str] = "take_seat"
    seat: int

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TakeSeat:
        _keys(data, cls.kind, {"seat"})
        return cls(_int(data, "seat", 0, MAX_SEATS - 1))


@dataclass(frozen=True)
class Act:
    """A client's action for its own seat, in the records' action text (the game's vocabulary reads it)."""

    kind: ClassVar[str] = "action"
    text: str

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "text": self.text}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Act:
        _keys(data, cls.kind, {"text"})
        return cls(_text(data["text"], "text", MAX_ACTION))


@dataclass(frozen=True)
class Refused:
    """The host's engine refuses the client's action: the engine's refusal, id and arguments."""

    kind: ClassVar[str] = "refused"
    refusal: Refusal

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "refusal": message_to_wire(self.refusal)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Refused:
        _keys(data, cls.kind, {"refusal"})
        try:
            refusal = message_from_wire(data["refusal"])
        except WireError as exc:
            raise ProtocolError(f"field 'refusal': {exc}") from None
        if not isinstance(refusal, Refusal):
            raise ProtocolError("field 'refusal' holds a message that is not a refusal")
        return cls(refusal)


@dataclass(frozen=True)
class State:
    """The host tells a seat what it sees after ``move`` actions of the match: its observation, the events
    it may see since the last state, and, when the match waits for this seat, the actions it may choose."""

    kind: ClassVar[str] = "state"
    observation: Observation
    events: tuple[Event, ...] = field(default=())
    move: int = 0
    legal: tuple[Action, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "move": self.move, "observation": to_wire(self.observation),
                "events": to_wire(self.events), "legal": to_wire(self.legal)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> State:
        _keys(data, cls.kind, {"move", "observation", "events", "legal"})
        for name, limit in (("events", MAX_EVENTS), ("legal", MAX_LEGAL)):
            if not isinstance(data[name], list) or len(data[name]) > limit:
                raise ProtocolError(f"field {name!r} must list at most {limit} values")
        try:
            observation, events = from_wire(data["observation"]), from_wire(data["events"])
            legal = from_wire(data["legal"])
        except WireError as exc:
            raise ProtocolError(f"a state message: {exc}") from None
        if (not isinstance(observation, Observation) or not all(isinstance(e, Event) for e in events)
                or not all(isinstance(a, Action) for a in legal)):
            raise ProtocolError("a state message that does not hold an observation, events and actions")
        return cls(observation, events, _int(data, "move", 0, MAX_MOVES), legal)


SEAT_PLAYERS = ("remote", "host", "computer")  # who plays a seat: a client, a human at the host, a computer player
# A remote seat's player is here, dropped (grace), replaced by a computer for now; or nobody has taken the seat yet.
SEAT_STATUSES = ("here", "away", "standing_in", "free")


@dataclass(frozen=True)
class SeatStatus:
    """One seat of the table: its name, who plays it, and for a remote seat whether its player is here,
    away (``seconds`` of grace left), replaced by a computer player until he comes back, or whether the
    seat is still free (a computer player plays it if the match starts so)."""

    name: str
    player: str = "computer"
    status: str = "here"
    seconds: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "player": self.player, "status": self.status, "seconds": self.seconds}

    @classmethod
    def from_dict(cls, data: Any) -> SeatStatus:
        if not isinstance(data, dict):
            raise ProtocolError(f"a seat must be an object, not {quote(data)}")
        _keys(data, "seat", {"name", "player", "status", "seconds"})
        player, status = data["player"], data["status"]
        if player not in SEAT_PLAYERS or status not in SEAT_STATUSES:
            raise ProtocolError(f"a seat's player or status is not one of the protocol's: {quote([player, status])}")
        return cls(_text(data["name"], "name", MAX_NAME), player, status, _int(data, "seconds", 0, MAX_GRACE))


@dataclass(frozen=True)
class Seats:
    """The host tells everybody who sits where, whenever that changes (a player drops, comes back)."""

    kind: ClassVar[str] = "seats"
    seats: tuple[SeatStatus, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind, "seats": [s.to_dict() for s in self.seats]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Seats:
        _keys(data, cls.kind, {"seats"})
        seats = data["seats"]
        if not isinstance(seats, list) or not 2 <= len(seats) <= MAX_SEATS:
            raise ProtocolError(f"field 'seats' must list 2 to {MAX_SEATS} seats")
        return cls(tuple(SeatStatus.from_dict(s) for s in seats))


@dataclass(frozen=True)
class Bye:
    """Either side ends the connection."""

    kind: ClassVar[str] = "bye"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.kind}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Bye:
        _keys(data, cls.kind, set())
        return cls()


ProtocolMessage = Hello | Welcome | Refuse | TakeSeat | Act | Refused | State | Seats | Bye
_KINDS: dict[str, Callable[[Mapping[str, Any]], ProtocolMessage]] = {
    cls.kind: cls.from_dict for cls in (Hello, Welcome, Refuse, TakeSeat, Act, Refused, State, Seats, Bye)
}


def parse(data: Any) -> ProtocolMessage:
    """The message a JSON object from the network holds; anything else raises ProtocolError."""
    if not isinstance(data, dict):
        raise ProtocolError("a message must be a JSON object")
    kind = data.get("type")
    reader = _KINDS.get(kind) if isinstance(kind, str) else None
    if reader is None:
        raise ProtocolError(f"no such message type: {quote(kind)}")
    return reader(data)


def hello_refusal(hello: Hello, code: str, program: str) -> Reason | None:
    """Why the host refuses that hello (another protocol or program version, a wrong code), or None."""
    if hello.protocol != PROTOCOL_VERSION:
        return wrong_version()
    if hello.program != program:
        return WRONG_PROGRAM
    if not hmac.compare_digest(hello.code.encode(), code.encode()):  # no hint of the code in the timing
        return WRONG_CODE
    return None
