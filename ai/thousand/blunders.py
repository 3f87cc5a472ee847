"""The blunder suite of Thousand: positions with one clearly right decision, and
``kartln bench blunders``, the share of them a computer player gets right.

The positions live in ``blunders.json`` beside this module. Hand-made ones give the three dealt
hands and the stock (seat 2 deals); the others replay a seeded match with the default rules.
An entry passes when the player's action is among its ``good`` ones, or not among its ``bad`` ones.
"""

from __future__ import annotations

import argparse
import json
from functools import cache
from importlib import resources
from typing import Any

from kartln.ai.levels import make_agent
from kartln.ai.thousand.levels import parse_level
from kartln.engine.cards import DECK_24, Card, card_text, cards_in, parse_card
from kartln.engine.command_checks import refuse
from kartln.engine.games.thousand.actions import parse_action
from kartln.engine.games.thousand.rules import ThousandRules
from kartln.engine.games.thousand.state import ThousandState
from kartln.engine.quoting import quote

HAND_SIZES = (7, 7, 7, 3)  # three hands and the stock


@cache
def suite() -> tuple[dict[str, Any], ...]:
    text = resources.files("kartln.ai.thousand").joinpath("blunders.json").read_text(encoding="utf-8")
    return tuple(json.loads(text)["positions"])


def dealt_deck(p1: str, p2: str, p3: str, stock: str = "") -> list[Card]:
    """The cut deck that deals these hands to seats 0, 1, 2 (dealer 2) and this stock; missing
    cards are filled in id order, and the bottom card is kept away from the nines (the cut rule)."""
    specs = [[parse_card(t) for t in text.split()] for text in (p1, p2, p3, stock)]
    used = [c for s in specs for c in s]
    if len(used) != len(set(used)):
        raise ValueError("a card is given twice")
    rest = [c for c in DECK_24 if c not in used]
    filled = []
    for spec, size in zip(specs, HAND_SIZES, strict=True):
        if len(spec) > size:
            raise ValueError(f"{len(spec)} cards where {size} are dealt")
        filled.append(spec + rest[: size - len(spec)])
        rest = rest[size - len(spec):]
    h1, h2, h3, st = filled
    non_nines = [c for c in st if card_text(c)[:-1] != "9"]
    st = [c for c in st if c != non_nines[-1]] + [non_nines[-1]]
    deck: list[Card] = [0] * 24
    deck[0], deck[10], deck[23] = st
    hands = [iter(h1), iter(h2), iter(h3)]
    for i in list(range(1, 10)) + list(range(11, 23)):
        deck[i] = next(hands[(i - 1) % 3 if i < 10 else (i - 11) % 3])
    return deck


def state_with_hands(p1: str, p2: str, p3: str, stock: str = "", rules: ThousandRules | None = None) -> ThousandState:
    """A new three-player match whose first deal gives these hands and this stock."""
    deck = dealt_deck(p1, p2, p3, stock)
    uncut = deck[-1:] + deck[:-1]
    return ThousandState(rules or ThousandRules(), 0, dealer=2, decks=[(uncut, [1])])


def position(entry: dict[str, Any]) -> ThousandState:
    if "hands" in entry:
        p1, p2, p3 = entry["hands"]
        state = state_with_hands(p1, p2, p3, entry["stock"])
    else:
        state = ThousandState(ThousandRules(), entry["seed"])
    for text in entry["actions"]:
        state.apply(parse_action(text))
    return state


def decision(entry: dict[str, Any], level: str, seed: int = 17) -> str:
    """The action the computer player of ``level`` takes in the entry's position, as text."""
    state = position(entry)
    seat = state.current_player()
    return make_agent("thousand", level, seed).choose(state.observation(seat), state.legal_actions()).text()


def is_right(entry: dict[str, Any], action: str) -> bool:
    if "good" in entry:
        return bool(action in entry["good"])
    return bool(action not in entry["bad"])


def passes(entry: dict[str, Any], level: str, seed: int = 17) -> bool:
    return is_right(entry, decision(entry, level, seed))


def describe_failure(entry: dict[str, Any], chosen: str) -> str:
    """A failed position in words: what the player held and saw, what it chose, what was right."""
    state = position(entry)
    obs = state.observation(state.current_player())
    held = " ".join(card_text(c) for c in cards_in(obs.hand or 0))
    situation = f"seat {obs.seat} holding {held}"
    if obs.phase == "play":
        table = ", ".join(f"{card_text(c)} by seat {s}" for s, c in obs.trick)
        situation += f", trick {len(obs.tricks) + 1}, " + (f"{table} on the table" if table else "to lead")
    verdict = f"right: {' or '.join(entry['good'])}" if "good" in entry else "a blunder here"
    return f"{entry['category']}, {situation}: chose {chosen}; {verdict} ({entry['note']}) [{entry['id']}]"


def run_suite(level: str, seed: int = 17) -> dict[str, Any]:
    parse_level(level)
    chosen = {e["id"]: decision(e, level, seed) for e in suite()}
    wrong = [e for e in suite() if not is_right(e, chosen[e["id"]])]
    failed_ids = {e["id"] for e in wrong}
    categories: dict[str, list[int]] = {}
    for e in suite():
        tally = categories.setdefault(e["category"], [0, 0])
        tally[0] += 1
        tally[1] += e["id"] not in failed_ids
    return {
        "game": "thousand",
        "level": level,
        "positions": len(suite()),
        "pass_rate": round(1 - len(wrong) / len(suite()), 4),
        "failed": [e["id"] for e in wrong],
        "failures": [describe_failure(e, chosen[e["id"]]) for e in wrong],
        "by_category": {c: {"positions": n, "passed": p} for c, (n, p) in sorted(categories.items())},
    }


def run_blunders_command(args: argparse.Namespace) -> int:
    if args.game != "thousand":
        return refuse("bench blunders", f"there is a blunder suite for thousand only, not for {quote(args.game)}")
    try:
        report = run_suite(args.level, args.seed)
    except ValueError as exc:  # an unknown level
        return refuse("bench blunders", exc)
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"thousand level {report['level']}: {report['pass_rate']:.1%} of {report['positions']} positions right")
    for category, c in report["by_category"].items():
        print(f"  {category:24} {c['passed']:3} / {c['positions']}")
    if report["failures"]:
        print("positions got wrong:")
        for line in report["failures"]:
            print(f"  {line}")
    return 0
