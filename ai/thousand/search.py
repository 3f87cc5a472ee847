"""The search player of Thousand: PIMC card play over worlds sampled from the belief, heuristic
roll-outs while many cards remain and exact solving near the end; the heuristic player (with more
simulated deals) for the auction, the stock, the gifts and the contract.

Objective of a card-play decision: the declarer maximises the chance of making his contract, the
defenders the chance of stopping it; margins (points above the contract, a defender's own points)
break near-ties in the roll-out phase, and the heuristic's own choice breaks exact ties.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from kartln.ai.belief import Assignment, Belief
from kartln.ai.determinize import enumerate_worlds, sample_world
from kartln.ai.inference import kernel_play_likelihood, weighted_pick
from kartln.ai.kernel import TrickKernel
from kartln.ai.pimc import pimc
from kartln.ai.thousand.agent import HeuristicThousandAgent
from kartln.ai.thousand.belief import thousand_belief
from kartln.ai.thousand.context import HeuristicParams
from kartln.ai.thousand.deal_kernel import first_lead, world_kernel
from kartln.ai.thousand.rollout import policy_move, rollout
from kartln.ai.thousand.search_params import SearchParams
from kartln.ai.trick_solver import PointsSearch
from kartln.engine import events as ev
from kartln.engine.actions import PlayCard
from kartln.engine.games.thousand import events as tev
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.games.thousand.rules import MARRIAGE_VALUES_FRENCH
from kartln.engine.state import Action

#: How much less likely a world is for each earlier play of an opponent the roll-out policy would
#: not have made there (the policy sees every hand, people and the heuristic do not: a mild factor).
PLAY_MISS = 0.5


def play_likelihood(obs: ThousandObservation, world: Assignment, values: tuple[int, ...], ace_marriage: bool,
                    miss: float) -> float:
    """How likely ``world`` makes the other seats' plays so far: the deal replayed from its first
    lead, asking the roll-out policy at each of their choices
    (:func:`kartln.ai.inference.kernel_play_likelihood`)."""
    plays: list[tuple[int, int, bool]] = []
    declared = False
    for e in obs.events:
        if isinstance(e, ev.MarriageDeclared | tev.AceMarriageDeclared):
            declared = True
        elif isinstance(e, ev.CardPlayed):
            plays.append((e.seat, e.card, declared))
            declared = False
    if not plays or obs.declarer is None:
        return 1.0
    declarer = obs.declarer
    hands = list(world[: obs.num_players])
    hands[obs.seat] = obs.hand or 0
    for seat, card, _ in plays:
        hands[seat] |= 1 << card
    pile = world[obs.num_players] if obs.num_players == 2 else 0
    start = first_lead(hands, obs.in_deal, plays[0][0], values, ace_marriage, pile)
    return kernel_play_likelihood(start, plays, obs.seat, lambda k: policy_move(k, declarer), miss)


class ThousandPlayProblem:
    """One card-play decision as a PIMC problem."""

    def __init__(self, obs: ThousandObservation, values: tuple[int, ...], params: SearchParams,
                 ace_marriage: bool = False, own_points: bool = False) -> None:
        self.obs = obs
        # own_points: value a move by the player's own final total (a defender once the contract
        # is decided either way) instead of by the contract
        self.own_points = own_points
        self.values = values
        self.ace_marriage = ace_marriage
        self.params = params
        self.belief: Belief = thousand_belief(obs, params.inference, ace_marriage)
        assert obs.declarer is not None
        self.declarer: int = obs.declarer
        self.contract = obs.contract
        self.me = obs.seat
        self.remaining = sum(p.cards_in_hand for p in obs.seats)
        self.exact = self.remaining <= params.exact_cards
        self.consistent_worlds = 0

    def worlds(self, budget: int, rng: random.Random) -> list[TrickKernel]:
        enum = enumerate_worlds(self.belief, budget)
        if enum is not None and enum:
            assignments: list[Assignment] = enum
        else:
            assignments = []
            draws = budget * self.params.play_inference
            for _ in range(max(budget, draws)):
                a, ok = sample_world(self.belief, rng)
                self.consistent_worlds += ok
                assignments.append(a)
            if draws > budget:
                weights = [play_likelihood(self.obs, a, self.values, self.ace_marriage, PLAY_MISS) for a in assignments]
                assignments = weighted_pick(assignments, weights, budget, rng)
        return [world_kernel(self.obs, a, self.values, self.ace_marriage) for a in assignments]

    def evaluate(self, world: TrickKernel, candidates: Sequence[Action], rng: random.Random,
                 deadline: float) -> list[float]:
        if self.exact:
            return self._exact(world, candidates, deadline)
        return self._rollouts(world, candidates, rng)

    def _exact(self, world: TrickKernel, candidates: Sequence[Action], deadline: float) -> list[float]:
        if self.own_points:
            return self._own_totals(world, candidates, deadline)
        solver = PointsSearch(world, self.declarer, deadline)
        out: list[float] = []
        for a in candidates:
            assert isinstance(a, PlayCard)
            world.play(a.card, a.marriage)
            made = solver.reaches(self.contract)
            world.undo()
            out.append(self._utility(made, None, None))
        return out

    def _own_totals(self, world: TrickKernel, candidates: Sequence[Action], deadline: float) -> list[float]:
        """The player's final total with the two others playing against him (paranoid: the other
        defender is no help once the contract is decided, and may be the rival for the deal)."""
        solver = PointsSearch(world, self.me, deadline)
        out: list[float] = []
        for a in candidates:
            assert isinstance(a, PlayCard)
            world.play(a.card, a.marriage)
            out.append(solver.value() / 100)
            world.undo()
        return out

    def _rollouts(self, world: TrickKernel, candidates: Sequence[Action], rng: random.Random) -> list[float]:
        out: list[float] = []
        d = self.declarer
        for a in candidates:
            assert isinstance(a, PlayCard)
            total = 0.0
            for _ in range(self.params.rollouts):
                k = world.copy()
                k.play(a.card, a.marriage)
                rollout(k, d, rng, self.params.rollout_noise)
                dt = k.points[d]
                total += self._utility(dt >= self.contract, dt, k.points[self.me])
            out.append(total / self.params.rollouts)
        return out

    def _utility(self, made: bool, declarer_total: int | None, own: int | None) -> float:
        if self.me == self.declarer:
            u = 1.0 if made else 0.0
            if declarer_total is not None:
                u += 0.2 * max(-1.0, min(1.0, (declarer_total - self.contract) / 50))
            return u
        u = 0.0 if made else 1.0
        if declarer_total is not None:
            u += 0.2 * max(-1.0, min(1.0, (self.contract - declarer_total) / 50))
        if own is not None:
            u += 0.15 * own / 100
        return u


class SearchThousandAgent:
    """PIMC card play on top of the heuristic player."""

    def __init__(
        self,
        seed: int = 0,
        heuristic: HeuristicParams | None = None,
        search: SearchParams | None = None,
        values: tuple[int, ...] = MARRIAGE_VALUES_FRENCH,
        name: str = "search",
        ace_marriage: bool = False,
    ) -> None:
        self.name = name
        self.search = search or SearchParams()
        params = heuristic or HeuristicParams()
        if self.search.bid_worlds:
            params = replace(params, sim_samples=self.search.bid_worlds)
        self.heuristic = HeuristicThousandAgent(seed, params, values, name=name, ace_marriage=ace_marriage)
        self.ace_marriage = ace_marriage
        self.values = values
        self.rng = random.Random(seed ^ 0x9E3779B9)
        self.last_reason = ""
        self.last_worlds = 0

    def choose(self, observation: Any, legal: Sequence[Action]) -> Action:
        obs: ThousandObservation = observation
        if len(legal) == 1:
            self.last_reason = "only legal action"
            return legal[0]
        if obs.phase != "play" or obs.declarer is None:
            action = self.heuristic.choose(obs, legal)
            self.last_reason = self.heuristic.last_reason
            return action
        start = time.perf_counter()
        hint = self.heuristic.choose(obs, legal)
        problem = ThousandPlayProblem(obs, self.values, self.search, self.ace_marriage)
        p = self.search
        prior = [0.01 if a == hint else 0.0 for a in legal]
        result = pimc(problem, legal, self.rng, p.worlds, time_cap=p.time_cap, hard_cap=p.hard_cap,
                      halving=p.halving, prior=prior)
        self.last_worlds = result.worlds
        scores = [v for v in result.scores.values() if v != float("-inf")]
        if problem.exact and scores and max(scores) == min(scores) and obs.seat != obs.declarer:
            # the contract is decided in every world: a defender now plays for his own points
            return self._own_points(obs, legal, problem, time.perf_counter() - start)
        self.last_reason = "search (exact)" if problem.exact else "search (roll-outs)"
        if result.best == hint:
            self.last_reason += f", agrees with {self.heuristic.last_reason}"
        return result.best

    def _own_points(self, obs: ThousandObservation, legal: Sequence[Action], problem: ThousandPlayProblem,
                    spent: float) -> Action:
        """A defender whose contract is decided in every world: the move that brings him the most
        points over the worlds, in the time the first search left."""
        hint = self.heuristic.choose_selfish(obs, legal)
        hint_reason = self.heuristic.last_reason
        p = self.search
        left = p.hard_cap - spent
        if not p.own_points or left < 0.05:
            self.last_reason = f"contract decided; {hint_reason}"
            return hint
        problem.own_points = True  # the same worlds' belief, a new objective
        prior = [0.001 if a == hint else 0.0 for a in legal]
        # half the budget: a few points for one defender matter less than the contract did
        result = pimc(problem, legal, self.rng, max(4, p.worlds // 2), time_cap=min(p.time_cap, left) / 2,
                      hard_cap=left, halving=p.halving, prune_margin=0.05, prior=prior)
        self.last_reason = "contract decided; search for own points"
        if result.best == hint:
            self.last_reason += f", agrees with {hint_reason}"
        return result.best
