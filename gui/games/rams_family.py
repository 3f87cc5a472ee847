"""What the nine Rams-family games share on the table: five cards, five tricks, a trump shown by
a turned-up card beside the talon (or named, or none), the cut card, exchanges and the dealer's
swap with the trump card, play or drop, and a count-down sheet on which the lowest total wins
(rules/README.md §7)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, ClassVar

from kartln.engine import events as ev
from kartln.engine.actions import Drop, Exchange, Pass, StayIn
from kartln.engine.games.rams_family import RamsObservation, RamsPhase
from kartln.engine.games.rams_family import events as rev
from kartln.engine.games.rams_family.actions import SwapTrumpCard, TakeBottomCard
from kartln.engine.sheets import CountDownRow
from kartln.engine.state import Action, Event, ScoreRow
from kartln.gui.games.choreography import Choreography, handles
from kartln.gui.games.generic import CARD_ACTIONS, GenericUi
from kartln.gui.games.sheets import CountRule, countdown_sheet, countdown_summary, factor_text
from kartln.gui.games.text import card_label, suit_label, tr
from kartln.gui.i18n import translatable
from kartln.gui.numbers import counted, signed
from kartln.gui.view_model import (
    CardChoice,
    CardView,
    PileView,
    SeatView,
    SheetTable,
    Tally,
    ViewContext,
    Zone,
    hidden,
    known,
)

TALON_SHOWN = 4  # face-down cards drawn for a talon of any size (the count is in its caption)


class RamsChoreography(Choreography):
    """The family's own events on the table."""

    @classmethod
    def bubble(cls, e: Event) -> str:
        if isinstance(e, rev.BottomCardTaken):
            return tr("Took it")
        return super().bubble(e)

    @handles(rev.BottomCardShown)
    def bottom_card_shown(self, e: rev.BottomCardShown) -> None:
        d = self.d
        if e.card is not None:
            d.banner.append(self.say(tr("The bottom card of the cut is the {card}"),
                                     tr("{name} is shown the bottom card of the cut: the {card}"), e.seat,
                                     card=card_label(e.card, self.ctx)))
        else:
            d.banner.append(tr("{name} looks at the bottom card of the cut").format(name=self.names[e.seat]))
        d.flush("announce", 0.6)

    @handles(rev.BottomCardTaken)
    def bottom_card_taken(self, e: rev.BottomCardTaken) -> None:
        d = self.d
        shown = e.card is not None and (self.you(e.seat) or e.public)
        d.put_in_hand(e.seat, CardView(f"cut{e.seat}", e.card if shown else None, shown), self.ctx)
        d.seat(e.seat, bid=self.bubble(e))
        d.banner.append(self.say(tr("You take the cut card"), tr("{name} takes the cut card"), e.seat))
        d.flush("move", 0.5)

    @handles(rev.TrumpCardTaken)
    def trump_card_taken(self, e: rev.TrumpCardTaken) -> None:
        d = self.d
        pile = d.pile("turnup")
        if pile is not None:
            pile.cards = []
        if e.laid is not None:
            d.take_from_hand(e.seat, e.laid.bit_length() - 1)
        else:
            d.take_from_hand(e.seat, None)
        d.put_in_hand(e.seat, CardView(f"c{e.card}", e.card, True, exposed=True), self.ctx)
        d.banner.append(self.say(tr("You take the trump card, the {card}"),
                                 tr("{name} takes the trump card, the {card}"), e.seat,
                                 card=card_label(e.card, self.ctx)))
        d.flush("move", 0.5)

    @handles(rev.DealAbandoned)
    def deal_abandoned(self, e: rev.DealAbandoned) -> None:
        self.d.banner.append(tr("Fewer than two play: the deal is not played"))
        self.d.flush("announce", 1.0)


