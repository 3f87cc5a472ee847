"""A human plays cards on the table with the mouse (drag, double-click) and the keyboard."""

from __future__ import annotations

from kartln.engine.actions import PlayCard
from PySide6.QtCore import Qt
from table_helpers import (
    card_point,
    drag,
    hand_cards,
    must_follow,
    open_window,
    record_until,
    replayed,
    wait_for_human,
    zone_point,
)


def _legal_and_illegal(window):  # type: ignore[no-untyped-def]
    state = window.controller.state
    legal = sorted({a.card for a in state.legal_actions() if isinstance(a, PlayCard)})
    illegal = sorted(hand_cards(state, 0) - set(legal))
    return legal, illegal


def test_a_card_dragged_to_the_middle_is_played(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(must_follow)))
    wait_for_human(qtbot, w)
    legal, _ = _legal_and_illegal(w)
    before = len(w.controller.match.actions)
    drag(qtbot, w, legal[0], zone_point(w, "trick"))
    qtbot.waitUntil(lambda: len(w.controller.match.actions) == before + 1, timeout=3000)
    assert w.controller.match.actions[-1] == PlayCard(legal[0]).text()
    assert legal[0] not in hand_cards(w.controller.state, 0)


def test_an_illegal_drop_snaps_back_and_says_why(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(must_follow)))
    wait_for_human(qtbot, w)
    _, illegal = _legal_and_illegal(w)
    card = illegal[0]
    item = w.game.scene.card_item(card)
    home_pos = item.home
    before = list(w.controller.match.actions)
    drag(qtbot, w, card, zone_point(w, "trick"))
    notice = w.game.scene.notice
    qtbot.waitUntil(lambda: notice.isVisible(), timeout=2000)
    assert "must" in notice.text  # the engine's reason, e.g. "you must follow suit: ♠"
    assert w.controller.match.actions == before
    qtbot.waitUntil(lambda: (item.pos() - home_pos).manhattanLength() < 1.0, timeout=2000)
    assert card in hand_cards(w.controller.state, 0)
    assert w.controller.waiting_for_human() == 0  # still the human's turn


def test_an_illegal_card_is_refused_in_the_player_s_language(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """The rules' refusal is looked up in the window's language, its suit named as the table names it."""
    from kartln.engine.messages import Refusal
    from kartln.gui.i18n import install_translators
    from kartln.gui.message_text import player_words
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    install_translators(app, "de")
    try:
        w = open_window(qtbot, home)
        w.start_match(replayed(record_until(must_follow)))
        wait_for_human(qtbot, w)
        _, illegal = _legal_and_illegal(w)
        refusal = w.controller.state.why_not(PlayCard(illegal[0]))
        assert isinstance(refusal, Refusal) and "{suit}" in refusal.template
        drag(qtbot, w, illegal[0], zone_point(w, "trick"))
        notice = w.game.scene.notice
        qtbot.waitUntil(lambda: notice.isVisible(), timeout=2000)
        german = QCoreApplication.translate("refusals", refusal.template)
        assert german != refusal.template  # the catalogue has it
        assert notice.text == player_words(refusal, w.game.context())
        assert german.split("{")[0].strip().capitalize()[:8] in notice.text and "must" not in notice.text
    finally:
        install_translators(app, "en")


def test_double_click_plays_a_card(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(must_follow)))
    wait_for_human(qtbot, w)
    legal, _ = _legal_and_illegal(w)
    before = len(w.controller.match.actions)
    qtbot.mouseDClick(w.game.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(w, legal[-1]))
    qtbot.waitUntil(lambda: len(w.controller.match.actions) == before + 1, timeout=3000)
    assert w.controller.match.actions[-1] == PlayCard(legal[-1]).text()


def test_click_chooses_and_a_second_click_plays(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(must_follow)))
    wait_for_human(qtbot, w)
    legal, _ = _legal_and_illegal(w)
    vp = w.game.view.viewport()
    before = len(w.controller.match.actions)
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=card_point(w, legal[0]))
    assert w.game.scene.selected == legal[0]
    assert len(w.controller.match.actions) == before
    qtbot.wait(50)  # not a double-click
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=card_point(w, legal[0]))
    qtbot.waitUntil(lambda: len(w.controller.match.actions) == before + 1, timeout=3000)


