"""Each named card-play rule of the Rams family's players fires in a position made for it (a Fünf
dazu! deal), with the expected card."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from fd_helpers import deal, play
from kartln.ai.levels import make_agent
from kartln.ai.rams_family import play_rules as r
from kartln.ai.rams_family.knowledge import read
from kartln.ai.rams_family.play_agent import RamsPlayRuleAgent
from kartln.ai.rules import NOISE, ONLY_ACTION, NamedRule
from kartln.engine.actions import PlayCard
from kartln.engine.cards import Rank, Suit, card, mask, parse_card
from kartln.engine.games.fuenf_dazu import FuenfDazuRules, FuenfDazuState
from kartln.engine.games.rams_family import RamsObservation
from kartln.engine.registry import game as game_info
from kartln.engine.state import Action

# Four players, dealer 3, forehand (seat 0) leads; ace–ten order A 10 K Q J 9 8 7.
OTHERS = ["9S 7D 8C QD JD", "KS JS 7H 8H 9H", "QS 9C KC 10D 8S", "JH AC AD 10C QC"]


def seats(*hands: str) -> list[str]:
    """Four hands: the given ones first, the rest from OTHERS."""
    return [*hands, *OTHERS[len(hands):]]


def decide(rule: NamedRule[RamsObservation, object], state: FuenfDazuState, *, memory: bool = True,
           **changes: object) -> str | None:
    """What ``rule`` plays for the seat to act (``changes`` edit its observation)."""
    obs = state.observation(state.current_player())
    if changes:
        obs = replace(obs, **changes)  # type: ignore[arg-type]
    legal = state.legal_actions()
    ctx = read(obs, legal, random.Random(0), memory=memory)
    action = rule(obs, legal, ctx)
    assert action is None or action in legal
    return action.text() if action is not None else None


def test_follow_last_cheapest_winner() -> None:
    s = play(deal(["9S 7D 8C QD JD", "JS 7H 8H 9H 10H", "QS 9C KC 10D 8S", "KS AS JH AC AD"]), "9S", "JS", "QS")
    assert decide(r.follow_last_cheapest_winner, s) == "play KS"
    assert decide(r.follow_last_cheapest_winner, play(s, "KS")) is None  # not last any more: a new trick


def test_follow_sure_winner() -> None:
    s = play(deal(seats("9S 7D 8C QD JD", "AS 10S 7H 8H 9H")), "9S")
    assert decide(r.follow_sure_winner, s) == "play 10S"  # only the A is above it, and it is mine


def test_follow_need_a_trick() -> None:
    s = play(deal(seats("9S 7D 8C QD JD", "KS JS 7H 8H 9H")), "9S")
    assert decide(r.follow_sure_winner, s) is None
    assert decide(r.follow_need_a_trick, s) == "play KS"
    assert decide(r.follow_need_a_trick, s, tricks_won=(0, 1, 0, 0)) is None


def test_follow_good_chance_and_cheapest_beater() -> None:
    s = play(deal(seats("9S 7D 8C QD JD", "10S JS 7H 8H 9H")), "9S")
    assert decide(r.follow_good_chance, s, tricks_won=(0, 1, 0, 0)) == "play 10S"  # only the A above it
    s = play(deal(seats("9S 7D 8C QD JD", "KS JS 7H 8H 9H")), "9S")
    assert decide(r.follow_good_chance, s, tricks_won=(0, 1, 0, 0)) is None  # A and 10 above: too risky
    assert decide(r.follow_cheapest_beater, s, tricks_won=(0, 1, 0, 0)) == "play JS"


def test_follow_keep_high() -> None:
    s = play(deal(seats("AS 7D 8C QD JD", "9S KS 7H 8H 9H")), "AS")
    assert decide(r.follow_keep_high, s) == "play 9S"


def test_follow_discard() -> None:
    s = play(deal(seats("9S 7D 8C QD JD", "AH 7H 8D 9D JC")), "9S")
    assert decide(r.follow_discard, s) == "play 7H"  # the most unseen cards above it; the A is kept


def test_easy_following() -> None:
    s = play(deal(seats("9S 7D 8C QD JD", "KS JS 7H 8H 9H")), "9S")
    assert decide(r.follow_highest_beater, s, memory=False) == "play KS"
    s = play(deal(seats("AS 7D 8C QD JD", "9S KS 7H 8H 9H")), "AS")
    assert decide(r.follow_lowest, s, memory=False) == "play 9S"


def test_lead_sure_winner() -> None:
    s = deal(seats("AS 10S 7H 8D 9C"))
    assert decide(r.lead_sure_winner, s) == "play 10S"


def test_lead_need_a_trick() -> None:
    s = deal(seats("KH 7C 8D 9S JS"))
    two = dict(hand=mask([parse_card("KH"), parse_card("7C")]), cards_in_hand=(2, 2, 2, 2))
    assert decide(r.lead_need_a_trick, s) is None  # five cards left: no hurry
    assert decide(r.lead_need_a_trick, s, **two) == "play KH"


def test_lead_good_chance() -> None:
    three = deal(["10H 7C 8D 9S JS", "KS QH 7H 8H 9H", "QS 9C KC 10D 8S"])
    assert decide(r.lead_good_chance, three) == "play 10H"  # the A is with one of two players 10/27 of the time
    four = deal(seats("10H 7C 8D 9S JS"))
    assert decide(r.lead_good_chance, four) is None  # three players hold 15 of the 27 unseen cards


def test_lead_least_useful_and_lead_highest() -> None:
    s = deal(seats("10H 7C 8D 9S JS"))
    assert decide(r.lead_least_useful, s) == "play 7C"
    assert decide(r.lead_highest, s, memory=False) == "play 10H"


def test_the_player_keeps_the_name_of_the_rule_that_decided() -> None:
    s = play(deal(seats("9S 7D 8C QD JD", "AS 10S 7H 8H 9H")), "9S")
    agent = RamsPlayRuleAgent(1)
    action = agent.choose(s.observation(1), s.legal_actions())
    assert action == PlayCard(parse_card("10S")) and agent.last_rule == "follow_sure_winner"
    off = RamsPlayRuleAgent(1, disabled=frozenset({"follow_sure_winner"}))
    off.choose(s.observation(1), s.legal_actions())
    assert off.last_rule != "follow_sure_winner"
    forced = play(deal(seats("9S 7D 8C QD JD", "AS 7H 8H 9H 10H")), "9S")
    agent.choose(forced.observation(1), forced.legal_actions())
    assert agent.last_rule == ONLY_ACTION


def test_easy_plays_noise_sometimes() -> None:
    s = deal(seats("10H 7C 8D 9S JS"))
    agent = make_agent("fuenf-dazu", "easy", 3)
    names = set()
    for _ in range(60):
        agent.choose(s.observation(0), s.legal_actions())
        names.add(getattr(agent, "last_rule", ""))
    assert names == {NOISE, "lead_highest"}


@pytest.mark.parametrize("must_win", [True, False])
def test_rules_answer_with_legal_cards_under_both_following_rules(must_win: bool) -> None:
    rng = random.Random(5)
    for game in range(30):
        state = FuenfDazuState(FuenfDazuRules(players=rng.choice([2, 3, 4]), must_win=must_win), game)
        agents = [RamsPlayRuleAgent(game * 5 + seat) for seat in range(state.n)]
        while not state.sheet:
            seat = state.current_player()
            legal = state.legal_actions()
            action = agents[seat].choose(state.observation(seat), legal)
            assert action in legal
            state.apply(action)


def first_lead(game_id: str, seed: int) -> tuple[RamsObservation, list[Action]]:
    """The first card-play decision of a seeded match of ``game_id`` (a lead)."""
    info = game_info(game_id)
    state: Any = info.new_state(info.default_rules(), seed)
    while not isinstance(state.legal_actions()[0], PlayCard):
        state.apply(state.legal_actions()[0])
    obs = state.observation(state.current_player())
    assert not obs.trick and obs.order is not None and obs.trump.suit is not None
    return obs, state.legal_actions()


def test_a_top_card_is_sure_only_when_nobody_may_trump_it() -> None:
    """Zwanzig: the five top spades led with the trumps unseen may be trumped by a player void in
    spades (three spades are out: anybody may hold none); with every trump gone they are sure."""
    obs, _ = first_lead("zwanzig", 11)
    trump = Suit(obs.trump.suit or 0)
    plain = next(s for s in Suit if s != trump)
    spades = [card(plain, r) for r in (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)]
    hand = mask(spades)
    assert obs.order is not None
    trumps = obs.order.trumps & ~hand
    legal = [PlayCard(c) for c in spades]
    ctx = read(replace(obs, hand=hand), legal, random.Random(0))
    assert not ctx.sure_to_win(spades[0])
    assert 0.0 < ctx.p_win(spades[0]) < 1.0  # no higher spade is out: only a trump takes it
    assert r.lead_sure_winner(ctx.obs, legal, ctx) is None
    gone = read(replace(obs, hand=hand, played=trumps), legal, random.Random(0))
    assert gone.sure_to_win(spades[0]) and gone.p_win(spades[0]) == 1.0
    assert r.lead_sure_winner(gone.obs, legal, gone) == PlayCard(spades[-1])  # the lowest sure card
