"""Exact values of a trick-play position with every hand known, for any game: max-n search.

Each seat plays to maximise its own utility under the game's objective (max-n, Luckhardt & Irani
1986); a seat indifferent between several cards is modelled as choosing among them at random, so
a node's value is the mean of its tied best children (a documented alternative to breaking ties
for or against anyone). The search is exhaustive with two exact savings:

* a transposition table at trick boundaries, keyed by the hands, the leader and the tricks (and
  points) won so far;
* equivalent cards: when the objective counts tricks only, two legal cards of one hand in one
  effective suit with no other live card (in another hand or on the table) ranking between them
  are interchangeable, so only one of them is searched.

Games that count marriages or stop early (the kernel's :class:`~kartln.ai.kernel.Marriages` and
``decided``) are searched with them: a lead that declares a marriage adds its points, and a
position where the deal is decided is a leaf.

Five-card games are solved from their first lead; a deadline raises
:class:`~kartln.ai.pimc.OutOfTime` so a search can stop in time.

Games that count card points against a target (Thousand: does the declarer make his contract)
use :class:`PointsSearch`: alpha-beta on one seat's points against all the others, which follows a
marriage that sets trumps and the points of the last trick.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import lru_cache

from kartln.ai.kernel import Objective, TrickKernel
from kartln.ai.pimc import OutOfTime
from kartln.engine.cards import CARDS_BY_BYTE, UNIVERSE_SIZE, Card, CardSet, cards_in
from kartln.engine.tricks import TrickOrder

Values = tuple[float, ...]
TIE = 1e-9
INF = float("inf")
#: Bounds (lower, upper) on a position's value, by position key, for alpha-beta.
Bounds = dict[tuple[int | None, ...], tuple[float, float]]


def _probe(bounds: Bounds, key: tuple[int | None, ...], alpha: float, beta: float) -> tuple[float | None, float, float]:
    """A value the table settles for the window (alpha, beta), else None and the window narrowed."""
    got = bounds.get(key)
    if got is None:
        return None, alpha, beta
    lo, hi = got
    if lo >= beta or lo == hi:
        return lo, alpha, beta
    if hi <= alpha:
        return hi, alpha, beta
    return None, max(alpha, lo), min(beta, hi)


def _store(bounds: Bounds, key: tuple[int | None, ...], best: float, alpha: float, beta: float) -> None:
    """Record what a fail-soft search of the window (alpha, beta) found."""
    lo, hi = bounds.get(key, (-INF, INF))
    if best <= alpha:
        hi = min(hi, best)
    elif best >= beta:
        lo = max(lo, best)
    else:
        lo = hi = best
    bounds[key] = (lo, hi)


@lru_cache(maxsize=64)
def _tables(order: TrickOrder) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, int], ...]]:
    """Per pair of cards of one effective suit: the cards of that suit ranking strictly between
    them (0 for other pairs); per card: a sort key (effective suit, strength high first)."""
    eff, st = order.effective, order.strength
    between: list[tuple[int, ...]] = []
    for a in range(UNIVERSE_SIZE):
        row = [0] * UNIVERSE_SIZE
        if eff[a] >= 0:
            for b in range(UNIVERSE_SIZE):
                if b != a and eff[b] == eff[a]:
                    lo, hi = sorted((st[a], st[b]))
                    m = 0
                    for x in cards_in(order.suit_masks[eff[a]]):
                        if lo < st[x] < hi:
                            m |= 1 << x
                    row[b] = m
        between.append(tuple(row))
    key = tuple((eff[c], -st[c]) for c in range(UNIVERSE_SIZE))
    return tuple(between), key


@lru_cache(maxsize=64)
def _ranks_above(order: TrickOrder) -> tuple[tuple[CardSet, ...], tuple[int, ...]]:
    """Per card: the cards of its effective suit that rank above it, and 16 times its effective suit."""
    above = tuple(order.beaten_by[c] & order.suit_masks[order.effective[c]] if order.effective[c] >= 0 else 0
                  for c in range(UNIVERSE_SIZE))
    return above, tuple(16 * max(e, 0) for e in order.effective)


class MaxN:
    """Max-n values of the position in a :class:`TrickKernel` (the kernel is left as it was)."""

    def __init__(self, kernel: TrickKernel, objective: Objective, deadline: float = float("inf"),
                 equivalent_cards: bool | None = None) -> None:
        if kernel.last_trick or (kernel.marriages is not None and kernel.marriages.orders is not None):
            raise ValueError("max-n search keeps one card order and counts no last-trick points; "
                             "search such a deal with PointsSearch")
        self.k = kernel
        self.objective = objective
        self.deadline = deadline
        if equivalent_cards is None:
            equivalent_cards = kernel.trick_points is None or not any(kernel.trick_points)
        self.equivalent = equivalent_cards
        self.scored = kernel.trick_points is not None
        self.byte_points = _byte_points(kernel.trick_points or (0,) * UNIVERSE_SIZE)
        self.canonical = equivalent_cards
        self.between, self.sort_key = _tables(kernel.order)
        self.above, self.slot = _ranks_above(kernel.order)
        self.marriages = kernel.marriages
        self.decided = kernel.decided
        self.tt: dict[tuple[int, ...], Values] = {}
        self.leaves: dict[tuple[int, ...], Values] = {}
        self.nodes = 0
        self.size = len(kernel.seats)
        self.table0 = _mask(kernel.trick)  # the cards on the table when the search starts

    # ------------------------------------------------------------------ public

    def value(self) -> Values:
        """The position's value vector (utility per seat)."""
        k = self.k
        return self._node(k.to_act, k.count, k.led, k.winning, k.winner, self._live(), self.table0)

    def child_values(self, cards: Sequence[Card] | None = None) -> dict[Card, Values]:
        """The value vector after each of ``cards`` (default: every legal card) of the seat to act;
        equivalent cards share one search."""
        k = self.k
        legal = k.legal()
        wanted = list(cards) if cards is not None else cards_in(legal)
        reps = self._representatives(k.to_act, legal)
        rep_of: dict[Card, Card] = {}
        for c in wanted:
            rep_of[c] = next((r for r in reps if r == c or self._same(k.to_act, r, c)), c)
        out: dict[Card, Values] = {}
        for c in wanted:
            r = rep_of[c]
            if r in out:
                out[c] = out[r]
                continue
            out[c] = self._child(k.to_act, k.count, k.led, k.winning, k.winner, c)
            if r != c:
                out[r] = out[c]
        return {c: out[c] for c in wanted}

    # ---------------------------------------------------------------- internals

    def _live(self) -> CardSet:
        live = 0
        for h in self.k.hands:
            live |= h
        for c in self.k.trick:
            live |= 1 << c
        return live

    def _same(self, seat: int, a: Card, b: Card) -> bool:
        """Whether legal cards ``a`` and ``b`` of ``seat`` are interchangeable."""
        if not self.equivalent or self.sort_key[a][0] != self.sort_key[b][0]:
            return False
        others = self._live() & ~self.k.hands[seat]
        return not self.between[a][b] & others

    def _representatives(self, seat: int, legal: CardSet, live: CardSet | None = None) -> list[Card]:
        """One card of each class of interchangeable legal cards (see :meth:`_classes`)."""
        return [c for c, _ in self._classes(seat, legal, live)]

    def _classes(self, seat: int, legal: CardSet, live: CardSet | None = None) -> list[tuple[Card, int]]:
        """The legal cards in classes of interchangeable ones: (a card of the class, its size)."""
        cards = cards_in(legal)
        if not self.equivalent or len(cards) < 2:
            return [(c, 1) for c in cards]
        key = self.sort_key
        cards.sort(key=key.__getitem__)
        others = (self._live() if live is None else live) & ~self.k.hands[seat]
        between = self.between
        out = [(cards[0], 1)]
        prev = cards[0]
        for c in cards[1:]:
            if key[c][0] != key[prev][0] or between[prev][c] & others:
                out.append((c, 1))
            else:
                out[-1] = (out[-1][0], out[-1][1] + 1)
            prev = c
        return out

    def _child(self, seat: int, count: int, led: Card, winning: Card, winner: int, c: Card) -> Values:
        """The value after ``seat`` plays ``c`` (used at the root)."""
        k = self.k
        live = self._live()  # the same cards stay live with ``c`` moved to the table
        table = self.table0 | 1 << c
        bonus = self._bonus(seat, c) if count == 0 else 0
        k.points[seat] += bonus
        k.hands[seat] ^= 1 << c
        try:
            if bonus and self._over(seat):
                return self._leaf(seat)
            if count == 0:
                led = winning = c
                winner = seat
            elif k.order.beaten_by[winning] >> c & 1:
                winning, winner = c, seat
            if count + 1 < len(k.seats):
                return self._node(k.next_seat[seat], count + 1, led, winning, winner, live, table)
            k.tricks[winner] += 1
            gained = _card_points(self.byte_points, table)
            k.points[winner] += gained
            try:
                return self._node(winner, 0, -1, -1, winner, live & ~table)
            finally:
                k.tricks[winner] -= 1
                k.points[winner] -= gained
        finally:
            k.hands[seat] |= 1 << c
            k.points[seat] -= bonus

    def _bonus(self, seat: int, c: Card) -> int:
        """Marriage points for leading ``c`` from ``seat``'s hand (still holding it)."""
        m = self.marriages
        return 0 if m is None else m.bonus(seat, c, self.k.hands[seat], sum(self.k.tricks))

    def _over(self, last: int) -> bool:
        """Whether the deal is decided now (``last`` won the last trick)."""
        return self.decided is not None and self.decided(self.k.tricks, self.k.points, last)

    def _canonical(self, seat: int, live: CardSet) -> tuple[int, ...]:
        """A key equal for positions that differ only by which of order-adjacent live cards each
        hand holds: every card becomes (its effective suit, how many live cards of that suit rank
        above it)."""
        above, slot = self.above, self.slot
        out = [seat, *self.k.tricks]
        for h in self.k.hands:
            m = 0
            while h:
                low = h & -h
                c = low.bit_length() - 1
                h ^= low
                m |= 1 << (slot[c] + (live & above[c]).bit_count())
            out.append(m)
        return tuple(out)

    def _last_trick(self, leader: int) -> Values:
        """The deal's value when every hand holds one card: the last trick plays itself."""
        k = self.k
        hands, beaten_by, nxt = k.hands, k.order.beaten_by, k.next_seat
        winning = hands[leader].bit_length() - 1
        winner = leader
        seat = nxt[leader]
        table = 1 << winning
        while seat != leader:
            c = hands[seat].bit_length() - 1
            table |= 1 << c
            if beaten_by[winning] >> c & 1:
                winning, winner = c, seat
            seat = nxt[seat]
        k.tricks[winner] += 1
        gained = _card_points(self.byte_points, table) if self.scored else 0
        k.points[winner] += gained
        v = self._leaf(winner)
        k.tricks[winner] -= 1
        k.points[winner] -= gained
        return v

    def _leaf(self, last: int) -> Values:
        """The objective at the end of the deal, ``last`` having won the last trick (cached by the
        tricks won when no points count)."""
        k = self.k
        if self.scored:
            return self.objective(k.tricks, k.points, last)
        key = (*k.tricks, last)
        v = self.leaves.get(key)
        if v is None:
            v = self.leaves[key] = self.objective(k.tricks, k.points, last)
        return v

    def _node(self, seat: int, count: int, led: Card, winning: Card, winner: int, live: CardSet,
              on_table: CardSet = 0) -> Values:
        """The value vector of a position; ``live`` holds the cards in hands and on the table,
        ``on_table`` the cards of the trick so far."""
        k = self.k
        self.nodes += 1
        if self.nodes & 1023 == 0 and time.perf_counter() > self.deadline:
            raise OutOfTime
        hands = k.hands
        if count == 0:
            hand = hands[seat]
            if not hand or (self.decided is not None and self.decided(k.tricks, k.points, seat)):
                return self._leaf(seat)
            if not hand & (hand - 1):  # the last trick: every hand holds one card, nothing to choose
                return self._last_trick(seat)
            if self.canonical:
                key = self._canonical(seat, live)
            else:
                key = (*hands, seat, *k.tricks, *k.points) if self.scored else (*hands, seat, *k.tricks)
            got = self.tt.get(key)
            if got is not None:
                return got
            legal = hand
        else:
            key = ()
            legal = k.order.legal_follow(k.rule, hands[seat], led, winning)
        classes = self._classes(seat, legal, live) if legal & (legal - 1) else ((legal.bit_length() - 1, 1),)
        beaten_by = k.order.beaten_by
        last = count + 1 == self.size
        nxt = k.next_seat[seat]
        tricks = k.tricks
        best = -1e300
        acc: list[float] = []
        ties = 0
        marriages = self.marriages if count == 0 else None
        for c, weight in classes:
            b = 1 << c
            bonus = 0 if marriages is None else self._bonus(seat, c)
            hands[seat] ^= b
            if count == 0:
                w, ws, ld = c, seat, c
            elif beaten_by[winning] >> c & 1:
                w, ws, ld = c, seat, led
            else:
                w, ws, ld = winning, winner, led
            if bonus:
                k.points[seat] += bonus
                cv = self._leaf(seat) if self._over(seat) else self._node(nxt, 1, ld, w, ws, live, on_table | b)
                k.points[seat] -= bonus
            elif not last:
                cv = self._node(nxt, count + 1, ld, w, ws, live, on_table | b)
            else:
                full = on_table | b
                tricks[ws] += 1
                gained = _card_points(self.byte_points, full) if self.scored else 0
                k.points[ws] += gained
                cv = self._node(ws, 0, -1, -1, ws, live & ~full)
                k.points[ws] -= gained
                tricks[ws] -= 1
            hands[seat] ^= b
            own = cv[seat]
            if own > best + TIE:
                best, ties = own, weight
                acc = [y * weight for y in cv] if weight > 1 else list(cv)
            elif own >= best - TIE:
                for j, y in enumerate(cv):
                    acc[j] += y * weight
                ties += weight
        v = tuple(x / ties for x in acc) if ties > 1 else tuple(acc)
        if count == 0:
            self.tt[key] = v
        return v


