"""The view of the table: follows the window size, passes keys to the scene, times its paints."""

from __future__ import annotations

import time

from kartln.gui.table.scene import TableScene
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget


class TableView(QGraphicsView):
    resized = Signal(int, int)
    nudged = Signal()  # a click or a key while the table waits for one (a trick to collect)
    pressed = Signal()  # any click or key on the table, before the table acts on it

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.paint_times: list[float] | None = None  # seconds per paint, when measuring
        self.paint_cpu_times: list[float] = []  # the GUI thread's processor time per paint
        self.painted = 0
        self.waiting = False  # a click or key goes on with the animation instead of to the cards

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.pressed.emit()
        if self.waiting:
            self.nudged.emit()
            event.accept()
            return
        super().mousePressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.dpr = self.devicePixelRatioF()
        self.table.resize_table(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())
        self.resetCachedContent()
        self.resized.emit(size.width(), size.height())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.pressed.emit()
        if self.waiting and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.nudged.emit()
            event.accept()
            return
        if self.table.handle_key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.paint_times is None:
            super().paintEvent(event)
        else:
            t0, c0 = time.perf_counter(), time.thread_time()
            super().paintEvent(event)
            self.paint_times.append(time.perf_counter() - t0)
            self.paint_cpu_times.append(time.thread_time() - c0)
        self.painted += 1
