"""The state contract, checked for every registered game (DESIGN.md §2, §5).

A game is covered here the moment it is registered: random matches (seeded, and drawn by
Hypothesis over player counts and option values) must keep every card in exactly one place,
count tricks right, clone and replay exactly, never show a seat a card it may not see, accept
every legal action and refuse every other one with a reason in a player's words without changing
anything. Perft counts of legal action sequences from fixed seeds are kept in
tests/golden/contract_perft.json; regenerate them after a deliberate rules change with

    python tests/engine/test_contract.py --regenerate
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kartln.engine import events as ev
from kartln.engine import records
from kartln.engine.actions import Bid, Double, Drop, Exchange, NameTrump, Pass, PlayCard, StayIn
from kartln.engine.cards import Suit, cards_in, mask
from kartln.engine.observation import Observation
from kartln.engine.options import options_of
from kartln.engine.registry import GAMES, GameInfo
from kartln.engine.state import Action, GameState, IllegalAction
from perft import perft

GOLDEN = Path(__file__).parent.parent / "golden" / "contract_perft.json"
GAME_IDS = tuple(GAMES)
MAX_ACTIONS = 4000  # per match in these checks; a random match may be cut short

# Actions of every shared verb, tried where they are not legal.
SHARED_PROBES: tuple[Action, ...] = (
    Pass(), Bid(0), Bid(100), StayIn(), Drop(), NameTrump(Suit.HEARTS), NameTrump(None), Double(), Exchange(()),
    *(PlayCard(c) for c in range(36)),
)
SHARED_SET = frozenset(SHARED_PROBES)
PROBE_SAMPLE = 40  # actions seen legal elsewhere in the match, tried at each position where they are not


def _seats(n: int) -> tuple[records.Seat, ...]:
    return tuple(records.Seat(f"P{i}", "ai", "easy") for i in range(n))


def random_match(info: GameInfo, players: int, seed: int, rules: Any = None, limit: int = MAX_ACTIONS
                 ) -> Iterator[tuple[records.Match, list[ev.Event]]]:
    """Play a random match; yield the match and the events after every action."""
    rules = rules if rules is not None else info.default_rules(players)
    match = records.Match(info.id, rules, seed, _seats(players))
    rng = random.Random(seed ^ 0xC0DE)
    yield match, []
    for _ in range(limit):
        if match.state.is_terminal():
            return
        action = info.random_action(match.state.legal_actions(), rng)
        yield match, match.apply(action)


def check_cards_conserved(state: GameState) -> None:
    zones = state.card_zones()
    deck = mask(type(state).deck_cards)
    seen = 0
    for name, cards in zones.items():
        assert not seen & cards, f"a card lies twice (again in {name})"
        seen |= cards
    assert seen == deck, "cards went missing or appeared"


def _swap_cards(value: Any, a: int, b: int, field: str) -> Any:
    """``value`` of an event field with cards ``a`` and ``b`` exchanged (a card, a set, a tuple)."""
    if isinstance(value, tuple):  # a tuple of cards (a trick), or of (seat, card) pairs
        inner = "card" if field in CARD_SET_FIELDS else field
        return tuple(_swap_cards(v, a, b, inner) for v in value)
    if isinstance(value, bool) or not isinstance(value, int):
        return value
    if field in CARD_FIELDS:
        return b if value == a else a if value == b else value
    if field in CARD_SET_FIELDS and (value >> a & 1) != (value >> b & 1):
        return value ^ (1 << a | 1 << b)
    return value


def _cards_named(value: Any, field: str) -> int:
    """The cards an event field names, as a set."""
    if isinstance(value, tuple):
        inner = "card" if field in CARD_SET_FIELDS else field
        return sum_sets(_cards_named(v, inner) for v in value)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        return 0
    if field in CARD_FIELDS:
        return 1 << value
    return value if field in CARD_SET_FIELDS else 0


def sum_sets(sets: Iterator[int]) -> int:
    out = 0
    for m in sets:
        out |= m
    return out


CARD_FIELDS = ("card", "bottom")
CARD_SET_FIELDS = ("cards", "laid", "taken")


def swapped_world(state: GameState, a: int, b: int) -> GameState:
    """The same match as if cards ``a`` and ``b`` had been dealt the other way round."""
    twin = state.clone()
    hands = twin.hands  # type: ignore[attr-defined]
    for s, h in enumerate(hands):
        if (h >> a & 1) != (h >> b & 1):
            hands[s] = h ^ (1 << a | 1 << b)
    log = twin.log  # type: ignore[attr-defined]
    for i, e in enumerate(log):
        if dataclasses.is_dataclass(e):
            changes = {f.name: _swap_cards(getattr(e, f.name), a, b, f.name) for f in dataclasses.fields(e)}
            log[i] = dataclasses.replace(e, **changes)
    return twin


def check_observation(state: GameState, seat: int, held: int) -> None:
    """The observation is the typed base plus the game's own, and holds no card hidden from
    ``seat``: exchanging two cards that other seats were dealt and still hold – cards ``seat``
    never ``held`` – changes nothing it sees."""
    obs = state.observation(seat)
    assert isinstance(obs, Observation)
    assert obs.seat == seat and obs.current_player == state.current_player()
    assert list(obs.scores) == state.scores()
    hands = [state.card_zones()[f"hand {s}"] for s in range(state.num_players)]
    assert obs.hand in (None, hands[seat])
    assert list(obs.cards_in_hand) == [h.bit_count() for h in hands]
    for e in obs.events:  # events for other seats arrive redacted
        audience = e.audience()
        if audience is not None and seat not in audience:
            assert e == e.redacted(), f"seat {seat} sees {e!r}"
    dealt = [0] * state.num_players
    shown = 0  # cards some event showed to everybody (a hand is dealt face down by definition)
    for e in state.log:  # type: ignore[attr-defined]
        if isinstance(e, ev.HandDealt):
            dealt[e.seat] |= e.cards or 0
        elif e.audience() is None and dataclasses.is_dataclass(e):
            for f in dataclasses.fields(e):
                shown |= _cards_named(getattr(e, f.name), f.name)
    secret = [cards_in(dealt[s] & hands[s] & ~held & ~shown) for s in range(state.num_players) if s != seat]
    secret = [cards for cards in secret if cards]
    if len(secret) >= 2:
        twin = swapped_world(state, secret[0][0], secret[1][-1])
        assert twin.observation(seat) == obs, f"seat {seat}'s observation shows another seat's hidden card"


def illegal_probes(state: GameState, tried: dict[Action, bool], rng: random.Random) -> list[Action]:
    """The actions to try in ``state``, where none of them is legal: every shared probe, every action
    seen legal earlier in the match and not yet tried where it is not, and a seeded sample of
    ``PROBE_SAMPLE`` of the others (trying all of them would grow with the square of a match's legal
    actions). ``tried`` maps each action seen legal to whether it has been tried."""
    legal = set(state.legal_actions())
    shared = [a for a in SHARED_PROBES if a not in legal]
    first = [a for a, done in tried.items() if not done and a not in legal]
    again = [a for a, done in tried.items() if done and a not in legal]
    tried.update(dict.fromkeys(first, True))
    return shared + first + rng.sample(again, min(PROBE_SAMPLE, len(again)))


def check_refusals(state: GameState, probes: list[Action]) -> None:
    """Every action of ``probes`` (none of them legal) is refused with a reason, and refusing changes nothing."""
    before = state.clone()
    for action in probes:
        with pytest.raises(IllegalAction) as refusal:
            state.apply(action)
        reason = str(refusal.value)
        assert reason and reason[0].islower() and "None" not in reason and "<" not in reason, reason
    if state != before:  # compared once (a comparison costs more than a refusal), then the culprit found
        culprit = next(a for a in probes if refusing_changes(before, a))
        raise AssertionError(f"refusing {culprit.text()!r} changed the match")


def refusing_changes(state: GameState, action: Action) -> bool:
    twin = state.clone()
    with contextlib.suppress(IllegalAction):
        twin.apply(action)
    return twin != state


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_matches_keep_the_contract(game_id: str) -> None:
    info = GAMES[game_id]
    for players in info.player_counts:
        for seed in range(3):
            deal_tricks = 0
            for match, events in random_match(info, players, seed, limit=600):
                state = match.state
                check_cards_conserved(state)
                for e in events:
                    if isinstance(e, ev.DealStarted):
                        deal_tricks = 0
                    elif isinstance(e, ev.TrickWon):
                        deal_tricks += 1
                    elif isinstance(e, ev.DealScored) and not getattr(e.details, "void_reason", "") \
                            and not getattr(e.details, "without_play", False):
                        assert deal_tricks > 0, "a deal was scored without tricks"
                        assert list(e.scores) == [sum(r.changes[s] for r in _rows(state)) + _start(state, s)
                                                  for s in range(players)], "the sheet does not add up"
                if not state.is_terminal():
                    obs = state.observation(state.current_player())
                    assert sum(obs.tricks_won) == obs.trick_no, "trick counts do not add up"


def _rows(state: GameState) -> list[Any]:
    return list(getattr(state, "sheet", ()))


def _start(state: GameState, seat: int) -> int:
    """The score a seat starts a match with (0, or the count-down start)."""
    rows = _rows(state)
    first = rows[0] if rows else None
    if first is None:
        return state.scores()[seat]
    return first.scores[seat] - first.changes[seat]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_observations_never_show_a_hidden_card(game_id: str) -> None:
    info = GAMES[game_id]
    for players in info.player_counts:
        held = [0] * players  # every card each seat has held this deal
        for match, events in random_match(info, players, seed=11, limit=300):
            state = match.state
            if any(isinstance(e, ev.DealStarted) for e in events):
                held = [0] * players
            for seat in range(players):
                held[seat] |= state.card_zones()[f"hand {seat}"]
                check_observation(state, seat, held[seat])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_events_are_frozen_because_every_seat_is_handed_the_same_object(game_id: str) -> None:
    """A seat's reader that changed an event would change what the other seats were told."""
    info = GAMES[game_id]
    kinds: set[type] = set()
    for _match, events in random_match(info, info.default_players, seed=5, limit=600):
        for event in events:
            if type(event) in kinds:
                continue
            kinds.add(type(event))
            assert dataclasses.is_dataclass(event) and not hasattr(event, "__dict__"), type(event).__name__
            field = dataclasses.fields(event)[0].name if dataclasses.fields(event) else "anything"
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(event, field, None)
    assert len(kinds) >= 4  # a deal's worth of kinds was seen


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_clones_equal_and_evolve_identically(game_id: str) -> None:
    info = GAMES[game_id]
    rng = random.Random(5)
    for match, _ in random_match(info, info.default_players, seed=5, limit=300):
        state = match.state
        twin = state.clone()
        assert twin == state
        if not state.is_terminal():
            action = info.random_action(twin.legal_actions(), rng)
            twin.apply(action)
            assert twin != state or not twin.legal_actions(), "a clone shares its lists with the original"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_records_round_trip_and_replay_exactly(game_id: str) -> None:
    info = GAMES[game_id]
    for players in info.player_counts:
        *_, (match, _) = random_match(info, players, seed=23, limit=400)
        record = records.loads(records.dumps(match.to_record()))
        assert record == match.to_record()
        replayed = records.replay(record)
        assert replayed.state == match.state
        for text in record.actions:
            assert match.state.parse_action(text).text() == text


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_legal_action_applies_and_every_other_is_refused(game_id: str) -> None:
    info = GAMES[game_id]
    tried: dict[Action, bool] = {}  # every action seen legal (bar the shared probes), in the order first seen
    rng = random.Random(f"refusals {game_id}")
    for match, _ in random_match(info, info.default_players, seed=3, limit=250):
        state = match.state
        if state.is_terminal():
            with pytest.raises(IllegalAction):
                state.apply(PlayCard(0))
            break
        legal = state.legal_actions()
        assert legal, "a running match offers no action"
        assert len(set(legal)) == len(legal), "an action is offered twice"
        for action in legal:
            if action not in SHARED_SET:
                tried.setdefault(action, False)
        check_refusals(state, illegal_probes(state, tried, rng))
        for action in legal[:6]:
            state.clone().apply(action)


