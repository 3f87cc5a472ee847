"""Ramsen, Mönch, Rams, Zwanzig and Schnalzen in the window: a whole match each, the human's decisions made through
the panels (the cut card, General Rams, play or drop, the widow, trumps), exchanges by selecting
cards and confirming, the dealer's swap by clicking the card laid away, card play by clicks; with
pictures of each moment and the count-down sheet against the engine's."""

from __future__ import annotations

from pathlib import Path

import pytest
from kartln.ai.levels import make_agent
from kartln.engine.actions import Exchange, Pass, PlayCard
from kartln.engine.games.mulatschak.actions import LayOut
from kartln.engine.games.rams_family.actions import SwapTrumpCard
from kartln.engine.registry import game
from kartln.gui.panels.choices import SelectPanel
from kartln.gui.panels.summary import MatchOverPanel
from kartln.gui.session import new_match
from kartln.gui.sheet_dialog import ScoreSheetDialog
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from table_helpers import (
    FAST,
    card_point,
    click_card_twice,
    colour_pixels,
    open_window,
    painted,
    seats,
    shots_dir,
    wait_until,
)

GAMES = {"ramsen": {}, "moench": {"fliege": True}, "rams": {"start_tokens": 5}, "zwanzig": {}, "schnalzen": {},
         "raub": {}, "bohemian-watten": {}, "mulatschak": {}}
SEEDS = {"mulatschak": 19}  # the human declares and takes a trump on sight for the card of its place
NO_TALLY = ("zwanzig", "schnalzen", "raub", "bohemian-watten", "mulatschak")  # sheets of totals only


def _click_card(qtbot, w, card: int) -> None:  # type: ignore[no-untyped-def]
    vp = w.game.view.viewport()
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=card_point(w, card))


def _choose_card(qtbot, w, card: int) -> None:  # type: ignore[no-untyped-def]
    """A click selects the card, a second click (not a double-click) plays or lays it away."""
    click_card_twice(qtbot, w, card)


def _select_and_confirm(qtbot, w, cards: tuple[int, ...]) -> None:  # type: ignore[no-untyped-def]
    """Click ``cards`` in this order on the table, then the panel's confirm button."""
    panel = w.game.panel
    assert isinstance(panel, SelectPanel)
    for card in cards:
        _click_card(qtbot, w, card)
    qtbot.waitUntil(lambda: w.game.scene.chosen == list(cards), timeout=2000)
    qtbot.mouseClick(panel.confirm, Qt.MouseButton.LeftButton)


