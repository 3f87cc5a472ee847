"""The Thousand match: deal, auction, stock, giving, contract, play and scoring (rules/thousand.md).

One :class:`ThousandState` is a whole match. Steps without a decision (cutting, dealing, showing
the stock, scoring, starting the next deal) happen inside :meth:`apply` and are reported as events.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from functools import cache
from operator import add
from typing import Any, ClassVar, Self

from kartln.engine import events as ev
from kartln.engine.actions import ActionVocabulary, Bid, Discard, GiveCard, Pass, PlayCard
from kartln.engine.cards import (
    CARDS_BY_BYTE,
    DECK_24,
    NUM_RANKS,
    RANK_MASK,
    SUIT_MASK,
    Card,
    CardSet,
    Rank,
    Suit,
    card,
    iter_cards,
    mask,
)
from kartln.engine.games.thousand import events as tev
from kartln.engine.games.thousand.actions import (
    THOUSAND_VOCABULARY,
    BlindBid,
    ChooseStock,
    Concede,
    DemandRedeal,
    KeepDeal,
    LookAtCards,
    SetContract,
)
from kartln.engine.games.thousand.observation import SeatPublic, ThousandObservation
from kartln.engine.games.thousand.order import thousand_order
from kartln.engine.games.thousand.rules import ACE_MARRIAGE_VALUE, ThousandRules, marriage_values, max_bid
from kartln.engine.games.thousand.scoring import (
    BarrelNote,
    DealResult,
    PlayerRecord,
    SheetRow,
    apply_fine,
    score_deal,
)
from kartln.engine.match import MatchPhase, TrickMatch
from kartln.engine.messages import MATCH_OVER, NO_SUCH_CARD, PLAY_A_CARD, Refusal, SeatName, SuitName, not_held
from kartln.engine.observation import UNDECIDED, TrumpIndicator
from kartln.engine.state import Action, Event, IllegalAction
from kartln.engine.tricks import NO_CARD, TRUMP, FollowRule

NO_CONCEDING = Refusal("conceding the deal is not allowed in these rules")


class ThousandPhase(StrEnum):
    """The phases of a Thousand deal (rules/thousand.md §4–§9); PLAY and OVER are the shared ones."""

    FOUR_NINES = "four nines"
    AUCTION = "auction"
    STOCK_NINES = "stock nines"
    CHOOSE_STOCK = "choose stock"
    GIVE = "give"
    DISCARD = "discard"
    PASSED_NINES = "passed nines"
    CONTRACT = "contract"
    PLAY = MatchPhase.PLAY.value
    OVER = MatchPhase.OVER.value


_REDEAL_REASON = {ThousandPhase.FOUR_NINES: "four nines", ThousandPhase.STOCK_NINES: "nines in the stock",
                  ThousandPhase.PASSED_NINES: "four nines after giving"}

# Short names for the phases, used throughout the engine, the AI and the table.
FOUR_NINES, AUCTION, STOCK_NINES = ThousandPhase.FOUR_NINES, ThousandPhase.AUCTION, ThousandPhase.STOCK_NINES
CHOOSE_STOCK, GIVE, DISCARD = ThousandPhase.CHOOSE_STOCK, ThousandPhase.GIVE, ThousandPhase.DISCARD
PASSED_NINES, CONTRACT = ThousandPhase.PASSED_NINES, ThousandPhase.CONTRACT
PLAY, OVER = ThousandPhase.PLAY, ThousandPhase.OVER

OPENING_BID = 100
CARD_POINTS: tuple[int, ...] = tuple(
    {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}.get(Rank(c % NUM_RANKS), 0)
    for c in range(36)
)
NINES: CardSet = RANK_MASK[Rank.NINE]
KINGS_QUEENS: CardSet = RANK_MASK[Rank.KING] | RANK_MASK[Rank.QUEEN]
ACES: CardSet = RANK_MASK[Rank.ACE]  # the ace marriage (option ``ace_marriage``)
MARRIAGE_MASKS: tuple[CardSet, ...] = tuple(
    (1 << card(s, Rank.KING)) | (1 << card(s, Rank.QUEEN)) for s in Suit
)

_QUEENS: CardSet = RANK_MASK[Rank.QUEEN]
# A King's bit is its Queen's bit shifted left by one: ``hand & _QUEENS & hand >> 1`` are the Queens
# of the hand's complete marriages.
assert all(m == (m & _QUEENS) * 3 for m in MARRIAGE_MASKS)


def marriage_cards(hand: CardSet) -> CardSet:
    """The Kings and Queens of ``hand`` whose partner is in ``hand`` too."""
    q = hand & _QUEENS & hand >> 1
    return q | q << 1

# Actions are shared immutable values, built once: legal_actions() runs in every AI roll-out.
_PLAY = tuple(PlayCard(c) for c in range(36))
_PLAY_MARRIAGE = tuple(PlayCard(c, True) for c in range(36))
_HALF = 18  # the bits of suits 0 and 1; suits 2 and 3 are the high half
_LOW_HALF = (1 << _HALF) - 1


def _by_half(actions: Sequence[Any]) -> tuple[dict[CardSet, tuple[Any, ...]], dict[CardSet, tuple[Any, ...]]]:
    """``actions[c]`` of the cards of every subset of the deck's low and of its high half, by mask
    (the low mask, and the high mask shifted down), in card order: a hand's actions in two lookups."""
    halves = (tuple(c for c in DECK_24 if c < _HALF), tuple(c for c in DECK_24 if c >= _HALF))
    tables: list[dict[CardSet, tuple[Any, ...]]] = []
    for shift, cards in zip((0, _HALF), halves, strict=True):
        table: dict[CardSet, tuple[Any, ...]] = {}
        for k in range(1 << len(cards)):
            chosen = [c for i, c in enumerate(cards) if k >> i & 1]
            table[mask(chosen) >> shift] = tuple(actions[c] for c in chosen)
        tables.append(table)
    return tables[0], tables[1]


