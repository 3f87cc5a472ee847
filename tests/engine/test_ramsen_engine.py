"""Ramsen rules (rules/ramsen.md): the deal and Schleken, the turned-up trump with the permanent
trumps, exchanges and the dealer's swap, play or pass, rule F3, the crosses and the end of the
match, and every option of §11. Scenario numbers refer to §12."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from kartln.engine import events as ev
from kartln.engine.actions import Drop, Exchange, Pass, StayIn
from kartln.engine.cards import DECK_32, Suit, mask, parse_card
from kartln.engine.cards import cards_in as cards_of
from kartln.engine.games.rams_family import NOT_PLAYED, RamsPhase
from kartln.engine.games.rams_family.actions import SwapTrumpCard, TakeBottomCard
from kartln.engine.games.rams_family.events import BottomCardTaken, DealAbandoned, TrumpCardTaken
from kartln.engine.games.ramsen import RamsenRules, RamsenState
from kartln.engine.state import IllegalAction

from tests.engine.rams_helpers import cards, injected, legal_follow, legal_plays, packets_order, play, texts

FH, P2, P3, DEALER = 0, 1, 2, 3  # four players, seat 3 deals; P3 is the cutter

HANDS = ("AS KS QS JS 10S", "AH KH QH JH 10H", "AC KC 10C 9C 8C", "AD KD QD JD 10D")


def new_state(hands: Sequence[str] = HANDS, turn: str = "8S", talon: str = "", schleken: bool = False,
              **options: object) -> RamsenState:
    """Four players dealt ``hands`` (forehand first), ``turn`` turned up, the talon starting with ``talon``."""
    order = packets_order(hands) + cards(turn) + cards(talon)
    rules = RamsenRules(players=len(hands), schleken=schleken, **options)  # type: ignore[arg-type]
    return RamsenState(rules, seed=1, dealer=len(hands) - 1, decks=[injected(order)])


def keep_all(state: RamsenState) -> None:
    """Nobody exchanges or swaps."""
    while state.phase in (RamsPhase.EXCHANGE, RamsPhase.SWAP):
        state.apply(Exchange(()) if state.phase == RamsPhase.EXCHANGE else Pass())


def everybody_plays(state: RamsenState) -> None:
    keep_all(state)
    while state.phase == RamsPhase.STAY:
        state.apply(StayIn())


# ------------------------------------------------------------------------------------ deal


def test_the_deal_follows_the_deck_indices_of_section_4() -> None:
    """§4: 0–2 FH, 3–5 P2, 6–8 P3, 9–11 dealer, 12–13 FH, ..., 20 turn-up, 21–31 talon (21 on top)."""
    order = list(DECK_32)
    s = RamsenState(RamsenRules(players=4, schleken=False), dealer=DEALER, decks=[injected(order)])
    assert s.hands[FH] == mask(order[0:3] + order[12:14])
    assert s.hands[P2] == mask(order[3:6] + order[14:16])
    assert s.hands[P3] == mask(order[6:9] + order[16:18])
    assert s.hands[DEALER] == mask(order[9:12] + order[18:20])
    assert s.turned_up == order[20] and s.talon == order[21:]
    assert s.phase == RamsPhase.EXCHANGE and s.current_player() == FH


def test_schleken_deals_the_cutter_one_card_fewer_in_the_first_packet() -> None:
    """§4 with Schleken: the cutter P3 takes index 31 before the deal; 0–2 FH, 3–5 P2, 6–7 P3,
    8–10 dealer, 11–12 FH, 13–14 P2, 15–16 P3, 17–18 dealer, 19 turn-up, 20–30 talon."""
    order = list(DECK_32)
    s = RamsenState(RamsenRules(players=4), dealer=DEALER, decks=[injected(order)])
    assert s.phase == RamsPhase.CUT and s.current_player() == P3
    assert s.observation(P3).cut_card == order[31]
    assert all(s.observation(seat).cut_card is None for seat in (FH, P2, DEALER))  # shown to the cutter only
    assert set(s.legal_actions()) == {TakeBottomCard(), Pass()}
    events = s.apply(TakeBottomCard())
    taken = next(e for e in events if isinstance(e, BottomCardTaken))
    assert taken.view_for(FH).card is None  # the others do not learn the card
    assert s.hands[FH] == mask(order[0:3] + order[11:13])
    assert s.hands[P2] == mask(order[3:6] + order[13:15])
    assert s.hands[P3] == mask([order[31], *order[6:8], *order[15:17]])
    assert s.hands[DEALER] == mask(order[8:11] + order[17:19])
    assert s.turned_up == order[19] and s.talon == order[20:31]


def test_leaving_the_cut_card_deals_as_usual_and_schleken_off_never_asks() -> None:
    order = list(DECK_32)
    s = RamsenState(RamsenRules(players=4), dealer=DEALER, decks=[injected(order)])
    s.apply(Pass())
    assert s.hands[P3] == mask(order[6:9] + order[16:18]) and s.talon[-1] == order[31]
    off = RamsenState(RamsenRules(players=4, schleken=False), dealer=DEALER, decks=[injected(order)])
    assert off.phase == RamsPhase.EXCHANGE


def test_the_talon_size_depends_on_the_players() -> None:
    """§4: talon 16 with three players, 11 with four, 6 with five (Schleken does not change it)."""
    for players, size in ((3, 16), (4, 11), (5, 6)):
        s = RamsenState(RamsenRules(players=players, schleken=False), seed=3)
        assert len(s.talon) == size
        t = RamsenState(RamsenRules(players=players), seed=3)
        t.apply(TakeBottomCard())
        assert len(t.talon) == size


def test_the_turned_up_printed_suit_is_trumps_even_for_a_permanent_trump() -> None:
    """§4.4 and scenario 2: J♣ turned up makes clubs trumps."""
    s = new_state(turn="JC")
    assert s.trump_suit == Suit.CLUBS
    assert s.observation(FH).trump.card == parse_card("JC")
    everybody_plays(s)
    assert s.order is not None and s.order.trump_suit == Suit.CLUBS


# ------------------------------------------------------------------------- legal cards


@pytest.mark.parametrize(("turn", "trick", "held", "want"), [
    ("7H", "AD", "9D 8D KS", "8D"),  # scenario 4: 9♦ is a trump, not a diamond
    ("7H", "KC", "AC 7C 7H", "AC"),  # scenario 5: must head
    ("8H", "KC QH", "KH 7H", "KH"),  # scenario 6: no clubs, overtrump
    ("8H", "KC QH", "7H AS", "7H"),  # scenario 6: a trump that cannot win must still be played
    ("8H", "KC QH", "AS 8D", "AS 8D"),  # scenario 6: neither clubs nor trumps
    ("8S", "7D", "JC AD", "JC"),  # scenario 7: a permanent trump led; the only trump must follow
])
def test_follow_and_head_else_trump_and_overtrump(turn: str, trick: str, held: str, want: str) -> None:
    s = new_state(turn=turn)
    everybody_plays(s)
    assert s.order is not None
    assert legal_follow(s.order, s.follow, trick, held) == set(want.split())


def test_a_refused_card_names_the_rule_in_the_players_words() -> None:
    s = new_state(("9H 8H 7H 10S 9S", "AH KH QH JH AC", "KC 10C 9C 8C 7C", "AD KD QD JD 10D"), turn="7S")
    everybody_plays(s)
    play(s, "9H")
    assert legal_plays(s) == {"JH", "QH", "KH", "AH"}
    with pytest.raises(IllegalAction, match="follow suit"):
        play(s, "AC")


# ----------------------------------------------------------------------- exchanges


def test_exchanges_go_in_turn_from_forehand_and_take_from_the_top_of_the_talon() -> None:
    """§5: each once, clockwise from FH to the dealer; the same number from the top of the talon."""
    s = new_state(talon="7S 7H 7C 8D 9D")
    assert s.current_player() == FH and len(s.legal_actions()) == 32  # every subset of five cards
    events = s.apply(Exchange(tuple(cards("KS QS"))))
    assert texts(s.hands[FH]) == {"AS", "JS", "10S", "7S", "7H"}
    seen = next(e for e in events if isinstance(e, ev.CardsExchanged))
    assert seen.view_for(P2) == ev.CardsExchanged(FH, 2, None, None)  # the others learn the count only
    assert s.observation(P2).exchanged[FH] == 2 and s.observation(FH).laid_away == mask(cards("KS QS"))
    assert s.current_player() == P2


def test_the_talon_limits_an_exchange() -> None:
    """§5: limited by the cards left in the talon (five players: six cards)."""
    s = RamsenState(RamsenRules(players=5, schleken=False), seed=4)
    s.apply(Exchange(tuple(cards_of(s.hands[s.current_player()]))))
    assert len(s.talon) == 1
    assert max(len(a.cards) for a in s.legal_actions() if isinstance(a, Exchange)) == 1
    with pytest.raises(IllegalAction, match="at most 1 card now"):
        s.apply(Exchange(tuple(cards_of(s.hands[s.current_player()])[:2])))


def test_option_table_exchange_limit_counts_five_for_the_whole_table() -> None:
    """§11 #6: with the table limit, after FH exchanged 3 and P2 2 nobody else may exchange; the
    dealer's swap does not count."""
    s = new_state(table_exchange_limit="table")
    s.apply(Exchange(tuple(cards("KS QS JS"))))
    assert max(len(a.cards) for a in s.legal_actions()) == 2
    s.apply(Exchange(tuple(cards("KH QH"))))
    assert s.phase == RamsPhase.SWAP and s.current_player() == DEALER  # P3 has nothing left to exchange
    s.apply(SwapTrumpCard(parse_card("10D")))
    assert s.phase == RamsPhase.STAY  # and the dealer none either
    free = new_state()
    free.apply(Exchange(tuple(cards("KS QS JS"))))
    assert max(len(a.cards) for a in free.legal_actions()) == 5


