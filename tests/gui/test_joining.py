"""Playing at a host's table from the window: the join dialog (tables found, a refusal in words, the
code and name kept), whole deals played by clicks as against the computer, a move the host refuses,
the host leaving (the table stays and says why, the seat's view can be saved), leaving the table."""

from __future__ import annotations

import pytest
from kartln.ai.levels import make_agent
from kartln.engine.events import HandDealt
from kartln.engine.messages import NOT_THE_MOMENT
from kartln.engine.net.messages import LOST
from kartln.engine.net.seat_view import read_seat_view
from kartln.gui.net.join_dialog import JoinDialog, split_address
from kartln.gui.rules_dialog import RulesDialog
from kartln.gui.sheet_dialog import ScoreSheetDialog
from net_loopback import LoopbackFinder, LoopbackHost
from net_play import play_turn
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QPushButton
from table_helpers import FAST, open_window, shots_dir, wait_until


@pytest.fixture(autouse=True)
def leave_when_asked(monkeypatch):  # type: ignore[no-untyped-def]
    """Closing the window at the end of a test leaves the table without a question waiting for an answer."""
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)


def _window(qtbot, home, host: LoopbackHost, size=(1024, 700), settings=FAST):  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, settings, size=size)
    w.make_link = host.make_link
    w.make_finder = lambda parent: LoopbackFinder([host], parent)
    return w


def _dialog(w) -> JoinDialog:  # type: ignore[no-untyped-def]
    return next(d for d in w.findChildren(JoinDialog) if d.isVisible())