# ------------------------------------------------------------------ Hypothesis: options and seats


def rules_strategy(info: GameInfo) -> st.SearchStrategy[Any]:
    """Rules of ``info`` with any player count and any allowed value of every option."""
    keys: dict[str, st.SearchStrategy[Any]] = {}
    for option in options_of(info.rules_class):
        if option.key == "players":
            keys[option.key] = st.sampled_from(info.player_counts)
        elif option.choices is not None:
            keys[option.key] = st.sampled_from(option.choices)
        elif option.kind is bool:
            keys[option.key] = st.booleans()
    return st.fixed_dictionaries(keys).map(lambda d: dataclasses.replace(info.default_rules(), **d))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_any_options_keep_the_contract(game_id: str) -> None:
    info = GAMES[game_id]

    @settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(rules=rules_strategy(info), seed=st.integers(0, 10**6))
    def run(rules: Any, seed: int) -> None:
        for match, _ in random_match(info, rules.players, seed, rules, limit=200):
            check_cards_conserved(match.state)
        replayed = records.replay(records.loads(records.dumps(match.to_record())))
        assert replayed.state == match.state

    run()


# ------------------------------------------------------------------------------------ perft


PERFT_DEPTH = 4
PERFT_SEEDS = (1, 2)


def perft_counts() -> dict[str, dict[str, list[int]]]:
    out: dict[str, dict[str, list[int]]] = {}
    for game_id, info in GAMES.items():
        for players in info.player_counts:
            for seed in PERFT_SEEDS:
                state = info.new_state(info.default_rules(players), seed)
                out.setdefault(game_id, {})[f"{players}p seed {seed}"] = [
                    perft(state, d) for d in range(1, PERFT_DEPTH + 1)
                ]
    return out


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_perft_counts_match_the_golden_file(game_id: str) -> None:
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert game_id in golden, f"no perft counts for {game_id}: run this file with --regenerate"
    info = GAMES[game_id]
    for players in info.player_counts:
        for seed in PERFT_SEEDS:
            state = info.new_state(info.default_rules(players), seed)
            expected = golden[game_id][f"{players}p seed {seed}"]
            assert [perft(state, d) for d in range(1, PERFT_DEPTH + 1)] == expected


if __name__ == "__main__" and "--regenerate" in sys.argv:
    counts = perft_counts()
    lines = [f' "{g}": {json.dumps(by_deal)}' for g, by_deal in counts.items()]
    GOLDEN.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")
    print(f"wrote {GOLDEN}")
