"""The statistics store: its schema and migrations, what it counts, damaged files, crashes, imports."""

from __future__ import annotations

import os
import random
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from kartln.engine.records import Match, Seat, dumps, load_file
from kartln.engine.registry import GAMES, game
from kartln.gui.cli import main
from kartln.gui.paths import AppPaths
from kartln.gui.stats.facts import DealFacts, MatchEnd, MatchFacts, SeatFacts, deal_facts, match_end, match_facts
from kartln.gui.stats.queries import HUMAN, StatsFilter, wilson_interval
from kartln.gui.stats.schema import MIGRATIONS, VERSION, migrate, version_of
from kartln.gui.stats.store import StatsStore


def play_out(game_id: str, seed: int, seats: tuple[Seat, ...] | None = None, rules: object | None = None) -> Match:
    """A whole match of random play (the games' own random players)."""
    info = game(game_id)
    rules = rules or info.default_rules()
    seats = seats or (Seat("Tess", "human", ""), *(Seat(f"C{i}", "ai", "easy") for i in range(1, rules.players)))
    m = Match(game_id, rules, seed, seats)
    rng = random.Random(seed)
    while not m.state.is_terminal():
        m.apply(info.random_action(m.state.legal_actions(), rng))
    return m


def write_all(store: StatsStore, m: Match, when: float = 1000.0) -> int:
    facts = match_facts(m)
    match_id = 0
    for row in m.state.sheet:
        last = row is m.state.sheet[-1]
        match_id = store.write(facts, deal_facts(row), match_end(m) if last else None, now=when, seconds=1.0)
    return match_id


# -- schema --------------------------------------------------------------------------------------

def test_a_new_file_is_made_at_the_latest_version_in_wal_mode(tmp_path: Path) -> None:
    store = StatsStore.open(tmp_path / "s.sqlite3")
    assert version_of(store.conn) == VERSION == len(MIGRATIONS)
    assert store.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.problem == "" and store.set_aside == ()


def test_every_earlier_version_migrates_with_its_data(tmp_path: Path) -> None:
    """From each earlier version (only the empty file so far) the migrations arrive at the latest,
    and what an earlier version held is still there."""
    for start in range(VERSION):
        path = tmp_path / f"v{start}.sqlite3"
        conn = sqlite3.connect(path, isolation_level=None)
        migrate(conn, MIGRATIONS[:start])
        assert version_of(conn) == start
        if start >= 1:
            conn.execute("INSERT INTO matches (key, game, preset, rules_digest, rules, seed, counts_down, source, "
                         "started) VALUES ('k', 'thousand', '', '', '{}', 1, 0, 'play', 0)")
        conn.close()
        store = StatsStore.open(path)
        assert version_of(store.conn) == VERSION
        assert store.counts()[0] == (1 if start >= 1 else 0)
        store.close()


def test_a_migration_that_fails_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "s.sqlite3", isolation_level=None)
    with pytest.raises(sqlite3.Error):
        migrate(conn, (*MIGRATIONS, "CREATE TABLE broken (;"))
    assert version_of(conn) == 0
    assert conn.execute("SELECT count(*) FROM sqlite_schema").fetchone()[0] == 0


def test_a_newer_file_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"PRAGMA user_version = {VERSION + 1}")
    conn.close()
    store = StatsStore.open(path)
    assert store.read_only and "version" in store.problem
    assert store.set_aside == ()
    assert path.exists()


# -- damaged files -------------------------------------------------------------------------------

def test_a_damaged_file_is_set_aside_with_its_bytes_and_a_new_one_started(tmp_path: Path) -> None:
    path = AppPaths.under(tmp_path).stats_file
    path.parent.mkdir(parents=True)
    junk = b"this is not a database at all " * 100
    path.write_bytes(junk)
    store = StatsStore.open(path)
    assert len(store.set_aside) == 1 and store.set_aside[0].read_bytes() == junk
    assert store.problem
    assert version_of(store.conn) == VERSION
    write_all(store, play_out("ramsen", 1))
    assert store.counts()[0] == 1
    store.close()
    again = StatsStore.open(path)  # the new file is sound: nothing more is set aside
    assert again.set_aside == () and again.counts()[0] == 1


