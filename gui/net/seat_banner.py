"""Where the seats' news lies on the table: a small banner near the top, over no hand, plate or trick.

The news stays up for a while (a countdown, a computer player standing in), so unlike a message
that is gone at the next click it must never hide what the player plays with: it keeps clear of
every hand (the others' hidden cards too), the seat plates, the piles, the info lines, the trump,
the trick in the middle and whatever lies over the table (a panel, the hint button).
"""

from __future__ import annotations

from collections.abc import Sequence

from kartln.gui.table.decor import Banner
from kartln.gui.table.free_spot import free_spot
from kartln.gui.table.scene import TableScene
from PySide6.QtCore import QRectF


class SeatBanner:
    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.item = Banner()
        self.item.setZValue(950)  # under a message (960), over the cards
        scene.addItem(self.item)

    def show(self, text: str, avoid: Sequence[QRectF] = ()) -> None:
        lay = self.scene.layout
        if lay is None or not text:
            self.item.set_text("", 12.0, 100.0)  # no text: hidden
            return
        self.item.set_text(text, lay.font_px * 0.9, min(lay.w * 0.5, 520))
        self.place(avoid)

    def place(self, avoid: Sequence[QRectF] = ()) -> None:
        """Near the top middle, or the nearest free place from there above the player's hand."""
        lay = self.scene.layout
        if lay is None or not self.item.text:
            return
        tx, ty, tw, th = lay.trick_rect()
        keep = [r for _, r in self.scene.kept_clear()] + [QRectF(tx, ty, tw, th)] + list(avoid)
        for other in (self.scene.notice, self.scene.hint):
            if other.isVisible():
                keep.append(other.mapRectToScene(other.frame_rect()))
        frame = self.item.frame_rect()
        box = QRectF(lay.w / 2 - frame.width() / 2, 6, frame.width(), frame.height())
        bounds = QRectF(2, 2, lay.w - 4, lay.h - 4)
        spot = free_spot(box, keep, bounds, lowest=lay.hand_rect(lay.viewer)[1] - 4)
        self.item.setPos(spot.center() - frame.center())

    def text(self) -> str:
        return self.item.text if self.item.isVisible() else ""
