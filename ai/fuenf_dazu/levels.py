"""Fünf dazu!'s computer players: the Rams family's levels (:mod:`kartln.ai.rams_family.levels`)
with card play only, as the game has nothing to decide before the tricks.

random: any legal card. easy: a few plain rules (win when last, else beat high, else play low;
lead the highest card), no memory of earlier tricks, a random card 30 % of the time. normal: the
full rules with card counting and what the play shows (voids, must-beat caps). hard: determinized
search (PIMC) solving every sampled world exactly, the normal rules breaking ties.

Measured ladder: ``ai/strength.json`` (``kartln tournament --game fuenf-dazu --strength``), one
level against three copies of the one below, every seat rotation.

Hard thinks 116 ms per decision on average (``kartln bench ai``, 100 decisions: p50 30 ms, p95 390 ms,
at most 604 ms, about the 0.6 s cap). Against normal players, seeing every card and solving exactly would gain only
about 0.3 points per deal in the same seat: five-card deals leave little to skill.
"""

from __future__ import annotations

from kartln.ai.game_ai import GameAI
from kartln.ai.rams_family.levels import LEVEL_NAMES, family_levels
from kartln.ai.rams_family.reasons import PLAY_REASONS
from kartln.engine.game_info import GameInfo

parse_level, make_fuenf_dazu_agent = family_levels("fuenf-dazu", decisions=False)


def fuenf_dazu_ai(info: GameInfo) -> GameAI:
    """Fünf dazu!'s computer players (its engine entry names this maker); every row is a played deal."""
    return GameAI(info.id, LEVEL_NAMES, make_fuenf_dazu_agent, parse_level,
                  warm_up=("kartln.ai.rams_family.play_agent", "kartln.ai.trick_search"), reasons=PLAY_REASONS)


__all__ = ["LEVEL_NAMES", "fuenf_dazu_ai", "make_fuenf_dazu_agent", "parse_level"]
