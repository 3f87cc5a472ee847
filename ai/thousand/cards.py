"""Card facts the Thousand players use, read from the engine's one definition of each.

Card points are the engine's table (:data:`kartln.engine.games.thousand.state.CARD_POINTS`), the
marriages its masks, and ranks, suits and who beats whom come from the trick orders of
:mod:`kartln.engine.games.thousand.state` with its following rule. Everything is a small int or
an int bitmask (engine.cards); tables are built once at import.
"""

from __future__ import annotations

from kartln.engine.cards import DECK_24, Card, CardSet, Rank, Suit, card, cards_in, mask
from kartln.engine.games.thousand.rules import MARRIAGE_VALUES_FRENCH
from kartln.engine.games.thousand.state import ACES as _ACES
from kartln.engine.games.thousand.state import CARD_POINTS, FOLLOW_RULE, MARRIAGE_MASKS, ORDERS, card_points

_PLAIN = ORDERS[None]  # no trumps: each card's own suit and rank
DECK: CardSet = _PLAIN.deck
SUITS4: tuple[int, ...] = (0, 1, 2, 3)
NINE, JACK, QUEEN, KING, TEN, ACE = Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE

#: Card points per card id (A 11, 10 10, K 4, Q 3, J 2, 9 0; 0 outside the 24-card deck).
POINTS: tuple[int, ...] = CARD_POINTS
#: Strength inside a suit: 9 < J < Q < K < 10 < A (0..5; -1 outside the deck).
STRENGTH: tuple[int, ...] = tuple(s - 1 if DECK >> c & 1 else -1 for c, s in enumerate(_PLAIN.strength))
#: Thousand suits within the 24-card deck.
SUIT: tuple[CardSet, ...] = _PLAIN.suit_masks[:4]
#: Same-suit cards that beat a card (no trumps involved), and those it beats.
HIGHER: tuple[CardSet, ...] = _PLAIN.beaten_by
LOWER: tuple[CardSet, ...] = tuple(
    mask(d for d in DECK_24 if HIGHER[d] >> c & 1) if DECK >> c & 1 else 0 for c in range(len(HIGHER))
)
KINGS: tuple[Card, ...] = tuple(card(s, KING) for s in Suit)
QUEENS: tuple[Card, ...] = tuple(card(s, QUEEN) for s in Suit)
ACES: tuple[Card, ...] = tuple(card(s, ACE) for s in Suit)
TENS: tuple[Card, ...] = tuple(card(s, TEN) for s in Suit)
NINES_MASK: CardSet = mask(card(s, NINE) for s in Suit)
ACES_MASK: CardSet = _ACES
MARRIAGE: tuple[CardSet, ...] = MARRIAGE_MASKS
#: Marriage values by internal suit for the French pack (♥100 ♦80 ♣60 ♠40); the rules' own values
#: come from :func:`kartln.engine.games.thousand.rules.marriage_values`.
VALUES_FRENCH: tuple[int, ...] = MARRIAGE_VALUES_FRENCH

points = card_points
cards_of = cards_in


def highest(m: CardSet) -> Card:
    """The strongest card of a non-empty set (by rank strength, then id)."""
    return max(cards_in(m), key=lambda c: (STRENGTH[c], POINTS[c], c))


def lowest(m: CardSet) -> Card:
    return min(cards_in(m), key=lambda c: (STRENGTH[c], POINTS[c], c))


def marriages_in(hand: CardSet) -> list[int]:
    """Suits of the marriages (K and Q together) in a hand."""
    return [s for s in SUITS4 if hand & MARRIAGE[s] == MARRIAGE[s]]


def beats(x: Card, w: Card, trump: int | None) -> bool:
    """Whether ``x`` beats the currently winning card ``w`` under ``trump`` (thousand.md §7.3)."""
    return ORDERS[trump].beats(x, w)


def winning_index(cards: tuple[Card, ...] | list[Card], trump: int | None) -> int:
    return ORDERS[trump].trick_winner_index(cards)


def legal_follow(hand: CardSet, led: Card, trump: int | None) -> CardSet:
    """The engine's following rule: follow suit, else trump, else anything (thousand.md §7.1)."""
    return ORDERS[trump].legal_follow(FOLLOW_RULE, hand, led, led)
