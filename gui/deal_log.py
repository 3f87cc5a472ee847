"""The running deal in words: every public event of the deal so far as a line ("Anna bids 105",
"Boris passes", "Clara plays Q♥ and declares the marriage (100)", "Anna takes the trick"), in the
"This deal" window that opens at any moment of the deal.

The lines come from the shown seat's observation, each event in the form that seat may see
(behind the hot-seat curtain or for a spectator, the form everybody sees), worded by the game's
adapter, so no line names a card the viewer may not see.
"""

from __future__ import annotations

from collections.abc import Sequence

from kartln.engine import events as ev
from kartln.engine.observation import Observation
from kartln.engine.state import Event
from kartln.gui.fitted_dialog import FittedDialog
from kartln.gui.games.base import GameUi
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractItemView, QDialogButtonBox, QLabel, QListWidget, QVBoxLayout, QWidget


def tr(text: str) -> str:
    return QCoreApplication.translate("DealLog", text)


def deal_log(ui: GameUi, obs: Observation, ctx: ViewContext) -> list[str]:
    """The lines of the deal so far, oldest first. A marriage is told with the card it is declared
    on, and what it changes (the trump) after that card."""
    viewer = ctx.viewer if ctx.reveal else -1
    lines: list[str] = []
    marriage: Event | None = None
    after: list[str] = []  # lines held back until the marriage's card is told
    for event in obs.events:
        e = event.view_for(viewer)
        if e is None:
            continue
        if isinstance(e, ev.MarriageDeclared):
            marriage = e
            continue
        if marriage is not None and isinstance(e, ev.CardPlayed) and e.seat == getattr(marriage, "seat", -1):
            lines.append(ui.describe_marriage_play(e, marriage, ctx))
            lines.extend(after)
            marriage, after = None, []
            continue
        text = ui.describe(e, ctx)
        if text:
            (after if marriage is not None else lines).append(text)
    if marriage is not None:
        lines.append(ui.describe(marriage, ctx))
        lines.extend(after)
    return lines


class DealLogKeeper:
    """The deal just finished, worded for as long as its summary is open: the action that ends a deal
    also starts the next one, so the engine's observation has moved on by then, and the finished deal's
    last lines are told from that action's events. It keeps the observations and words them only when
    the log is read, so that following the match costs no words at every move."""

    def __init__(self) -> None:
        self._last: tuple[GameUi, Observation, ViewContext] | None = None
        self._finished: tuple[tuple[GameUi, Observation, ViewContext], list[Event]] | None = None

    def follow(self, ui: GameUi, obs: Observation, ctx: ViewContext, events: Sequence[Event] = ()) -> None:
        start = next((i for i, e in enumerate(events) if isinstance(e, ev.DealStarted)), None)
        if start is not None and self._last is not None and obs.deal_no != self._last[1].deal_no:
            self._finished = (self._last, list(events[:start]))
        self._last = (ui, obs, ctx)

    def finished(self) -> tuple[int, list[str]]:
        """The last finished deal's number and lines ((0, []) before any)."""
        if self._finished is None:
            return 0, []
        (ui, obs, ctx), ending = self._finished
        viewer = ctx.viewer if ctx.reveal else -1
        seen = (e.view_for(viewer) for e in ending)
        told = [ui.describe(e, ctx) for e in seen if e is not None]
        return obs.deal_no, deal_log(ui, obs, ctx) + [text for text in told if text]


class DealLogDialog(FittedDialog):
    """The deal so far, a line an event; it follows the deal while it stays open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("This deal"))
        self.title = QLabel(self)
        self.list = QListWidget(self)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.list, 1)
        lay.addWidget(buttons)
        self.resize(460, 520)

    def show_lines(self, lines: list[str], title: str) -> None:
        self.title.setText(title)
        self.list.clear()
        self.list.addItems(lines or [tr("Nothing has happened in this deal yet.")])
        self.list.scrollToBottom()
