"""The Rams family's match (rules/README.md §7 and the family's spec files).

What the nine games share is here: five-card hands dealt 3 + 2 from forehand (a cutter who took
the bottom card of the cut gets one fewer in the first packet), a trump card turned up after the
deal with the rest as a talon or set aside, the decisions before the tricks as a queue of
(phase, seat) steps (taking the cut card, exchanges with the talon, the dealer's swap with the
turned-up card, play or drop), a deal left unplayed when fewer than two stay in, five tricks, and
a count-down sheet: trick by trick the running totals move, a seat reaching the goal may end the
match at once or when the deal is scored, and the lowest total wins.

A game of the family sets its starting total, says which card order and following rule a deal is
played with, which decisions its deals have, and adds its own phases and actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations
from typing import Any, ClassVar

from kartln.engine import events as ev
from kartln.engine.actions import Drop, Exchange, Pass, StayIn
from kartln.engine.cards import DECK_32, Card, CardSet, cards_in, mask, suit_of
from kartln.engine.deal_terms import Contract, Sweep
from kartln.engine.events import DealScored
from kartln.engine.games.rams_family.actions import RAMS_VOCABULARY, SwapTrumpCard, TakeBottomCard
from kartln.engine.games.rams_family.events import BottomCardShown, BottomCardTaken, DealAbandoned, TrumpCardTaken
from kartln.engine.match import GameRules, R, TrickMatch, cut
from kartln.engine.messages import EACH_CARD_ONCE, NOT_NOW, NOT_THE_MOMENT, PLAY_A_CARD, Note, Refusal, not_held
from kartln.engine.observation import Observation, TrumpIndicator
from kartln.engine.sheets import CountDownRow, lowest_winners
from kartln.engine.state import Action, Event, IllegalAction
from kartln.engine.tricks import FollowRule, TrickOrder


class RamsPhase(StrEnum):
    """The decisions the family shares; a game with more names them in its own enum."""

    CUT = "cut"  # the cutter may take the bottom card of the cut
    EXCHANGE = "exchange"  # lay cards away and take as many from the talon
    SWAP = "swap"  # the dealer may take the turned-up trump card for a card of his hand
    STAY = "stay-or-drop"  # play the deal or sit it out
    TRUMP = "trump"  # a seat names the trump suit
    PLAY = "play"
    OVER = "over"


NOT_PLAYED = Note("fewer than two played: not scored")
MAX_EXCHANGE = 5


@dataclass(frozen=True, slots=True)
class RamsObservation(Observation):
    start_score: int
    per_trick: int  # score change per trick won
    no_trick: int  # score change for a deal without a trick
    multiplier: int  # what this deal's changes are multiplied by
    sheet: tuple[CountDownRow, ...]
    turned_up: Card | None = None  # the trump card lying face up by the talon
    talon_size: int = 0
    exchanged: tuple[int, ...] = ()  # cards each seat exchanged this deal
    laid_away: CardSet = 0  # this seat's own cards out of play (exchanged, swapped, dropped)
    cut_card: Card | None = None  # the bottom card of the cut, where this seat was shown it
    drop_change: int = 0  # the score change of sitting a deal out (Schnalzen: +1 for staying at home)
    contracts: tuple[Contract, ...] = ()  # the seats bound to take a number of tricks, and what that scores
    sweep: Sweep | None = None  # what taking every trick scores, where it scores apart
    running: tuple[int, ...] = ()  # the totals with this deal's tricks so far, as the rules count them trick by trick


class RamsMatch(TrickMatch[R, RamsObservation, CountDownRow]):
    deck_cards: ClassVar[tuple[Card, ...]] = DECK_32
    vocabulary = RAMS_VOCABULARY
    packets: ClassVar[tuple[int, ...]] = (3, 2)  # rules/README.md §3: "3 then 2"
    start_score: ClassVar[int]
    goal: ClassVar[int] = 0
    per_trick: ClassVar[int] = -1
    no_trick: ClassVar[int] = 5  # "five to it"
    drop_change: ClassVar[int] = 0  # what sitting a deal out costs
    turns_up: ClassVar[bool] = False  # a card is turned up after the deal: its suit is trumps
    turn_up_after: ClassVar[int] = -1  # ... or after this many rounds of packets (Schnalzen: 3, turn, 2)
    has_talon: ClassVar[bool] = False  # the undealt cards are a talon to exchange with (else set aside)
    first_wins: ClassVar[bool] = False  # the first to reach the goal in trick order wins (else the lowest)
    floor: ClassVar[int | None] = None  # totals never go below this
    mutable_fields = (*TrickMatch.mutable_fields, "totals", "running", "talon", "decisions", "exchanged",
                      "laid_by", "face_up", "deck")

    def __init__(
        self,
        rules: R,
        seed: int = 0,
        *,
        dealer: int | None = None,
        decks: Sequence[tuple[Sequence[Card], Sequence[int]]] = (),
    ) -> None:
        super().__init__(rules, seed, dealer=dealer, decks=decks)
        self.totals = [self.start_total()] * self.n
        self._start_deal(self.log)

    def scores(self) -> list[int]:
        return list(self.totals)

    # The rules of one deal, for the game to say.

    def start_total(self) -> int:
        """Every seat's score at the start of the match (a game may take it from its options)."""
        return self.start_score

    def deal_order(self) -> TrickOrder:
        raise NotImplementedError

    def follow_rule(self) -> FollowRule:
        raise NotImplementedError

    def multiplier(self) -> int:
        return 1

    def deal_decisions(self) -> list[tuple[str, int]]:
        """The decisions of a deal before its tricks, in order: (phase, seat)."""
        return []

    def offers_bottom_card(self, card: Card) -> bool:
        """Whether the cutter may take ``card``, the bottom card of the cut (option of a game)."""
        return False

    shows_taken_bottom_card: ClassVar[bool] = False  # a taken bottom card is shown to all (Mulatschak's Weli)

    def stops_at_goal(self) -> bool:
        """Whether play stops at the trick that brings a seat to the goal (the deal is not finished)."""
        return False

    def stopped_at_goal(self) -> bool:
        """Whether play stopped at the trick that brought a seat to the goal: the deal is not
        finished, even when that was its last trick, so nothing of its end is scored (no penalty
        for a seat without a trick, no settlement of a contract)."""
        return self.first_at_goal >= 0 and self.stops_at_goal()

    # Helpers for the decision queues of the family's games.

    def exchange_round(self, swap: bool = False) -> list[tuple[str, int]]:
        """Each seat in turn from forehand exchanges; with ``swap`` the dealer may first take the
        turned-up card."""
        steps: list[tuple[str, int]] = []
        for s in self.active:
            if swap and s == self.dealer:
                steps.append((RamsPhase.SWAP, s))
            steps.append((RamsPhase.EXCHANGE, s))
        return steps

    def stay_round(self) -> list[tuple[str, int]]:
        return [(RamsPhase.STAY, s) for s in self.active]

    # The deal.

    def _reset_deal(self) -> None:
        self.running = list(self.totals)  # the totals with this deal's tricks so far
        self.first_at_goal = -1
        self.deck: list[Card] = []
        self.cuts: list[int] = []
        self.trump_suit: int | None = None
        self.turned_up: Card | None = None
        self.turned_card: Card | None = None  # the deal's turned-up card, even once taken
        self.talon: list[Card] = []  # top first
        self.drawn = 0  # cards taken from the talon this deal
        self.set_aside: CardSet = 0  # undealt cards out of this deal
        self.laid_by = [0] * self.n  # cards each seat put out of play face down
        self.exchanged = [0] * self.n
        self.face_up: list[tuple[int, Card]] = []  # cards in hands that everybody has seen
        self.decisions: list[tuple[str, int]] = []
        self.bottom_taker = -1
        self.cut_card: Card | None = None

    def _start_deal(self, out: list[Event]) -> None:
        self._reset_deal()
        forehand = (self.dealer + 1) % self.n
        self._begin_deal(out, self.seats_from(forehand))
        deck, self.cuts = self._next_deck()
        self.deck = cut(deck, self._cut_index(self.cuts, len(deck)))
        cutter = (self.dealer - 1) % self.n
        if self.offers_bottom_card(self.deck[-1]):
            self.cut_card = self.deck[-1]
            self._emit(out, BottomCardShown(cutter, self.cut_card))
            self.decisions = [(RamsPhase.CUT, cutter)]
        else:
            self.decisions = self.pre_deal_decisions()
            if not self.decisions:
                self._deal(out)
        self._next_decision(out)

    def pre_deal_decisions(self) -> list[tuple[str, int]]:
        """Decisions before any card is dealt (Raub's dealer: deal, pass the deal or Muss); the
        game deals (:meth:`_deal`) when they are taken."""
        return []

    def _deal(self, out: list[Event]) -> None:
        """Deal the hands, turn up the trump card, lay the rest down; queue the deal's decisions."""
        fewer = {self.bottom_taker: 1} if self.bottom_taker >= 0 else None
        k = self.turn_up_after
        if self.turns_up and 0 <= k < len(self.packets):  # the trump card turned between the packets
            i = self._deal_hands(self.deck, self.active, self.packets[:k], out, fewer=fewer)
            i = self._turn_up(i, out)
            i = self._deal_hands(self.deck, self.active, self.packets[k:], out, start=i)
        else:
            i = self._deal_cards(self.deck, fewer, out)
            if self.turns_up:
                i = self._turn_up(i, out)
        if self.has_talon:
            self.talon = self.deck[i:]
        else:
            self.set_aside = mask(self.deck[i:])
        self.decisions = self.deal_decisions()

    def _turn_up(self, i: int, out: list[Event]) -> int:
        """Turn up the card at deck index ``i`` for trumps; return the next index."""
        self.turned_up = self.turned_card = self.deck[i]
        self._set_trumps(self.trump_of(self.turned_up))
        self._emit(out, ev.CardTurnedUp(self.turned_up))
        return i + 1

    def _set_trumps(self, suit: int | None) -> None:
        """Trumps are fixed (or changed): the card order is known from now on, before the tricks
        too, so a hand sorts and is weighed by it."""
        self.trump_suit = suit
        self.order = self.deal_order()

    def trump_of(self, turned: Card) -> int | None:
        """The trump suit a turned-up card makes: its printed suit (None: no trumps)."""
        return int(suit_of(turned))

    def _deal_cards(self, deck: Sequence[Card], fewer: dict[int, int] | None, out: list[Event]) -> int:
        """Deal the hands from the top of ``deck``; return the index of the next card."""
        return self._deal_hands(deck, self.active, self.packets, out, fewer=fewer)

    def _next_decision(self, out: list[Event]) -> None:
        """Move to the next decision that has a choice for a seat still in the deal; when none is
        left, play begins."""
        while self.decisions:
            phase, seat = self.decisions[0]
            if seat in self.active or phase == RamsPhase.CUT:
                self.phase, self.to_act = phase, seat
                if self.decision_actions(phase, seat):
                    return
            self.decisions.pop(0)
        self._begin_play(out)

    def _begin_play(self, out: list[Event]) -> None:
        if self._decided_before_play(out):
            return
        if len(self.active) < 2:
            self._emit(out, DealAbandoned(self.active))
            self._score([0] * self.n, out, (NOT_PLAYED,))
            return
        self._start_tricks(self.first_leader(), self.deal_order(), self.follow_rule())

    def first_leader(self) -> int:
        """The first seat in the deal from forehand (ramsen.md §7, rams.md decision 7)."""
        return self.active[0]

    def _decided_before_play(self, out: list[Event]) -> bool:
        """A game whose deal can be won without play (Mönch's Fliege, Zwanzig's announcer left
        alone) scores it here and says so; before the check for fewer than two players."""
        return False

    # Decisions.

    def _phase_actions(self) -> list[Action]:
        if self.phase == RamsPhase.OVER:
            return []
        return self.decision_actions(self.phase, self.to_act)

    def decision_actions(self, phase: str, seat: int) -> list[Action]:
        """The legal actions of ``seat`` at a decision; none means the seat is skipped."""
        if phase == RamsPhase.CUT:
            return [TakeBottomCard(), Pass()]
        if phase == RamsPhase.EXCHANGE:
            limit = self.exchange_limit(seat)
            if limit <= 0:
                return []
            hand = cards_in(self.hands[seat])
            return [Exchange(cs) for k in range(limit + 1) for cs in combinations(hand, k)]
        if phase == RamsPhase.SWAP:
            if self.turned_up is None:
                return []
            return [Pass(), *(SwapTrumpCard(c) for c in cards_in(self.hands[seat]))]
        if phase == RamsPhase.STAY:
            return [StayIn()] if self.must_stay(seat) else [StayIn(), Drop()]
        return []

    def exchange_limit(self, seat: int) -> int:
        """How many cards ``seat`` may exchange now (the talon permitting)."""
        return min(MAX_EXCHANGE, len(self.talon))

    def must_stay(self, seat: int) -> Refusal | None:
        """Why ``seat`` may not drop; None when it may."""
        if self.exchanged[seat]:
            return Refusal("you exchanged cards, so you must play")
        return None

    def _apply_phase(self, action: Action, out: list[Event]) -> None:
        phase, seat = self.phase, self.to_act
        if isinstance(action, Exchange):  # the cards in any order
            action = Exchange(tuple(sorted(action.cards)))
        if action not in self.decision_actions(phase, seat):
            raise IllegalAction(self.refusal(phase, seat, action))
        self.decisions.pop(0)
        self._decide(phase, seat, action, out)
        if self.phase != RamsPhase.OVER and self.phase != RamsPhase.PLAY:
            self._next_decision(out)

    def why_refused(self, action: Action) -> Refusal:
        phase, seat = self.phase, self.to_act
        if phase == RamsPhase.OVER or phase == RamsPhase.PLAY:
            return super().why_refused(action)
        if isinstance(action, Exchange):  # the cards in any order, as when applied
            action = Exchange(tuple(sorted(action.cards)))
        if action not in self.decision_actions(phase, seat):
            return self.refusal(phase, seat, action)
        return NOT_NOW

    def refusal(self, phase: str, seat: int, action: Action) -> Refusal:
        """Why ``action`` is not legal at this decision."""
        hand = self.hands[seat]
        if phase == RamsPhase.EXCHANGE and isinstance(action, Exchange):
            for c in action.cards:
                if not 0 <= c < 36 or not hand >> c & 1:
                    return not_held(c)
            if len(set(action.cards)) != len(action.cards):
                return EACH_CARD_ONCE
            return Refusal("you may exchange at most %n card(s) now", n=self.exchange_limit(seat))
        if phase == RamsPhase.SWAP and isinstance(action, SwapTrumpCard):
            return not_held(action.card)
        if phase == RamsPhase.STAY and isinstance(action, Drop):
            return self.must_stay(seat) or Refusal("you may not drop now")
        return self.phase_prompt(phase)

    def phase_prompt(self, phase: str) -> Refusal:
        """What the player to act is asked to do, for refusals of anything else."""
        prompts: dict[str, Refusal] = {
            RamsPhase.CUT: Refusal("take the bottom card of the cut, or leave it"),
            RamsPhase.EXCHANGE: Refusal("choose the cards to exchange with the talon, or keep your cards"),
            RamsPhase.SWAP: Refusal("take the turned-up trump card for a card of your hand, or pass"),
            RamsPhase.STAY: Refusal("say whether you play or drop"),
            RamsPhase.TRUMP: Refusal("name the trump suit"),
            RamsPhase.PLAY: PLAY_A_CARD,
        }
        return prompts.get(phase, NOT_THE_MOMENT)

    def _decide(self, phase: str, seat: int, action: Action, out: list[Event]) -> None:
        """Carry out a legal decision (a game with its own phases extends this)."""
        if phase == RamsPhase.CUT:
            if isinstance(action, TakeBottomCard):
                card = self.deck.pop()
                self.bottom_taker = seat
                self.hands[seat] |= 1 << card
                if self.shows_taken_bottom_card:
                    self.face_up.append((seat, card))
                self._emit(out, BottomCardTaken(seat, card, self.shows_taken_bottom_card))
            self._deal(out)
        elif phase == RamsPhase.EXCHANGE:
            assert isinstance(action, Exchange)
            self._exchange(seat, action.cards, out)
        elif phase == RamsPhase.SWAP:
            if isinstance(action, SwapTrumpCard):
                self._swap(seat, action.card, out)
        elif phase == RamsPhase.STAY:
            if isinstance(action, Drop):
                self._drop(seat, out)
            else:
                self._emit(out, ev.StayedIn(seat))

    def _exchange(self, seat: int, cards: Sequence[Card], out: list[Event]) -> None:
        laid = mask(cards)
        taken = mask(self.talon[:len(cards)])
        del self.talon[:len(cards)]
        self.drawn += len(cards)
        self.hands[seat] = self.hands[seat] & ~laid | taken
        self.face_up = [(s, c) for s, c in self.face_up if not laid >> c & 1]  # seen to go, face down
        self.laid_by[seat] |= laid
        self.exchanged[seat] += len(cards)
        self._emit(out, ev.CardsExchanged(seat, len(cards), laid, taken))

    def _swap(self, seat: int, card: Card, out: list[Event]) -> None:
        turned = self.turned_up
        assert turned is not None
        self.hands[seat] = self.hands[seat] & ~(1 << card) | 1 << turned
        self.laid_by[seat] |= 1 << card
        self.turned_up = None
        self.face_up.append((seat, turned))
        self.exchanged[seat] += self.swap_counts_as_exchange()
        self._emit(out, TrumpCardTaken(seat, turned, 1 << card))

    def swap_counts_as_exchange(self) -> int:
        """1 when the dealer's swap obliges him to play as an exchange does."""
        return 1

    def _drop(self, seat: int, out: list[Event]) -> None:
        """The seat lays its hand away face down and sits the deal out."""
        self.laid_by[seat] |= self.hands[seat]
        self.hands[seat] = 0
        self.face_up = [(s, c) for s, c in self.face_up if s != seat]
        self._set_active(tuple(s for s in self.active if s != seat))
        self._emit(out, ev.Dropped(seat))

    # Tricks and scoring.

    def trick_change(self, winner: int) -> int:
        """The running change for a trick won by ``winner``."""
        return self.per_trick * self.multiplier()

    def _trick_taken(self, winner: int, points: int) -> bool | None:
        change = self.trick_change(winner)
        if change:
            self.running[winner] += change
            if self.first_at_goal < 0 and self.running[winner] <= self.goal:
                self.first_at_goal = winner
                return self.stops_at_goal()
        return None

    def deal_changes(self) -> tuple[list[int], tuple[str, ...]]:
        """Each seat's score change for the deal just played (or stopped at the goal), and notes."""
        m = self.multiplier()
        finished = not self.stopped_at_goal()
        changes = [0] * self.n
        for s in self.active:
            won = self.tricks[s]
            changes[s] = m * (self.per_trick * won if won or not finished else self.no_trick)
        return changes, ()

    def _deal_played(self, out: list[Event], last_winner: int) -> None:
        changes, notes = self.deal_changes()
        self._score(changes, out, notes)

    def settled(self, total: int) -> int:
        """A seat's total after a deal's change (Bohemian Watten bounces back from below 0)."""
        return total

    def match_winners(self, totals: Sequence[int]) -> tuple[int, ...]:
        if self.first_wins and self.first_at_goal >= 0:
            return (self.first_at_goal,)
        return lowest_winners(totals, self.goal)

    def _score(self, changes: Sequence[int], out: list[Event], notes: tuple[str, ...] = ()) -> None:
        raw = [self.settled(t + c) for t, c in zip(self.totals, changes, strict=True)]
        winners = self.match_winners(raw)
        new = raw if self.floor is None else [max(self.floor, t) for t in raw]
        applied = tuple(b - a for a, b in zip(self.totals, new, strict=True))
        self.totals = new
        bound = self.contracts()
        declarer = bound[0].seat if bound and bound[0].seat in self.active else None
        row = CountDownRow(
            self.deal_no, self.dealer, self.active, tuple(self.tricks), applied, tuple(self.totals),
            self.multiplier(), notes, winners=winners, without_play=not self.history, declarer=declarer,
            made=declarer is not None and self.tricks[declarer] >= bound[0].needs,
            contract=self.contract_word() if declarer is not None else "",
        )
        self.sheet.append(row)
        self._emit(out, DealScored(self.deal_no, applied, row.scores, row))
        if winners:
            self._end_match(out, winners)
            return
        self._advance_dealer()
        self._start_deal(out)

    # What the seats see.

    def trump_indicator(self) -> TrumpIndicator:
        if self.turns_up and self.turned_card is not None:
            shown = self.turned_up if self.trump_suit == self.trump_of(self.turned_card) else None  # unless changed
            return TrumpIndicator(self.trump_suit, shown)
        if self.trump_suit is not None:  # named before the tricks
            return TrumpIndicator(self.trump_suit)
        return super().trump_indicator()

    def face_up_cards(self) -> tuple[tuple[int, Card], ...]:
        return tuple((s, c) for s, c in self.face_up if not self.played >> c & 1)

    def _other_zones(self) -> dict[str, CardSet]:
        laid = 0
        for cards in self.laid_by:
            laid |= cards
        zones = {"set aside": self.set_aside, "talon": mask(self.talon), "laid away": laid}
        if self.turned_up is not None:
            zones["turned up"] = 1 << self.turned_up
        zones.update(self.extra_zones())
        placed = self.played
        for cards in (*zones.values(), *self.hands):
            placed |= cards
        zones["deck"] = mask(self.deck) & ~placed  # not dealt yet (before the deal, or between its packets)
        return zones

    def extra_zones(self) -> dict[str, CardSet]:
        """A game's own places for cards (Rams's widow)."""
        return {}

    def observation(self, seat: int) -> RamsObservation:
        return RamsObservation(**self.rams_observation(seat))

    def rams_observation(self, seat: int) -> dict[str, Any]:
        """The family's observation fields, for a game's observation to extend."""
        cutter = (self.dealer - 1) % self.n
        shown = self.shows_taken_bottom_card and self.bottom_taker >= 0
        seen = self.cut_card is not None and (seat == cutter or shown)
        return {
            **self.base_observation(seat),
            "follow_rule": self.follow_rule(),  # the deal's rule, known before its tricks: decisions weigh play by it
            "start_score": self.start_total(), "per_trick": self.per_trick,
            "no_trick": self.no_trick, "multiplier": self.multiplier(), "sheet": tuple(self.sheet),
            "turned_up": self.turned_up, "talon_size": len(self.talon), "exchanged": tuple(self.exchanged),
            "laid_away": self.laid_by[seat], "cut_card": self.cut_card if seen else None,
            "drop_change": self.drop_change, "contracts": self.contracts(), "sweep": self.sweep(),
            "running": tuple(self.running),
        }

    def contracts(self) -> tuple[Contract, ...]:
        """The seats bound to take a number of tricks (a declarer's bid), with what the deal then
        scores; none by default."""
        return ()

    def contract_word(self) -> str:
        """The declared contract's name for the score sheet's row (statistics count contracts by
        it): the number of tricks bound to, unless the game has a word of its own."""
        bound = self.contracts()
        return str(bound[0].needs) if bound else ""

    def sweep(self) -> Sweep | None:
        """What a seat taking every trick scores, where that differs from the plain count."""
        return None


__all__ = ["NOT_PLAYED", "GameRules", "RamsMatch", "RamsObservation", "RamsPhase"]
