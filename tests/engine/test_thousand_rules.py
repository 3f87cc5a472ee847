"""Thousand rules (rules/thousand.md §3–§8, §13, §14, §16): deal, cut, auction, stock, giving,
re-deal demands, contract, play, marriages, the 2- and 4-player variants, the golden round and
every option of §16.

Expected values come from the rules text; decks are injected in the dealing order of §4.2.
"""

from __future__ import annotations

import dataclasses

import pytest
from kartln.engine import events as ev
from kartln.engine.actions import Bid, PlayCard
from kartln.engine.cards import DECK_24, card_text, parse_card
from kartln.engine.games.thousand import events as tev
from kartln.engine.games.thousand.actions import BlindBid, LookAtCards
from kartln.engine.games.thousand.rules import PRESETS, ThousandRules, preset
from kartln.engine.games.thousand.state import ThousandState
from kartln.engine.options import options_of, rules_from_dict, rules_to_dict
from kartln.engine.state import IllegalAction
from thousand_helpers import (
    MARRY,
    MARRY_LINE,
    SWEEP,
    SWEEP_PLAY,
    cards,
    deck2,
    deck3,
    do,
    hand,
    legal_texts,
    nine_cuts,
    of_type,
    rules,
    scored,
    state,
    sweep,
    texts,
    uncut,
)


def marry_to_play(r: ThousandRules | None = None, contract: int = 100) -> ThousandState:
    s = state([MARRY], r)
    do(s, "bid 100", "pass", "pass", "give 9S to 1", "give 9C to 2", f"contract {contract}")
    return s


def bids(s: ThousandState) -> list[int]:
    return [a.value for a in s.legal_actions() if isinstance(a, Bid)]


# --------------------------------------------------------------------------- §3, §4 deal and cut


def test_deal_table_three_players_thousand_md_4_2() -> None:
    """§4.2: deck index 0, 10, 23 → stock; 1..9 and 11..22 round-robin first hand, second, dealer.
    §4.1: a cut at c makes deck[c:] + deck[:c] (README §3)."""
    deck = list(DECK_24)
    cut = 5
    s = ThousandState(ThousandRules(), 0, dealer=1, decks=[(deck, [cut])])
    final = deck[cut:] + deck[:cut]
    assert card_text(final[-1])[:-1] != "9"
    fh, second, dealer = 2, 0, 1  # dealer 1: first hand is on his left (§3)
    expected = {fh: set(), second: set(), dealer: set()}
    order = [fh, second, dealer]
    for i in range(1, 10):
        expected[order[(i - 1) % 3]].add(card_text(final[i]))
    for i in range(11, 23):
        expected[order[(i - 11) % 3]].add(card_text(final[i]))
    for seat in range(3):
        assert hand(s, seat) == expected[seat] and len(expected[seat]) == 7
    assert texts(s.stock) == {card_text(final[0]), card_text(final[10]), card_text(final[23])}
    cut_events = of_type(s.log, ev.DeckCut)
    assert [(e.cutter, e.index) for e in cut_events] == [(0, 5)]  # cutter: dealer's right (§3)
    assert s.current_player() == fh and legal_texts(s) == ["bid 100"]


def test_helper_deck_matches_table_thousand_md_4_2() -> None:
    s = state([SWEEP])
    assert hand(s, 0) == {"AH", "10H", "AD", "10D", "AC", "10C", "AS"}
    assert hand(s, 1) == {"KH", "QH", "JH", "KD", "QD", "JD", "KC"}
    assert hand(s, 2) == {"QC", "JC", "KS", "QS", "9D", "9C", "9S"}
    assert texts(s.stock) == {"9H", "JS", "10S"}


def test_cut_nine_at_bottom_cuts_again_thousand_md_4_1() -> None:
    """§4.1.3: a nine at the bottom is shown to all and the same cutter cuts again."""
    final = deck3(p1="AH 10H AD 10D AC 10C AS", stock="9H JS 10S")
    raw = uncut(final, 1)
    # first cut at 2 leaves 9H... at the bottom? find a cut with a nine at the bottom
    nine_cut = next(c for c in range(1, 24) if card_text((raw[c:] + raw[:c])[-1])[:-1] == "9")
    s = ThousandState(ThousandRules(), 0, dealer=2, decks=[(raw, [nine_cut, 23])])
    cuts = of_type(s.log, ev.DeckCut)
    assert len(cuts) == 2 and all(e.cutter == 1 for e in cuts)
    assert card_text(cuts[0].bottom)[:-1] == "9"
    once = raw[nine_cut:] + raw[:nine_cut]
    twice = once[23:] + once[:23]
    assert texts(s.stock) == {card_text(twice[0]), card_text(twice[10]), card_text(twice[23])}
    # the shown nine is known to every seat
    for seat in range(3):
        seen = [e for e in s.observation(seat).events if isinstance(e, ev.DeckCut)]
        assert seen[0].bottom == cuts[0].bottom


