"""The Rams family's decisions before the tricks: each named rule in a position made for it, the
hard player's sampled-deal choices, and the family players in whole deals of every game."""

from __future__ import annotations

import random

import pytest
from kartln.ai.levels import make_agent
from kartln.ai.rams_family import decisions as d
from kartln.engine.actions import Drop, Exchange, NameTrump, Pass, StayIn
from kartln.engine.cards import DECK_32, Suit, card_text, parse_card
from kartln.engine.games.moench import MoenchRules, MoenchState
from kartln.engine.games.mulatschak import MulatschakRules
from kartln.engine.games.rams import RamsRules, RamsState
from kartln.engine.games.rams.actions import CallGeneralRams, TakeWidow
from kartln.engine.games.rams_family import RamsPhase
from kartln.engine.games.rams_family.actions import SwapTrumpCard, TakeBottomCard
from kartln.engine.games.ramsen import RamsenRules, RamsenState
from kartln.engine.registry import game

from tests.engine.rams_helpers import cards, injected, packets_order


def ramsen(hands: tuple[str, ...], turn: str, **options: object) -> RamsenState:
    order = packets_order(hands) + cards(turn)
    rules = RamsenRules(players=len(hands), **options)  # type: ignore[arg-type]
    return RamsenState(rules, seed=1, dealer=len(hands) - 1, decks=[injected(order)])


def decide(rule: d.Rule, state: RamsenState | RamsState | MoenchState, order_for: d.OrderFor, worlds: int = 0):  # type: ignore[no-untyped-def]
    seat = state.current_player()
    obs = state.observation(seat)
    legal = state.legal_actions()
    return rule(obs, legal, d.read(obs, order_for, worlds=worlds, rng=random.Random(1)))


STRONG = "AS 9D 7D 8C 7H"  # spades trumps: the ace and two permanent trumps, two small plain cards
WEAK = "7C 8H 9H 10C 8C"


def test_exchange_lays_away_the_weakest_cards() -> None:
    s = ramsen((STRONG, "AH KH QH JH 10H", "AC KC QD JD 10D", "AD KD QC JC 10S"), "8S", schleken=False)
    action = decide(d.exchange_weakest, s, s.rules.trump_order)
    assert isinstance(action, Exchange) and action.cards
    assert {card_text(c) for c in action.cards} <= {"8C", "7H"}


@pytest.mark.parametrize(("hand", "want"), [(STRONG, StayIn()), (WEAK, Drop())])
def test_stay_when_the_hand_gains_on_average_else_drop(hand: str, want: object) -> None:
    s = ramsen((hand, "AH KH QH JH 10H", "AC KC QD JD 10D", "AD KD QC JC 10S"), "8S", schleken=False)
    while s.phase != RamsPhase.STAY:
        s.apply(Exchange(()) if s.phase == RamsPhase.EXCHANGE else Pass())
    rule = d.stay_when_worth_it if want == StayIn() else d.drop_otherwise
    assert d.stay_when_worth_it(s.observation(0), s.legal_actions(), d.read(s.observation(0), s.rules.trump_order)) \
        == (StayIn() if want == StayIn() else None)
    assert decide(rule, s, s.rules.trump_order) == want


@pytest.mark.parametrize(("hand", "want"), [(STRONG, StayIn()), (WEAK, Drop())])
def test_hard_stays_or_drops_by_the_sampled_deals(hand: str, want: object) -> None:
    s = ramsen((hand, "AH KH QH JH 10H", "AC KC QD JD 10D", "AD KD QC JC 10S"), "8S", schleken=False)
    while s.phase != RamsPhase.STAY:
        s.apply(Exchange(()) if s.phase == RamsPhase.EXCHANGE else Pass())
    assert decide(d.stay_by_simulation, s, s.rules.trump_order, worlds=8) == want
    assert decide(d.stay_by_simulation, s, s.rules.trump_order, worlds=0) is None  # normal: the rules decide


