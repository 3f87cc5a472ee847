"""Values and texts in messages: always on one line and of bounded length.

A refusal quotes what it refuses (an action, a rules key, a value from a file). Those come from
files anyone can edit, so they may hold newlines or be megabytes long; quoting them through here
keeps every message one readable line, and quoting costs little however large the value.
"""

from __future__ import annotations

import reprlib
from typing import Any

QUOTE_LIMIT = 60  # characters of a quoted value
MESSAGE_LIMIT = 400  # characters of a whole message


class _ShortRepr(reprlib.Repr):
    """reprlib's bounded repr; an int too long for ``repr`` is described instead of raising."""

    def repr_int(self, x: int, level: int) -> str:
        try:
            return super().repr_int(x, level)
        except ValueError:
            return f"<a number of about {int(x.bit_length() * 0.30103) + 1} digits>"


_REPR = _ShortRepr()
_REPR.maxstring = QUOTE_LIMIT
_REPR.maxother = QUOTE_LIMIT
_REPR.maxlong = 40
_REPR.maxlevel = 3


def shorten(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters, the cut marked by an ellipsis."""
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


def quote(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` on one line (repr escapes line breaks), of at most ``limit`` characters."""
    return shorten(_REPR.repr(value), limit)


def one_line(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """A message on one line (line breaks shown as ``\\n``) of at most ``limit`` characters, with
    every character a terminal would act on (escape sequences, a right-to-left override) escaped."""
    return shorten(printable(text[: limit * 4].replace("\r\n", "\n")), limit)


def printable(text: str) -> str:
    """``text`` with each character that is not printable escaped as ``repr`` escapes it (``\\n``,
    ``\\x1b``, ``\\u202e``), so a file name or player name cannot move the cursor, colour or reorder
    what a terminal shows."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


class OneLineError(ValueError):
    """An error whose message is one line of bounded length, whatever it quotes."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))
