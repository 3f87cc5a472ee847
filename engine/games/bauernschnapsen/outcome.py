"""When a Bauernschnapsen deal is decided and who wins what (rules/bauernschnapsen.md §7, §8).

Read after every trick and every marriage declaration: play stops as soon as the result is
certain, in exactly the cases of §7 "Early end", and when the tricks are played out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from kartln.engine.games.bauernschnapsen.contracts import Contract, value
from kartln.engine.games.bauernschnapsen.sheet import team_of

if TYPE_CHECKING:
    from kartln.engine.games.bauernschnapsen.state import BauernschnapsenState

WIN = 66  # §8.1
TRICKS = 5


class Outcome(NamedTuple):
    team: int  # the team that wins the deal
    points: int  # its game points before doubling
    reason: str  # in a player's words


def deal_outcome(state: BauernschnapsenState) -> Outcome | None:
    """The deal's result if it is certain now, else None."""
    contract, declarer = state.contract, state.declarer
    if contract is None or declarer is None:
        return None
    if contract is Contract.NORMAL:
        return _normal_game(state)
    side = team_of(declarer)
    own = _side_tricks(state, declarer)
    played = state.trick_no
    worth = value(contract, state.rules)
    made, failed = Outcome(side, worth, f"{contract.title} made"), Outcome(1 - side, worth, f"{contract.title} lost")
    if contract.is_schnapser:  # §8.2: 66 within the first three tricks
        points = state.team_points[side] if state.sitting_out is None else state.seat_points[declarer]
        if points >= WIN:
            return made
        return failed if played >= 3 else None
    if contract is Contract.BETTLER:
        if own:
            return failed
        return made if played == TRICKS else None
    if own < played:  # the all-tricks contracts fail at the first trick the declarer's side loses
        return failed
    return made if played == TRICKS else None


def _side_tricks(state: BauernschnapsenState, declarer: int) -> int:
    """Tricks of the declarer (and of his partner when the partner plays along, §11 #9)."""
    tricks = state.tricks
    return tricks[declarer] + (tricks[(declarer + 2) % 4] if state.sitting_out is None else 0)


def _normal_game(state: BauernschnapsenState) -> Outcome | None:
    """§8.1: the first team to 66 wins 1, 2 or 3; nobody at 66 after five tricks: the last trick wins 1."""
    points = state.team_points
    for team in (0, 1):
        if points[team] >= WIN:
            loser = 1 - team
            if state.team_tricks()[loser] == 0:
                return Outcome(team, 3, "66 reached; the other side took no trick")
            if points[loser] < WIN // 2:
                return Outcome(team, 2, "66 reached; the other side has less than 33")
            return Outcome(team, 1, "66 reached")
    if state.trick_no == TRICKS:
        return Outcome(team_of(state.leader), 1, "nobody reached 66: the last trick wins")
    return None
