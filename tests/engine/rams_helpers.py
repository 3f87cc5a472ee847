"""Helpers for the Rams-family engine tests: decks dealt exactly as a scenario needs."""

from __future__ import annotations

from collections.abc import Sequence

from kartln.engine.actions import PlayCard
from kartln.engine.cards import DECK_32, Card, card_text, parse_card
from kartln.engine.state import Event, GameState
from kartln.engine.tricks import FollowRule, TrickOrder


def cards(text: str) -> list[Card]:
    return [parse_card(w) for w in text.split()]


def texts(cs: int | Sequence[Card]) -> set[str]:
    if isinstance(cs, int):
        return {card_text(c) for c in range(36) if cs >> c & 1}
    return {card_text(c) for c in cs}


def injected(order: Sequence[Card], deck: Sequence[Card] = DECK_32) -> tuple[list[Card], list[int]]:
    """An injected (deck, cuts) whose order after the cut (index 1) is ``order`` followed by the
    rest of ``deck``."""
    assert len(set(order)) == len(order), "a scenario names a card twice"
    full = list(order) + [c for c in deck if c not in order]
    return [full[-1], *full[:-1]], [1]


def packets_order(hands: Sequence[str], packets: Sequence[int] = (3, 2)) -> list[Card]:
    """The deck order that deals ``hands`` (in dealing order) in packets of 3 then 2."""
    hs = [cards(h) for h in hands]
    order: list[Card] = []
    start = 0
    for size in packets:
        for h in hs:
            order += h[start:start + size]
        start += size
    return order


def play(state: GameState, *words: str) -> list[Event]:
    out: list[Event] = []
    for w in words:
        out += state.apply(PlayCard(parse_card(w)))
    return out


def legal_follow(order: TrickOrder, rule: FollowRule, trick: str, held: str) -> set[str]:
    played = cards(trick)
    winning = played[order.trick_winner_index(played)]
    hand = 0
    for c in cards(held):
        hand |= 1 << c
    return texts(order.legal_follow(rule, hand, played[0], winning))


def legal_plays(state: GameState) -> set[str]:
    return {card_text(a.card) for a in state.legal_actions() if isinstance(a, PlayCard)}
