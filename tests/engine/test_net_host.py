"""The host's side of network play: remote seats see only what their seat may see, and garbage changes nothing."""

from __future__ import annotations

import random
from typing import Any

import pytest
from kartln.engine.net.frames import HEADER, MAX_FRAME, MAX_HOST_FRAME, FrameReader, encode
from kartln.engine.net.host_core import HostCore
from kartln.engine.net.messages import (
    HOST_LEFT,
    NAME_TAKEN,
    PROTOCOL_VERSION,
    TABLE_FULL,
    TOO_FAST,
    UNREADABLE,
    WRONG_CODE,
    WRONG_PROGRAM,
    Act,
    Bye,
    Hello,
    ProtocolMessage,
    Refuse,
    Refused,
    Seats,
    SeatStatus,
    State,
    TakeSeat,
    Welcome,
    parse,
    wrong_version,
)
from kartln.engine.records import Match, Seat
from kartln.engine.registry import GAMES

CODE, PROGRAM = "RED-7", "1.0"


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _match(game_id: str = "thousand", seed: int = 3) -> Match:
    info = GAMES[game_id]
    rules = info.default_rules()
    return Match(game_id, rules, seed, tuple(Seat(f"Computer {i}") for i in range(rules.players)))


def _hello(code: str = CODE, protocol: int = PROTOCOL_VERSION, program: str = PROGRAM, name: str = "Ann") -> bytes:
    return encode(Hello(protocol, program, name, code).to_dict())


def _received(host: HostCore, conn: int) -> list[ProtocolMessage]:
    """What the connection gets, read back as a client reads it: frames, then messages."""
    reader = FrameReader(MAX_HOST_FRAME)
    reader.feed(host.take_bytes(conn))
    return [parse(m) for m in reader.messages()]


def test_a_hello_with_the_code_gets_a_seat_the_game_and_its_observation() -> None:
    match = _match()
    host = HostCore(match, CODE, PROGRAM, [1, 2])
    conn = host.connect()
    host.receive(conn, _hello(name="Bea"))
    welcome, state = _received(host, conn)
    assert isinstance(welcome, Welcome) and welcome.seat == 1 and welcome.game == "thousand"
    assert welcome.names == ("Computer 0", "Bea", "Computer 2")
    assert GAMES["thousand"].rules_from_dict(welcome.rules) == match.rules
    assert isinstance(state, State) and state.observation == match.state.observation(1)


@pytest.mark.parametrize(("hello", "reason"), [
    (_hello(code="RED-8"), WRONG_CODE), (_hello(program="0.9"), WRONG_PROGRAM),
    (_hello(protocol=PROTOCOL_VERSION + 1), wrong_version()),
])
def test_a_wrong_hello_is_refused_with_its_reason_and_the_connection_ends(hello: bytes, reason: Any) -> None:
    host = HostCore(_match(), CODE, PROGRAM, [1])
    conn = host.connect()
    host.receive(conn, hello)
    refuse, bye = _received(host, conn)
    assert refuse == Refuse(reason) and bye == Bye()
    assert host.is_closed(conn) and host.seat_of(conn) is None
    host.receive(conn, _hello())  # nothing more is read from it
    assert _received(host, conn) == []


def test_a_full_table_refuses_and_a_free_seat_can_be_taken() -> None:
    host = HostCore(_match(), CODE, PROGRAM, [1, 2])
    first, second, third = host.connect(), host.connect(), host.connect()
    host.receive(first, _hello(name="Ann"))
    host.receive(second, _hello(name="Ben"))
    host.receive(third, _hello(name="Cid"))
    assert _received(host, third)[0] == Refuse(TABLE_FULL)
    host.disconnect(second)
    host.receive(first, encode(TakeSeat(2).to_dict()))
    assert host.seat_of(first) == 2


