"""Bauernschnapsen on the table (rules/bauernschnapsen.md): four seats in two partnerships, the
trump named or turned up by forehand, the contract auction, Kontra/Re/Sub, a solo declarer's
partner out of the deal with his cards face down, marriages, and the Bummerl sheet.

The panels are in bauernschnapsen_panels.py, the sheet in bauernschnapsen_sheet.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from kartln.engine import events as ev
from kartln.engine.actions import PlayCard
from kartln.engine.cards import NUM_RANKS, Rank
from kartln.engine.games.bauernschnapsen import events as bev
from kartln.engine.games.bauernschnapsen.contracts import Contract
from kartln.engine.games.bauernschnapsen.rules import BauernschnapsenRules
from kartln.engine.games.bauernschnapsen.sheet import TEAMS, BummerlRow, team_of
from kartln.engine.games.bauernschnapsen.state import BauernschnapsenObservation
from kartln.engine.state import Action, Event, ScoreRow
from kartln.gui.games import bauernschnapsen_panels as panels
from kartln.gui.games import bauernschnapsen_sheet as sheets
from kartln.gui.games.bauernschnapsen_panels import CHAIN_WORDS
from kartln.gui.games.choreography import Choreography, DraftPile, handles
from kartln.gui.games.generic import GenericUi
from kartln.gui.games.marriage_notice import marriage_not_yet
from kartln.gui.games.text import card_label, cards_of, suit_label
from kartln.gui.message_text import game_word, note_words
from kartln.gui.view_model import CardChoice, CardView, PileView, SeatView, SheetTable, ViewContext, known
from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("Bauernschnapsen", text)


def first_tricks(obs: BauernschnapsenObservation) -> dict[int, tuple[int, ...]]:
    """The first trick each team took in this deal (§7: it stays visible to everybody)."""
    out: dict[int, tuple[int, ...]] = {}
    cards: list[int] = []
    for e in obs.events:
        if isinstance(e, ev.DealStarted):
            out, cards = {}, []
        elif isinstance(e, ev.CardPlayed):
            cards.append(e.card)
        elif isinstance(e, ev.TrickWon):
            out.setdefault(e.seat % 2, tuple(cards))
            cards = []
    return out


def first_trick_pile(team: int, cards: Sequence[int], ctx: ViewContext) -> PileView:
    """A team's first trick face up: the viewer's team's by the viewer, the other team's across."""
    label = tr("First trick: {names}").format(names=sheets.team_name(team, ctx))
    place = "shown" if team == ctx.viewer % 2 else "shown-right"
    return PileView(f"first{team}", tuple(known(c) for c in cards), label, place=place)


class BauernschnapsenChoreography(Choreography):
    """The game's own events; the shared ones move as in every game."""

    plates_keep_the_deal = True  # forehand, declarer and Kontra stay on the plates while the summary is open

    @classmethod
    def bubble(cls, e: Event) -> str:
        if isinstance(e, bev.ContractAnnounced):
            return game_word(e.contract.title)
        if isinstance(e, ev.Doubled):
            return CHAIN_WORDS.get(e.factor, f"×{e.factor}")
        return super().bubble(e)

    @classmethod
    def settled(cls, e: Event, seat: int) -> str | None:
        if isinstance(e, bev.ContractSettled):
            return game_word(e.contract.title) if seat == e.declarer else ""
        return super().settled(e, seat)

    def hand_dealt(self, e: ev.HandDealt) -> None:
        super().hand_dealt(e)
        turned = self.d.pile("turnup")
        if turned is None or e.seat != self.obs.forehand or not turned.cards:
            return
        card = replace(turned.cards[0], exposed=True)  # Aufschlagen: into forehand's hand, face up for all
        turned.cards = []
        hand = self.d.hands[e.seat]
        if all(cv.key != card.key for cv in hand):
            spare = next((i for i in range(len(hand) - 1, -1, -1) if hand[i].card is None), None)
            if spare is not None:
                hand[spare] = card

    @handles(ev.TrickWon)
    def trick_won(self, e: ev.TrickWon) -> None:
        """A team's first trick stays face up on the table (§7 UI rule); the others are collected."""
        d = self.d
        team = e.seat % 2
        if d.pile(f"first{team}") is not None or not d.trick:
            super().trick_won(e)
            return
        pile = first_trick_pile(team, [cv.card for _, cv in d.trick if cv.card is not None], self.ctx)
        d.trick = []
        d.piles.append(DraftPile(pile.key, list(pile.cards), pile.label, pile.place))
        d.seat(e.seat, tricks=d.seats[e.seat].tricks + 1)
        d.flush("collect", 0.1)

    @handles(bev.Knocked)
    def knocked(self, e: bev.Knocked) -> None:
        self.d.banner.append(self.say(tr("You knock: everybody gets five cards at once"),
                                      tr("{name} knocks: everybody gets five cards at once"), e.seat))
        self.d.flush("announce", 0.8)

    @handles(bev.ContractAnnounced)
    def contract_announced(self, e: bev.ContractAnnounced) -> None:
        d = self.d
        d.seat(e.seat, bid=self.bubble(e))
        d.info[1:] = [tr("Highest: {contract} ({name})").format(contract=game_word(e.contract.title),
                                                                name=self.names[e.seat])]
        d.banner.append(self.say(tr("You announce a {contract}"), tr("{name} announces a {contract}"), e.seat,
                                 contract=game_word(e.contract.title)))
        d.flush("bid", 0.6)

    @handles(bev.ContractSettled)
    def contract_settled(self, e: bev.ContractSettled) -> None:
        d = self.d
        for s in range(self.n):
            d.seat(s, bid=self.settled(e, s) or "")
        d.info[1:] = [contract_line(game_word(e.contract.title), e.value, e.declarer, 1, self.ctx)]
        if e.sitting_out is not None:
            out = e.sitting_out
            d.seat(out, active=False, status=tr("sits out"))
            d.hands[out] = [replace(cv, face_up=False) for cv in d.hands[out]]
            d.banner.append(self.say(tr("You play a {contract} alone"), tr("{name} plays a {contract} alone"),
                                     e.declarer, contract=game_word(e.contract.title)))
        else:
            d.banner.append(self.say(tr("Nobody announced: you lead the normal game"),
                                     tr("Nobody announced: {name}'s team plays the normal game"), e.declarer))
        d.flush("announce", 1.0)

    @handles(ev.Doubled)
    def doubled(self, e: ev.Doubled) -> None:
        d = self.d
        d.seat(e.seat, bid=self.bubble(e))
        word = CHAIN_WORDS.get(e.factor, "")
        d.banner.append(self.say(tr("You say {word}: the deal counts ×{factor}"),
                                 tr("{name} says {word}: the deal counts ×{factor}"), e.seat, word=word,
                                 factor=e.factor))
        d.flush("announce", 0.8)

    @handles(bev.HandShown)
    def hand_shown(self, e: bev.HandShown) -> None:
        d = self.d
        d.hands[e.seat] = [known(c) for c in d.sort(cards_of(e.cards))]
        d.banner.append(self.say(tr("You lay your cards open"), tr("{name} lays the cards open"), e.seat))
        d.flush("show", 1.5)

    @handles(bev.DealDecided)
    def deal_decided(self, e: bev.DealDecided) -> None:
        text = tr("{names} win the deal").format(names=sheets.team_name(e.team, self.ctx))
        self.d.banner.append(f"{text}: {note_words(e.reason, self.ctx)}")
        self.d.flush("announce", 1.2)


