"""Rules around the stock: re-deal demands, the two cards to give away (or discard), choosing a
stock (two players) and raising the contract (thousand.md §4.3, §6, §14.2)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from kartln.ai.thousand.cards import DECK, cards_of
from kartln.ai.thousand.context import Ctx
from kartln.ai.thousand.handeval import choose_gifts, estimate_points, gift_cost, hand_after_gifts, spread
from kartln.ai.thousand.handsim import make_probability, points_after_gifts
from kartln.engine.actions import Discard, GiveCard
from kartln.engine.games.thousand.actions import ChooseStock, Concede, DemandRedeal, KeepDeal, SetContract
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.games.thousand.rules import CONCESSION_POINTS
from kartln.engine.state import Action

FOUR_NINES = "four nines"
STOCK_NINES = "stock nines"
PASSED_NINES = "passed nines"


def _redeal(legal: Sequence[Action]) -> Action | None:
    return next((a for a in legal if isinstance(a, DemandRedeal)), None)


def _keep(legal: Sequence[Action]) -> Action:
    return next((a for a in legal if isinstance(a, KeepDeal)), legal[0])


def redeal_four_nines(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Four nines in a dealt hand (or after receiving cards as a defender): the hand is weak, ask
    for a new deal."""
    if obs.phase in (FOUR_NINES, PASSED_NINES):
        return _redeal(legal)
    return None


