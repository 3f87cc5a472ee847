"""The Rams family's match: deal 3 + 2 from forehand, five tricks, count down (rules/README.md §7).

A game of the family sets its starting total and its trick and no-trick values, says which card
order and following rule a deal is played with, and adds its own decisions before the tricks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from kartln.engine.cards import DECK_32, Card, CardSet, mask
from kartln.engine.events import DealScored
from kartln.engine.match import GameRules, R, TrickMatch, cut
from kartln.engine.observation import Observation
from kartln.engine.sheets import CountDownRow, lowest_winners, trick_changes
from kartln.engine.state import Event
from kartln.engine.tricks import FollowRule, TrickOrder


@dataclass(frozen=True, slots=True)
class RamsObservation(Observation):
    start_score: int
    per_trick: int  # score change per trick won
    no_trick: int  # score change for a deal without a trick
    multiplier: int  # what this deal's changes are multiplied by
    sheet: tuple[CountDownRow, ...]


class RamsMatch(TrickMatch[R]):
    deck_cards: ClassVar[tuple[Card, ...]] = DECK_32
    packets: ClassVar[tuple[int, ...]] = (3, 2)  # rules/README.md §3: "3 then 2"
    start_score: ClassVar[int]
    per_trick: ClassVar[int] = -1
    no_trick: ClassVar[int] = 5  # "five to it"

    def __init__(
        self,
        rules: R,
        seed: int = 0,
        *,
        dealer: int | None = None,
        decks: Sequence[tuple[Sequence[Card], Sequence[int]]] = (),
    ) -> None:
        super().__init__(rules, seed, dealer=dealer, decks=decks)
        self.totals = [self.start_score] * self.n
        self.set_aside: CardSet = 0
        self._start_deal(self.log)

    def scores(self) -> list[int]:
        return list(self.totals)

    # The rules of one deal, for the game to say.

    def deal_order(self) -> TrickOrder:
        raise NotImplementedError

    def follow_rule(self) -> FollowRule:
        raise NotImplementedError

    def multiplier(self) -> int:
        return 1

    # The deal.

    def _start_deal(self, out: list[Event]) -> None:
        forehand = (self.dealer + 1) % self.n
        self._begin_deal(out, self.seats_from(forehand))
        deck, cuts = self._next_deck()
        deck = cut(deck, self._cut_index(cuts, len(deck)))
        rest = self._deal_hands(deck, self.active, self.packets, out)
        self.set_aside = mask(deck[rest:])  # unused this deal
        self._start_tricks(forehand, self.deal_order(), self.follow_rule())

    def _deal_played(self, out: list[Event], last_winner: int) -> None:
        changes = trick_changes(
            self.tricks, self.active, per_trick=self.per_trick, no_trick=self.no_trick, multiplier=self.multiplier()
        )
        self.totals = [t + c for t, c in zip(self.totals, changes, strict=True)]
        winners = lowest_winners(self.totals)
        row = CountDownRow(
            self.deal_no, self.dealer, self.active, tuple(self.tricks), changes, tuple(self.totals),
            self.multiplier(), winners=winners,
        )
        self.sheet.append(row)
        self._emit(out, DealScored(self.deal_no, changes, row.scores, row))
        if winners:
            self._end_match(out, winners)
            return
        self._advance_dealer()
        self._start_deal(out)

    def _other_zones(self) -> dict[str, CardSet]:
        return {"set aside": self.set_aside}

    def observation(self, seat: int) -> RamsObservation:
        return RamsObservation(
            **self.base_observation(seat), start_score=self.start_score, per_trick=self.per_trick,
            no_trick=self.no_trick, multiplier=self.multiplier(), sheet=tuple(self.sheet),
        )


__all__ = ["GameRules", "RamsMatch", "RamsObservation"]
