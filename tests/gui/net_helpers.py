"""Tables and players over loopback for the network tests: a headless host, headless remote players."""

from __future__ import annotations

from typing import Any

from kartln.engine.records import Match, Seat
from kartln.engine.registry import GAMES
from kartln.gui.net.headless import HeadlessHost, HeadlessPlayer
from PySide6.QtNetwork import QHostAddress

LOOPBACK = "127.0.0.1"


def network_match(game_id: str, remote: int, players: int | None = None, seed: int = 7) -> Match:
    """A match whose first ``remote`` seats are played from other computers, the rest by computers."""
    info = GAMES[game_id]
    rules = info.default_rules(players)
    seats = tuple(Seat(f"Remote player {i + 1}", "remote", "policy") if i < remote else Seat(f"Computer {i}", "ai",
                                                                                                "policy")
                  for i in range(rules.players))
    return Match(game_id, rules, seed, seats)


def open_table(match: Match, *, grace: int = 0, matches: int = 1, **kw: Any) -> HeadlessHost:
    host = HeadlessHost(match, level="policy", grace=grace, port=0, discovery_port=None, matches=matches, **kw)
    assert host.host.listen([QHostAddress(QHostAddress.SpecialAddress.LocalHost)]) is None
    return host


def join(host: HeadlessHost, name: str, seed: int = 1, **kw: Any) -> HeadlessPlayer:
    player = HeadlessPlayer(name, host.host.code, seed=seed, **kw)
    player.connect_to(LOOPBACK, host.host.server.port)
    return player
