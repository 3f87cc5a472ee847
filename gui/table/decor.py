"""Things on the table that are not cards: trump indicator, info lines, banners, notices, drop zones."""

from __future__ import annotations

from kartln.engine.names import Pack, spoken_name
from kartln.gui.table.card_item import SHADOW as CARD_SHADOW
from kartln.gui.table.card_item import CardLook
from kartln.gui.table.seat_plate import GOLD, _font
from kartln.gui.text_fit import TextBox
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

RED_SUITS = (0, 1)  # hearts, diamonds


class TrumpIndicator(QGraphicsObject):
    """The trump in a corner of the table: a suit, "No trumps", and the turned-up card that made it."""

    def __init__(self, look: CardLook | None = None) -> None:
        super().__init__()
        self.look = look
        self.symbol = ""
        self.suit: int | None = None
        self.caption = ""
        self.card: int | None = None
        self._r = 40.0
        self._px = 13.0
        self.setVisible(False)
        self.setZValue(150)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_state(self, suit: int | None, symbol: str, caption: str, radius: float, font_px: float,
                  card: int | None = None) -> None:
        state = (suit, symbol, caption, radius, font_px, card)
        tip = caption
        if card is not None:  # named afresh each time: a change of deck may rename the card
            pack = Pack.GERMAN if self.look is not None and self.look.deck == "german" else Pack.FRENCH
            name = (self.look.names.get(card) if self.look is not None else None) or spoken_name(card, pack)
            tip = QCoreApplication.translate("Table", "turned up: {card}").format(card=name)
        self.setToolTip(tip)
        if state == (self.suit, self.symbol, self.caption, self._r, self._px, self.card):
            return
        self.prepareGeometryChange()
        self.suit, self.symbol, self.caption, self._r, self._px, self.card = state
        self.setVisible(bool(caption))
        self.update()

    def _card_rect(self) -> QRectF:
        """Where the turned-up card lies: tucked under the left of the disc."""
        r = self._r
        w = r * 1.05
        h = w * 1.5
        return QRectF(-r - w * 0.62, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        r = self._r
        disc = QRectF(-r - 4, -r - 4, 2 * r + 8, 2 * r + 8)
        if self.card is not None and self.look is not None:
            return disc.united(self._card_rect().adjusted(-8, -8, 8, 8))
        return disc

    def _symbol_font(self, r: float) -> QFont:
        """A suit sign fills the disc; a German suit's name is shrunk until it fits well inside it
        (the line it stands on is a chord a little shorter than the diameter)."""
        if len(self.symbol) <= 2:
            return _font(r, True)
        px = r * 0.42
        font = _font(px, True)
        while px > 6 and QFontMetricsF(font).horizontalAdvance(self.symbol) > r * 1.55:
            px *= 0.92
            font = _font(px, True)
        return font

    def _caption_box(self) -> TextBox:
        r, cap = self._r, self.caption
        if self.suit is None:
            return TextBox(cap, cap, QRectF(-r, -r, 2 * r, 2 * r), _font(self._px * 0.95, True), True)
        return TextBox(cap, cap, QRectF(-r, r * 0.28, 2 * r, r * 0.5), _font(max(9.0, r * 0.28), True))

    def text_boxes(self) -> list[TextBox]:
        return [self._caption_box()]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._r
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.card is not None and self.look is not None:
            cr = self._card_rect()
            dpr = painter.device().devicePixelRatio() if painter.device() is not None else 1.0
            pm = self.look.sprite(self.card, cr.width(), dpr, False)
            painter.save()
            painter.translate(cr.center())
            painter.rotate(-10)
            pw, ph = pm.width() / pm.devicePixelRatio(), pm.height() / pm.devicePixelRatio()
            painter.drawPixmap(QRectF(-cr.width() / 2 - CARD_SHADOW, -cr.height() / 2 - CARD_SHADOW, pw, ph), pm,
                               QRectF(0, 0, pm.width(), pm.height()))
            painter.restore()
        painter.setPen(QPen(GOLD if self.suit is not None else QColor(255, 255, 255, 90), 2.5))
        painter.setBrush(QColor(250, 248, 238) if self.suit is not None else QColor(12, 18, 22, 170))
        painter.drawEllipse(QRectF(-r, -r, 2 * r, 2 * r))
        cap = QRectF(-r, r * 0.28, 2 * r, r * 0.5)
        if self.suit is None:
            painter.setPen(QColor(235, 235, 225))
            painter.setFont(_font(self._px * 0.95, True))
            painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.caption)
            return
        colour = QColor(200, 30, 40) if self.suit in RED_SUITS else QColor(20, 20, 20)
        painter.setPen(colour)
        painter.setFont(self._symbol_font(r))
        painter.drawText(QRectF(-r, -r * 0.85, 2 * r, r * 1.2), Qt.AlignmentFlag.AlignCenter, self.symbol)
        painter.setPen(QColor(60, 60, 60))
        painter.setFont(_font(max(9.0, r * 0.28), True))
        painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, self.caption)


