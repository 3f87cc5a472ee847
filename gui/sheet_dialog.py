"""The score sheet window (always available) and the last trick."""

from __future__ import annotations

from kartln.gui.fitted_dialog import FittedDialog
from kartln.gui.panels.sheet_table import fill, make_table
from kartln.gui.panels.tallies import TallyView
from kartln.gui.table.card_item import CardLook
from kartln.gui.view_model import SheetTable
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget


def tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheet", text)


class ScoreSheetDialog(FittedDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Score sheet"))
        self.table = make_table(self)
        self.rule = QLabel()  # a rule the sheet follows (Watten's exactly 0), above it
        self.rule.setWordWrap(True)
        self.rule.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rule.setStyleSheet("font-weight: bold;")
        self.rule.setVisible(False)
        self.tallies = TallyView(self)
        self.tallies.setVisible(False)
        self.empty = QLabel(tr("No deal has been scored yet."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.rule)
        box.addWidget(self.tallies)
        box.addWidget(self.empty)
        box.addWidget(self.table)
        box.addWidget(buttons)
        self.resize(760, 560)

    def show_sheet(self, sheet: SheetTable) -> None:
        fill(self.table, sheet)
        self.rule.setText(sheet.title)
        self.rule.setVisible(bool(sheet.title))
        self.tallies.set_tallies(sheet.tallies)
        self.empty.setVisible(not sheet.rows)
        if self.table.rowCount():
            self.table.scrollToBottom()


class LastTrickDialog(FittedDialog):
    def __init__(self, cards: tuple[tuple[int, int], ...], names: tuple[str, ...], look: CardLook,
                 caption: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Last trick"))
        box = QVBoxLayout(self)
        if not cards:
            box.addWidget(QLabel(tr("No trick has been played in this deal yet.")))
        elif caption:
            label = QLabel(caption)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet("font-weight: bold;")
            box.addWidget(label)
        grid = QGridLayout()
        dpr = self.devicePixelRatioF()
        for col, (seat, card) in enumerate(cards):
            img = QLabel()
            img.setPixmap(look.face(card, 110, dpr))
            name = QLabel(names[seat] if 0 <= seat < len(names) else "")
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(img, 0, col, Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(name, 1, col)
        box.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
