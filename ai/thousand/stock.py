"""Rules around the stock: re-deal demands, the two cards to give away (or discard), choosing a
stock (two players) and raising the contract (thousand.md §4.3, §6, §14.2)."""

from __future__ import annotations

from collections.abc import Sequence

from kartln.ai.thousand.cards import DECK
from kartln.ai.thousand.context import Ctx
from kartln.ai.thousand.handeval import choose_gifts, estimate_points, hand_after_gifts
from kartln.ai.thousand.handsim import make_probability, points_after_gifts
from kartln.engine.actions import ChooseStock, DemandRedeal, Discard, GiveCard, KeepDeal, SetContract
from kartln.engine.games.thousand.observation import ThousandObservation
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
    if ctx.params.sim_samples > 0 and obs.num_players == 3:
        gifts = choose_gifts(hand, 2)
        mine = hand_after_gifts(hand, 2)
        unknown = DECK & ~hand
        totals = points_after_gifts(mine, list(enumerate(gifts)), unknown, ctx.know.values, ctx.params.sim_samples,
                                    ctx.rng)
        chance = make_probability(totals, obs.contract)
        return _redeal(legal) if chance < 0.5 else _keep(legal)
    est = estimate_points(hand_after_gifts(hand, 2), ctx.know.values)
    if est < obs.contract + 5:
        return _redeal(legal)
    return _keep(legal)


def redeal_keep(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Otherwise keep the deal."""
    return _keep(legal)


def give_cheapest(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Give away the cheapest cards: never half of a marriage, never an ace; low cards first,
    preferring those that leave a suit void."""
    gives = [a for a in legal if isinstance(a, GiveCard)]
    if not gives:
        return None
    targets = sorted({a.to for a in gives})
    c = choose_gifts(ctx.know.hand, len(targets))[0]
    return GiveCard(c, targets[0])


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
    """Raise the contract to what the 8 cards surely make (a raise above 120 needs a marriage)."""
    values = [a.value for a in legal if isinstance(a, SetContract)]
    if len(values) <= 1:
        return None
    totals = contract_totals(obs, ctx)
    if totals is not None:
        best = values[0]
        for v in values:
            if make_probability(totals, v) >= ctx.params.raise_confidence:
                best = v
        return SetContract(best)
    est = estimate_points(ctx.know.hand, ctx.know.values) - ctx.params.raise_margin
    best = max((v for v in values if v <= est), default=values[0])
    if obs.seats[obs.seat].on_barrel and best <= 120:
        over = [v for v in values if v > 120 and v <= est + 10]
        if over:
            best = over[0]
    return SetContract(best)


def contract_totals(obs: ThousandObservation, ctx: Ctx) -> list[int] | None:
    """Simulated declarer totals of the 8 cards after giving (three players), or None."""
    k = ctx.know
    if ctx.params.sim_samples <= 0 or obs.num_players != 3 or len(obs.given) != 2:
        return None
    d = k.seat
    i = obs.active.index(d)
    order = [obs.active[(i + 1) % 3], obs.active[(i + 2) % 3]]
    gifts = [(order.index(to), c) for to, c in obs.given]
    given = 0
    for _, c in gifts:
        given |= 1 << c
    unknown = DECK & ~k.hand & ~given
    return points_after_gifts(k.hand, gifts, unknown, k.values, ctx.params.sim_samples, ctx.rng)


def contract_keep(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Otherwise keep the contract won in the auction."""
    return next((a for a in legal if isinstance(a, SetContract)), legal[0])