def _button(w, text: str) -> QPushButton:  # type: ignore[no-untyped-def]
    found = [b for b in w.game.findChildren(QPushButton) if b.text() == text and b.isVisible()]
    assert found, f"no button {text!r} among {[b.text() for b in w.game.findChildren(QPushButton) if b.isVisible()]}"
    return found[0]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_whole_match_through_the_panels_and_the_cards(qtbot, home, tmp_path, game_id: str) -> None:  # type: ignore[no-untyped-def]
    shots = shots_dir(tmp_path)
    info = game(game_id)
    from dataclasses import replace

    rules = replace(info.default_rules(4), **GAMES[game_id])  # type: ignore[type-var]
    w = open_window(qtbot, home, FAST, size=(1100, 760))
    w.start_match(new_match(game_id, rules, seats("human", "ai", "ai", "ai"), seed=SEEDS.get(game_id, 3)))
    c = w.controller
    me = make_agent(game_id, "normal", 99, rules)  # the human's choices are a good player's
    pictures: dict[str, Path] = {}
    kinds: set[str] = set()
    for _ in range(2000):
        wait_until(qtbot, lambda: c.is_over() or (w.game.input_seat == 0 and w.game.idle()), timeout=20000)
        if c.is_over():
            break
        state = c.state
        obs = c.observation(0)
        legal = list(state.legal_actions())
        phase = str(state.phase)
        if phase not in pictures:
            pictures[phase] = shots / f"{game_id}-{phase}.png"
            w.grab().save(str(pictures[phase]))
        action = me.choose(obs, legal)
        before = len(c.match.actions)
        if isinstance(action, PlayCard):
            kinds.add("play")
            _choose_card(qtbot, w, action.card)
        elif isinstance(action, (Exchange, LayOut)):
            kinds.add("exchange" if isinstance(action, Exchange) else "lay out")
            _select_and_confirm(qtbot, w, action.cards)
        elif isinstance(action, SwapTrumpCard):
            kinds.add("swap")
            _choose_card(qtbot, w, action.card)
        else:
            kinds.add(type(action).__name__)
            qtbot.mouseClick(_panel_button(w, phase, action), Qt.MouseButton.LeftButton)
        wait_until(qtbot, lambda n=before: len(c.match.actions) > n, timeout=5000)
        assert c.match.actions[before] == action.text(), (phase, action, c.match.actions[before])
    assert c.is_over(), "the match did not end"
    assert "play" in kinds and ("exchange" in kinds or game_id in ("rams", "schnalzen"))
    if game_id == "zwanzig":
        assert "NameTrump" in kinds  # the human announced trumps after two cards
    if game_id == "mulatschak":
        assert {"Bid", "NameTrump", "lay out", "TakeInstead"} <= kinds  # he declared and took a trump for his card
    qtbot.waitUntil(lambda: isinstance(w.game.overlay, MatchOverPanel), timeout=10000)
    w.grab().save(str(shots / f"{game_id}-over.png"))
    w.activateWindow()
    qtbot.keyClick(w, Qt.Key.Key_S)
    dialog = next(d for d in w.findChildren(ScoreSheetDialog) if d.isVisible())
    rows = c.state.sheet
    assert rows and rows[-1].winners == tuple(c.state.winners())
    assert dialog.table.rowCount() >= len(rows)
    # the score drawn as on paper: crosses with their strokes, or the tokens left
    tallies = dialog.tallies.tallies
    assert dialog.tallies.isVisible() == (game_id not in NO_TALLY) and len(tallies) == (0 if game_id in NO_TALLY else 4)
    for seat, t in enumerate(tallies):
        if game_id in NO_TALLY:
            break
        if game_id == "rams":
            assert (t.kind, t.done) == ("tokens", max(0, c.state.scores()[seat]))
        else:
            penalties = sum(1 for row in rows if row.changes[seat] > 0)
            assert (t.kind, t.total) == ("crosses", 10 + 5 * penalties)
            assert t.done == sum(row.tricks[seat] for row in rows)  # a stroke for every trick
    dialog.grab().save(str(shots / f"{game_id}-sheet.png"))


# "Pass" is named by the question it answers
PASS_WORDS = {"cut": "Leave it", "general-rams": "No", "swap": "Keep my hand", "raub": "No", "lead": "Pass",
              "whiteout": "Play on", "bid": "Pass"}


def _panel_button(w, phase: str, action) -> QPushButton:  # type: ignore[no-untyped-def]
    """The panel's button that sends ``action``, else the visible button with its label."""
    button_for = getattr(w.game.panel, "button_for", None)
    button = button_for(action) if button_for is not None else None
    return button if button is not None and button.isVisible() else _button(w, _label(phase, action, w))


def _label(phase: str, action, w) -> str:  # type: ignore[no-untyped-def]
    """The text of the panel button that sends ``action``."""
    if isinstance(action, Pass) and phase in PASS_WORDS:
        return PASS_WORDS[phase]
    return str(w.game.ui.label(action, w.game.context()))


@pytest.mark.parametrize(("game_id", "title", "words"), [
    ("ramsen", "# Ramsen", ("Schleken", "crosses")), ("moench", "# Mönch", ("Fliege", "Mönch")),
    ("rams", "# Rams", ("widow", "General Rams")), ("zwanzig", "# Zwanzig", ("announcer", "hearts")),
    ("schnalzen", "# Schnalzen", ("WELI", "Stay at home")), ("raub", "# Raub", ("Refa", "Nejdem", "Muss")),
    ("bohemian-watten", "# Bohemian Watten", ("strikers", "exactly 0")),
    ("mulatschak", "# Mulatschak", ("Weli", "hold", "on sight", "Stay at home", "whiteout")),
])
def test_the_rules_page_is_there(game_id: str, title: str, words: tuple[str, ...]) -> None:
    from kartln.gui.rules_dialog import rules_markdown

    text = rules_markdown(game_id)
    assert text.startswith(title) and all(w in text for w in words)


