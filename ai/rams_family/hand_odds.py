"""How many tricks a five-card hand may take, before the play: the odds the Rams family's players
weigh when they take the cut card, exchange, swap, stay or drop, name trumps or call all five.

A card wins a trick when no other player holds a higher card of its effective suit, and a plain
card also when nobody void in its suit trumps it. Each unseen card lies with one of the others in
proportion to the cards they hold, independently; a plain card meets a trump from each other
player with a fixed small chance, more often the more rounds of its suit it waits for; and length
in trumps wins tricks by itself once the others' trumps are gone. The estimates are rough by design: they rank hands and
exchanges, the card play is judged by search or by the card-play rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from kartln.engine.cards import Card, CardSet, cards_in
from kartln.engine.tricks import TRUMP, TrickOrder

RUFF_PER_PLAYER = 0.12  # the chance that one other player trumps a plain winner
LONGEST_HAND = 1.5  # the longest of the other hands holds about this many times its share of trumps
TRICKS = 5


@dataclass(frozen=True, slots=True)
class HandOdds:
    """Per card, the chance that it takes a trick; and the hand's expected tricks."""

    wins: dict[Card, float]

    @property
    def tricks(self) -> float:
        return min(float(TRICKS), sum(self.wins.values()))

    @property
    def p_none(self) -> float:
        """The chance of no trick at all."""
        p = 1.0
        for w in self.wins.values():
            p *= 1.0 - w
        return p

    def cost(self, per_trick: int, no_trick: int) -> float:
        """The expected score change of playing the hand (count-down: lower is better)."""
        return per_trick * self.tricks + no_trick * self.p_none

    def weakest(self, k: int) -> list[Card]:
        """The ``k`` cards least likely to take a trick (the lower card among equals)."""
        return sorted(self.wins, key=lambda c: (self.wins[c], c))[:k]


def card_odds(order: TrickOrder, cards: Iterable[Card], unseen: CardSet, others: int, held: int) -> HandOdds:
    """The odds of ``cards`` against ``others`` players holding ``held`` of the ``unseen`` cards."""
    room = unseen.bit_count()
    share = min(1.0, held / room) if room else 0.0
    wins: dict[Card, float] = {}
    cards = list(cards)
    mine = 0
    for c in cards:
        mine |= 1 << c
    for c in cards:
        suit = order.effective[c]
        if suit < 0:
            wins[c] = 0.0
            continue
        same = order.suit_masks[suit]
        higher = (unseen & order.beaten_by[c] & same).bit_count()
        p = (1.0 - share) ** higher
        if suit != TRUMP and order.suit_masks[TRUMP]:
            # each round of a plain suit finds more players void: my k-th best card of it meets
            # k + 1 rounds' worth of ruffs
            rounds = 1 + (mine & order.beaten_by[c] & same).bit_count()
            p *= (1.0 - RUFF_PER_PLAYER) ** (others * rounds)
        wins[c] = p
    _long_trumps(order, cards, wins, unseen, others, share)
    return HandOdds(wins)


def _long_trumps(order: TrickOrder, cards: list[Card], wins: dict[Card, float], unseen: CardSet, others: int,
                 share: float) -> None:
    """Length in trumps wins tricks by itself: once the others' trumps are drawn, the small ones
    take tricks too. With ``t`` trumps against about ``e`` in the longest other hand, at least
    ``t - e`` trumps win; the smallest are raised to make up that floor."""
    trumps = sorted((c for c in cards if order.effective[c] == TRUMP), key=lambda c: wins[c])
    if not trumps or not others:
        return
    longest = LONGEST_HAND * (unseen & order.suit_masks[TRUMP]).bit_count() * share / others
    missing = len(trumps) - longest - sum(wins[c] for c in trumps)
    for c in trumps:
        if missing <= 0:
            break
        raise_by = min(1.0 - wins[c], missing)
        wins[c] += raise_by
        missing -= raise_by


def hand_odds(order: TrickOrder, hand: CardSet, known_out: CardSet, others: int) -> HandOdds:
    """The odds of ``hand`` when ``others`` players hold five cards each among the cards not in
    ``hand`` and not known to be out of play."""
    unseen = order.deck & ~hand & ~known_out
    return card_odds(order, cards_in(hand), unseen, others, others * TRICKS)


def average_card(order: TrickOrder, unseen: CardSet, others: int) -> float:
    """The chance that an unseen card drawn at random takes a trick (what an exchange brings)."""
    cards = cards_in(unseen)
    if not cards:
        return 0.0
    odds = card_odds(order, cards, unseen, others, others * TRICKS)
    return sum(odds.wins.values()) / len(cards)
