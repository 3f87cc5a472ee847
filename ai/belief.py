"""Beliefs about hidden cards, for any game: where each unseen card may lie, and what a whole deal
must satisfy.

A :class:`Belief` lists the hidden cards, for each the locations that may hold it (seats, plus
one extra location for cards outside every hand: a stock, a talon, the cards set aside), how many
hidden cards each location holds, and global checks a complete assignment must pass. Every
constraint is *hard*: the true deal always satisfies it, so sampling never rules out what really
happened (tests assert it).

:func:`card_belief` reads the base :class:`~kartln.engine.observation.Observation` every game has:

* the unseen cards are the deck less the own hand, every card played and a turned-up card;
* each seat holds as many of them as its ``cards_in_hand``, the extra location the rest;
* every card a seat played as a follower shows what it did not hold at that moment, by the trick's
  own order and following rule (effective suits, so permanent trumps, strikers and the WELI count
  where they belong): it held no card ``x`` for which ``order.legal_follow(rule, {played, x}, led,
  winning)`` would forbid the card it played. For the rules F1–F5 this one-card test is exact: it
  gives the voids, the must-beat caps ("held nothing higher of the suit") and the must-trump
  inferences. Cards never come back into a hand during trick play, so the exclusions last the deal.

A game with more public facts (a shown stock, passed cards, declared marriages, bids) adds them on
top, as Thousand does in :mod:`kartln.ai.thousand.belief`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from kartln.engine.cards import Card, CardSet, cards_in
from kartln.engine.observation import Observation
from kartln.engine.tricks import FollowRule, TrickOrder

#: An assignment: the hidden cards of every location (index = location).
Assignment = list[CardSet]
Check = Callable[[Assignment], bool]


@dataclass
class Belief:
    """Hidden cards, where each may lie, how many each location holds, and global checks."""

    locations: int  # seats 0..n-1, and location n for cards outside every hand (stock, talon, set aside)
    allowed: dict[Card, int]  # card -> bit mask of the locations that may hold it
    capacity: list[int]  # hidden cards per location
    checks: list[Check] = field(default_factory=list)
    names: list[str] = field(default_factory=list)  # a word per check, for tests and debugging

    @property
    def hidden(self) -> CardSet:
        m = 0
        for c in self.allowed:
            m |= 1 << c
        return m

    @property
    def elsewhere(self) -> int:
        """The location of the cards outside every hand."""
        return self.locations - 1

    def consistent(self, assignment: Assignment, strict_checks: bool = True) -> bool:
        """Whether a complete assignment satisfies every constraint."""
        seen = 0
        for loc, cards in enumerate(assignment):
            if cards.bit_count() != self.capacity[loc]:
                return False
            for c in cards_in(cards):
                if not self.allowed.get(c, 0) >> loc & 1:
                    return False
            if seen & cards:
                return False
            seen |= cards
        if seen != self.hidden:
            return False
        return not strict_checks or all(check(assignment) for check in self.checks)

    def exclude(self, seat: int, cards: CardSet) -> None:
        """``seat`` holds none of ``cards`` (cards not hidden are ignored)."""
        for c in cards_in(cards & self.hidden):
            self.allowed[c] &= ~(1 << seat)

    def pin(self, c: Card, loc: int) -> None:
        """Card ``c`` (when hidden) lies at ``loc``."""
        if c in self.allowed:
            self.allowed[c] = 1 << loc


def shown_cards(obs: Observation) -> CardSet:
    """Cards of the deck that are not hidden from the seat: its hand, the played cards, a card
    turned up for trumps (unless it lies face up in another seat's hand: :func:`card_belief`
    places such a card with its holder), cards everybody saw go out of play."""
    shown = (obs.hand or 0) | obs.played | obs.seen_out
    for _, c in obs.trick:
        shown |= 1 << c
    if obs.trump.card is not None:
        shown |= 1 << obs.trump.card
    for _, c in obs.face_up:  # known to all, yet a card of its holder's hand: placed, not shown
        shown &= ~(1 << c)
    return shown | (obs.hand or 0)


def follow_exclusion(order: TrickOrder, rule: FollowRule, played: Card, led: Card, winning: Card,
                     candidates: CardSet) -> CardSet:
    """The cards among ``candidates`` the follower who played ``played`` cannot have held then:
    those whose presence would have made ``played`` illegal (the one-card test, exact for F1–F5)."""
    out = 0
    bit = 1 << played
    for x in cards_in(candidates & ~bit):
        if not order.legal_follow(rule, bit | (1 << x), led, winning) & bit:
            out |= 1 << x
    return out


def trick_exclusions(plays: Sequence[tuple[int, Card]], order: TrickOrder, rule: FollowRule,
                     candidates: CardSet, out: list[CardSet]) -> None:
    """Add to ``out[seat]`` what each follower of one trick (finished or not) showed he lacked."""
    if len(plays) < 2:
        return
    led = plays[0][1]
    winning = led
    for seat, c in plays[1:]:
        out[seat] |= follow_exclusion(order, rule, c, led, winning, candidates)
        if order.beats(c, winning):
            winning = c


def exclusions(obs: Observation, candidates: CardSet) -> list[CardSet]:
    """Per seat: the cards among ``candidates`` its plays as a follower show it does not hold."""
    out = [0] * obs.num_players
    for t in obs.tricks:
        trick_exclusions(t.plays, t.order, t.rule, candidates, out)
    if obs.trick and obs.order is not None:
        trick_exclusions(obs.trick, obs.order, obs.follow_rule, candidates, out)
    return out


def played_by(obs: Observation, seat: int) -> CardSet:
    """The cards ``seat`` played to this deal's tricks."""
    m = 0
    tricks: Iterable[Sequence[tuple[int, Card]]] = [t.plays for t in obs.tricks] + [obs.trick]
    for plays in tricks:
        for s, c in plays:
            if s == seat:
                m |= 1 << c
    return m


