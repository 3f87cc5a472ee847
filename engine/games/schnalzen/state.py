"""The Schnalzen match (rules/schnalzen.md): 33 cards with the WELI as second trump, the trump
card turned between the packets (a turned WELI: no trumps), play or stay at home, follow suit
(F1), all five tricks −10 for him and +10 for the others, down from 20."""

from __future__ import annotations

from typing import ClassVar

from kartln.engine.cards import DECK_33, WELI, Card, Rank, rank_of
from kartln.engine.deal_terms import Sweep
from kartln.engine.games.rams_family import RamsMatch, RamsPhase
from kartln.engine.games.schnalzen.order import schnalzen_order
from kartln.engine.games.schnalzen.rules import SchnalzenRules
from kartln.engine.messages import Note, Refusal
from kartln.engine.state import Event
from kartln.engine.tricks import FollowRule, TrickOrder

HOME = 1  # §4: staying at home costs a point
HOME_LIMIT = 5  # §4: a player at 5 or less may not stay at home
ALL_TRICKS = 5
SWEEP = 10  # §6: all five tricks: −10 for him, +10 for every other player in the deal
ALONE = 5  # §4: the dealer alone: −5 without play
DEALER_ALONE = Note("all three stayed at home: the dealer −5 without play")
SWEPT = Note("all five tricks")


class SchnalzenState(RamsMatch[SchnalzenRules]):
    game_id: ClassVar[str] = "schnalzen"
    deck_cards: ClassVar[tuple[Card, ...]] = DECK_33
    start_score: ClassVar[int] = 20  # §1
    no_trick: ClassVar[int] = 10  # §6
    drop_change = HOME  # §4
    turns_up = True
    turn_up_after = 1  # §3.2: three cards each, the turn-up, two more

    def trump_of(self, turned: Card) -> int | None:
        return None if turned == WELI else super().trump_of(turned)  # §3.3: a turned WELI, no trumps

    def deal_order(self) -> TrickOrder:
        assert self.turned_card is not None
        return schnalzen_order(self.turned_card)  # §2

    def follow_rule(self) -> FollowRule:
        return FollowRule.F1  # §5

    def ten_turned(self) -> bool:
        return self.turned_card is not None and self.turned_card != WELI and rank_of(self.turned_card) == Rank.TEN

    def deal_decisions(self) -> list[tuple[str, int]]:
        if self.ten_turned():
            return []  # §3.3: nobody may stay at home
        return [(RamsPhase.STAY, s) for s in self.active if s != self.dealer]  # §4: the dealer never

    def must_stay(self, seat: int) -> Refusal | None:
        if self.totals[seat] <= HOME_LIMIT:
            return Refusal("with %n or less you must play", n=HOME_LIMIT)  # §4
        return None

    def phase_prompt(self, phase: str) -> Refusal:
        if phase == RamsPhase.STAY:
            return Refusal("say whether you play or stay at home")
        return super().phase_prompt(phase)

    def _home(self) -> list[int]:
        return [s for s in range(self.n) if s not in self.active]

    def _decided_before_play(self, out: list[Event]) -> bool:
        """§4: all three others at home: the dealer −5, each of them +1, no play."""
        if self.active != (self.dealer,):
            return False
        changes = [self.drop_change] * self.n
        changes[self.dealer] = -ALONE
        self._score(changes, out, (DEALER_ALONE,))
        return True

    def sweep(self) -> Sweep:
        return Sweep(ALL_TRICKS, -SWEEP, SWEEP)  # §6

    def deal_changes(self) -> tuple[list[int], tuple[str, ...]]:
        """§6: −1 a trick; all five tricks −10 and +10 for every other player in the deal; else +10
        without a trick; +1 for each player at home."""
        changes = [self.drop_change if s not in self.active else 0 for s in range(self.n)]
        sweep = self.sweep()
        sweeper = next((s for s in self.active if self.tricks[s] == sweep.tricks), None)
        for s in self.active:
            if sweeper is not None:
                changes[s] = sweep.taker if s == sweeper else sweep.others
            else:
                changes[s] = -self.tricks[s] if self.tricks[s] else self.no_trick
        return changes, ((SWEPT,) if sweeper is not None else ())