class InfoBox(QGraphicsObject):
    """A few lines at the top left: the deal, the high bid or contract."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: tuple[str, ...] = ()
        self._w, self._px = 200.0, 13.0
        self.setVisible(False)
        self.setZValue(150)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_state(self, lines: tuple[str, ...], width: float, font_px: float) -> None:
        if (lines, width, font_px) == (self.lines, self._w, self._px):
            return
        self.prepareGeometryChange()
        self.lines, self._w, self._px = lines, width, font_px
        self.setVisible(bool(lines))
        self.update()

    def _boxes(self) -> list[TextBox]:
        """Each line in the box's width, wrapped onto further lines where it is longer: a line is never cut short."""
        px, lh = self._px, self._px * 1.45
        fm = QFontMetricsF(_font(px, True))
        inner = min(self._w - px * 1.2, max((fm.horizontalAdvance(s) for s in self.lines), default=0.0) + 2)
        out, y = [], lh * 0.25
        for i, line in enumerate(self.lines):
            font = _font(px, i == 0)
            need = QFontMetricsF(font).boundingRect(QRectF(0, 0, inner, 100000), int(Qt.TextFlag.TextWordWrap), line)
            rows = max(1, round(need.height() / QFontMetricsF(font).lineSpacing()))
            height = lh + (rows - 1) * QFontMetricsF(font).lineSpacing()
            out.append(TextBox(line, line, QRectF(px * 0.6, y, inner, height), font, True))
            y += height
        return out

    def frame_rect(self) -> QRectF:
        boxes = self._boxes()
        if not boxes:
            return QRectF()
        last = boxes[-1].rect
        return QRectF(0, 0, last.width() + self._px * 1.2, last.bottom() + self._px * 1.45 * 0.25)

    def text_boxes(self) -> list[TextBox]:
        return self._boxes()

    def boundingRect(self) -> QRectF:
        return self.frame_rect().adjusted(0, 0, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(self.frame_rect(), 8, 8)
        for i, box in enumerate(self._boxes()):
            painter.setFont(box.font)
            painter.setPen(QColor(255, 255, 255) if i == 0 else QColor(225, 235, 225))
            painter.drawText(box.rect, Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, box.drawn)


class Banner(QGraphicsObject):
    """An announcement in the middle of the table (a marriage, the contract, a re-deal)."""

    def __init__(self, warning: bool = False) -> None:
        super().__init__()
        self.text = ""
        self.warning = warning
        self._px = 16.0
        self._max_w = 500.0
        self.setZValue(900)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.setVisible(False)

    @property
    def font_px(self) -> float:
        return self._px

    @property
    def max_width(self) -> float:
        return self._max_w

    def set_text(self, text: str, font_px: float, max_width: float) -> None:
        self.prepareGeometryChange()
        self.text, self._px, self._max_w = text, font_px, max_width
        self.setVisible(bool(text))
        self.update()

    def _rect(self) -> QRectF:
        fm = QFontMetricsF(_font(self._px, True))
        inner = min(self._max_w, fm.horizontalAdvance(self.text) + 4)
        br = fm.boundingRect(QRectF(0, 0, inner, 1000), Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter,
                             self.text)
        w, h = inner + self._px * 2.2, br.height() + self._px * 1.3
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-3, -3, 3, 3)

    def frame_rect(self) -> QRectF:
        return self._rect()

    def text_boxes(self) -> list[TextBox]:
        rect = self._rect()
        return [TextBox(self.text, self.text, rect.adjusted(self._px, 0, -self._px, 0), _font(self._px, True), True)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self._rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.warning:
            painter.setPen(QPen(QColor(255, 170, 120), 2))
            painter.setBrush(QColor(110, 30, 20, 235))
        else:
            painter.setPen(QPen(GOLD, 2))
            painter.setBrush(QColor(20, 16, 8, 225))
        painter.drawRoundedRect(rect, 12, 12)
        painter.setFont(_font(self._px, True))
        painter.setPen(QColor(255, 248, 225))
        painter.drawText(rect.adjusted(self._px, 0, -self._px, 0),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)


class ZoneMark(QGraphicsObject):
    """A drop zone outline; it lights up while a dragged card is over it."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect
        self.hot = False
        self.setZValue(1)

    def set_hot(self, hot: bool) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.hot:
            painter.setPen(QPen(QColor(255, 220, 110), 4))
            painter.setBrush(QColor(255, 220, 110, 60))
        else:
            pen = QPen(QColor(255, 255, 255, 110), 2, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(QColor(255, 255, 255, 18))
        painter.drawRoundedRect(self.rect, 16, 16)


class FloatingText(QGraphicsObject):
    """A score change that rises from a plate and fades."""

    def __init__(self, text: str, colour: QColor, font_px: float) -> None:
        super().__init__()
        self.text, self.colour, self._px = text, colour, font_px
        self.setZValue(950)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        fm = QFontMetricsF(_font(self._px * 1.5, True))
        w = fm.horizontalAdvance(self.text) + 16
        return QRectF(-w / 2, -self._px * 1.4, w, self._px * 2.8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setFont(_font(self._px * 1.5, True))
        painter.setPen(self.colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


def no_trump_text() -> str:
    return QCoreApplication.translate("Table", "No trump")
