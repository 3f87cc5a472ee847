"""The lobby of a hosted table: the table code and addresses to give the other players, the seats
filling as they join, and Start once everybody sits (or Start anyway: computer players play the
empty seats until somebody takes them). Cancel closes the table."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any, Protocol

from kartln.engine.net.messages import DEFAULT_PORT, DISCOVERY_PORT, SeatStatus
from kartln.gui.fitted_dialog import FittedDialog
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

TABLE_PORT = DEFAULT_PORT  # TCP: the table itself
FINDER_PORT = DISCOVERY_PORT  # UDP: the other computers find the table on the local network


def tr(text: str) -> str:
    return QCoreApplication.translate("HostLobby", text)


class HostedTable(Protocol):
    """What the lobby needs of the host's network table."""

    code: str
    seats_changed: Any  # Signal(tuple[SeatStatus, ...])

    def addresses(self) -> list[str]: ...
    def statuses(self) -> tuple[SeatStatus, ...]: ...
    def all_seated(self) -> bool: ...


def seat_words(status: SeatStatus) -> str:
    """Who sits in a seat, as the lobby says it."""
    if status.player == "host":
        return tr("at this computer")
    if status.player == "computer":
        return tr("computer player")
    if status.status == "here":
        return tr("has joined")
    return tr("waiting for a player…")


class HostLobby(FittedDialog):
    """Accepted: the match starts (``anyway`` when remote seats were still empty); rejected: the
    table is to be closed."""

    def __init__(self, table: HostedTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Your table on this network"))
        self.table = table
        self.anyway = False
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 48)
        box = QVBoxLayout(self)
        intro = QLabel(tr("Tell the other players this table code. In Kartln they choose “Join a table”: "
                          "the table shows up there by itself, or they type one of the addresses below."))
        intro.setWordWrap(True)
        box.addWidget(intro)
        self.code = QLabel(table.code)
        self.code.setObjectName("table_code")
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 115)
        self.code.setFont(font)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setAccessibleName(tr("Table code"))
        box.addWidget(self.code)
        addresses = table.addresses()
        self.addresses = QLabel("\n".join(addresses) if addresses else tr("This computer is on no local network."))
        self.addresses.setObjectName("addresses")
        self.addresses.setWordWrap(True)
        self.addresses.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.addresses.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bigger = QFont(self.font())
        bigger.setPointSizeF(bigger.pointSizeF() * 1.25)
        self.addresses.setFont(bigger)
        box.addWidget(self.addresses)
        self.firewall = QLabel(tr(
            "The table listens on this computer's local-network connections only, never on the internet. "
            "A firewall must let in TCP port {tcp} and UDP port {udp} from the local network.").format(
            tcp=TABLE_PORT, udp=FINDER_PORT))
        self.firewall.setObjectName("help")
        self.firewall.setWordWrap(True)
        box.addWidget(self.firewall)
        seats_box = QGroupBox(tr("Seats"))
        self.grid = QGridLayout(seats_box)
        self.grid.setColumnStretch(2, 1)
        self.seat_labels: list[tuple[QLabel, QLabel, QLabel]] = []
        box.addWidget(seats_box)
        buttons = QDialogButtonBox()
        self.start_button = QPushButton(tr("Start"))
        self.start_button.setObjectName("start")
        self.start_button.setDefault(True)
        self.anyway_button = QPushButton(tr("Start anyway"))
        self.anyway_button.setObjectName("start_anyway")
        self.anyway_button.setToolTip(tr("Computer players play the empty seats until players take them"))
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(tr("Close the table"))
        buttons.addButton(self.anyway_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.clicked.connect(lambda: self._start(False))
        self.anyway_button.clicked.connect(lambda: self._start(True))
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        table.seats_changed.connect(self.show_seats)
        self.show_seats(table.statuses())

    def show_seats(self, statuses: Sequence[SeatStatus]) -> None:
        while len(self.seat_labels) < len(statuses):
            row = len(self.seat_labels)
            labels = (QLabel(tr("Seat {n}").format(n=row + 1)), QLabel(), QLabel())
            for col, label in enumerate(labels):
                self.grid.addWidget(label, row, col)
            self.seat_labels.append(labels)
        for status, (_, name, who) in zip(statuses, self.seat_labels, strict=False):
            name.setText(f"<b>{status.name.replace('&', '&amp;').replace('<', '&lt;')}</b>")
            who.setText(seat_words(status))
        seated = self.table.all_seated()
        self.start_button.setEnabled(seated)
        self.anyway_button.setVisible(not seated)
        (self.start_button if seated else self.anyway_button).setDefault(True)

    def _start(self, anyway: bool) -> None:
        self.anyway = anyway
        self.accept()

    def done(self, result: int) -> None:
        with contextlib.suppress(RuntimeError, TypeError):
            self.table.seats_changed.disconnect(self.show_seats)
        super().done(result)
