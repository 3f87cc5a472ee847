"""Marriage rules: when to declare which marriage (thousand.md §7.2)."""

from __future__ import annotations

from collections.abc import Sequence

from kartln.ai.thousand.cards import ACE, HIGHER, MARRIAGE, POINTS, QUEENS, STRENGTH, SUIT, cards_of
from kartln.ai.thousand.context import Ctx
from kartln.engine.actions import PlayCard
from kartln.engine.cards import NUM_RANKS
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.state import Action


def _marriage_leads(legal: Sequence[Action]) -> list[PlayCard]:
    return [a for a in legal if isinstance(a, PlayCard) and a.marriage]


def marriage_declare_aces(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Option ``ace_marriage``: holding all four Aces after the first trick, declare them (200, no
    trump change), leading the Ace of the suit with the most cards still out."""
    leads = [a for a in _marriage_leads(legal) if a.card % NUM_RANKS == ACE]
    if not leads:
        return None
    k = ctx.know
    return max(leads, key=lambda a: ((k.outstanding & SUIT[a.card // NUM_RANKS]).bit_count(), -a.card))


def marriage_cash_masters_first(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Holding the lead and a marriage whose lead would lose the trick (a higher card of its suit
    is still out): first cash the sure winners of other suits, keeping the lead; declare after."""
    k = ctx.know
    leads = [a for a in _marriage_leads(legal) if a.card % NUM_RANKS != ACE]
    if not leads or k.trick:
        return None
    suit = max({a.card // NUM_RANKS for a in leads}, key=lambda s: k.values[s])
    if not HIGHER[QUEENS[suit]] & ~MARRIAGE[suit] & k.outstanding:
        return None  # the marriage lead wins anyway
    best = None
    for c in cards_of(k.hand):
        s = c // NUM_RANKS
        if s == suit or not k.is_master(c):
            continue
        if any(k.may_trump(o, s) for o in k.opponents if not k.is_friend(o)):
            continue
        if not k.outstanding & SUIT[s] and POINTS[c] < 10:
            continue
        if best is None or (POINTS[c], STRENGTH[c]) > (POINTS[best], STRENGTH[best]):
            best = c
    return PlayCard(best) if best is not None else None


def marriage_declare_highest(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Declare a marriage as soon as one may: the most valuable one first, leading its Queen.

    Marriage points are the biggest single gain of a deal and the lead may never come back, so a
    player who can declare does so now. The Queen is led so the King stays as a higher trump."""
    leads = [a for a in _marriage_leads(legal) if a.card % NUM_RANKS != ACE]
    if not leads:
        return None
    values = ctx.know.values
    suit = max({a.card // NUM_RANKS for a in leads}, key=lambda s: values[s])
    return PlayCard(QUEENS[suit], True)
