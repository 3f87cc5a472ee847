"""The Rams family's decisions before the tricks, as small named rules: taking the cut card,
exchanging with the talon, the dealer's swap, staying in or dropping (or trading for the widow),
naming trumps and calling General Rams. Each weighs the hand's odds (:mod:`hand_odds`) against the
deal's stakes: a trick takes ``per_trick`` off, a deal without one puts ``no_trick`` on, and a
player who drops changes nothing.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from kartln.ai.rams_family.hand_odds import TRICKS, HandOdds, average_card, card_odds, hand_odds
from kartln.ai.rams_family.simulate import World, exchanged_hand, play_value, sample_worlds
from kartln.ai.rules import NamedRule, RuleAgent, named
from kartln.engine.actions import Drop, Exchange, NameTrump, Pass, StayIn
from kartln.engine.cards import Card, CardSet, Suit, cards_in
from kartln.engine.games.rams.actions import CallGeneralRams, TakeWidow
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.games.rams_family.actions import SwapTrumpCard, TakeBottomCard
from kartln.engine.state import Action
from kartln.engine.tricks import TrickOrder

#: The card order of a deal with a given trump suit: the game's rules say it
#: (:class:`~kartln.engine.games.rams_family.TrumpRules`).
OrderFor = Callable[[int], TrickOrder]

TAKE_CUT_CARD = 0.45  # take the cut card when it takes a trick this often, whatever the trumps
SWAP_MARGIN = 0.1  # a swap that binds to play must gain at least this much
GENERAL_TRICKS = 4.6  # call all five only with a hand this sure
GENERAL_CARD = 0.85
SIMULATION_SECONDS = 0.45  # the hard player's budget for a decision before the tricks
MIN_WORLDS = 3

#: A candidate hand in a sampled deal.
HandFor = Callable[[World], CardSet]


@dataclass
class DecisionCtx:
    obs: RamsObservation
    order: TrickOrder
    order_for: OrderFor
    hand: CardSet
    known_out: CardSet  # cards this seat knows are in no other hand
    others: int  # other players in the deal
    odds: HandOdds
    fresh: float  # the odds of a card drawn unseen
    per_trick: int
    no_trick: int
    may_drop: bool  # nothing done so far binds this seat to play
    worlds: int = 0  # deals to sample for the hard player's choices (0: the rules alone)
    rng: random.Random = field(default_factory=random.Random)
    _sampled: list[World] | None = None

    def sampled(self) -> list[World]:
        if self._sampled is None:
            self._sampled = sample_worlds(self.obs, self.order, self.worlds, self.rng)
        return self._sampled

    def values(self, hands: Sequence[HandFor]) -> list[float]:
        """The mean score change of each candidate hand (a function of the sampled deal: cards
        drawn from the talon differ from deal to deal), every candidate on the same deals; the
        deals stop coming once the time allowed is up (at least MIN_WORLDS are played)."""
        start = time.perf_counter()
        totals = [0.0] * len(hands)
        played = 0
        for w in self.sampled():
            if played >= MIN_WORLDS and time.perf_counter() - start > SIMULATION_SECONDS:
                break
            for i, hand_for in enumerate(hands):
                totals[i] += play_value(self.obs, self.order, w, hand_for(w))
            played += 1
        return [t / max(1, played) for t in totals]

    def standing(self, stay: float) -> float:
        """Keeping the hand: playing it (``stay``), or dropping when that is still open."""
        return min(float(self.obs.drop_change), stay) if self.may_drop else stay

    def cost(self, odds: HandOdds) -> float:
        return odds.cost(self.per_trick, self.no_trick)

    def cost_with(self, kept: Sequence[Card], drawn: int, order: TrickOrder | None = None) -> float:
        """The expected cost of playing ``kept`` and ``drawn`` unseen cards."""
        order = order or self.order
        unseen = order.deck & ~self.hand & ~self.known_out
        odds = card_odds(order, kept, unseen, self.others, self.others * TRICKS)
        tricks = min(float(TRICKS), odds.tricks + drawn * self.fresh)
        none = odds.p_none * (1.0 - self.fresh) ** drawn
        return self.per_trick * tricks + self.no_trick * none

    def standing_odds(self) -> float:
        """The cost of keeping the hand by its odds: playing it, or dropping when that is still open."""
        return self.standing(self.cost(self.odds))


Rule = NamedRule[RamsObservation, DecisionCtx]


def read(obs: RamsObservation, order_for: OrderFor, worlds: int = 0, rng: random.Random | None = None
         ) -> DecisionCtx:
    trump = obs.trump.suit
    order = obs.order or order_for(trump if trump is not None else Suit.HEARTS)
    hand = obs.hand or 0
    known_out = obs.laid_away | obs.played | obs.seen_out
    if obs.trump.card is not None:
        known_out |= 1 << obs.trump.card
    for seat, c in obs.face_up:
        if seat != obs.seat:
            known_out |= 1 << c
    others = max(1, len(obs.in_deal) - 1)
    odds = hand_odds(order, hand, known_out, others)
    fresh = average_card(order, order.deck & ~hand & ~known_out, others)
    bound = obs.exchanged[obs.seat] > 0 if obs.exchanged else False
    return DecisionCtx(obs, order, order_for, hand, known_out, others, odds, fresh, obs.per_trick, obs.no_trick,
                       not bound, worlds, rng or random.Random(0))


def _fixed(hand: CardSet) -> HandFor:
    return lambda world: hand


def _drawing(ctx: DecisionCtx, laid: Sequence[Card]) -> HandFor:
    """The hand with ``laid`` exchanged for cards drawn in each sampled deal."""
    return lambda world: exchanged_hand(ctx.hand, laid, world, ctx.rng)


@named
def stay_by_simulation(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Hard: play when the sampled deals, played out, gain on average; else drop."""
    if not ctx.worlds or StayIn() not in legal or Drop() not in legal:
        return None
    [stay] = ctx.values([_fixed(ctx.hand)])
    return StayIn() if stay < obs.drop_change else Drop()


