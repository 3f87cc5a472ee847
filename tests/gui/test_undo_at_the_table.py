"""Undo at the table (Ctrl+Z): the human's last card and the computers' replies are taken back."""

from __future__ import annotations

from kartln.engine.actions import PlayCard
from kartln.engine.records import replay
from kartln.engine.registry import game
from kartln.gui.saves import open_save
from kartln.gui.session import new_match
from PySide6.QtCore import Qt
from table_helpers import FAST, open_window, seats, wait_for_human


def press_undo(qtbot, w) -> None:  # type: ignore[no-untyped-def]
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def play_until_a_card(qtbot, w) -> int:  # type: ignore[no-untyped-def]
    """Answer the human's turns until a card is played early in a deal; how many actions were before it."""
    for _ in range(300):
        wait_for_human(qtbot, w)
        c = w.controller
        legal = c.legal_actions()
        cards = [a for a in legal if isinstance(a, PlayCard)]
        if cards and bin(c.state.hands[0]).count("1") > 3:
            before = len(c.match.actions)
            assert w.game._submit(cards[0])
            return before
        assert w.game._submit(cards[0] if cards else legal[0])
    raise AssertionError("the human never played a card")


def test_ctrl_z_takes_back_the_card_and_the_replies(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=5))
    wait_for_human(qtbot, w)
    assert not w.act_undo.isEnabled()  # nothing of this deal to take back yet
    before = play_until_a_card(qtbot, w)
    wait_for_human(qtbot, w)  # the computers have replied
    played = list(w.controller.match.actions)
    assert len(played) > before + 1 and w.act_undo.isEnabled()
    old = w.controller
    press_undo(qtbot, w)
    qtbot.waitUntil(lambda: w.controller is not old)
    wait_for_human(qtbot, w)
    match = w.controller.match
    assert match.actions == played[:before]
    prefix = replay(match.to_record())
    prefix.state.legal_actions()  # the live state has cached its legal actions, which equality compares
    assert match.state == prefix.state and w.controller.current_player() == 0
    assert match.to_record().meta["undone"] == [[match.state.deal_no, len(played) - before]]
    assert prefix.undone == match.undone
    path = tmp_path / "undone.kartln.json"
    assert w.save_to(path)
    reopened = open_save(path).match
    assert reopened is not None and reopened.undone == match.undone and reopened.actions == match.actions
    assert w.open_path(path)
    assert w.controller.match.undone == match.undone
    assert w.store.load_autosave().match.undone == match.undone  # type: ignore[union-attr]


def test_undo_is_off_in_hot_seat_unless_the_setting_says_on(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    for allowed in (False, True):
        w = open_window(qtbot, home, FAST.with_(undo_hot_seat=allowed))
        w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "human", "ai"), seed=11))
        c = w.controller
        assert not w.act_undo.isEnabled()
        qtbot.waitUntil(lambda c=c: c.waiting_for_human() >= 0, timeout=10000)
        seat = c.waiting_for_human()
        before = list(c.match.actions)
        assert c.submit(seat, c.legal_actions()[0]) is None
        qtbot.waitUntil(lambda w=w: w.undo_trail is not None and w.undo_trail.cut() is not None, timeout=10000)
        assert w.act_undo.isEnabled() is allowed
        if not allowed:  # the key says why nothing happens
            press_undo(qtbot, w)
            assert "off when several people play" in w.statusBar().currentMessage()
            assert w.controller is c
        if allowed:
            press_undo(qtbot, w)
            qtbot.waitUntil(lambda w=w, c=c: w.controller is not c)
            assert w.controller.match.actions == before and w.controller.current_player() == seat
        w.close()


def test_undo_can_be_switched_off_against_computers(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST.with_(undo_vs_computers=False))
    w.start_match(new_match("ramsen", game("ramsen").default_rules(4), seats("human", "ai", "ai", "ai"), seed=3))
    play_until_a_card(qtbot, w)
    wait_for_human(qtbot, w)
    assert not w.act_undo.isEnabled()
    w.apply_settings(w.settings.with_(undo_vs_computers=True))
    assert w.act_undo.isEnabled()


def test_a_first_message_in_the_status_bar_does_not_shift_the_table(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=2))
    qtbot.waitUntil(lambda: w.game.isVisible())
    before = w.game.geometry()
    w.notify("a message", dialog=False)
    qtbot.wait(1)  # the layout settles on the next turn of the event loop
    assert w.game.geometry() == before
