"""Dialogs that fit the window they open over: never larger than it (nor the screen), centred on
it, so that no button falls off a small window. Every dialog of the program derives from
:class:`FittedDialog`."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QWidget

#: Room left around a dialog inside the window, in pixels: its frame and title bar need some.
SIDE_ROOM = 16
TOP_ROOM = 48


def room_over(dialog: QWidget) -> QRect:
    """Where ``dialog`` may lie: its parent window's area on its screen (the screen without one)."""
    screen = dialog.screen()
    desk = screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 768)
    parent = dialog.parentWidget()
    if parent is None:
        return desk
    area = parent.window().geometry()
    inside = area.intersected(desk)
    return inside if not inside.isEmpty() else desk


def fit_over(dialog: QWidget) -> None:
    """Shrink ``dialog`` to the room over its parent window where it is larger, and centre it there."""
    room = room_over(dialog)
    width = min(dialog.width(), room.width() - SIDE_ROOM)
    height = min(dialog.height(), room.height() - TOP_ROOM)
    dialog.resize(max(width, dialog.minimumWidth()), max(height, dialog.minimumHeight()))
    frame = dialog.frameGeometry()
    frame.moveCenter(room.center())
    dialog.move(frame.topLeft())


class FittedDialog(QDialog):
    """A dialog fitted over the window it opens over each time it is shown."""

    def showEvent(self, event: QShowEvent) -> None:
        fit_over(self)
        super().showEvent(event)