_PLAY_LOW, _PLAY_HIGH = _by_half(_PLAY)
# The marriage declarations of each suit (Queen, King) and of the four Aces, in card order.
_MARRIAGE_PLAYS = tuple(tuple(_PLAY_MARRIAGE[c] for c in iter_cards(m)) for m in MARRIAGE_MASKS)
_ACE_MARRIAGE_PLAYS = tuple(_PLAY_MARRIAGE[c] for c in iter_cards(ACES))
_TOP_BID = max_bid(ThousandRules(ace_marriage=True))
_BID = {v: Bid(v) for v in range(OPENING_BID, _TOP_BID + 1, 5)}
_BLIND_BID = {v: BlindBid(v) for v in range(OPENING_BID, 121, 5)}
# The same values as runs in steps of 5 from the opening bid, for slicing (see _value_run).
_BID_RUN = tuple(_BID.values())
_BLIND_BID_RUN = tuple(_BLIND_BID.values())
_CONTRACT_RUN = tuple(SetContract(v) for v in range(OPENING_BID, _TOP_BID + 1, 5))
_GIVE = tuple(tuple(GiveCard(c, to) for to in range(4)) for c in range(36))


@cache
def _gifts_by_byte(targets: tuple[int, ...]) -> tuple[tuple[tuple[GiveCard, ...], ...], ...]:
    """For each byte of a hand and each value of it: the gifts of those cards to ``targets``, in
    card order and then target order (the declarer's legal actions in five lookups)."""
    return tuple(tuple(tuple(_GIVE[c][to] for c in cards for to in targets) for cards in row) for row in CARDS_BY_BYTE)


#: The trick order by trump suit, None before the first marriage (thousand.md §2, §7).
ORDERS = {t: thousand_order(None if t is None else Suit(t)) for t in (None, 0, 1, 2, 3)}
FOLLOW_RULE = FollowRule.F2  # thousand.md §7.1: follow suit, else trump, else any card
_BIT = tuple(1 << c for c in range(36))
# Per player count and dealer: the active seats from first hand on (the 4-player dealer sits out,
# §14.1) and each active seat's next one clockwise.
_SEATS = {
    n: tuple(
        (active, tuple((s, active[(i + 1) % len(active)]) for i, s in enumerate(active)))
        for active in (tuple((dealer + i) % n for i in range(1, 4 if n == 4 else n + 1)) for dealer in range(n))
    )
    for n in (2, 3, 4)
}
_PASS = Pass()
_LOOK = LookAtCards()
_REDEAL = DemandRedeal()
_KEEP = KeepDeal()
_CONCEDE = Concede()


# The deal of §4.2: the deck positions of each active seat's cards, from first hand on (the stock
# gets 0, 10 and 23); two players (§14.2) get alternate cards and two stocks of two.
_DEAL_3 = tuple(
    tuple(i for i in (*range(1, 10), *range(11, 23)) if (i - 1 if i < 10 else i - 11) % 3 == k) for k in range(3)
)
_DEAL_2 = (tuple(range(0, 20, 2)), tuple(range(1, 20, 2)))
_DECK_SIZE = len(DECK_24)
_NINE = Rank.NINE

def card_points(cards: CardSet) -> int:
    return sum(CARD_POINTS[c] for c in iter_cards(cards))


