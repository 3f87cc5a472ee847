"""Where a panel or a message goes on the table: near where it belongs, over nothing the player must see.

The table offers the rectangles it keeps clear (the seat plates, the corner indices of the player's
cards, the stock and the other piles, the info lines); a box is tried at its own place first, then
higher up, then to either side, and the first place that covers none of them is taken. Where no place
is free (a very small window) the one that covers least is taken.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF


def covered(box: QRectF, keep: Sequence[QRectF]) -> float:
    """The area of ``keep`` that ``box`` lies over."""
    total = 0.0
    for r in keep:
        i = box.intersected(r)
        if not i.isEmpty():
            total += i.width() * i.height()
    return total


def free_spot(box: QRectF, keep: Sequence[QRectF], bounds: QRectF, lowest: float | None = None,
              step: float = 8.0) -> QRectF:
    """``box`` moved to the nearest place inside ``bounds`` that covers nothing in ``keep``, never
    lower than ``lowest`` (by default its own bottom); upwards counts half as far as sideways or
    downwards, so a panel rather rises than leaves the middle. Where no place is free, the place
    that covers least."""
    w, h = box.width(), box.height()
    low = min(bounds.bottom(), box.bottom() if lowest is None else lowest) - h
    y0 = max(bounds.top(), min(box.top(), low))
    x0 = min(max(bounds.left(), box.left()), bounds.right() - w)
    places = [(0.0, x0, y0)]
    x = bounds.left()
    while x <= bounds.right() - w + 0.01:
        y = bounds.top()
        while y <= low + 0.01:
            places.append((abs(x - x0) + ((y0 - y) * 0.5 if y <= y0 else y - y0), x, y))
            y += step
        x += step * 3
    places.sort()
    best, best_cost = QRectF(x0, y0, w, h), float("inf")
    for _, x, y in places:
        r = QRectF(x, y, w, h)
        cost = covered(r, keep)
        if cost == 0:
            return r
        if cost < best_cost:
            best, best_cost = r, cost
    return best
