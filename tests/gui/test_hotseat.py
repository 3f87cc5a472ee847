"""Hot-seat: with two humans the privacy curtain hides every hand between their turns."""

from __future__ import annotations

import pytest
from kartln.engine.actions import PlayCard
from kartln.engine.registry import game
from kartln.gui.session import new_match
from kartln.gui.table.card_item import CardItem
from PySide6.QtCore import Qt, QTimer
from table_helpers import (
    FAST,
    card_point,
    face_up_hand_cards,
    hand_cards,
    open_window,
    record_until,
    replayed,
    seats,
    wait_for_human,
    wait_until,
)


def _act(qtbot, w) -> None:  # type: ignore[no-untyped-def]
    """The human at the screen does something simple with real input."""
    scene = w.game.scene
    if scene.hand_active:
        scene.select(sorted(scene.legal)[0])
        qtbot.keyClick(w.game.view, Qt.Key.Key_Return)
    else:
        qtbot.mouseClick(w.game.panel.first_button(), Qt.MouseButton.LeftButton)
    panel = w.game.panel
    if panel is not None and not scene.hand_active and panel.first_button() is not None:
        qtbot.mouseClick(panel.first_button(), Qt.MouseButton.LeftButton)  # a marriage question


def test_the_curtain_hides_each_human_hand_from_the_other(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "human", "ai"), seed=11))
    curtain = w.game.curtain
    turns = 0
    switches = 0
    last_seat = None
    for _ in range(200):
        wait_until(qtbot, lambda: curtain.isVisible() or w.game.input_seat >= 0, timeout=10000)
        if curtain.isVisible():
            seat = curtain.seat
            assert "Pass to " + w.game.names[seat] in curtain.title.text()
            # nobody's hand is face up under the curtain
            assert face_up_hand_cards(w) == {}
            qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
            wait_until(qtbot, lambda: not curtain.isVisible())
            if last_seat is not None and seat != last_seat:
                switches += 1
            last_seat = seat
            continue
        seat = w.game.input_seat
        shown = face_up_hand_cards(w)
        # only the human at the screen sees a hand, and it is their own
        assert set(shown) <= {seat}
        assert shown.get(seat, set()) == hand_cards(w.controller.state, seat)
        assert seat == w.game.viewer
        _act(qtbot, w)
        turns += 1
        if switches >= 3:
            break
    assert switches >= 3, "the turn should have passed between the two humans"


def test_a_single_human_sees_no_curtain(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=2))
    qtbot.waitUntil(lambda: w.game.input_seat == 0, timeout=10000)
    assert not w.game.curtain.isVisible()
    assert face_up_hand_cards(w)[0] == hand_cards(w.controller.state, 0)



class HandWatch:
    """Looks at the table's card items at every step, every snapshot and every turn, and every few
    milliseconds in between, and notes each moment a card of a human's hand is drawn face up."""

    def __init__(self, w, humans: tuple[int, ...], public=lambda state: set()) -> None:  # type: ignore[no-untyped-def]
        self.w, self.humans = w, humans
        self.public = public  # cards of a hand that everybody may see (a turned-up trump)
        self.screen: int | None = None  # the human at the screen, who may see their own hand
        self.on = False
        self.moments: list[str] = []
        self.leaks: list[str] = []
        game_screen, scene = w.game, w.game.scene
        play_step, show_snapshot = scene.play_step, scene.show_snapshot

        def probed_play_step(step, speed):  # type: ignore[no-untyped-def]
            self.check(f"before a {step.kind} step")
            play_step(step, speed)
            self.check(f"a {step.kind} step starts")

        def probed_show_snapshot(snap):  # type: ignore[no-untyped-def]
            show_snapshot(snap)
            self.check("a snapshot is shown")

        scene.play_step, scene.show_snapshot = probed_play_step, probed_show_snapshot
        # a finished step is looked at before the screen goes on to the next one
        scene.step_finished.disconnect(game_screen._step_done)
        scene.step_finished.connect(lambda: self.check("a step is over"))
        scene.step_finished.connect(game_screen._step_done)
        self.poll = QTimer(w, interval=5, timeout=lambda: self.check("in between"))
        self.poll.start()

    def watch_turns(self) -> None:
        c = self.w.controller
        c.ai_turn.connect(lambda seat: self.check("the computer thinks"))
        c.human_turn.connect(lambda seat: self.check(f"seat {seat} is to act"))

    def check(self, moment: str) -> None:
        c = self.w.controller
        if not self.on or c is None:
            return
        self.moments.append(moment)
        public = self.public(c.state)
        private = {s: hand_cards(c.state, s) - public for s in self.humans if s != self.screen}
        # a card face up in another human's hand; a card of the deal before, still on show in a
        # trick or a pile while it lies in a new hand, is no leak
        shown = sorted(it.card for it in self.w.game.scene.items() if isinstance(it, CardItem) and it.isVisible()
                       and it.opacity() > 0 and it.shows_face and it.zone[0] == "hand"
                       and it.card in private.get(it.zone[1], ()))
        if shown:
            self.leaks.append(f"{moment}: {shown}")

    def stop(self) -> None:
        self.on = False
        self.poll.stop()


