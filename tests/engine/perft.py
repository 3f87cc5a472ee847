"""Perft: the number of distinct sequences of legal actions of a given length from a state."""

from __future__ import annotations

from kartln.engine.state import GameState


def perft(state: GameState, depth: int) -> int:
    if depth == 0 or state.is_terminal():
        return 1
    legal = state.legal_actions()
    if depth == 1:
        return len(legal)
    total = 0
    for action in legal:
        child = state.clone()
        child.apply(action)
        total += perft(child, depth - 1)
    return total
