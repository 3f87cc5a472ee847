"""When a Bauernschnapsen deal is decided and who wins what (rules/bauernschnapsen.md §7, §8).

Read after every trick and every marriage declaration: play stops as soon as the result is
certain, in exactly the cases of §7 "Early end", and when the tricks are played out. The test is a
pure function of the tricks and points per seat (:func:`decide`), so the computer players' search
ends its deals by the same rule as the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from kartln.engine.games.bauernschnapsen.contracts import Contract
from kartln.engine.games.bauernschnapsen.sheet import team_of
from kartln.engine.messages import Note

WIN = 66  # §8.1
TRICKS = 5


class Outcome(NamedTuple):
    team: int  # the team that wins the deal
    points: int  # its game points before doubling
    reason: Note  # what decided the deal


def decide(contract: Contract, worth: int, declarer: int, partner_plays: bool, tricks: Sequence[int],
           points: Sequence[int], last: int) -> Outcome | None:
    """The result of a deal of ``contract`` (worth ``worth``) if it is certain, from the tricks and
    the points (cards and marriages) per seat; ``last`` won the last trick played."""
    played = sum(tricks)
    if contract is Contract.NORMAL:
        return _normal_game(tricks, points, played, last)
    side = team_of(declarer)
    partner = (declarer + 2) % 4
    own = tricks[declarer] + (tricks[partner] if partner_plays else 0)  # §11 #9: a partner may play along
    made = Outcome(side, worth, Note("{contract} made", contract=contract.title))
    failed = Outcome(1 - side, worth, Note("{contract} lost", contract=contract.title))
    if contract.is_schnapser:  # §8.2: 66 within the first three tricks
        if points[declarer] + points[partner] >= WIN:  # a sitting-out partner has none
            return made
        return failed if played >= 3 else None
    if contract is Contract.BETTLER:
        if own:
            return failed
        return made if played == TRICKS else None
    if own < played:  # the all-tricks contracts fail at the first trick the declarer's side loses
        return failed
    return made if played == TRICKS else None


def _normal_game(tricks: Sequence[int], points: Sequence[int], played: int, last: int) -> Outcome | None:
    """§8.1: the first team to 66 wins 1, 2 or 3; nobody at 66 after five tricks: the last trick wins 1."""
    team_points = (points[0] + points[2], points[1] + points[3])
    for team in (0, 1):
        if team_points[team] >= WIN:
            loser = 1 - team
            if tricks[loser] + tricks[loser + 2] == 0:
                return Outcome(team, 3, Note("66 reached; the other side took no trick"))
            if team_points[loser] < WIN // 2:
                return Outcome(team, 2, Note("66 reached; the other side has less than 33"))
            return Outcome(team, 1, Note("66 reached"))
    if played == TRICKS:
        return Outcome(team_of(last), 1, Note("nobody reached 66: the last trick wins"))
    return None
