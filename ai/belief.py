"""Beliefs about hidden cards: where each unseen card may lie, and what a whole deal must satisfy.

A :class:`Belief` lists the hidden cards, for each the locations that may hold it (seats, plus
one extra location for cards out of every hand: the face-down stock before it is shown, or the
two-player pile), how many hidden cards each location holds, and global checks a complete
assignment must pass. Every constraint is *hard*: the true deal always satisfies it, so sampling
never rules out what really happened (tests assert it).

:func:`thousand_belief` reads a Thousand observation:

* own hand and every card played are known, so they are not hidden;
* a player who did not follow suit is void in it; one who could not follow and did not trump is
  void in trumps too (cards never come back during play, so voids last the deal);
* the declarer knows where his two gifts went; a receiver knows his gift;
* the declarer of a marriage holds its other half until he plays it;
* the stock, once shown, went to the declarer, and at most one of its cards can have been given
  to the other defender;
* a bid above 120 needs a marriage, so that player was dealt one: both its cards are still in
  his hand or among the cards he played (or gave away).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from kartln.ai.thousand.cards import ACES_MASK as ACES
from kartln.ai.thousand.cards import DECK, MARRIAGE, SUIT, cards_of
from kartln.engine import events as ev
from kartln.engine.cards import NUM_RANKS, Card, CardSet
from kartln.engine.games.thousand.observation import ThousandObservation

#: An assignment: the hidden cards of every location (index = location).
Assignment = list[CardSet]
Check = Callable[[Assignment], bool]


@dataclass
class Belief:
    """Hidden cards, where each may lie, how many each location holds, and global checks."""

    locations: int  # seats 0..n-1, and location n for cards outside every hand (stock or pile)
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

    def consistent(self, assignment: Assignment, strict_checks: bool = True) -> bool:
        """Whether a complete assignment satisfies every constraint."""
        seen = 0
        for loc, cards in enumerate(assignment):
            if cards.bit_count() != self.capacity[loc]:
                return False
            for c in cards_of(cards):
                if not self.allowed.get(c, 0) >> loc & 1:
                    return False
            if seen & cards:
                return False
            seen |= cards
        if seen != self.hidden:
            return False
        return not strict_checks or all(check(assignment) for check in self.checks)


def _voids(obs: ThousandObservation) -> tuple[list[int], list[CardSet]]:
    """Per seat: the suits shown void (bit mask of suits) and the cards each seat played."""
    n = obs.num_players
    void = [0] * n
    played_by = [0] * n
    trick: list[Card] = []
    trump: int | None = None
    for e in obs.events:
        if isinstance(e, ev.CardPlayed):
            played_by[e.seat] |= 1 << e.card
            if trick:
                led = trick[0] // NUM_RANKS
                suit = e.card // NUM_RANKS
                if suit != led:
                    void[e.seat] |= 1 << led
                    if trump is not None and suit != trump:
                        void[e.seat] |= 1 << trump
            trick.append(e.card)
        elif isinstance(e, ev.TrickWon):
            trick = []
        elif isinstance(e, ev.TrumpChanged):
            trump = e.suit
    return void, played_by


def _high_bidders(obs: ThousandObservation) -> list[int]:
    """Seats that bid above 120 (not blind) in this deal's auction."""
    out: list[int] = []
    for e in obs.events:
        if isinstance(e, ev.BidMade) and e.value > 120 and not e.blind and e.seat not in out:
            out.append(e.seat)
    return out


