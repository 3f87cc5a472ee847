"""The hard level's search: the kernel scores a Bauernschnapsen deal exactly as the engine does
(card points, marriages, the early end, the last trick), and the team search is exact."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from kartln.ai.bauernschnapsen import search
from kartln.ai.kernel import Objective, TrickKernel
from kartln.ai.levels import make_agent
from kartln.ai.trick_solver import Paranoid
from kartln.engine import events as ev
from kartln.engine.actions import PlayCard
from kartln.engine.cards import cards_in
from kartln.engine.games.bauernschnapsen import BauernschnapsenRules, BauernschnapsenState
from kartln.engine.games.bauernschnapsen.contracts import Contract
from kartln.engine.games.bauernschnapsen.policy import random_bauernschnapsen_action
from kartln.engine.games.bauernschnapsen.sheet import team_of

RULE_SETS = (BauernschnapsenRules(), BauernschnapsenRules(play_rule="strict"),
             BauernschnapsenRules(play_rule="wikibooks"))


Position = tuple[BauernschnapsenRules, BauernschnapsenState]


def positions(count: int, seed: int, max_tricks: int = 4) -> Iterator[Position]:
    """Deals in card play after 0..max_tricks random tricks (and part of a trick), all contracts."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        rules = rng.choice(RULE_SETS)
        state = BauernschnapsenState(rules, rng.randrange(1 << 30))
        while state.phase != "play":
            state.apply(random_bauernschnapsen_action(state.legal_actions(), rng))
        stop = rng.randrange(max_tricks * 4 + 1)
        deal = state.deal_no
        for _ in range(stop):
            state.apply(random_bauernschnapsen_action(state.legal_actions(), rng))
            if state.deal_no != deal or state.phase != "play":
                break
        if state.deal_no == deal and state.phase == "play":
            made += 1
            yield rules, state


def kernel_of(rules: BauernschnapsenRules, state: BauernschnapsenState) -> TrickKernel:
    obs = state.observation(state.current_player())
    return TrickKernel.from_observation(obs, [*state.hands, 0], search.scoring(obs, rules))


def test_the_kernel_ends_and_scores_deals_as_the_engine_does() -> None:
    rng = random.Random(3)
    contracts, marriages, early = set(), 0, 0
    for rules, state in positions(300, seed=4):
        obs = state.observation(state.current_player())
        objective = search.objective(obs, rules)
        k = kernel_of(rules, state)
        contracts.add(state.contract)
        deal = state.deal_no
        while state.deal_no == deal:
            legal = state.legal_actions()
            plays = {a.card: a for a in legal if isinstance(a, PlayCard)}
            for a in legal:  # the kernel declares every marriage it can
                if isinstance(a, PlayCard) and a.marriage:
                    plays[a.card] = a
            assert set(plays) == set(cards_in(k.legal()))
            assert not k.done()
            c = rng.choice(sorted(plays))
            marriages += plays[c].marriage
            k.play(c)
            row = None
            for e in state.apply(plays[c]):
                if isinstance(e, ev.DealScored):
                    row = e.details
            if row is not None:
                assert k.done()
                early += any(k.hands)
                value = k.value(objective)
                for s in range(4):
                    want = row.points if row.team == team_of(s) else -row.points  # doubled already
                    assert value[s] == want
                break  # the match may be over: the deal number stays
    assert len(contracts) >= 4 and marriages > 10 and early > 50


def team_value(k: TrickKernel, objective: Objective, side: int, me: int) -> float:
    """Brute-force minimax of two teams over the kernel."""
    if k.done():
        return k.value(objective)[me]
    values = []
    for c in cards_in(k.legal()):
        k.play(c)
        values.append(team_value(k, objective, side, me))
        k.undo()
    return max(values) if side >> k.to_act & 1 else min(values)


def test_the_team_search_is_exact() -> None:
    checked = 0
    for rules, state in positions(150, seed=5):
        if sum(len(cards_in(h)) for h in state.hands) > 13:
            continue
        me = state.current_player()
        obs = state.observation(me)
        objective = search.objective(obs, rules)
        k = kernel_of(rules, state)
        side = search.team(obs)
        want = team_value(k.copy(), objective, side, me)
        assert Paranoid(k, objective, me, side=side).value()[me] == pytest.approx(want)
        children = Paranoid(k, objective, me, side=side).child_values()
        assert max(v[me] for v in children.values()) == pytest.approx(want)
        checked += 1
    assert checked > 20


def test_hard_declares_its_marriage_when_it_leads_a_half() -> None:
    seen = 0
    for rules, state in positions(1500, seed=6):
        legal = state.legal_actions()
        if not any(isinstance(a, PlayCard) and a.marriage for a in legal):
            continue
        seat = state.current_player()
        action = make_agent("bauernschnapsen", "hard", seat, rules).choose(state.observation(seat), legal)
        assert isinstance(action, PlayCard)
        if action.card in {a.card for a in legal if isinstance(a, PlayCard) and a.marriage}:
            assert action.marriage
            seen += 1
    assert seen >= 3


def test_solo_marriages_count_for_the_declarers_side_only() -> None:
    for rules, state in positions(400, seed=7):
        if state.contract is not Contract.SCHNAPSER:
            continue
        obs = state.observation(state.current_player())
        m = search.scoring(obs, rules).marriages
        assert m is not None and m.seats == 1 << state.declarer % 2 | 1 << (state.declarer % 2 + 2)
        return
    pytest.fail("no Schnapser dealt")
