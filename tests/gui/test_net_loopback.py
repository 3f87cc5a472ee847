"""Remote players play whole matches through a host over loopback: every game, two to four remote seats."""

from __future__ import annotations

from typing import Any

import pytest
from kartln.engine.net.messages import HOST_LEFT
from kartln.engine.registry import GAMES

from tests.gui.net_helpers import join, network_match, open_table

STEPS = 60  # actions per game in the quick run: the first deal or two (whole matches: pytest -m slow)

TABLES = [(game_id, None, GAMES[game_id].default_rules().players) for game_id in GAMES]
TABLES += [("thousand", 3, 2), ("thousand", 4, 4), ("thousand", 2, 2)]


def _play(qtbot: Any, game_id: str, players: int | None, remote: int, steps: int | None, seed: int = 3) -> None:
    match = network_match(game_id, remote, players, seed)
    host = open_table(match)
    clients = [join(host, f"Player {i}", seed=seed + i) for i in range(remote)]
    qtbot.waitUntil(lambda: host._started, timeout=10_000)
    assert sorted(host.host.core.seated()) == list(range(remote))
    assert [s.name for s in match.seats[:remote]] == [f"Player {i}" for i in range(remote)]
    limit = steps or 10**9
    qtbot.waitUntil(lambda: match.state.is_terminal() or len(match.actions) >= limit, timeout=600_000)
    host.host.controller.stop()
    # every client has caught up with the host, its table that of its own seat
    qtbot.waitUntil(lambda: all(c.client.core.move == len(match.actions) for c in clients), timeout=10_000)
    for c in clients:
        core = c.client.core
        assert core.state is not None and core.state.observation == match.state.observation(core.seat)
    assert all(c.actions_sent > 0 for c in clients)
    host.host.close()
    qtbot.waitUntil(lambda: all(c.reason is not None for c in clients), timeout=10_000)
    assert all(c.reason == HOST_LEFT for c in clients)


@pytest.mark.parametrize(("game_id", "players", "remote"), TABLES)
def test_remote_players_play_through_the_host(qtbot: Any, game_id: str, players: int | None, remote: int) -> None:
    _play(qtbot, game_id, players, remote, STEPS)


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players", "remote"), TABLES)
def test_remote_players_play_whole_matches_through_the_host(qtbot: Any, slow_count: Any, game_id: str,
                                                            players: int | None, remote: int) -> None:
    # Random players' Thousand runs to thousands of deals: its first 3,000 actions (scaled by --slow-share)
    _play(qtbot, game_id, players, remote, None if game_id != "thousand" else slow_count(3000))
