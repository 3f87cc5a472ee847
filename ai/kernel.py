"""A small bitmask trick kernel for any game, built from the shared trick machinery.

A :class:`TrickKernel` is one deal's trick play with every hand known (a sampled world): a
:class:`~kartln.engine.tricks.TrickOrder`, a :class:`~kartln.engine.tricks.FollowRule`, the hands
as card masks, the seats in the deal in playing order, the trick on the table and the tricks won.
It asks the order for legal cards and trick winners, exactly as the engine's
:class:`~kartln.engine.match.TrickMatch` does, and plays and takes back cards without allocating
much, for roll-outs and exact search. Tests check it against the engine on random positions.

What a deal's result is worth to each seat is the game's :data:`Objective`: a function of the
tricks won per seat, the card points taken (for games that count them) and the seat that won the
last trick, returning one utility per seat, higher is better. Count-down games use
:func:`count_down`: each seat's utility is minus its score change.

Games of the Schnapsen family and Thousand add what a kernel carries when a game gives them:
:class:`Marriages` (points for leading a King or Queen while holding its mate; in Thousand the
declaration also makes its suit trumps, and four Aces are a marriage too), points for the winner of
the last trick (Thousand's two-player pile) and a test that the deal is decided (``decided``: play
stops early, as at 66), checked after every trick and marriage.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from kartln.ai.belief import Assignment
from kartln.engine.cards import Card, CardSet
from kartln.engine.deal_terms import Contract, Sweep
from kartln.engine.observation import Observation
from kartln.engine.tricks import TRUMP, FollowRule, TrickOrder

#: (tricks won per seat, card points taken per seat, seat that won the last trick or -1) -> utility
#: per seat (higher is better)
Objective = Callable[[Sequence[int], Sequence[int], int], tuple[float, ...]]
#: (tricks won per seat, points per seat, seat that won the last trick) -> whether play stops now
Decided = Callable[[Sequence[int], Sequence[int], int], bool]


@dataclass(frozen=True, slots=True)
class Marriages:
    """Marriages: a seat of ``seats`` (a mask) that leads a card while still holding all of its
    ``mates`` declares a marriage and adds ``points`` of that card to its own, on the leads from
    trick ``from_trick`` (0-based) on. Where ``orders`` gives a card an order, its declaration puts
    that order in force for the rest of the deal (Thousand: a marriage makes its suit trumps); a
    leader may then also lead the card without declaring (:meth:`TrickKernel.play`)."""

    mates: tuple[CardSet, ...]  # per card id: the cards that complete its marriage, 0 for none
    points: tuple[int, ...]  # per card id
    seats: int
    from_trick: int = 1
    orders: tuple[TrickOrder | None, ...] | None = None  # per card id: the order its declaration sets
    sets: tuple[CardSet, ...] = field(init=False)  # each marriage: a card with its mates
    cards: CardSet = field(init=False)  # every card of a marriage
    # the declarable cards by the marriage cards held, filled as hands come (at most 2 ** len(cards))
    by_held: dict[CardSet, CardSet] = field(init=False, default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        sets = tuple(sorted({1 << c | m for c, m in enumerate(self.mates) if m}))
        cards = 0
        for m in sets:
            cards |= m
        object.__setattr__(self, "sets", sets)
        object.__setattr__(self, "cards", cards)

    def bonus(self, seat: int, card: Card, hand: CardSet, trick_no: int) -> int:
        """What leading ``card`` from ``hand`` (still holding it) brings ``seat``."""
        mates = self.mates[card]
        if not mates or trick_no < self.from_trick or not (self.seats >> seat & 1) or hand & mates != mates:
            return 0
        return self.points[card]

    def declarable(self, seat: int, hand: CardSet, trick_no: int) -> CardSet:
        """The cards ``seat`` may lead from ``hand`` declaring a marriage."""
        if trick_no < self.from_trick or not (self.seats >> seat & 1):
            return 0
        held = hand & self.cards
        out = self.by_held.get(held)
        if out is None:
            out = 0
            for m in self.sets:
                if held & m == m:
                    out |= m
            self.by_held[held] = out
        return out

    def order_after(self, card: Card) -> TrickOrder | None:
        """The order a declaration with ``card`` puts in force (None: the order stays)."""
        return None if self.orders is None else self.orders[card]


@dataclass(frozen=True, slots=True)
class CountDown:
    """The count-down objective (rules/README.md §7), a seat's utility being minus its score change.

    A seat in the deal changes by ``per_trick`` for each trick won, or by ``no_trick`` instead
    when it won none; a seat out of the deal by ``drop_change``. The terms the game publishes then
    replace that plain count: a ``sweep`` (a seat taking every trick, and the others), and each
    of the ``contracts`` (a seat bound to take a number of tricks, and the others, when it takes
    them or falls short). Every change is times ``multiplier``."""

    seats: tuple[int, ...]
    num_players: int
    per_trick: int = -1
    no_trick: int = 5
    multiplier: int = 1
    contracts: tuple[Contract, ...] = ()
    sweep: Sweep | None = None
    drop_change: int = 0

    def changes(self, tricks: Sequence[int]) -> tuple[int, ...]:
        out = [self.drop_change] * self.num_players
        for s in self.seats:
            t = tricks[s]
            out[s] = self.per_trick * t if t else self.no_trick
        sweep = self.sweep
        if sweep is not None:
            taker = next((s for s in self.seats if tricks[s] >= sweep.tricks), -1)
            if taker >= 0:
                for s in self.seats:
                    out[s] = sweep.taker if s == taker else sweep.others
        for c in self.contracts:
            own, others = (c.made, c.others_made) if tricks[c.seat] >= c.needs else (c.short, c.others_short)
            if others is not None:
                for s in self.seats:
                    if s != c.seat:
                        out[s] = others.change(tricks[s])
            if own is not None:
                out[c.seat] = own.change(tricks[c.seat])
        return tuple(self.multiplier * x for x in out)

    def __call__(self, tricks: Sequence[int], points: Sequence[int], last: int = -1) -> tuple[float, ...]:
        return tuple(-float(c) for c in self.changes(tricks))


def count_down(seats: Sequence[int], num_players: int, per_trick: int = -1, no_trick: int = 5,
               multiplier: int = 1, contracts: Sequence[Contract] = (), sweep: Sweep | None = None,
               drop_change: int = 0) -> CountDown:
    return CountDown(tuple(seats), num_players, per_trick, no_trick, multiplier, tuple(contracts), sweep,
                     drop_change)


@dataclass(frozen=True, slots=True)
class DealScoring:
    """What a game's kernel counts beyond tricks (all optional): card points per card id, the
    points per seat taken before the kernel starts, marriages, when play stops early, and the
    points the winner of the deal's last trick adds (cards out of play that go with it)."""

    trick_points: tuple[int, ...] | None = None
    points: tuple[int, ...] | None = None
    marriages: Marriages | None = None
    decided: Decided | None = None
    last_trick: int = 0