def test_an_action_for_the_seat_in_turn_is_applied_and_everybody_seated_gets_a_state() -> None:
    match = _match()
    seat = match.state.current_player()
    others = [s for s in range(3) if s != seat]
    host = HostCore(match, CODE, PROGRAM, [seat, others[0]])
    first, second = host.connect(), host.connect()
    host.receive(first, _hello(name="Ann"))
    host.receive(second, _hello(name="Ben"))
    mover, watcher = (first, second) if host.seat_of(first) == seat else (second, first)
    _received(host, mover), _received(host, watcher)
    action = match.state.legal_actions()[0]
    host.receive(watcher, encode(Act(action.text()).to_dict()))  # not the watcher's turn
    assert isinstance(_received(host, watcher)[0], Refused) and match.actions == []
    host.receive(mover, encode(Act(action.text()).to_dict()))
    assert match.actions == [action.text()]
    for conn, s in ((mover, seat), (watcher, others[0])):
        (state,) = _received(host, conn)
        assert isinstance(state, State) and state.observation == match.state.observation(s)
        assert state.move == 1
        # the seat the match now waits for gets the actions it may choose; the others get none
        expected = tuple(match.state.legal_actions()) if match.state.current_player() == s else ()
        assert state.legal == expected


def test_a_flood_ends_the_connection_without_touching_the_match() -> None:
    clock = Clock()
    match = _match()
    host = HostCore(match, CODE, PROGRAM, [0], clock=clock, rate=10, burst=20)
    conn = host.connect()
    host.receive(conn, _hello())
    host.take_output(conn)
    host.receive(conn, encode(TakeSeat(0).to_dict()) * 30)
    out = host.take_output(conn)
    assert out[-2:] == [Refuse(TOO_FAST), Bye()] and host.is_closed(conn) and match.actions == []


def test_a_steady_pace_is_never_cut_off() -> None:
    clock = Clock()
    host = HostCore(_match(), CODE, PROGRAM, [0], clock=clock, rate=10, burst=20)
    conn = host.connect()
    for _ in range(200):
        clock.now += 0.11
        host.receive(conn, encode(TakeSeat(0).to_dict()) if host.seat_of(conn) is not None else _hello())
    assert not host.is_closed(conn)


def test_actions_the_match_accepts_never_count_as_a_flood() -> None:
    clock = Clock()  # never moves on: a seat of a two-player table deciding as fast as the host asks
    match = _match()
    host = HostCore(match, CODE, PROGRAM, [0, 1, 2], clock=clock, rate=10, burst=20)
    conns = [host.connect() for _ in range(3)]
    for i, conn in enumerate(conns):
        host.receive(conn, _hello(name=f"P{i}"))
    rng = random.Random(4)
    for _ in range(200):
        seat = match.state.current_player()
        action = GAMES["thousand"].random_action(match.state.legal_actions(), rng)
        host.receive(conns[seat], encode(Act(action.text()).to_dict()))
    assert len(match.actions) == 200 and not any(host.is_closed(c) for c in conns)


def test_a_huge_length_ends_the_connection_before_the_frame_arrives() -> None:
    host = HostCore(_match(), CODE, PROGRAM, [0])
    conn = host.connect()
    host.receive(conn, _hello() + (MAX_FRAME + 1).to_bytes(HEADER, "big"))
    assert host.take_output(conn)[-2:] == [Refuse(UNREADABLE), Bye()] and host.is_closed(conn)


def test_a_player_who_comes_back_with_his_name_gets_his_own_seat_again() -> None:
    host = HostCore(_match(), CODE, PROGRAM, [0, 1, 2])
    changes: list[dict[int, int]] = []
    host.seats_changed = lambda: changes.append(host.seated())
    ann, ben = host.connect(), host.connect()
    host.receive(ann, _hello(name="Ann"))
    host.receive(ben, _hello(name="Ben"))
    assert (host.seat_of(ann), host.seat_of(ben)) == (0, 1)
    host.disconnect(ann)
    cid = host.connect()
    host.receive(cid, _hello(name="Cid"))  # a newcomer gets a seat nobody held, not Ann's
    assert host.seat_of(cid) == 2 and host.names()[:3] == ("Ann", "Ben", "Cid")
    back = host.connect()
    host.receive(back, _hello(name="ann"))
    assert host.seat_of(back) == 0
    assert [sorted(c) for c in changes] == [[0], [0, 1], [1], [1, 2], [0, 1, 2]]


def test_a_move_made_when_the_table_hears_of_a_new_player_reaches_him_after_his_welcome() -> None:
    # a table that starts the match once everybody is seated, and an action one player sent before it started
    match = _match()
    host = HostCore(match, CODE, PROGRAM, [0, 1, 2])
    action = match.state.legal_actions()[0]

    def start_when_full() -> None:
        if len(host.seated()) == 3 and not match.actions:
            host.moved(match.apply(action))

    host.seats_changed = start_when_full
    conns = [host.connect() for _ in range(3)]
    for i, conn in enumerate(conns):
        host.receive(conn, _hello(name=f"P{i}"))
    last = _received(host, conns[2])
    assert [type(m) for m in last] == [Welcome, State, State] and match.actions == [action.text()]
    assert [m.move for m in last if isinstance(m, State)] == [0, 1]


