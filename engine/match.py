"""The shared match base: what every game's state has in common (DESIGN.md §2, §6).

A :class:`TrickMatch` is a whole match of deals. It owns the seeded randomness (with injected
deck orders and cuts for tests), dealer rotation, packet dealing, the trick loop on a
:class:`~kartln.engine.tricks.TrickOrder` and :class:`~kartln.engine.tricks.FollowRule` sized from
the seats still in the deal, the event log, clone and equality, record parsing and the base
observation. A game adds its own phases, decisions and scoring; it calls :meth:`_start_tricks`
when card play begins and is told through :meth:`_deal_played` when the last trick is taken.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, runtime_checkable

from kartln.engine import events as ev
from kartln.engine.actions import SHARED_VOCABULARY, ActionVocabulary, PlayCard
from kartln.engine.cards import CARDS_BY_BYTE, Card, CardSet
from kartln.engine.messages import (
    MATCH_OVER,
    NOT_NOW,
    NOT_THE_MOMENT,
    PLAY_A_CARD,
    CardName,
    Refusal,
    SuitName,
    not_held,
)
from kartln.engine.observation import UNDECIDED, PlayedTrick, TrumpIndicator
from kartln.engine.state import Action, Event, GameState, IllegalAction, Obs, Row, refusal_on_copy
from kartln.engine.tricks import TRUMP, FollowRule, TrickOrder

# Play actions are shared immutable values, built once: legal_actions() runs in every AI roll-out.
PLAY: tuple[PlayCard, ...] = tuple(PlayCard(c) for c in range(36))
_PLAY_BY_BYTE = tuple(tuple(tuple(PLAY[c] for c in cards) for cards in row) for row in CARDS_BY_BYTE)


# Looked up once: these run for every card played. Events are read-only, so the event of a card
# played is built once per seat and card and shared, like the play actions.
_CARD_PLAYED = tuple(tuple(ev.CardPlayed(seat, c) for c in range(36)) for seat in range(8))  # seats 0..7: room to spare
_TrickWon = ev.TrickWon
_new_tuple = tuple.__new__

_MUST_BEAT = frozenset((FollowRule.F3, FollowRule.F4, FollowRule.F5, FollowRule.F6))
_F2 = FollowRule.F2


class GameRules(Protocol):
    """What the core needs of every game's rules: the number of seats."""

    @property
    def players(self) -> int: ...


@runtime_checkable
class PackRules(Protocol):
    """The rules of a game played with a choice of packs (Thousand's French or German cards)."""

    @property
    def card_pack(self) -> str: ...


def card_pack(rules: object) -> str:
    """The pack ``rules`` call for ("french" where the game offers no choice)."""
    return rules.card_pack if isinstance(rules, PackRules) else "french"


R = TypeVar("R", bound=GameRules)


class MatchPhase(StrEnum):
    """Phases every game has; a game's own phase enum repeats these values where it uses them."""

    PLAY = "play"
    OVER = "over"


# Module constants: reading an enum member off its class costs four times a global's lookup, and
# these comparisons run on every action.
_PLAY, _OVER = MatchPhase.PLAY, MatchPhase.OVER


def play_actions(playable: CardSet) -> list[Action]:
    """One :class:`PlayCard` per card of ``playable``, in card order."""
    m, b = playable, _PLAY_BY_BYTE
    return [*b[0][m & 255], *b[1][m >> 8 & 255], *b[2][m >> 16 & 255], *b[3][m >> 24 & 255], *b[4][m >> 32]]


