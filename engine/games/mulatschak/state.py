"""The Mulatschak match (rules/mulatschak.md): 36 cards with the Weli as a permanent trump, the
Weli at the cut, the whiteout, the auction of tricks (a number, the dealer's hold, Mulatschak), the
declarer's trumps and his exchange on sight, the others' play or stay at home and exchange, follow
and head with trumps only to win (F4), and the scoring of the bid; down from 15, hearts and
whiteouts doubling."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import Any, ClassVar

from kartln.engine import events as ev
from kartln.engine.actions import Bid, NameTrump, Pass
from kartln.engine.cards import DECK_36, WELI, Card, CardSet, Rank, Suit, cards_in, rank_of
from kartln.engine.deal_terms import Contract, Count, fixed
from kartln.engine.games.mulatschak.actions import (
    MULATSCHAK_VOCABULARY,
    BidMulatschak,
    Hold,
    KeepOriginal,
    LayOut,
    TakeFaceUp,
    TakeInstead,
    Whiteout,
)
from kartln.engine.games.mulatschak.events import BidHeld, CardsLaidOut, FaceUpDealt, SightChosen, WhiteoutThrown
from kartln.engine.games.mulatschak.rules import MulatschakRules
from kartln.engine.games.rams_family import RamsMatch, RamsObservation, RamsPhase
from kartln.engine.messages import EACH_CARD_ONCE, Note, Refusal, SuitName, not_held
from kartln.engine.state import Action, Event
from kartln.engine.tricks import TRUMP, FollowRule, TrickOrder

WHITEOUT = "whiteout"  # §4: after the deal, before the bids
BID = "bid"  # §5
LAY_OUT = "lay-out"  # §6.1: the declarer lays cards out for the exchange on sight
ON_SIGHT = "on-sight"  # §6.1: a face-up card or the original, position by position
MULATSCHAK = 6  # the bid of all five tricks without exchange: above every number
HAND = 5
HOME = 1  # §6.2: staying at home
HOME_LIMIT = 5  # §6.2: a player at 5 or less must play
EXCHANGE_LIMIT_SCORE = 3  # §6.2: at 3 or less nobody exchanges
FAILED = 10  # §8: a failed bid
ALONE = 5  # §6.2: everybody else at home
HIDDEN = -1  # a laid-out card the seat may not see
WHITEOUT_NOTE = Note("Whiteout: thrown in, the next deal counts double")
ALL_PASSED = Note("everybody passed: thrown in")
ALONE_NOTE = Note("everybody else stayed at home: the declarer −5 without play")
DOUBLED = Note("doubled by a whiteout")


def bid_word(value: int) -> str:
    return "Mulatschak" if value == MULATSCHAK else str(value)


@dataclass(frozen=True, slots=True)
class MulatschakObservation(RamsObservation):
    high_bid: int = -1  # the highest bid so far (MULATSCHAK above 5); -1 before any
    high_bidder: int = -1
    declarer: int = -1
    pending_whiteouts: int = 0  # whiteouts doubling the next scored deal
    on_sight: tuple[tuple[int | None, int | None], ...] = ()  # (laid-out card or HIDDEN, face-up card) per position
    sight_position: int = -1  # the position being decided
    shown_aside: CardSet = 0  # face-up cards that went out of play, seen by all

    @property
    def seen_out(self) -> CardSet:
        return self.shown_aside


class MulatschakState(RamsMatch[MulatschakRules]):
    game_id: ClassVar[str] = "mulatschak"
    vocabulary = MULATSCHAK_VOCABULARY
    deck_cards: ClassVar[tuple[Card, ...]] = DECK_36
    start_score: ClassVar[int] = 15  # §1
    drop_change = HOME
    has_talon = True  # the stock
    shows_taken_bottom_card = True  # §3.1: the Weli is shown to everyone when taken
    mutable_fields = (*RamsMatch.mutable_fields, "passed", "sight")

    def __init__(self, rules: MulatschakRules | None = None, seed: int = 0, *, dealer: int | None = None,
                 decks: Sequence[tuple[Sequence[int], Sequence[int]]] = ()) -> None:
        self.pending_whiteouts = 0
        self.same_dealer = False  # a whiteout: the same dealer deals again (§4)
        super().__init__(rules or MulatschakRules(), seed, dealer=dealer, decks=decks)

    def _reset_deal(self) -> None:
        super()._reset_deal()
        self.doubles = self.pending_whiteouts  # this deal counts 2 ** doubles, if it is scored
        self.high_bid = -1
        self.high_bidder = -1
        self.passed: list[int] = []
        self.declarer = -1
        self.sight: list[tuple[Card | None, Card | None]] = []  # (laid-out card, face-up card) per position
        self.sight_position = -1
        self.on_sight_k = 0  # "the number exchanged" (§6.1): the others' limit
        self.shown_aside: CardSet = 0

    def _advance_dealer(self) -> None:
        if self.same_dealer:
            self.same_dealer = False
            return
        super()._advance_dealer()

    # The rules of the deal.

    def deal_order(self) -> TrickOrder:
        assert self.trump_suit is not None
        return self.rules.trump_order(self.trump_suit)  # §2

    def follow_rule(self) -> FollowRule:
        return FollowRule.F4  # §7

    def multiplier(self) -> int:
        return int(2 ** self.doubles) * (2 if self.trump_suit == Suit.HEARTS else 1)  # §8

    def offers_bottom_card(self, card: Card) -> bool:
        return self.rules.weli_cut and card == WELI  # §3.1

    def is_trump(self, card: Card) -> bool:
        return self.order is not None and bool(self.order.suit_masks[TRUMP] >> card & 1)

    def may_exchange(self, seat: int) -> bool:
        """§6.2, §11 #10: at 3 points or less a player may not exchange."""
        if self.totals[seat] > EXCHANGE_LIMIT_SCORE:
            return True
        return seat == self.declarer and self.rules.low_score_exchange == "others"

    # The deal's decisions, in the order of §4–§6.

    def deal_decisions(self) -> list[tuple[str, int]]:
        steps = [(WHITEOUT, s) for s in self.active] if self.rules.whiteout else []
        return [*steps, *self._bid_round(self.active)]

    def whiteout_hand(self, seat: int) -> bool:
        """§4: no king, ober or unter (option: no ace either); the Weli does not prevent it."""
        faces = {Rank.KING, Rank.QUEEN, Rank.JACK} | ({Rank.ACE} if self.rules.whiteout_counts_ace else set())
        return not any(rank_of(c) in faces for c in cards_in(self.hands[seat]))

    def _bid_round(self, seats: Sequence[int]) -> list[tuple[str, int]]:
        return [(BID, s) for s in seats]

    def decision_actions(self, phase: str, seat: int) -> list[Action]:
        if phase == WHITEOUT:
            return [Pass(), Whiteout()] if self.whiteout_hand(seat) else []
        if phase == BID:
            return self._bids(seat)
        if phase == RamsPhase.TRUMP:
            return [NameTrump(s) for s in Suit]
        if phase == LAY_OUT:
            hand = cards_in(self.hands[seat])
            return [LayOut(cards) for k in range(len(hand) + 1) for cards in permutations(hand, k)]
        if phase == ON_SIGHT:
            return self._sight_choices(seat)
        return super().decision_actions(phase, seat)

    def _bids(self, seat: int) -> list[Action]:
        """§5: pass, a number above the highest bid, Mulatschak, or the dealer's hold."""
        if self.high_bid == MULATSCHAK:
            return [Pass()]
        lowest = 0 if self.rules.zero_bid else 1
        actions: list[Action] = [Pass(), *(Bid(n) for n in range(max(lowest, self.high_bid + 1), HAND + 1))]
        actions.append(BidMulatschak())
        if seat == self.dealer and self.high_bid >= 0 and self.high_bidder != seat:
            actions.append(Hold())
        return actions

    def _sight_choices(self, seat: int) -> list[Action]:
        """§6.1: take the face-up card or keep the original. A trump may also be declined as a trump
        and taken in place of the original, offered where that differs from taking it on top: while
        the hand would stay short after it."""
        _, face_up = self.sight[self.sight_position]
        if face_up is not None and self.is_trump(face_up) and self.hands[seat].bit_count() + 1 < HAND:
            return [TakeFaceUp(), TakeInstead(), KeepOriginal()]
        return [TakeFaceUp(), KeepOriginal()]

    def exchange_limit(self, seat: int) -> int:
        if not self.may_exchange(seat):
            return 0
        return min(self.on_sight_k, len(self.talon))  # §6.2: up to the declarer's number

    def must_stay(self, seat: int) -> Refusal | None:
        """§6.2: who may not stay at home."""
        if self.high_bid == MULATSCHAK:
            return Refusal("after a Mulatschak everybody plays")
        if self.trump_suit == Suit.HEARTS:
            return Refusal("with {suit} trumps everybody plays", suit=SuitName(Suit.HEARTS))
        if self.totals[seat] <= HOME_LIMIT:
            return Refusal("with %n point(s) or less you must play", n=HOME_LIMIT)
        return None

    def phase_prompt(self, phase: str) -> Refusal:
        prompts = {
            WHITEOUT: Refusal("throw in a whiteout, or play on"),
            BID: Refusal("bid a number of tricks, Mulatschak, or pass"),
            LAY_OUT: Refusal("lay out the cards to exchange on sight, or keep your hand"),
            ON_SIGHT: Refusal("take the face-up card, or keep your own"),
            RamsPhase.STAY: Refusal("say whether you play or stay at home"),
        }
        return prompts.get(phase) or super().phase_prompt(phase)

    def refusal(self, phase: str, seat: int, action: Action) -> Refusal:
        if phase == BID and isinstance(action, Bid):
            if self.high_bid == MULATSCHAK:
                return Refusal("nothing outranks a Mulatschak: pass")
            lowest = max(0 if self.rules.zero_bid else 1, self.high_bid + 1)
            if lowest > HAND:
                return Refusal("bid Mulatschak or pass")
            return Refusal("bid from {lowest} to {highest} tricks", lowest=lowest, highest=HAND)
        if phase == BID and isinstance(action, Hold):
            return Refusal("only the dealer may hold, and only a number somebody else bid")
        if phase == LAY_OUT and isinstance(action, LayOut):
            for c in action.cards:
                if not 0 <= c < len(DECK_36) or not self.hands[seat] >> c & 1:
                    return not_held(c, len(DECK_36))
            return EACH_CARD_ONCE
        if phase == ON_SIGHT and isinstance(action, TakeInstead):
            _, face_up = self.sight[self.sight_position]
            if face_up is None or not self.is_trump(face_up):
                return Refusal("the face-up card is not a trump: taking it puts it in place of your card")
            return Refusal("the trump fills your hand whichever way you take it: take it, or keep your card")
        return super().refusal(phase, seat, action)

    def _decide(self, phase: str, seat: int, action: Action, out: list[Event]) -> None:
        if phase == WHITEOUT:
            if isinstance(action, Whiteout):
                self._whiteout(seat, out)
        elif phase == BID:
            self._bid(seat, action, out)
        elif phase == RamsPhase.TRUMP:
            assert isinstance(action, NameTrump) and action.suit is not None
            self._set_trumps(action.suit)
            self._emit(out, ev.TrumpNamed(seat, action.suit))
            if self.high_bid == MULATSCHAK or not self.may_exchange(seat):
                self._others(out)  # §6.1: no exchange after a Mulatschak; §11 #10
            else:
                self.decisions = [(LAY_OUT, seat)]
        elif phase == LAY_OUT:
            assert isinstance(action, LayOut)
            self._lay_out(seat, action.cards, out)
        elif phase == ON_SIGHT:
            self._choose_on_sight(seat, action, out)
        else:
            super()._decide(phase, seat, action, out)

    def _whiteout(self, seat: int, out: list[Event]) -> None:
        """§4: the cards are thrown in; the same dealer deals again; the next scored deal doubles."""
        self.pending_whiteouts += 1
        self.same_dealer = True
        self.decisions = []
        self._emit(out, WhiteoutThrown(seat, self.pending_whiteouts))
        self._set_active(())
        self._score([0] * self.n, out, (WHITEOUT_NOTE,))

    def _bid(self, seat: int, action: Action, out: list[Event]) -> None:
        if isinstance(action, Pass):
            self.passed.append(seat)
            self._emit(out, ev.Passed(seat))
        elif isinstance(action, Hold):
            self.high_bidder = seat
            self._emit(out, BidHeld(seat, self.high_bid))
        else:
            self.high_bid = action.value if isinstance(action, Bid) else MULATSCHAK
            self.high_bidder = seat
            self._emit(out, ev.BidMade(seat, self.high_bid))
        if self.high_bid == MULATSCHAK:
            self.decisions = [d for d in self.decisions if d[0] != BID]  # nothing outranks it
        if not self.decisions:
            self._auction_round_over(seat, out)

    def _auction_round_over(self, last: int, out: list[Event]) -> None:
        """One round (§5), or, by option, turns on until everyone but the highest bidder passed."""
        following = self._next_bidder(last)
        if self.rules.bidding == "until_passed" and self.high_bid not in (-1, MULATSCHAK) and following >= 0:
            self.decisions = [(BID, following)]
            return
        if self.high_bidder < 0:  # §11 #5: all passed
            self._set_active(())
            self._score([0] * self.n, out, (ALL_PASSED,))
            return
        self.declarer = self.high_bidder
        self._emit(out, ev.AuctionWon(self.declarer, self.high_bid))
        self.decisions = [(RamsPhase.TRUMP, self.declarer)]

    def _next_bidder(self, last: int) -> int:
        """Option "until all pass": the next to speak goes on clockwise from the last speaker over
        those who have not passed (rules/README.md §2); -1 when that is the highest bidder, all
        the others having passed since his bid."""
        for s in self.seats_from(last)[1:]:
            if s in self.active and s not in self.passed:
                return -1 if s == self.high_bidder else s
        return -1

    # The exchange on sight (§6.1).

    def _lay_out(self, seat: int, cards: Sequence[Card], out: list[Event]) -> None:
        laid = sum(1 << c for c in cards)
        self.hands[seat] &= ~laid
        self.on_sight_k = len(cards)
        self.sight = [(c, None) for c in cards]
        self._emit(out, CardsLaidOut(seat, len(cards)))
        for position in range(len(cards)):
            self._deal_face_up(position, out)
        self.sight_position = 0
        self._next_position(out)

    def _deal_face_up(self, position: int, out: list[Event]) -> None:
        if self.talon:
            card = self.talon.pop(0)
            self.drawn += 1
            self.sight[position] = (self.sight[position][0], card)
            self._emit(out, FaceUpDealt(position, card))
        else:
            self.sight[position] = (self.sight[position][0], None)

    def _next_position(self, out: list[Event]) -> None:
        """Ask about the next position while the hand is short; a position without a face-up card
        (the stock ran out) returns its card. Then the others decide."""
        seat = self.declarer
        while self.hands[seat].bit_count() < HAND and self.sight_position < len(self.sight):
            original, face_up = self.sight[self.sight_position]
            if face_up is not None:
                self.decisions = [(ON_SIGHT, seat)]
                return
            assert original is not None
            self.hands[seat] |= 1 << original
            self.sight[self.sight_position] = (None, None)
            self.sight_position += 1
        self._end_sight(out)

    def _choose_on_sight(self, seat: int, action: Action, out: list[Event]) -> None:
        position = self.sight_position
        original, face_up = self.sight[position]
        assert original is not None and face_up is not None
        if isinstance(action, KeepOriginal):
            self.hands[seat] |= 1 << original
            self.shown_aside |= 1 << face_up
            self.sight[position] = (None, None)
            self._emit(out, SightChosen(seat, position, False, face_up))
            self.sight_position += 1
        else:
            self.hands[seat] |= 1 << face_up
            self.sight[position] = (original, None)
            self._emit(out, SightChosen(seat, position, True, None))
            if isinstance(action, TakeFaceUp) and self.is_trump(face_up):  # on top: a new face-up card here
                if self.hands[seat].bit_count() < HAND:
                    self._deal_face_up(position, out)
            else:  # in place of the original
                self.laid_by[seat] |= 1 << original
                self.sight[position] = (None, None)
                self.sight_position += 1
        self._next_position(out)

    def _end_sight(self, out: list[Event]) -> None:
        """The hand is full: every card still lying goes out of play."""
        for original, face_up in self.sight:
            if original is not None:
                self.laid_by[self.declarer] |= 1 << original
            if face_up is not None:
                self.shown_aside |= 1 << face_up
        self.sight = []
        self.sight_position = -1
        self.exchanged[self.declarer] = self.on_sight_k
        self._others(out)

    def _others(self, out: list[Event]) -> None:
        """§6.2: from the declarer's left, each other player plays or stays at home, then exchanges."""
        k = self.active.index(self.declarer)
        others = [*self.active[k + 1:], *self.active[:k]]
        nobody_home = self.high_bid == MULATSCHAK or self.trump_suit == Suit.HEARTS
        steps: list[tuple[str, int]] = []
        for s in others:
            if not nobody_home:
                steps.append((RamsPhase.STAY, s))
            steps.append((RamsPhase.EXCHANGE, s))
        self.decisions = steps

    # Play and scoring.

    def first_leader(self) -> int:
        return self.declarer  # §7

    def _decided_before_play(self, out: list[Event]) -> bool:
        """§6.2: everybody else at home: the declarer −5 without play, each of them +1."""
        if self.declarer < 0 or self.active != (self.declarer,):
            return False
        m = self.multiplier()
        changes = [m * self.drop_change] * self.n
        changes[self.declarer] = -ALONE * m
        self.pending_whiteouts = 0
        self._score(changes, out, (ALONE_NOTE, *self._doubled_note()))
        return True

    def _doubled_note(self) -> tuple[str, ...]:
        return (DOUBLED,) if self.doubles else ()

    def trick_change(self, winner: int) -> int:
        return 0  # what a trick is worth depends on the bid: scored at the end (§8)

    def deal_changes(self) -> tuple[list[int], tuple[str, ...]]:
        """§8: −1 a trick, +5 without one; the declarer's failed bid +10; Mulatschak −10, or +10 and
        −10 for every other player; +1 at home; all times the multiplier."""
        m = self.multiplier()
        changes = [m * self.drop_change if s not in self.active else 0 for s in range(self.n)]
        notes: list[str] = []
        won = self.tricks
        if self.high_bid == MULATSCHAK and won[self.declarer] < HAND:
            for s in self.active:
                changes[s] = m * (FAILED if s == self.declarer else -FAILED)
            notes.append(Note("Mulatschak failed"))
        else:
            for s in self.active:
                changes[s] = m * (-won[s] if won[s] else self.no_trick)
            if self.high_bid == MULATSCHAK:
                changes[self.declarer] = -FAILED * m
                notes.append(Note("Mulatschak made"))
            elif won[self.declarer] < self.high_bid:
                failed = FAILED if self.rules.failed_bid == "flat" else FAILED + changes[self.declarer] // m
                changes[self.declarer] = m * failed
                notes.append(Note("bid {bid} failed", bid=self.high_bid))
        self.pending_whiteouts = 0
        return changes, (*notes, *self._doubled_note())

    def contracts(self) -> tuple[Contract, ...]:
        """§8: Mulatschak takes all five for −10, or pays +10 and every other player −10; a declarer
        short of his bid pays +10 (with the option, besides his tricks)."""
        if self.declarer < 0 or self.high_bid < 1:
            return ()
        if self.high_bid == MULATSCHAK:
            return (Contract(self.declarer, HAND, short=fixed(FAILED), made=fixed(-FAILED),
                             others_short=fixed(-FAILED)),)
        besides = self.rules.failed_bid == "tricks"
        short = Count(self.per_trick, self.no_trick, FAILED) if besides else fixed(FAILED)
        return (Contract(self.declarer, self.high_bid, short=short),)

    def contract_word(self) -> str:
        return "mulatschak" if self.high_bid == MULATSCHAK else str(self.high_bid)

    # What the seats see.

    def extra_zones(self) -> dict[str, CardSet]:
        laid = face_up = 0
        for original, up in self.sight:
            laid |= 0 if original is None else 1 << original
            face_up |= 0 if up is None else 1 << up
        return {"laid out": laid, "face up": face_up, "out of play": self.shown_aside}

    def observation(self, seat: int) -> MulatschakObservation:
        fields: dict[str, Any] = self.rams_observation(seat)
        own = seat == self.declarer
        sight = tuple((o if own or o is None else HIDDEN, up) for o, up in self.sight)
        return MulatschakObservation(
            **fields, high_bid=self.high_bid, high_bidder=self.high_bidder, declarer=self.declarer,
            pending_whiteouts=self.pending_whiteouts, on_sight=sight, sight_position=self.sight_position,
            shown_aside=self.shown_aside,
        )


__all__ = ["BID", "LAY_OUT", "MULATSCHAK", "ON_SIGHT", "WHITEOUT", "MulatschakObservation", "MulatschakState",
           "bid_word"]