def test_a_name_already_at_the_table_is_refused() -> None:
    host = HostCore(_match(), CODE, PROGRAM, [0, 1])
    ann, other = host.connect(), host.connect()
    host.receive(ann, _hello(name="Ann"))
    host.receive(other, _hello(name="ANN"))
    assert _received(host, other) == [Refuse(NAME_TAKEN), Bye()] and host.seat_of(ann) == 0


def test_a_table_that_runs_the_match_itself_gets_each_accepted_action() -> None:
    match = _match()
    seat = match.state.current_player()
    offered: list[tuple[int, str]] = []

    def submit(s: int, action: Any) -> Any:
        offered.append((s, action.text()))
        return None

    host = HostCore(match, CODE, PROGRAM, [seat], submit=submit)
    conn = host.connect()
    host.receive(conn, _hello())
    host.take_output(conn)
    host.receive(conn, encode(Act("no such action").to_dict()))
    assert isinstance(_received(host, conn)[0], Refused) and offered == []
    action = match.state.legal_actions()[0]
    host.receive(conn, encode(Act(action.text()).to_dict()))
    assert offered == [(seat, action.text())] and match.actions == [] and _received(host, conn) == []


def test_seats_news_new_matches_and_the_hosts_goodbye_reach_everybody_seated() -> None:
    host = HostCore(_match(), CODE, PROGRAM, [1, 2], hints=False, grace=12)
    ann, ben = host.connect(), host.connect()
    host.receive(ann, _hello(name="Ann"))
    welcome = _received(host, ann)[0]
    assert isinstance(welcome, Welcome) and (welcome.hints, welcome.grace) == (False, 12)
    table = (SeatStatus("Tess", "host"), SeatStatus("Ann", "remote"), SeatStatus("Ben", "remote", "away", 9))
    host.announce(table)
    assert _received(host, ann) == [Seats(table)]
    host.receive(ben, _hello(name="Ben"))  # a late comer hears who sits where with his welcome
    assert [type(m) for m in _received(host, ben)] == [Welcome, Seats, State]
    host.new_match(_match(seed=4))
    for conn in (ann, ben):
        assert [type(m) for m in _received(host, conn)] == [Welcome, Seats, State]
    host.close_table()
    assert _received(host, ann) == [Refuse(HOST_LEFT), Bye()] and host.is_closed(ben)


# ---- no leaks: every message to a remote seat holds only what that seat may see ----------------------------

STEPS = 100  # actions per game: auctions, exchanges and the first deals (whole matches: pytest -m slow)
# Random players play a Thousand match of some 56,000 actions; the slow run stops it after these.
THOUSAND_STEPS = 600


@pytest.mark.parametrize("game_id", list(GAMES))
def test_remote_seats_get_their_own_observation_and_only_the_events_they_may_see(game_id: str) -> None:
    _play_remotely(game_id, 11, STEPS)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", list(GAMES))
def test_whole_matches_of_remote_seats_leak_nothing(game_id: str) -> None:
    ended = _play_remotely(game_id, 12, THOUSAND_STEPS if game_id == "thousand" else 10**6)
    assert ended or game_id == "thousand"


def _play_remotely(game_id: str, seed: int, steps: int) -> bool:
    """Every seat remote, each playing random legal actions through the host; every message each
    seat gets is checked against its own observation. True when the match ended."""
    match = _match(game_id, seed=seed)
    players = match.rules.players
    host = HostCore(match, CODE, PROGRAM, range(players), rate=1e9, burst=10**9)
    conns = [host.connect() for _ in range(players)]
    for i, conn in enumerate(conns):
        host.receive(conn, _hello(name=f"Player {i}"))
    seat_conn = {host.seat_of(c): c for c in conns}
    assert sorted(seat_conn) == list(range(players))  # type: ignore[type-var]
    for c in conns:
        _received(host, c)
    info, rng = GAMES[game_id], random.Random(seed)
    for _ in range(steps):
        if match.state.is_terminal():
            break
        seat = match.state.current_player()
        action = info.random_action(match.state.legal_actions(), rng)
        expected = match.state.clone().apply(action)
        host.receive(seat_conn[seat], encode(Act(action.text()).to_dict()))
        for s, conn in seat_conn.items():
            assert s is not None
            (state,) = _received(host, conn)
            assert isinstance(state, State)
            assert state.observation == match.state.observation(s) and state.observation.seat == s
            assert state.move == len(match.actions)
            assert state.events == tuple(v for v in (e.view_for(s) for e in expected) if v is not None)
            for event in state.events:  # an event a seat may not see reaches it only in its redacted form
                audience = event.audience()
                assert audience is None or s in audience or event == _redacted_of(expected, event)
    assert len(match.actions) > 0
    return match.state.is_terminal()