def _shuffle_steps(size: int) -> tuple[tuple[int, int], ...]:
    return tuple((i, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


_SHUFFLE_STEPS = {size: _shuffle_steps(size) for size in (20, 24, 32, 33, 36)}


def shuffle(rng: random.Random, deck: list[Card]) -> None:
    """``rng.shuffle(deck)`` with the very same draws, without a method call per card (the
    Fisher–Yates steps of ``Random.shuffle``, drawing j in 0..i as ``Random._randbelow`` does)."""
    steps = _SHUFFLE_STEPS.get(len(deck)) or _shuffle_steps(len(deck))
    bits = rng.getrandbits
    for i, k in steps:
        j = bits(k)
        while j > i:
            j = bits(k)
        deck[i], deck[j] = deck[j], deck[i]


def random_cut(rng: random.Random, size: int) -> int:
    """``rng.randint(1, size - 1)`` with the very same draws: 1 + ``Random._randbelow(size - 1)``."""
    k = (size - 1).bit_length()
    c = rng.getrandbits(k)
    while c >= size - 1:
        c = rng.getrandbits(k)
    return 1 + c


def packet_deal(deck: Sequence[Card], seats: Sequence[int], packets: Sequence[int], start: int = 0,
                fewer: Mapping[int, int] | None = None) -> tuple[dict[int, CardSet], int]:
    """Deal from ``deck[start:]`` in packets clockwise: every seat gets ``packets[0]`` cards, then
    every seat ``packets[1]``, ... (rules/README.md §3); a seat of ``fewer`` gets that many cards
    fewer in its first packet (it took a card at the cut). Returns the hands and the next index."""
    hands = dict.fromkeys(seats, 0)
    i = start
    for k, size in enumerate(packets):
        short = fewer if fewer and k == 0 else None  # a check per packet, not per seat: this runs every deal
        for seat in seats:
            take = size - short.get(seat, 0) if short else size
            for c in deck[i:i + take]:
                hands[seat] |= 1 << c
            i += take
    return hands, i


def packet_order(hands: Mapping[int, Sequence[Card]], seats: Sequence[int], packets: Sequence[int]) -> list[Card]:
    """The deck order (top first) that :func:`packet_deal` deals as ``hands`` (each a list in the
    order its cards are dealt): the inverse of the deal, for tests and simulated deals."""
    order: list[Card] = []
    start = 0
    for size in packets:
        for seat in seats:
            order += hands[seat][start:start + size]
        start += size
    return order


def cut(deck: Sequence[Card], index: int) -> list[Card]:
    """Cut at ``index`` (1 ≤ index < len(deck)): the top packet goes under (rules/README.md §3)."""
    return [*deck[index:], *deck[:index]]


def follow_reason(order: TrickOrder, rule: FollowRule, hand: CardSet, led: Card, winning: Card, c: Card) -> Refusal:
    """Why ``c`` may not follow to this trick."""
    legal = order.legal_follow(rule, hand, led, winning)
    led_suit = order.effective[led]
    same = order.suit_masks[led_suit]
    trumps = order.suit_masks[TRUMP]
    beat = CardName(winning)
    if legal & ~same == 0:  # every legal card follows suit
        if not same >> c & 1:
            if led_suit == TRUMP:
                return Refusal("you must follow suit: trumps were led")
            return Refusal("you must follow suit: {suit}", suit=SuitName(led_suit))
        return Refusal("you must beat the {card} if you can", card=beat)
    if legal & ~trumps == 0:  # void in the led suit: every legal card is a trump
        if not trumps >> c & 1:
            return Refusal("you cannot follow {suit}, so you must play a trump", suit=SuitName(led_suit))
        return Refusal("you must play a trump higher than the {card} if you can", card=beat)
    return Refusal("you must take the trick if you can: play a card that beats the {card}", card=beat)


class TrickMatch(GameState[Obs, Row], Generic[R, Obs, Row]):
    """A match of one game: deals, trick play, the log. Seats are 0..n-1 clockwise."""

    vocabulary: ClassVar[ActionVocabulary] = SHARED_VOCABULARY
    deck_cards: ClassVar[tuple[Card, ...]]
    #: Each card's points, in games that count card points in tricks (None: they count tricks).
    card_points: ClassVar[tuple[int, ...] | None] = None
    #: Attributes holding lists (or dicts) that a clone must not share with the original.
    mutable_fields: ClassVar[tuple[str, ...]] = (
        "hands", "trick", "trick_seats", "tricks", "history", "log", "sheet")

    def __init__(
        self,
        rules: R,
        seed: int = 0,
        *,
        dealer: int | None = None,
        decks: Sequence[tuple[Sequence[Card], Sequence[int]]] = (),
    ) -> None:
        """Start a match. ``decks`` injects (deck order, cut indices) per deal for tests."""
        self.rules = rules
        self.n = rules.players
        self.rng = random.Random(seed)
        self.dealer = self.rng.randrange(self.n) if dealer is None else dealer
        self.deal_no = 0
        self.script = [(list(d), list(c)) for d, c in decks]
        self.log: list[Event] = []
        self.sheet: list[Row] = []
        self.winners_: tuple[int, ...] = ()
        self.phase: str = MatchPhase.PLAY
        self.to_act = -1
        self._reset_hands()

    def _reset_hands(self) -> None:
        n = self.n
        self.hands = [0] * n
        self.active: tuple[int, ...] = tuple(range(n))
        self.next_seat: dict[int, int] = {}
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.tricks = [0] * n  # tricks won this deal
        self.history: list[PlayedTrick] = []
        self.leader = 0
        self.trick_no = 0
        self.played: CardSet = 0
        self.order: TrickOrder | None = None
        self.follow = FollowRule.F1
        self._playable = -1

    # ----------------------------------------------------------------- contract

    @property
    def num_players(self) -> int:
        return self.n

    def current_player(self) -> int:
        return -1 if self.phase == _OVER else self.to_act

    def is_terminal(self) -> bool:
        return self.phase == _OVER

    def winners(self) -> list[int]:
        return list(self.winners_)

    def parse_action(self, text: str) -> Action:
        return self.vocabulary.parse(text)

    def why_refused(self, action: Action) -> Refusal:
        if self.phase == _OVER:
            return MATCH_OVER
        if self.phase == _PLAY:
            try:
                self._check_play(action)
            except IllegalAction as exc:
                return exc.refusal
            return NOT_NOW
        return refusal_on_copy(self, action)

    def clone(self) -> Self:
        new = object.__new__(type(self))
        d = self.__dict__.copy()
        for key in self.mutable_fields:
            d[key] = d[key].copy()
        rng = random.Random.__new__(random.Random)  # Random() would seed itself from the OS first
        rng.setstate(self.rng.getstate())
        d["rng"] = rng
        d["script"] = [(list(a), list(b)) for a, b in self.script]
        new.__dict__ = d
        return new

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        a, b = dict(self.__dict__), dict(other.__dict__)
        ra, rb = a.pop("rng"), b.pop("rng")
        return bool(a == b and ra.getstate() == rb.getstate())

    __hash__ = None  # type: ignore[assignment]

    def card_zones(self) -> dict[str, CardSet]:
        zones = {f"hand {s}": h for s, h in enumerate(self.hands)}
        zones["played"] = self.played
        zones.update(self._other_zones())
        return zones

    def _other_zones(self) -> dict[str, CardSet]:
        """The deal's cards outside hands and tricks (a talon, a turned-up card, cards set aside)."""
        return {}

    # ------------------------------------------------------------- deal set-up

    def _emit(self, out: list[Event], event: Event) -> None:
        out.append(event)
        self.log.append(event)

    def _begin_deal(self, out: list[Event], active: Sequence[int], **extra: Any) -> None:
        """A new deal: clear the table, number it, and announce who plays (from forehand)."""
        self._reset_hands()
        self.deal_no += 1
        self._set_active(active)
        self.log = []
        self._emit(out, ev.DealStarted(self.deal_no, self.dealer, self.active, **extra))

    def _set_active(self, seats: Sequence[int]) -> None:
        """The seats still in the deal, in playing order; tricks have one card from each."""
        self.active = tuple(seats)
        k = len(self.active)
        self.next_seat = {s: self.active[(i + 1) % k] for i, s in enumerate(self.active)}
        self._playable = -1

    def seats_from(self, first: int) -> tuple[int, ...]:
        """Every seat clockwise, starting with ``first``."""
        return tuple((first + i) % self.n for i in range(self.n))

    def _next_deck(self) -> tuple[list[Card], list[int]]:
        """The next deal's deck order (top first) and cut indices: injected, or shuffled."""
        if self.script:
            return self.script.pop(0)
        deck = list(self.deck_cards)
        shuffle(self.rng, deck)
        return deck, []

    def _cut_index(self, cuts: list[int], size: int) -> int:
        return cuts.pop(0) if cuts else random_cut(self.rng, size)

    def _deal_hands(self, deck: Sequence[Card], seats: Sequence[int], packets: Sequence[int], out: list[Event],
                    start: int = 0, fewer: Mapping[int, int] | None = None) -> int:
        """Deal in packets (see :func:`packet_deal`) onto the hands, announce each seat's cards; return
        the next deck index."""
        hands, i = packet_deal(deck, seats, packets, start, fewer)
        self._take_dealt(hands, out)
        return i

    def _take_dealt(self, hands: Mapping[int, CardSet], out: list[Event]) -> None:
        """Add dealt packets to the seats' hands and announce each seat's cards."""
        for seat, cards in hands.items():
            self.hands[seat] |= cards
            self._emit(out, ev.HandDealt(seat, cards, cards.bit_count()))

    def _advance_dealer(self) -> None:
        self.dealer = (self.dealer + 1) % self.n

    # -------------------------------------------------------------------- play

    def _start_tricks(self, leader: int, order: TrickOrder, rule: FollowRule) -> None:
        self.phase = MatchPhase.PLAY
        self.leader = self.to_act = leader
        self.order = order
        self.follow = rule
        self._playable = -1

    @property
    def trick_size(self) -> int:
        """Cards in a full trick: one from each seat in the deal."""
        return len(self.active)

    def playable(self) -> CardSet:
        """The cards the player to act may play now; cached until the next action."""
        pm = self._playable
        if pm < 0:
            hand = self.hands[self.to_act]
            trick = self.trick
            if not trick:
                pm = hand
            else:
                order, rule = self.order, self.follow
                assert order is not None
                if rule is _F2:  # the most common rule, inline: follow suit, else trump, else any card
                    masks = order.suit_masks
                    pm = hand & masks[order.effective[trick[0]]] or hand & masks[TRUMP] or hand
                else:  # F1 never asks who is winning; the others must beat the winning card
                    winning = trick[order.trick_winner_index(trick)] if rule in _MUST_BEAT else trick[0]
                    pm = order.legal_follow(rule, hand, trick[0], winning)
            self._playable = pm
        return pm

    def _check_play(self, action: Action) -> Card:
        """The card of a legal :class:`PlayCard` for the player to act; refuse anything else. Only
        checks, changing nothing: a refusal's reason is asked of it (a game that checks more, a
        marriage say, extends it)."""
        if type(action) is not PlayCard:
            raise IllegalAction(PLAY_A_CARD)
        c = action.card
        hand = self.hands[self.to_act]
        if not 0 <= c < 36 or not hand >> c & 1:
            raise IllegalAction(not_held(c))
        if not self.playable() >> c & 1:
            order, trick = self.order, self.trick
            assert order is not None
            winning = trick[order.trick_winner_index(trick)]
            raise IllegalAction(follow_reason(order, self.follow, hand, trick[0], winning, c))
        return c

    def _play_card(self, seat: int, c: Card, out: list[Event]) -> None:
        """Put a card on the trick; the trick is taken once every seat in the deal has played."""
        bit = 1 << c
        self.hands[seat] ^= bit
        trick = self.trick
        trick.append(c)
        self.trick_seats.append(seat)
        self.played |= bit
        e = _CARD_PLAYED[seat][c]
        out.append(e)
        self.log.append(e)
        if len(trick) < len(self.active):
            self.to_act = self.next_seat[seat]
        else:
            self._finish_trick(out)

    def _finish_trick(self, out: list[Event]) -> None:
        trick, seats, order = self.trick, self.trick_seats, self.order
        assert order is not None
        beaten = order.beaten_by  # TrickOrder.trick_winner_index, unrolled: this runs in every roll-out
        w, winner = trick[0], seats[0]
        for i in range(1, len(trick)):
            c = trick[i]
            if beaten[w] >> c & 1:
                w, winner = c, seats[i]
        points = 0
        table = self.card_points
        if table is not None:
            for c in trick:
                points += table[c]
        self.tricks[winner] += 1
        plays = (tuple(zip(seats, trick)), winner, order, self.follow)  # noqa: B905
        self.history.append(_new_tuple(PlayedTrick, plays))  # PlayedTrick(*plays) without its Python-level __new__
        e = _TrickWon(winner, tuple(trick), points)
        out.append(e)
        self.log.append(e)
        self.trick, self.trick_seats = [], []
        self.trick_no += 1
        self.leader = self.to_act = winner
        if self._trick_taken(winner, points) or not self.hands[winner]:
            self._deal_played(out, winner)

    def _trick_taken(self, winner: int, points: int) -> bool | None:
        """A game's bookkeeping of a taken trick (card points, ...); true when the deal's result is
        certain now and play stops early (Bauernschnapsen §7)."""
        return None

    def _deal_played(self, out: list[Event], last_winner: int) -> None:
        """Every card is played, or the result is certain: score the deal and go on (or end the match)."""
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        if self.phase == _PLAY:
            return play_actions(self.playable())
        return self._phase_actions()

    def apply(self, action: Action) -> list[Event]:
        if self.phase == _OVER:
            raise IllegalAction(MATCH_OVER)
        out: list[Event] = []
        if self.phase == _PLAY:
            self._apply_play(action, out)
        else:
            self._apply_phase(action, out)
        self._playable = -1  # validation reused the cached legal cards; the state has moved on
        return out

    def _apply_play(self, action: Action, out: list[Event]) -> None:
        self._play_card(self.to_act, self._check_play(action), out)

    def _phase_actions(self) -> list[Action]:
        """Legal actions outside card play (a game with other decisions overrides this)."""
        return []

    def _apply_phase(self, action: Action, out: list[Event]) -> None:
        raise IllegalAction(NOT_THE_MOMENT)

    def _end_match(self, out: list[Event], winners: Sequence[int]) -> None:
        self.winners_ = tuple(winners)
        self.phase, self.to_act = MatchPhase.OVER, -1
        self._emit(out, ev.MatchOver(self.winners_, tuple(self.scores())))

    # ------------------------------------------------------------- observation

    def trump_indicator(self) -> TrumpIndicator:
        """The trump as the table shows it (a game with trumps overrides this)."""
        return UNDECIDED if self.order is None else TrumpIndicator(self.order.trump_suit)

    def teams(self) -> tuple[tuple[int, ...], ...]:
        return ()

    def hand_visible_to_owner(self, seat: int) -> bool:
        return True

    def face_up_cards(self) -> tuple[tuple[int, Card], ...]:
        """(seat, card) of the cards lying face up in hands for everybody to see (none by default)."""
        return ()

    def visible_events(self, seat: int) -> tuple[Event, ...]:
        out: list[Event] = []
        for e in self.log:
            view = e.view_for(seat)
            if view is not None:
                out.append(view)
        return tuple(out)

    def base_observation(self, seat: int) -> dict[str, Any]:
        """The fields of :class:`~kartln.engine.observation.Observation` for ``seat``; a game's
        observation is built as ``GameObservation(**self.base_observation(seat), ...)``."""
        return {
            "seat": seat, "num_players": self.n, "phase": str(self.phase),
            "current_player": self.current_player(), "dealer": self.dealer, "deal_no": self.deal_no,
            "hand": self.hands[seat] if self.hand_visible_to_owner(seat) else None,
            "face_up": self.face_up_cards(), "in_deal": self.active,
            "cards_in_hand": tuple(h.bit_count() for h in self.hands), "leader": self.leader,
            "trick": tuple(zip(self.trick_seats, self.trick, strict=True)), "tricks": tuple(self.history),
            "tricks_won": tuple(self.tricks), "trump": self.trump_indicator(), "order": self.order,
            "follow_rule": self.follow, "played": self.played, "scores": tuple(self.scores()),
            "teams": self.teams(), "events": self.visible_events(seat), "winners": self.winners_,
        }
