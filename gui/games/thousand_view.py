"""Thousand on the table: its piles, bubbles and info lines, and the steps of its own events.

The shared events (dealing, bids, gifts, marriages, cards, tricks, scores) move as in every game
(choreography.py); Thousand adds the stock and its nine rules, re-deals, the contract, the four
Aces, concessions and the two-player pile.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from kartln.engine import events as ev
from kartln.engine.cards import NUM_RANKS, Rank
from kartln.engine.games.thousand import events as tev
from kartln.engine.games.thousand import state as T
from kartln.engine.games.thousand.observation import SeatPublic, ThousandObservation
from kartln.engine.state import Event
from kartln.gui.games.choreography import Choreography, DraftPile, handles, with_mark
from kartln.gui.games.text import cards_of
from kartln.gui.numbers import counted
from kartln.gui.view_model import CardView, PileView, ViewContext, known
from PySide6.QtCore import QCoreApplication

# Rank order of Thousand, high to low: A 10 K Q J 9.
RANK_ORDER: dict[int, int] = {Rank.ACE: 0, Rank.TEN: 1, Rank.KING: 2, Rank.QUEEN: 3, Rank.JACK: 4, Rank.NINE: 5}
AUCTION_PHASES = (T.AUCTION, T.FOUR_NINES)


def tr(text: str) -> str:
    return QCoreApplication.translate("Thousand", text)


def sort_key(card: int, suit_order: Sequence[int]) -> tuple[int, int]:
    suit = card // NUM_RANKS
    return (suit_order.index(suit) if suit in suit_order else suit, RANK_ORDER.get(card % NUM_RANKS, 9))


def sorted_cards(cards: Sequence[int], suit_order: Sequence[int]) -> list[int]:
    return sorted(cards, key=lambda c: sort_key(c, suit_order))


def seat_note(sp: SeatPublic) -> str:
    parts = []
    if sp.on_barrel:
        parts.append(tr("barrel {n}/3").format(n=sp.barrel_attempts))
    if sp.bolts:
        parts.append(tr("bolts {n}").format(n=sp.bolts))
    return " · ".join(parts)


def bid_text(value: int, blind: bool) -> str:
    return tr("{value} blind").format(value=value) if blind else str(value)


# ------------------------------------------------------------------------------ snapshots


def seat_bid(obs: ThousandObservation, s: int) -> str:
    sp = obs.seats[s]
    if obs.phase in AUCTION_PHASES:
        return tr("Pass") if sp.passed else bid_text(sp.bid, sp.blind) if sp.bid is not None else ""
    if obs.phase != T.OVER and obs.declarer == s:
        return str(obs.contract)
    return ""


def _stock_index(obs: ThousandObservation) -> int:
    for e in reversed(obs.events):
        if isinstance(e, tev.StockShown):
            return e.index
    return 0


def stock_lying(obs: ThousandObservation, ctx: ViewContext) -> tuple[int, ...]:
    """The stock shown to everybody, while it still lies face up on the table: it is the
    declarer's, yet stays in the middle for the others until he gives (or, with two players,
    discards) his first card, so they have seen it. The viewer who is declarer holds it."""
    if obs.declarer is None or obs.phase not in (T.GIVE, T.DISCARD) or (ctx.reveal and obs.declarer == obs.seat):
        return ()
    for e in reversed(obs.events):
        if isinstance(e, (ev.CardGiven, ev.CardDiscarded)):
            return ()
        if isinstance(e, tev.StockShown):
            return tuple(sorted_cards(cards_of(e.cards), ctx.suit_order))
    return ()


def piles(obs: ThousandObservation, ctx: ViewContext) -> tuple[PileView, ...]:
    lying = stock_lying(obs, ctx)
    if lying:
        key = "stock" if obs.num_players != 2 else f"stock{_stock_index(obs)}"
        shown = PileView(key, tuple(known(c) for c in lying), tr("stock"))
        return (shown, *(p for p in _piles(obs, ctx) if p.key == "pile"))
    return _piles(obs, ctx)


def _piles(obs: ThousandObservation, ctx: ViewContext) -> tuple[PileView, ...]:
    phase = obs.phase
    seen = obs.stock if (ctx.reveal or phase == T.STOCK_NINES) else None
    if phase == T.OVER:
        return ()
    if obs.num_players != 2:
        if phase in AUCTION_PHASES:
            if seen is not None:
                cards = tuple(known(c) for c in sorted_cards(cards_of(seen), ctx.suit_order))
            else:
                cards = tuple(CardView(f"s0.{i}", None, False) for i in range(3))
            return (PileView("stock", cards, tr("stock")),)
        if phase == T.STOCK_NINES and obs.stock is not None:
            return (PileView("stock", tuple(known(c) for c in sorted_cards(cards_of(obs.stock), ctx.suit_order))),)
        return ()
    # two players: two stocks, then the pile of the unchosen stock and the discards
    if phase in (*AUCTION_PHASES, T.CHOOSE_STOCK):
        return tuple(
            PileView(f"stock{k}", tuple(CardView(f"s{k}.{i}", None, False) for i in range(2)),
                     tr("stock {n}").format(n=k + 1))
            for k in range(2)
        )
    if phase == T.STOCK_NINES and obs.stock is not None:
        chosen = _stock_index(obs)
        piles = []
        for k in range(2):
            if k == chosen:
                cards = tuple(known(c) for c in sorted_cards(cards_of(obs.stock), ctx.suit_order))
            else:
                cards = tuple(CardView(f"s{k}.{i}", None, False) for i in range(2))
            piles.append(PileView(f"stock{k}", cards))
        return tuple(piles)
    in_hands = sum(sp.cards_in_hand for sp in obs.seats)
    count = 24 - in_hands - obs.played.bit_count()
    own = cards_of(obs.discarded) if ctx.reveal else []
    cards = tuple(known(c, face_up=False) for c in own)
    cards += tuple(CardView(f"p.{i}", None, False) for i in range(max(0, count - len(cards))))
    return (PileView("pile", cards, tr("pile"), place="side"),) if cards else ()


def info_lines(obs: ThousandObservation, ctx: ViewContext) -> tuple[str, ...]:
    lines = [tr("Deal {n}").format(n=obs.deal_no)]
    if obs.golden:
        lines[0] += " · " + tr("golden round")
    name = ctx.names
    if obs.phase in AUCTION_PHASES:
        if obs.high_bidder is not None:
            lines.append(tr("High bid: {value} ({name})").format(value=obs.high_bid, name=name[obs.high_bidder]))
        else:
            lines.append(tr("Opening bid: 100"))
    elif obs.declarer is not None and obs.phase != T.OVER:
        lines.append(tr("Contract: {value} ({name})").format(value=obs.contract, name=name[obs.declarer]))
    if obs.phase == T.PLAY:
        total = 10 if obs.num_players == 2 else 8
        lines.append(tr("Trick {n} of {total}").format(n=min(obs.trick_no + 1, total), total=total))
    return tuple(lines)


# ------------------------------------------------------------------------------ choreography


class ThousandChoreography(Choreography):
    """Thousand's own events; the shared ones move as in every game."""

    deal_events = (ev.HandDealt, tev.StockSeen)

    @classmethod
    def marriage_mark(cls, e: Event, ctx: ViewContext) -> str:
        if isinstance(e, tev.AceMarriageDeclared):
            return tr("Aces {points}").format(points=e.points)
        return super().marriage_mark(e, ctx)

    def trump_caption(self, suit: int | None) -> str:
        return tr("trump") if suit is not None else tr("No trump")

    def deck_cut(self, e: ev.DeckCut) -> None:
        super().deck_cut(e)
        if self.cuts > 1:
            self.d.banner.append(self.say(tr("A nine at the bottom: you cut again"),
                                          tr("A nine at the bottom: {name} cuts again"), e.cutter))

    def dealing_begins(self) -> None:
        if self.n == 2:
            self.d.piles = [DraftPile(f"stock{k}", [CardView(f"s{k}.{i}", None, False) for i in range(2)])
                            for k in range(2)]
        else:
            self.d.piles = [DraftPile("stock", [CardView(f"s0.{i}", None, False) for i in range(3)])]

    @handles(tev.CutFined)
    def cut_fined(self, e: tev.CutFined) -> None:
        self.d.banner.append(self.say(tr("A nine at the bottom three times: you lose {points}"),
                                      tr("A nine at the bottom three times: {name} loses {points}"),
                                      e.cutter, points=-e.points))

    @handles(tev.StockSeen)
    def stock_seen(self, e: tev.StockSeen) -> None:
        d, ctx = self.d, self.ctx
        if e.cards is not None and ctx.reveal and e.seat == ctx.viewer and d.piles:
            d.piles[0].cards = [known(c) for c in d.sort(cards_of(e.cards))]

    @handles(tev.RedealDemanded)
    def redeal_demanded(self, e: tev.RedealDemanded) -> None:
        text = self.say(tr("You demand a new deal: {reason}"), tr("{name} demands a new deal: {reason}"), e.seat,
                        reason=redeal_reason(e.reason))
        self.d.banner.append(text)
        self.d.flush("announce", 1.0)

    @handles(tev.StockShown)
    def stock_shown(self, e: tev.StockShown) -> None:
        d = self.d
        key = "stock" if self.n != 2 else f"stock{e.index}"
        d.ensure_pile(key).cards = [known(c) for c in d.sort(cards_of(e.cards))]
        d.flush("show", 1.1)

    @handles(tev.StockTaken)
    def stock_taken(self, e: tev.StockTaken) -> None:
        """The declarer takes the stock: the viewer who is declarer at once; for the others it
        stays face up in the middle until his first gift or discard (see :func:`stock_lying`)."""
        if self.n == 2:
            other = next((q for q in self.d.piles if q.cards and not any(c.shows_face for c in q.cards)), None)
            if other is not None:
                other.place, other.key = "side", "pile"
        if e.seat == self.ctx.viewer and self.ctx.reveal:
            self.take_stock(e.seat)

    def card_given(self, e: ev.CardGiven) -> None:
        self.take_stock(e.giver)
        super().card_given(e)

    def card_discarded(self, e: ev.CardDiscarded) -> None:
        self.take_stock(e.seat)
        super().card_discarded(e)

    def take_stock(self, seat: int) -> None:
        """The face-up stock, if it still lies in the middle, goes into the declarer's hand."""
        d, ctx = self.d, self.ctx
        p = next((q for q in d.piles if q.key.startswith("stock") and any(c.shows_face for c in q.cards)), None)
        if p is None:
            return
        for cv in p.cards:
            if seat == ctx.viewer and ctx.reveal and cv.card is not None:
                d.put_in_hand(seat, known(cv.card), ctx)
            else:
                d.put_in_hand(seat, replace(cv, face_up=False), ctx)
        p.cards = []
        d.flush("move", 0.25)

    @handles(tev.ContractSet)
    def contract_set(self, e: tev.ContractSet) -> None:
        d = self.d
        d.info[1:] = [tr("Contract: {value} ({name})").format(value=e.value, name=self.names[e.seat])]
        prev = d.seats[e.seat].bid
        d.seat(e.seat, bid=str(e.value))
        if prev.isdigit() and e.value > int(prev):
            text = self.say(tr("You raise the contract to {value}"), tr("{name} raises the contract to {value}"),
                            e.seat, value=e.value)
        else:
            text = self.say(tr("You play for {value}"), tr("{name} plays for {value}"), e.seat, value=e.value)
        d.banner.append(text)
        d.trump_text = tr("No trump")
        d.flush("announce", 0.6)

    @handles(tev.AceMarriageDeclared)
    def aces_declared(self, e: tev.AceMarriageDeclared) -> None:
        self.d.seat(e.seat, note=with_mark(self.d.seats[e.seat].note, self.marriage_mark(e, self.ctx)))
        self.d.banner.append(self.say(tr("You declare the four Aces: +{points}"),
                                      tr("{name} declares the four Aces: +{points}"), e.seat, points=e.points))
        self.d.flush("announce", 1.0)

    @handles(tev.Conceded)
    def conceded(self, e: tev.Conceded) -> None:
        d = self.d
        d.banner.append(self.say(tr("You concede the deal"), tr("{name} concedes the deal"), e.seat))
        d.clear_table()
        d.flush("collect", 1.0)

    @handles(tev.PileTaken)
    def pile_taken(self, e: tev.PileTaken) -> None:
        d = self.d
        d.piles = [p for p in d.piles if p.key != "pile"]
        d.banner.append(self.say(counted("Thousand", "You take the pile: %n point(s)", e.points),
                                 counted("Thousand", "{name} takes the pile: %n point(s)", e.points), e.seat))
        d.flush("collect", 0.6, collect_to=e.seat)


def redeal_reason(reason: str) -> str:
    return {
        "four nines": tr("four nines"),
        "nines in the stock": tr("nines in the stock"),
        "four nines after giving": tr("four nines after giving"),
    }.get(reason, reason)
