"""The Ramsen match (rules/ramsen.md): the turned-up suit and four permanent trumps, Schleken at
the cut, exchanges with the talon, play or pass, follow and head, two crosses of five strokes."""

from __future__ import annotations

from typing import ClassVar, TypeVar

from kartln.engine.cards import Card
from kartln.engine.games.rams_family import RamsMatch, RamsPhase
from kartln.engine.games.ramsen.rules import RamsenRules
from kartln.engine.messages import Refusal
from kartln.engine.tricks import FollowRule, TrickOrder

TABLE_LIMIT = 5  # §5: "at most five cards may be exchanged in total" (option)

RR = TypeVar("RR", bound=RamsenRules)  # Ramsen's rules, or a variant's that extend them


class RamsenMatch(RamsMatch[RR]):
    """What Ramsen and Mönch share: everything of Ramsen but its card order."""

    start_score: ClassVar[int] = 10  # §8: two crosses of five strokes
    turns_up = True
    has_talon = True
    first_wins = True  # §9: the first to complete his crosses in trick order

    def deal_order(self) -> TrickOrder:
        assert self.trump_suit is not None
        return self.rules.trump_order(self.trump_suit)  # the game's own order (Mönch's has the Mönch on top)

    def follow_rule(self) -> FollowRule:
        return FollowRule.F3  # §7

    def offers_bottom_card(self, card: Card) -> bool:
        return bool(self.rules.schleken)  # §4.2

    def deal_decisions(self) -> list[tuple[str, int]]:
        return [*self.exchange_round(swap=True), *self.stay_round()]  # §5, §6

    def exchange_limit(self, seat: int) -> int:
        if seat == self.bottom_taker:
            return 0  # §5: a player who took the Schleken card may not exchange
        limit = super().exchange_limit(seat)
        if self.rules.table_exchange_limit == "table":
            limit = min(limit, TABLE_LIMIT - self.drawn)
        return limit

    def swap_counts_as_exchange(self) -> int:
        return 1 if self.rules.swap_forces_play else 0  # §11 #7

    def must_stay(self, seat: int) -> Refusal | None:
        if seat == self.bottom_taker and self.rules.schleken_must_play:
            return Refusal("you took the cut card, so you must play")
        return super().must_stay(seat)

    def phase_prompt(self, phase: str) -> Refusal:
        if phase == RamsPhase.STAY:
            return Refusal("say whether you play or pass")
        return super().phase_prompt(phase)


class RamsenState(RamsenMatch[RamsenRules]):
    game_id: ClassVar[str] = "ramsen"
