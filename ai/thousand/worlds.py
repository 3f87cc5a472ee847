"""A sampled Thousand world as a play kernel: the hidden cards of the world, the public rest."""

from __future__ import annotations

from collections.abc import Sequence

from kartln.ai.belief import Assignment
from kartln.ai.thousand.cards import SUIT
from kartln.engine.cards import NUM_RANKS
from kartln.engine.games.thousand.kernel import BEATEN_BY, PlayKernel
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.games.thousand.state import CARD_POINTS


def kernel_for_world(obs: ThousandObservation, world: Assignment, values: Sequence[int],
                     ace_marriage: bool = False) -> PlayKernel:
    """The play kernel of a Thousand deal in its play phase, with the hidden cards of ``world``."""
    n = obs.num_players
    hands = list(world[:n])
    hands[obs.seat] = obs.hand or 0
    pile = world[n] if n == 2 else 0  # the two-player pile: unchosen stock and discards
    k = PlayKernel(hands, obs.in_deal, obs.leader, values=values, pile=pile, ace_marriage=ace_marriage)
    if obs.trump.suit is not None:
        k.trump = obs.trump.suit
        k.trump_mask = SUIT[obs.trump.suit]
    k.taken = [p.trick_points for p in obs.seats]
    k.marriage_points = [p.marriage_points for p in obs.seats]
    k.tricks = [p.tricks for p in obs.seats]
    k.trick_no = obs.trick_no
    k.to_act = obs.current_player
    if obs.trick:
        trump = k.trump
        beaten = BEATEN_BY[trump]
        ws, w = obs.trick[0]
        for s, c in obs.trick[1:]:
            if beaten[w] >> c & 1:
                w, ws = c, s
        k.count = len(obs.trick)
        k.led_mask = SUIT[obs.trick[0][1] // NUM_RANKS]
        k.winning, k.winner = w, ws
        k.points = sum(CARD_POINTS[c] for _, c in obs.trick)
    return k
