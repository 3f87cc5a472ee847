"""The table writes the statistics: every scored deal and the match's end, off the table's thread;
a damaged statistics file is set aside and the player told once."""

from __future__ import annotations

import threading

from kartln.engine.records import Match
from kartln.gui.paths import AppPaths
from kartln.gui.session import new_match
from kartln.gui.stats.store import StatsStore
from kartln.gui.stats.writer import StatsWriter

from tests.gui.table_helpers import open_window, seats, start, wait_until


def ai_match(game_id: str, seed: int) -> Match:
    from kartln.engine.registry import game

    rules = game(game_id).default_rules()
    return new_match(game_id, rules, seats(*["ai"] * rules.players), seed=seed)


def _played_out(qtbot, window, match: Match) -> StatsWriter:  # type: ignore[no-untyped-def]
    start(window, match)
    wait_until(qtbot, lambda: window.controller is not None and window.controller.is_over(), timeout=60000)
    writer = window.stats_writer()
    assert writer is not None and writer.flush()
    return writer


def test_a_match_played_at_the_table_is_written_deal_by_deal_off_the_tables_thread(qtbot, home: AppPaths) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, home)
    writer = window.stats_writer()
    assert writer is not None
    threads: list[threading.Thread] = []
    write = writer.store.write

    def noting(*args, **kwargs):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread())
        return write(*args, **kwargs)

    writer.store.write = noting  # type: ignore[method-assign]
    match = ai_match("ramsen", 5)
    _played_out(qtbot, window, match)
    sheet = match.state.sheet
    assert writer.failed == "" and len(writer.write_seconds) >= len(sheet)
    store = StatsStore.open(home.stats_file)
    assert store.counts() == (1, len(sheet))
    rows = store.conn.execute("SELECT total, won FROM seats ORDER BY seat").fetchall()
    assert [t for t, _ in rows] == match.state.scores()
    assert {s for s, (_, won) in enumerate(rows) if won} == set(match.state.winners())
    assert store.conn.execute("SELECT ended IS NOT NULL FROM matches").fetchone()[0] == 1
    assert window.notices == []
    assert len(threads) == len(sheet) and all(t is not threading.main_thread() for t in threads)


def test_a_damaged_statistics_file_is_set_aside_and_the_player_told_once(qtbot, home: AppPaths) -> None:  # type: ignore[no-untyped-def]
    home.stats_file.parent.mkdir(parents=True, exist_ok=True)
    home.stats_file.write_bytes(b"SQLite format 3\x00" + b"\x13" * 3000)
    window = open_window(qtbot, home)
    for seed in (1, 2):  # two matches, one deal each
        start(window, ai_match("zwanzig", seed))
        writer = window.stats_writer()
        assert writer is not None
        done = len(writer.write_seconds)
        wait_until(qtbot, lambda w=writer, n=done: len(w.write_seconds) > n, timeout=30000)  # type: ignore[misc]
    about = [n for n in window.notices if "statistics" in n]
    assert len(about) == 1 and "damaged-" in about[0]
    kept = list(home.stats_file.parent.glob("statistics.sqlite3.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"SQLite format 3\x00\x13")
    assert StatsStore.open(home.stats_file).counts()[0] == 2


def test_an_undo_in_a_deal_is_noted_and_the_match_goes_on_as_the_same(qtbot, home: AppPaths) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+Z in the first deal: the deal is written once, with its undo, in the same match."""
    from kartln.engine.actions import PlayCard
    from kartln.engine.registry import game
    from PySide6.QtCore import Qt

    from tests.gui.table_helpers import FAST, wait_for_human

    window = open_window(qtbot, home, FAST)
    start(window, new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=5))
    for _ in range(300):  # the human's turns until he plays a card early in the deal
        wait_for_human(qtbot, window)
        c = window.controller
        assert c is not None
        cards = [a for a in c.legal_actions() if isinstance(a, PlayCard)]
        if cards and bin(c.state.hands[0]).count("1") > 3:
            assert window.game._submit(cards[0])
            break
        assert window.game._submit(cards[0] if cards else c.legal_actions()[0])
    wait_for_human(qtbot, window)
    old = window.controller
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller is not old)
    writer = window.stats_writer()
    assert writer is not None
    while window.controller is not None and window.controller.state.deal_no == 1:  # the deal played out
        wait_until(qtbot, lambda: window.controller.state.deal_no > 1 or window.controller.waiting_for_human() == 0)
        c = window.controller
        if c.state.deal_no > 1:
            break
        cards = [a for a in c.legal_actions() if isinstance(a, PlayCard)]
        assert window.game._submit(cards[0] if cards else c.legal_actions()[0])
    assert writer.flush()
    store = StatsStore.open(home.stats_file)
    assert store.counts() == (1, 1)
    assert store.conn.execute("SELECT deal_no, undos FROM deals").fetchall() == [(1, 1)]
