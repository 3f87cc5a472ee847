"""The context a heuristic rule decides in: what the player knows, its parameters and its dice."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from kartln.ai.thousand.knowledge import Knowledge
from kartln.engine.actions import PlayCard
from kartln.engine.cards import CardSet
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.state import Action


@dataclass(frozen=True, slots=True)
class HeuristicParams:
    """The knobs of the heuristic player (the difficulty levels set them)."""

    memory: int | None = None  # completed tricks remembered; None = all
    noise: float = 0.0  # chance of a random legal move among the non-losing ones (card play)
    bid_margin: int = 0  # points kept in hand below the estimate when bidding
    bid_noise: int = 0  # random spread added to the bidding estimate
    raise_margin: int = 0  # points taken off the static estimate when setting the contract
    blind_bids: bool = True  # consider blind bids (when the rules allow them)
    stock_samples: int = 48  # stocks sampled when estimating a hand before the stock (static estimate)
    sim_samples: int = 0  # simulated deals per bidding decision (0: the static estimate)
    contract_samples: int = 0  # simulated deals for the contract and a re-deal demand (0: static)
    pass_value: float = 25.0  # what passing is worth: bid while the best contract's expected score beats it
    disabled: frozenset[str] = frozenset()  # rule names switched off
    give_samples: int = 0  # simulated deals per candidate pair of gifts (0: choose by the card values)
    endgame_cards: int = 9  # count the last tricks out exactly once at most this many cards are left
    endgame_worlds: int = 30  # ... and at most this many deals are consistent with what was seen
    coop_share: float = 1.0  # defenders help each other while the declarer could still make it
    # with this share of the card points left


@dataclass(slots=True)
class Ctx:
    know: Knowledge
    params: HeuristicParams
    rng: random.Random
    cache: dict[str, object] = field(default_factory=dict)  # values shared by the rules of one decision


Rule = Callable[[ThousandObservation, Sequence[Action], Ctx], Action | None]


def legal_cards(legal: Sequence[Action]) -> CardSet:
    """The cards of the plain (non-marriage) card plays among ``legal``."""
    m = 0
    for a in legal:
        if isinstance(a, PlayCard) and not a.marriage:
            m |= 1 << a.card
    return m


def play(card: int, marriage: bool = False) -> PlayCard:
    return PlayCard(card, marriage)
