"""Zwanzig on the table (rules/zwanzig.md): the announcer's trump choice after two cards, the
stock, exchanges of up to three cards, play or drop, and the ×2 of a hearts deal on the sheet."""

from __future__ import annotations

from collections.abc import Sequence

from kartln.engine.actions import NameTrump
from kartln.engine.cards import Suit
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.state import Action
from kartln.gui.games.rams_family import RamsUi
from kartln.gui.games.text import suit_label, tr
from kartln.gui.i18n import translatable
from kartln.gui.view_model import ViewContext


class ZwanzigUi(RamsUi):
    game_id = "zwanzig"
    showcase = ("AH", "10H", "KH")  # Ace–Ten order, and hearts that count double
    talon_word = translatable("Table", "stock")
    factor_suit = Suit.HEARTS

    def panel_title(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> str:
        if any(isinstance(a, NameTrump) for a in legal):
            return tr("You announce: name the trump suit")
        return super().panel_title(observation, legal, ctx)

    def panel_texts(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> tuple[str, ...]:
        if any(isinstance(a, NameTrump) for a in legal):
            return (tr("{hearts} count double; with {diamonds} trumps nobody may drop.").format(
                hearts=suit_label(Suit.HEARTS, ctx), diamonds=suit_label(Suit.DIAMONDS, ctx)),)
        return super().panel_texts(observation, legal, ctx)

    def select_title(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> str:
        return tr("Exchange up to three cards with the stock")
