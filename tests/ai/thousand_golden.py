"""Recorded card-play decisions of Thousand's hard player, to hold its search to what it decided.

Seeded matches are played by the normal player; at every card play with a choice the hard player
(its budget of worlds and roll-outs, without the clock: time caps would make the choice depend on
the machine) decides too, and its card, how it found it (roll-outs, exact, for its own points),
whether the heuristic's hint agreed (not the hint rule's name) and its worlds are recorded.

Run as a script to write the golden file (``python tests/ai/thousand_golden.py``); the test
(tests/ai/test_thousand_golden.py) compares the code of the day with it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from kartln.ai.levels import make_agent
from kartln.engine.actions import PlayCard
from kartln.engine.games.thousand.rules import ThousandRules
from kartln.engine.games.thousand.state import ThousandState

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "thousand_hard_decisions.json"
# The hard level without its clock: the same worlds and roll-outs whatever the machine's speed.
UNTIMED_HARD = "hard:time_cap=1000:hard_cap=1000"
# (players, rule options, match seed, decisions to record)
CASES: tuple[tuple[int, dict[str, Any], int, int], ...] = (
    (3, {}, 11, 24),
    (3, {}, 12, 24),
    (2, {}, 13, 16),
    (4, {}, 14, 16),
    (3, {"ace_marriage": True}, 15, 16),
    (3, {"card_pack": "german"}, 16, 12),
)


def _action(a: Any) -> list[int]:
    return [a.card, int(a.marriage)] if isinstance(a, PlayCard) else [-1, 0]


def record_case(players: int, options: dict[str, Any], seed: int, count: int) -> list[dict[str, Any]]:
    rules = ThousandRules(players=players, **options)
    state = ThousandState(rules, seed)
    normal = [make_agent("thousand", "normal", seed * 10 + s, rules) for s in range(players)]
    hard = [make_agent("thousand", UNTIMED_HARD, seed * 10 + s, rules) for s in range(players)]
    out: list[dict[str, Any]] = []
    while not state.is_terminal() and len(out) < count:
        seat = state.current_player()
        legal = list(state.legal_actions())
        obs = state.observation(seat)
        if state.phase == "play" and len(legal) > 1:
            agent: Any = hard[seat]
            choice = agent.choose(obs, legal)
            how, _, hint = agent.last_reason.partition(", agrees with ")
            out.append({
                "deal": state.deal_no, "trick": obs.trick_no, "seat": seat, "choice": _action(choice),
                "how": how, "agrees_with_hint": bool(hint), "worlds": agent.last_worlds,
            })
        state.apply(normal[seat].choose(obs, legal))
    return out


def record() -> dict[str, Any]:
    random.seed(0)
    return {f"{p}p {o} seed {s}": record_case(p, o, s, n) for p, o, s, n in CASES}


if __name__ == "__main__":
    GOLDEN.write_text(json.dumps(record(), indent=1) + "\n")
    print(f"wrote {GOLDEN}")