def test_third_nine_fines_cutter_and_passes_deal_thousand_md_4_1() -> None:
    """§4.1.3: third consecutive nine → cutter −120, deal void, next dealer deals."""
    raw = list(DECK_24)
    s = ThousandState(ThousandRules(), 0, dealer=2, decks=[(raw, nine_cuts(raw))])
    assert s.scores() == [0, -120, 0]  # cutter = dealer's right = seat 1
    assert len(s.sheet) == 1 and s.sheet[0].declarer is None and s.sheet[0].changes == (0, -120, 0)
    assert s.dealer == 0 and s.deal_no == 2  # the deal passed to the left
    assert of_type(s.log, ev.DealStarted)[0].dealer == 0


def test_cut_nine_rule_off_keeps_the_nine_thousand_md_16_8() -> None:
    """§16 #8 OFF: a nine at the bottom is dealt into the stock."""
    raw = list(DECK_24)
    c = nine_cuts(raw)[0]
    s = ThousandState(rules(cut_nine_rule=False), 0, dealer=2, decks=[(raw, [c])])
    final = raw[c:] + raw[:c]
    assert len(of_type(s.log, ev.DeckCut)) == 1
    assert card_text(final[23]) in texts(s.stock)
    assert s.scores() == [0, 0, 0]


def test_bottom_card_not_a_nine_is_hidden_thousand_md_4_1() -> None:
    """§4.1.2–3: only a nine at the bottom is shown to all. Decision: the bottom card of the final
    cut goes to the stock face down, so no seat sees it before the stock is turned (§6.1)."""
    s = state([SWEEP])
    bottom = parse_card("10S")
    for seat in range(3):
        for e in s.observation(seat).events:
            if isinstance(e, ev.DeckCut):
                assert e.bottom != bottom


# ------------------------------------------------------------------------------- §5 auction


def test_first_hand_must_open_100_thousand_md_5_1() -> None:
    s = state([SWEEP])
    assert s.current_player() == 0 and legal_texts(s) == ["bid 100"]
    with pytest.raises(IllegalAction, match="open the auction with 100"):
        do(s, "pass")
    with pytest.raises(IllegalAction, match="100"):
        do(s, "bid 105")


def test_auction_clockwise_pass_is_final_thousand_md_5_2_5_3() -> None:
    s = state([MARRY])
    do(s, "bid 100")
    assert s.current_player() == 1
    assert legal_texts(s)[0] == "pass" and bids(s) == [105, 110, 115, 120]
    do(s, "pass")
    assert s.current_player() == 2
    do(s, "bid 105")
    assert s.current_player() == 0  # seat 1 passed and is skipped (§5.3)
    do(s, "bid 110")
    assert s.current_player() == 2
    do(s, "pass")
    assert s.declarer == 0 and s.contract == 110  # §5.4: the last bid of the remaining player
    won = of_type(s.log, ev.AuctionWon)
    assert [(w.seat, w.value) for w in won] == [(0, 110)]


def test_two_passes_make_first_hand_declarer_at_100_thousand_md_5_4() -> None:
    s = state([SWEEP])
    do(s, "bid 100", "pass", "pass")
    assert s.declarer == 0 and s.contract == 100


def test_raise_steps_of_five_thousand_md_5_2() -> None:
    s = state([MARRY])
    do(s, "bid 100")
    for bad in ("bid 100", "bid 102", "bid 107"):
        with pytest.raises(IllegalAction):
            do(s, bad)
    do(s, "bid 115")
    assert bids(s)[:2] == [120, 125]  # seat 2 holds K♠ Q♠


def test_bid_above_120_needs_marriage_thousand_md_5_5() -> None:
    """Seat 1 of MARRY holds no K+Q pair: bids stop at 120; seat 0 holds ♥ and ♦ marriages."""
    s = state([MARRY])
    do(s, "bid 100")
    assert max(bids(s)) == 120
    with pytest.raises(IllegalAction, match="above 120 needs a marriage"):
        do(s, "bid 125")
    do(s, "bid 120", "pass")
    assert bids(s)[0] == 125 and max(bids(s)) == 400  # §5.6: upper limit 400
    with pytest.raises(IllegalAction):
        do(s, "bid 405")


def test_bid_cap_by_held_marriages_thousand_md_16_4() -> None:
    """§16 #4 option: max = 120 + marriages held (seat 0: ♥ 100 + ♦ 80 → 300)."""
    s = state([MARRY], rules(bid_cap_by_held_marriages=True))
    do(s, "bid 100", "bid 105", "pass")
    assert max(bids(s)) == 300
    with pytest.raises(IllegalAction, match="300"):
        do(s, "bid 305")


def test_marriage_requirement_off_thousand_md_16_3() -> None:
    s = state([MARRY], rules(marriage_needed_over_120=False))
    do(s, "bid 100")
    assert max(bids(s)) == 400  # seat 1 has no marriage
    do(s, "bid 125")
    assert s.high_bid == 125


def test_bid_step_ten_thousand_md_16_2() -> None:
    s = state([MARRY], rules(bid_step=10))
    do(s, "bid 100")
    assert bids(s) == [110, 120]
    with pytest.raises(IllegalAction, match="steps of 10"):
        do(s, "bid 115")


