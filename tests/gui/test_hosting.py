"""Hosting a table for real: the host's dialogs driven by clicks and keys, a player joining from
another Kartln over loopback, the lobby filling, the match on the host's table, the player's connection
dropping (the news for everybody, a computer standing in) and the host closing the table."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from kartln.engine.net.messages import HOST_LEFT
from kartln.engine.records import loads
from kartln.gui.main_window import MainWindow
from kartln.gui.net import hosting
from kartln.gui.net.client import TableClient
from kartln.gui.net.headless import HeadlessPlayer
from kartln.gui.new_game_dialog import NewGameDialog
from kartln.gui.paths import AppPaths
from kartln.gui.settings import save_settings
from PySide6.QtCore import Qt, QTimer
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import QApplication, QMessageBox
from table_helpers import FAST, shots_dir, wait_for_human, wait_until


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table opens on loopback at a free port, where no other computer finds it."""
    monkeypatch.setattr(hosting, "PORT", 0)
    monkeypatch.setattr(hosting, "FINDER_PORT", None)
    monkeypatch.setattr(hosting, "LISTEN_ON", [QHostAddress(QHostAddress.SpecialAddress.LocalHost)])


def host_window(qtbot, home, size: tuple[int, int] = (1024, 700)) -> MainWindow:  # type: ignore[no-untyped-def]
    """The window, as open_window makes it; a table a failed test left open is closed without asking,
    so that closing the window waits for nobody."""
    save_settings(home.settings_file, FAST)
    w = MainWindow(home)

    def close_table(window: MainWindow) -> None:
        if window.network_host is not None:
            window._close_table(window.network_host)
        window._leave_table()  # a table joined at another computer: left without asking too
    qtbot.addWidget(w, before_close_func=close_table)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def when_shown(kind: type, then: Callable[[object], None]) -> None:
    """Do ``then`` with the modal window of ``kind`` once it shows (a dialog run with exec)."""
    def look() -> None:
        shown = QApplication.activeModalWidget()
        if isinstance(shown, kind):
            then(shown)
        else:
            QTimer.singleShot(5, look)
    QTimer.singleShot(0, look)


def answer(qtbot, button: QMessageBox.StandardButton) -> None:  # type: ignore[no-untyped-def]
    def click(box: object) -> None:
        assert isinstance(box, QMessageBox)
        assert box.text() == "Close the table? The other players will be told."
        qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)
    when_shown(QMessageBox, click)


def host_thousand(qtbot, w: MainWindow, remote: int = 1) -> None:  # type: ignore[no-untyped-def]
    """Game ▸ Host a table: Thousand, seat 2 (and 3) a remote player's, 12 s of grace; the table opens."""
    def fill(dlg: object) -> None:
        assert isinstance(dlg, NewGameDialog)
        dlg.game.setCurrentIndex(dlg.game.findData("thousand"))
        assert dlg.rows[1].kind.currentData() == "remote"
        if remote == 2:
            dlg.rows[2].kind.setFocus()
            qtbot.keyClick(dlg.rows[2].kind, Qt.Key.Key_Down)
        dlg.grace.setFocus()
        dlg.grace.selectAll()
        qtbot.keyClicks(dlg.grace, "12")
        qtbot.mouseClick(dlg.start_button, Qt.MouseButton.LeftButton)
    when_shown(NewGameDialog, fill)
    w.act_host.trigger()
    wait_until(qtbot, lambda: w.lobby is not None and w.lobby.isVisible())


def test_a_player_joins_the_hosted_table_drops_out_and_a_computer_stands_in(qtbot, home, tmp_path):
    w = host_window(qtbot, home)
    assert w.act_host.text() == "&Host a table on this network…"
    host_thousand(qtbot, w)
    host, lobby = w.network_host, w.lobby
    assert host is not None and lobby is not None
    assert lobby.code.text() == host.code and not lobby.start_button.isEnabled()
    ann = HeadlessPlayer("Ann", host.code)
    ann.connect_to("127.0.0.1", host.server.port)
    wait_until(qtbot, lambda: lobby.start_button.isEnabled())
    assert lobby.seat_labels[1][1].text() == "<b>Ann</b>" and lobby.seat_labels[1][2].text() == "has joined"
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    assert w.controller is host.controller  # the table plays the host's match, saved as every match
    assert w.game.scene.plates[1].view.name == "Ann"
    assert not w.act_undo.isEnabled()
    wait_for_human(qtbot, w)
    ann.client.socket.abort()  # the connection drops
    wait_until(qtbot, lambda: w.game.seat_banner.text().startswith("Ann has dropped out"))
    assert w.game.seat_banner.text() == "Ann has dropped out — a computer player takes over in 12 s"
    w.grab().save(str(shots_dir(tmp_path) / "hosted_table_dropped.png"))
    host.remote[1].grace_over()  # the grace has run out (its timer is not waited for)
    assert w.game.seat_banner.text() == "A computer player plays for Ann until Ann is back"
    moves = len(host.match.actions)
    panel = w.game.panel
    assert panel is not None
    qtbot.mouseClick(panel.first_button(), Qt.MouseButton.LeftButton)  # Tess acts; the others follow
    wait_until(qtbot, lambda: len(host.match.actions) > moves + 1 and host.match.state.current_player() == 0)
    assert w.game.seat_banner.text() == "A computer player plays for Ann until Ann is back"
    again = HeadlessPlayer("Ann", host.code)  # she comes back with her name and the code
    again.connect_to("127.0.0.1", host.server.port)
    wait_until(qtbot, lambda: w.game.seat_banner.text() == "Ann is back")
    wait_until(qtbot, lambda: again.client.core.seat == 1)  # her own seat again
    record = loads(home.autosave_file.read_bytes())
    assert [(s.name, s.kind) for s in record.seats] == [("Tess", "human"), ("Ann", "remote"), ("Boris", "ai")]
    assert len(record.actions) == len(host.match.actions)
    answer(qtbot, QMessageBox.StandardButton.Yes)
    w.close()
    assert w.network_host is None and not host.server.is_listening()


