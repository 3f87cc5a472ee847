"""Undo's cut for every game: the position before the human's last action of the deal, replayable."""

from __future__ import annotations

import random

import pytest
from kartln.engine import events as ev
from kartln.engine.records import RecordError, Seat, dumps, loads, replay
from kartln.engine.registry import GAMES
from kartln.gui.session import new_match
from kartln.gui.undo import take_back, trail_of, undo_allowed


def played(game_id: str, seed: int, limit: int):  # type: ignore[no-untyped-def]
    """A match with a human in seat 0 after random play, and the deal of each action."""
    info = GAMES[game_id]
    players = info.default_players
    seats = (Seat("Tess", "human"), *(Seat(f"AI {i}", "ai", "easy") for i in range(1, players)))
    match = new_match(game_id, info.default_rules(players), seats, seed=seed)
    rng = random.Random(seed)
    deal_of: list[int] = []
    deal = 0
    for _ in range(limit):
        if match.state.is_terminal():
            break
        deal_of.append(deal)
        events = match.apply(info.random_action(list(match.state.legal_actions()), rng))
        deal += sum(isinstance(e, ev.DealStarted) for e in events)
    return match, deal_of, deal


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_undo_goes_back_to_the_humans_last_action_of_the_deal(game_id: str) -> None:
    taken = 0
    for limit in (7, 23, 61, 97):
        match, deal_of, deal = played(game_id, seed=limit, limit=limit)
        trail = trail_of(match)
        cut = trail.cut()
        mine = [i for i, d in enumerate(deal_of) if d == deal and replay_seat(match, i) == 0]
        # an action that started the next deal belongs to the deal before: nothing of this deal to take back
        if cut is None:
            assert not mine
            continue
        assert cut == mine[-1]
        restored = take_back(match, trail)
        assert restored.actions == match.actions[:cut]
        assert restored.state.current_player() == 0
        record = loads(dumps(restored.to_record({"title": "x"})))
        assert record.meta["undone"] == [[trail.deal_no, len(match.actions) - cut]]
        again = replay(record)
        assert again.state == restored.state and again.undone == restored.undone
        taken += 1
    assert taken, "no position with a move to take back was tried"


def replay_seat(match, index: int) -> int:  # type: ignore[no-untyped-def]
    state = match.info.new_state(match.rules, match.seed)
    for text in match.actions[:index]:
        state.apply(state.parse_action(text))
    return int(state.current_player())


def test_a_record_with_bad_undo_entries_is_refused_in_one_line() -> None:
    match, _, _ = played("thousand", seed=3, limit=5)
    text = dumps(match.to_record({"undone": [[1, "x"]]}))
    with pytest.raises(RecordError, match="undone"):
        loads(text)


def test_hot_seat_needs_its_own_setting() -> None:
    assert undo_allowed(1, True, False) and not undo_allowed(1, False, True)
    assert not undo_allowed(2, True, False) and undo_allowed(3, False, True)
    assert not undo_allowed(0, True, True)
