"""Schnalzen on the table (rules/schnalzen.md): the trump card turned between the packets, "Stay at
home" for sitting a deal out, and the WELI, which a French pack may show as a Joker."""

from __future__ import annotations

from typing import ClassVar

from kartln.engine.cards import WELI
from kartln.gui.card_renderer import JOKER, JOKER_DECKS
from kartln.gui.games.base import OwnFace
from kartln.gui.games.choreography import Choreography
from kartln.gui.games.rams_family import RamsUi, StayAtHomeChoreography
from kartln.gui.games.text import tr


class SchnalzenUi(RamsUi):
    game_id = "schnalzen"
    choreography: ClassVar[type[Choreography]] = StayAtHomeChoreography
    multipliers = False
    drop_word = "Stay at home"
    dropped_word = "at home"

    def own_faces(self, deck: str) -> dict[int, OwnFace]:
        """schnalzen.md §9 #1: in a French pack the WELI may be a Joker; a German pack keeps its Schellen-6."""
        if getattr(self.rules, "weli_card", "six") == "joker" and deck in JOKER_DECKS:
            return {WELI: OwnFace(JOKER, tr("Joker (WELI)"))}
        return {}
