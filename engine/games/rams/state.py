"""The Rams match (rules/rams.md): tokens down to nothing, a widow hand forehand may trade for,
General Rams, drop or play with the forced players, the dealer's swap, follow and head."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from kartln.engine.actions import Pass
from kartln.engine.cards import Card, CardSet
from kartln.engine.deal_terms import Contract, Count, fixed
from kartln.engine.games.rams.actions import RAMS_GAME_VOCABULARY, CallGeneralRams, TakeWidow
from kartln.engine.games.rams.events import GeneralRamsCalled, WidowTaken
from kartln.engine.games.rams.rules import RamsRules
from kartln.engine.games.rams_family import RamsMatch, RamsObservation, RamsPhase
from kartln.engine.match import packet_deal
from kartln.engine.messages import Note, Refusal
from kartln.engine.sheets import lowest_winners
from kartln.engine.state import Action, Event
from kartln.engine.tricks import FollowRule, TrickOrder

GENERAL = "general-rams"  # §5: the window for General Rams, before the bidding
WIDOW = -1  # the widow's place in the deal: a hand without a seat
ALL_TRICKS = 5
GENERAL_STAKE = 5  # §8: General Rams is worth five tokens either way
MADE, LOST = Note("General Rams made"), Note("General Rams lost")


@dataclass(frozen=True, slots=True)
class RamsGameObservation(RamsObservation):
    widow_size: int = 0
    declarer: int = -1  # who called General Rams; -1 for none


class RamsState(RamsMatch[RamsRules]):
    game_id: ClassVar[str] = "rams"
    vocabulary = RAMS_GAME_VOCABULARY
    start_score: ClassVar[int] = 10
    turns_up = True
    first_wins = True  # §9: the first to remove his last token, trick by trick
    floor = 0  # §8: a token count never goes below 0

    def start_total(self) -> int:
        return self.rules.start_tokens  # §3

    def _reset_deal(self) -> None:
        super()._reset_deal()
        self.widow: CardSet = 0
        self.declarer = -1

    def deal_order(self) -> TrickOrder:
        assert self.trump_suit is not None
        return self.rules.trump_order(self.trump_suit)  # §2

    def follow_rule(self) -> FollowRule:
        return FollowRule.F3  # §7

    def stops_at_goal(self) -> bool:
        return self.rules.winner_timing == "trick"  # §9, decision 5

    def _deal_cards(self, deck: Sequence[Card], fewer: dict[int, int] | None, out: list[Event]) -> int:
        """§4.2: the widow gets its packets just before the dealer."""
        receivers = [*self.active[:-1], WIDOW, self.active[-1]]
        hands, i = packet_deal(deck, receivers, self.packets)
        self.widow = hands.pop(WIDOW)
        self._take_dealt(hands, out)
        return i

    def deal_decisions(self) -> list[tuple[str, int]]:
        return [*((GENERAL, s) for s in self.active), *self.stay_round(), (RamsPhase.SWAP, self.dealer)]

    # Decisions.

    def decision_actions(self, phase: str, seat: int) -> list[Action]:
        if phase == GENERAL:
            return [Pass(), CallGeneralRams()]
        actions = super().decision_actions(phase, seat)
        if phase == RamsPhase.STAY and seat == self.active[0] == (self.dealer + 1) % self.n and self.widow:
            actions.append(TakeWidow())  # §6.1: "Trade", forehand only
        return actions

    def must_stay(self, seat: int) -> Refusal | None:
        """§6.2: the compulsory players."""
        if seat == self.dealer:
            if len(self.active) <= 2:
                return Refusal("only one other player is playing, so you must play")
        elif seat == (self.dealer - 1) % self.n:
            before = self.seats_from((self.dealer + 1) % self.n)[:self.n - 2]
            if not any(s in self.active for s in before):
                return Refusal("everybody before you dropped, so you must play")
        return None

    def phase_prompt(self, phase: str) -> Refusal:
        if phase == GENERAL:
            return Refusal("call General Rams, or pass")
        return super().phase_prompt(phase)

    def _decide(self, phase: str, seat: int, action: Action, out: list[Event]) -> None:
        if phase == GENERAL:
            if isinstance(action, CallGeneralRams):  # §5: the first call ends the window; nobody drops
                self.declarer = seat
                self.decisions = [d for d in self.decisions if d[0] not in (GENERAL, RamsPhase.STAY)]
                self._emit(out, GeneralRamsCalled(seat))
        elif isinstance(action, TakeWidow):
            laid, taken = self.hands[seat], self.widow
            self.widow = 0
            self.laid_by[seat] |= laid
            self.hands[seat] = taken
            self._emit(out, WidowTaken(seat, laid, taken))
        else:
            super()._decide(phase, seat, action, out)

    def first_leader(self) -> int:
        return self.declarer if self.declarer >= 0 else super().first_leader()  # §7

    # Scoring.

    def trick_change(self, winner: int) -> int:
        return 0 if winner == self.declarer else self.per_trick  # §8: his count changes at the end only

    def deal_changes(self) -> tuple[list[int], tuple[str, ...]]:
        if self.declarer < 0:
            return super().deal_changes()
        finished = not self.stopped_at_goal()
        made = self.tricks[self.declarer] == ALL_TRICKS
        changes = [0] * self.n
        for s in self.active:
            if s == self.declarer:
                changes[s] = (-GENERAL_STAKE if made else GENERAL_STAKE) if finished else 0
            else:
                changes[s] = GENERAL_STAKE if made else self.per_trick * self.tricks[s]
        return changes, ((MADE if made else LOST),) if finished else ()

    def contracts(self) -> tuple[Contract, ...]:
        """§8: General Rams takes all five tricks for −5 and +5 to every other player, or pays +5
        while the others count their tricks (nothing for none)."""
        if self.declarer < 0:
            return ()
        return (Contract(self.declarer, ALL_TRICKS, short=fixed(GENERAL_STAKE), made=fixed(-GENERAL_STAKE),
                         others_short=Count(self.per_trick, 0), others_made=fixed(GENERAL_STAKE)),)

    def contract_word(self) -> str:
        return "general"  # General Rams: all five tricks

    def match_winners(self, totals: Sequence[int]) -> tuple[int, ...]:
        if self.rules.winner_timing == "deal_end":
            return lowest_winners(totals, self.goal)  # compared before the floor; equal counts are joint
        return super().match_winners(totals)

    # What the seats see.

    def extra_zones(self) -> dict[str, CardSet]:
        return {"widow": self.widow}

    def observation(self, seat: int) -> RamsGameObservation:
        fields: dict[str, Any] = self.rams_observation(seat)
        return RamsGameObservation(**fields, widow_size=self.widow.bit_count(), declarer=self.declarer)


__all__ = ["GENERAL", "RamsGameObservation", "RamsState"]
