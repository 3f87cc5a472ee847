"""The seats' news at a network table: a dropped player's grace counting down, a computer player
standing in, the player back; on a banner that covers neither the player's hand nor the trick."""

from __future__ import annotations

import pytest
from kartln.engine.net.messages import SeatStatus
from kartln.engine.registry import game
from kartln.gui.net.seat_news import BACK_SECONDS
from kartln.gui.session import new_match
from PySide6.QtCore import QRectF
from table_helpers import open_window, seats, shots_dir, start, wait_for_human


def thousand(players: tuple, seed: int):  # type: ignore[no-untyped-def]
    return new_match("thousand", game("thousand").default_rules(3), players, seed=seed)


def statuses(anna: str = "here", seconds: int = 0, name: str = "Anna") -> tuple[SeatStatus, ...]:
    return (SeatStatus("Tess", "host"), SeatStatus(name, "remote", anna, seconds), SeatStatus("Boris", "computer"))


def banner_rect(w) -> QRectF:  # type: ignore[no-untyped-def]
    item = w.game.seat_banner.item
    return item.mapRectToScene(item.frame_rect())


@pytest.mark.parametrize("size", [(820, 560), (1280, 800)])
def test_a_dropped_player_counts_down_then_a_computer_stands_in_then_he_is_back(qtbot, home, tmp_path, size):
    w = open_window(qtbot, home, size=size)
    start(w, thousand( seats("human", "ai", "ai"), seed=5))
    wait_for_human(qtbot, w)
    g = w.game
    g.show_seats(statuses())
    assert g.seat_banner.text() == ""  # everybody here: nothing to say
    g.show_seats(statuses("away", 25))
    assert g.seat_banner.text() == "Anna has dropped out — a computer player takes over in 25 s"
    assert g.seat_news.timer.isActive()  # the countdown runs by itself at the table
    g.seat_news.tick()
    g.seat_news.tick()
    assert g.seat_banner.text() == "Anna has dropped out — a computer player takes over in 23 s"
    lay = g.scene.layout
    trick = QRectF(*lay.trick_rect())
    hand = QRectF(*lay.hand_rect(lay.viewer))
    plates = [p.mapRectToScene(p.frame_rect()) for p in g.scene.plates.values()]
    for keep in (trick, hand, *plates):
        assert not banner_rect(w).intersects(keep)
    w.grab().save(str(shots_dir(tmp_path) / f"seat_news_dropped_{size[0]}x{size[1]}.png"))
    g.show_seats(statuses("standing_in"))
    assert g.seat_banner.text() == "A computer player plays for Anna until Anna is back"
    assert not g.seat_news.timer.isActive()  # nothing to count down while the computer plays
    g.show_seats(statuses("here"))
    assert g.seat_banner.text() == "Anna is back"
    for _ in range(BACK_SECONDS):
        g.seat_news.tick()
    assert g.seat_banner.text() == ""


def test_a_player_who_joins_a_remote_seat_gets_its_plate(qtbot, home):
    w = open_window(qtbot, home)
    start(w, thousand( seats("human", "ai", "ai"), seed=5))
    wait_for_human(qtbot, w)
    g = w.game
    g.show_seats(statuses("standing_in", name="Remote player 1"))  # started before anybody joined
    assert g.scene.plates[1].view.name == "Remote player 1"
    assert g.seat_banner.text() == "A computer player plays for Remote player 1 until a player joins"
    g.show_seats(statuses("here", name="Bob"))
    assert g.scene.plates[1].view.name == "Bob"
    assert g.seat_banner.text() == "Bob has joined the table"


def test_a_new_match_forgets_the_news_of_the_last(qtbot, home):
    w = open_window(qtbot, home)
    start(w, thousand( seats("human", "ai", "ai"), seed=5))
    wait_for_human(qtbot, w)
    w.game.show_seats(statuses("away", 20))
    start(w, thousand( seats("human", "ai", "ai"), seed=6))
    assert w.game.seat_banner.text() == ""
    assert not w.game.seat_news.timer.isActive()
