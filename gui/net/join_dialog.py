"""Joining a table at another computer: the tables found on the local network or an address typed
in, the table's code and the player's name. The dialog says it is connecting, shows a refusal in
words (a wrong code, a full table) with everything typed kept, and closes once the host has
welcomed the player and sent his seat's table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from kartln.engine.net.messages import DEFAULT_PORT, PROGRAM, Reason, State, Welcome
from kartln.gui.fitted_dialog import FittedDialog
from kartln.gui.message_text import player_words
from kartln.gui.net.client import TableClient
from kartln.gui.net.discovery import TableAd, TableFinder
from kartln.gui.net.host_table import same_code
from kartln.gui.net.remote_controller import TableLink
from kartln.gui.numbers import counted
from kartln.gui.settings import Settings
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import QCoreApplication, QObject, Qt, SignalInstance
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


def tr(text: str) -> str:
    return QCoreApplication.translate("JoinDialog", text)


class JoiningLink(TableLink, Protocol):
    def connect_to(self, address: str, port: int = ...) -> None: ...


class Finder(Protocol):
    """Finds the tables on the local network (kartln.gui.net.discovery.TableFinder)."""

    @property
    def found(self) -> SignalInstance: ...

    def search(self) -> None: ...


#: Makes the connection for a player's name and table code.
LinkMaker = Callable[[str, str], JoiningLink]
FinderMaker = Callable[[QObject], Finder]


def network_link(name: str, code: str) -> JoiningLink:
    return TableClient(name, code)


def network_finder(parent: QObject) -> Finder:
    return TableFinder(parent=parent)


def split_address(text: str, port: int) -> tuple[str, int] | None:
    """``host`` or ``host:port`` as typed (spaces around ignored); None when it is neither."""
    text = text.strip()
    host, sep, tail = text.rpartition(":") if text.count(":") == 1 else ("", "", "")
    if sep:
        if not tail.isdigit() or not 0 < int(tail) < 65536 or not host:
            return None
        return host, int(tail)
    return (text, port) if text and " " not in text else None


def ad_text(ad: TableAd) -> str:
    """A table found on the network, in a line: the game, whose table, how many seats are free."""
    game = QCoreApplication.translate("games", _game_title(ad.game))
    free = counted("JoinDialog", "%n free seat(s)", ad.free) if ad.free else tr("no free seat")
    line = tr("{game} at {host}'s table, {free} — {address}").format(game=game, host=ad.host, free=free,
                                                                       address=f"{ad.address}:{ad.port}")
    if ad.program != PROGRAM:  # the host would refuse it: said before the player types the code
        line += " " + tr("(another version of Kartln: {version})").format(version=ad.program)
    return line


def _game_title(game_id: str) -> str:
    from kartln.engine.registry import GAMES

    info = GAMES.get(game_id)
    return info.title if info is not None else game_id


class JoinDialog(FittedDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None, make_link: LinkMaker | None = None,
                 make_finder: FinderMaker | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Join a table"))
        self.make_link = make_link or network_link
        self.link: JoiningLink | None = None  # the connection, once the host has welcomed the player
        self._trying: JoiningLink | None = None
        box = QVBoxLayout(self)
        box.addWidget(QLabel(tr("Tables on this network:")))
        self.tables = QListWidget()
        self.tables.setMinimumHeight(90)
        self.tables.currentItemChanged.connect(self._table_chosen)
        box.addWidget(self.tables, 1)
        row = QHBoxLayout()
        self.searching = QLabel()
        self.searching.setWordWrap(True)
        self.refresh_button = QPushButton(tr("Search again"))
        self.refresh_button.clicked.connect(self.search)
        row.addWidget(self.searching, 1)
        row.addWidget(self.refresh_button)
        box.addLayout(row)
        form = QFormLayout()
        self.address_edit = QLineEdit()
        self.address_edit.setPlaceholderText(tr("for example 192.168.1.20 or 192.168.1.20:47310"))
        self.code_edit = QLineEdit()
        self.code_edit.setPlaceholderText(tr("the code the host's screen shows"))
        self.name_edit = QLineEdit(settings.player_name)
        self.name_edit.setMaxLength(40)
        self.tables.itemDoubleClicked.connect(lambda item: self.code_edit.setFocus())
        form.addRow(tr("Host's address:"), self.address_edit)
        form.addRow(tr("Table code:"), self.code_edit)
        form.addRow(tr("Your name:"), self.name_edit)
        box.addLayout(form)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        box.addWidget(self.status)
        buttons = QDialogButtonBox()
        self.join_button = buttons.addButton(tr("Join"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.join_button.setDefault(True)
        self.join_button.clicked.connect(self.join)
        self.cancel_button.clicked.connect(self.reject)
        box.addWidget(buttons)
        self.finder: Finder | None = None
        try:
            self.finder = (make_finder or network_finder)(self)
        except OSError:
            self.searching.setText(tr("Tables cannot be searched for here; type the host's address."))
            self.refresh_button.setEnabled(False)
        if self.finder is not None:
            self.finder.found.connect(self._found)
        self.resize(560, 460)
        self.search()
        (self.code_edit if self.address_edit.text() else self.address_edit).setFocus()

    # -- the tables found ------------------------------------------------------------------

    def search(self) -> None:
        if self.finder is None:
            return
        self.tables.clear()
        self.searching.setText(tr("Looking for tables on this network…"))
        self.finder.search()

    def _found(self, ad: TableAd) -> None:
        address = f"{ad.address}:{ad.port}"
        for i in range(self.tables.count()):
            item = self.tables.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == address:
                item.setText(ad_text(ad))  # the table changed (a seat was taken)
                return
        item = QListWidgetItem(ad_text(ad))
        item.setData(Qt.ItemDataRole.UserRole, address)
        self.tables.addItem(item)
        self.searching.setText(counted("JoinDialog", "%n table(s) found", self.tables.count()))
        if self.tables.count() == 1 and not self.address_edit.text():
            self.tables.setCurrentItem(item)

    def _table_chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address_edit.setText(str(item.data(Qt.ItemDataRole.UserRole)))

    # -- joining ---------------------------------------------------------------------------

    def player_name(self) -> str:
        return self.name_edit.text().strip()

    def join(self) -> None:
        where = split_address(self.address_edit.text(), DEFAULT_PORT)
        # the code as the host reads it out: any case, with spaces or without the dash
        code, name = same_code(self.code_edit.text()) if self.code_edit.text().strip() else "", self.player_name()
        missing = (tr("Choose a table or type the host's address.") if where is None
                   else tr("Type the table code the host's screen shows.") if not code
                   else tr("Type your name.") if not name else "")
        if missing:
            self._say(missing, error=True)
            return
        assert where is not None
        link = self.make_link(name, code)
        self._trying = link
        link.welcomed.connect(self._welcomed)
        link.state_arrived.connect(self._state_arrived)
        link.ended.connect(self._ended)
        self._busy(True)
        self._say(tr("Connecting to {address}…").format(address=f"{where[0]}:{where[1]}"))
        link.connect_to(where[0], where[1])

    def _busy(self, busy: bool) -> None:
        for w in (self.tables, self.refresh_button, self.address_edit, self.code_edit, self.name_edit,
                  self.join_button):
            w.setEnabled(not busy)
        if busy:
            self.cancel_button.setFocus()
        elif self.finder is None:
            self.refresh_button.setEnabled(False)

    def _say(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet("color: #a01010; font-weight: bold;" if error else "")

    def _welcomed(self, welcome: Welcome) -> None:
        self._say(tr("The host has welcomed you: taking your seat…"))

    def _state_arrived(self, state: State) -> None:
        link = self._trying
        if link is None or link.core.welcome is None:
            return
        self._let_go(link)
        self.link, self._trying = link, None
        self.accept()

    def _ended(self, reason: Reason) -> None:
        link, self._trying = self._trying, None
        if link is not None:
            self._let_go(link)
        ctx = ViewContext((), 0, False)
        self._say(player_words(reason, ctx), error=True)
        self._busy(False)
        self.join_button.setFocus()

    def _let_go(self, link: JoiningLink) -> None:
        for signal, slot in ((link.welcomed, self._welcomed), (link.state_arrived, self._state_arrived),
                             (link.ended, self._ended)):
            signal.disconnect(slot)

    def reject(self) -> None:
        link, self._trying = self._trying, None
        if link is not None:  # still connecting: the host is told the player is not coming
            self._let_go(link)
            link.leave()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.reject()
        event.accept()
