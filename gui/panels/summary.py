"""The end-of-deal summary over the table, and the match-over panel."""

from __future__ import annotations

from kartln.gui.panels.base import PhasePanel
from kartln.gui.panels.sheet_table import fill, make_table, natural_height
from kartln.gui.timers import paced_ms, single_shot_timer
from kartln.gui.view_model import SheetTable
from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHeaderView, QLabel, QPushButton, QWidget


def tr(text: str) -> str:
    return QCoreApplication.translate("Summary", text)


class DealSummary(PhasePanel):
    """The deal's result; ``continued`` fires on the button or after the automatic pause."""

    continued = Signal()
    sheet_requested = Signal()
    review_requested = Signal()

    def __init__(self, table: SheetTable, auto_seconds: float | None, parent: QWidget | None = None) -> None:
        super().__init__(table.title, parent)
        self.table = make_table(self)
        fill(self.table, table, totals_bold=False)
        header = self.table.horizontalHeader()
        last = self.table.columnCount() - 1
        for column in range(last):  # names and numbers as wide as they are; the words of "How" take the rest
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.box.addWidget(self.table)
        self.next_button = QPushButton(tr("Next deal"))
        self.next_button.setProperty("primary", True)
        self.next_button.setAutoDefault(True)
        self.next_button.clicked.connect(self._continue)
        sheet = QPushButton(tr("Score sheet"))
        sheet.clicked.connect(self.sheet_requested)
        review = QPushButton(tr("Review the deal"))
        review.clicked.connect(self.review_requested)
        self.add_row(review, sheet, self.next_button)
        self._done = False
        self.timer: QTimer | None = None
        if auto_seconds is not None:
            self.timer = single_shot_timer(self, self._continue)
            self.timer.start(paced_ms(auto_seconds * 1000))

    def set_font_px(self, px: int) -> None:
        super().set_font_px(px)
        if hasattr(self, "table"):
            self.table.resizeRowsToContents()
            self.table.setFixedHeight(natural_height(self.table))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Rows as high as their wrapped lines at the width the panel was given (a longer word of
        another language may wrap a cell into one more line)."""
        super().resizeEvent(event)
        if hasattr(self, "table"):
            self.table.resizeRowsToContents()
            height = natural_height(self.table)
            if height != self.table.height():
                self.table.setFixedHeight(height)

    def _continue(self) -> None:
        if not self._done:
            self._done = True
            if self.timer is not None:
                self.timer.stop()
            self.continued.emit()


class MatchOverPanel(PhasePanel):
    rematch = Signal()
    new_game = Signal()
    sheet_requested = Signal()
    main_menu = Signal()

    def __init__(self, title: str, standings: SheetTable, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.add_text(tr("The match is over."))
        self.table = make_table(self)
        fill(self.table, standings, totals_bold=False)
        self.box.addWidget(self.table)
        buttons = []
        for text, signal, primary in (
            (tr("Score sheet"), self.sheet_requested, False),
            (tr("Main menu"), self.main_menu, False),
            (tr("New game"), self.new_game, False),
            (tr("Rematch"), self.rematch, True),
        ):
            b = QPushButton(text)
            b.setAutoDefault(True)
            b.setProperty("primary", primary)
            b.clicked.connect(signal)
            buttons.append(b)
        self.rematch_button = buttons[-1]
        self.add_row(*buttons)

    def show_record(self, lines: list[str]) -> None:
        """The player's record against these opponents (from the statistics), under the standings."""
        at = self.box.indexOf(self.table) + 1
        for i, text in enumerate(lines):
            label = QLabel(text)
            label.setObjectName("record")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
            self.box.insertWidget(at + i, label)
            label.show()  # now, so that the panel is measured with it
        self.adjustSize()

    def set_font_px(self, px: int) -> None:
        super().set_font_px(px)
        if hasattr(self, "table"):
            self.table.resizeRowsToContents()
            self.table.setFixedHeight(natural_height(self.table))
