"""The Mönch match (rules/moench.md): Ramsen with three differences. D1: the Mönch (J♣ / Eichel-Unter)
is the highest trump. D2: its holder may name the trump suit. D3: a Fliege, five cards of one suit,
wins the deal without play."""

from __future__ import annotations

from typing import ClassVar

from kartln.engine.actions import NameTrump
from kartln.engine.cards import Card, Suit, cards_in
from kartln.engine.events import TrumpNamed
from kartln.engine.games.moench.events import FliegeShown
from kartln.engine.games.moench.order import MOENCH
from kartln.engine.games.moench.rules import MoenchRules
from kartln.engine.games.rams_family import RamsPhase
from kartln.engine.games.ramsen.state import RamsenMatch
from kartln.engine.messages import Note
from kartln.engine.state import Action, Event
from kartln.engine.tricks import TrickOrder

TRICKS = 5


class MoenchState(RamsenMatch[MoenchRules]):
    game_id: ClassVar[str] = "moench"
    def _reset_deal(self) -> None:
        super()._reset_deal()
        self.naming_after = -1  # the seat to play next while the Mönch's player names trumps (D2, when played)
        self.next_trump: int | None = None  # trumps from the next trick on

    def deal_decisions(self) -> list[tuple[str, int]]:
        steps = self.exchange_round(swap=True)
        if self.rules.moench_trump_timing == "before_play":  # D2: the holder, once the exchanges are done
            steps += [(RamsPhase.TRUMP, s) for s in self.active]
        return [*steps, *self.stay_round()]

    def decision_actions(self, phase: str, seat: int) -> list[Action]:
        if phase == RamsPhase.TRUMP:
            if self.naming_after < 0 and not self.hands[seat] >> MOENCH & 1:
                return []  # only the Mönch's holder names trumps
            turned = self.trump_suit
            assert turned is not None
            return [NameTrump(Suit(turned)), *(NameTrump(s) for s in Suit if s != turned)]  # the first keeps
        return super().decision_actions(phase, seat)

    def _decide(self, phase: str, seat: int, action: Action, out: list[Event]) -> None:
        if phase != RamsPhase.TRUMP:
            super()._decide(phase, seat, action, out)
            return
        assert isinstance(action, NameTrump) and action.suit is not None
        if self.naming_after >= 0:  # when played: from the next trick on
            self.phase, self.to_act, self.naming_after = RamsPhase.PLAY, self.naming_after, -1
            if action.suit != self.trump_suit:
                self._emit(out, TrumpNamed(seat, action.suit))
                if self.trick:
                    self.next_trump = action.suit  # this trick is decided with the old trumps
                else:
                    self._change_trumps(action.suit)
        elif action.suit != self.trump_suit:  # naming the turned-up suit keeps it, and shows nothing
            self._set_trumps(action.suit)
            self.face_up.append((seat, MOENCH))  # announcing shows that he holds the Mönch
            self._emit(out, TrumpNamed(seat, action.suit))

    def _change_trumps(self, suit: int) -> None:
        self._set_trumps(suit)

    def _apply_play(self, action: Action, out: list[Event]) -> None:
        seat, deal = self.to_act, self.deal_no
        card = self._check_play(action)
        self._play_card(seat, card, out)
        tricks_to_come = TRICKS - self.trick_no - (1 if self.trick else 0)
        if (card == MOENCH and self.rules.moench_trump_timing == "when_played" and self.deal_no == deal
                and self.phase == RamsPhase.PLAY and tricks_to_come > 0):
            self.naming_after = self.to_act
            self.phase, self.to_act = RamsPhase.TRUMP, seat
            self.decisions = [(RamsPhase.TRUMP, seat)]

    def _trick_taken(self, winner: int, points: int) -> bool | None:
        if self.next_trump is not None:
            self._change_trumps(self.next_trump)
            self.next_trump = None
        return super()._trick_taken(winner, points)

    def _decided_before_play(self, out: list[Event]) -> bool:
        """D3: the first Fliege from the dealer's left wins the deal as five tricks; nobody else scores."""
        if not self.rules.fliege or len(self.active) < 2:  # ramsen.md §6: the deal is not played at all
            return False
        order = self.deal_order()
        for seat in self.active:
            hand = self.hands[seat]
            if hand.bit_count() == TRICKS and is_fliege(order, cards_in(hand)):
                self._emit(out, FliegeShown(seat, hand))
                changes = [0] * self.n
                changes[seat] = TRICKS * self.per_trick
                self._score(changes, out, (Note("Fliege: five of a suit"),))
                return True
        return False


def is_fliege(order: TrickOrder, hand: list[Card]) -> bool:
    """Five cards of one effective suit, the Mönch counting as any suit (moench.md §5)."""
    return len({order.effective[c] for c in hand if c != MOENCH}) <= 1
