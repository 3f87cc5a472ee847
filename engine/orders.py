"""The card orders games share; each game's trick order is built in its own package
(``engine/games/<game>/order.py``, from its rules file's "Cards" section).

Each builder returns the :class:`~kartln.engine.tricks.TrickOrder` for one trump situation of a
deal. Orders are immutable and cached, so a game may call its builder whenever its trump changes
(Thousand's marriages, Mönch's trump choice) at no cost. Option arguments carry the option keys
and values of the game's "Decisions and options" table; their defaults are the file's defaults.
A game's rules or state picks the builder and its options, once; its deck and following rule are
its state's (``deck_cards``, the rule its tricks start with).
"""

from __future__ import annotations

from typing import Literal

from kartln.engine.cards import Rank

A, K, Q, J, T = Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN

#: A K Q J 10 9 8 7 (6): the Rams family's order (ramsen.md §2, rams.md §2, schnalzen.md §2 ...).
PLAIN_RANKS: tuple[Rank, ...] = (A, K, Q, J, T, Rank.NINE, Rank.EIGHT, Rank.SEVEN, Rank.SIX)
#: A 10 K Q J 9 8 7: the ace–ten order (thousand.md §2, bauernschnapsen.md §2, zwanzig.md §2).
#: Ranks missing from a deck are skipped, so the 20- and 24-card games use it too.
ACE_TEN_RANKS: tuple[Rank, ...] = (A, T, K, Q, J, Rank.NINE, Rank.EIGHT, Rank.SEVEN)

RankOrder = Literal["ace_ten", "plain"]


def ranks_of(rank_order: RankOrder) -> tuple[Rank, ...]:
    """The ranks of an option ``rank_order``: "plain" A K Q J 10 …, else the ace–ten order."""
    return PLAIN_RANKS if rank_order == "plain" else ACE_TEN_RANKS
