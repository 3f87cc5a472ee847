"""Helpers for the AI tests: build exact Thousand positions and look at them as a seat does."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kartln.ai.thousand.agent import HeuristicThousandAgent
from kartln.ai.thousand.context import Ctx, HeuristicParams
from kartln.engine.actions import parse_action
from kartln.engine.cards import DECK_24, Card, card_text, mask, parse_card
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.games.thousand.rules import ThousandRules
from kartln.engine.games.thousand.state import ThousandState
from kartln.engine.state import Action


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def cset(text: str) -> int:
    return mask(cards(text))


def deck3(p1: str, p2: str, p3: str, stock: str = "") -> list[Card]:
    """The cut deck dealing these hands to seats 0, 1, 2 (dealer 2) and this stock; missing cards
    are filled in id order, and the bottom card is kept away from the nines."""
    specs = [cards(p1), cards(p2), cards(p3), cards(stock)]
    used = [c for s in specs for c in s]
    assert len(used) == len(set(used)), "a card is given twice"
    rest = [c for c in DECK_24 if c not in used]
    filled = []
    for spec, size in zip(specs, (7, 7, 7, 3), strict=True):
        assert len(spec) <= size
        filled.append(spec + rest[: size - len(spec)])
        rest = rest[size - len(spec):]
    h1, h2, h3, st = filled
    non_nines = [c for c in st if card_text(c)[:-1] != "9"]
    st = [c for c in st if c != non_nines[-1]] + [non_nines[-1]]
    deck: list[Card] = [0] * 24
    deck[0], deck[10], deck[23] = st
    it = [iter(h1), iter(h2), iter(h3)]
    for i in list(range(1, 10)) + list(range(11, 23)):
        deck[i] = next(it[(i - 1) % 3 if i < 10 else (i - 11) % 3])
    return deck


def new_state(p1: str, p2: str, p3: str, stock: str = "", rules: ThousandRules | None = None) -> ThousandState:
    deck = deck3(p1, p2, p3, stock)
    uncut = deck[-1:] + deck[:-1]
    return ThousandState(rules or ThousandRules(), 0, dealer=2, decks=[(uncut, [1])])


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
