"""Reading JSON that anyone may have edited or damaged: records, saves, settings, house rules.

``json.loads`` alone lets some bytes through as exceptions of its own (a ``RecursionError`` for
deep nesting, a ``ValueError`` for a number of thousands of digits) and accepts what cannot be
written back (a lone surrogate such as ``"\\ud800"``, ``NaN``) or silently drops data (a key given
twice). :func:`read_json` reads the strict part of JSON that Kartln writes, within these limits:

* at most :data:`MAX_BYTES` bytes (4 MiB; a whole long match takes a few hundred kilobytes);
* UTF-8 text, optionally after a byte order mark;
* containers nested at most :data:`MAX_DEPTH` levels deep;
* whole numbers of at most :data:`MAX_DIGITS` digits, other numbers finite and written in at most
  :data:`MAX_NUMBER_CHARS` characters; no ``NaN`` or ``Infinity``;
* every key once per object, and text that is valid Unicode (no lone surrogates).

Anything else raises :class:`JsonError`: one line of bounded length saying where (line and
column, or the field) and what is wrong. What it accepts, ``json.dumps`` writes back unchanged.
"""

from __future__ import annotations

import codecs
import json
import math
import os
import re
import stat
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kartln.engine.quoting import OneLineError, quote

MAX_BYTES = 4 * 1024 * 1024
MAX_DEPTH = 32
MAX_DIGITS = 40
MAX_NUMBER_CHARS = 40
_INT_LIMIT = 10**MAX_DIGITS  # the smallest whole number of too many digits

# A JSON string (to skip brackets inside it) or a bracket.
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.DOTALL)
# Where a lone surrogate may hide: an escape of one, or one in text handed over as str.
_MAYBE_SURROGATE = re.compile(r"\\u[dD][89abcdefABCDEF]|[\ud800-\udfff]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")


class JsonError(OneLineError):
    """JSON that Kartln does not read; the message says where and why, on one line."""


class _Refused:
    """Stands in for a value the parser must not return; the check after parsing says where."""

    def __init__(self, reason: str) -> None:
        self.reason = reason


def read_bytes(path: Path) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_BYTES`. A larger file, a folder, a pipe or
    a device is refused unread (a pipe would wait for a writer forever, a device never ends)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        mode = os.fstat(fd).st_mode
    except BaseException:
        os.close(fd)
        raise
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise JsonError("it is a folder, not a file" if stat.S_ISDIR(mode)
                        else "it is not a regular file (a pipe or a device)")
    with os.fdopen(fd, "rb") as f:
        data = f.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise JsonError(f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB")
    return data


def read_json(data: bytes | str) -> Any:
    """The value of a JSON document within the limits above; anything else raises JsonError."""
    if len(data) > MAX_BYTES:
        raise JsonError(f"the text is longer than {MAX_BYTES // (1024 * 1024)} MB")
    text = decode(data) if isinstance(data, bytes) else data.removeprefix("\ufeff")
    _check_depth(text)
    refused: list[_Refused] = []

    def refuse(reason: str) -> _Refused:
        refused.append(_Refused(reason))
        return refused[-1]

    def parse_int(s: str) -> int | _Refused:
        digits = len(s) - s.startswith("-")
        if digits > MAX_DIGITS:
            return refuse(f"a number of {digits} digits (at most {MAX_DIGITS} are allowed)")
        return int(s)

    def parse_float(s: str) -> float | _Refused:
        if len(s) > MAX_NUMBER_CHARS:
            return refuse(f"a number of {len(s)} characters (at most {MAX_NUMBER_CHARS} are allowed)")
        value = float(s)
        return value if math.isfinite(value) else refuse(f"the number {s} is too large")

    def parse_constant(s: str) -> _Refused:
        return refuse(f"{s} is not a number")

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any] | _Refused:
        obj = dict(items)
        if len(obj) == len(items):
            return obj
        if refused:  # one refusal is enough to name; spare the count for the others
            return refuse("a key appears twice in one object")
        twice = next(key for key, n in Counter(key for key, _ in items).items() if n > 1)
        return refuse(f"the key {quote(twice)} appears twice in one object")

    try:
        value = json.loads(text, parse_int=parse_int, parse_float=parse_float, parse_constant=parse_constant,
                           object_pairs_hook=pairs)
    except json.JSONDecodeError as exc:
        what = "a second byte order mark" if exc.msg.startswith("Unexpected UTF-8 BOM") else exc.msg
        raise JsonError(f"{what.removesuffix(' at')} at line {exc.lineno}, column {exc.colno}") from None
    if refused or _MAYBE_SURROGATE.search(text):
        check_values(value)
    return value


def decode(data: bytes) -> str:
    """UTF-8 bytes as text (a byte order mark dropped); a bad byte is refused with its place."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise JsonError("the file is UTF-16 text; Kartln reads UTF-8")
    data = data.removeprefix(codecs.BOM_UTF8)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line_start = data.rfind(b"\n", 0, exc.start) + 1
        line = data.count(b"\n", 0, exc.start) + 1
        column = len(data[line_start: exc.start].decode("utf-8", errors="replace")) + 1
        raise JsonError(f"not UTF-8 text: byte 0x{data[exc.start]:02x} at line {line}, column {column}") from None


def position(text: str, offset: int) -> str:
    """'line L, column C' of a character offset (both counted from 1)."""
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return f"line {line}, column {column}"


def _check_depth(text: str) -> None:
    # json recurses once per level; refuse deep nesting before it can exhaust the stack.
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return
    depth = 0
    for m in _TOKEN.finditer(text):
        c = text[m.start()]
        if c in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise JsonError(f"nested more than {MAX_DEPTH} levels deep at {position(text, m.start())}")
        elif c in "]}":
            depth -= 1


def check_values(value: Any, path: tuple[str | int, ...] = ()) -> None:
    """Raise JsonError for the first value that breaks the limits above, naming its field.

    :func:`read_json` calls it when its parser flagged something; readers of other formats (TOML
    house rules) call it to hold their values to the same limits.
    """
    if isinstance(value, _Refused):
        raise JsonError(f"{where(path)}: {value.reason}")
    if isinstance(value, str):
        bad = _SURROGATE.search(value)
        if bad:
            raise JsonError(f"{where(path)}: the text holds {quote(bad.group())}, which is not a character")
    elif isinstance(value, bool):
        return
    elif isinstance(value, int):
        if abs(value) >= _INT_LIMIT:
            raise JsonError(f"{where(path)}: a number of more than {MAX_DIGITS} digits")
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise JsonError(f"{where(path)}: {value} is not a number Kartln can store")
    elif isinstance(value, dict):
        for key, item in value.items():
            if _SURROGATE.search(key):
                raise JsonError(f"{where(path)}: the key {quote(key)} holds a code that is not a character")
            check_values(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            check_values(item, (*path, i))


def where(path: Sequence[str | int]) -> str:
    """A field path in words: field 'seats', entry 0, key 'name'."""
    if not path:
        return "the top level"
    parts = []
    for depth, step in enumerate(path):
        if isinstance(step, int):
            parts.append(f"entry {step}")
        else:
            parts.append(f"{'field' if depth == 0 else 'key'} {quote(step, 30)}")
    if len(parts) > 6:
        parts = [*parts[:3], "…", *parts[-2:]]
    return ", ".join(parts)