# ------------------------------------------------------------------------ §5.7 blind bidding


def test_blind_bidding_off_by_default_thousand_md_16_6() -> None:
    s = state([SWEEP])
    assert not any(isinstance(a, (BlindBid, LookAtCards)) for a in s.legal_actions())
    assert s.observation(0).hand is not None


def test_blind_bid_hides_hand_and_caps_at_120_thousand_md_5_7() -> None:
    s = state([MARRY], rules(blind_bidding=True))
    assert set(legal_texts(s)) == {"look", "blind 100"}
    assert s.observation(0).hand is None
    assert all(not isinstance(e, ev.HandDealt) or e.cards is None for e in s.observation(0).events)
    do(s, "blind 100")
    # seat 1 may look or bid blind up to 120 only
    assert set(legal_texts(s)) == {"pass", "look", "blind 105", "blind 110", "blind 115", "blind 120"}
    with pytest.raises(IllegalAction, match="blind bid may not exceed 120"):
        do(s, "blind 125")
    with pytest.raises(IllegalAction, match="look at your cards first"):
        do(s, "bid 105")
    do(s, "look")
    assert s.observation(1).hand == s.hands[1]
    with pytest.raises(IllegalAction, match="before you look"):
        do(s, "blind 105")
    do(s, "pass", "look", "pass")
    assert s.declarer == 0 and s.blind_win
    assert s.observation(0).hand == s.hands[0]  # cards are shown once the auction ends


def test_blind_win_doubles_declarer_only_thousand_md_5_7() -> None:
    """§5.7: a blind winner's ±contract counts double; defenders are unaffected."""
    s = state([SWEEP], rules(blind_bidding=True))
    do(s, "blind 100", "look", "pass", "look", "pass")
    e = do(s, *SWEEP_PLAY)
    assert scored(e).changes == (200, 0, 0)


# ----------------------------------------------------------------- §6 stock, giving, contract


def test_stock_shown_to_all_then_taken_thousand_md_6_1() -> None:
    s = state([SWEEP])
    for seat in range(3):
        assert s.observation(seat).stock is None
    do(s, "bid 100", "pass", "pass")
    shown = of_type(s.log, tev.StockShown)
    assert len(shown) == 1 and texts(shown[0].cards) == {"9H", "JS", "10S"}
    for seat in range(3):
        assert texts(s.observation(seat).stock) == {"9H", "JS", "10S"}
    assert len(hand(s, 0)) == 10 and s.phase == "give"


def test_giving_one_card_to_each_opponent_thousand_md_6_2() -> None:
    s = state([SWEEP])
    do(s, "bid 100", "pass", "pass")
    with pytest.raises(IllegalAction, match="do not hold"):
        do(s, "give KH to 1")
    with pytest.raises(IllegalAction, match="opponent, not to yourself"):
        do(s, "give 9H to 0")
    do(s, "give 9H to 1")
    with pytest.raises(IllegalAction, match="exactly one card"):
        do(s, "give JS to 1")
    assert {a.text().split()[-1] for a in s.legal_actions()} == {"2"}
    do(s, "give JS to 2")
    assert [len(hand(s, k)) for k in range(3)] == [8, 8, 8]
    assert "9H" in hand(s, 1) and "JS" in hand(s, 2)
    # a gift is seen by giver and receiver only
    assert s.observation(1).given == ((1, parse_card("9H")),)
    assert s.observation(2).given == ((2, parse_card("JS")),)
    assert len(s.observation(0).given) == 2
    for e in s.observation(2).events:
        if isinstance(e, ev.CardGiven) and e.receiver == 1:
            assert e.card is None


def test_contract_raise_never_lower_thousand_md_6_3() -> None:
    s = state([MARRY])
    do(s, "bid 100", "bid 105", "pass", "bid 110", "pass", "give 9S to 1", "give 9C to 2")
    assert s.declarer == 0 and s.contract == 110
    with pytest.raises(IllegalAction, match="never lowered"):
        do(s, "contract 105")
    with pytest.raises(IllegalAction, match="steps of 5"):
        do(s, "contract 112")
    legal = legal_texts(s)
    assert legal[0] == "contract 110" and legal[-1] == "contract 400"
    do(s, "contract 150")
    assert s.contract == 150 and s.phase == "play" and s.current_player() == 0


def test_raise_above_120_needs_marriage_after_giving_thousand_md_6_3() -> None:
    """SWEEP's declarer holds no marriage: he may raise to 120 at most."""
    s = state([SWEEP])
    do(s, "bid 100", "pass", "pass", "give 9H to 1", "give JS to 2")
    assert legal_texts(s)[-1] == "contract 120"
    with pytest.raises(IllegalAction, match="needs a marriage"):
        do(s, "contract 125")