def test_a_file_another_process_holds_locked_is_not_set_aside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from kartln.gui.stats import store as store_module

    path = tmp_path / "s.sqlite3"
    StatsStore.open(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA journal_mode = DELETE")  # so that a lock keeps readers out
    other.execute("BEGIN EXCLUSIVE")
    monkeypatch.setattr(store_module, "BUSY_SECONDS", 0.05)
    with pytest.raises(sqlite3.OperationalError):
        StatsStore.open(path)
    other.execute("ROLLBACK")
    assert path.exists() and not list(tmp_path.glob("*.damaged-*"))


def test_a_file_with_damaged_pages_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = StatsStore.open(path)
    write_all(store, play_out("ramsen", 1))
    store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)  # the schema's page
    path.write_bytes(bytes(data))
    store = StatsStore.open(path)
    assert store.set_aside and store.counts() == (0, 0)


# -- writing whole matches -----------------------------------------------------------------------

@pytest.mark.parametrize("game_id", list(GAMES))
def test_whole_matches_of_every_game_are_written_as_their_sheets_say(game_id: str) -> None:
    store = StatsStore.memory()
    m = play_out(game_id, 3)
    match_id = write_all(store, m)
    sheet = m.state.sheet
    conn = store.conn
    assert conn.execute("SELECT count(*) FROM deals WHERE match_id = ?", (match_id,)).fetchone()[0] == len(sheet)
    totals = conn.execute("SELECT total, won FROM seats WHERE match_id = ? ORDER BY seat", (match_id,)).fetchall()
    assert [t for t, _ in totals] == m.state.scores()
    assert [s for s, (_, won) in enumerate(totals) if won] == sorted(m.state.winners())
    played = [row for row in sheet if row.played]
    deals, change = conn.execute("SELECT deals, change_sum FROM seats WHERE match_id = ? AND seat = 0",
                                 (match_id,)).fetchone()
    assert deals == len(played) and change == sum(row.changes[0] for row in played)
    declared = [getattr(row, "declarer", None) for row in sheet]
    stored = [r[0] for r in conn.execute("SELECT declarer FROM deals WHERE match_id = ? ORDER BY deal_no",
                                         (match_id,))]
    assert stored == declared


def test_raub_and_mulatschak_rows_name_their_declarer_and_whether_he_made_it() -> None:
    made = set()
    for game_id in ("raub", "mulatschak"):
        rows = [deal_facts(row) for seed in range(1, 6) for row in play_out(game_id, seed).state.sheet]
        declared = [d for d in rows if d.declarer is not None]
        assert declared and all(d.contract for d in declared)
        made |= {d.made for d in declared}
    assert made == {True, False}


def test_a_deal_written_again_replaces_it_and_the_later_ones() -> None:
    store = StatsStore.memory()
    facts = _facts("k")
    store.write(facts, _deal(1, (10, -10)), now=1)
    store.write(facts, _deal(2, (20, -20)), now=2)
    store.write(facts, _deal(2, (5, -5)), now=3)  # played again after an undo
    assert store.conn.execute("SELECT change_sum, deals FROM seats WHERE seat = 0").fetchone() == (15, 2)


# -- queries against hand-computed numbers --------------------------------------------------------

def _facts(key: str, game_id: str = "thousand", levels: tuple[str, ...] = ("hard",), preset: str = "standard",
           down: bool = False, player: str = "Tess") -> MatchFacts:
    seats = (SeatFacts("human", player, ""), *(SeatFacts("ai", f"C{i}", lv) for i, lv in enumerate(levels)))
    return MatchFacts(key, game_id, preset, "d", "{}", 1, down, seats)


def _deal(no: int, changes: tuple[int, ...], declarer: int | None = None, made: bool | None = None) -> DealFacts:
    return DealFacts(no, 0, True, "", changes, changes, None, declarer, made, "120" if declarer is not None else None)


def _match(store: StatsStore, key: str, deals: list[tuple[int, int]], when: float, **kw: object) -> None:
    facts = _facts(key, **kw)  # type: ignore[arg-type]
    totals = [0, 0]
    for i, (mine, declared) in enumerate(deals, 1):
        totals = [totals[0] + mine, totals[1] - mine]
        d = DealFacts(i, 0, True, "", (mine, -mine), tuple(totals), None, 0 if declared else 1,
                      declared == 1, "120")
        end = MatchEnd(tuple(totals), (0,) if totals[0] > totals[1] else (1,)) if i == len(deals) else None
        store.write(facts, d, end, now=when)


