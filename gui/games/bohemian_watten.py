"""Bohemian Watten on the table (rules/bohemian-watten.md): the turned card names the trump suit
and the strikers; exchanges of up to three (the dealer: the turned card and two more); nobody
drops; hearts double; the sheet counts to exactly 0."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from kartln.engine.cards import Suit, rank_of
from kartln.engine.events import CardTurnedUp
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.state import Action
from kartln.gui.games.rams_family import RamsUi
from kartln.gui.games.text import tr
from kartln.gui.i18n import translatable
from kartln.gui.view_model import SheetTable, ViewContext

RANK_WORDS = {  # the strikers' rank, in a line of the info box
    0: translatable("Table", "sixes"),
    1: translatable("Table", "sevens"),
    2: translatable("Table", "eights"),
    3: translatable("Table", "nines"),
    4: translatable("Table", "tens"),
    5: translatable("Table", "Unters"),
    6: translatable("Table", "Obers"),
    7: translatable("Table", "Kings"),
    8: translatable("Table", "Aces"),
}


def _turned(obs: RamsObservation) -> int | None:
    """The deal's turned-up card: it names the trump suit and the strikers."""
    return next((e.card for e in obs.events if isinstance(e, CardTurnedUp)), None)


class BohemianWattenUi(RamsUi):
    game_id = "bohemian-watten"
    showcase = ("7H", "7D", "7C", "7S")  # the strikers: the four cards of the trump rank
    factor_suit = Suit.HEARTS

    def info_lines(self, obs: RamsObservation, ctx: ViewContext) -> tuple[str, ...]:
        lines = list(super().info_lines(obs, ctx))
        if getattr(self.rules, "exactly_zero", True):
            lines = [ln.replace(tr("down to 0"), tr("to exactly 0")) for ln in lines]
        card = _turned(obs)
        if card is not None and obs.phase != "over":
            lines.append(tr("Strikers: the {rank}").format(rank=tr(RANK_WORDS.get(int(rank_of(card)), ""))))
        return tuple(lines)

    def card_mark(self, obs: RamsObservation, card: int) -> str:
        """bohemian-watten.md §2: the cards of the turned card's rank are the strikers."""
        turned = _turned(obs)
        return tr("striker") if turned is not None and rank_of(card) == rank_of(turned) else ""

    def sheet(self, observation: RamsObservation, ctx: ViewContext) -> SheetTable:
        table = super().sheet(observation, ctx)
        if not getattr(self.rules, "exactly_zero", True):
            return table
        return replace(table, title=tr("To exactly 0: a total that would go below 0 bounces back up by the excess"))

    def select_title(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> str:
        if observation.seat == observation.dealer:
            return tr("Exchange up to two cards with the talon")
        return tr("Exchange up to three cards with the talon")
