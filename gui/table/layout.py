"""Where everything lies on the table, for 2 to 5 seats and any window size.

Pure geometry: the scene asks for the place of each card, plate and pile. Seat 0 of the layout
is the viewer at the bottom; the others follow clockwise (left, top, right). Cards are sized
from the window, so a large window shows large, sharp cards.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass

Point = tuple[float, float]
Rect = tuple[float, float, float, float]  # x, y, w, h

CARD_ASPECT = 1.5
#: The places of tricks shown to everybody: "shown" by the viewer's side (lower left), "shown-right" across.
SHOWN = ("shown", "shown-right")
SIDES: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "left", "topleft", "topright", "right"),
}
# Where a seat's card lies in the trick, in units of (card width, card height) from the centre.
TRICK_OFFSETS: dict[int, dict[str, tuple[float, float, float]]] = {
    2: {"bottom": (0.22, 0.14, 3.0), "top": (-0.22, -0.14, -4.0)},
    3: {"bottom": (0.0, 0.22, 0.0), "left": (-0.56, -0.12, -6.0), "right": (0.56, -0.12, 6.0)},
    4: {"bottom": (0.0, 0.27, 0.0), "left": (-0.62, 0.0, -5.0), "top": (0.0, -0.27, 3.0), "right": (0.62, 0.0, 5.0)},
    5: {
        "bottom": (0.0, 0.28, 0.0), "left": (-0.78, 0.02, -6.0), "topleft": (-0.42, -0.26, -3.0),
        "topright": (0.42, -0.26, 3.0), "right": (0.78, 0.02, 6.0),
    },
}


def clamp(x: float, lo: float, hi: float) -> float:
    return max(lo, min(hi, x))


@dataclass(frozen=True)
class CardPlace:
    x: float  # centre
    y: float
    rotation: float
    width: float
    z: float


@dataclass(frozen=True)
class SeatGeom:
    seat: int
    side: str
    hand_center: Point
    card_w: float
    max_span: float  # the longest fan, along the hand's axis
    plate: Rect
    taken: Point  # centre of the taken pile
    trick: CardPlace  # where this seat's card lies in the trick
    bubble: Point  # centre of the bid bubble

    @property
    def vertical(self) -> bool:
        return self.side in ("left", "right")

    @property
    def rotation(self) -> float:
        return {"left": 90.0, "right": -90.0}.get(self.side, 0.0)


class TableLayout:
    """The geometry of a table of ``n`` seats in a ``width`` x ``height`` scene."""

    def __init__(self, width: float, height: float, n: int, viewer: int = 0) -> None:
        if n not in SIDES:
            raise ValueError(f"tables have 2 to 5 seats, not {n}")
        self.w, self.h, self.n, self.viewer = float(width), float(height), n, viewer
        w, h = self.w, self.h
        cw = clamp(min(w / 11.5, (h - 80) / 5.4), 44, 176)
        self.card_w = float(int(cw) // 2 * 2)
        self.card_h = self.card_w * CARD_ASPECT
        self.small_w = float(round(self.card_w * 0.62))
        self.small_h = self.small_w * CARD_ASPECT
        self.margin = m = max(8.0, round(self.card_w * 0.1))
        self.scale = clamp(self.card_w / 116, 0.8, 1.45)  # for plates and fonts
        self.plate_w = round(clamp(self.card_w * 1.8, 160, 310))
        self.plate_h = round(clamp(self.card_w * 0.5, 50, 74))
        self.font_px = round(clamp(self.card_w * 0.125, 12, 21))
        self.lift = self.card_h * 0.2
        self.info_width = round(self.font_px * 13)  # room for "Contract: 120 (Name)"
        # the band of the top seats and the bottom hand; the middle holds trick and stock
        top_band = m + self.small_h + (self.plate_h + 10 if n == 5 else 0)
        bottom_top = h - m - self.card_h * 1.1 - self.card_w * 0.05 - self.lift
        self.center: Point = (w / 2, (top_band + bottom_top) / 2)
        self.seats: dict[int, SeatGeom] = {}
        sides = SIDES[n]
        for rel, side in enumerate(sides):
            seat = (viewer + rel) % n
            self.seats[seat] = self._seat(seat, side)

    # -- seats ------------------------------------------------------------------------------

    def side_of(self, seat: int) -> str:
        return self.seats[seat].side

    def _seat(self, seat: int, side: str) -> SeatGeom:
        w, h, m = self.w, self.h, self.margin
        cw, sw, sh = self.card_w, self.small_w, self.small_h
        pw, ph = self.plate_w, self.plate_h
        ox, oy, rot = TRICK_OFFSETS[self.n][side]
        cx, cy = self.center
        trick = CardPlace(cx + ox * cw, cy + oy * self.card_h, rot, cw, 0)
        if side == "bottom":
            # the plate in the left corner with the taken pile (and its count badge) right beside it;
            # the hand keeps the same room free on its right so that it stays centred
            pile_w = sw * 0.8
            beside = pw + 2 * m + pile_w + self.font_px
            span = max(cw * 2, w - 2 * (beside + m))
            span = min(span, cw * (1 + 11 * 0.62))
            center = (w / 2, h - m - self.card_h * 0.6 - cw * 0.05)
            plate = (m, h - m - ph, pw, ph)
            pile_h = pile_w * CARD_ASPECT
            taken = (m + pw + m + pile_w / 2, h - m - pile_h / 2 - self.font_px * 0.6)
            bubble = (m + pw / 2, h - m - ph - 22 * self.scale)
            return SeatGeom(seat, side, center, cw, span, plate, taken, trick, bubble)
        if side == "top":
            span = min(w * 0.42, sw * (1 + 11 * 0.5))
            center = (w / 2, m + sh / 2)
            px = w / 2 - span / 2 - m - pw
            pile_x = w / 2 + span / 2 + m + sw * 0.6
            if px - 2 * m < self.info_width:
                # no room for the info lines in the top-left corner: plate right, pile left of the hand
                px = w / 2 + span / 2 + m
                pile_x = w / 2 - span / 2 - m - sw * 0.6
            plate = (px, m, pw, ph)
            taken = (pile_x, m + sh / 2)
            bubble = (px + pw / 2, m + ph + 20 * self.scale)
            return SeatGeom(seat, side, center, sw, span, plate, taken, trick, bubble)
        if side in ("topleft", "topright"):
            fx = 0.33 if side == "topleft" else 0.67
            span = min(w * 0.24, sw * (1 + 11 * 0.45))
            center = (w * fx, m + sh / 2)
            py = m + sh + 10
            plate = (w * fx - pw / 2, py, pw, ph)
            # the taken pile beside the plate on the outer side, the bid bubble on the inner side
            pile_w = sw * 0.8
            away = pw / 2 + m + self.font_px + pile_w / 2
            taken = (w * fx + (-away if side == "topleft" else away), py + ph / 2 + sw * 0.2)
            bubble = (w * fx + (pw / 2 + 30 * self.scale) * (1 if side == "topleft" else -1), py + ph / 2)
            return SeatGeom(seat, side, center, sw, span, plate, taken, trick, bubble)
        # left and right: cards lie sideways, fanned downwards
        yc = h * (0.47 if self.n == 5 else 0.4)
        span = min(h * 0.42, sw * (1 + 11 * 0.42))
        x = m + sh / 2 if side == "left" else w - m - sh / 2
        py = min(yc + span / 2 + m, h - m - 2 * ph - 44 * self.scale)
        px = m if side == "left" else w - m - pw
        plate = (px, py, pw, ph)
        # the taken pile lies beside the hand, towards the middle of the table
        pile_w = sw * 0.8
        gap = m + self.font_px  # the count badge sticks out on the pile's right
        tx = x + sh / 2 + m + pile_w / 2 if side == "left" else x - sh / 2 - gap - pile_w / 2
        taken = (tx, yc)
        bubble = (px + pw / 2, py + ph + 20 * self.scale)
        return SeatGeom(seat, side, (x, yc), sw, span, plate, taken, trick, bubble)

    # -- hands ------------------------------------------------------------------------------

    def hand(self, seat: int, count: int, selected: int | Collection[int] | None = None) -> list[CardPlace]:
        """Places of ``count`` cards fanned in ``seat``'s hand, left to right (top to bottom);
        the card (or cards) at index ``selected`` are lifted."""
        lifted = {selected} if isinstance(selected, int) else set(selected or ())
        g = self.seats[seat]
        if count <= 0:
            return []
        cw = g.card_w
        ch = cw * CARD_ASPECT
        cx, cy = g.hand_center
        out = []
        if g.vertical:
            step = min(cw * 0.42, (g.max_span - cw) / max(1, count - 1))
            for i in range(count):
                y = cy + (i - (count - 1) / 2) * step
                out.append(CardPlace(cx, y, g.rotation, cw, 10 + i))
            return out
        full = 0.62 if g.side == "bottom" else 0.5 if g.side == "top" else 0.45
        step = min(cw * full, (g.max_span - cw) / max(1, count - 1))
        spread = min(1.0, count / 10)
        for i in range(count):
            t = 0.0 if count == 1 else (2 * i / (count - 1) - 1)
            x = cx + (i - (count - 1) / 2) * step
            if g.side == "bottom":
                y = cy + ch * 0.05 * t * t * spread
                rot = t * 5.0 * spread
                if i in lifted:
                    y -= self.lift
            else:
                y = cy - ch * 0.04 * t * t * spread
                rot = -t * 4.0 * spread
            out.append(CardPlace(x, y, rot, cw, 10 + i))
        return out

    def hand_rect(self, seat: int) -> Rect:
        g = self.seats[seat]
        cw = g.card_w
        ch = cw * CARD_ASPECT
        cx, cy = g.hand_center
        if g.vertical:
            return (cx - ch / 2, cy - g.max_span / 2, ch, g.max_span)
        return (cx - g.max_span / 2, cy - ch / 2 - (self.lift if g.side == "bottom" else 0), g.max_span,
                ch + (self.lift if g.side == "bottom" else 0))

    # -- the middle -------------------------------------------------------------------------

    def trick_place(self, seat: int, order: int) -> CardPlace:
        p = self.seats[seat].trick
        return CardPlace(p.x, p.y, p.rotation, p.width, 100 + order)

    def trick_rect(self) -> Rect:
        cx, cy = self.center
        w = self.card_w * (3.4 if self.n >= 4 else 2.9)
        h = self.card_h * (1.9 if self.n >= 4 else 1.6)
        return (cx - w / 2, cy - h / 2, w, h)

    def pile(self, index: int, piles: int, count: int, place: str = "center") -> list[CardPlace]:
        """Places of the cards of one pile in the middle (a stock spread out, a side pile stacked),
        or of a trick shown to everybody (place "shown", see :meth:`shown_pile`)."""
        cw = self.card_w
        cx, cy = self.center
        if place in SHOWN:
            return self.shown_pile(SHOWN.index(place), count)
        if place == "pair":
            return self.pair_pile(index, piles, count)
        if place == "aside":
            return self.aside_pile(count)
        if place == "side":
            x = max(self.margin + self.plate_w * 0.6, cx - cw * 2.9)
            if index == 0:  # a talon or stock, stacked
                return [CardPlace(x + i * 2.0, cy - i * 2.0, -8.0, cw * 0.8, 60 + i) for i in range(count)]
            # the next side pile (a turned-up trump card) lies across and partly under the first
            return [CardPlace(x + cw * 0.42, cy + i * 2.0, 82.0, cw * 0.8, 50 + i) for i in range(count)]
        width = cw * (0.78 if piles == 1 else 0.74)
        step = width * (0.62 if piles == 1 else 0.45)
        if piles == 1:
            px = cx
        else:
            gap = width * 1.15 + step * 0.5
            px = cx + (index - (piles - 1) / 2) * 2 * gap
        return [
            CardPlace(px + (i - (count - 1) / 2) * step, cy, 0.0, width, 60 + i) for i in range(count)
        ]

    def aside_pile(self, count: int) -> list[CardPlace]:
        """A hand laid apart from the trick (Rams's widow): small cards fanned on the right of the
        middle, across from the talon, where no trick card lands."""
        cw = self.card_w
        cx, cy = self.center
        width = cw * 0.7
        step = width * 0.2
        right = min(self.w - self.margin - self.plate_w * 0.6, cx + cw * 2.9)
        x0 = right - step * max(0, count - 1)
        return [CardPlace(x0 + i * step, cy, 0.0, width, 60 + i) for i in range(count)]

    def pair_pile(self, index: int, piles: int, count: int) -> list[CardPlace]:
        """One of a row of places in the middle, each a card laid face down with a card dealt face up
        in front of it, lower and overlapping (Mulatschak's exchange on sight)."""
        width = self.card_w * 0.74
        cx, cy = self.center
        x = cx + (index - (piles - 1) / 2) * width * 1.18
        drop = width * CARD_ASPECT * 0.42
        return [CardPlace(x, cy - drop / 2 + i * drop, 0.0, width, 60 + i) for i in range(count)]

    def shown_pile(self, index: int, count: int) -> list[CardPlace]:
        """A trick that stays face up for everybody (Bauernschnapsen's first trick of each team):
        small cards fanned in a lower corner, the viewer's team's on the left (``index`` 0), the
        other on the right, between the side seats' plates with their bubbles (a word said stays
        there through the tricks) and the bottom plate, never under the bottom hand. The caption
        lies beside the cards, towards the middle (:meth:`shown_caption`), not under a plate."""
        m, w = self.margin, self.small_w
        top = max((g.plate[1] + g.plate[3] + self.bubble_reach(g) for g in self.seats.values() if g.vertical),
                  default=self.center[1])
        bottom = self.h - 2 * m - self.plate_h  # the corners hold no taken pile: the bottom one lies right of the plate
        w = min(w, max(self.card_w * 0.4, (bottom - top) / CARD_ASPECT))
        step = w * 0.45
        span = w + step * max(0, count - 1)
        y = (top + bottom) / 2
        x0 = m + w / 2 if index == 0 else self.w - m - span + w / 2
        return [CardPlace(x0 + i * step, y, 0.0, w, 60 + i) for i in range(count)]

    def bubble_reach(self, g: SeatGeom) -> float:
        """How far below a side seat's plate its bubble reaches (a bubble is two font heights high)."""
        return g.bubble[1] + self.font_px + 2 - (g.plate[1] + g.plate[3])

    def shown_caption(self, index: int, count: int, text_w: float = 0.0) -> Point:
        """The centre of a shown pile's caption ``text_w`` wide: beside its cards, towards the middle
        of the table, at the cards' height."""
        places = self.shown_pile(index, max(1, count))
        gap = self.margin * 0.6
        if index == 0:
            right = places[-1].x + places[-1].width / 2
            return (right + gap + text_w / 2, places[-1].y)
        left = places[0].x - places[0].width / 2
        return (left - gap - text_w / 2, places[0].y)

    def pile_rect(self, index: int, piles: int, place: str = "center") -> Rect:
        places = self.pile(index, piles, 3 if piles == 1 else 2, place)
        if not places:
            return (0, 0, 0, 0)
        w = places[0].width
        h = w * CARD_ASPECT
        xs = [p.x for p in places]
        pad = w * 0.25
        return (min(xs) - w / 2 - pad, places[0].y - h / 2 - pad, max(xs) - min(xs) + w + 2 * pad, h + 2 * pad)

    # -- indicators -------------------------------------------------------------------------

    def trump_center(self) -> Point:
        r = self.trump_radius
        return (self.w - self.margin - r - 4, self.margin + r + 4)

    @property
    def trump_radius(self) -> float:
        return clamp(self.card_w * 0.36, 28, 60)

    def info_rect(self) -> Rect:
        """The corner for the info lines, as wide as the things beside it allow."""
        m = self.margin
        height = self.font_px * 5
        limit = self.w * 0.3
        pile_w = self.small_w * 0.8
        for g in self.seats.values():
            tx, ty = g.taken
            pile = (tx - pile_w / 2, ty - pile_w * 0.75, pile_w + self.font_px, pile_w * 1.5 + self.font_px)
            for x, y, _, rh in (self.hand_rect(g.seat), g.plate, pile):
                if x > m and y < m + height and y + rh > m:  # beside the corner, at its height
                    limit = min(limit, x - 2 * m)
        return (m, m, max(self.font_px * 8, limit), height)

    def deck_point(self, dealer: int | None) -> Point:
        """Where dealt cards come from: in front of the dealer."""
        if dealer is None or dealer not in self.seats:
            return self.center
        g = self.seats[dealer]
        cx, cy = self.center
        hx, hy = g.hand_center
        return (cx + (hx - cx) * 0.55, cy + (hy - cy) * 0.55)

    def seat_rect(self, seat: int) -> Rect:
        """The drop zone of a seat: its plate and hand together."""
        return union(self.seats[seat].plate, self.hand_rect(seat))


def union(a: Rect, b: Rect) -> Rect:
    x0, y0 = min(a[0], b[0]), min(a[1], b[1])
    x1, y1 = max(a[0] + a[2], b[0] + b[2]), max(a[1] + a[3], b[1] + b[3])
    return (x0, y0, x1 - x0, y1 - y0)


def rotated_bounds(p: CardPlace) -> Rect:
    """The axis-aligned box of a card placed at ``p``."""
    w, h = p.width, p.width * CARD_ASPECT
    a = math.radians(p.rotation)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    bw, bh = w * c + h * s, w * s + h * c
    return (p.x - bw / 2, p.y - bh / 2, bw, bh)


def overlaps(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def inside(a: Rect, w: float, h: float, tolerance: float = 0.5) -> bool:
    return a[0] >= -tolerance and a[1] >= -tolerance and a[0] + a[2] <= w + tolerance and a[1] + a[3] <= h + tolerance
