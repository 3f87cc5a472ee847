"""A client's connection to a host's table: a :class:`ClientCore` carried over TCP on the Qt event loop.

The client says hello once connected, hands each chunk from the host to its core and emits what
arrived. However the connection ends (the host's goodbye, a refusal, a lost connection, a host
that sent garbage) :attr:`TableClient.ended` is emitted once, with the reason.
"""

from __future__ import annotations

from kartln.engine.net.client_core import ClientCore
from kartln.engine.net.messages import (
    DEFAULT_PORT,
    GARBLED,
    LOST,
    NO_ANSWER,
    PROGRAM,
    ProtocolError,
    Reason,
    Refuse,
    Refused,
    Seats,
    State,
    Welcome,
)
from kartln.engine.state import Action
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket
from shiboken6 import isValid

CONNECT_SECONDS = 8.0  # a table that has not answered by then is not there


class TableClient(QObject):
    welcomed = Signal(object)  # Welcome
    state_arrived = Signal(object)  # State, already taken into core
    seats_changed = Signal(object)  # tuple[SeatStatus, ...]
    refused = Signal(object)  # Refusal of the action sent
    ended = Signal(object)  # Reason

    def __init__(self, name: str, code: str, program: str = PROGRAM, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.core = ClientCore(name, code, program)
        self.socket = QTcpSocket(self)
        self.socket.connected.connect(self._connected)
        self.socket.readyRead.connect(self._read)
        self.socket.disconnected.connect(lambda: self._end(self._why()))
        self.socket.errorOccurred.connect(self._error)
        self._done = False
        self._welcomed = False
        self.detail = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self._end(NO_ANSWER))

    def connect_to(self, address: str, port: int = DEFAULT_PORT) -> None:
        self._timer.start(round(CONNECT_SECONDS * 1000))
        self.socket.connectToHost(address, port)

    def is_open(self) -> bool:
        return not self._done

    def act(self, action: Action) -> None:
        self._send(self.core.act(action))

    def take_seat(self, seat: int) -> None:
        self._send(self.core.take_seat(seat))

    def leave(self) -> None:
        """Say goodbye and close; nothing is emitted afterwards."""
        if self._done:
            return
        self._done = True
        self._timer.stop()
        if self.socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self.socket.write(self.core.bye())
            self.socket.disconnectFromHost()
        else:
            self.socket.abort()

    def _send(self, data: bytes) -> None:
        if not self._done and self.socket.state() == QAbstractSocket.SocketState.ConnectedState:
            self.socket.write(data)

    def _connected(self) -> None:
        self.socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self._send(self.core.hello())

    def _read(self) -> None:
        if self._done:
            return
        try:
            messages = self.core.receive(bytes(self.socket.readAll().data()))
        except ProtocolError as exc:
            self.detail = str(exc)  # what exactly, for the command line and bug reports
            self._end(GARBLED)
            return
        for message in messages:
            if self._done:
                return
            if isinstance(message, Welcome):
                self._welcomed = True
                self._timer.stop()
                self.welcomed.emit(message)
            elif isinstance(message, State):
                self.state_arrived.emit(message)
            elif isinstance(message, Seats):
                self.seats_changed.emit(message.seats)
            elif isinstance(message, Refused):
                self.refused.emit(message.refusal)
            elif isinstance(message, Refuse) and not self.core.closed:
                continue  # a message the host could not take; the connection goes on
        if self.core.closed:
            self._end(self._why())

    def _why(self) -> Reason:
        """The host's reason when it said goodbye with one, else a lost connection (or none made)."""
        if self.core.closed and self.core.reason is not None:
            return self.core.reason
        return LOST if self._welcomed else NO_ANSWER

    def _error(self, error: QAbstractSocket.SocketError) -> None:
        if error == QAbstractSocket.SocketError.RemoteHostClosedError:
            return  # `disconnected` follows
        self._end(self._why())

    def _end(self, reason: Reason) -> None:
        if self._done:
            return
        self._done = True
        if not (isValid(self) and isValid(self.socket)):  # the client is being destroyed
            return
        self._timer.stop()
        self.socket.abort()
        self.ended.emit(reason)
