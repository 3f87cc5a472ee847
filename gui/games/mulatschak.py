"""Mulatschak on the table (rules/mulatschak.md): the Weli at the cut, the whiteout as a button
when legal, the bidding panel with trick counts, hold and Mulatschak, the exchange on sight as a
row of laid-out cards with a card dealt face up in front of each, play or stay at home, and the
doubled deal under the scores."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from kartln.engine import events as ev
from kartln.engine.actions import Bid, Pass, StayIn
from kartln.engine.cards import WELI, Suit
from kartln.engine.games.mulatschak.actions import (
    BidMulatschak,
    Hold,
    KeepOriginal,
    LayOut,
    TakeFaceUp,
    TakeInstead,
    Whiteout,
)
from kartln.engine.games.mulatschak.events import BidHeld, CardsLaidOut, FaceUpDealt, SightChosen, WhiteoutThrown
from kartln.engine.games.mulatschak.state import (
    ALL_PASSED,
    BID,
    FAILED,
    HIDDEN,
    LAY_OUT,
    MULATSCHAK,
    ON_SIGHT,
    WHITEOUT,
    WHITEOUT_NOTE,
    MulatschakObservation,
    bid_word,
)
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.sheets import CountDownRow
from kartln.engine.state import Action, Event
from kartln.engine.tricks import TRUMP
from kartln.gui.games.choreography import Choreography, handles
from kartln.gui.games.rams_family import RamsUi, StayAtHomeChoreography
from kartln.gui.games.sheets import CountRule, with_factor
from kartln.gui.games.text import card_label, suit_label, tr
from kartln.gui.i18n import translatable
from kartln.gui.numbers import counted
from kartln.gui.view_model import CardChoice, CardView, PileView, ViewContext, Zone, known


def tricks_word(n: int) -> str:
    return counted("Table", "%n trick(s)", n)


def contract_word(value: int) -> str:
    return tr("Mulatschak") if value == MULATSCHAK else tricks_word(value)


def _sight_key(position: int) -> str:
    return f"sight{position}"



def whiteouts_before(row: CountDownRow, sheet: Sequence[CountDownRow]) -> int:
    """The whiteouts thrown in just before the row's deal (a deal all passed keeps them pending)."""
    earlier = list(sheet[:sheet.index(row)]) if row in sheet else []
    count = 0
    for r in reversed(earlier):
        if WHITEOUT_NOTE in r.notes:
            count += 1
        elif ALL_PASSED not in r.notes:
            break
    return count