def _banner_pixels(item) -> int:  # type: ignore[no-untyped-def]
    """Pixels of the WELI banner's red in the card ``item`` painted alone."""
    from kartln.gui.table.card_item import WELI_RED

    return colour_pixels(painted(item), WELI_RED.rgb())


def test_the_weli_carries_its_banner_on_the_table(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """schnalzen.md §2: the six of Bells (diamonds) is the WELI; at the table it shows a banner,
    which another card does not."""
    from kartln.engine.cards import WELI

    info = game("schnalzen")
    seed = next(s for s in range(1, 200) if info.new_state(info.default_rules(4), s).hands[0] >> WELI & 1)
    w = open_window(qtbot, home, FAST, size=(1100, 760))
    w.start_match(new_match("schnalzen", info.default_rules(4), seats("human", "ai", "ai", "ai"), seed=seed))
    qtbot.waitUntil(lambda: w.game.input_seat == 0 and w.game.idle(), timeout=10000)
    scene = w.game.scene
    item = scene.card_item(WELI)
    assert item is not None and item.shows_face
    other = next(scene.card_item(c) for c in range(36) if c != WELI and w.controller.state.hands[0] >> c & 1)
    assert _banner_pixels(item) > 20 and _banner_pixels(other) == 0
    w.grab().save(str(shots_dir(tmp_path) / "schnalzen-weli.png"))


def test_pending_refas_are_lines_under_the_raub_totals() -> None:
    """raub.md §8.2: a Refa is a line drawn under the scores until a scored deal uses it."""
    from kartln.engine.games.raub.actions import PassDeal
    from kartln.gui.games import game_ui
    from kartln.gui.view_model import ViewContext

    info = game("raub")
    state = info.new_state(info.default_rules(3), 4)
    state.apply(PassDeal())
    state.apply(PassDeal())
    ui = game_ui("raub")
    ctx = ViewContext(("Tess", "Anna", "Boris"), 0, True, frozenset({0}))
    obs = state.observation(0)
    sheet = ui.sheet(obs, ctx)
    assert sheet.totals[[c.title for c in sheet.columns].index("Counts")] == "Refa: ││"  # under the multipliers
    assert "Refa: ││" in ui.info_lines(obs, ctx)


def _laid_out_on_sight(stock: str, laid: str):  # type: ignore[no-untyped-def]
    """Mulatschak, seat 0 declares spades at 2 holding A♠ K♠ 10♥ J♥ 7♦ and lays out ``laid``; the
    stock starts with ``stock``."""
    from kartln.engine.actions import Bid, NameTrump
    from kartln.engine.cards import DECK_36, Suit
    from kartln.engine.games.mulatschak import MulatschakRules, MulatschakState

    from tests.engine.rams_helpers import cards, injected, packets_order

    hands = ("AS KS 10H JH 7D", "AH KH QH QS JS", "AC KC QC JC 10C", "AD KD QD JD 10D")
    dealt = packets_order(hands)
    order = dealt + [c for c in cards(stock) if c not in dealt]
    state = MulatschakState(MulatschakRules(whiteout=False), seed=1, dealer=3, decks=[injected(order, DECK_36)])
    for action in (Bid(2), Pass(), Pass(), Pass(), NameTrump(Suit.SPADES), LayOut(tuple(cards(laid)))):
        state.apply(action)
    return state


def test_the_exchange_on_sight_lies_in_pairs_and_is_asked_place_by_place(qtbot) -> None:  # type: ignore[no-untyped-def]
    """mulatschak.md §6.1: the laid-out cards lie in a row, each with a card dealt face up in front
    of it; the declarer sees his own cards, the others their backs; he is asked place by place."""
    from kartln.engine.cards import parse_card
    from kartln.engine.games.mulatschak.actions import KeepOriginal, TakeFaceUp
    from kartln.gui.games import game_ui
    from kartln.gui.table.layout import TableLayout
    from kartln.gui.view_model import ViewContext

    from tests.engine.rams_helpers import cards

    state = _laid_out_on_sight("9H 7C 8S 7H 9C", "10H JH")
    ui = game_ui("mulatschak")
    names = ("Tess", "Anna", "Boris", "Clara")
    mine = ui.extra_piles(state.observation(0), ViewContext(names, 0, True, frozenset({0})))
    theirs = ui.extra_piles(state.observation(1), ViewContext(names, 1, True, frozenset({1})))
    assert [[cv.card for cv in p.cards] for p in mine] == [cards("10H 9H"), cards("JH 7C")]
    assert [[cv.card for cv in p.cards] for p in theirs] == [[None, parse_card("9H")], [None, parse_card("7C")]]
    assert {p.place for p in mine} == {"pair"}
    obs = state.observation(0)
    panel = ui.make_panel(obs, state.legal_actions(), ViewContext(names, 0, True, frozenset({0})), None)
    qtbot.addWidget(panel)
    assert "Place 1 of 2" in panel.title.text()
    assert {b.text() for b in panel.findChildren(QPushButton)} == {"Take it", "Keep mine"}
    assert state.legal_actions() == [TakeFaceUp(), KeepOriginal()]
    behind, front = TableLayout(1100, 760, 4).pile(0, 2, 2, "pair")
    assert front.y > behind.y and abs(front.x - behind.x) < 1 and front.z > behind.z


def test_a_trump_on_sight_is_offered_on_top_or_for_the_card_of_its_place(qtbot) -> None:  # type: ignore[no-untyped-def]
    """mulatschak.md §6.1 step 2: at a place with a trump face up while the hand would stay short,
    the panel offers it on top, for the card of the place, or the own card kept."""
    from kartln.engine.games.mulatschak.actions import TakeInstead
    from kartln.gui.games import game_ui
    from kartln.gui.view_model import ViewContext

    state = _laid_out_on_sight("8S 7C 9H 7H 9C", "10H JH 7D")
    ui = game_ui("mulatschak")
    ctx = ViewContext(("Tess", "Anna", "Boris", "Clara"), 0, True, frozenset({0}))
    panel = ui.make_panel(state.observation(0), state.legal_actions(), ctx, None)
    qtbot.addWidget(panel)
    buttons = {b.text(): b for b in panel.findChildren(QPushButton)}
    assert set(buttons) == {"Take it on top", "Take it for mine", "Keep mine"}
    with qtbot.waitSignal(panel.action_chosen) as chosen:
        buttons["Take it for mine"].click()
    assert chosen.args == [TakeInstead()]


def test_the_exchange_on_sight_in_the_window(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The declarer at the table: his laid-out cards in the middle with the face-up cards in
    front; choosing on sight by the panel's buttons."""
    from kartln.engine.games.mulatschak.state import ON_SIGHT
    from table_helpers import record_until, replayed

    record = record_until(lambda s: s.phase == ON_SIGHT and s.current_player() == 0,
                          ("human", "ai", "ai", "ai"), game_id="mulatschak", seeds=range(1, 400))
    w = open_window(qtbot, home, FAST, size=(1100, 760))
    w.start_match(replayed(record))
    qtbot.waitUntil(lambda: w.game.input_seat == 0 and w.game.idle(), timeout=10000)
    state = w.controller.state
    position = state.sight_position
    original, face_up = state.sight[position]
    for card in (original, face_up):
        item = w.game.scene.card_item(card)
        assert item is not None and item.shows_face  # the declarer sees both cards of the place
    w.grab().save(str(shots_dir(tmp_path) / "mulatschak-on-sight.png"))
    before = len(w.controller.match.actions)
    qtbot.mouseClick(_button(w, "Keep mine"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(w.controller.match.actions) > before, timeout=5000)
    assert w.controller.match.actions[before] == "keep" and state.hands[0] >> original & 1


@pytest.mark.parametrize("game_id", ["schnalzen", "mulatschak"])
def test_sitting_out_is_staying_at_home_in_words(game_id: str) -> None:
    """schnalzen.md §4, mulatschak.md §6.2: the table says "stays at home", never "drops out"."""
    import random

    from kartln.engine import events as ev
    from kartln.gui.games import game_ui
    from kartln.gui.view_model import ViewContext

    info = game(game_id)
    ui = game_ui(game_id)
    ctx = ViewContext(("Tess", "Anna", "Boris", "Clara"), 0, True, frozenset({0}))
    for seed in range(200):
        state = info.new_state(info.default_rules(4), seed)
        rng = random.Random(seed)
        while not state.is_terminal() and state.deal_no < 3:
            before = ui.snapshot(state.observation(0), ctx)
            events = state.apply(rng.choice(state.legal_actions()))
            drop = next((e for e in events if isinstance(e, ev.Dropped) and e.seat != 0), None)
            if drop is not None:
                texts = [step.banner for step in ui.steps(before, events, state.observation(0), ctx)]
                assert any(f"{ctx.names[drop.seat]} stays at home" in t for t in texts), texts
                assert not any("drops out" in t for t in texts)
                return
    raise AssertionError("nobody stayed at home")


def test_the_german_weli_keeps_its_printed_banner_alone(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The German Schellen-6 is printed as the Weli with its banner; the table adds none to it,
    while the French six of diamonds gets the painted one."""
    from kartln.engine.cards import WELI
    from kartln.gui.card_renderer import CardRenderer
    from kartln.gui.table.card_item import CardItem, CardLook
    from kartln.gui.view_model import CardView

    renderer = CardRenderer()
    german = CardItem("w", CardView("w", WELI), CardLook(renderer, "german"), 120)
    french = CardItem("w", CardView("w", WELI), CardLook(renderer, "french"), 120)
    assert _banner_pixels(german) == 0 and _banner_pixels(french) > 20


def test_watten_marks_the_strikers_in_the_hand_and_states_exactly_zero(qtbot) -> None:  # type: ignore[no-untyped-def]
    """bohemian-watten.md §2, §7: the cards of the turned card's rank carry a star in the viewer's
    hand; the sheet states the exact-zero rule with its bounce."""
    from kartln.engine.cards import rank_of
    from kartln.gui.card_renderer import CardRenderer
    from kartln.gui.games import game_ui
    from kartln.gui.sheet_dialog import ScoreSheetDialog
    from kartln.gui.table.card_item import STAR_GOLD, CardItem, CardLook
    from kartln.gui.view_model import CardView, ViewContext

    info = game("bohemian-watten")
    rules = info.default_rules(4)
    ui = game_ui("bohemian-watten")
    ui.rules = rules
    ctx = ViewContext(("Tess", "Anna", "Boris", "Clara"), 0, True, frozenset({0}))
    state = next(s for s in (info.new_state(rules, seed) for seed in range(1, 300))
                 if s.turned_card is not None and any(rank_of(c) == rank_of(s.turned_card)
                                                      for c in range(36) if s.hands[0] >> c & 1))
    hand = ui.seat_view(state.observation(0), 0, ctx).hand
    assert {cv.card for cv in hand if cv.mark} == {c for c in range(36) if state.hands[0] >> c & 1
                                                   and rank_of(c) == rank_of(state.turned_card)}
    assert all(cv.mark in ("", "striker") for cv in hand)
    star = next(cv for cv in hand if cv.mark)
    look = CardLook(CardRenderer(), "french")
    marked = colour_pixels(painted(CardItem("s", star, look, 120)), STAR_GOLD.rgb())
    plain = colour_pixels(painted(CardItem("s", CardView("s", star.card), look, 120)), STAR_GOLD.rgb())
    assert marked > 10 and plain == 0
    sheet = ui.sheet(state.observation(0), ctx)
    assert "exactly 0" in sheet.title and "bounces" in sheet.title
    dialog = ScoreSheetDialog()
    qtbot.addWidget(dialog)
    dialog.show_sheet(sheet)
    assert dialog.rule.text() == sheet.title and not dialog.rule.isHidden()
