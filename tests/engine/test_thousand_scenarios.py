"""The acceptance scenarios of rules/thousand.md §17, one test each (parts as a, b, c)."""

from __future__ import annotations

import pytest
from kartln.engine import events as ev
from kartln.engine.actions import Bid
from kartln.engine.cards import Suit, parse_card
from kartln.engine.games.thousand.order import thousand_order
from kartln.engine.games.thousand.scoring import DealResult, PlayerRecord, score_deal
from kartln.engine.games.thousand.state import ThousandState
from kartln.engine.state import IllegalAction
from kartln.engine.tricks import FollowRule
from thousand_helpers import (
    MARRY,
    SWEEP,
    cset,
    deck3,
    do,
    legal_texts,
    marry_line,
    of_type,
    rules,
    scored,
    state,
    sweep,
    texts,
)

R = rules()

# Dealer 2, so A = seat 0 (first hand, declarer), B = seat 1, C = seat 2. Seat 1 is void in ♦,
# seat 2 is void in ♠ and holds 9♦. First hand gives 9♥ to B and J♥ to C.
TRICKS = deck3(
    p1="AH 10H KD QD 10S AC 10C",
    p2="AS QS JS 9S KH QH 9C",
    p3="9D JD AD 10D JC QC KC",
    stock="9H JH KS",
)


def tricks_deal() -> ThousandState:
    s = state([TRICKS])
    do(s, "bid 100", "pass", "pass", "give 9H to 1", "give JH to 2", "contract 100")
    return s


def test_scenario_01_no_trump_ace_of_led_suit_wins() -> None:
    """§17.1: no trump; 10♠ (A), A♠ (B), 9♦ (C) → A♠ wins, B leads next."""
    s = tricks_deal()
    assert s.trump is None
    e = do(s, "play 10S", "play AS", "play 9D")
    won = of_type(e, ev.TrickWon)[0]
    assert won.seat == 1 and won.points == 21 and s.current_player() == 1


def test_scenario_02_trump_nine_wins() -> None:
    """§17.2: trump ♦; 10♠ (A), A♠ (B), 9♦ (C) → 9♦ wins (trump), C leads next."""
    s = tricks_deal()
    do(s, "play AH", "play 9H", "play JH")  # A wins trick 1
    do(s, "play KD+", "play 9C", "play JD")  # ♦ marriage: trumps ♦, A wins trick 2
    assert s.trump == Suit.DIAMONDS and s.current_player() == 0
    do(s, "play 10S", "play AS")
    assert set(legal_texts(s)) == {"play 9D", "play AD", "play 10D"}  # C, void in ♠, must trump
    e = do(s, "play 9D")
    assert of_type(e, ev.TrickWon)[0].seat == 2 and s.current_player() == 2


F2_CASES = [
    ("a", Suit.HEARTS, "9C AH AS", {"9C"}),  # may not trump while able to follow
    ("b", Suit.HEARTS, "AH 9H AS", {"AH", "9H"}),  # void in ♣: must trump
    ("c", None, "AH 9H AS", {"AH", "9H", "AS"}),  # no trump declared: whole hand
]


@pytest.mark.parametrize(("part", "trump", "held", "legal"), F2_CASES, ids=[c[0] for c in F2_CASES])
def test_scenario_03_following_rule(part: str, trump: Suit | None, held: str, legal: set[str]) -> None:
    """§17.3: K♣ led (trump ♥ / none); the follower's legal cards under rule F2."""
    order = thousand_order(trump)
    kc = parse_card("KC")
    assert texts(order.legal_follow(FollowRule.F2, cset(held), kc, kc)) == legal
    # the same position in a match: the follower's hand and the led K♣ are placed by hand
    s = tricks_deal()
    s.hands[1] = cset(held)
    s.trump = trump
    s.trick, s.trick_seats, s.to_act, s.trick_no = [kc], [0], 1, 2
    s._playable = -1
    assert set(legal_texts(s)) == {"play " + c for c in legal}
    for c in set(held.split()) - legal:
        with pytest.raises(IllegalAction, match=r"must follow suit|must play a trump"):
            do(s, "play " + c)