class TrickKernel:
    """One deal's trick play on bitmasks, make and undo.

    A play pushes one record on ``stack`` and touches a few fields; the trick on the table and the
    tricks completed since the kernel started are read back from those records (:attr:`trick`,
    :attr:`trick_seats`, :attr:`done_tricks`) rather than kept as lists, and the card points of
    the trick on the table (``score``) and the number of tricks played (``trick_no``) are kept as
    running counts, so roll-outs and search pay for nothing they do not read."""

    __slots__ = ("base", "beaten_by", "count", "decided", "ended", "hands", "last", "last_trick", "led", "led_suit",
                 "marriages", "n", "next_seat", "order", "plain_follow", "points", "rule", "score", "seats",
                 "size", "stack", "start_trick_no", "to_act", "trick_no", "trick_points", "tricks", "void_follow",
                 "winner", "winning")

    def __init__(self, order: TrickOrder, rule: FollowRule, hands: Sequence[CardSet], seats: Sequence[int],
                 leader: int, trick: Sequence[tuple[int, Card]] = (), tricks: Sequence[int] | None = None,
                 points: Sequence[int] | None = None, trick_points: Sequence[int] | None = None,
                 marriages: Marriages | None = None, decided: Decided | None = None, last_trick: int = 0) -> None:
        """``seats`` are the seats in the deal in playing order; ``leader`` led (or leads) the
        trick on the table, ``trick`` holds its cards so far. ``trick_points`` (per card id) counts
        card points for games that score them; ``marriages``, ``decided`` and ``last_trick`` (the
        points of the deal's last trick beyond its cards) as the game has them."""
        self.rule = rule
        # F1 and F2 follow the led suit alone (F2: else a trump), which legal() reads from two masks
        self.plain_follow = rule is FollowRule.F1 or rule is FollowRule.F2
        self._set_order(order)
        self.hands = list(hands)
        self.n = len(self.hands)
        self.seats = tuple(seats)
        self.size = len(self.seats)
        self.next_seat = [-1] * self.n
        for i, s in enumerate(self.seats):
            self.next_seat[s] = self.seats[(i + 1) % self.size]
        self.tricks = list(tricks) if tricks is not None else [0] * self.n
        self.trick_no = self.start_trick_no = sum(self.tricks)
        self.points = list(points) if points is not None else [0] * self.n
        self.trick_points = tuple(trick_points) if trick_points is not None else None
        self.marriages = marriages
        self.decided = decided
        self.last_trick = last_trick
        self.base = tuple(trick)  # the trick on the table when the kernel started
        # per play: (seat, card, and before it: led, winning, winner, score; the marriage points it
        # brought; before it: the last trick's winner; the order a declaration replaced or None)
        self.stack: list[tuple[int, Card, Card, Card, int, int, int, int, TrickOrder | None]] = []
        self.count = len(self.base)
        self.score = 0  # card points of the trick on the table (between tricks: of the last one)
        if trick:
            cards = [c for _, c in trick]
            self.led = cards[0]
            self.led_suit = order.suit_masks[order.effective[self.led]]
            w = order.trick_winner_index(cards)
            self.winning, self.winner = cards[w], trick[w][0]
            self.to_act = self.next_seat[trick[-1][0]]
            if self.trick_points is not None:
                self.score = sum(self.trick_points[c] for c in cards)
        else:
            self.led = self.winning = -1
            self.led_suit = 0
            self.winner = leader
            self.to_act = leader
        self.last = leader if any(self.tricks) else -1  # the seat that won the last trick
        # the deal's play is over: every card played, or decided early (done(), for hot loops)
        self.ended = not self.count and not self.hands[self.to_act]

    def _set_order(self, order: TrickOrder) -> None:
        self.order = order
        self.beaten_by = order.beaten_by
        # what a player void in the led suit must play under F1 or F2 (nothing: any card)
        self.void_follow = order.suit_masks[TRUMP] if self.rule is FollowRule.F2 else 0

    @classmethod
    def from_observation(cls, obs: Observation, world: Assignment, scoring: DealScoring | None = None
                         ) -> TrickKernel:
        """The kernel of ``obs``'s deal with the hidden cards of ``world`` (a sampled assignment),
        counting what ``scoring`` says."""
        if obs.order is None:
            raise ValueError("no card play under way")
        hands = list(world[:obs.num_players])
        hands[obs.seat] = obs.hand or 0
        for s in range(obs.num_players):
            if s not in obs.in_deal:
                hands[s] = 0
        sc = scoring or DealScoring()
        return cls(obs.order, obs.follow_rule, hands, obs.in_deal, obs.leader, obs.trick, obs.tricks_won,
                   sc.points, sc.trick_points, sc.marriages, sc.decided, sc.last_trick)

    def copy(self) -> TrickKernel:
        new = object.__new__(TrickKernel)
        # every slot spelled out: a loop over the slot names costs a short roll-out several per cent
        # (a test checks that a copy carries every slot)
        new.base, new.beaten_by, new.count, new.decided = self.base, self.beaten_by, self.count, self.decided
        new.last, new.last_trick, new.led, new.led_suit = self.last, self.last_trick, self.led, self.led_suit
        new.marriages, new.n, new.next_seat, new.order = self.marriages, self.n, self.next_seat, self.order
        new.ended, new.plain_follow, new.rule, new.score = self.ended, self.plain_follow, self.rule, self.score
        new.seats, new.size, new.start_trick_no, new.to_act = self.seats, self.size, self.start_trick_no, self.to_act
        new.trick_no, new.trick_points, new.void_follow = self.trick_no, self.trick_points, self.void_follow
        new.winner, new.winning = self.winner, self.winning
        new.hands, new.tricks, new.points, new.stack = self.hands[:], self.tricks[:], self.points[:], self.stack[:]
        return new

    def _plays(self) -> list[tuple[int, Card]]:
        """Every (seat, card) on the table or played since the kernel started, in order."""
        return [*self.base, *((r[0], r[1]) for r in self.stack)]

    @property
    def trick(self) -> list[Card]:
        """The cards of the trick on the table."""
        return [c for _, c in self._current()]

    @property
    def trick_seats(self) -> list[int]:
        """The seats that played the cards of :attr:`trick`."""
        return [s for s, _ in self._current()]

    def _current(self) -> list[tuple[int, Card]]:
        n = self.count
        if not n:
            return []
        if self.trick_no == self.start_trick_no:
            return self._plays()
        return [(r[0], r[1]) for r in self.stack[-n:]]

    @property
    def done_tricks(self) -> list[tuple[list[Card], list[int], int]]:
        """The tricks completed since the kernel started: (cards, seats, winner)."""
        plays = self._plays()
        size = self.size
        out: list[tuple[list[Card], list[int], int]] = []
        for i in range(self.trick_no - self.start_trick_no):
            trick = plays[i * size:(i + 1) * size]
            after = (i + 1) * size
            winner = plays[after][0] if after < len(plays) else self.to_act  # the winner leads next
            out.append(([c for _, c in trick], [s for s, _ in trick], winner))
        return out

    def done(self) -> bool:
        return self.ended

    def value(self, objective: Objective) -> tuple[float, ...]:
        """``objective`` at this point of the deal (its end, in roll-outs)."""
        return objective(self.tricks, self.points, self.last)

    def legal(self) -> CardSet:
        """The cards the seat to act may play (as :meth:`TrickOrder.legal_follow` says)."""
        hand = self.hands[self.to_act]
        if not self.count:
            return hand
        if self.plain_follow:
            return hand & self.led_suit or hand & self.void_follow or hand
        return self.order.legal_follow(self.rule, hand, self.led, self.winning)

    def declarations(self) -> CardSet:
        """The cards the seat to act may lead declaring a marriage."""
        m = self.marriages
        if self.count or m is None:
            return 0
        return m.declarable(self.to_act, self.hands[self.to_act], self.trick_no)

    def play(self, c: Card, declare: bool = True) -> int:
        """Play ``c`` for the seat to act, declaring the marriage a lead with it may declare unless
        ``declare`` is false; returns the trick's winner when it completes it, else -1."""
        seat = self.to_act
        count = self.count
        hands = self.hands
        tp = self.trick_points
        if not count:  # a lead (a trick has two cards at least)
            bonus = 0
            replaced: TrickOrder | None = None
            m = self.marriages
            if declare and m is not None and m.mates[c]:
                bonus = m.bonus(seat, c, hands[seat], self.trick_no)
                if bonus:
                    self.points[seat] += bonus
                    order = m.order_after(c)
                    if order is not None:
                        replaced = self.order
                        self._set_order(order)
            self.stack.append((seat, c, -1, -1, seat, self.score, bonus, self.last, replaced))
            hands[seat] ^= 1 << c
            order = self.order
            self.led = self.winning = c
            self.led_suit = order.suit_masks[order.effective[c]]
            if tp is not None:
                self.score = tp[c]
            self.count = 1
            self.to_act = self.next_seat[seat]
            if bonus and self.decided is not None and self.decided(self.tricks, self.points, self.last):
                self.ended = True
            return -1
        self.stack.append((seat, c, self.led, self.winning, self.winner, self.score, 0, self.last, None))
        hands[seat] ^= 1 << c
        if self.beaten_by[self.winning] >> c & 1:
            self.winning, self.winner = c, seat
        if tp is not None:
            self.score += tp[c]
        count += 1
        if count < self.size:
            self.count = count
            self.to_act = self.next_seat[seat]
            return -1
        w = self.last = self.winner
        self.tricks[w] += 1
        self.trick_no += 1
        if tp is not None:
            self.points[w] += self.score
        if self.last_trick and not hands[w]:
            self.points[w] += self.last_trick
        self.count = 0
        self.led = self.winning = -1
        self.to_act = w
        self.ended = not hands[w] or (self.decided is not None and self.decided(self.tricks, self.points, w))
        return w

    def undo(self) -> None:
        """Take back the last card played."""
        seat, c, led, winning, winner, score, bonus, last, replaced = self.stack.pop()
        count = self.count
        if not count:  # that card completed a trick: put the trick back on the table
            w = self.winner
            self.tricks[w] -= 1
            self.trick_no -= 1
            if self.trick_points is not None:
                self.points[w] -= self.score
            if self.last_trick and not self.hands[w]:
                self.points[w] -= self.last_trick
            count = self.size
            order = self.order
            self.led_suit = order.suit_masks[order.effective[led]]
            self.last = last
        elif bonus:
            self.points[seat] -= bonus
            if replaced is not None:
                self._set_order(replaced)
        self.ended = False  # play went on after every earlier position
        self.hands[seat] |= 1 << c
        self.count = count - 1
        self.led, self.winning, self.winner, self.score = led, winning, winner, score
        self.to_act = seat