def test_hard_exchanges_weak_cards_by_the_sampled_deals() -> None:
    s = ramsen((STRONG, "AH KH QH JH 10H", "AC KC QD JD 10D", "AD KD QC JC 10S"), "8S", schleken=False)
    action = decide(d.exchange_by_simulation, s, s.rules.trump_order, worlds=8)
    assert isinstance(action, Exchange) and action.cards
    assert not {card_text(c) for c in action.cards} & {"AS", "9D"}  # the two best trumps stay


def test_the_dealer_swaps_his_weakest_card_for_a_strong_trump_card() -> None:
    s = ramsen(("AH KH QH JH 10H", "AC KC QD JD 10D", "KS QS JS 10S 9S", "AD 8C 7C 8H 7H"), "AS",
               schleken=False)
    for _ in range(3):
        s.apply(Exchange(()))
    assert s.phase == RamsPhase.SWAP
    action = decide(d.swap_for_trump_card, s, s.rules.trump_order)
    assert isinstance(action, SwapTrumpCard) and card_text(action.card) in {"8C", "7C", "8H", "7H"}
    hard = decide(d.swap_by_simulation, s, s.rules.trump_order, worlds=6)
    assert isinstance(hard, SwapTrumpCard)


@pytest.mark.parametrize(("card", "take"), [("9D", True), ("7H", False)])
def test_the_cutter_takes_a_permanent_trump_and_leaves_a_small_card(card: str, take: bool) -> None:
    deck = [c for c in DECK_32 if c != parse_card(card)] + [parse_card(card)]
    s = RamsenState(RamsenRules(players=4), seed=1, dealer=3, decks=[injected(deck)])
    assert s.phase == RamsPhase.CUT and s.observation(2).cut_card == parse_card(card)
    assert decide(d.take_strong_cut_card, s, s.rules.trump_order) == (TakeBottomCard() if take else Pass())


def test_the_moench_holder_names_his_long_suit() -> None:
    hands = ("AS KS QS JS 10S", "JC AH KH QH JH", "AC KC 10C 8D 8C", "AD KD QD 9H 10D")
    order = packets_order(hands) + cards("9S")
    s = MoenchState(MoenchRules(players=4, schleken=False, fliege=False), seed=1, dealer=3, decks=[injected(order)])
    while s.phase != RamsPhase.TRUMP:
        s.apply(Exchange(()) if s.phase == RamsPhase.EXCHANGE else Pass())
    assert decide(d.name_best_trump, s, s.rules.trump_order) == NameTrump(Suit.HEARTS)


def rams(hands: tuple[str, ...], widow: str, turn: str) -> RamsState:
    order = packets_order([*hands[:-1], widow, hands[-1]]) + cards(turn)
    return RamsState(RamsRules(players=len(hands)), seed=1, dealer=len(hands) - 1, decks=[injected(order)])


@pytest.mark.parametrize(("hand", "call"), [("AH KH QH JH 10H", True), ("AH KH QH JH 10S", False)])
def test_general_rams_only_with_five_sure_tricks(hand: str, call: bool) -> None:
    s = rams((hand, "AC KC QC JC 10C", "AD KD QD JD 10D", "AS KS QS JS 9S"), "7C 7D 7S 8S 8C", "8H")
    assert decide(d.call_all_five_when_sure, s, s.rules.trump_order) == (CallGeneralRams() if call else Pass())


def test_a_forehand_bound_to_play_trades_a_hopeless_hand_for_the_widow() -> None:
    s = rams(("7C 8C 9C 7D 8D", "AH KH QH JH 10H"), "AS KS QS 9H 10C", "8H")
    s.apply(Pass())
    s.apply(Pass())
    assert set(s.legal_actions()) == {StayIn(), TakeWidow()}  # two players: both play
    assert decide(d.trade_weak_hand_for_widow, s, s.rules.trump_order) == TakeWidow()


