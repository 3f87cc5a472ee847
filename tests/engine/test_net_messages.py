"""The protocol's messages: each reads back what it wrote, and every field from the network is checked."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from kartln.engine.messages import CardName, Refusal, not_held
from kartln.engine.net.frames import FrameReader, encode
from kartln.engine.net.messages import (
    MAX_ACTION,
    MAX_NAME,
    PROTOCOL_VERSION,
    REASONS,
    TOO_FAST,
    WRONG_CODE,
    WRONG_PROGRAM,
    Act,
    Bye,
    Hello,
    ProtocolError,
    Refuse,
    Refused,
    Seats,
    SeatStatus,
    State,
    TakeSeat,
    Welcome,
    hello_refusal,
    parse,
    wrong_version,
)
from kartln.engine.quoting import MESSAGE_LIMIT
from kartln.engine.registry import GAMES


def _state() -> State:
    info = GAMES["thousand"]
    state = info.new_state(info.default_rules(), 7)
    events = state.apply(state.legal_actions()[0])
    return State(state.observation(1), tuple(e for e in (ev.view_for(1) for ev in events) if e is not None), 1,
                 tuple(state.legal_actions()))


def _examples() -> list[Any]:
    info = GAMES["thousand"]
    return [
        Hello(PROTOCOL_VERSION, "1.2.0", "Mária ♥", "BLUE-42"),
        Welcome(2, "thousand", info.rules_to_dict(info.default_rules()), ("Ann", "Bob", "Cleo"), False, 45),
        Seats((SeatStatus("Tess", "host"), SeatStatus("Ann", "remote", "away", 17),
               SeatStatus("Bob", "remote", "standing_in"), SeatStatus("Computer", "computer"))),
        Refuse(WRONG_CODE), Refuse(wrong_version(1)), TakeSeat(1), Act("play Q♥"),
        Refused(not_held(5)), Refused(Refusal("you do not hold the {card}", card=CardName(3))),
        _state(), Bye(),
    ]


@pytest.mark.parametrize("message", _examples(), ids=lambda m: m.kind)
def test_each_message_reads_back_equal_through_a_frame(message: Any) -> None:
    reader = FrameReader()
    reader.feed(encode(message.to_dict()))
    back = parse(reader.next_message())
    assert back == message and type(back) is type(message)
    if isinstance(message, Refused | Refuse):
        sent = message.refusal if isinstance(message, Refused) else message.reason
        got = back.refusal if isinstance(back, Refused) else back.reason
        assert type(got) is type(sent) and got.template == sent.template and dict(got.args) == dict(sent.args)


def test_a_hello_of_another_version_is_read_for_its_version_only_and_refused_with_the_hosts() -> None:
    hello = parse({"type": "hello", "protocol": 2, "whatever": [1, 2]})
    assert isinstance(hello, Hello) and hello.protocol == 2
    reason = hello_refusal(hello, "CODE", "1.0")
    assert reason is not None and reason.template == wrong_version().template
    assert dict(reason.args) == {"n": PROTOCOL_VERSION}
    assert "version 1 " in reason and reason.context == "network"


def test_hello_refusals() -> None:
    good = Hello(PROTOCOL_VERSION, "1.0", "Ann", "CODE")
    assert hello_refusal(good, "CODE", "1.0") is None
    assert hello_refusal(good, "CODE", "1.1") == WRONG_PROGRAM
    assert hello_refusal(good, "CODX", "1.0") == WRONG_CODE
    assert hello_refusal(good, "", "1.0") == WRONG_CODE


BAD: list[Any] = [
    [], "hello", None, {}, {"type": "exec"}, {"type": 3}, {"type": ["hello"]},
    {"type": "hello"}, {"type": "hello", "protocol": "1"}, {"type": "hello", "protocol": True},
    {"type": "hello", "protocol": 1, "program": "1", "name": "A"},
    {"type": "hello", "protocol": 1, "program": "1", "name": "A", "code": "C", "seat": 0},
    {"type": "hello", "protocol": 1, "program": "1", "name": "x" * (MAX_NAME + 1), "code": "C"},
    {"type": "hello", "protocol": 1, "program": "1", "name": "A\nB", "code": "C"},
    {"type": "hello", "protocol": 1, "program": "1", "name": "", "code": "C"},
    {"type": "hello", "protocol": 1, "program": "1", "name": "\u202eA", "code": "C"},
    {"type": "action", "text": "play Q♥", "seat": 2},  # a client cannot name a seat
    {"type": "action", "text": "x" * (MAX_ACTION + 1)}, {"type": "action", "text": 5}, {"type": "action"},
    {"type": "take_seat", "seat": -1}, {"type": "take_seat", "seat": 99}, {"type": "take_seat", "seat": 1.0},
    {"type": "welcome", "seat": 3, "game": "thousand", "rules": {}, "names": ["a", "b", "c"]},
    {"type": "welcome", "seat": 0, "game": "thousand", "rules": {"a": [1]}, "names": ["a", "b"]},
    {"type": "welcome", "seat": 0, "game": "thousand", "rules": [], "names": ["a", "b"]},
    {"type": "refuse", "reason": "you lost", "args": {}},
    {"type": "refuse", "reason": TOO_FAST.template, "args": {"n": 1}},
    {"type": "refuse", "reason": wrong_version().template, "args": {"n": "1"}},
    {"type": "refused", "refusal": "not allowed now"},
    {"type": "refused", "refusal": {"$msg": "note", "template": "x", "args": {}}},
    {"type": "state", "observation": None, "events": []},
    {"type": "state", "observation": {"$": "events.Passed", "seat": 0}, "events": []},
    {"type": "state", "observation": {"$": "os.system"}, "events": []},
    {"type": "bye", "reason": "x"},
    {"type": "state", "move": 0, "observation": None, "events": [], "legal": [{"$": "os.system"}]},
    {"type": "state", "move": -1, "observation": None, "events": [], "legal": []},
    {"type": "seats", "seats": [{"name": "A", "player": "root", "status": "here", "seconds": 0}] * 2},
    {"type": "seats", "seats": [{"name": "A", "player": "remote", "status": "here", "seconds": 99999}] * 2},
    {"type": "seats", "seats": [{"name": "A", "player": "remote", "status": "here", "seconds": 0}]},
    {"type": "seats", "seats": "all"},
    {"type": "welcome", "seat": 0, "game": "thousand", "rules": {}, "names": ["a", "b"], "hints": 1, "grace": 5},
]


@pytest.mark.parametrize("data", BAD, ids=lambda d: json.dumps(d, ensure_ascii=True)[:40])
def test_a_bad_message_is_refused_in_one_line(data: Any) -> None:
    with pytest.raises(ProtocolError) as info:
        parse(data)
    text = str(info.value)
    assert "\n" not in text and len(text) <= MESSAGE_LIMIT


def test_every_reason_has_an_id_and_reads_back() -> None:
    for template, reason in REASONS.items():
        assert parse(Refuse(reason).to_dict()) == Refuse(reason)
        assert template == reason.template


def test_mutated_messages_raise_nothing_but_protocol_errors() -> None:
    rng = random.Random(29)
    examples = [m.to_dict() for m in _examples()]
    junk: list[Any] = [None, True, -1, 10**30, 1.5, "", "x" * 300, [], {}, [[[]]], {"$": "x"}, "\ud800"]
    for _ in range(3000):
        data = dict(rng.choice(examples))
        key = rng.choice([*data, "seat", "extra"])
        if rng.random() < 0.2:
            data.pop(key, None)
        else:
            data[key] = rng.choice(junk)
        try:
            parse(data)
        except ProtocolError as exc:
            assert "\n" not in str(exc)
