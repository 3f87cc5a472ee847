"""Score sheets shared by the games (rules/README.md §7).

Counting up (Thousand, Bauernschnapsen) is each game's own paper; counting down is shared by the
whole Rams family: every player starts at a fixed total, tricks take points off, a deal without a
trick puts points on, multipliers scale a deal's changes, and reaching the goal ends the match.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CountDownRow:
    """One deal on a count-down sheet."""

    deal_no: int
    dealer: int
    in_deal: tuple[int, ...]  # the seats that played the deal
    tricks: tuple[int, ...]  # tricks won per seat
    changes: tuple[int, ...]  # score change per seat (negative is good)
    scores: tuple[int, ...]  # totals after the deal
    multiplier: int = 1
    notes: tuple[str, ...] = ()  # what made the deal special, in a player's words
    winners: tuple[int, ...] = ()  # the match's winners when this deal ended it
    without_play: bool = False  # settled before any trick (not played, or won by a shown hand)
    declarer: int | None = None  # the seat bound to a number of tricks (a bid, Raub, General Rams), if any
    made: bool = False  # whether the declarer took the tricks he was bound to
    contract: str = ""  # the declarer's contract as the game names it in records ("3", "muss", "mulatschak")

    @property
    def void_reason(self) -> str:
        """A count-down deal is never voided: a deal that everybody but one left is still scored."""
        return ""

    @property
    def played(self) -> bool:
        """Whether two seats or more played the deal (it was not left unplayed by drops)."""
        return len(self.in_deal) >= 2


def trick_changes(
    tricks: Sequence[int], in_deal: Sequence[int], *, per_trick: int = -1, no_trick: int = 5, multiplier: int = 1
) -> tuple[int, ...]:
    """The count-down changes of a deal: ``per_trick`` for each trick won, ``no_trick`` instead
    for a seat in the deal that won none; seats out of the deal do not change."""
    changes = [0] * len(tricks)
    for s in in_deal:
        changes[s] = multiplier * (per_trick * tricks[s] if tricks[s] else no_trick)
    return tuple(changes)


def lowest_winners(scores: Sequence[int], goal: int = 0) -> tuple[int, ...]:
    """When some score is at or below ``goal``: the seats with the lowest score (joint winners
    when equal); else nobody yet."""
    low = min(scores)
    if low > goal:
        return ()
    return tuple(s for s, v in enumerate(scores) if v == low)