def test_keyboard_arrows_choose_and_enter_plays(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(must_follow)))
    wait_for_human(qtbot, w)
    legal, _ = _legal_and_illegal(w)
    view = w.game.view
    view.setFocus()
    own = [it.card for it in w.game.scene.own_cards()]
    target = legal[-1]
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first legal card
    assert w.game.scene.selected == legal[0]
    while w.game.scene.selected != target:
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert target in own
    before = len(w.controller.match.actions)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(w.controller.match.actions) == before + 1, timeout=3000)
    assert w.controller.match.actions[-1] == PlayCard(target).text()


def test_an_illegal_card_chosen_by_keyboard_is_refused(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(must_follow)))
    wait_for_human(qtbot, w)
    _, illegal = _legal_and_illegal(w)
    view = w.game.view
    view.setFocus()
    w.game.scene.select(illegal[0])
    before = list(w.controller.match.actions)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert w.game.scene.notice.isVisible()
    assert w.controller.match.actions == before


def test_a_card_dragged_onto_an_opponent_is_given_to_them(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    from kartln.engine.actions import GiveCard

    def giving(state) -> bool:  # type: ignore[no-untyped-def]
        return state.phase == "give" and state.current_player() == 0

    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(giving)))
    wait_for_human(qtbot, w)
    state = w.controller.state
    card = sorted(hand_cards(state, 0))[0]
    receiver = 2
    drag(qtbot, w, card, zone_point(w, "seat", receiver))
    qtbot.waitUntil(lambda: w.controller.match.actions[-1:] == [GiveCard(card, receiver).text()], timeout=3000)
    assert card in hand_cards(w.controller.state, receiver)
    # the card now lies face down in the receiver's hand on the table
    qtbot.waitUntil(w.game.idle, timeout=3000)
    scene = w.game.scene
    in_hand = [it for it in scene.cards.values() if it.zone == ("hand", receiver)]
    assert len(in_hand) == len(hand_cards(w.controller.state, receiver))
    assert all(not it.shows_face for it in in_hand)
    assert scene.card_item(card) is None  # nowhere face up


def test_the_redeal_panel_offers_a_new_deal_for_four_nines(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    def four_nines(state) -> bool:  # type: ignore[no-untyped-def]
        return state.phase == "four nines" and state.current_player() == 0

    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(four_nines, seeds=range(1, 3000))))
    wait_for_human(qtbot, w)
    panel = w.game.panel
    buttons = {b.text(): b for b in panel.findChildren(type(panel.first_button()))}
    assert set(buttons) == {"Demand a new deal", "Keep these cards"}
    deal = w.controller.state.deal_no
    qtbot.mouseClick(buttons["Demand a new deal"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.state.deal_no == deal + 1, timeout=3000)
    assert w.controller.match.actions[-1] == "redeal"


def test_a_bid_can_be_made_with_the_keyboard(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    from kartln.engine.registry import game
    from kartln.gui.session import new_match
    from table_helpers import seats

    w = open_window(qtbot, home)
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=3))
    wait_for_human(qtbot, w)
    assert w.controller.state.phase == "auction"
    focused = w.focusWidget()
    assert focused is w.game.panel.first_button()
    before = len(w.controller.match.actions)
    qtbot.keyClick(focused, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(w.controller.match.actions) > before, timeout=3000)
    assert w.controller.match.actions[before].startswith("bid ")


def test_enter_in_the_bid_box_bids_what_it_shows(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    from kartln.engine.registry import game
    from kartln.gui.session import new_match
    from PySide6.QtWidgets import QSpinBox
    from table_helpers import seats

    w = open_window(qtbot, home)
    for seed in range(1, 30):  # a deal where the human may choose among several bids
        w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("ai", "human", "ai"), seed=seed))
        wait_for_human(qtbot, w, seat=1)
        spin = w.game.panel.findChild(QSpinBox)
        if spin is not None:
            break
    assert spin is not None and spin.maximum() > spin.minimum()
    wanted = spin.minimum() + spin.singleStep()
    line = spin.lineEdit()
    line.selectAll()
    qtbot.keyClicks(line, str(wanted))
    before = len(w.controller.match.actions)
    qtbot.keyClick(line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(w.controller.match.actions) > before, timeout=3000)
    assert w.controller.match.actions[before] == f"bid {wanted}"


def _can_marry(state) -> bool:  # type: ignore[no-untyped-def]
    return (state.phase == "play" and state.current_player() == 0 and not state.trick and state.trick_no > 0
            and any(isinstance(a, PlayCard) and a.marriage for a in state.legal_actions()))


