"""Match records: round trips, exact replay, and clear errors for bad records (DESIGN.md §2)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from kartln.engine.games.thousand import ThousandRules
from kartln.engine.records import (
    Match,
    Record,
    RecordError,
    Seat,
    dumps,
    load_file,
    loads,
    replay,
)
from kartln.engine.registry import game

SEATS = (Seat("Anna", "human"), Seat("Boris", "ai", "normal"), Seat("Clara", "ai", "hard"), Seat("Dana", "ai", "easy"))


def _played_match(actions: int, seed: int = 7, rules: ThousandRules | None = None) -> Match:
    rules = rules or ThousandRules()
    match = Match("thousand", rules, seed, SEATS[: rules.players])
    rng = random.Random(seed)
    info = game("thousand")
    for _ in range(actions):
        if match.state.is_terminal():
            break
        match.apply(info.random_action(list(match.state.legal_actions()), rng))
    return match


def test_record_round_trips_through_json() -> None:
    match = _played_match(150)
    record = match.to_record({"title": "Sunday game"})
    again = loads(dumps(record))
    assert again == record
    assert again.meta == {"title": "Sunday game"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_replay_reproduces_the_state_exactly(players: int) -> None:
    match = _played_match(400, seed=players, rules=ThousandRules(players=players))
    replayed = replay(loads(dumps(match.to_record())))
    assert replayed.state == match.state
    for seat in range(players):
        assert replayed.state.observation(seat) == match.state.observation(seat)


def test_a_whole_match_replays_to_the_same_winner() -> None:
    match = _played_match(10**6, seed=11)
    assert match.state.is_terminal()
    replayed = replay(loads(dumps(match.to_record())))
    assert replayed.state.winners() == match.state.winners()
    assert replayed.state.scores() == match.state.scores()


def _data(match: Match | None = None) -> dict[str, object]:
    result: dict[str, object] = json.loads(dumps((match or _played_match(60)).to_record()))
    return result


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(version=99), "version 99 is not supported (made by a newer version"),
        (lambda d: d.update(format="chess-pgn"), "not a Kartln record"),
        (lambda d: d.pop("seed"), "field 'seed' is missing"),
        (lambda d: d.update(seed="seven"), "field 'seed' must be int"),
        (lambda d: d.update(game="skat"), "unknown game 'skat'"),
        (lambda d: d.update(seats=[{"nom": "x"}]), "field 'seats', entry 0"),
        (lambda d: d.update(actions=["bid 100", 5]), "action 2: expected text"),
    ],
)
def test_damaged_records_are_rejected_with_a_message_that_says_where(change: object, message: str) -> None:
    data = _data()
    change(data)  # type: ignore[operator]
    with pytest.raises(RecordError, match=message.replace("(", r"\(")):
        loads(json.dumps(data))


def test_truncated_record_names_line_and_column() -> None:
    text = dumps(_played_match(30).to_record())
    with pytest.raises(RecordError, match=r"not a readable record: .* at line \d+, column \d+"):
        loads(text[: len(text) // 2])


def test_bad_rules_are_reported_by_option_name() -> None:
    data = _data()
    data["rules"] = {"rounding": 7}
    with pytest.raises(RecordError, match=r"field 'rules': Defenders round to: 7 is not one of 5, 10"):
        replay(loads(json.dumps(data)))
    data["rules"] = {"jokers": True}
    with pytest.raises(RecordError, match="unknown rule option"):
        replay(loads(json.dumps(data)))


def test_seat_count_must_match_the_rules() -> None:
    data = _data()
    data["seats"] = data["seats"][:2]  # type: ignore[index]
    with pytest.raises(RecordError, match="field 'seats': 2 seats for a 3-player game"):
        replay(loads(json.dumps(data)))


def test_an_illegal_action_inside_a_record_names_its_number_and_the_rule() -> None:
    record = _played_match(0).to_record()
    bad = Record(record.game, record.rules, record.seed, record.seats, ("bid 115",))
    with pytest.raises(RecordError, match=r"action 1 \('bid 115'\) by seat \d is not allowed: first hand must open"):
        replay(bad)


def test_an_unreadable_action_is_reported() -> None:
    record = _played_match(0).to_record()
    bad = Record(record.game, record.rules, record.seed, record.seats, ("bid 100", "dance"))
    with pytest.raises(RecordError, match=r"action 2 \('dance'\): not an action"):
        replay(bad)


def test_edited_record_with_a_card_the_player_does_not_hold_is_refused() -> None:
    match = _played_match(0)
    state = match.state
    # Find a card that seat to act does not hold and claim it was played.
    while state.phase != "play":
        match.apply(game("thousand").random_action(list(state.legal_actions()), random.Random(1)))
    not_held = next(c for c in range(36) if not state.hands[state.current_player()] >> c & 1 and c % 9 >= 3)
    from kartln.engine.cards import card_text

    record = match.to_record()
    bad = Record(record.game, record.rules, record.seed, record.seats, (*record.actions, f"play {card_text(not_held)}"))
    with pytest.raises(RecordError, match="you do not hold the"):
        replay(bad)


def test_load_file_reports_missing_and_binary_files(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="No such file"):
        load_file(tmp_path / "missing.json")
    binary = tmp_path / "binary.json"
    binary.write_bytes(b'{\n "game": "\x81\x00"')
    with pytest.raises(RecordError, match="not UTF-8 text: byte 0x81 at line 2, column 11"):
        load_file(binary)
    binary.write_bytes(b"\xff\xfe{\x00")
    with pytest.raises(RecordError, match="UTF-16"):
        load_file(binary)


def test_records_saved_before_the_shared_core_still_load_and_replay() -> None:
    """Records written by the version before the shared match core (every Thousand verb: blind
    bids, looking, re-deals, the two stocks, contracts, concessions, gifts, discards, marriages)
    replay to the scores and winners they had then."""
    golden = Path(__file__).parent.parent / "golden" / "thousand_records_v1.json"
    saved = json.loads(golden.read_text(encoding="utf-8"))
    verbs: set[str] = set()
    for entry in saved:
        record = loads(json.dumps(entry["record"]))
        verbs |= {a.split()[0] for a in record.actions}
        match = replay(record)
        assert match.state.scores() == entry["scores"]
        assert match.state.winners() == entry["winners"]
    assert verbs >= {"blind", "look", "redeal", "keep", "stock", "contract", "concede", "give", "discard", "play"}