def test_the_dealer_may_swap_with_the_turned_up_card_before_his_exchange() -> None:
    """§5: the dealer's swap comes first; the laid card goes out of play; the trump card is seen in his hand."""
    s = new_state(turn="8S", talon="7S 7H")
    for _ in range(3):
        s.apply(Exchange(()))
    assert s.phase == RamsPhase.SWAP and s.current_player() == DEALER
    assert Pass() in s.legal_actions() and len(s.legal_actions()) == 6
    events = s.apply(SwapTrumpCard(parse_card("10D")))
    assert texts(s.hands[DEALER]) == {"AD", "KD", "QD", "JD", "8S"}
    taken = next(e for e in events if isinstance(e, TrumpCardTaken))
    assert taken.view_for(FH) == TrumpCardTaken(DEALER, parse_card("8S"), None)
    assert s.observation(FH).face_up == ((DEALER, parse_card("8S")),) and s.observation(FH).turned_up is None
    assert s.phase == RamsPhase.EXCHANGE and s.current_player() == DEALER


def test_the_schleken_player_may_not_exchange() -> None:
    """§5: a player who took the Schleken card may not exchange."""
    s = RamsenState(RamsenRules(players=4), dealer=DEALER, decks=[injected(list(DECK_32))])
    s.apply(TakeBottomCard())
    s.apply(Exchange(()))
    s.apply(Exchange(()))
    assert s.current_player() == DEALER and s.phase == RamsPhase.SWAP  # P3 is skipped


