"""The game-generic table: the shared events' choreography, panels built from the shared actions,
partnerships on plates and sheets, and an exchange chosen with real clicks and keys."""

from __future__ import annotations

from dataclasses import replace

from kartln.engine import events as ev
from kartln.engine.actions import Bid, Double, Drop, Exchange, NameTrump, Pass, StayIn
from kartln.engine.cards import NUM_RANKS, Suit, card, suit_of
from kartln.engine.games.rams_family import RamsPhase
from kartln.engine.records import Match
from kartln.engine.registry import game
from kartln.engine.sheets import CountDownRow
from kartln.gui.games import game_ui
from kartln.gui.panels.choices import SelectPanel
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from table_helpers import FAST, card_point, hand_cards, open_window, seats

NAMES = ("Tess", "Anna", "Boris", "Clara")


def _table(players: int = 4, seed: int = 2):  # type: ignore[no-untyped-def]
    info = game("fuenf-dazu")
    state = info.new_state(info.default_rules(players), seed)
    ui = game_ui("fuenf-dazu")
    ctx = ViewContext(NAMES[:players], 0, True, frozenset({0}))
    obs = state.observation(0)
    return ui, ctx, obs, ui.snapshot(obs, ctx)


def test_the_shared_events_move_the_table_step_by_step(qtbot) -> None:  # type: ignore[no-untyped-def]
    ui, ctx, obs, before = _table()
    turned = card(Suit.HEARTS, 5)
    own = [c.card for c in before.seat(0).hand]
    events = [
        ev.CardTurnedUp(turned),
        ev.CardsExchanged(0, 2, (1 << own[0]) | (1 << own[1]), (1 << 30) | (1 << 31)),
        ev.CardsExchanged(1, 3, None, None),
        ev.TrumpNamed(2, Suit.SPADES),
        ev.Doubled(3, 2),
        ev.Dropped(2),
    ]
    steps = ui.steps(before, events, obs, ctx)
    kinds = [s.kind for s in steps]
    assert kinds == ["deal", "move", "move", "announce", "announce", "collect", "sync"]
    shown, mine, theirs, named, doubled, dropped = (s.snapshot for s in steps[:6])
    assert [p.key for p in shown.piles] == ["turnup"] and shown.piles[0].cards[0].card == turned
    assert shown.trump_card == turned and shown.trump == suit_of(turned)
    assert {c.card for c in mine.seat(0).hand} == (set(own) - set(own[:2])) | {30, 31}
    assert [p.key for p in mine.piles] == ["turnup"]  # the laid-away cards left the table
    assert len(theirs.seat(1).hand) == 5 and all(c.card is None for c in theirs.seat(1).hand)
    assert "You exchange 2 cards" in steps[1].banner and "Anna exchanges 3 cards" in steps[2].banner
    assert "Boris drops out" in steps[5].banner and dropped.seat(2).bid == "Drops"
    assert named.trump == Suit.SPADES and "Boris names" in steps[3].banner
    assert doubled.seat(3).bid == "×2" and "×2" in steps[4].banner
    assert not dropped.seat(2).active and dropped.seat(2).hand == () and dropped.seat(2).status == "dropped out"


def test_panels_are_built_from_the_shared_actions(qtbot) -> None:  # type: ignore[no-untyped-def]
    ui, ctx, obs, _ = _table()

    def panel(legal):  # type: ignore[no-untyped-def]
        p = ui.make_panel(obs, legal, ctx, None)
        qtbot.addWidget(p)
        return p, [b.text() for b in p.findChildren(QPushButton)]

    p, texts = panel([StayIn(), Drop()])
    assert p.title.text() == "Play this deal or drop out?" and texts == ["Play", "Drop out"]
    assert p.first_button().text() == "Play"
    p, texts = panel([NameTrump(Suit.HEARTS), NameTrump(Suit.SPADES), NameTrump(None)])
    assert texts == ["♥", "♠", "No trumps"]
    p, texts = panel([Double(), Pass()])
    assert p.first_button().text() == "Pass"  # not doubling is the modest default
    p, texts = panel([Bid(2), Bid(3), Bid(4), Pass()])
    assert texts == ["Bid 2", "Pass"] and p.title.text() == "Your bid"
    chosen = []
    p.action_chosen.connect(chosen.append)
    p.spin.setValue(4)
    p.first_button().click()
    assert chosen == [Bid(4)]
    p, texts = panel([Exchange(()), Exchange((3,)), Exchange((3, 4))])
    assert isinstance(p, SelectPanel) and p.confirm.text() == "Keep my cards"
    p.set_chosen(frozenset({3, 4}))
    assert p.confirm.text() == "Exchange 2 cards"


def test_partnerships_show_on_the_plates_and_the_sheet(qtbot) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.games.sheets import countdown_sheet, countdown_standings

    ui, ctx, obs, _ = _table()
    teams = ((0, 2), (1, 3))
    snap = ui.snapshot(replace(obs, teams=teams), ctx)
    assert [sv.team for sv in snap.seats] == [0, 1, 0, 1]
    assert snap.seat(0).note == "with Boris" and snap.seat(3).note == "with Anna"
    row = CountDownRow(1, 0, (1, 2, 3, 0), (3, 2, 3, 2), (-5, -5, -5, -5), (10, 10, 10, 10))
    sheet = countdown_sheet([row], 15, (10, 10, 10, 10), teams, ctx)
    assert [c.title for c in sheet.columns] == ["Deal", "Dealer", "Tess & Boris", "Anna & Clara"]  # no notes yet
    assert sheet.rows[1][2:4] == ("10\n−5", "10\n−5")  # the minus sign, not a hyphen
    standings = countdown_standings((4, 0, 4, 0), (1, 3), teams, ctx)
    assert standings.rows[0][1] == "Anna & Clara"


