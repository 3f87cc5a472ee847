"""Decisions in the persistent worker process equal the same decisions in-process."""

from __future__ import annotations

import pickle

from ai_helpers import positions
from kartln.ai.levels import make_agent
from kartln.ai.worker import AIWorker


def test_observations_pickle() -> None:
    for state in positions(20, seed=3, every=5):
        obs = state.observation(state.current_player())
        assert pickle.loads(pickle.dumps(obs)) == obs


def test_worker_round_trip() -> None:
    states = positions(12, seed=5, every=4)
    worker = AIWorker()
    try:
        for level in ("normal", "hard:time_cap=1000:hard_cap=1000:worlds=6:bid_worlds=16"):
            for i, state in enumerate(states):
                seat = state.current_player()
                obs, legal = state.observation(seat), state.legal_actions()
                expected = make_agent("thousand", level, 100 + i).choose(obs, legal)
                got = worker.submit("thousand", level, 100 + i, obs, legal).result(timeout=120)
                assert got == expected
    finally:
        worker.shutdown()
