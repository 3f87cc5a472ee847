"""A seat played from another computer, with a computer player standing in while its player is away.

The host's controller asks this driver like any seat. The player's action arrives through the
network (the host's core has already checked it with the engine) and is handed over at once, or
kept until the controller asks (the host's table may still be animating the move before). When the
connection drops, the seat waits ``grace`` seconds for its player; then the stand-in computer player
decides until he is back, and he takes the seat again at the next decision.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from kartln.engine.messages import Refusal
from kartln.engine.state import Action
from kartln.gui.seats import Deliver, SeatDriver, Turn
from PySide6.QtCore import QObject, QTimer, Signal

HERE, AWAY, STANDING_IN = "here", "away", "standing_in"


class RemoteSeat(SeatDriver):
    kind = "remote"
    status_changed = Signal()

    def __init__(self, seat: int, stand_in: SeatDriver, grace: float, *, present: bool = False,
                 clock: Callable[[], float] = time.monotonic, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat, self.stand_in, self.grace = seat, stand_in, grace
        self._clock = clock
        self.status = HERE if present else STANDING_IN
        self._away_since = clock()
        self._turn: Turn | None = None
        self._deliver: Deliver | None = None
        self._early: Action | None = None
        self._standing_in_on: Turn | None = None  # the turn the stand-in thinks about
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.grace_over)
        if hasattr(stand_in, "failed"):
            stand_in.failed.connect(self.failed)

    failed = Signal(str)

    # ---- the controller's side ------------------------------------------------------------------

    def request(self, turn: Turn, deliver: Deliver) -> None:
        self._turn, self._deliver = turn, deliver
        if self.status == HERE:
            early, self._early = self._early, None
            if early is not None:
                self._hand_over(early)
        elif self.status == STANDING_IN:
            self._stand_in()
        # away: the grace timer decides

    def cancel(self) -> None:
        self._turn = self._deliver = None
        self._standing_in_on = None
        self.stand_in.cancel()

    # ---- the network's side ---------------------------------------------------------------------

    def offer(self, action: Action) -> Refusal | None:
        """The player's action, already checked by the engine: handed over now or when asked."""
        if self._turn is None:
            self._early = action
            return None
        if self._standing_in_on is self._turn:  # the stand-in is deciding this one; the player has the next
            return Refusal("not your turn yet")
        return self._hand_over(action)

    def seconds_left(self) -> int:
        """Seconds of grace left while away (shown to everybody)."""
        if self.status != AWAY:
            return 0
        return max(0, round(self.grace - (self._clock() - self._away_since)))

    def player_left(self) -> None:
        if self.status != HERE:
            return
        self._early = None
        self.status, self._away_since = AWAY, self._clock()
        if self.grace > 0:
            self._timer.start(round(self.grace * 1000))
        self.status_changed.emit()
        if self.grace <= 0:
            self.grace_over()

    def player_back(self) -> None:
        if self.status == HERE:
            return
        self._timer.stop()
        self.status = HERE
        self.status_changed.emit()

    def grace_over(self) -> None:
        """The grace has run out: the computer player stands in, deciding the turn waiting now, if any."""
        if self.status != AWAY:
            return
        self._timer.stop()
        self.status = STANDING_IN
        self.status_changed.emit()
        if self._turn is not None:
            self._stand_in()

    # ---- handing over -----------------------------------------------------------------------------

    def _stand_in(self) -> None:
        if self._turn is None or self._deliver is None:
            return
        self._standing_in_on = self._turn
        self.stand_in.request(self._turn, self._deliver)

    def _hand_over(self, action: Action) -> Refusal | None:
        turn, deliver = self._turn, self._deliver
        if turn is None or deliver is None:
            return None
        self._turn = self._deliver = None
        refusal = deliver(turn.seat, action, turn.generation)
        return refusal if isinstance(refusal, Refusal) else None