def test_contract_won_above_120_stands_without_marriage_thousand_md_6_3() -> None:
    """§6.3: a contract above 120 won in the auction stands even if the marriage is given away."""
    s = state([MARRY])
    do(s, "bid 100", "pass", "bid 125", "pass")
    # seat 2 won (AD 10D JD 9D AC KS QS + stock KC QC JC); it gives away K♠ and K♣
    assert s.declarer == 2 and s.contract == 125
    do(s, "give KS to 0", "give KC to 1")
    assert legal_texts(s) == ["contract 125"]
    do(s, "contract 125")
    assert s.contract == 125


def test_raise_after_stock_off_thousand_md_16_5() -> None:
    s = state([MARRY], rules(raise_after_stock=False))
    do(s, "bid 100", "pass", "pass", "give 9S to 1", "give 9C to 2")
    assert legal_texts(s) == ["contract 100"]
    with pytest.raises(IllegalAction, match="not allowed"):
        do(s, "contract 105")


# --------------------------------------------------------------------------- §4.3 re-deals

FOUR_NINES = deck3(p1="9H 9D 9C 9S AH 10H KH", p2="AD 10D KD QD JD AC 10C", stock="QH JH AS")


def test_four_nines_demand_redeals_same_dealer_thousand_md_4_3() -> None:
    s = state([FOUR_NINES, SWEEP])
    assert s.phase == "four nines" and s.current_player() == 0
    assert set(legal_texts(s)) == {"redeal", "keep"}
    do(s, "redeal")
    assert s.dealer == 2 and s.scores() == [0, 0, 0] and s.records[1].bolts == 0
    assert s.sheet[-1].declarer is None and s.sheet[-1].changes == (0, 0, 0)
    assert hand(s, 0) == {"AH", "10H", "AD", "10D", "AC", "10C", "AS"}  # the second deck


def test_four_nines_keep_opens_auction_thousand_md_4_3() -> None:
    s = state([FOUR_NINES])
    do(s, "keep")
    assert s.phase == "auction" and legal_texts(s) == ["bid 100"]


def test_four_nines_option_off_thousand_md_16_9() -> None:
    s = state([FOUR_NINES], rules(redeal_four_nines=False))
    assert s.phase == "auction"


STOCK_NINES = deck3(p1="AH 10H AD 10D AC 10C AS", p2="KH QH JH KD QD JD KC", stock="9H 9D 10S")
ONE_NINE_STOCK = SWEEP


def test_stock_nines_demand_thousand_md_4_3() -> None:
    s = state([STOCK_NINES, SWEEP])
    do(s, "bid 100", "pass", "pass")
    assert s.phase == "stock nines" and s.current_player() == 0
    assert set(legal_texts(s)) == {"redeal", "keep"}
    do(s, "redeal")
    assert s.dealer == 2 and s.scores() == [0, 0, 0] and s.phase == "auction"


def test_stock_nines_keep_takes_stock_thousand_md_4_3() -> None:
    s = state([STOCK_NINES])
    do(s, "bid 100", "pass", "pass", "keep")
    assert s.phase == "give" and len(hand(s, 0)) == 10


def test_one_nine_in_stock_gives_no_demand_thousand_md_4_3() -> None:
    s = state([ONE_NINE_STOCK])
    do(s, "bid 100", "pass", "pass")
    assert s.phase == "give"


def test_stock_nines_option_off_thousand_md_16_9() -> None:
    s = state([STOCK_NINES], rules(redeal_stock_nines=False))
    do(s, "bid 100", "pass", "pass")
    assert s.phase == "give"


# Seat 1 holds three nines; the stock brings the fourth to first hand, who gives it to seat 1.
PASSED_NINES = deck3(p1="AH 10H AD 10D AC 10C AS", p2="9D 9C 9S KH QH JH KD", stock="9H JS 10S")


def test_passed_nines_demand_thousand_md_4_3() -> None:
    s = state([PASSED_NINES, SWEEP])
    do(s, "bid 100", "pass", "pass", "give 9H to 1", "give JS to 2")
    assert s.phase == "passed nines" and s.current_player() == 1
    do(s, "redeal")
    assert s.dealer == 2 and s.scores() == [0, 0, 0] and s.deal_no == 2


def test_passed_nines_keep_goes_to_contract_thousand_md_4_3() -> None:
    s = state([PASSED_NINES])
    do(s, "bid 100", "pass", "pass", "give 9H to 1", "give JS to 2", "keep")
    assert s.phase == "contract" and s.current_player() == 0


def test_passed_nines_need_a_received_nine_thousand_md_4_3() -> None:
    """Seed 000 ("gives away a nine and as a result another player has four nines"): a player who
    already held four nines and declined the demand before the auction is not offered it again."""
    four = deck3(p1="AH 10H AD 10D AC 10C AS", p2="9D 9C 9S 9H QH JH KD", stock="KH JS 10S")
    s = state([four])
    do(s, "keep", "bid 100", "pass", "pass", "give KH to 1", "give JS to 2")
    assert s.phase == "contract"


@pytest.mark.parametrize("opts", [{"redeal_passed_nines": False}, {"four_nines_original_only": True}])
def test_passed_nines_options_thousand_md_16_9(opts: dict[str, bool]) -> None:
    """§16 #9: passed-nines demand OFF, or 'original hand only' (Decision: with that sub-option
    nines received from the declarer never count, so no demand arises after giving)."""
    s = state([PASSED_NINES], rules(**opts))
    do(s, "bid 100", "pass", "pass", "give 9H to 1", "give JS to 2")
    assert s.phase == "contract"


