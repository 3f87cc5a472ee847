"""The questions at the table say what a choice costs and allows: how many cards an exchange may
change (and when the talon is what limits it), that staying at home costs +1 at once, that the Rams
widow replaces the whole hand unseen, the numbers of the cards laid out in Mulatschak in the order
chosen, a title whose words match its buttons; and in hot-seat a move with nothing to decide is made
without passing the screen."""

from __future__ import annotations

import random

import pytest
from kartln.engine.actions import Drop, Exchange, StayIn
from kartln.engine.games.mulatschak.state import LAY_OUT
from kartln.engine.games.rams.actions import TakeWidow
from kartln.engine.games.rams_family.match import RamsPhase
from kartln.engine.records import Record, replay
from kartln.gui.games import game_ui
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton
from table_helpers import FAST, card_point, face_up_hand_cards, open_window, record_until, wait_until

FOUR = ("human", "ai", "ai", "ai")


def _window_at(qtbot, home, record):  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST, size=(1100, 760))
    w.start_match(replay(record))
    wait_until(qtbot, lambda: w.game.idle() and w.game.input_seat == 0 and w.game.panel is not None)
    return w


def _panel_words(w) -> str:  # type: ignore[no-untyped-def]
    return " ".join(label.text() for label in w.game.panel.findChildren(QLabel) if label.isVisible())


def _buttons(panel) -> set[str]:  # type: ignore[no-untyped-def]
    return {b.text() for b in panel.findChildren(QPushButton)}


def _most(legal) -> int:  # type: ignore[no-untyped-def]
    return max(len(a.cards) for a in legal if isinstance(a, Exchange))


