"""Fünf dazu! in the window: a whole match with real input, the trump sign, the count-down sheet,
a refused card, the new-game dialog and the rules page."""

from __future__ import annotations

from kartln.engine.actions import PlayCard
from kartln.engine.registry import game
from kartln.engine.state import IllegalAction
from kartln.gui.message_text import player_words
from kartln.gui.numbers import number_text, signed
from kartln.gui.panels.summary import MatchOverPanel
from kartln.gui.seats import create_agent
from kartln.gui.session import agent_seed, new_match
from PySide6.QtCore import Qt
from table_helpers import (
    FAST,
    card_point,
    click_card_twice,
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

GAME = "fuenf-dazu"


def _human_card(state) -> int:  # type: ignore[no-untyped-def]
    """The human of these tests always plays the lowest legal card id."""
    return min(a.card for a in state.legal_actions() if isinstance(a, PlayCard))


def _simulate(seed: int, players: int) -> tuple[list[int], list[int], int, int]:
    """The match as the window will play it: (scores, winners, deals, human plays)."""
    info = game(GAME)
    rules = info.default_rules(players)
    kinds = seats("human", *["ai"] * (players - 1))
    state = info.new_state(rules, seed)
    agents = [create_agent(GAME, s.level, agent_seed(seed, i), rules) for i, s in enumerate(kinds)]
    plays = 0
    while not state.is_terminal():
        p = state.current_player()
        if p == 0:
            state.apply(PlayCard(_human_card(state)))
            plays += 1
        else:
            state.apply(agents[p].choose(state.observation(p), tuple(state.legal_actions())))
    return state.scores(), state.winners(), state.deal_no, plays


def _play_with_real_input(qtbot, w, card: int, turn: int) -> None:  # type: ignore[no-untyped-def]
    """Play ``card`` the way a person would, with a different gesture each turn."""
    vp, view = w.game.view.viewport(), w.game.view
    how = turn % 4
    if how == 0:
        drag(qtbot, w, card, zone_point(w, "trick"))
    elif how == 1:
        qtbot.mouseDClick(vp, Qt.MouseButton.LeftButton, pos=card_point(w, card))
    elif how == 2:
        click_card_twice(qtbot, w, card)
    else:
        view.setFocus()
        qtbot.keyClick(view, Qt.Key.Key_Right)
        for _ in range(12):
            if w.game.scene.selected == card:
                break
            qtbot.keyClick(view, Qt.Key.Key_Right)
        assert w.game.scene.selected == card
        qtbot.keyClick(view, Qt.Key.Key_Return)


def test_a_whole_match_against_the_computer_with_mouse_and_keys(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    players = 3
    results = {s: _simulate(s, players) for s in range(1, 9)}
    seed = min(results, key=lambda s: results[s][3])
    scores, winners, deals, plays = results[seed]
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match(GAME, game(GAME).default_rules(players), seats("human", "ai", "ai"), seed=seed))
    c = w.controller
    for d in c.drivers:
        d.min_think = 0.0  # type: ignore[attr-defined]
    assert w.game.scene.trump.caption == "No trumps" and w.game.scene.trump.isVisible()
    turn = 0
    while not c.is_over():
        wait_until(qtbot, lambda: c.is_over() or (c.waiting_for_human() == 0 and w.game.input_seat == 0
                                                  and w.game.idle()), timeout=20000)
        if c.is_over():
            break
        card = _human_card(c.state)
        before = len(c.match.actions)
        _play_with_real_input(qtbot, w, card, turn)
        wait_until(qtbot, lambda n=before: len(c.match.actions) > n, timeout=3000)
        assert c.match.actions[before] == PlayCard(card).text()
        turn += 1
    qtbot.waitUntil(lambda: isinstance(w.game.overlay, MatchOverPanel), timeout=10000)
    assert turn == plays
    assert (c.state.scores(), c.state.winners(), c.state.deal_no) == (scores, winners, deals)
    panel = w.game.overlay
    name = w.game.names[winners[0]]
    assert name in panel.title.text() or "You win" in panel.title.text()
    # the count-down sheet, opened with its key, holds the engine's rows
    qtbot.keyClick(w, Qt.Key.Key_S)
    table = w.sheet_dialog.table
    sheet = c.state.sheet
    assert table.rowCount() == 1 + len(sheet) + 1  # the start, one row per deal, the totals
    assert [table.item(0, 2 + s).text() for s in range(players)] == ["15"] * players
    for r, row in enumerate(sheet, start=1):
        assert table.item(r, 0).text() == str(row.deal_no)
        for s in range(players):
            total, change = table.item(r, 2 + s).text().split("\n")
            assert total == number_text(row.scores[s])
            assert change == signed(row.changes[s])
    assert [table.item(len(sheet) + 1, 2 + s).text() for s in range(players)] == [number_text(v) for v in scores]


def test_an_illegal_card_is_refused_with_the_engines_reason(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(must_follow, game_id=GAME)))
    wait_for_human(qtbot, w)
    state = w.controller.state
    legal = {a.card for a in state.legal_actions() if isinstance(a, PlayCard)}
    card = min(hand_cards(state, 0) - legal)
    try:
        state.clone().apply(PlayCard(card))
    except IllegalAction as exc:
        reason = str(exc)
    item = w.game.scene.card_item(card)
    home_pos = item.home
    before = list(w.controller.match.actions)
    drag(qtbot, w, card, zone_point(w, "trick"))
    notice = w.game.scene.notice
    qtbot.waitUntil(notice.isVisible, timeout=2000)
    assert reason.startswith("you must")
    assert notice.text == player_words(reason, w.game.context())  # the engine's reason as a sentence
    assert w.controller.match.actions == before
    qtbot.waitUntil(lambda: (item.pos() - home_pos).manhattanLength() < 1.0, timeout=2000)
    assert w.controller.waiting_for_human() == 0


