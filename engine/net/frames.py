"""Frames on a byte stream: a 4-byte big-endian length, then that many bytes of UTF-8 JSON.

The bytes come from the network, so anyone may have written them. :class:`FrameReader` is fed chunks
as they arrive (half a frame, several frames at once) and hands back whole JSON values, each read by
the strict reader (:func:`kartln.engine.strict_json.read_json`: depth, numbers, UTF-8, keys once).
A length over the reader's limit (:data:`MAX_FRAME` for what clients send, :data:`MAX_HOST_FRAME`
for what the host sends) is refused before any of the frame is kept, so a peer cannot make the
reader hold more than one frame's worth of bytes. A refused frame raises :class:`FrameError`,
one line; its ``fatal`` says whether the stream is lost (the next frame's start is unknown) or only
this frame was bad and the connection may go on.
"""

from __future__ import annotations

import json
from typing import Any

from kartln.engine.quoting import OneLineError
from kartln.engine.strict_json import MAX_BYTES, JsonError, read_json

HEADER = 4
# What a client sends (a hello, an action) takes a few hundred bytes; the host reads at most this.
MAX_FRAME = 256 * 1024
# What the host sends is a seat's observation and a few events: tens of kilobytes in a match of
# people, but the observation carries the whole score sheet, and a Thousand match of random
# players (some 1,800 deals) reaches about 670 KB. A client reads up to the strict reader's limit.
MAX_HOST_FRAME = MAX_BYTES


class FrameError(OneLineError):
    """A frame that is not read. ``fatal``: the stream cannot be followed further; drop the connection."""

    def __init__(self, message: str, *, fatal: bool) -> None:
        super().__init__(message)
        self.fatal = fatal


def encode(value: Any, limit: int = MAX_FRAME) -> bytes:
    """``value`` as one frame; a value whose JSON exceeds ``limit`` bytes raises FrameError."""
    body = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
    if len(body) > limit:
        raise FrameError(f"a message of {len(body):,} bytes is over the limit of {limit:,}", fatal=False)
    return len(body).to_bytes(HEADER, "big") + body


class FrameReader:
    """Whole messages out of the chunks of a byte stream, as they arrive.

    Feed it each chunk, then take messages with :meth:`next_message` until it returns None.
    """

    def __init__(self, limit: int = MAX_FRAME) -> None:
        self.limit = limit
        self._buffer = bytearray()
        self._checked = 0  # where the next frame not yet checked starts in the buffer
        self._broken: FrameError | None = None

    @property
    def pending(self) -> int:
        """Bytes received that are not yet taken as messages."""
        return len(self._buffer)

    def feed(self, chunk: bytes) -> None:
        """Take the next bytes of the stream. Every frame length that arrives is checked at once,
        so a peer cannot make the reader keep more than a frame of bytes beyond the whole frames."""
        if self._broken is not None:
            raise self._broken
        self._buffer += chunk
        while len(self._buffer) >= self._checked + HEADER:
            size = int.from_bytes(self._buffer[self._checked: self._checked + HEADER], "big")
            if size > self.limit:
                self._buffer.clear()
                self._broken = FrameError(f"a frame of {size:,} bytes is over the limit of {self.limit:,}",
                                          fatal=True)
                raise self._broken
            self._checked += HEADER + size

    def next_message(self) -> dict[str, Any] | None:
        """The oldest whole message not yet taken, or None when no whole frame is waiting.

        A frame that is not a JSON object read within the strict limits raises a FrameError that
        is not fatal: that frame is gone and the next call reads the one after it. After a fatal
        error (a frame over the size limit) every call raises it again.
        """
        if self._broken is not None:
            raise self._broken
        if len(self._buffer) < HEADER:
            return None
        size = int.from_bytes(self._buffer[:HEADER], "big")
        if len(self._buffer) < HEADER + size:
            return None
        body = bytes(self._buffer[HEADER: HEADER + size])
        del self._buffer[: HEADER + size]
        self._checked -= HEADER + size
        try:
            value = read_json(body)
        except JsonError as exc:
            raise FrameError(f"a message that is not readable: {exc}", fatal=False) from None
        if not isinstance(value, dict):
            raise FrameError("a message that is not a JSON object", fatal=False)
        return value

    def messages(self) -> list[dict[str, Any]]:
        """Every whole message waiting, oldest first (a bad frame raises as in :meth:`next_message`)."""
        out = []
        while (message := self.next_message()) is not None:
            out.append(message)
        return out
