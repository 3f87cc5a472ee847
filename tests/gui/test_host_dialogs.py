"""Hosting a table: the new-game dialog's host mode (remote players, the table's own settings) and the
lobby (the table code, the addresses, the seats filling as players join, Start)."""

from __future__ import annotations

from kartln.engine.net.messages import SeatStatus
from kartln.engine.records import Seat
from kartln.gui.net.host_lobby import HostLobby
from kartln.gui.new_game_dialog import NewGameDialog
from kartln.gui.settings import Settings
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QComboBox, QDialog, QWidget
from table_helpers import FAST, open_window, shots_dir

REMOTE_KIND = 2  # Human, Computer, Remote player


def choose(qtbot, combo: QComboBox, index: int) -> None:  # type: ignore[no-untyped-def]
    """Pick an entry of a list with the keyboard, as a player does."""
    combo.setFocus()
    while combo.currentIndex() < index:
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    while combo.currentIndex() > index:
        qtbot.keyClick(combo, Qt.Key.Key_Up)


def host_dialog(qtbot, parent: QWidget | None = None) -> NewGameDialog:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog(Settings(player_name="Tess", last_game="thousand", ai_level="hard"), parent, host=True)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def test_a_hosted_table_offers_remote_players_and_its_own_settings(qtbot, tmp_path):
    dlg = host_dialog(qtbot)
    assert dlg.windowTitle() == "Host a table on this network"
    remote = dlg.rows[1]
    assert remote.kind.currentData() == "remote"  # the seat beside the host's is somebody else's
    assert remote.name.text() == "Remote player 1" and not remote.name.isEnabled()
    choose(qtbot, dlg.rows[2].kind, REMOTE_KIND)
    assert dlg.rows[2].name.text() == "Remote player 2"
    assert dlg.grace.value() == 30 and (dlg.grace.minimum(), dlg.grace.maximum()) == (10, 300)
    dlg.grace.setFocus()
    qtbot.keyClick(dlg.grace, Qt.Key.Key_Up)
    dlg.allow_hints.setFocus()
    qtbot.keyClick(dlg.allow_hints, Qt.Key.Key_Space)
    choose(qtbot, dlg.stand_in, dlg.stand_in.findData("easy"))
    dlg.grab().save(str(shots_dir(tmp_path) / "host_dialog.png"))
    ng = dlg.new_game()
    assert ng.seats == (Seat("Tess", "human"), Seat("Remote player 1", "remote", "easy"),
                        Seat("Remote player 2", "remote", "easy"))
    ts = dlg.table_settings()
    assert (ts.stand_in, ts.grace, ts.hints) == ("easy", 31, False)


def test_hosting_needs_a_remote_seat_and_says_so(qtbot):
    dlg = host_dialog(qtbot)
    choose(qtbot, dlg.rows[1].kind, 1)  # a computer after all
    assert not dlg.start_button.isEnabled()
    assert "at least one seat" in dlg.remote_note.text()
    assert dlg.rows[1].name.isEnabled() and dlg.rows[1].name.text() == "Anna"  # the name it had before
    choose(qtbot, dlg.rows[2].kind, REMOTE_KIND)
    assert dlg.start_button.isEnabled()
    assert dlg.rows[2].name.text() == "Remote player 1"


def test_a_new_game_offers_no_remote_player(qtbot):
    dlg = NewGameDialog(Settings(last_seats=(("Tess", "human", ""), ("Remote player 1", "remote", "hard"))))
    qtbot.addWidget(dlg)
    assert dlg.rows[1].kind.findData("remote") < 0
    assert dlg.rows[1].kind.currentData() == "ai"  # a remote seat of a hosted table is a computer here


def test_the_host_dialog_fits_the_smallest_window(qtbot, home):
    w = open_window(qtbot, home, FAST, size=(820, 560))
    dlg = host_dialog(qtbot, w)
    area, box = w.geometry(), dlg.geometry()
    assert box.width() <= area.width() and box.height() <= area.height(), (box, area)


class FakeTable(QObject):
    """The host's network table as the lobby sees it."""

    seats_changed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.code = "K7M-4QX"
        self.now = (SeatStatus("Tess", "host"), SeatStatus("Remote player 1", "remote", "standing_in"),
                    SeatStatus("Remote player 2", "remote", "standing_in"), SeatStatus("Boris", "computer"))

    def addresses(self) -> list[str]:
        return ["192.168.1.20:47310", "10.0.0.7:47310"]

    def statuses(self) -> tuple[SeatStatus, ...]:
        return self.now

    def all_seated(self) -> bool:
        return all(s.status == "here" for s in self.now)

    def join(self, seat: int, name: str) -> None:
        self.now = tuple(SeatStatus(name, "remote") if i == seat else s for i, s in enumerate(self.now))
        self.seats_changed.emit(self.now)


def lobby(qtbot, size: tuple[int, int] = (1280, 800)):  # type: ignore[no-untyped-def]
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(*size)
    parent.show()
    table = FakeTable()
    dlg = HostLobby(table, parent)
    dlg.open()
    qtbot.waitExposed(dlg)
    dlg.keep = parent  # the window it lies over lives as long as the lobby
    return table, dlg


def test_the_lobby_shows_the_code_the_addresses_and_the_seats_filling(qtbot, tmp_path):
    table, dlg = lobby(qtbot)
    assert dlg.code.text() == "K7M-4QX"
    assert "192.168.1.20:47310" in dlg.addresses.text() and "10.0.0.7:47310" in dlg.addresses.text()
    assert "TCP port 47310" in dlg.firewall.text() and "UDP port 47311" in dlg.firewall.text()
    assert [who.text() for _, _, who in dlg.seat_labels] == [
        "at this computer", "waiting for a player…", "waiting for a player…", "computer player"]
    assert not dlg.start_button.isEnabled() and dlg.anyway_button.isVisible()
    table.join(1, "Ann")
    assert dlg.seat_labels[1][1].text() == "<b>Ann</b>" and dlg.seat_labels[1][2].text() == "has joined"
    assert not dlg.start_button.isEnabled()
    table.join(2, "Bob")
    assert dlg.start_button.isEnabled() and not dlg.anyway_button.isVisible()
    dlg.grab().save(str(shots_dir(tmp_path) / "host_lobby.png"))
    qtbot.mouseClick(dlg.start_button, Qt.MouseButton.LeftButton)
    assert dlg.result() == QDialog.DialogCode.Accepted and not dlg.anyway


def test_start_anyway_lets_computers_play_the_empty_seats(qtbot, tmp_path):
    table, dlg = lobby(qtbot, (820, 560))
    table.join(1, "Ann")
    dlg.grab().save(str(shots_dir(tmp_path) / "host_lobby_small.png"))
    qtbot.mouseClick(dlg.anyway_button, Qt.MouseButton.LeftButton)
    assert dlg.result() == QDialog.DialogCode.Accepted and dlg.anyway


def test_closing_the_lobby_closes_the_table(qtbot):
    table, dlg = lobby(qtbot)
    qtbot.keyClick(dlg, Qt.Key.Key_Escape)
    assert dlg.result() == QDialog.DialogCode.Rejected
    table.join(1, "Ann")  # a late word from the table reaches no lobby
