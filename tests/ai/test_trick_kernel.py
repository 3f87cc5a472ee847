"""The generic trick kernel agrees with the engine, and the exact solver with brute force."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

import pytest
from fd_helpers import brute_force, random_positions
from kartln.ai.kernel import Objective, TrickKernel, count_down
from kartln.ai.trick_search import kernel_observation
from kartln.ai.trick_solver import MaxN, Paranoid
from kartln.engine.actions import PlayCard
from kartln.engine.cards import Suit, cards_in, mask
from kartln.engine.games.bauernschnapsen.order import bauernschnapsen_order
from kartln.engine.games.fuenf_dazu import FuenfDazuState
from kartln.engine.games.thousand.order import thousand_order
from kartln.engine.tricks import FollowRule


def kernel_of(state: FuenfDazuState) -> TrickKernel:
    return TrickKernel(state.order, state.follow, state.hands, state.active, state.leader,
                       tuple(zip(state.trick_seats, state.trick, strict=True)), state.tricks)


def _agree(states: list[FuenfDazuState], seed: int) -> int:
    rng = random.Random(seed)
    checked = 0
    for state in states:
        state = state.clone()
        k = kernel_of(state)
        rows = len(state.sheet)
        while len(state.sheet) == rows:
            assert k.to_act == state.current_player()
            assert k.legal() == state.playable()
            c = rng.choice(cards_in(k.legal()))
            before = list(k.tricks)
            winner = k.play(c)
            state.apply(PlayCard(c))
            checked += 1
            if winner >= 0:
                assert k.tricks[winner] == before[winner] + 1
                assert len(state.sheet) > rows or state.history[-1].winner == winner
        assert tuple(k.tricks) == state.sheet[rows].tricks
        assert count_down(state.sheet[rows].in_deal, state.n).changes(k.tricks) == state.sheet[rows].changes
    return checked


def test_kernel_agrees_with_the_engine() -> None:
    assert _agree(random_positions(150, seed=1), seed=2) > 1000


@pytest.mark.slow
def test_kernel_agrees_with_the_engine_on_many_positions(slow_count: Callable[[int], int]) -> None:
    positions = slow_count(5000)
    assert _agree(random_positions(positions, seed=11), seed=12) > 6 * positions


def position(k: TrickKernel) -> tuple[object, ...]:
    """Everything a kernel position is, as plain values."""
    return (list(k.hands), list(k.tricks), list(k.points), k.trick, k.trick_seats, k.done_tricks, k.to_act, k.led,
            k.winning, k.winner, k.count, k.trick_no, k.score, k.last, k.done(), k.order, len(k.stack))


def test_undo_restores_the_position() -> None:
    rng = random.Random(3)
    for state in random_positions(60, seed=4):
        k = kernel_of(state)
        snapshots = []
        while not k.done():
            snapshots.append(position(k))
            k.play(rng.choice(cards_in(k.legal())))
        while snapshots:
            k.undo()
            assert position(k) == snapshots.pop()


def test_a_copy_is_the_same_position_and_plays_on_alone() -> None:
    rng = random.Random(13)
    for state in random_positions(40, seed=14):
        k = kernel_of(state)
        for _ in range(rng.randrange(4)):
            if not k.done():
                k.play(rng.choice(cards_in(k.legal())))
        twin = k.copy()
        assert all(getattr(twin, name) == getattr(k, name) for name in TrickKernel.__slots__)
        before = position(k)
        while not twin.done():
            twin.play(rng.choice(cards_in(twin.legal())))
        assert position(k) == before


def test_a_decided_deal_stops_and_undo_goes_on() -> None:
    rng = random.Random(17)

    def two_tricks(tricks: Sequence[int], points: Sequence[int], last: int) -> bool:
        return max(tricks) >= 2

    stopped = 0
    for state in random_positions(40, seed=18, max_cards=5):
        k = TrickKernel(state.order, state.follow, state.hands, state.active, state.leader,
                        tuple(zip(state.trick_seats, state.trick, strict=True)), state.tricks, decided=two_tricks)
        if k.done() or max(k.tricks) >= 2:
            continue
        plays = 0
        while not k.done():
            k.play(rng.choice(cards_in(k.legal())))
            plays += 1
            assert k.done() == (k.count == 0 and (max(k.tricks) >= 2 or not any(k.hands)))
        stopped += any(k.hands)
        for _ in range(plays):
            k.undo()
            assert not k.done()
    assert stopped > 10


@pytest.mark.parametrize("rule", list(FollowRule))
def test_the_kernel_follows_each_rule_as_the_trick_order_says(rule: FollowRule) -> None:
    rng = random.Random(15)
    checked = 0
    for order in (thousand_order(None), thousand_order(Suit.HEARTS), bauernschnapsen_order(Suit.CLUBS)):
        deck = cards_in(order.deck)
        players = 4 if len(deck) == 20 else 3
        for _ in range(30):
            rng.shuffle(deck)
            size = len(deck) // players
            hands = [mask(deck[i * size:(i + 1) * size]) for i in range(players)]
            k = TrickKernel(order, rule, hands, range(players), rng.randrange(players))
            while not k.done():
                trick = k.trick
                if trick:
                    winning = trick[order.trick_winner_index(trick)]
                    assert k.legal() == order.legal_follow(rule, k.hands[k.to_act], trick[0], winning)
                    checked += 1
                k.play(rng.choice(cards_in(k.legal())))
    assert checked > 1000


def _solver_matches_brute_force(states: list[FuenfDazuState]) -> int:
    checked = 0
    for state in states:
        k = kernel_of(state)
        objective = count_down(state.active, state.n)
        solver = MaxN(k, objective)
        assert solver.value() == pytest.approx(brute_force(state))
        children = MaxN(kernel_of(state), objective).child_values()
        for c, v in children.items():
            child = state.clone()
            child.apply(PlayCard(c))
            if len(child.sheet) == len(state.sheet):
                assert v == pytest.approx(brute_force(child))
        checked += 1
    return checked


def test_exact_solver_matches_brute_force() -> None:
    assert _solver_matches_brute_force(random_positions(120, seed=5, max_cards=3)) == 120


@pytest.mark.slow
def test_exact_solver_matches_brute_force_on_many_positions(slow_count: Callable[[int], int]) -> None:
    positions = slow_count(600)
    assert _solver_matches_brute_force(random_positions(positions, seed=6, max_cards=4, players=(2, 3))) == positions


def paranoid_brute_force(state: FuenfDazuState, me: int) -> float:
    """``me``'s utility when it maximises and every other seat minimises it, by the engine."""
    rows = len(state.sheet)

    def value(s: FuenfDazuState) -> float:
        if len(s.sheet) > rows:
            return -float(s.sheet[rows].changes[me])
        values = []
        for a in s.legal_actions():
            child = s.clone()
            child.apply(a)
            values.append(value(child))
        return max(values) if s.current_player() == me else min(values)

    return value(state)


