"""The Bauernschnapsen match (rules/bauernschnapsen.md): trump, auction, Kontra chain, tricks, Bummerl.

A deal: the cutter cuts (or knocks, §3), forehand names a trump after three cards or turns one up,
the auction of §5 settles a contract, the opponents may double (§6), the tricks are played by the
seats in the deal (a solo declarer's partner sits out) until the result is certain (§7), and the
winning team scores game points (§8). The first team to 24 wins the game (§9).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from kartln.engine import events as ev
from kartln.engine.actions import Double, NameTrump, Pass, PlayCard, Redouble
from kartln.engine.cards import DECK_20, NUM_RANKS, SUIT_MASK, Card, CardSet, Rank, Suit, mask
from kartln.engine.games.bauernschnapsen import events as bev
from kartln.engine.games.bauernschnapsen.actions import (
    BAUERNSCHNAPSEN_VOCABULARY,
    Announce,
    CutDeck,
    Knock,
    Subcontra,
    TurnUp,
)
from kartln.engine.games.bauernschnapsen.contracts import Contract, eligibility, value
from kartln.engine.games.bauernschnapsen.order import bauernschnapsen_order
from kartln.engine.games.bauernschnapsen.outcome import Outcome, decide
from kartln.engine.games.bauernschnapsen.rules import BauernschnapsenRules
from kartln.engine.games.bauernschnapsen.sheet import GAME, TEAMS, BummerlRow, bummerl_for, team_of
from kartln.engine.match import MatchPhase, TrickMatch, cut, play_actions
from kartln.engine.messages import GameWord, Note, Refusal, SuitName
from kartln.engine.observation import UNDECIDED, Observation, TrumpIndicator
from kartln.engine.state import Action, Event, IllegalAction
from kartln.engine.tricks import FollowRule

CARD_POINTS = tuple(
    {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}.get(Rank(c % NUM_RANKS), 0)
    for c in range(36)
)  # §2
MARRIAGE_MASKS = tuple(1 << (s * NUM_RANKS + Rank.KING) | 1 << (s * NUM_RANKS + Rank.QUEEN) for s in range(4))
_ALL_SEATS = (0, 1, 2, 3)


def marriage_points(suit: int, trump: int | None) -> int:
    """§7: a marriage counts 40 in trumps, 20 in another suit."""
    return 40 if suit == trump else 20


def marriage_seats(contract: Contract, declarer: int) -> tuple[int, ...]:
    """§7: the seats whose marriages count in ``contract``: everybody's in the normal game, the
    declarer's side's in a solo, nobody's where marriages do not count."""
    if not contract.counts_marriages:
        return ()
    return _ALL_SEATS if contract is Contract.NORMAL else TEAMS[team_of(declarer)]


_MARRIAGE_PLAYS = tuple(
    (PlayCard(s * NUM_RANKS + Rank.KING, True), PlayCard(s * NUM_RANKS + Rank.QUEEN, True)) for s in range(4)
)
_PASS, _DOUBLE, _REDOUBLE, _SUB = Pass(), Double(), Redouble(), Subcontra()
_CHAIN = {"kontra": (_DOUBLE, 2), "re": (_REDOUBLE, 4), "sub": (_SUB, 8)}  # §6
_CHAIN_WORDS = {"kontra": GameWord("Kontra"), "re": GameWord("Re"), "sub": GameWord("Sub")}


class Phase(StrEnum):
    CUT = "cut"  # the cutter cuts or knocks (option knock_allowed)
    TRUMP = "trump"  # forehand names a trump or turns one up
    AUCTION = "auction"
    DOUBLING = "doubling"  # Kontra, Re, Sub
    PLAY = MatchPhase.PLAY.value
    OVER = MatchPhase.OVER.value


_PLAYING = Phase.PLAY  # compared on every action: a global is quicker than the enum's attribute


