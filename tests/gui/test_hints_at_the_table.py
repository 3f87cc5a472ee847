"""Hints at the table: H and the Hint button show the normal computer player's move for the
human to act, with its reason, highlighted but not made."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from kartln.ai.levels import make_agent
from kartln.engine.actions import PlayCard
from kartln.engine.names import Pack, short_name
from kartln.engine.registry import game
from kartln.gui.games.text import card_label
from kartln.gui.session import agent_seed, new_match
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from table_helpers import FAST, open_window, seats, shots_dir, wait_for_human

SUIT_SIGNS = "♠♥♦♣"
CHOSEN_BY_HINTS: list = []  # exchanges a hint chose in the hand


def ask_and_check(qtbot, w, how: str):  # type: ignore[no-untyped-def]
    """Ask for a hint (key H or the button) and check it against the normal player; the hint."""
    c, g = w.controller, w.game
    wait_for_human(qtbot, w)
    qtbot.waitUntil(g.idle, timeout=5000)
    obs, legal, applied = c.observation(0), c.legal_actions(), c.actions_applied
    expected = make_agent(c.match.info.id, "normal", agent_seed(c.match.seed, 0), c.match.rules).choose(obs, legal)
    assert g.hint_button.isVisible()
    if how == "key":
        qtbot.keyClick(g.view, Qt.Key.Key_H)
    else:
        qtbot.mouseClick(g.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: g.hint_shown is not None, timeout=5000)
    hint = g.hint_shown
    assert hint.action in legal and hint.action == expected
    assert hint.reason
    text = g.scene.hint.text
    assert g.scene.hint.isVisible() and text.startswith("Hint: ") and hint.reason in text
    if isinstance(hint.action, PlayCard):
        assert g.scene.selected == hint.action.card
    elif g.scene.multi:  # several cards to choose: the hint names them and chooses them, in order
        assert all(card_label(card, g.context()) in text for card in hint.action.cards)
        assert g.scene.chosen == list(hint.action.cards)
        CHOSEN_BY_HINTS.append(hint.action)
    elif g.panel is not None:
        focused = QApplication.focusWidget()
        assert focused is not None and "border" in focused.styleSheet(), f"the button of {hint.action} is not marked"
    qtbot.wait(50)
    assert c.actions_applied == applied and c.waiting_for_human() == 0, "a hint must not act"
    return hint


def play_with_hints(qtbot, w, turns: int, until_card: bool = True, shot: Path | None = None) -> list:  # type: ignore[no-untyped-def]
    """Take ``turns`` hints in turn by key and button, making each hinted move afterwards; the
    first hint given over a panel is pictured in ``shot``."""
    hints = []
    for i in range(turns):
        hint = ask_and_check(qtbot, w, "key" if i % 2 == 0 else "button")
        hints.append(hint)
        if shot is not None and w.game.panel is not None:
            w.game.grab().save(str(shot))
            shot = None
        if until_card and isinstance(hint.action, PlayCard) and i >= 1:
            break
        assert w.controller.submit(0, hint.action) is None
    return hints


def test_thousand_hints_by_key_and_button(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST, size=(1100, 760))
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=4))
    hints = play_with_hints(qtbot, w, 30, shot=shots_dir(tmp_path) / "hint-thousand-panel.png")
    assert any(isinstance(h.action, PlayCard) for h in hints) and any(not isinstance(h.action, PlayCard)
                                                                        for h in hints)
    w.game.grab().save(str(shots_dir(tmp_path) / "hint-thousand.png"))


def test_mulatschak_hints_by_key_and_button(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST, size=(1100, 760))
    w.start_match(new_match("mulatschak", game("mulatschak").default_rules(4), seats("human", "ai", "ai", "ai"),
                            seed=3))
    CHOSEN_BY_HINTS.clear()
    hints = play_with_hints(qtbot, w, 30, until_card=False, shot=shots_dir(tmp_path) / "hint-mulatschak-panel.png")
    assert any(a.cards for a in CHOSEN_BY_HINTS), "no hint chose the cards of an exchange"
    assert any(isinstance(h.action, PlayCard) for h in hints) and any(not isinstance(h.action, PlayCard)
                                                                        for h in hints)


def test_a_hint_names_the_cards_of_the_german_deck(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, replace(FAST, deck="german"), size=(1100, 760))
    w.start_match(new_match("ramsen", game("ramsen").default_rules(4), seats("human", "ai", "ai", "ai"), seed=5))
    hints = play_with_hints(qtbot, w, 20)
    card = next(h for h in hints if isinstance(h.action, PlayCard))
    text = w.game.scene.hint.text
    assert short_name(card.action.card, Pack.GERMAN) in text
    assert not any(sign in text for sign in SUIT_SIGNS)
    w.game.grab().save(str(shots_dir(tmp_path) / "hint-ramsen-german.png"))


def test_no_hint_while_a_computer_acts(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST, size=(1100, 760))
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=4))
    wait_for_human(qtbot, w)
    w.controller.submit(0, w.controller.legal_actions()[-1])
    assert not w.game.hint_button.isVisible()
    assert not w.game.show_hint()


def test_an_announcement_gives_way_to_a_hint_or_a_message_it_would_lie_under(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """In a small window a refusal and the hint over a panel need the announcement's place: the newer
    words win, and nothing is left half hidden under them."""
    from kartln.gui.table.scene import scene_frame
    from kartln.gui.text_fit import overlap_misfits

    w = open_window(qtbot, home, size=(820, 560))
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=2))
    wait_for_human(qtbot, w)
    scene, g = w.game.scene, w.game
    scene.show_banner("You give a card to Anna", 60)
    g.show_message("You may exchange at most 1 card now: the others stay in your hand.")
    QApplication.processEvents()
    notice = scene_frame(scene.notice)
    assert scene.banner.isVisible() and not scene_frame(scene.banner).intersects(notice)  # room for both
    scene.show_hint("Hint: Bid 120. Keep the high trumps for later: they take tricks the partner cannot, and the "
                    "count stays in reach.", above=notice.top(), avoid=[notice])
    QApplication.processEvents()
    assert scene.hint.isVisible() and scene.notice.isVisible()
    assert not scene.banner.isVisible()  # the hint took its place
    assert not [m for m in overlap_misfits(g) if "announcement" in str(m)]
