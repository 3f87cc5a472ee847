"""The host's table made from what the host chose in the new-game dialog: the usual drivers for
the seats of this computer, a computer player of the table's level standing in for each remote
seat's player while he is away, the table's grace and hints, the usual autosave."""

from __future__ import annotations

from collections.abc import Callable

from kartln.engine.net.messages import DEFAULT_PORT, DISCOVERY_PORT
from kartln.engine.records import Match
from kartln.gui.net.host_table import NetworkHost
from kartln.gui.new_game_dialog import TableSettings
from kartln.gui.session import drivers_for
from kartln.gui.settings import Settings
from PySide6.QtCore import QObject
from PySide6.QtNetwork import QHostAddress

# Where the table listens; tests open it on loopback at a free port, with nobody to find it.
PORT: int = DEFAULT_PORT
FINDER_PORT: int | None = DISCOVERY_PORT
LISTEN_ON: list[QHostAddress] | None = None  # None: this computer's local-network interfaces


def hosted_table(match: Match, settings: Settings, table: TableSettings,
                 autosave: Callable[[Match], None] | None, parent: QObject | None = None) -> NetworkHost:
    """The table, not yet open: :func:`open_table` opens it."""
    drivers = drivers_for(match, settings)  # a remote seat's entry: a computer player at the stand-in level
    host_name = next((s.name for s in match.seats if s.kind == "human"), settings.player_name)
    return NetworkHost(match, drivers, stand_ins=lambda seat: drivers[seat], grace=table.grace, hints=table.hints,
                       host_name=host_name, port=PORT, discovery_port=FINDER_PORT, autosave=autosave, parent=parent)


def open_table(host: NetworkHost) -> str | None:
    """Open the table on the network; why it cannot be, or None."""
    return host.listen(LISTEN_ON)


def next_match(host: NetworkHost, match: Match, settings: Settings) -> None:
    """A rematch at the same table: the players stay seated and are welcomed to it."""
    host.new_match(match, drivers_for(match, settings))
