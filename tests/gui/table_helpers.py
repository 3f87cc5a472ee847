"""Shared set-up of the table tests: a private home folder, windows, scenarios, real input."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from pathlib import Path

from kartln.engine.actions import PlayCard
from kartln.engine.records import Match, Record, Seat, replay
from kartln.engine.registry import game
from kartln.gui.main_window import MainWindow
from kartln.gui.paths import AppPaths
from kartln.gui.seats import create_agent
from kartln.gui.session import agent_seed
from kartln.gui.settings import Settings, save_settings
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

FAST = Settings(animation_speed="off", pause_after_deal=False, confirm_abandon=False, player_name="Tess")


def open_window(qtbot, paths: AppPaths, settings: Settings | None = FAST,  # type: ignore[no-untyped-def]
                size: tuple[int, int] = (1024, 700)) -> MainWindow:
    if settings is not None:
        save_settings(paths.settings_file, settings)
    w = MainWindow(paths)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def seats(*kinds: str) -> tuple[Seat, ...]:
    names = ("Tess", "Anna", "Boris", "Clara", "Dmitri")
    return tuple(Seat(names[i], k, "easy" if k == "ai" else "") for i, k in enumerate(kinds))


def record_until(condition: Callable[[object], bool], kinds: tuple[str, ...] = ("human", "ai", "ai"),
                 seeds: range = range(1, 400), game_id: str = "thousand") -> Record:
    """A record of random play that stops where ``condition(state)`` first holds."""
    info = game(game_id)
    rules = info.default_rules(len(kinds))
    for seed in seeds:
        state = info.new_state(rules, seed)
        rng = random.Random(seed)
        actions: list[str] = []
        while not state.is_terminal() and state.deal_no <= 3:
            if condition(state):
                return Record(game_id, info.rules_to_dict(rules), seed, seats(*kinds), tuple(actions))
            action = info.random_action(list(state.legal_actions()), rng)
            state.apply(action)
            actions.append(action.text())
    raise AssertionError("no such position found")


def must_follow(state) -> bool:  # type: ignore[no-untyped-def]
    """Seat 0 follows a trick and holds cards it may not play."""
    if state.phase != "play" or state.current_player() != 0 or not state.trick:
        return False
    legal = {a.card for a in state.legal_actions() if isinstance(a, PlayCard)}
    hand = [c for c in range(36) if state.hands[0] >> c & 1]
    return 0 < len(legal) < len(hand)


def bids_stop_at_120(state) -> bool:  # type: ignore[no-untyped-def]
    """Thousand: seat 0 may raise in the auction, up to 120 only (no marriage in his hand)."""
    from kartln.engine.actions import Bid

    if state.phase != "auction" or state.current_player() != 0 or not state.high_bid:
        return False
    bids = [a.value for a in state.legal_actions() if type(a) is Bid]
    return len(bids) > 1 and max(bids) == 120


def start(window: MainWindow, match: Match) -> None:
    window.start_match(match)


def wait_until(qtbot, condition: Callable[[], bool], timeout: int = 10000) -> None:  # type: ignore[no-untyped-def]
    """``qtbot.waitUntil`` that looks every millisecond instead of every ten: a whole match waits for
    the table a thousand times, and the table is mostly ready within a few milliseconds."""
    deadline = time.perf_counter() + timeout / 1000
    while not condition():
        assert time.perf_counter() < deadline, f"not the case within {timeout} ms"
        qtbot.wait(1)


def wait_for_human(qtbot, window: MainWindow, seat: int = 0, timeout: int = 10000) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.waiting_for_human() == seat
                    and window.game.input_seat == seat, timeout=timeout)


def card_point(window: MainWindow, card: int) -> QPoint:
    """Where on the view's viewport a click hits ``card`` (a part no other card covers)."""
    p = window.game.scene.visible_point(card)
    assert p is not None, f"card {card} is not on the table"
    return window.game.view.mapFromScene(p)


