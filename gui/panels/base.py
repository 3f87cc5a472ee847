"""The frame of every panel over the table, and the generic question panel."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from kartln.engine.state import Action
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

# A focused (default) button is lit, not set in bold: its bold label would be wider than the button,
# which is sized for the plain one, and its ends would be cut off.
PANEL_STYLE = """
QFrame#panel {{
    background: rgba(14, 20, 24, 232);
    border: 2px solid rgba(255, 200, 60, 200);
    border-radius: {radius}px;
}}
QFrame#panel QLabel {{ color: #f6f1e2; font-size: {px}px; background: transparent; }}
QFrame#panel QRadioButton, QFrame#panel QCheckBox {{ color: #f6f1e2; font-size: {px}px; spacing: 6px; }}
QFrame#panel QLabel#title {{ font-weight: bold; font-size: {title}px; color: #ffe08a; }}
QFrame#panel QPushButton {{
    font-size: {px}px; padding: {pad}px {padx}px; color: #1d1d1d;
    background: #f2e7c4; border: 1px solid #b59a4a; border-radius: 6px; min-width: {minw}px;
}}
QFrame#panel QPushButton:hover {{ background: #fff4d2; }}
QFrame#panel QPushButton:default, QFrame#panel QPushButton[primary="true"] {{
    background: #ffd35c; border: 1px solid #8a6a10;
}}
QFrame#panel QPushButton[primary="true"] {{ font-weight: bold; }}
QFrame#panel QPushButton:checked {{ background: #ffd35c; border: 2px solid #8a6a10; }}
QFrame#panel QPushButton:disabled {{ background: #8d8a80; color: #444; }}
QFrame#panel QSpinBox {{ font-size: {px}px; padding: 3px; min-width: {spinw}px; }}
QFrame#panel QTableWidget {{ font-size: {px}px; background: rgba(255,255,255,235); color: #1a1a1a; }}
QFrame#panel QHeaderView::section {{ font-size: {small}px; font-weight: bold; padding: 3px; }}
"""


def panel_style(font_px: int) -> str:
    px = max(12, font_px)
    return PANEL_STYLE.format(
        px=px, title=round(px * 1.12), small=max(11, px - 1), pad=max(4, px // 3), padx=max(10, px),
        minw=px * 4, spinw=px * 5, radius=max(10, px - 2),
    )


class PhasePanel(QFrame):
    """A framed panel with a title; buttons send actions through ``action_chosen``."""

    action_chosen = Signal(object)
    selection_confirmed = Signal()  # a panel that confirms the cards chosen on the table
    resized = Signal()  # it grew or shrank by itself (a line added): the screen places it afresh

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._buttons: dict[Action, QPushButton] = {}  # the panel's buttons by the action each sends
        self.setObjectName("panel")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(18, 12, 18, 14)
        self.box.setSpacing(8)
        self.title = QLabel(title)
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.box.addWidget(self.title)
        self.set_font_px(14)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()

    def set_font_px(self, px: int) -> None:
        self.setStyleSheet(panel_style(px))
        self.setMinimumWidth(px * 24)
        self.adjustSize()

    def add_text(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        self.box.addWidget(label)
        return label

    def add_row(self, *widgets: QWidget) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(10)
        row.addStretch(1)
        for w in widgets:
            row.addWidget(w)
        row.addStretch(1)
        self.box.addLayout(row)
        return row

    def action_button(self, text: str, action: Action | Callable[[], Action], primary: bool = False) -> QPushButton:
        b = QPushButton(text)
        b.setProperty("primary", primary)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        b.setAutoDefault(True)  # Enter presses the focused button, as in a dialog
        b.clicked.connect(lambda: self.action_chosen.emit(action() if callable(action) else action))
        if not callable(action):
            self._buttons[action] = b
        return b

    def button_for(self, action: Action) -> QPushButton | None:
        """The button that sends ``action`` (a hint points at it), if the panel has one."""
        return self._buttons.get(action)

    def set_chosen(self, cards: frozenset[int]) -> None:
        """The cards chosen on the table changed (a panel that confirms them shows how many)."""

    def target(self) -> int:
        """The seat a card goes to when it is clicked rather than dragged (-1: none chosen here)."""
        return -1

    def first_button(self) -> QPushButton | None:
        buttons = self.findChildren(QPushButton)
        primary = [b for b in buttons if b.property("primary")]
        return (primary or buttons)[0] if buttons else None


class QuestionPanel(PhasePanel):
    """A question with one button per answer (e.g. declare the marriage or not)."""

    def __init__(self, question: str, labels: Sequence[str], actions: Sequence[Action],
                 parent: QWidget | None = None) -> None:
        super().__init__(question, parent)
        buttons = [self.action_button(label, a, primary=i == 0) for i, (label, a) in enumerate(zip(labels, actions,
                                                                                                 strict=True))]
        self.add_row(*buttons)
