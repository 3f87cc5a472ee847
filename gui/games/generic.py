"""The table adapter for any game on the shared core (GameUi for the base observation).

It draws what every game has (hands, the trick, taken tricks, scores, the dealer, seats out of
the deal, partnerships, the trump indicator), animates the shared events (choreography.py),
turns card clicks and drops into the shared card actions (play, give, discard, exchange) and
builds phase panels from the shared actions. A game's adapter subclasses :class:`GenericUi`
and adds only what is its own: piles, bubbles and notes, its events, its panels and its sheet.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, ClassVar, Generic, TypeVar

from kartln.engine import events as ev
from kartln.engine.actions import Bid, Discard, Double, Drop, Exchange, GiveCard, NameTrump, Pass, PlayCard, StayIn
from kartln.engine.cards import NUM_RANKS, Rank
from kartln.engine.match import card_pack
from kartln.engine.observation import Observation
from kartln.engine.state import Action, Event, ScoreRow
from kartln.gui.games.choreography import Choreography, with_mark
from kartln.gui.games.text import (
    SortCards,
    action_label,
    card_label,
    cards_of,
    is_you,
    no_trumps_text,
    sorter,
    suit_label,
    tr,
)
from kartln.gui.numbers import counted
from kartln.gui.panels.base import PhasePanel
from kartln.gui.panels.choices import SelectPanel, choice_panel
from kartln.gui.view_model import (
    CardChoice,
    CardView,
    OwnFace,
    PileView,
    SeatView,
    SheetTable,
    Step,
    TableSnapshot,
    ViewContext,
    Zone,
    hidden,
    known,
)

CARD_ACTIONS: tuple[tuple[type[Action], str], ...] = (
    (PlayCard, "play"), (GiveCard, "give"), (Discard, "discard"), (Exchange, "select"),
)


def exchange_label(n: int) -> str:
    if n == 0:
        return tr("Keep my cards")
    return counted("Table", "Exchange %n card(s)", n)


Obs = TypeVar("Obs", bound=Observation)


def _mark_face_up(hand: tuple[CardView, ...], shown: Sequence[int]) -> tuple[CardView, ...]:
    """Cards lying face up in a hand for everybody (a turned-up trump) are drawn marked; where
    the viewer does not see the hand, such a card is the last of the fan."""
    for c in shown:
        if any(cv.card == c for cv in hand):
            hand = tuple(replace(cv, exposed=True) if cv.card == c else cv for cv in hand)
        elif hand:
            hand = (*hand[:-1], replace(known(c), exposed=True))
    return hand


class GenericUi(Generic[Obs]):
    game_id: str = ""
    choreography: ClassVar[type[Choreography]] = Choreography
    #: Actions chosen with a card, and the card phase each makes (a game adds its own).
    card_actions: ClassVar[tuple[tuple[type[Action], str], ...]] = CARD_ACTIONS
    card_points: ClassVar[bool] = False  # tricks are worth card points (captions name them)
    #: The cards that make the game itself (its marriage, its permanent trumps ...), as the start
    #: screen's tile shows them; card texts such as "QH", drawn with the deck of the settings.
    showcase: tuple[str, ...] = ()

    def __init__(self) -> None:
        self.rules: Any = None  # set by the screen
        self.german = False

    # -- the deck --------------------------------------------------------------------------

    def deck_for(self, deck: str) -> str:
        return "german" if card_pack(self.rules) == "german" else deck

    def rules_for_deck(self, rules: Any, deck: str) -> Any:
        return rules

    def own_faces(self, deck: str) -> dict[int, OwnFace]:
        return {}

    #: Cards the game's players call by a name of their own (Mönch's Eichel-Unter is the Mönch).
    def named_cards(self) -> dict[int, str]:
        return {}

    def card_names(self, deck: str) -> dict[int, str]:
        """The game's names for its special cards; a card drawn with another face goes by that face's name."""
        return self.named_cards() | {card: face.name for card, face in self.own_faces(deck).items()}

    # -- snapshots -------------------------------------------------------------------------

    def sort(self, observation: Obs, ctx: ViewContext) -> SortCards:
        """How the viewer's hand is sorted."""
        return sorter(observation.order, ctx.suit_order, observation.trump.suit)

    def snapshot(self, obs: Obs, ctx: ViewContext) -> TableSnapshot:
        to_act = obs.current_player
        trump, caption, card = self.trump_view(obs)
        return TableSnapshot(
            seats=tuple(self.seat_view(obs, s, ctx) for s in range(obs.num_players)), viewer=ctx.viewer,
            to_act=to_act, trick=tuple((s, known(c)) for s, c in obs.trick), piles=self.piles(obs, ctx),
            trump=trump, trump_text=caption, trump_card=card, info=self.info_lines(obs, ctx),
            thinking=to_act >= 0 and to_act not in ctx.humans, count=self._count(obs, ctx),
        )

    def seat_view(self, obs: Obs, s: int, ctx: ViewContext) -> SeatView:
        if s == ctx.viewer and ctx.reveal and obs.hand is not None:
            cards = self.sort(obs, ctx)(cards_of(obs.hand))
            hand = tuple(replace(known(c), mark=self.card_mark(obs, c)) for c in cards)
        else:
            hand = tuple(hidden(s, i) for i in range(obs.cards_in_hand[s]))
        hand = _mark_face_up(hand, [c for seat, c in obs.face_up if seat == s])
        team = next((t for t, members in enumerate(obs.teams) if s in members), -1)
        note = self.seat_note(obs, s, ctx)
        if obs.phase != "over":  # the marriages this seat declared stay marked on its plate for the deal
            for e in obs.events:
                if getattr(e, "seat", None) == s:
                    note = with_mark(note, self.choreography.marriage_mark(e, ctx))
        return SeatView(
            s, ctx.names[s], obs.scores[s], hand, obs.tricks_won[s], self.seat_bid(obs, s, ctx),
            note, dealer=s == obs.dealer, active=s in obs.in_deal, human=s in ctx.humans,
            status=self.seat_status(obs, s, ctx), team=team,
        )

    def card_mark(self, obs: Obs, card: int) -> str:
        """A game's word for a special card of the viewer's hand, drawn as a star (none by default)."""
        return ""

    def seat_bid(self, obs: Obs, s: int, ctx: ViewContext) -> str:
        """The bubble at a seat's plate: the last thing it said in this deal (a bid, Pass, Plays, Kontra),
        read from the deal's public events. It stays through the tricks, so that who plays, who
        dropped and who doubled can still be seen, and goes when the deal is scored; a pass, which
        changes nothing in the tricks, goes when they begin (the word said before it stays)."""
        if obs.phase == "over" or self.seat_status(obs, s, ctx):
            return ""  # a seat out of the deal has its plate's note say why ("Nejdem", "at home"), once
        words = self.choreography
        for e in reversed(obs.events):
            settled = words.settled(e, s)
            if settled is not None:
                return settled
            if obs.phase == "play" and isinstance(e, ev.Passed):
                continue
            if getattr(e, "seat", None) == s and (word := words.bubble(e)):
                return word
        return ""

    def seat_note(self, obs: Obs, s: int, ctx: ViewContext) -> str:
        """The second line of a seat's plate, beside the score."""
        if obs.teams:
            partners = next((m for m in obs.teams if s in m), ())
            return tr("with {names}").format(names=", ".join(ctx.names[p] for p in partners if p != s))
        return ""

    def seat_status(self, obs: Obs, s: int, ctx: ViewContext) -> str:
        """Why a seat is out of the deal (the plate says "sits out" when this is empty)."""
        if s in obs.in_deal or obs.phase == "over":
            return ""
        if any(isinstance(e, ev.Dropped) and e.seat == s for e in obs.events):
            return tr("dropped out")
        return ""

    def trump_view(self, obs: Obs) -> tuple[int | None, str, int | None]:
        """The trump indicator: (suit, caption, turned-up card); an empty caption hides it."""
        t = obs.trump
        if not t.known or obs.phase == "over":
            return None, "", None
        return t.suit, tr("trump") if t.suit is not None else self.no_trumps_caption(), t.card

    def no_trumps_caption(self) -> str:
        return no_trumps_text()

    def piles(self, obs: Obs, ctx: ViewContext) -> tuple[PileView, ...]:
        """Cards in the middle; the turned-up trump card while it lies there."""
        c = obs.trump.card
        if c is None or obs.phase == "over" or obs.played >> c & 1:
            return ()
        if ctx.reveal and obs.hand is not None and obs.hand >> c & 1:
            return ()
        return (PileView("turnup", (known(c),), tr("trump card"), place="side"),)

    def info_lines(self, obs: Obs, ctx: ViewContext) -> tuple[str, ...]:
        lines = [tr("Deal {n}").format(n=obs.deal_no)]
        if obs.phase == "play":
            total = self.tricks_per_deal(obs)
            lines.append(tr("Trick {n} of {total}").format(n=min(obs.trick_no + 1, total), total=total))
        return tuple(lines)

    def running_count(self, obs: Obs, ctx: ViewContext) -> str:
        """The viewer's running count during the tricks (points so far, tricks taken); none by default."""
        return ""

    def deal_count(self, row: ScoreRow, ctx: ViewContext) -> str:
        """The viewer's count once the deal is scored, from its row (the last trick included); '' where
        the game keeps none."""
        return ""

    def _count(self, obs: Obs, ctx: ViewContext) -> str:
        if not ctx.show_count or not ctx.reveal or obs.phase != "play" or obs.seat not in obs.in_deal:
            return ""
        return self.running_count(obs, ctx)

    def tricks_per_deal(self, obs: Obs) -> int:
        in_play = sum(obs.cards_in_hand[s] for s in obs.in_deal) + len(obs.trick)
        return obs.trick_no + -(-in_play // max(1, len(obs.in_deal)))

    # -- steps -----------------------------------------------------------------------------

    def steps(self, before: TableSnapshot, events: Sequence[Event], observation: Obs,
              ctx: ViewContext) -> list[Step]:
        final = self.snapshot(observation, ctx)
        choreography = self.choreography(before, observation, ctx, final, self.sort(observation, ctx))
        return choreography.steps(events, lambda row: self.deal_count(row, ctx))

    # -- cards -----------------------------------------------------------------------------

    def card_phase(self, observation: Obs, legal: Sequence[Action]) -> str:
        for kind, phase in self.card_actions:
            if any(isinstance(a, kind) for a in legal):
                return phase
        return ""

    def legal_cards(self, legal: Sequence[Action]) -> frozenset[int]:
        out: set[int] = set()
        for a in legal:
            if isinstance(a, Exchange):
                out.update(a.cards)
            elif any(isinstance(a, kind) for kind, _ in self.card_actions):
                out.add(getattr(a, "card"))  # noqa: B009  # every other card action names one card
        return frozenset(out)

    def drop_zones(self, observation: Obs, legal: Sequence[Action]) -> tuple[Zone, ...]:
        phase = self.card_phase(observation, legal)
        if phase == "play":
            return (Zone("trick"),)
        if phase == "give":
            targets: list[int] = []
            for a in legal:
                if isinstance(a, GiveCard) and a.to not in targets:
                    targets.append(a.to)
            return tuple(Zone("seat", t) for t in targets)
        if phase == "discard":
            return (Zone("pile", 0),)
        return ()

    def choose_card(self, observation: Obs, legal: Sequence[Action], card: int, zone: Zone | None,
                    target: int) -> CardChoice:
        phase = self.card_phase(observation, legal)
        if phase == "play":
            if zone is not None and zone.kind != "trick":
                return CardChoice(refusal=tr("Put the card in the middle of the table to play it."))
            return self.play_choice(observation, legal, card)
        if phase == "give":
            if zone is not None:
                if zone.kind != "seat":
                    return CardChoice(refusal=tr("Drag the card onto the player who should get it."))
                target = zone.seat
            return CardChoice((GiveCard(card, target),))
        if phase == "discard":
            if zone is not None and zone.kind != "pile":
                return CardChoice(refusal=tr("Drag the card onto the pile to discard it."))
            return CardChoice((Discard(card),))
        return CardChoice(refusal=tr("This is not the moment to play a card."))

    def play_choice(self, observation: Obs, legal: Sequence[Action], card: int) -> CardChoice:
        """Playing ``card``: the card alone, or a question when it may declare a marriage. An
        illegal card is still offered: the engine refuses it and says why."""
        plain, marry = PlayCard(card), PlayCard(card, True)
        if marry in legal and card % NUM_RANKS in (Rank.KING, Rank.QUEEN):
            suit = suit_label(card // NUM_RANKS, self.label_context())
            return CardChoice(
                (marry, plain), question=tr("Declare the marriage in {suit}?").format(suit=suit),
                labels=(tr("Declare the marriage"), tr("Just play the card")), auto=0, setting="auto_marriage",
            )
        return CardChoice((plain,))

    def choose_cards(self, observation: Obs, legal: Sequence[Action], cards: Sequence[int]) -> CardChoice:
        for a in legal:
            if isinstance(a, Exchange) and frozenset(a.cards) == frozenset(cards) and len(a.cards) == len(cards):
                return CardChoice((a,))
        return CardChoice((Exchange(tuple(sorted(cards))),))  # the engine says why not

    def match_facts(self, rules: Any, ctx: ViewContext) -> tuple[str, ...]:
        """What the match's rules make of the cards on screen, in the deck's words, for the rules page
        (Thousand: which marriage is worth what); none by default."""
        return ()

    def label_context(self) -> ViewContext:
        return ViewContext((), 0, False, german=self.german)

    # -- panels ----------------------------------------------------------------------------

    def label(self, action: Action, ctx: ViewContext) -> str:
        """A button's text for ``action``: the shared words; a game adds its own actions."""
        return action_label(action, ctx)

    def move_words(self, action: Action, ctx: ViewContext) -> str:
        """A game's own card move in a hint's words; the shared moves are worded by the hint."""
        return ""

    def make_panel(self, observation: Obs, legal: Sequence[Action], ctx: ViewContext,
                   parent: Any) -> PhasePanel | None:
        phase = self.card_phase(observation, legal)
        card_kinds = tuple(k for k, _ in self.card_actions)
        rest = [a for a in legal if not isinstance(a, card_kinds)]
        if phase == "select":
            return SelectPanel(
                self.select_title(observation, legal, ctx),
                self.select_hint(observation, legal, ctx),
                exchange_label,
                parent, [(self.label(a, ctx) or a.text(), a) for a in rest],
            )
        if not rest or (phase and not self.card_phase_with_choices(phase)):
            return None
        return choice_panel(self.panel_title(observation, rest, ctx), rest, lambda a: self.label(a, ctx), parent,
                            self.panel_texts(observation, rest, ctx))

    def ordered_choice(self, observation: Obs, legal: Sequence[Action]) -> bool:
        """Whether the order in which several cards are chosen counts (the table numbers them)."""
        return False

    def card_phase_with_choices(self, phase: str) -> bool:
        """Whether a card phase also offers buttons (declining the dealer's swap, say)."""
        return False

    def select_title(self, observation: Obs, legal: Sequence[Action], ctx: ViewContext) -> str:
        return tr("Exchange cards with the talon")

    def select_hint(self, observation: Obs, legal: Sequence[Action], ctx: ViewContext) -> str:
        """The line under an exchange's title: how to choose, and how many cards it allows."""
        how = tr("Click the cards you lay away, then confirm. Enter confirms too.")
        most = max((len(a.cards) for a in legal if isinstance(a, Exchange)), default=0)
        if most == 0:
            return tr("No card is left to draw: confirm to keep your cards.")
        allows = tr("You may change 1 card.") if most == 1 else counted("Table", "You may change up to %n card(s).",
                                                                         most)
        return f"{allows} {how}"

    def panel_title(self, observation: Obs, legal: Sequence[Action], ctx: ViewContext) -> str:
        kinds = {type(a) for a in legal}
        if StayIn in kinds or Drop in kinds:
            return tr("Play this deal or drop out?")
        if NameTrump in kinds:
            return tr("Name the trump suit")
        if Double in kinds:
            return tr("Double the deal?")
        if Bid in kinds or Pass in kinds:
            return tr("Your bid")
        return tr("Your choice")

    def panel_texts(self, observation: Obs, legal: Sequence[Action], ctx: ViewContext) -> tuple[str, ...]:
        return ()

    # -- sheets (a game overrides these with its paper) -------------------------------------

    def sheet(self, observation: Obs, ctx: ViewContext) -> SheetTable:
        from kartln.gui.games.sheets import countdown_standings

        return countdown_standings(observation.scores, observation.winners, observation.teams, ctx)

    def deal_summary(self, row: ScoreRow, observation: Obs, ctx: ViewContext) -> SheetTable | None:
        return None

    def standings(self, observation: Obs, ctx: ViewContext) -> SheetTable:
        from kartln.gui.games.sheets import countdown_standings

        return countdown_standings(observation.scores, observation.winners, observation.teams, ctx)

    def winners_text(self, observation: Obs, ctx: ViewContext) -> str:
        from kartln.gui.games.sheets import countdown_winners_text

        return countdown_winners_text(observation.scores, observation.winners, observation.teams, ctx)

    # -- the last trick --------------------------------------------------------------------

    def last_trick(self, observation: Obs) -> tuple[tuple[int, int], ...]:
        return tuple(observation.last_trick)

    def last_trick_caption(self, observation: Obs, ctx: ViewContext) -> str:
        won = next((e for e in reversed(observation.events) if isinstance(e, ev.TrickWon)), None)
        if won is None:
            return ""
        if self.card_points:
            if is_you(won.seat, ctx):
                return counted("Table", "You took the trick: %n point(s)", won.points)
            return counted("Table", "{name} took the trick: %n point(s)", won.points).format(name=ctx.names[won.seat])
        if is_you(won.seat, ctx):
            return tr("You took the trick")
        return tr("{name} took the trick").format(name=ctx.names[won.seat])

    def describe_marriage_play(self, play: ev.CardPlayed, marriage: Event, ctx: ViewContext) -> str:
        """A card played with a marriage declared on it, in one line."""
        points = getattr(marriage, "points", 0)
        return tr("{name} plays {card} and declares the marriage ({points})").format(
            name=ctx.names[play.seat], card=card_label(play.card, ctx), points=points)

    def describe(self, event: Event, ctx: ViewContext) -> str:
        """One public event of the deal in the player's words (the "This deal" window); '' for an
        event the table shows without words (a hand dealt)."""
        names = ctx.names
        if isinstance(event, ev.BidMade):
            return tr("{name} bids {value}").format(name=names[event.seat], value=event.value)
        if isinstance(event, ev.Passed):
            return tr("{name} passes").format(name=names[event.seat])
        if isinstance(event, ev.TrickWon):
            if self.card_points:
                return counted("Table", "{name} takes the trick (%n point(s))", event.points).format(
                    name=names[event.seat])
            return tr("{name} takes the trick").format(name=names[event.seat])
        if isinstance(event, ev.Dropped):
            return tr(self.choreography.drop_words[1]).format(name=names[event.seat])
        if isinstance(event, ev.StayedIn):
            return tr("{name}: {word}").format(name=names[event.seat], word=tr(self.choreography.stay_word))
        if isinstance(event, ev.Doubled):
            return tr("{name} doubles: the deal counts ×{factor}").format(name=names[event.seat], factor=event.factor)
        if isinstance(event, ev.AuctionWon):
            return tr("{name} plays {value}").format(name=names[event.seat], value=event.value)
        if isinstance(event, ev.DealStarted):
            return tr("Deal {n}: {name} deals").format(n=event.deal_no, name=names[event.dealer])
        if isinstance(event, ev.CardPlayed):
            return tr("{name} plays {card}").format(name=names[event.seat], card=card_label(event.card, ctx))
        if isinstance(event, ev.MarriageDeclared):
            return tr("{name} declares the marriage in {suit} ({points})").format(
                name=names[event.seat], suit=suit_label(event.suit, ctx), points=event.points)
        if isinstance(event, ev.CardTurnedUp):
            return tr("Turned up: {card}").format(card=card_label(event.card, ctx))
        if isinstance(event, ev.TrumpChanged) and event.suit is not None:
            return tr("{suit} is trump").format(suit=suit_label(event.suit, ctx))
        if isinstance(event, ev.CardsExchanged):
            if event.count == 0:
                return tr("{name} keeps the cards").format(name=names[event.seat])
            return tr("{name} exchanges {n} cards").format(name=names[event.seat], n=event.count)
        if isinstance(event, ev.CardGiven):  # which card stays between the two
            return tr("{giver} gives a card to {receiver}").format(giver=names[event.giver],
                                                                  receiver=names[event.receiver])
        if isinstance(event, ev.TrumpNamed):
            suit = no_trumps_text() if event.suit is None else suit_label(event.suit, ctx)
            return tr("{name} names trumps: {suit}").format(name=names[event.seat], suit=suit)
        return ""
