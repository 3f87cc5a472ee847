"""Scores drawn as on paper: Ramsen's crosses of five strokes (four arms, then the middle bar that
completes a cross) and Rams's tokens, one row per player."""

from __future__ import annotations

import math
from collections.abc import Sequence

from kartln.gui.view_model import Tally
from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

STROKES = 5  # a cross: four arms and the middle bar
CHIPS_PER_GROUP = 5
INK = QColor(40, 40, 40)
FAINT = QColor(190, 190, 190)
CHIP = QColor(200, 60, 40)


def cross_strokes(done: int) -> list[bool]:
    """Which of a cross's five strokes are made, in the order they are drawn."""
    return [i < done for i in range(STROKES)]


class TallyView(QWidget):
    """The tallies of every player: a name, then the figures."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tallies: tuple[Tally, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_tallies(self, tallies: Sequence[Tally]) -> None:
        self.tallies = tuple(tallies)
        self.setVisible(bool(self.tallies))
        self.updateGeometry()
        self.update()

    def row_height(self) -> int:
        return max(34, self.fontMetrics().height() * 2)

    def sizeHint(self) -> QSize:
        return QSize(600, self.row_height() * len(self.tallies) + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.row_height()
        name_w = max((self.fontMetrics().horizontalAdvance(t.name) for t in self.tallies), default=0) + 16
        for row, t in enumerate(self.tallies):
            top = 4 + row * h
            p.setPen(self.palette().text().color())
            p.drawText(QRectF(4, top, name_w, h), Qt.AlignmentFlag.AlignVCenter, t.name)
            x = 4 + name_w
            if t.kind == "crosses":
                self._crosses(p, t, x, top, h)
            else:
                self._tokens(p, t, x, top, h)
        p.end()

    def _crosses(self, p: QPainter, t: Tally, x: float, top: float, h: float) -> None:
        size = h * 0.7
        crosses = max(1, math.ceil(t.total / STROKES))
        for k in range(crosses):
            made = cross_strokes(max(0, min(STROKES, t.done - k * STROKES)))
            cx, cy = x + k * (size * 1.35) + size / 2, top + h / 2
            r = size / 2
            arms = [(-r, -r), (r, -r), (r, r), (-r, r)]
            for i, (dx, dy) in enumerate(arms):
                self._stroke(p, made[i], QPointF(cx, cy), QPointF(cx + dx, cy + dy))
            self._stroke(p, made[4], QPointF(cx - r * 0.8, cy), QPointF(cx + r * 0.8, cy))

    @staticmethod
    def _stroke(p: QPainter, made: bool, a: QPointF, b: QPointF) -> None:
        pen = QPen(INK if made else FAINT, 2.6 if made else 1.2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.drawLine(a, b)

    def _tokens(self, p: QPainter, t: Tally, x: float, top: float, h: float) -> None:
        d = h * 0.42
        p.setPen(QPen(INK, 1.0))
        p.setBrush(CHIP)
        for i in range(t.done):
            group, k = divmod(i, CHIPS_PER_GROUP)
            cx = x + group * (CHIPS_PER_GROUP * d * 1.1 + d * 0.8) + k * d * 1.1
            p.drawEllipse(QRectF(cx, top + (h - d) / 2, d, d))
        if t.done == 0:
            p.setPen(self.palette().text().color())
            p.drawText(QRectF(x, top, 200, h), Qt.AlignmentFlag.AlignVCenter, "—")
