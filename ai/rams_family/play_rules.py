"""Fünf dazu!'s card-play rules (rules/fuenf-dazu.md §4–5), each small and named.

Every trick is worth one point off the score and the first one six (no trick costs five), so a
player wants tricks, above all one. A card is beaten by a higher card of the led suit or by a
trump from a player void in it; a rule that calls a card sure to win has ruled out both from
what the seat knows (:meth:`~kartln.ai.rams_family.knowledge.Ctx.sure_to_win`). Each rule is
``(observation, legal, ctx) -> action or None``; the player tries them in order (see
:mod:`kartln.ai.rams_family.play_agent`) and plays the first answer.
"""

from __future__ import annotations

from collections.abc import Sequence

from kartln.ai.rams_family.knowledge import Ctx
from kartln.ai.rules import NamedRule, named
from kartln.engine.actions import PlayCard
from kartln.engine.cards import Card, CardSet, cards_in
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.state import Action

Rule = NamedRule[RamsObservation, Ctx]
GOOD_CHANCE = 0.5


def _play(c: Card) -> Action:
    return PlayCard(c)


def _best_chance(ctx: Ctx, cards: CardSet) -> tuple[Card, float]:
    """The card of ``cards`` most likely to win now; the lower card among equals."""
    best = max(cards_in(cards), key=lambda c: (round(ctx.p_win(c), 9), -ctx.strength(c), -c))
    return best, ctx.p_win(best)


def _least_useful(ctx: Ctx, cards: CardSet) -> Card:
    """The card of ``cards`` least likely to win a trick later (the lower among equals)."""
    return min(cards_in(cards), key=lambda c: (round(ctx.potential(c), 9), ctx.strength(c), c))


# ------------------------------------------------------------------------------- following


@named
def follow_last_cheapest_winner(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Last to play and able to win: the lowest card that takes the trick."""
    if ctx.winning is None or ctx.after:
        return None
    winners = ctx.beating(ctx.legal)
    return _play(ctx.lowest(winners)) if winners else None


@named
def follow_sure_winner(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """A card that beats the trick and that nobody after me can beat: the lowest such card."""
    if ctx.winning is None:
        return None
    sure = [c for c in cards_in(ctx.beating(ctx.legal)) if ctx.sure_to_win(c)]
    return _play(min(sure, key=lambda c: (ctx.strength(c), c))) if sure else None


@named
def follow_need_a_trick(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """No trick yet (five to it looms): the card most likely to take this trick."""
    if ctx.winning is None or obs.tricks_won[ctx.me]:
        return None
    winners = ctx.beating(ctx.legal)
    if not winners:
        return None
    return _play(_best_chance(ctx, winners)[0])


@named
def follow_good_chance(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """A card that takes the trick more often than not: the likeliest (the lower among equals)."""
    if ctx.winning is None:
        return None
    winners = ctx.beating(ctx.legal)
    if not winners:
        return None
    card, p = _best_chance(ctx, winners)
    return _play(card) if p >= GOOD_CHANCE else None


@named
def follow_cheapest_beater(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Made to beat with little hope of keeping the trick: the lowest card that beats, the
    higher ones stay for later."""
    if ctx.winning is None:
        return None
    winners = ctx.beating(ctx.legal)
    return _play(ctx.lowest(winners)) if winners else None


@named
def follow_highest_beater(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Able to beat: the highest card that does."""
    if ctx.winning is None:
        return None
    winners = ctx.beating(ctx.legal)
    return _play(ctx.highest(winners)) if winners else None


@named
def follow_keep_high(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Cannot take the trick but must follow suit: the lowest card of the suit."""
    if ctx.winning is None or ctx.led is None:
        return None
    same = ctx.legal & ctx.order.suit_masks[ctx.suit(ctx.led)]
    if not same or ctx.beating(ctx.legal):
        return None
    return _play(ctx.lowest(same))


@named
def follow_discard(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Cannot take the trick: throw the card least likely to win a trick later."""
    if ctx.winning is None or ctx.beating(ctx.legal):
        return None
    return _play(_least_useful(ctx, ctx.legal))


@named
def follow_lowest(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """The lowest legal card."""
    return _play(ctx.lowest(ctx.legal)) if ctx.winning is not None else None


# ---------------------------------------------------------------------------------- leading


@named
def lead_sure_winner(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """A card nobody can beat: cash it (the lowest such card) and keep the lead."""
    if ctx.winning is not None:
        return None
    sure = [c for c in cards_in(ctx.legal) if ctx.sure_to_win(c)]
    return _play(min(sure, key=lambda c: (ctx.strength(c), c))) if sure else None


@named
def lead_need_a_trick(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """No trick yet and at most two cards left: lead the card most likely to win."""
    if ctx.winning is not None or obs.tricks_won[ctx.me] or ctx.hand.bit_count() > 2:
        return None
    return _play(_best_chance(ctx, ctx.legal)[0])


@named
def lead_good_chance(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """A card that wins more often than not when led: the likeliest."""
    if ctx.winning is not None:
        return None
    card, p = _best_chance(ctx, ctx.legal)
    return _play(card) if p >= GOOD_CHANCE else None


@named
def lead_least_useful(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Nothing likely to win: lead the card least likely to win a trick later, the others
    must spend their high cards on it."""
    if ctx.winning is not None:
        return None
    return _play(_least_useful(ctx, ctx.legal))


@named
def lead_highest(obs: RamsObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """The highest card."""
    return _play(ctx.highest(ctx.legal)) if ctx.winning is None else None


NORMAL_LEAD: tuple[Rule, ...] = (lead_sure_winner, lead_need_a_trick, lead_good_chance, lead_least_useful)
NORMAL_FOLLOW: tuple[Rule, ...] = (
    follow_last_cheapest_winner, follow_sure_winner, follow_need_a_trick, follow_good_chance,
    follow_cheapest_beater, follow_keep_high, follow_discard,
)
EASY_LEAD: tuple[Rule, ...] = (lead_highest,)
EASY_FOLLOW: tuple[Rule, ...] = (follow_last_cheapest_winner, follow_highest_beater, follow_lowest)

RULE_SETS: dict[str, tuple[tuple[Rule, ...], tuple[Rule, ...]]] = {
    "easy": (EASY_LEAD, EASY_FOLLOW),
    "normal": (NORMAL_LEAD, NORMAL_FOLLOW),
}
