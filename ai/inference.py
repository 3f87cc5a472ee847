"""Inference from the other seats' card play, for any game: how likely a sampled world makes what
they did (policy-based inference, notes/ai.md §2.3).

A world (a placement of the hidden cards) is replayed from the first lead of the deal. At each
earlier play of another seat that had a choice, that seat's observation at that moment is rebuilt
(its hand from the world, the tricks as they stood) and an opponent model, a heuristic player, is
asked what it would have played. A world where the others' actual cards are the model's own
choices is likelier than one where they are not; the search keeps the likelier worlds
(:func:`weighted_pick`). The hard constraints of :mod:`kartln.ai.belief` still hold in every world.

A game whose roll-out policy reads a fully visible kernel can ask it instead
(:func:`kernel_play_likelihood`): the deal is replayed on the world's kernel from its first lead.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import TypeVar

from kartln.ai.agent import Agent
from kartln.ai.belief import Assignment
from kartln.ai.kernel import TrickKernel
from kartln.engine.actions import PlayCard
from kartln.engine.cards import Card, CardSet
from kartln.engine.match import play_actions
from kartln.engine.observation import Observation, PlayedTrick
from kartln.engine.tricks import FollowRule, TrickOrder

T = TypeVar("T")


def past_decisions(obs: Observation, world: Assignment) -> Iterator[tuple[Observation, CardSet, Card]]:
    """Every earlier play of another seat in this deal with more than one legal card: that seat's
    observation then (its hand taken from ``world``), its legal cards, and the card it played."""
    if obs.order is None:
        return
    n = obs.num_players
    tricks: list[tuple[tuple[tuple[int, Card], ...], TrickOrder, FollowRule]] = [
        (t.plays, t.order, t.rule) for t in obs.tricks]
    if obs.trick:
        tricks.append((obs.trick, obs.order, obs.follow_rule))
    hands = [world[s] if s != obs.seat else (obs.hand or 0) for s in range(n)]
    for plays, _, _ in tricks:
        for s, c in plays:
            hands[s] |= 1 << c
    won = [0] * n
    played = 0
    done: list[PlayedTrick] = []
    for i, (plays, order, rule) in enumerate(tricks):
        winning = -1
        for j, (s, c) in enumerate(plays):
            hand = hands[s]
            legal = hand if j == 0 else order.legal_follow(rule, hand, plays[0][1], winning)
            if s != obs.seat and legal & (legal - 1):
                then = replace(
                    obs, seat=s, current_player=s, hand=hand, cards_in_hand=tuple(h.bit_count() for h in hands),
                    leader=plays[0][0], trick=plays[:j], tricks=tuple(done), tricks_won=tuple(won),
                    order=order, follow_rule=rule, played=played,
                )
                yield then, legal, c
            hands[s] ^= 1 << c
            played |= 1 << c
            if j == 0 or order.beats(c, winning):
                winning = c
        if i < len(obs.tricks):
            t = obs.tricks[i]
            won[t.winner] += 1
            done.append(t)


def play_likelihood(obs: Observation, world: Assignment, model: Agent, miss: float) -> float:
    """The product over the other seats' earlier plays with a choice: 1 where ``model`` would
    have played the same card in this world, ``miss`` where it would not."""
    weight = 1.0
    for then, legal, c in past_decisions(obs, world):
        choice = model.choose(then, play_actions(legal))
        if not (isinstance(choice, PlayCard) and choice.card == c):
            weight *= miss
    return weight


def kernel_play_likelihood(start: TrickKernel, plays: Sequence[tuple[int, Card, bool]], me: int,
                           policy: Callable[[TrickKernel], tuple[Card, bool]], miss: float) -> float:
    """The product over the plays of seats other than ``me`` with a choice: 1 where ``policy``
    would have played the same card, ``miss`` where it would not. ``start`` is the deal at its
    first lead in one world; ``plays`` are the deal's (seat, card, declared a marriage) so far."""
    k = start.copy()
    weight = 1.0
    for seat, card, declared in plays:
        choices = k.legal() | k.declarations()
        if seat != me and choices & (choices - 1) and policy(k)[0] != card:
            weight *= miss
        k.play(card, declared)
    return weight


def weighted_pick(items: Sequence[T], weights: Sequence[float], count: int, rng: random.Random) -> list[T]:
    """``count`` of ``items`` drawn without replacement with odds proportional to ``weights``
    (Efraimidis–Spirakis keys)."""
    keyed: list[tuple[float, int]] = []
    for i, w in enumerate(weights):
        u = rng.random() or 1e-12
        keyed.append((math.log(u) / w if w > 0 else -math.inf, i))
    keyed.sort(key=lambda t: t[0], reverse=True)
    return [items[i] for _, i in keyed[:count]]
