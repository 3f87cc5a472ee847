"""What a Rams-family player knows at a card-play decision, and the odds its rules weigh.

The context reads the observation once per decision: the trick on the table (who is winning with
what, who plays after me), the cards still unseen and the belief about them: with card counting
on, who cannot hold which card (voids and must-beat caps); without memory only how many cards each
hand holds, every card outside the own hand and the current trick counting as unseen.

A card winning a trick is beaten by a higher card of the led suit, or by a trump from a player
void in the led suit. A card is *sure* to win only when the belief rules both out for everybody
still to play (:func:`~kartln.ai.sure_tricks.surely_takes`). Otherwise its odds are simple
estimates: an unseen card lies with a seat in proportion to the room left in that seat's hand
among the places the belief allows for it, each card independently, and a seat is void in a suit
when it holds none of that suit's unseen cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from kartln.ai.belief import Belief, card_belief
from kartln.ai.sure_tricks import surely_takes
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
    belief: Belief  # who may hold what (without memory: only how many cards each hand holds)
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

    def trick_suit(self, c: Card) -> int:
        """The suit led to the trick that ``c`` is played to now (its own suit when it leads)."""
        return self.suit(self.led) if self.led is not None else self.suit(c)

    def threats(self, c: Card, led_suit: int) -> tuple[CardSet, CardSet]:
        """The unseen cards that beat ``c`` once it wins a trick led in ``led_suit``: those of the
        led suit (whoever holds one may play it) and the trumps (only a player void in the led suit
        may play one)."""
        beat = self.unseen & self.order.beaten_by[c]
        same = beat & self.order.suit_masks[led_suit]
        return same, beat & ~same

    def sure_to_win(self, c: Card) -> bool:
        """Whether ``c``, played now and winning the trick so far, takes it whatever the hidden cards."""
        return surely_takes(self.order, self.belief, c, self.trick_suit(c), self.after)

    # ------------------------------------------------------------------ odds

    def p_held(self, x: Card, seats: Sequence[int]) -> float:
        """The chance that one of ``seats`` holds the unseen card ``x``."""
        mask = self.belief.allowed.get(x, 0)
        total = sum(r for loc, r in self.room.items() if mask >> loc & 1)
        if not total:
            return 0.0
        return sum(self.room.get(s, 0) for s in seats if mask >> s & 1) / total

    def p_any(self, cards: CardSet, seat: int) -> float:
        """The chance that ``seat`` holds at least one of the unseen ``cards``."""
        p_none = 1.0
        for x in cards_in(cards):
            p_none *= 1.0 - self.p_held(x, (seat,))
        return 1.0 - p_none

    def p_win(self, c: Card, seats: Sequence[int] | None = None, led_suit: int | None = None) -> float:
        """The chance that ``c``, winning a trick led in ``led_suit``, is beaten by none of ``seats``
        (defaults: the seats after me in this trick and the suit led to it)."""
        if seats is None:
            seats = self.after
        if led_suit is None:
            led_suit = self.trick_suit(c)
        same, ruffs = self.threats(c, led_suit)
        p = 1.0
        for x in cards_in(same):
            p *= 1.0 - self.p_held(x, seats)
        if ruffs:
            suit_cards = self.unseen & self.order.suit_masks[led_suit]
            for s in seats:
                p *= 1.0 - (1.0 - self.p_any(suit_cards, s)) * self.p_any(ruffs, s)
        return p

    def potential(self, c: Card) -> float:
        """How likely ``c`` is to win a trick when led later against every other seat."""
        return self.p_win(c, self.others, self.suit(c))


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
    if memory:
        belief = card_belief(obs, inference=inference)
    else:
        belief = card_belief(obs, inference=False, shown=hand | on_table)
    unseen = belief.hidden
    room = {loc: r for loc, r in enumerate(belief.capacity) if r}
    i = seats.index(me)
    k = len(seats)
    done = len(obs.trick)
    after = tuple(seats[(i + j) % k] for j in range(1, k - done))
    others = tuple(s for s in seats if s != me)
    led = obs.trick[0][1] if obs.trick else None
    winning = obs.trick[order.trick_winner_index([c for _, c in obs.trick])][1] if obs.trick else None
    return Ctx(obs, order, me, hand, legal_cards(legal), after, others, led, winning, unseen, belief, rng, room)
