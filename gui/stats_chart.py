"""The Statistics window's chart: the player's matches in the order they ended, drawn with QPainter
in the table's colours (no chart library in the bundle).

Two things read at a glance: a strip of small marks along the bottom, one a match (gold: won, grey:
lost), and above it the win rate so far as a green line over lines at 0, 50 and 100 %."""

from __future__ import annotations

from collections.abc import Sequence

from kartln.gui.dialog_style import GOLD, GREEN
from kartln.gui.stats.queries import ResultPoint
from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

PAPER = QColor("#fffdf6")
FRAME = QColor("#c9b678")
INK = QColor("#26261f")
FAINT = QColor("#6b6656")
GRID = QColor("#e2d6b0")
LOST = QColor("#b9b09a")
WON = QColor(GOLD)
LINE = QColor(GREEN)


def tr(text: str) -> str:
    return QCoreApplication.translate("Statistics", text)


def date_text(seconds: float) -> str:
    """A match's day in the player's language's short form."""
    from PySide6.QtCore import QLocale

    day = QDateTime.fromSecsSinceEpoch(int(seconds)).date()
    return QLocale().toString(day, QLocale.FormatType.ShortFormat) if day.isValid() else QDate().toString()


class ResultsChart(QWidget):
    """``set_points`` gives it the matches (as :meth:`StatsStore.results_over_time` returns them)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[ResultPoint] = []
        self.setObjectName("chart")
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(480, 170)

    def set_points(self, points: Sequence[ResultPoint]) -> None:
        self.points = list(points)
        self.setToolTip(self._summary())
        self.update()

    def _summary(self) -> str:
        if not self.points:
            return ""
        last = self.points[-1]
        return tr("{won} of {matches} won, from {first} to {last}").format(
            won=last.won_so_far, matches=last.matches, first=date_text(self.points[0].ended),
            last=date_text(last.ended))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        p.setPen(QPen(FRAME, 1))
        p.setBrush(PAPER)
        p.drawRoundedRect(outer, 6, 6)
        fm = QFontMetricsF(self.font())
        line_h = fm.height()
        if not self.points:
            p.setPen(FAINT)
            p.drawText(outer, Qt.AlignmentFlag.AlignCenter, tr("No finished match to draw"))
            return
        axis_w = fm.horizontalAdvance("100 %") + 8
        strip_h = max(8.0, line_h * 0.7)
        plot = QRectF(outer.left() + axis_w + 4, outer.top() + line_h + 6,
                      outer.width() - axis_w - 16, outer.height() - 2 * line_h - strip_h - 20)
        strip = QRectF(plot.left(), plot.bottom() + 6, plot.width(), strip_h)
        self._legend(p, fm, outer, plot)
        self._grid(p, fm, plot)
        self._strip(p, strip)
        self._rate_line(p, plot)
        # the first and the last match's days under the strip
        p.setPen(FAINT)
        below = QRectF(plot.left(), strip.bottom() + 2, plot.width(), line_h)
        p.drawText(below, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, date_text(self.points[0].ended))
        if len(self.points) > 1:
            p.drawText(below, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       date_text(self.points[-1].ended))

    def _x(self, plot: QRectF, i: int) -> float:
        """The middle of match ``i``'s column."""
        n = len(self.points)
        return plot.left() + plot.width() * (i + 0.5) / n

    def _legend(self, p: QPainter, fm: QFontMetricsF, outer: QRectF, plot: QRectF) -> None:
        y = outer.top() + 4
        x = plot.left()
        p.setPen(QPen(LINE, 2.5))
        p.drawLine(QPointF(x, y + fm.height() / 2), QPointF(x + 18, y + fm.height() / 2))
        x += 24
        for text, colour in ((tr("Win rate so far"), None), (tr("won"), WON), (tr("lost"), LOST)):
            if colour is not None:
                p.setPen(QPen(colour.darker(130), 1))
                p.setBrush(colour)
                p.drawRect(QRectF(x, y + fm.height() / 2 - 4, 8, 8))
                x += 12
            p.setPen(INK)
            width = fm.horizontalAdvance(text)
            p.drawText(QRectF(x, y, width + 2, fm.height()), Qt.AlignmentFlag.AlignVCenter, text)
            x += width + 18

    def _grid(self, p: QPainter, fm: QFontMetricsF, plot: QRectF) -> None:
        for share in (0.0, 0.5, 1.0):
            y = plot.bottom() - share * plot.height()
            p.setPen(QPen(GRID, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(FAINT)
            label = QRectF(plot.left() - fm.horizontalAdvance("100 %") - 8, y - fm.height() / 2,
                           fm.horizontalAdvance("100 %") + 4, fm.height())
            p.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       tr("{percent} %").format(percent=round(share * 100)))

    def _strip(self, p: QPainter, strip: QRectF) -> None:
        n = len(self.points)
        column = strip.width() / n
        gap = 1.0 if column >= 4 else 0.0
        p.setPen(Qt.PenStyle.NoPen)
        for i, point in enumerate(self.points):
            p.setBrush(WON if point.won else LOST)
            p.drawRect(QRectF(strip.left() + i * column + gap / 2, strip.top(), max(1.0, column - gap), strip.height()))

    def _rate_line(self, p: QPainter, plot: QRectF) -> None:
        path = QPainterPath()
        for i, point in enumerate(self.points):
            at = QPointF(self._x(plot, i), plot.bottom() - plot.height() * point.won_so_far / point.matches)
            if i == 0:
                path.moveTo(at)
            else:
                path.lineTo(at)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(LINE, 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(path)
        if len(self.points) <= 60:  # a dot a match while they can be told apart
            p.setBrush(LINE)
            p.setPen(Qt.PenStyle.NoPen)
            for i, point in enumerate(self.points):
                p.drawEllipse(QPointF(self._x(plot, i), plot.bottom() - plot.height() * point.won_so_far
                                      / point.matches), 2.6, 2.6)
