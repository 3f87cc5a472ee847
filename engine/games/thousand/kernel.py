"""A fast Thousand card-play kernel on bit masks (rules/thousand.md), for search.

:class:`PlayKernel` is the card play of one deal as a compact mutable state: hands as int masks,
trump as an int (-1 before the first marriage), the trick as (led suit mask, winning card,
winning seat, points). ``legal_moves()`` and ``marriage_moves()`` (the four Aces too, under the
option ``ace_marriage``) are mask operations; ``play()`` resolves tricks without allocation beyond
one undo tuple; ``undo()`` and ``copy()`` are cheap.

It plays by exactly the rules of :class:`~kartln.engine.games.thousand.state.ThousandState`, the
one implementation of the match, and is built from the same tables (card points, marriage masks,
the trick orders); tests/engine/test_thousand_kernel.py checks that the two agree.
"""

from __future__ import annotations

from collections.abc import Sequence

from kartln.engine.cards import CARDS_BY_BYTE, NUM_RANKS, RANK_MASK, CardSet, Rank, Suit
from kartln.engine.games.thousand.rules import ACE_MARRIAGE_VALUE, MARRIAGE_VALUES_FRENCH
from kartln.engine.games.thousand.state import ACES, CARD_POINTS, MARRIAGE_MASKS, ThousandState
from kartln.engine.orders import thousand_order
from kartln.engine.tricks import TRUMP

NO_TRUMP = -1

# The trick orders of the deck, indexed by trump suit 0..3; index 4 (= NO_TRUMP, -1) is the order
# without trumps, so ``BEATEN_BY[trump]`` works for every trump state.
_ORDERS = (*(thousand_order(s) for s in Suit), thousand_order(None))
#: ``BEATEN_BY[trump][w]``: the cards that beat the winning card ``w`` (thousand.md §7.3).
BEATEN_BY: tuple[tuple[CardSet, ...], ...] = tuple(o.beaten_by for o in _ORDERS)
#: The deck's cards of each suit; Thousand cards never leave their printed suit.
SUIT_CARDS: tuple[CardSet, ...] = _ORDERS[NO_TRUMP].suit_masks[:4]
assert all(o.suit_masks[TRUMP] == SUIT_CARDS[s] for s, o in enumerate(_ORDERS[:4]))

QUEENS: CardSet = RANK_MASK[Rank.QUEEN]
# A King's bit is its Queen's bit shifted left by one, so a hand's complete marriages are
# ``q | q << 1`` with ``q = hand & QUEENS & hand >> 1``.
assert all(m == (m & QUEENS) * 3 for m in MARRIAGE_MASKS)

_SUIT_OF: tuple[int, ...] = tuple(c // NUM_RANKS for c in range(36))
_POINTS_BY_BYTE: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(CARD_POINTS[c] for c in cards) for cards in row) for row in CARDS_BY_BYTE
)


def card_points(cards: CardSet) -> int:
    """Card points of a set, by byte tables."""
    b0, b1, b2, b3, b4 = _POINTS_BY_BYTE
    return b0[cards & 255] + b1[cards >> 8 & 255] + b2[cards >> 16 & 255] + b3[cards >> 24 & 255] + b4[cards >> 32]


def marriage_cards(hand: CardSet) -> CardSet:
    """The Kings and Queens of ``hand`` whose partner is in ``hand`` too."""
    q = hand & QUEENS & hand >> 1
    return q | q << 1


# ---------------------------------------------------------------------------------------- play


