"""Qt timers made the typed way (PySide6's keyword shortcuts ``singleShot=``/``timeout=`` are not in
its type stubs)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


def single_shot_timer(parent: QObject, slot: Callable[[], object]) -> QTimer:
    """A single-shot timer owned by ``parent`` that calls ``slot`` when it fires; started by the caller."""
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.timeout.connect(slot)
    return timer
