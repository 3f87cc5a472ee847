"""What the table shows as a deal goes on: Raub's new trump card where the trump card lay, the Rams
widow apart from the trick, the tokens and points on the plates as the rules count them trick by
trick, a full trick held long enough to read its last card, and Thousand's stock until the
declarer takes it."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from kartln.engine.games.raub.events import NewTrumpTurned
from kartln.engine.records import replay
from kartln.engine.registry import game
from kartln.gui.games import game_ui
from kartln.gui.session import new_match
from kartln.gui.settings import Settings
from kartln.gui.table import animations as anim
from kartln.gui.table.layout import CARD_ASPECT, CardPlace, Rect, TableLayout
from kartln.gui.view_model import Step, ViewContext, Zone
from table_helpers import FAST, open_window, record_until, seats, wait_until

FOUR = ("human", "ai", "ai", "ai")


def _window_at(qtbot, home, record):  # type: ignore[no-untyped-def]
    """The window with ``record`` replayed, settled on the human's turn."""
    w = open_window(qtbot, home, FAST, size=(1100, 760))
    w.start_match(replay(record))
    wait_until(qtbot, lambda: w.game.idle() and w.game.input_seat == 0)
    return w


def _face_up_items(w, zone: str) -> dict[int, object]:  # type: ignore[no-untyped-def]
    return {it.card: it for it in w.game.scene.cards.values()
            if it.isVisible() and it.shows_face and it.zone and it.zone[0] == zone}


