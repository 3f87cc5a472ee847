"""No agent can see hidden cards: for hundreds of positions, every reassignment of the cards
hidden from the deciding seat (other hands, and the stock while it is face down) that agrees with
its observation leaves the observation identical and the decision unchanged.

Thousand: during play the reassignments are drawn from the seat's own belief (voids, gifts,
marriages and bids respected); before play the hidden cards are shuffled among the other hands
and the stock. Every other game with computer players: its card play is checked at every level
it offers, the reassignments drawn from the generic belief (kartln.ai.belief).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from ai_helpers import positions
from kartln.ai.belief import card_belief
from kartln.ai.determinize import sample_world
from kartln.ai.levels import levels_for, make_agent
from kartln.ai.registry import every_game_ai
from kartln.ai.thousand.belief import thousand_belief
from kartln.engine.games.thousand.state import ThousandState
from kartln.engine.registry import game

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
    assert _check([level], POSITIONS[::6]) >= 50 * 2


@pytest.mark.slow
@pytest.mark.parametrize("level", SEARCH)
def test_search_levels_never_peek_at_the_other_positions(level: str, slow_count) -> None:  # type: ignore[no-untyped-def]
    others = [p for i, p in enumerate(POSITIONS) if i % 6]
    assert _check([level], others[:slow_count(len(others))]) >= 2


# ------------------------------------------------------------------ every other game


def play_positions(game_id: str, count: int, seed: int) -> list[Any]:
    """Card-play positions with a real choice, from seeded games of "normal" players (or the
    game's strongest level below it) at every player count."""
    info = game(game_id)
    out: list[Any] = []
    match = 0
    while len(out) < count:
        players = info.player_counts[match % len(info.player_counts)]
        rules = info.default_rules(players)
        state: Any = info.new_state(rules, seed * 1000 + match)
        level = "normal" if "normal" in levels_for(game_id) else levels_for(game_id)[-1]
        agents = [make_agent(game_id, level, seed + match * 7 + s, rules) for s in range(players)]
        match += 1
        while not state.is_terminal() and len(state.sheet) < 2 and len(out) < count:
            seat = state.current_player()
            legal = state.legal_actions()
            if len(legal) > 1 and state.phase == "play":
                out.append(state.clone())
            state.apply(agents[seat].choose(state.observation(seat), legal))
    return out


def redeal_hidden(state: Any, seat: int, rng: random.Random) -> Any:
    """A copy of ``state`` whose other hands hold another consistent placement of the cards
    hidden from ``seat``."""
    new = state.clone()
    world, ok = sample_world(card_belief(state.observation(seat)), rng)
    assert ok
    for s in state.active:
        if s != seat:
            new.hands[s] = world[s]
    return new


@pytest.mark.parametrize("game_id", sorted(set(every_game_ai()) - {"thousand"}))
def test_every_game_never_peeks(game_id: str) -> None:
    _never_peeks(game_id, 24, seed=31)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(set(every_game_ai()) - {"thousand"}))
def test_every_game_never_peeks_over_many_positions(game_id: str, slow_count) -> None:  # type: ignore[no-untyped-def]
    _never_peeks(game_id, slow_count(120), seed=47)


def _never_peeks(game_id: str, count: int, seed: int) -> None:
    rng = random.Random(5)
    states = play_positions(game_id, count, seed=seed)
    checked = changed = 0
    for state in states:
        seat = state.current_player()
        obs = state.observation(seat)
        legal = state.legal_actions()
        for level in levels_for(game_id):
            spec = f"{level}:worlds=6:time_cap=1000:hard_cap=1000" if level in ("hard", "expert") else level
            decision = make_agent(game_id, spec, 77).choose(obs, legal)
            other = redeal_hidden(state, seat, rng)
            changed += other.hands != state.hands
            obs2 = other.observation(seat)
            assert obs2 == obs, "the observation depends on hidden cards"
            assert other.legal_actions() == legal
            assert make_agent(game_id, spec, 77).choose(obs2, other.legal_actions()) == decision
            checked += 1
    assert checked == len(states) * len(levels_for(game_id))
    assert changed > checked // 2  # the redeals really moved cards
