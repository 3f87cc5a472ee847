"""The exact solver against brute force, PIMC's mechanics, and the search player's decisions."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ai_helpers import positions
from kartln.ai.kernel import TrickKernel
from kartln.ai.levels import make_agent
from kartln.ai.pimc import OutOfTime, pimc
from kartln.ai.thousand.deal_kernel import first_lead
from kartln.ai.thousand.rollout import policy_move, rollout
from kartln.ai.trick_solver import PointsSearch
from kartln.engine.cards import DECK_24
from kartln.engine.games.thousand.rules import MARRIAGE_VALUES_FRENCH

V = MARRIAGE_VALUES_FRENCH


def brute(k: TrickKernel, d: int) -> int:
    """Plain minimax over every move (marriage declared or not): the declarer's final total."""
    if k.done():
        return k.points[d]
    legal, mm = k.legal(), k.declarations()
    moves = [(c, False) for c in range(36) if legal >> c & 1] + [(c, True) for c in range(36) if mm >> c & 1]
    values = []
    for c, m in moves:
        k.play(c, m)
        values.append(brute(k, d))
        k.undo()
    return max(values) if k.to_act == d else min(values)


def key(k: TrickKernel) -> tuple[object, ...]:
    return (*k.hands, k.to_act, k.order.trump_suit, tuple(k.trick), *k.tricks, *k.points)


def endgame(rng: random.Random, tricks_left: int, players: int = 3) -> tuple[TrickKernel, int]:
    deck = list(DECK_24)
    rng.shuffle(deck)
    if players == 2:
        hands = [sum(1 << c for c in deck[0:10]), sum(1 << c for c in deck[10:20])]
        pile = sum(1 << c for c in deck[20:24])
        k = first_lead(hands, (0, 1), 0, V, pile=pile)
    else:
        hands = [sum(1 << c for c in deck[i * 8:(i + 1) * 8]) for i in range(3)]
        k = first_lead(hands, (0, 1, 2), 0, V)
    d = rng.randrange(players)
    while k.hands[k.to_act].bit_count() > tricks_left or (k.count and rng.random() < 0.5):
        c, m = policy_move(k, d)
        k.play(c, m)
    return k, d


def test_the_solver_equals_brute_force_on_300_small_endgames() -> None:
    rng = random.Random(7)
    for i in range(300):
        k, d = endgame(rng, tricks_left=2 + i % 3, players=2 if i % 10 == 0 else 3)
        expected = brute(k, d)
        assert PointsSearch(k, d).value() == expected
        for target in (expected - 1, expected, expected + 1):
            assert PointsSearch(k, d).reaches(target) == (expected >= target)


def test_the_solver_leaves_the_position_unchanged() -> None:
    rng = random.Random(3)
    k, d = endgame(rng, tricks_left=4)
    before = key(k)
    PointsSearch(k, d).value()
    assert key(k) == before


def test_the_solver_stops_at_its_deadline() -> None:
    rng = random.Random(5)
    k, d = endgame(rng, tricks_left=8)
    solver = PointsSearch(k, d, deadline=0.0)
    try:
        solver.value()
    except OutOfTime:
        pass
    else:
        assert solver.nodes < 1024


def test_rollouts_finish_the_deal_and_conserve_points() -> None:
    rng = random.Random(11)
    for i in range(50):
        k, d = endgame(rng, tricks_left=8, players=2 if i % 5 == 0 else 3)
        rollout(k, d, rng, 0.2)
        assert k.done() and not any(k.hands)
        marriages = sum(bonus for *_, bonus, _, _ in k.stack)
        assert sum(k.points) == 120 + marriages  # every card point (the pile's too) and the marriages


class _Toy:
    """A problem with known values: candidate i is worth i in every world."""

    def __init__(self) -> None:
        self.calls = 0

    def worlds(self, budget: int, rng: random.Random) -> list[int]:
        return list(range(budget))

    def evaluate(self, world: int, candidates: Sequence[int], rng: random.Random, deadline: float) -> list[float]:
        self.calls += 1
        return [float(c) + rng.random() * 0.01 for c in candidates]


def test_pimc_values_every_candidate_on_the_same_worlds_and_prunes() -> None:
    toy = _Toy()
    result = pimc(toy, [0, 1, 2, 3], random.Random(1), 10, prune_margin=0.5)
    assert result.best == 3 and result.worlds == 10
    assert result.counts[3] == 10 and result.counts[0] == 5  # dropped after half of the worlds


def test_pimc_prior_breaks_ties() -> None:
    class Flat(_Toy):
        def evaluate(self, world: int, candidates: Sequence[int], rng: random.Random,
                     deadline: float) -> list[float]:
            return [1.0 for _ in candidates]

    result = pimc(Flat(), [0, 1, 2], random.Random(1), 6, prior=[0.0, 0.01, 0.0])
    assert result.best == 1


def test_search_players_decide_every_phase_legally() -> None:
    for state in positions(40, seed=9, every=3):
        seat = state.current_player()
        for level in ("hard:worlds=6:bid_worlds=16", "expert:worlds=6:bid_worlds=16"):
            agent = make_agent("thousand", level, 2)
            assert agent.choose(state.observation(seat), state.legal_actions()) in state.legal_actions()


def test_the_solver_knows_the_ace_marriage() -> None:
    rng = random.Random(2)
    aces = [8, 17, 26, 35]
    for _ in range(20):
        rest = [c for c in DECK_24 if c not in aces]
        rng.shuffle(rest)
        d = rng.randrange(3)
        hands = [0, 0, 0]
        hands[d] = sum(1 << c for c in aces)
        others = [s for s in range(3) if s != d]
        hands[others[0]] = sum(1 << c for c in rest[:4])
        hands[others[1]] = sum(1 << c for c in rest[4:8])
        start = first_lead(hands, (0, 1, 2), d, V, ace_marriage=True)
        tricks = [0, 0, 0]
        tricks[d] = 4  # four tricks played, four left, the aces' holder on lead
        k = TrickKernel(start.order, start.rule, hands, (0, 1, 2), d, tricks=tricks, trick_points=start.trick_points,
                        marriages=start.marriages)
        expected = brute(k, d)
        assert PointsSearch(k, d).value() == expected
        assert expected >= 200


def test_a_decided_defender_values_moves_by_his_own_final_total() -> None:
    """Once the contract is decided either way, a defender's search values each move by the points
    he ends with against the other two (brute-force minimax with him as the maximiser)."""
    from kartln.ai.thousand.levels import LEVELS
    from kartln.ai.thousand.search import ThousandPlayProblem

    checked = 0
    for state in positions(400, seed=12, phases=("play",)):
        obs = state.observation(state.current_player())
        if obs.seat == obs.declarer or sum(p.cards_in_hand for p in obs.seats) > 9:
            continue
        assert LEVELS["hard"].search is not None
        problem = ThousandPlayProblem(obs, V, LEVELS["hard"].search, own_points=True)
        world = problem.worlds(1, random.Random(checked))[0]
        legal = state.legal_actions()
        values = problem.evaluate(world, legal, random.Random(0), float("inf"))
        for action, value in zip(legal, values, strict=True):
            world.play(action.card, action.marriage)
            assert value == brute(world, obs.seat) / 100
            world.undo()
        checked += 1
    assert checked >= 10
