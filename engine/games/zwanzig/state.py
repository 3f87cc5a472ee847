"""The Zwanzig match (rules/zwanzig.md): forehand announces trumps after two cards, exchanges of up
to three cards, play or drop, follow or trump (F2), hearts count double and are trumps from the
ninth deal, down from 20."""

from __future__ import annotations

from typing import ClassVar

from kartln.engine.actions import NameTrump
from kartln.engine.cards import Suit, suit_of
from kartln.engine.events import TrumpNamed
from kartln.engine.games.rams_family import RamsMatch, RamsPhase
from kartln.engine.games.zwanzig.rules import ZwanzigRules
from kartln.engine.messages import Note, Refusal
from kartln.engine.state import Action, Event
from kartln.engine.tricks import FollowRule, TrickOrder

FIRST_PACKET, SECOND_PACKET = 2, 3  # §3
EXCHANGE_LIMIT = 3  # §4
ALL_TRICKS = 5
ALONE = Note("everybody else dropped: five tricks without play")  # §5, §10 #5


class ZwanzigState(RamsMatch[ZwanzigRules]):
    game_id: ClassVar[str] = "zwanzig"
    start_score: ClassVar[int] = 20  # §1
    has_talon = True

    def _reset_deal(self) -> None:
        super()._reset_deal()
        self.dealt = 0  # deck index after the first packets

    @property
    def announcer(self) -> int:
        return (self.dealer + 1) % self.n  # §3.1: forehand

    def hearts_forced(self) -> bool:
        first = self.rules.hearts_from_deal
        return bool(first) and self.deal_no >= first  # §3.3, §10 #4

    def deal_order(self) -> TrickOrder:
        assert self.trump_suit is not None
        return self.rules.trump_order(self.trump_suit)  # §2, §10 #1

    def follow_rule(self) -> FollowRule:
        return FollowRule.F2  # §6

    def multiplier(self) -> int:
        return 2 if self.trump_suit == Suit.HEARTS else 1  # §7

    # The deal in two parts, with the announcement between.

    def _deal(self, out: list[Event]) -> None:
        self.dealt = self._deal_hands(self.deck, self.active, (FIRST_PACKET,), out)
        if self.hearts_forced():
            self._set_trumps(Suit.HEARTS)
            self._deal_rest(out)
        else:
            self.decisions = [(RamsPhase.TRUMP, self.announcer)]

    def _deal_rest(self, out: list[Event]) -> None:
        i = self._deal_hands(self.deck, self.active, (SECOND_PACKET,), out, start=self.dealt)
        self.talon = self.deck[i:]
        self.decisions = self.deal_decisions()

    def deal_decisions(self) -> list[tuple[str, int]]:
        steps = self.exchange_round()  # §4: the announcer first, the dealer last
        if not (self.rules.diamonds_no_drop and self.trump_suit == Suit.DIAMONDS):
            steps += [(RamsPhase.STAY, s) for s in self.active if s != self.announcer]  # §5
        return steps

    # Decisions.

    def decision_actions(self, phase: str, seat: int) -> list[Action]:
        if phase == RamsPhase.TRUMP:
            held = {suit_of(c) for c in range(36) if self.hands[seat] >> c & 1}
            return [NameTrump(s) for s in Suit if self.rules.announce_any_suit or s in held]
        return super().decision_actions(phase, seat)

    def exchange_limit(self, seat: int) -> int:
        return min(EXCHANGE_LIMIT, len(self.talon))

    def must_stay(self, seat: int) -> Refusal | None:
        return None  # §5: exchanging does not bind; the announcer is never asked

    def phase_prompt(self, phase: str) -> Refusal:
        if phase == RamsPhase.TRUMP:
            if self.rules.announce_any_suit:
                return Refusal("name the trump suit")
            return Refusal("name a suit you hold as trumps")
        return super().phase_prompt(phase)

    def _decide(self, phase: str, seat: int, action: Action, out: list[Event]) -> None:
        if phase == RamsPhase.TRUMP:
            assert isinstance(action, NameTrump) and action.suit is not None
            self._set_trumps(action.suit)
            self._emit(out, TrumpNamed(seat, action.suit))
            self._deal_rest(out)
            return
        super()._decide(phase, seat, action, out)

    # Play and scoring.

    def first_leader(self) -> int:
        return self.announcer  # §6

    def _decided_before_play(self, out: list[Event]) -> bool:
        """§5: all three others dropped: the announcer takes five tricks without play."""
        if self.active != (self.announcer,):
            return False
        changes = [0] * self.n
        changes[self.announcer] = self.multiplier() * self.per_trick * ALL_TRICKS
        self._score(changes, out, (ALONE,))
        return True
