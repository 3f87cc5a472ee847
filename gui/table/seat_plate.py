"""Seat plates (name, score, dealer chip, whose turn), bid bubbles and taken piles."""

from __future__ import annotations

from kartln.gui.numbers import counted, number_text
from kartln.gui.table.card_item import CardLook
from kartln.gui.text_fit import TextBox
from kartln.gui.view_model import SeatView
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

GOLD = QColor(255, 200, 60)
TEAM_COLOURS = (QColor(90, 170, 255), QColor(255, 120, 110))  # the partnerships' stripes on the plates


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(8, round(px)))
    f.setBold(bold)
    return f


class SeatPlate(QGraphicsObject):
    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.view = SeatView(seat, "")
        self.to_act = False
        self.thinking = False
        self.is_viewer = False
        self._shown: tuple[object, ...] = ()
        self._w, self._h, self._px = 180.0, 56.0, 13.0
        self.setZValue(200)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_geometry(self, x: float, y: float, w: float, h: float, font_px: float) -> None:
        self.setPos(x, y)
        if (w, h, font_px) == (self._w, self._h, self._px):
            return
        self.prepareGeometryChange()
        self._w, self._h, self._px = w, h, font_px
        self.update()

    def set_state(self, view: SeatView, to_act: bool, thinking: bool, is_viewer: bool) -> None:
        shown = (view.name, view.score, view.note, view.dealer, view.active, view.status, view.team)
        if (shown, to_act, thinking, is_viewer) == self._shown:
            return
        self._shown = (shown, to_act, thinking, is_viewer)
        self.view, self.to_act, self.thinking, self.is_viewer = view, to_act, thinking, is_viewer
        self.setOpacity(1.0 if view.active else 0.6)
        tip = view.name
        if view.dealer:
            tip += " · " + QCoreApplication.translate("SeatPlate", "dealer")
        self.setToolTip(tip)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, self._w + 16, self._h + 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h, px = self._w, self._h, self._px
        rect = QRectF(0, 0, w, h)
        r = h * 0.22
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.to_act:
            glow = QPen(QColor(255, 200, 60, 90), 9)
            painter.setPen(glow)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, r, r)
            painter.setPen(QPen(GOLD, 3))
            painter.setBrush(QColor(48, 38, 12, 235))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
            painter.setBrush(QColor(12, 18, 22, 200))
        painter.drawRoundedRect(rect, r, r)
        if self.view.team >= 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(TEAM_COLOURS[self.view.team % len(TEAM_COLOURS)])
            painter.drawRoundedRect(QRectF(3, h * 0.18, px * 0.35, h * 0.64), px * 0.17, px * 0.17)
        for box, colour in self._texts():
            painter.setFont(box.font)
            painter.setPen(colour)
            painter.drawText(box.rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, box.drawn)
        chip = self._chip()
        if chip:
            cx, cy = w - px * 0.8 - chip, h * 0.3
            painter.setPen(QPen(QColor(60, 60, 60), 1))
            painter.setBrush(QColor(250, 250, 245))
            painter.drawEllipse(QRectF(cx - chip, cy - chip, 2 * chip, 2 * chip))
            painter.setPen(QColor(30, 30, 30))
            painter.setFont(_font(chip * 1.2, True))
            # "D" marks the dealer, as the button does at a card table
            painter.drawText(
                QRectF(cx - chip, cy - chip, 2 * chip, 2 * chip), Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate("SeatPlate", "D"),
            )

    def frame_rect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def text_boxes(self) -> list[TextBox]:
        """The words the plate draws and where, as :meth:`paint` draws them."""
        return [box for box, _ in self._texts()]

    def _chip(self) -> float:
        return self._h * 0.3 if self.view.dealer else 0.0

    def _texts(self) -> list[tuple[TextBox, QColor]]:
        w, h, px = self._w, self._h, self._px
        pad = px * 0.8
        chip = self._chip()
        out: list[tuple[TextBox, QColor]] = []
        # name
        font = _font(px * 1.08, True)
        name_w = w - 2 * pad - (2 * chip + 4 if chip else 0)
        name = QFontMetricsF(font).elidedText(self.view.name, Qt.TextElideMode.ElideRight, name_w)
        name_box = TextBox(self.view.name, name, QRectF(pad, h * 0.08, name_w, h * 0.46), font)
        out.append((name_box, QColor(255, 255, 255)))
        # second line: score and note, or whose turn it is
        font = _font(px)
        score = "" if self.view.score is None else number_text(self.view.score)
        line = QRectF(pad, h * 0.52, w - 2 * pad, h * 0.42)
        sw = QFontMetricsF(font).horizontalAdvance(score + "  ") if score else 0.0
        out.append((TextBox(score, score, QRectF(line.x(), line.y(), sw, line.height()), font), QColor(255, 236, 170)))
        right = ""
        if self.to_act:
            right = (
                QCoreApplication.translate("SeatPlate", "thinking…") if self.thinking
                else QCoreApplication.translate("SeatPlate", "your turn") if self.is_viewer
                else QCoreApplication.translate("SeatPlate", "to play")
            )
        note = self.view.note
        if not self.view.active:
            note = self.view.status or note or QCoreApplication.translate("SeatPlate", "sits out")
        note_w = w - 2 * pad - sw
        if right:
            font = _font(px, True)
            rw = QFontMetricsF(font).horizontalAdvance(right)
            out.append((TextBox(right, right, QRectF(line.right() - rw, line.y(), rw, line.height()), font), GOLD))
            note_w -= QFontMetricsF(font).horizontalAdvance(right + "  ")
        name_room = name_w - QFontMetricsF(_font(px * 1.08, True)).horizontalAdvance(name) - px
        small = _font(px * 0.9)
        colour = QColor(190, 215, 200)
        if note and QFontMetricsF(small).horizontalAdvance(note) > note_w \
                and QFontMetricsF(small).horizontalAdvance(note) <= name_room:
            # no room beside the score and whose turn it is, but beside a short name: it goes up there
            x = w - pad - (2 * chip + 4 if chip else 0) - name_room
            out.append((TextBox(note, note, QRectF(x, h * 0.08, name_room, h * 0.46), small), colour))
        elif note and note_w > px * 2:
            # a note too long for its room is set smaller, down to three quarters of the size, before it is cut short
            size = px * 0.9
            while size > px * 0.72 and QFontMetricsF(_font(size)).horizontalAdvance(note) > note_w:
                size -= 0.5
            font = _font(size)
            text = QFontMetricsF(font).elidedText(note, Qt.TextElideMode.ElideRight, note_w)
            out.append((TextBox(note, text, QRectF(pad + sw, h * 0.52, note_w, h * 0.42), font), colour))
        elif note:
            out.append((TextBox(note, "", QRectF(pad + sw, h * 0.52, max(0.0, note_w), h * 0.42), small), colour))
        return out


