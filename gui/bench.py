"""``kartln bench gui``: start-up time, paint time per frame, memory over many deals, responsiveness.

* ``startup_ms``: from launching ``kartln --smoke`` to its first painted frame (median of a few
  runs; the first, cold run is reported too). Goal: at most 1000 ms offscreen.
* ``paint_ms_*``: time of each paint of the table at 1280 x 800 while the full deck is dealt and
  gathered again, over and over. Goal: at most 8 ms per frame (95th percentile). On a busy
  machine the wall time includes waiting for a processor; ``paint_cpu_ms_*`` is the GUI
  thread's own processor time per frame.
* ``memory_growth_mb``: resident memory after ``--deals`` computer-only deals played through the
  window (animations off), minus the memory after the first ten. Goal: at most 30 MB, and no
  exception on the way.
* ``latency_ms_p95``: how late a 10 ms timer fires while computer players of the hard level (the strongest offered)
  think (in the AI's worker process, as in the game) and the table animates. Goal: at most 50 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

from kartln.engine.command_checks import FAILURE, UsageError, at_least, positive_seconds, refuse
from kartln.gui.timers import paced

GOALS = {"startup_ms": 1000.0, "paint_ms_p95": 8.0, "memory_growth_mb": 30.0, "latency_ms_p95": 50.0}


def _env(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env["KARTLN_HOME"] = home
    if not env.get("QT_QPA_PLATFORM") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")) \
            and sys.platform not in ("win32", "darwin"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def measure_startup(runs: int = 5) -> dict[str, Any]:
    """Launch the application ``runs`` times; milliseconds to the first painted frame."""
    cmd = [sys.executable, "--smoke"] if getattr(sys, "frozen", False) else [sys.executable, "-m", "kartln.gui",
                                                                              "--smoke"]
    times: list[float] = []
    with tempfile.TemporaryDirectory(prefix="kartln-bench-") as home:
        env = _env(home)
        for _ in range(runs):
            t0 = time.time_ns()
            out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=60)
            line = next((ln for ln in out.stdout.splitlines() if ln.startswith("FIRST_PAINT ")), None)
            if line is None:
                raise RuntimeError(f"the application did not report its first frame: {out.stderr.strip()[-400:]}")
            times.append((int(line.split()[1]) - t0) / 1e6)
    return {
        "startup_ms": round(statistics.median(times), 1),
        "startup_cold_ms": round(times[0], 1),
        "startup_runs_ms": [round(t, 1) for t in times],
    }


def rss_mb() -> float | None:
    """Resident memory of this process in MB (None where it cannot be read)."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, AttributeError):
        pass
    if sys.platform == "win32":
        import ctypes
        from ctypes import wintypes

        class Counters(ctypes.Structure):
            _fields_ = [("cb", wintypes.DWORD), ("PageFaultCount", wintypes.DWORD)] + [
                (name, ctypes.c_size_t) for name in (
                    "PeakWorkingSetSize", "WorkingSetSize", "QuotaPeakPagedPoolUsage", "QuotaPagedPoolUsage",
                    "QuotaPeakNonPagedPoolUsage", "QuotaNonPagedPoolUsage", "PagefileUsage", "PeakPagefileUsage")]

        c = Counters()
        c.cb = ctypes.sizeof(c)
        proc = ctypes.windll.kernel32.GetCurrentProcess()  # type: ignore[attr-defined]
        if ctypes.windll.psapi.GetProcessMemoryInfo(proc, ctypes.byref(c), c.cb):  # type: ignore[attr-defined]
            return c.WorkingSetSize / 2**20
        return None
    try:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 2**10
    except (ImportError, OSError):
        return None


class _Errors:
    """Counts exceptions raised in Qt slots (they reach sys.excepthook) during a run."""

    def __init__(self) -> None:
        self.count = 0
        self.first = ""

    def __enter__(self) -> _Errors:
        self._old = sys.excepthook
        sys.excepthook = self._hook
        return self

    def _hook(self, kind: type[BaseException], value: BaseException, tb: Any) -> None:
        self.count += 1
        if not self.first:
            self.first = "".join(traceback.format_exception(kind, value, tb))[-1500:]
        self._old(kind, value, tb)

    def __exit__(self, *exc: object) -> None:
        sys.excepthook = self._old