def _redacted_of(events: list[Any], shown: Any) -> Any:
    return next(e.redacted() for e in events if e.redacted() == shown)


# ---- hostile input: 10,000 messages that change nothing --------------------------------------------------

def _hostile(rng: random.Random, match: Match, other_seat: int) -> bytes:
    pick = rng.randrange(12)
    legal = [a.text() for a in match.state.legal_actions()]
    if pick == 0:
        return rng.randbytes(rng.randrange(1, 40))
    if pick == 1:
        return encode(Act(rng.choice(legal)).to_dict())[: rng.randrange(1, 8)]  # half a frame
    if pick == 2:
        return rng.randrange(MAX_FRAME + 1, 2**32).to_bytes(HEADER, "big")
    if pick == 3:
        depth = rng.randrange(33, 3000)
        body = b"[" * depth + b"]" * depth
        return len(body).to_bytes(HEADER, "big") + body
    if pick == 4:
        return encode({"type": "action", "text": rng.choice(legal), "seat": other_seat})
    if pick == 5:
        return encode({"type": rng.choice(["hello", "action", "state", "welcome", "refused", "take_seat", "x"]),
                       "text": rng.choice([1, None, [], {}, "x" * 500])})
    if pick == 6:
        return _hello(protocol=rng.randrange(-5, 100))
    if pick == 7:
        return encode(Act(rng.choice(["play Z9", "bid 99999", "", "pass pass", "\x00", "exchange", "x" * 200])
                          [:200] or "?").to_dict())
    if pick == 8:
        return encode({"type": "action", "text": "x", "n": 10**39})
    if pick == 9:
        body = b'{"type": "action", "text": "\xed\xa0\x80"}'
        return len(body).to_bytes(HEADER, "big") + body
    if pick == 10:
        return encode(TakeSeat(rng.randrange(8)).to_dict())
    return encode(Act(rng.choice(legal)).to_dict())  # a legal action, but not this seat's turn


def test_ten_thousand_hostile_messages_change_nothing_and_raise_nothing() -> None:
    match = _match("thousand", seed=5)
    mover = match.state.current_player()
    intruder_seat = (mover + 1) % 3
    clock = Clock()
    host = HostCore(match, CODE, PROGRAM, [intruder_seat], clock=clock)
    rng = random.Random(29)
    before = match.state.clone()
    conn = host.connect()
    host.receive(conn, _hello())
    for _ in range(10_000):
        clock.now += 0.1
        if host.is_closed(conn):  # dropped for its garbage: it comes back and tries again
            host.disconnect(conn)
            conn = host.connect()
            if rng.random() < 0.7:
                host.receive(conn, _hello())
        host.receive(conn, _hostile(rng, match, mover))
        for message in host.take_output(conn):
            assert isinstance(message, Welcome | State | Seats | Refuse | Refused | Bye)
            if isinstance(message, State):  # nothing of another seat's hand reaches it
                assert message.observation == match.state.observation(intruder_seat)
    assert match.actions == [] and match.state == before


def test_the_state_of_a_very_long_match_still_reaches_its_seat() -> None:
    # The observation carries the whole score sheet: a Thousand match of random players runs to
    # some 1,800 deals, and its state is larger than anything a client may send.
    match = _match("thousand", seed=11)
    info, rng = GAMES["thousand"], random.Random(11)
    while not match.state.is_terminal():
        match.state.apply(info.random_action(match.state.legal_actions(), rng))
    host = HostCore(match, CODE, PROGRAM, [0])
    conn = host.connect()
    host.receive(conn, _hello())
    data = host.take_bytes(conn)
    assert len(data) > MAX_FRAME
    reader = FrameReader(MAX_HOST_FRAME)
    reader.feed(data)
    _welcome, state = (parse(m) for m in reader.messages())
    assert isinstance(state, State) and state.observation == match.state.observation(0)