class MulatschakChoreography(StayAtHomeChoreography):
    @classmethod
    def bid_text(cls, value: int, blind: bool) -> str:
        return tr(bid_word(value))

    @classmethod
    def bubble(cls, e: Event) -> str:
        if isinstance(e, BidHeld):
            return tr("hold {n}").format(n=e.value)
        return super().bubble(e)

    @handles(WhiteoutThrown)
    def whiteout_thrown(self, e: WhiteoutThrown) -> None:
        self.d.banner.append(self.say(
            tr("Whiteout: you throw the cards in; the next scored deal counts ×{m}"),
            tr("{name}: whiteout! The cards are thrown in; the next scored deal counts ×{m}"), e.seat,
            m=2 ** e.pending))
        self.d.flush("announce", 1.2)

    @handles(ev.BidMade)
    def bid_made(self, e: ev.BidMade) -> None:
        d = self.d
        d.seat(e.seat, bid=self.bubble(e))
        d.info[1:] = [tr("High bid: {bid} ({name})").format(bid=contract_word(e.value), name=self.names[e.seat])]
        if e.value == MULATSCHAK:
            d.banner.append(self.say(tr("You bid Mulatschak: all five tricks"), tr("{name} bids Mulatschak!"), e.seat))
            d.flush("announce", 1.0)
            return
        d.flush("bid", 0.35)

    @handles(BidHeld)
    def bid_held(self, e: BidHeld) -> None:
        d = self.d
        d.seat(e.seat, bid=self.bubble(e))
        d.banner.append(self.say(tr("You hold: {bid}"), tr("{name} holds: {bid}"), e.seat, bid=tricks_word(e.value)))
        d.flush("bid", 0.6)

    @handles(ev.AuctionWon)
    def auction_won(self, e: ev.AuctionWon) -> None:
        d = self.d
        for s in range(self.n):
            d.seat(s, bid=self.bid_text(e.value, False) if s == e.seat else "")
        d.info[1:] = [tr("Declarer: {name}, {bid}").format(name=self.names[e.seat], bid=contract_word(e.value))]
        d.banner.append(self.say(tr("You are declarer: {bid}"), tr("{name} is declarer: {bid}"), e.seat,
                                 bid=contract_word(e.value)))
        d.flush("announce", 0.8)

    @handles(CardsLaidOut)
    def cards_laid_out(self, e: CardsLaidOut) -> None:
        d = self.d
        if not e.count:
            d.banner.append(self.say(tr("You keep your hand"), tr("{name} keeps the hand"), e.seat))
            d.flush("announce", 0.5)
            return
        originals = [o for o, _ in getattr(self.obs, "on_sight", ())]
        for i in range(e.count):
            mine = originals[i] if i < len(originals) and originals[i] not in (None, HIDDEN) else None
            cv = d.take_from_hand(e.seat, mine)
            shown = mine is not None and self.you(e.seat)
            card = CardView(cv.key if cv is not None else _sight_key(i), mine if shown else None, shown)
            d.ensure_pile(_sight_key(i), place="pair").cards = [card]
        d.banner.append(self.say(tr("You lay out {n} to exchange on sight"),
                                 tr("{name} lays out {n} to exchange on sight"), e.seat, n=e.count))
        d.flush("move", 0.4)

    @handles(FaceUpDealt)
    def face_up_dealt(self, e: FaceUpDealt) -> None:
        d = self.d
        talon = d.pile("talon")
        if talon is not None and len(talon.cards) > 1:
            talon.cards.pop()
        pile = d.ensure_pile(_sight_key(e.position), place="pair")
        pile.cards = [*pile.cards[:1], known(e.card)]
        d.flush("move", 0.25)

    @handles(SightChosen)
    def sight_chosen(self, e: SightChosen) -> None:
        d = self.d
        pile = d.ensure_pile(_sight_key(e.position), place="pair")
        if e.taken:
            face_up = pile.cards.pop() if len(pile.cards) > 1 else None
            if face_up is not None:
                d.put_in_hand(e.seat, face_up if self.you(e.seat) else CardView(face_up.key, None, False), self.ctx)
            d.banner.append(self.say(tr("You take the {card}"), tr("{name} takes the {card}"), e.seat,
                                     card=card_label(face_up.card, self.ctx) if face_up and face_up.card is not None
                                     else tr("card")))
        else:
            original = pile.cards[0] if pile.cards else None
            if original is not None:
                d.put_in_hand(e.seat, original, self.ctx)
            pile.cards = []
            d.banner.append(self.say(tr("You keep your card"), tr("{name} keeps his own card"), e.seat))
        d.flush("move", 0.45)