def _window(home: Path, speed: str, size: tuple[int, int] = (1280, 800)) -> Any:
    from kartln.gui.main_window import MainWindow
    from kartln.gui.paths import AppPaths
    from kartln.gui.settings import Settings, save_settings

    paths = AppPaths.under(home)
    save_settings(paths.settings_file, Settings(animation_speed=speed, pause_after_deal=False,
                                                confirm_abandon=False))
    w = MainWindow(paths)
    w.resize(*size)
    w.show()
    return w


def _wait(ms: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


@paced(1.0)  # the motions players see, whatever pace the caller runs at
def measure_paint(home: Path, seconds: float) -> dict[str, Any]:
    """Deal the whole deck and gather it again while timing every paint of the table."""
    from kartln.engine.records import Seat
    from kartln.engine.registry import game
    from kartln.gui.session import new_match
    from kartln.gui.view_model import Step
    from PySide6.QtCore import QEventLoop

    w = _window(home, "normal")
    seats = (Seat("A", "ai", "easy"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy"))
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats, seed=1))
    g = w.game
    g.controller.stop()  # the table is driven by hand below
    _wait(400)
    if g.scene.prerender_thread is not None:  # the deck is rendered ahead in a thread; not part of a frame
        g.scene.prerender_thread.join(10)
    full = g.tail
    empty = full.__class__(
        seats=tuple(sv.__class__(sv.seat, sv.name, sv.score, (), 0, "", "", sv.dealer) for sv in full.seats),
        viewer=full.viewer, info=full.info, count=full.count,
    )
    scene, view = g.scene, g.view
    scene.show_snapshot(empty)
    _wait(100)
    times: list[float] = []
    view.paint_times = times
    cpu: list[float] = []
    view.paint_cpu_times = cpu
    cycles = 0
    t_end = time.perf_counter() + seconds
    while time.perf_counter() < t_end:
        for step in (Step(full, "deal"), Step(empty, "collect", collect_to=cycles % 3)):
            loop = QEventLoop()
            scene.step_finished.connect(loop.quit)
            scene.play_step(step, 1.0)
            loop.exec()
            scene.step_finished.disconnect(loop.quit)
        cycles += 1
    view.paint_times = None
    w.close()
    ms = sorted(t * 1000 for t in times)
    cpu_ms = sorted(t * 1000 for t in cpu)
    if not ms:
        return {"paint_frames": 0}

    def p95(values: list[float]) -> float:
        return round(values[min(len(values) - 1, int(len(values) * 0.95))], 2)

    return {
        "paint_frames": len(ms),
        "paint_ms_mean": round(statistics.fmean(ms), 2),
        "paint_ms_p95": p95(ms),
        "paint_ms_max": round(ms[-1], 2),
        "paint_cpu_ms_mean": round(statistics.fmean(cpu_ms), 2),
        "paint_cpu_ms_p95": p95(cpu_ms),
        "paint_cards": sum(len(sv.hand) for sv in full.seats) + sum(len(p.cards) for p in full.piles),
        "paint_deals": cycles,
    }


def measure_memory(home: Path, deals: int, seed: int) -> dict[str, Any]:
    """Computer-only deals through the window (no animations); memory before and after."""
    from kartln.engine import events as ev
    from kartln.engine.records import Seat
    from kartln.engine.registry import game
    from kartln.gui.session import new_match

    w = _window(home, "off", (1024, 700))
    seats = (Seat("A", "ai", "easy"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy"))
    rules = game("thousand").default_rules(3)
    counted = {"deals": 0, "matches": 0}
    warmup = min(10, max(1, deals // 10))
    marks: dict[str, float | None] = {}

    def on_applied(applied: Any) -> None:
        for e in applied.events:
            if isinstance(e, ev.DealScored):
                counted["deals"] += 1
                if counted["deals"] == warmup:
                    marks["start"] = rss_mb()

    def start(match_seed: int) -> None:
        w.start_match(new_match("thousand", rules, seats, seed=match_seed))
        w.controller.applied.connect(on_applied)

    def rematch() -> None:
        counted["matches"] += 1
        start(seed + counted["matches"])

    w.game.match_finished.connect(rematch)
    t0 = time.perf_counter()
    with _Errors() as errors:
        start(seed)
        while counted["deals"] < deals and time.perf_counter() - t0 < 1800:
            _wait(50)
    marks["end"] = rss_mb()
    w.game.stop()
    w.close()
    growth = None
    if marks.get("start") is not None and marks.get("end") is not None:
        growth = round(marks["end"] - marks["start"], 1)  # type: ignore[operator]
    return {
        "memory_growth_mb": growth,
        "memory_start_mb": None if marks.get("start") is None else round(marks["start"], 1),  # type: ignore[arg-type]
        "memory_end_mb": None if marks.get("end") is None else round(marks["end"], 1),  # type: ignore[arg-type]
        "memory_deals": counted["deals"],
        "memory_matches_finished": counted["matches"],
        "memory_seconds": round(time.perf_counter() - t0, 1),
        "exceptions": errors.count,
        "first_exception": errors.first,
    }


def _record_at_play(seed: int, players: int = 3) -> Any:
    """A match record that stops where the first deal's card play begins (random bids and gifts)."""
    import random

    from kartln.engine.games.thousand.state import ThousandState
    from kartln.engine.records import Record, Seat
    from kartln.engine.registry import game

    info = game("thousand")
    rules = info.default_rules(players)
    state = info.new_state(rules, seed)
    assert isinstance(state, ThousandState)
    rng = random.Random(seed)
    actions: list[str] = []
    while state.phase != "play":
        action = info.random_action(list(state.legal_actions()), rng)
        state.apply(action)
        actions.append(action.text())
    seats = tuple(Seat(n, "ai", "") for n in "ABCDE"[:players])
    return Record("thousand", info.rules_to_dict(rules), seed, seats, tuple(actions))


@paced(1.0)
def measure_latency(home: Path, seconds: float, seed: int, level: str = "hard") -> dict[str, Any]:
    """How late a 10 ms timer fires while ``level`` computer players search their cards and the
    table animates (from the first trick of a deal on, when the search works hardest)."""
    import dataclasses

    from kartln.engine.records import replay
    from kartln.gui import seats as seats_module
    from PySide6.QtCore import QTimer

    record = _record_at_play(seed)
    record = dataclasses.replace(record, seats=tuple(dataclasses.replace(s, level=level) for s in record.seats))
    thinking = [0.0]  # from each question to its answer, wherever the player thinks
    finished = seats_module.AiSeat._finished

    def timed_finished(self: Any, result: Any) -> None:
        if result[0] is self._pending:
            thinking[0] += time.perf_counter() - self._asked_at
        finished(self, result)

    seats_module.AiSeat._finished = timed_finished  # type: ignore[method-assign]
    try:
        w = _window(home, "fast")
        w.start_match(replay(record))
        for driver in w.controller.drivers:  # no pause for show: the players think back to back
            if hasattr(driver, "min_think"):
                driver.min_think = 0.0
        late: list[float] = []
        late_thinking: list[float] = []  # the ticks that fell while a player was thinking
        expected = [time.perf_counter() + 0.01]
        ai = [d for d in w.controller.drivers if hasattr(d, "min_think")]

        def tick() -> None:
            now = time.perf_counter()
            ms = max(0.0, now - expected[0]) * 1000
            late.append(ms)
            if any(d._pending is not None for d in ai):
                late_thinking.append(ms)
            expected[0] = now + 0.01

        timer = QTimer()
        timer.setInterval(10)
        timer.timeout.connect(tick)
        t0 = time.perf_counter()
        timer.start()
        _wait(round(seconds * 1000))
        timer.stop()
        window = time.perf_counter() - t0
        decisions = w.controller.actions_applied if w.controller else 0
        w.game.stop()
        w.close()
    finally:
        seats_module.AiSeat._finished = finished  # type: ignore[method-assign]
    late.sort()
    late_thinking.sort()
    if not late:
        return {}
    p95_thinking = late_thinking[min(len(late_thinking) - 1, int(len(late_thinking) * 0.95))] if late_thinking else None
    return {
        "latency_ms_p95_while_thinking": None if p95_thinking is None else round(p95_thinking, 1),
        "latency_ms_p50": round(late[len(late) // 2], 1),
        "latency_ms_p95": round(late[min(len(late) - 1, int(len(late) * 0.95))], 1),
        "latency_ms_max": round(late[-1], 1),
        "latency_level": level,
        "latency_decisions": decisions,
        "latency_thinking_share": round(min(1.0, thinking[0] / window), 2),
    }


def measure(deals: int = 200, seconds: float = 3.0, seed: int = 1, startup_runs: int = 5) -> dict[str, Any]:
    result: dict[str, Any] = {}
    result.update(measure_startup(startup_runs))
    if _env("").get("QT_QPA_PLATFORM") == "offscreen":
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from kartln.gui.app import create_application
    from PySide6.QtGui import QGuiApplication

    create_application(["kartln-bench"])
    result["platform"] = QGuiApplication.platformName()
    with tempfile.TemporaryDirectory(prefix="kartln-bench-") as tmp:
        root = Path(tmp)
        result.update(measure_paint(root / "paint", seconds))
        result.update(measure_latency(root / "latency", max(seconds * 2, 8.0), seed))
        result.update(measure_memory(root / "memory", deals, seed))
    checks = {
        "startup_ms": result.get("startup_ms"),
        "paint_ms_p95": result.get("paint_ms_p95"),
        "memory_growth_mb": result.get("memory_growth_mb"),
        "latency_ms_p95": max((v for v in (result.get("latency_ms_p95"), result.get("latency_ms_p95_while_thinking"))
                               if v is not None), default=None),
    }
    result["goals"] = GOALS
    result["within_goals"] = all(v is not None and v <= GOALS[k] for k, v in checks.items()) and \
        result.get("exceptions", 1) == 0
    return result


def run_gui_bench_command(args: argparse.Namespace) -> int:
    try:
        deals = at_least("--deals", getattr(args, "deals", 200), 1)
        seconds = positive_seconds("--seconds", getattr(args, "seconds", 3.0))
    except UsageError as exc:
        return refuse("bench gui", exc)
    try:
        result = measure(deals, seconds, getattr(args, "seed", 1))
    except RuntimeError as exc:  # the window did not start
        return refuse("bench gui", exc, FAILURE)
    if getattr(args, "json", False):
        print(json.dumps(result, sort_keys=True, ensure_ascii=False))
        return 0
    print(f"start-up to the first frame: {result['startup_ms']} ms (cold {result['startup_cold_ms']} ms; "
          f"goal {GOALS['startup_ms']:.0f}) on {result['platform']}")
    if result.get("paint_frames"):
        print(f"paint while {result['paint_cards']} cards are dealt and gathered: mean {result['paint_ms_mean']} ms, "
              f"p95 {result['paint_ms_p95']} ms, max {result['paint_ms_max']} ms over {result['paint_frames']} "
              f"frames (goal {GOALS['paint_ms_p95']:.0f} ms); processor time p95 {result['paint_cpu_ms_p95']} ms")
    print(f"event-loop latency while '{result.get('latency_level')}' players think: p95 "
          f"{result.get('latency_ms_p95')} ms, max {result.get('latency_ms_max')} ms "
          f"(p95 {result.get('latency_ms_p95_while_thinking')} ms while a player thinks; "
          f"{result.get('latency_decisions')} decisions, thinking {result.get('latency_thinking_share', 0):.0%} "
          f"of the time; goal {GOALS['latency_ms_p95']:.0f} ms)")
    print(f"memory over {result['memory_deals']} computer-only deals: {result['memory_start_mb']} -> "
          f"{result['memory_end_mb']} MB, growth {result['memory_growth_mb']} MB "
          f"(goal {GOALS['memory_growth_mb']:.0f}); exceptions: {result['exceptions']}")
    if result.get("first_exception"):
        print(result["first_exception"])
    print("within goals" if result["within_goals"] else "OUTSIDE the goals")
    return 0 if result["within_goals"] else 1