class _DoubleClicks(QObject):
    """Counts the double-clicks a widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseButtonDblClick:
            self.count += 1
        return False


def click_card_twice(qtbot, window: MainWindow, card: int) -> None:  # type: ignore[no-untyped-def]
    """Two clicks on ``card``, the first one selecting it: two clicks, never a double-click. QTest
    stamps the events of each click later than the double-click interval after the one before, so
    no wall time need pass between them; the count of double-clicks proves it."""
    vp = window.game.view.viewport()
    doubles = _DoubleClicks()
    vp.installEventFilter(doubles)
    try:
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=card_point(window, card))
        qtbot.waitUntil(lambda: window.game.scene.selected == card, timeout=2000)
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=card_point(window, card))
    finally:
        vp.removeEventFilter(doubles)
    assert doubles.count == 0, "the two clicks made a double-click"


def zone_point(window: MainWindow, kind: str, seat: int = -1) -> QPoint:
    from kartln.gui.view_model import Zone

    r = window.game.scene.zone_rect(Zone(kind, seat))
    return window.game.view.mapFromScene(QPointF(r.center()))


def drag(qtbot, window: MainWindow, card: int, to: QPoint) -> None:  # type: ignore[no-untyped-def]
    """A real mouse drag on the table: press on the card, move in steps, release."""
    vp = window.game.view.viewport()
    start_at = card_point(window, card)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start_at)
    steps = 6
    for i in range(1, steps + 1):
        x = start_at.x() + (to.x() - start_at.x()) * i // steps
        y = start_at.y() + (to.y() - start_at.y()) * i // steps
        qtbot.mouseMove(vp, pos=QPoint(x, y))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=to)


def hand_cards(state, seat: int) -> set[int]:  # type: ignore[no-untyped-def]
    return {c for c in range(36) if state.hands[seat] >> c & 1}


def face_up_hand_cards(window: MainWindow) -> dict[int, set[int]]:
    """The face-up cards drawn in each seat's hand."""
    out: dict[int, set[int]] = {}
    for item in window.game.scene.cards.values():
        if item.zone and item.zone[0] == "hand" and item.shows_face and item.isVisible():
            out.setdefault(int(item.zone[1]), set()).add(item.card)  # type: ignore[arg-type]
    return out


def headless_result(
    game_id: str, rules: object, seed: int, kinds: tuple[Seat, ...]
) -> tuple[list[int], list[int], int]:
    """Play a match as the window would with its computer players; (scores, winners, actions)."""
    info = game(game_id)
    state = info.new_state(rules, seed)
    agents = [create_agent(game_id, s.level, agent_seed(seed, i), rules) for i, s in enumerate(kinds)]
    n = 0
    while not state.is_terminal():
        p = state.current_player()
        state.apply(agents[p].choose(state.observation(p), tuple(state.legal_actions())))
        n += 1
    return state.scores(), state.winners(), n


def replayed(record: Record) -> Match:
    return replay(record)


def shots_dir(tmp_path: Path) -> Path:
    """Where a test saves its pictures: $KARTLN_SHOTS to look at them, else the test's folder."""
    out = Path(os.environ.get("KARTLN_SHOTS", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    return out


def painted(item: QGraphicsItem) -> QImage:
    """``item`` painted alone, as the table paints it."""
    rect = item.boundingRect()
    img = QImage(round(rect.width()), round(rect.height()), QImage.Format.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    p.translate(-rect.x(), -rect.y())
    item.paint(p, QStyleOptionGraphicsItem(), None)
    p.end()
    return img


def colour_pixels(img: QImage, rgb: int) -> int:
    """Pixels of colour ``rgb`` in ``img`` (every second row and column)."""
    return sum(1 for y in range(0, img.height(), 2) for x in range(0, img.width(), 2)
               if img.pixelColor(x, y).rgb() & 0xFFFFFF == rgb & 0xFFFFFF)