def card_belief(obs: Observation, deck: CardSet | None = None, *, inference: bool = True,
                shown: CardSet | None = None) -> Belief:
    """The belief of ``obs.seat`` about the cards hidden from it.

    ``deck`` defaults to the deck of the order in force; ``shown`` to :func:`shown_cards`. Holders
    are the other seats in the deal and any other seat still holding cards; the extra location
    takes the rest. With ``inference`` off only the counts are used."""
    n = obs.num_players
    me = obs.seat
    if deck is None:
        if obs.order is None:
            raise ValueError("the card order is not known yet: pass the deck")
        deck = obs.order.deck
    hidden = deck & ~(shown_cards(obs) if shown is None else shown)
    holders = [s for s in obs.in_deal if s != me]
    holders += [s for s in range(n) if s != me and s not in holders and obs.cards_in_hand[s] > 0]
    elsewhere = n
    capacity = [0] * (n + 1)
    for s in holders:
        capacity[s] = obs.cards_in_hand[s]
    capacity[elsewhere] = hidden.bit_count() - sum(capacity)
    if capacity[elsewhere] < 0:
        raise ValueError("the observation shows more cards in hands than are hidden")
    base = 0
    for s in sorted(holders):
        base |= 1 << s
    if capacity[elsewhere]:
        base |= 1 << elsewhere
    belief = Belief(n + 1, {c: base for c in cards_in(hidden)}, capacity)
    for s, c in obs.face_up:
        if c in belief.allowed:
            belief.allowed[c] = 1 << s
    if inference:
        for s, excluded in enumerate(exclusions(obs, hidden)):
            if excluded and s != me:
                belief.exclude(s, excluded)
        keep_placeable(belief)
    return belief


def keep_placeable(belief: Belief) -> None:
    """Contradictory information (it should never happen) must not leave a card with no place:
    such a card may lie with any holder again."""
    base = 0
    for loc, room in enumerate(belief.capacity):
        if room:
            base |= 1 << loc
    for c, m in belief.allowed.items():
        if not m:
            belief.allowed[c] = base

