"""The random Thousand player used by ``kartln simulate`` and the engine benchmark.

Uniformly random card play never makes a contract, so three such players drift below zero for
ever and a match never ends. This player is random wherever a choice is a matter of taste, but
takes the few choices no card player would ever get wrong: it looks at its cards before bidding,
bids only the opening 100 or the smallest raise (each with even odds against passing), keeps
the contract it won, declares a marriage whenever it can (the four Aces too, under the option
``ace_marriage``) and never concedes a deal (option ``concession``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from kartln.engine.actions import Bid, Pass, PlayCard
from kartln.engine.games.thousand.actions import Concede, LookAtCards, SetContract
from kartln.engine.state import Action


def random_thousand_action(legal: Sequence[Action], rng: random.Random) -> Action:
    """Choose among ``legal`` (as returned by ``ThousandState.legal_actions``, which lists the
    marriage declarations of a lead after the plain cards)."""
    first = legal[0]
    kind = type(first)
    if kind is PlayCard:
        last = legal[-1]
        if type(last) is PlayCard and last.marriage:  # any declarations are at the end
            pool = [a for a in legal if isinstance(a, PlayCard) and a.marriage]
            return pool[int(rng.random() * len(pool))]
        return legal[int(rng.random() * len(legal))]
    if kind is Pass or kind is LookAtCards or kind is Bid:
        return _auction_choice(legal, rng)
    if kind is SetContract:
        return first  # keep the contract won in the auction
    n = len(legal)
    if type(legal[-1]) is Concede:  # offered last, after the cards to give or discard
        n -= 1
    return legal[int(rng.random() * n)]


def _auction_choice(legal: Sequence[Action], rng: random.Random) -> Action:
    # The state lists an auction's actions as Pass and LookAtCards (where offered), then the bids
    # in rising order, so the first two actions hold every one this player may take: no scan over
    # the bids (up to some sixty of them with a marriage in hand).
    head = legal[:2]
    for a in head:
        if isinstance(a, LookAtCards):
            return a
    for a in head:
        if isinstance(a, Bid):
            smallest = a  # the opening bid or the smallest raise
            break
    else:
        return legal[0]
    if isinstance(legal[0], Pass) and rng.random() < 0.5:
        return legal[0]
    return smallest
