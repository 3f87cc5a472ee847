"""Whatever the bytes, the strict reader returns a value json writes back unchanged or refuses in one line."""

from __future__ import annotations

import json
import math
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from kartln.engine.options import RulesFileError, rules_from_text
from kartln.engine.quoting import MESSAGE_LIMIT
from kartln.engine.records import RecordError, dumps, loads
from kartln.engine.registry import GAMES
from kartln.engine.strict_json import MAX_DEPTH, MAX_DIGITS, JsonError, read_json

_SCALARS = (st.none() | st.booleans() | st.integers(-(10**45), 10**45) | st.floats() | st.text(max_size=8)
            | st.sampled_from(["\ud800", "a\udfffb"]))  # lone surrogates too
JSON_VALUES = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=40)


def _depth(value: Any) -> int:
    if isinstance(value, list):
        return 1 + max(map(_depth, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(_depth, value.values()), default=0)
    return 0


def _allowed(value: Any) -> bool:
    """What the format's limits allow, judged apart from the reader."""
    if isinstance(value, bool) or value is None:
        return True
    if isinstance(value, int):
        return len(str(abs(value))) <= MAX_DIGITS
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, str):
        return not any(0xD800 <= ord(c) <= 0xDFFF for c in value)
    if isinstance(value, list):
        return all(map(_allowed, value))
    return all(_allowed(k) and _allowed(v) for k, v in value.items())


def _one_line(exc: Exception) -> None:
    message = str(exc)
    assert message and "\n" not in message and len(message) <= MESSAGE_LIMIT


@given(JSON_VALUES, st.booleans())
def test_values_within_the_limits_are_read_back_and_the_others_refused(value: Any, ascii_only: bool) -> None:
    text = json.dumps(value, ensure_ascii=ascii_only)
    nested = "[" * (MAX_DEPTH - 1) + text + "]" * (MAX_DEPTH - 1)
    try:
        read = read_json(text)
    except JsonError as exc:
        _one_line(exc)
        assert not _allowed(value)
    else:
        assert _allowed(value) and read == value and json.dumps(read, ensure_ascii=ascii_only) == text
    if _depth(value) > 1:
        try:
            read_json(nested)
            raise AssertionError("nesting deeper than the limit was read")
        except JsonError as exc:
            _one_line(exc)


@settings(max_examples=300)
@given(st.binary(max_size=600) | st.text(max_size=300).map(lambda t: t.encode("utf-8", "surrogatepass")))
def test_any_bytes_are_a_record_that_round_trips_or_a_one_line_refusal(data: bytes) -> None:
    try:
        record = loads(data)
    except RecordError as exc:
        _one_line(exc)
    else:
        assert loads(dumps(record)) == record


@given(st.sampled_from(sorted(GAMES)), st.sampled_from(["json", "toml"]),
       st.text(max_size=200) | st.binary(max_size=200))
def test_any_house_rules_text_is_rules_or_a_one_line_refusal(game_id: str, fmt: str, text: str | bytes) -> None:
    try:
        rules_from_text(GAMES[game_id].rules_class, text, fmt)
    except RulesFileError as exc:
        _one_line(exc)
