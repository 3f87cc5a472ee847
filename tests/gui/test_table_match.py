"""Whole matches through the window: computers only to the end, and the end-of-deal flow."""

from __future__ import annotations

from kartln.engine.registry import game
from kartln.gui.panels.summary import DealSummary, MatchOverPanel
from kartln.gui.session import new_match
from PySide6.QtCore import Qt
from table_helpers import FAST, headless_result, open_window, seats

CANDIDATE_SEEDS = range(1, 13)


def _short_match(players: int) -> tuple[int, tuple[list[int], list[int], int]]:
    """Of a few seeds, the one whose match ends soonest (the window is slower than the engine)."""
    info = game("thousand")
    rules = info.default_rules(players)
    kinds = seats(*["ai"] * players)
    results = {s: headless_result("thousand", rules, s, kinds) for s in CANDIDATE_SEEDS}
    seed = min(results, key=lambda s: results[s][2])
    return seed, results[seed]


def test_a_computer_only_match_is_played_to_the_end_through_the_window(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    seed, (scores, winners, actions) = _short_match(2)
    w = open_window(qtbot, home, FAST)
    rules = game("thousand").default_rules(2)
    w.start_match(new_match("thousand", rules, seats("ai", "ai"), seed=seed))
    assert not w.game.reveal  # a spectator sees no hand
    with qtbot.waitSignal(w.game.match_finished, timeout=120_000):
        pass
    c = w.controller
    assert c.is_over()
    assert c.state.scores() == scores and c.state.winners() == winners
    assert c.actions_applied == actions
    assert isinstance(w.game.overlay, MatchOverPanel)
    assert not w.store.has_autosave()  # a finished match is not offered to continue
    w.game.overlay.rematch_button.click()
    assert w.controller is not c and not w.controller.is_over()


def test_the_deal_summary_waits_for_the_human(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST.with_(pause_after_deal=True))
    rules = game("thousand").default_rules(3)
    w.start_match(new_match("thousand", rules, seats("human", "ai", "ai"), seed=3))
    # the human passes whenever possible and plays the first legal card
    for _ in range(400):
        qtbot.waitUntil(lambda: w.controller.waiting_for_human() == 0 or isinstance(w.game.overlay, DealSummary),
                        timeout=10000)
        if isinstance(w.game.overlay, DealSummary):
            break
        if w.game.scene.hand_active:
            card = sorted(w.game.scene.legal)[0]
            w.game.scene.select(card)
            qtbot.keyClick(w.game.view, Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(w.game.panel.first_button(), Qt.MouseButton.LeftButton)
        if w.game.panel is not None and w.game.panel.first_button() is not None and not w.game.scene.hand_active:
            qtbot.mouseClick(w.game.panel.first_button(), Qt.MouseButton.LeftButton)  # a marriage question
    summary = w.game.overlay
    assert isinstance(summary, DealSummary)
    deal = w.controller.state.deal_no
    qtbot.wait(100)
    assert w.game.overlay is summary  # nothing moves on behind it
    assert w.controller.waiting_for_human() == -1
    qtbot.mouseClick(summary.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.game.overlay is None and w.game.idle(), timeout=5000)
    assert w.controller.state.deal_no == deal


def test_with_animations_no_seat_is_asked_while_the_table_moves(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST.with_(animation_speed="fast"))
    busy_prompts = []
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=5))
    c = w.controller
    assert w.game.current is not None and w.game.current.kind == "deal"  # the first hand is dealt on the table
    assert c.waiting_for_human() == -1
    for sig in (c.human_turn, c.ai_turn):
        sig.connect(lambda seat: busy_prompts.append(seat) if not w.game.idle() else None)
    while c.actions_applied < 12:
        qtbot.waitUntil(lambda: w.game.input_seat == 0 or c.actions_applied >= 12, timeout=20000)
        if c.actions_applied >= 12:
            break
        scene = w.game.scene
        if scene.hand_active:
            scene.select(sorted(scene.legal)[0])
            qtbot.keyClick(w.game.view, Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(w.game.panel.first_button(), Qt.MouseButton.LeftButton)
    assert busy_prompts == []


def test_resizing_and_new_settings_in_the_middle_of_a_deal(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST.with_(animation_speed="fast"))
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("ai", "ai", "ai"), seed=6))
    c = w.controller
    for d in c.drivers:
        d.min_think = 0.0  # type: ignore[attr-defined]
    sizes = [(900, 600), (1400, 900), (700, 520), (1200, 760)]
    decks = ["german", "french4", "french", "german"]
    for i, (size, deck) in enumerate(zip(sizes, decks, strict=True)):
        qtbot.waitUntil(lambda n=i: c.actions_applied >= 2 * (n + 1), timeout=20000)
        w.resize(*size)  # while cards are flying
        w.apply_settings(w.settings.with_(deck=deck, table_colour="blue", animation_speed="fast"))
        for d in c.drivers:
            d.min_think = 0.0  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: c.actions_applied >= 10, timeout=20000)
    scene, lay = w.game.scene, w.game.scene.layout
    assert lay is not None and (lay.w, lay.h) == (scene.width(), scene.height())
    # every card of the table lies where the current layout puts it once the table is at rest (the
    # computers stop asking for moves, or a busy machine may never see a moment between two of them)
    c.stop()
    qtbot.waitUntil(w.game.idle, timeout=10000)
    assert w.game.look.deck == "german"
    for item in scene.cards.values():
        assert scene.sceneRect().contains(item.pos())