def test_the_host_is_asked_before_the_table_closes_and_may_stay(qtbot, home):
    w = host_window(qtbot, home)
    host_thousand(qtbot, w)
    host, lobby = w.network_host, w.lobby
    assert host is not None and lobby is not None
    bob = HeadlessPlayer("Bob", host.code)
    bob.connect_to("127.0.0.1", host.server.port)
    wait_until(qtbot, lambda: lobby.start_button.isEnabled())
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    first = host.controller
    w.play_rematch()  # another match at the same table: the players stay seated
    assert host.controller is not first and w.controller is host.controller
    wait_until(qtbot, lambda: bob.matches == 2)
    assert w.game.scene.plates[1].view.name == "Bob" and host.match.seats[1].name == "Bob"
    answer(qtbot, QMessageBox.StandardButton.No)
    w.new_game()  # Game ▸ New game: the host would rather stay
    assert w.network_host is host and host.server.is_listening()
    answer(qtbot, QMessageBox.StandardButton.Yes)
    w.back_to_menu()
    assert w.network_host is None and w.stack.currentWidget() is w.start_screen
    wait_until(qtbot, lambda: bob.reason is not None)
    assert bob.reason == HOST_LEFT  # the other player is told


def test_the_start_screen_hosts_a_table_too(qtbot, home, tmp_path):
    w = host_window(qtbot, home, (820, 560))
    w.grab().save(str(shots_dir(tmp_path) / "start_screen_host.png"))
    shown: list[str] = []

    def look(dlg: object) -> None:
        assert isinstance(dlg, NewGameDialog)
        shown.append(dlg.windowTitle())
        dlg.reject()
    when_shown(NewGameDialog, look)
    qtbot.mouseClick(w.start_screen.host_button, Qt.MouseButton.LeftButton)
    assert shown == ["Host a table on this network"] and w.network_host is None


def test_closing_the_lobby_closes_the_table(qtbot, home):
    w = host_window(qtbot, home)
    host_thousand(qtbot, w)
    host, lobby = w.network_host, w.lobby
    assert host is not None and lobby is not None
    qtbot.keyClick(lobby, Qt.Key.Key_Escape)
    assert w.network_host is None and not host.server.is_listening()
    assert w.controller is None  # no match started


def test_a_player_at_another_computer_reads_the_news_of_the_seats_too(qtbot, home, tmp_path):
    w = host_window(qtbot, home)
    host_thousand(qtbot, w, remote=2)
    host, lobby = w.network_host, w.lobby
    assert host is not None and lobby is not None
    ann = TableClient("Ann", host.code)  # a window at another computer
    ann.connect_to("127.0.0.1", host.server.port)
    wait_until(qtbot, lambda: ann.core.seat == 1)
    other = host_window(qtbot, AppPaths.under(tmp_path / "other"))
    other.play_remote(ann)
    cleo = HeadlessPlayer("Cleo", host.code)
    cleo.connect_to("127.0.0.1", host.server.port)
    wait_until(qtbot, lambda: lobby.start_button.isEnabled())
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    wait_until(qtbot, lambda: other.game.scene.plates.get(2) is not None
               and other.game.scene.plates[2].view.name == "Cleo")
    cleo.client.socket.abort()
    wait_until(qtbot, lambda: other.game.seat_banner is not None
               and other.game.seat_banner.text().startswith("Cleo has dropped out"))
    host.remote[2].grace_over()
    wait_until(qtbot, lambda: other.game.seat_banner.text() == "A computer player plays for Cleo until Cleo is back")
