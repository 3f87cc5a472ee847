"""The last trick after the deal, the deal review and the match history (issue #15)."""

from __future__ import annotations

import random

from kartln.engine.actions import PlayCard
from kartln.engine.records import Match
from kartln.engine.registry import game
from kartln.gui.deal_history import finished_deals
from kartln.gui.deal_review import DealReviewDialog
from kartln.gui.history_dialog import HistoryDialog
from kartln.gui.numbers import signed
from kartln.gui.panels.summary import DealSummary
from kartln.gui.sheet_dialog import LastTrickDialog
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from table_helpers import FAST, open_window, seats, shots_dir

PAUSING = FAST.with_(pause_after_deal=True)


def played_match(game_id: str, players: int, seed: int, stop: int) -> Match:
    """Random play until ``stop`` actions into the match (or its end)."""
    info = game(game_id)
    m = Match(game_id, info.default_rules(players), seed, seats("human", *["ai"] * (players - 1)))
    rng = random.Random(seed)
    while not m.state.is_terminal() and len(m.actions) < stop:
        m.apply(info.random_action(list(m.state.legal_actions()), rng))
    return m


def engine_tricks(m: Match, deal_no: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """(hands before the trick, the cards played) for each trick of deal ``deal_no``, from the state itself."""
    state = m.info.new_state(m.rules, m.seed)
    out: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for text in m.actions:
        action = state.parse_action(text)
        if state.deal_no == deal_no and isinstance(action, PlayCard) and not state.trick:
            out.append((tuple(state.hands), ()))
        if state.deal_no == deal_no and isinstance(action, PlayCard):
            out[-1] = (out[-1][0], (*out[-1][1], action.card))
        state.apply(action)
    return out


def press(qtbot, widget, key: Qt.Key) -> None:  # type: ignore[no-untyped-def]
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    qtbot.keyClick(widget, key)


def test_l_shows_the_last_trick_until_the_next_deal_has_one(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, PAUSING)
    info = game("ramsen")
    w.start_match(Match("ramsen", info.default_rules(4), 5, seats("human", "ai", "ai", "ai")))
    c, rng = w.controller, random.Random(5)
    assert c is not None

    def summary_or_turn() -> bool:
        return isinstance(w.game.overlay, DealSummary) or (c.waiting_for_human() == 0 and w.game.input_seat == 0)

    press(qtbot, w, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), LastTrickDialog))
    first = QApplication.activeModalWidget()
    assert any("No trick" in lb.text() for lb in first.findChildren(QLabel))
    first.close()
    while not isinstance(w.game.overlay, DealSummary):  # the human plays deal 1 through the controller
        qtbot.waitUntil(summary_or_turn, timeout=15000)
        if not isinstance(w.game.overlay, DealSummary):
            c.submit(0, info.random_action(c.legal_actions(), rng))
    deal = finished_deals(c.match)[-1]
    assert deal.deal_no == 1 and deal.tricks
    for moment in ("summary", "next deal"):
        press(qtbot, w, Qt.Key.Key_L)
        qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), LastTrickDialog))
        dlg = QApplication.activeModalWidget()
        pictures = [lb for lb in dlg.findChildren(QLabel) if not lb.pixmap().isNull()]
        assert len(pictures) == len(deal.tricks[-1].plays) == 4, moment
        assert any("deal 1" in lb.text() for lb in dlg.findChildren(QLabel)), moment
        dlg.grab().save(str(shots_dir(tmp_path) / f"last_trick_after_the_deal_{moment.replace(' ', '_')}.png"))
        dlg.close()
        if moment == "summary":  # the summary's button reviews the deal just over
            button = next(b for b in w.game.overlay.findChildren(QPushButton) if b.text() == "Review the deal")
            button.click()
            qtbot.waitUntil(lambda: any(d.isVisible() for d in w.findChildren(DealReviewDialog)))
            review = next(d for d in w.findChildren(DealReviewDialog) if d.isVisible())
            assert review.deal.deal_no == 1 and len(review.deal.tricks) == len(deal.tricks)
            review.close()
            w.game.overlay.next_button.click()
            qtbot.waitUntil(lambda: c.waiting_for_human() == 0 and w.game.input_seat == 0, timeout=15000)
            assert c.match.state.deal_no == 2 and not c.match.state.trick and not c.match.state.history