def test_the_new_game_dialog_offers_fuenf_dazu(qtbot) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.new_game_dialog import NewGameDialog
    from kartln.gui.options_dialog import OptionsDialog
    from kartln.gui.settings import Settings

    dlg = NewGameDialog(Settings(player_name="Ola"))
    qtbot.addWidget(dlg)
    dlg.game.setCurrentIndex(dlg.game.findData(GAME))
    assert dlg.game.currentText() == "Fünf dazu!"
    assert [dlg.players.itemData(i) for i in range(dlg.players.count())] == [2, 3, 4]
    dlg.players.setCurrentIndex(dlg.players.findData(3))
    dlg.rows[1].kind.setCurrentIndex(dlg.rows[1].kind.findData("human"))  # hot-seat and computer mixed
    ng = dlg.new_game()
    assert ng.game_id == GAME and ng.rules.players == 3
    assert [s.kind for s in ng.seats] == ["human", "human", "ai"]
    options = OptionsDialog(dlg.rules(), dlg.preset_rules(), "Fünf dazu!")
    qtbot.addWidget(options)
    assert set(options.editors) == {"rank_order", "must_win"}  # from the rules' metadata


def test_the_new_game_dialog_offers_each_game_its_own_computer_levels(qtbot) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.new_game_dialog import NewGameDialog
    from kartln.gui.settings import Settings

    dlg = NewGameDialog(Settings(player_name="Ola", ai_level="expert"))
    qtbot.addWidget(dlg)
    row = dlg.rows[1]

    def offered() -> list[str]:
        return [row.level.itemData(i) for i in range(row.level.count())]

    dlg.game.setCurrentIndex(dlg.game.findData("thousand"))
    assert offered() == ["easy", "normal", "hard"]  # no game offers expert: it measured no stronger than hard
    assert row.level.currentData() == "hard"  # a remembered expert plays the strongest level below it
    dlg.game.setCurrentIndex(dlg.game.findData(GAME))
    assert offered() == ["easy", "normal", "hard"]
    assert row.level.currentData() == "hard"


def test_a_hot_seat_match_shows_the_curtain(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match(GAME, game(GAME).default_rules(2), seats("human", "human"), seed=4))
    curtain = w.game.curtain
    qtbot.waitUntil(curtain.isVisible, timeout=5000)
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.game.input_seat >= 0, timeout=5000)
    assert w.game.scene.hand_active


def test_the_rules_page_is_there() -> None:
    from kartln.gui.rules_dialog import rules_markdown

    text = rules_markdown(GAME)
    assert text.startswith("# Fünf dazu!")
    assert "five to it" in text.lower() and "0 or less" in text
