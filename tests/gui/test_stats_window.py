"""The Statistics window (Game menu, key I) and the player's record at a match's end."""

from __future__ import annotations

import os
import random
from datetime import datetime
from pathlib import Path

from kartln.engine.records import Match, Seat
from kartln.engine.registry import game
from kartln.gui.dialog_style import DIALOG_STYLE
from kartln.gui.paths import AppPaths
from kartln.gui.stats.facts import DealFacts, MatchEnd, MatchFacts, SeatFacts
from kartln.gui.stats.queries import StatsFilter
from kartln.gui.stats.store import StatsStore
from kartln.gui.stats_dialog import StatsDialog
from kartln.gui.stats_words import opponents_text, rate_text
from kartln.gui.text_fit import widget_misfits
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDateTimeEdit, QMessageBox, QPushButton
from table_helpers import FAST, open_window

DAY = 86400.0
START = datetime(2025, 1, 6, 12).timestamp()


def _match(store: StatsStore, key: str, game_id: str, levels: tuple[str, ...], won: bool, when: float, *,
           player: str = "Tess", preset: str = "standard", deals: int = 3) -> None:
    """A finished match of ``deals`` deals that ``player`` (seat 0) won or lost against computers at ``levels``."""
    seats = (SeatFacts("human", player, ""), *(SeatFacts("ai", f"C{i}", lv) for i, lv in enumerate(levels)))
    down = game(game_id).counts_down
    n = len(seats)
    totals = [0] * n
    rng = random.Random(key)
    for d in range(1, deals + 1):
        changes = [rng.randint(-3, 6) * 10 for _ in range(n)]
        totals = [t + c for t, c in zip(totals, changes, strict=True)]
        last = d == deals
        if last:  # the player's total decides the match as wanted
            best = max(totals[1:]) if not down else min(totals[1:])
            want = (best + 50 if not down else best - 5) if won else (best - 50 if not down else best + 5)
            changes[0] += want - totals[0]
            totals[0] = want
        declarer = d % n
        deal = DealFacts(d, d % n, True, "", tuple(changes), tuple(totals), None, declarer, rng.random() < 0.7, "100")
        end = MatchEnd(tuple(totals), (0,) if won else (1,)) if last else None
        facts = MatchFacts(key, game_id, preset, "digest-" + preset, "{}", 1, down, seats)
        store.write(facts, deal, end, now=when, seconds=30.0)


def fill(paths: AppPaths) -> None:
    """Tess: 19 matches of Thousand against two hard players (7 won), 4 against an easy and a hard one,
    12 of Ramsen against three normal players; Anna: 2 of Thousand."""
    store = StatsStore.open(paths.stats_file)
    for i in range(19):
        _match(store, f"t{i}", "thousand", ("hard", "hard"), i % 3 == 0, START + i * 19 * DAY, preset="russian")
    for i in range(4):
        _match(store, f"m{i}", "thousand", ("easy", "hard"), i == 1, START + (i * 20 + 5) * DAY, preset="polish")
    for i in range(12):
        _match(store, f"r{i}", "ramsen", ("normal", "normal", "normal"), i % 2 == 0, START + (i * 30 + 3) * DAY)
    for i in range(2):
        _match(store, f"a{i}", "thousand", ("easy", "easy"), True, START + i * DAY, player="Anna", preset="russian")
    store.close()


def open_stats(qtbot, paths: AppPaths, size: tuple[int, int] = (1024, 700)) -> StatsDialog:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, paths, FAST, size)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    qtbot.keyClick(w, Qt.Key.Key_I)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in w.findChildren(StatsDialog)))
    (dlg,) = [d for d in w.findChildren(StatsDialog) if d.isVisible()]
    return dlg


def cells(dlg: StatsDialog) -> list[list[str]]:
    t = dlg.table
    return [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]


def pick(qtbot, combo, text: str) -> None:  # type: ignore[no-untyped-def]
    """Choose ``text`` in ``combo`` with the keyboard, as a player would (the arrows, one step at a time)."""
    target = combo.findText(text)
    assert target >= 0, f"{text!r} is not offered"
    combo.setFocus()
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)