class MulatschakUi(RamsUi):
    game_id = "mulatschak"
    showcase = ("AS", "6D")  # the Weli, a trump whatever the suit
    choreography: ClassVar[type[Choreography]] = MulatschakChoreography
    card_actions = (*RamsUi.card_actions, (LayOut, "select"))
    drop_word = translatable("Table", "Stay at home")
    drop_question = translatable("Table", "Play this deal or stay at home?")
    dropped_word = translatable("Table", "at home")
    talon_word = translatable("Table", "stock")

    def named_cards(self) -> dict[int, str]:
        return {WELI: tr("Weli")}  # mulatschak.md §1: the Schellen-6, a permanent trump

    # -- what the table shows --------------------------------------------------------------

    def info_lines(self, obs: RamsObservation, ctx: ViewContext) -> tuple[str, ...]:
        lines = list(super().info_lines(obs, ctx))
        if isinstance(obs, MulatschakObservation) and obs.phase != "over":
            if obs.declarer >= 0:
                lines.append(tr("Declarer: {name}, {bid}").format(name=ctx.names[obs.declarer],
                                                                   bid=contract_word(obs.high_bid)))
            elif obs.high_bid >= 0:
                lines.append(tr("High bid: {bid} ({name})").format(bid=contract_word(obs.high_bid),
                                                                   name=ctx.names[obs.high_bidder]))
            if obs.pending_whiteouts and obs.declarer < 0:
                lines.append(tr("Whiteout: the next scored deal counts ×{m}").format(m=2 ** obs.pending_whiteouts))
        return tuple(lines)

    def extra_piles(self, obs: RamsObservation, ctx: ViewContext) -> tuple[PileView, ...]:
        """The exchange on sight: each place a laid-out card (its face for the declarer alone) with
        the card dealt face up in front of it."""
        if not isinstance(obs, MulatschakObservation):
            return ()
        piles = []
        for i, (original, face_up) in enumerate(obs.on_sight):
            cards: list[CardView] = []
            if original is not None:
                mine = original != HIDDEN and ctx.reveal and obs.seat == ctx.viewer
                cards.append(known(original) if mine else CardView(_sight_key(i), None, False))
            if face_up is not None:
                cards.append(known(face_up))
            if cards:
                piles.append(PileView(_sight_key(i), tuple(cards), place="pair"))
        return tuple(piles)

    # -- cards -----------------------------------------------------------------------------

    def legal_cards(self, legal: Sequence[Action]) -> frozenset[int]:
        laid = {c for a in legal if isinstance(a, LayOut) for c in a.cards}
        return frozenset(laid) | super().legal_cards([a for a in legal if not isinstance(a, LayOut)])

    def choose_cards(self, observation: RamsObservation, legal: Sequence[Action], cards: Sequence[int]) -> CardChoice:
        if observation.phase == LAY_OUT:
            return CardChoice((LayOut(tuple(cards)),))  # in the order clicked: the first place first
        return super().choose_cards(observation, legal, cards)

    def choose_card(self, observation: RamsObservation, legal: Sequence[Action], card: int, zone: Zone | None,
                    target: int) -> CardChoice:
        if observation.phase == LAY_OUT:
            return CardChoice(refusal=tr("Click the cards to lay out, then confirm."))
        return super().choose_card(observation, legal, card, zone, target)

    # -- panels ----------------------------------------------------------------------------

    def label(self, action: Action, ctx: ViewContext) -> str:
        if isinstance(action, Bid):
            return tricks_word(action.value)
        words: dict[type[Action], str] = {
            Whiteout: tr("Whiteout"),
            BidMulatschak: tr("Mulatschak"),
            Hold: tr("Hold"),
            TakeFaceUp: tr("Take it"),
            TakeInstead: tr("Take it for mine"),
            KeepOriginal: tr("Keep mine"),
            StayIn: tr("Play"),
        }
        return words.get(type(action)) or super().label(action, ctx)

    def move_words(self, action: Action, ctx: ViewContext) -> str:
        if isinstance(action, LayOut):
            if not action.cards:
                return tr("Keep your cards")
            return tr("Lay out {cards}").format(cards=", ".join(card_label(c, ctx) for c in action.cards))
        return super().move_words(action, ctx)

    def make_panel(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext,
                   parent: Any) -> Any:
        from kartln.gui.panels.choices import SelectPanel, choice_panel

        phase = observation.phase
        if phase == LAY_OUT:
            return SelectPanel(
                tr("Exchange on sight: lay out the cards you would change"),
                tr("Click them in the order of their places: each shows its number, 1 for the first place. "
                   "Then confirm; a card is dealt face up in front of each, and place by place you keep the "
                   "better one."),
                lambda n: tr("Keep my hand") if n == 0 else tr("Lay out {n}").format(n=n), parent)
        if phase == WHITEOUT:
            labels: dict[Action, str] = {Pass(): tr("Play on")}
            return choice_panel(tr("No king, ober or unter: throw in a whiteout?"), list(legal),
                                lambda a: labels.get(a) or self.label(a, ctx), parent,
                                (tr("The same dealer deals again and the next scored deal counts double."),))
        if phase == BID and isinstance(observation, MulatschakObservation):
            return self._bid_panel(observation, legal, ctx, parent)
        if phase == ON_SIGHT and isinstance(observation, MulatschakObservation):
            return self._sight_panel(observation, legal, ctx, parent)
        return super().make_panel(observation, legal, ctx, parent)

    def _bid_panel(self, obs: MulatschakObservation, legal: Sequence[Action], ctx: ViewContext, parent: Any) -> Any:
        from kartln.gui.panels.base import PhasePanel

        if obs.high_bid >= 0:
            title = tr("Your bid: {name} bid {bid}").format(name=ctx.names[obs.high_bidder],
                                                            bid=contract_word(obs.high_bid))
        else:
            title = tr("Your bid: how many tricks will you take?")
        panel = PhasePanel(title, parent)
        numbers = [a for a in legal if isinstance(a, Bid)]
        # the trick counts in rows of their own, three to a row: six in one row made the panel too wide for a
        # small window, where it lay over the side seats' cards
        for start in range(0, len(numbers), 3):
            panel.add_row(*(panel.action_button(self.label(a, ctx), a) for a in numbers[start:start + 3]))
        panel.add_row(*(panel.action_button(self.label(a, ctx) if not isinstance(a, Pass) else tr("Pass"), a,
                                            primary=isinstance(a, Pass)) for a in legal if not isinstance(a, Bid)))
        notes = [tr("The highest bidder names trumps and exchanges on sight; short of the bid: 10 on.")]
        if Hold() in legal:
            notes.append(tr("Hold: you take the bid of {bid} yourself.").format(bid=tricks_word(obs.high_bid)))
        if BidMulatschak() in legal:
            notes.append(tr("Mulatschak: all five tricks without exchanging."))
        for text in notes:
            panel.add_text(text)
        return panel

    def _sight_panel(self, obs: MulatschakObservation, legal: Sequence[Action], ctx: ViewContext, parent: Any) -> Any:
        from kartln.gui.panels.choices import choice_panel

        original, face_up = obs.on_sight[obs.sight_position]
        assert original is not None and face_up is not None
        up, mine = card_label(face_up, ctx), card_label(original, ctx) if original != HIDDEN else ""
        title = tr("Place {p} of {k}: the {up} or your {mine}?").format(
            p=obs.sight_position + 1, k=len(obs.on_sight), up=up, mine=mine)
        trump = obs.order is not None and obs.order.effective[face_up] == TRUMP
        if TakeInstead() in legal:
            text = tr("A trump: take it on top, and another card is dealt here; or take it for your card, which "
                      "goes out of play, and go on to the next place.")
        elif trump:
            text = tr("A trump: take it on top, and another card is dealt here while your hand is short.")
        else:
            text = tr("The card you do not take goes out of play.")
        labels: dict[Action, str] = {TakeFaceUp(): tr("Take it on top")} if TakeInstead() in legal else {}
        return choice_panel(title, list(legal), lambda a: labels.get(a) or self.label(a, ctx), parent, (text,))

    def panel_title(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> str:
        if any(isinstance(a, StayIn) for a in legal) and len(legal) == 1:
            return tr("You play this deal")
        return super().panel_title(observation, legal, ctx)

    def select_title(self, observation: RamsObservation, legal: Sequence[Action], ctx: ViewContext) -> str:
        return tr("Exchange with the stock: lay away the cards you change")

    def ordered_choice(self, observation: RamsObservation, legal: Sequence[Action]) -> bool:
        return any(isinstance(a, LayOut) for a in legal)  # the first card chosen lies in the first place

    # -- sheets ----------------------------------------------------------------------------

    def pending_factor(self, observation: RamsObservation, ctx: ViewContext) -> str:
        """The whiteouts thrown in, which double the next deal (§8)."""
        if not isinstance(observation, MulatschakObservation) or not observation.pending_whiteouts:
            return ""
        return tr("Whiteout: next deal ×{m}").format(m=2 ** observation.pending_whiteouts)

    def summary_rule(self, observation: RamsObservation) -> str:
        return tr("declarer: one off a trick when he makes his bid, else 10 on; Mulatschak: 10 off, or 10 on "
                  "and 10 off for the others; the others: one off a trick, else 5 on; at home: 1 on")

    def factor_words(self, row: CountDownRow, observation: RamsObservation, ctx: ViewContext) -> str:
        """§8: hearts double, and each whiteout thrown in before the deal doubles it again."""
        whiteouts = whiteouts_before(row, observation.sheet)
        hearts = row.multiplier == 2 ** whiteouts * 2
        words = [suit_label(Suit.HEARTS, ctx)] if hearts else []
        if whiteouts:
            words.append(tr("whiteout") if whiteouts == 1 else counted("Table", "%n whiteout(s)", whiteouts))
        return tr(" and ").join(words)

    def special_how(self, row: CountDownRow, seat: int, observation: RamsObservation,
                    ctx: ViewContext) -> list[str] | None:
        """§8: the declarer's failed bid, and Mulatschak made or failed."""
        how = CountRule(factor=self.factor_words(row, observation, ctx))
        value = row.changes[seat] // row.multiplier
        if "Mulatschak failed" in row.notes:
            if value == FAILED:
                return [with_factor(tr("Mulatschak failed"), value, row, how)]
            return [with_factor(tr("The declarer's Mulatschak failed"), value, row, how)]
        if "Mulatschak made" in row.notes and value == -FAILED:
            return [with_factor(tr("Mulatschak made"), value, row, how)]
        bid = next((n.split()[1] for n in row.notes if n.startswith("bid ") and n.endswith(" failed")), "")
        if bid and value >= FAILED:
            return [with_factor(tr("Declarer short of his bid of {n}").format(n=bid), value, row, how)]
        return None

    def describe(self, event: Event, ctx: ViewContext) -> str:
        if isinstance(event, WhiteoutThrown):
            return tr("{name}: whiteout").format(name=ctx.names[event.seat])
        if isinstance(event, BidHeld):
            return tr("{name} holds {n}").format(name=ctx.names[event.seat], n=event.value)
        if isinstance(event, ev.BidMade):
            return tr("{name} bids {bid}").format(name=ctx.names[event.seat], bid=contract_word(event.value))
        return super().describe(event, ctx)
