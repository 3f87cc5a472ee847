"""A read-only table widget filled from a game's SheetTable."""

from __future__ import annotations

from kartln.gui.games.base import SheetTable
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget


def fill(table: QTableWidget, sheet: SheetTable, *, totals_bold: bool = True) -> None:
    rows = list(sheet.rows) + ([sheet.totals] if sheet.totals else [])
    table.clear()
    table.setColumnCount(len(sheet.columns))
    table.setRowCount(len(rows))
    table.setHorizontalHeaderLabels([c.title for c in sheet.columns])
    for i, c in enumerate(sheet.columns):
        item = table.horizontalHeaderItem(i)
        if item is not None and c.tooltip:
            item.setToolTip(c.tooltip)
    marked = set(sheet.highlights)
    bold = QFont(table.font())
    bold.setBold(True)
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if (r, c) in marked:
                item.setBackground(QBrush(QColor(255, 226, 140)))
                item.setFont(bold)
            if sheet.totals and r == len(rows) - 1 and totals_bold:
                item.setFont(bold)
                item.setBackground(QBrush(QColor(235, 235, 225)))
            table.setItem(r, c, item)
    table.resizeRowsToContents()
    table.resizeColumnsToContents()


def make_table(parent: QWidget | None = None) -> QTableWidget:
    t = QTableWidget(parent)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    t.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    t.verticalHeader().setVisible(False)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    t.horizontalHeader().sectionResized.connect(lambda *_: t.resizeRowsToContents())  # wrapped text: fit the rows
    t.setWordWrap(True)
    return t


def natural_height(t: QTableWidget) -> int:
    h = t.horizontalHeader().height() + 4
    for r in range(t.rowCount()):
        h += t.rowHeight(r)
    return h
