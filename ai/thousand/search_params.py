"""The budget of Thousand's search players, apart from the levels that set it, so that the search
reads it without importing the level table (which makes the search's agents)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SearchParams:
    """The budget of the determinized search (PIMC) for card play and contracts."""

    worlds: int = 16  # sampled worlds per decision (all worlds when fewer exist)
    rollouts: int = 1  # heuristic roll-outs per world and candidate
    exact_cards: int = 12  # solve exactly once at most this many cards are left in all hands
    time_cap: float = 0.4  # seconds; the search stops sampling new worlds after this
    hard_cap: float = 2.0  # seconds; never think longer than this
    bid_worlds: int = 0  # worlds simulated for bids and contracts (0: heuristic estimate only)
    give_worlds: int = 0  # worlds simulated to choose the cards to give away (0: heuristic)
    inference: bool = True  # use the hard constraints (voids, marriages, bids) when sampling
    halving: bool = True  # drop clearly worse candidates after half the worlds
    rollout_noise: float = 0.1  # chance of a random card in a roll-out
    own_points: bool = True  # a defender whose contract is decided searches for his own points
    play_inference: int = 0  # draw this many times the worlds and keep those the opponents' play makes likely
