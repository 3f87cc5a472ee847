"""Two windows play against each other over the network: one hosts a table through its dialogs, the other
finds it by the network's search and joins; both play by real input until the match is over.

Run under a real display for pictures of both windows:
    KARTLN_SHOTS=/tmp/shots-net QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1920x1080x24" \\
        .venv/bin/python -m pytest -m slow --slow-share 1 tests/gui/test_two_windows.py
"""

from __future__ import annotations

from typing import Any

import pytest
from kartln.ai.levels import make_agent
from kartln.engine.records import replay
from kartln.gui.net import hosting
from kartln.gui.net.discovery import TableFinder
from kartln.gui.net.join_dialog import JoinDialog
from kartln.gui.new_game_dialog import NewGameDialog
from kartln.gui.panels.summary import MatchOverPanel
from kartln.gui.paths import AppPaths
from net_play import play_turn
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from table_helpers import shots_dir, wait_until
from test_hosting import host_window, when_shown


def _free_udp_port() -> int:
    probe = QUdpSocket()
    assert probe.bind(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    port = probe.localPort()
    probe.close()
    return port


@pytest.fixture
def table_on_loopback(monkeypatch: pytest.MonkeyPatch) -> int:
    """The host opens its table on loopback and answers searches on a free UDP port (returned)."""
    port = _free_udp_port()
    monkeypatch.setattr(hosting, "PORT", 0)
    monkeypatch.setattr(hosting, "FINDER_PORT", port)
    monkeypatch.setattr(hosting, "LISTEN_ON", [QHostAddress(QHostAddress.SpecialAddress.LocalHost)])
    return port


def _host_ramsen(qtbot: Any, w: Any) -> None:
    """Game ▸ Host a table: Ramsen, Tess at this computer, seat 2 a remote player's, two computers."""
    def fill(dlg: object) -> None:
        assert isinstance(dlg, NewGameDialog)
        dlg.game.setCurrentIndex(dlg.game.findData("ramsen"))
        dlg.players.setCurrentIndex(dlg.players.findData(4))
        for row, kind in zip(dlg.rows, ("human", "remote", "ai", "ai"), strict=False):
            row.kind.setCurrentIndex(row.kind.findData(kind))
        qtbot.waitExposed(dlg)
        qtbot.mouseClick(dlg.start_button, Qt.MouseButton.LeftButton)
    when_shown(NewGameDialog, fill)
    w.act_host.trigger()
    wait_until(qtbot, lambda: w.lobby is not None and w.lobby.isVisible())


def _join_found_table(qtbot: Any, w: Any, code: str, shots: Any) -> None:
    """Game ▸ Join a table: the table the search found is chosen, its code typed, Join clicked."""
    def fill() -> None:
        dlg = next(d for d in w.findChildren(JoinDialog) if d.isVisible())
        qtbot.waitUntil(lambda: dlg.tables.count() == 1, timeout=5000)
        rect = dlg.tables.visualItemRect(dlg.tables.item(0))
        qtbot.mouseClick(dlg.tables.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseClick(dlg.name_edit, Qt.MouseButton.LeftButton)
        dlg.name_edit.selectAll()
        qtbot.keyClicks(dlg.name_edit, "Anna")
        qtbot.mouseClick(dlg.code_edit, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(dlg.code_edit, code.lower().replace("-", " "))  # as somebody reads it out
        dlg.grab().save(str(shots / "join-found.png"))
        qtbot.mouseClick(dlg.join_button, Qt.MouseButton.LeftButton)
    QTimer.singleShot(0, fill)
    w.act_join.trigger()
    wait_until(qtbot, lambda: w.remote is not None and w.game.isVisible(), 10000)


@pytest.mark.slow
def test_two_windows_play_a_whole_match_against_each_other(qtbot: Any, home: Any, tmp_path: Any,
                                                           table_on_loopback: int) -> None:
    shots = shots_dir(tmp_path)
    tess = host_window(qtbot, home, size=(1280, 800))
    _host_ramsen(qtbot, tess)
    lobby, host = tess.lobby, tess.network_host
    assert lobby is not None and host is not None
    anna = host_window(qtbot, AppPaths.under(tmp_path / "anna"), size=(1024, 700))
    anna.move(600, 260)
    anna.make_finder = lambda parent: TableFinder(table_on_loopback, parent)
    _join_found_table(qtbot, anna, lobby.code.text(), shots)
    wait_until(qtbot, lambda: lobby.start_button.isEnabled())
    lobby.grab().save(str(shots / "lobby-full.png"))
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    wait_until(qtbot, lambda: tess.controller is not None)
    match = tess.controller.match
    assert match.seats[1].name == "Anna" and anna.game.names[0] == "Tess"
    players = {id(tess): make_agent("ramsen", "easy", 1, match.rules),
               id(anna): make_agent("ramsen", "easy", 2, match.rules)}
    pictured: set[str] = set()
    for _ in range(3000):
        def ready() -> Any:
            if tess.controller.is_over() and anna.remote.is_over():
                return "over"
            for w, c, seat in ((tess, tess.controller, 0), (anna, anna.remote, anna.remote.seat)):
                if c.waiting_for_human() == seat and w.game.input_seat == seat and w.game.idle():
                    return w, c, seat
            return None
        wait_until(qtbot, lambda: ready() is not None, 30000)
        turn = ready()
        if turn == "over":
            break
        w, c, seat = turn
        phase = c.observation(seat).phase
        if phase == "play" and "play" not in pictured and w is anna:
            pictured.add("play")
            tess.grab().save(str(shots / "host-mid-deal.png"))
            anna.grab().save(str(shots / "client-mid-deal.png"))
            if QGuiApplication.platformName() == "xcb":
                QGuiApplication.primaryScreen().grabWindow(0).save(str(shots / "screen-mid-deal.png"))
        moves = len(match.actions)
        play_turn(qtbot, w, players[id(w)], c, seat)
        wait_until(qtbot, lambda n=moves: len(match.actions) > n, 10000)
        # the table at the other computer follows: it has the move the host's engine has
        wait_until(qtbot, lambda: len(anna.remote.match.actions) == len(match.actions), 10000)
        assert anna.remote.observation(anna.remote.seat).hand == match.state.observation(1).hand
    assert match.state.is_terminal()
    for w in (tess, anna):  # each window shows the match's end, the client's as the host's
        wait_until(qtbot, lambda w=w: isinstance(w.game.overlay, MatchOverPanel) and w.game.overlay.isVisible())
    assert not anna.game.overlay.rematch_button.isEnabled()  # the host decides on a rematch
    if QGuiApplication.platformName() == "xcb":  # the two real windows side by side, as the screen shows them
        QGuiApplication.primaryScreen().grabWindow(0).save(str(shots / "screen-match-over.png"))
    tess.grab().save(str(shots / "host-match-over.png"))
    anna.grab().save(str(shots / "client-match-over.png"))
    record = match.to_record()  # the host's record, as Save as… writes it
    assert [s.kind for s in record.seats] == ["human", "remote", "ai", "ai"]
    assert replay(record).state.scores() == match.state.scores()
    # the table at the other computer ends as the host's: the same scores, the same winners
    final = anna.remote.observation(anna.remote.seat)
    assert list(final.scores) == list(match.state.scores()) and list(final.winners) == match.state.winners()
