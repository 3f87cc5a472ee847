"""The Fünf dazu! match (rules/fuenf-dazu.md): no trumps, must win when following, down from 15."""

from __future__ import annotations

from typing import ClassVar

from kartln.engine.games.fuenf_dazu.order import fuenf_dazu_order
from kartln.engine.games.fuenf_dazu.rules import FuenfDazuRules
from kartln.engine.games.rams_family import RamsMatch
from kartln.engine.tricks import FollowRule, TrickOrder


class FuenfDazuState(RamsMatch[FuenfDazuRules]):
    game_id: ClassVar[str] = "fuenf-dazu"
    start_score: ClassVar[int] = 15  # §1

    def deal_order(self) -> TrickOrder:
        return fuenf_dazu_order("plain" if self.rules.rank_order == "plain" else "ace_ten")  # §2, §8 #1

    def follow_rule(self) -> FollowRule:
        return FollowRule.F5 if self.rules.must_win else FollowRule.F1  # §4, §8 #2