class StayAtHomeChoreography(RamsChoreography):
    """Sitting a deal out is staying at home (Schnalzen, Mulatschak)."""

    drop_words = (
        translatable("Table", "You stay at home"),
        translatable("Table", "{name} stays at home"),
        translatable("Table", "at home"),
    )
    drop_word = translatable("Table", "Stays at home")


def tallies(kind: str, obs: RamsObservation, ctx: ViewContext) -> tuple[Tally, ...]:
    """Each player's score as drawn on paper. Crosses: the strokes to make grow by a cross for
    each deal without a trick, and the strokes made are the tricks taken. Tokens: those left."""
    out = []
    for s in range(obs.num_players):
        if kind == "crosses":
            total = obs.start_score + sum(max(0, row.changes[s]) for row in obs.sheet)
            out.append(Tally(ctx.names[s], kind, total, total - obs.scores[s]))
        else:
            out.append(Tally(ctx.names[s], kind, obs.start_score, max(0, obs.scores[s])))
    return tuple(out)


class RamsUi(GenericUi[RamsObservation]):
    choreography: ClassVar[type[Choreography]] = RamsChoreography
    card_actions = (*CARD_ACTIONS, (SwapTrumpCard, "swap"))
    multipliers: ClassVar[bool] = True  # deals can count double (hearts, Refa, doubling): a × column
    # the button for sitting a deal out (Ramsen says "Pass"), a plate's note for a seat out of the deal, and
    # what the game calls the undealt cards (Zwanzig: the stock)
    drop_word: ClassVar[str] = translatable("Table", "Drop out")
    # the question, whole: a game's word for sitting out does not fit every language's sentence as it is
    drop_question: ClassVar[str] = translatable("Table", "Play this deal or drop out?")
    dropped_word: ClassVar[str] = translatable("Table", "dropped out")
    talon_word: ClassVar[str] = translatable("Table", "talon")

    def info_lines(self, obs: RamsObservation, ctx: ViewContext) -> tuple[str, ...]:
        lines = list(super().info_lines(obs, ctx))
        lines.append(tr("From {start} down to 0").format(start=obs.start_score))
        if obs.talon_size and obs.phase != RamsPhase.PLAY:
            lines.append(counted("Table", "{talon}: %n card(s)", obs.talon_size).format(
                talon=tr(self.talon_word).capitalize()))
        if obs.multiplier > 1 and obs.phase != "over":
            lines.append(tr("This deal counts ×{m}").format(m=obs.multiplier))
        return tuple(lines)

    def running_count(self, obs: RamsObservation, ctx: ViewContext) -> str:
        """Your tricks so far; a declarer's also against the tricks he needs."""
        needs = next((c.needs for c in obs.contracts if c.seat == obs.seat), 0)
        return tricks_count(obs.tricks_won[obs.seat], needs)

    def deal_count(self, row: ScoreRow, ctx: ViewContext) -> str:
        if not isinstance(row, CountDownRow) or ctx.viewer not in row.in_deal:
            return ""
        return tricks_count(row.tricks[ctx.viewer], 0)  # the row does not keep the declarer's contract

    # -- the middle of the table -----------------------------------------------------------

    def piles(self, obs: RamsObservation, ctx: ViewContext) -> tuple[PileView, ...]:
        out = list(self.extra_piles(obs, ctx))
        if obs.phase == "over":
            return tuple(out)
        if obs.talon_size and obs.phase != RamsPhase.PLAY:
            cards = tuple(hidden(-1, i) for i in range(min(TALON_SHOWN, obs.talon_size)))
            out.append(PileView("talon", cards, tr(self.talon_word), place="side"))
        if obs.turned_up is not None and not obs.played >> obs.turned_up & 1:
            out.append(PileView("turnup", (known(obs.turned_up),), tr("trump card"), place="side"))
        return tuple(out)

    def extra_piles(self, obs: RamsObservation, ctx: ViewContext) -> tuple[PileView, ...]:
        """A game's own cards in the middle (Rams's widow)."""
        return ()

    # -- card choices ----------------------------------------------------------------------

    def choose_card(self, observation: RamsObservation, legal: Sequence[Action], card: int, zone: Zone | None,
                    target: int) -> CardChoice:
        if self.card_phase(observation, legal) == "swap":
            return CardChoice((SwapTrumpCard(card),))
        return super().choose_card(observation, legal, card, zone, target)

    def card_phase_with_choices(self, phase: str) -> bool:
        return phase == "swap"  # keeping the hand is a button

    # -- panels ----------------------------------------------------------------------------

    def label(self, action: Action, ctx: ViewContext) -> str:
        if isinstance(action, TakeBottomCard):
            return tr("Take it")
        if isinstance(action, Drop):
            return tr(self.drop_word)
        return super().label(action, ctx)

    def move_words(self, action: Action, ctx: ViewContext) -> str:
        if isinstance(action, SwapTrumpCard):
            return tr("Take the trump card for {card}").format(card=card_label(action.card, ctx))
        return super().move_words(action, ctx)

    def make_panel(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext,
                   parent: Any) -> Any:
        if observation.phase in (RamsPhase.CUT, RamsPhase.SWAP):
            return self._question_panel(observation, legal, ctx, parent)
        return super().make_panel(observation, legal, ctx, parent)

    def _question_panel(self, obs: RamsObservation, legal: Sequence[Action], ctx: ViewContext, parent: Any) -> Any:
        from kartln.gui.panels.choices import choice_panel

        if obs.phase == RamsPhase.CUT:
            card = card_label(obs.cut_card, ctx) if obs.cut_card is not None else ""
            title = tr("The bottom card of the cut is the {card}. Take it?").format(card=card)
            texts = (tr("You then get one card fewer in the first packet and may not exchange."),)
            labels: dict[Action, str] = {Pass(): tr("Leave it")}
            return choice_panel(title, list(legal), lambda a: labels.get(a) or self.label(a, ctx), parent, texts)
        turned = card_label(obs.turned_up, ctx) if obs.turned_up is not None else ""
        title = tr("Take the trump card, the {card}?").format(card=turned)
        texts = (tr("Click the card you lay away for it, or keep your hand."),)
        keep = [a for a in legal if isinstance(a, Pass)]
        return choice_panel(title, keep, lambda a: tr("Keep my hand"), parent, texts)

    def select_hint(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> str:
        """The allowance, and why it is smaller when the talon is what limits it."""
        hint = super().select_hint(observation, legal, ctx)
        most = max((len(a.cards) for a in legal if isinstance(a, Exchange)), default=0)
        if 0 < most == observation.talon_size:
            left = counted("Table", "The {talon} has %n card(s) left.", most)
            return f"{left.format(talon=tr(self.talon_word))} {hint}"
        return hint

    def panel_texts(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> tuple[str, ...]:
        """What sitting the deal out costs, where it costs something (staying at home: +1 at once)."""
        texts = list(super().panel_texts(observation, legal, ctx))
        if any(isinstance(a, Drop) for a in legal) and observation.drop_change:
            cost = signed(observation.drop_change * observation.multiplier)
            texts.append(tr("{choice} costs {n} at once.").format(choice=tr(self.drop_word), n=cost))
        return tuple(texts)

    def panel_title(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> str:
        kinds = {type(a) for a in legal}
        if (StayIn in kinds and Drop not in kinds and observation.exchanged
                and observation.exchanged[observation.seat]):
            return tr("You exchanged, so you play this deal")
        if Drop in kinds:
            return tr(self.drop_question)
        return super().panel_title(observation, legal, ctx)

    def seat_status(self, obs: RamsObservation, s: int, ctx: ViewContext) -> str:
        status = super().seat_status(obs, s, ctx)
        return tr(self.dropped_word) if status else status

    def seat_view(self, obs: RamsObservation, s: int, ctx: ViewContext) -> SeatView:
        return replace(super().seat_view(obs, s, ctx), score=running_score(obs, s))

    # -- sheets ----------------------------------------------------------------------------

    tally: ClassVar[str] = ""  # "crosses" or "tokens": the score drawn above the sheet's rows

    def sheet(self, observation: RamsObservation, ctx: ViewContext) -> SheetTable:
        def factor(row: CountDownRow) -> str:
            return factor_text(row, CountRule(factor=self.factor_words(row, observation, ctx)))

        table = countdown_sheet(observation.sheet, observation.start_score, observation.scores, observation.teams,
                                ctx, multipliers=self.multipliers, factor=factor,
                                pending=self.pending_factor(observation, ctx))
        if not self.tally:
            return table
        return replace(table, tallies=tallies(self.tally, observation, ctx))

    def deal_summary(self, row: ScoreRow, observation: RamsObservation, ctx: ViewContext) -> SheetTable | None:
        if not isinstance(row, CountDownRow):
            return None
        how = CountRule(observation.per_trick, observation.no_trick, observation.drop_change,
                        self.factor_words(row, observation, ctx))
        return countdown_summary(row, observation.teams, ctx, no_trick=observation.no_trick,
                                 rule=self.summary_rule(observation), how=how,
                                 special=lambda r, s: self.special_how(r, s, observation, ctx))

    def pending_factor(self, observation: RamsObservation, ctx: ViewContext) -> str:
        """What the next scored deal will count, under the sheet's multipliers (Raub's Refas); none by default."""
        return ""

    factor_word: ClassVar[str] = ""  # what makes a deal count more than once ("Refa")
    factor_suit: ClassVar[int | None] = None  # or the suit of the trumps that do (hearts), named by the deck

    def factor_words(self, row: CountDownRow, observation: RamsObservation, ctx: ViewContext) -> str:
        """What made the deal count more than once, for the summary: "×2 ♥", with the German deck "×2 Herz"."""
        if self.factor_suit is not None:
            return suit_label(self.factor_suit, ctx)
        return tr(self.factor_word) if self.factor_word else ""

    def special_how(self, row: CountDownRow, seat: int, observation: RamsObservation,
                    ctx: ViewContext) -> list[str] | None:
        """The game's own explanation of a change the plain trick count does not give; None: the
        deal's notes say it."""
        return None

    def summary_rule(self, observation: RamsObservation) -> str:
        """How a deal scores, where it is not one off a trick and ``no_trick`` on without one."""
        return ""

    def describe(self, event: Event, ctx: ViewContext) -> str:
        if isinstance(event, rev.TrumpCardTaken):
            return tr("{name} takes the trump card").format(name=ctx.names[event.seat])
        if isinstance(event, rev.BottomCardTaken):
            return tr("{name} takes the cut card").format(name=ctx.names[event.seat])
        return super().describe(event, ctx)


def running_score(obs: RamsObservation, s: int) -> int:
    """A seat's score on its plate while a deal goes on, as the rules count it: each trick taken
    comes off at once where the game counts trick by trick (Rams's tokens), and staying at home
    costs its point at once (Schnalzen, Mulatschak); the deal's end settles the rest."""
    if obs.phase == "over" or len(obs.running) != obs.num_players:
        return obs.scores[s]
    score = obs.running[s]
    if obs.drop_change and s not in obs.in_deal and any(isinstance(e, ev.Dropped) and e.seat == s
                                                        for e in obs.events):
        score += obs.drop_change * obs.multiplier
    return score


def tricks_count(won: int, needs: int) -> str:
    """"Your tricks: 2", a declarer's "Your tricks: 2 (3 needed)" (``needs``: the tricks he needs, or 0;
    "2 of 3" read as a share of the deal, and "4 of 1" as nonsense)."""
    if needs:
        return tr("Your tricks: {won} ({needs} needed)").format(won=won, needs=needs)
    return tr("Your tricks: {won}").format(won=won)