class PlayKernel:
    """The card play of one Thousand deal (thousand.md §7, §14.2), mutable with undo.

    Seats are the match's seats; ``next_seat[s]`` is the next active seat clockwise (-1 for the
    sitting-out dealer). ``taken`` counts card points of tricks (with two players the pile goes
    to the winner of the last trick), ``marriage_points`` the declared marriages. ``play`` does not
    validate: pass it a card of ``legal_moves()``, with ``marriage`` only for a card of
    ``marriage_moves()``. With ``ace_marriage`` (the option of that name, §16 #19) a leader holding
    all four Aces after the first trick may lead any of them declaring the ace marriage: 200 points,
    the trump stays as it is.
    """

    __slots__ = (
        "_undo",
        "ace_marriage",
        "count",
        "hands",
        "leader",
        "led_mask",
        "marriage_points",
        "next_seat",
        "pile",
        "points",
        "taken",
        "to_act",
        "trick_no",
        "trick_size",
        "tricks",
        "tricks_per_deal",
        "trump",
        "trump_mask",
        "values",
        "winner",
        "winning",
    )

    def __init__(
        self,
        hands: Sequence[CardSet],
        active: Sequence[int],
        leader: int,
        *,
        values: Sequence[int] = MARRIAGE_VALUES_FRENCH,
        pile: CardSet = 0,
        ace_marriage: bool = False,
    ) -> None:
        """A deal before its first lead: ``hands`` per seat, ``active`` seats clockwise."""
        n = len(hands)
        nxt = [-1] * n
        for i, s in enumerate(active):
            nxt[s] = active[(i + 1) % len(active)]
        self.hands = list(hands)
        self.next_seat = tuple(nxt)
        self.trick_size = len(active)
        self.tricks_per_deal = 10 if len(active) == 2 else 8
        self.values = tuple(values)
        self.pile = pile
        self.ace_marriage = ace_marriage
        self.trump = NO_TRUMP
        self.trump_mask = 0
        self.leader = self.to_act = leader
        self.count = 0  # cards in the current trick
        self.led_mask = 0  # the led suit's cards
        self.winning = -1  # the card winning the current trick
        self.winner = -1  # its seat
        self.points = 0  # card points in the current trick (after a trick: that trick's)
        self.taken = [0] * n
        self.marriage_points = [0] * n
        self.tricks = [0] * n
        self.trick_no = 0
        self._undo: list[tuple[int, ...]] = []

    @classmethod
    def from_state(cls, state: ThousandState) -> PlayKernel:
        """The play of ``state``'s current deal, at any point of its play phase."""
        if state.phase != "play":
            raise ValueError(f"the deal is not in its play phase (phase {state.phase!r})")
        k = cls(state.hands, state.active, state.leader, values=state.values, pile=state.pile,
                ace_marriage=state.rules.ace_marriage)
        if state.trump is not None:
            k.trump = state.trump
            k.trump_mask = SUIT_CARDS[state.trump]
        k.taken = list(state.taken)
        k.marriage_points = list(state.marriage_points)
        k.tricks = list(state.tricks)
        k.trick_no = state.trick_no
        k.to_act = state.to_act
        trick = state.trick
        if trick:
            beaten = BEATEN_BY[k.trump]
            w, ws = trick[0], state.trick_seats[0]
            for c, s in zip(trick[1:], state.trick_seats[1:], strict=True):
                if beaten[w] >> c & 1:
                    w, ws = c, s
            k.count = len(trick)
            k.led_mask = SUIT_CARDS[_SUIT_OF[trick[0]]]
            k.winning, k.winner = w, ws
            k.points = sum(CARD_POINTS[c] for c in trick)
        return k

    def copy(self) -> PlayKernel:
        new = object.__new__(PlayKernel)
        for name in PlayKernel.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = self.hands[:]
        new.taken = self.taken[:]
        new.marriage_points = self.marriage_points[:]
        new.tricks = self.tricks[:]
        new._undo = self._undo[:]
        return new

    def is_over(self) -> bool:
        return self.trick_no == self.tricks_per_deal

    def legal_moves(self) -> CardSet:
        """The cards the player to act may play (rule F2, thousand.md §7.1)."""
        hand = self.hands[self.to_act]
        if not self.count:
            return hand
        return hand & self.led_mask or hand & self.trump_mask or hand

    def marriage_moves(self) -> CardSet:
        """The cards the player to act may lead declaring their marriage (§7.2): leading, after
        the first trick, a King or Queen whose partner he holds, or (``ace_marriage``) any Ace
        while he holds all four."""
        if self.count or not self.trick_no:
            return 0
        hand = self.hands[self.to_act]
        q = hand & QUEENS & hand >> 1
        if self.ace_marriage and hand & ACES == ACES:
            return q | q << 1 | ACES
        return q | q << 1

    def play(self, c: int, marriage: bool = False) -> None:
        seat = self.to_act
        count = self.count
        self._undo.append(
            (c, seat, marriage, count, self.trump, self.led_mask, self.winning, self.winner, self.points, self.leader)
        )
        self.hands[seat] ^= 1 << c
        if count == 0:
            if marriage:
                if ACES >> c & 1:
                    self.marriage_points[seat] += ACE_MARRIAGE_VALUE
                else:
                    s = c // NUM_RANKS
                    self.trump = s
                    self.trump_mask = SUIT_CARDS[s]
                    self.marriage_points[seat] += self.values[s]
            self.led_mask = SUIT_CARDS[c // NUM_RANKS]
            self.winning = c
            self.winner = seat
            self.points = CARD_POINTS[c]
        else:
            if BEATEN_BY[self.trump][self.winning] >> c & 1:
                self.winning = c
                self.winner = seat
            self.points += CARD_POINTS[c]
        count += 1
        if count < self.trick_size:
            self.count = count
            self.to_act = self.next_seat[seat]
            return
        w = self.winner
        self.count = 0
        self.trick_no += 1
        self.taken[w] += self.points
        if self.trick_no == self.tricks_per_deal and self.pile:
            self.taken[w] += card_points(self.pile)
        self.tricks[w] += 1
        self.leader = self.to_act = w

    def undo(self) -> None:
        c, seat, marriage, count, trump, led_mask, winning, winner, points, leader = self._undo.pop()
        if count == self.trick_size - 1:  # the play finished a trick
            w = self.winner
            if self.trick_no == self.tricks_per_deal and self.pile:
                self.taken[w] -= card_points(self.pile)
            self.taken[w] -= self.points
            self.tricks[w] -= 1
            self.trick_no -= 1
        if marriage:
            self.marriage_points[seat] -= ACE_MARRIAGE_VALUE if ACES >> c & 1 else self.values[c // NUM_RANKS]
        self.hands[seat] |= 1 << c
        self.count = count
        self.trump = trump
        self.trump_mask = SUIT_CARDS[trump] if trump >= 0 else 0
        self.led_mask, self.winning, self.winner, self.points = led_mask, winning, winner, points
        self.leader = leader
        self.to_act = seat

    def key(self) -> tuple[int, ...]:
        """A hashable key of the position (for transposition tables)."""
        # Between tricks the last trick's winner and points are history, not position.
        trick = (self.count, self.led_mask, self.winning, self.winner, self.points) if self.count else (0, 0, -1, -1, 0)
        return (*self.hands, self.to_act, self.trump, *trick, *self.taken, *self.marriage_points)