# -------------------------------------------------------------------------------- §7 play


def test_declarer_leads_first_trick_and_winner_leads_thousand_md_7() -> None:
    s = marry_to_play()
    assert s.current_player() == 0
    assert set(legal_texts(s)) == {"play AS", "play KH", "play QH", "play KD", "play QD", "play KC",
                                   "play QC", "play JC"}  # any card, no marriage on trick 1
    e = do(s, "play AS", "play JS", "play KS")
    won = of_type(e, ev.TrickWon)
    assert won[0].seat == 0 and won[0].points == 11 + 2 + 4
    assert s.current_player() == 0


def test_following_rule_f2_thousand_md_7_1() -> None:
    s = marry_to_play()
    do(s, "play AS")
    assert set(legal_texts(s)) == {"play 10S", "play JS", "play 9S"}  # must follow ♠
    with pytest.raises(IllegalAction, match="must follow suit"):
        do(s, "play AH")
    do(s, "play 9S")
    assert set(legal_texts(s)) == {"play QS", "play KS"}  # no obligation to head
    do(s, "play QS")
    # trick 2: first hand declares ♥; seat 1 must follow ♥, seat 2 (void in ♥) may play anything
    do(s, "play QH+")
    assert set(legal_texts(s)) == {"play 10H", "play AH", "play 9H", "play JH"}
    do(s, "play 9H")
    assert set(legal_texts(s)) == {"play " + c for c in hand(s, 2)} and len(hand(s, 2)) == 7
    e = do(s, "play AC")
    assert of_type(e, ev.TrickWon)[0].seat == 0  # Q♥ trump beats A♣ of another suit
    # trick 3: ♦ marriage replaces ♥; seat 1 has no ♦ and no trump → any card
    e = do(s, "play KD+")
    assert s.trump == 1 and of_type(e, ev.MarriageDeclared)[0].points == 80
    assert len(legal_texts(s)) == 6
    do(s, "play AH")
    assert set(legal_texts(s)) == {"play AD", "play 10D", "play JD", "play 9D"}
    e = do(s, "play 9D")
    assert of_type(e, ev.TrickWon)[0].seat == 0  # K♦ beats 9♦ of the trump suit; A♥ is no trump now
    # trick 4: K♥ (no longer trump); seat 1 follows ♥, seat 2 is void in ♥ and must trump ♦
    do(s, "play KH")
    assert set(legal_texts(s)) == {"play 10H", "play JH"}
    do(s, "play 10H")
    assert set(legal_texts(s)) == {"play AD", "play 10D", "play JD"}
    with pytest.raises(IllegalAction, match="must play a trump"):
        do(s, "play KS")
    e = do(s, "play JD")
    assert of_type(e, ev.TrickWon)[0].seat == 2  # J♦ trump beats 10♥, the best card of the led suit


def test_marriage_points_and_trump_thousand_md_7_2() -> None:
    s = marry_to_play()
    do(s, "play AS", "play 9S", "play QS")
    e = do(s, "play KH+")
    assert [(m.seat, m.suit, m.points) for m in of_type(e, ev.MarriageDeclared)] == [(0, 0, 100)]
    assert of_type(e, ev.TrumpChanged)[0].suit == 0 and s.trump == 0
    assert s.marriage_points == [100, 0, 0]
    do(s, "play AH", "play KS")  # A♥ beats K♥ within the trump suit
    assert s.current_player() == 1 and s.tricks == [1, 1, 0]
    # the Q♥ alone can no longer be declared: its King is gone
    assert s.marriage_points == [100, 0, 0]


def test_undeclared_marriage_card_is_plain_thousand_md_7_2() -> None:
    s = marry_to_play()
    do(s, "play AS", "play 9S", "play QS", "play QH")
    assert s.trump is None and s.marriage_points == [0, 0, 0]
    assert "play KH+" not in legal_texts(s)  # not leading
    do(s, "play AH", "play AC")  # no trump: A♥ wins the ♥ trick, A♣ is a discard
    assert s.current_player() == 1


def test_marriage_needs_both_cards_thousand_md_7_2() -> None:
    s = marry_to_play()
    do(s, "play AS", "play 9S", "play QS")
    with pytest.raises(IllegalAction, match="by leading its King or Queen"):
        s.apply(PlayCard(parse_card("JC"), True))
    do(s, "play QH", "play 9H", "play AC")  # Q♥ led undeclared wins the trick without trumps
    assert s.current_player() == 0 and s.marriage_points == [0, 0, 0]
    assert "play KH+" not in legal_texts(s)
    with pytest.raises(IllegalAction, match="both the King and the Queen of ♥"):
        do(s, "play KH+")


