"""Qt timers made the typed way (PySide6's keyword shortcuts ``singleShot=``/``timeout=`` are not in
its type stubs), and the pace of everything the table waits on.

The pace scales every wait that holds up the flow of a match: card motions and the pauses after
them, the automatic end of a deal's summary and the least time a computer player takes to think.
1.0 is the players' pace (their animation speed chooses the durations). 0.0 makes those waits take
no wall time, every step still taking place, in the same order, on a later turn of the event loop:
tests run at that pace. Announcements and warnings stay up for their reading time at any pace,
as nothing waits on them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject, QTimer

_pace = 1.0


def pace() -> float:
    return _pace


def set_pace(scale: float) -> None:
    global _pace
    if scale < 0:
        raise ValueError(f"a pace is never negative, not {scale}")
    _pace = scale


@contextmanager
def paced(scale: float) -> Iterator[None]:
    """Run the block at pace ``scale``, then go back to the pace before."""
    before = _pace
    set_pace(scale)
    try:
        yield
    finally:
        set_pace(before)


def paced_ms(ms: float) -> int:
    """``ms`` milliseconds of waiting at the current pace."""
    return round(ms * _pace)


def paced_seconds(seconds: float) -> float:
    return seconds * _pace


def single_shot_timer(parent: QObject, slot: Callable[[], object]) -> QTimer:
    """A single-shot timer owned by ``parent`` that calls ``slot`` when it fires; started by the caller."""
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.timeout.connect(slot)
    return timer
