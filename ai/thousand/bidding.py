"""Auction rules: looking or bidding blind, bidding from the hand's worth, passing (thousand.md §5).

A hand's worth is the list of declarer totals over simulated deals (:mod:`handsim`), or, with
simulation switched off, the static estimate (:mod:`handeval`) with a margin and some noise.
"""

from __future__ import annotations

from collections.abc import Sequence

from kartln.ai.thousand.cards import ACES_MASK, marriages_in
from kartln.ai.thousand.context import Ctx
from kartln.ai.thousand.handeval import expected_after_stock, spread
from kartln.ai.thousand.handsim import make_probability, points_before_stock
from kartln.engine.actions import Bid, Pass
from kartln.engine.games.thousand.actions import BlindBid, LookAtCards
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.state import Action

#: On the barrel only a contract above 120 counts (thousand.md §11).
BARREL_MIN = 125


def _bids(legal: Sequence[Action]) -> list[Bid]:
    return [a for a in legal if isinstance(a, Bid)]


def _pass(legal: Sequence[Action]) -> Action | None:
    return next((a for a in legal if isinstance(a, Pass)), None)


def hand_totals(obs: ThousandObservation, ctx: Ctx) -> list[float]:
    """The bidder's possible declarer totals, sorted (simulated, or the static estimate)."""
    cached = ctx.cache.get("totals")
    if isinstance(cached, list):
        return cached
    k, p = ctx.know, ctx.params
    if p.sim_samples > 0:
        totals: list[float] = [
            float(t) for t in points_before_stock(k.hand, k.outstanding, k.values, p.sim_samples, ctx.rng,
                                                  2 if obs.num_players == 2 else 3, ace_marriage=k.ace_marriage)
        ]
    else:
        stock_size = 2 if obs.num_players == 2 else 3
        estimates = expected_after_stock(k.hand, k.outstanding, k.values, p.stock_samples, ctx.rng, stock_size,
                                         ace_marriage=k.ace_marriage)
        shift = -p.bid_margin + (ctx.rng.uniform(-p.bid_noise, p.bid_noise) if p.bid_noise else 0.0)
        totals = spread([t + shift for t in estimates])
    ctx.cache["totals"] = totals
    return totals


def can_make(obs: ThousandObservation, ctx: Ctx, value: int, confidence: float) -> bool:
    return make_probability(hand_totals(obs, ctx), value) >= confidence


def contract_worth(obs: ThousandObservation, ctx: Ctx, value: int) -> float:
    """The expected score of winning the auction at ``value``: the best contract from ``value``
    up (v x (2 P(make v) - 1)), a contract above 120 only with a marriage in hand."""
    totals = hand_totals(obs, ctx)
    hand = ctx.know.hand
    top = 600 if marriages_in(hand) or (ctx.know.ace_marriage and hand & ACES_MASK == ACES_MASK) else 120
    best = -float(value)
    v = value
    while v <= top:
        p = make_probability(totals, v)
        best = max(best, v * (2 * p - 1))
        if p == 0:
            break
        v += 5
    return best


def blind_bid_when_behind(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Blind bidding on: far behind a leader who is close to winning, gamble on a blind bid."""
    blind = [a for a in legal if isinstance(a, BlindBid)]
    if not blind or not ctx.params.blind_bids:
        return None
    me = obs.seats[obs.seat].score
    leader = max(p.score for p in obs.seats)
    if leader >= 600 and leader - me >= 300:
        return min(blind, key=lambda a: a.value)
    return None


def blind_look_first(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Otherwise look at the cards before bidding."""
    return next((a for a in legal if isinstance(a, LookAtCards)), None)


def bid_forced_opening(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """First hand must open with 100."""
    return legal[0] if len(legal) == 1 else None


def bid_barrel_needs_marriage(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """On the barrel only a contract above 120 counts: without a hand for 125+, pass."""
    if not obs.seats[obs.seat].on_barrel:
        return None
    p = _pass(legal)
    if p is None:
        return None
    if not marriages_in(ctx.know.hand):
        return p
    for b in _bids(legal):
        if b.value >= BARREL_MIN:
            return b if can_make(obs, ctx, b.value, 0.5) else p
    return next((b for b in _bids(legal) if can_make(obs, ctx, BARREL_MIN, 0.5)), p)


def bid_stop_barrel_player(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """An opponent on the barrel would win the match with this auction: outbid him if the hand
    comes close (a failed contract costs less than losing the match)."""
    hb = obs.high_bidder
    if hb is None or hb == obs.seat or not obs.seats[hb].on_barrel or obs.high_bid < BARREL_MIN:
        return None
    bids = _bids(legal)
    if not bids or not can_make(obs, ctx, bids[0].value, confidence=0.35):
        return None
    return bids[0]


def bid_by_estimate(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Raise by the smallest step while winning the auction there is worth more than passing."""
    bids = _bids(legal)
    if bids and contract_worth(obs, ctx, bids[0].value) > ctx.params.pass_value:
        return bids[0]
    return None


def bid_pass(obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action | None:
    """Otherwise pass."""
    return _pass(legal) or legal[0]