def redeal_weak_stock(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Declarer seeing two nines in the stock: ask for a new deal unless the hand still makes the
    contract comfortably."""
    if obs.phase != STOCK_NINES:
        return None
    hand = ctx.know.hand | (obs.stock or 0)
    if ctx.params.contract_samples > 0 and obs.num_players == 3:
        gifts = choose_gifts(hand, 2)
        mine = hand_after_gifts(hand, 2)
        unknown = DECK & ~hand
        totals = points_after_gifts(mine, list(enumerate(gifts)), unknown, ctx.know.values, ctx.params.contract_samples,
                                    ctx.rng, ace_marriage=ctx.know.ace_marriage)
        chance = make_probability(totals, obs.contract)
        return _redeal(legal) if chance < 0.5 else _keep(legal)
    est = estimate_points(hand_after_gifts(hand, 2), ctx.know.values, ace_marriage=ctx.know.ace_marriage)
    return _redeal(legal) if make_probability(spread([est]), obs.contract) < 0.5 else _keep(legal)


def redeal_keep(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Otherwise keep the deal."""
    return _keep(legal)


#: What a defender banks on average when the deal is played (a conceded deal gives each 60).
DEFENDER_POINTS = 35


def concede_hopeless(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Option ``concession``: after the stock, with little chance of the contract, give the deal up
    (each opponent scores 60) – but only while the concession is free (not every third one)."""
    concede = next((a for a in legal if isinstance(a, Concede)), None)
    if concede is None or obs.seats[obs.seat].concessions % 3 == 2:
        return None
    k = ctx.know
    count = max(1, k.hand.bit_count() - (10 if obs.num_players == 2 else 8))
    mine = hand_after_gifts(k.hand, count)
    if ctx.params.contract_samples > 0 and obs.num_players == 3:
        gifts = choose_gifts(k.hand, 2)
        totals = [float(t) for t in points_after_gifts(mine, list(enumerate(gifts)), DECK & ~k.hand, k.values,
                                                         ctx.params.contract_samples, ctx.rng,
                                                         ace_marriage=k.ace_marriage)]
    else:
        totals = spread([estimate_points(mine, k.values, ace_marriage=k.ace_marriage)])
    c = obs.contract
    play_value = c * (2 * make_probability(totals, c) - 1) - DEFENDER_POINTS
    return concede if play_value < -CONCESSION_POINTS else None


def give_by_simulation(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Try the few cheapest pairs of gifts, each to either defender, in simulated deals; give the
    pair that makes the contract most often (then: the most points)."""
    p = ctx.params
    gives = [a for a in legal if isinstance(a, GiveCard)]
    if p.give_samples <= 0 or not gives or obs.num_players != 3:
        return None
    k = ctx.know
    targets = sorted({a.to for a in gives})
    if len(targets) == 1:
        return None  # the second gift follows the pair chosen for the first
    pool = sorted(cards_of(k.hand), key=lambda c: gift_cost(c, k.hand))[:6]
    best: tuple[float, float] | None = None
    choice: tuple[int, int] | None = None
    for a, b in combinations(pool, 2):
        if gift_cost(a, k.hand) + gift_cost(b, k.hand) >= 200:
            continue
        for first, second in ((a, b), (b, a)):
            score = _gift_score(obs, ctx, [(0, first), (1, second)], DECK & ~k.hand)
            if best is None or score > best:
                best, choice = score, (first, second)
    if choice is None:
        return None
    return GiveCard(choice[0], _defenders_in_order(obs)[0])


def _defenders_in_order(obs: ThousandObservation) -> list[int]:
    """The two defenders of a three-player deal clockwise from the declarer (``obs.seat``); the
    simulations of :mod:`handsim` call them opponent 0 and 1."""
    i = obs.in_deal.index(obs.seat)
    return [obs.in_deal[(i + 1) % 3], obs.in_deal[(i + 2) % 3]]


def _gift_score(obs: ThousandObservation, ctx: Ctx, gifts: list[tuple[int, int]], unknown: int) -> tuple[float, float]:
    """How often the declarer's hand without ``gifts`` makes the contract in simulated deals, and
    his mean total there."""
    k = ctx.know
    mine = k.hand
    for _, c in gifts:
        mine &= ~(1 << c)
    rng = random.Random(ctx.rng.random())  # every candidate gets its own stream of deals
    totals = points_after_gifts(mine, gifts, unknown, k.values, ctx.params.give_samples, rng,
                                ace_marriage=k.ace_marriage)
    return make_probability(totals, obs.contract), sum(totals) / len(totals)


def give_cheapest(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Give away the cheapest cards: never half of a marriage, never an ace; low cards first,
    preferring those that leave a suit void."""
    gives = [a for a in legal if isinstance(a, GiveCard)]
    if not gives:
        return None
    targets = sorted({a.to for a in gives})
    if len(targets) == 1 and obs.given:
        planned = _planned_second_gift(obs, ctx)
        if planned is not None:
            return GiveCard(planned, targets[0])
    c = choose_gifts(ctx.know.hand, len(targets))[0]
    return GiveCard(c, targets[0])


def _planned_second_gift(obs: ThousandObservation, ctx: Ctx) -> int | None:
    """The second card of a pair chosen by simulation for the first gift (seen from the gifts made
    so far, so the choice needs no memory): the same simulation run again on the 9 cards."""
    if ctx.params.give_samples <= 0 or obs.num_players != 3:
        return None
    k = ctx.know
    to, first = obs.given[0]
    idx_first = _defenders_in_order(obs).index(to)
    best: tuple[float, float] | None = None
    choice = None
    pool = sorted(cards_of(k.hand), key=lambda c: gift_cost(c, k.hand | 1 << first))[:5]
    for c in pool:
        score = _gift_score(obs, ctx, [(idx_first, first), (1 - idx_first, c)], DECK & ~(k.hand | 1 << first))
        if best is None or score > best:
            best, choice = score, c
    return choice


def discard_cheapest(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Two players: discard like giving away."""
    if not any(isinstance(a, Discard) for a in legal):
        return None
    remaining = max(1, ctx.know.hand.bit_count() - 10)  # asked twice: choose the best pair each time
    c = choose_gifts(ctx.know.hand, remaining)[0]
    return Discard(c)


def stock_first(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Two players: the stocks are unseen, so either is as good."""
    return next((a for a in legal if isinstance(a, ChooseStock)), None)


def contract_raise_to_estimate(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Set the contract with the best expected score: v x (2 P(make v) - 1) over the simulated
    deals (a raise above 120 needs a marriage; the contract is never lowered)."""
    values = [a.value for a in legal if isinstance(a, SetContract)]
    if len(values) <= 1:
        return None
    totals = contract_totals(obs, ctx)
    if totals is None:  # the static estimate and its spread
        totals = spread([estimate_points(ctx.know.hand, ctx.know.values, ace_marriage=ctx.know.ace_marriage)
                          - ctx.params.raise_margin])
    best = max(values, key=lambda v: (v * (2 * make_probability(totals, v) - 1), -v))
    if obs.seats[obs.seat].on_barrel and best <= 120:
        over = [v for v in values if v > 120 and make_probability(totals, v) >= 0.5]
        if over:
            best = over[0]
    return SetContract(best)


def contract_totals(obs: ThousandObservation, ctx: Ctx) -> list[float] | None:
    """Simulated declarer totals of the 8 cards after giving (three players), or None."""
    k = ctx.know
    if ctx.params.contract_samples <= 0 or obs.num_players != 3 or len(obs.given) != 2:
        return None
    order = _defenders_in_order(obs)
    gifts = [(order.index(to), c) for to, c in obs.given]
    given = 0
    for _, c in gifts:
        given |= 1 << c
    unknown = DECK & ~k.hand & ~given
    return [float(t) for t in points_after_gifts(k.hand, gifts, unknown, k.values, ctx.params.contract_samples,
                                                  ctx.rng, ace_marriage=k.ace_marriage)]


def contract_keep(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Otherwise keep the contract won in the auction."""
    return next((a for a in legal if isinstance(a, SetContract)), legal[0])