def test_the_exchange_says_how_many_cards_it_allows(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    record = record_until(lambda s: s.phase == RamsPhase.EXCHANGE and s.current_player() == 0
                          and len(s.talon) >= 5, FOUR, game_id="ramsen")
    w = _window_at(qtbot, home, record)
    most = _most(w.controller.legal_actions())
    assert f"You may change up to {most} cards." in _panel_words(w)


def test_the_exchange_says_when_the_talon_limits_it(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    record = record_until(lambda s: s.phase == RamsPhase.EXCHANGE and s.current_player() == 0
                          and 1 < len(s.talon) < 5, FOUR, game_id="ramsen", seeds=range(1, 2000))
    w = _window_at(qtbot, home, record)
    left = len(w.controller.state.talon)
    assert _most(w.controller.legal_actions()) == left
    words = _panel_words(w)
    assert f"The talon has {left} cards left." in words and f"up to {left} cards" in words


def test_staying_at_home_says_it_costs_a_point_at_once(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    record = record_until(lambda s: s.phase == RamsPhase.STAY and s.current_player() == 0
                          and Drop() in s.legal_actions(), FOUR, game_id="schnalzen")
    w = _window_at(qtbot, home, record)
    assert "Stay at home" in _buttons(w.game.panel)
    assert "Stay at home costs +1 at once." in _panel_words(w)


def _rams_forehand(players: int) -> tuple[object, ViewContext]:
    record = record_until(lambda s: TakeWidow() in s.legal_actions(), tuple(["human"] * players), game_id="rams")
    state = replay(record).state
    seat = state.current_player()
    return state, ViewContext(tuple(f"P{i}" for i in range(players)), seat, True, frozenset({seat}))


def test_the_two_player_widow_question_matches_its_buttons(qtbot) -> None:  # type: ignore[no-untyped-def]
    state, ctx = _rams_forehand(2)
    legal = state.legal_actions()
    assert Drop() not in legal  # with two players both must play (rams.md §6.2)
    ui = game_ui("rams")
    panel = ui.make_panel(state.observation(ctx.viewer), legal, ctx, None)
    qtbot.addWidget(panel)
    assert _buttons(panel) == {"Play", "Take the widow"}
    title = panel.title.text()
    assert "widow" in title and "drop" not in title.lower()


def test_the_widow_is_said_to_replace_the_whole_hand_unseen(qtbot) -> None:  # type: ignore[no-untyped-def]
    state, ctx = _rams_forehand(3)
    ui = game_ui("rams")
    panel = ui.make_panel(state.observation(ctx.viewer), state.legal_actions(), ctx, None)
    qtbot.addWidget(panel)
    words = " ".join(label.text() for label in panel.findChildren(QLabel))
    assert "replaces your whole hand unseen" in words
    assert "widow" in panel.title.text()


def test_the_cards_laid_out_in_mulatschak_show_their_numbers_in_the_order_chosen(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    record = record_until(lambda s: s.phase == LAY_OUT and s.current_player() == 0, FOUR, game_id="mulatschak",
                          seeds=range(1, 2000))
    w = _window_at(qtbot, home, record)
    assert "each shows its number" in _panel_words(w)
    state = w.controller.state
    hand = sorted(c for c in range(36) if state.hands[0] >> c & 1)
    chosen = [hand[-1], hand[0], hand[2]]
    vp = w.game.view.viewport()
    for card in chosen:
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=card_point(w, card))
    scene = w.game.scene
    wait_until(qtbot, lambda: scene.chosen == chosen)
    assert [scene.card_item(c).order for c in chosen] == [1, 2, 3]
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=card_point(w, hand[0]))  # put back: the others close up
    wait_until(qtbot, lambda: scene.chosen == [hand[-1], hand[2]])
    assert [scene.card_item(c).order for c in (hand[-1], hand[0], hand[2])] == [1, 0, 2]


def _must_play(after) -> bool:  # type: ignore[no-untyped-def]
    return after.legal_actions() == [StayIn()]  # in Schnalzen the dealer never stays at home


def _last_card(after) -> bool:  # type: ignore[no-untyped-def]
    seat = after.current_player()
    return after.phase == "play" and bin(after.hands[seat]).count("1") == 1


def _leading_to_forced(state, forced) -> tuple[object, int]:  # type: ignore[no-untyped-def]
    """The action after which another seat has nothing to decide (``forced``), and that seat."""
    for action in state.legal_actions():
        after = state.clone()
        after.apply(action)
        if after.current_player() != state.current_player() and not after.is_terminal() and forced(after):
            return action, after.current_player()
    raise AssertionError("no action leads to a forced move")


def _hot_seat_before(forced) -> tuple[Record, int]:  # type: ignore[no-untyped-def]
    """A hot-seat match stopped where a human acts and the next human then has nothing to decide."""

    def before(s) -> bool:  # type: ignore[no-untyped-def]
        if s.is_terminal() or (len(s.legal_actions()) < 2 and not _last_card(s)):
            return False
        try:
            _leading_to_forced(s, forced)
        except AssertionError:
            return False
        return True

    record = record_until(before, ("human", "human", "human", "human"), game_id="schnalzen")
    return record, replay(record).state.current_player()


@pytest.mark.parametrize("forced", [_must_play, _last_card], ids=["must play", "last card"])
def test_a_forced_move_in_hot_seat_is_made_without_the_curtain(qtbot, home, forced) -> None:  # type: ignore[no-untyped-def]
    record, first = _hot_seat_before(forced)
    w = open_window(qtbot, home, FAST, size=(1100, 760))
    w.start_match(replay(record))
    curtain = w.game.curtain
    wait_until(qtbot, lambda: curtain.isVisible())
    assert curtain.seat == first
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    wait_until(qtbot, lambda: w.game.input_seat == first)
    c = w.controller
    state = c.state
    choice, forced_seat = _leading_to_forced(state, forced)
    made = state.clone()
    made.apply(choice)
    expected = made.legal_actions()[0].text()
    before = len(c.match.actions)
    assert c.submit(first, choice) is None
    faces: list[dict[int, set[int]]] = []
    shown: list[bool] = []

    def watch() -> bool:
        faces.append(face_up_hand_cards(w))
        shown.append(curtain.isVisible() and curtain.seat == forced_seat)
        return len(c.match.actions) >= before + 2 or (curtain.isVisible() and curtain.seat == forced_seat)

    wait_until(qtbot, watch)
    assert not any(shown), "the curtain came up for a move with nothing to decide"
    assert c.match.actions[before + 1] == expected
    assert not any(forced_seat in f for f in faces)  # the forced player's hand stayed face down


@pytest.mark.parametrize(("game_id", "question"), [("ramsen", "Play this deal or pass?"),
                                                   ("schnalzen", "Play this deal or stay at home?"),
                                                   ("zwanzig", "Play this deal or drop out?")])
def test_the_question_to_sit_out_is_the_game_s_own_sentence(game_id: str, question: str) -> None:
    """The question is written whole for each game: a game's word built into one sentence cannot be
    declined in every language (Raub's "Nejdem" came out lower-cased)."""
    from kartln.engine.registry import game as game_info

    info = game_info(game_id)
    ui = game_ui(game_id)
    ui.rules = info.default_rules(4)
    for seed in range(1, 200):
        state = info.new_state(ui.rules, seed)
        rng = random.Random(seed)
        while not state.is_terminal() and state.deal_no <= 2:
            legal = list(state.legal_actions())
            if any(isinstance(a, Drop) for a in legal):
                seat = state.current_player()
                ctx = ViewContext(("P0", "P1", "P2", "P3"), seat, True, frozenset({seat}))
                assert ui.panel_title(state.observation(seat), legal, ctx) == question
                return
            state.apply(info.random_action(legal, rng))
    raise AssertionError("no decision to sit out found")
