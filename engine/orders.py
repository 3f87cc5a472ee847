"""The trick order of every game (rules/*.md, "Cards" sections).

Each builder returns the :class:`~kartln.engine.tricks.TrickOrder` for one trump situation of a
deal. Orders are immutable and cached, so a game may call its builder whenever its trump changes
(Thousand's marriages, Mönch's trump choice) at no cost. Option arguments carry the option keys
and values of the game's "Decisions and options" table; their defaults are the file's defaults.
A game's rules or state picks the builder and its options, once; its deck and following rule are
its state's (``deck_cards``, the rule its tricks start with).
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from kartln.engine.cards import (
    DECK_20,
    DECK_24,
    DECK_32,
    DECK_33,
    DECK_36,
    WELI,
    Card,
    Rank,
    Suit,
    card,
    rank_of,
    suit_of,
)
from kartln.engine.tricks import TRUMP, TrickOrder, build_order, order_from_strengths

A, K, Q, J, T = Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN

#: A K Q J 10 9 8 7 (6): the Rams family's order (ramsen.md §2, rams.md §2, schnalzen.md §2 ...).
PLAIN_RANKS: tuple[Rank, ...] = (A, K, Q, J, T, Rank.NINE, Rank.EIGHT, Rank.SEVEN, Rank.SIX)
#: A 10 K Q J 9 8 7: the ace–ten order (thousand.md §2, bauernschnapsen.md §2, zwanzig.md §2).
#: Ranks missing from a deck are skipped, so the 20- and 24-card games use it too.
ACE_TEN_RANKS: tuple[Rank, ...] = (A, T, K, Q, J, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
#: Bauernschnapsen's Zehnerloch: 10 K Q J A (bauernschnapsen.md §2, §4).
ZEHNERLOCH_RANKS: tuple[Rank, ...] = (T, K, Q, J, A)

#: Ramsen's permanent trumps just below the trump Ace, high → low (ramsen.md §2):
#: Schellen-9, Schellen-7, Eichel-Ober, Eichel-Unter.
RAMSEN_PERMANENT_TRUMPS: tuple[Card, ...] = (
    card(Suit.DIAMONDS, Rank.NINE),
    card(Suit.DIAMONDS, Rank.SEVEN),
    card(Suit.CLUBS, Q),
    card(Suit.CLUBS, J),
)
#: The Mönch, Eichel-Unter, always the highest trump (moench.md §2).
MOENCH: Card = card(Suit.CLUBS, J)
#: Bohemian Watten's optional Criticals Maxi, Belli, Spitz, high → low (bohemian-watten.md §2).
CRITICALS: tuple[Card, ...] = (
    card(Suit.HEARTS, K),
    card(Suit.DIAMONDS, Rank.SEVEN),
    card(Suit.CLUBS, Rank.SEVEN),
)

RankOrder = Literal["ace_ten", "plain"]

def _ranks(rank_order: RankOrder) -> tuple[Rank, ...]:
    return PLAIN_RANKS if rank_order == "plain" else ACE_TEN_RANKS


@cache
def thousand_order(trump_suit: Suit | None) -> TrickOrder:
    """Thousand: A 10 K Q J 9 in every suit; no trump until the first marriage (thousand.md §2, §7)."""
    return build_order(DECK_24, ACE_TEN_RANKS, trump_suit)


@cache
def bauernschnapsen_order(trump_suit: Suit | None, zehnerloch: bool = False) -> TrickOrder:
    """Bauernschnapsen: A 10 K Q J; ``None`` for Bettler and Gang; Zehnerloch 10 K Q J A without
    trumps (bauernschnapsen.md §2, §4)."""
    if zehnerloch and trump_suit is not None:
        raise ValueError("Zehnerloch is played without trumps")
    return build_order(DECK_20, ZEHNERLOCH_RANKS if zehnerloch else ACE_TEN_RANKS, trump_suit)


@cache
def ramsen_order(trump_suit: Suit) -> TrickOrder:
    """Ramsen: trump A, 9♦ 7♦ Q♣ J♣, then the rest of the trump suit K … 7 (ramsen.md §2).

    ``trump_suit`` is the turn-up's printed suit, even when the turn-up is a permanent trump (§4.4).
    """
    return build_order(
        DECK_32, PLAIN_RANKS, trump_suit, bottom_trumps=RAMSEN_PERMANENT_TRUMPS, trump_rank_position=1
    )


@cache
def moench_order(trump_suit: Suit, moench_keep_ramsen_trumps: bool = True) -> TrickOrder:
    """Mönch: J♣ above the trump A, then 9♦ 7♦ Q♣, then the trump suit K … 7 (moench.md §2, D1).

    With ``moench_keep_ramsen_trumps`` off the Mönch is the only permanent trump.
    """
    bottom = RAMSEN_PERMANENT_TRUMPS[:3] if moench_keep_ramsen_trumps else ()
    return build_order(
        DECK_32, PLAIN_RANKS, trump_suit, top_trumps=(MOENCH,), bottom_trumps=bottom, trump_rank_position=1
    )


@cache
def rams_order(trump_suit: Suit) -> TrickOrder:
    """Rams: A K Q J 10 9 8 7 in every suit, turned-up suit trumps (rams.md §2, §4)."""
    return build_order(DECK_32, PLAIN_RANKS, trump_suit)


@cache
def raub_order(trump_suit: Suit) -> TrickOrder:
    """Raub: A K Q J 10 9 8 7 in every suit; the trump card's (or the new trump's) suit (raub.md §2, §4)."""
    return build_order(DECK_32, PLAIN_RANKS, trump_suit)


@cache
def zwanzig_order(trump_suit: Suit, rank_order: RankOrder = "ace_ten") -> TrickOrder:
    """Zwanzig: A 10 K Q J 9 8 7, option ``rank_order = plain`` (zwanzig.md §2, §10 #1)."""
    return build_order(DECK_32, _ranks(rank_order), trump_suit)


@cache
def fuenf_dazu_order(rank_order: RankOrder = "ace_ten") -> TrickOrder:
    """Fünf dazu!: no trumps; A 10 K Q J 9 8 7, option ``rank_order = plain`` (fuenf-dazu.md §2)."""
    return build_order(DECK_32, _ranks(rank_order), None)


@cache
def watten_order(turned: Card, criticals: bool = False, striker_ties: str = "first") -> TrickOrder:
    """Bohemian Watten (bohemian-watten.md §2).

    The turned card ``X`` gives the trump suit and the striker rank. Trumps high → low: the right
    striker ``X``, the other three strikers (equal: the first played stays winning, §9 #2), the
    trump suit A K Q J 10 9 8 7 without its striker. Plain suits keep the same order without their
    striker. With ``criticals`` K♥ > 7♦ > 7♣ rank above all and their Critical rank prevails
    over striker or suit rank. Equal strikers need :func:`order_from_strengths`; with
    ``striker_ties = "suit"`` they rank ♥ > ♦ > ♣ > ♠ instead.
    """
    trump_suit, striker = suit_of(turned), rank_of(turned)
    crit = CRITICALS if criticals else ()
    ranks = [r for r in PLAIN_RANKS if r not in (striker, Rank.SIX)]  # the 32-card pack has no sixes
    levels: list[list[Card]] = [[c] for c in crit]
    levels.append([turned] if turned not in crit else [])
    others = [card(s, striker) for s in Suit if s != trump_suit and card(s, striker) not in crit]
    if striker_ties == "suit":  # §9 #2 alternative: ♥ > ♦ > ♣ > ♠ among the other strikers
        levels += [[c] for c in sorted(others, key=suit_of)]
    else:
        levels.append(others)
    levels += [[card(trump_suit, r)] for r in ranks if card(trump_suit, r) not in crit]
    effective: dict[Card, int] = {}
    strength: dict[Card, int] = {}
    for i, level in enumerate(levels):
        for c in level:
            effective[c], strength[c] = TRUMP, len(levels) - i
    for s in Suit:
        if s == trump_suit:
            continue
        plain = [card(s, r) for r in ranks if card(s, r) not in crit]
        for i, c in enumerate(plain):
            effective[c], strength[c] = int(s), len(plain) - i
    return order_from_strengths(DECK_32, trump_suit, effective, strength)


@cache
def schnalzen_order(turned: Card) -> TrickOrder:
    """Schnalzen: trump A, WELI, trump K … 7; plain A K Q J 10 9 8 7 (schnalzen.md §2).

    A turned WELI means no trumps; it stays face up out of play (§3, §9 #3), so that deal's order
    covers the 32 other cards only.
    """
    if turned == WELI:
        return build_order(DECK_32, PLAIN_RANKS, None)
    return build_order(DECK_33, PLAIN_RANKS, suit_of(turned), bottom_trumps=(WELI,), trump_rank_position=1)


@cache
def mulatschak_order(trump_suit: Suit, weli_rank: Literal["lowest", "second"] = "lowest") -> TrickOrder:
    """Mulatschak: A K Q J 10 9 8 7 6; the Weli (6♦) is a permanent trump (mulatschak.md §2).

    ``weli_rank = lowest`` (seed, default): below the trump 6, so with Bells trumps it is simply
    the lowest trump; ``second``: just below the trump A.
    """
    position = 1 if weli_rank == "second" else None
    return build_order(DECK_36, PLAIN_RANKS, trump_suit, bottom_trumps=(WELI,), trump_rank_position=position)

