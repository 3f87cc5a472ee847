"""Thousand's table adapter: its piles and plates, its own events, the marriage question, its
panels and its paper sheet. Everything shared comes from the generic adapter."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, ClassVar

from kartln.engine.actions import PlayCard
from kartln.engine.cards import NUM_RANKS, Rank
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.games.thousand.rules import ACE_MARRIAGE_VALUE, ThousandRules, marriage_values
from kartln.engine.games.thousand.scoring import SheetRow
from kartln.engine.state import Action, ScoreRow
from kartln.gui.games import thousand_panels, thousand_sheet, thousand_view
from kartln.gui.games.generic import GenericUi
from kartln.gui.games.marriage_notice import marriage_not_yet
from kartln.gui.games.text import SortCards, suit_label
from kartln.gui.view_model import CardChoice, PileView, SeatView, SheetTable, ViewContext
from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("Thousand", text)


def marriage_value(suit: int, rules: Any) -> int:
    return marriage_values(rules if rules is not None else ThousandRules())[suit]


def marriages_lines(rules: Any, ctx: ViewContext) -> tuple[str, str]:
    """("Marriages: Herz 100, Schellen 80,", "Eichel 60, Grün 40"): the match's values (which follow its card
    pack, thousand.md §2.1) named by the deck on screen, which may be another one since the match began;
    two lines, as a corner of the table has room for."""
    values = marriage_values(rules if rules is not None else ThousandRules())
    named = [f"{suit_label(suit, ctx)} {value}" for suit, value in sorted(enumerate(values), key=lambda sv: -sv[1])]
    if getattr(rules, "ace_marriage", False):
        named.append(tr("four Aces {value}").format(value=ACE_MARRIAGE_VALUE))
    half = len(named) // 2
    return tr("Marriages: {values},").format(values=", ".join(named[:half])), ", ".join(named[half:])


class ThousandUi(GenericUi[ThousandObservation]):
    game_id = "thousand"
    showcase = ("AH", "10H", "KH", "QH")  # the marriage of King and Queen, with the Ace and Ten that count most
    choreography = thousand_view.ThousandChoreography
    card_points: ClassVar[bool] = True

    def rules_for_deck(self, rules: Any, deck: str) -> Any:
        if deck == "german" and getattr(rules, "card_pack", None) == "french":
            return replace(rules, card_pack="german")
        return rules

    # -- the table -------------------------------------------------------------------------

    def sort(self, observation: ThousandObservation, ctx: ViewContext) -> SortCards:
        return lambda cards: thousand_view.sorted_cards(cards, ctx.suit_order)

    def seat_bid(self, obs: ThousandObservation, s: int, ctx: ViewContext) -> str:
        return thousand_view.seat_bid(obs, s)

    def seat_note(self, obs: ThousandObservation, s: int, ctx: ViewContext) -> str:
        return thousand_view.seat_note(obs.seats[s])

    def seat_view(self, obs: ThousandObservation, s: int, ctx: ViewContext) -> SeatView:
        view = super().seat_view(obs, s, ctx)
        lying = thousand_view.stock_lying(obs, ctx)
        if lying and s == obs.declarer:  # the stock still lies in the middle, not yet in his hand
            return replace(view, hand=view.hand[:len(view.hand) - len(lying)])
        return view

    def no_trumps_caption(self) -> str:
        return tr("No trump")

    def piles(self, obs: ThousandObservation, ctx: ViewContext) -> tuple[PileView, ...]:
        return thousand_view.piles(obs, ctx)

    def info_lines(self, obs: ThousandObservation, ctx: ViewContext) -> tuple[str, ...]:
        lines = thousand_view.info_lines(obs, ctx)
        if obs.phase in thousand_view.AUCTION_PHASES:  # what a marriage is worth is what a bid rests on
            lines += marriages_lines(self.rules, ctx)
        return lines

    def match_facts(self, rules: Any, ctx: ViewContext) -> tuple[str, ...]:
        return (" ".join(marriages_lines(rules, ctx)),)

    def running_count(self, obs: ThousandObservation, ctx: ViewContext) -> str:
        """Your card points and marriages so far, beside the contract when you play it."""
        me = obs.seats[obs.seat]
        return points_count(me.trick_points + me.marriage_points, obs.contract if obs.declarer == obs.seat else 0)

    def deal_count(self, row: ScoreRow, ctx: ViewContext) -> str:
        if not isinstance(row, SheetRow) or not row.raw:
            return ""
        return points_count(row.raw[ctx.viewer], row.contract if row.declarer == ctx.viewer else 0)

    # -- the marriage question -------------------------------------------------------------

    def play_choice(self, observation: ThousandObservation, legal: Sequence[Action], card: int) -> CardChoice:
        plain, marry = PlayCard(card), PlayCard(card, True)
        if marry in legal and card % NUM_RANKS == Rank.ACE:
            return CardChoice(
                (marry, plain),
                question=tr("Declare the four Aces as a marriage (+{points})?").format(points=ACE_MARRIAGE_VALUE),
                labels=(tr("Declare the Aces"), tr("Just play the card")), auto=0, setting="auto_marriage",
            )
        if marry in legal:
            suit = card // NUM_RANKS
            label = suit_label(suit, self.label_context())
            return CardChoice(
                (marry, plain),
                question=tr("Declare the marriage in {suit} (+{points}) and make {suit} trump?").format(
                    suit=label, points=marriage_value(suit, self.rules)),
                labels=(tr("Declare the marriage"), tr("Just play the card")), auto=0, setting="auto_marriage",
            )
        return CardChoice((plain,), notice=marriage_not_yet(observation, legal, card))

    # -- panels and sheets -----------------------------------------------------------------

    def make_panel(self, observation: ThousandObservation, legal: Sequence[Action], ctx: ViewContext,
                   parent: Any) -> Any:
        rules = self.rules if isinstance(self.rules, ThousandRules) else None
        return thousand_panels.make_panel(observation, legal, ctx, parent, rules)

    def sheet(self, observation: ThousandObservation, ctx: ViewContext) -> SheetTable:
        return thousand_sheet.sheet(observation, ctx)

    def deal_summary(self, row: ScoreRow, observation: ThousandObservation, ctx: ViewContext) -> SheetTable | None:
        if not isinstance(row, SheetRow):
            return None
        return thousand_sheet.deal_summary(row, observation, ctx)

    def standings(self, observation: ThousandObservation, ctx: ViewContext) -> SheetTable:
        return thousand_sheet.standings(observation, ctx)

    def winners_text(self, observation: ThousandObservation, ctx: ViewContext) -> str:
        return thousand_sheet.winners_text(observation, ctx)


def points_count(points: int, contract: int) -> str:
    """"Your points: 96 of 120" for the declarer (``contract``), "Your points: 24" for a defender."""
    if contract:
        return tr("Your points: {points} of {contract}").format(points=points, contract=contract)
    return tr("Your points: {points}").format(points=points)
