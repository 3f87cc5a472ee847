"""Card-play search for any game on the shared trick machinery: determinized search (PIMC).

A decision samples worlds from the player's belief (:mod:`kartln.ai.belief`), turns each into a
:class:`~kartln.ai.kernel.TrickKernel` and values every legal card in it: exactly by max-n search
(:mod:`kartln.ai.trick_solver`) when few cards are left (five-card games always), otherwise by
roll-outs with a policy on the kernel. The objective is the game's (per seat, higher is better;
count-down games: minus the score change). :func:`kartln.ai.pimc.pimc` averages over the same
worlds for every card, drops clear losers halfway and stops in time.

A game plugs in its belief, its objective and a heuristic player that decides everything except
card play and gives the search its tie-break hint (:class:`TrickSearchAgent`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from kartln.ai.agent import Agent
from kartln.ai.belief import Assignment, Belief, card_belief
from kartln.ai.determinize import enumerate_worlds, sample_world
from kartln.ai.inference import play_likelihood, weighted_pick
from kartln.ai.kernel import DealScoring, Objective, TrickKernel
from kartln.ai.pimc import OutOfTime, pimc
from kartln.ai.trick_solver import MaxN, Paranoid
from kartln.engine.actions import PlayCard
from kartln.engine.cards import Card, random_card
from kartln.engine.match import play_actions
from kartln.engine.observation import Observation, PlayedTrick
from kartln.engine.state import Action

#: A roll-out policy: the card the seat to act plays in a kernel.
KernelPolicy = Callable[[TrickKernel, random.Random], Card]


def random_policy(k: TrickKernel, rng: random.Random) -> Card:
    return random_card(k.legal(), rng.random)


@dataclass(frozen=True, slots=True)
class TrickSearchParams:
    """The budget of the card-play search."""

    worlds: int = 16  # worlds per decision (all of them when fewer exist)
    exact_cards: int = 40  # solve exactly once at most this many cards are left in the hands
    rollouts: int = 4  # roll-outs per world and card otherwise
    time_cap: float = 0.3  # seconds; stop sampling new worlds after this (at least min_worlds)
    hard_cap: float = 0.8  # seconds; never think longer
    min_worlds: int = 4
    halving: bool = True  # drop clearly worse cards after half the worlds
    prune_margin: float = 0.5  # ... worse by more than this (objective units) on average
    inference: bool = True  # use what the trick play shows (voids, must-beat caps)
    solver: str = "maxn"  # "maxn": every seat for itself; "paranoid": the others against the player;
    # "policy": the rest of the deal played by the opponent model for every seat (roll-outs)
    hint_bonus: float = 0.001  # added to the heuristic's card: the search must find it worse by more
    draws: int = 0  # with an opponent model: draw this many times the worlds, keep the likeliest
    miss: float = 0.3  # a world's weight for each earlier play the model would not have made there


class TrickPlayProblem:
    """One card-play decision as a PIMC problem (:class:`kartln.ai.pimc.Problem`)."""

    def __init__(self, obs: Observation, belief: Belief, objective: Objective, params: TrickSearchParams,
                 policy: KernelPolicy = random_policy, scoring: DealScoring | None = None,
                 model: Agent | None = None, side: int | None = None) -> None:
        """``scoring``: what the kernel counts beyond tricks; ``side``: the seats (a mask) that play
        with this one in paranoid search (default: itself alone)."""
        self.obs = obs
        self.model = model
        self.belief = belief
        self.objective = objective
        self.params = params
        self.policy = policy
        self.scoring = scoring
        self.me = obs.seat
        self.side = side if side is not None else 1 << obs.seat
        self.exact = sum(obs.cards_in_hand[s] for s in obs.in_deal) <= params.exact_cards
        self.nodes = 0

    def worlds(self, budget: int, rng: random.Random) -> list[TrickKernel]:
        p = self.params
        draws = p.draws if self.model is not None and p.draws > 1 and (self.obs.tricks or self.obs.trick) else 1
        assignments: list[Assignment] | None = enumerate_worlds(self.belief, budget * draws)
        if not assignments:
            assignments = [sample_world(self.belief, rng)[0] for _ in range(budget * draws)]
        if draws > 1 and self.model is not None and len(assignments) > budget:
            weights = [play_likelihood(self.obs, a, self.model, p.miss) for a in assignments]
            assignments = weighted_pick(assignments, weights, budget, rng)
        return [TrickKernel.from_observation(self.obs, a, self.scoring) for a in assignments]

    def evaluate(self, world: TrickKernel, candidates: Sequence[Action], rng: random.Random,
                 deadline: float) -> list[float]:
        cards = [a.card for a in candidates if isinstance(a, PlayCard)]
        if len(cards) != len(candidates):
            raise ValueError("the card-play search chooses among card plays only")
        if self.params.solver == "policy":
            return self._policy_rollouts(world, cards, deadline)
        if self.exact:
            solver = (Paranoid(world, self.objective, self.me, deadline, side=self.side)
                      if self.params.solver == "paranoid" else MaxN(world, self.objective, deadline))
            values = solver.child_values(cards)
            self.nodes += solver.nodes
            return [values[c][self.me] for c in cards]
        out: list[float] = []
        for c in cards:
            total = 0.0
            for _ in range(self.params.rollouts):
                k = world.copy()
                k.play(c)
                while not k.done():
                    k.play(self.policy(k, rng))
                total += k.value(self.objective)[self.me]
            out.append(total / self.params.rollouts)
        return out

    def _policy_rollouts(self, world: TrickKernel, cards: Sequence[Card], deadline: float) -> list[float]:
        """Each card played, then every seat (this one too) plays the rest of the deal as the
        opponent model would from its own observation: one step of policy improvement."""
        model = self.model
        if model is None:
            raise ValueError("policy roll-outs need an opponent model")
        out: list[float] = []
        for c in cards:
            if time.perf_counter() > deadline:
                raise OutOfTime
            k = world.copy()
            k.play(c)
            while not k.done():
                legal = k.legal()
                if legal & (legal - 1):
                    choice = model.choose(kernel_observation(self.obs, k), play_actions(legal))
                    assert isinstance(choice, PlayCard)
                    k.play(choice.card)
                else:
                    k.play(legal.bit_length() - 1)
            out.append(k.value(self.objective)[self.me])
        return out


def kernel_observation(base: Observation, k: TrickKernel) -> Observation:
    """What the seat to act in ``k`` sees there: ``base`` (an observation of the same deal, earlier)
    brought forward by the cards ``k`` played since (for policies that read observations)."""
    seat = k.to_act
    played = base.played
    later: list[PlayedTrick] = []
    for cards, seats, winner in k.done_tricks:
        later.append(PlayedTrick(tuple(zip(seats, cards, strict=True)), winner, k.order, k.rule))
        for c in cards:
            played |= 1 << c
    for c in k.trick:
        played |= 1 << c
    seen = replace(
        base, seat=seat, current_player=seat, hand=k.hands[seat], cards_in_hand=tuple(h.bit_count() for h in k.hands),
        leader=k.trick_seats[0] if k.trick else seat, trick=tuple(zip(k.trick_seats, k.trick, strict=True)),
        tricks=(*base.tricks, *later), tricks_won=tuple(k.tricks), played=played,
    )
    # The table's running totals (what each trick is worth is the game's own count) are not known
    # to the kernel: none, rather than the base's, so that nothing reads a stale count.
    unknown: dict[str, Any] = {"running": ()}
    return replace(seen, **unknown) if getattr(seen, "running", None) else seen


def _one_per_card(legal: Sequence[Action]) -> list[Action]:
    """The card plays with one action per card: where a card may be led with or without declaring
    its marriage, the declaration (the kernel counts every marriage a lead can declare)."""
    marriages = {a.card for a in legal if isinstance(a, PlayCard) and a.marriage}
    return [a for a in legal if not (isinstance(a, PlayCard) and a.card in marriages and not a.marriage)]


class TrickSearchAgent:
    """PIMC card play over the shared trick machinery, on top of a heuristic player.

    ``belief`` reads the observation (default: the generic :func:`kartln.ai.belief.card_belief`);
    ``objective`` gives the deal's utilities per seat for this observation; ``heuristic`` makes
    every other decision and its card is the search's tie-break. ``scoring`` says what the kernel
    counts beyond tricks (card points, marriages, an early end) and ``side`` which seats play
    together (a mask), for games that have them."""

    def __init__(self, seed: int, params: TrickSearchParams, objective: Callable[[Observation], Objective],
                 heuristic: Agent, *, belief: Callable[[Observation, bool], Belief] | None = None,
                 policy: KernelPolicy = random_policy, model: Agent | None = None, name: str = "search",
                 scoring: Callable[[Observation], DealScoring] | None = None,
                 side: Callable[[Observation], int] | None = None) -> None:
        self.name = name
        self.scoring = scoring
        self.side = side
        self.params = params
        self.objective = objective
        self.heuristic = heuristic
        self.belief = belief or (lambda obs, inference: card_belief(obs, inference=inference))
        self.policy = policy
        self.model = model  # the others' assumed play, for inference from it (params.draws)
        self.rng = random.Random(seed ^ 0x9E3779B9)
        self.last_rule = ""
        self.last_worlds = 0
        self.last_scores: dict[Action, float] = {}
        self.last_seconds = 0.0

    @property
    def last_reason(self) -> str:
        return self.last_rule

    def choose(self, observation: Any, legal: Sequence[Action]) -> Action:
        obs: Observation = observation
        if len(legal) == 1:
            self.last_rule = "only legal action"
            return legal[0]
        hint = self.heuristic.choose(obs, legal)
        hint_rule = str(getattr(self.heuristic, "last_rule", ""))
        if obs.order is None or not all(isinstance(a, PlayCard) for a in legal):
            self.last_rule = hint_rule
            return hint
        p = self.params
        problem = TrickPlayProblem(obs, self.belief(obs, p.inference), self.objective(obs), p, self.policy,
                                   scoring=self.scoring(obs) if self.scoring else None, model=self.model,
                                   side=self.side(obs) if self.side else None)
        legal = _one_per_card(legal)
        if hint not in legal and isinstance(hint, PlayCard):  # the same card with its marriage declared
            hint = PlayCard(hint.card, True)
        prior = [p.hint_bonus if a == hint else 0.0 for a in legal]
        start = time.perf_counter()
        result = pimc(problem, legal, self.rng, p.worlds, time_cap=p.time_cap, hard_cap=p.hard_cap,
                      min_worlds=p.min_worlds, halving=p.halving, prune_margin=p.prune_margin, prior=prior)
        self.last_worlds = result.worlds
        self.last_scores = {legal[j]: v for j, v in result.scores.items()}
        self.last_rule = "search (exact)" if problem.exact else "search (roll-outs)"
        if result.best == hint and hint_rule:
            self.last_rule += f", agrees with {hint_rule}"
        self.last_seconds = time.perf_counter() - start
        return result.best