def test_the_key_opens_the_figures_of_the_settings_player(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    fill(home)
    dlg = open_stats(qtbot, home)
    assert dlg.player.currentText() == "Tess" and dlg.player.count() == 2  # Tess (the settings' name), Anna
    store = StatsStore.open(home.stats_file)
    groups = store.summary("Tess")
    rows = cells(dlg)
    assert len(rows) == len(groups) == 3
    by_opponents = {tuple(r[:2]): r for r in rows}
    hard = by_opponents[("Thousand", "2 × Hard")]
    (g,) = [g for g in groups if g.opponents == ("hard", "hard")]
    assert hard[2] == "7 of 19" and (g.matches, g.won) == (7 + 12, 7)
    assert hard[3] == rate_text(7, 19, g.interval) == "37 % (19–59 %)"
    assert hard[4] == str(g.deals) == "57"
    assert hard[5].replace("\u2212", "-") == f"{g.mean_change:+.1f}"
    assert hard[6] == f"{g.contracts_made} of {g.contracts}" and g.contracts > 0
    assert hard[7] == str(g.longest_run) == "1"
    assert (hard[8], hard[9]) == ("+50", "\u221250")
    assert dlg.table.item(rows.index(hard), 8).toolTip().startswith("Won on")
    assert dlg.table.item(rows.index(hard), 1).toolTip() == "2 hard players"
    mixed = by_opponents[("Thousand", "Easy, Hard")]
    assert mixed[2:4] == ["1 of 4", "too few matches to tell"]
    ramsen = by_opponents[("Ramsen", "3 × Normal")]
    assert ramsen[2:4] == ["6 of 12", rate_text(6, 12, next(x for x in groups if x.game == "ramsen").interval)]
    assert dlg.totals.text() == "Tess: 14 of 35 finished matches won"
    assert len(dlg.chart.points) == 35 and dlg.chart.points[-1].won_so_far == 14
    # another player's figures
    pick(qtbot, dlg.player, "Anna")
    assert cells(dlg)[0][:4] == ["Thousand", "2 × Easy", "2 of 2", "too few matches to tell"]
    assert len(dlg.chart.points) == 2


def test_the_filters_narrow_the_figures(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    fill(home)
    dlg = open_stats(qtbot, home)
    store = StatsStore.open(home.stats_file)
    pick(qtbot, dlg.game, "Thousand")
    assert [r[0] for r in cells(dlg)] == ["Thousand", "Thousand"]
    pick(qtbot, dlg.level, "Hard")  # every computer opponent at that level
    assert [r[1] for r in cells(dlg)] == ["2 × Hard"]
    pick(qtbot, dlg.level, "Easy")
    assert not cells(dlg) and "No finished match of Tess fits these filters." in dlg.empty.text()
    pick(qtbot, dlg.level, "All levels")
    pick(qtbot, dlg.preset, "Polish (Tysiąc)")
    assert [r[2] for r in cells(dlg)] == ["1 of 4"]
    pick(qtbot, dlg.preset, "All rules")
    # the first day: a step later with the keyboard leaves the first matches out
    before = len(dlg.chart.points)
    dlg.since.setFocus()
    dlg.since.setCurrentSection(QDateTimeEdit.Section.MonthSection)
    qtbot.keyClick(dlg.since, Qt.Key.Key_Up)
    flt = dlg.current_filter()
    assert flt.since is not None and flt.game == "thousand"
    expected = store.results_over_time("Tess", StatsFilter(game="thousand", since=flt.since))
    assert 0 < len(dlg.chart.points) == len(expected) < before
    dlg.until.setFocus()
    dlg.until.setCurrentSection(QDateTimeEdit.Section.MonthSection)
    qtbot.keyClick(dlg.until, Qt.Key.Key_Down)
    flt = dlg.current_filter()
    expected = store.results_over_time("Tess", StatsFilter(game="thousand", since=flt.since, until=flt.until))
    assert flt.until is not None and len(dlg.chart.points) == len(expected)
    assert all(flt.since <= p.ended < flt.until for p in dlg.chart.points)


def test_export_writes_the_chosen_game_as_csv(qtbot, home, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    fill(home)
    dlg = open_stats(qtbot, home)
    target = tmp_path / "out.csv"
    asked: list[str] = []

    def save_name(parent, caption, directory, filters):  # type: ignore[no-untyped-def]
        asked.append(directory)
        return str(target), filters

    monkeypatch.setattr("kartln.gui.stats_dialog.QFileDialog.getSaveFileName", save_name)
    pick(qtbot, dlg.game, "Ramsen")
    qtbot.mouseClick(dlg.export_button, Qt.MouseButton.LeftButton)
    assert asked and asked[0].endswith("kartln-statistics-ramsen.csv")
    store = StatsStore.open(home.stats_file)
    written = target.read_bytes().decode("utf-8")
    assert written == store.export_csv_text("ramsen") and len(written.splitlines()) == 1 + 12 * 4
    assert "rows written to out.csv" in dlg.totals.text()


def _answer(qtbot, button: QMessageBox.StandardButton) -> str:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QMessageBox))
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox)
    question = box.text()
    clicked = box.button(button)
    assert isinstance(clicked, QPushButton)
    qtbot.mouseClick(clicked, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())
    return question