def thousand_belief(obs: ThousandObservation, use_inference: bool = True, ace_marriage: bool = False) -> Belief:
    """The belief of ``obs.seat`` during the play (or contract) phase of a deal.

    With ``use_inference`` off only the counts are used (hands and the pile), not voids, gifts,
    marriages or bids."""
    n = obs.num_players
    me = obs.seat
    hand = obs.hand or 0
    played = obs.played
    active = obs.in_deal
    declarer = obs.declarer
    stock_loc = n
    others = [s for s in active if s != me]
    hidden = DECK & ~hand & ~played
    capacity = [0] * (n + 1)
    for s in others:
        capacity[s] = obs.seats[s].cards_in_hand
    capacity[stock_loc] = hidden.bit_count() - sum(capacity)
    base = 0
    for s in others:
        base |= 1 << s
    if capacity[stock_loc]:
        base |= 1 << stock_loc
    allowed = {c: base for c in cards_of(hidden)}
    belief = Belief(n + 1, allowed, capacity)
    if not use_inference:
        return belief
    void, played_by = _voids(obs)
    for s in others:
        for suit in range(4):
            if void[s] >> suit & 1:
                for c in cards_of(hidden & SUIT[suit]):
                    allowed[c] &= ~(1 << s)

    def pin(c: Card, loc: int) -> None:
        if c in allowed:
            allowed[c] = 1 << loc

    if declarer is not None and declarer == me:
        for to, c in obs.given:
            pin(c, to)
        if n == 2:  # the declarer knows his two discards, in the pile
            for c in cards_of(obs.discarded):
                pin(c, stock_loc)
    for s, suit in obs.marriages:
        for c in cards_of(MARRIAGE[suit] & hidden):
            pin(c, s)
    if obs.ace_marriage is not None:  # he declared all four Aces: the rest are still his
        for c in cards_of(ACES & hidden):
            pin(c, obs.ace_marriage)
    stock = obs.stock or 0
    if declarer is not None and declarer != me and stock and n != 2:
        # The shown stock went to the declarer; he gave one card to each defender.
        partner = next((s for s in others if s != declarer), None)
        stock_hidden = stock & hidden
        for c in cards_of(stock_hidden):
            allowed[c] &= (1 << declarer) | ((1 << partner) if partner is not None else 0)
        if partner is not None and stock_hidden:
            p = partner

            def at_most_one_stock_card(a: Assignment, p: int = p, sh: CardSet = stock_hidden) -> bool:
                return (a[p] & sh).bit_count() <= 1

            belief.checks.append(at_most_one_stock_card)
            belief.names.append("stock gift")
    for s in _high_bidders(obs):
        if s == me:
            continue
        belief.checks.append(_marriage_check(obs, s, played_by[s], stock if s == declarer else 0, ace_marriage))
        belief.names.append(f"marriage of bidder {s}")
    for c, mask in allowed.items():
        if not mask:  # contradictory information (should never happen): keep the card placeable
            allowed[c] = base
    return belief


def _marriage_check(obs: ThousandObservation, s: int, played: CardSet, stock: CardSet, aces: bool = False) -> Check:
    """Seat ``s`` bid above 120, so his dealt hand held a marriage: both halves are in his world
    hand, among his played cards, or (for the declarer) among his gifts. A gift to the other
    defender is unknown to a defender, so one half may also sit with (or have been played by)
    that defender."""
    me = obs.seat
    declarer = obs.declarer
    known_mine = 0  # cards the bidder gave to me
    for to, c in obs.given:
        if to == me and declarer == s:
            known_mine |= 1 << c
    received_from_me = 0
    if declarer == me:
        for to, c in obs.given:
            if to == s:
                received_from_me |= 1 << c
    third = None
    if declarer == s and me != s:
        third = next((x for x in obs.in_deal if x not in (me, s)), None)
    mine_all = (obs.hand or 0) | _played_by(obs, me)
    third_played = _played_by(obs, third) if third is not None else 0
    pile = obs.num_players if obs.num_players == 2 and declarer == s else -1  # his unseen discards

    def check(a: Assignment) -> bool:
        own = (a[s] | played | (known_mine & mine_all) | (a[pile] if pile >= 0 else 0)) & ~stock & ~received_from_me
        if aces and (own & ACES == ACES or (third is not None and (own & ACES).bit_count() == 3
                                             and (a[third] | third_played) & ACES & ~stock)):
            return True  # the four Aces count as a marriage for bids (option ``ace_marriage``)
        for suit in range(4):
            m = MARRIAGE[suit]
            if own & m == m:
                return True
            if third is not None and (own & m).bit_count() == 1 and (a[third] | third_played) & m & ~stock:
                return True
        return False

    return check


def _played_by(obs: ThousandObservation, seat: int | None) -> CardSet:
    m = 0
    for e in obs.events:
        if isinstance(e, ev.CardPlayed) and e.seat == seat:
            m |= 1 << e.card
    return m
