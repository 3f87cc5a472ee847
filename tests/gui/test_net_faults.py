"""Faults at a network table, with real processes: a client killed and back, the host killed or quitting,
a slow client, and a connection that sends garbage."""

from __future__ import annotations

import json
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from kartln.engine.net.frames import HEADER, MAX_FRAME, encode
from kartln.engine.net.messages import PROGRAM, PROTOCOL_VERSION, Act, Hello, TakeSeat
from kartln.engine.records import load_file, replay
from PySide6.QtNetwork import QTcpSocket

from tests.gui.net_helpers import LOOPBACK, join, network_match, open_table

KARTLN = [sys.executable, "-m", "kartln.gui"]
GAME = "thousand"  # long matches: the faults come mid-match


class Process:
    """A ``kartln`` command whose output lines are read as they come."""

    def __init__(self, *args: str) -> None:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen([*KARTLN, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     env=env)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self.since = 0  # expect looks at the lines from here on
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))

    def mark(self) -> None:
        """From now on, :meth:`expect` looks only at lines that come later."""
        self.since = len(self.seen)

    def expect(self, text: str, timeout: float = 30.0) -> str:
        """The first line since the mark holding ``text`` (waiting for it)."""
        for line in self.seen[self.since:]:
            if text in line:
                return line
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                line = self.lines.get(timeout=max(0.01, end - time.monotonic()))
            except queue.Empty:
                break
            self.seen.append(line)
            if text in line:
                return line
        raise AssertionError(f"no line with {text!r} in {timeout} s; lines: {self.seen[-10:]}")

    def finish(self, timeout: float = 30.0) -> tuple[int, str]:
        _out, err = self.proc.communicate(timeout=timeout)
        return self.proc.returncode, err

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.communicate(timeout=10)


def _host(tmp_path: Path, *extra: str) -> tuple[Process, int, Path]:
    record = tmp_path / "table.kartln.json"
    host = Process("host", GAME, "--remote", "2", "--port", "0", "--loopback", "--no-discovery",
                   "--code", "K7M-4QX", "--level", "policy", "--seed", "5", "--record", str(record), *extra)
    line = host.expect("open:")
    return host, int(line.rsplit(":", 1)[1]), record


def _client(port: int, name: str, *extra: str) -> Process:
    return Process("client", f"{LOOPBACK}:{port}", "--code", "k7m 4qx", "--name", name, *extra)


def _actions(record: Path) -> int:
    try:
        return len(json.loads(record.read_text(encoding="utf-8"))["actions"])
    except (OSError, ValueError, KeyError):
        return 0