def test_leading_a_marriage_card_asks_whether_to_declare(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(_can_marry, seeds=range(1, 2000))))
    wait_for_human(qtbot, w)
    card = next(a.card for a in w.controller.legal_actions() if isinstance(a, PlayCard) and a.marriage)
    before = len(w.controller.match.actions)
    qtbot.mouseDClick(w.game.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(w, card))
    panel = w.game.panel
    assert panel is not None and "marriage" in panel.title.text()
    assert len(w.controller.match.actions) == before  # nothing played before the answer
    qtbot.mouseClick(panel.first_button(), Qt.MouseButton.LeftButton)  # "Declare the marriage"
    qtbot.waitUntil(lambda: len(w.controller.match.actions) > before, timeout=3000)
    assert w.controller.match.actions[before] == PlayCard(card, True).text()


def test_marriages_are_declared_without_asking_when_so_set(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    from table_helpers import FAST

    w = open_window(qtbot, home, FAST.with_(auto_marriage=True))
    w.start_match(replayed(record_until(_can_marry, seeds=range(1, 2000))))
    wait_for_human(qtbot, w)
    card = next(a.card for a in w.controller.legal_actions() if isinstance(a, PlayCard) and a.marriage)
    before = len(w.controller.match.actions)
    drag(qtbot, w, card, zone_point(w, "trick"))
    qtbot.waitUntil(lambda: len(w.controller.match.actions) > before, timeout=3000)
    assert w.controller.match.actions[before] == PlayCard(card, True).text()


def _drag_to_and_hold(qtbot, w, card: int, to) -> list[bool]:  # type: ignore[no-untyped-def]
    """Drag ``card`` onto ``to`` without releasing; the drop zones' lit state there; then release."""
    from PySide6.QtCore import QPoint

    vp = w.game.view.viewport()
    start_at = card_point(w, card)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start_at)
    for i in range(1, 7):
        qtbot.mouseMove(vp, pos=QPoint(start_at.x() + (to.x() - start_at.x()) * i // 6,
                                       start_at.y() + (to.y() - start_at.y()) * i // 6))
    lit = [mark.hot for _, mark in w.game.scene._zone_marks]
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=to)
    return lit


def test_only_a_card_that_may_be_played_lights_the_drop_zone(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """#15 defect 7: a shaded card dragged over the middle lights nothing; a legal one does."""
    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(must_follow)))
    wait_for_human(qtbot, w)
    legal, illegal = _legal_and_illegal(w)
    assert not any(_drag_to_and_hold(qtbot, w, illegal[0], zone_point(w, "trick")))
    qtbot.waitUntil(lambda: w.game.input_seat == 0 and w.game.idle(), timeout=3000)
    before = len(w.controller.match.actions)
    assert any(_drag_to_and_hold(qtbot, w, legal[0], zone_point(w, "trick")))
    qtbot.waitUntil(lambda: len(w.controller.match.actions) > before, timeout=3000)


def test_the_arrow_keys_stop_only_on_cards_that_may_be_played(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """#15 defect 7: stepping with the arrows skips the shaded cards."""
    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(must_follow)))
    wait_for_human(qtbot, w)
    legal, _ = _legal_and_illegal(w)
    view = w.game.view
    view.setFocus()
    seen = set()
    for _ in range(8):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        seen.add(w.game.scene.selected)
    assert seen == set(legal)


def test_with_the_setting_a_finished_trick_waits_for_a_click(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """#15 defect 5: a full trick stays on the table, readable, until a click collects it."""
    from kartln.engine.registry import game
    from kartln.gui.session import new_match
    from table_helpers import FAST, seats

    w = open_window(qtbot, home, FAST.with_(animation_speed="fast", collect_on_click=True))
    w.start_match(new_match("ramsen", game("ramsen").default_rules(4), seats("human", "ai", "ai", "ai"), seed=3))
    c = w.controller
    for _ in range(200):
        qtbot.waitUntil(lambda: w.game.view.waiting or (w.game.input_seat == 0 and w.game.idle()), timeout=20000)
        if w.game.view.waiting:
            break
        legal = c.legal_actions()
        w.game._submit(legal[-1] if any(isinstance(a, PlayCard) for a in legal) else legal[0])
    assert w.game.view.waiting
    shown = len(w.game.scene.snapshot.trick)
    assert shown >= 2  # the whole trick lies there
    qtbot.wait(300)
    assert w.game.view.waiting and len(w.game.scene.snapshot.trick) == shown  # still there
    vp = w.game.view.viewport()
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=vp.rect().center())
    qtbot.waitUntil(lambda: not w.game.view.waiting, timeout=2000)
