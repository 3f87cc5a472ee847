"""Every word on the table fits, in every game, phase and window size: a deal of each game is played
with random legal moves, plainly and as a guided first deal, and at each new kind of decision (and at
the deal's summary) the screen is checked at three sizes by :func:`kartln.gui.text_fit.screen_misfits`;
in the plain deal again with a long hint and a long refusal on screen, which must lie clear of the
panel, the plates, the hands and the stock."""

from __future__ import annotations

import os
import random
from dataclasses import replace
from pathlib import Path

import pytest
from kartln.ai.hints import Hint
from kartln.engine.actions import Drop, PlayCard
from kartln.engine.registry import GAMES, game
from kartln.gui.i18n import TRANSLATED, install_translators
from kartln.gui.panels.summary import DealSummary
from kartln.gui.session import new_match
from kartln.gui.table.layout import TableLayout
from kartln.gui.table.seat_plate import SeatPlate
from kartln.gui.text_fit import Misfit, box_misfits, screen_misfits
from kartln.gui.view_model import SeatView
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtWidgets import QApplication
from table_helpers import (
    FAST,
    bids_stop_at_120,
    drag,
    hand_cards,
    must_follow,
    open_window,
    record_until,
    replayed,
    seats,
    wait_for_human,
    wait_until,
    zone_point,
)

SHOTS = os.environ.get("KARTLN_SHOTS", "")
SIZES = ((820, 560), (1280, 800), (1600, 1000))
# a hint and a refusal as long as the longer ones the players read
HINT_REASON = "Keep the high trumps for later: they take tricks the partner cannot, and the count stays in reach."
REFUSAL = "You may exchange at most 1 card now: the others stay in your hand until the next deal."


def _settle(window) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):
        QApplication.processEvents()


def _check_all_sizes(window, where: str) -> list[str]:  # type: ignore[no-untyped-def]
    screen = window.game
    found: list[str] = []
    for size in SIZES:
        window.resize(*size)
        _settle(window)
        found += [f"{where} at {size[0]}×{size[1]}: {m}" for m in screen_misfits(screen)]
        if SHOTS:  # pictures to look at: KARTLN_SHOTS=/folder
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            name = "".join(ch if ch.isalnum() else "-" for ch in f"{where}-{size[0]}")
            window.grab().save(str(Path(SHOTS) / f"{name}.png"))
    return found


def _with_messages(window, legal) -> None:  # type: ignore[no-untyped-def]
    """A hint banner and a refusal on screen, as the player may have them at this decision."""
    screen = window.game
    screen.show_message(REFUSAL)
    # the hint arrives as from the computer player: the button that makes the move is marked
    screen._hint_found(((window.controller.generation, screen.input_seat), Hint(legal[-1], "", HINT_REASON), ""))


def _play_a_deal(qtbot, window, game_id: str, guided: bool = False) -> tuple[list[str], set[str]]:  # type: ignore[no-untyped-def]
    info = game(game_id)
    n = info.default_players
    rules = info.default_rules(n)
    window.start_match(new_match(game_id, rules, seats("human", *["ai"] * (n - 1)), seed=11))
    screen = window.game
    if guided:  # as a first match of the game starts: the guide offered and taken
        screen.offer_guide()
        qtbot.mouseClick(screen.guide.yes, Qt.MouseButton.LeftButton)
    c = window.controller
    rng = random.Random(5)
    seen: set[str] = set()
    found: list[str] = []
    for _ in range(400):
        wait_until(qtbot, lambda: c.is_over() or isinstance(window.game.overlay, DealSummary)
                   or (window.game.input_seat == 0 and window.game.idle()), timeout=20000)
        overlay = window.game.overlay
        if isinstance(overlay, DealSummary):
            found += _check_all_sizes(window, f"{game_id} deal summary")
            seen.add("summary")
            break
        if c.is_over():
            break
        legal = list(c.legal_actions())
        panel = window.game.panel
        key = f"{c.state.phase}/{type(panel).__name__ if panel is not None else 'cards'}"
        if key not in seen:
            seen.add(key)
            if guided:  # the guide shows the hint's move and reason beside the rules' words
                wait_until(qtbot, lambda: screen.hint_shown is not None, timeout=20000)
            found += _check_all_sizes(window, f"{game_id} {key}")
            if not guided:  # (the guided deal shows the real hint already)
                _with_messages(window, legal)
                found += _check_all_sizes(window, f"{game_id} {key} with hint and message")
        window.game._input_seen()  # the click that makes the move: the message has been read
        before = len(c.match.actions)
        # the human plays on where he may, so that the deal's later phases come to him too
        playing = [a for a in legal if not isinstance(a, Drop)] or legal
        assert window.game._submit(info.random_action(playing, rng))
        wait_until(qtbot, lambda n=before: len(c.match.actions) > n, timeout=5000)
    return found, seen


@pytest.mark.parametrize("guided", [False, True], ids=["plain", "guided"])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_word_fits_in_every_phase_at_every_size(qtbot, home, game_id: str, guided: bool) -> None:  # type: ignore[no-untyped-def]
    settings = replace(FAST, pause_after_deal=True)  # the deal's summary stays to be checked
    window = open_window(qtbot, home, settings, size=SIZES[0])
    found, seen = _play_a_deal(qtbot, window, game_id, guided)
    assert "summary" in seen, seen
    assert not found, "\n".join(found)