def _wait_for(check: Any, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not check():
        if time.monotonic() > end:
            raise AssertionError("timed out")
        time.sleep(0.05)


@pytest.mark.slow
def test_a_killed_client_is_replaced_after_the_grace_and_takes_his_seat_again(tmp_path: Path) -> None:
    host, port, record = _host(tmp_path, "--grace", "1")
    log = tmp_path / "ann.jsonl"
    ann = _client(port, "Ann", "--delay", "0.05")
    ben = _client(port, "Ben", "--delay", "0.05")
    try:
        seat = host.expect("Ann is at the table").split(":")[0]
        host.expect("Ben is at the table")
        _wait_for(lambda: _actions(record) >= 15)
        host.mark()
        ann.kill()  # mid-deal, with no goodbye
        host.expect(f"{seat}: Ann has dropped out; a computer player takes over in 1 s")
        host.expect(f"{seat}: a computer player plays for Ann")
        played = _actions(record)
        _wait_for(lambda: _actions(record) >= played + 12)  # the table goes on without her
        host.mark()
        back = _client(port, "Ann", "--delay", "0.05", "--log", str(log))
        host.expect(f"{seat}: Ann is at the table")
        _wait_for(lambda: log.exists() and '"sent"' in log.read_text(encoding="utf-8"))  # she decides again
        host.proc.send_signal(signal.SIGTERM)
        host.expect("closing the table")
        for client in (back, ben):
            code, err = client.finish()
            assert code == 1 and "the host has closed the table" in err
        assert host.finish()[0] == 1  # closed before the match was over
    finally:
        for p in (host, ann, ben):
            p.kill()
    assert len(replay(load_file(record)).actions) == _actions(record) > played


@pytest.mark.slow
def test_a_killed_host_leaves_its_record_and_the_clients_are_told(tmp_path: Path) -> None:
    host, port, record = _host(tmp_path)
    clients = [_client(port, name, "--delay", "0.02") for name in ("Ann", "Ben")]
    try:
        host.expect("Ben is at the table")
        _wait_for(lambda: _actions(record) >= 20)
        host.proc.kill()
        for client in clients:
            code, err = client.finish()
            assert code == 1 and "the connection to the host was lost" in err
    finally:
        for p in (host, *clients):
            p.kill()
    match = replay(load_file(record))
    assert len(match.actions) >= 20 and [s.kind for s in match.seats[:2]] == ["remote", "remote"]
    assert {s.name for s in match.seats[:2]} == {"Ann", "Ben"}


@pytest.mark.slow
def test_a_whole_match_over_processes_ends_well_for_everybody(tmp_path: Path) -> None:
    record = tmp_path / "table.kartln.json"
    host = Process("host", "ramsen", "--remote", "2", "--port", "0", "--loopback", "--no-discovery",
                   "--code", "K7M-4QX", "--level", "policy", "--seed", "5", "--record", str(record))
    port = int(host.expect("open:").rsplit(":", 1)[1])
    clients = [_client(port, name) for name in ("Ann", "Ben")]
    try:
        host.expect("match over:", timeout=120)
        assert host.finish()[0] == 0
        for client in clients:
            code, err = client.finish()
            assert code == 0, err
    finally:
        for p in (host, *clients):
            p.kill()
    assert replay(load_file(record)).state.is_terminal()


def test_a_slow_client_holds_the_table_and_the_others_see_whom_it_waits_for(qtbot: Any) -> None:
    match = network_match("thousand", 2, seed=9)
    host = open_table(match)
    fast, slow = join(host, "Fast", seed=1), join(host, "Slow", seed=2, delay=(0.05, 0.1))
    waiting_seen: list[int] = []

    def watch(state: Any) -> None:
        obs = state.observation
        if obs.current_player == slow.client.core.seat:
            waiting_seen.append(state.move)

    fast.client.state_arrived.connect(watch)
    qtbot.waitUntil(lambda: len(match.actions) >= 40, timeout=60_000)
    host.host.controller.stop()
    assert waiting_seen and slow.actions_sent > 0
    # while the slow seat thinks, the table does not move on: every action of its seat is its own
    slow_seat = slow.client.core.seat
    assert match.seats[slow_seat].name == "Slow"


def _hostile(rng: random.Random) -> bytes:
    pick = rng.randrange(9)
    if pick == 0:
        return rng.randbytes(rng.randrange(1, 64))
    if pick == 1:
        return (MAX_FRAME + rng.randrange(1, 10**6)).to_bytes(HEADER, "big")  # a huge frame announced
    if pick == 2:
        return encode({"type": "hello", "protocol": PROTOCOL_VERSION + rng.randrange(1, 5), "program": PROGRAM,
                       "name": "X", "code": "K7M-4QX"})
    if pick == 3:
        return b"\x00\x00\x00\x50" + b"[" * 80  # nested too deep
    if pick == 4:
        return encode(TakeSeat(rng.randrange(8)).to_dict())
    if pick == 5:
        return encode(Act(rng.choice(["play 10H", "bid 120", "pass", "x" * 150])).to_dict())
    if pick == 6:
        return encode(Hello(PROTOCOL_VERSION, PROGRAM, f"Intruder {rng.randrange(9)}", "WRONG-1").to_dict())
    if pick == 7:
        return encode({"type": "state", "observation": {"$": "os.system"}, "events": [], "move": 0, "legal": []})
    return encode(Act("pass").to_dict())[: rng.randrange(1, 8)]  # half a frame, then the connection ends


def _garbage_run(qtbot: Any, messages: int) -> None:
    match = network_match("thousand", 2, seed=12)
    host = open_table(match)
    players = [join(host, "Ann", seed=1, delay=(0.0, 0.002)), join(host, "Ben", seed=2, delay=(0.0, 0.002))]
    qtbot.waitUntil(lambda: host._started, timeout=10_000)
    rng = random.Random(77)
    sent = 0
    sock = QTcpSocket()
    while sent < messages:
        if sock.state() != QTcpSocket.SocketState.ConnectedState:
            sock.abort()
            sock.connectToHost(LOOPBACK, host.host.server.port)
            qtbot.waitUntil(lambda: sock.state() == QTcpSocket.SocketState.ConnectedState, timeout=5_000)
        for _ in range(rng.randrange(1, 60)):  # bursts: some connections end for flooding
            sock.write(_hostile(rng))
            sent += 1
        qtbot.wait(1)
        sock.readAll()
    qtbot.waitUntil(lambda: len(match.actions) >= 60, timeout=60_000)
    host.host.controller.stop()
    assert host.host.core.connections_made >= 5  # the garbage was read: floods and broken frames ended connections
    assert sorted(host.host.core.seated()) == [0, 1]  # the players were never disturbed
    assert [p.reason for p in players] == [None, None]
    again = replay(match.to_record())  # the record replays to the very table
    assert again.state.card_zones() == match.state.card_zones()
    assert all(again.state.observation(s) == match.state.observation(s) for s in range(3))
    sock.abort()


def test_a_connection_that_sends_garbage_changes_nothing_in_the_match(qtbot: Any) -> None:
    _garbage_run(qtbot, 1_500)


@pytest.mark.slow
def test_ten_thousand_hostile_messages_over_the_network_change_nothing(qtbot: Any) -> None:
    _garbage_run(qtbot, 10_000)
