"""Where the panels over the table go: the phase's panel above the viewer's hand, or the nearest
place from there that covers nothing the table keeps clear; the guided deal's panel where it hides
least of the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kartln.gui.deal_guide import DealGuide
from kartln.gui.panels.base import PhasePanel
from kartln.gui.table.free_spot import free_spot
from PySide6.QtCore import QRectF

if TYPE_CHECKING:
    from kartln.gui.game_screen import GameScreen


def place_panel(screen: GameScreen, panel: PhasePanel, px: int, also_clear: QRectF | None = None) -> None:
    """The panel above the hand, or the nearest place from there where it covers nothing the table
    keeps clear (nor the hint button, nor ``also_clear``)."""
    lay = screen.scene.layout
    w, h = screen.width(), screen.height()
    panel.set_font_px(px)
    panel.setMaximumWidth(int(w * 0.8))
    panel.adjustSize()
    pw = panel.width()
    # the height its wrapped lines need at the width it has, not at the width it would like
    ph = max(panel.sizeHint().height(), panel.heightForWidth(pw))
    if lay is not None:
        top = lay.hand_rect(lay.viewer)[1]
        y = top - ph - max(8, px // 2)
    else:
        y = h - ph - 20
    box = QRectF((w - pw) / 2, max(4, y), pw, ph)
    if lay is not None:
        keep = [r for _, r in screen.scene.kept_clear()]
        if screen.hint_button.isVisible():
            keep.append(QRectF(screen.hint_button.geometry()))
        if also_clear is not None:
            keep.append(also_clear)
        box = free_spot(box, keep, QRectF(4, 4, w - 8, h - 8), lowest=h - 4)
    panel.setGeometry(round(box.x()), round(box.y()), int(pw), int(ph))


def place_guide(screen: GameScreen, g: DealGuide, px: int) -> None:
    """The guide where it hides least of the table: a corner or the top's middle, whichever
    covers the fewest hands, plates, the trick and the panel over the hand."""
    g.set_font_px(px)
    w, h = screen.width(), screen.height()
    width = int(min(420, max(240, w * 0.3)))  # narrow enough in a small window to leave the panel free
    g.setFixedWidth(width)
    g.set_compact(h < 700)
    g.setMinimumHeight(0)
    g.setMaximumHeight(16777215)
    g.adjustSize()
    height = min(max(g.heightForWidth(width), g.sizeHint().height()), int(h * 0.7))
    g.setFixedHeight(height)
    g.box.activate()  # the labels take their wrapped heights now, not at the next layout pass
    lay = screen.scene.layout
    margin = max(8, px // 2)
    info_bottom = (lay.info_rect()[1] + lay.info_rect()[3]) if lay is not None else 0
    places = [(w - width - margin, margin), ((w - width) // 2, margin), (margin, int(info_bottom) + margin),
              (w - width - margin, h - height - screen.hint_button.height() - 2 * margin)]
    shown: list[tuple[float, float, float, float]] = []
    if lay is not None:
        for seat, geom in lay.seats.items():
            shown += [lay.hand_rect(seat), geom.plate]
        shown += [lay.trick_rect(), lay.info_rect()]
    if screen.scene.hint.isVisible():
        r = screen.scene.hint.sceneBoundingRect()
        shown.append((r.x(), r.y(), r.width(), r.height()))
    panel = screen.panel
    if panel is not None and panel.isVisible():
        pg = panel.geometry()
        # the panel counts most: covering what the player is to answer is worse than covering a hand
        shown += [(pg.x(), pg.y(), pg.width(), pg.height())] * 4

    def hidden(x: int, y: int) -> float:
        return sum(max(0.0, min(x + width, rx + rw) - max(x, rx)) * max(0.0, min(y + height, ry + rh) - max(y, ry))
                   for rx, ry, rw, rh in shown)

    for rx, _ry, rw, _rh in shown:  # right beside a hand or plate, along the top
        places += [(int(rx - width - margin), margin), (int(rx + rw + margin), margin)]
    places = [(x, y) for x, y in places if 0 <= x <= w - width and 0 <= y <= h - height]
    x, y = min(places or [(w - width - margin, margin)], key=lambda xy: hidden(*xy))
    g.move(int(x), int(max(0, y)))
    g.raise_()
