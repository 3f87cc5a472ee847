"""``kartln host`` and ``kartln client``: a network table and a remote player without a window.

The host prints one line when the table is open (its code and addresses), one line for each change
of the seats (a player joins, drops, a computer player stands in, he is back) and one when the match
is over; its record is written after every move. The client prints why its connection ended: exit
status 0 when the host closed the table after the match was over, 1 otherwise. Wrong values are
refused in one line on stderr (exit status 2).
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
from pathlib import Path
from typing import Any, TextIO

from kartln.engine.net.messages import DEFAULT_PORT, DISCOVERY_PORT, MAX_GRACE, MAX_NAME, Reason, SeatStatus


def _fail(command: str, message: str) -> int:
    print(f"kartln {command}: {message}", file=sys.stderr)
    return 2


def _core_app() -> Any:
    from PySide6.QtCore import QCoreApplication, QTimer

    app = QCoreApplication.instance() or QCoreApplication(["kartln"])
    # Python handles SIGINT/SIGTERM only while it runs: a timer lets it look now and then.
    ticker = QTimer(app)
    ticker.start(200)
    ticker.timeout.connect(lambda: None)
    return app


def _on_signals(then: Any) -> None:
    """Ctrl+C or a termination request runs ``then`` on the event loop: a signal handler runs between any
    two steps of whatever Python code the loop is running (a move half sent), so it only posts the call."""
    from PySide6.QtCore import QTimer

    def handler(_signum: int, _frame: Any) -> None:
        QTimer.singleShot(0, then)

    signal.signal(signal.SIGINT, handler)
    signal.signal(signal.SIGTERM, handler)


def _status_line(seat: int, s: SeatStatus) -> str:
    if s.status == "away":
        return f"seat {seat}: {s.name} has dropped out; a computer player takes over in {s.seconds} s"
    if s.status == "free":
        return f"seat {seat}: free"
    if s.status == "standing_in":
        return f"seat {seat}: a computer player plays for {s.name}"
    return f"seat {seat}: {s.name} is at the table"


def run_host_command(args: argparse.Namespace) -> int:
    from kartln.engine.records import Match, Seat
    from kartln.engine.registry import GAMES
    from kartln.gui.net.headless import HeadlessHost
    from kartln.gui.session import new_seed
    from PySide6.QtNetwork import QHostAddress

    info = GAMES.get(args.game)
    if info is None:
        return _fail("host", f"no such game {args.game!r}; 'kartln games' lists them")
    try:
        rules = info.default_rules(args.players)
    except ValueError as exc:
        return _fail("host", str(exc))
    remote = rules.players if args.remote is None else args.remote
    if not 1 <= remote <= rules.players:
        return _fail("host", f"--remote must be from 1 to {rules.players} for {info.title}, not {remote}")
    if not 0 <= args.grace <= MAX_GRACE:
        return _fail("host", f"--grace must be from 0 to {MAX_GRACE} seconds, not {args.grace}")
    if not 0 <= args.port <= 65535:
        return _fail("host", f"--port must be from 0 to 65535, not {args.port}")
    seats = tuple(Seat(f"Remote player {i + 1}", "remote", args.level) if i < remote
                  else Seat(f"Computer {i + 1 - remote}", "ai", args.level) for i in range(rules.players))
    match = Match(info.id, rules, new_seed() if args.seed is None else args.seed, seats)
    app = _core_app()
    host = HeadlessHost(match, level=args.level, grace=args.grace, port=args.port,
                        discovery_port=None if args.no_discovery else DISCOVERY_PORT, code=args.code,
                        record=Path(args.record), matches=args.matches, deals=args.deals)
    local = [QHostAddress(QHostAddress.SpecialAddress.LocalHost)] if args.loopback else None
    error = host.host.listen(local)
    if error is not None:
        return _fail("host", f"cannot open the table: {error}")
    out = sys.stdout
    addresses = ["127.0.0.1:" + str(host.host.server.port)] if args.loopback else host.host.addresses()
    _say(out, f"table {host.host.code} open: {info.title}, {remote} remote seat(s); join at {', '.join(addresses)}")
    last: list[SeatStatus] = []

    def seats_changed(statuses: tuple[SeatStatus, ...]) -> None:
        for i, s in enumerate(statuses):
            before = last[i] if i < len(last) else None
            if s.player == "remote" and (before is None or (before.name, before.status) != (s.name, s.status)):
                _say(out, _status_line(i, s))
        last[:] = statuses

    host.host.seats_changed.connect(seats_changed)
    if args.wait is not None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(round(args.wait * 1000), host.start_anyway)
    done = {"over": False}

    def finished() -> None:
        done["over"] = True
        host.host.seats_changed.disconnect(seats_changed)  # the goodbyes that follow are no news
        for m in host.matches:
            _say(out, "match over: " + ", ".join(f"{s.name} {v}" for s, v in zip(m.seats, m.state.scores(),
                                                                                  strict=True)))
        _say(out, f"record: {args.record}")
        host.host.close()
        from PySide6.QtCore import QTimer

        QTimer.singleShot(300, app.quit)  # the goodbyes go out first

    host.finished.connect(finished)

    def close() -> None:
        _say(out, "closing the table")
        host.host.close()
        from PySide6.QtCore import QTimer

        QTimer.singleShot(300, app.quit)

    _on_signals(close)
    app.exec()
    return 0 if done["over"] else 1


def _say(out: TextIO, line: str) -> None:
    print(line, file=out, flush=True)


def _delay(text: str) -> tuple[float, float]:
    low, _, high = text.partition("-")
    try:
        pair = (float(low), float(high or low))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not seconds or a range of seconds like 0.2-1.5: {text!r}") from None
    if not 0 <= pair[0] <= pair[1] <= 60:
        raise argparse.ArgumentTypeError(f"a delay must lie from 0 to 60 seconds, low first: {text!r}")
    return pair


def _address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep:
        return text, DEFAULT_PORT
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        raise argparse.ArgumentTypeError(f"not an address like 192.168.1.20:{DEFAULT_PORT}: {text!r}")
    return host.strip("[]"), int(port)


def run_client_command(args: argparse.Namespace) -> int:
    from kartln.engine.net.messages import HOST_LEFT
    from kartln.gui.net.headless import HeadlessPlayer

    if not args.name.strip() or len(args.name) > MAX_NAME or not args.name.isprintable():
        return _fail("client", f"a name of 1 to {MAX_NAME} printable characters, not {args.name!r}")
    app = _core_app()
    log_file = open(args.log, "w", encoding="utf-8") if args.log else None  # noqa: SIM115 - open while the loop runs

    def log(entry: dict[str, Any]) -> None:
        if log_file is not None:
            log_file.write(json.dumps(entry) + "\n")

    from kartln.gui.net.host_table import same_code

    player = HeadlessPlayer(args.name, same_code(args.code), level=args.level, seed=args.seed, delay=args.delay,
                            log=log)
    address, port = args.address
    player.finished.connect(lambda _r: app.quit())

    def leave() -> None:
        player.client.leave()
        app.quit()

    _on_signals(leave)
    player.connect_to(address, port)
    app.exec()
    if log_file is not None:
        log_file.close()
    reason: Reason | None = player.reason
    if reason == HOST_LEFT and player.match_over:
        print(f"the match is over: {player.actions_sent} actions sent in {player.matches} match(es)")
        return 0
    detail = f" ({player.client.detail})" if player.client.detail else ""
    print(f"kartln client: {reason if reason is not None else 'stopped'}{detail}", file=sys.stderr)
    return 1


def add_parsers(sub: Any) -> None:
    p = sub.add_parser("host", help="open a network table without a window; remote players join it "
                                    "(the window's Game › Host a table does the same with a table)")
    p.add_argument("game", help="game id of 'kartln games'")
    p.add_argument("--players", type=int, default=None, help="number of players (default: the game's usual)")
    p.add_argument("--remote", type=int, default=None, help="seats played from other computers (default: all); "
                                                            "computer players take the others")
    p.add_argument("--level", default="normal", help="level of the computer players, and of those that stand in "
                                                     "for a dropped player (default normal)")
    p.add_argument("--grace", type=int, default=30, help="seconds a dropped player's seat waits for him before a "
                                                         "computer player stands in (default 30)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT}; 0: any)")
    p.add_argument("--code", default=None, help="the table code (default: a new random one)")
    p.add_argument("--record", default="network-match.kartln.json", metavar="FILE",
                   help="the match record, written after every move (default network-match.kartln.json)")
    p.add_argument("--wait", type=float, default=None, metavar="SECONDS",
                   help="start after that long even if remote seats are empty (computer players take them); "
                        "default: wait for every remote player")
    p.add_argument("--matches", type=int, default=1, help="matches to play at the table (default 1)")
    p.add_argument("--deals", type=int, default=0, help="play matches until this many deals are played "
                                                        "(a record for each match: FILE, FILE-2, ...)")
    p.add_argument("--seed", type=int, default=None, help="seed of the first match (default random)")
    p.add_argument("--loopback", action="store_true", help="open the table to this computer only (127.0.0.1)")
    p.add_argument("--no-discovery", action="store_true", help="do not answer searches for tables")
    p.set_defaults(handler=run_host_command)

    p = sub.add_parser("client", help="join a network table without a window; a computer player decides for "
                                      "the seat (for tests and soak runs; people join with the window)")
    p.add_argument("address", type=_address, help=f"the host's address, ADDRESS[:PORT] (default port {DEFAULT_PORT})")
    p.add_argument("--code", required=True, help="the table code")
    p.add_argument("--name", required=True, help="the player's name at the table")
    p.add_argument("--level", default="policy", help="level of the computer player deciding (default policy)")
    p.add_argument("--delay", type=_delay, default=(0.0, 0.0), metavar="SECONDS",
                   help="think that long before each decision, or a random time in a range like 0.2-1.5")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--log", metavar="FILE", help="write a JSON line per state received and action sent "
                                                 "(with monotonic times, for latency measurements)")
    p.set_defaults(handler=run_client_command)
