"""A card on the table: a QGraphicsObject keyed by a stable id, animated through its properties.

The face comes from the shared SVG renderer at the screen's device pixel ratio, so cards stay
sharp on HiDPI screens. Cards of the viewer's hand can be dragged, clicked and double-clicked;
the item reports these gestures to its scene, which decides what they mean.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from kartln.engine.cards import WELI
from kartln.gui.card_renderer import CardRenderer
from kartln.gui.view_model import CardView, OwnFace
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

CARD_ASPECT = 1.5


SHADOW = 5.0  # margin around a card for its shadow, in logical pixels


class CardGestures:
    """What a scene does with a card's gestures. The table's scene derives from it, so a card
    reports to its scene without importing the scene (which imports the card)."""

    def drag_started(self, item: CardItem) -> None: ...

    def drag_moved(self, item: CardItem, pos: QPointF) -> None: ...

    def drag_released(self, item: CardItem, pos: QPointF) -> None: ...

    def card_clicked(self, item: CardItem) -> None: ...

    def card_double_clicked(self, item: CardItem) -> None: ...


class CardLook:
    """What every card shares: the renderer, the deck, the back, the cards the game draws with
    another face (Schnalzen's WELI as a Joker), and finished card sprites.

    A sprite is a card with its shadow (and, for cards that cannot be played now, a shade),
    rendered once per size and screen resolution, so painting a card is one pixmap copy.
    """

    def __init__(self, renderer: CardRenderer, deck: str = "french", back: str = "red") -> None:
        self.renderer, self._deck, self._back = renderer, deck, back
        self._own: Mapping[int, OwnFace] = {}
        self.names: Mapping[int, str] = {}  # cards the game names its own way (the Mönch, the WELI)
        self._sprites: dict[tuple[object, ...], QPixmap] = {}

    @property
    def deck(self) -> str:
        return self._deck

    @deck.setter
    def deck(self, value: str) -> None:
        if value != self._deck:
            self._deck = value
            self._sprites.clear()

    @property
    def back(self) -> str:
        return self._back

    @back.setter
    def back(self, value: str) -> None:
        if value != self._back:
            self._back = value
            self._sprites.clear()

    @property
    def own(self) -> Mapping[int, OwnFace]:
        return self._own

    @own.setter
    def own(self, value: Mapping[int, OwnFace]) -> None:
        if dict(value) != dict(self._own):
            self._own = dict(value)
            self._sprites.clear()

    def face(self, card: int, width: int, dpr: float) -> QPixmap:
        """The card's face alone (no shadow), as the table draws it."""
        own = self._own.get(card)
        return self.renderer.pixmap(self._deck, own.face if own is not None else card, width, None, dpr)

    def sprite(self, card: int | None, width: float, dpr: float, dimmed: bool) -> QPixmap:
        w = max(1, round(width))
        key = (card, w, round(dpr, 3), dimmed)
        pm = self._sprites.get(key)
        if pm is not None:
            return pm
        h = w * CARD_ASPECT
        face = self.renderer.back_pixmap(self._back, w, None, dpr) if card is None else self.face(card, w, dpr)
        size_w, size_h = w + 2 * SHADOW + 3, h + 2 * SHADOW + 4
        pm = QPixmap(max(1, round(size_w * dpr)), max(1, round(size_h * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        rect = QRectF(SHADOW, SHADOW, w, h)
        radius = w * 0.06
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(rect.translated(2.0, 3.0), radius, radius)
        p.drawPixmap(rect, face, QRectF(0, 0, face.width(), face.height()))
        if dimmed:
            p.setBrush(QColor(20, 20, 30, 110))
            p.drawRoundedRect(rect, radius, radius)
        p.end()
        self._sprites[key] = pm
        return pm


EXPOSED_COLOUR = QColor(70, 150, 235)


def _paint_exposed_mark(painter: QPainter, w: float, h: float, rotation: float) -> None:
    """An outline and an eye in the top right corner, drawn upright however the card lies:
    everybody at the table sees this card."""
    radius = w * 0.06
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(EXPOSED_COLOUR, max(2.0, w * 0.03)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(-w / 2, -h / 2, w, h).adjusted(1, 1, -1, -1), radius, radius)
    r = w * 0.15
    painter.save()
    painter.translate(w / 2 - r * 0.9, -h / 2 + r * 0.9)
    painter.rotate(-rotation)
    centre = QPointF(0, 0)
    painter.setPen(QPen(QColor(255, 255, 255), max(1.0, w * 0.012)))
    painter.setBrush(EXPOSED_COLOUR)
    painter.drawEllipse(centre, r, r)
    eye = QPainterPath()
    ew, eh = r * 1.3, r * 0.75
    eye.moveTo(centre.x() - ew / 2, centre.y())
    eye.quadTo(centre.x(), centre.y() - eh, centre.x() + ew / 2, centre.y())
    eye.quadTo(centre.x(), centre.y() + eh, centre.x() - ew / 2, centre.y())
    painter.setBrush(QColor(255, 255, 255))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(eye)
    painter.setBrush(EXPOSED_COLOUR)
    painter.drawEllipse(centre, r * 0.22, r * 0.22)
    painter.restore()


WELI_RED, WELI_GOLD = QColor(150, 22, 32), QColor(255, 220, 120)
WELI_PRINTED = frozenset({"german"})  # packs whose Schellen-6 is printed as the Weli, banner and all


def _paint_weli_banner(painter: QPainter, w: float, h: float) -> None:
    """The WELI's banner across the six of Bells (diamonds): in Schnalzen and Mulatschak this one
    card is a trump above the others, and the banner says so on every pack."""
    band = QRectF(-w * 0.44, h * 0.12, w * 0.88, h * 0.15)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(WELI_GOLD, max(1.0, w * 0.012)))
    painter.setBrush(WELI_RED)
    painter.drawRoundedRect(band, band.height() * 0.3, band.height() * 0.3)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(6, round(band.height() * 0.68)))
    painter.setFont(font)
    painter.setPen(WELI_GOLD)
    painter.drawText(band, Qt.AlignmentFlag.AlignCenter, "WELI")


STAR_GOLD, STAR_RING = QColor(246, 196, 48), QColor(60, 40, 8)


def _paint_star(painter: QPainter, w: float, h: float, rotation: float) -> None:
    """A gold star on the card's left edge below the index, the part a fanned hand leaves in
    sight: a card the game marks (Watten's strikers)."""
    r = w * 0.11
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(-w / 2 + r * 1.15, -h / 2 + h * 0.36)
    painter.rotate(-rotation)
    painter.setPen(QPen(STAR_RING, max(1.0, w * 0.014)))
    painter.setBrush(QColor(255, 250, 235))
    painter.drawEllipse(QPointF(0, 0), r, r)
    star = QPainterPath()
    for i in range(10):
        radius = r * (0.82 if i % 2 == 0 else 0.36)
        angle = math.pi / 2 + i * math.pi / 5
        point = QPointF(radius * math.cos(angle), -radius * math.sin(angle))
        if i == 0:
            star.moveTo(point)
        else:
            star.lineTo(point)
    star.closeSubpath()
    painter.setBrush(STAR_GOLD)
    painter.drawPath(star)
    painter.restore()


def _paint_order(painter: QPainter, w: float, h: float, n: int) -> None:
    """A chosen card's number in a choice where the order counts: a gold disc at the top middle."""
    r = w * 0.16
    painter.save()
    painter.setPen(QPen(QColor(60, 40, 0), 1.5))
    painter.setBrush(QColor(255, 214, 90))
    centre = QPointF(0, -h / 2 + r * 1.6)
    painter.drawEllipse(centre, r, r)
    font = painter.font()
    font.setBold(True)
    font.setPixelSize(max(8, round(r * 1.3)))
    painter.setFont(font)
    painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(n))
    painter.restore()


class CardItem(QGraphicsObject):
    def __init__(self, key: str, view: CardView, look: CardLook, width: float) -> None:
        super().__init__()
        self.key = key
        self.card: int | None = view.card
        self.face_up = view.face_up
        self.exposed = view.exposed
        self.mark = view.mark
        self.look = look
        self.zone: tuple[object, ...] = ()
        self.home = QPointF()  # where the card rests (a snapped-back drag returns here)
        self.home_rotation = 0.0
        self.home_z = 0.0
        self._w = float(width)
        self._h = self._w * CARD_ASPECT
        self.interactive = True
        self.dimmed = False
        self.marked = False  # selected by click or keyboard
        self.order = 0  # its number in a choice where the order counts (0: none)
        self._hover = False
        self._press: QPointF | None = None
        self._grab = QPointF()
        self.dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        # no item cache: painting a card is one copy of its finished sprite, which is cheaper than
        # re-rendering a device cache on every frame of a turning card
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)
        self.set_interactive(False)

    # -- state --------------------------------------------------------------------------------

    @property
    def width(self) -> float:
        return self._w

    def set_width(self, width: float) -> None:
        if abs(width - self._w) > 0.01:
            self.prepareGeometryChange()
            self._w = float(width)
            self._h = self._w * CARD_ASPECT

    @property
    def shows_face(self) -> bool:
        return self.card is not None and self.face_up

    def set_face(self, card: int | None, face_up: bool) -> None:
        if card != self.card or face_up != self.face_up:
            self.card, self.face_up = card, face_up
            self.update()

    def set_marks(self, view: CardView) -> None:
        """What the card's view says beyond its face: seen by all, or a game's mark."""
        if view.exposed != self.exposed or view.mark != self.mark:
            self.exposed, self.mark = view.exposed, view.mark
            self.setToolTip(view.mark)
            self.update()

    def set_interactive(self, on: bool) -> None:
        if on == self.interactive:
            return
        self.interactive = on
        self.setAcceptHoverEvents(on)
        self.setCursor(Qt.CursorShape.OpenHandCursor if on else Qt.CursorShape.ArrowCursor)
        if not on:
            self._hover = False

    def set_dimmed(self, on: bool) -> None:
        if on != self.dimmed:
            self.dimmed = on
            self.update()

    def set_order(self, n: int) -> None:
        if n != self.order:
            self.order = n
            self.update()

    def set_marked(self, on: bool) -> None:
        if on != self.marked:
            self.marked = on
            self.update()

    # -- painting -----------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        m = SHADOW
        return QRectF(-self._w / 2 - m, -self._h / 2 - m, self._w + 2 * m + 3, self._h + 2 * m + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._w, self._h
        device = painter.device()
        dpr = device.devicePixelRatio() if device is not None else 1.0
        pm = self.look.sprite(self.card if self.shows_face else None, w, dpr, self.dimmed)
        pw, ph = pm.width() / pm.devicePixelRatio(), pm.height() / pm.devicePixelRatio()
        painter.drawPixmap(QRectF(-w / 2 - SHADOW, -h / 2 - SHADOW, pw, ph), pm, QRectF(0, 0, pm.width(), pm.height()))
        if self.card == WELI and self.shows_face and WELI not in self.look.own and self.look.deck not in WELI_PRINTED:
            _paint_weli_banner(painter, w, h)
        if self.exposed and self.shows_face:
            _paint_exposed_mark(painter, w, h, self.rotation())
        if self.mark and self.shows_face:
            _paint_star(painter, w, h, self.rotation())
        if self.marked or (self._hover and not self.dimmed):
            rect = QRectF(-w / 2, -h / 2, w, h)
            radius = w * 0.06
            pen = QPen(QColor(255, 214, 90) if self.marked else QColor(255, 240, 190, 200), 3 if self.marked else 2)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.order and self.shows_face:
            _paint_order(painter, w, h, self.order)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-self._w / 2, -self._h / 2, self._w, self._h))
        return path

    # -- input --------------------------------------------------------------------------------

    def _table(self) -> CardGestures | None:
        s = self.scene()
        return s if isinstance(s, CardGestures) else None

    def hoverEnterEvent(self, event: object) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: object) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._grab = self.pos() - event.scenePos()
        self.dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        table = self._table()
        if not self.dragging:
            if (event.scenePos() - self._press).manhattanLength() < QApplication.startDragDistance():
                return
            self.dragging = True
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            if table is not None:
                table.drag_started(self)
        self.setPos(event.scenePos() + self._grab)
        if table is not None:
            table.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self._table()
        pressed, dragging = self._press, self.dragging
        self._press, self.dragging = None, False
        if self.interactive:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        if table is None or pressed is None:
            return
        if dragging:
            table.drag_released(self, event.scenePos())
        else:
            table.card_clicked(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        table = self._table()
        if table is not None:
            table.card_double_clicked(self)