def _leads(seat: int):  # type: ignore[no-untyped-def]
    """``seat`` leads a trick in the card play."""
    return lambda state: state.phase == "play" and state.current_player() == seat and not state.trick


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_no_hand_is_face_up_from_a_human_action_until_the_next_human_lifts_the_curtain(
        qtbot, home, speed: str) -> None:  # type: ignore[no-untyped-def]
    # Anna (seat 1) leads, the computer (seat 2) follows, then Tess (seat 0) is to play.
    w = open_window(qtbot, home, FAST.with_(animation_speed=speed))
    w.start_match(replayed(record_until(_leads(1), ("human", "human", "ai"))))
    curtain = w.game.curtain
    qtbot.waitUntil(lambda: curtain.isVisible(), timeout=10000)
    assert curtain.seat == 1
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, w, seat=1)
    state = w.controller.state
    assert face_up_hand_cards(w) == {1: hand_cards(state, 1)}
    legal = state.legal_actions()
    card = next(a.card for a in legal if isinstance(a, PlayCard) and PlayCard(a.card, True) not in legal)
    watch = HandWatch(w, (0, 1))
    watch.watch_turns()

    before = len(w.controller.match.actions)
    watch.on = True
    qtbot.mouseDClick(w.game.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(w, card))
    assert w.controller.match.actions[before] == PlayCard(card).text()
    watch.check("right after the play")
    qtbot.waitUntil(lambda: curtain.isVisible() and curtain.seat == 0, timeout=10000)
    watch.check("under the curtain")
    watch.stop()
    assert len(w.controller.match.actions) == before + 2, "the computer plays between the two humans"
    assert watch.moments.count("the computer thinks") == 1 and watch.moments.count("a step is over") >= 4
    assert watch.leaks == []

    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, w, seat=0)
    assert face_up_hand_cards(w) == {0: hand_cards(w.controller.state, 0)}


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_no_hand_is_face_up_while_the_computer_opens_a_hot_seat_match(
        qtbot, home, speed: str) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST.with_(animation_speed=speed))
    watch = HandWatch(w, (0, 1))
    watch.on = True
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "human", "ai"), seed=7))
    assert w.controller.current_player() == 2  # the computer bids first
    curtain = w.game.curtain
    for _ in range(3):
        wait_until(qtbot, lambda: curtain.isVisible() or w.game.input_seat >= 0, timeout=10000)
        if not curtain.isVisible() or w.controller.waiting_for_human() == curtain.seat:
            break
        qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)  # a curtain before it is anybody's turn
    watch.stop()
    assert len(w.controller.match.actions) >= 1, "the computer has bid"
    assert watch.leaks == []
    assert curtain.isVisible() and curtain.seat == 0


def _humans_only(qtbot, w, watch: HandWatch, public, deals: int = 2) -> int:  # type: ignore[no-untyped-def]
    """Play ``deals`` deals of a humans-only match with simple real input, checking at every turn
    that no hand but the acting human's is face up (``public(state)``: cards all may see).
    Returns how often the curtain was lifted."""
    c, curtain = w.controller, w.game.curtain
    watch.watch_turns()
    lifts = 0
    for _ in range(400):
        wait_until(qtbot, lambda: c.is_over() or curtain.isVisible() or w.game.input_seat >= 0, timeout=10000)
        if c.is_over() or c.state.deal_no > deals:
            break
        if curtain.isVisible():
            watch.check("under the curtain")
            watch.screen = curtain.seat
            qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
            lifts += 1
            continue
        seat = w.game.input_seat
        assert seat == watch.screen, "only the human who lifted the curtain acts"
        seen = public(c.state)
        assert all(cards <= seen for s, cards in face_up_hand_cards(w).items() if s != seat)
        before = len(c.match.actions)
        _act(qtbot, w)
        wait_until(qtbot, lambda n=before: len(c.match.actions) > n, timeout=3000)
        if c.is_over() or c.current_player() != seat:
            watch.screen = None  # the next human is somebody else: from now on every hand is hidden
    watch.stop()
    assert c.state.deal_no > deals or c.is_over()
    assert watch.leaks == []
    return lifts


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_bauernschnapsen_in_hot_seat_keeps_every_hand_private(qtbot, home, speed: str) -> None:  # type: ignore[no-untyped-def]
    """Four humans: the trump, the auction, the Kontra question and the tricks of two deals, and no hand but the
    acting player's is ever face up (the turned-up trump in forehand's hand is public)."""
    w = open_window(qtbot, home, FAST.with_(animation_speed=speed))
    public = lambda state: {state.exposed} - {None}  # noqa: E731
    watch = HandWatch(w, (0, 1, 2, 3), public=public)
    watch.on = True
    rules = game("bauernschnapsen").rules_class(knock_allowed=True)
    w.start_match(new_match("bauernschnapsen", rules, seats("human", "human", "human", "human"), seed=4))
    assert _humans_only(qtbot, w, watch, public) > 20


@pytest.mark.parametrize(("game_id", "players"),
                         [("ramsen", 3), ("moench", 3), ("rams", 3), ("zwanzig", 4), ("schnalzen", 4), ("raub", 3),
                          ("bohemian-watten", 3), ("mulatschak", 4)])
def test_rams_family_games_in_hot_seat_keep_every_hand_private(qtbot, home, game_id: str, players: int) -> None:  # type: ignore[no-untyped-def]
    """Humans only: the cut card, exchanges, the dealer's swap, play or drop and the tricks of two
    deals; no hand but the acting player's is ever face up (a taken trump card is public)."""
    w = open_window(qtbot, home, FAST.with_(animation_speed="fast"))
    public = lambda state: {c for _, c in state.face_up_cards()}  # noqa: E731
    watch = HandWatch(w, tuple(range(players)), public=public)
    watch.on = True
    w.start_match(new_match(game_id, game(game_id).default_rules(players), seats(*["human"] * players), seed=5))
    deals = 6 if game_id == "mulatschak" else 2  # the first button passes: a deal is thrown in at once
    assert _humans_only(qtbot, w, watch, public, deals) > 10
