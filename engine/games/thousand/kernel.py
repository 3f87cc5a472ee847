"""A fast Thousand kernel on bit masks (rules/thousand.md), for search and simulation.

Two layers, both playing by exactly the rules of :class:`~kartln.engine.games.thousand.state.ThousandState`
and built from the same tables (card points, marriage masks, the nines, the trick orders):

* :class:`PlayKernel` — the card play of one deal as a compact mutable state: hands as int masks,
  trump as an int (-1 before the first marriage), the trick as (led suit mask, winning card,
  winning seat, points). ``legal_moves()`` and ``marriage_moves()`` (the four Aces too, under
  the option ``ace_marriage``) are mask operations;
  ``play()`` resolves tricks without allocation beyond one undo tuple; ``undo()`` and ``copy()``
  are cheap.
* :func:`play_random_deals` — whole deals of a match (cut, deal, re-deal demands, auction, stock,
  giving or discarding, contract, play and scoring) with the decisions of
  :func:`~kartln.engine.games.thousand.policy.random_thousand_action`, drawing chance from
  ``random.Random(seed)`` exactly as the match state does, and decisions from
  ``random.Random(decision_seed)`` exactly as the policy does. The actions taken can be recorded
  in their record text and replayed in a :class:`ThousandState` built with the same seed. Every
  option of :class:`ThousandRules` is played; the policy never concedes (option ``concession``),
  so that option changes nothing here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from kartln.engine.actions import Bid, Discard, GiveCard, Pass, PlayCard
from kartln.engine.cards import CARDS_BY_BYTE, DECK_24, NUM_RANKS, RANK_MASK, CardSet, Rank, Suit
from kartln.engine.games.thousand.actions import ChooseStock, DemandRedeal, KeepDeal, LookAtCards, SetContract
from kartln.engine.games.thousand.rules import (
    ACE_MARRIAGE_VALUE,
    MARRIAGE_VALUES_FRENCH,
    ThousandRules,
    marriage_values,
    max_bid,
)
from kartln.engine.games.thousand.scoring import (
    BarrelNote,
    DealResult,
    PlayerRecord,
    SheetRow,
    apply_fine,
    score_deal,
)
from kartln.engine.games.thousand.state import (
    ACES,
    CARD_POINTS,
    MARRIAGE_MASKS,
    NINES,
    OPENING_BID,
    ThousandState,
)
from kartln.engine.orders import thousand_order
from kartln.engine.tricks import TRUMP

NO_TRUMP = -1

# The trick orders of the deck, indexed by trump suit 0..3; index 4 (= NO_TRUMP, -1) is the order
# without trumps, so ``BEATEN_BY[trump]`` works for every trump state.
_ORDERS = (*(thousand_order(s) for s in Suit), thousand_order(None))
#: ``BEATEN_BY[trump][w]``: the cards that beat the winning card ``w`` (thousand.md §7.3).
BEATEN_BY: tuple[tuple[CardSet, ...], ...] = tuple(o.beaten_by for o in _ORDERS)
#: The deck's cards of each suit; Thousand cards never leave their printed suit.
SUIT_CARDS: tuple[CardSet, ...] = _ORDERS[NO_TRUMP].suit_masks[:4]
assert all(o.suit_masks[TRUMP] == SUIT_CARDS[s] for s, o in enumerate(_ORDERS[:4]))

QUEENS: CardSet = RANK_MASK[Rank.QUEEN]
# A King's bit is its Queen's bit shifted left by one, so a hand's complete marriages are
# ``q | q << 1`` with ``q = hand & QUEENS & hand >> 1``.
assert all(m == (m & QUEENS) * 3 for m in MARRIAGE_MASKS)

_BIT: tuple[int, ...] = tuple(1 << c for c in range(36))
_SUIT_OF: tuple[int, ...] = tuple(c // NUM_RANKS for c in range(36))
_POINTS_BY_BYTE: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(CARD_POINTS[c] for c in cards) for cards in row) for row in CARDS_BY_BYTE
)
# (i, bits) for the Fisher–Yates steps of random.Random.shuffle over 24 cards, drawn the way
# Random._randbelow draws them, so the deck order is the one ThousandState gets.
_SHUFFLE_STEPS: tuple[tuple[int, int], ...] = tuple((i, (i + 1).bit_length()) for i in range(23, 0, -1))
_DECK: list[int] = list(DECK_24)

# Record texts, built from the actions' own text forms.
_PLAY_TEXT: tuple[str, ...] = tuple(PlayCard(c).text() for c in range(36))
_MARRIAGE_TEXT: tuple[str, ...] = tuple(PlayCard(c, True).text() for c in range(36))
_GIVE_TEXT: tuple[tuple[str, ...], ...] = tuple(tuple(GiveCard(c, to).text() for to in range(4)) for c in range(36))
_DISCARD_TEXT: tuple[str, ...] = tuple(Discard(c).text() for c in range(36))
_PASS_TEXT = Pass().text()
_LOOK_TEXT = LookAtCards().text()
_REDEAL_TEXT = DemandRedeal().text()
_KEEP_TEXT = KeepDeal().text()
_STOCK_TEXT = (ChooseStock(0).text(), ChooseStock(1).text())


def card_points(cards: CardSet) -> int:
    """Card points of a set, by byte tables."""
    b0, b1, b2, b3, b4 = _POINTS_BY_BYTE
    return b0[cards & 255] + b1[cards >> 8 & 255] + b2[cards >> 16 & 255] + b3[cards >> 24 & 255] + b4[cards >> 32]


def marriage_cards(hand: CardSet) -> CardSet:
    """The Kings and Queens of ``hand`` whose partner is in ``hand`` too."""
    q = hand & QUEENS & hand >> 1
    return q | q << 1


def nth_card(cards: CardSet, k: int) -> int:
    """The ``k``-th card (from 0, ascending id) of a non-empty set."""
    while k:
        cards &= cards - 1
        k -= 1
    return (cards & -cards).bit_length() - 1


# ---------------------------------------------------------------------------------------- play


class PlayKernel:
    """The card play of one Thousand deal (thousand.md §7, §14.2), mutable with undo.

    Seats are the match's seats; ``next_seat[s]`` is the next active seat clockwise (-1 for the
    sitting-out dealer). ``taken`` counts card points of tricks (with two players the pile goes
    to the winner of the last trick), ``marriage_points`` the declared marriages. ``play`` does not
    validate: pass it a card of ``legal_moves()``, with ``marriage`` only for a card of
    ``marriage_moves()``. With ``ace_marriage`` (the option of that name, §16 #19) a leader holding
    all four Aces after the first trick may lead any of them declaring the ace marriage: 200 points,
    the trump stays as it is.
    """

    __slots__ = (
        "_undo",
        "ace_marriage",
        "count",
        "hands",
        "leader",
        "led_mask",
        "marriage_points",
        "next_seat",
        "pile",
        "points",
        "taken",
        "to_act",
        "trick_no",
        "trick_size",
        "tricks",
        "tricks_per_deal",
        "trump",
        "trump_mask",
        "values",
        "winner",
        "winning",
    )

    def __init__(
        self,
        hands: Sequence[CardSet],
        active: Sequence[int],
        leader: int,
        *,
        values: Sequence[int] = MARRIAGE_VALUES_FRENCH,
        pile: CardSet = 0,
        ace_marriage: bool = False,
    ) -> None:
        """A deal before its first lead: ``hands`` per seat, ``active`` seats clockwise."""
        n = len(hands)
        nxt = [-1] * n
        for i, s in enumerate(active):
            nxt[s] = active[(i + 1) % len(active)]
        self.hands = list(hands)
        self.next_seat = tuple(nxt)
        self.trick_size = len(active)
        self.tricks_per_deal = 10 if len(active) == 2 else 8
        self.values = tuple(values)
        self.pile = pile
        self.ace_marriage = ace_marriage
        self.trump = NO_TRUMP
        self.trump_mask = 0
        self.leader = self.to_act = leader
        self.count = 0  # cards in the current trick
        self.led_mask = 0  # the led suit's cards
        self.winning = -1  # the card winning the current trick
        self.winner = -1  # its seat
        self.points = 0  # card points in the current trick (after a trick: that trick's)
        self.taken = [0] * n
        self.marriage_points = [0] * n
        self.tricks = [0] * n
        self.trick_no = 0
        self._undo: list[tuple[int, ...]] = []

    @classmethod
    def from_state(cls, state: ThousandState) -> PlayKernel:
        """The play of ``state``'s current deal, at any point of its play phase."""
        if state.phase != "play":
            raise ValueError(f"the deal is not in its play phase (phase {state.phase!r})")
        k = cls(state.hands, state.active, state.leader, values=state.values, pile=state.pile,
                ace_marriage=state.rules.ace_marriage)
        if state.trump is not None:
            k.trump = state.trump
            k.trump_mask = SUIT_CARDS[state.trump]
        k.taken = list(state.taken)
        k.marriage_points = list(state.marriage_points)
        k.tricks = list(state.tricks)
        k.trick_no = state.trick_no
        k.to_act = state.to_act
        trick = state.trick
        if trick:
            beaten = BEATEN_BY[k.trump]
            w, ws = trick[0], state.trick_seats[0]
            for c, s in zip(trick[1:], state.trick_seats[1:], strict=True):
                if beaten[w] >> c & 1:
                    w, ws = c, s
            k.count = len(trick)
            k.led_mask = SUIT_CARDS[_SUIT_OF[trick[0]]]
            k.winning, k.winner = w, ws
            k.points = sum(CARD_POINTS[c] for c in trick)
        return k

    def copy(self) -> PlayKernel:
        new = object.__new__(PlayKernel)
        for name in PlayKernel.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = self.hands[:]
        new.taken = self.taken[:]
        new.marriage_points = self.marriage_points[:]
        new.tricks = self.tricks[:]
        new._undo = self._undo[:]
        return new

    def is_over(self) -> bool:
        return self.trick_no == self.tricks_per_deal

    def legal_moves(self) -> CardSet:
        """The cards the player to act may play (rule F2, thousand.md §7.1)."""
        hand = self.hands[self.to_act]
        if not self.count:
            return hand
        return hand & self.led_mask or hand & self.trump_mask or hand

    def marriage_moves(self) -> CardSet:
        """The cards the player to act may lead declaring their marriage (§7.2): leading, after
        the first trick, a King or Queen whose partner he holds, or (``ace_marriage``) any Ace
        while he holds all four."""
        if self.count or not self.trick_no:
            return 0
        hand = self.hands[self.to_act]
        q = hand & QUEENS & hand >> 1
        if self.ace_marriage and hand & ACES == ACES:
            return q | q << 1 | ACES
        return q | q << 1

    def play(self, c: int, marriage: bool = False) -> None:
        seat = self.to_act
        count = self.count
        self._undo.append(
            (c, seat, marriage, count, self.trump, self.led_mask, self.winning, self.winner, self.points, self.leader)
        )
        self.hands[seat] ^= 1 << c
        if count == 0:
            if marriage:
                if ACES >> c & 1:
                    self.marriage_points[seat] += ACE_MARRIAGE_VALUE
                else:
                    s = c // NUM_RANKS
                    self.trump = s
                    self.trump_mask = SUIT_CARDS[s]
                    self.marriage_points[seat] += self.values[s]
            self.led_mask = SUIT_CARDS[c // NUM_RANKS]
            self.winning = c
            self.winner = seat
            self.points = CARD_POINTS[c]
        else:
            if BEATEN_BY[self.trump][self.winning] >> c & 1:
                self.winning = c
                self.winner = seat
            self.points += CARD_POINTS[c]
        count += 1
        if count < self.trick_size:
            self.count = count
            self.to_act = self.next_seat[seat]
            return
        w = self.winner
        self.count = 0
        self.trick_no += 1
        self.taken[w] += self.points
        if self.trick_no == self.tricks_per_deal and self.pile:
            self.taken[w] += card_points(self.pile)
        self.tricks[w] += 1
        self.leader = self.to_act = w

    def undo(self) -> None:
        c, seat, marriage, count, trump, led_mask, winning, winner, points, leader = self._undo.pop()
        if count == self.trick_size - 1:  # the play finished a trick
            w = self.winner
            if self.trick_no == self.tricks_per_deal and self.pile:
                self.taken[w] -= card_points(self.pile)
            self.taken[w] -= self.points
            self.tricks[w] -= 1
            self.trick_no -= 1
        if marriage:
            self.marriage_points[seat] -= ACE_MARRIAGE_VALUE if ACES >> c & 1 else self.values[c // NUM_RANKS]
        self.hands[seat] |= 1 << c
        self.count = count
        self.trump = trump
        self.trump_mask = SUIT_CARDS[trump] if trump >= 0 else 0
        self.led_mask, self.winning, self.winner, self.points = led_mask, winning, winner, points
        self.leader = leader
        self.to_act = seat

    def key(self) -> tuple[int, ...]:
        """A hashable key of the position (for transposition tables)."""
        # Between tricks the last trick's winner and points are history, not position.
        trick = (self.count, self.led_mask, self.winning, self.winner, self.points) if self.count else (0, 0, -1, -1, 0)
        return (*self.hands, self.to_act, self.trump, *trick, *self.taken, *self.marriage_points)


# ------------------------------------------------------------------------------- whole deals


@dataclass(slots=True)
class KernelRun:
    """The outcome of :func:`play_random_deals`."""

    deals: int  # deals played to the end and scored (re-deals and voided cuts not counted)
    sheet: list[SheetRow]
    records: list[PlayerRecord]
    winners: tuple[int, ...]
    actions: list[str] | None  # record texts of every decision, when recorded

    @property
    def scores(self) -> list[int]:
        return [r.score for r in self.records]


def play_random_deals(
    rules: ThousandRules, seed: int, deals: int, decision_seed: int, *, record: bool = False
) -> KernelRun:
    """Play the match ``ThousandState(rules, seed=seed)`` for ``deals`` complete deals, or until
    it is won, choosing like ``random_thousand_action`` with ``random.Random(decision_seed)``.

    It stops where the reference match would wait for the first decision of the next deal, so
    replaying ``actions`` in a fresh ``ThousandState(rules, seed=seed)`` gives the same sheet.
    """
    n = rules.players
    rng = random.Random(seed)
    bits = rng.getrandbits
    rand = random.Random(decision_seed).random
    values = marriage_values(rules)
    records = [PlayerRecord() for _ in range(n)]
    sheet: list[SheetRow] = []
    actions: list[str] | None = [] if record else None
    log = actions.append if actions is not None else None

    step = rules.bid_step
    golden_round = rules.golden_round
    cut_nine_rule = rules.cut_nine_rule
    four_nines = rules.redeal_four_nines
    stock_nines = rules.redeal_stock_nines
    passed_nines = rules.redeal_passed_nines and not rules.four_nines_original_only
    blind_bidding = rules.blind_bidding
    cap_by_marriages = rules.bid_cap_by_held_marriages
    need_marriage = rules.marriage_needed_over_120
    ace_marriage = rules.ace_marriage
    bid_ceiling = max_bid(rules)
    aces = ACES
    bit = _BIT
    suit_of = _SUIT_OF
    suit_cards = SUIT_CARDS
    beaten_by = BEATEN_BY
    points_of = CARD_POINTS
    shuffle_steps = _SHUFFLE_STEPS
    base_deck = _DECK
    queens = QUEENS
    tricks_per_deal = 10 if n == 2 else 8
    trick_rest = range(1 if n == 2 else 2)  # followers per trick

    dealer = rng.randrange(n)
    dealer_turns = 0
    deal_no = 0
    played = 0
    arrivals = 0
    winners: tuple[int, ...] = ()
    seat_tables = _SEAT_TABLES[n]

    while True:
        # -- cut and deal (§4), the same dealer again after a re-deal demand
        deal_no += 1
        golden = golden_round and dealer_turns < n
        active, nxt, opponents_of = seat_tables[dealer]
        deck = base_deck[:]
        for i, k in shuffle_steps:
            j = bits(k)
            while j > i:
                j = bits(k)
            deck[i], deck[j] = deck[j], deck[i]
        off = 0  # the cuts rotate the deck: cut index i is deck[(i + off) % 24]
        for _ in range(3):
            c = bits(5)  # rng.randint(1, 23) is 1 + rng._randbelow(23), drawn 5 bits at a time
            while c >= 23:
                c = bits(5)
            off = (off + c + 1) % 24
            if not (cut_nine_rule and deck[off - 1] % NUM_RANKS == Rank.NINE):
                break
        else:  # a nine at the bottom three times: the cutter pays, the deal passes on (§4.1)
            cutter = (dealer - 1) % n
            before = [r.score for r in records]
            dumped = apply_fine(rules, records[cutter], 240 if golden else 120)
            scores = tuple(r.score for r in records)
            fined = tuple(a - b for a, b in zip(scores, before, strict=True))
            sheet.append(SheetRow(deal_no, dealer, None, 0, False, False, golden, fined, scores,
                                  notes=(BarrelNote(cutter, "dump_truck", 0),) if dumped else (),
                                  void_reason="cut: nine at the bottom three times"))
            dealer = (dealer + 1) % n
            dealer_turns += 1
            continue
        if played >= deals:
            break
        d = deck[off:] + deck[:off]
        hands = [0] * n
        if n == 2:
            fh, dl = active
            hands[fh] = (bit[d[0]] | bit[d[2]] | bit[d[4]] | bit[d[6]] | bit[d[8]] | bit[d[10]] | bit[d[12]]
                         | bit[d[14]] | bit[d[16]] | bit[d[18]])
            hands[dl] = (bit[d[1]] | bit[d[3]] | bit[d[5]] | bit[d[7]] | bit[d[9]] | bit[d[11]] | bit[d[13]]
                         | bit[d[15]] | bit[d[17]] | bit[d[19]])
            stock = 0
        else:
            p0, p1, p2 = active
            hands[p0] = bit[d[1]] | bit[d[4]] | bit[d[7]] | bit[d[11]] | bit[d[14]] | bit[d[17]] | bit[d[20]]
            hands[p1] = bit[d[2]] | bit[d[5]] | bit[d[8]] | bit[d[12]] | bit[d[15]] | bit[d[18]] | bit[d[21]]
            hands[p2] = bit[d[3]] | bit[d[6]] | bit[d[9]] | bit[d[13]] | bit[d[16]] | bit[d[19]] | bit[d[22]]
            stock = bit[d[0]] | bit[d[10]] | bit[d[23]]
        first_hand = active[0]
        blind = blind_bidding and not golden
        looked = [not blind] * n

        # -- four nines in a dealt hand (§4.3)
        if four_nines:
            holder = -1
            for s in active:
                if hands[s] & NINES == NINES:
                    holder = s
                    break
            if holder >= 0:
                looked[holder] = True  # he has seen his cards (§5.7)
                if int(rand() * 2) == 0:
                    if log:
                        log(_REDEAL_TEXT)
                    sheet.append(_redeal_row(deal_no, dealer, golden, records, "four nines"))
                    continue
                if log:
                    log(_KEEP_TEXT)

        # -- auction (§5); in a golden deal first hand plays 120 (§13)
        if golden:
            declarer, contract = first_hand, 120
        else:
            passed = [False] * n
            npassed = 0
            last = len(active) - 1
            seat = first_hand
            high = 0
            while True:
                if blind and not looked[seat]:
                    looked[seat] = True
                    if log:
                        log(_LOOK_TEXT)
                if not high:
                    high = OPENING_BID
                    if log:
                        log(_bid_text(high))
                else:
                    raised = high + step
                    hand = hands[seat]
                    four_aces = ace_marriage and hand & aces == aces
                    if cap_by_marriages:
                        limit = 120 + sum(v for m, v in zip(MARRIAGE_MASKS, values, strict=True) if hand & m == m)
                        if four_aces:
                            limit += ACE_MARRIAGE_VALUE
                    elif need_marriage and not hand & queens & hand >> 1 and not four_aces:
                        limit = 120
                    else:
                        limit = bid_ceiling
                    if raised <= limit and rand() >= 0.5:
                        high = raised
                        if log:
                            log(_bid_text(high))
                    else:
                        passed[seat] = True
                        npassed += 1
                        if log:
                            log(_PASS_TEXT)
                        if npassed == last:
                            break
                seat = nxt[seat]
                while passed[seat]:
                    seat = nxt[seat]
            declarer = seat
            while passed[declarer]:
                declarer = nxt[declarer]
            contract = high

        # -- stock, giving or discarding (§6, §14.2)
        pile = 0
        if n == 2:
            i = int(rand() * 2)
            if log:
                log(_STOCK_TEXT[i])
            chosen = bit[d[20 + 2 * i]] | bit[d[21 + 2 * i]]
            pile = bit[d[22 - 2 * i]] | bit[d[23 - 2 * i]]
        else:
            chosen = stock
        if stock_nines and (chosen & NINES).bit_count() >= 2:
            if int(rand() * 2) == 0:
                if log:
                    log(_REDEAL_TEXT)
                sheet.append(_redeal_row(deal_no, dealer, golden, records, "nines in the stock"))
                continue
            if log:
                log(_KEEP_TEXT)
        hand = hands[declarer] | chosen
        if n == 2:
            for _ in range(2):
                c = nth_card(hand, int(rand() * hand.bit_count()))
                hand ^= bit[c]
                pile |= bit[c]
                if log:
                    log(_DISCARD_TEXT[c])
            hands[declarer] = hand
        else:
            opponents = opponents_of[declarer]
            i = int(rand() * (hand.bit_count() * 2))  # cards x the two opponents
            c = nth_card(hand, i >> 1)
            to = opponents[i & 1]
            other = opponents[1 - (i & 1)]
            hand ^= bit[c]
            hands[to] |= bit[c]
            if log:
                log(_GIVE_TEXT[c][to])
            first_given = c
            c = nth_card(hand, int(rand() * hand.bit_count()))
            hand ^= bit[c]
            hands[other] |= bit[c]
            if log:
                log(_GIVE_TEXT[c][other])
            hands[declarer] = hand
            if passed_nines:
                holder = -1  # only a nine received from the declarer opens the demand
                if hands[to] & NINES == NINES and NINES >> first_given & 1:
                    holder = to
                elif hands[other] & NINES == NINES and NINES >> c & 1:
                    holder = other
                if holder >= 0:
                    if int(rand() * 2) == 0:
                        if log:
                            log(_REDEAL_TEXT)
                        sheet.append(_redeal_row(deal_no, dealer, golden, records, "four nines after giving"))
                        continue
                    if log:
                        log(_KEEP_TEXT)
        if log:
            log(_contract_text(contract))  # the policy keeps the contract won

        # -- play (§7)
        taken = [0] * n
        tricks = [0] * n
        marriages = [0] * n
        trump = NO_TRUMP
        trump_mask = 0
        beaten = beaten_by[NO_TRUMP]
        seat = declarer
        for trick_no in range(tricks_per_deal):
            hand = hands[seat]
            q = hand & queens & hand >> 1
            if ace_marriage and trick_no and hand & aces == aces:
                # The policy's marriage actions: the King/Queen ones in card order, then the Aces.
                m = q | q << 1
                k = int(rand() * (m.bit_count() + 4))
                if k >= m.bit_count():
                    c = nth_card(aces, k - m.bit_count())
                    marriages[seat] += ACE_MARRIAGE_VALUE  # no trump change
                else:
                    c = nth_card(m, k)
                    trump = suit_of[c]
                    trump_mask = suit_cards[trump]
                    beaten = beaten_by[trump]
                    marriages[seat] += values[trump]
                if log:
                    log(_MARRIAGE_TEXT[c])
            elif q and trick_no:
                m = q | q << 1
                k = int(rand() * m.bit_count())
                while k:
                    m &= m - 1
                    k -= 1
                c = (m & -m).bit_length() - 1
                trump = suit_of[c]
                trump_mask = suit_cards[trump]
                beaten = beaten_by[trump]
                marriages[seat] += values[trump]
                if log:
                    log(_MARRIAGE_TEXT[c])
            else:
                m = hand
                k = int(rand() * m.bit_count())
                while k:
                    m &= m - 1
                    k -= 1
                c = (m & -m).bit_length() - 1
                if log:
                    log(_PLAY_TEXT[c])
            hands[seat] = hand ^ bit[c]
            led = suit_cards[suit_of[c]]
            win = c
            ws = seat
            pts = points_of[c]
            for _ in trick_rest:
                seat = nxt[seat]
                hand = hands[seat]
                m = hand & led or hand & trump_mask or hand
                k = int(rand() * m.bit_count())
                while k:
                    m &= m - 1
                    k -= 1
                c = (m & -m).bit_length() - 1
                if log:
                    log(_PLAY_TEXT[c])
                hands[seat] = hand ^ bit[c]
                if beaten[win] >> c & 1:
                    win = c
                    ws = seat
                pts += points_of[c]
            taken[ws] += pts
            tricks[ws] += 1
            seat = ws

        # -- scoring (§8–§14)
        stock_points = None
        if n == 2:
            taken[seat] += card_points(pile)
        elif n == 4:
            stock_points = card_points(stock) + sum(
                v for m, v in zip(MARRIAGE_MASKS, values, strict=True) if stock & m == m
            )
        raw = tuple([taken[s] + marriages[s] for s in range(n)])
        result = DealResult(active, declarer, contract, raw, tuple(tricks), False, golden, stock_points)
        changes, notes, winner, arrivals = score_deal(rules, records, result, arrivals)
        sheet.append(SheetRow(
            deal_no, dealer, declarer, contract, raw[declarer] >= contract, False, golden, tuple(changes),
            tuple([r.score for r in records]), raw, tuple(notes), winner=winner,
        ))
        played += 1
        if winner is not None:
            winners = (winner,)
            break
        dealer = (dealer + 1) % n
        dealer_turns += 1

    return KernelRun(played, sheet, records, winners, actions)


def _seat_tables(n: int, dealer: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """Per dealer: the active seats from first hand clockwise (§3, §14.1), the next active seat of
    each seat (-1 for the dealer sitting out) and each declarer's opponents in seat order."""
    active = tuple((dealer + i) % n for i in range(1, 4 if n == 4 else n + 1))
    nxt = [-1] * n
    for i, s in enumerate(active):
        nxt[s] = active[(i + 1) % len(active)]
    opponents = tuple(tuple(s for s in active if s != d) for d in range(n))
    return active, tuple(nxt), opponents


_SEAT_TABLES = {n: tuple(_seat_tables(n, d) for d in range(n)) for n in (2, 3, 4)}


def _redeal_row(deal_no: int, dealer: int, golden: bool, records: list[PlayerRecord], reason: str) -> SheetRow:
    return SheetRow(deal_no, dealer, None, 0, False, False, golden, (0,) * len(records),
                    tuple(r.score for r in records), void_reason=f"re-deal: {reason}")


def _bid_text(value: int) -> str:
    return Bid(value).text()


def _contract_text(value: int) -> str:
    return SetContract(value).text()