# --------------------------------------------------------------------- play or pass


def test_a_player_who_exchanged_may_only_play() -> None:
    """§6 and scenario 8: exchanging two cards leaves only "Play"."""
    s = new_state(talon="7S 7H")
    s.apply(Exchange(tuple(cards("KS QS"))))
    keep_all(s)
    assert s.legal_actions() == [StayIn()]
    with pytest.raises(IllegalAction, match="you exchanged cards, so you must play"):
        s.apply(Drop())
    s.apply(StayIn())
    assert s.legal_actions() == [StayIn(), Drop()]


@pytest.mark.parametrize("forces", [True, False])
def test_option_swap_forces_play(forces: bool) -> None:
    """§11 #7: the dealer's swap counts as an exchange (default) or not."""
    s = new_state(swap_forces_play=forces)
    for _ in range(3):
        s.apply(Exchange(()))
    s.apply(SwapTrumpCard(parse_card("10D")))
    s.apply(Exchange(()))
    for _ in range(3):
        s.apply(StayIn())
    assert (s.legal_actions() == [StayIn()]) is forces


@pytest.mark.parametrize("must", [False, True])
def test_option_schleken_must_play(must: bool) -> None:
    """§11 #5: the Schleken player is free to pass (default) or must play."""
    s = RamsenState(RamsenRules(players=4, schleken_must_play=must), dealer=DEALER, decks=[injected(list(DECK_32))])
    s.apply(TakeBottomCard())
    keep_all(s)
    s.apply(StayIn())
    s.apply(StayIn())
    assert s.current_player() == P3
    assert (Drop() in s.legal_actions()) is not must


