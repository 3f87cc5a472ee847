"""Match records: the save file, the bug report and the golden test in one (DESIGN.md §2).

A record is (game id, rules, seed, seats, actions). Replaying it through the engine reproduces the
match exactly. Reading a record never ends in a traceback from deep inside: anything wrong –
damaged JSON, a missing field, an unknown game or version, bad rules, an unreadable or illegal
action – raises :class:`RecordError` saying where, in one line of bounded length. No other
exception escapes :func:`loads`, :func:`load_file` or :func:`replay`, whatever the bytes.

The file is JSON read by :func:`kartln.engine.strict_json.read_json`, whose limits are part of
the format: at most 4 MiB of UTF-8 (a byte order mark is allowed), nesting at most 32 levels deep,
whole numbers of at most 40 digits, no key twice in one object, no lone surrogates in text. The
fields: ``format`` ("kartln-record"), ``version`` (1), ``game`` (an id of the registry), ``rules``
(an object of option keys), ``seed`` (a whole number), ``seats`` (objects with text ``name``,
``kind`` "human", "ai" or "remote" (a player at another computer of a network table; ``level`` is
the computer player that stood in for him), text ``level``), ``actions`` (at most :data:`MAX_ACTIONS` texts) and
``meta`` (an object, free-form but for ``undone``: pairs ``[deal number, actions taken back]``, one for
each time a player took moves back; the actions are the ones played after that, so the replay is exact).
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kartln.engine.quoting import OneLineError, one_line, printable, quote
from kartln.engine.registry import game
from kartln.engine.state import Action, AnyState, IllegalAction
from kartln.engine.strict_json import JsonError, read_bytes, read_json

SEAT_KINDS = ("human", "ai", "remote")
FORMAT = "kartln-record"
VERSION = 1
# A long match takes a few thousand actions (a Thousand match of random players about 56,000); the
# limit keeps a replay within two seconds or so, where 4 MiB could hold half a million re-deals.
MAX_ACTIONS = 100_000


class RecordError(OneLineError):
    """A record that cannot be read or replayed; the message says where, on one line."""


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "ai"  # "human", "ai", or "remote" (a player at another computer of the table)
    level: str = ""  # the AI level for AI seats

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}


@dataclass(frozen=True)
class Record:
    game: str
    rules: dict[str, Any]
    seed: int
    seats: tuple[Seat, ...]
    actions: tuple[str, ...] = ()
    meta: dict[str, Any] = field(default_factory=dict)  # free-form: title, saved_at, app version


class Match:
    """A match being played: the engine state plus the actions that led to it."""

    def __init__(self, game_id: str, rules: Any, seed: int, seats: tuple[Seat, ...]) -> None:
        self.info = game(game_id)
        if len(seats) != rules.players:
            raise ValueError(f"{len(seats)} seats for a {rules.players}-player game")
        self.rules = rules
        self.seed = seed
        self.seats = seats
        self.state: AnyState = self.info.new_state(rules, seed)
        self.actions: list[str] = []
        self.undone: list[tuple[int, int]] = []  # (deal number, actions taken back), once for each undo

    def apply(self, action: Action) -> list[Any]:
        events = self.state.apply(action)
        self.actions.append(action.text())
        return events

    def to_record(self, meta: dict[str, Any] | None = None) -> Record:
        return Record(
            game=self.info.id,
            rules=self.info.rules_to_dict(self.rules),
            seed=self.seed,
            seats=self.seats,
            actions=tuple(self.actions),
            meta=dict(meta or {}) | ({"undone": [list(u) for u in self.undone]} if self.undone else {}),
        )


def dumps(record: Record) -> str:
    data = {
        "format": FORMAT,
        "version": VERSION,
        "game": record.game,
        "rules": record.rules,
        "seed": record.seed,
        "seats": [s.to_dict() for s in record.seats],
        "actions": list(record.actions),
        "meta": record.meta,
    }
    return json.dumps(data, ensure_ascii=False, indent=1)


def loads(text: str | bytes) -> Record:
    """Parse a record; structure errors raise RecordError (actions are checked by :func:`replay`)."""
    try:
        data = read_json(text)
    except JsonError as exc:
        raise RecordError(f"not a readable record: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError("not a record: the file does not hold a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a Kartln record (format is {quote(data.get('format'))}, expected {FORMAT!r})")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError(f"record version is missing or not a number: {quote(version)}")
    if version != VERSION:
        newer = " (made by a newer version of Kartln)" if version > VERSION else ""
        raise RecordError(f"record version {version} is not supported{newer}; this version reads {VERSION}")
    game_id = _field(data, "game", str)
    try:
        game(game_id)
    except ValueError as exc:
        raise RecordError(f"field 'game': {exc}") from None
    rules = _field(data, "rules", dict)
    seed = _field(data, "seed", int)
    seats_raw = _field(data, "seats", list)
    seats = []
    for i, s in enumerate(seats_raw):
        if not isinstance(s, dict) or not isinstance(s.get("name"), str):
            raise RecordError(f"field 'seats', entry {i}: expected an object with a 'name'")
        kind = s.get("kind", "ai")
        if kind not in SEAT_KINDS:
            raise RecordError(f"field 'seats', entry {i}: kind must be 'human', 'ai' or 'remote', not {quote(kind)}")
        level = s.get("level", "")
        if not isinstance(level, str):
            raise RecordError(f"field 'seats', entry {i}: level must be text, not {quote(level)}")
        seats.append(Seat(s["name"], kind, level))
    actions = _field(data, "actions", list)
    if len(actions) > MAX_ACTIONS:
        raise RecordError(f"field 'actions' holds {len(actions):,} actions (at most {MAX_ACTIONS:,} are allowed)")
    for i, a in enumerate(actions):
        if not isinstance(a, str):
            raise RecordError(f"action {i + 1}: expected text, got {quote(a)}")
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError("field 'meta' must be an object")
    if "undone" in meta:
        _undone(meta["undone"])
    return Record(game_id, rules, seed, tuple(seats), tuple(actions), meta)


def _field(data: dict[str, Any], name: str, kind: type) -> Any:
    if name not in data:
        raise RecordError(f"field {name!r} is missing")
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"field {name!r} must be {kind.__name__}, got {type(value).__name__}")
    return value


def _undone(value: Any) -> list[tuple[int, int]]:
    """The undo entries of a record's meta; RecordError when they are not pairs of whole numbers."""
    if not isinstance(value, list) or len(value) > MAX_ACTIONS:
        raise RecordError("field 'meta', entry 'undone': expected a list of [deal, actions] pairs")
    out = []
    for i, pair in enumerate(value):
        if (not isinstance(pair, list) or len(pair) != 2
                or not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= MAX_ACTIONS for x in pair)):
            raise RecordError(f"field 'meta', entry 'undone' {i + 1}: expected [deal, actions], got {quote(pair)}")
        out.append((pair[0], pair[1]))
    return out


