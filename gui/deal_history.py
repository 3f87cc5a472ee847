"""The finished deals of a match, rebuilt from its record: for each trick every hand before it,
the plays and the winner, and the deal's sheet row.

The engine forgets a deal's log when the next one starts, so the record is replayed action by
action. Only deals that are over are returned: the running deal's cards never leave here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from kartln.engine import events as ev
from kartln.engine.actions import PlayCard
from kartln.engine.cards import Card, CardSet
from kartln.engine.observation import Observation
from kartln.engine.records import Match
from kartln.engine.state import Event, ScoreRow


@dataclass(frozen=True)
class ReviewTrick:
    number: int  # 1 for the deal's first trick
    hands: tuple[CardSet, ...]  # every seat's hand just before the trick
    plays: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    winner: int
    points: int
    view: Observation | None  # an observation just before the trick: the trump and the contract then
    marriages: tuple[ev.MarriageDeclared, ...] = ()  # declared with a card of this trick


@dataclass(frozen=True)
class FinishedDeal:
    deal_no: int
    dealer: int
    active: tuple[int, ...]
    tricks: tuple[ReviewTrick, ...]
    start_view: Observation | None  # an observation at the deal's start, before any bid
    scored: bool = False  # a sheet row was written for it
    changes: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()
    row: ScoreRow | None = None  # the game's sheet row (DealScored.details)


@dataclass
class _Deal:
    """A deal while it is being replayed."""

    started: ev.DealStarted
    start_view: Observation | None
    tricks: list[ReviewTrick] = field(default_factory=list)
    plays: list[tuple[int, Card]] = field(default_factory=list)
    marriages: list[ev.MarriageDeclared] = field(default_factory=list)  # of the trick being played
    hands: tuple[CardSet, ...] = ()
    view: Observation | None = None
    scored: ev.DealScored | None = None

    def finish(self) -> FinishedDeal:
        s, d = self.started, self.scored
        return FinishedDeal(
            s.deal_no, s.dealer, tuple(s.active), tuple(self.tricks), self.start_view, d is not None,
            tuple(d.changes) if d else (), tuple(d.scores) if d else (), d.details if d else None,
        )


def _hands(zones: dict[str, CardSet], n: int) -> tuple[CardSet, ...]:
    return tuple(zones.get(f"hand {s}", 0) for s in range(n))


def finished_deals(match: Match) -> list[FinishedDeal]:
    """Every deal of ``match`` that is over, oldest first (thrown-in deals without a row included)."""
    info = match.info
    state = info.new_state(match.rules, match.seed)
    n = state.num_players
    out: list[FinishedDeal] = []
    deal: _Deal | None = None

    def take(events: Sequence[Event], zones: dict[str, CardSet], view: Observation | None) -> None:
        nonlocal deal
        gone = [0] * n  # cards played earlier in the same action, off the hands taken before it
        for e in events:
            if isinstance(e, ev.DealStarted):
                if deal is not None:
                    out.append(deal.finish())
                deal = _Deal(e, None)
            elif deal is None:
                continue
            elif isinstance(e, ev.MarriageDeclared):
                deal.marriages.append(e)
            elif isinstance(e, ev.CardPlayed):
                if not deal.plays:
                    deal.hands = tuple(h & ~g for h, g in zip(_hands(zones, n), gone, strict=True))
                    deal.view = view if view is not None else deal.view
                deal.plays.append((e.seat, e.card))
                gone[e.seat] |= 1 << e.card
            elif isinstance(e, ev.TrickWon):
                deal.tricks.append(ReviewTrick(len(deal.tricks) + 1, deal.hands, tuple(deal.plays), e.seat,
                                               e.points, deal.view, tuple(deal.marriages)))
                deal.plays, deal.marriages = [], []
            elif isinstance(e, ev.DealScored):
                deal.scored = e
            elif isinstance(e, ev.MatchOver):
                out.append(deal.finish())
                deal = None

    take(state.log, {}, None)
    if deal is not None:
        deal.start_view = state.observation(0)
    for text in match.actions:
        action = state.parse_action(text)
        zones = state.card_zones()
        # the view before a trick is asked for only when a card may open one: an observation is not free
        view = state.observation(state.current_player()) if isinstance(action, PlayCard) and (
            deal is None or not deal.plays) else None
        before = deal
        take(state.apply(action), zones, view)
        if deal is not None and deal is not before:
            deal.start_view = state.observation(0)
    return out


def previous_deal(match: Match) -> FinishedDeal | None:
    """The deal played just before the running one (or the last one of a finished match)."""
    deals = finished_deals(match)
    return deals[-1] if deals else None
