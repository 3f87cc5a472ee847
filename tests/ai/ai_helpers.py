"""Helpers for the AI tests: build exact Thousand positions and look at them as a seat does."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kartln.ai.thousand.agent import HeuristicThousandAgent
from kartln.ai.thousand.blunders import state_with_hands
from kartln.ai.thousand.context import Ctx, HeuristicParams
from kartln.engine.cards import Card, mask, parse_card
from kartln.engine.games.thousand.actions import parse_action
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.games.thousand.rules import ThousandRules
from kartln.engine.games.thousand.state import ThousandState
from kartln.engine.state import Action


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def cset(text: str) -> int:
    return mask(cards(text))


def new_state(p1: str, p2: str, p3: str, stock: str = "", rules: ThousandRules | None = None) -> ThousandState:
    return state_with_hands(p1, p2, p3, stock, rules)


def do(s: ThousandState, *actions: str) -> ThousandState:
    for a in actions:
        s.apply(parse_action(a))
    return s


def view(s: ThousandState, params: HeuristicParams | None = None) -> tuple[ThousandObservation, list[Action], Ctx]:
    """The observation and legal actions of the seat to act, with a heuristic rule context."""
    seat = s.current_player()
    obs = s.observation(seat)
    agent = HeuristicThousandAgent(0, params)
    return obs, list(s.legal_actions()), agent.context(obs)


def text(action: Any) -> str:
    return str(action.text()) if action is not None else "None"


def play_texts(actions: Sequence[Action]) -> list[str]:
    return [a.text() for a in actions]


def positions(count: int, seed: int, level: str = "normal", phases: tuple[str, ...] | None = None,
              every: int = 1) -> list[ThousandState]:
    """Positions (cloned states, a decision with a real choice pending) from seeded games of
    ``level`` players, optionally only in ``phases``, taking every ``every``-th one."""
    from kartln.ai.levels import make_agent

    out: list[ThousandState] = []
    game = 0
    k = 0
    while len(out) < count:
        state = ThousandState(ThousandRules(), seed * 1000 + game)
        agents = [make_agent("thousand", level, seed * 1000 + game * 3 + s) for s in range(3)]
        game += 1
        while not state.is_terminal() and len(state.sheet) < 3 and len(out) < count:
            seat = state.current_player()
            legal = state.legal_actions()
            if len(legal) > 1 and (phases is None or state.phase in phases):
                if k % every == 0:
                    out.append(state.clone())
                k += 1
            state.apply(agents[seat].choose(state.observation(seat), legal))
    return out