def replay(record: Record) -> Match:
    """Rebuild the match of a record, checking every action; errors say which action failed."""
    info = game(record.game)
    try:
        rules = info.rules_from_dict(record.rules)
    except (TypeError, ValueError) as exc:
        raise RecordError(f"field 'rules': {exc}") from None
    try:
        match = Match(record.game, rules, record.seed, record.seats)
    except ValueError as exc:
        raise RecordError(f"field 'seats': {exc}") from None
    for i, text in enumerate(record.actions):
        where = f"action {i + 1} ({quote(text)})"
        if match.state.is_terminal():
            raise RecordError(f"{where}: the match was already over")
        try:
            action = match.state.parse_action(text)
        except ValueError as exc:
            raise RecordError(f"{where}: {exc}") from None
        try:
            match.apply(action)
        except IllegalAction as exc:
            seat = match.state.current_player()
            raise RecordError(f"{where} by seat {seat} is not allowed: {exc}") from None
    match.undone = _undone(record.meta.get("undone", []))
    return match


def load_file(path: str | Path) -> Record:
    p = Path(path)
    try:
        data = read_bytes(p)
    except JsonError as exc:
        raise RecordError(f"{p}: {exc}") from None
    except OSError as exc:
        raise RecordError(f"{p}: {exc.strerror or exc}") from None
    try:
        return loads(data)
    except RecordError as exc:
        raise RecordError(f"{p}: {exc}") from None


def run_replay_command(args: argparse.Namespace) -> int:
    """``kartln replay``: 0 when the record replays, 1 when it is refused (the reason on stderr).

    A failure inside Kartln itself is 3, told in one line too, so scripts can tell it from a refusal
    (argparse gives 2 for wrong usage).
    """
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(errors="backslashreplace")  # a name the console cannot show
    try:
        match = replay(load_file(args.record))
        _print_outcome(match)
    except RecordError as exc:
        print(f"kartln replay: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # a bug, not a bad record: say so in one line instead of a traceback
        print(f"kartln replay: internal error, please report it with the record: {type(exc).__name__}: "
              f"{one_line(str(exc))}", file=sys.stderr)
        return 3
    return 0


def _print_outcome(match: Match) -> None:
    state = match.state
    print(f"{match.info.title}, {len(match.actions)} actions replayed.")
    names = [printable(seat.name) for seat in match.seats]  # a name may hold terminal escapes
    print("scores: " + ", ".join(f"{name} {v}" for name, v in zip(names, state.scores(), strict=True)))
    if state.is_terminal():
        print("winner: " + ", ".join(names[w] for w in state.winners()))
    else:
        print(f"match in progress; seat {state.current_player()} ({names[state.current_player()]}) to act")
