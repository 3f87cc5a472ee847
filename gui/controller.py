"""The game controller: owns the match, applies actions, paces the seats (DESIGN.md §4).

Flow: ``start`` prompts the seat to act. A seat answers through :meth:`submit`; the controller
applies the action to the match, saves, and emits ``applied`` with the events. A view that
animates the events calls :meth:`view_idle` when it is done, and only then is the next seat
prompted. Without a view (``paced=False``) the next seat is prompted at once. The view never
touches the engine state: it reads observations through :meth:`observation`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kartln.engine.messages import MATCH_OVER, Refusal
from kartln.engine.observation import Observation
from kartln.engine.records import Match
from kartln.engine.state import Action, AnyState, Event
from kartln.gui.seats import SeatDriver, Turn
from PySide6.QtCore import QObject, QTimer, Signal


@dataclass(frozen=True)
class Applied:
    """An action that was applied, with every event it caused (unredacted: views redact)."""

    seat: int
    action: Action
    events: tuple[Event, ...]
    generation: int


#: A move worked out for a decision already past (a computer player's, after an undo or a new deal).
STALE = Refusal("this move came too late: the table has moved on")


class GameController(QObject):
    applied = Signal(object)  # Applied
    human_turn = Signal(int)  # the human seat to act
    ai_turn = Signal(int)  # an AI seat starts thinking
    match_over = Signal()
    problem = Signal(str)  # something the user should know (an AI failure, a failed autosave)
    refused = Signal(object)  # a Refusal that comes after submit has answered (a host's, in network play)

    hints = True  # the table may show hints (a host may allow none to a remote seat)
    can_rematch = True

    def __init__(
        self,
        match: Match,
        drivers: Sequence[SeatDriver],
        *,
        autosave: Callable[[Match], None] | None = None,
        paced: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if len(drivers) != match.state.num_players:
            raise ValueError(f"{len(drivers)} seat drivers for {match.state.num_players} seats")
        self.match = match
        self.drivers = list(drivers)
        self.autosave = autosave
        self.paced = paced
        self.generation = 0
        self.actions_applied = 0
        self._awaiting_view = False
        self._running = False
        self._autosave_failed = False
        self._asked = -1  # the seat prompted last
        for d in self.drivers:
            if hasattr(d, "failed"):
                d.failed.connect(self.problem)

    # -- reading --------------------------------------------------------------------------

    @property
    def state(self) -> AnyState:
        return self.match.state

    def observation(self, seat: int) -> Observation:
        return self.match.state.observation(seat)

    def legal_actions(self) -> list[Action]:
        return list(self.match.state.legal_actions())

    def current_player(self) -> int:
        return self.match.state.current_player()

    def is_over(self) -> bool:
        return bool(self.match.state.is_terminal())

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.drivers) and self.drivers[seat].kind == "human"

    def waiting_for_human(self) -> int:
        """The human seat that has been asked for input and not yet answered, or -1."""
        if not self._running or self._awaiting_view or self.is_over():
            return -1
        return self._asked if self._asked == self.current_player() and self.is_human(self._asked) else -1

    # -- running --------------------------------------------------------------------------

    def start(self) -> None:
        self._running = True
        self._prompt()

    def stop(self) -> None:
        """Stop asking seats; answers still on their way are dropped."""
        self._running = False
        self.generation += 1
        for d in self.drivers:
            d.cancel()

    def view_idle(self) -> None:
        """The view has shown everything: save what it showed, then prompt the next seat."""
        if self._awaiting_view:
            self._awaiting_view = False
            self._save()
            QTimer.singleShot(0, self._prompt)

    def _prompt(self) -> None:
        if not self._running or self._awaiting_view:
            return
        if self.is_over():
            self._running = False
            self.match_over.emit()
            return
        seat = self.current_player()
        self._asked = seat
        turn = Turn(seat, self.generation, self.observation(seat), tuple(self.legal_actions()))
        if self.is_human(seat):
            self.human_turn.emit(seat)
        else:
            self.ai_turn.emit(seat)
        self.drivers[seat].request(turn, self.submit)

    def submit(self, seat: int, action: Action, generation: int | None = None) -> Refusal | None:
        """Apply ``action`` for ``seat``. Returns None, or why the action is refused."""
        if generation is not None and generation != self.generation:
            return STALE
        if not self._running or self._awaiting_view:
            return Refusal("not your turn yet")
        if self.is_over():
            return MATCH_OVER
        if seat != self.current_player():
            return Refusal("not your turn")
        reason = self.match.state.why_not(action)
        if reason is not None:
            return reason
        events = self.match.apply(action)
        self._asked = -1
        self.generation += 1
        self.actions_applied += 1
        for d in self.drivers:
            d.cancel()
        if not self.paced:
            self._save()
        # paced: saved once the view has shown it, so that Continue resumes where the table last was
        self._awaiting_view = self.paced
        self.applied.emit(Applied(seat, action, tuple(events), self.generation))
        if not self.paced:
            QTimer.singleShot(0, self._prompt)
        return None

    def _save(self) -> None:
        if self.autosave is None:
            return
        try:
            self.autosave(self.match)
        except OSError as exc:
            if not self._autosave_failed:
                self._autosave_failed = True
                self.problem.emit(f"autosave failed: {exc.strerror or exc}")