def test_a_passing_player_sits_out_and_the_first_active_player_leads() -> None:
    """§6, §7: a passing player's hand is laid away; FH passed, so P2 leads trick 1."""
    s = new_state()
    keep_all(s)
    s.apply(Drop())
    for _ in range(3):
        s.apply(StayIn())
    assert s.phase == RamsPhase.PLAY and s.active == (P2, P3, DEALER) and s.current_player() == P2
    assert s.hands[FH] == 0 and s.observation(P2).in_deal == (P2, P3, DEALER)


def test_the_deal_is_abandoned_when_fewer_than_two_play() -> None:
    """§6: no scoring, the deal passes on."""
    s = new_state()
    keep_all(s)
    s.apply(Drop())
    s.apply(Drop())
    events = s.apply(Drop())
    events += s.apply(StayIn())
    assert any(isinstance(e, DealAbandoned) for e in events)
    row = s.sheet[-1]
    assert row.changes == (0, 0, 0, 0) and row.notes == (NOT_PLAYED,) and s.scores() == [10] * 4
    assert s.deal_no == 2 and s.dealer == FH


# -------------------------------------------------------------------- tricks and crosses


def test_the_trick_winner_leads_the_next_trick() -> None:
    """§11 #10: the winner leads, not the leader."""
    s = new_state(turn="7C")
    everybody_plays(s)
    play(s, "AS", "AH", "10C", "AD")  # P3 trumps with a club
    assert s.current_player() == P3 and s.tricks[P3] == 1


def test_crosses_score_a_stroke_per_trick_and_a_cross_for_a_trickless_player() -> None:
    """§8: the worked example: two tricks take 2 off; a player who played without a trick gets 5 more;
    a passing player is unchanged."""
    s = new_state(("AS 9S 8S 7S 10S", "AH KH QH JH 10H", "8C 9C 10C KC AC", "AD KD QD JD 10D"), turn="7H")
    keep_all(s)
    s.apply(StayIn())
    s.apply(StayIn())
    s.apply(Drop())  # P3 passes
    s.apply(StayIn())
    play(s, "AS", "AH", "AD")  # trumps are hearts: P2's A♥ wins
    play(s, "KH", "KD", "7S")  # P2 leads, the dealer follows, then FH
    play(s, "QH", "QD", "8S")
    play(s, "JH", "JD", "9S")
    play(s, "10H", "10D", "10S")
    assert s.sheet[-1].changes == (5, -5, 0, 5) and s.scores() == [15, 5, 10, 15]


def test_the_first_to_complete_his_crosses_in_trick_order_wins() -> None:
    """§9, §11 #9: FH (2 to make) completes at trick 2; P2 (1 to make) completes at trick 3 and
    ends lower, at −2; FH completed first and wins."""
    s = new_state(("AS KS QS 7S 8S", "10S 9S AH KH QH", "AC KC 10C 9C 8C", "AD KD QD JD 10D"), turn="8H")
    s.totals = [2, 1, 10, 10]
    s.running = list(s.totals)
    everybody_plays(s)
    play(s, "AS", "10S", "8C", "10D")
    play(s, "KS", "9S", "9C", "JD")
    assert s.first_at_goal == FH and not s.is_terminal()  # the deal is played to the end
    play(s, "QS", "AH", "10C", "QD")  # P2 has no spade and must trump
    play(s, "KH", "KC", "KD", "7S")
    play(s, "QH", "AC", "AD", "8S")
    assert s.scores() == [0, -2, 15, 15]
    assert s.is_terminal() and s.winners() == [FH] and s.sheet[-1].winners == (FH,)
