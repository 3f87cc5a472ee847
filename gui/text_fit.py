"""Does every word on the table fit? A check of the game screen as the player sees it now.

It measures, with the fonts in use, each label, button and table cell of the panels over the table
and each line the table's items draw (seat plates, the info lines, banners, bubbles, the trump
disc) against the room it is given, and looks for panels and messages lying over what the table
keeps clear (:meth:`TableScene.kept_clear`: the plates, the hands, the stock and the other piles, the
info lines, the trump) or over each other. The same check runs for every language: it names the
offending words, so a translation that is too long is found by its text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsItem,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QTableWidget,
    QWidget,
)

if TYPE_CHECKING:
    from kartln.gui.game_screen import GameScreen

SLACK = 1.0  # pixels a text may exceed its room by rounding


@dataclass(frozen=True)
class TextBox:
    """One piece of text an item draws: the words meant, the words drawn (elided or not), where
    (in the item's coordinates), in which font, and whether it wraps within the rectangle."""

    text: str
    drawn: str
    rect: QRectF
    font: QFont
    wrap: bool = False


class DrawsText(Protocol):
    def text_boxes(self) -> list[TextBox]: ...


@dataclass(frozen=True)
class Misfit:
    kind: str  # "elided", "cut", "outside", "overlap"
    text: str  # the words concerned
    where: str  # what shows them

    def __str__(self) -> str:
        return f"{self.kind}: {self.where}: {self.text!r}"


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _name(w: QWidget) -> str:
    return w.objectName() or type(w).__name__


# -- widgets ------------------------------------------------------------------------------------

def label_misfits(label: QLabel, where: str) -> Iterator[Misfit]:
    text = label.text()
    if not text or not label.isVisible():
        return
    room = label.contentsRect()
    if label.wordWrap():
        need_h = label.heightForWidth(label.width())
        if need_h > label.height() + SLACK:
            yield Misfit("cut", text, f"{where}: wrapped label needs {need_h} px of height, has {label.height()}")
        if label.minimumSizeHint().width() > label.width() + SLACK:
            yield Misfit("cut", text, f"{where}: a word is wider than the label ({label.width()} px)")
    elif label.sizeHint().width() > room.width() + label.margin() * 2 + SLACK + label.indent():
        hint = label.sizeHint().width()
        yield Misfit("cut", text, f"{where}: label needs {hint} px, has {room.width()}")


def button_misfits(button: QPushButton, where: str) -> Iterator[Misfit]:
    text = _plain(button.text())
    if not text or not button.isVisible():
        return
    opt = QStyleOptionButton()
    button.initStyleOption(opt)
    room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, button)
    font = QFont(button.font())
    if _bold_now(button):
        font.setBold(True)
    need = QFontMetricsF(font).horizontalAdvance(text)
    if need > room.width() + SLACK:
        yield Misfit("cut", text, f"{where}: button label needs {need:.0f} px, has {room.width()}")


RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")


def _bold_now(button: QPushButton) -> bool:
    """Whether a style sheet rule sets ``button`` in bold in its present state (primary, default,
    focused, checked): the widget's font does not say so, as such a rule applies only while painting."""
    states = {
        ":default": button.isDefault(), ":focus": button.hasFocus(), ":checked": button.isChecked(),
        '[primary="true"]': bool(button.property("primary")),
    }
    w: QWidget | None = button
    while w is not None:
        for selectors, body in RULE.findall(w.styleSheet()):
            if "font-weight:bold" not in body.replace(" ", ""):
                continue
            for selector in selectors.split(","):
                if "QPushButton" not in selector:
                    continue
                tail = selector.split("QPushButton", 1)[1].strip()
                if tail and all(states.get(part, False) for part in re.findall(r':\w+|\[[^\]]+\]', tail)):
                    return True
        w = w.parentWidget()
    return False


def table_misfits(table: QTableWidget, where: str) -> Iterator[Misfit]:
    pad = 8.0  # the cell's margins in the style
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            if item is None or not item.text() or table.isColumnHidden(c):
                continue
            text, cw, rh = item.text(), table.columnWidth(c), table.rowHeight(r)
            font = item.font() if item.font() != QFont() else table.font()
            fm = QFontMetricsF(font)
            if table.wordWrap():
                need = fm.boundingRect(QRectF(0, 0, cw - pad, 10000), int(Qt.TextFlag.TextWordWrap), text).height()
                if need > rh + SLACK:
                    yield Misfit("cut", text, f"{where}: cell needs {need:.0f} px of height, has {rh}")
            else:
                need = fm.horizontalAdvance(text) + pad
                if need > cw + SLACK:
                    yield Misfit("elided", text, f"{where}: cell needs {need:.0f} px, has {cw}")


