"""A small bitmask trick kernel for any game, built from the shared trick machinery.

A :class:`TrickKernel` is one deal's trick play with every hand known (a sampled world): a
:class:`~kartln.engine.tricks.TrickOrder`, a :class:`~kartln.engine.tricks.FollowRule`, the hands
as card masks, the seats in the deal in playing order, the trick on the table and the tricks won.
It asks the order for legal cards and trick winners, exactly as the engine's
:class:`~kartln.engine.match.TrickMatch` does, and plays and takes back cards without allocating
much, for roll-outs and exact search. Tests check it against the engine on random positions.

What a deal's result is worth to each seat is the game's :data:`Objective`: a function of the
tricks won per seat (and of the card points taken, for games that count them) that returns one
utility per seat, higher is better. Count-down games use :func:`count_down`: each seat's utility
is minus its score change.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kartln.ai.belief import Assignment
from kartln.engine.cards import Card, CardSet
from kartln.engine.observation import Observation
from kartln.engine.tricks import FollowRule, TrickOrder

#: (tricks won per seat, card points taken per seat) -> utility per seat (higher is better)
Objective = Callable[[Sequence[int], Sequence[int]], tuple[float, ...]]


@dataclass(frozen=True, slots=True)
class CountDown:
    """The count-down objective (rules/README.md §7): a seat in the deal changes its score by
    ``per_trick`` for each trick won, or by ``no_trick`` instead when it won none; its utility is
    minus that change (times ``multiplier``)."""

    seats: tuple[int, ...]
    num_players: int
    per_trick: int = -1
    no_trick: int = 5
    multiplier: int = 1

    def changes(self, tricks: Sequence[int]) -> tuple[int, ...]:
        out = [0] * self.num_players
        for s in self.seats:
            t = tricks[s]
            out[s] = self.multiplier * (self.per_trick * t if t else self.no_trick)
        return tuple(out)

    def __call__(self, tricks: Sequence[int], points: Sequence[int]) -> tuple[float, ...]:
        return tuple(-float(c) for c in self.changes(tricks))


def count_down(seats: Sequence[int], num_players: int, per_trick: int = -1, no_trick: int = 5,
               multiplier: int = 1) -> CountDown:
    return CountDown(tuple(seats), num_players, per_trick, no_trick, multiplier)


class TrickKernel:
    """One deal's trick play on bitmasks, make and undo."""

    __slots__ = ("count", "done_tricks", "hands", "led", "n", "next_seat", "order", "points", "rule", "seats",
                 "stack", "to_act", "trick", "trick_points", "trick_seats", "tricks", "winner", "winning")

    def __init__(self, order: TrickOrder, rule: FollowRule, hands: Sequence[CardSet], seats: Sequence[int],
                 leader: int, trick: Sequence[tuple[int, Card]] = (), tricks: Sequence[int] | None = None,
                 points: Sequence[int] | None = None, trick_points: Sequence[int] | None = None) -> None:
        """``seats`` are the seats in the deal in playing order; ``leader`` led (or leads) the
        trick on the table, ``trick`` holds its cards so far. ``trick_points`` (per card id) counts
        card points for games that score them."""
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
        self.trick: list[Card] = [c for _, c in trick]
        self.trick_seats: list[int] = [s for s, _ in trick]
        self.count = len(self.trick)
        self.stack: list[tuple[int, Card, Card, Card, int]] = []  # (seat, card, led, winning, winner) before a play
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

    @classmethod
    def from_observation(cls, obs: Observation, world: Assignment,
                         trick_points: Sequence[int] | None = None) -> TrickKernel:
        """The kernel of ``obs``'s deal with the hidden cards of ``world`` (a sampled assignment)."""
        if obs.order is None:
            raise ValueError("no card play under way")
        hands = list(world[:obs.num_players])
        hands[obs.seat] = obs.hand or 0
        for s in range(obs.num_players):
            if s not in obs.in_deal:
                hands[s] = 0
        return cls(obs.order, obs.follow_rule, hands, obs.in_deal, obs.leader, obs.trick, obs.tricks_won,
                   trick_points=trick_points)

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
        return self.count == 0 and not self.hands[self.to_act]

    def legal(self) -> CardSet:
        """The cards the seat to act may play."""
        hand = self.hands[self.to_act]
        if self.count == 0:
            return hand
        return self.order.legal_follow(self.rule, hand, self.led, self.winning)

    def play(self, c: Card) -> int:
        """Play ``c`` for the seat to act; returns the trick's winner when it completes it, else -1."""
        seat = self.to_act
        self.stack.append((seat, c, self.led, self.winning, self.winner))
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
            return -1
        w = self.winner
        self.tricks[w] += 1
        if self.trick_points is not None:
            self.points[w] += sum(self.trick_points[x] for x in self.trick)
        self.done_tricks.append((self.trick, self.trick_seats, w))
        self.trick, self.trick_seats = [], []
        self.count = 0
        self.led = self.winning = -1
        self.to_act = w
        return w

    def undo(self) -> None:
        """Take back the last card played."""
        if self.count == 0:  # that card completed a trick: put the trick back on the table
            cards, seats, w = self.done_tricks.pop()
            self.tricks[w] -= 1
            if self.trick_points is not None:
                self.points[w] -= sum(self.trick_points[x] for x in cards)
            self.trick, self.trick_seats = list(cards), list(seats)
            self.count = len(cards)
        seat, c, led, winning, winner = self.stack.pop()
        self.trick.pop()
        self.trick_seats.pop()
        self.hands[seat] |= 1 << c
        self.count -= 1
        self.led, self.winning, self.winner = led, winning, winner
        self.to_act = seat
