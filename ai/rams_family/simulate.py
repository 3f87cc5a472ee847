"""The hard players' decisions before the tricks, valued over sampled deals.

A decision (stay or drop, which cards to exchange, the dealer's swap) is tried in each of a few
deals drawn from what the seat knows: the other hands are sampled, the players still to decide
stay when the rule player would (:mod:`hand_odds`), the deal is played out with open hands by
the exact solver, and the seat's score change is averaged. Cards drawn from the talon are drawn
from the cards lying nowhere known in that sampled deal. Open hands flatter every player alike;
what matters is the comparison between the choices on the same deals.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from kartln.ai.belief import card_belief, shown_cards
from kartln.ai.determinize import sample_world
from kartln.ai.kernel import TrickKernel
from kartln.ai.rams_family.hand_odds import hand_odds
from kartln.ai.rams_family.play_agent import objective
from kartln.ai.trick_solver import MaxN
from kartln.engine.cards import Card, CardSet, cards_in
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.tricks import TrickOrder


class World:
    """One sampled deal: every other hand, and the cards lying elsewhere (talon, laid away)."""

    def __init__(self, hands: list[CardSet], elsewhere: CardSet) -> None:
        self.hands = hands
        self.elsewhere = elsewhere


def sample_worlds(obs: RamsObservation, order: TrickOrder, count: int, rng: random.Random) -> list[World]:
    """``count`` deals consistent with the counts the seat sees (no play has happened yet)."""
    shown = shown_cards(obs) | obs.laid_away
    belief = card_belief(obs, order.deck, inference=False, shown=shown)
    out: list[World] = []
    for _ in range(count):
        assignment, _ = sample_world(belief, rng)
        hands = list(assignment[:obs.num_players])
        hands[obs.seat] = obs.hand or 0
        out.append(World(hands, assignment[obs.num_players]))
    return out


def _players(obs: RamsObservation, order: TrickOrder, world: World, hand: CardSet) -> list[int]:
    """Who plays in this world: the seats that stayed before this one, this one, and those still to
    decide whose hands the rule player would play."""
    seats = list(obs.in_deal)
    me = obs.seat
    i = seats.index(me)
    out = list(seats[:i + 1])
    others = max(1, len(seats) - 1)
    for s in seats[i + 1:]:
        odds = hand_odds(order, world.hands[s], hand, others)
        if odds.cost(obs.per_trick, obs.no_trick) < obs.drop_change:
            out.append(s)
    return out


def play_value(obs: RamsObservation, order: TrickOrder, world: World, hand: CardSet) -> float:
    """The seat's score change when it plays ``hand`` in ``world`` (open hands, exact play by the
    deal's following rule); 0 when fewer than two would play."""
    players = _players(obs, order, world, hand)
    if len(players) < 2:
        return 0.0
    hands = [world.hands[s] if s in players else 0 for s in range(obs.num_players)]
    hands[obs.seat] = hand
    kernel = TrickKernel(order, obs.follow_rule, hands, players, players[0])
    return -MaxN(kernel, objective(obs, players)).value()[obs.seat]


def exchanged_hand(hand: CardSet, laid: Sequence[Card], world: World, rng: random.Random) -> CardSet:
    """``hand`` with ``laid`` replaced by as many cards drawn from the cards lying elsewhere."""
    if not laid:
        return hand
    pool = cards_in(world.elsewhere)
    drawn = rng.sample(pool, min(len(laid), len(pool)))
    for c in laid:
        hand &= ~(1 << c)
    for c in drawn:
        hand |= 1 << c
    return hand