@named
def exchange_by_simulation(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Hard: of keeping the hand and laying away its 1 … k weakest cards, the best over the
    sampled deals (keeping may still end in dropping)."""
    limit = max((len(a.cards) for a in legal if isinstance(a, Exchange)), default=-1)
    if not ctx.worlds or limit < 0:
        return None
    lays = [ctx.odds.weakest(k) for k in range(limit + 1)]
    values = ctx.values([_drawing(ctx, laid) for laid in lays])
    values[0] = ctx.standing(values[0])
    best = min(range(len(lays)), key=lambda k: (values[k], k))
    return Exchange(tuple(sorted(lays[best])))


@named
def swap_by_simulation(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Hard: the dealer takes the trump card for the card whose loss costs least, when that beats
    keeping the hand over the sampled deals."""
    turned = obs.turned_up
    swaps = [a for a in legal if isinstance(a, SwapTrumpCard)]
    if not ctx.worlds or turned is None or not swaps:
        return None
    choices: list[Action] = [Pass(), *swaps]
    hands = [ctx.hand, *(ctx.hand & ~(1 << a.card) | 1 << turned for a in swaps)]
    values = ctx.values([_fixed(h) for h in hands])
    values[0] = ctx.standing(values[0])
    best = min(range(len(choices)), key=lambda i: (values[i], i))
    return choices[best]


@named
def take_strong_cut_card(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Take the cut card when it is strong whatever the trumps will be."""
    if obs.cut_card is None or TakeBottomCard() not in legal:
        return None
    c = obs.cut_card
    chance = 0.0
    for suit in Suit:
        order = ctx.order_for(suit)
        chance += card_odds(order, [c], order.deck & ~(1 << c), ctx.others, ctx.others * TRICKS).wins[c] / 4
    return TakeBottomCard() if chance >= TAKE_CUT_CARD else Pass()


@named
def exchange_weakest(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Lay away the weakest cards when fresh ones promise more than keeping (or dropping) does."""
    limit = max((len(a.cards) for a in legal if isinstance(a, Exchange)), default=-1)
    if limit < 0:
        return None
    best, best_cost = 0, ctx.standing_odds()
    for k in range(1, limit + 1):
        weakest = ctx.odds.weakest(k)
        kept = [c for c in cards_in(ctx.hand) if c not in weakest]
        cost = ctx.cost_with(kept, k)
        if cost < best_cost:
            best, best_cost = k, cost
    return Exchange(tuple(sorted(ctx.odds.weakest(best))))


@named
def swap_for_trump_card(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Take the turned-up trump card for the weakest card when the hand is clearly better for it."""
    turned = obs.turned_up
    if turned is None or not any(isinstance(a, SwapTrumpCard) for a in legal):
        return None
    weakest = ctx.odds.weakest(1)[0]
    kept = [c for c in cards_in(ctx.hand) if c != weakest] + [turned]
    unseen = ctx.order.deck & ~ctx.hand & ~ctx.known_out & ~(1 << turned)
    cost = ctx.cost(card_odds(ctx.order, kept, unseen, ctx.others, ctx.others * TRICKS))
    return SwapTrumpCard(weakest) if cost < ctx.standing_odds() - SWAP_MARGIN else Pass()


@named
def stay_when_worth_it(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Play when the hand's expected change beats sitting the deal out (usually no change)."""
    if StayIn() in legal and ctx.cost(ctx.odds) < obs.drop_change:
        return StayIn()
    return None


@named
def trade_weak_hand_for_widow(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Forehand trades a weak hand for the widow when an unseen hand promises more."""
    if TakeWidow() not in legal:
        return None
    unseen_hand = ctx.per_trick * min(float(TRICKS), TRICKS * ctx.fresh) + ctx.no_trick * (1 - ctx.fresh) ** TRICKS
    keep = min(ctx.cost(ctx.odds), float(obs.drop_change) if Drop() in legal else ctx.cost(ctx.odds))
    return TakeWidow() if unseen_hand < keep else None


@named
def drop_otherwise(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Sit the deal out when playing does not pay (or play when it must)."""
    if Drop() in legal:
        return Drop()
    return StayIn() if StayIn() in legal else None


@named
def name_best_trump(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """Name the suit under which the hand promises most; keep the turned-up suit on a tie."""
    names = [a for a in legal if isinstance(a, NameTrump) and a.suit is not None]
    if not names:
        return None

    def cost(a: NameTrump) -> float:
        assert a.suit is not None
        order = ctx.order_for(a.suit)
        return ctx.cost(hand_odds(order, ctx.hand, ctx.known_out, ctx.others))

    return min(names, key=lambda a: (round(cost(a), 6), names.index(a)))


@named
def call_all_five_when_sure(obs: RamsObservation, legal: Sequence[Action], ctx: DecisionCtx) -> Action | None:
    """General Rams only with five near-certain tricks; otherwise pass."""
    if CallGeneralRams() not in legal:
        return None
    sure = ctx.odds.tricks >= GENERAL_TRICKS and min(ctx.odds.wins.values(), default=0.0) >= GENERAL_CARD
    return CallGeneralRams() if sure else Pass()


DECISION_RULES: tuple[Rule, ...] = (
    stay_by_simulation, exchange_by_simulation, swap_by_simulation, take_strong_cut_card, call_all_five_when_sure,
    swap_for_trump_card, exchange_weakest, name_best_trump, trade_weak_hand_for_widow, stay_when_worth_it,
    drop_otherwise,
)


class RamsDecisionAgent(RuleAgent[RamsObservation, DecisionCtx]):
    """The decisions before (and, for a Mönch named in play, during) the tricks: a game's own
    decision rules (Raub's calls, Mulatschak's bids) first, then the family's."""

    def __init__(self, seed: int, order_for: OrderFor, *, noise: float = 0.0, worlds: int = 0,
                 own_rules: Sequence[Rule] = (), name: str = "decisions") -> None:
        super().__init__(seed, name, noise=noise)
        self.order_for = order_for
        self.worlds = worlds
        self.rules = (*own_rules, *DECISION_RULES)

    def rules_for(self, obs: RamsObservation, legal: Sequence[Action]) -> Sequence[Rule]:
        return self.rules

    def context(self, obs: RamsObservation, legal: Sequence[Action]) -> DecisionCtx:
        return read(obs, self.order_for, self.worlds, self.rng)