def test_after_new_trump_the_new_trump_card_lies_where_the_trump_card_lay(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    record = record_until(lambda s: s.phase == "lead" and s.second_round and s.current_player() == 0,
                          game_id="raub")
    w = _window_at(qtbot, home, record)
    state = w.controller.state
    new = next(e.card for e in reversed(state.observation(0).events) if isinstance(e, NewTrumpTurned))
    old = state.turned_up
    on_table = _face_up_items(w, "pile")
    assert new in on_table and old not in on_table, (new, old, sorted(on_table))
    assert w.game.scene.snapshot.trump_card == new


def _rect(p: CardPlace) -> Rect:
    h = p.width * CARD_ASPECT
    return (p.x - p.width / 2, p.y - h / 2, p.width, h)


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("size", [(800, 600), (1100, 760), (1920, 1080)])
def test_the_rams_widow_lies_apart_from_the_trick_the_hands_and_the_plates(n: int, size: tuple[int, int]) -> None:
    lay = TableLayout(*size, n)
    widow = [_rect(p) for p in lay.pile(0, 1, 5, "aside")]
    others = [lay.trick_rect(), *(_rect(lay.trick_place(s, 0)) for s in lay.seats),
              *(lay.hand_rect(s) for s in lay.seats), *(g.plate for g in lay.seats.values())]
    assert not [(c, o) for c in widow for o in others if _overlap(c, o)]
    assert all(c[0] >= 0 and c[0] + c[2] <= size[0] for c in widow)


def test_the_rams_widow_in_the_window_is_not_under_the_trick(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    record = record_until(lambda s: s.phase == "play" and s.widow and s.trick and s.current_player() == 0,
                          game_id="rams")
    w = _window_at(qtbot, home, record)
    scene = w.game.scene
    widow = [it for it in scene.cards.values() if it.zone and it.zone[0] == "pile"]
    trick = [it for it in scene.cards.values() if it.zone == ("trick",)]
    assert len(widow) == 5 and trick
    area = scene.zone_rect(Zone("trick"))
    for it in widow:
        box = it.sceneBoundingRect()
        assert not box.intersects(area)
        assert not any(box.intersects(t.sceneBoundingRect()) for t in trick)


def _plate_scores(w) -> list[int | None]:  # type: ignore[no-untyped-def]
    plates = w.game.scene.plates
    return [plates[s].view.score for s in sorted(plates)]


def test_rams_tokens_come_off_the_plates_trick_by_trick(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    def some_trick_taken(s) -> bool:  # type: ignore[no-untyped-def]
        takers = [p for p in s.active if s.tricks[p] and p != s.declarer]
        return s.phase == "play" and bool(takers) and s.current_player() == 0

    record = record_until(some_trick_taken, game_id="rams")
    w = _window_at(qtbot, home, record)
    state = w.controller.state
    taker = next(p for p in state.active if state.tricks[p] and p != state.declarer)
    # the sheet changes when the deal is scored, the plate at each trick (rams.md §8)
    assert _plate_scores(w)[taker] == state.scores()[taker] - state.tricks[taker]


def test_staying_at_home_costs_its_point_on_the_plate_at_once(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    def someone_home(s) -> bool:  # type: ignore[no-untyped-def]
        return s.phase == "play" and len(s.active) < 4 and s.current_player() == 0 and not any(s.tricks)

    record = record_until(someone_home, kinds=FOUR, game_id="schnalzen")
    w = _window_at(qtbot, home, record)
    state = w.controller.state
    home_seats = [p for p in range(4) if p not in state.active]
    assert home_seats
    for p in home_seats:  # the sheet counts it at the deal's end, the plate at once (schnalzen.md §4)
        assert _plate_scores(w)[p] == state.scores()[p] + 1


# -- the pace of a trick and of the stock --------------------------------------------------------


def _full_trick_steps(game_id: str, players: int) -> list[Step]:
    """The steps that lay a trick's last card, from a few deals of random play."""
    info = game(game_id)
    rules = info.default_rules(players)
    ui = game_ui(game_id)
    ui.rules = rules
    state = info.new_state(rules, 7)
    rng = random.Random(7)
    ctx = ViewContext(tuple(f"P{i}" for i in range(players)), 0, True, frozenset({0}))
    snap = ui.snapshot(state.observation(0), ctx)
    out: list[Step] = []
    while not state.is_terminal() and state.deal_no <= 6:
        events = state.apply(info.random_action(list(state.legal_actions()), rng))
        steps = ui.steps(snap, events, state.observation(0), ctx)
        snap = steps[-1].snapshot
        out += [s for s, after in pairwise(steps) if s.kind == "play" and after.kind == "collect"]
    return out


@pytest.mark.parametrize(("game_id", "players"), [("thousand", 3), ("rams", 3), ("schnalzen", 4),
                                                  ("mulatschak", 3), ("raub", 3), ("bauernschnapsen", 4)])
def test_a_full_trick_rests_long_enough_to_read_its_last_card(game_id: str, players: int) -> None:
    steps = _full_trick_steps(game_id, players)
    assert steps
    normal = anim.factor(Settings().animation_speed)
    for step in steps:
        assert anim.rest_seconds(step.hold, step.least, normal) >= 1.8  # was 1.2 s in every game
        assert anim.rest_seconds(step.hold, step.least, anim.factor("fast")) >= 1.2  # was 0.6 s
        assert anim.rest_seconds(step.hold, step.least, anim.factor("off")) == 0


def _stock_steps(qtbot, home, players: int):  # type: ignore[no-untyped-def]
    """The steps the table plays in an all-computer Thousand match until a declarer who is not the
    viewer has given or discarded his first card."""
    w = open_window(qtbot, home, FAST)
    played: list[Step] = []
    play_step = w.game.scene.play_step

    def recording(step, speed):  # type: ignore[no-untyped-def]
        played.append(step)
        play_step(step, speed)

    w.game.scene.play_step = recording
    kinds = seats(*["ai"] * players)
    w.start_match(new_match("thousand", game("thousand").default_rules(players), kinds, seed=4))

    def given() -> bool:
        obs = w.controller.observation(0)
        shown = any(s.kind == "show" for s in played)
        return obs.declarer not in (None, 0) and shown and obs.phase in ("contract", "play")

    wait_until(qtbot, given, 20000)
    return w, played


@pytest.mark.parametrize("players", [3, 2])
def test_the_thousand_stock_stays_face_up_until_the_declarer_gives_from_it(qtbot, home, players: int) -> None:  # type: ignore[no-untyped-def]
    w, played = _stock_steps(qtbot, home, players)
    shown = max(i for i, s in enumerate(played) if s.kind == "show")
    rest = played[shown + 1]  # what lies on the table while the declarer decides
    declarer = w.controller.observation(0).declarer
    stock = [p for p in rest.snapshot.piles if p.key.startswith("stock") and any(c.shows_face for c in p.cards)]
    assert rest.kind == "sync" and stock and len(stock[0].cards) == (3 if players == 3 else 2)
    assert len(rest.snapshot.seats[declarer].hand) == (7 if players == 3 else 10)
    moved = played[shown + 2]  # then, with his first gift, it goes into his hand
    assert not [p for p in moved.snapshot.piles if any(c.shows_face for c in p.cards)]