def test_several_marriages_count_for_declarer_of_each_thousand_md_7_2() -> None:
    s = marry_to_play()
    do(s, "play AS", "play 9S", "play QS", "play QH+", "play 9H", "play AC",
       "play KD+", "play AH", "play 9D", "play QC+")
    assert s.marriage_points == [240, 0, 0] and s.trump == 2
    assert [m for m in s.marriages] == [(0, 0), (0, 1), (0, 2)]


def test_eight_tricks_and_120_points_thousand_md_7_8() -> None:
    s = state([SWEEP])
    e = sweep(s)
    assert len(of_type(e, ev.TrickWon)) == 8
    assert sum(t.points for t in of_type(e, ev.TrickWon)) == 120
    assert scored(e).details.raw == (120, 0, 0)


def test_play_illegal_outside_turn_forms_thousand_md_7() -> None:
    s = marry_to_play()
    with pytest.raises(IllegalAction, match="do not hold the 10♠"):
        do(s, "play 10S")
    with pytest.raises(IllegalAction, match="play a card"):
        do(s, "bid 105")


# ---------------------------------------------------------------- §2.1 marriage values, skins


@pytest.mark.parametrize(
    ("pack", "values", "clubs", "spades"),
    [("french", "by_skin", 60, 40), ("german", "by_skin", 40, 60), ("german", "by_internal_suit", 60, 40),
     ("french", "by_internal_suit", 60, 40)],
)
def test_marriage_values_by_skin_thousand_md_2_1(pack: str, values: str, clubs: int, spades: int) -> None:
    """§2.1 / §16 #1: German pack as printed: Grün (internal ♠) 60, Eichel (internal ♣) 40."""
    s = ThousandState(rules(card_pack=pack, marriage_values=values), 0, dealer=2)
    assert s.values == (100, 80, clubs, spades)


def test_clubs_marriage_in_play_french_60_german_40_thousand_md_2_1() -> None:
    for pack, value in (("french", 60), ("german", 40)):
        s = marry_to_play(rules(card_pack=pack))
        do(s, "play AS", "play 9S", "play QS")
        e = do(s, "play KC+")
        assert of_type(e, ev.MarriageDeclared)[0].points == value


# ------------------------------------------------------------------------- §14.2 two players

TWO = deck2(
    fh="AH 10H KH QH AD 10D KD QD AC 10C",
    dealer="9H JH 9D JD KC QC JC 9C AS 10S",
    stock_a="KS QS",
    stock_b="9S JS",
)


def test_two_player_deal_thousand_md_14_2() -> None:
    s = state([TWO], rules(players=2), dealer=1)
    assert hand(s, 0) == {"AH", "10H", "KH", "QH", "AD", "10D", "KD", "QD", "AC", "10C"}
    assert len(hand(s, 1)) == 10
    assert [texts(x) for x in s.stocks] == [{"KS", "QS"}, {"9S", "JS"}]
    assert s.current_player() == 0 and legal_texts(s) == ["bid 100"]


def test_two_player_stock_discard_pile_thousand_md_14_2() -> None:
    s = state([TWO], rules(players=2), dealer=1)
    do(s, "bid 100", "pass")
    assert s.declarer == 0 and s.phase == "choose stock"
    do(s, "stock 1")
    assert texts(s.observation(1).stock) == {"KS", "QS"}  # the chosen stock is shown
    assert len(hand(s, 0)) == 12 and s.phase == "discard"
    do(s, "discard KD", "discard QD")
    assert len(hand(s, 0)) == 10 and len(hand(s, 1)) == 10
    assert texts(s.pile) == {"9S", "JS", "KD", "QD"}
    assert texts(s.observation(0).discarded) == {"KD", "QD"}
    assert s.observation(1).discarded == 0
    do(s, "contract 100")
    assert s.phase == "play"
    # play out: first legal card each time
    out = []
    while s.deal_no == 1:
        out += s.apply(s.legal_actions()[0])
    tricks = of_type(out, ev.TrickWon)
    assert len(tricks) == 10 and all(len(t.cards) == 2 for t in tricks)
    pile = of_type(out, tev.PileTaken)
    assert len(pile) == 1 and pile[0].seat == tricks[-1].seat and pile[0].points == 0 + 2 + 4 + 3
    assert sum(t.points for t in tricks) + pile[0].points == 120


def test_two_player_auction_ends_with_one_pass_thousand_md_14_2() -> None:
    s = state([TWO], rules(players=2), dealer=1)
    do(s, "bid 100", "bid 105", "pass")
    assert s.declarer == 1 and s.contract == 105


# ------------------------------------------------------------------------ §14.1 four players


def test_four_player_dealer_sits_out_and_sees_stock_thousand_md_14_1() -> None:
    s = ThousandState(rules(players=4), 0, dealer=3, decks=[(uncut(SWEEP), [1])])
    assert s.active == (0, 1, 2) and s.hands[3] == 0
    assert hand(s, 0) == {"AH", "10H", "AD", "10D", "AC", "10C", "AS"}
    assert texts(s.observation(3).stock) == {"9H", "JS", "10S"}
    assert all(s.observation(k).stock is None for k in range(3))
    seen = of_type(s.observation(0).events, tev.StockSeen)
    assert seen and seen[0].cards is None
    assert of_type(s.log, ev.DeckCut)[0].cutter == 2  # dealer's right
    do(s, "bid 100", "pass", "pass")
    assert s.declarer == 0


