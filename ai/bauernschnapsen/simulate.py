"""Contract and Kontra choice by simulation over the unseen cards (notes/ai.md, flat Monte Carlo).

From the seat's observation alone: deal the hidden cards at random among the other hands (the
turned-up trump stays with forehand), rebuild the deal as that world would have been dealt,
replay the auction and doubling seen so far, then try each legal answer and let model players
finish the auction and the doubling. The card play of each world is then valued exactly, every
hand open (double-dummy: :mod:`kartln.ai.bauernschnapsen.search`'s team search from the first
lead), or, with ``exact`` off, played out by the model players. An answer other than passing must
beat passing by a margin (:func:`best_by_simulation`).

The others' words are read too: whoever announced the contract in force, or doubled it, said
that his side wins it. A world where the open-hand value says otherwise is kept with probability
``MISS`` for each such word (rejection sampling), so that a Kontra is not said against a Bettler
as if the announcer held any five cards, and the chain does not run to Sub on every contract.

Why double-dummy: the rule players defend a Bettler badly (it made 83 % of the time among them,
and the players announced one in two deals of three); open-hand values rank the contracts of a
hand by what good play makes of them, cheaply (a few milliseconds a deal).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from kartln.ai.agent import Agent
from kartln.ai.bauernschnapsen import search
from kartln.ai.belief import card_belief
from kartln.ai.determinize import sample_world
from kartln.ai.kernel import TrickKernel
from kartln.ai.trick_solver import Paranoid
from kartln.engine import events as ev
from kartln.engine.actions import Double, NameTrump, Pass, Redouble
from kartln.engine.cards import Suit, cards_in, mask
from kartln.engine.games.bauernschnapsen import BauernschnapsenRules, BauernschnapsenState
from kartln.engine.games.bauernschnapsen.actions import Announce, Knock, Subcontra, TurnUp
from kartln.engine.games.bauernschnapsen.events import ContractAnnounced
from kartln.engine.games.bauernschnapsen.sheet import BummerlRow, team_of
from kartln.engine.games.bauernschnapsen.state import BauernschnapsenObservation
from kartln.engine.match import packet_order
from kartln.engine.state import Action, Event, IllegalAction

_DOUBLES = {2: Double(), 4: Redouble(), 8: Subcontra()}
MISS = 0.25  # the chance that a player announces or doubles although his side loses with open hands


class _Passer:
    """Passes: the contract in force is played with the doubling said so far."""

    name = "passer"

    def choose(self, observation: object, legal: Sequence[Action]) -> Action:
        return Pass()


_PASSERS = [_Passer()] * 4


def world(obs: BauernschnapsenObservation, rules: BauernschnapsenRules, rng: random.Random
          ) -> BauernschnapsenState | None:
    """A deal consistent with ``obs`` (auction or doubling phase), at the same decision."""
    belief = card_belief(obs, mask(BauernschnapsenState.deck_cards), inference=False)
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


def deal_gain(state: BauernschnapsenState, seat: int, players: Sequence[Agent], exact: bool = False) -> float:
    """Play the deal out with ``players`` (``exact``: until the cards are played, then the open-hand
    value); the game points it brings the seat's team (negative: the other team's)."""
    deal = state.deal_no
    while not state.is_terminal() and state.deal_no == deal:
        s = state.current_player()
        if exact and state.phase == "play":
            return open_hand_value(state, seat)
        for e in state.apply(players[s].choose(state.observation(s), state.legal_actions())):
            if isinstance(e, ev.DealScored):
                row = e.details
                assert isinstance(row, BummerlRow)  # the game's own row
                return row.points if row.team == team_of(seat) else -row.points
    return 0


def open_hand_value(state: BauernschnapsenState, seat: int) -> float:
    """The deal's value for the seat's team with every hand known, both teams playing their best."""
    me = state.current_player()
    obs = state.observation(me)
    kernel = TrickKernel.from_observation(obs, [*state.hands, 0], search.scoring(obs, state.rules))
    value = Paranoid(kernel, search.objective(obs, state.rules), me, side=search.team(obs)).value()[me]
    return value if team_of(me) == team_of(seat) else -value


def claimants(obs: BauernschnapsenObservation) -> list[int]:
    """The other seats that said their side wins the contract in force: its announcer, and who
    doubled it."""
    out = [obs.announcer] if obs.announcer is not None and obs.announcer != obs.seat else []
    out += [e.seat for e in obs.events if isinstance(e, ev.Doubled) and e.seat != obs.seat]
    return out


def plausible(base: BauernschnapsenState, seat: int, said: Sequence[int], rng: random.Random) -> bool:
    """Whether to keep a world, by what the seats in ``said`` claimed (see the module text)."""
    if not said:
        return True
    value = deal_gain(base.clone(), seat, _PASSERS, exact=True)
    keep = 1.0
    for s in said:
        if (value if team_of(s) == team_of(seat) else -value) <= 0:
            keep *= MISS
    return keep >= 1.0 or rng.random() < keep


def best_by_simulation(obs: BauernschnapsenObservation, legal: Sequence[Action], rules: BauernschnapsenRules,
                       players: Sequence[Agent], rng: random.Random, worlds: int, caution: float = 1.0,
                       exact: bool = True) -> Action | None:
    """The legal answer with the best result over ``worlds`` sampled deals (None: no world).

    Passing is the default: another answer (a contract, Kontra, Re, Sub) is chosen only when its
    gain over passing, world by world, is positive by more than ``caution`` standard errors. A
    plain best mean over a few worlds prefers the answers whose results spread most (a Bettler
    over the normal game, every doubling when the deal looks even): both sides of a Kontra would
    think themselves ahead, and the chain would run to Sub in most deals."""
    results: dict[Action, list[float]] = {a: [] for a in legal}
    said = claimants(obs) if exact else []
    made = 0
    for _ in range(worlds * (8 if said else 3)):
        if made == worlds:
            break
        base = world(obs, rules, rng)
        if base is None or not plausible(base, obs.seat, said, rng):
            continue
        made += 1
        for action in legal:
            trial = base.clone()
            trial.apply(action)
            results[action].append(deal_gain(trial, obs.seat, players, exact))
    if not made:
        return None
    default = next((a for a in legal if isinstance(a, Pass)), None)
    if default is None:
        return max(legal, key=lambda a: sum(results[a]))
    best: Action = default
    best_score = 0.0
    for action in legal:
        if action == default:
            continue
        gains = [x - y for x, y in zip(results[action], results[default], strict=True)]
        mean = sum(gains) / made
        spread = (sum((g - mean) ** 2 for g in gains) / max(1, made - 1)) ** 0.5
        score = mean - caution * spread / made ** 0.5
        if score > best_score:
            best, best_score = action, score
    return best
