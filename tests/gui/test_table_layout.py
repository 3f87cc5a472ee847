"""The table layout for 2 to 5 seats at several window sizes: everything on the table, nothing
covering anything it must not."""

from __future__ import annotations

import pytest
from kartln.gui.table.layout import TableLayout, inside, overlaps, rotated_bounds, union

SIZES = ((800, 520), (1024, 640), (1280, 800), (1920, 1080), (2560, 1440))


def hand_box(lay: TableLayout, seat: int, count: int) -> tuple[float, float, float, float]:
    boxes = [rotated_bounds(p) for p in lay.hand(seat, count)]
    box = boxes[0]
    for b in boxes[1:]:
        box = union(box, b)
    return box


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("size", SIZES)
def test_everything_lies_on_the_table(n: int, size: tuple[int, int]) -> None:
    w, h = size
    lay = TableLayout(w, h, n, viewer=0)
    big = 12 if n == 2 else 10  # the most cards a hand holds (declarer after taking the stock)
    for seat in range(n):
        for p in lay.hand(seat, big, selected=big // 2 if seat == 0 else None):
            assert inside(rotated_bounds(p), w, h), (seat, p)
        assert inside(lay.seats[seat].plate, w, h)
    assert inside(lay.trick_rect(), w, h)
    tx, ty = lay.trump_center()
    r = lay.trump_radius
    assert inside((tx - r, ty - r, 2 * r, 2 * r), w, h)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("size", SIZES)
def test_plates_hands_and_trick_do_not_cover_each_other(n: int, size: tuple[int, int]) -> None:
    w, h = size
    lay = TableLayout(w, h, n, viewer=0)
    big = 12 if n == 2 else 10
    hands = {s: hand_box(lay, s, big) for s in range(n)}
    plates = {s: lay.seats[s].plate for s in range(n)}
    trick = lay.trick_rect()
    for s in range(n):
        for t in range(n):
            if s != t:
                assert not overlaps(plates[s], plates[t]), (s, t)
                assert not overlaps(plates[s], hands[t]), ("plate", s, "hand", t)
                assert not overlaps(hands[s], hands[t]), ("hands", s, t)
        assert not overlaps(plates[s], hands[s]), ("own plate covers the hand", s)
        assert not overlaps(trick, hands[s]), ("trick covers hand", s)
        assert not overlaps(trick, plates[s]), ("trick covers plate", s)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_cards_grow_with_the_window(n: int) -> None:
    small, large = TableLayout(1024, 640, n), TableLayout(1920, 1080, n)
    assert large.card_w > small.card_w * 1.4
    assert small.card_w >= 70  # readable on a small laptop screen
    assert small.font_px >= 12


def test_the_viewer_sits_at_the_bottom_and_the_others_clockwise() -> None:
    lay = TableLayout(1280, 800, 4, viewer=2)
    assert lay.side_of(2) == "bottom"
    assert [lay.side_of(s) for s in (3, 0, 1)] == ["left", "top", "right"]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("size", SIZES)
def test_taken_piles_lie_on_the_table(n: int, size: tuple[int, int]) -> None:
    w, h = size
    lay = TableLayout(w, h, n, viewer=0)
    pw = lay.small_w * 0.8
    badge = lay.font_px
    big = 12 if n == 2 else 10
    hands = [hand_box(lay, s, big) for s in range(n)]
    for s in range(n):
        x, y = lay.seats[s].taken
        pile = (x - pw / 2, y - pw * 0.75, pw + badge, pw * 1.5 + badge)
        assert inside(pile, w, h), s
        assert not overlaps(pile, lay.trick_rect()), ("pile on the trick", s)
        for t in range(n):
            assert not overlaps(pile, hands[t]), ("pile", s, "on hand", t)
            assert not overlaps(pile, lay.seats[t].plate), ("pile", s, "on plate", t)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("size", SIZES)
def test_the_info_lines_have_room_in_the_corner(n: int, size: tuple[int, int]) -> None:
    w, h = size
    lay = TableLayout(w, h, n, viewer=0)
    info = lay.info_rect()
    assert info[2] >= lay.font_px * 11, "too narrow for a contract line"
    big = 12 if n == 2 else 10
    pw = lay.small_w * 0.8
    for s in range(n):
        assert not overlaps(info, lay.seats[s].plate), ("plate", s)
        assert not overlaps(info, hand_box(lay, s, big)), ("hand", s)
        x, y = lay.seats[s].taken
        assert not overlaps(info, (x - pw / 2, y - pw * 0.75, pw + lay.font_px, pw * 1.5 + lay.font_px)), ("pile", s)


@pytest.mark.parametrize("size", SIZES)
def test_tricks_shown_to_everybody_lie_in_the_lower_corners(size: tuple[int, int]) -> None:
    """Bauernschnapsen's first trick of each team (four seats, five cards a hand): on the table,
    clear of the hands, plates, taken piles, the trick and each other, with room for a caption."""
    w, h = size
    lay = TableLayout(w, h, 4, viewer=0)
    pw, badge = lay.small_w * 0.8, lay.font_px
    others = [hand_box(lay, s, 5) for s in range(4)] + [lay.seats[s].plate for s in range(4)] + [lay.trick_rect()]
    for s in range(4):
        x, y = lay.seats[s].taken
        others.append((x - pw / 2, y - pw * 0.75, pw + badge, pw * 1.5 + badge))
    boxes = []
    for index in (0, 1):
        places = lay.shown_pile(index, 4)
        box = rotated_bounds(places[0])
        for p in places[1:]:
            box = union(box, rotated_bounds(p))
        cx, cy = lay.shown_caption(index, 4)
        box = union(box, (cx - 1, cy - lay.font_px, 2, 2 * lay.font_px))
        assert inside(box, w, h), index
        assert places[0].width >= lay.card_w * 0.4  # still readable
        for other in others:
            assert not overlaps(box, other), (index, other)
        boxes.append(box)
    assert not overlaps(boxes[0], boxes[1])


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("size", SIZES)
def test_the_viewer_s_taken_pile_lies_beside_his_plate(n: int, size: tuple[int, int]) -> None:
    """Your own tricks lie right of your plate, at its height, not in the far corner."""
    lay = TableLayout(*size, n, viewer=0)
    px, py, pw, _ = lay.seats[0].plate
    x, y = lay.seats[0].taken
    pile_left = x - lay.small_w * 0.4
    assert px + pw < pile_left <= px + pw + 2 * lay.margin
    assert py - lay.font_px < y < size[1]
