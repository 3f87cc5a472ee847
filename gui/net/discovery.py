"""Finding tables on the local network: a client asks by UDP broadcast, each open table answers.

No server anywhere: :class:`TableFinder` sends a small query to every local network's broadcast
address (and loopback); a host's :class:`TableBeacon` answers who asks from a local network with
its game, its host's name, its free seats and its TCP port. Both sides read the other's datagram
with the strict JSON reader and check every field; anything else is dropped unanswered.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kartln.engine.net.messages import DISCOVERY_PORT, MAX_NAME, MAX_PROGRAM, PROTOCOL_VERSION
from kartln.engine.strict_json import JsonError, read_json
from kartln.gui.net.addresses import broadcast_addresses, is_local_peer, plain_ipv4
from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket

MAX_DATAGRAM = 1024
QUERY = {"kartln": "find", "protocol": PROTOCOL_VERSION}


@dataclass(frozen=True)
class TableAd:
    """An open table as its host describes it."""

    address: str
    port: int
    game: str
    host: str  # the host player's name
    free: int  # free remote seats
    program: str

    def to_dict(self) -> dict[str, Any]:
        return {"kartln": "table", "protocol": PROTOCOL_VERSION, "port": self.port, "game": self.game,
                "host": self.host, "free": self.free, "program": self.program}


def _read(data: bytes) -> Any:
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        return read_json(data)
    except JsonError:
        return None


def read_ad(data: bytes, address: str) -> TableAd | None:
    """A table's answer, or None for anything that is not one."""
    d = _read(data)
    keys = {"kartln", "protocol", "port", "game", "host", "free", "program"}
    if not isinstance(d, dict) or set(d) != keys or d["kartln"] != "table" or d["protocol"] != PROTOCOL_VERSION:
        return None
    port, free = d["port"], d["free"]
    texts = (d["game"], d["host"], d["program"])
    if (not all(isinstance(v, int) and not isinstance(v, bool) for v in (port, free)) or not 1 <= port <= 65535
            or not 0 <= free <= 8 or not all(isinstance(t, str) and t.isprintable() for t in texts)
            or len(d["game"]) > MAX_NAME or len(d["host"]) > MAX_NAME or len(d["program"]) > MAX_PROGRAM):
        return None
    return TableAd(address, port, d["game"], d["host"], free, d["program"])


def _bound(port: int) -> QUdpSocket:
    sock = QUdpSocket()
    sock.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), port,
              QAbstractSocket.BindFlag.ShareAddress | QAbstractSocket.BindFlag.ReuseAddressHint)
    return sock


class TableBeacon(QObject):
    """Answers a search on the local network while the host's table is open."""

    def __init__(self, describe: Callable[[], TableAd], port: int = DISCOVERY_PORT,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._describe = describe
        self.socket = _bound(port)
        self.socket.setParent(self)
        self.socket.readyRead.connect(self._answer)

    def is_bound(self) -> bool:
        return self.socket.state() == QAbstractSocket.SocketState.BoundState

    def _answer(self) -> None:
        while self.socket.hasPendingDatagrams():
            datagram = self.socket.receiveDatagram(MAX_DATAGRAM + 1)
            sender = datagram.senderAddress()
            if _read(bytes(datagram.data().data())) != QUERY or not is_local_peer(sender):
                continue
            answer = json.dumps(self._describe().to_dict(), ensure_ascii=False).encode()
            self.socket.writeDatagram(answer, sender, datagram.senderPort())

    def close(self) -> None:
        self.socket.close()


class TableFinder(QObject):
    """Searches the local network for open tables; each answer arrives as :attr:`found`."""

    found = Signal(object)  # TableAd

    def __init__(self, port: int = DISCOVERY_PORT, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.port = port
        self.socket = _bound(0)
        self.socket.setParent(self)
        self.socket.readyRead.connect(self._collect)
        self._seen: set[TableAd] = set()

    def search(self) -> None:
        self._seen.clear()
        query = json.dumps(QUERY).encode()
        for address in broadcast_addresses():
            self.socket.writeDatagram(query, address, self.port)

    def _collect(self) -> None:
        while self.socket.hasPendingDatagrams():
            datagram = self.socket.receiveDatagram(MAX_DATAGRAM + 1)
            address = plain_ipv4(datagram.senderAddress()).toString()
            ad = read_ad(bytes(datagram.data().data()), address)
            if ad is not None and ad not in self._seen:
                self._seen.add(ad)
                self.found.emit(ad)