def _ramsen_match(seed: int) -> Match:
    info = game("ramsen")
    rules = replace(info.default_rules(3), schleken=False)  # type: ignore[type-var]
    return Match("ramsen", rules, seed, seats("human", "ai", "ai"))


def _open_ramsen(qtbot, home, seed: int):  # type: ignore[no-untyped-def]
    """A window with a three-player Ramsen match whose computers answer at once, waiting for the
    human's exchange."""
    w = open_window(qtbot, home, FAST)
    w.start_match(_ramsen_match(seed))
    for d in w.controller.drivers:
        d.min_think = 0.0  # type: ignore[attr-defined]
    _ready(qtbot, w, RamsPhase.EXCHANGE)
    return w


def _ready(qtbot, w, phase: str) -> None:  # type: ignore[no-untyped-def]
    c = w.controller
    qtbot.waitUntil(lambda: c.waiting_for_human() == 0 and w.game.input_seat == 0 and w.game.idle()
                    and c.state.phase == phase, timeout=5000)


def test_an_exchange_is_chosen_with_clicks_and_keys_and_binds_to_play(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = _open_ramsen(qtbot, home, 5)
    c = w.controller
    state, scene = c.state, w.game.scene
    assert scene.trump.card == state.turned_card and scene.trump.isVisible()  # the turned-up card by the sign
    panel = w.game.panel
    assert isinstance(panel, SelectPanel) and panel.confirm.text() == "Keep my cards"
    hand = sorted(hand_cards(state, 0), key=lambda x: [it.card for it in scene.own_cards()].index(x))
    vp = w.game.view.viewport()
    first = hand[1]
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=card_point(w, first))
    assert scene.chosen == [first] and panel.confirm.text() == "Exchange 1 card"
    qtbot.waitUntil(lambda: scene.card_item(first).pos().y() < scene.card_item(hand[0]).pos().y() - 5, timeout=2000)
    w.game.view.setFocus()
    qtbot.keyClick(w.game.view, Qt.Key.Key_Right)  # the cursor moves on from the clicked card
    second = scene.selected
    assert second not in (None, first)
    qtbot.keyClick(w.game.view, Qt.Key.Key_Space)
    assert scene.chosen == [first, second] and panel.confirm.text() == "Exchange 2 cards"
    before = len(c.match.actions)
    qtbot.keyClick(w.game.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.match.actions) > before, timeout=3000)
    assert c.match.actions[before] == Exchange(tuple(sorted((first, second)))).text()
    assert not {first, second} & hand_cards(c.state, 0)
    # play or pass: having exchanged, the human may only play (ramsen.md §6)
    _ready(qtbot, w, RamsPhase.STAY)
    buttons = {b.text(): b for b in w.game.panel.findChildren(QPushButton)}
    assert set(buttons) == {"Play"} and "You exchanged" in w.game.panel.title.text()


def test_a_human_who_keeps_his_cards_may_pass_and_sits_the_deal_out(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = _open_ramsen(qtbot, home, 6)
    c = w.controller
    qtbot.mouseClick(w.game.panel.confirm, Qt.MouseButton.LeftButton)  # keep my cards
    _ready(qtbot, w, RamsPhase.STAY)
    buttons = {b.text(): b for b in w.game.panel.findChildren(QPushButton)}
    assert set(buttons) == {"Play", "Pass"}
    qtbot.mouseClick(buttons["Pass"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: 0 not in c.state.active and w.game.idle(), timeout=5000)
    scene = w.game.scene
    plate, shown = scene.plates[0], scene.snapshot.seat(0)
    assert not shown.active and shown.hand == () and shown.status == "passed"
    assert plate.opacity() < 1.0


def test_a_second_packet_adds_to_the_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Dealt 3 and then 2 in another action: the two land beside the three already held."""
    info = game("bauernschnapsen")
    state = info.new_state(info.default_rules(4), 9)  # Tess is forehand: she makes the trump after three cards
    ui = game_ui("bauernschnapsen")
    ctx = ViewContext(NAMES, 0, True, frozenset({0}))
    before = ui.snapshot(state.observation(0), ctx)
    assert [len(sv.hand) for sv in before.seats] == [3, 3, 3, 3]
    first = {c.card for c in before.seat(0).hand}
    suit = next(s for s in range(4) if any(c // NUM_RANKS == s for c in first))
    events = state.apply(NameTrump(Suit(suit)))
    steps = ui.steps(before, events, state.observation(0), ctx)
    dealt = next(s.snapshot for s in steps if s.kind == "deal")
    assert [len(sv.hand) for sv in dealt.seats] == [5, 5, 5, 5]
    assert {c.card for c in dealt.seat(0).hand} == hand_cards(state, 0) > first
    assert [c.key for c in dealt.seat(1).hand] == [f"h1.{i}" for i in range(5)]  # the first three keep their keys
    assert dealt.seat(0).hand == steps[-1].snapshot.seat(0).hand  # as the final snapshot has it
