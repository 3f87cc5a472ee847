"""The host's table on the network: a :class:`HostCore`'s connections carried over TCP.

One listening socket per local-network address (see :mod:`addresses`); a connection from an
address outside those networks is closed at once. The server moves bytes only: each chunk that
arrives goes to the core, and :meth:`TableServer.flush` writes what the core has for each
connection, closing those the core has ended. Everything runs on the Qt event loop.
"""

from __future__ import annotations

from kartln.engine.net.host_core import HostCore
from kartln.engine.net.messages import DEFAULT_PORT
from kartln.gui.net.addresses import is_local_peer, listening_addresses
from PySide6.QtCore import QObject
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket
from shiboken6 import isValid


class TableServer(QObject):
    def __init__(self, core: HostCore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.core = core
        self.port = 0
        self._servers: list[QTcpServer] = []
        self._sockets: dict[int, QTcpSocket] = {}

    def listen(self, port: int = DEFAULT_PORT, addresses: list[QHostAddress] | None = None) -> str | None:
        """Listen on ``addresses`` (the local networks' by default) at ``port`` (0: any free port, the
        same on every address). Returns why the table cannot listen, or None."""
        self.close()
        error = ""
        for address in addresses if addresses is not None else listening_addresses():
            server = QTcpServer(self)
            if not server.listen(address, port or self.port):
                error = error or server.errorString()
                server.deleteLater()
                continue
            self.port = server.serverPort()
            server.newConnection.connect(lambda s=server: self._accept(s))
            self._servers.append(server)
        return None if self._servers else (error or "no local network address to listen on")

    def is_listening(self) -> bool:
        return bool(self._servers)

    def _accept(self, server: QTcpServer) -> None:
        while server.hasPendingConnections():
            sock = server.nextPendingConnection()
            if not is_local_peer(sock.peerAddress()):
                sock.abort()
                sock.deleteLater()
                continue
            sock.setParent(self)  # outlives the listening socket, which closes when the match starts
            sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            conn = self.core.connect()
            self._sockets[conn] = sock
            sock.readyRead.connect(lambda c=conn: self._read(c))
            sock.disconnected.connect(lambda c=conn: self._gone(c))

    def _read(self, conn: int) -> None:
        sock = self._sockets.get(conn)
        if sock is None:
            return
        self.core.receive(conn, bytes(sock.readAll().data()))
        self.flush()

    def _gone(self, conn: int) -> None:
        if not isValid(self):  # the table is being taken down with its sockets
            return
        sock = self._sockets.pop(conn, None)
        if sock is not None and isValid(sock):
            sock.deleteLater()
        self.core.disconnect(conn)
        self.flush()

    def flush(self) -> None:
        """Send every connection what the core has for it; end the connections the core has closed."""
        for conn, sock in list(self._sockets.items()):
            data = self.core.take_bytes(conn)
            if data:
                sock.write(data)
            if self.core.is_closed(conn) and sock.state() == QAbstractSocket.SocketState.ConnectedState:
                sock.disconnectFromHost()  # after what is written has gone out

    def connections(self) -> int:
        return len(self._sockets)

    def close(self) -> None:
        """Stop listening; the connections already made stay until :meth:`drop_all`."""
        for server in self._servers:
            server.close()
            server.deleteLater()
        self._servers = []

    def drop_all(self) -> None:
        """Send what is waiting, then end every connection."""
        self.flush()
        for sock in list(self._sockets.values()):
            sock.disconnectFromHost()