class Bubble(QGraphicsObject):
    """A speech bubble at a plate: the seat's bid, or "pass"."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.muted = False
        self._px = 13.0
        self.setVisible(False)
        self.setZValue(210)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_text(self, text: str, muted: bool, font_px: float) -> None:
        if (text, muted, font_px) == (self.text, self.muted, self._px):
            return
        self.prepareGeometryChange()
        self.text, self.muted, self._px = text, muted, font_px
        self.setVisible(bool(text))
        self.update()

    def _size(self) -> tuple[float, float]:
        fm = QFontMetricsF(_font(self._px * 1.1, True))
        return fm.horizontalAdvance(self.text) + self._px * 1.6, self._px * 2.0

    def boundingRect(self) -> QRectF:
        w, h = self._size()
        return QRectF(-w / 2 - 2, -h / 2 - 2, w + 4, h + 4)

    def frame_rect(self) -> QRectF:
        w, h = self._size()
        return QRectF(-w / 2, -h / 2, w, h)

    def text_boxes(self) -> list[TextBox]:
        return [TextBox(self.text, self.text, self.frame_rect(), _font(self._px * 1.1, True))]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._size()
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
        painter.setBrush(QColor(200, 200, 195) if self.muted else QColor(255, 252, 235))
        painter.drawRoundedRect(rect, h / 2, h / 2)
        painter.setFont(_font(self._px * 1.1, True))
        painter.setPen(QColor(80, 80, 80) if self.muted else QColor(25, 25, 25))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class TakenPile(QGraphicsObject):
    """The tricks a seat has taken: a small face-down stack with the count."""

    def __init__(self, look: CardLook) -> None:
        super().__init__()
        self.look = look
        self.count = 0
        self._w = 40.0
        self._px = 12.0
        self.setVisible(False)
        self.setZValue(5)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_state(self, count: int, width: float, font_px: float) -> None:
        if (count, width, font_px) == (self.count, self._w, self._px):
            return
        self.prepareGeometryChange()
        self.count, self._w, self._px = count, width, font_px
        self.setVisible(count > 0)
        self.setToolTip(counted("TakenPile", "%n trick(s) taken", count))
        self.update()

    def boundingRect(self) -> QRectF:
        w, h = self._w, self._w * 1.5
        reach = max(10.0, self._px * 0.95 + 2)  # the count's badge sits on the lower right corner
        return QRectF(-w / 2 - 6, -h / 2 - 6, w + 6 + reach, h + 6 + reach)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._w, self._w * 1.5
        dpr = painter.device().devicePixelRatio() if painter.device() is not None else 1.0
        pm = self.look.renderer.back_pixmap(self.look.back, max(1, round(w)), None, dpr)
        layers = min(3, self.count)
        for i in range(layers):
            off = (layers - 1 - i) * 2.5
            painter.drawPixmap(QRectF(-w / 2 + off, -h / 2 - off, w, h), pm, QRectF(0, 0, pm.width(), pm.height()))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._px * 0.95
        path = QPainterPath()
        path.addEllipse(QRectF(w / 2 - r, h / 2 - r, 2 * r, 2 * r))
        painter.setPen(QPen(QColor(30, 30, 30), 1))
        painter.setBrush(QColor(250, 245, 225))
        painter.drawPath(path)
        painter.setFont(_font(self._px, True))
        painter.setPen(QColor(20, 20, 20))
        painter.drawText(QRectF(w / 2 - r, h / 2 - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(self.count))