def _value_slice(run: tuple[Any, ...], low: int, high: int, step: int) -> tuple[Action, ...]:
    """``run``'s actions for ``range(low, high + 1, step)`` (see :func:`_value_run`) without making the
    range: ``low`` is a multiple of 5 from OPENING_BID and ``step`` a multiple of 5."""
    if high < low:
        return ()
    return run[(low - OPENING_BID) // 5:(high - OPENING_BID) // 5 + 1:step // 5]


def _value_run(run: tuple[Any, ...], values: range) -> tuple[Action, ...]:
    """``run``'s actions for ``values`` (bids or contracts): ``run`` holds the values OPENING_BID,
    OPENING_BID + 5, …, and ``values`` are multiples of 5 from OPENING_BID, so a slice picks them."""
    if len(values) <= 1:
        return tuple([run[(v - OPENING_BID) // 5] for v in values])
    start, step = values.start, values.step
    if start < OPENING_BID or start % 5 or step % 5:
        raise ValueError(f"no action run for {values}")
    return run[(start - OPENING_BID) // 5:(values[-1] - OPENING_BID) // 5 + 1:step // 5]


class ThousandState(TrickMatch[ThousandRules, ThousandObservation, SheetRow]):
    """Thousand on the shared match base: seeds, dealer, log, clone and equality, records and the
    base observation come from :class:`~kartln.engine.match.TrickMatch`. Its card play keeps its
    own table-driven loop (marriages change the trump mid-deal, and the AI's roll-outs and the
    engine benchmark live on its speed)."""


    game_id: ClassVar[str] = "thousand"
    deck_cards: ClassVar[tuple[Card, ...]] = DECK_24
    card_points: ClassVar[tuple[int, ...] | None] = CARD_POINTS
    vocabulary: ClassVar[ActionVocabulary] = THOUSAND_VOCABULARY
    mutable_fields: ClassVar[tuple[str, ...]] = (
        *TrickMatch.mutable_fields, "taken", "marriage_points", "bids", "passed", "looked", "given", "marriages")

    def __init__(
        self,
        rules: ThousandRules | None = None,
        seed: int = 0,
        *,
        dealer: int | None = None,
        decks: Sequence[tuple[Sequence[Card], Sequence[int]]] = (),
    ) -> None:
        """Start a match. ``decks`` injects (deck order, cut indices) per deal for tests."""
        super().__init__(rules or ThousandRules(), seed, dealer=dealer, decks=decks)
        self.tricks_per_deal = 10 if self.n == 2 else 8
        self.values = marriage_values(self.rules)
        self.max_bid = max_bid(self.rules)
        self.records = [PlayerRecord() for _ in range(self.n)]
        self.arrivals = 0
        self.dealer_turns = 0  # completed dealer turns, for the golden circle
        self._reset_deal()
        self._start_deal(self.log)

    # ----------------------------------------------------------------- contract

    def card_zones(self) -> dict[str, CardSet]:
        zones = {f"hand {s}": h for s, h in enumerate(self.hands)}
        zones["played"] = self.played
        stock_out = self.phase in (FOUR_NINES, AUCTION, CHOOSE_STOCK, STOCK_NINES)
        if self.n == 2:
            if stock_out:
                zones["stock 1"], zones["stock 2"] = self.stocks
            else:
                zones["pile"] = self.pile
        else:
            zones["stock"] = self.stock if stock_out else 0
        return zones

    def scores(self) -> list[int]:
        return [r.score for r in self.records]

    @property
    def trump(self) -> int | None:
        """The trump suit: none until the first marriage (§7.2); during play it sets the card order."""
        return self._trump

    @trump.setter
    def trump(self, suit: int | None) -> None:
        self._trump = suit
        if self.phase == PLAY:
            self.order = ORDERS[suit]

    def clone(self) -> Self:
        new = super().clone()
        new.records = [r.copy() for r in self.records]
        return new

    # ------------------------------------------------------------- deal set-up

    def _reset_deal(self) -> None:
        n = self.n
        self._reset_hands()
        self.phase = AUCTION
        self.to_act = 0
        self.golden = False
        self.stock = 0
        self.stocks = (0, 0)
        self.pile = 0
        self.taken = [0] * n  # card points in tricks (tricks won: reset with the hands)
        self.marriage_points = [0] * n
        self.marriages: list[tuple[int, int]] = []
        self.ace_marriage: int | None = None  # the seat that declared the four Aces
        self.bids: list[int | None] = [None] * n
        self.passed = [False] * n
        self.looked = [True] * n
        self.high_bid = 0
        self.high_bidder = -1
        self.high_blind = False
        self.declarer = -1
        self.contract = 0
        self.blind_win = False
        self.stock_seen_by: int | None = None
        self.given: list[tuple[int, Card]] = []
        self.discards = 0
        self.chosen_stock = -1
        self._trump = None  # the property's setter would only do this: the phase is not play
        self.follow = FOLLOW_RULE

    def _start_deal(self, out: list[Event]) -> None:
        """Cut (with the nine rule), deal, and open the first decision of the deal."""
        rules, n = self.rules, self.n
        while True:
            self._reset_deal()
            self.deal_no += 1
            dealer = self.dealer
            self.active, next_seat = _SEATS[n][dealer]
            self.next_seat = dict(next_seat)
            self.golden = rules.golden_round and self.dealer_turns < n
            e = ev.DealStarted(self.deal_no, dealer, self.active, self.golden)
            self.log = [e]
            out.append(e)
            deck, cuts = self._next_deck()
            cutter = (dealer - 1) % n
            cut_deck = self._cut_deck(deck, cuts, cutter, out)
            if cut_deck is None:
                self._void_by_cut(out, cutter)
                continue
            self._deal(cut_deck, out)
            return

    def _cut_deck(self, deck: list[Card], cuts: list[int], cutter: int, out: list[Event]) -> list[Card] | None:
        """Cut; a nine at the bottom means cutting again, the third time voids the deal (§4.1)."""
        nine_rule = self.rules.cut_nine_rule
        for _ in range(3):
            c = self._cut_index(cuts, _DECK_SIZE)
            deck = deck[c:] + deck[:c]
            self._emit(out, ev.DeckCut(cutter, c, deck[-1]))
            if not (nine_rule and deck[-1] % NUM_RANKS == _NINE):
                return deck
        return None

    def _void_by_cut(self, out: list[Event], cutter: int) -> None:
        fine = 120 * (2 if self.golden else 1)
        before = self.scores()
        dumped = apply_fine(self.rules, self.records[cutter], fine)
        self._emit(out, tev.CutFined(cutter, -fine))
        changes = tuple(s - b for s, b in zip(self.scores(), before, strict=True))
        notes = (BarrelNote(cutter, "dump_truck", 0),) if dumped else ()
        self._void_row(out, changes, "cut: nine at the bottom three times", notes)
        self._advance_dealer()  # §4.1: the deal passes to the next dealer

    def _void_row(
        self, out: list[Event], changes: tuple[int, ...], reason: str, notes: tuple[BarrelNote, ...] = ()
    ) -> None:
        row = SheetRow(
            self.deal_no, self.dealer, None, 0, False, False, self.golden, changes, tuple(self.scores()),
            notes=notes, void_reason=reason,
        )
        self.sheet.append(row)
        self._emit(out, ev.DealScored(self.deal_no, changes, row.scores, row))

    def _deal(self, deck: list[Card], out: list[Event]) -> None:
        """Deal the cut deck by the table of §4.2 (§14.2 for two players)."""
        n = self.n
        bit, hands = _BIT, self.hands
        for seat, positions in zip(self.active, _DEAL_2 if n == 2 else _DEAL_3, strict=True):
            cards = hands[seat]
            for i in positions:
                cards |= bit[deck[i]]
            hands[seat] = cards
            e = ev.HandDealt(seat, cards, cards.bit_count())
            out.append(e)
            self.log.append(e)
        if n == 2:
            self.stocks = (bit[deck[20]] | bit[deck[21]], bit[deck[22]] | bit[deck[23]])
        else:
            self.stock = bit[deck[0]] | bit[deck[10]] | bit[deck[23]]
        if n == 4:
            self.stock_seen_by = self.dealer
            self._emit(out, tev.StockSeen(self.dealer, self.stock))
        if self.rules.blind_bidding and not self.golden:
            self.looked = [False] * n
        holder = self._four_nines_holder(self.active)
        if self.rules.redeal_four_nines and holder is not None:
            self.phase, self.to_act = FOUR_NINES, holder
            self.looked[holder] = True
        else:
            self._open_auction(out)

    def _four_nines_holder(self, seats: Sequence[int]) -> int | None:
        for seat in seats:
            if self.hands[seat] & NINES == NINES:
                return seat
        return None

    def _advance_dealer(self) -> None:
        TrickMatch._advance_dealer(self)  # super() without making its proxy: this runs every deal
        self.dealer_turns += 1

    # ----------------------------------------------------------------- auction

    def _open_auction(self, out: list[Event]) -> None:
        first_hand = self.active[0]
        if self.golden:  # §13: no auction, first hand plays 120
            self.looked = [True] * self.n
            self._auction_won(out, first_hand, 120, blind=False)
            return
        self.phase, self.to_act = AUCTION, first_hand

    def has_four_aces(self, hand: CardSet) -> bool:
        """All four Aces, a marriage when the option ``ace_marriage`` is on (§16 #19)."""
        return self.rules.ace_marriage and hand & ACES == ACES

    def has_marriage(self, hand: CardSet) -> bool:
        return bool(hand & _QUEENS & hand >> 1 or (self.rules.ace_marriage and hand & ACES == ACES))

    def held_marriage_value(self, hand: CardSet) -> int:
        value = sum(v for m, v in zip(MARRIAGE_MASKS, self.values, strict=True) if hand & m == m)
        return value + ACE_MARRIAGE_VALUE if self.has_four_aces(hand) else value

    def bid_limit(self, hand: CardSet, blind: bool) -> int:
        """The highest bid or contract this hand allows (§5.5–5.7, options 3 and 4)."""
        if blind:
            return 120
        rules = self.rules
        if rules.bid_cap_by_held_marriages:
            return 120 + self.held_marriage_value(hand)
        if rules.marriage_needed_over_120 and not (
            hand & _QUEENS & hand >> 1 or (rules.ace_marriage and hand & ACES == ACES)
        ):  # has_marriage(hand), inline: every bid asks
            return 120
        return self.max_bid

    def _auction_actions(self) -> list[Action]:
        seat, high = self.to_act, self.high_bid
        looked = self.looked[seat]
        run = _BID_RUN if looked else _BLIND_BID_RUN
        if not high:  # first hand opens with 100
            return [run[0]] if looked else [_LOOK, run[0]]
        step = self.rules.bid_step
        bids = _value_slice(run, high + step, self.bid_limit(self.hands[seat], not looked), step)
        return [_PASS, *bids] if looked else [_PASS, _LOOK, *bids]

    def _apply_auction(self, action: Action, out: list[Event]) -> None:
        seat = self.to_act
        if isinstance(action, LookAtCards):
            if self.looked[seat]:
                raise IllegalAction(Refusal("you have already looked at your cards"))
            self.looked[seat] = True
            self._emit(out, tev.LookedAtCards(seat))
            return
        passed = self.passed
        if isinstance(action, Pass):
            if not self.high_bid:
                raise IllegalAction(Refusal("first hand must open the auction with 100"))
            passed[seat] = True
            e: Event = ev.Passed(seat)
        elif isinstance(action, (Bid, BlindBid)):
            blind = isinstance(action, BlindBid)
            value = action.value
            self._check_bid(value, blind)
            self.high_bid, self.high_bidder, self.high_blind = value, seat, blind
            self.bids[seat] = value
            e = ev.BidMade(seat, value, blind)
        else:
            raise IllegalAction(self._concede_reason(action) or Refusal("it is the auction now: bid or pass"))
        out.append(e)
        self.log.append(e)
        active = self.active
        if passed.count(True) == len(active) - 1 and self.high_bid:  # only seats of the deal pass: one is left
            self._auction_won(out, next(s for s in active if not passed[s]), self.high_bid, self.high_blind)
            return
        self.to_act = self._next_bidder(seat)

    def _check_bid(self, value: int, blind: bool) -> None:
        seat = self.to_act
        if blind and self.looked[seat]:
            raise IllegalAction(Refusal("a blind bid is possible only before you look at your cards"))
        if not blind and not self.looked[seat]:
            raise IllegalAction(Refusal("look at your cards first, or bid blind"))
        if self.high_bid == 0:
            if value != OPENING_BID:
                raise IllegalAction(Refusal("first hand must open the auction with 100"))
            return
        step = self.rules.bid_step
        if value < self.high_bid + step:
            raise IllegalAction(Refusal("you must bid at least {bid}", bid=self.high_bid + step))
        if value % step:
            raise IllegalAction(Refusal("bids go up in steps of {step}", step=step))
        limit = self.bid_limit(self.hands[seat], blind)
        if value > limit:
            raise IllegalAction(self._limit_reason(limit, blind))

    def _limit_reason(self, limit: int, blind: bool) -> Refusal:
        if blind:
            return Refusal("a blind bid may not exceed 120")
        if limit == self.max_bid:
            return Refusal("the highest possible bid is {bid}", bid=self.max_bid)
        if self.rules.bid_cap_by_held_marriages:
            return Refusal("with the marriages you hold you may go up to {bid}", bid=limit)
        if self.rules.ace_marriage:
            return Refusal(
                "a bid above 120 needs a marriage (King and Queen of one suit, or all four Aces) in your hand")
        return Refusal("a bid above 120 needs a marriage (King and Queen of one suit) in your hand")

    def _next_bidder(self, seat: int) -> int:
        """The next seat of the deal clockwise that has not passed (``seat`` itself when none is left)."""
        next_seat, passed = self.next_seat, self.passed
        nxt = next_seat[seat]
        while passed[nxt] and nxt != seat:
            nxt = next_seat[nxt]
        return nxt

    def _auction_won(self, out: list[Event], seat: int, value: int, blind: bool) -> None:
        self.declarer, self.contract, self.blind_win = seat, value, blind
        self.looked = [True] * self.n
        self._emit(out, ev.AuctionWon(seat, value, blind))
        if self.n == 2:
            self.phase, self.to_act = CHOOSE_STOCK, seat
            return
        self._emit(out, tev.StockShown(self.stock))
        self.stock_seen_by = None
        self._after_stock_shown(out, self.stock)

    def _after_stock_shown(self, out: list[Event], stock: CardSet) -> None:
        if self.rules.redeal_stock_nines and (stock & NINES).bit_count() >= 2:
            self.phase, self.to_act = STOCK_NINES, self.declarer
        else:
            self._take_stock(out)

    def _take_stock(self, out: list[Event]) -> None:
        seat = self.declarer
        if self.n == 2:
            chosen = self.stocks[self.chosen_stock]
            self.hands[seat] |= chosen
            self.pile = self.stocks[1 - self.chosen_stock]
            self._emit(out, tev.StockTaken(seat, 2))
            self.phase, self.to_act = DISCARD, seat
        else:
            self.hands[seat] |= self.stock
            self._emit(out, tev.StockTaken(seat, 3))
            self.phase, self.to_act = GIVE, seat

    # ------------------------------------------------------ stock and giving

    def _opponents(self) -> list[int]:
        return [s for s in self.active if s != self.declarer]

    def _give_targets(self) -> list[int]:
        targets = list(self.active)  # the active seats but the declarer and those given a card, in order
        if self.declarer in targets:
            targets.remove(self.declarer)
        for to, _ in self.given:
            if to in targets:
                targets.remove(to)
        return targets

    def may_concede(self) -> bool:
        """The declarer may give up the deal after taking the stock, before giving or discarding
        his first card (option ``concession``, §16 #19)."""
        if not self.rules.concession:
            return False
        if self.phase == GIVE:
            return not self.given
        return self.phase == DISCARD and self.discards == 0

    def _concede_reason(self, action: Action) -> Refusal | None:
        """Why ``Concede`` is refused outside giving and discarding (None for other actions)."""
        if not isinstance(action, Concede):
            return None
        if not self.rules.concession:
            return NO_CONCEDING
        if self.n == 2:
            return Refusal("you may concede only after taking the stock, before discarding your first card")
        return Refusal("you may concede only after taking the stock, before giving your first card")

    def _concede_or_refuse(self, action: Action, out: list[Event]) -> bool:
        """Concede if ``action`` is ``Concede`` and allowed; False for any other action."""
        if not isinstance(action, Concede):
            return False
        if not self.rules.concession:
            raise IllegalAction(NO_CONCEDING)
        if not self.may_concede():
            if self.phase == GIVE:
                raise IllegalAction(Refusal("you may concede only before giving your first card"))
            raise IllegalAction(Refusal("you may concede only before discarding your first card"))
        self._concede(out)
        return True

    def _apply_give(self, action: Action, out: list[Event]) -> None:
        if not isinstance(action, GiveCard):
            if self._concede_or_refuse(action, out):
                return
            raise IllegalAction(Refusal("give one card to each opponent first"))
        seat, c, to = self.declarer, action.card, action.to
        hands = self.hands
        if not hands[seat] >> c & 1:
            raise IllegalAction(not_held(c))
        targets = self._give_targets()
        if to not in targets:
            if to == seat:
                raise IllegalAction(Refusal("give the card to an opponent, not to yourself"))
            if to in self._opponents():
                raise IllegalAction(Refusal("each opponent receives exactly one card"))
            raise IllegalAction(Refusal("{seat} does not play in this deal", seat=SeatName(to)))
        hands[seat] &= ~(1 << c)
        hands[to] |= 1 << c
        self.given.append((to, c))
        e = ev.CardGiven(seat, to, c)
        out.append(e)
        self.log.append(e)
        if len(targets) == 1:  # that was the last opponent to receive a card
            self._after_giving(out)

    def _after_giving(self, out: list[Event]) -> None:
        rules = self.rules
        if rules.redeal_passed_nines and not rules.four_nines_original_only:
            # Seed 000: "gives away a nine and as a result another player has four nines" – only a
            # nine received from the declarer opens the demand; four nines already dealt had theirs.
            for to, c in self.given:
                if c % NUM_RANKS == Rank.NINE and self.hands[to] & NINES == NINES:
                    self.phase, self.to_act = PASSED_NINES, to
                    return
        self.phase, self.to_act = CONTRACT, self.declarer

    def _apply_discard(self, action: Action, out: list[Event]) -> None:
        if self._concede_or_refuse(action, out):
            return
        if not isinstance(action, Discard):
            raise IllegalAction(Refusal("discard two cards onto the other stock first"))
        seat = self.declarer
        if not self.hands[seat] >> action.card & 1:
            raise IllegalAction(not_held(action.card))
        self.hands[seat] &= ~(1 << action.card)
        self.pile |= 1 << action.card
        self.discards += 1
        self._emit(out, ev.CardDiscarded(seat, action.card))
        if self.discards == 2:
            self.phase, self.to_act = CONTRACT, seat

    def _apply_choose_stock(self, action: Action, out: list[Event]) -> None:
        if not isinstance(action, ChooseStock) or action.index not in (0, 1):
            raise IllegalAction(Refusal("choose one of the two stocks first"))
        self.chosen_stock = action.index
        chosen = self.stocks[action.index]
        self._emit(out, tev.StockShown(chosen, action.index))
        self._after_stock_shown(out, chosen)

    def _apply_nines(self, action: Action, out: list[Event]) -> None:
        seat = self.to_act
        if isinstance(action, DemandRedeal):
            reason = _REDEAL_REASON[ThousandPhase(self.phase)]
            self._emit(out, tev.RedealDemanded(seat, reason))
            self._void_row(out, tuple([0] * self.n), f"re-deal: {reason}")
            self._start_deal(out)  # §4.3: the same dealer deals again
            return
        if not isinstance(action, KeepDeal):
            raise IllegalAction(Refusal("demand a new deal or keep this one"))
        self._emit(out, tev.RedealDeclined(seat))
        if self.phase == FOUR_NINES:
            self._open_auction(out)
        elif self.phase == STOCK_NINES:
            self._take_stock(out)
        else:
            self.phase, self.to_act = CONTRACT, self.declarer

    # ---------------------------------------------------------------- contract

    def contract_limit(self) -> int:
        if not self.rules.raise_after_stock:
            return self.contract
        return max(self.contract, self.bid_limit(self.hands[self.declarer], blind=False))

    def _apply_contract(self, action: Action, out: list[Event]) -> None:
        if not isinstance(action, SetContract):
            raise IllegalAction(self._concede_reason(action) or Refusal("announce the contract first"))
        value, step = action.value, self.rules.bid_step
        if value < self.contract:
            raise IllegalAction(Refusal("the contract can be raised but never lowered (it is {bid})",
                                        bid=self.contract))
        if value > self.contract and not self.rules.raise_after_stock:
            raise IllegalAction(Refusal(
                "raising the contract after the stock is not allowed in these rules"))
        if (value - self.contract) % step:
            raise IllegalAction(Refusal("the contract goes up in steps of {step}", step=step))
        if value > self.contract:  # keeping the contract needs no limit: the limit is never below it
            limit = self.contract_limit()
            if value > limit:
                raise IllegalAction(self._limit_reason(limit, blind=False))
        self.contract = value
        self._emit(out, tev.ContractSet(self.declarer, value))
        self.phase, self.to_act, self.leader = PLAY, self.declarer, self.declarer
        self.order = ORDERS[self.trump]

    # -------------------------------------------------------------------- play

    def _check_play(self, action: Action) -> Card:
        if type(action) is not PlayCard:
            raise IllegalAction(self._concede_reason(action) or PLAY_A_CARD)
        seat, c = self.to_act, action.card
        if not 0 <= c < 36:
            raise IllegalAction(NO_SUCH_CARD)
        pm = self._playable
        if pm < 0:
            pm = self.playable()
        if not pm >> c & 1:  # the playable cards are some of the hand's: a card outside them is refused
            hand = self.hands[seat]
            if not hand >> c & 1:
                raise IllegalAction(not_held(c))
            raise IllegalAction(self._follow_reason(hand))
        if action.marriage:
            self._check_marriage(seat, c, self.hands[seat])
        return c

    def _apply_play(self, action: Action, out: list[Event]) -> None:
        seat, c = self.to_act, self._check_play(action)
        if isinstance(action, PlayCard) and action.marriage:
            if c % NUM_RANKS == Rank.ACE:
                self._declare_ace_marriage(seat, out)
            else:
                self._declare_marriage(seat, c, out)
        self._play_card(seat, c, out)

    def _declare_marriage(self, seat: int, c: Card, out: list[Event]) -> None:
        suit = c // NUM_RANKS
        points = self.values[suit]
        self.marriage_points[seat] += points
        self.marriages.append((seat, suit))
        self.trump = suit
        self._emit(out, ev.MarriageDeclared(seat, suit, points))
        self._emit(out, ev.TrumpChanged(suit))

    def _declare_ace_marriage(self, seat: int, out: list[Event]) -> None:
        """§16 #19: the four Aces score like a marriage and leave the trump as it is."""
        self.marriage_points[seat] += ACE_MARRIAGE_VALUE
        self.ace_marriage = seat
        self._emit(out, tev.AceMarriageDeclared(seat, ACE_MARRIAGE_VALUE))

    def _follow_reason(self, hand: CardSet) -> Refusal:
        led = self.trick[0] // NUM_RANKS
        if hand & SUIT_MASK[led]:
            return Refusal("you must follow suit: {suit}", suit=SuitName(led))
        return Refusal("you cannot follow {suit}, so you must play a trump ({trump})", suit=SuitName(led),
                       trump=SuitName(self.trump or 0))

    def _check_marriage(self, seat: int, c: Card, hand: CardSet) -> None:
        if self.trick:
            raise IllegalAction(Refusal("a marriage is declared only when leading to a trick"))
        if c % NUM_RANKS == Rank.ACE and self.rules.ace_marriage:
            if self.trick_no == 0:
                raise IllegalAction(Refusal("an ace marriage can be declared only after you have taken a trick"))
            if hand & ACES != ACES:
                raise IllegalAction(Refusal("an ace marriage needs all four aces in your hand"))
            return
        if c % NUM_RANKS not in (Rank.KING, Rank.QUEEN):
            raise IllegalAction(Refusal("a marriage is declared by leading its King or Queen"))
        if self.trick_no == 0:
            raise IllegalAction(Refusal("a marriage can be declared only after you have taken a trick"))
        m = MARRIAGE_MASKS[c // NUM_RANKS]
        if hand & m != m:
            raise IllegalAction(Refusal("to declare a marriage you must hold both the King and the Queen of {suit}",
                                        suit=SuitName(c // NUM_RANKS)))

    def _trick_taken(self, winner: int, points: int) -> None:
        self.taken[winner] += points

    def _deal_played(self, out: list[Event], last_winner: int) -> None:
        self._score_deal(out, last_winner)

    def _score_deal(self, out: list[Event], last_winner: int) -> None:
        n = self.n
        if n == 2:
            pile_points = card_points(self.pile)
            self.taken[last_winner] += pile_points
            self._emit(out, tev.PileTaken(last_winner, pile_points))
        raw = tuple(map(add, self.taken, self.marriage_points))  # one entry per seat in both
        self._write_row(out, raw, tuple(self.tricks), raw[self.declarer] >= self.contract, conceded=False)

    def _concede(self, out: list[Event]) -> None:
        """§16 #19 (option ``concession``): the deal is scored without playing it."""
        self._emit(out, tev.Conceded(self.declarer, self.contract))
        self._write_row(out, (), (0,) * self.n, False, conceded=True)

    def _stock_points(self) -> int | None:
        """4 players: the sitting-out dealer's stock value (§14.1)."""
        if self.n != 4:
            return None
        return card_points(self.stock) + sum(
            v for m, v in zip(MARRIAGE_MASKS, self.values, strict=True) if self.stock & m == m
        )

    def _write_row(
        self, out: list[Event], raw: tuple[int, ...], tricks: tuple[int, ...], made: bool, *, conceded: bool
    ) -> None:
        """Score the deal, write its row on the sheet, and end the match or start the next deal."""
        result = DealResult(
            self.active, self.declarer, self.contract, raw, tricks,
            blind=self.blind_win, golden=self.golden, stock_points=self._stock_points(), conceded=conceded,
        )
        changes, notes, winner, self.arrivals = score_deal(self.rules, self.records, result, self.arrivals)
        row = SheetRow(
            self.deal_no, self.dealer, self.declarer, self.contract, made,
            self.blind_win, self.golden, tuple(changes), tuple(self.scores()), raw, tuple(notes), winner=winner,
            conceded=conceded, marriages=tuple(self.marriage_points) if raw else (),
        )
        self.sheet.append(row)
        e = ev.DealScored(self.deal_no, row.changes, row.scores, row)
        out.append(e)
        self.log.append(e)
        if winner is not None:
            self.winners_ = (winner,)
            self.phase, self.to_act = OVER, -1
            self._emit(out, ev.MatchOver(self.winners_, row.scores))
            return
        self._advance_dealer()
        self._start_deal(out)

    # --------------------------------------------------------- the dispatcher

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAY:  # the play's actions inline: this runs for every card of every roll-out
            hand = self.hands[self.to_act]
            trick = self.trick
            if trick:  # TrickMatch.playable under rule F2 (§7.1): follow suit, else trump, else any card
                order = self.order
                assert order is not None
                masks = order.suit_masks
                m = hand & masks[order.effective[trick[0]]] or hand & masks[TRUMP] or hand
                self._playable = m
                return [*_PLAY_LOW[m & _LOW_HALF], *_PLAY_HIGH[m >> _HALF]]
            self._playable = hand  # a lead: any card, and after the first trick the marriages (§7.2)
            acts: list[Action] = [*_PLAY_LOW[hand & _LOW_HALF], *_PLAY_HIGH[hand >> _HALF]]
            if self.trick_no > 0:
                if hand & _QUEENS & hand >> 1:
                    for mm, plays in zip(MARRIAGE_MASKS, _MARRIAGE_PLAYS, strict=True):
                        if hand & mm == mm:
                            acts.extend(plays)
                if hand & ACES == ACES and self.rules.ace_marriage:
                    acts.extend(_ACE_MARRIAGE_PLAYS)
            return acts
        if phase == AUCTION:
            return self._auction_actions()
        if phase == GIVE:
            g = _gifts_by_byte(tuple(self._give_targets()))
            m = self.hands[self.declarer]
            acts = [*g[0][m & 255], *g[1][m >> 8 & 255], *g[2][m >> 16 & 255], *g[3][m >> 24 & 255], *g[4][m >> 32]]
            if self.may_concede():
                acts.append(_CONCEDE)  # last, after every card: the random policy leaves it out
            return acts
        if phase == CONTRACT:
            return list(_value_slice(_CONTRACT_RUN, self.contract, self.contract_limit(), self.rules.bid_step))
        if phase in (FOUR_NINES, STOCK_NINES, PASSED_NINES):
            return [_REDEAL, _KEEP]
        if phase == CHOOSE_STOCK:
            return [ChooseStock(0), ChooseStock(1)]
        if phase == DISCARD:
            discards: list[Action] = [Discard(c) for c in iter_cards(self.hands[self.declarer])]
            if self.may_concede():
                discards.append(_CONCEDE)
            return discards
        return []

    def apply(self, action: Action) -> list[Event]:
        phase = self.phase
        out: list[Event] = []
        if phase == PLAY:
            # a plain legal card checked here against the cached legal cards (one call less for the
            # commonest action); everything else, with the reason for a refusal, in _apply_play
            pm = self._playable  # -1 until legal_actions() lists the legal cards
            if (type(action) is PlayCard and not action.marriage and pm > 0
                    and action.card >= 0 and pm >> action.card & 1):
                self._play_card(self.to_act, action.card, out)
            else:
                self._apply_play(action, out)
        elif phase == AUCTION:
            self._apply_auction(action, out)
        elif phase == GIVE:
            self._apply_give(action, out)
        elif phase == CONTRACT:
            self._apply_contract(action, out)
        elif phase in (FOUR_NINES, STOCK_NINES, PASSED_NINES):
            self._apply_nines(action, out)
        elif phase == CHOOSE_STOCK:
            self._apply_choose_stock(action, out)
        elif phase == DISCARD:
            self._apply_discard(action, out)
        else:
            raise IllegalAction(MATCH_OVER)
        self._playable = -1  # validation reused the cached legal cards; the state has moved on
        return out

    # ------------------------------------------------------------- observation

    def hand_hidden_from_owner(self, seat: int) -> bool:
        """A blind bidder does not see his own cards until he looks or the auction ends (§5.7)."""
        return not self.looked[seat]

    def hand_visible_to_owner(self, seat: int) -> bool:
        return self.looked[seat]

    def trump_indicator(self) -> TrumpIndicator:
        return TrumpIndicator(self.trump) if self.phase == PLAY else UNDECIDED

    def visible_events(self, seat: int) -> tuple[Event, ...]:
        hidden_own = self.hand_hidden_from_owner(seat)
        events: list[Event] = []
        for e in self.log:
            if hidden_own and isinstance(e, ev.HandDealt):
                view: Event | None = e.redacted()
            elif isinstance(e, ev.DeckCut) and not self._bottom_shown(e.bottom):
                view = ev.DeckCut(e.cutter, e.index, NO_CARD)  # §4.1: only a nine is shown to all
            else:
                view = e.view_for(seat)
            if view is not None:
                events.append(view)
        return tuple(events)

    def observation(self, seat: int) -> ThousandObservation:
        n = self.n
        seats = tuple(
            SeatPublic(
                score=r.score, bolts=r.bolts, on_barrel=r.on_barrel, barrel_attempts=r.attempts,
                falls=r.falls, concessions=r.concessions, cards_in_hand=self.hands[s].bit_count(),
                tricks=self.tricks[s], trick_points=self.taken[s],
                marriage_points=self.marriage_points[s], bid=self.bids[s], passed=self.passed[s],
                blind=not self.looked[s] and self.bids[s] is not None,
            )
            for s, r in enumerate(self.records)
        )
        stock: CardSet | None = None
        if n != 2 and (self.stock_seen_by == seat or self.declarer >= 0):
            stock = self.stock
        elif n == 2 and self.chosen_stock >= 0:
            stock = self.stocks[self.chosen_stock]
        given = tuple((to, c) for to, c in self.given if seat in (self.declarer, to))
        return ThousandObservation(
            **self.base_observation(seat),
            golden=self.golden, seats=seats, high_bid=self.high_bid,
            high_bidder=self.high_bidder if self.high_bidder >= 0 else None,
            declarer=self.declarer if self.declarer >= 0 else None, contract=self.contract,
            stock=stock, given=given, discarded=self._discards_seen_by(seat),
            marriages=tuple(self.marriages), ace_marriage=self.ace_marriage, sheet=tuple(self.sheet),
        )

    def _bottom_shown(self, bottom: Card) -> bool:
        """The bottom card after a cut goes face down to the stock unless it is a nine the nine
        rule shows to all (§4.1)."""
        return self.rules.cut_nine_rule and bottom % NUM_RANKS == Rank.NINE

    def _discards_seen_by(self, seat: int) -> CardSet:
        if self.n != 2 or seat != self.declarer or self.chosen_stock < 0:
            return 0
        return self.pile & ~self.stocks[1 - self.chosen_stock]

    def describe(self) -> dict[str, Any]:
        """A compact summary for command-line tools and bug reports."""
        return {
            "deal": self.deal_no, "phase": self.phase, "dealer": self.dealer,
            "scores": self.scores(), "winners": list(self.winners_),
        }
