"""Card play of the hard level: determinized search with the deal's own scoring (notes/ai.md, PIMC).

Every sampled world is solved exactly from the first lead (twenty cards at most): the shared
kernel counts card points, declares every marriage a lead can, and stops where the engine stops
(:func:`kartln.engine.games.bauernschnapsen.outcome.decide`, the same test). Partners search as
one side against the other (:class:`kartln.ai.trick_solver.Paranoid` with a team), which is exact
for a game of two teams where one team's gain is the other's loss. The value of a deal is the game
points it brings the seat's team, times the Kontra chain.
"""

from __future__ import annotations

from collections.abc import Sequence

from kartln.ai.belief import Belief, card_belief
from kartln.ai.kernel import DealScoring, Marriages, Objective
from kartln.engine.cards import NUM_RANKS, Rank, cards_in, mask
from kartln.engine.games.bauernschnapsen.contracts import Contract, value
from kartln.engine.games.bauernschnapsen.outcome import Outcome, decide
from kartln.engine.games.bauernschnapsen.rules import BauernschnapsenRules
from kartln.engine.games.bauernschnapsen.sheet import team_of
from kartln.engine.games.bauernschnapsen.state import (
    CARD_POINTS,
    MARRIAGE_MASKS,
    BauernschnapsenObservation,
    BauernschnapsenState,
    marriage_points,
    marriage_seats,
)
from kartln.engine.observation import Observation

_DECK = mask(BauernschnapsenState.deck_cards)


class DealRules:
    """The deal in play as the search sees it: who declared what, and how a result is read."""

    def __init__(self, obs: BauernschnapsenObservation, rules: BauernschnapsenRules) -> None:
        if obs.contract is None or obs.declarer is None:
            raise ValueError("no contract is being played")
        self.contract: Contract = obs.contract
        self.worth = value(obs.contract, rules)
        self.declarer = obs.declarer
        self.partner_plays = obs.sitting_out is None
        self.multiplier = obs.multiplier

    def outcome(self, tricks: Sequence[int], points: Sequence[int], last: int) -> Outcome | None:
        return decide(self.contract, self.worth, self.declarer, self.partner_plays, tricks, points, last)

    def decided(self, tricks: Sequence[int], points: Sequence[int], last: int) -> bool:
        return self.outcome(tricks, points, last) is not None

    def objective(self, tricks: Sequence[int], points: Sequence[int], last: int) -> tuple[float, ...]:
        """Game points to each seat's team (the other team's are negative)."""
        out = self.outcome(tricks, points, last)
        if out is None:
            return (0.0,) * 4
        g = float(out.points * self.multiplier)
        return tuple(g if team_of(s) == out.team else -g for s in range(4))


def _marriages(obs: BauernschnapsenObservation, contract: Contract) -> Marriages | None:
    """§7 as the engine counts them: a King or Queen led with its mate in hand, by a seat whose
    marriages count in the contract."""
    seats = marriage_seats(contract, obs.declarer or 0)
    if not seats:
        return None
    mates, points = [0] * 36, [0] * 36
    trump = obs.order.trump_suit if obs.order is not None else None
    for suit, pair in enumerate(MARRIAGE_MASKS):
        for c in cards_in(pair):
            mates[c], points[c] = pair & ~(1 << c), marriage_points(suit, trump)
    return Marriages(tuple(mates), tuple(points), sum(1 << s for s in seats))


def scoring(obs: Observation, rules: BauernschnapsenRules) -> DealScoring:
    """What the kernel counts in this deal: card points, marriages, the early end; the points so
    far stand on the first seat of each team (the scoring reads team sums)."""
    assert isinstance(obs, BauernschnapsenObservation)
    deal = DealRules(obs, rules)
    start = (obs.team_points[0], obs.team_points[1], 0, 0)
    return DealScoring(CARD_POINTS, start, _marriages(obs, deal.contract), deal.decided)


def objective(obs: Observation, rules: BauernschnapsenRules) -> Objective:
    assert isinstance(obs, BauernschnapsenObservation)
    return DealRules(obs, rules).objective


def team(obs: Observation) -> int:
    """The seat and its partner, as a mask."""
    return 1 << obs.seat | 1 << (obs.seat + 2) % 4


def belief(obs: Observation, inference: bool) -> Belief:
    """The generic belief, plus the marriages declared: a declarer still holds the half he did not
    lead until he plays it."""
    b = card_belief(obs, _DECK, inference=inference)
    assert isinstance(obs, BauernschnapsenObservation)
    for seat, suit, _ in obs.marriages:
        for rank in (Rank.KING, Rank.QUEEN):
            c = suit * NUM_RANKS + rank
            if c in b.allowed:
                b.pin(c, seat)
    return b
