"""Thousand on the table: snapshots from observations and the steps that animate each event."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from kartln.engine import events as ev
from kartln.engine.cards import NUM_RANKS, Rank
from kartln.engine.games.thousand import events as tev
from kartln.engine.games.thousand import state as T
from kartln.engine.games.thousand.observation import SeatPublic, ThousandObservation
from kartln.engine.names import Pack, suit_name, suit_symbol
from kartln.engine.state import Event
from kartln.gui.games.base import CardView, PileView, SeatView, Step, TableSnapshot, ViewContext, hidden, known
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


def cards_of(mask: int) -> list[int]:
    out, m = [], mask
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def pack(ctx: ViewContext) -> Pack:
    return Pack.GERMAN if ctx.german else Pack.FRENCH


def suit_label(suit: int, ctx: ViewContext) -> str:
    return suit_name(suit, pack(ctx)) if ctx.german else suit_symbol(suit, Pack.FRENCH)


def is_you(seat: int, ctx: ViewContext) -> bool:
    """The sentence is about the person looking at the table (second person)."""
    return seat == ctx.viewer and ctx.reveal


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


def snapshot(obs: ThousandObservation, ctx: ViewContext) -> TableSnapshot:
    n = obs.num_players
    v = ctx.viewer
    phase = obs.phase
    seats = []
    for s in range(n):
        sp = obs.seats[s]
        if s == v and ctx.reveal and obs.hand is not None:
            hand = tuple(known(c) for c in sorted_cards(cards_of(obs.hand), ctx.suit_order))
        else:
            hand = tuple(hidden(s, i) for i in range(sp.cards_in_hand))
        if phase in AUCTION_PHASES:
            bid = tr("pass") if sp.passed else bid_text(sp.bid, sp.blind) if sp.bid is not None else ""
        elif phase != T.OVER and obs.declarer == s:
            bid = str(obs.contract)
        else:
            bid = ""
        seats.append(SeatView(
            s, ctx.names[s], sp.score, hand, sp.tricks, bid, seat_note(sp),
            dealer=s == obs.dealer, active=s in obs.in_deal, human=s in ctx.humans,
        ))
    trick = tuple((s, known(c)) for s, c in obs.trick)
    to_act = obs.current_player
    return TableSnapshot(
        seats=tuple(seats), viewer=v, to_act=to_act, trick=trick, piles=_piles(obs, ctx), trump=obs.trump.suit,
        trump_text=_trump_text(obs), info=info_lines(obs, ctx),
        thinking=to_act >= 0 and to_act not in ctx.humans,
    )


def _trump_text(obs: ThousandObservation) -> str:
    if obs.phase != T.PLAY:
        return ""
    return tr("trump") if obs.trump.suit is not None else tr("No trump")


def _stock_index(obs: ThousandObservation) -> int:
    for e in reversed(obs.events):
        if isinstance(e, tev.StockShown):
            return e.index
    return 0


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


@dataclass
class _Pile:
    key: str
    cards: list[CardView]
    label: str = ""
    place: str = "center"


@dataclass
class Draft:
    """A mutable copy of a snapshot that the events change one by one."""

    seats: list[SeatView]
    hands: list[list[CardView]]
    trick: list[tuple[int, CardView]]
    piles: list[_Pile]
    base: TableSnapshot
    trump: int | None
    trump_text: str
    info: list[str]
    to_act: int
    steps: list[Step] = field(default_factory=list)
    banner: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, snap: TableSnapshot) -> Draft:
        return cls(
            seats=list(snap.seats), hands=[list(sv.hand) for sv in snap.seats], trick=list(snap.trick),
            piles=[_Pile(p.key, list(p.cards), p.label, p.place) for p in snap.piles], base=snap,
            trump=snap.trump, trump_text=snap.trump_text, info=list(snap.info), to_act=snap.to_act,
        )

    def freeze(self) -> TableSnapshot:
        seats = tuple(replace(sv, hand=tuple(h)) for sv, h in zip(self.seats, self.hands, strict=True))
        return replace(
            self.base, seats=seats, trick=tuple(self.trick), to_act=self.to_act, thinking=False,
            piles=tuple(PileView(p.key, tuple(p.cards), p.label, p.place) for p in self.piles if p.cards),
            trump=self.trump, trump_text=self.trump_text, info=tuple(self.info),
        )

    def flush(self, kind: str, hold: float = 0.0, **kw: object) -> None:
        text = "\n".join(self.banner)
        self.banner.clear()
        self.steps.append(Step(self.freeze(), kind, hold, text, **kw))  # type: ignore[arg-type]

    def seat(self, s: int, **changes: object) -> None:
        self.seats[s] = replace(self.seats[s], **changes)  # type: ignore[arg-type]

    def has_cards(self) -> bool:
        return any(self.hands) or bool(self.trick) or any(p.cards for p in self.piles)

    def take_from_hand(self, s: int, card: int | None) -> CardView | None:
        """Remove ``card`` from a hand; a card the viewer cannot see is taken from the middle."""
        hand = self.hands[s]
        if card is not None:
            for i, cv in enumerate(hand):
                if cv.card == card:
                    return hand.pop(i)
        unknown = [i for i, cv in enumerate(hand) if cv.card is None]
        if unknown:
            return hand.pop(unknown[len(unknown) // 2])
        return hand.pop() if hand else None

    def put_in_hand(self, s: int, cv: CardView, ctx: ViewContext) -> None:
        hand = self.hands[s]
        hand.append(cv)
        if s == ctx.viewer and ctx.reveal and all(c.shows_face for c in hand):
            hand.sort(key=lambda c: sort_key(c.card or 0, ctx.suit_order))

    def pile(self, key: str) -> _Pile | None:
        return next((p for p in self.piles if p.key == key), None)


def steps(before: TableSnapshot, events: Sequence[Event], obs: ThousandObservation, ctx: ViewContext) -> list[Step]:
    d = Draft.of(before)
    d.to_act = -1  # while the events are shown nobody is asked; the last step says who is next
    names = ctx.names
    n = obs.num_players
    viewer, reveal = ctx.viewer, ctx.reveal
    own_hidden = obs.hand is None
    seen = [e.view_for(viewer if reveal else -1) for e in events]
    cuts = 0
    dealt = False

    def flush_deal() -> None:
        nonlocal dealt
        if dealt:
            d.flush("deal", 0.15)
            dealt = False

    for e in seen:
        if e is None:
            continue
        if not isinstance(e, (ev.HandDealt, tev.StockSeen)):
            flush_deal()
        if isinstance(e, ev.DealStarted):
            if d.has_cards():
                d.hands = [[] for _ in range(n)]
                d.trick, d.piles = [], []
                d.flush("collect", 0.1)
            d.hands = [[] for _ in range(n)]
            d.trick, d.piles, d.trump, d.trump_text = [], [], None, ""
            for s in range(n):
                d.seat(s, bid="", tricks=0, dealer=s == e.dealer, active=s in e.active)
            d.info = [tr("Deal {n}").format(n=e.deal_no) + (" · " + tr("golden round") if e.golden else "")]
            d.to_act = -1
            cuts = 0
        elif isinstance(e, ev.DeckCut):
            cuts += 1
            if cuts > 1:
                d.banner.append(tr("A nine at the bottom: you cut again") if is_you(e.cutter, ctx)
                                else tr("A nine at the bottom: {name} cuts again").format(name=names[e.cutter]))
        elif isinstance(e, tev.CutFined):
            if is_you(e.cutter, ctx):
                d.banner.append(tr("A nine at the bottom three times: you lose {points}").format(points=-e.points))
            else:
                d.banner.append(tr("A nine at the bottom three times: {name} loses {points}")
                                .format(name=names[e.cutter], points=-e.points))
        elif isinstance(e, ev.HandDealt):
            if e.cards is not None and e.seat == viewer and reveal and not own_hidden:
                d.hands[e.seat] = [known(c) for c in sorted_cards(cards_of(e.cards), ctx.suit_order)]
            else:
                d.hands[e.seat] = [hidden(e.seat, i) for i in range(e.count)]
            if not dealt:
                dealt = True
                if n == 2:
                    d.piles = [_Pile(f"stock{k}", [CardView(f"s{k}.{i}", None, False) for i in range(2)])
                               for k in range(2)]
                else:
                    d.piles = [_Pile("stock", [CardView(f"s0.{i}", None, False) for i in range(3)])]
        elif isinstance(e, tev.StockSeen):
            if e.cards is not None and reveal and e.seat == viewer and d.piles:
                d.piles[0].cards = [known(c) for c in sorted_cards(cards_of(e.cards), ctx.suit_order)]
        elif isinstance(e, ev.BidMade):
            d.seat(e.seat, bid=bid_text(e.value, e.blind))
            d.info[1:] = [tr("High bid: {value} ({name})").format(value=e.value, name=names[e.seat])]
            d.to_act = -1
            d.flush("bid", 0.35)
        elif isinstance(e, ev.Passed):
            d.seat(e.seat, bid=tr("pass"))
            d.flush("bid", 0.35)
        elif isinstance(e, ev.AuctionWon):
            for s in range(n):
                d.seat(s, bid=str(e.value) if s == e.seat else "")
            d.info[1:] = [tr("Contract: {value} ({name})").format(value=e.value, name=names[e.seat])]
            text = (tr("You play {value}") if is_you(e.seat, ctx) else tr("{name} plays {value}")).format(
                name=names[e.seat], value=e.value)
            d.banner.append(text + (" " + tr("(blind: counts double)") if e.blind else ""))
            d.flush("announce", 0.7)
        elif isinstance(e, tev.RedealDemanded):
            text = tr("You demand a new deal: {reason}") if is_you(e.seat, ctx) else tr(
                "{name} demands a new deal: {reason}")
            d.banner.append(text.format(name=names[e.seat], reason=redeal_reason(e.reason)))
            d.flush("announce", 1.0)
        elif isinstance(e, tev.StockShown):
            cards = [known(c) for c in sorted_cards(cards_of(e.cards), ctx.suit_order)]
            key = "stock" if n != 2 else f"stock{e.index}"
            p = d.pile(key)
            if p is None:
                d.piles.append(_Pile(key, cards))
            else:
                p.cards = cards
            d.flush("show", 1.1)
        elif isinstance(e, tev.StockTaken):
            key = "stock"
            if n == 2:
                key = next((p.key for p in d.piles if any(c.shows_face for c in p.cards)), "stock0")
            p = d.pile(key)
            if p is not None:
                for cv in p.cards:
                    if e.seat == viewer and reveal and cv.card is not None:
                        d.put_in_hand(e.seat, known(cv.card), ctx)
                    else:
                        d.put_in_hand(e.seat, replace(cv, face_up=False), ctx)
                p.cards = []
            if n == 2:
                other = next((q for q in d.piles if q.cards), None)
                if other is not None:
                    other.place, other.key = "side", "pile"
            d.flush("move", 0.25)
        elif isinstance(e, ev.CardGiven):
            cv = d.take_from_hand(e.giver, e.card)
            if cv is not None:
                if e.card is not None:
                    cv = known(e.card, face_up=e.receiver == viewer and reveal)
                d.put_in_hand(e.receiver, cv, ctx)
            if is_you(e.giver, ctx):
                text = tr("You give a card to {receiver}")
            elif is_you(e.receiver, ctx):
                text = tr("{giver} gives you a card")
            else:
                text = tr("{giver} gives a card to {receiver}")
            d.banner.append(text.format(giver=names[e.giver], receiver=names[e.receiver]))
            d.flush("move", 0.2)
        elif isinstance(e, ev.CardDiscarded):
            cv = d.take_from_hand(e.seat, e.card)
            pile = d.pile("pile")
            if pile is None:
                pile = _Pile("pile", [], tr("pile"), "side")
                d.piles.append(pile)
            if cv is not None:
                pile.cards.append(replace(cv, face_up=False))
            d.flush("move", 0.1)
        elif isinstance(e, tev.ContractSet):
            d.info[1:] = [tr("Contract: {value} ({name})").format(value=e.value, name=names[e.seat])]
            prev = d.seats[e.seat].bid
            d.seat(e.seat, bid=str(e.value))
            you = is_you(e.seat, ctx)
            if prev.isdigit() and e.value > int(prev):
                text = tr("You raise the contract to {value}") if you else tr("{name} raises the contract to {value}")
            else:
                text = tr("You play for {value}") if you else tr("{name} plays for {value}")
            d.banner.append(text.format(name=names[e.seat], value=e.value))
            d.trump_text = tr("No trump")
            d.flush("announce", 0.6)
        elif isinstance(e, ev.MarriageDeclared):
            text = tr("You declare the marriage in {suit}: +{points}") if is_you(e.seat, ctx) else tr(
                "{name} declares the marriage in {suit}: +{points}")
            d.banner.append(text.format(name=names[e.seat], suit=suit_label(e.suit, ctx), points=e.points))
        elif isinstance(e, tev.AceMarriageDeclared):
            text = tr("You declare the four Aces: +{points}") if is_you(e.seat, ctx) else tr(
                "{name} declares the four Aces: +{points}")
            d.banner.append(text.format(name=names[e.seat], points=e.points))
            d.flush("announce", 1.0)
        elif isinstance(e, tev.Conceded):
            text = tr("You concede the deal") if is_you(e.seat, ctx) else tr("{name} concedes the deal")
            d.banner.append(text.format(name=names[e.seat]))
            d.hands = [[] for _ in range(n)]
            d.trick, d.piles = [], []
            d.flush("collect", 1.0)
        elif isinstance(e, ev.TrumpChanged):
            d.trump = e.suit
            d.trump_text = tr("trump") if e.suit is not None else tr("No trump")
            if e.suit is not None:
                d.banner.append(tr("{suit} is trump").format(suit=suit_label(e.suit, ctx)))
            d.flush("announce", 1.0)
        elif isinstance(e, ev.CardPlayed):
            cv = d.take_from_hand(e.seat, e.card)
            renames = {}
            if cv is not None and cv.key != f"c{e.card}":
                renames[cv.key] = f"c{e.card}"
            d.trick.append((e.seat, known(e.card)))
            d.to_act = -1
            trick_size = 2 if n == 2 else 3
            full = len(d.trick) >= trick_size
            d.flush("play", 0.75 if full else 0.05, renames=renames)
        elif isinstance(e, ev.TrickWon):
            d.trick = []
            d.seat(e.seat, tricks=d.seats[e.seat].tricks + 1)
            d.flush("collect", 0.1, collect_to=e.seat)
        elif isinstance(e, tev.PileTaken):
            d.piles = [p for p in d.piles if p.key != "pile"]
            text = tr("You take the pile: {points} points") if is_you(e.seat, ctx) else tr(
                "{name} takes the pile: {points} points")
            d.banner.append(text.format(name=names[e.seat], points=e.points))
            d.flush("collect", 0.6, collect_to=e.seat)
        elif isinstance(e, ev.DealScored):
            for s in range(n):
                d.seat(s, score=e.scores[s], bid="")
            d.flush("scored", 0.3, deltas=tuple(e.changes), payload=e.details)
        elif isinstance(e, ev.MatchOver):
            d.flush("match_over", 0.0, payload=tuple(e.winners))
    flush_deal()
    final = snapshot(obs, ctx)
    d.steps.append(Step(final, "sync", 0.0))
    return d.steps


def redeal_reason(reason: str) -> str:
    return {
        "four nines": tr("four nines"),
        "nines in the stock": tr("nines in the stock"),
        "four nines after giving": tr("four nines after giving"),
    }.get(reason, reason)
