"""The Bummerl sheet of rules/bauernschnapsen.md §8–§9: game points per deal and team."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.games.bauernschnapsen.contracts import Contract

TEAMS: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))  # partners sit opposite (§1)
GAME = 24  # the game ends when a team reaches 24 game points (§9)


def team_of(seat: int) -> int:
    return seat % 2


@dataclass(frozen=True, slots=True)
class BummerlRow:
    """One deal on the sheet; ``changes`` and ``scores`` are per seat (both partners alike)."""

    deal_no: int
    dealer: int
    declarer: int
    contract: Contract
    multiplier: int
    team: int  # the team that won the deal
    points: int  # its game points, doubling included
    team_scores: tuple[int, int]  # after the deal
    changes: tuple[int, ...]
    scores: tuple[int, ...]
    notes: tuple[str, ...] = ()
    without_play: bool = False  # a claim scored without playing the tricks
    winners: tuple[int, ...] = ()  # the seats that won the game, when this deal ended it
    bummerl: int = 0  # the losers' Bummerl when the game ended: 1, 2 (Schneider) or 4 (Retourschneider)
    team_points: tuple[int, ...] = ()  # card points and marriages per team toward 66 (a played deal)

    @property
    def void_reason(self) -> str:
        """Every deal is played or settled by a claim; none is voided."""
        return ""

    @property
    def played(self) -> bool:
        return True

    @property
    def made(self) -> bool:
        """Whether the declaring side won the deal (in the normal game: forehand's side)."""
        return team_of(self.declarer) == self.team


def bummerl_for(loser_points: int, loser_led_23_0: bool) -> tuple[int, str]:
    """§9: one Bummerl; two (Schneider) for a team without a game point; four (Retourschneider) for a
    team that led 23 : 0 and lost."""
    if loser_led_23_0:
        return 4, "Retourschneider"
    if loser_points == 0:
        return 2, "Schneider"
    return 1, "Bummerl"
