"""Raub on the table (rules/raub.md): the dealer's calls before the deal and before he looks, "I
lead" and the new trump, Idem and Nejdem, drawing from the stock, and the pending Refas under the
scores."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from kartln.engine.actions import Pass, StayIn
from kartln.engine.cards import suit_of
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.games.raub.actions import CallRaub, CallStih, Deal, Lead, Muss, NewTrump, PassDeal
from kartln.engine.games.raub.events import DeclarerFound, NewTrumpTurned, RefaThrown
from kartln.engine.games.raub.state import FAIL_DECLARER, LEAD, PRE_DEAL, RAUB, RaubObservation
from kartln.engine.sheets import CountDownRow
from kartln.engine.state import Action, Event
from kartln.gui.games.choreography import Choreography, handles
from kartln.gui.games.rams_family import RamsChoreography, RamsUi
from kartln.gui.games.sheets import CountRule, with_factor
from kartln.gui.games.text import card_label, tr
from kartln.gui.i18n import translatable
from kartln.gui.numbers import counted
from kartln.gui.view_model import PileView, ViewContext, known

HOW = {
    "lead": translatable("Table", "leads"),
    "raub": translatable("Table", "says Raub"),
    "stih": translatable("Table", "says Stih"),
    "muss": translatable("Table", "says Muss"),
}


class RaubChoreography(RamsChoreography):
    stay_word = translatable("Table", "Idem")
    drop_word = translatable("Table", "Nejdem")
    drop_words = (
        translatable("Table", "You say Nejdem"),
        translatable("Table", "{name} says Nejdem"),
        translatable("Table", "Nejdem"),
    )

    @classmethod
    def bubble(cls, e: Event) -> str:
        if isinstance(e, DeclarerFound):
            return tr(e.how.capitalize()) if e.how != "lead" else tr("I lead")
        return super().bubble(e)

    @handles(DeclarerFound)
    def declarer_found(self, e: DeclarerFound) -> None:
        d = self.d
        d.seat(e.seat, bid=self.bubble(e))
        d.banner.append(counted("Table", "{name} {how}: %n trick(s) to take", e.needs).format(
            name=self.names[e.seat], how=tr(HOW[e.how])))
        d.flush("announce", 0.9)

    @handles(NewTrumpTurned)
    def new_trump_turned(self, e: NewTrumpTurned) -> None:
        """The turned stock card takes the trump card's place beside the stock (the old one goes out
        of play); a card of another suit makes the new trumps."""
        d = self.d
        d.ensure_pile("turnup", tr("trump card"), "side").cards = [known(e.card)]
        d.trump_card = e.card
        d.trump = suit_of(e.card)
        d.trump_text = self.trump_caption(d.trump)
        d.banner.append(tr("A new trump is turned: {card}").format(card=card_label(e.card, self.ctx)))
        d.flush("deal", 0.9)  # from the stock, face up where the trump card lay

    @handles(RefaThrown)
    def refa_thrown(self, e: RefaThrown) -> None:
        self.d.banner.append(tr("Refa: the cards are thrown in; the next scored deal counts double"))
        self.d.flush("announce", 1.2)


class RaubUi(RamsUi):
    game_id = "raub"
    showcase = ("AD", "KD", "QD", "JD")  # a hand of four cards for four tricks
    choreography: ClassVar[type[Choreography]] = RaubChoreography
    drop_word = translatable("Table", "Nejdem")
    dropped_word = translatable("Table", "Nejdem")
    talon_word = translatable("Table", "stock")

    def info_lines(self, obs: RamsObservation, ctx: ViewContext) -> tuple[str, ...]:
        lines = list(super().info_lines(obs, ctx))
        if isinstance(obs, RaubObservation):
            if obs.declarer >= 0:
                lines.append(counted("Table", "Declarer: {name}, %n trick(s)", obs.needs).format(
                    name=ctx.names[obs.declarer]))
            if obs.pending_refa:
                lines.append(tr("Refa: {lines}").format(lines="│" * obs.pending_refa))
        return tuple(lines)

    def piles(self, obs: RamsObservation, ctx: ViewContext) -> tuple[PileView, ...]:
        """After New trump the card that made the new trumps lies where the trump card lay."""
        out = super().piles(obs, ctx)
        card = new_trump_card(obs)
        if card is None:
            return out
        return tuple(PileView(p.key, (known(card),), p.label, p.place) if p.key == "turnup" else p for p in out)

    def trump_view(self, obs: RamsObservation) -> tuple[int | None, str, int | None]:
        suit, caption, card = super().trump_view(obs)
        new = new_trump_card(obs)
        return (suit, caption, new) if new is not None and caption else (suit, caption, card)

    def label(self, action: Action, ctx: ViewContext) -> str:
        words: dict[type[Action], str] = {
            Deal: tr("Deal"),
            PassDeal: tr("Pass the deal"),
            Muss: tr("Muss"),
            CallRaub: tr("Raub"),
            CallStih: tr("Stih"),
            Lead: tr("I lead"),
            NewTrump: tr("New trump"),
            StayIn: tr("Idem"),
        }
        return words.get(type(action)) or super().label(action, ctx)

    def make_panel(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext,
                   parent: Any) -> Any:
        titles = {
            PRE_DEAL: (tr("You deal: deal, pass the deal (a Refa), or say Muss?"),
                       tr("Muss makes you declarer without seeing a card; nobody may drop.")),
            RAUB: (tr("Before you look: Raub?"),
                   tr("Raub: you are declarer and need two tricks (Stih on a seven: one).")),
            LEAD: (tr("Will you lead?"), tr("The declarer must take two of the four tricks.")),
        }
        if observation.phase == PRE_DEAL and Muss() not in legal:  # Muss waits for a score of 9 or lower
            titles[PRE_DEAL] = (tr("You deal: deal, or pass the deal (a Refa)?"),
                                tr("Muss becomes possible once a player is at 9 or lower."))
        if observation.phase in titles:
            from kartln.gui.panels.choices import choice_panel

            title, text = titles[str(observation.phase)]
            labels: dict[Action, str] = {Pass(): tr("No") if observation.phase == RAUB else tr("Pass")}
            return choice_panel(title, list(legal), lambda a: labels.get(a) or self.label(a, ctx), parent, (text,))
        return super().make_panel(observation, legal, ctx, parent)

    def select_title(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> str:
        return tr("Draw from the stock: lay away the cards you change")

    def panel_title(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> str:
        if any(isinstance(a, StayIn) for a in legal):
            if len(legal) == 1:
                return tr("After Muss everybody defends: Idem")
            return tr("Idem or Nejdem: do you defend against the declarer?")
        return super().panel_title(observation, legal, ctx)

    def pending_factor(self, observation: RamsObservation, ctx: ViewContext) -> str:
        """§8.2: the pending Refas, a line drawn under the scores for each."""
        if not isinstance(observation, RaubObservation) or not observation.pending_refa:
            return ""
        return tr("Refa: {lines}").format(lines="│" * observation.pending_refa)

    def summary_rule(self, observation: RamsObservation) -> str:
        return tr("declarer: one off a trick when he takes his tricks, else 4 on; "
                  "a defender: one off a trick, else 2 on; Nejdem: nothing")

    factor_word = translatable("Table", "Refa")

    def special_how(self, row: CountDownRow, seat: int, observation: RamsObservation,
                    ctx: ViewContext) -> list[str] | None:
        """§8.1: a declarer short of the tricks he needs pays 4."""
        if seat in row.in_deal and row.changes[seat] == FAIL_DECLARER * row.multiplier:
            how = CountRule(factor=self.factor_words(row, observation, ctx))
            return [with_factor(tr("Declarer short of his tricks"), FAIL_DECLARER, row, how)]
        return None

    def describe(self, event: Event, ctx: ViewContext) -> str:
        if isinstance(event, DeclarerFound):
            return tr("{name} {how}").format(name=ctx.names[event.seat], how=tr(HOW[event.how]))
        if isinstance(event, RefaThrown):
            return tr("Refa")
        return super().describe(event, ctx)


def new_trump_card(obs: RamsObservation) -> int | None:
    """The stock card turned by New trump that made this deal's trumps (§5.1), if one did."""
    for e in reversed(obs.events):
        if isinstance(e, NewTrumpTurned):
            return e.card if obs.trump.known and suit_of(e.card) == obs.trump.suit else None
    return None
