"""A match as one seat at a host's table saw it, kept by the client: no card the seat did not see.

A client never holds the match record (the host does); what it may keep is its seat's view: the
game, the rules, the seat, the players' names, every event the host let the seat see (already
redacted for it) and the seat's last observation. The file is JSON of the format
``"kartln-seat-view"``, version 1, with the events and the observation written as the network
writes them (:func:`~kartln.engine.net.wire.to_wire`) and read back only through
:func:`~kartln.engine.net.wire.from_wire`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kartln.engine.event import Event
from kartln.engine.net.wire import WireError, from_wire, to_wire
from kartln.engine.observation import Observation
from kartln.engine.quoting import OneLineError, quote
from kartln.engine.strict_json import JsonError, read_json

FORMAT = "kartln-seat-view"
VERSION = 1
SUFFIX = ".seat.json"


class SeatViewError(OneLineError):
    """A file that is not a seat's view this version reads."""


@dataclass(frozen=True)
class SeatView:
    game: str
    rules: Mapping[str, Any]  # as records write them
    seat: int
    names: tuple[str, ...]
    events: tuple[Event, ...] = field(default=())  # every event the seat saw, oldest first
    observation: Observation | None = None  # the seat's last observation


def seat_view_text(view: SeatView) -> str:
    data = {"format": FORMAT, "version": VERSION, "game": view.game, "rules": dict(view.rules), "seat": view.seat,
            "names": list(view.names), "events": to_wire(view.events),
            "observation": to_wire(view.observation) if view.observation is not None else None}
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def _field(data: Mapping[str, Any], name: str, kind: type) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or isinstance(value, bool) is not (kind is bool):
        raise SeatViewError(f"field {name!r} is missing or not a {kind.__name__}: {quote(value)}")
    return value


def read_seat_view(text: str | bytes) -> SeatView:
    """The seat's view a file holds; anything else raises SeatViewError (one line)."""
    try:
        data = read_json(text)
    except JsonError as exc:
        raise SeatViewError(f"not readable: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        kind = data.get("format") if isinstance(data, dict) else None
        raise SeatViewError(f"not a seat's view (format {quote(kind)})")
    if data.get("version") != VERSION:
        raise SeatViewError(f"version {quote(data.get('version'))} is not supported; this version reads {VERSION}")
    names = _field(data, "names", list)
    if not all(isinstance(n, str) for n in names):
        raise SeatViewError("field 'names' must list names")
    seat = _field(data, "seat", int)
    if not 0 <= seat < len(names):
        raise SeatViewError(f"field 'seat' names no seat of the table: {seat}")
    try:
        events = from_wire(_field(data, "events", list))
        observation = from_wire(data.get("observation"))
    except WireError as exc:
        raise SeatViewError(f"field 'events' or 'observation': {exc}") from None
    if not all(isinstance(e, Event) for e in events):
        raise SeatViewError("field 'events' holds something that is not an event")
    if observation is not None and not isinstance(observation, Observation):
        raise SeatViewError("field 'observation' holds no observation")
    return SeatView(_field(data, "game", str), _field(data, "rules", dict), seat, tuple(names), tuple(events),
                    observation)


def seen_events(first: Observation | None, states_events: Sequence[Sequence[Event]]) -> tuple[Event, ...]:
    """The events a seat saw: its first observation's deal so far, then each state's events."""
    out: list[Event] = list(first.events) if first is not None else []
    for events in states_events:
        out.extend(events)
    return tuple(out)
