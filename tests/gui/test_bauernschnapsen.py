"""Bauernschnapsen in the window: a whole hot-seat match played through the panels and card clicks,
pictures of the auction, a solo in play and the Bummerl sheet, the new-game dialog and the rules page."""

from __future__ import annotations

import os
import random
from dataclasses import replace
from pathlib import Path

from kartln.engine.actions import Double, NameTrump, Pass, PlayCard, Redouble
from kartln.engine.cards import NUM_RANKS, Suit
from kartln.engine.games.bauernschnapsen.actions import Announce, CutDeck, Knock, Subcontra, TurnUp
from kartln.engine.games.bauernschnapsen.rules import BauernschnapsenRules
from kartln.engine.registry import game
from kartln.gui.games.bauernschnapsen import first_tricks
from kartln.gui.games.bauernschnapsen_panels import contract_label
from kartln.gui.games.text import action_label, card_label
from kartln.gui.panels.summary import MatchOverPanel
from kartln.gui.session import new_match
from kartln.gui.sheet_dialog import LastTrickDialog
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QLabel, QPushButton
from table_helpers import FAST, click_card_twice, face_up_hand_cards, hand_cards, open_window, seats, wait_until

GAME = "bauernschnapsen"
CHAIN = {Double: "Kontra", Redouble: "Re", Subcontra: "Sub"}