def _mask(cards: Sequence[Card]) -> CardSet:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


class Paranoid(MaxN):
    """The paranoid alternative: ``me`` maximises its own utility and every other seat plays to
    minimise it (as one side), so alpha-beta prunes. Values are ``me``'s utility only; the
    vectors of :meth:`child_values` carry it at index ``me`` (the other entries are 0).

    In partnership games ``side`` (a mask of seats, ``me`` among them) maximises together: with a
    team objective the search is then exact (two sides, zero-sum)."""

    def __init__(self, kernel: TrickKernel, objective: Objective, me: int, deadline: float = float("inf"),
                 equivalent_cards: bool | None = None, side: int | None = None) -> None:
        super().__init__(kernel, objective, deadline, equivalent_cards)
        self.me = me
        self.side = side if side is not None else 1 << me
        self.bounds: Bounds = {}

    def value(self) -> Values:
        k = self.k
        v = self._ab(k.to_act, k.count, k.led, k.winning, k.winner, self._live(), self.table0, -1e300, 1e300)
        return self._vector(v)

    def _vector(self, v: float) -> Values:
        out = [0.0] * self.k.n
        out[self.me] = v
        return tuple(out)

    def _node(self, seat: int, count: int, led: Card, winning: Card, winner: int, live: CardSet,
              on_table: CardSet = 0) -> Values:
        return self._vector(self._ab(seat, count, led, winning, winner, live, on_table, -1e300, 1e300))

    def _ab(self, seat: int, count: int, led: Card, winning: Card, winner: int, live: CardSet, on_table: CardSet,
            alpha: float, beta: float) -> float:
        k = self.k
        self.nodes += 1
        if self.nodes & 1023 == 0 and time.perf_counter() > self.deadline:
            raise OutOfTime
        hands = k.hands
        me = self.me
        key: tuple[int | None, ...] = ()
        if count == 0:
            hand = hands[seat]
            if not hand or (self.decided is not None and self.decided(k.tricks, k.points, seat)):
                return self._leaf(seat)[me]
            if not hand & (hand - 1):
                return self._last_trick(seat)[me]
            key = self._canonical(seat, live) if self.canonical else (*hands, seat, *k.tricks, *k.points)
            settled, alpha, beta = _probe(self.bounds, key, alpha, beta)
            if settled is not None:
                return settled
            legal = hand
        else:
            legal = k.order.legal_follow(k.rule, hands[seat], led, winning)
        a0, b0 = alpha, beta
        maximise = bool(self.side >> seat & 1)
        cards = [c for c, _ in self._classes(seat, legal, live)] if legal & (legal - 1) else [legal.bit_length() - 1]
        if len(cards) > 1:
            st = k.order.strength
            cards.sort(key=lambda c: -st[c])
        beaten_by = k.order.beaten_by
        last = count + 1 == len(k.seats)
        nxt = k.next_seat[seat]
        best = -1e300 if maximise else 1e300
        marriages = self.marriages if count == 0 else None
        for c in cards:
            b = 1 << c
            table = on_table | b
            bonus = 0 if marriages is None else self._bonus(seat, c)
            hands[seat] ^= b
            if count == 0:
                w, ws, ld = c, seat, c
            elif beaten_by[winning] >> c & 1:
                w, ws, ld = c, seat, led
            else:
                w, ws, ld = winning, winner, led
            if bonus:
                k.points[seat] += bonus
                v = self._leaf(seat)[me] if self._over(seat) else self._ab(nxt, 1, ld, w, ws, live, table, alpha, beta)
                k.points[seat] -= bonus
            elif not last:
                v = self._ab(nxt, count + 1, ld, w, ws, live, table, alpha, beta)
            else:
                k.tricks[ws] += 1
                gained = _card_points(self.byte_points, table) if self.scored else 0
                k.points[ws] += gained
                try:
                    v = self._ab(ws, 0, -1, -1, ws, live & ~table, 0, alpha, beta)
                finally:  # also when the deadline strikes below: the caller takes its card back
                    k.tricks[ws] -= 1
                    k.points[ws] -= gained
            hands[seat] ^= b
            if maximise:
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if count == 0:
            _store(self.bounds, key, best, a0, b0)
        return best