@pytest.mark.parametrize("game_id", ["ramsen", "moench", "rams", "raub", "zwanzig", "schnalzen", "bohemian-watten",
                                     "mulatschak"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard:worlds=4:decision_worlds=3"])
def test_every_level_plays_whole_deals_with_legal_actions(game_id: str, level: str) -> None:
    info = game(game_id)
    rules = info.default_rules(4)
    state = info.new_state(rules, 8)
    agents = [make_agent(game_id, level, seat, rules) for seat in range(4)]
    while state.deal_no <= 3 and not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions()
        action = agents[seat].choose(state.observation(seat), legal)
        assert action in legal
        state.apply(action)


def raub(hands: tuple[str, ...], trump: str, **options: object):  # type: ignore[no-untyped-def]
    from kartln.engine.games.raub import RaubRules, RaubState

    hs = [cards(h) for h in hands]
    order = [c for h in hs for c in h[:2]] + cards(trump) + [c for h in hs for c in h[2:]]
    return RaubState(RaubRules(players=len(hands), **options), seed=1, dealer=len(hands) - 1,  # type: ignore[arg-type]
                     decks=[injected(order)])


def test_the_raub_dealer_deals_and_says_muss_only_near_the_end() -> None:
    from kartln.ai.rams_family import raub_rules as rr
    from kartln.engine.games.raub.actions import Deal, Muss

    s = raub(("AS KS QS JS", "AH KH QH JH", "AC KC QC JC", "AD KD QD JD"), "9S")
    assert decide(rr.dealer_deals, s, s.rules.trump_order) == Deal()
    s.totals = [21, 21, 21, 3]
    assert decide(rr.dealer_deals, s, s.rules.trump_order) == Muss()


@pytest.mark.parametrize(("hand", "want"), [("AS KS QS AH", "lead"), ("7H 8H 7C 8C", "pass")])
def test_i_lead_with_two_tricks_in_hand(hand: str, want: str) -> None:
    from kartln.ai.rams_family import raub_rules as rr
    from kartln.engine.games.raub.actions import Deal, Lead

    s = raub((hand, "9H KH QH JH", "AC KC QC JC", "AD KD QD JD"), "9S")
    s.apply(Deal())
    s.apply(Pass())  # no Raub
    assert decide(rr.lead_with_two_tricks, s, s.rules.trump_order) == (Lead() if want == "lead" else Pass())


def mulatschak(hands: tuple[str, ...], stock: str = "", **options: object):  # type: ignore[no-untyped-def]
    from kartln.engine.cards import DECK_36
    from kartln.engine.games.mulatschak import MulatschakRules, MulatschakState

    dealt = packets_order(hands)
    order = dealt + [c for c in cards(stock) if c not in dealt]
    return MulatschakState(MulatschakRules(**options), seed=1, dealer=3,  # type: ignore[arg-type]
                           decks=[injected(order, DECK_36)])


NOTHING = "7S 8H 9C 9D 6C"  # no face card and no ace: a whiteout hand
OTHERS = ("AH KH QH JH 10H", "AC KC QC JC 10C", "AD KD QD JD 10D")


@pytest.mark.parametrize(("hand", "want"), [(NOTHING, "whiteout"), ("AS 10S 9S 6D 7C", "pass")])
def test_a_hopeless_hand_without_faces_is_thrown_in(hand: str, want: str) -> None:
    from kartln.ai.rams_family import mulatschak_rules as mr
    from kartln.engine.games.mulatschak.actions import Whiteout

    s = mulatschak((hand, *OTHERS))
    want_action = Whiteout() if want == "whiteout" else Pass()
    assert decide(mr.whiteout_hopeless_hand, s, MulatschakRules().trump_order) == want_action


def test_bids_stay_within_what_the_hand_promises() -> None:
    from kartln.ai.rams_family import mulatschak_rules as mr
    from kartln.engine.actions import Bid
    from kartln.engine.games.mulatschak.actions import BidMulatschak, Hold

    orders = MulatschakRules().trump_order
    strong = mulatschak(("AS KS QS JS 10S", "7H 8H 9H 7C 8C", "AC KC QC JC 10C", "AD KD QD JD 10D"), whiteout=False)
    assert decide(mr.mulatschak_when_sure, strong, orders) == BidMulatschak()
    weak = mulatschak(("7H 8D 9C 8S 7D", "AS KS QS JS 10S", "AC KC QC JC 10C", "AD KD QD JD 10D"), whiteout=False)
    assert decide(mr.mulatschak_when_sure, weak, orders) is None
    assert decide(mr.bid_the_least_that_is_safe, weak, orders) == Pass()
    fair = mulatschak(("AS KS 9S 7H 8C", *OTHERS), whiteout=False)
    assert decide(mr.bid_the_least_that_is_safe, fair, orders) == Bid(0)  # the lowest bid, within reach
    for bid in (Bid(0), Pass(), Pass()):
        fair.apply(bid)
    dealer = decide(mr.bid_the_least_that_is_safe, fair, orders)
    assert dealer in (Hold(), Pass())  # the dealer with diamonds from the ace: holds a bid of 0
    assert dealer == Hold()


def test_the_declarer_lays_out_his_losers_and_keeps_the_better_card() -> None:
    from kartln.ai.rams_family import mulatschak_rules as mr
    from kartln.engine.actions import Bid
    from kartln.engine.games.mulatschak.actions import KeepOriginal, LayOut, TakeFaceUp

    orders = MulatschakRules().trump_order
    s = mulatschak(("AS KS 9S 7H 8C", *OTHERS), stock="QS 9D 7D 8D", whiteout=False)
    for action in (Bid(2), Pass(), Pass(), Pass(), NameTrump(Suit.SPADES)):
        s.apply(action)
    laid = decide(mr.lay_out_the_weak_cards, s, orders)
    assert isinstance(laid, LayOut) and set(laid.cards) == set(cards("7H 8C"))  # the trumps stay
    s.apply(LayOut(tuple(cards("7H 8C"))))
    assert decide(mr.take_trumps_and_better_cards, s, orders) == TakeFaceUp()  # the queen of trumps
    s.apply(TakeFaceUp())
    assert s.sight[0] == (cards("7H")[0], cards("7D")[0])  # a new card from the stock for the place of the 7♥
    assert decide(mr.take_trumps_and_better_cards, s, orders) in (TakeFaceUp(), KeepOriginal())


@pytest.mark.parametrize(("last_face_up", "want"), [("10S", "take-instead"), ("8D", "take")])
def test_a_trump_on_sight_is_taken_for_the_card_of_its_place_when_on_top_would_cost_a_better_card(
        last_face_up: str, want: str) -> None:
    """Holding A♠ K♠ with three places, the Q♠ on sight at the first: taken on top, the hand fills
    before the third place, so its 10♠ would be lost; with only the 8♦ there, on top is better."""
    from kartln.ai.rams_family import mulatschak_rules as mr
    from kartln.engine.actions import Bid
    from kartln.engine.games.mulatschak.actions import LayOut, TakeInstead

    s = mulatschak(("AS KS 7H 8C 9D", *OTHERS), stock=f"QS 7D {last_face_up} 7C", whiteout=False)
    for action in (Bid(2), Pass(), Pass(), Pass(), NameTrump(Suit.SPADES), LayOut(tuple(cards("7H 8C 9D")))):
        s.apply(action)
    assert TakeInstead() in s.legal_actions()
    assert decide(mr.take_trumps_and_better_cards, s, MulatschakRules().trump_order).text() == want


def test_a_declarer_short_of_his_bid_is_searched_as_paying_ten() -> None:
    """The card play's objective knows the bid: one trick short costs the declarer +10."""
    from kartln.ai.rams_family.play_agent import objective
    from kartln.engine.actions import Bid
    from kartln.engine.deal_terms import Contract, fixed

    s = mulatschak(("AS KS 9S 7H 8C", *OTHERS), whiteout=False)
    for action in (Bid(3), Pass(), Pass(), Pass(), NameTrump(Suit.SPADES)):
        s.apply(action)
    obs = s.observation(1)
    assert obs.contracts == (Contract(0, 3, fixed(10)),)
    assert objective(obs)((2, 1, 1, 1), (0, 0, 0, 0), -1)[0] == -10.0
    assert objective(obs)((3, 1, 1, 0), (0, 0, 0, 0), -1)[0] == 3.0