# ---------------------------------------------------------------------------- §13 golden round


def test_golden_round_no_auction_first_hand_120_thousand_md_13() -> None:
    s = state([SWEEP], rules(golden_round=True))
    assert s.golden and s.declarer == 0 and s.contract == 120 and s.phase == "give"
    do(s, "give 9H to 1", "give JS to 2")
    assert legal_texts(s) == ["contract 120"]  # no marriage: no raise above 120


def test_golden_circle_lasts_one_deal_per_seat_thousand_md_13() -> None:
    s = ThousandState(rules(golden_round=True), 3, dealer=0)
    goldens = []
    while s.deal_no <= 5 and not s.is_terminal():
        no = s.deal_no
        goldens.append((no, s.golden))
        while s.deal_no == no and not s.is_terminal():
            s.apply(s.legal_actions()[0])
    flags = dict(goldens)
    assert [flags[k] for k in range(1, 6) if k in flags] == [True, True, True, False, False]


def test_golden_redeal_does_not_advance_circle_thousand_md_13() -> None:
    s = state([FOUR_NINES, SWEEP, SWEEP, SWEEP], rules(golden_round=True))
    do(s, "redeal")
    assert s.golden and s.dealer == 2 and s.dealer_turns == 0


# ------------------------------------------------------------------------ §16 options table


def test_every_option_default_thousand_md_16() -> None:
    """§16: the default of every option, as the table gives it."""
    defaults = {o.key: o.default for o in options_of(ThousandRules)}
    assert defaults == {
        "players": 3,
        "card_pack": "french",
        "marriage_values": "by_skin",  # #1
        "bid_step": 5,  # #2
        "marriage_needed_over_120": True,  # #3
        "bid_cap_by_held_marriages": False,  # #4 (max 400)
        "raise_after_stock": True,  # #5
        "blind_bidding": False,  # #6
        "golden_round": False,  # #7
        "cut_nine_rule": True,  # #8
        "redeal_four_nines": True,  # #9
        "redeal_stock_nines": True,
        "redeal_passed_nines": True,
        "four_nines_original_only": False,
        "rounding": 5,  # #10
        "bolts": True,  # #11
        "barrel_threshold": 880,  # #12
        "barrel_three_deals_fine": 120,  # #13
        "knocked_off_fine": 125,  # #14
        "third_fall_resets": True,  # #15
        "direct_win_below_barrel": False,  # #16
        "dealer_scores_stock": True,  # #18
        "ace_marriage": False,  # #19
        "concession": False,
        "dump_truck_555": False,
    }
    for o in options_of(ThousandRules):
        if o.choices is not None:
            assert o.default in o.choices


def test_option_alternatives_of_table_are_offered_thousand_md_16() -> None:
    by_key = {o.key: o for o in options_of(ThousandRules)}
    assert by_key["bid_step"].choices == (5, 10)
    assert by_key["rounding"].choices == (5, 10)
    assert by_key["barrel_threshold"].choices == (880, 900)
    assert set(by_key["barrel_three_deals_fine"].choices) == {120, 125}
    assert set(by_key["knocked_off_fine"].choices) == {120, 125}
    assert set(by_key["players"].choices) == {2, 3, 4}
    assert set(by_key["marriage_values"].choices) == {"by_skin", "by_internal_suit"}


def test_rules_round_trip_and_validation_thousand_md_16() -> None:
    r = rules(bid_step=10, rounding=10, golden_round=True)
    assert rules_from_dict(ThousandRules, rules_to_dict(r)) == r
    with pytest.raises(ValueError, match="not one of"):
        ThousandRules(bid_step=7)
    with pytest.raises(ValueError, match="unknown rule option"):
        rules_from_dict(ThousandRules, {"ace_marriages": True})
    assert preset("polish").rounding == 10 and preset("polish").bid_step == 10
    assert preset("russian", players=4).players == 4
    assert all(isinstance(p, ThousandRules) for p in PRESETS.values())
    assert dataclasses.asdict(PRESETS["russian"]) == dataclasses.asdict(ThousandRules())


# ------------------------------------------------------- IllegalAction messages, player's words


def test_illegal_action_messages_name_the_rule_thousand_md_15() -> None:
    """§15: illegal actions are refused, with the rule in a player's words."""
    s = state([MARRY])
    with pytest.raises(IllegalAction, match=r"^first hand must open the auction with 100$"):
        do(s, "bid 110")
    do(s, "bid 100")
    with pytest.raises(IllegalAction, match="a bid above 120 needs a marriage"):
        do(s, "bid 150")
    with pytest.raises(IllegalAction, match="bid or pass"):
        do(s, "play AS")
    do(s, "pass", "pass", "give 9S to 1", "give 9C to 2")
    with pytest.raises(IllegalAction, match="raised but never lowered"):
        do(s, "contract 95")
    do(s, "contract 100")
    with pytest.raises(IllegalAction, match="only after you have taken a trick"):
        do(s, "play QH+")
    with pytest.raises(IllegalAction, match="you do not hold the A♥"):
        do(s, "play AH")
    do(s, "play AS")
    with pytest.raises(IllegalAction, match="you must follow suit: ♠"):
        do(s, "play 10C")
    with pytest.raises(IllegalAction, match="when leading"):
        s.apply(PlayCard(parse_card("JS"), True))
    do(s, "play JS", "play KS")


