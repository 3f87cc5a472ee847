"""The seats' news at a network table: who dropped out, who a computer player stands in for, who is back.

The host tells everybody who sits where as a tuple of :class:`SeatStatus` whenever it changes. The
table words what changed since the last tuple, for everybody at the table to read: a dropped player's
grace counts down each second here (the host need not send a message a second), a computer player
standing in is said for as long as it plays, and a player who came back is said for a few seconds.
The countdown's timer only calls :meth:`SeatNews.tick`; tests call it themselves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartln.engine.net.messages import SeatStatus
from kartln.gui.numbers import counted
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

BACK_SECONDS = 6  # how long "Ann is back" stays up


def tr(text: str) -> str:
    return QCoreApplication.translate("SeatNews", text)


def dropped_words(name: str, seconds: int) -> str:
    if seconds <= 0:
        return tr("{name} has dropped out — a computer player takes over").format(name=name)
    return counted("SeatNews", "{name} has dropped out — a computer player takes over in %n s",
                   seconds).format(name=name)


def standing_in_words(name: str, was_here: bool = True) -> str:
    """A computer player in a remote seat: till its player is back, or till somebody joins where
    nobody has sat yet (the table was started before every seat was taken)."""
    if not was_here:
        return tr("A computer player plays for {name} until a player joins").format(name=name)
    return tr("A computer player plays for {name} until {name} is back").format(name=name)


def back_words(name: str) -> str:
    return tr("{name} is back").format(name=name)


def joined_words(name: str) -> str:
    return tr("{name} has joined the table").format(name=name)


@dataclass
class _Line:
    seat: int
    text: str
    seconds: int  # of grace left (a dropped player), of showing left (a player back), or 0: while it lasts
    kind: str  # "away", "standing_in", "back"


class SeatNews(QObject):
    """What changed at the table's seats, in words, one line a seat; ``changed`` gives the whole text
    ("" when there is nothing to say)."""

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.statuses: tuple[SeatStatus, ...] = ()
        self.lines: list[_Line] = []
        self.was_here: set[int] = set()  # the remote seats whose player has been seen at the table
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick)

    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)

    def update(self, statuses: Sequence[SeatStatus]) -> None:
        """Take the host's latest word on the seats and say what changed (the first word says only
        who is away or replaced: nobody has come back yet)."""
        before = self.statuses
        self.statuses = tuple(statuses)
        kept = {line.seat: line for line in self.lines if line.kind == "back"}
        self.lines = []
        for seat, now in enumerate(self.statuses):
            was = before[seat] if seat < len(before) else None
            if now.player != "remote":
                continue
            if was is not None and was.status == "here" and was.player == "remote":
                self.was_here.add(seat)  # not the first word: nobody has been seen leaving before it
            if now.status == "away":
                self.lines.append(_Line(seat, dropped_words(now.name, now.seconds), now.seconds, "away"))
            elif now.status == "standing_in":
                self.lines.append(_Line(seat, standing_in_words(now.name, seat in self.was_here), 0, "standing_in"))
            elif was is not None and was.player == "remote" and (was.status != "here" or was.name != now.name):
                words = back_words(now.name) if was.name == now.name else joined_words(now.name)
                self.lines.append(_Line(seat, words, BACK_SECONDS, "back"))
            elif seat in kept and kept[seat].text in (back_words(now.name), joined_words(now.name)):
                self.lines.append(kept[seat])
        self._said()

    def tick(self) -> None:
        """A second has passed: the grace counts down, a player's return has been read a while longer."""
        for line in self.lines:
            if line.kind in ("away", "back") and line.seconds > 0:
                line.seconds -= 1
                if line.kind == "away":
                    line.text = dropped_words(self.statuses[line.seat].name, line.seconds)
        self.lines = [line for line in self.lines if not (line.kind == "back" and line.seconds <= 0)]
        self._said()

    def clear(self) -> None:
        self.statuses, self.lines, self.was_here = (), [], set()
        self._said()

    def _said(self) -> None:
        counting = any(line.kind in ("away", "back") and line.seconds > 0 for line in self.lines)
        if counting and not self.timer.isActive():
            self.timer.start()
        elif not counting:
            self.timer.stop()
        self.changed.emit(self.text())