def test_the_review_steps_through_the_tricks_with_the_hands_of_the_engine(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    m = played_match("ramsen", 4, 11, 90)
    deals = finished_deals(m)
    running = m.state.deal_no
    assert not m.state.is_terminal() and len(deals) >= 2
    assert all(d.deal_no < running for d in deals)  # the deal being played is not there
    w = open_window(qtbot, home)
    w.start_match(m)
    w.show_deal_review(0)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in w.findChildren(DealReviewDialog)))
    dlg = next(d for d in w.findChildren(DealReviewDialog) if d.isVisible())
    assert [d.deal_no for d in dlg.deals] == [d.deal_no for d in deals]
    expected = engine_tricks(m, 1)
    assert len(dlg.deal.tricks) == len(expected) > 0
    for k, (hands, cards) in enumerate(expected):
        trick = dlg.current()
        assert trick is not None and trick.number == k + 1
        assert trick.hands == hands
        assert tuple(card for _, card in trick.plays) == cards
        if k == 1:
            dlg.grab().save(str(shots_dir(tmp_path) / "deal_review_ramsen.png"))
        press(qtbot, dlg, Qt.Key.Key_Right)
    assert dlg.trick_index == len(expected) - 1  # it stops at the last trick
    press(qtbot, dlg, Qt.Key.Key_Left)
    assert dlg.trick_index == len(expected) - 2
    press(qtbot, dlg, Qt.Key.Key_PageDown)
    assert dlg.deal_index == 1 and dlg.trick_index == 0


def test_the_history_lists_the_finished_deals_as_the_sheet(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    m = played_match("thousand", 3, 4, 200)
    w = open_window(qtbot, home)
    w.start_match(m)
    w.show_history()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in w.findChildren(HistoryDialog)))
    dlg = next(d for d in w.findChildren(HistoryDialog) if d.isVisible())
    sheet = m.state.observation(0).sheet
    assert dlg.list.rowCount() == len(sheet) > 1
    for r, row in enumerate(sheet):
        assert dlg.list.item(r, 0).text() == str(row.deal_no)
        shown = [dlg.list.item(r, 3 + s).text() for s in range(3)]
        assert shown == [signed(c) for c in row.changes]
    assert all(d.deal_no < m.state.deal_no for d in dlg.all_deals)
    dlg.list.selectRow(0)
    assert dlg.title.text()
    dlg.grab().save(str(shots_dir(tmp_path) / "match_history_thousand.png"))
    dlg.review_button.click()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in w.findChildren(DealReviewDialog)))
    review = next(d for d in w.findChildren(DealReviewDialog) if d.isVisible())
    assert review.deal.deal_no == sheet[0].deal_no
    review.grab().save(str(shots_dir(tmp_path) / "deal_review_thousand.png"))


def test_every_game_builds_its_history_and_review(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """In every game the history lists the sheet's rows and the review opens on the last finished
    deal with the tricks the engine played in it."""
    from kartln.gui.games import supported_games

    w = open_window(qtbot, home)
    for gid in supported_games():
        m = played_match(gid, 4 if gid != "thousand" else 3, 2, 160)
        deals = finished_deals(m)
        assert deals, gid  # 160 actions finish a deal in every game
        w.start_match(m)
        w.show_history()
        w.show_deal_review()
        history = [d for d in w.findChildren(HistoryDialog) if d.isVisible()]
        reviews = [d for d in w.findChildren(DealReviewDialog) if d.isVisible()]
        assert len(history) == 1 and len(reviews) == 1, gid
        assert history[0].list.rowCount() == sum(1 for d in deals if d.scored) > 0, gid
        last = reviews[0].deal  # a deal may end before any trick (Mönch's deal left unplayed)
        assert last.deal_no == deals[-1].deal_no, gid
        assert len(last.tricks) == len(engine_tricks(m, last.deal_no)), gid
        for d in (*history, *reviews):
            image = d.grab()
            assert not image.isNull() and image.width() > 200, gid
            image.save(str(shots_dir(tmp_path) / f"{type(d).__name__}_{gid}.png"))
            d.close()


def test_the_arrow_keys_step_the_review_whatever_the_mouse_clicked(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """No button of the review keeps the keyboard focus, so the arrow keys always step its tricks."""
    from kartln.gui.deal_review import DealReviewDialog
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QPushButton
    from table_helpers import FAST, open_window, record_until, replayed

    w = open_window(qtbot, home, FAST)
    w.start_match(replayed(record_until(lambda s: s.deal_no >= 2 and s.phase == "play")))
    w.show_deal_review()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in w.findChildren(DealReviewDialog)), timeout=3000)
    review = next(d for d in w.findChildren(DealReviewDialog) if d.isVisible())
    review.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is review, timeout=3000)
    for button in review.findChildren(QPushButton):
        if button.text() != "Close" and button.isEnabled():
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert button.focusPolicy() == Qt.FocusPolicy.NoFocus, button.text()
    review.show_deal(next(i for i, deal in enumerate(review.deals) if len(deal.tricks) > 1))
    review.show_trick(0)
    qtbot.keyClick(QApplication.focusWidget() or review, Qt.Key.Key_Right)
    assert review.trick_index == 1
    review.close()
