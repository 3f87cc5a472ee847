"""Mulatschak's own decisions for the family's players (rules/mulatschak.md §4–§6): the whiteout,
the bid of tricks (a number, the dealer's hold, Mulatschak), the cards laid out for the exchange on
sight and the choice at each position. Each weighs the hand's odds as the family's other rules do;
trumps, play or stay at home and the others' exchange are the family's rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from kartln.ai.game_ai import GameAI
from kartln.ai.hint_reasons import Reasons
from kartln.ai.rams_family.hand_odds import HandOdds, average_card, card_odds, hand_odds
from kartln.ai.rams_family.levels import family_ai
from kartln.ai.rules import named
from kartln.engine.actions import Bid, Pass
from kartln.engine.cards import Card, Suit, cards_in
from kartln.engine.game_info import GameInfo
from kartln.engine.games.mulatschak.actions import (
    BidMulatschak,
    Hold,
    KeepOriginal,
    LayOut,
    TakeFaceUp,
    TakeInstead,
    Whiteout,
)
from kartln.engine.games.mulatschak.state import HAND, MulatschakObservation
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.state import Action
from kartln.engine.tricks import TRUMP

if TYPE_CHECKING:
    from kartln.ai.rams_family.decisions import DecisionCtx

WHITEOUT_BELOW = 0.6  # throw in a hand that promises fewer tricks than this under any trumps
DECLARE_FROM = 1.3  # be declarer (and forgo staying at home) with about this many tricks ...
DECLARE_HAND = 0.9  # ... of which the hand itself, before the exchange, promises this many
BID_MARGIN = 0.7  # bid only tricks the hand promises with this much to spare
ALL_FIVE = 4.6  # Mulatschak only with five near-certain tricks ...
ALL_FIVE_CARD = 0.85  # ... each card this sure
LAY_OUT_BELOW = 0.45  # lay out the cards that take a trick less often than this


def _best_trumps(ctx: DecisionCtx) -> tuple[int, HandOdds, float]:
    """The suit under which the hand promises most, its odds, and the tricks expected once the
    exchange on sight has replaced the weak cards with the better of two."""
    best: tuple[int, HandOdds, float] | None = None
    for suit in Suit:
        order = ctx.order_for(suit)
        odds = hand_odds(order, ctx.hand, ctx.known_out, ctx.others)
        fresh = average_card(order, order.deck & ~ctx.hand & ~ctx.known_out, ctx.others)
        gain = sum(max(0.0, fresh - w) for w in odds.wins.values() if w < LAY_OUT_BELOW)
        tricks = min(5.0, odds.tricks + gain)
        if best is None or tricks > best[2]:
            best = (int(suit), odds, tricks)
    assert best is not None
    return best


@named
def whiteout_hopeless_hand(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Throw in a hand without faces that promises next to nothing under any trumps."""
    if Whiteout() not in legal:
        return None
    _, odds, _ = _best_trumps(ctx)
    return Whiteout() if odds.tricks < WHITEOUT_BELOW else Pass()


