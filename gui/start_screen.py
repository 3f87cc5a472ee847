"""The start screen: Continue, New game, Rules, Settings, Quit."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

NOTICE_WIDTH = 560
QWIDGETSIZE_MAX = 16777215  # Qt's largest widget size, to lift a fixed height


def tr(text: str) -> str:
    return QCoreApplication.translate("StartScreen", text)


BUTTON_STYLE = """
QPushButton {
    font-size: 19px; padding: 11px 22px; min-width: 320px; color: #1d1d1d;
    background: #f2e7c4; border: 1px solid #b59a4a; border-radius: 9px;
}
QPushButton:hover, QPushButton:focus { background: #ffe9a8; }
QPushButton[primary="true"] { background: #ffd35c; font-weight: bold; }
QPushButton:disabled { background: #6f7a70; color: #3a3a3a; }
"""


class StartScreen(QWidget):
    continue_clicked = Signal()
    new_game_clicked = Signal()
    rules_clicked = Signal()
    settings_clicked = Signal()
    quit_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(BUTTON_STYLE)
        box = QVBoxLayout(self)
        box.addStretch(3)
        title = QLabel(tr("Kartln"))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet("color: #ffe08a; font-size: 64px; font-weight: bold;")
        sub = QLabel(tr("Card games of Central and Eastern Europe"))
        sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        sub.setStyleSheet("color: #e6eadf; font-size: 18px;")
        box.addWidget(title)
        box.addWidget(sub)
        box.addSpacing(28)
        self.continue_button = QPushButton(tr("Continue"))
        self.continue_button.setProperty("primary", True)
        self.new_button = QPushButton(tr("New game"))
        self.rules_button = QPushButton(tr("Rules"))
        self.settings_button = QPushButton(tr("Settings"))
        self.quit_button = QPushButton(tr("Quit"))
        for b, sig in (
            (self.continue_button, self.continue_clicked),
            (self.new_button, self.new_game_clicked),
            (self.rules_button, self.rules_clicked),
            (self.settings_button, self.settings_clicked),
            (self.quit_button, self.quit_clicked),
        ):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.clicked.connect(sig)
            box.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
            box.addSpacing(4)
        self.continue_info = QLabel()
        self.continue_info.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.continue_info.setStyleSheet("color: #cfd8cc; font-size: 14px;")
        box.insertWidget(box.indexOf(self.continue_button) + 1, self.continue_info)
        box.addSpacing(14)
        self.notice = QLabel()
        self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.setWordWrap(True)
        self.notice.setFixedWidth(NOTICE_WIDTH)  # wide enough for the name of a file set aside
        self.notice.setStyleSheet(
            "color: #2a1a00; background: #ffd98a; border-radius: 8px; padding: 8px 14px; font-size: 14px;"
        )
        self.notice.hide()
        box.addWidget(self.notice, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(4)

    def set_continue(self, text: str | None) -> None:
        """Offer the autosaved match (``text`` describes it), or hide the button."""
        self.continue_button.setVisible(text is not None)
        self.continue_info.setVisible(bool(text))
        self.continue_info.setText(text or "")
        (self.continue_button if text is not None else self.new_button).setFocus()
        self.new_button.setProperty("primary", text is None)
        self.new_button.style().unpolish(self.new_button)
        self.new_button.style().polish(self.new_button)

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        # The wrapped text's own height: an aligned label in a layout is given the height of its
        # unwrapped hint, which cut a long notice off (heightForWidth is clamped to the old one).
        self.notice.setMinimumHeight(0)
        self.notice.setMaximumHeight(QWIDGETSIZE_MAX)
        self.notice.setFixedHeight(self.notice.heightForWidth(NOTICE_WIDTH))
        self.notice.setVisible(bool(text))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        g = QLinearGradient(0, 0, 0, self.height())
        g.setColorAt(0.0, QColor("#2a6b47"))
        g.setColorAt(1.0, QColor("#123822"))
        p.fillRect(self.rect(), g)
        p.end()