class PointsSearch:
    """Exact alpha-beta for a game that counts points: the final points of ``me`` (card points of
    its tricks, its marriages, the points of the last trick) with every other seat playing against
    it, for a :class:`TrickKernel` with card points that plays every deal to its end.

    The table at trick boundaries stores bounds on ``me``'s points *from there on*, keyed by the
    hands, the seat to lead and the trump, so positions reached with other points so far share an
    entry; a bound on what is left (the card points still out, ``me``'s marriages, the last trick)
    cuts lines that cannot reach the window. Where a marriage sets trumps, declaring it may cost
    tricks: a leader's card is then searched with and without its declaration. Reuse one instance
    for every candidate of a world, the table carries over.
    """

    def __init__(self, kernel: TrickKernel, me: int, deadline: float = INF) -> None:
        if kernel.trick_points is None or kernel.decided is not None:
            raise ValueError("points search needs card points and a deal played to its end")
        self.k = kernel
        self.me = me
        self.deadline = deadline
        self.tt: Bounds = {}
        self.nodes = 0
        self.lead_moves: dict[int, tuple[tuple[Card, bool], ...]] = {}
        self.follow_moves: dict[int, tuple[tuple[Card, bool], ...]] = {}
        tp, st = kernel.trick_points, kernel.order.strength
        self.byte_points = _byte_points(tp)
        deck = cards_in(kernel.order.deck)
        self.by_points = tuple(sorted(deck, key=lambda c: (tp[c], st[c], c)))
        self.by_strength = tuple(sorted(deck, key=lambda c: (-st[c], c)))
        m = kernel.marriages
        self.optional = m is not None and m.orders is not None
        # me's marriages, each with its worth, for the bound on what is left
        self.own_marriages: tuple[tuple[CardSet, int], ...] = () if m is None or not m.seats >> me & 1 else tuple(
            (s, max(m.points[c] for c in cards_in(s))) for s in m.sets)

    def total(self) -> int:
        """``me``'s points so far."""
        return self.k.points[self.me]

    def value(self) -> int:
        """``me``'s final points under best play by every seat."""
        return self.total() + int(self._search(-INF, INF))

    def reaches(self, target: int) -> bool:
        """Whether ``me``, playing best, ends with at least ``target`` points."""
        need = target - self.total()
        if need <= 0:
            return True
        return self._search(need - 1, need) >= need

    def _upper(self) -> int:
        """Every point ``me`` could still get, between tricks."""
        k = self.k
        rest = 0
        for h in k.hands:
            rest |= h
        ub = _card_points(self.byte_points, rest) + k.last_trick
        mine = k.hands[self.me]
        for s, worth in self.own_marriages:
            if mine & s == s:
                ub += worth
        return ub

    def _in(self, cards: CardSet, order: tuple[Card, ...]) -> list[Card]:
        return [c for c in order if cards >> c & 1]

    def _moves(self) -> tuple[tuple[Card, bool], ...]:
        """The moves of the seat to act, likely best first: marriages, then high cards, when
        leading; when following, points on a friend's trick, the cheapest winner against a foe.
        A search meets the same few hands again and again, so the lists are kept by what they
        depend on: the hand and its marriages when leading, the legal cards, those that win the
        trick and whether it is a friend's when following."""
        k = self.k
        legal = k.legal()
        if k.count == 0:
            declarable = k.declarations()
            key = declarable << UNIVERSE_SIZE | legal
            got = self.lead_moves.get(key)
            if got is None:
                got = self.lead_moves[key] = self._lead_moves(legal, declarable)
            return got
        winners = legal & k.beaten_by[k.winning]
        friend = (k.winner == self.me) == (k.to_act == self.me)
        key = (winners << UNIVERSE_SIZE | legal) << 1 | friend
        got = self.follow_moves.get(key)
        if got is None:
            got = self.follow_moves[key] = self._follow_moves(legal, winners, friend)
        return got

    def _lead_moves(self, legal: CardSet, declarable: CardSet) -> tuple[tuple[Card, bool], ...]:
        out: list[tuple[Card, bool]] = []
        if declarable:
            m = self.k.marriages
            assert m is not None
            cards = self._in(declarable, self.by_points)
            cards.sort(key=lambda c: -m.points[c])
            out = [(c, True) for c in cards]
            if not self.optional:
                legal &= ~declarable
        out.extend((c, False) for c in self._in(legal, self.by_strength))
        return tuple(out)

    def _follow_moves(self, legal: CardSet, winners: CardSet, friend: bool) -> tuple[tuple[Card, bool], ...]:
        losers = self._in(legal & ~winners, self.by_points)
        cheap_winners = self._in(winners, self.by_strength)
        cheap_winners.reverse()
        if friend:
            losers.reverse()  # smear points on the friend's trick
            return tuple((c, False) for c in losers + cheap_winners)
        return tuple((c, False) for c in cheap_winners + losers)

    def _search(self, alpha: float, beta: float) -> float:
        """``me``'s points from here on (fail-soft alpha-beta)."""
        k = self.k
        if k.count == 0 and not k.hands[k.to_act]:
            return 0
        self.nodes += 1
        if not self.nodes & 1023 and time.perf_counter() > self.deadline:
            raise OutOfTime
        key: tuple[int | None, ...] | None = None
        if k.count == 0:
            if beta <= 0:
                return 0
            ub = self._upper()
            if ub <= alpha:
                return ub
            key = (*k.hands, k.to_act, k.order.trump_suit)
            settled, alpha, beta = _probe(self.tt, key, alpha, beta)
            if settled is not None:
                return settled
        a0, b0 = alpha, beta
        me = self.me
        maximise = k.to_act == me
        best = -INF if maximise else INF
        points = k.points
        for c, declare in self._moves():
            before = points[me]
            k.play(c, declare)
            gain = points[me] - before
            v = gain + self._search(alpha - gain, beta - gain)
            k.undo()
            if maximise:
                if v > best:
                    best = v
                    alpha = max(alpha, best)
            elif v < best:
                best = v
                beta = min(beta, best)
            if alpha >= beta:
                break
        if key is not None:
            _store(self.tt, key, best, a0, b0)
        return best


_BYTE_POINTS: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}


def _byte_points(trick_points: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Per byte of a card set and each value of it: the card points of those cards."""
    got = _BYTE_POINTS.get(trick_points)
    if got is None:
        got = _BYTE_POINTS[trick_points] = tuple(
            tuple(sum(trick_points[c] for c in cards) for cards in row) for row in CARDS_BY_BYTE)
    return got


def _card_points(byte_points: tuple[tuple[int, ...], ...], cards: CardSet) -> int:
    """The card points of ``cards`` by the tables of :func:`_byte_points`."""
    b0, b1, b2, b3, b4 = byte_points
    return b0[cards & 255] + b1[cards >> 8 & 255] + b2[cards >> 16 & 255] + b3[cards >> 24 & 255] + b4[cards >> 32]