def _shots(tmp_path: Path) -> Path:
    out = Path(os.environ.get("KARTLN_SHOTS", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    return out


def _label(action, w, rules) -> str:  # type: ignore[no-untyped-def]
    """The text of the panel button that sends ``action``."""
    if isinstance(action, Pass):
        return "Pass"
    if isinstance(action, CutDeck):
        return "Cut"
    if isinstance(action, Knock):
        return "Knock"
    if isinstance(action, NameTrump):
        return action_label(action, w.game.context())
    if isinstance(action, TurnUp):
        return {None: "Turn up a card", 0: "🂠 First card", 1: "🂠 Second card"}[action.index]
    if isinstance(action, Announce):
        return contract_label(action, rules)
    return "Say " + CHAIN[type(action)]


def _button(w, text: str) -> QPushButton:  # type: ignore[no-untyped-def]
    found = [b for b in w.game.findChildren(QPushButton) if b.text() == text and b.isVisible()]
    assert found, f"no button {text!r}"
    return found[0]


def _choose(state, rng: random.Random):  # type: ignore[no-untyped-def]
    """A varied but legal choice: contracts and Kontra now and then, any legal card."""
    legal = list(state.legal_actions())
    if state.phase == "auction":
        announce = [a for a in legal if isinstance(a, Announce)]
        return announce[0] if announce and rng.random() < 0.12 else Pass()
    if state.phase == "doubling":
        return next(a for a in legal if not isinstance(a, Pass)) if rng.random() < 0.12 else Pass()
    if state.phase == "play":
        return rng.choice(legal)
    return rng.choice(legal)


def _privacy_holds(w, seat: int, seen_exposed: set[bool]) -> None:  # type: ignore[no-untyped-def]
    """Only the seat at the screen sees its hand; the turned-up trump card is public."""
    state = w.controller.state
    shown = face_up_hand_cards(w)
    public = {state.exposed} if state.exposed is not None else set()
    for s, cards in shown.items():
        if s != seat:
            assert cards <= public, f"seat {s}'s cards are face up while seat {seat} acts"
    if seat != state.sitting_out:
        assert shown.get(seat, set()) | public >= hand_cards(state, seat)
    if (state.exposed is not None and state.hands[state.forehand] >> state.exposed & 1
            and state.sitting_out != state.forehand):  # a sitting-out hand lies face down
        item = w.game.scene.card_item(state.exposed)  # marked in forehand's hand, for him too
        assert item is not None and item.exposed and item.shows_face, (state.phase, seat, state.forehand)
        seen_exposed.add(seat == state.forehand)


def _first_tricks_lie_face_up(w, first) -> None:  # type: ignore[no-untyped-def]
    """§7 UI rule: each team's first trick lies face up on the table, apart from the hands and
    the trick, with a caption naming the team."""
    scene = w.game.scene
    hands = [scene.layout.hand_rect(s) for s in range(4)]
    for team, cards in first.items():
        for card in cards:
            item = scene.card_item(card)
            assert item is not None and item.shows_face and item.zone[0] == "pile", f"{card} is not shown"
            box = item.sceneBoundingRect()
            assert all(not box.intersects(QRectF(*r)) for r in hands), "a first trick lies over a hand"
        names = " & ".join(w.game.context().names[s] for s in (team, team + 2))
        assert any(b.isVisible() and names in b.text for b in scene.captions)


def test_a_whole_hot_seat_match_through_the_panels_and_the_cards(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    shots = _shots(tmp_path)
    rules = BauernschnapsenRules(knock_allowed=True)
    w = open_window(qtbot, home, FAST, size=(1100, 760))
    w.start_match(new_match(GAME, rules, seats("human", "human", "human", "human"), seed=47))
    c = w.controller
    curtain = w.game.curtain
    rng = random.Random(47)  # with seed 47: seven deals, a marriage, two cards turned up
    pictures: dict[str, Path] = {}
    seen_phases: set[str] = set()
    seen_exposed: set[bool] = set()  # whether forehand or another seat looked at the marked card
    marriages = solos = plays = turned = 0
    for _ in range(3000):
        wait_until(qtbot, lambda: c.is_over() or curtain.isVisible() or (w.game.input_seat >= 0 and w.game.idle()),
                   timeout=10000)
        if c.is_over():
            break
        if curtain.isVisible():
            shown = set().union(*face_up_hand_cards(w).values())
            assert shown <= {c.state.exposed}, "only the turned-up trump is face up under the curtain"
            qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
            continue
        seat = w.game.input_seat
        state = c.state
        _privacy_holds(w, seat, seen_exposed)
        seen_phases.add(state.phase)
        moments = {
            "auction": state.phase == "auction" and state.highest is not None,
            "trump": state.phase == "trump" and not state.knocked,
            "doubling": state.phase == "doubling",
            "exposed": state.exposed is not None and seat != state.forehand and state.phase == "auction",
        }
        for name, now in moments.items():
            if now and name not in pictures:
                pictures[name] = shots / f"bauernschnapsen-{name}.png"
                w.grab().save(str(pictures[name]))
        if (state.phase == "play" and state.sitting_out is not None and state.trick
                and "solo" not in pictures):
            pictures["solo"] = shots / "bauernschnapsen-solo.png"
            w.grab().save(str(pictures["solo"]))
            sits = w.game.scene.plates[state.sitting_out] if hasattr(w.game.scene, "plates") else None
            assert sits is None or not sits.view.active
            solos += 1
        if state.phase == "play" and len(first_tricks(c.observation(seat))) == 2 and "last" not in pictures:
            _first_tricks_lie_face_up(w, first_tricks(c.observation(seat)))
            pictures["first"] = shots / "bauernschnapsen-first-tricks.png"
            w.grab().save(str(pictures["first"]))
            qtbot.keyClick(w, Qt.Key.Key_L)  # the last trick, and each team's first trick (§7)
            dlg = next(d for d in w.findChildren(LastTrickDialog) if d.isVisible())
            captions = "\n".join(label.text() for label in dlg.findChildren(QLabel))
            assert "The first trick of each team:" in captions
            assert all(name in captions for name in ("Tess & Boris", "Anna & Clara"))
            pictures["last"] = shots / "bauernschnapsen-last-trick.png"
            dlg.grab().save(str(pictures["last"]))
            dlg.close()
            w.activateWindow()
        action = _choose(state, rng)
        before = len(c.match.actions)
        if isinstance(action, PlayCard):
            plays += 1
            if plays % 2:  # a click chooses the card, a second click plays it
                click_card_twice(qtbot, w, action.card)
            else:  # the arrow keys choose it, Enter plays it
                view = w.game.view
                view.setFocus()
                for _ in range(6):
                    if w.game.scene.selected == action.card:
                        break
                    qtbot.keyClick(view, Qt.Key.Key_Right)
                assert w.game.scene.selected == action.card
                qtbot.keyClick(view, Qt.Key.Key_Return)
            if PlayCard(action.card, True) in state.legal_actions():
                text = "Declare the marriage" if action.marriage else "Just play the card"
                qtbot.waitUntil(lambda t=text: any(b.text() == t and b.isVisible()
                                                   for b in w.game.findChildren(QPushButton)), timeout=3000)
                qtbot.mouseClick(_button(w, text), Qt.MouseButton.LeftButton)
                marriages += action.marriage
        else:
            turned += isinstance(action, TurnUp)
            qtbot.mouseClick(_button(w, _label(action, w, rules)), Qt.MouseButton.LeftButton)
        wait_until(qtbot, lambda n=before: len(c.match.actions) > n, timeout=3000)
        assert c.match.actions[before] == action.text()
    assert c.is_over()
    assert {"cut", "trump", "auction", "doubling", "play"} <= seen_phases
    assert marriages >= 1 and turned >= 2 and c.state.deal_no == 7
    assert seen_exposed == {True, False}, "the turned-up card is marked for forehand and for the others"
    assert {"auction", "solo", "trump", "doubling", "exposed", "last"} <= set(pictures)
    qtbot.waitUntil(lambda: isinstance(w.game.overlay, MatchOverPanel), timeout=10000)
    assert "win the game" in w.game.overlay.title.text()
    # the Bummerl sheet holds the engine's rows
    w.activateWindow()
    qtbot.keyClick(w, Qt.Key.Key_S)
    table = w.sheet_dialog.table
    sheet = c.state.sheet
    assert table.rowCount() == len(sheet) + 1
    for r, row in enumerate(sheet):
        assert table.item(r, 0).text() == str(row.deal_no)
        assert row.contract.title in table.item(r, 1).text()
        for t in (0, 1):
            assert table.item(r, 2 + t).text().split("\n")[0] == str(row.team_scores[t])
    last = sheet[-1]
    assert last.winners and ("Bummerl" in table.item(len(sheet) - 1, 4).text()
                             or "Schneider" in table.item(len(sheet) - 1, 4).text())
    w.sheet_dialog.resize(900, 520)
    w.sheet_dialog.grab().save(str(shots / "bauernschnapsen-sheet.png"))
    w.grab().save(str(shots / "bauernschnapsen-over.png"))


def test_the_turned_up_trump_lies_face_up_in_forehands_hand(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match(GAME, BauernschnapsenRules(), seats("human", "ai", "ai", "ai"), seed=9))
    c = w.controller
    for d in c.drivers:
        d.min_think = 0.0  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: w.game.input_seat == 0 and w.game.idle(), timeout=10000)
    assert c.state.phase == "trump" and c.state.forehand == 0  # Tess is forehand with seed 9
    pile = w.game.scene.snapshot.piles
    assert [len(p.cards) for p in pile] == [2]  # the two face-down cards to turn up from
    texts = [b.text() for b in w.game.panel.findChildren(QPushButton)]
    assert texts[-2:] == ["🂠 First card", "🂠 Second card"]
    assert len(texts) - 2 == len({card // NUM_RANKS for card in hand_cards(c.state, 0)})  # the suits she holds
    qtbot.mouseClick(_button(w, "🂠 Second card"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.state.phase != "trump", timeout=3000)
    exposed = c.state.exposed
    assert exposed is not None and exposed in hand_cards(c.state, 0)
    qtbot.waitUntil(w.game.idle, timeout=5000)
    item = w.game.scene.card_item(exposed)
    assert item is not None and item.shows_face and item.zone == ("hand", 0)
    assert w.game.scene.trump.isVisible() and not w.game.scene.snapshot.piles
    assert f"Turned up: {card_label(exposed, w.game.context())}" in w.game.scene.snapshot.info
    # the computers see it too: in the view of seat 1 it is the one face-up card of Tess's hand
    obs = c.state.observation(1)
    view = w.game.ui.snapshot(obs, ViewContext(w.game.names, 1, True))
    assert [cv.card for cv in view.seats[0].hand if cv.shows_face] == [exposed]


def test_the_new_game_dialog_shows_the_partnerships(qtbot) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.new_game_dialog import NewGameDialog
    from kartln.gui.settings import Settings

    dlg = NewGameDialog(Settings(player_name="Ola"))
    qtbot.addWidget(dlg)
    dlg.game.setCurrentIndex(dlg.game.findData(GAME))
    assert dlg.game.currentText() == "Bauernschnapsen"
    assert [dlg.players.itemData(i) for i in range(dlg.players.count())] == [4]
    names = [dlg.rows[i].name.text() for i in range(4)]
    assert names[2] in dlg.rows[0].label.text() and names[0] in dlg.rows[2].label.text()
    assert names[3] in dlg.rows[1].label.text()
    for i in (1, 2, 3):
        dlg.rows[i].kind.setCurrentIndex(dlg.rows[i].kind.findData("human"))
    dlg.rows[1].name.setText("Mia")
    assert "Mia" in dlg.rows[3].label.text()
    ng = dlg.new_game()
    assert ng.game_id == GAME and [s.kind for s in ng.seats] == ["human"] * 4
    dlg.game.setCurrentIndex(dlg.game.findData("thousand"))
    assert dlg.rows[0].label.text() == "Seat 1"
    assert not dlg.partner.isVisibleTo(dlg)


def test_the_player_chooses_his_partner_in_the_new_game_dialog(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Teams are chosen in the dialog: the partner chosen moves opposite seat 1, with his
    player kind and level; the others keep their order."""
    from kartln.gui.new_game_dialog import NewGameDialog
    from kartln.gui.settings import Settings

    dlg = NewGameDialog(Settings(player_name="Ola"))
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.game.setCurrentIndex(dlg.game.findData(GAME))
    assert dlg.partner.isVisible()
    names = [dlg.rows[i].name.text() for i in range(4)]
    assert dlg.partner.currentText() == f"{names[2]} (seat 3)"
    dlg.rows[1].kind.setCurrentIndex(dlg.rows[1].kind.findData("human"))
    dlg.partner.setFocus()
    qtbot.keyClick(dlg.partner, Qt.Key.Key_Up)  # from seat 3 to seat 2
    ng = dlg.new_game()
    assert [s.name for s in ng.seats] == [names[0], names[2], names[1], names[3]]
    assert [s.kind for s in ng.seats] == ["human", "ai", "human", "ai"]
    assert dlg.partner.currentText() == f"{names[1]} (seat 3)"
    assert names[1] in dlg.rows[0].label.text()
    dlg.grab().save(str(_shots(tmp_path) / "bauernschnapsen-partner.png"))


def test_the_rules_page_is_there() -> None:
    from kartln.gui.rules_dialog import rules_markdown

    text = rules_markdown(GAME)
    assert text.startswith("# Bauernschnapsen")
    for word in ("Aufschlagen", "Bettler", "Zehnerloch", "Herrenschnapser", "Kontra", "Bummerl", "Schneider",
                 "knock", "66", "24"):
        assert word in text
    assert game(GAME).rules_file == "bauernschnapsen.md"


def test_a_claim_lays_the_hand_open_and_is_scored_without_play(qtbot) -> None:  # type: ignore[no-untyped-def]
    from kartln.engine.games.bauernschnapsen.contracts import Contract
    from kartln.gui.games import game_ui

    info = game(GAME)
    state = info.new_state(BauernschnapsenRules(), 1022)  # Boris (forehand) holds all five spades
    ui = game_ui(GAME)
    ctx = ViewContext(("Tess", "Anna", "Boris", "Clara"), 0, True, frozenset({0}))
    state.apply(NameTrump(Suit.SPADES))
    claim = Announce(Contract.HERRENSCHNAPSER)
    assert claim in state.legal_actions() and state.forehand == 2
    hand = hand_cards(state, 2)
    state.apply(claim)
    state.apply(Pass())
    state.apply(Pass())
    before = ui.snapshot(state.observation(0), ctx)
    assert before.seat(2).bid == "Herrenschnapser"
    events = state.apply(Pass())  # the last pass settles the auction: the claim is shown and scored
    steps = ui.steps(before, events, state.observation(0), ctx)
    shown = next(s for s in steps if s.kind == "show")
    assert {c.card for c in shown.snapshot.seat(2).hand if c.shows_face} == hand
    assert "Boris lays the cards open" in shown.banner
    scored = next(s for s in steps if s.kind == "scored")
    assert scored.deltas == (24, 0, 24, 0)  # Boris plays with Tess
    assert "Herrenschnapser" in ui.deal_summary(scored.row, state.observation(0), ctx).title


def test_with_a_random_turn_up_the_trump_panel_has_one_turn_button(qtbot) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.games import game_ui

    rules = BauernschnapsenRules(aufschlagen="random")
    state = game(GAME).new_state(rules, 9)
    ui = game_ui(GAME)
    ui.rules = rules
    ctx = ViewContext(("Tess", "Anna", "Boris", "Clara"), 0, True, frozenset({0}))
    panel = ui.make_panel(state.observation(0), state.legal_actions(), ctx, None)
    qtbot.addWidget(panel)
    texts = [b.text() for b in panel.findChildren(QPushButton)]
    assert texts.count("Turn up a card") == 1 and not any("First card" in t for t in texts)
    with qtbot.waitSignal(panel.action_chosen) as sent:
        next(b for b in panel.findChildren(QPushButton) if b.text() == "Turn up a card").click()
    assert sent.args == [TurnUp()]


def test_four_computer_players_finish_a_match_in_the_window(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """Hard partners against normal ones, thinking in the worker process, to the end of a game (taken up
    from a saved match a team's first deals from its end, as Continue would)."""
    from kartln.engine.records import Record, replay

    info = game(GAME)
    rules = info.default_rules(4)
    for seed in range(12, 60):  # random play to a deal's start with a team at 16 or more (some reach 24 at once)
        state, rng, actions = info.new_state(rules, seed), random.Random(seed), list[str]()
        while not state.is_terminal() and not (state.phase in ("cut", "trump") and max(state.team_scores) >= 16):
            action = info.random_action(list(state.legal_actions()), rng)
            actions.append(action.text())
            state.apply(action)
        if not state.is_terminal():
            break
    players = tuple(replace(s, level="hard" if i % 2 == 0 else "normal")
                    for i, s in enumerate(seats("ai", "ai", "ai", "ai")))
    w = open_window(qtbot, home, FAST)
    w.start_match(replay(Record(GAME, info.rules_to_dict(rules), seed, players, tuple(actions))))
    c = w.controller
    for d in c.drivers:
        d.min_think = 0.0  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: isinstance(w.game.overlay, MatchOverPanel), timeout=60000)
    state = c.state
    assert state.is_terminal() and max(state.team_scores) >= 24
    assert len(state.sheet) >= 2 and state.sheet[-1].winners
