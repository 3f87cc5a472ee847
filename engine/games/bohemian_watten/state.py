"""The Bohemian Watten match (rules/bohemian-watten.md): the turned card gives the trump suit and
the strikers, exchanges of up to three cards (the dealer: the turned card and two more), must win
when following (F5), hearts double, and exactly 0 to win with overshoots bouncing back."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from kartln.engine.actions import Exchange
from kartln.engine.cards import Card, Suit
from kartln.engine.games.bohemian_watten.order import CRITICALS
from kartln.engine.games.bohemian_watten.rules import BohemianWattenRules
from kartln.engine.games.rams_family import RamsMatch, RamsPhase
from kartln.engine.messages import Refusal
from kartln.engine.sheets import lowest_winners
from kartln.engine.state import Action
from kartln.engine.tricks import FollowRule, TrickOrder

EXCHANGE, DEALER_EXCHANGE = 3, 2  # §4


class BohemianWattenState(RamsMatch[BohemianWattenRules]):
    game_id: ClassVar[str] = "bohemian-watten"
    start_score: ClassVar[int] = 20  # §1
    turns_up = True
    turn_up_after = 1  # §3.2: three each, the turned card, two more
    has_talon = True

    def deal_order(self) -> TrickOrder:
        assert self.turned_card is not None
        return self.rules.turned_order(self.turned_card)  # §2

    def follow_rule(self) -> FollowRule:
        return FollowRule.F5 if self.rules.must_win else FollowRule.F1  # §5, §9 #6

    def multiplier(self) -> int:
        return 2 if self.trump_suit == Suit.HEARTS else 1  # §6

    def offers_bottom_card(self, card: Card) -> bool:
        return self.rules.criticals and card in CRITICALS  # §2: a Critical at the bottom of the cut

    def deal_decisions(self) -> list[tuple[str, int]]:
        return self.exchange_round(swap=True)  # §4: nobody drops (§9 #4)

    def decision_actions(self, phase: str, seat: int) -> list[Action]:
        actions = super().decision_actions(phase, seat)
        turned = self.turned_card
        if phase == RamsPhase.EXCHANGE and seat == self.dealer and turned is not None:
            actions = [a for a in actions if not (isinstance(a, Exchange) and turned in a.cards)]  # §4 (b)
        return actions

    def refusal(self, phase: str, seat: int, action: Action) -> Refusal:
        if isinstance(action, Exchange) and seat == self.dealer and self.turned_card in action.cards:
            return Refusal("you may not exchange the turned-up card you took")  # §4 (b)
        return super().refusal(phase, seat, action)

    def exchange_limit(self, seat: int) -> int:
        if seat == self.bottom_taker:
            return 0  # as Ramsen's Schleken: the taker does not exchange
        most = DEALER_EXCHANGE if seat == self.dealer else EXCHANGE
        return min(most, len(self.talon))

    def swap_counts_as_exchange(self) -> int:
        return 0  # nobody drops in this game: nothing binds

    def settled(self, total: int) -> int:
        """§6: with exactly 0 to reach, a change below 0 bounces back up by the excess."""
        return -total if self.rules.exactly_zero and total < 0 else total

    def match_winners(self, totals: Sequence[int]) -> tuple[int, ...]:
        if self.rules.exactly_zero:
            return tuple(s for s, t in enumerate(totals) if t == self.goal)  # §7: joint winners at 0
        return lowest_winners(totals, self.goal)
