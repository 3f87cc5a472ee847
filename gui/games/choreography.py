"""How the table moves: the shared events of every game turned into animated steps.

A :class:`Draft` is a mutable copy of the table that the events of one action change one by one;
each time something should be seen, the draft is frozen into a :class:`Step`. The
:class:`Choreography` knows the shared events (engine/events.py): dealing, bids and passes,
turning up a card, exchanging with the talon, playing or dropping out, naming a trump, doubling,
giving and discarding, marriages, playing a card, collecting a trick, scoring, the end of the
match. A game subclasses it for its own events (``@handles(TheirEvent)``) and may refine a shared
event's handler by overriding the method and calling ``super()``.

The last step is always the snapshot of the fresh observation, so the table cannot drift from
the match.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, TypeVar

from kartln.engine import events as ev
from kartln.engine.cards import suit_of
from kartln.engine.state import Event, ScoreRow
from kartln.gui.games.text import (
    SortCards,
    card_label,
    cards_of,
    is_you,
    no_trumps_text,
    suit_label,
    tr,
)
from kartln.gui.i18n import translatable
from kartln.gui.numbers import counted
from kartln.gui.view_model import CardView, PileView, SeatView, Step, TableSnapshot, ViewContext, hidden, known

# How long a full trick lies still before it is collected: 1.8 s at normal speed (1.2 s held it
# about as long as a short announcement, too quick to read a card played last by a computer
# player), and never under 1.2 s, even with fast animations.
FULL_TRICK_HOLD = 1.8
FULL_TRICK_LEAST = 1.2

E = TypeVar("E", bound=Event)
F = TypeVar("F", bound=Callable[..., Any])


def handles(*kinds: type[Event]) -> Callable[[F], F]:
    """Mark a :class:`Choreography` method as the handler of these event classes."""

    def mark(fn: F) -> F:
        fn._handles = kinds  # type: ignore[attr-defined]
        return fn

    return mark


@dataclass
class DraftPile:
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
    piles: list[DraftPile]
    base: TableSnapshot
    trump: int | None
    trump_text: str
    trump_card: int | None
    info: list[str]
    count: str
    to_act: int
    sort: SortCards
    steps: list[Step] = field(default_factory=list)
    banner: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, snap: TableSnapshot, sort: SortCards) -> Draft:
        return cls(
            seats=list(snap.seats), hands=[list(sv.hand) for sv in snap.seats], trick=list(snap.trick),
            piles=[DraftPile(p.key, list(p.cards), p.label, p.place) for p in snap.piles], base=snap,
            trump=snap.trump, trump_text=snap.trump_text, trump_card=snap.trump_card, info=list(snap.info),
            count=snap.count, to_act=snap.to_act, sort=sort,
        )

    def freeze(self) -> TableSnapshot:
        seats = tuple(replace(sv, hand=tuple(h)) for sv, h in zip(self.seats, self.hands, strict=True))
        return replace(
            self.base, seats=seats, trick=tuple(self.trick), to_act=self.to_act, thinking=False,
            piles=tuple(PileView(p.key, tuple(p.cards), p.label, p.place) for p in self.piles if p.cards),
            trump=self.trump, trump_text=self.trump_text, trump_card=self.trump_card, info=tuple(self.info),
            count=self.count,
        )

    def flush(self, kind: str, hold: float = 0.0, **kw: Any) -> None:
        text = "\n".join(self.banner)
        self.banner.clear()
        self.steps.append(Step(self.freeze(), kind, hold, text, **kw))

    def seat(self, s: int, **changes: Any) -> None:
        self.seats[s] = replace(self.seats[s], **changes)

    def has_cards(self) -> bool:
        return any(self.hands) or bool(self.trick) or any(p.cards for p in self.piles)

    def clear_table(self) -> None:
        self.hands = [[] for _ in self.seats]
        self.trick, self.piles = [], []

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
            order = {c: i for i, c in enumerate(self.sort([c.card or 0 for c in hand]))}
            hand.sort(key=lambda c: order[c.card or 0])

    def pile(self, key: str) -> DraftPile | None:
        return next((p for p in self.piles if p.key == key), None)

    def ensure_pile(self, key: str, label: str = "", place: str = "center") -> DraftPile:
        p = self.pile(key)
        if p is None:
            p = DraftPile(key, [], label, place)
            self.piles.append(p)
        return p

    def trick_size(self) -> int:
        """Cards in a full trick: one from every seat in the deal."""
        return sum(1 for sv in self.seats if sv.active)


_HANDLERS: dict[type, dict[type[Event], str]] = {}


def with_mark(note: str, mark: str) -> str:
    """A plate's note with a marriage's mark after it."""
    return " · ".join(t for t in (note, mark) if t)


def _handler_names(cls: type[Choreography]) -> dict[type[Event], str]:
    """The handler method's name per event class, through the class's ancestry (built once)."""
    table = _HANDLERS.get(cls)
    if table is None:
        table = {}
        for klass in reversed(cls.__mro__):
            for name, fn in vars(klass).items():
                for kind in getattr(fn, "_handles", ()):
                    table[kind] = name
        _HANDLERS[cls] = table
    return table


class Choreography:
    """The steps that show one action's events, from the table as it was (``before``)."""

    #: Events that belong to the dealing motion: the cards fly together in one "deal" step.
    deal_events: ClassVar[tuple[type[Event], ...]] = (ev.HandDealt,)

    def __init__(self, before: TableSnapshot, observation: Any, ctx: ViewContext, final: TableSnapshot,
                 sort: SortCards) -> None:
        self.d = Draft.of(before, sort)
        self.d.to_act = -1  # while the events are shown nobody is asked; the last step says who is next
        self.obs = observation
        self.ctx = ctx
        self.names = ctx.names
        self.n = len(before.seats)
        self.final = final
        self.dealt = False  # hands were dealt and not yet shown
        self.deal_count: Callable[[ScoreRow], str] | None = None
        self.cuts = 0  # cuts of this deal

    # -- running ---------------------------------------------------------------------------

    def steps(self, events: Sequence[Event], deal_count: Callable[[ScoreRow], str] | None = None) -> list[Step]:
        """The steps of ``events``; ``deal_count`` words the viewer's count from a scored deal's row."""
        self.deal_count = deal_count
        viewer = self.ctx.viewer if self.ctx.reveal else -1
        names = _handler_names(type(self))
        for event in events:
            e = event.view_for(viewer)
            if e is None:
                continue
            if not isinstance(e, self.deal_events):
                self.flush_deal()
            name = next((names[k] for k in type(e).__mro__ if k in names), None)
            if name is not None:
                getattr(self, name)(e)
        self.flush_deal()
        self.d.steps.append(Step(self.final, "sync", 0.0))
        return self.d.steps

    def flush_deal(self) -> None:
        if self.dealt:
            self.d.flush("deal", 0.15)
            self.dealt = False

    # -- words -----------------------------------------------------------------------------

    def you(self, seat: int) -> bool:
        return is_you(seat, self.ctx)

    def say(self, you: str, other: str, seat: int, **values: Any) -> str:
        """A sentence about ``seat``: the second person for the viewer, else with the name."""
        return (you if self.you(seat) else other).format(name=self.names[seat], **values)

    def deal_title(self, e: ev.DealStarted) -> str:
        return tr("Deal {n}").format(n=e.deal_no) + (" · " + tr("golden round") if e.golden else "")

    @classmethod
    def bid_text(cls, value: int, blind: bool) -> str:
        return tr("{value} blind").format(value=value) if blind else str(value)

    #: The plate's word for playing a deal and for sitting it out, in the game's words (Raub: Idem, Nejdem).
    stay_word: ClassVar[str] = translatable("Table", "Plays")
    drop_word: ClassVar[str] = translatable("Table", "Drops")

    @classmethod
    def bubble(cls, e: Event) -> str:
        """The word at a seat's plate after its decision ``e`` (a bid, pass, play or drop, double)."""
        if isinstance(e, ev.BidMade):
            return cls.bid_text(e.value, e.blind)
        if isinstance(e, ev.Passed):
            return tr("Pass")
        if isinstance(e, ev.StayedIn):
            return tr(cls.stay_word)
        if isinstance(e, ev.Dropped):
            return tr(cls.drop_word)
        if isinstance(e, ev.Doubled):
            return f"×{e.factor}"
        return ""

    @classmethod
    def marriage_mark(cls, e: Event, ctx: ViewContext) -> str:
        """The mark a declared marriage leaves on the declarer's plate for the rest of the deal, in
        the deck on screen ("♥ 100", "Herz 100"); '' for any other event."""
        if isinstance(e, ev.MarriageDeclared):
            return f"{suit_label(e.suit, ctx)} {e.points}"
        return ""

    @classmethod
    def settled(cls, e: Event, seat: int) -> str | None:
        """Where ``e`` settles the decisions before the tricks (an auction won), ``seat``'s word from
        then on (the declarer's contract, nothing for the others); None for any other event."""
        if isinstance(e, ev.AuctionWon):
            return cls.bid_text(e.value, False) if seat == e.seat else ""
        return None

    def trump_caption(self, suit: int | None) -> str:
        return tr("trump") if suit is not None else no_trumps_text()

    # -- the deal --------------------------------------------------------------------------

    @handles(ev.DealStarted)
    def deal_started(self, e: ev.DealStarted) -> None:
        d = self.d
        if d.has_cards():
            d.clear_table()
            d.flush("collect", 0.1)
        d.clear_table()
        d.trump, d.trump_text, d.trump_card = None, "", None
        for s in range(self.n):  # the plates' roles and notes are the new deal's
            d.seat(s, bid="", tricks=0, dealer=s == e.dealer, active=s in e.active, status="",
                   note=self.final.seats[s].note)
        d.info = [self.deal_title(e)]
        d.to_act = -1
        self.cuts = 0

    @handles(ev.DeckCut)
    def deck_cut(self, e: ev.DeckCut) -> None:
        self.cuts += 1

    @handles(ev.HandDealt)
    def hand_dealt(self, e: ev.HandDealt) -> None:
        """A packet of cards lands on a hand: the first packet of a deal (the deal cleared the
        hands) or one more (dealt 3 and then 2) added to the cards already there."""
        d, ctx = self.d, self.ctx
        first = not any(d.hands)
        hand = d.hands[e.seat]
        if e.cards is not None and e.seat == ctx.viewer and ctx.reveal and self.obs.hand is not None:
            have = {cv.card for cv in hand}
            for c in cards_of(e.cards):
                if c not in have:
                    d.put_in_hand(e.seat, known(c), ctx)
        else:
            held = len(hand)
            hand.extend(hidden(e.seat, held + i) for i in range(e.count))
        if not self.dealt:
            self.dealt = True
            if first:
                self.dealing_begins()

    def dealing_begins(self) -> None:
        """The first hand of a deal is dealt: lay out what else the deal puts on the table."""

    @handles(ev.CardTurnedUp)
    def card_turned_up(self, e: ev.CardTurnedUp) -> None:
        d = self.d
        d.ensure_pile("turnup", tr("trump card"), "side").cards = [known(e.card)]
        d.trump_card = e.card
        shown = getattr(self.obs, "trump", None)
        # the game says what the card makes trumps (Schnalzen's turned WELI: none); else its suit
        d.trump = shown.suit if shown is not None and shown.card == e.card else suit_of(e.card)
        d.trump_text = self.trump_caption(d.trump)
        d.banner.append(tr("Turned up: {card}").format(card=card_label(e.card, self.ctx)))
        d.flush("deal", 0.9)  # it comes from the deck face down and turns over where it lands

    # -- decisions before the tricks -------------------------------------------------------

    @handles(ev.BidMade)
    def bid_made(self, e: ev.BidMade) -> None:
        d = self.d
        d.seat(e.seat, bid=self.bubble(e))
        d.info[1:] = [tr("High bid: {value} ({name})").format(value=e.value, name=self.names[e.seat])]
        d.to_act = -1
        d.flush("bid", 0.35)

    @handles(ev.Passed)
    def passed(self, e: ev.Passed) -> None:
        self.d.seat(e.seat, bid=self.bubble(e))
        self.d.flush("bid", 0.35)

    @handles(ev.AuctionWon)
    def auction_won(self, e: ev.AuctionWon) -> None:
        d = self.d
        for s in range(self.n):
            d.seat(s, bid=self.settled(e, s) or "")
        d.info[1:] = [tr("Contract: {value} ({name})").format(value=e.value, name=self.names[e.seat])]
        text = self.say(tr("You play {value}"), tr("{name} plays {value}"), e.seat, value=e.value)
        d.banner.append(text + (" " + tr("(blind: counts double)") if e.blind else ""))
        d.flush("announce", 0.7)

    @handles(ev.StayedIn)
    def stayed_in(self, e: ev.StayedIn) -> None:
        self.d.seat(e.seat, bid=self.bubble(e))
        self.d.flush("bid", 0.35)

    #: Sitting a deal out in the game's words: (to the viewer, of another, the plate's note).
    drop_words: ClassVar[tuple[str, str, str]] = (
        translatable("Table", "You drop out of this deal"),
        translatable("Table", "{name} drops out"),
        translatable("Table", "dropped out"),
    )

    @handles(ev.Dropped)
    def dropped(self, e: ev.Dropped) -> None:
        d = self.d
        you, other, note = self.drop_words
        d.seat(e.seat, bid=self.bubble(e), active=False, status=tr(note))
        d.hands[e.seat] = []  # the hand goes face down out of play
        d.banner.append(self.say(tr(you), tr(other), e.seat))
        d.flush("collect", 0.35)

    @handles(ev.TrumpNamed)
    def trump_named(self, e: ev.TrumpNamed) -> None:
        d = self.d
        d.trump = e.suit
        d.trump_text = self.trump_caption(e.suit)
        if e.suit is None:
            d.banner.append(self.say(tr("You play without trumps"), tr("{name} plays without trumps"), e.seat))
        else:
            d.banner.append(self.say(tr("You name {suit} as trumps"), tr("{name} names {suit} as trumps"), e.seat,
                                     suit=suit_label(e.suit, self.ctx)))
        d.flush("announce", 1.0)

    @handles(ev.Doubled)
    def doubled(self, e: ev.Doubled) -> None:
        d = self.d
        d.seat(e.seat, bid=self.bubble(e))
        d.banner.append(self.say(tr("You double: the deal counts ×{factor}"),
                                 tr("{name} doubles: the deal counts ×{factor}"), e.seat, factor=e.factor))
        d.flush("announce", 0.8)

    @handles(ev.CardsExchanged)
    def cards_exchanged(self, e: ev.CardsExchanged) -> None:
        d, ctx = self.d, self.ctx
        if e.count == 0:
            d.banner.append(self.say(tr("You keep your cards"), tr("{name} keeps the cards"), e.seat))
            d.flush("announce", 0.5)
            return
        laid = cards_of(e.laid) if e.laid is not None else [None] * e.count
        taken = cards_of(e.taken) if e.taken is not None else [None] * e.count
        for c in laid:  # out of play: the cards leave the table face down
            d.take_from_hand(e.seat, c)
        talon = d.pile("talon")
        for i, c in enumerate(taken):
            src = talon.cards.pop() if talon is not None and talon.cards else hidden(e.seat, 100 + i)
            shown = c is not None and is_you(e.seat, ctx)
            d.put_in_hand(e.seat, CardView(src.key, c if shown else None, shown), ctx)
        if e.count == 1:
            d.banner.append(self.say(tr("You exchange one card"), tr("{name} exchanges one card"), e.seat))
        else:
            d.banner.append(self.say(counted("Table", "You exchange %n card(s)", e.count),
                                     counted("Table", "{name} exchanges %n card(s)", e.count), e.seat))
        d.flush("move", 0.3)

    @handles(ev.CardGiven)
    def card_given(self, e: ev.CardGiven) -> None:
        d, ctx, names = self.d, self.ctx, self.names
        cv = d.take_from_hand(e.giver, e.card)
        if cv is not None:
            if e.card is not None:
                cv = known(e.card, face_up=e.receiver == ctx.viewer and ctx.reveal)
            d.put_in_hand(e.receiver, cv, ctx)
        if self.you(e.giver):
            text = tr("You give a card to {receiver}")
        elif self.you(e.receiver):
            text = tr("{giver} gives you a card")
        else:
            text = tr("{giver} gives a card to {receiver}")
        d.banner.append(text.format(giver=names[e.giver], receiver=names[e.receiver]))
        d.flush("move", 0.2)

    @handles(ev.CardDiscarded)
    def card_discarded(self, e: ev.CardDiscarded) -> None:
        d = self.d
        cv = d.take_from_hand(e.seat, e.card)
        pile = d.ensure_pile("pile", tr("pile"), "side")
        if cv is not None:
            pile.cards.append(replace(cv, face_up=False))
        d.flush("move", 0.1)

    # -- the tricks ------------------------------------------------------------------------

    @handles(ev.MarriageDeclared)
    def marriage_declared(self, e: ev.MarriageDeclared) -> None:
        self.d.seat(e.seat, note=with_mark(self.d.seats[e.seat].note, self.marriage_mark(e, self.ctx)))
        self.d.banner.append(self.say(
            tr("You declare the marriage in {suit}: +{points}"),
            tr("{name} declares the marriage in {suit}: +{points}"),
            e.seat, suit=suit_label(e.suit, self.ctx), points=e.points))

    @handles(ev.TrumpChanged)
    def trump_changed(self, e: ev.TrumpChanged) -> None:
        d = self.d
        d.trump = e.suit
        d.trump_text = self.trump_caption(e.suit)
        if e.suit is not None:
            d.banner.append(tr("{suit} is trump").format(suit=suit_label(e.suit, self.ctx)))
        d.flush("announce", 1.0)

    @handles(ev.CardPlayed)
    def card_played(self, e: ev.CardPlayed) -> None:
        d = self.d
        cv = d.take_from_hand(e.seat, e.card)
        renames = {}
        if cv is not None and cv.key != f"c{e.card}":
            renames[cv.key] = f"c{e.card}"
        d.trick.append((e.seat, known(e.card)))
        d.to_act = -1
        if len(d.trick) >= d.trick_size():  # a full trick stays long enough to read its last card
            d.flush("play", FULL_TRICK_HOLD, renames=renames, least=FULL_TRICK_LEAST)
        else:
            d.flush("play", 0.05, renames=renames)

    @handles(ev.TrickWon)
    def trick_won(self, e: ev.TrickWon) -> None:
        d = self.d
        d.trick = []
        d.seat(e.seat, tricks=d.seats[e.seat].tricks + 1)
        d.flush("collect", 0.1, collect_to=e.seat)

    # -- the end ---------------------------------------------------------------------------

    #: The plates keep the finished deal's words and roles (Bauernschnapsen's forehand, declarer, Kontra)
    #: while its summary is open; else they show the notes as after the deal (Thousand's bolts, the barrel).
    plates_keep_the_deal: ClassVar[bool] = False

    @handles(ev.DealScored)
    def deal_scored(self, e: ev.DealScored) -> None:
        d = self.d
        for s in range(self.n):
            if self.plates_keep_the_deal:
                d.seat(s, score=e.scores[s])
            else:
                d.seat(s, score=e.scores[s], bid="", note=self.final.seats[s].note)
        if d.count and self.deal_count is not None and e.details is not None:
            d.count = self.deal_count(e.details) or d.count  # the count with the deal's last trick
        d.flush("scored", 0.3, deltas=tuple(e.changes), row=e.details)

    @handles(ev.MatchOver)
    def match_over(self, e: ev.MatchOver) -> None:
        self.d.flush("match_over", 0.0, winners=tuple(e.winners))
