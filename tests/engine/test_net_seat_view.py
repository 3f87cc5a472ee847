"""A seat's view of a match kept by a client: what its file holds reads back equal and holds no hidden card."""

from __future__ import annotations

import random

import pytest
from kartln.engine.events import HandDealt
from kartln.engine.net.client_core import ClientCore
from kartln.engine.net.host_core import HostCore
from kartln.engine.net.messages import State
from kartln.engine.net.seat_view import SeatView, SeatViewError, read_seat_view, seat_view_text, seen_events
from kartln.engine.records import Match, Seat
from kartln.engine.registry import GAMES

CODE, PROGRAM = "RED-7", "1.0"


@pytest.mark.parametrize("game_id", ["thousand", "ramsen"])
def test_a_seat_view_holds_what_the_host_let_the_seat_see_and_no_other_card(game_id: str) -> None:
    info = GAMES[game_id]
    rules = info.default_rules(None)
    match = Match(game_id, rules, 11, tuple(Seat(f"P{i}") for i in range(rules.players)))
    host = HostCore(match, CODE, PROGRAM, [1], rate=1e9, burst=10**9)
    conn, client = host.connect(), ClientCore("Ann", CODE, PROGRAM)
    host.receive(conn, client.hello())
    states = [m for m in client.receive(host.take_bytes(conn)) if isinstance(m, State)]
    rng = random.Random(3)
    unredacted = []
    for _ in range(120):
        if match.state.is_terminal():
            break
        if match.state.current_player() == 1:
            host.receive(conn, client.act(rng.choice(client.legal)))
        else:
            events = match.apply(rng.choice(list(match.state.legal_actions())))
            unredacted.extend(events)
            host.moved(events)
        states += [m for m in client.receive(host.take_bytes(conn)) if isinstance(m, State)]
    assert client.welcome is not None and client.state is not None
    view = SeatView(client.welcome.game, client.welcome.rules, client.seat, client.welcome.names,
                    seen_events(states[0].observation, [s.events for s in states[1:]]), client.state.observation)
    back = read_seat_view(seat_view_text(view))
    assert back == view
    assert back.observation == match.state.observation(1)  # the host's own view of that seat
    hands = [e for e in back.events if isinstance(e, HandDealt)]
    assert hands and all((e.cards is not None) == (e.seat == 1) for e in hands)
    hidden = [e for e in unredacted if isinstance(e, HandDealt) and e.seat != 1]
    assert hidden and not any(e in back.events for e in hidden)


def test_a_file_that_is_no_seat_view_is_refused_in_one_line() -> None:
    with pytest.raises(SeatViewError, match="format"):
        read_seat_view('{"format": "kartln-record"}')
    with pytest.raises(SeatViewError, match="seat"):
        read_seat_view('{"format": "kartln-seat-view", "version": 1, "game": "ramsen", "rules": {}, "seat": 5,'
                       ' "names": ["A", "B"], "events": [], "observation": null}')
