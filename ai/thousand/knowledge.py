"""What a Thousand player knows and remembers, derived from its observation only.

:func:`read_observation` turns a :class:`ThousandObservation` into a :class:`Knowledge`: the own
hand, the cards remembered as played, the outstanding cards (everything not in hand and not
remembered as played), the suits each seat has shown to be void in, cards known to sit with a
seat (the declarer's gifts, the partner of a declared marriage) and the current trick. Memory can
be limited to the last few tricks (the easy level forgets older tricks, as a casual player does).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kartln.ai.thousand.cards import (
    DECK,
    HIGHER,
    MARRIAGE,
    POINTS,
    STRENGTH,
    SUIT,
    VALUES_FRENCH,
    beats,
    winning_index,
)
from kartln.engine import events as ev
from kartln.engine.cards import NUM_RANKS, Card, CardSet
from kartln.engine.games.thousand.observation import ThousandObservation


@dataclass(slots=True)
class Knowledge:
    obs: ThousandObservation
    seat: int
    hand: CardSet
    values: tuple[int, ...]
    active: tuple[int, ...]
    declarer: int | None
    contract: int
    trump: int | None
    trick: tuple[tuple[int, Card], ...]
    played: CardSet  # cards remembered as played this deal (the current trick always included)
    outstanding: CardSet  # cards neither in hand nor remembered as played
    void: list[int] = field(default_factory=list)  # per seat: bit s set = shown void in suit s
    known: list[CardSet] = field(default_factory=list)  # per seat: cards known to be in that hand
    stock_seen: CardSet = 0  # the stock shown to everybody (3 and 4 players), 0 if not seen
    trick_count: int = 0  # completed tricks this deal
    alive: bool = True  # the declarer can still reach his contract
    ace_marriage: bool = False  # rule option: all four Aces are a marriage worth 200

    # ----------------------------------------------------------------- roles

    @property
    def n(self) -> int:
        return self.obs.num_players

    @property
    def is_declarer(self) -> bool:
        return self.declarer == self.seat

    @property
    def opponents(self) -> tuple[int, ...]:
        return tuple(s for s in self.active if s != self.seat)

    @property
    def partner(self) -> int | None:
        """The other defender (three active players) while the contract is still in play, else None:
        once the declarer cannot make it any more, each defender plays for himself."""
        if self.declarer is None or self.is_declarer or len(self.active) != 3 or not self.alive:
            return None
        for s in self.active:
            if s not in (self.seat, self.declarer):
                return s
        return None

    def is_friend(self, seat: int) -> bool:
        return seat == self.seat or (seat == self.partner and seat is not None)

    # ------------------------------------------------------------------- cards

    def is_master(self, c: Card) -> bool:
        """No outstanding card of the same suit beats ``c``."""
        return not HIGHER[c] & self.outstanding

    def outstanding_in(self, suit: int) -> CardSet:
        return self.outstanding & SUIT[suit]

    def may_trump(self, seat: int, suit: int) -> bool:
        """Whether ``seat`` might trump a lead of ``suit``: known void in it (or few of it left)
        and perhaps holding trumps."""
        t = self.trump
        if t is None or t == suit:
            return False
        if not (self.void[seat] >> suit & 1) and self.outstanding & SUIT[suit]:
            return False
        return bool(not (self.void[seat] >> t & 1) and (self.outstanding & SUIT[t]))

    def to_play_after_me(self) -> list[int]:
        """Seats still to play to the current trick after this seat."""
        size = len(self.active)
        played = len(self.trick)
        i = self.active.index(self.seat)
        return [self.active[(i + k) % size] for k in range(1, size - played)]

    def winning(self) -> tuple[int, Card] | None:
        if not self.trick:
            return None
        cards = [c for _, c in self.trick]
        i = winning_index(cards, self.trump)
        return self.trick[i]

    def trick_points(self) -> int:
        return sum(POINTS[c] for _, c in self.trick)

    def safe_winner(self, c: Card, against: list[int]) -> bool:
        """Whether ``c``, played now, surely stays winning against the seats in ``against``."""
        win = self.winning()
        if win is not None and not beats(c, win[1], self.trump):
            return False
        suit = c // NUM_RANKS
        led = self.trick[0][1] // NUM_RANKS if self.trick else suit
        for s in against:
            if s == self.seat:
                continue
            if suit == led:
                higher = HIGHER[c] & (self.outstanding | self.known[s])
                if higher and not (self.void[s] >> suit & 1):
                    return False
                if self.trump is not None and suit != self.trump and self._could_trump(s, led):
                    return False
            else:  # c is a trump played on another suit
                higher = HIGHER[c] & (self.outstanding | self.known[s])
                if higher and not (self.void[s] >> suit & 1) and self._could_be_void(s, led):
                    return False
        return True

    # ------------------------------------------------------------- certainty

    def possible(self, seat: int) -> CardSet:
        """The cards ``seat`` may hold: outstanding, in no suit he showed void in, not known to
        lie elsewhere (and those known to be his)."""
        cards = self.outstanding
        for o in range(self.n):
            if o != seat:
                cards &= ~self.known[o]
        for suit in range(4):
            if self.void[seat] >> suit & 1:
                cards &= ~SUIT[suit]
        return cards | self.known[seat]

    def surely_holds(self, seat: int, suit: int) -> bool:
        """Whether ``seat`` surely holds a card of ``suit``: one is known to be his, or the cards
        he may hold outside the suit are too few to fill his hand."""
        if self.known[seat] & SUIT[suit]:
            return True
        return self.obs.seats[seat].cards_in_hand > (self.possible(seat) & ~SUIT[suit]).bit_count()

    def stays_winning(self, c: Card, against: list[int]) -> bool:
        """Whether ``c``, winning the trick, surely stays winning against the seats ``against``,
        whatever the hidden cards: none of them may hold a higher card of the led suit, nor a trump
        that beats it while void in the led suit (a void player must trump, §7.1)."""
        suit = c // NUM_RANKS
        led = self.trick[0][1] // NUM_RANKS if self.trick else suit
        t = self.trump
        for s in against:
            if s == self.seat:
                continue
            possible = self.possible(s)
            if suit == led:
                if HIGHER[c] & possible:
                    return False
                ruffs = SUIT[t] & possible if t is not None and t != led else 0
            else:  # a trump on another suit
                ruffs = HIGHER[c] & possible
            if ruffs and not self.surely_holds(s, led):
                return False
        return True

    def sure_winner(self, c: Card, against: list[int]) -> bool:
        """Whether ``c``, played now, surely takes the trick against the seats in ``against``."""
        win = self.winning()
        if win is not None and not beats(c, win[1], self.trump):
            return False
        return self.stays_winning(c, against)

    def _could_be_void(self, seat: int, suit: int) -> bool:
        if self.void[seat] >> suit & 1:
            return True
        return not (self.known[seat] & SUIT[suit])

    def _could_trump(self, seat: int, led: int) -> bool:
        t = self.trump
        if t is None or led == t:
            return False
        if self.known[seat] & SUIT[led]:
            return False
        # not known void: he may still hold none of the led suit, likely only when few are out
        if not (self.void[seat] >> led & 1) and (self.outstanding & SUIT[led]).bit_count() >= 2:
            return False
        return bool(not (self.void[seat] >> t & 1) and ((self.outstanding | self.known[seat]) & SUIT[t]))

    def points_taken(self, seat: int) -> int:
        p = self.obs.seats[seat]
        return p.trick_points + p.marriage_points

    def declarer_points(self) -> int:
        return self.points_taken(self.declarer) if self.declarer is not None else 0


def read_observation(
    obs: ThousandObservation, values: tuple[int, ...] = VALUES_FRENCH, memory: int | None = None,
    share: float = 1.0, ace_marriage: bool = False,
) -> Knowledge:
    """Derive the knowledge of ``obs.seat``; ``memory`` = completed tricks remembered (None: all)."""
    seat = obs.seat
    n = obs.num_players
    hand = obs.hand or 0
    void = [0] * n
    known = [0] * n
    # Replay the visible events of the deal: tricks, trumps, voids.
    tricks: list[list[tuple[int, Card, int | None, int | None]]] = []  # (seat, card, led suit, trump)
    current: list[tuple[int, Card, int | None, int | None]] = []
    trump: int | None = None
    for e in obs.events:
        if isinstance(e, ev.CardPlayed):
            led = current[0][1] // NUM_RANKS if current else None
            current.append((e.seat, e.card, led, trump))
        elif isinstance(e, ev.TrickWon):
            tricks.append(current)
            current = []
        elif isinstance(e, ev.TrumpChanged):
            trump = e.suit
    remembered = tricks if memory is None else tricks[len(tricks) - memory:] if memory > 0 else []
    played = 0
    for t in (*remembered, current):
        for s, c, led, tr in t:
            played |= 1 << c
            if led is not None and c // NUM_RANKS != led:
                void[s] |= 1 << led
                if tr is not None and c // NUM_RANKS != tr:
                    void[s] |= 1 << tr
    all_played = obs.played
    declarer = obs.declarer
    if declarer is not None and declarer == seat:
        for to, c in obs.given:
            if not all_played >> c & 1:
                known[to] |= 1 << c
    for s, suit in obs.marriages:
        known[s] |= MARRIAGE[suit] & ~all_played
    stock_seen = obs.stock or 0
    alive = contract_alive(obs, values, share)
    for s in range(n):
        known[s] &= ~hand
    known[seat] = hand
    outstanding = DECK & ~hand & ~played
    return Knowledge(
        obs=obs, seat=seat, hand=hand, values=values, active=obs.in_deal, declarer=declarer,
        contract=obs.contract, trump=obs.trump.suit, trick=obs.trick, played=played, outstanding=outstanding,
        void=void, known=known, stock_seen=stock_seen, trick_count=len(tricks), alive=alive,
        ace_marriage=ace_marriage,
    )


def contract_alive(obs: ThousandObservation, values: tuple[int, ...], share: float = 1.0) -> bool:
    """Whether the declarer can still reach the contract: his points so far, ``share`` of the card
    points not yet taken and every marriage he might still declare."""
    d = obs.declarer
    if d is None or obs.phase != "play":
        return True
    me = obs.seats[d]
    taken = sum(p.trick_points for p in obs.seats)
    possible = me.trick_points + me.marriage_points + share * (120 - taken)
    hand = obs.hand or 0 if obs.seat != d else 0
    for suit in range(4):
        m = MARRIAGE[suit]
        if not (obs.played & m) and not (hand & m):
            possible += values[suit]
    return possible >= obs.contract


def strength_key(c: Card) -> tuple[int, int]:
    return STRENGTH[c], POINTS[c]