def test_misfit_names_the_words() -> None:
    assert str(Misfit("elided", "with Boris", "seat plate 1")) == "elided: seat plate 1: 'with Boris'"


def test_the_bid_panel_grown_by_its_range_note_stays_above_the_hand(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """Thousand's bid panel grows by a line when a bid out of range is typed; it is placed afresh, so
    that it does not grow down over the corner indices of the hand."""
    w = open_window(qtbot, home, size=SIZES[1])
    w.start_match(replayed(record_until(bids_stop_at_120, seeds=range(1, 3000))))
    wait_for_human(qtbot, w)
    screen = w.game
    panel = screen.panel
    _settle(w)
    assert not screen_misfits(screen)
    spin = panel.spin
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "150")
    assert panel.range_note is not None and panel.range_note.isVisible()
    lay = screen.scene.layout
    wait_until(qtbot, lambda: panel.geometry().bottom() <= lay.hand_rect(lay.viewer)[1], timeout=2000)
    assert not screen_misfits(screen), "\n".join(map(str, screen_misfits(screen)))


def test_a_refusal_stays_clear_of_the_hint_until_the_next_click(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """A refused card's message is placed where the hint banner does not cover it, stays (no timer
    takes it away), and goes with the player's next click on the table."""
    w = open_window(qtbot, home, size=SIZES[0])
    w.start_match(replayed(record_until(must_follow)))
    wait_for_human(qtbot, w)
    screen = w.game
    qtbot.mouseClick(screen.hint_button, Qt.MouseButton.LeftButton)  # ask for a hint first
    wait_until(qtbot, lambda: screen.scene.hint.isVisible(), timeout=10000)
    state = w.controller.state
    legal = {a.card for a in state.legal_actions() if isinstance(a, PlayCard)}
    drag(qtbot, w, min(hand_cards(state, 0) - legal), zone_point(w, "trick"))
    notice = screen.scene.notice
    wait_until(qtbot, notice.isVisible, timeout=2000)
    assert "follow" in notice.text
    assert not screen.scene._notice_timer.isActive()  # it stays until read
    assert notice.zValue() > screen.scene.hint.zValue()
    assert not screen_misfits(screen), "\n".join(map(str, screen_misfits(screen)))
    # a click on a free spot of the table: the message has been read
    lay = screen.scene.layout
    spot = w.game.view.mapFromScene(QPointF(lay.w * 0.5, lay.h * 0.02))
    qtbot.mouseClick(w.game.view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert not notice.isVisible()
    assert screen.scene.hint.isVisible()  # the hint stays until the move is made


def test_a_partner_note_is_written_out_beside_a_long_score() -> None:
    """On a small table's plate a note such as "with Boris" beside a score of −120 and "your turn"
    moves up beside the name instead of being cut to "with B…"."""
    plate = SeatPlate(0)
    lay = TableLayout(820, 500, 4)
    plate.set_geometry(0, 0, lay.plate_w, lay.plate_h, lay.font_px)
    plate.set_state(SeatView(0, "Anna", score=-120, note="with Boris", dealer=True), True, False, True)
    assert not list(box_misfits(plate.text_boxes(), "plate"))
    assert "with Boris" in [b.drawn for b in plate.text_boxes()]


# decisions a random deal of the game seldom brings to seat 0: each is found in random play and checked
RARE_DECISIONS = (("rams", "swap", 3), ("rams", "stay-or-drop", 2), ("ramsen", "cut", 4), ("moench", "trump", 4),
                  ("bauernschnapsen", "doubling", 4), ("mulatschak", "whiteout", 4))


@pytest.mark.parametrize(("game_id", "phase", "players"), RARE_DECISIONS)
def test_every_word_fits_in_the_rarer_decisions(qtbot, home, game_id: str, phase: str, players: int) -> None:  # type: ignore[no-untyped-def]
    kinds = ("human", *["ai"] * (players - 1))
    record = record_until(lambda s: str(s.phase) == phase and s.current_player() == 0, kinds, game_id=game_id)
    window = open_window(qtbot, home, size=SIZES[0])
    window.start_match(replayed(record))
    wait_for_human(qtbot, window)
    wait_until(qtbot, window.game.idle)
    found = _check_all_sizes(window, f"{game_id} {phase}")
    _with_messages(window, list(window.controller.legal_actions()))
    found += _check_all_sizes(window, f"{game_id} {phase} with hint and message")
    assert window.game.panel is not None
    assert not found, "\n".join(found)


@pytest.mark.slow
@pytest.mark.parametrize("language", TRANSLATED)
def test_every_word_fits_in_every_language(qtbot, home, language: str, slow_count) -> None:  # type: ignore[no-untyped-def]
    """German words are long: a deal of every game in each language, checked as in English (with a
    share of the games, a different one for each language)."""
    app = QCoreApplication.instance()
    assert app is not None
    games = list(GAMES)
    first = TRANSLATED.index(language)
    chosen = [games[(first + k) % len(games)] for k in range(slow_count(len(games)))]
    install_translators(app, language)
    try:
        found: list[str] = []
        for game_id in chosen:
            window = open_window(qtbot, home, replace(FAST, pause_after_deal=True, language=language), size=SIZES[0])
            found += [f"{language}: {line}" for line in _play_a_deal(qtbot, window, game_id)[0]]
            window.close()
    finally:
        install_translators(app, "en")
    assert not found, "\n".join(found)
