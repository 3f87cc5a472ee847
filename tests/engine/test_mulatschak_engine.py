"""Mulatschak rules (rules/mulatschak.md): the Weli, the cut, the whiteout, the auction, the
exchange on sight, play or stay at home, rule F4 and the scoring. Scenario numbers refer to §12,
decisions to §11."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from kartln.engine.actions import Bid, Drop, Exchange, NameTrump, Pass, StayIn
from kartln.engine.cards import DECK_36, WELI, Suit, mask
from kartln.engine.events import DealScored
from kartln.engine.games.mulatschak import MulatschakRules, MulatschakState
from kartln.engine.games.mulatschak.actions import (
    BidMulatschak,
    Hold,
    KeepOriginal,
    LayOut,
    TakeFaceUp,
    TakeInstead,
    Whiteout,
)
from kartln.engine.games.mulatschak.state import (
    BID,
    HIDDEN,
    LAY_OUT,
    MULATSCHAK,
    ON_SIGHT,
    WHITEOUT,
)
from kartln.engine.games.rams_family import RamsPhase
from kartln.engine.games.rams_family.actions import TakeBottomCard
from kartln.engine.state import IllegalAction

from tests.engine.rams_helpers import cards, injected, legal_follow, packets_order, play, texts

FH, P2, P3, DEALER = 0, 1, 2, 3
HANDS = ("AS KS QS JS 10S", "AH KH QH JH 10H", "AC KC QC JC 10C", "AD KD QD JD 10D")
STOCK = "9S 8S 7S 9H 8H 7H 9C 8C 7C 9D 8D 7D 6S 6H 6D 6C"


def new_state(hands: Sequence[str] = HANDS, stock: str = STOCK, totals: Sequence[int] = (),
              more: int = 0, **options: object) -> MulatschakState:
    """Four players dealt ``hands`` (forehand first, 3 then 2), the stock in ``stock`` order; ``more``
    further deals from the same cards."""
    dealt = packets_order(hands)
    order = dealt + [c for c in cards(stock) if c not in dealt]
    deck = injected(order, DECK_36)
    s = MulatschakState(MulatschakRules(**options), seed=1, dealer=DEALER, decks=[deck] * (1 + more))  # type: ignore[arg-type]
    if totals:
        s.totals = list(totals)
    return s


def no_whiteouts(s: MulatschakState) -> None:
    while s.phase == WHITEOUT:
        s.apply(Pass())


def auction(s: MulatschakState, *bids: object) -> None:
    no_whiteouts(s)
    for b in bids:
        s.apply(b if not isinstance(b, int) else Bid(b))  # type: ignore[arg-type]


def declare(s: MulatschakState, bids: Sequence[object], trump: Suit) -> None:
    auction(s, *bids)
    s.apply(NameTrump(trump))


# Cards and tricks (§2, §7).


@pytest.mark.parametrize(("rank", "winner"), [("lowest", 0), ("second", 1)])
def test_scenario_1_the_weli_against_the_trump_six(rank: str, winner: int) -> None:
    s = new_state(weli_rank=rank)
    declare(s, (2, Pass(), Pass(), Pass()), Suit.HEARTS)
    assert s.deal_order().trick_winner_index(cards("6H 6D")) == winner


@pytest.mark.parametrize(("rank", "held", "want"), [
    ("lowest", "6D 7D", "7D"),  # the Weli is a trump, not a diamond
    ("lowest", "6D AC", "6D AC"),  # it cannot beat the ♠7: any card
    ("second", "6D AC", "6D"),  # second highest: it wins, so it must be played
])
def test_scenario_2_the_weli_follows_as_a_trump(rank: str, held: str, want: str) -> None:
    s = new_state(weli_rank=rank)
    declare(s, (2, Pass(), Pass(), Pass()), Suit.SPADES)
    trick = "KD" if held == "6D 7D" else "KD 7S"
    assert legal_follow(s.deal_order(), s.follow_rule(), trick, held) == set(want.split())


@pytest.mark.parametrize(("held", "want"), [
    ("AH 9H KS", "AH"),  # scenario 3: follow and head
    ("7C AS", "7C"),  # scenario 4: a trump that wins must be played
])
def test_scenarios_3_and_4_follow_and_head_trump_only_to_win(held: str, want: str) -> None:
    s = new_state()
    declare(s, (2, Pass(), Pass(), Pass()), Suit.CLUBS)
    assert legal_follow(s.deal_order(), s.follow_rule(), "QH", held) == {want}


# The cut and the deal (§3).


def test_the_deal_is_three_then_two_and_sixteen_cards_stay_as_the_stock() -> None:
    order = list(DECK_36)
    s = MulatschakState(MulatschakRules(weli_cut=False), dealer=DEALER, decks=[injected(order, DECK_36)])
    assert s.hands[FH] == mask(order[0:3] + order[12:14])
    assert s.hands[DEALER] == mask(order[9:12] + order[18:20])
    assert s.talon == order[20:]


def weli_at_the_bottom(**options: object) -> MulatschakState:
    order = [c for c in DECK_36 if c != WELI] + [WELI]
    return MulatschakState(MulatschakRules(**options), dealer=DEALER,  # type: ignore[arg-type]
                           decks=[injected(order[:-1], [*order[:-1], WELI])])


def test_the_cutter_may_take_the_weli_and_shows_it() -> None:
    """§3.1, §3.2: the cutter (right of the dealer) takes it and gets two in the first packet."""
    s = weli_at_the_bottom()
    assert s.phase == RamsPhase.CUT and s.current_player() == P3
    assert s.observation(FH).cut_card is None  # nobody else sees what he looks at
    s.apply(TakeBottomCard())
    assert s.hands[P3] >> WELI & 1 and s.hands[P3].bit_count() == 5
    assert (P3, WELI) in s.observation(FH).face_up and s.observation(FH).cut_card == WELI
    order = [c for c in DECK_36 if c != WELI]
    assert s.hands[DEALER] == mask(order[8:11] + order[17:19]) and len(s.talon) == 16


def test_the_weli_at_the_cut_is_not_offered_without_the_option() -> None:
    s = weli_at_the_bottom(weli_cut=False)
    assert s.phase != RamsPhase.CUT and not s.hands[P3] >> WELI & 1


# The whiteout (§4).

WHITE = "AS 10S 9S 6D 7C"  # no king, ober or unter; the Weli does not prevent it


def test_a_whiteout_throws_in_the_same_dealer_deals_and_the_next_scored_deal_doubles() -> None:
    s = new_state((WHITE, "AH KH QH JH 10H", "AC KC QC JC 10C", "AD KD QD JD 10D"),
                  stock="KS QS JS 9H 8H 7H 9C 8C 7C 9D 8D 7D 6S 6H 6C 8S", more=2)
    assert s.phase == WHITEOUT and s.current_player() == FH
    assert s.legal_actions() == [Pass(), Whiteout()]
    events = s.apply(Whiteout())
    row = next(e for e in events if isinstance(e, DealScored)).details
    assert row.changes == (0, 0, 0, 0) and s.dealer == DEALER and s.pending_whiteouts == 1
    s.apply(Whiteout())  # the same hand again: a second whiteout
    assert s.multiplier() == 4 and s.dealer == DEALER
    s.apply(Pass())
    declare(s, (Pass(), 2, Pass(), Pass()), Suit.SPADES)
    assert s.multiplier() == 4  # cleared only by a scored deal


def test_only_a_hand_without_faces_is_asked_and_an_ace_counts_by_option() -> None:
    s = new_state((WHITE, *HANDS[1:]))
    assert s.current_player() == FH and s.phase == WHITEOUT
    s.apply(Pass())
    assert s.phase == BID  # nobody else may throw in
    s = new_state((WHITE, *HANDS[1:]), whiteout_counts_ace=True)
    assert s.phase == BID
    s = new_state((WHITE, *HANDS[1:]), whiteout=False)
    assert s.phase == BID


# The auction (§5).


def test_scenario_5_the_dealer_holds_the_highest_bid() -> None:
    s = new_state()
    auction(s, 2, 3, Pass())
    assert Hold() in s.legal_actions()
    s.apply(Hold())
    assert s.declarer == DEALER and s.high_bid == 3 and s.phase == RamsPhase.TRUMP


def test_bids_must_rise_and_only_the_dealer_holds() -> None:
    s = new_state()
    auction(s, 3)
    with pytest.raises(IllegalAction, match="from 4 to 5"):
        s.apply(Bid(3))
    assert Hold() not in s.legal_actions()
    s.apply(Pass())
    s.apply(Pass())
    assert s.legal_actions() == [Pass(), Bid(4), Bid(5), BidMulatschak(), Hold()]


def test_mulatschak_outranks_every_number_and_ends_the_bidding() -> None:
    s = new_state()
    auction(s, 5, BidMulatschak())
    assert s.declarer == P2 and s.high_bid == MULATSCHAK and s.phase == RamsPhase.TRUMP
    s.apply(NameTrump(Suit.SPADES))
    assert s.phase == RamsPhase.PLAY and s.current_player() == P2  # no exchange on sight, nobody at home


def test_all_passing_throws_in_and_the_deal_passes_on() -> None:
    s = new_state(more=1)
    events = []
    no_whiteouts(s)
    for _ in range(4):
        events += s.apply(Pass())
    row = next(e for e in events if isinstance(e, DealScored)).details
    assert row.changes == (0, 0, 0, 0) and s.dealer == FH


def test_zero_bids_only_with_the_option() -> None:
    s = new_state()
    no_whiteouts(s)
    assert Bid(0) in s.legal_actions()
    s = new_state(zero_bid=False)
    no_whiteouts(s)
    assert Bid(0) not in s.legal_actions() and Bid(1) in s.legal_actions()


def test_by_option_the_bidding_goes_round_until_the_others_passed() -> None:
    s = new_state(bidding="until_passed")
    auction(s, 1, 2, Pass(), Hold())
    assert s.current_player() == FH and s.phase == BID  # FH and P2 were outbid, so asked again
    s.apply(Pass())
    s.apply(Bid(3))
    assert s.current_player() == DEALER
    s.apply(Pass())
    assert s.declarer == P2 and s.high_bid == 3
    one = new_state()
    auction(one, 1, 2, Pass(), Hold())
    assert one.declarer == DEALER


def test_by_option_later_rounds_go_on_from_the_last_bid() -> None:
    """§5 and README §2: turns go on clockwise from the last speaker, over those who have not passed;
    a new round does not start again at forehand."""
    s = new_state(bidding="until_passed")
    auction(s, 0, 1, Pass(), 2, 3, 5)
    assert s.phase == BID and s.current_player() == DEALER
    s.apply(Hold())
    assert s.current_player() == FH  # then P2, outbid by the hold
    s.apply(Pass())
    assert s.current_player() == P2
    s.apply(Pass())
    assert s.declarer == DEALER and s.high_bid == 5


# The exchange on sight (§6.1).

SIGHT_STOCK = "9H 7C 8S 6D 7H 9C 8C 7S 9D 8D 6S 6H 6C 8H 9S"
SIGHT_HANDS = ("AS KS 10H JH 7D", "AH KH QH QS JS", "AC KC QC JC 10C", "AD KD QD JD 10D")


def on_sight(**options: object) -> MulatschakState:
    """FH declares spades at 2, holding A♠ K♠ 10♥ J♥ 7♦; the stock starts 9♥ 7♣ 8♠ 6♦(Weli) 7♥."""
    s = new_state(SIGHT_HANDS, stock=SIGHT_STOCK, **options)
    declare(s, (2, Pass(), Pass(), Pass()), Suit.SPADES)
    return s


def test_the_declarer_lays_out_and_a_card_is_dealt_face_up_in_front_of_each() -> None:
    s = on_sight()
    assert s.phase == LAY_OUT and LayOut(()) in s.legal_actions()
    s.apply(LayOut(tuple(cards("10H JH 7D"))))
    assert [up for _, up in s.sight] == cards("9H 7C 8S")
    assert s.phase == ON_SIGHT and s.sight_position == 0
    assert s.observation(P2).on_sight == ((HIDDEN, cards("9H")[0]), (HIDDEN, cards("7C")[0]),
                                          (HIDDEN, cards("8S")[0]))
    assert s.observation(FH).on_sight[0] == (cards("10H")[0], cards("9H")[0])


def test_a_plain_face_up_card_replaces_the_original_or_the_original_is_kept() -> None:
    s = on_sight()
    s.apply(LayOut(tuple(cards("10H JH 7D"))))
    s.apply(TakeFaceUp())  # 9H for 10H
    s.apply(KeepOriginal())  # JH back, 7C out of play for all to see
    assert s.observation(P2).shown_aside == mask(cards("7C"))
    assert s.sight_position == 2


def test_a_trump_is_taken_on_top_and_the_position_gets_another_card() -> None:
    """8♠ at position 3 is a trump: taken, then the Weli is dealt there, taken too: the hand is full
    and the rest goes out of play."""
    s = on_sight()
    s.apply(LayOut(tuple(cards("7D 10H JH"))))  # face up: 9H, 7C, 8S
    s.apply(KeepOriginal())  # 7D back
    s.apply(KeepOriginal())  # 10H back: hand AS KS 7D 10H
    s.apply(TakeFaceUp())  # 8S on top: 5 cards, the procedure stops
    assert texts(s.hands[FH]) == {"AS", "KS", "7D", "10H", "8S"}
    assert s.laid_by[FH] == mask(cards("JH")) and s.exchanged[FH] == 3
    assert s.phase == RamsPhase.STAY and s.current_player() == P2


def test_a_taken_trump_brings_a_replacement_while_the_hand_is_short() -> None:
    s = on_sight()
    s.apply(LayOut(tuple(cards("JH 10H 7D"))))  # face up: 9H, 7C, 8S; stock top: 6D
    s.apply(KeepOriginal())
    s.apply(KeepOriginal())
    assert s.sight_position == 2
    s = on_sight()
    s.apply(LayOut(tuple(cards("7D"))))  # 9H in front of it
    s.apply(KeepOriginal())
    s = on_sight()
    s.apply(LayOut(tuple(cards("10H JH 7D KS"))))  # face up 9H 7C 8S 6D (the Weli)
    s.apply(TakeFaceUp())  # 9H: hand AS 9H
    s.apply(TakeFaceUp())  # 7C: hand AS 9H 7C
    s.apply(TakeFaceUp())  # 8S trump on top: AS 9H 7C 8S, a replacement 7H at position 3
    assert s.sight[2] == (cards("7D")[0], cards("7H")[0])
    s.apply(KeepOriginal())  # 7D: five cards; KS and the Weli go out of play
    assert texts(s.hands[FH]) == {"AS", "9H", "7C", "8S", "7D"}
    assert s.shown_aside == mask(cards("7H 6D")) and s.laid_by[FH] == mask(cards("10H JH KS"))


def test_a_trump_may_be_declined_as_a_trump_and_taken_in_place_of_the_original() -> None:
    """§6.1 step 2: the 8♠ taken for the 7♦ of its place, which goes out of play; no card is dealt
    there and the next place is asked. Where the trump fills the hand either way, only "take" is
    offered for it."""
    s = on_sight()
    s.apply(LayOut(tuple(cards("10H JH 7D KS"))))  # face up: 9H, 7C, 8S, 6D (the Weli)
    assert s.legal_actions() == [TakeFaceUp(), KeepOriginal()]  # the 9♥ is no trump
    with pytest.raises(IllegalAction, match="not a trump"):
        s.apply(TakeInstead())
    s.apply(KeepOriginal())
    s.apply(KeepOriginal())  # hand AS 10H JH
    assert s.legal_actions() == [TakeFaceUp(), TakeInstead(), KeepOriginal()]
    assert s.parse_action("take-instead") == TakeInstead() and TakeInstead().text() == "take-instead"  # records
    s.apply(TakeInstead())
    assert texts(s.hands[FH]) == {"AS", "10H", "JH", "8S"} and s.laid_by[FH] == mask(cards("7D"))
    assert s.sight_position == 3 and s.talon[0] == cards("7H")[0]  # nothing dealt to the 8♠'s place
    assert s.legal_actions() == [TakeFaceUp(), KeepOriginal()]
    with pytest.raises(IllegalAction, match="fills your hand"):
        s.apply(TakeInstead())
    s.apply(TakeFaceUp())  # the Weli: five cards
    assert texts(s.hands[FH]) == {"AS", "10H", "JH", "8S", "6D"} and s.laid_by[FH] == mask(cards("7D KS"))
    assert s.phase == RamsPhase.STAY


def test_the_others_exchange_at_most_the_declarers_number() -> None:
    s = on_sight()
    s.apply(LayOut(tuple(cards("10H JH"))))
    s.apply(TakeFaceUp())
    s.apply(TakeFaceUp())
    s.apply(StayIn())  # P2
    assert s.phase == RamsPhase.EXCHANGE and s.exchange_limit(P2) == 2
    with pytest.raises(IllegalAction, match="at most 2"):
        s.apply(Exchange(tuple(cards("AH KH QH"))))


@pytest.mark.parametrize(("who", "declarer_lays"), [("everyone", False), ("others", True)])
def test_at_three_points_or_less_nobody_exchanges(who: str, declarer_lays: bool) -> None:
    s = new_state(SIGHT_HANDS, stock=SIGHT_STOCK, totals=(3, 3, 15, 15),
                  low_score_exchange=who)
    declare(s, (2, Pass(), Pass(), Pass()), Suit.SPADES)
    assert (s.phase == LAY_OUT) is declarer_lays
    if declarer_lays:
        s.apply(LayOut(tuple(cards("10H"))))
        s.apply(TakeFaceUp())
    assert s.current_player() == P2 and s.legal_actions() == [StayIn()]  # at 3: plays, no exchange
    s.apply(StayIn())
    assert s.current_player() == P3  # P2's exchange was skipped


# Playing or staying at home (§6.2) and scoring (§8).


def tricks_led(s: MulatschakState, *leads: str) -> None:
    """Each of ``leads`` led in turn, the others following with their first legal card."""
    for lead in leads:
        play(s, lead)
        while s.phase == RamsPhase.PLAY and s.trick:
            s.apply(s.legal_actions()[0])


def play_out(s: MulatschakState) -> None:
    while s.phase == RamsPhase.PLAY:
        s.apply(s.legal_actions()[0])


def test_scenario_6_the_bid_made_failed_and_the_others() -> None:
    """FH bids 3 with spades; P2 stays at home, P3 and the dealer play."""
    s = new_state(("AS KS QS JS 10S", "AH KH QH JH 10H", "AC 9C 8C 7C 6C", "AD KD QD JD 10D"))
    declare(s, (3, Pass(), Pass(), Pass()), Suit.SPADES)
    s.apply(LayOut(()))
    s.apply(Drop())  # P2 at home
    s.apply(StayIn())
    s.apply(StayIn())  # nobody exchanges: the declarer laid out none
    play(s, "AS", "AC", "AD", "KS", "9C", "KD", "QS", "8C", "QD", "JS", "7C", "JD", "10S", "6C", "10D")
    assert s.sheet[-1].changes == (-5, 1, 5, 5)


def test_a_failed_bid_scores_ten_or_ten_besides_the_tricks() -> None:
    for option, want in (("flat", 10), ("tricks", 10 - 2)):
        s = new_state(("AS KS 7H 7C 7D", "AH KH QH JH 10H", "AC KC QC JC 10C", "AD KD QD JD 10D"),
                      stock="9S 8S 7S 9H 8H 10S 9C 8C QS 9D 8D JS 6S 6H 6D 6C", failed_bid=option)
        declare(s, (3, Pass(), Pass(), Pass()), Suit.SPADES)
        s.apply(LayOut(()))
        for _ in range(3):
            s.apply(StayIn())
        tricks_led(s, "AS", "KS")
        play_out(s)  # his sevens win nothing more
        assert s.sheet[-1].tricks[FH] == 2 and s.sheet[-1].changes[FH] == want


def test_scenario_7_hearts_double_and_nobody_may_stay_at_home() -> None:
    s = new_state(("AH KH QH JH 7C", "AS KS QS JS 10S", "AC KC QC JC 10C", "AD KD QD JD 10D"))
    declare(s, (2, Pass(), Pass(), Pass()), Suit.HEARTS)
    s.apply(LayOut(()))
    assert s.phase == RamsPhase.PLAY  # not asked to play or stay at home (nor to exchange: k = 0)
    tricks_led(s, "AH", "KH", "QH", "JH")
    play_out(s)
    assert s.sheet[-1].tricks[FH] == 4 and s.sheet[-1].changes[FH] == -8


@pytest.mark.parametrize("made", [True, False])
def test_scenario_8_mulatschak_made_or_failed(made: bool) -> None:
    hands = ["AS KS QS JS 10S", "AH KH QH JH 10H", "AC KC QC JC 10C", "AD KD QD JD 10D"]
    if not made:
        hands[0] = "AS KS QS JS 7H"
    s = new_state(hands)
    declare(s, (BidMulatschak(),), Suit.SPADES)
    assert s.phase == RamsPhase.PLAY  # no exchange on sight, so nobody exchanges; nobody stays at home
    tricks_led(s, "AS", "KS", "QS", "JS")
    play_out(s)
    assert s.sheet[-1].changes == ((-10, 5, 5, 5) if made else (10, -10, -10, -10))


def test_who_must_play_and_everybody_else_at_home() -> None:
    s = new_state(totals=(15, 15, 5, 15))
    declare(s, (2, Pass(), Pass(), Pass()), Suit.SPADES)
    s.apply(LayOut(()))
    s.apply(Drop())
    assert s.current_player() == P3 and s.legal_actions() == [StayIn()]
    with pytest.raises(IllegalAction, match="5 points or less"):
        s.apply(Drop())
    s = new_state()
    declare(s, (2, Pass(), Pass(), Pass()), Suit.SPADES)
    s.apply(LayOut(()))
    for _ in range(3):
        s.apply(Drop())
    assert s.sheet[-1].changes == (-5, 1, 1, 1)


def test_a_whiteout_doubles_the_declarers_win_without_play() -> None:
    s = new_state((WHITE, *HANDS[1:]), stock="KS QS JS 9H 8H 7H 9C 8C 7C 9D 8D 7D 6S 6H 6C 8S", more=1)
    s.apply(Whiteout())
    s.apply(Pass())
    declare(s, (2, Pass(), Pass(), Pass()), Suit.SPADES)
    s.apply(LayOut(()))
    for _ in range(3):
        s.apply(Drop())
    assert s.sheet[-1].changes == (-10, 2, 2, 2) and s.pending_whiteouts == 0


def test_the_laid_out_cards_stay_hidden_from_the_others() -> None:
    s = on_sight()
    s.apply(LayOut(tuple(cards("10H JH"))))
    for seat in (P2, P3, DEALER):
        obs = s.observation(seat)
        assert all(o == HIDDEN for o, _ in obs.on_sight)
        assert obs.laid_away == 0
