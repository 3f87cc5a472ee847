"""What others did stays visible until the deal moves on: the word each seat said on its plate,
a declared marriage marked on the declarer's plate, the "This deal" window listing the deal so
far, the review naming a marriage on its trick; and Bauernschnapsen's first tricks and roles."""

from __future__ import annotations

import random
from collections.abc import Callable

from kartln.engine import events as ev
from kartln.engine.games.bauernschnapsen.events import ContractSettled
from kartln.engine.games.raub.events import DeclarerFound
from kartln.engine.records import Match
from kartln.engine.registry import game
from kartln.gui.deal_history import finished_deals
from kartln.gui.deal_log import DealLogDialog
from kartln.gui.deal_review import DealReviewDialog
from kartln.gui.games import game_ui
from kartln.gui.games.text import card_label, suit_label
from kartln.gui.main_window import MainWindow
from kartln.gui.panels.summary import DealSummary
from kartln.gui.table.layout import TableLayout
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import QRectF, Qt
from table_helpers import FAST, open_window, record_until, replayed, seats, shots_dir, wait_until

SHOT_SIZE = (820, 560)


def _at(qtbot, home, game_id: str, kinds: tuple[str, ...], condition: Callable[[object], bool],  # type: ignore[no-untyped-def]
        size: tuple[int, int] = (1024, 700)) -> MainWindow:
    """The window at the first position of random play where ``condition`` holds and seat 0, a
    human, is to act, with the table at rest."""
    record = record_until(lambda s: s.current_player() == 0 and condition(s), kinds, game_id=game_id)
    w = open_window(qtbot, home, FAST, size)
    w.start_match(replayed(record))
    c = w.controller
    assert c is not None
    wait_until(qtbot, lambda: c.waiting_for_human() == 0 and w.game.input_seat == 0 and w.game.idle())
    return w


def _events(state) -> list[object]:  # type: ignore[no-untyped-def]
    return list(state.observation(0).events)


def _word(w: MainWindow, seat: int) -> str:
    bubble = w.game.scene.bubbles[seat]
    return bubble.text if bubble.isVisible() else ""


def _open_log(qtbot, w: MainWindow) -> DealLogDialog:  # type: ignore[no-untyped-def]
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.keyClick(w, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: w.deal_log_dialog is not None and w.deal_log_dialog.isVisible(), timeout=3000)
    assert w.deal_log_dialog is not None
    return w.deal_log_dialog


def _lines(dlg: DealLogDialog) -> list[str]:
    return [dlg.list.item(i).text() for i in range(dlg.list.count())]


# -- the words on the plates -----------------------------------------------------------------


