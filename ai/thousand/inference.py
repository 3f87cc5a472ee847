"""Inference from the opponents' card play: how likely a sampled world makes what they did.

A world (a placement of the hidden cards) is replayed from the first lead of the deal. At each
earlier play of another seat that had a choice, the roll-out policy is asked what it would have
played holding that world's cards; a world where the opponents' actual cards are the policy's own
choices is more likely than one where they are not. The search keeps the likelier worlds
(:func:`weighted_pick`), so a defender's discard or a declarer's lead tells it something beyond the
hard constraints of :mod:`kartln.ai.belief`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from kartln.ai.belief import Assignment
from kartln.ai.thousand.rollout import policy_move
from kartln.engine import events as ev
from kartln.engine.games.thousand import events as tev
from kartln.engine.games.thousand.kernel import PlayKernel
from kartln.engine.games.thousand.observation import ThousandObservation


def _start_hands(obs: ThousandObservation, world: Assignment) -> list[int]:
    hands = list(world[: obs.num_players])
    hands[obs.seat] = obs.hand or 0
    for e in obs.events:
        if isinstance(e, ev.CardPlayed):
            hands[e.seat] |= 1 << e.card
    return hands


def play_likelihood(obs: ThousandObservation, world: Assignment, values: tuple[int, ...], ace_marriage: bool,
                    miss: float) -> float:
    """The product over the other seats' earlier plays with a choice: 1 where the policy agrees
    with the card played in this world, ``miss`` where it does not."""
    plays = [e for e in obs.events if isinstance(e, ev.CardPlayed)]
    if not plays or obs.declarer is None:
        return 1.0
    pile = world[obs.num_players] if obs.num_players == 2 else 0
    k = PlayKernel(_start_hands(obs, world), obs.in_deal, plays[0].seat, values=values, pile=pile,
                   ace_marriage=ace_marriage)
    weight = 1.0
    marriage = False
    for e in obs.events:
        if isinstance(e, ev.MarriageDeclared | tev.AceMarriageDeclared):
            marriage = True
        elif isinstance(e, ev.CardPlayed):
            legal = k.legal_moves() | (k.marriage_moves() if k.count == 0 else 0)
            if e.seat != obs.seat and legal & (legal - 1):
                card, _ = policy_move(k, obs.declarer, values)
                if card != e.card:
                    weight *= miss
            k.play(e.card, marriage)
            marriage = False
    return weight


def weighted_pick(items: Sequence[Assignment], weights: Sequence[float], count: int,
                  rng: random.Random) -> list[Assignment]:
    """``count`` of ``items`` drawn without replacement with odds proportional to ``weights``
    (Efraimidis–Spirakis keys)."""
    keyed = []
    for item, w in zip(items, weights, strict=True):
        u = rng.random() or 1e-12
        keyed.append((math.log(u) / w if w > 0 else -math.inf, item))
    keyed.sort(key=lambda t: t[0], reverse=True)
    return [item for _, item in keyed[:count]]
