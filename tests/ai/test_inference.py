"""Inference from the opponents' card play in Thousand (ai/thousand/search.py on ai/inference.py)."""

from __future__ import annotations

import random

from ai_helpers import positions
from kartln.ai.determinize import sample_world
from kartln.ai.inference import weighted_pick
from kartln.ai.levels import make_agent
from kartln.ai.thousand.belief import thousand_belief
from kartln.ai.thousand.search import play_likelihood
from kartln.engine.games.thousand.rules import MARRIAGE_VALUES_FRENCH as VALUES_FRENCH
from kartln.engine.games.thousand.state import ThousandState


def _true_world(state: ThousandState, seat: int) -> list[int]:
    hidden = [0 if s == seat else state.hands[s] for s in range(3)]
    return [*hidden, 0]


def test_the_real_deal_is_likelier_than_sampled_ones() -> None:
    """Over positions from heuristic games, the cards as they really lie agree with the opponents'
    plays more often than worlds drawn from the hard constraints alone."""
    true_weights: list[float] = []
    sampled: list[float] = []
    rng = random.Random(4)
    for state in positions(60, seed=8, phases=("play",), every=2):
        seat = state.current_player()
        obs = state.observation(seat)
        true_weights.append(play_likelihood(obs, _true_world(state, seat), VALUES_FRENCH, False, 0.5))
        belief = thousand_belief(obs)
        for _ in range(4):
            world, _ = sample_world(belief, rng)
            sampled.append(play_likelihood(obs, world, VALUES_FRENCH, False, 0.5))
    assert sum(true_weights) / len(true_weights) > sum(sampled) / len(sampled) + 0.1


def test_before_any_play_every_world_is_equally_likely() -> None:
    state = next(s for s in positions(40, seed=3, phases=("play",)) if not s.played)  # a deal's first lead
    obs = state.observation(state.current_player())
    world, _ = sample_world(thousand_belief(obs), random.Random(1))
    assert play_likelihood(obs, world, VALUES_FRENCH, False, 0.5) == 1.0


def test_weighted_pick_prefers_heavy_items_and_never_repeats() -> None:
    items = [[i] for i in range(10)]
    weights = [0.0] * 5 + [1.0] * 5
    picked = weighted_pick(items, weights, 5, random.Random(2))
    assert sorted(p[0] for p in picked) == [5, 6, 7, 8, 9]
    counts = [0, 0]
    for seed in range(400):
        first = weighted_pick([[0], [1]], [1.0, 4.0], 1, random.Random(seed))[0][0]
        counts[first] += 1
    assert 0.72 < counts[1] / 400 < 0.88  # odds 4 : 1


def test_a_search_player_with_inference_decides_legally() -> None:
    for state in positions(12, seed=5, phases=("play",), every=2):
        seat = state.current_player()
        agent = make_agent("thousand", "hard:worlds=6:play_inference=3", 1)
        assert agent.choose(state.observation(seat), state.legal_actions()) in state.legal_actions()
