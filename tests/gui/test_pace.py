"""The pace: at zero (as in every GUI test) motions, pauses and thinking take no wall time, and the
table still goes through every step, each one ending on a later turn of the event loop."""

from __future__ import annotations

import time

import pytest
from kartln.engine.registry import game
from kartln.gui import timers
from kartln.gui.session import new_match
from table_helpers import FAST, open_window, seats


def test_the_pace_scales_waits_and_is_restored() -> None:
    assert timers.pace() == 0.0  # the GUI tests' fixture
    with timers.paced(1.5):
        assert timers.paced_ms(200) == 300 and timers.paced_seconds(2.0) == 3.0
    assert timers.pace() == 0.0 and timers.paced_ms(200) == 0
    with pytest.raises(ValueError):
        timers.set_pace(-1.0)


def test_at_a_pace_of_zero_slow_steps_take_no_wall_time_and_each_ends_on_a_later_turn(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST.with_(animation_speed="slow"))
    scene = w.game.scene
    play_step = scene.play_step
    busy_after_start: list[bool] = []

    def probed(step, speed):  # type: ignore[no-untyped-def]
        play_step(step, speed)
        busy_after_start.append(scene.busy)

    scene.play_step = probed
    finished: list[float] = []
    scene.step_finished.connect(lambda: finished.append(time.perf_counter()))
    started = time.perf_counter()
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("ai", "ai", "ai"), seed=1))
    # at the players' pace 40 slow steps take over half a minute (motions, pauses, thinking)
    qtbot.waitUntil(lambda: len(finished) >= 40, timeout=10_000)
    assert finished[39] - started < 10
    assert all(busy_after_start[:40]), "a step ended before the table went back to the event loop"
