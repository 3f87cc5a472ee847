"""The privacy curtain of hot-seat play: it hides the table until the next player is at the screen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


def tr(text: str) -> str:
    return QCoreApplication.translate("Curtain", text)


class Curtain(QWidget):
    confirmed = Signal(int)  # the seat whose player is now at the screen

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = -1
        self.setAutoFillBackground(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        box = QVBoxLayout(self)
        box.addStretch(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("color: #ffe08a; font-size: 34px; font-weight: bold;")
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.text.setStyleSheet("color: #e8e4d8; font-size: 18px;")
        self.button = QPushButton()
        self.button.setStyleSheet(
            "QPushButton { font-size: 20px; font-weight: bold; padding: 12px 30px; color: #1d1d1d;"
            " background: #ffd35c; border: 1px solid #8a6a10; border-radius: 8px; }"
            "QPushButton:hover { background: #ffe38c; }"
        )
        self.button.clicked.connect(self._confirm)
        box.addWidget(self.title)
        box.addSpacing(12)
        box.addWidget(self.text)
        box.addSpacing(24)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)
        self.hide()

    def show_for(self, seat: int, name: str) -> None:
        self.seat = seat
        self.title.setText(tr("Pass to {name}").format(name=name))
        self.text.setText(tr("The cards are hidden. Hand the computer to {name}; only {name} should look now.")
                          .format(name=name))
        self.button.setText(tr("I am {name}: show my cards").format(name=name))
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def _confirm(self) -> None:
        if self.isVisible():
            self.hide()
            self.confirmed.emit(self.seat)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._confirm()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(24, 22, 30))
        p.end()
