"""The trick machinery shared by every game (rules/README.md §5–6).

A :class:`TrickOrder` is built once per deal (or per trump state) and answers, with bitmask
operations only, the questions every game asks: the effective suit of a card, whether a card
beats the current winner, which cards a follower may play under rule F1–F5, and who wins a trick.

Effective suits are the four printed suits plus :data:`TRUMP`. Permanent trumps, strikers and the
WELI are members of the trump suit for the deal and not of their printed suit.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from kartln.engine.cards import SUITS, UNIVERSE_SIZE, Card, CardSet, Rank, Suit, card

TRUMP = 4  # the effective suit of every trump card
NO_CARD = -1


class FollowRule(Enum):
    """The following rules of rules/README.md §6."""

    F1 = "follow"  # follow suit, else any card
    F2 = "follow, else trump"
    F3 = "follow and head, else trump and overtrump"
    F4 = "follow and head; trump only if it wins"
    F5 = "follow; must win if possible"
    F6 = "follow; trump only if it wins"  # Bauernschnapsen's normal game under `wikibooks`


@dataclass(frozen=True, slots=True)
class TrickOrder:
    """Effective suit and strength of every card for one deal.

    ``strength[c]`` orders cards within one effective suit (higher beats lower); equal strengths
    never beat each other, so the earlier card stays winning (Bohemian Watten's equal strikers).
    """

    deck: CardSet
    trump_suit: Suit | None
    effective: tuple[int, ...]  # per card id: 0..3 or TRUMP, -1 outside the deck
    strength: tuple[int, ...]
    suit_masks: tuple[CardSet, ...]  # per effective suit 0..4
    beaten_by: tuple[CardSet, ...]  # per card id: the deck cards that beat it when it is winning

    @property
    def trumps(self) -> CardSet:
        return self.suit_masks[TRUMP]

    def effective_suit(self, c: Card) -> int:
        return self.effective[c]

    def beats(self, x: Card, w: Card) -> bool:
        """Whether ``x`` beats the currently winning card ``w`` (§5)."""
        return bool(self.beaten_by[w] >> x & 1)

    def trick_winner_index(self, cards: Sequence[Card]) -> int:
        """Index in ``cards`` (in play order) of the card that wins the trick."""
        best = 0
        for i in range(1, len(cards)):
            if self.beaten_by[cards[best]] >> cards[i] & 1:
                best = i
        return best

    def legal_follow(self, rule: FollowRule, hand: CardSet, led: Card, winning: Card) -> CardSet:
        """The cards of ``hand`` a follower may play (§6); ``led`` is the first card of the trick."""
        same = hand & self.suit_masks[self.effective[led]]
        beating = self.beaten_by[winning]
        if rule is FollowRule.F1:
            return same or hand
        if rule is FollowRule.F2:
            if same:
                return same
            return (hand & self.suit_masks[TRUMP]) or hand
        if rule is FollowRule.F3:
            if same:
                return (same & beating) or same
            trumps = hand & self.suit_masks[TRUMP]
            if trumps:
                return (trumps & beating) or trumps
            return hand
        if rule is FollowRule.F4:
            if same:
                return (same & beating) or same
            return (hand & self.suit_masks[TRUMP] & beating) or hand
        if rule is FollowRule.F6:
            return same or (hand & self.suit_masks[TRUMP] & beating) or hand
        candidates = same or hand  # F5
        return (candidates & beating) or candidates


def build_order(
    deck: Iterable[Card],
    plain_ranks: Sequence[Rank],
    trump_suit: Suit | None = None,
    trump_ranks: Sequence[Rank] | None = None,
    top_trumps: Sequence[Card] = (),
    bottom_trumps: Sequence[Card] = (),
    trump_rank_position: int | None = None,
) -> TrickOrder:
    """Build the order for one deal.

    ``plain_ranks`` and ``trump_ranks`` list ranks high → low (ranks absent from the deck are
    ignored). ``top_trumps`` are extra trumps above every trump-suit card, high → low (the Mönch).
    ``bottom_trumps`` (high → low) are inserted into the trump suit's high → low list at index
    ``trump_rank_position`` – an index into that list *after* the extra trumps have been taken out
    of it, so 1 means "just below the trump Ace" – or below all trump-suit cards when no position
    is given. Cards that are extra trumps leave their printed suit.
    """
    deck_cards = sorted(set(deck))
    deck_mask = 0
    for c in deck_cards:
        deck_mask |= 1 << c
    trump_ranks = tuple(trump_ranks) if trump_ranks is not None else tuple(plain_ranks)
    extra = set(top_trumps) | set(bottom_trumps)
    if len(extra) != len(top_trumps) + len(bottom_trumps):
        raise ValueError("a card is listed twice among the extra trumps")

    effective = [NO_CARD] * UNIVERSE_SIZE
    strength = [0] * UNIVERSE_SIZE
    for s in SUITS:
        if s == trump_suit:
            continue
        ranks = [r for r in plain_ranks if card(s, r) in deck_cards and card(s, r) not in extra]
        for i, r in enumerate(ranks):
            c = card(s, r)
            effective[c] = int(s)
            strength[c] = len(ranks) - i

    if trump_suit is not None or extra:
        chain: list[Card] = list(top_trumps)
        suit_chain = (
            [card(trump_suit, r) for r in trump_ranks if card(trump_suit, r) in deck_cards]
            if trump_suit is not None
            else []
        )
        suit_chain = [c for c in suit_chain if c not in extra]
        if trump_rank_position is None:
            chain += suit_chain + list(bottom_trumps)
        else:
            chain += suit_chain[:trump_rank_position] + list(bottom_trumps) + suit_chain[trump_rank_position:]
        for i, c in enumerate(chain):
            if c not in deck_cards:
                raise ValueError(f"trump card {c} is not in the deck")
            effective[c] = TRUMP
            strength[c] = len(chain) - i

    return _finish(deck_mask, trump_suit, effective, strength)


def order_from_strengths(
    deck: Iterable[Card],
    trump_suit: Suit | None,
    effective: dict[Card, int],
    strength: dict[Card, int],
) -> TrickOrder:
    """Build an order from explicit tables (for orders that do not fit :func:`build_order`)."""
    eff = [NO_CARD] * UNIVERSE_SIZE
    st = [0] * UNIVERSE_SIZE
    deck_mask = 0
    for c in deck:
        deck_mask |= 1 << c
        eff[c] = effective[c]
        st[c] = strength[c]
    return _finish(deck_mask, trump_suit, eff, st)


def _finish(deck_mask: CardSet, trump_suit: Suit | None, effective: list[int], strength: list[int]) -> TrickOrder:
    suit_masks = [0] * 5
    for c in range(UNIVERSE_SIZE):
        if effective[c] != NO_CARD:
            suit_masks[effective[c]] |= 1 << c
    beaten_by = [0] * UNIVERSE_SIZE
    for w in range(UNIVERSE_SIZE):
        ew = effective[w]
        if ew == NO_CARD:
            continue
        m = 0
        for x in range(UNIVERSE_SIZE):
            ex = effective[x]
            if ex == NO_CARD or x == w:
                continue
            if (ex == TRUMP and ew != TRUMP) or (ex == ew and strength[x] > strength[w]):
                m |= 1 << x
        beaten_by[w] = m
    return TrickOrder(
        deck=deck_mask,
        trump_suit=trump_suit,
        effective=tuple(effective),
        strength=tuple(strength),
        suit_masks=tuple(suit_masks),
        beaten_by=tuple(beaten_by),
    )
