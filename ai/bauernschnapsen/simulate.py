"""Contract and Kontra choice by simulation over the unseen cards (notes/ai.md, flat Monte Carlo).

From the seat's observation alone: deal the hidden cards at random among the other hands (the
turned-up trump stays with forehand), rebuild the deal as that world would have been dealt,
replay the auction and doubling seen so far, then try each legal answer and let rule players
finish the deal. The answer with the best mean game points for the seat's team is chosen.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from kartln.ai.agent import Agent
from kartln.ai.belief import card_belief
from kartln.ai.determinize import sample_world
from kartln.engine import events as ev
from kartln.engine.actions import Double, NameTrump, Pass, Redouble
from kartln.engine.cards import DECK_20, Suit, cards_in, mask
from kartln.engine.games.bauernschnapsen import BauernschnapsenRules, BauernschnapsenState
from kartln.engine.games.bauernschnapsen.actions import Announce, Knock, Subcontra, TurnUp
from kartln.engine.games.bauernschnapsen.events import ContractAnnounced
from kartln.engine.games.bauernschnapsen.sheet import BummerlRow, team_of
from kartln.engine.games.bauernschnapsen.state import BauernschnapsenObservation
from kartln.engine.match import packet_order
from kartln.engine.state import Action, Event, IllegalAction

_DOUBLES = {2: Double(), 4: Redouble(), 8: Subcontra()}


def world(obs: BauernschnapsenObservation, rules: BauernschnapsenRules, rng: random.Random
          ) -> BauernschnapsenState | None:
    """A deal consistent with ``obs`` (auction or doubling phase), at the same decision."""
    belief = card_belief(obs, mask(DECK_20), inference=False)
    hands, _ = sample_world(belief, rng)
    hands[obs.seat] = obs.hand or 0
    seats = [(obs.forehand + i) % 4 for i in range(4)]
    exposed = obs.exposed
    cards = {s: sorted(cards_in(hands[s]), key=lambda c: c == exposed) for s in seats}
    if exposed is not None:  # forehand's second packet starts with the card he turned up
        fh = cards[obs.forehand]
        fh.insert(3, fh.pop())
    order = packet_order(cards, seats, (5,) if obs.knocked else (3, 2))
    rules = replace(rules, knock_allowed=obs.knocked, aufschlagen="choose", trump_from_hand=False)
    deck = (order, [5]) if obs.knocked else ([order[-1], *order[:-1]], [1])
    state = BauernschnapsenState(rules, seed=rng.randrange(1 << 30), dealer=obs.dealer, decks=[deck])
    state.team_scores = list(obs.team_scores)
    if obs.knocked:
        state.apply(Knock())
    named = next(e.suit for e in obs.events if isinstance(e, ev.TrumpNamed))
    state.apply(TurnUp(0) if exposed is not None else NameTrump(Suit(named or 0)))
    for e in _deal_decisions(obs.events):
        if state.is_terminal():
            return None
        try:
            state.apply(e)
        except IllegalAction:  # an announcement this world's hands do not allow (a Herrengang)
            return None
    return state if state.current_player() == obs.seat else None


def _deal_decisions(events: Sequence[Event]) -> list[Action]:
    """The auction's and the doubling's answers, read from the events of the deal."""
    out: list[Action] = []
    for e in events:
        if isinstance(e, ContractAnnounced):
            out.append(Announce(e.contract))
        elif isinstance(e, ev.Passed):
            out.append(Pass())
        elif isinstance(e, ev.Doubled):
            out.append(_DOUBLES[e.factor])
    return out


def deal_gain(state: BauernschnapsenState, seat: int, players: Sequence[Agent]) -> int:
    """Play the deal out with ``players``; the game points it brings the seat's team (negative:
    the other team's)."""
    deal = state.deal_no
    while not state.is_terminal() and state.deal_no == deal:
        s = state.current_player()
        for e in state.apply(players[s].choose(state.observation(s), state.legal_actions())):
            if isinstance(e, ev.DealScored):
                row: BummerlRow = e.details
                return row.points if row.team == team_of(seat) else -row.points
    return 0


def best_by_simulation(obs: BauernschnapsenObservation, legal: Sequence[Action], rules: BauernschnapsenRules,
                       players: Sequence[Agent], rng: random.Random, worlds: int) -> Action | None:
    """The legal answer with the best mean result over ``worlds`` sampled deals (None: no world)."""
    totals = dict.fromkeys(legal, 0.0)
    made = 0
    for _ in range(worlds * 3):
        if made == worlds:
            break
        base = world(obs, rules, rng)
        if base is None:
            continue
        made += 1
        for action in legal:
            trial = base.clone()
            trial.apply(action)
            totals[action] += deal_gain(trial, obs.seat, players)
    if not made:
        return None
    return max(legal, key=lambda a: totals[a])
