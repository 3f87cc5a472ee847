"""The parts of network play: addresses, table codes, finding tables, the remote seat's stand-in, the commands."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest
from kartln.engine.actions import Pass
from kartln.engine.net.messages import PROGRAM
from kartln.engine.records import RecordError, Seat, loads
from kartln.gui.net.addresses import is_local_network_address
from kartln.gui.net.discovery import TableAd, TableBeacon, TableFinder, read_ad
from kartln.gui.net.host_table import CODE_LETTERS, new_code, same_code
from kartln.gui.net.remote_seat import AWAY, HERE, STANDING_IN, RemoteSeat
from kartln.gui.seats import SeatDriver, Turn
from PySide6.QtNetwork import QHostAddress, QNetworkInterface, QUdpSocket


def test_a_peer_on_another_network_is_not_local() -> None:
    from kartln.gui.net.addresses import is_local_peer, plain_ipv4

    assert is_local_peer(QHostAddress("127.0.0.1")) and is_local_peer(QHostAddress("::ffff:127.0.0.1"))
    assert not is_local_peer(QHostAddress("8.8.8.8"))
    entries = [e for i in QNetworkInterface.allInterfaces() for e in i.addressEntries()]
    elsewhere = next(a for a in ("10.254.254.254", "192.168.254.253", "172.30.254.252")
                     if not any(QHostAddress(a).isInSubnet(e.ip(), e.prefixLength()) for e in entries))
    assert not is_local_peer(QHostAddress(elsewhere))  # private, but on none of this computer's networks
    assert plain_ipv4(QHostAddress("::ffff:10.1.2.3")).toString() == "10.1.2.3"


@pytest.mark.parametrize(("address", "local"), [
    ("127.0.0.1", True), ("192.168.1.20", True), ("10.3.4.5", True), ("172.20.0.9", True), ("169.254.3.3", True),
    ("fd12::5", True), ("fe80::1%eth0", True), ("::1", True), ("::ffff:192.168.0.4", True),
    ("8.8.8.8", False), ("172.32.0.1", False), ("2001:db8::1", False), ("192.0.2.2", False), ("not an address", False),
])
def test_only_loopback_and_private_addresses_count_as_the_local_network(address: str, local: bool) -> None:
    assert is_local_network_address(address) is local


def test_table_codes_are_short_unambiguous_and_forgiving_as_typed() -> None:
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    for code in codes:
        assert len(code) == 7 and code[3] == "-" and all(ch in CODE_LETTERS for ch in code.replace("-", ""))
    assert same_code(" k7m 4qx ") == same_code("K7M4QX") == same_code("k7m-4qx") == "K7M-4QX"
    assert not set("015OISZB28L") & set(CODE_LETTERS)


def test_a_search_finds_an_open_table_and_ignores_what_is_not_an_answer(qtbot: Any) -> None:
    probe = QUdpSocket()
    assert probe.bind(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    port = probe.localPort()
    probe.close()
    ad = TableAd("", 47310, "thousand", "Tess", 2, PROGRAM)
    beacon = TableBeacon(lambda: ad, port)
    finder = TableFinder(port)
    found: list[TableAd] = []
    finder.found.connect(found.append)
    finder.search()
    qtbot.waitUntil(lambda: bool(found), timeout=5_000)
    assert found[0] == TableAd("127.0.0.1", 47310, "thousand", "Tess", 2, PROGRAM)
    beacon.close()


@pytest.mark.parametrize("data", [
    b"", b"{", b"[]", b'{"kartln": "table"}', b"x" * 5000,
    b'{"kartln":"table","protocol":1,"port":0,"game":"thousand","host":"T","free":1,"program":"0.1.0"}',
    b'{"kartln":"table","protocol":1,"port":80,"game":"thousand","host":"T\\u001b[2J","free":1,"program":"0.1.0"}',
    b'{"kartln":"table","protocol":1,"port":80,"game":"thousand","host":"T","free":true,"program":"0.1.0"}',
    b'{"kartln":"table","protocol":2,"port":80,"game":"thousand","host":"T","free":1,"program":"0.1.0"}',
])
def test_an_answer_that_is_not_a_tables_is_dropped(data: bytes) -> None:
    assert read_ad(data, "192.168.1.2") is None


class Recorder(SeatDriver):
    kind = "ai"

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[Turn] = []

    def request(self, turn: Turn, deliver: Any) -> None:
        self.asked.append(turn)

    def cancel(self) -> None:
        pass


class Clock:
    now = 0.0

    def __call__(self) -> float:
        return self.now


def _turn(generation: int) -> Turn:
    return Turn(1, generation, None, (Pass(),))  # type: ignore[arg-type]


def test_a_remote_seat_hands_over_its_players_action_even_one_sent_before_the_table_asked() -> None:
    delivered: list[tuple[int, Any, int]] = []
    seat = RemoteSeat(1, Recorder(), 30, present=True)
    assert seat.offer(Pass()) is None  # the table is still showing the move before
    assert delivered == []
    seat.request(_turn(4), lambda s, a, g: delivered.append((s, a, g)))
    assert delivered == [(1, Pass(), 4)]


def test_a_dropped_player_gets_his_grace_then_a_stand_in_and_his_seat_back_at_the_next_decision() -> None:
    clock, stand_in = Clock(), Recorder()
    delivered: list[Any] = []
    seat = RemoteSeat(1, stand_in, 20, present=True, clock=clock)
    seat.request(_turn(1), lambda *a: delivered.append(a))
    seat.player_left()
    clock.now = 8.0
    assert (seat.status, seat.seconds_left()) == (AWAY, 12) and stand_in.asked == []
    seat.grace_over()  # what the grace timer calls
    assert seat.status == STANDING_IN and [t.generation for t in stand_in.asked] == [1]
    seat.player_back()
    assert seat.status == HERE
    assert seat.offer(Pass()) is not None and delivered == []  # the computer player decides this one
    seat.cancel()  # the stand-in's move was applied
    seat.request(_turn(2), lambda *a: delivered.append(a))
    assert seat.offer(Pass()) is None and delivered == [(1, Pass(), 2)] and len(stand_in.asked) == 1


def test_a_player_back_within_the_grace_decides_himself() -> None:
    stand_in, delivered = Recorder(), []
    seat = RemoteSeat(1, stand_in, 20, present=True)
    seat.request(_turn(1), lambda *a: delivered.append(a))
    seat.player_left()
    seat.player_back()
    seat.grace_over()  # a timer that fired late changes nothing
    assert seat.status == HERE and stand_in.asked == []
    seat.offer(Pass())
    assert delivered == [(1, Pass(), 1)]


def test_a_record_keeps_a_remote_seat_and_refuses_an_unknown_kind() -> None:
    base = '{"format":"kartln-record","version":1,"game":"ramsen","rules":{},"seed":1,"seats":[%s],"actions":[]}'
    seats = ",".join(f'{{"name":"P{i}","kind":"{k}","level":"easy"}}' for i, k in
                     enumerate(["remote", "human", "ai", "ai"]))
    assert loads(base % seats).seats[0] == Seat("P0", "remote", "easy")
    with pytest.raises(RecordError, match="'human', 'ai' or 'remote'"):
        loads(base % seats.replace("remote", "robot"))


@pytest.mark.parametrize(("args", "words"), [
    (["host", "chess"], "no such game"),
    (["host", "ramsen", "--remote", "9"], "--remote must be from 1 to 4"),
    (["host", "ramsen", "--grace", "-1"], "--grace must be from 0"),
    (["host", "thousand", "--players", "7"], "not 7"),
    (["client", "127.0.0.1:99999", "--code", "X", "--name", "A"], "not an address"),
    (["client", "127.0.0.1", "--code", "X", "--name", "A", "--delay", "3-1"], "low first"),
    (["client", "127.0.0.1", "--code", "X", "--name", ""], "printable characters"),
])
def test_a_wrong_command_line_value_is_refused_in_one_line(args: list[str], words: str,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    from kartln.gui.cli import main

    try:
        code = main(args)
    except SystemExit as exc:  # argparse's refusals
        code = exc.code  # type: ignore[assignment]
    err = capsys.readouterr().err
    assert code == 2 and words in err and err.count("\n") == 1, err


def test_a_client_with_nobody_to_talk_to_says_so() -> None:
    out = subprocess.run([sys.executable, "-m", "kartln.gui", "client", "127.0.0.1:9", "--code", "X", "--name", "A"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 1 and "no Kartln table answers at that address" in out.stderr
