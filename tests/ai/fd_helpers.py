"""Helpers for the Fünf dazu! AI tests: exact deals, random positions, brute force."""

from __future__ import annotations

import random
from collections.abc import Sequence

from kartln.engine.actions import PlayCard
from kartln.engine.cards import DECK_32, Card, parse_card
from kartln.engine.games.fuenf_dazu import FuenfDazuRules, FuenfDazuState


def deal(hands: Sequence[str], dealer: int | None = None, rules: FuenfDazuRules | None = None) -> FuenfDazuState:
    """A match whose first deal gives ``hands[seat]`` (five cards each, text like "AS 10S 7H ...")
    with forehand seat 0 unless ``dealer`` says otherwise."""
    n = len(hands)
    rules = rules or FuenfDazuRules(players=n)
    dealer = n - 1 if dealer is None else dealer
    fh = (dealer + 1) % n
    seats = [(fh + i) % n for i in range(n)]
    cards = {s: [parse_card(t) for t in hands[s].split()] for s in range(n)}
    order: list[Card] = []
    for lo, hi in ((0, 3), (3, 5)):
        for s in seats:
            order += cards[s][lo:hi]
    order += [c for c in DECK_32 if c not in order]
    deck = [order[-1], *order[:-1]]  # a cut at 1 puts it back in this order
    return FuenfDazuState(rules, 0, dealer=dealer, decks=[(deck, [1])])


def play(state: FuenfDazuState, *cards: str) -> FuenfDazuState:
    for t in cards:
        state.apply(PlayCard(parse_card(t)))
    return state


def random_positions(count: int, seed: int, players: Sequence[int] = (2, 3, 4), *, max_cards: int = 5,
                     rules_variants: bool = True) -> list[FuenfDazuState]:
    """Positions of Fünf dazu! deals (a decision pending) reached by random play, each with at
    most ``max_cards`` cards in the hand of the player to act."""
    rng = random.Random(seed)
    out: list[FuenfDazuState] = []
    while len(out) < count:
        n = rng.choice(list(players))
        rules = FuenfDazuRules(players=n)
        if rules_variants:
            rules = FuenfDazuRules(players=n, rank_order=rng.choice(["ace_ten", "plain"]),
                                   must_win=rng.random() < 0.75)
        state = FuenfDazuState(rules, rng.randrange(10**9))
        steps = rng.randrange(0, 5 * n)
        for _ in range(steps):
            state.apply(rng.choice(state.legal_actions()))
        if state.is_terminal() or len(state.sheet):
            continue
        if state.hands[state.current_player()].bit_count() <= max_cards:
            out.append(state)
    return out


def brute_force(state: FuenfDazuState) -> tuple[float, ...]:
    """Max-n value of the deal from ``state`` by the engine itself (ties: the mean of the tied
    children), as minus each seat's score change."""
    rows = len(state.sheet)
    if len(state.sheet) > rows or state.is_terminal():
        raise ValueError("the deal is over")
    return _brute(state, rows)


def _brute(state: FuenfDazuState, rows: int) -> tuple[float, ...]:
    if len(state.sheet) > rows:
        return tuple(-float(c) for c in state.sheet[rows].changes)
    seat = state.current_player()
    children = []
    for a in state.legal_actions():
        child = state.clone()
        child.apply(a)
        children.append(_brute(child, rows))
    best = max(v[seat] for v in children)
    tied = [v for v in children if v[seat] >= best - 1e-9]
    return tuple(sum(v[i] for v in tied) / len(tied) for i in range(len(tied[0])))
