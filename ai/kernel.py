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
from kartln.engine.tricks import FollowRule, TrickOrder

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

    def __post_init__(self) -> None:
        object.__setattr__(self, "sets", tuple(sorted({1 << c | m for c, m in enumerate(self.mates) if m})))

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
        out = 0
        for m in self.sets:
            if hand & m == m:
                out |= m
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
    """One deal's trick play on bitmasks, make and undo."""

    __slots__ = ("count", "decided", "done_tricks", "hands", "last", "last_trick", "led", "marriages", "n",
                 "next_seat", "order", "over", "points", "rule", "seats", "stack", "to_act", "trick", "trick_points",
                 "trick_seats", "tricks", "winner", "winning")

    def __init__(self, order: TrickOrder, rule: FollowRule, hands: Sequence[CardSet], seats: Sequence[int],
                 leader: int, trick: Sequence[tuple[int, Card]] = (), tricks: Sequence[int] | None = None,
                 points: Sequence[int] | None = None, trick_points: Sequence[int] | None = None,
                 marriages: Marriages | None = None, decided: Decided | None = None, last_trick: int = 0) -> None:
        """``seats`` are the seats in the deal in playing order; ``leader`` led (or leads) the
        trick on the table, ``trick`` holds its cards so far. ``trick_points`` (per card id) counts
        card points for games that score them; ``marriages``, ``decided`` and ``last_trick`` (the
        points of the deal's last trick beyond its cards) as the game has them."""
        self.order = order
        self.rule = rule
        self.hands = list(hands)
        self.n = len(self.hands)
        self.seats = tuple(seats)
        k = len(self.seats)
        self.next_seat = [-1] * self.n
        for i, s in enumerate(self.seats):
            self.next_seat[s] = self.seats[(i + 1) % k]
        self.tricks = list(tricks) if tricks is not None else [0] * self.n
        self.points = list(points) if points is not None else [0] * self.n
        self.trick_points = tuple(trick_points) if trick_points is not None else None
        self.marriages = marriages
        self.decided = decided
        self.last_trick = last_trick
        self.over = False  # decided before the cards ran out
        self.trick: list[Card] = [c for _, c in trick]
        self.trick_seats: list[int] = [s for s, _ in trick]
        self.count = len(self.trick)
        # (seat, card, led, winning, winner, marriage points, last trick's winner, the order a
        # declaration replaced or None) before a play
        self.stack: list[tuple[int, Card, Card, Card, int, int, int, TrickOrder | None]] = []
        self.done_tricks: list[tuple[list[Card], list[int], int]] = []  # (cards, seats, winner)
        if trick:
            self.led = trick[0][1]
            w = order.trick_winner_index(self.trick)
            self.winning, self.winner = self.trick[w], self.trick_seats[w]
            self.to_act = self.next_seat[trick[-1][0]]
        else:
            self.led = self.winning = -1
            self.winner = leader
            self.to_act = leader
        self.last = leader if any(self.tricks) else -1  # the seat that won the last trick

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
        for name in TrickKernel.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = list(self.hands)
        new.tricks = list(self.tricks)
        new.points = list(self.points)
        new.trick = list(self.trick)
        new.trick_seats = list(self.trick_seats)
        new.stack = list(self.stack)
        new.done_tricks = list(self.done_tricks)
        return new

    def done(self) -> bool:
        return self.over or (self.count == 0 and not self.hands[self.to_act])

    def value(self, objective: Objective) -> tuple[float, ...]:
        """``objective`` at this point of the deal (its end, in roll-outs)."""
        return objective(self.tricks, self.points, self.last)

    def legal(self) -> CardSet:
        """The cards the seat to act may play."""
        hand = self.hands[self.to_act]
        if self.count == 0:
            return hand
        return self.order.legal_follow(self.rule, hand, self.led, self.winning)

    def declarations(self) -> CardSet:
        """The cards the seat to act may lead declaring a marriage."""
        m = self.marriages
        if self.count or m is None:
            return 0
        return m.declarable(self.to_act, self.hands[self.to_act], sum(self.tricks))

    def play(self, c: Card, declare: bool = True) -> int:
        """Play ``c`` for the seat to act, declaring the marriage a lead with it may declare unless
        ``declare`` is false; returns the trick's winner when it completes it, else -1."""
        seat = self.to_act
        bonus = 0
        replaced: TrickOrder | None = None
        if self.count == 0 and declare and self.marriages is not None:
            bonus = self.marriages.bonus(seat, c, self.hands[seat], sum(self.tricks))
            if bonus:
                self.points[seat] += bonus
                order = self.marriages.order_after(c)
                if order is not None:
                    replaced, self.order = self.order, order
        self.stack.append((seat, c, self.led, self.winning, self.winner, bonus, self.last, replaced))
        self.hands[seat] ^= 1 << c
        self.trick.append(c)
        self.trick_seats.append(seat)
        if self.count == 0:
            self.led = self.winning = c
            self.winner = seat
        elif self.order.beaten_by[self.winning] >> c & 1:
            self.winning, self.winner = c, seat
        self.count += 1
        if self.count < len(self.seats):
            self.to_act = self.next_seat[seat]
            if bonus and self.decided is not None and self.decided(self.tricks, self.points, self.last):
                self.over = True
            return -1
        w = self.last = self.winner
        self.tricks[w] += 1
        if self.trick_points is not None:
            self.points[w] += sum(self.trick_points[x] for x in self.trick)
        if self.last_trick and not self.hands[w]:
            self.points[w] += self.last_trick
        self.done_tricks.append((self.trick, self.trick_seats, w))
        self.trick, self.trick_seats = [], []
        self.count = 0
        self.led = self.winning = -1
        self.to_act = w
        if self.decided is not None and self.decided(self.tricks, self.points, w):
            self.over = True
        return w

    def undo(self) -> None:
        """Take back the last card played."""
        if self.count == 0:  # that card completed a trick: put the trick back on the table
            cards, seats, w = self.done_tricks.pop()
            self.tricks[w] -= 1
            if self.trick_points is not None:
                self.points[w] -= sum(self.trick_points[x] for x in cards)
            if self.last_trick and not self.hands[w]:
                self.points[w] -= self.last_trick
            self.trick, self.trick_seats = list(cards), list(seats)
            self.count = len(cards)
        seat, c, led, winning, winner, bonus, last, replaced = self.stack.pop()
        self.points[seat] -= bonus
        if replaced is not None:
            self.order = replaced
        self.over = False  # play went on after every earlier position
        self.last = last
        self.trick.pop()
        self.trick_seats.pop()
        self.hands[seat] |= 1 << c
        self.count -= 1
        self.led, self.winning, self.winner = led, winning, winner
        self.to_act = seat
