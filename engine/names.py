"""Display names of suits and ranks for French- and German-suited decks.

The engine works with neutral ids; which names a player reads depends on the deck chosen in the
settings (rules/README.md §4). ``Pack`` says which naming tradition applies.
"""

from __future__ import annotations

from enum import Enum

from kartln.engine.cards import NUM_RANKS, Card, Rank, Suit


class Pack(Enum):
    FRENCH = "french"
    GERMAN = "german"


FRENCH_SUIT_SYMBOL = {Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣", Suit.SPADES: "♠"}
FRENCH_SUIT_NAME = {Suit.HEARTS: "Hearts", Suit.DIAMONDS: "Diamonds", Suit.CLUBS: "Clubs", Suit.SPADES: "Spades"}
GERMAN_SUIT_NAME = {Suit.HEARTS: "Herz", Suit.DIAMONDS: "Schellen", Suit.CLUBS: "Eichel", Suit.SPADES: "Grün"}

FRENCH_RANK_INDEX = {
    Rank.SIX: "6", Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10",
    Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A",
}
FRENCH_RANK_NAME = {
    Rank.SIX: "Six", Rank.SEVEN: "Seven", Rank.EIGHT: "Eight", Rank.NINE: "Nine", Rank.TEN: "Ten",
    Rank.JACK: "Jack", Rank.QUEEN: "Queen", Rank.KING: "King", Rank.ACE: "Ace",
}
GERMAN_RANK_INDEX = {
    Rank.SIX: "6", Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10",
    Rank.JACK: "U", Rank.QUEEN: "O", Rank.KING: "K", Rank.ACE: "A",
}
#: How a German-suited card is named in a sentence: the pips by number, the court cards and the ace
#: by word ("Herz Ober", never "Herz O"; the corner index is for the card's face only).
GERMAN_RANK_WORD = {
    Rank.SIX: "6", Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10",
    Rank.JACK: "Unter", Rank.QUEEN: "Ober", Rank.KING: "König", Rank.ACE: "Ass",
}
GERMAN_RANK_NAME = {
    Rank.SIX: "Sechser", Rank.SEVEN: "Siebener", Rank.EIGHT: "Achter", Rank.NINE: "Neuner",
    Rank.TEN: "Zehner", Rank.JACK: "Unter", Rank.QUEEN: "Ober", Rank.KING: "König", Rank.ACE: "Daus",
}


def suit_name(suit: Suit | int, pack: Pack = Pack.FRENCH) -> str:
    s = Suit(suit)
    return GERMAN_SUIT_NAME[s] if pack is Pack.GERMAN else FRENCH_SUIT_NAME[s]


def suit_symbol(suit: Suit | int, pack: Pack = Pack.FRENCH) -> str:
    s = Suit(suit)
    return GERMAN_SUIT_NAME[s] if pack is Pack.GERMAN else FRENCH_SUIT_SYMBOL[s]


def short_name(c: Card, pack: Pack = Pack.FRENCH) -> str:
    """``Q♥`` for French packs, ``Herz O`` for German packs."""
    s, r = Suit(c // NUM_RANKS), Rank(c % NUM_RANKS)
    if pack is Pack.GERMAN:
        return f"{GERMAN_SUIT_NAME[s]} {GERMAN_RANK_INDEX[r]}"
    return f"{FRENCH_RANK_INDEX[r]}{FRENCH_SUIT_SYMBOL[s]}"


def spoken_name(c: Card, pack: Pack = Pack.FRENCH) -> str:
    """A card named in a sentence: ``Q♥`` for French packs, ``Herz Ober`` for German packs."""
    if pack is Pack.GERMAN:
        s, r = Suit(c // NUM_RANKS), Rank(c % NUM_RANKS)
        return f"{GERMAN_SUIT_NAME[s]} {GERMAN_RANK_WORD[r]}"
    return short_name(c, pack)


def long_name(c: Card, pack: Pack = Pack.FRENCH) -> str:
    """``Queen of Hearts`` or ``Herz-Ober``."""
    s, r = Suit(c // NUM_RANKS), Rank(c % NUM_RANKS)
    if pack is Pack.GERMAN:
        return f"{GERMAN_SUIT_NAME[s]}-{GERMAN_RANK_NAME[r]}"
    return f"{FRENCH_RANK_NAME[r]} of {FRENCH_SUIT_NAME[s]}"