def contract_line(title: str, value: int, declarer: int, mult: int, ctx: ViewContext) -> str:
    line = tr("{contract} ({value}) · {name}").format(contract=title, value=value, name=ctx.names[declarer])
    return line + (f" · ×{mult}" if mult > 1 else "")


#: Contracts won or lost by tricks, not card points: the running count shows tricks.
TRICK_CONTRACTS = frozenset({Contract.BETTLER, Contract.GANG, Contract.HERRENGANG})


class BauernschnapsenUi(GenericUi[BauernschnapsenObservation]):
    game_id = "bauernschnapsen"
    showcase = ("AC", "10C", "KC", "QC")  # a trump marriage beside the trump Ace and Ten
    choreography = BauernschnapsenChoreography
    card_points = True

    # -- the table -------------------------------------------------------------------------

    def seat_view(self, obs: BauernschnapsenObservation, s: int, ctx: ViewContext) -> SeatView:
        sv = super().seat_view(obs, s, ctx)
        if s == obs.sitting_out and obs.phase != "over":
            return replace(sv, active=False, hand=tuple(replace(cv, face_up=False) for cv in sv.hand))
        return sv

    def seat_status(self, obs: BauernschnapsenObservation, s: int, ctx: ViewContext) -> str:
        if s == obs.sitting_out and obs.phase != "over":
            return tr("sits out")
        return super().seat_status(obs, s, ctx)

    def seat_note(self, obs: BauernschnapsenObservation, s: int, ctx: ViewContext) -> str:
        if obs.phase == "over":
            return super().seat_note(obs, s, ctx)
        if s == obs.declarer and obs.contract is not None:
            return tr("declarer") if obs.sitting_out is not None else tr("forehand")
        if s == obs.forehand:
            return tr("forehand")
        return super().seat_note(obs, s, ctx)

    def piles(self, obs: BauernschnapsenObservation, ctx: ViewContext) -> tuple[PileView, ...]:
        """The two face-down cards forehand may turn up (the turned-up card lies in his hand);
        in play, each team's first trick face up (§7 UI rule), the viewer's team first."""
        if obs.face_down:
            cards = tuple(CardView(f"fd.{i}", None, False) for i in range(obs.face_down))
            return (PileView("facedown", cards, tr("turn one up")),)
        if obs.phase != "play":
            return ()
        first = first_tricks(obs)
        teams = sorted(first, key=lambda t: t != ctx.viewer % 2)
        return tuple(first_trick_pile(t, first[t], ctx) for t in teams)

    def info_lines(self, obs: BauernschnapsenObservation, ctx: ViewContext) -> tuple[str, ...]:
        rules = self.rules if isinstance(self.rules, BauernschnapsenRules) else BauernschnapsenRules()
        return sheets.info_lines(obs, ctx, rules)

    def running_count(self, obs: BauernschnapsenObservation, ctx: ViewContext) -> str:
        """Your team's card points and marriages so far, toward 66; the tricks in a contract of tricks
        (Bettler, Gang), where points do not count."""
        team = next((t for t, members in enumerate(obs.teams) if obs.seat in members), 0)
        if obs.contract in TRICK_CONTRACTS:
            tricks = sum(obs.tricks_won[s] for s in obs.teams[team]) if obs.teams else obs.tricks_won[obs.seat]
            return tr("Your team's tricks: {n}").format(n=tricks)
        return tr("Your team: {points} of 66").format(points=obs.team_points[team])

    def deal_count(self, row: ScoreRow, ctx: ViewContext) -> str:
        if not isinstance(row, BummerlRow) or not row.team_points or row.contract in TRICK_CONTRACTS:
            return ""
        team = next((t for t, members in enumerate(TEAMS) if ctx.viewer in members), 0)
        return tr("Your team: {points} of 66").format(points=row.team_points[team])

    def last_trick_caption(self, observation: BauernschnapsenObservation, ctx: ViewContext) -> str:
        caption = super().last_trick_caption(observation, ctx)
        first = sheets.first_tricks_text(first_tricks(observation), ctx)
        return "\n".join(t for t in (caption, first) if t)

    # -- the marriage question -------------------------------------------------------------

    def play_choice(self, observation: BauernschnapsenObservation, legal: Sequence[Action], card: int) -> CardChoice:
        plain, marry = PlayCard(card), PlayCard(card, True)
        if marry in legal and card % NUM_RANKS in (Rank.KING, Rank.QUEEN):
            suit = card // NUM_RANKS
            points = 40 if suit == observation.trump.suit else 20
            return CardChoice(
                (marry, plain),
                question=tr("Declare the marriage in {suit} (+{points})?").format(
                    suit=suit_label(suit, self.label_context()), points=points),
                labels=(tr("Declare the marriage"), tr("Just play the card")), auto=0, setting="auto_marriage",
            )
        return CardChoice((plain,), notice=marriage_not_yet(observation, legal, card) if marriages_count(observation)
                          else "")

    # -- panels and sheets -----------------------------------------------------------------

    def make_panel(self, observation: BauernschnapsenObservation, legal: Sequence[Action], ctx: ViewContext,
                   parent: Any) -> Any:
        return panels.make_panel(observation, legal, ctx, self.rules, parent)

    def sheet(self, observation: BauernschnapsenObservation, ctx: ViewContext) -> SheetTable:
        return sheets.sheet(observation, ctx)

    def deal_summary(self, row: ScoreRow, observation: BauernschnapsenObservation,
                     ctx: ViewContext) -> SheetTable | None:
        return sheets.deal_summary(row, ctx)

    def standings(self, observation: BauernschnapsenObservation, ctx: ViewContext) -> SheetTable:
        return sheets.standings(observation, ctx)

    def winners_text(self, observation: BauernschnapsenObservation, ctx: ViewContext) -> str:
        return sheets.winners_text(observation, ctx)

    def describe(self, event: Event, ctx: ViewContext) -> str:
        if isinstance(event, bev.ContractAnnounced):
            return tr("{name} announces a {contract}").format(name=ctx.names[event.seat],
                                                             contract=game_word(event.contract.title))
        if isinstance(event, bev.Knocked):
            return tr("{name} knocks").format(name=ctx.names[event.seat])
        if isinstance(event, ev.Doubled):
            return tr("{name} says {word}").format(name=ctx.names[event.seat], word=CHAIN_WORDS.get(event.factor, ""))
        if isinstance(event, ev.CardTurnedUp):
            return tr("Turned up: {card}").format(card=card_label(event.card, ctx))
        return super().describe(event, ctx)


def marriages_count(obs: BauernschnapsenObservation) -> bool:
    """The seat's marriages would count in this deal (§7): so their absence on the first lead needs a word."""
    contract = obs.contract
    if contract is None or not contract.counts_marriages:
        return False
    return contract is Contract.NORMAL or team_of(obs.seat) == team_of(obs.declarer or 0)
