"""Taking moves back: which actions an Undo removes, and the match as it was before them.

The human who acted last takes back his last action together with every computer action after it,
so that he is to act again in the same position. Never across the start of a deal: once a deal has
begun after his last action, there is nothing to take back. The record keeps only the actions
played in the end and notes each undo in its meta, so a replay still gives the match as played.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from kartln.engine import events as ev
from kartln.engine.records import Match, replay
from PySide6.QtCore import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)  # said in the main window's status bar


@dataclass
class UndoTrail:
    """Where the running deal's human actions are in a match's action list, kept up to date action by action."""

    humans: frozenset[int]
    deal_no: int = 0
    human_moves: list[int] = field(default_factory=list)  # indices of the human actions of the running deal

    def note(self, index: int, seat: int, events: Iterable[Any]) -> None:
        """Action ``index`` was made by ``seat`` and caused ``events``."""
        if seat in self.humans:
            self.human_moves.append(index)
        for e in events:
            if isinstance(e, ev.DealStarted):  # a new deal: what came before it stays
                self.deal_no = e.deal_no
                self.human_moves.clear()

    def cut(self) -> int | None:
        """How many actions stay after an Undo, or None when there is nothing to take back."""
        return self.human_moves[-1] if self.human_moves else None


def trail_of(match: Match) -> UndoTrail:
    """The trail of a match, found by replaying its actions (the engine keeps no deal boundaries)."""
    state = match.info.new_state(match.rules, match.seed)
    trail = UndoTrail(frozenset(i for i, s in enumerate(match.seats) if s.kind == "human"),
                      state.deal_no)
    trail.note(-1, -1, state.log)
    for index, text in enumerate(match.actions):
        seat = state.current_player()
        trail.note(index, seat, state.apply(state.parse_action(text)))
    return trail


def take_back(match: Match, trail: UndoTrail) -> Match:
    """``match`` as it was before the last human action of the running deal, the undo noted."""
    cut = trail.cut()
    if cut is None:
        raise ValueError("nothing to take back in this deal")
    restored = replay(replace(match.to_record(), actions=tuple(match.actions[:cut])))
    restored.undone.append((trail.deal_no, len(match.actions) - cut))
    return restored


def undo_refusal(humans: int, against_computers: bool, hot_seat: bool) -> str:
    """Why the settings allow no Undo in a match with ``humans`` human seats ('' when they allow it)."""
    if humans == 0:
        return _tr("Only computers play: there is no move of yours to take back.")
    if humans >= 2:
        return "" if hot_seat else _tr("Undo is off when several people play at this computer (Settings).")
    return "" if against_computers else _tr("Undo is off against computer players (Settings).")


def undo_allowed(humans: int, against_computers: bool, hot_seat: bool) -> bool:
    """Whether the settings allow Undo in a match with ``humans`` human seats."""
    return not undo_refusal(humans, against_computers, hot_seat)