def test_scenario_04a_no_marriage_on_first_trick() -> None:
    """§17.4: the declarer on trick 1 may not declare Q♥ with K♥; he leads another card."""
    s = state([MARRY])
    do(s, "bid 100", "pass", "pass", "give 9S to 1", "give 9C to 2", "contract 100")
    assert "play QH+" not in legal_texts(s) and "play QH" in legal_texts(s)
    with pytest.raises(IllegalAction, match="after you have taken a trick"):
        do(s, "play QH+")
    assert s.trump is None and s.marriage_points == [0, 0, 0] and len(s.trick) == 0
    do(s, "play AS")
    assert s.trick == [parse_card("AS")]


def test_scenario_04b_marriage_on_trick_3() -> None:
    """§17.4: he wins tricks 1 and 2, leads Q♥ declared on trick 3 → +100, ♥ trump for trick 3."""
    s = state([MARRY])
    do(s, "bid 100", "pass", "pass", "give 9S to 1", "give 9C to 2", "contract 100")
    do(s, "play AS", "play 9S", "play QS")
    do(s, "play KD", "play 10H", "play 9D")  # K♦ undeclared; seat 1 void in ♦; K♦ wins
    assert s.current_player() == 0 and s.trick_no == 2 and s.trump is None
    e = do(s, "play QH+")
    assert [(m.seat, m.suit, m.points) for m in of_type(e, ev.MarriageDeclared)] == [(0, 0, 100)]
    assert s.trump == Suit.HEARTS and s.marriage_points[0] == 100
    do(s, "play 9H")
    # seat 2 has no ♥: the trump suit is ♥ now, so its A♣ is a mere discard
    e = do(s, "play AC")
    assert of_type(e, ev.TrickWon)[0].seat == 0


def test_scenario_05a_raises_stop_at_120_without_marriage() -> None:
    s = state([MARRY])
    do(s, "bid 100")
    assert [a.value for a in s.legal_actions() if isinstance(a, Bid)] == [105, 110, 115, 120]


def test_scenario_05b_marriage_allows_125() -> None:
    s = state([MARRY])
    do(s, "bid 100", "pass")
    assert "bid 125" in legal_texts(s)  # seat 2 holds K♠ Q♠
    do(s, "bid 125")
    assert s.high_bid == 125


def test_scenario_05c_two_passes_first_hand_declarer_100() -> None:
    s = state([MARRY])
    e = do(s, "bid 100", "pass", "pass")
    assert s.declarer == 0 and s.contract == 100
    assert [(w.seat, w.value) for w in of_type(e, ev.AuctionWon)] == [(0, 100)]


def _score(records: list[PlayerRecord], declarer: int, contract: int, raw: tuple[int, ...],
           tricks: tuple[int, ...]) -> list[int]:
    changes, _, _, _ = score_deal(R, records, DealResult((0, 1, 2), declarer, contract, raw, tricks), 0)
    return changes


def test_scenario_06a_contract_120_raw_118() -> None:
    assert _score([PlayerRecord() for _ in range(3)], 0, 120, (118, 2, 0), (7, 1, 0))[0] == -120


def test_scenario_06b_contract_140_raw_142() -> None:
    """42 card points + ♥ marriage 100 = 142 ≥ 140 → +140 (never more)."""
    assert _score([PlayerRecord() for _ in range(3)], 0, 140, (142, 40, 38), (4, 2, 2))[0] == 140


def test_scenario_07_defender_rounding() -> None:
    changes = _score([PlayerRecord() for _ in range(3)], 0, 100, (0, 63, 62), (0, 4, 4))
    assert changes[1:] == [65, 60]


