"""What a Rams-family player knows at a card-play decision, and the odds its rules weigh.

The context reads the observation once per decision: the trick on the table (who is winning with
what, who plays after me), the cards still unseen and, with card counting on, the belief's
constraints (who cannot hold which card: voids and must-beat caps). A player without memory
treats every card outside its hand and the current trick as unseen.

Probabilities are simple estimates: an unseen card lies with a seat in proportion to the room
left in that seat's hand among the places the belief allows for it, each card independently.
A card wins the trick if nobody who plays after it holds a higher card of its suit: with the
must-win rule such a player would have to beat it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from kartln.ai.belief import Belief, card_belief
from kartln.engine.actions import PlayCard
from kartln.engine.cards import Card, CardSet, cards_in
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.state import Action
from kartln.engine.tricks import TrickOrder


@dataclass
class Ctx:
    obs: RamsObservation
    order: TrickOrder
    me: int
    hand: CardSet
    legal: CardSet  # the cards I may play
    after: tuple[int, ...]  # seats still to play to this trick after me
    others: tuple[int, ...]  # every other seat in the deal
    led: Card | None
    winning: Card | None  # the card winning the trick so far
    unseen: CardSet  # cards that may lie in another hand
    belief: Belief | None  # with card counting: who may hold what
    rng: random.Random
    room: dict[int, int] = field(default_factory=dict)  # hidden cards per location

    # ------------------------------------------------------------------ cards

    def strength(self, c: Card) -> int:
        return self.order.strength[c]

    def suit(self, c: Card) -> int:
        return self.order.effective[c]

    def lowest(self, cards: CardSet) -> Card:
        return min(cards_in(cards), key=lambda c: (self.strength(c), c))

    def highest(self, cards: CardSet) -> Card:
        return max(cards_in(cards), key=lambda c: (self.strength(c), -c))

    def beating(self, cards: CardSet) -> CardSet:
        """The cards of ``cards`` that beat the card winning the trick (all of them on a lead)."""
        if self.winning is None:
            return cards
        return cards & self.order.beaten_by[self.winning]

    def above(self, c: Card) -> CardSet:
        """Unseen cards of ``c``'s suit that rank above it."""
        return self.unseen & self.order.beaten_by[c] & self.order.suit_masks[self.suit(c)]

    # ------------------------------------------------------------------ odds

    def p_held(self, x: Card, seats: Sequence[int]) -> float:
        """The chance that one of ``seats`` holds the unseen card ``x``."""
        if self.belief is not None:
            mask = self.belief.allowed.get(x, 0)
            total = sum(r for loc, r in self.room.items() if mask >> loc & 1)
            if not total:
                return 0.0
            return sum(self.room.get(s, 0) for s in seats if mask >> s & 1) / total
        total_unseen = self.unseen.bit_count()
        if not total_unseen:
            return 0.0
        return min(1.0, sum(self.obs.cards_in_hand[s] for s in seats) / total_unseen)

    def p_win(self, c: Card, seats: Sequence[int] | None = None) -> float:
        """The chance that ``c``, played now (or led later), is beaten by none of ``seats``
        (default: the seats after me in this trick, or all others on a lead)."""
        if seats is None:
            seats = self.after
        p = 1.0
        for x in cards_in(self.above(c)):
            p *= 1.0 - self.p_held(x, seats)
        return p

    def potential(self, c: Card) -> float:
        """How likely ``c`` is to win a trick when led later against every other seat."""
        return self.p_win(c, self.others)


def legal_cards(legal: Sequence[Action]) -> CardSet:
    m = 0
    for a in legal:
        if isinstance(a, PlayCard):
            m |= 1 << a.card
    return m


def read(obs: RamsObservation, legal: Sequence[Action], rng: random.Random, *, memory: bool = True,
         inference: bool = True) -> Ctx:
    """The context of one card-play decision. ``memory``: count the cards played in earlier
    tricks; ``inference``: also use what the play showed about each hand."""
    order = obs.order
    assert order is not None
    me = obs.seat
    seats = obs.in_deal
    hand = obs.hand or 0
    on_table = 0
    for _, c in obs.trick:
        on_table |= 1 << c
    belief: Belief | None = None
    room: dict[int, int] = {}
    if memory:
        belief = card_belief(obs, inference=inference)
        unseen = belief.hidden
        room = {loc: r for loc, r in enumerate(belief.capacity) if r}
    else:
        unseen = order.deck & ~hand & ~on_table
    i = seats.index(me)
    k = len(seats)
    done = len(obs.trick)
    after = tuple(seats[(i + j) % k] for j in range(1, k - done))
    others = tuple(s for s in seats if s != me)
    led = obs.trick[0][1] if obs.trick else None
    winning = obs.trick[order.trick_winner_index([c for _, c in obs.trick])][1] if obs.trick else None
    return Ctx(obs, order, me, hand, legal_cards(legal), after, others, led, winning, unseen, belief, rng, room)