def _inside(inner: QRect, outer: QRect) -> bool:
    return (inner.left() >= outer.left() - SLACK and inner.top() >= outer.top() - SLACK
            and inner.right() <= outer.right() + SLACK and inner.bottom() <= outer.bottom() + SLACK)


def _words(w: QWidget) -> str:
    if isinstance(w, QLabel):
        return w.text()
    if isinstance(w, QAbstractButton):
        return _plain(w.text())
    title = getattr(w, "title", None)
    return title.text() if isinstance(title, QLabel) else _name(w)


def widget_misfits(top: QWidget, where: str) -> list[Misfit]:
    """Labels, buttons and tables in ``top`` (a panel) that do not fit, or stick out of what holds them."""
    out: list[Misfit] = []
    if not top.isVisible():
        return out
    for w in [top, *top.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        at = f"{where}/{_name(w)}"
        if isinstance(w, QLabel):
            out += label_misfits(w, at)
        elif isinstance(w, QPushButton):
            out += button_misfits(w, at)
        elif isinstance(w, QTableWidget):
            out += table_misfits(w, at)
        parent = w.parentWidget()
        if w is not top and parent is not None and _owned_by_layout(w) and not _inside(w.geometry(), parent.rect()):
            where_now = f"{_rect_text(w.geometry())} in {_rect_text(parent.rect())}"
            out.append(Misfit("outside", _words(w), f"{at}: {where_now}"))
    return out


def _owned_by_layout(w: QWidget) -> bool:
    """A widget placed by its parent's layout (the inner parts of a spin box or table are the widget's own)."""
    parent = w.parentWidget()
    layout = parent.layout() if parent is not None else None
    return layout is not None and layout.indexOf(w) >= 0


def _rect_text(r: QRect | QRectF) -> str:
    return f"({r.x():.0f},{r.y():.0f} {r.width():.0f}×{r.height():.0f})"


# -- table items --------------------------------------------------------------------------------

def _boxes_of(item: QGraphicsItem) -> list[TextBox]:
    """The words a table item draws (the items that draw words tell them by ``text_boxes``)."""
    return cast(DrawsText, item).text_boxes()


def box_misfits(boxes: Iterable[TextBox], where: str) -> Iterator[Misfit]:
    for b in boxes:
        if not b.text:
            continue
        if b.drawn != b.text:
            yield Misfit("elided", b.text, f"{where}: drawn as {b.drawn!r}")
            continue
        fm = QFontMetricsF(b.font)
        if b.wrap:
            need = fm.boundingRect(QRectF(0, 0, b.rect.width(), 100000), int(Qt.TextFlag.TextWordWrap), b.text)
            if need.height() > b.rect.height() + SLACK or need.width() > b.rect.width() + SLACK:
                yield Misfit("cut", b.text, f"{where}: needs {need.width():.0f}×{need.height():.0f} px, "
                                            f"has {b.rect.width():.0f}×{b.rect.height():.0f}")
        elif fm.horizontalAdvance(b.text) > b.rect.width() + SLACK:
            need_w = fm.horizontalAdvance(b.text)
            yield Misfit("cut", b.text, f"{where}: needs {need_w:.0f} px, has {b.rect.width():.0f}")


def item_misfits(item: QGraphicsItem, where: str, scene_rect: QRectF) -> list[Misfit]:
    boxes: list[TextBox] = _boxes_of(item)
    out = list(box_misfits(boxes, where))
    for b in boxes:
        if b.text and b.drawn:
            r = item.mapRectToScene(b.rect)
            if not scene_rect.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(r):
                out.append(Misfit("outside", b.text, f"{where}: {_rect_text(r)} off the table"))
    return out


# -- the whole screen ---------------------------------------------------------------------------

def _visible(item: QGraphicsItem | None) -> bool:
    return item is not None and item.isVisible() and item.opacity() > 0.05


def _panel_rect(screen: GameScreen, w: QWidget) -> QRectF:
    """A widget over the table in scene coordinates (the view fills the screen at scale 1)."""
    top_left = w.mapTo(screen, QPoint(0, 0))
    at = screen.view.mapToScene(screen.view.mapFrom(screen, top_left))
    return QRectF(at.x(), at.y(), w.width(), w.height())


def _text_rect(item: QGraphicsItem) -> QRectF:
    """Where an item's words and background lie on the table."""
    boxes: list[TextBox] = _boxes_of(item)
    drawn = [item.mapRectToScene(b.rect) for b in boxes if b.drawn]
    shape = getattr(item, "frame_rect", None)
    if callable(shape):
        return item.mapRectToScene(shape())
    if not drawn:
        return QRectF()
    r = drawn[0]
    for d in drawn[1:]:
        r = r.united(d)
    return r


def _words_of(item: QGraphicsItem) -> str:
    boxes: list[TextBox] = _boxes_of(item)
    return " / ".join(b.text for b in boxes if b.text)


def overlap_misfits(screen: GameScreen) -> list[Misfit]:
    """Panels and messages lying over the plates, the card indices, the stock, or each other."""
    scene = screen.scene
    out: list[Misfit] = []
    if screen.curtain.isVisible():
        return out  # the curtain covers everything on purpose
    shrink = 1.5  # a hair of touching is no overlap
    keep = scene.kept_clear()
    panels: list[tuple[str, QRectF]] = []
    for name, w in (("panel", screen.panel), ("hint button", screen.hint_button)):
        if w is not None and w.isVisible():
            panels.append((f"{name} ({_words(w)})", _panel_rect(screen, w)))
    # the guide of a first deal is placed where it hides least of the table; it must not hide the
    # panel or a message, nor they it
    guide = [("the guide", _panel_rect(screen, screen.guide))] if screen.guide.isVisible() else []
    # the deal's summary is read instead of the table: only what is written over it counts
    overlay = [("overlay", _panel_rect(screen, screen.overlay))] \
        if screen.overlay is not None and screen.overlay.isVisible() else []
    banners = [(f"{name} ({_words_of(b)})", _text_rect(b)) for name, b in
               (("message", scene.notice), ("hint banner", scene.hint)) if _visible(b)]
    # an announcement is on the table for a moment, over what is there; a message or the hint takes its place
    announcement = [(f"announcement ({_words_of(scene.banner)})", _text_rect(scene.banner))] \
        if _visible(scene.banner) else []
    plates = [(name, r) for name, r in keep if name.startswith("seat plate")]
    info = [(name, r) for name, r in keep if name == "the info lines"]

    def check(a_list: list[tuple[str, QRectF]], b_list: list[tuple[str, QRectF]], same: bool = False) -> None:
        for i, (a, ra) in enumerate(a_list):
            for j, (b, rb) in enumerate(b_list):
                if same and j <= i:
                    continue
                if ra.adjusted(shrink, shrink, -shrink, -shrink).intersects(rb.adjusted(shrink, shrink, -shrink,
                                                                                         -shrink)):
                    out.append(Misfit("overlap", a, f"lies over {b}"))

    check(panels, panels, same=True)
    check(panels, keep)
    check(guide, panels)
    check(banners, panels + overlay + guide + scene.kept_clear(other_hands=False))
    check(banners, banners, same=True)
    check(banners, announcement)
    check(info, plates)
    return out


def screen_misfits(screen: GameScreen) -> list[Misfit]:
    """Everything on the game screen whose words do not fit or are covered, as it is drawn now."""
    out: list[Misfit] = []
    for name, w in (("panel", screen.panel), ("overlay", screen.overlay), ("curtain", screen.curtain),
                    ("hint button", screen.hint_button), ("guide", screen.guide)):
        if w is not None and w.isVisible():
            out += widget_misfits(w, name)
            if not _inside(w.geometry(), screen.rect()):
                out.append(Misfit("outside", _words(w), f"{name}: {_rect_text(w.geometry())} off the screen"))
    scene = screen.scene
    table = scene.sceneRect()
    items: list[tuple[str, QGraphicsItem]] = [(f"seat plate {s}", p) for s, p in scene.plates.items()]
    items += [(f"bubble {s}", b) for s, b in scene.bubbles.items()]
    items += [("pile caption", b) for b in scene.captions]
    items += [("info lines", scene.info), ("trump", scene.trump), ("banner", scene.banner),
              ("message", scene.notice), ("hint banner", scene.hint)]
    for name, item in items:
        if _visible(item):
            out += item_misfits(item, name, table)
    return out + overlap_misfits(screen)
