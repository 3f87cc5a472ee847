"""Scrolling a dialog never changes a setting: a drop-down or number box takes the mouse wheel only
once it has the keyboard focus (clicked or tabbed into); otherwise the wheel scrolls the page."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)


class _WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            event.ignore()  # the parent (a scroll area) gets it
            return True
        return False


_GUARD = _WheelGuard()


def wheel_guarded(widget: W) -> W:
    """``widget`` taking the wheel only while it has the focus; returns it."""
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    widget.installEventFilter(_GUARD)
    return widget
