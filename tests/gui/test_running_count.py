"""The running count of the deal in the table's corner includes the last trick: when a deal is
scored, the count shown is the deal's own (the last trick's points or trick counted), not the count
from before that trick; in a Bauernschnapsen contract of tricks it counts tricks, not points."""

from __future__ import annotations

import random

import pytest
from kartln.engine.games.bauernschnapsen.contracts import Contract
from kartln.engine.registry import GAMES
from kartln.gui.games import game_ui
from kartln.gui.view_model import ViewContext


def _last_action_of_a_deal(game_id: str, seed: int):  # type: ignore[no-untyped-def]
    """A state where seat 0 plays in the deal and the next action ends it, and that action."""
    info = GAMES[game_id]
    rules = info.default_rules()
    for s in range(seed, seed + 200):
        state = info.new_state(rules, s)
        rng = random.Random(s)
        while not state.is_terminal() and state.deal_no <= 3:
            action = info.random_action(list(state.legal_actions()), rng)
            after = state.clone()
            rows = len(after.sheet)
            after.apply(action)
            if (len(after.sheet) > rows and after.sheet[-1].played and state.phase == "play" and state.trick
                    and 0 in state.observation(0).in_deal):
                return rules, state, action
            state.apply(action)
    raise AssertionError("no deal ended in play")


@pytest.mark.parametrize(("game_id", "words"), [("thousand", "Your points: "), ("zwanzig", "Your tricks: "),
                                                ("bauernschnapsen", "Your team")])
def test_the_count_at_the_deals_end_includes_its_last_trick(game_id: str, words: str) -> None:
    rules, state, action = _last_action_of_a_deal(game_id, 1)
    ui = game_ui(game_id)
    ui.rules = rules
    ctx = ViewContext(tuple(f"P{s}" for s in range(state.num_players)), 0, True, frozenset({0}))
    before = ui.snapshot(state.observation(0), ctx)
    assert before.count.startswith(words)
    events = state.apply(action)
    row = state.sheet[-1]
    scored = next(step for step in ui.steps(before, events, state.observation(0), ctx) if step.kind == "scored")
    expected = ui.deal_count(row, ctx)
    assert expected and scored.snapshot.count == expected and scored.snapshot.info_box[-1] == expected
    if game_id == "thousand":
        assert expected.startswith(f"Your points: {row.raw[0]}")
    if game_id == "zwanzig":
        assert expected == f"Your tricks: {row.tricks[0]}"


def test_a_bettler_counts_tricks_not_points() -> None:
    info = GAMES["bauernschnapsen"]
    ui = game_ui("bauernschnapsen")
    ui.rules = info.default_rules()
    ctx = ViewContext(("P0", "P1", "P2", "P3"), 0, True, frozenset({0}))
    for seed in range(1, 400):
        state = info.new_state(info.default_rules(), seed)
        rng = random.Random(seed)
        while not state.is_terminal() and state.deal_no <= 2:
            obs = state.observation(0)
            if obs.phase == "play" and obs.contract in (Contract.BETTLER, Contract.GANG) and 0 in obs.in_deal:
                count = ui.snapshot(obs, ctx).count
                assert count.startswith("Your team's tricks:") and "66" not in count
                return
            state.apply(info.random_action(list(state.legal_actions()), rng))
    raise AssertionError("no Bettler or Gang was played")