def test_match_over_refuses_actions() -> None:
    s = state([SWEEP])
    s.phase = "over"
    with pytest.raises(IllegalAction, match="match is over"):
        do(s, "pass")


def test_parse_action_forms() -> None:
    s = state([SWEEP])
    assert s.parse_action("play QH+") == PlayCard(parse_card("QH"), True)
    assert s.parse_action("bid 105") == Bid(105)
    assert cards("10S QH") == [parse_card("10S"), parse_card("QH")]


def test_blind_winner_may_raise_after_stock_thousand_md_5_7_6_3() -> None:
    """Decision: a blind winner has seen his cards once he takes the stock, so he may raise like
    any declarer (a raise above 120 still needs a marriage); the doubling applies to the final
    contract."""
    s = state([MARRY], rules(blind_bidding=True))
    do(s, "blind 100", "look", "pass", "look", "pass", "give 9S to 1", "give 9C to 2")
    assert s.blind_win and legal_texts(s)[-1] == "contract 400"
    do(s, "contract 205", *MARRY_LINE)
    assert s.sheet[-1].changes == (410, 15, 80)


@pytest.mark.parametrize("players", [2, 4])
def test_golden_circle_other_player_counts_thousand_md_13(players: int) -> None:
    """§13: the golden circle is one deal per seat (4 deals with 4 players, 2 with 2)."""
    s = ThousandState(rules(golden_round=True, players=players), 5, dealer=0)
    flags = []
    while len(flags) < players + 1:
        no = s.deal_no
        flags.append(s.golden)
        assert not s.golden or (s.declarer == s.active[0] and s.contract == 120)
        while s.deal_no == no:
            s.apply(s.legal_actions()[0])
    assert flags == [True] * players + [False]


# Where each option of §16 shows its effect (test names in this folder).
OPTION_EFFECTS = {
    "players": "test_two_player_deal_thousand_md_14_2",
    "card_pack": "test_clubs_marriage_in_play_french_60_german_40_thousand_md_2_1",
    "marriage_values": "test_marriage_values_by_skin_thousand_md_2_1",
    "bid_step": "test_bid_step_ten_thousand_md_16_2",
    "marriage_needed_over_120": "test_marriage_requirement_off_thousand_md_16_3",
    "bid_cap_by_held_marriages": "test_bid_cap_by_held_marriages_thousand_md_16_4",
    "raise_after_stock": "test_raise_after_stock_off_thousand_md_16_5",
    "blind_bidding": "test_blind_bid_hides_hand_and_caps_at_120_thousand_md_5_7",
    "golden_round": "test_golden_round_no_auction_first_hand_120_thousand_md_13",
    "cut_nine_rule": "test_cut_nine_rule_off_keeps_the_nine_thousand_md_16_8",
    "redeal_four_nines": "test_four_nines_option_off_thousand_md_16_9",
    "redeal_stock_nines": "test_stock_nines_option_off_thousand_md_16_9",
    "redeal_passed_nines": "test_passed_nines_options_thousand_md_16_9",
    "four_nines_original_only": "test_passed_nines_options_thousand_md_16_9",
    "rounding": "test_defender_rounding_to_10_thousand_md_16_10",
    "bolts": "test_bolts_option_off_thousand_md_16_11",
    "barrel_threshold": "test_barrel_threshold_900_thousand_md_16_12",
    "barrel_three_deals_fine": "test_three_deals_on_barrel_thousand_md_11_4",
    "knocked_off_fine": "test_knocked_off_by_new_arrival_thousand_md_11_6",
    "third_fall_resets": "test_third_fall_reset_option_off_thousand_md_16_15",
    "direct_win_below_barrel": "test_direct_win_option_thousand_md_16_16",
    "dealer_scores_stock": "test_sitting_out_dealer_scores_stock_thousand_md_14_1",
    "ace_marriage": "test_ace_marriage_declared_for_200_trump_unchanged_thousand_md_16_19",
    "concession": "test_concession_opponents_score_60_declarer_free_thousand_md_16_19",
    "dump_truck_555": "test_dump_truck_555_falls_to_zero_thousand_md_16_19",
}


def test_every_option_has_an_effect_test_thousand_md_16() -> None:
    """Each option of the rules has a test that shows its effect; a new option needs one too."""
    import test_thousand_house_rules
    import test_thousand_scoring

    assert set(OPTION_EFFECTS) == {o.key for o in options_of(ThousandRules)}
    modules = (test_thousand_scoring, test_thousand_house_rules)
    for name in OPTION_EFFECTS.values():
        assert name in globals() or any(hasattr(m, name) for m in modules), name