def _fill_and_join(qtbot, dlg: JoinDialog, code: str) -> None:  # type: ignore[no-untyped-def]
    """Choose the table found, type the code, click Join: real clicks and keys."""
    qtbot.waitUntil(lambda: dlg.tables.count() == 1, timeout=3000)
    rect = dlg.tables.visualItemRect(dlg.tables.item(0))
    qtbot.mouseClick(dlg.tables.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    dlg.code_edit.clear()
    qtbot.mouseClick(dlg.code_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dlg.code_edit, code)
    qtbot.mouseClick(dlg.join_button, Qt.MouseButton.LeftButton)


def _join(qtbot, w, host: LoopbackHost, code: str = "k7m 42q") -> None:  # type: ignore[no-untyped-def]
    """Join from the start screen with the code typed as it is read out (lower case, a space for the dash)."""
    def answer() -> None:
        _fill_and_join(qtbot, _dialog(w), code)

    QTimer.singleShot(0, answer)
    qtbot.mouseClick(w.start_screen.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.remote is not None and w.game.isVisible(), timeout=5000)


def test_a_table_found_says_its_game_host_free_seats_and_another_version() -> None:
    from kartln.engine.net.messages import PROGRAM
    from kartln.gui.net.discovery import TableAd
    from kartln.gui.net.join_dialog import ad_text

    assert ad_text(TableAd("10.0.0.5", 47310, "ramsen", "Ann", 2, PROGRAM)) == (
        "Ramsen at Ann's table, 2 free seats — 10.0.0.5:47310")
    full = ad_text(TableAd("10.0.0.5", 47310, "thousand", "Ann", 0, "0.0.9"))
    assert "no free seat" in full and full.endswith("(another version of Kartln: 0.0.9)")


def test_an_address_is_a_host_with_or_without_its_port() -> None:
    assert split_address(" 192.168.1.20 ", 47310) == ("192.168.1.20", 47310)
    assert split_address("kitchen-pc:5000", 47310) == ("kitchen-pc", 5000)
    assert split_address("kitchen-pc:x", 47310) is None and split_address("", 1) is None


def test_a_wrong_code_is_said_in_the_dialog_which_keeps_what_was_typed(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    host = LoopbackHost("thousand", 4)
    w = _window(qtbot, home, host)
    seen: dict[str, object] = {}

    def answer() -> None:
        dlg = _dialog(w)
        dlg.resize(560, 460)
        _fill_and_join(qtbot, dlg, "WRONG")
        seen["connecting"] = dlg.status.text()
        qtbot.waitUntil(lambda: "code" in dlg.status.text(), timeout=3000)
        seen["refusal"] = dlg.status.text()
        seen["kept"] = (dlg.address_edit.text(), dlg.code_edit.text(), dlg.name_edit.text(),
                        dlg.join_button.isEnabled())
        dlg.grab().save(str(shots_dir(tmp_path) / "join-refused.png"))
        seen["searches"] = dlg.finder.searches
        qtbot.mouseClick(dlg.refresh_button, Qt.MouseButton.LeftButton)
        seen["searched again"] = dlg.finder.searches
        dlg.name_edit.clear()
        qtbot.keyClicks(dlg.name_edit, "Ann")
        _fill_and_join(qtbot, dlg, "K7M-42Q")

    QTimer.singleShot(0, answer)
    w.act_join.trigger()
    qtbot.waitUntil(lambda: w.remote is not None, timeout=5000)
    assert str(seen["connecting"]).startswith("Connecting to 192.168.1.20:47310")
    assert seen["refusal"] == "The table code is wrong."
    assert seen["kept"] == ("192.168.1.20:47310", "WRONG", "Tess", True)
    assert (seen["searches"], seen["searched again"]) == (1, 2)  # on opening, and by the button
    remote = w.remote
    assert remote.seat == 1 and w.game.names == ("Hilda", "Ann", "Vera")
    assert w.settings.player_name == "Ann"  # remembered for the next time
    assert w.game.viewer == 1 and w.game.reveal and w.game.humans == [1]


def _join_by_address(qtbot, w, address: str, code: str) -> None:  # type: ignore[no-untyped-def]
    """The address typed in (no table found), the code typed, Join clicked."""

    def answer() -> None:
        dlg = _dialog(w)
        for edit, text in ((dlg.address_edit, address), (dlg.code_edit, code)):
            qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
            qtbot.keyClicks(edit, text)
        qtbot.mouseClick(dlg.join_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    w.act_join.trigger()
    qtbot.waitUntil(lambda: w.remote is not None and w.game.isVisible(), timeout=10000)


@pytest.mark.parametrize(("game_id", "players", "deals"), [("thousand", 3, 2), ("ramsen", 4, 1)])
def test_deals_are_played_at_a_host_s_table_over_the_network_by_clicks(  # type: ignore[no-untyped-def]
        qtbot, home, tmp_path, game_id, players, deals) -> None:
    """A host's table on loopback (its other seats computer players), the real window joining it."""
    from tests.gui.net_helpers import LOOPBACK, network_match, open_table

    match = network_match(game_id, 1, players, seed=7)
    table = open_table(match)
    w = open_window(qtbot, home, FAST)
    w.make_finder = lambda parent: LoopbackFinder([], parent)
    summaries: list[int] = []
    w.game.summary_closed.connect(lambda: summaries.append(1))
    _join_by_address(qtbot, w, f"{LOOPBACK}:{table.host.server.port}", table.host.code)
    c = w.remote
    assert c.seat == 0 and w.game.names[0] == "Tess" and match.seats[0].name == "Tess"
    me = make_agent(game_id, "easy", 5, match.rules)
    shot = hinted = False
    sent = 0
    for _ in range(400):
        wait_until(qtbot, lambda: len(summaries) >= deals or c.is_over()
                   or (c.waiting_for_human() == c.seat and w.game.input_seat == c.seat and w.game.idle()), 20000)
        if len(summaries) >= deals or c.is_over():
            break
        # the table's hand is the seat's own, as the host's engine has it
        assert c.observation(c.seat).hand == match.state.observation(c.seat).hand
        hinted = hinted or w.game.hint_button.isVisible()
        if not shot and c.state.phase == "play":
            w.grab().save(str(shots_dir(tmp_path) / f"client-{game_id}-mid-deal.png"))
            shot = True
        moves = len(match.actions)
        action = play_turn(qtbot, w, me, w.remote)
        sent += 1
        wait_until(qtbot, lambda n=moves: len(match.actions) > n, 5000)
        assert action.text() in match.actions[moves:]
    assert len(summaries) >= deals and sent > 3 and hinted
    # the score sheet is the seat's, from its observation
    w.act_sheet.trigger()
    sheet = next(d for d in w.findChildren(ScoreSheetDialog) if d.isVisible())
    assert sheet.table.rowCount() >= deals
    rows = sheet.table.rowCount()
    while len(summaries) < deals + 1 and not c.is_over():  # the open sheet follows the next deal
        wait_until(qtbot, lambda: len(summaries) > deals or (c.waiting_for_human() == c.seat and w.game.idle()
                                                              and w.game.input_seat == c.seat), 20000)
        if len(summaries) > deals:
            break
        moves = len(match.actions)
        play_turn(qtbot, w, me, w.remote)
        wait_until(qtbot, lambda n=moves: len(match.actions) > n, 5000)
    qtbot.waitUntil(lambda: sheet.table.rowCount() > rows, timeout=5000)
    view = c.seat_view()
    hands = [e for e in view.events if isinstance(e, HandDealt)]
    assert hands and all((e.cards is not None) == (e.seat == c.seat) for e in hands)
    table.host.close()
    qtbot.waitUntil(lambda: getattr(w, "ended_box", None) is not None and w.ended_box.isVisible(), timeout=5000)
    assert w.ended_box.text() == "The host has closed the table."


def test_a_move_the_host_refuses_is_said_and_the_seat_is_asked_again(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    host = LoopbackHost("ramsen", 3, players=4)
    w = _window(qtbot, home, host)
    _join(qtbot, w, host)
    c = w.remote
    wait_until(qtbot, lambda: c.waiting_for_human() == c.seat and w.game.input_seat == c.seat and w.game.idle())
    host.refuse_next = NOT_THE_MOMENT
    me = make_agent("ramsen", "easy", 5, host.match.rules)
    moves = len(host.match.actions)
    play_turn(qtbot, w, me, w.remote)
    notice = w.game.scene.notice
    qtbot.waitUntil(lambda: notice.isVisible() and "not the moment" in notice.text, timeout=3000)
    assert notice.text == "This is not the moment for that."
    qtbot.waitUntil(lambda: w.game.input_seat == c.seat and c.waiting_for_human() == c.seat, timeout=3000)
    assert len(host.match.actions) == moves
    sent = len(c.client.sent)
    play_turn(qtbot, w, me, w.remote)
    qtbot.waitUntil(lambda: len(host.match.actions) > moves, timeout=3000)
    assert len(c.client.sent) == sent + 1


@pytest.mark.parametrize("size", [(820, 560), (1280, 800)])
def test_when_the_host_leaves_the_table_stays_says_why_and_the_seat_s_view_can_be_saved(  # type: ignore[no-untyped-def]
        qtbot, home, tmp_path, size) -> None:
    host = LoopbackHost("thousand", 9)
    w = _window(qtbot, home, host, size=size)
    _join(qtbot, w, host)
    c = w.remote
    wait_until(qtbot, lambda: c.waiting_for_human() == c.seat and w.game.input_seat == c.seat and w.game.idle())
    shots = shots_dir(tmp_path)
    w.grab().save(str(shots / f"client-{size[0]}-turn.png"))
    host.close()
    qtbot.waitUntil(lambda: getattr(w, "ended_box", None) is not None and w.ended_box.isVisible(), timeout=3000)
    box = w.ended_box
    assert box.text() == "The host has closed the table."
    assert w.game.scene.notice.isVisible() and w.game.scene.notice.text == "The host has closed the table."
    assert w.game.input_seat == -1 and c.waiting_for_human() == -1
    assert w.game.tail is not None and w.game.tail.to_act == -1  # no plate says "your turn" any more
    assert w.stack.currentWidget() is w.game
    w.grab().save(str(shots / f"client-{size[0]}-host-left.png"))
    # a click on the table does not take the message away
    qtbot.mouseClick(w.game.view.viewport(), Qt.MouseButton.LeftButton)
    assert w.game.scene.notice.isVisible()
    path = tmp_path / "mine.seat.json"
    assert w.save_seat_view_to(path)
    view = read_seat_view(path.read_bytes())
    assert view.seat == c.seat and view.names == ("Hilda", "Tess", "Vera") and view.game == "thousand"
    menu = next(b for b in box.findChildren(QPushButton) if b.text() == "Main menu")
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.stack.currentWidget() is w.start_screen, timeout=3000)
    assert w.remote is None


def test_leaving_the_table_asks_first_and_says_goodbye(qtbot, home, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    host = LoopbackHost("ramsen", 5, players=4)
    w = _window(qtbot, home, host)
    _join(qtbot, w, host)
    link = w.remote.client
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text: (asked.append(text), answers.pop(0))[1])
    w.act_menu.trigger()
    assert asked and w.remote is not None and not link.left  # "No": still at the table
    w.act_menu.trigger()
    assert w.remote is None and link.left and w.stack.currentWidget() is w.start_screen
    assert host.core.seated() == {}  # the host was told the player has gone


def test_leaving_a_table_on_the_network_frees_the_seat_at_the_host(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    from tests.gui.net_helpers import LOOPBACK, network_match, open_table

    table = open_table(network_match("ramsen", 1, 4))
    w = open_window(qtbot, home, FAST)
    w.make_finder = lambda parent: LoopbackFinder([], parent)
    _join_by_address(qtbot, w, f"{LOOPBACK}:{table.host.server.port}", table.host.code)
    qtbot.waitUntil(lambda: list(table.host.core.seated()) == [0], timeout=5000)
    w.act_menu.trigger()  # asked first (answered yes), then goodbye
    assert w.stack.currentWidget() is w.start_screen
    qtbot.waitUntil(lambda: table.host.core.seated() == {}, timeout=5000)


def test_a_client_has_no_undo_no_rematch_and_hints_only_when_the_host_allows(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    host = LoopbackHost("ramsen", 3, players=4, hints=False)
    w = _window(qtbot, home, host)
    _join(qtbot, w, host)
    c = w.remote
    wait_until(qtbot, lambda: c.waiting_for_human() == c.seat and w.game.input_seat == c.seat and w.game.idle())
    assert not w.game.hint_button.isVisible() and not w.act_hint.isEnabled()
    assert not w.game.show_hint()
    assert not w.act_undo.isEnabled() and "network" in w.act_undo.statusTip()
    assert not w.act_save.isEnabled() and w.act_seat_view.isEnabled()
    assert not w.act_review.isEnabled() and not w.act_history.isEnabled()
    assert w.act_sheet.isEnabled() and w.act_rules.isEnabled()
    w.act_rules.trigger()  # the rules page of the host's game
    rules = next(d for d in w.findChildren(RulesDialog) if d.isVisible())
    assert "Ramsen" in rules.windowTitle() and "Ramsen" in rules.text.toPlainText()


def test_a_lost_connection_is_said_and_closing_the_window_asks_first(qtbot, home, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    host = LoopbackHost("ramsen", 3, players=4)
    w = _window(qtbot, home, host)
    _join(qtbot, w, host)
    link = w.remote.client
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.No)
    w.close()
    assert w.isVisible() and not link.left and w.remote is not None  # "No": the window stays at the table
    link.ended.emit(LOST)
    qtbot.waitUntil(lambda: getattr(w, "ended_box", None) is not None and w.ended_box.isVisible(), timeout=3000)
    assert w.ended_box.text() == "The connection to the host was lost."
    w.ended_box.close()
    w.close()  # nothing to ask once the table is gone
    assert not w.isVisible()


def test_a_new_match_at_the_same_table_is_shown_from_its_first_deal(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    host = LoopbackHost("ramsen", 3, players=4)
    w = _window(qtbot, home, host)
    _join(qtbot, w, host)
    first = w.remote
    wait_until(qtbot, lambda: first.waiting_for_human() == first.seat and w.game.idle())
    me = make_agent("ramsen", "easy", 5, host.match.rules)
    play_turn(qtbot, w, me, w.remote)
    qtbot.waitUntil(lambda: len(first.match.actions) > 0, timeout=3000)
    host.rematch(seed=8)
    qtbot.waitUntil(lambda: w.remote is not first, timeout=3000)
    c = w.remote
    assert c.client is first.client and c.seat == first.seat
    assert c.state.deal_no == 1 and c.is_human(c.seat) and w.game.controller is c
    wait_until(qtbot, lambda: c.waiting_for_human() == c.seat and w.game.input_seat == c.seat and w.game.idle())
    assert c.observation(c.seat).hand == host.match.state.observation(c.seat).hand
    moves = len(host.match.actions)
    play_turn(qtbot, w, me, w.remote)
    qtbot.waitUntil(lambda: len(host.match.actions) > moves, timeout=3000)


def test_an_address_where_no_table_answers_is_said_in_the_dialog(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """The real connection to a loopback port nobody listens on: refused at once, said in words."""
    from kartln.gui.settings import Settings

    dlg = JoinDialog(Settings(player_name="Tess"), None, make_finder=lambda parent: LoopbackFinder([], parent))
    qtbot.addWidget(dlg)
    dlg.show()
    for edit, text in ((dlg.address_edit, "127.0.0.1:1"), (dlg.code_edit, "K7M-42Q")):
        qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(edit, text)
    qtbot.keyClick(dlg.code_edit, Qt.Key.Key_Return)  # Enter joins
    assert not dlg.join_button.isEnabled()  # connecting
    qtbot.waitUntil(lambda: dlg.join_button.isEnabled(), timeout=10000)
    assert dlg.status.text() == "No Kartln table answers at that address."
    assert dlg.isVisible() and dlg.link is None and dlg.address_edit.text() == "127.0.0.1:1"


def test_states_that_arrive_while_the_table_animates_wait_for_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The host's computers move in a burst; the table is shown one move at a time, each after the view
    is idle, and the seat is asked only once it has seen them all."""
    from kartln.gui.net.remote_controller import RemoteController

    host = LoopbackHost("ramsen", 3, players=4, remote=(3,))  # the three seats before it move first
    link = host.make_link("Tess", "K7M-42Q")
    made: list[RemoteController] = []
    shown: list[int] = []
    asked: list[int] = []

    def welcomed(state) -> None:  # type: ignore[no-untyped-def]
        if not made:  # the table is set up at the first state, as the join dialog does
            c = RemoteController(link)
            c.applied.connect(lambda ap: shown.append(ap.generation))
            c.human_turn.connect(asked.append)
            c.start()
            made.append(c)

    link.state_arrived.connect(welcomed)
    link.connect_to("192.168.1.20")
    qtbot.waitUntil(lambda: bool(made) and link.core.move == len(host.match.actions) > 0, timeout=3000)
    c = made[0]
    assert len(shown) == 1 and not asked and c.waiting_for_human() == -1  # the rest wait for the view
    while not asked:
        before = len(shown)
        c.view_idle()
        qtbot.waitUntil(lambda n=before: len(shown) > n or bool(asked), timeout=3000)
    assert shown == list(range(1, len(shown) + 1)) and len(shown) == len(host.match.actions) >= 2
    assert asked == [3] and c.waiting_for_human() == 3 and c.state == host.match.state.observation(3)
