"""A host's table in the test's own process: the host's core over a match whose other seats a
computer plays at random, and a connection to it that carries the bytes on the next turn of the
event loop, like the network would (the window joins through it as through the network's)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from kartln.engine.messages import Refusal
from kartln.engine.net.client_core import ClientCore
from kartln.engine.net.frames import MAX_HOST_FRAME, encode
from kartln.engine.net.host_core import HostCore
from kartln.engine.net.messages import HOST_LEFT, PROGRAM, Bye, Refused, Seats, State, Welcome
from kartln.engine.records import Match, Seat
from kartln.engine.registry import game
from kartln.engine.state import Action
from PySide6.QtCore import QObject, QTimer, Signal


@dataclass(frozen=True)
class Ad:
    address: str
    port: int
    game: str
    host: str
    free: int
    program: str = PROGRAM


class LoopbackHost:
    def __init__(self, game_id: str, seed: int, *, players: int | None = None, remote: tuple[int, ...] = (1,),
                 code: str = "K7M-42Q", hints: bool = True) -> None:
        info = game(game_id)
        rules = info.default_rules(players)
        names = ("Hilda", "Otto", "Vera", "Karl", "Lena")
        self.match = Match(game_id, rules, seed, tuple(Seat(names[i]) for i in range(rules.players)))
        self.remote = remote
        self.core = HostCore(self.match, code, PROGRAM, remote, rate=1e9, burst=10**9, hints=hints,
                             submit=self._submit)
        self.refuse_next: Refusal | None = None  # the host's engine refuses the next move sent (once)
        self.rng = random.Random(seed)
        self.links: dict[int, LoopbackLink] = {}
        self.received: list[bytes] = []
        self.address, self.port = "192.168.1.20", 47310

    def ad(self) -> Ad:
        return Ad(self.address, self.port, self.match.info.id, self.match.seats[0].name,
                  len(self.remote) - len(self.core.seated()))

    def make_link(self, name: str, code: str) -> LoopbackLink:
        return LoopbackLink(self, name, code)

    def receive(self, conn: int, data: bytes) -> None:
        self.received.append(data)
        self.core.receive(conn, data)
        self.play_computers()
        self.flush()

    def _submit(self, seat: int, action: Action) -> Refusal | None:
        refusal, self.refuse_next = self.refuse_next, None
        if refusal is None:
            self.core.moved(self.match.apply(action))
        return refusal

    def play_computers(self) -> None:
        """The seats no client holds play at once, each a random legal move."""
        state = self.match.state
        while self.core.seated() and not state.is_terminal() and state.current_player() not in self.core.seated():
            action = self.match.info.random_action(list(state.legal_actions()), self.rng)
            self.core.moved(self.match.apply(action))

    def flush(self) -> None:
        """Each message on its own turn of the event loop, as the network may split them (a welcome
        read before the state that follows it)."""
        for conn, link in self.links.items():
            for message in self.core.take_output(conn):
                data = encode(message.to_dict(), MAX_HOST_FRAME)
                QTimer.singleShot(0, link, lambda link=link, data=data: link.deliver(data))

    def rematch(self, seed: int) -> None:
        """A new match at the same table: everybody seated is welcomed to it."""
        old = self.match
        self.match = Match(old.info.id, old.rules, seed, old.seats)
        self.core.new_match(self.match)
        self.play_computers()
        self.flush()

    def close(self) -> None:
        self.core.close_table()
        self.flush()


class LoopbackLink(QObject):
    """The client's connection: TableClient's signals and calls."""

    welcomed = Signal(object)
    state_arrived = Signal(object)
    seats_changed = Signal(object)
    refused = Signal(object)
    ended = Signal(object)

    def __init__(self, host: LoopbackHost, name: str, code: str) -> None:
        super().__init__()
        self.host = host
        self.core = ClientCore(name, code, PROGRAM)
        self.conn = -1
        self.left = False
        self.sent: list[str] = []

    def connect_to(self, address: str, port: int = 47310) -> None:
        self.address = (address, port)
        self.conn = self.host.core.connect()
        self.host.links[self.conn] = self
        self._send(self.core.hello())

    def _send(self, data: bytes) -> None:
        QTimer.singleShot(0, self, lambda: self.host.receive(self.conn, data))

    def act(self, action: Action) -> None:
        self.sent.append(action.text())
        self._send(self.core.act(action))

    def leave(self) -> None:
        self.left = True
        self.host.receive(self.conn, self.core.bye())

    def deliver(self, data: bytes) -> None:
        if self.left:
            return
        for message in self.core.receive(data):
            if isinstance(message, Welcome):
                self.welcomed.emit(message)
            elif isinstance(message, State):
                self.state_arrived.emit(message)
            elif isinstance(message, Seats):
                self.seats_changed.emit(message.seats)
            elif isinstance(message, Refused):
                self.refused.emit(message.refusal)
            elif isinstance(message, Bye):
                self.left = True
                self.ended.emit(self.core.reason or HOST_LEFT)


class LoopbackFinder(QObject):
    found = Signal(object)

    def __init__(self, hosts: list[LoopbackHost], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hosts = hosts
        self.searches = 0

    def search(self) -> None:
        self.searches += 1
        for host in self.hosts:
            QTimer.singleShot(0, self, lambda host=host: self.found.emit(host.ad()))
