"""Card facts the Thousand players use: points, rank strength, suit masks, marriages.

Everything is a small int or an int bitmask (engine.cards); tables are built once at import.
"""

from __future__ import annotations

from kartln.engine.cards import DECK_24, NUM_RANKS, SUIT_MASK, Card, CardSet, Rank, Suit, card, mask
from kartln.engine.games.thousand.rules import MARRIAGE_VALUES_FRENCH

DECK: CardSet = mask(DECK_24)
SUITS4: tuple[int, ...] = (0, 1, 2, 3)
NINE, JACK, QUEEN, KING, TEN, ACE = Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE

#: Card points per card id (A 11, 10 10, K 4, Q 3, J 2, 9 0; 0 outside the 24-card deck).
POINTS: tuple[int, ...] = tuple(
    {ACE: 11, TEN: 10, KING: 4, QUEEN: 3, JACK: 2}.get(Rank(c % NUM_RANKS), 0) for c in range(36)
)
#: Strength inside a suit: 9 < J < Q < K < 10 < A (0..5; -1 outside the deck).
_STRENGTH_OF_RANK = {NINE: 0, JACK: 1, QUEEN: 2, KING: 3, TEN: 4, ACE: 5}
STRENGTH: tuple[int, ...] = tuple(_STRENGTH_OF_RANK.get(Rank(c % NUM_RANKS), -1) for c in range(36))
#: Thousand suits within the 24-card deck.
SUIT: tuple[CardSet, ...] = tuple(SUIT_MASK[s] & DECK for s in SUITS4)
#: Same-suit cards that beat a card (no trumps involved).
HIGHER: tuple[CardSet, ...] = tuple(
    mask(d for d in DECK_24 if d // NUM_RANKS == c // NUM_RANKS and STRENGTH[d] > STRENGTH[c]) if c in DECK_24 else 0
    for c in range(36)
)
LOWER: tuple[CardSet, ...] = tuple(
    mask(d for d in DECK_24 if d // NUM_RANKS == c // NUM_RANKS and STRENGTH[d] < STRENGTH[c]) if c in DECK_24 else 0
    for c in range(36)
)
KINGS: tuple[Card, ...] = tuple(card(s, KING) for s in Suit)
QUEENS: tuple[Card, ...] = tuple(card(s, QUEEN) for s in Suit)
ACES: tuple[Card, ...] = tuple(card(s, ACE) for s in Suit)
TENS: tuple[Card, ...] = tuple(card(s, TEN) for s in Suit)
NINES_MASK: CardSet = mask(card(s, NINE) for s in Suit)
ACES_MASK: CardSet = mask(card(s, ACE) for s in Suit)
MARRIAGE: tuple[CardSet, ...] = tuple((1 << card(s, KING)) | (1 << card(s, QUEEN)) for s in Suit)
#: Marriage values by internal suit for the French pack (♥100 ♦80 ♣60 ♠40); the rules' own values
#: come from :func:`kartln.engine.games.thousand.rules.marriage_values`.
VALUES_FRENCH: tuple[int, ...] = MARRIAGE_VALUES_FRENCH


def suit_of(c: Card) -> int:
    return c // NUM_RANKS


def is_rank(c: Card, r: Rank) -> bool:
    return c % NUM_RANKS == r


def points(cards: CardSet) -> int:
    total = 0
    while cards:
        low = cards & -cards
        total += POINTS[low.bit_length() - 1]
        cards ^= low
    return total


def cards_of(m: CardSet) -> list[Card]:
    out: list[Card] = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def highest(m: CardSet) -> Card:
    """The strongest card of a non-empty set (by rank strength, then id)."""
    return max(cards_of(m), key=lambda c: (STRENGTH[c], POINTS[c], c))


def lowest(m: CardSet) -> Card:
    return min(cards_of(m), key=lambda c: (STRENGTH[c], POINTS[c], c))


def marriages_in(hand: CardSet) -> list[int]:
    """Suits of the marriages (K and Q together) in a hand."""
    return [s for s in SUITS4 if hand & MARRIAGE[s] == MARRIAGE[s]]


def beats(x: Card, w: Card, trump: int | None) -> bool:
    """Whether ``x`` beats the currently winning card ``w`` (Thousand: trump, else higher same suit)."""
    sx, sw = x // NUM_RANKS, w // NUM_RANKS
    if sx == sw:
        return STRENGTH[x] > STRENGTH[w]
    return trump is not None and sx == trump


def winning_index(cards: tuple[Card, ...] | list[Card], trump: int | None) -> int:
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump):
            best = i
    return best


def legal_follow(hand: CardSet, led: Card, trump: int | None) -> CardSet:
    """Rule F2: follow suit, else trump, else anything (thousand.md §7.1)."""
    same = hand & SUIT[led // NUM_RANKS]
    if same:
        return same
    if trump is not None:
        trumps = hand & SUIT[trump]
        if trumps:
            return trumps
    return hand
