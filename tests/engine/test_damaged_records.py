"""Damaged records are refused with one short line saying where; no other exception escapes."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from kartln.engine.options import RulesFileError, rules_from_text
from kartln.engine.quoting import MESSAGE_LIMIT
from kartln.engine.records import MAX_ACTIONS, Match, RecordError, Seat, dumps, load_file, loads, replay
from kartln.engine.registry import game
from kartln.engine.strict_json import MAX_DEPTH, JsonError, read_bytes, read_json


def _record_text(actions: int = 20) -> str:
    info = game("thousand")
    match = Match("thousand", info.default_rules(3), 3, (Seat("Anna"), Seat("Boris"), Seat("Clara")))
    rng = random.Random(3)
    for _ in range(actions):
        match.apply(info.random_action(list(match.state.legal_actions()), rng))
    return dumps(match.to_record())


def _refusal(text: str | bytes) -> str:
    with pytest.raises(RecordError) as caught:
        replay(loads(text))
    message = str(caught.value)
    assert "\n" not in message and len(message) <= MESSAGE_LIMIT
    return message


def test_deep_nesting_is_refused_with_its_place() -> None:
    assert "nested more than 32 levels deep at line 1, column 33" in _refusal("[" * 100_000)
    assert "nested more than" in _refusal(b"{" * 1_000)
    data = json.loads(_record_text())
    data["meta"] = {"x": json.loads("[" * (MAX_DEPTH - 2) + "]" * (MAX_DEPTH - 2))}
    assert loads(json.dumps(data)).meta == data["meta"]  # within the limit all is well


def test_a_number_of_thousands_of_digits_is_refused_by_field() -> None:
    text = _record_text().replace('"seed": 3', '"seed": ' + "7" * 4301)
    assert "field 'seed': a number of 4301 digits (at most 40 are allowed)" in _refusal(text)
    text = _record_text().replace('"seed": 3', '"seed": 1' + "0" * 400 + ".5")
    assert "field 'seed'" in _refusal(text)
    assert "field 'seed'" in _refusal(_record_text().replace('"seed": 3', '"seed": 1e999'))
    assert "NaN" in _refusal(_record_text().replace('"seed": 3', '"seed": NaN'))


def test_a_rules_key_with_a_line_break_gives_a_one_line_refusal() -> None:
    data = json.loads(_record_text())
    data["rules"] = {"jokers\nand more": True, "x" * 5000: 1}
    message = _refusal(json.dumps(data))
    assert "unknown rule option(s): 'jokers\\nand more'" in message


def test_a_lone_surrogate_is_refused_so_nothing_unwritable_is_loaded() -> None:
    data = json.loads(_record_text())
    data["seats"][1]["name"] = "\ud800"
    assert "field 'seats', entry 1, key 'name': the text holds '\\ud800'" in _refusal(json.dumps(data))
    data["seats"][1]["name"] = "Zoë 😀"
    assert replay(loads(json.dumps(data))).seats[1].name == "Zoë 😀"  # escaped pairs are fine


def test_a_byte_order_mark_is_accepted() -> None:
    text = _record_text()
    assert loads(b"\xef\xbb\xbf" + text.encode()) == loads(text)
    assert loads("\ufeff" + text) == loads(text)


def test_a_key_given_twice_is_refused() -> None:
    text = _record_text().replace('"seed": 3,', '"seed": 3, "seed": 4,')
    assert "the key 'seed' appears twice" in _refusal(text)


def test_bad_bytes_are_refused_with_line_and_column() -> None:
    data = bytearray(_record_text().encode())
    at = data.index(b"Boris")
    data[at + 1] = 0xC3  # starts a two-byte sequence that the next byte does not continue
    line = data.count(b"\n", 0, at) + 1
    assert f"not UTF-8 text: byte 0xc3 at line {line}, column" in _refusal(bytes(data))


def test_a_long_action_text_gives_a_short_refusal() -> None:
    data = json.loads(_record_text(0))
    data["actions"] = ["bid " + "1" * 200_000]
    message = _refusal(json.dumps(data))
    assert message.startswith("action 1 ('bid 1111")


def test_records_too_large_are_refused_unread() -> None:
    assert "longer than 4 MB" in _refusal(" " * (5 * 1024 * 1024))


@pytest.mark.parametrize("fmt", ["json", "toml"])
def test_house_rule_files_refuse_damage_in_one_line(fmt: str) -> None:
    rules_cls = type(game("thousand").default_rules(3))
    damaged = {
        "json": ["[" * 5000, '{"players": ' + "3" * 5000 + "}", '{"a\\nb": 1}', '{"players": 3, "players": 4}',
                 b"\xff{}", '{"x": "\\udfff"}'],
        "toml": ["a = " + "[" * 5000, "players = " + "3" * 5000, '"a\\nb" = 1', "players = 3\nplayers = 4",
                 b"\xff = 1", "players = inf"],
    }[fmt]
    for text in damaged:
        with pytest.raises(RulesFileError) as caught:
            rules_from_text(rules_cls, text, fmt)
        assert "\n" not in str(caught.value) and len(str(caught.value)) <= MESSAGE_LIMIT


def test_house_rules_in_toml_refuse_keys_nested_deeper_than_json_before_parsing() -> None:
    """A dotted key or table name of a thousand parts used to escape as RecursionError, and one of
    100,000 parts (a 200 KB file) made the parser take gigabytes: both are refused unparsed."""
    rules_cls = type(game("thousand").default_rules(3))
    for text in ("a" + ".a" * 1_000 + " = 1", "[" + ".".join(["t"] * 1_001) + "]\nplayers = 3",
                 'x = "1.2.3"\n' + "b" + ".b" * 40 + " = true"):
        with pytest.raises(RulesFileError, match=r"a key of more than 32 parts at line \d+, column \d+"):
            rules_from_text(rules_cls, text, "toml")
    with pytest.raises(RulesFileError, match="longer than 64 KB"):
        rules_from_text(rules_cls, "k" + ".k" * 100_000 + " = 1", "toml")
    with pytest.raises(RulesFileError, match="longer than 64 KB"):
        rules_from_text(rules_cls, " " * 70_000 + "{}", "json")
    # Dots inside strings and comments do not nest, and 32 parts are within the limit: these
    # reach the rules' own checks (an unknown option), past the reader.
    for text in ['note = "' + "." * 100 + '"  # ' + "." * 100, "a" + ".a" * 31 + " = 1",
                 "s = \"\"\"\n" + "." * 100 + "\n\"\"\""]:
        with pytest.raises(RulesFileError) as caught:
            rules_from_text(rules_cls, text, "toml")
        assert "parts" not in str(caught.value) and "readable" not in str(caught.value)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_only_regular_files_are_read_so_a_pipe_or_device_cannot_hang_a_load(tmp_path: Path) -> None:
    """A pipe at the autosave's or a record's place would wait for a writer forever, a device
    would never end: each is refused unread, as is a folder."""
    pipe = tmp_path / "autosave.kartln.json"
    os.mkfifo(pipe)
    for path, why in ((pipe, "not a regular file"), (Path(os.devnull), "not a regular file"),
                      (tmp_path, "a folder")):
        with pytest.raises(JsonError, match=why):
            read_bytes(path)
        with pytest.raises(RecordError, match=why):
            load_file(path)
    record = tmp_path / "match.kartln.json"
    record.write_text(_record_text(), encoding="utf-8")
    assert load_file(record).game == "thousand"


def test_what_the_reader_accepts_writes_back_unchanged() -> None:
    text = '\ufeff{"a": [1, -0.0, 2.5e-3, "\\u00e9\\ud83d\\ude00", {"b": null, "c": true}], "d": -12345678901234567890}'
    value = read_json(text)
    assert read_json(json.dumps(value, ensure_ascii=False)) == value
    with pytest.raises(JsonError):
        read_json('{"a": 1} trailing')


def test_a_record_of_more_actions_than_any_match_takes_is_refused_before_replaying() -> None:
    data = json.loads(_record_text(0))
    data["actions"] = ["pass"] * (MAX_ACTIONS + 1)
    assert "field 'actions' holds 100,001 actions (at most 100,000 are allowed)" in _refusal(json.dumps(data))
