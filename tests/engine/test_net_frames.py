"""Frames on the network's byte stream: whatever the split, the same messages; whatever the bytes, one-line errors."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kartln.engine.net.frames import HEADER, MAX_FRAME, FrameError, FrameReader, encode
from kartln.engine.quoting import MESSAGE_LIMIT
from kartln.engine.strict_json import MAX_DEPTH

MESSAGES = [{"type": "hello", "n": 1}, {"type": "bye"}, {"text": "Grün-Ober ♥ ü", "list": [1, 2.5, None, True]}]


def _frame(body: bytes) -> bytes:
    return len(body).to_bytes(HEADER, "big") + body


def _read_all(reader: FrameReader) -> list[object]:
    return reader.messages()


def test_frames_round_trip_in_one_chunk() -> None:
    reader = FrameReader()
    reader.feed(b"".join(encode(m) for m in MESSAGES))
    assert _read_all(reader) == MESSAGES
    assert reader.pending == 0


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 200), max_size=12))
def test_any_split_of_the_stream_gives_the_same_messages(cuts: list[int]) -> None:
    stream = b"".join(encode(m) for m in MESSAGES)
    points = sorted({min(c, len(stream)) for c in cuts})
    reader = FrameReader()
    got: list[object] = []
    for start, end in zip([0, *points], [*points, len(stream)], strict=True):
        reader.feed(stream[start:end])
        got += _read_all(reader)
    assert got == MESSAGES


def test_half_a_frame_waits_for_the_rest() -> None:
    frame = encode(MESSAGES[0])
    reader = FrameReader()
    reader.feed(frame[:2])
    assert reader.next_message() is None
    reader.feed(frame[2:-1])
    assert reader.next_message() is None
    reader.feed(frame[-1:])
    assert reader.next_message() == MESSAGES[0]


def test_an_oversized_length_is_refused_before_its_body_arrives_and_drops_the_connection() -> None:
    reader = FrameReader()
    reader.feed(encode({"ok": 1}))
    with pytest.raises(FrameError) as info:
        reader.feed((MAX_FRAME + 1).to_bytes(HEADER, "big"))
    assert info.value.fatal and reader.pending == 0
    with pytest.raises(FrameError):  # broken for good: the next frame's start is unknown
        reader.next_message()
    with pytest.raises(FrameError):
        reader.feed(encode({"ok": 2}))


def test_a_frame_of_exactly_the_limit_is_read() -> None:
    body = b'"' + b"a" * (MAX_FRAME - 2) + b'"'
    reader = FrameReader()
    reader.feed(_frame(b'{"a":1}') + _frame(body))
    assert reader.next_message() == {"a": 1}
    with pytest.raises(FrameError) as info:  # a string, not an object: refused, but the stream goes on
        reader.next_message()
    assert not info.value.fatal


def test_encoding_refuses_a_message_over_the_limit() -> None:
    with pytest.raises(FrameError):
        encode({"text": "x" * MAX_FRAME})


@pytest.mark.parametrize("body", [
    b"\xff\xfe{}",  # not UTF-8
    b'{"a": "\xed\xa0\x80"}',  # an encoded surrogate
    b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1),  # too deep
    b'{"n": 1' + b"0" * 100 + b"}",  # too many digits
    b'{"n": NaN}',
    b'{"a": 1, "a": 2}',  # a key twice
    b'{"a": ',  # cut short
    b"[1, 2]",  # not an object
    b"",
])
def test_a_bad_frame_is_refused_in_one_line_and_the_next_frame_is_still_read(body: bytes) -> None:
    reader = FrameReader()
    reader.feed(_frame(body) + encode({"after": True}))
    with pytest.raises(FrameError) as info:
        reader.next_message()
    assert not info.value.fatal
    text = str(info.value)
    assert "\n" not in text and len(text) <= MESSAGE_LIMIT
    assert reader.next_message() == {"after": True}


def test_random_bytes_raise_nothing_but_frame_errors() -> None:
    rng = random.Random(29)
    for _ in range(2000):
        reader = FrameReader(limit=1024)
        data = rng.randbytes(rng.randrange(64))
        if rng.random() < 0.5:  # a plausible small length in front, so bodies get read too
            data = rng.randrange(len(data) + 1).to_bytes(HEADER, "big") + data
        try:
            reader.feed(data)
            reader.messages()
        except FrameError as exc:
            assert "\n" not in str(exc)
        assert reader.pending <= len(data)
