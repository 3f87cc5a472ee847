"""Match history: every finished deal of the match in a row (number, dealer, what was played, the
changes), its end-of-deal summary under the list, and a button to review it trick by trick."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from kartln.gui.deal_history import FinishedDeal
from kartln.gui.deal_review import table_lines, trump_text
from kartln.gui.fitted_dialog import FittedDialog
from kartln.gui.games.base import GameUi
from kartln.gui.games.sheets import change_text
from kartln.gui.panels.sheet_table import fill, make_table, natural_height
from kartln.gui.view_model import SheetTable, ViewContext
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


def tr(text: str) -> str:
    return QCoreApplication.translate("MatchHistory", text)


def played_text(ui: GameUi, deal: FinishedDeal, ctx: ViewContext) -> str:
    """What the deal was played as: the trump and the contract at its last trick; the lines the
    table shows at every deal's start (the goal, the talon) are left out."""
    if not deal.tricks:
        return tr("No trick played")
    view = deal.tricks[-1].view
    start = set(table_lines(ui, deal.start_view, ctx))
    parts = [t for t in (trump_text(view, ctx),) if t] + [ln for ln in table_lines(ui, view, ctx) if ln not in start]
    return ", ".join(parts)


class HistoryDialog(FittedDialog):
    """``review(index)`` opens the review of ``deals[index]``; ``summary(row)`` gives a deal's summary table."""

    def __init__(self, deals: Sequence[FinishedDeal], ui: GameUi, ctx: ViewContext,
                 summary: Callable[[Any], SheetTable | None], review: Callable[[int], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Match history"))
        self.all_deals = list(deals)
        self.shown = [i for i, d in enumerate(self.all_deals) if d.scored]  # the sheet's rows
        self.summary, self.review = summary, review
        names = ctx.names
        self.list = QTableWidget(len(self.shown), 3 + len(names), self)
        self.list.setHorizontalHeaderLabels([tr("Deal"), tr("Dealer"), tr("Played"), *names])
        self.list.verticalHeader().setVisible(False)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setWordWrap(False)  # one line a deal; the whole text is in the tooltip
        for r, i in enumerate(self.shown):
            d = self.all_deals[i]
            cells = [str(d.deal_no), names[d.dealer], played_text(ui, d, ctx), *(change_text(c) for c in d.changes)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if c != 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.list.setItem(r, c, item)
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.list.resizeRowsToContents()
        self.list.itemSelectionChanged.connect(self._selected)
        self.list.cellDoubleClicked.connect(lambda row, _col: self._review())
        self.empty = QLabel(tr("No deal has been finished yet."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setVisible(not self.shown)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: bold;")
        self.table = make_table(self)
        self.review_button = QPushButton(tr("Review this deal"))
        self.review_button.setEnabled(False)
        self.review_button.clicked.connect(self._review)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.empty)
        box.addWidget(self.list, 1)
        box.addWidget(self.title)
        box.addWidget(self.table)
        box.addWidget(buttons)
        self.resize(820, 620)
        if self.shown:
            self.list.selectRow(len(self.shown) - 1)
            self.list.scrollToBottom()

    def selected_deal(self) -> int:
        """The index in ``deals`` of the selected row; -1 when none is selected."""
        rows = self.list.selectionModel().selectedRows()
        return self.shown[rows[0].row()] if rows else -1

    def _selected(self) -> None:
        i = self.selected_deal()
        self.review_button.setEnabled(i >= 0)
        if i < 0:
            return
        deal = self.all_deals[i]
        table = self.summary(deal.row)
        self.table.setVisible(table is not None)
        if table is None:
            self.title.setText(tr("Deal {n}: no summary of this deal").format(n=deal.deal_no))
            return
        self.title.setText(table.title)
        fill(self.table, table, totals_bold=False)
        header = self.table.horizontalHeader()  # the figures as narrow as they are, the notes the rest
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.table.columnCount() - 1, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        self.table.setFixedHeight(natural_height(self.table))

    def _review(self) -> None:
        i = self.selected_deal()
        if i >= 0:
            self.review(i)
