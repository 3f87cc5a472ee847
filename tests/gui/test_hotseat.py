"""Hot-seat: with two humans the privacy curtain hides every hand between their turns."""

from __future__ import annotations

from kartln.engine.registry import game
from kartln.gui.session import new_match
from PySide6.QtCore import Qt
from table_helpers import FAST, face_up_hand_cards, hand_cards, open_window, seats


def _act(qtbot, w) -> None:  # type: ignore[no-untyped-def]
    """The human at the screen does something simple with real input."""
    scene = w.game.scene
    if scene.hand_active:
        scene.select(sorted(scene.legal)[0])
        qtbot.keyClick(w.game.view, Qt.Key.Key_Return)
    else:
        qtbot.mouseClick(w.game.panel.first_button(), Qt.MouseButton.LeftButton)
    panel = w.game.panel
    if panel is not None and not scene.hand_active and panel.first_button() is not None:
        qtbot.mouseClick(panel.first_button(), Qt.MouseButton.LeftButton)  # a marriage question


def test_the_curtain_hides_each_human_hand_from_the_other(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "human", "ai"), seed=11))
    curtain = w.game.curtain
    turns = 0
    switches = 0
    last_seat = None
    for _ in range(200):
        qtbot.waitUntil(lambda: curtain.isVisible() or w.game.input_seat >= 0, timeout=10000)
        if curtain.isVisible():
            seat = curtain.seat
            assert "Pass to " + w.game.names[seat] in curtain.title.text()
            # nobody's hand is face up under the curtain
            assert face_up_hand_cards(w) == {}
            qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not curtain.isVisible())
            if last_seat is not None and seat != last_seat:
                switches += 1
            last_seat = seat
            continue
        seat = w.game.input_seat
        shown = face_up_hand_cards(w)
        # only the human at the screen sees a hand, and it is their own
        assert set(shown) <= {seat}
        assert shown.get(seat, set()) == hand_cards(w.controller.state, seat)
        assert seat == w.game.viewer
        _act(qtbot, w)
        turns += 1
        if switches >= 3:
            break
    assert switches >= 3, "the turn should have passed between the two humans"


def test_a_single_human_sees_no_curtain(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=2))
    qtbot.waitUntil(lambda: w.game.input_seat == 0, timeout=10000)
    assert not w.game.curtain.isVisible()
    assert face_up_hand_cards(w)[0] == hand_cards(w.controller.state, 0)
