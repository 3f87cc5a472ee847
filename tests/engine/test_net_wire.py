"""Every game's observations and events go over the network as JSON and read back equal."""

from __future__ import annotations

import json
import random

import pytest
from kartln.engine.messages import CardName, GameWord, Note, Refusal, SeatName, SuitName
from kartln.engine.net.frames import MAX_FRAME
from kartln.engine.net.wire import WireError, from_wire, message_from_wire, message_to_wire, to_wire
from kartln.engine.registry import GAMES

# Enough actions to pass auctions, exchanges and several deals, few enough to stay fast.
ACTIONS = 400


@pytest.mark.parametrize("game_id", list(GAMES))
def test_observations_and_events_read_back_equal(game_id: str) -> None:
    info = GAMES[game_id]
    rules = info.default_rules()
    state = info.new_state(rules, 29)
    rng = random.Random(29)
    largest = 0
    for step in range(ACTIONS):
        if state.is_terminal():
            break
        events = state.apply(info.random_action(state.legal_actions(), rng))
        for seat in range(rules.players):
            seen = tuple(e for e in (ev.view_for(seat) for ev in events) if e is not None)
            assert from_wire(json.loads(json.dumps(to_wire(seen)))) == seen
            if step % 7 == 0 or state.is_terminal():  # every observation would make the test slow
                obs = state.observation(seat)
                text = json.dumps(to_wire(obs))
                largest = max(largest, len(text.encode()))
                assert from_wire(json.loads(text)) == obs
    assert largest < MAX_FRAME // 2  # an observation leaves room in a frame for its events


def test_messages_keep_their_id_and_arguments() -> None:
    refusal = Refusal("{seat} may not play the {card} on {suit}: {word}", seat=SeatName(2), card=CardName(5),
                      suit=SuitName(1), word=GameWord("Kontra"))
    back = message_from_wire(json.loads(json.dumps(message_to_wire(refusal))))
    assert type(back) is Refusal and back.template == refusal.template and dict(back.args) == dict(refusal.args)
    note = Note("you may exchange at most %n card(s) now", n=3)
    assert from_wire(to_wire(note)) == note and type(from_wire(to_wire(note))) is Note


@pytest.mark.parametrize("data", [
    {"$": "os.system"}, {"$": "events.HandDealt"}, {"$": "events.HandDealt", "seat": 0, "cards": 1, "count": 1,
                                                    "extra": 2},
    {"$": 5}, {"$enum": "tricks.FollowRule", "name": "F9"}, {"$enum": "events.HandDealt", "name": "x"},
    {"$msg": "refusal", "template": "{nothing}", "args": {}}, {"$msg": "exec", "template": "", "args": {}},
    {"$msg": "note", "template": "{a}", "args": {"a": {"card": "x"}}}, {"plain": "object"},
])
def test_what_is_not_an_engine_value_is_refused(data: object) -> None:
    with pytest.raises(WireError):
        from_wire(data)