def test_clearing_asks_first_and_clears_the_chosen_game_or_all(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    fill(home)
    dlg = open_stats(qtbot, home)
    pick(qtbot, dlg.game, "Ramsen")
    qtbot.mouseClick(dlg.clear_button, Qt.MouseButton.LeftButton)
    assert "Ramsen" in _answer(qtbot, QMessageBox.StandardButton.No)
    assert len(cells(dlg)) == 1 and StatsStore.open(home.stats_file).counts()[0] == 37
    qtbot.mouseClick(dlg.clear_button, Qt.MouseButton.LeftButton)
    _answer(qtbot, QMessageBox.StandardButton.Yes)
    store = StatsStore.open(home.stats_file)
    assert store.counts()[0] == 25 and {g.game for g in store.summary("Tess")} == {"thousand"}
    assert dlg.game.currentText() == "All games" and dlg.game.findText("Ramsen") < 0
    assert [r[0] for r in cells(dlg)] == ["Thousand", "Thousand"]
    qtbot.mouseClick(dlg.clear_button, Qt.MouseButton.LeftButton)
    assert "all statistics" in _answer(qtbot, QMessageBox.StandardButton.Yes)
    assert StatsStore.open(home.stats_file).counts() == (0, 0)
    assert dlg.empty.isVisible() and "Nothing to show yet" in dlg.empty.text()


def test_an_empty_store_says_how_it_fills(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    dlg = open_stats(qtbot, home)
    assert dlg.empty.isVisible() and "kept from now on" in dlg.empty.text()
    assert not dlg.table.isVisible() and not dlg.chart.isVisible() and not dlg.game.isEnabled()
    assert not dlg.export_button.isEnabled() and not dlg.clear_button.isEnabled()


def test_a_file_damaged_past_the_check_is_told_in_the_window(qtbot, home, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import sqlite3

    fill(home)
    dlg = open_stats(qtbot, home)

    def damaged(*args: object, **kwargs: object) -> None:
        raise sqlite3.DatabaseError("database disk image is malformed")

    monkeypatch.setattr(dlg.store, "summary", damaged)
    pick(qtbot, dlg.game, "Ramsen")
    assert dlg.empty.isVisible() and "could not be read: database disk image is malformed" in dlg.empty.text()
    assert not dlg.table.rowCount()


def test_the_window_fits_and_is_drawn(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """Nothing clipped at a small and a large size; KARTLN_SHOTS keeps the pictures."""
    fill(home)
    shots = os.environ.get("KARTLN_SHOTS")
    for size in ((820, 560), (1280, 800)):
        dlg = open_stats(qtbot, home, (size[0] + 40, size[1] + 80))
        dlg.setStyleSheet(DIALOG_STYLE)  # the application's look (tests run without it)
        dlg.resize(*size)
        QApplication.processEvents()  # the resize laid out
        assert dlg.size().width() == size[0]
        assert widget_misfits(dlg, "statistics") == []
        assert dlg.chart.height() >= 120 and dlg.table.isVisible()
        if shots:
            Path(shots).mkdir(parents=True, exist_ok=True)
            dlg.grab().save(str(Path(shots) / f"statistics-{size[0]}x{size[1]}.png"))
        dlg.close()


def _nearly_over(seed: int, humans: int = 1) -> Match | None:
    """A Thousand match of random play, one computer move before its end (None where a human makes it)."""
    info = game("thousand")
    rules = info.default_rules(3)
    seats = (Seat("Tess", "human", ""), Seat("C1", "ai", "easy"), Seat("C2", "ai", "easy"))
    if humans == 2:
        seats = (seats[0], Seat("Anna", "human", ""), seats[2])
    m = Match("thousand", rules, seed, seats)
    rng = random.Random(seed)
    actions = []
    while not m.state.is_terminal():
        a = info.random_action(m.state.legal_actions(), rng)
        actions.append(a)
        m.apply(a)
    m = Match("thousand", rules, seed, seats)
    for a in actions[:-1]:
        m.apply(a)
    player = m.state.current_player()
    return m if seats[player].kind == "ai" and len(m.state.legal_actions()) == 1 else None


def test_the_end_of_a_match_tells_the_record_against_these_opponents(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.panels.summary import MatchOverPanel

    store = StatsStore.open(home.stats_file)
    for i in range(3):
        _match(store, f"e{i}", "thousand", ("easy", "easy"), i == 0, START + i * DAY, preset="russian")
    _match(store, "h", "thousand", ("hard", "hard"), True, START, preset="russian")  # other opponents
    store.close()
    match = next(m for m in map(_nearly_over, range(1, 40)) if m is not None)
    w = open_window(qtbot, home, FAST)
    with qtbot.waitSignal(w.game.match_finished, timeout=20_000):
        w.start_match(match)
    panel = w.game.overlay
    assert isinstance(panel, MatchOverPanel)
    won = 0 in match.state.winners()
    (label,) = [lb for lb in panel.findChildren(type(panel.title)) if lb.objectName() == "record"]
    assert label.isVisible() and panel.rematch_button.geometry().top() > label.geometry().bottom()
    line = label.text()
    assert line == f"Against 2 easy players in Thousand: {1 + won} of 4 matches won"
    assert opponents_text(("easy", "easy")) in line
    if os.environ.get("KARTLN_SHOTS"):
        w.grab().save(str(Path(os.environ["KARTLN_SHOTS"]) / "statistics-match-over.png"))
    record = StatsStore.open(home.stats_file).record_against("Tess", "thousand", ["easy", "easy"])
    assert (record.matches, record.won) == (4, 1 + won)


def test_at_a_hot_seat_each_human_hears_his_own_record(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.panels.summary import MatchOverPanel

    match = next(m for m in (_nearly_over(seed, humans=2) for seed in range(1, 60)) if m is not None)
    w = open_window(qtbot, home, FAST)
    with qtbot.waitSignal(w.game.match_finished, timeout=20_000):
        w.start_match(match)
    panel = w.game.overlay
    assert isinstance(panel, MatchOverPanel)
    lines = [lb.text() for lb in panel.findChildren(type(panel.title)) if lb.objectName() == "record"]
    tess, anna = (f"{1 if i in match.state.winners() else 0} of 1 match won" for i in (0, 1))
    assert lines == [f"Tess: Against 1 easy player and 1 human player in Thousand: {tess}",
                     f"Anna: Against 1 easy player and 1 human player in Thousand: {anna}"]