def test_the_summary_counts_as_by_hand() -> None:
    store = StatsStore.memory()
    _match(store, "a", [(30, 1), (-10, 2)], when=1)  # won +20: declared 2, made 1
    _match(store, "b", [(-40, 0)], when=2)  # lost −40
    _match(store, "c", [(10, 1), (10, 1), (10, 0)], when=3)  # won +30
    _match(store, "d", [(5, 1)], when=4)  # won +5
    _match(store, "e", [(50, 1)], when=5, levels=("easy",))  # another opponent
    (hard,) = [g for g in store.summary("Tess") if g.opponents == ("hard",)]
    assert (hard.matches, hard.won, hard.deals) == (4, 3, 7)
    assert hard.mean_change == pytest.approx((20 - 40 + 30 + 5) / 7)
    assert (hard.contracts, hard.contracts_made) == (5, 4) and hard.has_contracts
    assert hard.longest_run == 2
    assert hard.best is not None and hard.best.margin == 60 and hard.best.won
    assert hard.worst is not None and hard.worst.margin == -80
    assert hard.interval == wilson_interval(3, 4) and not hard.enough
    (everyone,) = store.summary("Tess", by_opponents=False)
    assert (everyone.matches, everyone.won, everyone.longest_run) == (5, 4, 3)
    assert [g.matches for g in store.summary("Tess", StatsFilter(level="easy"))] == [1]
    assert [g.matches for g in store.summary("Tess", StatsFilter(since=2, until=4))] == [2]
    points = store.results_over_time("Tess")
    assert [(p.won, p.matches, p.won_so_far) for p in points] == [
        (True, 1, 1), (False, 2, 1), (True, 3, 2), (True, 4, 3), (True, 5, 4)]
    against = store.record_against("Tess", "thousand", ["hard"])
    assert (against.matches, against.won) == (4, 3)
    choices = store.choices("Tess")
    assert choices.games == ("thousand",) and choices.levels == ("easy", "hard") and choices.first == 1
    assert store.players() == ["Tess"]


def test_hot_seat_matches_count_for_each_human_by_name() -> None:
    store = StatsStore.memory()
    seats = (SeatFacts("human", "Tess", ""), SeatFacts("human", "Anna", ""), SeatFacts("ai", "C", "easy"))
    facts = MatchFacts("h", "ramsen", "", "d", "{}", 1, True, seats)
    store.write(facts, DealFacts(1, 0, True, "", (-3, 2, 5), (7, 12, 15), 1), MatchEnd((7, 12, 15), (0,)), now=1)
    assert sorted(store.players()) == ["Anna", "Tess"]
    (tess,) = store.summary("Tess")
    (anna,) = store.summary("Anna")
    assert tess.won == 1 and anna.won == 0
    assert tess.opponents == ("easy", HUMAN) and tess.best is not None and tess.best.margin == 5  # counts down
    assert anna.best is not None and anna.best.margin == -5


def test_the_wilson_interval() -> None:
    assert wilson_interval(0, 0) is None
    i = wilson_interval(7, 19)
    assert i is not None and i.low == pytest.approx(0.1914, abs=1e-4) and i.high == pytest.approx(0.5896, abs=1e-4)
    assert wilson_interval(0, 5).low == 0.0  # type: ignore[union-attr]
    assert wilson_interval(5, 5).high == 1.0  # type: ignore[union-attr]
    half = wilson_interval(50, 100)
    assert half is not None and half.low == pytest.approx(1 - half.high)


def test_export_and_clearing() -> None:
    store = StatsStore.memory()
    _match(store, "a", [(30, 1)], when=1)
    _match(store, "b", [(5, 1)], when=2, game_id="ramsen")
    lines = store.export_csv_text().splitlines()
    assert lines[0].startswith("ended,game,preset") and len(lines) == 1 + 4
    assert len(store.export_csv_text("ramsen").splitlines()) == 1 + 2
    assert store.clear("ramsen") == 1 and store.counts() == (1, 1)
    assert store.clear() == 1 and store.counts() == (0, 0)
    assert store.conn.execute("SELECT count(*) FROM deal_seats").fetchone()[0] == 0


# -- the commands --------------------------------------------------------------------------------

