"""What the table shows as a deal goes on: Raub's new trump card where the trump card lay, the Rams
widow apart from the trick, the tokens and points on the plates as the rules count them trick by
trick, a full trick held long enough to read its last card, and Thousand's stock until the
declarer takes it."""

from __future__ import annotations

import pytest
from kartln.engine.games.raub.events import NewTrumpTurned
from kartln.engine.records import replay
from kartln.gui.table.layout import CARD_ASPECT, CardPlace, Rect, TableLayout
from kartln.gui.view_model import Zone
from table_helpers import FAST, open_window, record_until, wait_until

FOUR = ("human", "ai", "ai", "ai")


def _window_at(qtbot, home, record):  # type: ignore[no-untyped-def]
    """The window with ``record`` replayed, settled on the human's turn."""
    w = open_window(qtbot, home, FAST, size=(1100, 760))
    w.start_match(replay(record))
    wait_until(qtbot, lambda: w.game.idle() and w.game.input_seat == 0)
    return w


def _face_up_items(w, zone: str) -> dict[int, object]:  # type: ignore[no-untyped-def]
    return {it.card: it for it in w.game.scene.cards.values()
            if it.isVisible() and it.shows_face and it.zone and it.zone[0] == zone}


def test_after_new_trump_the_new_trump_card_lies_where_the_trump_card_lay(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    record = record_until(lambda s: s.phase == "lead" and s.second_round and s.current_player() == 0,
                          game_id="raub")
    w = _window_at(qtbot, home, record)
    state = w.controller.state
    new = next(e.card for e in reversed(state.observation(0).events) if isinstance(e, NewTrumpTurned))
    old = state.turned_up
    on_table = _face_up_items(w, "pile")
    assert new in on_table and old not in on_table, (new, old, sorted(on_table))
    assert w.game.scene.snapshot.trump_card == new


def _rect(p: CardPlace) -> Rect:
    h = p.width * CARD_ASPECT
    return (p.x - p.width / 2, p.y - h / 2, p.width, h)


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("size", [(800, 600), (1100, 760), (1920, 1080)])
def test_the_rams_widow_lies_apart_from_the_trick_the_hands_and_the_plates(n: int, size: tuple[int, int]) -> None:
    lay = TableLayout(*size, n)
    widow = [_rect(p) for p in lay.pile(0, 1, 5, "aside")]
    others = [lay.trick_rect(), *(_rect(lay.trick_place(s, 0)) for s in lay.seats),
              *(lay.hand_rect(s) for s in lay.seats), *(g.plate for g in lay.seats.values())]
    assert not [(c, o) for c in widow for o in others if _overlap(c, o)]
    assert all(c[0] >= 0 and c[0] + c[2] <= size[0] for c in widow)


def test_the_rams_widow_in_the_window_is_not_under_the_trick(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    record = record_until(lambda s: s.phase == "play" and s.widow and s.trick and s.current_player() == 0,
                          game_id="rams")
    w = _window_at(qtbot, home, record)
    scene = w.game.scene
    widow = [it for it in scene.cards.values() if it.zone and it.zone[0] == "pile"]
    trick = [it for it in scene.cards.values() if it.zone == ("trick",)]
    assert len(widow) == 5 and trick
    area = scene.zone_rect(Zone("trick"))
    for it in widow:
        box = it.sceneBoundingRect()
        assert not box.intersects(area)
        assert not any(box.intersects(t.sceneBoundingRect()) for t in trick)


def _plate_scores(w) -> list[int | None]:  # type: ignore[no-untyped-def]
    plates = w.game.scene.plates
    return [plates[s].view.score for s in sorted(plates)]


def test_rams_tokens_come_off_the_plates_trick_by_trick(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    def some_trick_taken(s) -> bool:  # type: ignore[no-untyped-def]
        takers = [p for p in s.active if s.tricks[p] and p != s.declarer]
        return s.phase == "play" and bool(takers) and s.current_player() == 0

    record = record_until(some_trick_taken, game_id="rams")
    w = _window_at(qtbot, home, record)
    state = w.controller.state
    taker = next(p for p in state.active if state.tricks[p] and p != state.declarer)
    # the sheet changes when the deal is scored, the plate at each trick (rams.md §8)
    assert _plate_scores(w)[taker] == state.scores()[taker] - state.tricks[taker]


def test_staying_at_home_costs_its_point_on_the_plate_at_once(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    def someone_home(s) -> bool:  # type: ignore[no-untyped-def]
        return s.phase == "play" and len(s.active) < 4 and s.current_player() == 0 and not any(s.tricks)

    record = record_until(someone_home, kinds=FOUR, game_id="schnalzen")
    w = _window_at(qtbot, home, record)
    state = w.controller.state
    home_seats = [p for p in range(4) if p not in state.active]
    assert home_seats
    for p in home_seats:  # the sheet counts it at the deal's end, the plate at once (schnalzen.md §4)
        assert _plate_scores(w)[p] == state.scores()[p] + 1
