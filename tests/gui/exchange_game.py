"""A test game of the shared vocabulary: Fünf dazu! with a turned-up trump card, an exchange with
the talon and a play-or-drop round before the tricks, on the real Rams-family match base.

No game of the suite is complete with these phases yet; this one lets the window tests drive the
generic exchange selection, play-or-drop panel and turned-up card with real input.
"""

from __future__ import annotations

from itertools import combinations

from kartln.engine.actions import Drop, Exchange, StayIn
from kartln.engine.cards import Card, suit_of
from kartln.engine.events import CardsExchanged, CardTurnedUp, Dropped, StayedIn
from kartln.engine.games.fuenf_dazu import FuenfDazuState
from kartln.engine.match import cut
from kartln.engine.observation import TrumpIndicator
from kartln.engine.orders import rams_order
from kartln.engine.state import Action, Event, IllegalAction
from kartln.engine.tricks import FollowRule, TrickOrder

EXCHANGE, PLAY_OR_DROP = "exchange", "play or drop"


class ExchangeDazu(FuenfDazuState):
    mutable_fields = (*FuenfDazuState.mutable_fields, "talon", "waiting")

    def _start_deal(self, out: list[Event]) -> None:
        forehand = (self.dealer + 1) % self.n
        self._begin_deal(out, self.seats_from(forehand))
        deck, cuts = self._next_deck()
        deck = cut(deck, self._cut_index(cuts, len(deck)))
        i = self._deal_hands(deck, self.active, self.packets, out)
        self.turned: Card = deck[i]
        self._emit(out, CardTurnedUp(self.turned))
        self.talon = list(deck[i + 1:])
        self.waiting = list(self.active)
        self.phase, self.to_act = EXCHANGE, self.waiting[0]

    def deal_order(self) -> TrickOrder:
        return rams_order(suit_of(self.turned))

    def follow_rule(self) -> FollowRule:
        return FollowRule.F3

    def trump_indicator(self) -> TrumpIndicator:
        return TrumpIndicator(suit_of(self.turned), self.turned)

    def _phase_actions(self) -> list[Action]:
        if self.phase == EXCHANGE:
            hand = [c for c in range(36) if self.hands[self.to_act] >> c & 1]
            return [Exchange(cards) for k in range(3) for cards in combinations(hand, k)]
        return [StayIn(), Drop()] if len(self.active) > 2 else [StayIn()]

    def _apply_phase(self, action: Action, out: list[Event]) -> None:
        seat = self.to_act
        if self.phase == EXCHANGE:
            if not isinstance(action, Exchange):
                raise IllegalAction("exchange cards or keep them")
            if len(action.cards) > 2:
                raise IllegalAction("you may exchange at most two cards")
            if any(not self.hands[seat] >> c & 1 for c in action.cards):
                raise IllegalAction("you can only lay away cards you hold")
            laid = taken = 0
            for c in action.cards:
                t = self.talon.pop(0)
                self.hands[seat] ^= (1 << c) | (1 << t)
                laid |= 1 << c
                taken |= 1 << t
            self._emit(out, CardsExchanged(seat, len(action.cards), laid, taken))
            self.waiting.pop(0)
            if not self.waiting:
                self.waiting = list(self.active)
                self.phase = PLAY_OR_DROP
            self.to_act = self.waiting[0]
            return
        if isinstance(action, StayIn):
            self._emit(out, StayedIn(seat))
        elif isinstance(action, Drop):
            if len(self.active) <= 2:
                raise IllegalAction("two players must play")
            self.hands[seat] = 0
            self._set_active(tuple(s for s in self.active if s != seat))
            self._emit(out, Dropped(seat))
        else:
            raise IllegalAction("play or drop")
        self.waiting.pop(0)
        if self.waiting:
            self.to_act = self.waiting[0]
        else:
            self._start_tricks(self.active[0], self.deal_order(), self.follow_rule())
