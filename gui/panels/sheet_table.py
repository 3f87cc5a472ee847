"""A read-only table widget filled from a game's SheetTable."""

from __future__ import annotations

from kartln.gui.view_model import SheetTable
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

SMALL = 0.8  # the second line of a cell (a deal's change, a note) against the first (the total)
FADED = QColor(96, 96, 96)


def _is_number(text: str) -> bool:
    return text.strip().replace("−", "-").lstrip("+-").isdigit()


class SheetCellDelegate(QStyledItemDelegate):
    """A cell's first line (a total) in bold; the lines under it (the deal's change, signed, or a
    note) smaller and grey, so the total stands out."""

    def fonts(self, base: QFont) -> tuple[QFont, QFont]:
        first, rest = QFont(base), QFont(base)
        first.setBold(True)
        rest.setPointSizeF(max(6.0, base.pointSizeF() * SMALL))
        return first, rest

    def _lines(self, index: QModelIndex | QPersistentModelIndex) -> list[str]:
        """A score cell's lines (a number over its details); a single line for any other cell,
        which keeps the table's own word-wrapped drawing (notes)."""
        lines = str(index.data() or "").split("\n")
        return lines if len(lines) > 1 and _is_number(lines[0]) else lines[:1]

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        lines = self._lines(index)
        if len(lines) < 2:
            super().paint(painter, option, index)
            return
        self.initStyleOption(option, index)
        text_free = QStyleOptionViewItem(option)
        text_free.text = ""
        style = option.widget.style() if option.widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, text_free, painter, option.widget)
        first, rest = self.fonts(option.font)
        heights = [QFontMetricsF(first).height()] + [QFontMetricsF(rest).height()] * (len(lines) - 1)
        y = option.rect.y() + (option.rect.height() - sum(heights)) / 2
        painter.save()
        for i, (line, h) in enumerate(zip(lines, heights, strict=True)):
            painter.setFont(first if i == 0 else rest)
            painter.setPen(option.palette.text().color() if i == 0 else FADED)
            painter.drawText(QRectF(option.rect.x() + 2, y, option.rect.width() - 4, h),
                             Qt.AlignmentFlag.AlignCenter, line)
            y += h
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        lines = self._lines(index)
        size = super().sizeHint(option, index)
        if len(lines) < 2:
            return QSize(size.width(), max(size.height(), self._wrapped_height(option, index)))
        first, rest = self.fonts(option.font)
        width = max([QFontMetricsF(first).horizontalAdvance(lines[0])]
                    + [QFontMetricsF(rest).horizontalAdvance(line) for line in lines[1:]])
        height = QFontMetricsF(first).height() + QFontMetricsF(rest).height() * (len(lines) - 1)
        return QSize(max(size.width(), round(width) + 12), round(height) + 8)


    def _wrapped_height(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> int:
        """The height of the cell's text wrapped at its column's width (a longer word of another
        language wraps a line the column's width did not have to wrap in English)."""
        table = self.parent()
        width = table.columnWidth(index.column()) if isinstance(table, QTableWidget) else option.rect.width()
        if width <= 12:
            return 0
        font = index.data(Qt.ItemDataRole.FontRole)
        metrics = QFontMetricsF(font if isinstance(font, QFont) else option.font)
        box = metrics.boundingRect(QRectF(0, 0, width - 12, 10_000),
                                   int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter),
                                   str(index.data() or ""))
        return round(box.height()) + 10


def fill(table: QTableWidget, sheet: SheetTable, *, totals_bold: bool = True) -> None:
    rows = list(sheet.rows) + ([sheet.totals] if sheet.totals else [])
    table.clear()
    table.setColumnCount(len(sheet.columns))
    table.setRowCount(len(rows))
    table.setHorizontalHeaderLabels([c.title for c in sheet.columns])
    for i, column in enumerate(sheet.columns):
        header = table.horizontalHeaderItem(i)
        if header is not None and column.tooltip:
            header.setToolTip(column.tooltip)
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
    t.setItemDelegate(SheetCellDelegate(t))
    return t


def natural_height(t: QTableWidget) -> int:
    h = t.horizontalHeader().height() + 4
    for r in range(t.rowCount()):
        h += t.rowHeight(r)
    return h
