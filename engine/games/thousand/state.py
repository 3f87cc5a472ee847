"""The Thousand match: deal, auction, stock, giving, contract, play and scoring (rules/thousand.md).

One :class:`ThousandState` is a whole match. Steps without a decision (cutting, dealing, showing
the stock, scoring, starting the next deal) happen inside :meth:`apply` and are reported as events.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from kartln.engine import events as ev
from kartln.engine.actions import Bid, Discard, GiveCard, Pass, PlayCard
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
)
from kartln.engine.games.thousand import events as tev
from kartln.engine.games.thousand.actions import (
    BlindBid,
    ChooseStock,
    Concede,
    DemandRedeal,
    KeepDeal,
    LookAtCards,
    SetContract,
    parse_action,
)
from kartln.engine.games.thousand.observation import SeatPublic, ThousandObservation
from kartln.engine.games.thousand.rules import ACE_MARRIAGE_VALUE, ThousandRules, marriage_values, max_bid
from kartln.engine.games.thousand.scoring import (
    BarrelNote,
    DealResult,
    PlayerRecord,
    SheetRow,
    apply_fine,
    score_deal,
)
from kartln.engine.names import short_name, suit_symbol
from kartln.engine.observation import UNDECIDED, PlayedTrick, TrumpIndicator
from kartln.engine.orders import thousand_order
from kartln.engine.state import Action, Event, GameState, IllegalAction
from kartln.engine.tricks import NO_CARD, FollowRule

# Phases of a deal.
FOUR_NINES = "four nines"
AUCTION = "auction"
STOCK_NINES = "stock nines"
CHOOSE_STOCK = "choose stock"
GIVE = "give"
DISCARD = "discard"
PASSED_NINES = "passed nines"
CONTRACT = "contract"
PLAY = "play"
OVER = "over"

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

# Actions are shared immutable values, built once: legal_actions() runs in every AI roll-out.
_PLAY = tuple(PlayCard(c) for c in range(36))
_PLAY_MARRIAGE = tuple(PlayCard(c, True) for c in range(36))
_PLAY_BY_BYTE = tuple(tuple(tuple(_PLAY[c] for c in cards) for cards in row) for row in CARDS_BY_BYTE)
_BID = {v: Bid(v) for v in range(OPENING_BID, max_bid(ThousandRules(ace_marriage=True)) + 1, 5)}
_BLIND_BID = {v: BlindBid(v) for v in range(OPENING_BID, 121, 5)}
_GIVE = tuple(tuple(GiveCard(c, to) for to in range(4)) for c in range(36))
_ORDERS = {t: thousand_order(None if t is None else Suit(t)) for t in (None, 0, 1, 2, 3)}
_F2 = FollowRule.F2
_PASS = Pass()
_LOOK = LookAtCards()
_REDEAL = DemandRedeal()
_KEEP = KeepDeal()
_CONCEDE = Concede()


def card_points(cards: CardSet) -> int:
    return sum(CARD_POINTS[c] for c in iter_cards(cards))


class ThousandState(GameState):
    game_id: ClassVar[str] = "thousand"

    def __init__(
        self,
        rules: ThousandRules | None = None,
        seed: int = 0,
        *,
        dealer: int | None = None,
        decks: Sequence[tuple[Sequence[Card], Sequence[int]]] = (),
    ) -> None:
        """Start a match. ``decks`` injects (deck order, cut indices) per deal for tests."""
        self.rules = rules or ThousandRules()
        self.n = self.rules.players
        self.trick_size = 2 if self.n == 2 else 3
        self.tricks_per_deal = 10 if self.n == 2 else 8
        self.rng = random.Random(seed)
        self.values = marriage_values(self.rules)
        self.max_bid = max_bid(self.rules)
        self.records = [PlayerRecord() for _ in range(self.n)]
        self.sheet: list[SheetRow] = []
        self.arrivals = 0
        self.dealer = self.rng.randrange(self.n) if dealer is None else dealer
        self.dealer_turns = 0  # completed dealer turns, for the golden circle
        self.deal_no = 0
        self.winners_: tuple[int, ...] = ()
        self.script = [(list(d), list(c)) for d, c in decks]
        self.log: list[Event] = []
        self._reset_deal()
        self._start_deal(self.log)

    # ----------------------------------------------------------------- contract

    deck_cards: ClassVar[tuple[Card, ...]] = DECK_24

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

    @property
    def num_players(self) -> int:
        return self.n

    def current_player(self) -> int:
        return -1 if self.phase == OVER else self.to_act

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def winners(self) -> list[int]:
        return list(self.winners_)

    def scores(self) -> list[int]:
        return [r.score for r in self.records]

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def clone(self) -> ThousandState:
        new = object.__new__(ThousandState)
        d = self.__dict__.copy()
        for key in ("hands", "taken", "tricks", "marriage_points", "trick", "trick_seats", "bids",
                    "passed", "looked", "given", "marriages", "log", "sheet", "last_trick", "history"):
            d[key] = list(d[key])
        d["records"] = [r.copy() for r in self.records]
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        d["rng"] = rng
        d["script"] = [(list(a), list(b)) for a, b in self.script]
        new.__dict__ = d
        return new

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ThousandState):
            return NotImplemented
        a, b = dict(self.__dict__), dict(other.__dict__)
        ra, rb = a.pop("rng"), b.pop("rng")
        return a == b and ra.getstate() == rb.getstate()

    __hash__ = None  # type: ignore[assignment]

    # ------------------------------------------------------------- deal set-up

    def _reset_deal(self) -> None:
        n = self.n
        self.phase = AUCTION
        self.to_act = 0
        self.active: tuple[int, ...] = ()
        self.next_seat: dict[int, int] = {}
        self.golden = False
        self.hands = [0] * n
        self.stock = 0
        self.stocks = (0, 0)
        self.pile = 0
        self.taken = [0] * n  # card points in tricks
        self.tricks = [0] * n
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
        self.trump: int | None = None
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.last_trick: list[tuple[int, Card]] = []
        self.history: list[PlayedTrick] = []
        self.leader = 0
        self.trick_no = 0
        self.played: CardSet = 0
        self._playable = -1

    def _next_deck(self) -> tuple[list[Card], list[int]]:
        if self.script:
            return self.script.pop(0)
        deck = list(DECK_24)
        self.rng.shuffle(deck)
        return deck, []

    def _cut(self, cuts: list[int]) -> int:
        return cuts.pop(0) if cuts else self.rng.randint(1, 23)

    def _start_deal(self, out: list[Event]) -> None:
        """Cut (with the nine rule), deal, and open the first decision of the deal."""
        rules, n = self.rules, self.n
        while True:
            self._reset_deal()
            self.deal_no += 1
            dealer = self.dealer
            if n == 4:
                self.active = tuple((dealer + i) % n for i in (1, 2, 3))
            else:
                self.active = tuple((dealer + i) % n for i in range(1, n + 1))
            self.next_seat = {s: self.active[(i + 1) % len(self.active)] for i, s in enumerate(self.active)}
            self.golden = rules.golden_round and self.dealer_turns < n
            self.log = []
            self._emit(out, ev.DealStarted(self.deal_no, dealer, self.active, self.golden))
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
        for _ in range(3):
            c = self._cut(cuts)
            deck = deck[c:] + deck[:c]
            self._emit(out, ev.DeckCut(cutter, c, deck[-1]))
            if not (self.rules.cut_nine_rule and deck[-1] % NUM_RANKS == Rank.NINE):
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
        if n == 2:
            fh, dl = self.active
            for i in range(20):
                self.hands[fh if i % 2 == 0 else dl] |= 1 << deck[i]
            self.stocks = ((1 << deck[20]) | (1 << deck[21]), (1 << deck[22]) | (1 << deck[23]))
        else:
            p = self.active
            for i in range(1, 10):
                self.hands[p[(i - 1) % 3]] |= 1 << deck[i]
            for i in range(11, 23):
                self.hands[p[(i - 11) % 3]] |= 1 << deck[i]
            self.stock = (1 << deck[0]) | (1 << deck[10]) | (1 << deck[23])
        for seat in self.active:
            self._emit(out, ev.HandDealt(seat, self.hands[seat], self.hands[seat].bit_count()))
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
        self.dealer = (self.dealer + 1) % self.n
        self.dealer_turns += 1

    def _emit(self, out: list[Event], event: Event) -> None:
        out.append(event)
        self.log.append(event)

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
        return any(hand & m == m for m in MARRIAGE_MASKS) or self.has_four_aces(hand)

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
        if rules.marriage_needed_over_120 and not self.has_marriage(hand):
            return 120
        return self.max_bid

    def _bid_values(self, blind: bool) -> range:
        seat = self.to_act
        if self.high_bid == 0:
            return range(OPENING_BID, OPENING_BID + 1)
        step = self.rules.bid_step
        return range(self.high_bid + step, self.bid_limit(self.hands[seat], blind) + 1, step)

    def _auction_actions(self) -> list[Action]:
        seat = self.to_act
        acts: list[Action] = []
        if self.high_bid:
            acts.append(_PASS)
        if not self.looked[seat]:
            acts.append(_LOOK)
            acts.extend(_BLIND_BID[v] for v in self._bid_values(blind=True))
        else:
            acts.extend(_BID[v] for v in self._bid_values(blind=False))
        return acts

    def _apply_auction(self, action: Action, out: list[Event]) -> None:
        seat = self.to_act
        if isinstance(action, LookAtCards):
            if self.looked[seat]:
                raise IllegalAction("you have already looked at your cards")
            self.looked[seat] = True
            self._emit(out, tev.LookedAtCards(seat))
            return
        if isinstance(action, Pass):
            if not self.high_bid:
                raise IllegalAction("first hand must open the auction with 100")
            self.passed[seat] = True
            self._emit(out, ev.Passed(seat))
        elif isinstance(action, (Bid, BlindBid)):
            blind = isinstance(action, BlindBid)
            self._check_bid(action.value, blind)
            self.high_bid, self.high_bidder, self.high_blind = action.value, seat, blind
            self.bids[seat] = action.value
            self._emit(out, ev.BidMade(seat, action.value, blind))
        else:
            raise IllegalAction(self._concede_reason(action) or "it is the auction now: bid or pass")
        remaining = [s for s in self.active if not self.passed[s]]
        if len(remaining) == 1 and self.high_bid:
            self._auction_won(out, remaining[0], self.high_bid, self.high_blind)
            return
        self.to_act = self._next_bidder(seat)

    def _check_bid(self, value: int, blind: bool) -> None:
        seat = self.to_act
        if blind and self.looked[seat]:
            raise IllegalAction("a blind bid is possible only before you look at your cards")
        if not blind and not self.looked[seat]:
            raise IllegalAction("look at your cards first, or bid blind")
        if self.high_bid == 0:
            if value != OPENING_BID:
                raise IllegalAction("first hand must open the auction with 100")
            return
        step = self.rules.bid_step
        if value < self.high_bid + step:
            raise IllegalAction(f"you must bid at least {self.high_bid + step}")
        if value % step:
            raise IllegalAction(f"bids go up in steps of {step}")
        limit = self.bid_limit(self.hands[seat], blind)
        if value > limit:
            raise IllegalAction(self._limit_reason(limit, blind))

    def _limit_reason(self, limit: int, blind: bool) -> str:
        if blind:
            return "a blind bid may not exceed 120"
        if limit == self.max_bid:
            return f"the highest possible bid is {self.max_bid}"
        if self.rules.bid_cap_by_held_marriages:
            return f"with the marriages you hold you may go up to {limit}"
        if self.rules.ace_marriage:
            return "a bid above 120 needs a marriage (King and Queen of one suit, or all four Aces) in your hand"
        return "a bid above 120 needs a marriage (King and Queen of one suit) in your hand"

    def _next_bidder(self, seat: int) -> int:
        order = self.active
        i = order.index(seat)
        for k in range(1, len(order) + 1):
            nxt = order[(i + k) % len(order)]
            if not self.passed[nxt]:
                return nxt
        return seat

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
        done = {to for to, _ in self.given}
        return [s for s in self._opponents() if s not in done]

    def may_concede(self) -> bool:
        """The declarer may give up the deal after taking the stock, before giving or discarding
        his first card (option ``concession``, §16 #19)."""
        if not self.rules.concession:
            return False
        if self.phase == GIVE:
            return not self.given
        return self.phase == DISCARD and self.discards == 0

    def _concede_reason(self, action: Action) -> str | None:
        """Why ``Concede`` is refused outside giving and discarding (None for other actions)."""
        if not isinstance(action, Concede):
            return None
        if not self.rules.concession:
            return "conceding the deal is not allowed in these rules"
        what = "discarding" if self.n == 2 else "giving"
        return f"you may concede only after taking the stock, before {what} your first card"

    def _concede_or_refuse(self, action: Action, out: list[Event]) -> bool:
        """Concede if ``action`` is ``Concede`` and allowed; False for any other action."""
        if not isinstance(action, Concede):
            return False
        if not self.rules.concession:
            raise IllegalAction("conceding the deal is not allowed in these rules")
        if not self.may_concede():
            what = "giving" if self.phase == GIVE else "discarding"
            raise IllegalAction(f"you may concede only before {what} your first card")
        self._concede(out)
        return True

    def _apply_give(self, action: Action, out: list[Event]) -> None:
        if self._concede_or_refuse(action, out):
            return
        if not isinstance(action, GiveCard):
            raise IllegalAction("give one card to each opponent first")
        seat = self.declarer
        if not self.hands[seat] >> action.card & 1:
            raise IllegalAction(f"you do not hold the {short_name(action.card)}")
        if action.to not in self._give_targets():
            if action.to == seat:
                raise IllegalAction("give the card to an opponent, not to yourself")
            if action.to in self._opponents():
                raise IllegalAction("each opponent receives exactly one card")
            raise IllegalAction(f"seat {action.to} does not play in this deal")
        self.hands[seat] &= ~(1 << action.card)
        self.hands[action.to] |= 1 << action.card
        self.given.append((action.to, action.card))
        self._emit(out, ev.CardGiven(seat, action.to, action.card))
        if not self._give_targets():
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
            raise IllegalAction("discard two cards onto the other stock first")
        seat = self.declarer
        if not self.hands[seat] >> action.card & 1:
            raise IllegalAction(f"you do not hold the {short_name(action.card)}")
        self.hands[seat] &= ~(1 << action.card)
        self.pile |= 1 << action.card
        self.discards += 1
        self._emit(out, ev.CardDiscarded(seat, action.card))
        if self.discards == 2:
            self.phase, self.to_act = CONTRACT, seat

    def _apply_choose_stock(self, action: Action, out: list[Event]) -> None:
        if not isinstance(action, ChooseStock) or action.index not in (0, 1):
            raise IllegalAction("choose one of the two stocks first")
        self.chosen_stock = action.index
        chosen = self.stocks[action.index]
        self._emit(out, tev.StockShown(chosen, action.index))
        self._after_stock_shown(out, chosen)

    def _apply_nines(self, action: Action, out: list[Event]) -> None:
        seat = self.to_act
        if isinstance(action, DemandRedeal):
            reason = {FOUR_NINES: "four nines", STOCK_NINES: "nines in the stock",
                      PASSED_NINES: "four nines after giving"}[self.phase]
            self._emit(out, tev.RedealDemanded(seat, reason))
            self._void_row(out, tuple([0] * self.n), f"re-deal: {reason}")
            self._start_deal(out)  # §4.3: the same dealer deals again
            return
        if not isinstance(action, KeepDeal):
            raise IllegalAction("demand a new deal or keep this one")
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
            raise IllegalAction(self._concede_reason(action) or "announce the contract first")
        value, step = action.value, self.rules.bid_step
        if value < self.contract:
            raise IllegalAction(f"the contract can be raised but never lowered (it is {self.contract})")
        if value > self.contract and not self.rules.raise_after_stock:
            raise IllegalAction("raising the contract after the stock is not allowed in these rules")
        if (value - self.contract) % step:
            raise IllegalAction(f"the contract goes up in steps of {step}")
        limit = self.contract_limit()
        if value > limit:
            raise IllegalAction(self._limit_reason(limit, blind=False))
        self.contract = value
        self._emit(out, tev.ContractSet(self.declarer, value))
        self.phase, self.to_act, self.leader = PLAY, self.declarer, self.declarer

    # -------------------------------------------------------------------- play

    def playable(self) -> CardSet:
        """The cards the player to act may play now (§7.1, rule F2); cached until the next action."""
        pm = self._playable
        if pm < 0:
            hand = self.hands[self.to_act]
            trick = self.trick
            if not trick:
                pm = hand
            else:
                order = _ORDERS[self.trump]
                pm = order.legal_follow(_F2, hand, trick[0], trick[order.trick_winner_index(trick)])
            self._playable = pm
        return pm

    def _play_actions(self) -> list[Action]:
        m = self.playable()
        b = _PLAY_BY_BYTE
        acts: list[Action] = [
            *b[0][m & 255], *b[1][m >> 8 & 255], *b[2][m >> 16 & 255], *b[3][m >> 24 & 255], *b[4][m >> 32]
        ]
        if not self.trick and self.trick_no > 0:
            hand = self.hands[self.to_act]
            for mm in MARRIAGE_MASKS:
                if hand & mm == mm:
                    acts.extend(_PLAY_MARRIAGE[c] for c in iter_cards(mm))
            if self.has_four_aces(hand):
                acts.extend(_PLAY_MARRIAGE[c] for c in iter_cards(ACES))
        return acts

    def _apply_play(self, action: Action, out: list[Event]) -> None:
        if type(action) is not PlayCard:
            raise IllegalAction(self._concede_reason(action) or "play a card")
        seat, c = self.to_act, action.card
        if not 0 <= c < 36:
            raise IllegalAction("no such card")
        hand = self.hands[seat]
        if not hand >> c & 1:
            raise IllegalAction(f"you do not hold the {short_name(c)}")
        if not self.playable() >> c & 1:
            raise IllegalAction(self._follow_reason(hand))
        if action.marriage:
            self._check_marriage(seat, c, hand)
            if c % NUM_RANKS == Rank.ACE:
                self._declare_ace_marriage(seat, out)
            else:
                self._declare_marriage(seat, c, out)
        self.hands[seat] = hand ^ (1 << c)
        trick = self.trick
        trick.append(c)
        self.trick_seats.append(seat)
        self.played |= 1 << c
        e = ev.CardPlayed(seat, c)
        out.append(e)
        self.log.append(e)
        if len(trick) < self.trick_size:
            self.to_act = self.next_seat[seat]
        else:
            self._finish_trick(out)

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

    def _follow_reason(self, hand: CardSet) -> str:
        led = self.trick[0] // NUM_RANKS
        if hand & SUIT_MASK[led]:
            return f"you must follow suit: {suit_symbol(led)}"
        return f"you cannot follow {suit_symbol(led)}, so you must play a trump ({suit_symbol(self.trump or 0)})"

    def _check_marriage(self, seat: int, c: Card, hand: CardSet) -> None:
        if self.trick:
            raise IllegalAction("a marriage is declared only when leading to a trick")
        if c % NUM_RANKS == Rank.ACE and self.rules.ace_marriage:
            if self.trick_no == 0:
                raise IllegalAction("an ace marriage can be declared only after you have taken a trick")
            if hand & ACES != ACES:
                raise IllegalAction("an ace marriage needs all four aces in your hand")
            return
        if c % NUM_RANKS not in (Rank.KING, Rank.QUEEN):
            raise IllegalAction("a marriage is declared by leading its King or Queen")
        if self.trick_no == 0:
            raise IllegalAction("a marriage can be declared only after you have taken a trick")
        m = MARRIAGE_MASKS[c // NUM_RANKS]
        if hand & m != m:
            raise IllegalAction(
                f"to declare a marriage you must hold both the King and the Queen of {suit_symbol(c // NUM_RANKS)}"
            )

    def _finish_trick(self, out: list[Event]) -> None:
        trick, seats = self.trick, self.trick_seats
        winner = seats[_ORDERS[self.trump].trick_winner_index(trick)]
        points = 0
        for c in trick:
            points += CARD_POINTS[c]
        self.taken[winner] += points
        self.tricks[winner] += 1
        self.last_trick = list(zip(seats, trick, strict=True))
        self.history.append(PlayedTrick(tuple(self.last_trick), winner, _ORDERS[self.trump], _F2))
        self._emit(out, ev.TrickWon(winner, tuple(trick), points))
        self.trick, self.trick_seats = [], []
        self.trick_no += 1
        self.leader = self.to_act = winner
        if self.trick_no == self.tricks_per_deal:
            self._score_deal(out, winner)

    def _score_deal(self, out: list[Event], last_winner: int) -> None:
        n = self.n
        if n == 2:
            pile_points = card_points(self.pile)
            self.taken[last_winner] += pile_points
            self._emit(out, tev.PileTaken(last_winner, pile_points))
        raw = tuple(self.taken[s] + self.marriage_points[s] for s in range(n))
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
            conceded=conceded,
        )
        self.sheet.append(row)
        self._emit(out, ev.DealScored(self.deal_no, row.changes, row.scores, row))
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
        if phase == PLAY:
            return self._play_actions()
        if phase == AUCTION:
            return self._auction_actions()
        if phase == GIVE:
            targets = self._give_targets()
            acts: list[Action] = [_GIVE[c][to] for c in iter_cards(self.hands[self.declarer]) for to in targets]
            if self.may_concede():
                acts.append(_CONCEDE)  # last, after every card: the random policy leaves it out
            return acts
        if phase == CONTRACT:
            return [SetContract(v) for v in range(self.contract, self.contract_limit() + 1, self.rules.bid_step)]
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
        if phase == OVER:
            raise IllegalAction("the match is over")
        out: list[Event] = []
        if phase == PLAY:
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
        self._playable = -1  # validation reused the cached legal cards; the state has moved on
        return out

    # ------------------------------------------------------------- observation

    def hand_hidden_from_owner(self, seat: int) -> bool:
        """A blind bidder does not see his own cards until he looks or the auction ends (§5.7)."""
        return not self.looked[seat]

    def observation(self, seat: int) -> ThousandObservation:
        n = self.n
        hidden_own = self.hand_hidden_from_owner(seat)
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
        in_play = self.phase == PLAY
        return ThousandObservation(
            seat=seat, num_players=n, phase=self.phase, current_player=self.current_player(),
            dealer=self.dealer, deal_no=self.deal_no, hand=None if hidden_own else self.hands[seat],
            in_deal=self.active, cards_in_hand=tuple(h.bit_count() for h in self.hands), leader=self.leader,
            trick=tuple(zip(self.trick_seats, self.trick, strict=True)), tricks=tuple(self.history),
            tricks_won=tuple(self.tricks), trump=TrumpIndicator(self.trump) if in_play else UNDECIDED,
            order=_ORDERS[self.trump] if in_play else None, follow_rule=_F2, played=self.played,
            scores=tuple(self.scores()), teams=(), events=tuple(events), winners=self.winners_,
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
