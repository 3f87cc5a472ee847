"""Schnalzen on the table (rules/schnalzen.md): the trump card turned between the packets, "Stay at
home" for sitting a deal out, and the WELI, which a French pack may show as a Joker."""

from __future__ import annotations

from typing import ClassVar

from kartln.engine.cards import WELI
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.games.schnalzen.state import SWEPT
from kartln.engine.sheets import CountDownRow
from kartln.gui.card_renderer import JOKER, JOKER_DECKS
from kartln.gui.games.choreography import Choreography
from kartln.gui.games.rams_family import RamsUi, StayAtHomeChoreography
from kartln.gui.games.text import tr
from kartln.gui.i18n import translatable
from kartln.gui.numbers import signed
from kartln.gui.view_model import OwnFace, ViewContext


class SchnalzenUi(RamsUi):
    game_id = "schnalzen"
    showcase = ("AH", "6D", "KH")  # the WELI, second only to the trump Ace
    choreography: ClassVar[type[Choreography]] = StayAtHomeChoreography
    multipliers = False
    drop_word = translatable("Table", "Stay at home")
    drop_question = translatable("Table", "Play this deal or stay at home?")
    dropped_word = translatable("Table", "at home")

    def special_how(self, row: CountDownRow, seat: int, observation: RamsObservation,
                    ctx: ViewContext) -> list[str] | None:
        """§6: all five tricks: −10 for the sweeper, +10 for every other player in the deal."""
        if SWEPT not in row.notes or seat not in row.in_deal:
            return None
        if row.changes[seat] < 0:
            return [tr("All five tricks: {n}").format(n=signed(row.changes[seat]))]
        return [tr("Another took all five tricks: {n}").format(n=signed(row.changes[seat]))]

    def named_cards(self) -> dict[int, str]:
        return {WELI: tr("WELI")}  # schnalzen.md §1: the 33rd card, a permanent trump

    def own_faces(self, deck: str) -> dict[int, OwnFace]:
        """schnalzen.md §9 #1: in a French pack the WELI may be a Joker; a German pack keeps its Schellen-6."""
        if getattr(self.rules, "weli_card", "six") == "joker" and deck in JOKER_DECKS:
            return {WELI: OwnFace(JOKER, tr("Joker (WELI)"))}
        return {}
