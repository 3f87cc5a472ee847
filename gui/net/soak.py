"""``kartln bench net``: a soak run of a network table with four remote players in their own processes.

A host (``kartln host``) and four clients (``kartln client``, each deciding after a random delay)
play over loopback until the deals asked for are played. Then every client's log is checked: the
states it got follow each other move by move (none lost, none repeated), each match's last state is
the record's last move, and the host's records replay to the scores the clients saw. The latency
is the time from a client sending its action to each other client getting the state after it
(p50, p99): what a human's move takes to reach the other screens, less drawing.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

CLIENTS = ("Ann", "Ben", "Cleo", "Dan", "Eve", "Fay")


def _kartln() -> list[str]:
    return [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "kartln.gui"]


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def run_net_bench_command(args: argparse.Namespace) -> int:
    from kartln.engine.records import load_file, replay
    from kartln.engine.registry import GAMES
    from kartln.gui.net.headless import record_path

    info = GAMES.get(args.game)
    if info is None:
        print(f"kartln bench net: no such game {args.game!r}", file=sys.stderr)
        return 2
    players = info.default_rules(args.players).players
    if not 1 <= args.clients <= min(players, len(CLIENTS)):
        print(f"kartln bench net: --clients must be from 1 to {players} for {info.title}", file=sys.stderr)
        return 2
    work = Path(tempfile.mkdtemp(prefix="kartln-soak-"))
    record = work / "soak.kartln.json"
    started = time.monotonic()
    extra = ["--players", str(args.players)] if args.players else []
    host = subprocess.Popen([*_kartln(), "host", info.id, *extra, "--remote", str(args.clients), "--port", "0",
                             "--loopback", "--no-discovery", "--level", "policy", "--seed", str(args.seed),
                             "--deals", str(args.deals), "--matches", "1", "--code", "SOA-K99",
                             "--record", str(record)], stdout=subprocess.PIPE, text=True)
    assert host.stdout is not None
    first = host.stdout.readline()
    port = first.rsplit(":", 1)[-1].strip()
    clients = [subprocess.Popen([*_kartln(), "client", f"127.0.0.1:{port}", "--code", "SOA-K99", "--name", name,
                                 "--seed", str(args.seed + i), "--delay", args.delay,
                                 "--log", str(work / f"{name}.jsonl")],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
               for i, name in enumerate(CLIENTS[:args.clients])]
    host_out = host.communicate()[0]
    failures = [f"{name}: {c.communicate()[1].strip()}" for name, c in zip(CLIENTS, clients, strict=False)
                if c.wait() != 0]
    seconds = time.monotonic() - started
    logs = {name: [json.loads(line) for line in (work / f"{name}.jsonl").read_text().splitlines()]
            for name in CLIENTS[:args.clients]}
    problems = list(failures)
    got: dict[tuple[str, int, int], float] = {}
    finals: dict[int, tuple[int, list[int]]] = {}
    for name, entries in logs.items():
        last: dict[int, int] = {}
        for e in entries:
            if "got" in e:
                m, move = e["match"], e["got"]
                if m in last and move != last[m] + 1:
                    problems.append(f"{name}: move {move} after move {last[m]} in match {m}")
                last[m] = move
                got[(name, m, move)] = e["t"]
            elif "over" in e:
                finals[e["over"]] = (e["moves"], e["scores"])
    latencies = [(got[(other, e["match"], e["sent"] + 1)] - e["t"]) * 1000
                 for name, entries in logs.items() for e in entries if "sent" in e
                 for other in logs if other != name and (other, e["match"], e["sent"] + 1) in got]
    deals = 0
    for index in range(len(finals)):
        match = replay(load_file(record_path(record, index)))
        deals += match.state.deal_no
        moves, scores = finals[index + 1]
        if len(match.actions) != moves or list(match.state.scores()) != scores or not match.state.is_terminal():
            problems.append(f"match {index + 1}: the record does not replay to what the clients saw")
    actions = sum(1 for entries in logs.values() for e in entries if "sent" in e)
    result: dict[str, Any] = {
        "game": info.id, "clients": args.clients, "matches": len(finals), "deals": deals, "actions": actions,
        "seconds": round(seconds, 1), "latency_ms_p50": round(_percentile(latencies, 0.5), 2),
        "latency_ms_p99": round(_percentile(latencies, 0.99), 2), "latency_samples": len(latencies),
        "problems": problems[:20],
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{info.title}: {args.clients} remote players, {result['matches']} matches, {deals} deals, "
              f"{actions} remote actions in {result['seconds']} s")
        print(f"from a player's action to the other players' states: p50 {result['latency_ms_p50']} ms, "
              f"p99 {result['latency_ms_p99']} ms ({len(latencies)} samples)")
        print("no action lost or repeated; every record replays to what the clients saw" if not problems
              else "problems:\n  " + "\n  ".join(problems[:20]))
    if host.returncode != 0:
        print(f"the host ended with status {host.returncode}: {host_out[-300:]}", file=sys.stderr)
        return 1
    return 0 if not problems and deals >= args.deals else 1
