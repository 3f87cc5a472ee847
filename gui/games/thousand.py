"""Thousand's table adapter: what cards mean in each phase, panels, sheets (GameUi)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kartln.engine import events as ev
from kartln.engine.actions import Discard, GiveCard, PlayCard
from kartln.engine.cards import NUM_RANKS, Rank
from kartln.engine.games.thousand import state as T
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.games.thousand.rules import ACE_MARRIAGE_VALUE, ThousandRules, marriage_values
from kartln.engine.state import Action, Event
from kartln.gui.games import thousand_panels, thousand_sheet, thousand_view
from kartln.gui.games.base import CardChoice, SheetTable, Step, TableSnapshot, ViewContext, Zone
from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("Thousand", text)


def marriage_value(suit: int, rules: Any) -> int:
    return marriage_values(rules if rules is not None else ThousandRules())[suit]


class ThousandUi:
    game_id = "thousand"

    def __init__(self) -> None:
        self.rules: Any = None  # set by the screen for marriage values

    def snapshot(self, observation: ThousandObservation, ctx: ViewContext) -> TableSnapshot:
        return thousand_view.snapshot(observation, ctx)

    def steps(self, before: TableSnapshot, events: Sequence[Event], observation: ThousandObservation,
              ctx: ViewContext) -> list[Step]:
        return thousand_view.steps(before, events, observation, ctx)

    def card_phase(self, observation: ThousandObservation, legal: Sequence[Action]) -> str:
        return {T.PLAY: "play", T.GIVE: "give", T.DISCARD: "discard"}.get(observation.phase, "")

    def legal_cards(self, legal: Sequence[Action]) -> frozenset[int]:
        return frozenset(a.card for a in legal if isinstance(a, (PlayCard, GiveCard, Discard)))

    def drop_zones(self, observation: ThousandObservation, legal: Sequence[Action]) -> tuple[Zone, ...]:
        phase = observation.phase
        if phase == T.PLAY:
            return (Zone("trick"),)
        if phase == T.GIVE:
            targets: list[int] = []
            for a in legal:
                if isinstance(a, GiveCard) and a.to not in targets:
                    targets.append(a.to)
            return tuple(Zone("seat", t) for t in targets)
        if phase == T.DISCARD:
            return (Zone("pile", 0),)
        return ()

    def choose_card(self, observation: ThousandObservation, legal: Sequence[Action], card: int, zone: Zone | None,
                    target: int) -> CardChoice:
        phase = observation.phase
        if phase == T.PLAY:
            if zone is not None and zone.kind != "trick":
                return CardChoice(refusal=tr("Put the card in the middle of the table to play it."))
            plain, marry = PlayCard(card), PlayCard(card, True)
            if marry in legal and card % NUM_RANKS == Rank.ACE:
                return CardChoice(
                    (marry, plain),
                    question=tr("Declare the four Aces as a marriage (+{points})?").format(points=ACE_MARRIAGE_VALUE),
                    labels=(tr("Declare the Aces"), tr("Just play the card")),
                    auto=0,
                )
            if marry in legal:
                suit = card // NUM_RANKS
                label = thousand_view.suit_label(suit, self._ctx_for_labels())
                value = marriage_value(suit, self.rules)
                return CardChoice(
                    (marry, plain),
                    question=tr("Declare the marriage in {suit} (+{points}) and make {suit} trump?").format(
                        suit=label, points=value),
                    labels=(tr("Declare the marriage"), tr("Just play the card")),
                    auto=0,
                )
            return CardChoice((plain,))
        if phase == T.GIVE:
            if zone is not None:
                if zone.kind != "seat":
                    return CardChoice(refusal=tr("Drag the card onto the player who should get it."))
                target = zone.seat
            return CardChoice((GiveCard(card, target),))
        if phase == T.DISCARD:
            if zone is not None and zone.kind != "pile":
                return CardChoice(refusal=tr("Drag the card onto the pile to discard it."))
            return CardChoice((Discard(card),))
        return CardChoice(refusal=tr("This is not the moment to play a card."))

    german = False

    def _ctx_for_labels(self) -> ViewContext:
        return ViewContext((), 0, False, german=self.german)

    def make_panel(self, observation: ThousandObservation, legal: Sequence[Action], ctx: ViewContext,
                   parent: Any) -> Any:
        return thousand_panels.make_panel(observation, legal, ctx, parent)

    def sheet(self, observation: ThousandObservation, ctx: ViewContext) -> SheetTable:
        return thousand_sheet.sheet(observation, ctx)

    def deal_summary(self, row: Any, observation: ThousandObservation, ctx: ViewContext) -> SheetTable | None:
        return thousand_sheet.deal_summary(row, observation, ctx)

    def standings(self, observation: ThousandObservation, ctx: ViewContext) -> SheetTable:
        return thousand_sheet.standings(observation, ctx)

    def winners_text(self, observation: ThousandObservation, ctx: ViewContext) -> str:
        return thousand_sheet.winners_text(observation, ctx)

    def last_trick(self, observation: ThousandObservation) -> tuple[tuple[int, int], ...]:
        return tuple(observation.last_trick)

    def last_trick_caption(self, observation: ThousandObservation, ctx: ViewContext) -> str:
        won = next((e for e in reversed(observation.events) if isinstance(e, ev.TrickWon)), None)
        if won is None:
            return ""
        if won.seat == ctx.viewer and ctx.reveal:
            return tr("You took the trick: {points} points").format(points=won.points)
        return tr("{name} took the trick: {points} points").format(name=ctx.names[won.seat], points=won.points)

    def deal_no(self, observation: ThousandObservation) -> int:
        return observation.deal_no

    def describe(self, event: Event, ctx: ViewContext) -> str:
        names = ctx.names
        if isinstance(event, ev.BidMade):
            return tr("{name} bids {value}").format(name=names[event.seat], value=event.value)
        if isinstance(event, ev.Passed):
            return tr("{name} passes").format(name=names[event.seat])
        if isinstance(event, ev.TrickWon):
            return tr("{name} takes the trick ({points} points)").format(name=names[event.seat], points=event.points)
        return ""
