"""Cards as small ints, card sets as int bitmasks.

A card id is ``suit * 9 + rank`` with neutral suit and rank ids, so every deck of the suite
(20, 24, 32, 33 and 36 cards) is a subset of one 36-card universe and a set of cards fits in
one int. Names in French or German are display data (see :mod:`kartln.engine.names`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from enum import IntEnum


class Suit(IntEnum):
    """Neutral suit ids; rules/README.md §4 maps them to French and German suits."""

    HEARTS = 0  # Herz
    DIAMONDS = 1  # Schellen (Bells)
    CLUBS = 2  # Eichel (Acorns)
    SPADES = 3  # Grün / Laub (Leaves)


class Rank(IntEnum):
    """Neutral rank ids in printed order; each game supplies its own rank order."""

    SIX = 0
    SEVEN = 1
    EIGHT = 2
    NINE = 3
    TEN = 4
    JACK = 5  # Unter
    QUEEN = 6  # Ober
    KING = 7
    ACE = 8  # Daus / Sau


SUITS: tuple[Suit, ...] = tuple(Suit)
RANKS: tuple[Rank, ...] = tuple(Rank)
NUM_RANKS = 9
UNIVERSE_SIZE = 36

Card = int
CardSet = int  # bitmask over card ids


def card(suit: Suit | int, rank: Rank | int) -> Card:
    return int(suit) * NUM_RANKS + int(rank)


def suit_of(c: Card) -> Suit:
    return SUITS[c // NUM_RANKS]


def rank_of(c: Card) -> Rank:
    return RANKS[c % NUM_RANKS]


def bit(c: Card) -> CardSet:
    return 1 << c


def mask(cards: Iterable[Card]) -> CardSet:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_in(m: CardSet) -> list[Card]:
    """The cards of a set in ascending id order."""
    out: list[Card] = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def iter_cards(m: CardSet) -> Iterator[Card]:
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low


def random_card(m: CardSet, rand: Callable[[], float]) -> Card:
    """A card of the non-empty set ``m``, each as likely, by one draw of ``rand`` (in [0, 1)): the
    ``int(rand() * count(m))``-th card in ascending id order."""
    i = int(rand() * m.bit_count())
    while i:
        m &= m - 1
        i -= 1
    return (m & -m).bit_length() - 1


# The cards of each byte of a mask: CARDS_BY_BYTE[b][v] lists the cards 8*b + i for the bits i of v.
CARDS_BY_BYTE: tuple[tuple[tuple[Card, ...], ...], ...] = tuple(
    tuple(tuple(8 * b + i for i in range(8) if v >> i & 1 and 8 * b + i < UNIVERSE_SIZE) for v in range(256))
    for b in range(5)
)


def count(m: CardSet) -> int:
    return m.bit_count()


SUIT_MASK: tuple[CardSet, ...] = tuple(
    mask(card(s, r) for r in RANKS) for s in SUITS
)
RANK_MASK: tuple[CardSet, ...] = tuple(mask(card(s, r) for s in SUITS) for r in RANKS)


def _deck(ranks: Iterable[Rank], extra: Iterable[Card] = ()) -> tuple[Card, ...]:
    rs = tuple(ranks)
    return tuple(sorted({card(s, r) for s in SUITS for r in rs} | set(extra)))


# The decks of rules/README.md §1.
DECK_20 = _deck((Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK))
DECK_24 = _deck((Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE))
DECK_32 = _deck(
    (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
)
WELI: Card = card(Suit.DIAMONDS, Rank.SIX)  # the Schellen-6
DECK_33 = _deck(
    (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN),
    extra=(WELI,),
)
DECK_36 = _deck(RANKS)

DECKS: dict[int, tuple[Card, ...]] = {
    20: DECK_20,
    24: DECK_24,
    32: DECK_32,
    33: DECK_33,
    36: DECK_36,
}

_RANK_TEXT = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
_SUIT_TEXT = ("H", "D", "C", "S")
_RANK_PARSE = {t: Rank(i) for i, t in enumerate(_RANK_TEXT)} | {"T": Rank.TEN}
_SUIT_PARSE = {t: Suit(i) for i, t in enumerate(_SUIT_TEXT)}


def card_text(c: Card) -> str:
    """Compact, language-neutral text used in records: ``QH``, ``10S``, ``6D``."""
    return _RANK_TEXT[c % NUM_RANKS] + _SUIT_TEXT[c // NUM_RANKS]


def parse_card(text: str) -> Card:
    t = text.strip().upper()
    if len(t) < 2 or t[:-1] not in _RANK_PARSE or t[-1] not in _SUIT_PARSE:
        raise ValueError(f"not a card: {text!r} (expected rank then suit, like QH or 10S)")
    return card(_SUIT_PARSE[t[-1]], _RANK_PARSE[t[:-1]])


def suit_text(s: Suit | int) -> str:
    return _SUIT_TEXT[int(s)]


def parse_suit(text: str) -> Suit:
    t = text.strip().upper()
    if t not in _SUIT_PARSE:
        raise ValueError(f"not a suit: {text!r} (expected H, D, C or S)")
    return _SUIT_PARSE[t]