def test_paranoid_solver_matches_brute_force() -> None:
    for state in random_positions(80, seed=7, max_cards=3):
        me = state.current_player()
        objective = count_down(state.active, state.n)
        assert Paranoid(kernel_of(state), objective, me).value()[me] == paranoid_brute_force(state, me)
        for c, v in Paranoid(kernel_of(state), objective, me).child_values().items():
            child = state.clone()
            child.apply(PlayCard(c))
            if len(child.sheet) == len(state.sheet):
                assert v[me] == paranoid_brute_force(child, me)


def test_a_kernel_position_is_seen_as_the_engine_shows_it() -> None:
    rng = random.Random(8)
    for state in random_positions(40, seed=9):
        base = state.observation(state.current_player())
        state = state.clone()
        k = kernel_of(state)
        rows = len(state.sheet)
        while True:
            c = rng.choice(cards_in(k.legal()))
            k.play(c)
            state.apply(PlayCard(c))
            if len(state.sheet) > rows:
                break
            got = kernel_observation(base, k)
            want = state.observation(state.current_player())
            assert got.running == ()  # the table's running totals: not brought forward by the kernel
            assert replace(got, events=()) == replace(want, events=(), running=())


def kernel_max_n(k: TrickKernel, objective: Objective) -> tuple[float, ...]:
    """Max-n over the kernel by brute force (ties: the mean of the tied children)."""
    if k.done():
        return k.value(objective)
    seat = k.to_act
    children = []
    for c in cards_in(k.legal()):
        k.play(c)
        children.append(kernel_max_n(k, objective))
        k.undo()
    best = max(v[seat] for v in children)
    tied = [v for v in children if v[seat] >= best - 1e-9]
    return tuple(sum(v[i] for v in tied) / len(tied) for i in range(len(tied[0])))


def test_exact_solver_counts_card_points() -> None:
    points = [0] * 36
    for c in range(36):
        points[c] = (0, 0, 0, 0, 10, 2, 3, 4, 11)[c % 9]  # Thousand's card points by rank

    def most_points(tricks: Sequence[int], taken: Sequence[int], last: int) -> tuple[float, ...]:
        return tuple(float(p + (5 if t else 0)) for t, p in zip(tricks, taken, strict=True))

    for state in random_positions(60, seed=10, max_cards=3):
        k = TrickKernel(state.order, state.follow, state.hands, state.active, state.leader,
                        tuple(zip(state.trick_seats, state.trick, strict=True)), state.tricks, trick_points=points)
        expected = kernel_max_n(k.copy(), most_points)
        assert MaxN(k, most_points).value() == pytest.approx(expected)
