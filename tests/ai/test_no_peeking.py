"""No agent can see hidden cards: for hundreds of positions, every reassignment of the cards
hidden from the deciding seat (other hands, and the stock while it is face down) that agrees with
its observation leaves the observation identical and the decision unchanged.

During play the reassignments are drawn from the seat's own belief (voids, gifts, marriages and
bids respected); before play the hidden cards are shuffled among the other hands and the stock.
"""

from __future__ import annotations

import random

import pytest
from ai_helpers import positions
from kartln.ai.determinize import sample_world
from kartln.ai.levels import make_agent
from kartln.ai.thousand.belief import thousand_belief
from kartln.engine.games.thousand.state import ThousandState

POSITIONS = positions(300, seed=21, every=2)
FAST = ["random", "easy", "normal"]
SEARCH = ["hard:time_cap=1000:hard_cap=1000:worlds=8:bid_worlds=24",
          "expert:time_cap=1000:hard_cap=1000:worlds=8:bid_worlds=24"]


def reassign(state: ThousandState, seat: int, rng: random.Random) -> ThousandState:
    """A copy of ``state`` with the cards hidden from ``seat`` dealt differently."""
    new = state.clone()
    obs = state.observation(seat)
    others = [s for s in state.active if s != seat]
    if state.phase == "play":
        world, ok = sample_world(thousand_belief(obs), rng)
        assert ok
        for s in others:
            new.hands[s] = world[s]
        return new
    pool_cards: list[int] = []
    sizes: list[tuple[str, int, int]] = []
    for s in others:
        sizes.append(("hand", s, state.hands[s].bit_count()))
        pool_cards += [c for c in range(36) if state.hands[s] >> c & 1]
    stock_hidden = obs.stock is None and state.n != 2
    if stock_hidden:
        sizes.append(("stock", -1, state.stock.bit_count()))
        pool_cards += [c for c in range(36) if state.stock >> c & 1]
    rng.shuffle(pool_cards)
    i = 0
    for kind, s, size in sizes:
        m = sum(1 << c for c in pool_cards[i:i + size])
        i += size
        if kind == "hand":
            new.hands[s] = m
        else:
            new.stock = m
    return new


def _check(levels: list[str], states: list[ThousandState]) -> int:
    rng = random.Random(99)
    checked = 0
    for state in states:
        seat = state.current_player()
        obs = state.observation(seat)
        legal = state.legal_actions()
        for level in levels:
            decision = make_agent("thousand", level, 1234).choose(obs, legal)
            for _ in range(2):
                other = reassign(state, seat, rng)
                obs2 = other.observation(seat)
                assert obs2 == obs, "the observation depends on hidden cards"
                assert other.legal_actions() == legal
                assert make_agent("thousand", level, 1234).choose(obs2, other.legal_actions()) == decision
                checked += 1
    return checked


def test_fast_levels_never_peek() -> None:
    assert _check(FAST, POSITIONS) >= 300 * len(FAST) * 2


@pytest.mark.parametrize("level", SEARCH)
def test_search_levels_never_peek(level: str) -> None:
    assert _check([level], POSITIONS[::3]) >= 100 * 2
