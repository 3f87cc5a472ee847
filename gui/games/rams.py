"""Rams on the table (rules/rams.md): tokens instead of points, the widow as a face-down hand in
the middle, General Rams and the trade for the widow."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from kartln.engine.actions import Drop, Pass
from kartln.engine.games.rams.actions import CallGeneralRams, TakeWidow
from kartln.engine.games.rams.events import GeneralRamsCalled, WidowTaken
from kartln.engine.games.rams.state import ALL_TRICKS, GENERAL, GENERAL_STAKE, LOST, MADE, RamsGameObservation
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.sheets import CountDownRow
from kartln.engine.state import Action, Event
from kartln.gui.games.choreography import Choreography, handles
from kartln.gui.games.rams_family import RamsChoreography, RamsUi
from kartln.gui.games.text import cards_of, tr
from kartln.gui.numbers import counted, signed
from kartln.gui.view_model import CardView, PileView, ViewContext, hidden


class RamsGameChoreography(RamsChoreography):
    @classmethod
    def bubble(cls, e: Event) -> str:
        if isinstance(e, GeneralRamsCalled):
            return tr("General Rams")
        if isinstance(e, WidowTaken):
            return tr("Took the widow")
        return super().bubble(e)

    @handles(GeneralRamsCalled)
    def general_called(self, e: GeneralRamsCalled) -> None:
        d = self.d
        d.seat(e.seat, bid=self.bubble(e))
        d.banner.append(self.say(tr("You call General Rams: take all five tricks"),
                                 tr("{name} calls General Rams: everybody plays"), e.seat))
        d.flush("announce", 1.2)

    @handles(WidowTaken)
    def widow_taken(self, e: WidowTaken) -> None:
        d, ctx = self.d, self.ctx
        widow = d.pile("widow")
        old = d.hands[e.seat]
        d.hands[e.seat] = []
        taken = cards_of(e.taken) if e.taken is not None else [None] * len(old)
        src = widow.cards if widow is not None else []
        for i, c in enumerate(taken):
            key = src[i].key if i < len(src) else f"w{i}"
            shown = c is not None and self.you(e.seat)
            d.put_in_hand(e.seat, CardView(key, c if shown else None, shown), ctx)
        if widow is not None:
            widow.cards = []
        d.seat(e.seat, bid=self.bubble(e))
        d.banner.append(self.say(tr("You take the widow"), tr("{name} takes the widow"), e.seat))
        d.flush("move", 0.6)


class RamsGameUi(RamsUi):
    game_id = "rams"
    showcase = ("AS", "KS", "QS")  # the trump Ace and its honours: one order in trumps and plain suits
    multipliers = False
    tally = "tokens"
    choreography: ClassVar[type[Choreography]] = RamsGameChoreography

    def special_how(self, row: CountDownRow, seat: int, observation: RamsObservation,
                    ctx: ViewContext) -> list[str] | None:
        """§8: General Rams is worth five tokens either way; the others lose it or pay per trick."""
        change = signed(row.changes[seat])
        if MADE in row.notes:
            text = tr("General Rams made: {n}") if row.changes[seat] < 0 else tr("General Rams made by another: {n}")
            return [text.format(n=change)]
        if LOST in row.notes:
            mine = row.changes[seat] == GENERAL_STAKE and row.tricks[seat] != ALL_TRICKS
            return [(tr("General Rams lost: {n}") if mine else tr("Against General Rams: {n}")).format(n=change)]
        return None

    def extra_piles(self, obs: RamsObservation, ctx: ViewContext) -> tuple[PileView, ...]:
        if not isinstance(obs, RamsGameObservation) or not obs.widow_size or obs.phase == "over":
            return ()
        widow = tuple(hidden(-2, i) for i in range(obs.widow_size))
        return (PileView("widow", widow, tr("widow"), place="aside"),)  # apart from the trick

    def info_lines(self, obs: RamsObservation, ctx: ViewContext) -> tuple[str, ...]:
        lines = [ln for ln in super().info_lines(obs, ctx) if not ln.startswith(tr("From"))]
        lines.insert(1, tr("Tokens: from {n} down to 0").format(n=obs.start_score))
        if isinstance(obs, RamsGameObservation) and obs.widow_size:
            lines.append(counted("Table", "Widow: %n card(s) face down", obs.widow_size))
        if isinstance(obs, RamsGameObservation) and obs.declarer >= 0:
            lines.append(tr("General Rams: {name}").format(name=ctx.names[obs.declarer]))
        return tuple(lines)

    def label(self, action: Action, ctx: ViewContext) -> str:
        if isinstance(action, CallGeneralRams):
            return tr("General Rams!")
        if isinstance(action, TakeWidow):
            return tr("Take the widow")
        return super().label(action, ctx)

    def make_panel(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext,
                   parent: Any) -> Any:
        if observation.phase == GENERAL:
            from kartln.gui.panels.choices import choice_panel

            labels: dict[Action, str] = {Pass(): tr("No")}
            return choice_panel(tr("Call General Rams?"), list(legal),
                                lambda a: labels.get(a) or self.label(a, ctx), parent,
                                (tr("You must then take all five tricks; everybody plays."),))
        return super().make_panel(observation, legal, ctx, parent)

    def panel_title(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> str:
        """Forehand's question names the widow it offers (with two players nobody may drop)."""
        if any(isinstance(a, TakeWidow) for a in legal):
            if any(isinstance(a, Drop) for a in legal):
                return tr("Play, take the widow or drop out?")
            return tr("Play with your hand or take the widow?")
        return super().panel_title(observation, legal, ctx)

    def panel_texts(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> tuple[str, ...]:
        texts = super().panel_texts(observation, legal, ctx)
        if any(isinstance(a, TakeWidow) for a in legal):
            n = observation.widow_size if isinstance(observation, RamsGameObservation) else 5
            texts += (counted("Table", "The widow replaces your whole hand unseen: your cards are laid away, you take "
                              "its %n card(s) without looking at them first, and you play.", n),)
        return texts

    def describe(self, event: Event, ctx: ViewContext) -> str:
        if isinstance(event, GeneralRamsCalled):
            return tr("{name} calls General Rams").format(name=ctx.names[event.seat])
        if isinstance(event, WidowTaken):
            return tr("{name} takes the widow").format(name=ctx.names[event.seat])
        return super().describe(event, ctx)
