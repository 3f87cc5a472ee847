"""Bohemian Watten: its trick order (rules/bohemian-watten.md §2), a builder of the kind
:mod:`kartln.engine.orders` describes."""

from __future__ import annotations

from functools import cache

from kartln.engine.cards import DECK_32, Card, Rank, Suit, card, rank_of, suit_of
from kartln.engine.orders import PLAIN_RANKS
from kartln.engine.tricks import TRUMP, TrickOrder, order_from_strengths

K = Rank.KING


#: Bohemian Watten's optional Criticals Maxi, Belli, Spitz, high → low (bohemian-watten.md §2).
CRITICALS: tuple[Card, ...] = (
    card(Suit.HEARTS, K),
    card(Suit.DIAMONDS, Rank.SEVEN),
    card(Suit.CLUBS, Rank.SEVEN),
)


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
