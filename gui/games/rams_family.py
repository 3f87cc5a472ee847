"""What the nine Rams-family games share on the table: five cards, five tricks, a trump shown by
a turned-up card (or named, or none), play or drop, exchanges with the talon, and a count-down
sheet on which the lowest total wins (rules/README.md §7)."""

from __future__ import annotations

from typing import Any, ClassVar

from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.sheets import CountDownRow
from kartln.gui.games.base import SheetTable, ViewContext
from kartln.gui.games.generic import GenericUi
from kartln.gui.games.sheets import countdown_sheet, countdown_summary
from kartln.gui.games.text import tr


class RamsUi(GenericUi[RamsObservation]):
    multipliers: ClassVar[bool] = True  # deals can count double (hearts, Refa, doubling): a × column

    def info_lines(self, obs: RamsObservation, ctx: ViewContext) -> tuple[str, ...]:
        lines = list(super().info_lines(obs, ctx))
        lines.append(tr("From {start} down to 0").format(start=obs.start_score))
        return tuple(lines)

    def sheet(self, observation: RamsObservation, ctx: ViewContext) -> SheetTable:
        return countdown_sheet(observation.sheet, observation.start_score, observation.scores, observation.teams, ctx,
                               multipliers=self.multipliers)

    def deal_summary(self, row: Any, observation: RamsObservation, ctx: ViewContext) -> SheetTable | None:
        if not isinstance(row, CountDownRow):
            return None
        return countdown_summary(row, observation.teams, ctx, no_trick=observation.no_trick)
