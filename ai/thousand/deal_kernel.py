"""A Thousand deal on the shared trick kernel (:class:`kartln.ai.kernel.TrickKernel`).

Everything comes from the engine's definitions (rules/thousand.md): the trick orders by trump
and the following rule of :mod:`kartln.engine.games.thousand.state`, the card points table, the marriages
(§7.2: a King or Queen led with its partner in hand, from the second trick on; the declaration
makes its suit trumps) and the ace marriage of §16 #19 (any Ace led while holding all four, 200,
the trump stays), and the two-player pile, whose card points go with the last trick (§14.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from kartln.ai.belief import Assignment
from kartln.ai.kernel import DealScoring, Marriages, TrickKernel
from kartln.engine.cards import CardSet, cards_in
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.games.thousand.rules import ACE_MARRIAGE_VALUE
from kartln.engine.games.thousand.state import ACES, CARD_POINTS, FOLLOW_RULE, MARRIAGE_MASKS, ORDERS, card_points
from kartln.engine.tricks import TrickOrder

ALL_SEATS = 0b1111


@cache
def thousand_marriages(values: tuple[int, ...], ace_marriage: bool) -> Marriages:
    """The marriages of a deal with marriage ``values`` per suit (and the four Aces as an option)."""
    mates, points = [0] * 36, [0] * 36
    orders: list[TrickOrder | None] = [None] * 36
    for suit, pair in enumerate(MARRIAGE_MASKS):
        for c in cards_in(pair):
            mates[c], points[c], orders[c] = pair & ~(1 << c), values[suit], ORDERS[suit]
    if ace_marriage:
        for c in cards_in(ACES):
            mates[c], points[c] = ACES & ~(1 << c), ACE_MARRIAGE_VALUE
    return Marriages(tuple(mates), tuple(points), ALL_SEATS, from_trick=1, orders=tuple(orders))


def first_lead(hands: Sequence[CardSet], seats: Sequence[int], leader: int, values: tuple[int, ...],
               ace_marriage: bool = False, pile: CardSet = 0) -> TrickKernel:
    """A deal before its first lead: ``hands`` per seat, ``seats`` in the deal clockwise."""
    return TrickKernel(ORDERS[None], FOLLOW_RULE, hands, seats, leader, trick_points=CARD_POINTS,
                       marriages=thousand_marriages(values, ace_marriage), last_trick=card_points(pile))


def world_kernel(obs: ThousandObservation, world: Assignment, values: tuple[int, ...],
                 ace_marriage: bool = False) -> TrickKernel:
    """The deal of ``obs`` in its play phase with the hidden cards of ``world`` (a sampled world;
    with two players its last location is the pile)."""
    pile = world[obs.num_players] if obs.num_players == 2 else 0
    scoring = DealScoring(CARD_POINTS, tuple(p.trick_points + p.marriage_points for p in obs.seats),
                          thousand_marriages(values, ace_marriage), last_trick=card_points(pile))
    return TrickKernel.from_observation(obs, world, scoring)