def test_import_counts_a_record_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    m = play_out("zwanzig", 4)
    record = tmp_path / "m.kartln.json"
    record.write_text(dumps(m.to_record({"saved_at": "2026-01-02T10:00:00"})))
    copy = tmp_path / "copy.kartln.json"
    copy.write_text(record.read_text())
    unfinished = tmp_path / "half.kartln.json"
    half = load_file(record)
    from dataclasses import replace
    unfinished.write_text(dumps(replace(half, actions=half.actions[:20])))
    db = tmp_path / "s.sqlite3"
    assert main(["stats", "import", "--database", str(db), str(record), str(copy)]) == 0
    out = capsys.readouterr().out
    assert "added" in out and "counted already" in out
    assert main(["stats", "import", "--database", str(db), str(unfinished), str(tmp_path / "missing.json")]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and "not finished" in err[0]
    store = StatsStore.open(db)
    assert store.counts() == (1, len(m.state.sheet))
    (g,) = store.summary("Tess")
    assert g.matches == 1 and g.won == (0 in m.state.winners())


def test_a_match_played_here_and_then_imported_counts_once(tmp_path: Path) -> None:
    from kartln.gui.stats.commands import import_file

    m = play_out("moench", 2)
    store = StatsStore.open(tmp_path / "s.sqlite3")
    write_all(store, m)
    record = tmp_path / "m.kartln.json"
    record.write_text(dumps(m.to_record()))
    assert not import_file(store, record).added
    assert store.counts()[0] == 1


def test_the_bench_reports_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "stats", "--deals", "300", "--timed", "24", "--json"]) in (0, 1)
    import json
    result = json.loads(capsys.readouterr().out)
    assert result["deals"] == 324 and result["write_p99_ms"] > 0 and "window_queries_ms" in result


# -- a crash -------------------------------------------------------------------------------------

def test_a_writer_killed_mid_deal_loses_at_most_that_deal(tmp_path: Path) -> None:
    """A process writes deal after deal and is killed at a random moment (SIGKILL, no clean-up): every
    deal it reported written is there, and the file is sound."""
    db = tmp_path / "s.sqlite3"
    log = tmp_path / "written.txt"
    script = textwrap.dedent(f"""
        import sys
        from kartln.gui.stats.store import StatsStore
        from kartln.gui.stats.facts import DealFacts, MatchFacts, SeatFacts
        from pathlib import Path
        store = StatsStore.open(Path({str(db)!r}))
        facts = MatchFacts("k", "thousand", "", "d", "{{}}", 1, False,
                           (SeatFacts("human", "Tess", ""), SeatFacts("ai", "C", "easy")))
        with open({str(log)!r}, "a") as log:
            for n in range(1, 100000):
                store.write(facts, DealFacts(n, 0, True, "", (n, -n), (n, -n)))
                log.write(f"{{n}}\\n"); log.flush()
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], env=os.environ | {"PYTHONUNBUFFERED": "1"})
    try:
        import time
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and (not log.exists() or log.read_text().count("\n") < 30):
            time.sleep(0.02)
    finally:
        proc.kill()
        proc.wait()
    reported = log.read_text().split()
    assert len(reported) >= 30
    store = StatsStore.open(db)
    assert store.set_aside == ()
    deals = [r[0] for r in store.conn.execute("SELECT deal_no FROM deals ORDER BY deal_no")]
    assert deals == list(range(1, len(deals) + 1))  # whole deals only, none half
    assert len(deals) >= len(reported)  # every deal reported written is there (one more may be)
    assert store.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


# -- the fuzz run --------------------------------------------------------------------------------

def test_the_fuzz_run_damages_statistics_files_and_the_store_keeps_its_promise(monkeypatch: pytest.MonkeyPatch) -> None:
    from kartln.gui import file_fuzz

    monkeypatch.setattr(file_fuzz, "KINDS", {"statistics": 1.0})
    report = file_fuzz.run_fuzz(150, 5, big=False)
    assert report.by_kind["statistics"] == 150 and report.failures == []
    assert report.accepted and report.refused  # damage that SQLite shrugs off, and damage set aside


def test_the_fuzz_check_catches_a_store_that_loses_a_damaged_file(monkeypatch: pytest.MonkeyPatch) -> None:
    from kartln.gui import file_fuzz
    from kartln.gui.stats import store as store_module

    def losing(path: Path) -> Path:  # "sets aside" an empty file in place of the damaged one
        path.unlink(missing_ok=True)
        target = path.with_name(path.name + ".damaged-now")
        target.write_bytes(b"")
        return target

    monkeypatch.setattr(file_fuzz, "KINDS", {"statistics": 1.0})
    monkeypatch.setattr(store_module, "move_aside", losing)
    report = file_fuzz.run_fuzz(60, 5, big=False)
    assert report.failures
