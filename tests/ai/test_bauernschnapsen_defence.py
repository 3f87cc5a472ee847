"""Bauernschnapsen: the defenders of a Bettler make the declarer take a trick, the defenders of a
Schnapser keep their points from him (rules/bauernschnapsen.md §4, §8.2); each rule fires in a
position made for it."""

from __future__ import annotations

from collections.abc import Sequence

from kartln.ai.bauernschnapsen import rules as r
from kartln.ai.hints import suggest
from kartln.ai.rules import NamedRule
from kartln.engine.games.bauernschnapsen import BauernschnapsenState
from test_bauernschnapsen_ai import _dealt

# Dealer 0, forehand 1 declares; his partner 3 sits out; 2 and 0 defend (playing order 1, 2, 0).
BETTLER = {1: "JD QD KD AS AD", 2: "TD JS QS KS QH", 3: "KH AH TH TC TS", 0: "JC QC KC AC JH"}
SCHNAPSER = {1: "AH TH KH QS JS", 2: "AD TD QH JH KS", 3: "KD QD JD AS TS", 0: "AC TC KC QC JC"}


def contract(hands: dict[int, str], announce: str, plays: Sequence[str]) -> BauernschnapsenState:
    state = _dealt(hands)
    first = hands[1].split()[0][-1]
    for word in (f"trump {first}", f"announce {announce}", "pass", "pass", "pass"):
        state.apply(state.parse_action(word))
    while state.phase == "doubling":
        state.apply(state.parse_action("pass"))
    for word in plays:
        state.apply(state.parse_action(word))
    return state


def decide(rule: NamedRule[r.Obs, r.Ctx], state: BauernschnapsenState) -> str | None:
    obs, legal = state.observation(state.current_player()), state.legal_actions()
    action = rule(obs, legal, r.context(obs, legal))
    assert action is None or action in legal
    return action.text() if action is not None else None


def hint_rule(state: BauernschnapsenState) -> str:
    return suggest("bauernschnapsen", state.observation(state.current_player()), state.legal_actions(), 1).rule


def test_bettler_defenders_keep_low_cards_and_throw_high_ones() -> None:
    s = contract(BETTLER, "bettler", ["play JD", "play TD"])
    assert decide(r.bettler_defence_play_low, s) is None  # void in diamonds: nothing to follow low with
    assert decide(r.bettler_defence_stay_under, s) == "play AC"  # the highest card, the jack kept
    assert hint_rule(s) == "bettler_defence_stay_under"


def test_bettler_defenders_lead_low_where_the_declarer_cannot_duck() -> None:
    s = contract(BETTLER, "bettler", ["play JD", "play TD", "play AC"])
    assert s.current_player() == 2
    # the declarer may hold the A and 10 of spades, nothing below the jack: he may have to go over it
    assert decide(r.bettler_defence_lead, s) == "play JS"
    assert decide(r.lead_high, s) != "play JS"
    assert hint_rule(s) == "bettler_defence_lead"


def test_bettler_defender_before_the_declarer_follows_low() -> None:
    s = contract(BETTLER, "bettler", ["play JD", "play TD", "play AC", "play QH"])
    assert s.current_player() == 0
    assert decide(r.bettler_defence_play_low, s) == "play JH"
    s = contract(BETTLER, "bettler", ["play JD", "play TD", "play AC", "play QH", "play JH"])
    assert decide(r.bettler_defence_play_low, s) is None  # the declarer is to play, not a defender


def test_the_bettler_declarer_stays_under_or_goes_over_as_low_as_he_can() -> None:
    s = contract(BETTLER, "bettler", ["play JD", "play TD", "play AC", "play QH", "play JH"])
    assert decide(r.bettler_stay_under, s) is not None  # void in hearts: any card stays under
    s = contract(BETTLER, "bettler", ["play JD", "play TD", "play AC", "play JS", "play KC"])
    assert decide(r.bettler_stay_under, s) is None  # his only spade is the Ace
    assert decide(r.bettler_go_over_low, s) == "play AS"


def test_schnapser_defenders_lead_cheap_cards_unless_one_surely_wins() -> None:
    s = contract(SCHNAPSER, "schnapser", ["play QS", "play KS", "play JC"])
    assert s.current_player() == 2
    assert decide(r.schnapser_defence_cash, s) is None  # every card of his may be beaten or trumped
    assert decide(r.schnapser_defence_lead_cheap, s) == "play JH"
    assert hint_rule(s) == "schnapser_defence_lead_cheap"
    top = {**SCHNAPSER, 1: "TH KH QH QS JS", 2: "AH TD AD JH KS"}
    s = contract(top, "schnapser", ["play QS", "play KS", "play JC"])
    assert decide(r.schnapser_defence_cash, s) == "play AH"  # the trump Ace: nothing beats it
    assert hint_rule(s) == "schnapser_defence_cash"
