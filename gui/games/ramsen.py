"""Ramsen and Mönch on the table (rules/ramsen.md, moench.md): the family's table with "Pass" for
sitting a deal out, the Mönch's trump choice and the Fliege."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from kartln.engine.actions import NameTrump
from kartln.engine.games.moench.events import FliegeShown
from kartln.engine.games.moench.order import MOENCH
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.state import Action, Event
from kartln.gui.games.choreography import Choreography, handles
from kartln.gui.games.rams_family import RamsChoreography, RamsUi
from kartln.gui.games.text import cards_of, tr
from kartln.gui.i18n import translatable
from kartln.gui.view_model import ViewContext


class RamsenChoreography(RamsChoreography):
    drop_word = translatable("Table", "Pass")  # sitting a deal out is passing


class RamsenUi(RamsUi):
    game_id = "ramsen"
    showcase: tuple[str, ...] = ("9D", "7D", "QC", "JC")  # the four permanent trumps: Dallmutz, Belli and the two Buben
    multipliers = False
    choreography: ClassVar[type[Choreography]] = RamsenChoreography
    drop_word = translatable("Table", "Pass")
    drop_question = translatable("Table", "Play this deal or pass?")
    dropped_word = translatable("Table", "passed")
    tally = "crosses"


class MoenchChoreography(RamsenChoreography):
    @handles(FliegeShown)
    def fliege_shown(self, e: FliegeShown) -> None:
        d = self.d
        for c in cards_of(e.cards):
            cv = d.take_from_hand(e.seat, c)
            if cv is not None:
                d.hands[e.seat].append(type(cv)(cv.key, c, True, exposed=True))
        d.banner.append(self.say(tr("You hold a Fliege: five of a suit win the deal"),
                                 tr("{name} shows a Fliege: five of a suit win the deal"), e.seat))
        d.flush("announce", 1.6)


class MoenchUi(RamsenUi):
    game_id = "moench"
    showcase: tuple[str, ...] = ("JC", "AH", "KH")  # the Mönch, above the trump Ace
    choreography: ClassVar[type[Choreography]] = MoenchChoreography

    def named_cards(self) -> dict[int, str]:
        return {MOENCH: tr("Mönch")}  # moench.md §2: the Eichel-Unter is the Mönch in every deal

    def panel_title(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> str:
        if any(isinstance(a, NameTrump) for a in legal):
            if observation.phase == "trump" and observation.hand is not None and not observation.hand >> MOENCH & 1:
                return tr("You played the Mönch: name the trumps from the next trick on")
            return tr("You hold the Mönch: name the trump suit")
        return super().panel_title(observation, legal, ctx)

    def panel_texts(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> tuple[str, ...]:
        if any(isinstance(a, NameTrump) for a in legal) and observation.phase == "trump":
            return (tr("The first suit keeps the turned-up trumps; another shows that you hold the Mönch."),)
        return super().panel_texts(observation, legal, ctx)

    def describe(self, event: Event, ctx: ViewContext) -> str:
        if isinstance(event, FliegeShown):
            return tr("{name} shows a Fliege").format(name=ctx.names[event.seat])
        return super().describe(event, ctx)
