"""What the Statistics window asks the store, as plain data: filters in, numbers out.

Every figure is about one player, a human seat's name (hot-seat matches count for each human at the
table). A match counts once it is over; its deals are the sheet's played rows. The words the window
shows are its own: these are numbers only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: Below this many matches a win rate says nothing yet: the window writes "too few matches to tell".
FEW_MATCHES = 10
#: The normal quantile of a two-sided 95 % interval.
Z_95 = 1.959963984540054
#: The opponent name of a human at the table, in :attr:`GroupStats.opponents`.
HUMAN = "human"


@dataclass(frozen=True)
class StatsFilter:
    """Which matches count. None is every game, level or preset; dates are seconds since the epoch
    (``since`` inclusive, ``until`` exclusive) of the match's end."""

    game: str | None = None
    level: str | None = None  # every computer opponent at this level (matches with one at least)
    preset: str | None = None  # a preset's name; "" is house rules of one's own
    since: float | None = None
    until: float | None = None


EVERYTHING = StatsFilter()


@dataclass(frozen=True)
class Interval:
    """A proportion's 95 % interval, both ends between 0 and 1."""

    low: float
    high: float


def wilson_interval(won: int, played: int, z: float = Z_95) -> Interval | None:
    """The Wilson score interval of ``won`` out of ``played`` (None for no match): it stays within
    0..1 and is sensible for few matches and for rates near 0 or 1, where the normal one is not."""
    if played <= 0:
        return None
    p = won / played
    z2 = z * z
    centre = (p + z2 / (2 * played)) / (1 + z2 / played)
    half = z * math.sqrt(p * (1 - p) / played + z2 / (4 * played * played)) / (1 + z2 / played)
    low = 0.0 if won == 0 else max(0.0, centre - half)  # exact at the ends, not a rounding off them
    high = 1.0 if won == played else min(1.0, centre + half)
    return Interval(low, high)


@dataclass(frozen=True)
class MatchOutcome:
    """One finished match seen from the player's seat."""

    match_id: int
    game: str
    ended: float
    won: bool
    total: int  # the player's final score
    margin: int  # the player's score against the best other seat's, so that more is better in every game
    opponents: tuple[str, ...]  # the other seats' levels, sorted; HUMAN for a human


@dataclass(frozen=True)
class GroupStats:
    """A player's matches of one game against one set of opponents (``opponents`` empty: all of
    them together, from ``summary(..., by_opponents=False)``)."""

    game: str
    opponents: tuple[str, ...]
    counts_down: bool  # a lower score is better in this game (the mean change reads the other way)
    matches: int
    won: int
    interval: Interval | None  # the win rate's 95 % interval (Wilson); None without matches
    deals: int  # deals played by the player (the sheet's played rows)
    mean_change: float | None  # the player's mean score change per deal, as the sheet counts; None without deals
    contracts: int  # deals the player declared (0 in a game without declarers)
    contracts_made: int
    has_contracts: bool  # whether the game's deals have declarers (show the column)
    longest_run: int  # the most matches won in a row, by the time they ended
    best: MatchOutcome | None  # the match of the largest margin (the latest of equals)
    worst: MatchOutcome | None  # the match of the smallest margin

    @property
    def win_rate(self) -> float | None:
        return self.won / self.matches if self.matches else None

    @property
    def enough(self) -> bool:
        """Whether there are enough matches to tell anything from the rate."""
        return self.matches >= FEW_MATCHES


@dataclass(frozen=True)
class ResultPoint:
    """One finished match on the chart of the player's results, in the order they ended."""

    match_id: int
    game: str
    ended: float
    won: bool
    margin: int  # as in MatchOutcome
    matches: int  # matches so far, this one included
    won_so_far: int


@dataclass(frozen=True)
class RecordAgainst:
    """The player's record in one game against a given set of opponents (the end-of-match line)."""

    game: str
    opponents: tuple[str, ...]
    matches: int
    won: int


@dataclass(frozen=True)
class FilterChoices:
    """What the filters can offer for a player: the games, levels and presets of his matches, and
    the dates of his first and last (None without any)."""

    games: tuple[str, ...]
    levels: tuple[str, ...]
    presets: tuple[str, ...]
    first: float | None
    last: float | None


def longest_run(wins: list[bool]) -> int:
    best = run = 0
    for w in wins:
        run = run + 1 if w else 0
        best = max(best, run)
    return best
