"""The Raub match (rules/raub.md): the dealer's calls (deal, pass the deal, Muss; Raub and Stih on
the turned trump card), finding the declarer with a possible new trump, the defenders' Idem or
Nejdem, drawing from the stock, the dealer's trump card, follow and head (F3), four tricks, and
Refa doubling; down from 21."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from kartln.engine.actions import Drop, Pass
from kartln.engine.cards import Rank, rank_of, suit_of
from kartln.engine.deal_terms import Contract, fixed
from kartln.engine.games.rams_family import RamsMatch, RamsObservation, RamsPhase
from kartln.engine.games.raub.actions import RAUB_VOCABULARY, CallRaub, CallStih, Deal, Lead, Muss, NewTrump, PassDeal
from kartln.engine.games.raub.events import DeclarerFound, NewTrumpTurned, RefaThrown
from kartln.engine.games.raub.rules import RaubRules
from kartln.engine.messages import Note, Refusal
from kartln.engine.sheets import lowest_winners
from kartln.engine.state import Action, Event
from kartln.engine.tricks import FollowRule, TrickOrder

PRE_DEAL = "pre-deal"  # §3: deal, pass the deal or Muss
RAUB = "raub"  # §4.3–4.4: Raub or Stih before looking
LEAD = "lead"  # §5.1: pass or "I lead"
TRICKS = 4
MAX_DRAW = 4  # §6.1
MUSS_AT = 9  # §3: Muss when some score is 9 or lower
FAIL_DECLARER, FAIL_DEFENDER = 4, 2  # §8.1
NEEDS = {"lead": 2, "raub": 2, "muss": 2, "stih": 1}
DOUBLED = Note("doubled by a Refa")
ALL_NEJDEM = Note("everybody said Nejdem: four tricks without play")


@dataclass(frozen=True, slots=True)
class RaubObservation(RamsObservation):
    declarer: int = -1
    how: str = ""  # "lead", "raub", "stih" or "muss"
    needs: int = 0  # tricks the declarer must take
    pending_refa: int = 0  # Refas waiting to double a scored deal


class RaubState(RamsMatch[RaubRules]):
    game_id: ClassVar[str] = "raub"
    vocabulary = RAUB_VOCABULARY
    start_score: ClassVar[int] = 21  # §1
    no_trick: ClassVar[int] = FAIL_DEFENDER  # what a defender without a trick pays (the declarer's is §8.1's)
    packets: ClassVar[tuple[int, ...]] = (2, 2)  # §4.2
    turns_up = True
    turn_up_after = 1  # two each, the trump card, two more
    has_talon = True  # the stock

    def __init__(self, rules: RaubRules | None = None, seed: int = 0, *, dealer: int | None = None,
                 decks: Sequence[tuple[Sequence[int], Sequence[int]]] = ()) -> None:
        self.pending_refa = 0  # lines under the scores (§8.2)
        super().__init__(rules or RaubRules(), seed, dealer=dealer, decks=decks)

    def _reset_deal(self) -> None:
        super()._reset_deal()
        self.declarer = -1
        self.how = ""  # "lead", "raub", "stih" or "muss"
        self.new_trump_used = False
        self.second_round = False  # the new round after a new trump
        self.doubled = False  # this deal consumes a Refa

    # The rules of the deal.

    def deal_order(self) -> TrickOrder:
        assert self.trump_suit is not None
        return self.rules.trump_order(self.trump_suit)  # §2, §4

    def follow_rule(self) -> FollowRule:
        return FollowRule.F3  # §7

    def multiplier(self) -> int:
        return 2 if self.doubled else 1  # §8.2

    def needs(self) -> int:
        return NEEDS.get(self.how, 2)

    # The deal's decisions, in the order of §3–§6.

    def pre_deal_decisions(self) -> list[tuple[str, int]]:
        return [(PRE_DEAL, self.dealer)]

    def _deal(self, out: list[Event]) -> None:
        super()._deal(out)
        if self.how == "muss":
            self._emit(out, DeclarerFound(self.dealer, "muss", self.needs()))
        elif self.rules.stih_automatic and self._seven_turned():  # §4.4 option: the seven decides
            self._declare(self.dealer, "stih", out)
            self.decisions = self._defenders()

    def deal_decisions(self) -> list[tuple[str, int]]:
        if self.how == "muss":
            return self._defenders()
        return [(RAUB, self.dealer), *self._lead_round(include_dealer=True)]

    def _seven_turned(self) -> bool:
        return self.turned_card is not None and rank_of(self.turned_card) == Rank.SEVEN

    def _lead_round(self, include_dealer: bool) -> list[tuple[str, int]]:
        return [(LEAD, s) for s in self.active if include_dealer or s != self.dealer]

    def _defenders(self) -> list[tuple[str, int]]:
        """§5.2: from the declarer's left, every other player: Idem or Nejdem; then drawing and the
        dealer's trump card."""
        k = self.active.index(self.declarer)
        others = [*self.active[k + 1:], *self.active[:k]]
        return [*((RamsPhase.STAY, s) for s in others), *((RamsPhase.EXCHANGE, s) for s in self.active),
                (RamsPhase.SWAP, self.dealer)]

    def decision_actions(self, phase: str, seat: int) -> list[Action]:
        if phase == PRE_DEAL:
            actions: list[Action] = [Deal(), PassDeal()]
            if min(self.totals) <= MUSS_AT:
                actions.append(Muss())
            return actions
        if phase == RAUB:
            return [Pass(), CallRaub(), *([CallStih()] if self._seven_turned() else [])]
        if phase == LEAD:
            if seat == self.dealer and not self.second_round:
                return [Lead(), Pass(), *([] if self.new_trump_used else [NewTrump()])]
            return [Pass(), Lead()]
        if phase == RamsPhase.SWAP:
            if self.how not in ("raub", "stih", "muss") or self.turned_up is None:
                return []
            swaps = super().decision_actions(phase, seat)
            return [a for a in swaps if not isinstance(a, Pass)] if self.rules.trump_take_compulsory else swaps
        return super().decision_actions(phase, seat)

    def exchange_limit(self, seat: int) -> int:
        return min(MAX_DRAW, len(self.talon))  # §6.1

    def must_stay(self, seat: int) -> Refusal | None:
        return Refusal("after Muss nobody may say Nejdem") if self.how == "muss" else None  # §5.2

    def phase_prompt(self, phase: str) -> Refusal:
        prompts = {PRE_DEAL: Refusal("deal, pass the deal, or say Muss"), RAUB: Refusal("say Raub, Stih or pass"),
                   LEAD: Refusal("say \u201cI lead\u201d or pass")}
        return prompts.get(phase) or super().phase_prompt(phase)

    def _decide(self, phase: str, seat: int, action: Action, out: list[Event]) -> None:
        if phase == PRE_DEAL:
            if isinstance(action, PassDeal):
                self._refa(Note("Refa: thrown in: the dealer passed the deal"), out)
                return
            if isinstance(action, Muss):
                self.how, self.declarer = "muss", seat
            self._deal(out)
        elif phase == RAUB:
            if isinstance(action, (CallRaub, CallStih)):
                self._declare(seat, "raub" if isinstance(action, CallRaub) else "stih", out)
                self.decisions = self._defenders()
        elif phase == LEAD:
            self._bid(seat, action, out)
        elif phase == RamsPhase.STAY and isinstance(action, Drop):
            super()._decide(phase, seat, action, out)
            if self.active == (self.declarer,):
                self.decisions = []  # §5.2: everybody said Nejdem
        else:
            super()._decide(phase, seat, action, out)

    def _declare(self, seat: int, how: str, out: list[Event]) -> None:
        self.declarer, self.how = seat, how
        self._emit(out, DeclarerFound(seat, how, self.needs()))

    def _bid(self, seat: int, action: Action, out: list[Event]) -> None:
        """§5.1: the first "I lead" ends the round; the dealer, after all passed, may lead, pass
        (a Refa) or turn a new trump once; after a new trump everybody passing is a Refa."""
        if isinstance(action, Lead):
            self._declare(seat, "lead", out)
            self.decisions = self._defenders()
        elif isinstance(action, NewTrump):
            self._new_trump(out)
        elif not self.decisions:  # the last of the round passed
            self._refa(Note("Refa: thrown in: everybody passed the new trump") if self.second_round
                       else Note("Refa: thrown in: everybody passed"), out)

    def _new_trump(self, out: list[Event]) -> None:
        """Turn stock cards until one shows another suit than the trump card's; the same suit
        twice is a Refa. The turned cards are out of play."""
        self.new_trump_used = True
        assert self.turned_card is not None
        original = suit_of(self.turned_card)
        for _ in range(2):
            card = self.talon.pop(0)
            self.set_aside |= 1 << card
            self._emit(out, NewTrumpTurned(card))
            if suit_of(card) != original:
                self._set_trumps(int(suit_of(card)))
                self.second_round = True
                self.decisions = self._lead_round(include_dealer=True)
                return
        self._refa(Note("Refa: thrown in: the new trump showed the same suit twice"), out)

    def _refa(self, reason: Note, out: list[Event]) -> None:
        """§8.2: the cards are thrown in without scoring; the next scored deal counts double."""
        self.pending_refa += 1
        self.decisions = []
        self._emit(out, RefaThrown(reason, self.pending_refa))
        self._set_active(())
        self._score([0] * self.n, out, (reason,))

    # Play and scoring.

    def first_leader(self) -> int:
        return self.declarer  # §7

    def _decided_before_play(self, out: list[Event]) -> bool:
        """§5.2: everybody said Nejdem: the declarer takes four tricks without play."""
        if self.declarer < 0 or self.active != (self.declarer,):
            return False
        self.doubled = self._use_refa(self.rules.all_nejdem_uses_refa)
        changes = [0] * self.n
        changes[self.declarer] = -TRICKS * self.multiplier()
        self._score(changes, out, (ALL_NEJDEM, *((DOUBLED,) if self.doubled else ())))
        return True

    def _use_refa(self, allowed: bool = True) -> bool:
        if allowed and self.pending_refa:
            self.pending_refa -= 1
            return True
        return False

    def _begin_play(self, out: list[Event]) -> None:
        if self.declarer >= 0 and len(self.active) >= 2:
            self.doubled = self._use_refa()
        super()._begin_play(out)

    def trick_change(self, winner: int) -> int:
        return 0  # the result depends on the tricks a player needs: scored at the end (§8.1)

    def deal_changes(self) -> tuple[list[int], tuple[str, ...]]:
        m = self.multiplier()
        changes = [0] * self.n
        for s in self.active:
            won = self.tricks[s]
            if s == self.declarer:
                changes[s] = m * (-won if won >= self.needs() else FAIL_DECLARER)
            else:
                changes[s] = m * (-won if won else FAIL_DEFENDER)
        return changes, ((DOUBLED,) if self.doubled else ())

    def contracts(self) -> tuple[Contract, ...]:
        """§8.1: the declarer short of the tricks he needs pays 4 instead of his tricks."""
        if self.declarer < 0:
            return ()
        return (Contract(self.declarer, self.needs(), short=fixed(FAIL_DECLARER)),)

    def contract_word(self) -> str:
        return self.how  # how the declarer came to it: "raub", "stih", "muss" or "lead"

    def match_winners(self, totals: Sequence[int]) -> tuple[int, ...]:
        if self.rules.single_winner:
            return lowest_winners(totals, self.goal)
        return tuple(s for s, t in enumerate(totals) if t <= self.goal)  # §9: every player at 0 or less

    def hand_visible_to_owner(self, seat: int) -> bool:
        return not (self.phase == RAUB and seat == self.dealer)  # §4.3: Raub is said before looking

    def observation(self, seat: int) -> RaubObservation:
        fields: dict[str, Any] = self.rams_observation(seat)
        return RaubObservation(**fields, declarer=self.declarer, how=self.how,
                               needs=self.needs() if self.declarer >= 0 else 0, pending_refa=self.pending_refa)


__all__ = ["LEAD", "PRE_DEAL", "RAUB", "RaubObservation", "RaubState"]
