"""Things drawn on the table, each alone: what they paint stays inside what they claim."""

from __future__ import annotations

import pytest
from kartln.gui.card_renderer import CardRenderer
from kartln.gui.table.card_item import CardLook
from kartln.gui.table.seat_plate import TakenPile


@pytest.mark.parametrize("font_px", [10.0, 14.0, 22.0, 30.0])
def test_the_taken_pile_claims_room_for_its_count(qtbot, font_px: float) -> None:  # type: ignore[no-untyped-def]
    """#15 defect 8: with the large fonts of a maximised window the count's badge on the pile's
    corner was cut off; the item's bounds hold the whole badge."""
    pile = TakenPile(CardLook(CardRenderer()))
    pile.set_state(7, 60.0, font_px)
    w, h = 60.0, 90.0
    r = font_px * 0.95
    rect = pile.boundingRect()
    assert rect.right() >= w / 2 + r and rect.bottom() >= h / 2 + r