def test_scenario_08a_trick_worth_zero_no_bolt() -> None:
    recs = [PlayerRecord() for _ in range(3)]
    assert points_of("9S 9D JC") == 2
    changes = _score(recs, 0, 100, (118, 2, 0), (6, 1, 1))
    assert changes[1] == 0 and recs[1].bolts == 0


def points_of(text: str) -> int:
    return sum({"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0}[t[:-1]] for t in text.split())


def test_scenario_08b_third_bolt_300_to_180() -> None:
    recs = [PlayerRecord(), PlayerRecord(score=300, bolts=2), PlayerRecord()]
    _score(recs, 0, 100, (120, 0, 0), (8, 0, 0))
    assert (recs[1].score, recs[1].bolts) == (180, 0)
    # the same through a whole deal: SWEEP leaves seat 1 without a trick
    s = state([SWEEP])
    s.records[1].score, s.records[1].bolts = 300, 2
    sweep(s)
    assert (s.records[1].score, s.records[1].bolts) == (180, 0)


def test_scenario_09_barrel_arrival_then_ignored() -> None:
    """§17.9: 870 + 15 → 880 on the barrel; next deal he defends, takes 40 → stays 880, attempts 1."""
    recs = [PlayerRecord(), PlayerRecord(score=870), PlayerRecord()]
    _score(recs, 0, 100, (90, 15, 15), (6, 1, 1))
    assert (recs[1].score, recs[1].on_barrel, recs[1].attempts) == (880, True, 0)
    _score(recs, 0, 100, (60, 40, 20), (4, 2, 2))
    assert (recs[1].score, recs[1].on_barrel, recs[1].attempts) == (880, True, 1)


def test_scenario_09_through_deals() -> None:
    """MARRY_LINE gives seat 1 13 → 15 points; in deal 2 seat 1 defends and takes card points."""
    s = state([MARRY, MARRY])
    s.records[1].score = 870
    marry_line(s, 100)
    assert (s.scores()[1], s.records[1].on_barrel, s.records[1].attempts) == (880, True, 0)
    # deal 2, dealer 0: first hand is seat 1; seat 0 (dealt the third hand, K♠ Q♠) outbids it
    do(s, "bid 100", "pass", "bid 125", "pass")
    assert s.declarer == 0
    while s.deal_no == 2:
        e = s.apply(s.legal_actions()[0])
    row = scored(e)
    assert row.details.raw[1] > 0 and row.changes[1] == 0
    assert (s.scores()[1], s.records[1].attempts) == (880, 1)


def test_scenario_10a_barrel_win() -> None:
    recs = [PlayerRecord(), PlayerRecord(), PlayerRecord(score=880, on_barrel=True)]
    changes, _, winner, _ = score_deal(R, recs, DealResult((0, 1, 2), 2, 130, (0, 0, 131), (0, 0, 8)), 1)
    assert winner == 2 and recs[2].score == 1010 and changes[2] == 130


def test_scenario_10b_barrel_fail() -> None:
    recs = [PlayerRecord(), PlayerRecord(), PlayerRecord(score=880, on_barrel=True)]
    _, _, winner, _ = score_deal(R, recs, DealResult((0, 1, 2), 2, 130, (0, 0, 120), (4, 0, 4)), 1)
    assert winner is None and recs[2].score == 750 and not recs[2].on_barrel


def test_scenario_10c_three_deals_on_barrel() -> None:
    """Seat 0 on the barrel: declarer at 100 (ignored), then twice a defender without a trick."""
    s = state([SWEEP] * 3)
    s.records[0].score, s.records[0].on_barrel = 880, True
    for fh in (0, 1, 2):
        sweep(s, first_hand=fh)
    assert s.scores()[0] == 760 and not s.records[0].on_barrel and s.records[0].falls == 1
    assert [row.changes[0] for row in s.sheet] == [0, 0, -120]