@dataclass(frozen=True, slots=True)
class BauernschnapsenObservation(Observation):
    forehand: int
    knocked: bool
    exposed: Card | None  # forehand's turned-up trump, face up in his hand for all to see
    face_down: int  # forehand's undealt cards to turn up from (2 while he may, else 0)
    highest: Contract | None  # the highest contract announced so far
    announcer: int | None
    passed: tuple[int, ...]  # seats that passed in this auction
    contract: Contract | None  # once the auction is over
    declarer: int | None
    sitting_out: int | None
    multiplier: int
    doubling: str  # the step of the chain now asked: "kontra", "re", "sub", or ""
    team_points: tuple[int, int]  # card points and marriages this deal
    team_tricks: tuple[int, int]
    marriages: tuple[tuple[int, int, int], ...]  # (seat, suit, points) this deal
    team_scores: tuple[int, int]
    sheet: tuple[BummerlRow, ...]


class BauernschnapsenState(TrickMatch[BauernschnapsenRules, BauernschnapsenObservation, BummerlRow]):
    game_id: ClassVar[str] = "bauernschnapsen"
    deck_cards: ClassVar[tuple[Card, ...]] = DECK_20
    card_points: ClassVar[tuple[int, ...] | None] = CARD_POINTS
    vocabulary = BAUERNSCHNAPSEN_VOCABULARY
    mutable_fields = (*TrickMatch.mutable_fields, "deck", "cuts", "passed", "asking", "team_points",
                      "seat_points", "marriages", "team_scores", "led_23_0")

    def __init__(
        self,
        rules: BauernschnapsenRules | None = None,
        seed: int = 0,
        *,
        dealer: int | None = None,
        decks: Sequence[tuple[Sequence[Card], Sequence[int]]] = (),
    ) -> None:
        super().__init__(rules or BauernschnapsenRules(), seed, dealer=dealer, decks=decks)
        start = GAME if self.rules.count_down else 0
        self.team_scores = [start, start]
        self.led_23_0 = [False, False]
        self._start_deal(self.log)

    # ------------------------------------------------------------------ deal

    def _reset_deal(self) -> None:
        self.forehand = (self.dealer + 1) % 4
        self.deck: list[Card] = []
        self.cuts: list[int] = []
        self.dealt = 0  # deck index of the next card to deal
        self.knocked = False
        self.trump: int | None = None
        self.exposed: Card | None = None
        self.highest: Contract | None = None
        self.announcer: int | None = None
        self.passed: list[int] = []
        self.passes_in_row = 0
        self.contract: Contract | None = None
        self.declarer: int | None = None
        self.sitting_out: int | None = None
        self.multiplier = 1
        self.doubling = ""
        self.asking: list[int] = []
        self.team_points = [0, 0]
        self.seat_points = [0] * 4
        self.marriages: list[tuple[int, int, int]] = []

    def _start_deal(self, out: list[Event]) -> None:
        self._reset_deal()
        self._begin_deal(out, self.seats_from(self.forehand))
        self.deck, self.cuts = self._next_deck()
        if self.rules.knock_allowed:
            self.phase, self.to_act = Phase.CUT, (self.dealer + 3) % 4  # the cutter: the dealer's right
        else:
            self._cut_and_deal(out)

    def _cut_and_deal(self, out: list[Event]) -> None:
        """§3.1–3.2: cut, three cards each from forehand; forehand decides the trump."""
        self.deck = cut(self.deck, self._cut_index(self.cuts, len(self.deck)))
        self.dealt = self._deal_hands(self.deck, self.active, (3,), out)
        self.phase, self.to_act = Phase.TRUMP, self.forehand

    def _knock(self, out: list[Event]) -> None:
        """§3: after a knock the deck is not cut and each hand is one packet of five."""
        self.knocked = True
        self._emit(out, bev.Knocked(self.to_act))
        self.dealt = self._deal_hands(self.deck, self.active, (5,), out)
        self.phase, self.to_act = Phase.TRUMP, self.forehand

    def _deal_rest(self, out: list[Event]) -> None:
        """§3.4: two more cards each from forehand (forehand's two include a turned-up card)."""
        if not self.knocked:
            self.dealt = self._deal_hands(self.deck, self.active, (2,), out, start=self.dealt)
        self.phase, self.to_act = Phase.AUCTION, self.forehand

    def _other_zones(self) -> dict[str, CardSet]:
        return {"undealt": mask(self.deck[self.dealt:])}

    # ----------------------------------------------------------------- trump

    def _trump_actions(self) -> list[Action]:
        hand = self.hands[self.forehand]
        suits = [s for s in range(4) if not self.rules.trump_from_hand or hand & SUIT_MASK[s]]
        acts: list[Action] = [NameTrump(Suit(s)) for s in suits]
        if not self.knocked:
            acts += [TurnUp()] if self.rules.aufschlagen == "random" else [TurnUp(0), TurnUp(1)]
        return acts

    def _apply_trump(self, action: Action, out: list[Event]) -> None:
        seat = self.forehand
        if type(action) is NameTrump:
            suit = action.suit
            if suit is None:
                raise IllegalAction(Refusal("the deal is played with a trump: name a suit"))
            if self.rules.trump_from_hand and not self.hands[seat] & SUIT_MASK[suit]:
                raise IllegalAction(Refusal("you may name only a suit you hold a card of, not {suit}",
                                            suit=SuitName(suit)))
        elif type(action) is TurnUp:
            if self.knocked:
                raise IllegalAction(Refusal("after a knock you have all five cards: name a trump"))
            if (action.index is None) != (self.rules.aufschlagen == "random"):
                raise IllegalAction(Refusal("pick the first or the second face-down card") if action.index is None
                                    else Refusal("the card to turn up is picked at random in these rules"))
            pick = self.rng.randrange(2) if action.index is None else action.index
            self.exposed = self.deck[self.dealt + pick]  # forehand's next packet: deck indices 12–13
            suit = Suit(self.exposed // NUM_RANKS)
            self._emit(out, ev.CardTurnedUp(self.exposed))
        else:
            raise IllegalAction(Refusal("forehand names a trump or turns up a card now"))
        self.trump = suit
        self._emit(out, ev.TrumpNamed(seat, suit))
        self._deal_rest(out)

    # --------------------------------------------------------------- auction

    def _auction_actions(self) -> list[Action]:
        seat, low = self.to_act, -1 if self.highest is None else self.highest
        acts: list[Action] = [_PASS]
        for c in Contract:
            if c > low and eligibility(c, seat, self.forehand, self.hands[seat], self.trump, self.rules) is None:
                acts.append(Announce(c))
        return acts

    def _apply_auction(self, action: Action, out: list[Event]) -> None:
        seat = self.to_act
        if type(action) is Pass:
            self.passed.append(seat)
            self.passes_in_row += 1
            self._emit(out, ev.Passed(seat))
        elif type(action) is Announce:
            c = action.contract
            if self.highest is not None and c <= self.highest:
                raise IllegalAction(Refusal("a {contract} does not outrank the {highest} announced", contract=c.title,
                                            highest=self.highest.title))
            reason = eligibility(c, seat, self.forehand, self.hands[seat], self.trump, self.rules)
            if reason:
                raise IllegalAction(reason)
            self.highest, self.announcer, self.passes_in_row = c, seat, 0
            if not self.rules.pass_is_final and seat in self.passed:
                self.passed.remove(seat)
            self._emit(out, bev.ContractAnnounced(seat, c))
        else:
            raise IllegalAction(Refusal("pass or announce a contract"))
        if self._auction_over():
            self._settle(out)
        else:
            self.to_act = self._next_bidder(seat)

    def _auction_over(self) -> bool:
        """§5.2–5.3."""
        if self.announcer is None:
            return self.passes_in_row == 4
        if self.rules.pass_is_final:
            return all(s in self.passed for s in range(4) if s != self.announcer)
        return self.passes_in_row == 3

    def _next_bidder(self, seat: int) -> int:
        nxt = (seat + 1) % 4
        while self.rules.pass_is_final and nxt in self.passed:
            nxt = (nxt + 1) % 4
        return nxt

    def _settle(self, out: list[Event]) -> None:
        """The auction's result (§5.4): the highest announcer declares; all passed: the normal game."""
        contract = self.highest if self.highest is not None else Contract.NORMAL
        declarer = self.announcer if self.announcer is not None else self.forehand
        self.contract, self.declarer = contract, declarer
        solo = contract is not Contract.NORMAL and self.rules.partner_sits_out
        self.sitting_out = (declarer + 2) % 4 if solo else None
        self._emit(out, bev.ContractSettled(declarer, contract, value(contract, self.rules), self.sitting_out))
        if contract.is_claim and not self.rules.play_out_claims:
            self._emit(out, bev.HandShown(declarer, self.hands[declarer]))
            claimed = Note("{contract} claimed", contract=contract.title)
            self._score(out, Outcome(team_of(declarer), value(contract, self.rules), claimed),
                        without_play=True)
        elif self.rules.contra and not contract.is_claim:
            self._ask("kontra")
        else:
            self._start_play()

    # -------------------------------------------------------------- doubling

    def _ask(self, step: str) -> None:
        """§6: the opponents clockwise from the declarer's left; the declarer (normal game: forehand,
        then his partner) for Re."""
        d = self.declarer
        assert d is not None
        self.doubling = step
        if step == "re":
            self.asking = [d, (d + 2) % 4] if self.contract is Contract.NORMAL else [d]
        else:
            self.asking = [(d + 1) % 4, (d + 3) % 4]
        self.phase, self.to_act = Phase.DOUBLING, self.asking.pop(0)

    def _apply_doubling(self, action: Action, out: list[Event]) -> None:
        seat = self.to_act
        answer, factor = _CHAIN[self.doubling]
        if action == answer:
            self.multiplier = factor
            self._emit(out, ev.Doubled(seat, factor))
            if self.doubling == "sub":
                self._start_play()
            else:
                self._ask("re" if self.doubling == "kontra" else "sub")
            return
        if type(action) is not Pass:
            raise IllegalAction(Refusal("say {word} or pass", word=_CHAIN_WORDS[self.doubling]))
        self._emit(out, ev.Passed(seat))
        if self.asking:
            self.to_act = self.asking.pop(0)
        else:
            self._start_play()

    # ------------------------------------------------------------------ play

    def _start_play(self) -> None:
        contract, declarer = self.contract, self.declarer
        assert contract is not None and declarer is not None
        self.doubling, self.asking = "", []
        self._set_active([s for s in self.seats_from(self.forehand) if s != self.sitting_out])
        lead = self.rules.first_lead
        if lead == "contract":
            leader = self.forehand if contract.forehand_leads else declarer  # §7, §11 #10
        elif lead == "declarer":
            leader = declarer
        else:
            leader = self.forehand if contract.has_trumps else declarer
        if leader == self.sitting_out:
            leader = (leader + 1) % 4  # "if FH sits out, the next seat clockwise leads"
        trump = Suit(self.trump) if contract.has_trumps and self.trump is not None else None
        order = bauernschnapsen_order(trump, zehnerloch=contract is Contract.ZEHNERLOCH)
        self._start_tricks(leader, order, self._follow_rule(contract))

    def _follow_rule(self, contract: Contract) -> FollowRule:
        rule = self.rules.play_rule  # §7 "Legal cards", §11 #11
        if rule == "strict":
            return FollowRule.F3
        if rule == "wikibooks":
            return FollowRule.F6 if contract is Contract.NORMAL else FollowRule.F4
        return FollowRule.F2

    def _marriage_allowed(self, seat: int) -> bool:
        """§7: on a lead of tricks 2–5, in the contracts that count them, by a player whose
        marriages matter (in a solo, the declarer's side only)."""
        contract = self.contract
        if self.trick or self.trick_no == 0 or contract is None:
            return False
        return seat in marriage_seats(contract, self.declarer or 0)

    def _play_legal(self) -> list[Action]:
        acts = play_actions(self.playable())
        seat = self.to_act
        if self._marriage_allowed(seat):
            hand = self.hands[seat]
            for suit, mm in enumerate(MARRIAGE_MASKS):
                if hand & mm == mm:
                    acts += _MARRIAGE_PLAYS[suit]
        return acts

    def _check_play(self, action: Action) -> Card:
        c = super()._check_play(action)
        if isinstance(action, PlayCard) and action.marriage:
            suit, seat = c // NUM_RANKS, self.to_act
            if c % NUM_RANKS not in (Rank.KING, Rank.QUEEN):
                raise IllegalAction(Refusal("a marriage is declared by leading its King or Queen"))
            if not self._marriage_allowed(seat):
                raise IllegalAction(self._marriage_refusal())
            if self.hands[seat] & MARRIAGE_MASKS[suit] != MARRIAGE_MASKS[suit]:
                raise IllegalAction(Refusal("to declare a marriage you need the King and the Queen of {suit}",
                                            suit=SuitName(suit)))
        return c

    def _apply_play(self, action: Action, out: list[Event]) -> None:
        seat = self.to_act
        c = self._check_play(action)
        if isinstance(action, PlayCard) and action.marriage:
            suit = c // NUM_RANKS
            points = marriage_points(suit, self.order_trump())
            self.marriages.append((seat, suit, points))
            self.team_points[team_of(seat)] += points
            self.seat_points[seat] += points
            self._emit(out, ev.MarriageDeclared(seat, suit, points))
            self._play_card(seat, c, out)
            outcome = self._outcome()
            if outcome is not None:  # "checked after every marriage declaration" (§8.1, §8.2)
                self._deal_played(out, seat)
            return
        self._play_card(seat, c, out)

    def _marriage_refusal(self) -> Refusal:
        contract = self.contract
        if self.trick:
            return Refusal("a marriage is declared only when leading")
        if self.trick_no == 0:
            return Refusal("a marriage can be declared only after you have taken a trick")
        if contract is None or not contract.counts_marriages:
            return Refusal("marriages do not count in this contract")
        return Refusal("in a solo contract only the declarer's marriages count")

    def order_trump(self) -> int | None:
        return self.order.trump_suit if self.order is not None else None

    def _outcome(self) -> Outcome | None:
        """The deal's result if it is certain now (§7, §8), else None."""
        contract, declarer = self.contract, self.declarer
        if contract is None or declarer is None:
            return None
        return decide(contract, value(contract, self.rules), declarer, self.sitting_out is None, self.tricks,
                      self.seat_points, self.leader)

    def _trick_taken(self, winner: int, points: int) -> bool:
        self.team_points[team_of(winner)] += points
        self.seat_points[winner] += points
        return self._outcome() is not None  # "checked after every trick" (§7 early end)

    def _deal_played(self, out: list[Event], last_winner: int) -> None:
        outcome = self._outcome()
        assert outcome is not None, "a deal played out always has a result"
        self._score(out, outcome)

    # --------------------------------------------------------------- scoring

    def _score(self, out: list[Event], outcome: Outcome, *, without_play: bool = False) -> None:
        """§8: game points to one team; §9: the game ends at 24 with the losers' Bummerl."""
        self._emit(out, bev.DealDecided(outcome.team, outcome.reason))
        points = outcome.points * (1 if without_play else self.multiplier)
        sign = -1 if self.rules.count_down else 1
        team_changes = [0, 0]
        team_changes[outcome.team] = sign * points
        self.team_scores = [s + c for s, c in zip(self.team_scores, team_changes, strict=True)]
        made = [self._made(t) for t in range(2)]
        for t in range(2):  # §9 Retourschneider: a team that led 23 : 0
            if made[t] == GAME - 1 and made[1 - t] == 0:
                self.led_23_0[t] = True
        winner = next((t for t in range(2) if made[t] >= GAME), None)
        winners: tuple[int, ...] = TEAMS[winner] if winner is not None else ()
        bummerl, notes = 0, list[str]([outcome.reason])  # a Bummerl's note is for records: the sheet words its own
        if winner is not None:
            loser = 1 - winner
            bummerl, word = bummerl_for(made[loser], self.led_23_0[loser])
            notes.append(f"{word} for seats {TEAMS[loser][0]} and {TEAMS[loser][1]}")
        declarer = self.declarer if self.declarer is not None else self.forehand
        row = BummerlRow(
            self.deal_no, self.dealer, declarer, self.contract or Contract.NORMAL, self.multiplier,
            outcome.team, points, (self.team_scores[0], self.team_scores[1]),
            tuple(team_changes[team_of(s)] for s in range(4)), tuple(self.scores()), tuple(notes),
            without_play=without_play, winners=winners, bummerl=bummerl,
            team_points=() if without_play else tuple(self.seat_points[a] + self.seat_points[b] for a, b in TEAMS),
        )
        self.sheet.append(row)
        self._emit(out, ev.DealScored(self.deal_no, row.changes, row.scores, row))
        if winners:
            self._end_match(out, winners)
            return
        self._advance_dealer()
        self._start_deal(out)

    def _made(self, team: int) -> int:
        """Game points a team has made so far (the same counting up or down)."""
        s = self.team_scores[team]
        return GAME - s if self.rules.count_down else s

    def scores(self) -> list[int]:
        return [self.team_scores[team_of(s)] for s in range(4)]

    # ------------------------------------------------------------ dispatcher

    def _phase_actions(self) -> list[Action]:
        phase = self.phase
        if phase == Phase.CUT:
            return [CutDeck(), Knock()]
        if phase == Phase.TRUMP:
            return self._trump_actions()
        if phase == Phase.AUCTION:
            return self._auction_actions()
        if phase == Phase.DOUBLING:
            return [_PASS, _CHAIN[self.doubling][0]]
        return []

    def legal_actions(self) -> list[Action]:
        if self.phase == _PLAYING:
            return self._play_legal()
        return self._phase_actions()

    def _apply_phase(self, action: Action, out: list[Event]) -> None:
        phase = self.phase
        if phase == Phase.CUT:
            if type(action) is CutDeck:
                self._cut_and_deal(out)
            elif type(action) is Knock:
                self._knock(out)
            else:
                raise IllegalAction(Refusal("the cutter cuts the deck or knocks now"))
        elif phase == Phase.TRUMP:
            self._apply_trump(action, out)
        elif phase == Phase.AUCTION:
            self._apply_auction(action, out)
        else:
            self._apply_doubling(action, out)

    # ----------------------------------------------------------- observation

    def teams(self) -> tuple[tuple[int, ...], ...]:
        return TEAMS

    def face_up_cards(self) -> tuple[tuple[int, Card], ...]:
        """Aufschlagen: the turned-up trump lies face up in forehand's hand until he plays it."""
        e = self.exposed
        return ((self.forehand, e),) if e is not None and self.hands[self.forehand] >> e & 1 else ()

    def trump_indicator(self) -> TrumpIndicator:
        if self.trump is None:
            return UNDECIDED
        if self.contract is not None and not self.contract.has_trumps:
            return TrumpIndicator(None)
        return TrumpIndicator(self.trump, self.exposed)

    def observation(self, seat: int) -> BauernschnapsenObservation:
        turning = self.phase == Phase.TRUMP and not self.knocked
        return BauernschnapsenObservation(
            **self.base_observation(seat), forehand=self.forehand, knocked=self.knocked, exposed=self.exposed,
            face_down=2 if turning else 0, highest=self.highest, announcer=self.announcer,
            passed=tuple(self.passed), contract=self.contract, declarer=self.declarer,
            sitting_out=self.sitting_out, multiplier=self.multiplier, doubling=self.doubling,
            team_points=(self.team_points[0], self.team_points[1]), team_tricks=self.team_tricks(),
            marriages=tuple(self.marriages), team_scores=(self.team_scores[0], self.team_scores[1]),
            sheet=tuple(self.sheet),
        )

    def team_tricks(self) -> tuple[int, int]:
        t = self.tricks
        return t[0] + t[2], t[1] + t[3]