@named
def mulatschak_when_sure(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Mulatschak only with five near-certain tricks under the best trumps, without exchanging."""
    if BidMulatschak() not in legal:
        return None
    _, odds, _ = _best_trumps(ctx)
    if odds.tricks >= ALL_FIVE and min(odds.wins.values(), default=0.0) >= ALL_FIVE_CARD:
        return BidMulatschak()
    return None


@named
def bid_the_least_that_is_safe(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Become declarer when the hand, with its exchange on sight, promises enough: the dealer holds,
    the others bid the lowest number allowed, as long as it stays within what the hand promises
    with a margin (a failed bid costs 10, and the bid only has to be reached)."""
    numbers = [a.value for a in legal if isinstance(a, Bid)]
    if not numbers and Hold() not in legal:
        return None
    _, odds, tricks = _best_trumps(ctx)
    safe = tricks - BID_MARGIN
    if tricks < DECLARE_FROM or odds.tricks < DECLARE_HAND:
        return Pass()
    high = obs.high_bid if isinstance(obs, MulatschakObservation) else -1
    if Hold() in legal and high <= safe:
        return Hold()
    if numbers and min(numbers) <= safe:
        return Bid(min(numbers))
    return Pass()


@named
def lay_out_the_weak_cards(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Lay out every card unlikely to take a trick; the best of them first, since a position reached
    late may go out of play unseen."""
    if not any(isinstance(a, LayOut) for a in legal):
        return None
    weak = [c for c, w in ctx.odds.wins.items() if w < LAY_OUT_BELOW and ctx.order.effective[c] != TRUMP]
    return LayOut(tuple(sorted(weak, key=lambda c: (-ctx.odds.wins[c], c))))


@named
def take_trumps_and_better_cards(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """A trump on sight is taken on top, so that its place stays open for another card, unless the
    place that this leaves unreached holds a better card than this place can still give: then the
    trump is taken for the card of its place. Any other card is taken when its odds beside the rest
    of the hand are better than those of the card it replaces."""
    if TakeFaceUp() not in legal or not isinstance(obs, MulatschakObservation):
        return None
    original, face_up = obs.on_sight[obs.sight_position]
    assert original is not None and face_up is not None
    if ctx.order.effective[face_up] == TRUMP:
        on_top = max(_odds_beside(ctx, original), ctx.fresh)  # this place then offers its card or a fresh one
        if TakeInstead() in legal and _unreached_on_top(obs, ctx) > on_top:
            return TakeInstead()
        return TakeFaceUp()
    return TakeFaceUp() if _odds_beside(ctx, face_up) > _odds_beside(ctx, original) else KeepOriginal()


def _unreached_on_top(obs: MulatschakObservation, ctx: DecisionCtx) -> float:
    """The odds of the better card at the last place the hand would reach if the trump on sight
    replaced the card of its place, a place that taking the trump on top leaves unreached (its
    card takes the place of the one dealt on top); 0 when there is no such place."""
    lost = obs.sight_position + HAND - 1 - ctx.hand.bit_count()
    if lost >= len(obs.on_sight):
        return 0.0
    return max((_odds_beside(ctx, c) for c in obs.on_sight[lost] if c is not None and c >= 0), default=0.0)


def _odds_beside(ctx: DecisionCtx, c: Card) -> float:
    kept = [*cards_in(ctx.hand), c]
    unseen = ctx.order.deck & ~ctx.hand & ~ctx.known_out & ~(1 << c)
    return card_odds(ctx.order, kept, unseen, ctx.others, ctx.others * 5).wins[c]


MULATSCHAK_RULES = (whiteout_hopeless_hand, mulatschak_when_sure, bid_the_least_that_is_safe, lay_out_the_weak_cards,
                    take_trumps_and_better_cards)

MULATSCHAK_REASONS = Reasons(
    words={
        "whiteout_hopeless_hand": {
            "Whiteout": "Your hand promises next to nothing under any trumps: throw it in.",
            "": "Your hand may still take tricks: keep it.",
        },
        "mulatschak_when_sure": "Your hand takes all five tricks almost surely, without exchanging.",
        "bid_the_least_that_is_safe": {
            "Pass": "Your hand does not promise enough tricks to be declarer.",
            "": "Your hand promises this many tricks with a margin to spare.",
        },
        "lay_out_the_weak_cards": {
            "Keep": "None of your cards is weak enough to lay out.",
            "": "These cards are unlikely to take a trick: lay them out, the best of them first.",
        },
        "take_trumps_and_better_cards": {
            "TakeFaceUp": "The card on sight is a trump or better than yours.",
            "TakeInstead": "Take the trump for your card: on top it would cost a better card at a later place.",
            "": "Your own card has the better chance.",
        },
    },
)


def mulatschak_ai(info: GameInfo) -> GameAI:
    """Mulatschak's computer players: the family's, with Mulatschak's own decisions and their words
    (its engine entry names this maker)."""
    return family_ai(info, MULATSCHAK_RULES, MULATSCHAK_REASONS)