def test_a_pass_and_a_bid_stay_on_the_plates_and_the_log_lists_the_auction(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    def bid_and_pass(s) -> bool:  # type: ignore[no-untyped-def]
        events = _events(s)
        return (s.phase == "auction" and any(isinstance(e, ev.Passed) and e.seat != 0 for e in events)
                and any(isinstance(e, ev.BidMade) and e.seat != 0 for e in events))

    w = _at(qtbot, home, "thousand", ("human", "ai", "ai"), bid_and_pass, SHOT_SIZE)
    c = w.controller
    assert c is not None
    events = _events(c.state)
    passed = next(e.seat for e in events if isinstance(e, ev.Passed) and e.seat != 0)
    assert _word(w, passed) == "Pass"
    w.grab().save(str(shots_dir(tmp_path) / "trail-thousand-pass.png"))
    dlg = _open_log(qtbot, w)
    lines = _lines(dlg)
    names = w.game.context().names
    assert f"{names[passed]} passes" in lines
    for e in events:
        if isinstance(e, ev.BidMade):
            assert f"{names[e.seat]} bids {e.value}" in lines
    # nothing the viewer may not see: no card of another hand or of the face-down stock is named
    ctx = w.game.context()
    mine = {x for x in range(24) if c.state.hands[0] >> x & 1}
    text = "\n".join(lines)
    assert all(card_label(x, ctx) not in text for x in range(24) if x not in mine)
    dlg.resize(*SHOT_SIZE)
    dlg.grab().save(str(shots_dir(tmp_path) / "trail-thousand-log.png"))


def test_idem_and_nejdem_stay_on_the_plates_through_the_tricks_of_raub(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    def in_the_tricks(s) -> bool:  # type: ignore[no-untyped-def]
        events = _events(s)
        return (s.phase == "play" and s.trick_no >= 1 and any(isinstance(e, ev.Dropped) for e in events)
                and any(isinstance(e, ev.StayedIn) for e in events))

    w = _at(qtbot, home, "raub", ("human", "ai", "ai", "ai"), in_the_tricks)
    c = w.controller
    assert c is not None
    said = {}
    for e in _events(c.state):
        if isinstance(e, ev.StayedIn):
            said[e.seat] = "Idem"
        elif isinstance(e, ev.Dropped):
            said[e.seat] = "Nejdem"
        elif isinstance(e, DeclarerFound):
            said[e.seat] = {"lead": "I lead"}.get(e.how, e.how.capitalize())
    assert said
    for seat, word in said.items():
        if word == "Nejdem":  # said once, by the plate's note of a seat out of the deal, not again in a bubble
            assert _word(w, seat) == "" and w.game.scene.snapshot.seat(seat).status == "Nejdem", seat
        else:
            assert _word(w, seat) == word, seat
    w.grab().save(str(shots_dir(tmp_path) / "trail-raub.png"))
    lines = _lines(_open_log(qtbot, w))
    names = w.game.context().names
    for seat, word in said.items():
        if word == "Idem":
            assert f"{names[seat]}: Idem" in lines
        if word == "Nejdem":
            assert f"{names[seat]} says Nejdem" in lines
    assert any(line.endswith("takes the trick") for line in lines)


def test_kontra_stays_on_the_plate_through_the_tricks_of_bauernschnapsen(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    def doubled_in_play(s) -> bool:  # type: ignore[no-untyped-def]
        return s.phase == "play" and s.trick_no >= 1 and any(isinstance(e, ev.Doubled) for e in _events(s))

    w = _at(qtbot, home, "bauernschnapsen", ("human", "ai", "ai", "ai"), doubled_in_play)
    c = w.controller
    assert c is not None
    events = _events(c.state)
    last = {e.seat: e.factor for e in events if isinstance(e, ev.Doubled)}
    for seat, factor in last.items():
        assert _word(w, seat) == {2: "Kontra", 4: "Re", 8: "Sub"}[factor]
    settled = next(e for e in events if isinstance(e, ContractSettled))
    if settled.declarer not in last:
        assert _word(w, settled.declarer) == settled.contract.title
    assert all(_word(w, s) != "Pass" for s in range(4))  # a pass changes nothing in the tricks


# -- marriages -------------------------------------------------------------------------------


def _married(s) -> bool:  # type: ignore[no-untyped-def]
    return s.phase == "play" and any(isinstance(e, ev.MarriageDeclared) for e in _events(s))


def test_a_declared_marriage_is_marked_on_the_declarers_plate_and_told_in_the_log(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = _at(qtbot, home, "thousand", ("human", "ai", "ai"), _married, SHOT_SIZE)
    c = w.controller
    assert c is not None
    ctx = w.game.context()
    m = next(e for e in _events(c.state) if isinstance(e, ev.MarriageDeclared))
    suit = suit_label(m.suit, ctx)
    assert f"{suit} {m.points}" in w.game.scene.plates[m.seat].view.note
    w.grab().save(str(shots_dir(tmp_path) / "trail-thousand-marriage.png"))
    dlg = _open_log(qtbot, w)
    dlg.grab().save(str(shots_dir(tmp_path) / "trail-thousand-marriage-log.png"))
    lines = _lines(dlg)
    assert any(line.startswith(f"{ctx.names[m.seat]} plays ") and line.endswith(
        f"and declares the marriage ({m.points})") for line in lines)


def test_the_marriage_mark_follows_the_german_deck() -> None:
    info = game("bauernschnapsen")
    for seed in range(1, 100):
        state = info.new_state(info.default_rules(4), seed)
        rng = random.Random(seed)
        while not state.is_terminal() and not _married(state):
            state.apply(info.random_action(list(state.legal_actions()), rng))
        if _married(state):
            break
    obs = state.observation(0)
    m = next(e for e in obs.events if isinstance(e, ev.MarriageDeclared))
    ui = game_ui("bauernschnapsen")
    ui.rules = info.default_rules(4)
    german = ViewContext(("A", "B", "C", "D"), 0, True, german=True)
    words = {0: "Herz", 1: "Schellen", 2: "Eichel", 3: "Grün"}
    note = ui.snapshot(obs, german).seat(m.seat).note
    assert f"{words[m.suit]} {m.points}" in note, note


def test_the_review_names_a_marriage_on_the_trick_it_was_declared_in(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    info = game("thousand")
    for seed in range(1, 200):
        m = Match("thousand", info.default_rules(3), seed, seats("human", "ai", "ai"))
        rng = random.Random(seed)
        while not m.state.is_terminal() and m.state.deal_no == 1:
            m.apply(info.random_action(list(m.state.legal_actions()), rng))
        deals = finished_deals(m)
        if deals and any(t.marriages for t in deals[0].tricks):
            break
    else:
        raise AssertionError("no marriage in a first deal")
    w = open_window(qtbot, home)
    w.start_match(m)
    ui, ctx = w.game.ui, w.game.context()
    assert ui is not None
    trick = next(t for t in deals[0].tricks if t.marriages)
    dlg = DealReviewDialog(deals, 0, ui, ctx, w.game.look, w)
    qtbot.addWidget(dlg)
    dlg.show_trick(trick.number - 1)
    marriage = trick.marriages[0]
    assert f"{ctx.names[marriage.seat]} declares the marriage in" in dlg.winner.text()
    dlg.show_trick(trick.number - 2 if trick.number > 1 else trick.number)
    if trick.number > 1 and not deals[0].tricks[trick.number - 2].marriages:
        assert "declares the marriage" not in dlg.winner.text()


# -- Bauernschnapsen: the first tricks and the roles under the summary ------------------------


def test_the_first_tricks_lie_clear_of_the_side_plates_words_with_the_caption_beside_them() -> None:
    for size in ((800, 520), (1024, 700), (1920, 1080)):
        lay = TableLayout(*size, 4, viewer=0)
        for index in (0, 1):
            places = lay.shown_pile(index, 4)
            top = min(p.y - p.width * 0.75 for p in places)
            for g in lay.seats.values():
                if g.vertical:  # the bubble under a side plate: two font heights high
                    assert top >= g.bubble[1] + lay.font_px, (size, index)
            cx, cy = lay.shown_caption(index, 4, 160)
            caption = QRectF(cx - 80, cy - lay.font_px, 160, 2 * lay.font_px)
            for s, g in lay.seats.items():
                if s != 0:  # the caption lies under no other seat's plate, nor over its word
                    x, y, pw, ph = g.plate
                    assert not (g.vertical and x <= cx <= x + pw and cy > y + ph), (size, index, s)
                    by = g.bubble[1]
                    assert caption.top() >= by + lay.font_px or caption.bottom() <= by - lay.font_px, (size, index, s)


def test_the_viewers_team_has_its_first_trick_on_its_own_side() -> None:
    from kartln.gui.games.bauernschnapsen import first_trick_pile

    for viewer in range(4):
        ctx = ViewContext(("A", "B", "C", "D"), viewer, True)
        assert first_trick_pile(viewer % 2, (1, 2, 3, 4), ctx).place == "shown"
        assert first_trick_pile(1 - viewer % 2, (1, 2, 3, 4), ctx).place == "shown-right"


def test_the_plates_keep_the_finished_deals_roles_while_its_summary_is_open(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST.with_(pause_after_deal=True))
    info = game("bauernschnapsen")
    w.start_match(Match("bauernschnapsen", info.default_rules(4), 3, seats("human", "ai", "ai", "ai")))
    c = w.controller
    assert c is not None
    rng = random.Random(3)
    notes: list[str] = []
    for _ in range(400):
        wait_until(qtbot, lambda: isinstance(w.game.overlay, DealSummary)
                   or (c.waiting_for_human() == 0 and w.game.input_seat == 0 and w.game.idle()), timeout=20000)
        if isinstance(w.game.overlay, DealSummary):
            break
        if c.state.phase == "play":
            notes = [w.game.scene.plates[s].view.note for s in range(4)]
        c.submit(0, info.random_action(c.legal_actions(), rng))
    assert isinstance(w.game.overlay, DealSummary) and notes
    w.grab().save(str(shots_dir(tmp_path) / "trail-bauernschnapsen-summary.png"))
    shown = [w.game.scene.plates[s].view.note for s in range(4)]
    next_deal = w.game.tail
    assert next_deal is not None
    assert shown == notes, "the plates show the finished deal's roles under its summary"
    assert [sv.note for sv in next_deal.seats] != notes  # the next deal's forehand is another seat
    qtbot.mouseClick(w.game.overlay.next_button, Qt.MouseButton.LeftButton)
    wait_until(qtbot, lambda: w.game.idle() or c.waiting_for_human() == 0)
    wait_until(qtbot, lambda: w.game.idle())
    assert [w.game.scene.plates[s].view.note for s in range(4)] == [
        sv.note for sv in w.game.ui.snapshot(c.observation(w.game.viewer), w.game.context()).seats]


def test_the_log_names_no_card_given_or_exchanged_whoever_looks() -> None:
    from types import SimpleNamespace

    from kartln.gui.deal_log import deal_log

    ui = game_ui("fuenf-dazu")
    names = ("Tess", "Anna", "Boris", "Clara")
    events = (ev.HandDealt(0, 0b11111, 5), ev.CardsExchanged(0, 2, 0b11, 0b1100000), ev.CardGiven(1, 0, 7),
              ev.CardPlayed(2, 9), ev.TrickWon(2, (9,), 0))
    obs = SimpleNamespace(events=events)
    for reveal in (True, False):
        ctx = ViewContext(names, 0, reveal)
        lines = deal_log(ui, obs, ctx)  # type: ignore[arg-type]
        assert lines == ["Tess exchanges 2 cards", "Anna gives a card to Tess", f"Boris plays {card_label(9, ctx)}",
                         "Boris takes the trick"]


def test_behind_the_hot_seat_curtain_the_log_is_what_everybody_sees(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home)
    info = game("thousand")
    w.start_match(Match("thousand", info.default_rules(3), 5, seats("human", "human", "ai")))
    c = w.controller
    assert c is not None
    curtain = w.game.curtain
    rng = random.Random(5)
    for _ in range(40):
        wait_until(qtbot, lambda: curtain.isVisible() or w.game.input_seat >= 0, timeout=10000)
        if curtain.isVisible():
            break
        c.submit(w.game.input_seat, info.random_action(c.legal_actions(), rng))
    assert curtain.isVisible()
    dlg = _open_log(qtbot, w)
    assert dlg.title.text().endswith("as everybody sees it")
    dlg.close()
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    wait_until(qtbot, lambda: not curtain.isVisible())
    dlg = _open_log(qtbot, w)
    assert dlg.title.text().endswith(f"as {w.game.names[curtain.seat]} sees it")


def test_while_the_summary_is_open_the_log_shows_the_finished_deal_to_its_last_trick(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.session import new_match

    w = open_window(qtbot, home, FAST.with_(pause_after_deal=True))
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=5))
    c = w.controller
    assert c is not None
    rng = random.Random(5)
    while not w.game.summary_open():
        wait_until(qtbot, lambda: w.game.summary_open() or (c.waiting_for_human() == 0 and w.game.input_seat == 0))
        if not w.game.summary_open():
            c.submit(0, game("thousand").random_action(c.legal_actions(), rng))
    assert c.state.deal_no == 2  # the engine is in the next deal already
    dlg = _open_log(qtbot, w)
    lines = _lines(dlg)
    assert dlg.title.text().startswith("Deal 1 (over)")
    tricks = [ln for ln in lines if "takes the trick" in ln or "take the trick" in ln]
    assert len(tricks) == 8, lines  # three players: eight tricks, the last one included
    summary = w.game.overlay
    assert isinstance(summary, DealSummary)
    qtbot.mouseClick(summary.next_button, Qt.MouseButton.LeftButton)
    wait_until(qtbot, lambda: dlg.title.text().startswith("Deal 2"))


def test_every_word_on_a_plate_begins_as_a_sentence_does() -> None:
    """The words kept on the plates are the seats' own ("Pass", "Took the widow", "Idem"), written as
    said: never "widow" beside "Plays"."""
    from kartln.engine.registry import GAMES

    seen: set[str] = set()
    for game_id, info in GAMES.items():
        ui = game_ui(game_id)
        ui.rules = info.default_rules(info.default_players)
        state = info.new_state(ui.rules, 11)
        ctx = ViewContext(tuple(f"P{s}" for s in range(state.num_players)), 0, True, frozenset({0}))
        rng = random.Random(11)
        while not state.is_terminal() and state.deal_no <= 4:
            obs = state.observation(0)
            seen.update(w for s in range(state.num_players) if (w := ui.seat_bid(obs, s, ctx)))
            state.apply(info.random_action(list(state.legal_actions()), rng))
    assert len(seen) > 10
    assert all(w[0].isupper() or w[0].isdigit() or not w[0].isalpha() for w in seen), sorted(seen)
