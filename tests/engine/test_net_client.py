"""The client's side of network play: it keeps the table its seat sees, and refuses what a host should never send."""

from __future__ import annotations

import random

import pytest
from kartln.engine.net.client_core import ClientCore
from kartln.engine.net.frames import encode
from kartln.engine.net.host_core import HostCore
from kartln.engine.net.messages import WRONG_CODE, Bye, ProtocolError, Refuse, State
from kartln.engine.quoting import MESSAGE_LIMIT
from kartln.engine.records import Match, Seat
from kartln.engine.registry import GAMES

CODE, PROGRAM = "RED-7", "1.0"


def _match(game_id: str, seed: int, players: int | None = None) -> Match:
    info = GAMES[game_id]
    rules = info.default_rules(players)
    return Match(game_id, rules, seed, tuple(Seat(f"Computer {i}") for i in range(rules.players)))


def _joined(host: HostCore, name: str) -> tuple[int, ClientCore]:
    conn, client = host.connect(), ClientCore(name, CODE, PROGRAM)
    host.receive(conn, client.hello())
    client.receive(host.take_bytes(conn))
    return conn, client


@pytest.mark.parametrize("game_id", list(GAMES))
def test_clients_play_through_the_host_and_each_keeps_its_seats_table(game_id: str) -> None:
    """Every seat remote; each client chooses among the actions the host offered it."""
    match = _match(game_id, 5)
    players = match.rules.players
    host = HostCore(match, CODE, PROGRAM, range(players), rate=1e9, burst=10**9)
    clients = dict(_joined(host, f"P{i}") for i in range(players))
    by_seat = {c.seat: (conn, c) for conn, c in clients.items()}
    assert sorted(by_seat) == list(range(players))
    rng = random.Random(5)
    for _ in range(60):
        if match.state.is_terminal():
            break
        seat = match.state.current_player()
        conn, client = by_seat[seat]
        assert set(client.legal) == set(match.state.legal_actions())
        assert all(not c.legal for s, (_, c) in by_seat.items() if s != seat)
        host.receive(conn, client.act(rng.choice(client.legal)))
        for c_conn, c in clients.items():
            (message,) = c.receive(host.take_bytes(c_conn))
            assert isinstance(message, State) and c.move == len(match.actions)
            assert c.state is not None and c.state.observation == match.state.observation(c.seat)


def test_a_refusal_of_the_connection_is_kept_as_its_reason() -> None:
    host = HostCore(_match("ramsen", 1), CODE, PROGRAM, [0])
    conn, client = host.connect(), ClientCore("Ann", "WRONG", PROGRAM)
    host.receive(conn, client.hello())
    assert client.receive(host.take_bytes(conn)) == [Refuse(WRONG_CODE), Bye()]
    assert client.reason == WRONG_CODE and client.closed and client.seat == -1


def _welcomed_client() -> tuple[HostCore, int, ClientCore]:
    host = HostCore(_match("thousand", 2), CODE, PROGRAM, [0, 1, 2], rate=1e9, burst=10**9)
    conn, client = _joined(host, "Ann")
    return host, conn, client


def test_a_lost_or_repeated_move_is_refused() -> None:
    _host, _conn, client = _welcomed_client()
    state = client.state
    assert state is not None and state.move == 0
    for move in (0, 2):
        with pytest.raises(ProtocolError, match=f"move {move} after move 0"):
            client.receive(encode(State(state.observation, (), move).to_dict(), 10**7))


@pytest.mark.parametrize("message", [
    {"type": "hello", "protocol": 1, "program": "1", "name": "A", "code": "C"},
    {"type": "welcome", "seat": 0, "game": "chess", "rules": {}, "names": ["a", "b"], "hints": True, "grace": 1},
    {"type": "welcome", "seat": 0, "game": "thousand", "rules": {"players": 9}, "names": ["a", "b"], "hints": True,
     "grace": 1},
    {"type": "welcome", "seat": 0, "game": "thousand", "rules": {"trumps": 1}, "names": ["a", "b", "c"],
     "hints": True, "grace": 1},
    {"type": "seats", "seats": [{"name": "A", "player": "remote", "status": "here", "seconds": 0}] * 2},
])
def test_what_a_host_should_never_send_is_refused_in_one_line(message: dict[str, object]) -> None:
    _host, _conn, client = _welcomed_client()
    with pytest.raises(ProtocolError) as info:
        client.receive(encode(message))
    assert "\n" not in str(info.value) and len(str(info.value)) <= MESSAGE_LIMIT


def test_a_state_before_the_welcome_or_of_another_seat_is_refused() -> None:
    host, _conn, client = _welcomed_client()
    other = host.match.state.observation(1)
    with pytest.raises(ProtocolError, match="seat 1"):
        client.receive(encode(State(other).to_dict(), 10**7))
    fresh = ClientCore("Ben", CODE, PROGRAM)
    with pytest.raises(ProtocolError, match="before its welcome"):
        fresh.receive(encode(State(other).to_dict(), 10**7))
