"""Unit tests of the shared trick machinery (rules/README.md §5–6)."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st
from kartln.engine.cards import (
    DECK_32,
    DECK_33,
    WELI,
    Rank,
    Suit,
    card_text,
    cards_in,
    mask,
    parse_card,
)
from kartln.engine.tricks import TRUMP, FollowRule, TrickOrder, build_order, order_from_strengths

F1, F2, F3, F4, F5 = FollowRule.F1, FollowRule.F2, FollowRule.F3, FollowRule.F4, FollowRule.F5
A, K, Q, J, T = Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN
PLAIN = (A, K, Q, J, T, Rank.NINE, Rank.EIGHT, Rank.SEVEN)

HEARTS = build_order(DECK_32, PLAIN, Suit.HEARTS)  # trumps ♥, A K Q J 10 9 8 7
NO_TRUMP = build_order(DECK_32, PLAIN, None)


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def hand(text: str) -> int:
    return mask(cards(text))


def texts(m: int) -> set[str]:
    return {card_text(c) for c in cards_in(m)}


def legal(order: TrickOrder, rule: FollowRule, trick: str, held: str) -> set[str]:
    played = cards(trick)
    winning = played[order.trick_winner_index(played)]
    return texts(order.legal_follow(rule, hand(held), played[0], winning))


# One situation per branch of §6, evaluated under every rule: (situation, trick, hand, F1..F5).
BRANCHES: list[tuple[str, str, str, tuple[str, str, str, str, str]]] = [
    (
        "follows, can head",
        "KS",
        "AS 7S 7H",
        ("AS 7S", "AS 7S", "AS", "AS", "AS"),
    ),
    (
        "follows, cannot head",
        "KS AS",
        "QS 7S 7H",
        ("QS 7S", "QS 7S", "QS 7S", "QS 7S", "QS 7S"),
    ),
    (
        "follows a trumped trick",
        "KS 7H",
        "AS 7S AH",
        ("AS 7S", "AS 7S", "AS 7S", "AS 7S", "AS 7S"),
    ),
    (
        "void, a trump wins",
        "KS",
        "7H AC",
        ("7H AC", "7H", "7H", "7H", "7H"),
    ),
    (
        "void, can overtrump",
        "KS 9H",
        "AH 7H AC",
        ("AH 7H AC", "AH 7H", "AH", "AH", "AH"),
    ),
    (
        "void, trumps cannot win",
        "KS AH",
        "7H AC",
        ("7H AC", "7H", "7H", "7H AC", "7H AC"),
    ),
    (
        "void, no trumps",
        "KS",
        "AC 8D",
        ("AC 8D", "AC 8D", "AC 8D", "AC 8D", "AC 8D"),
    ),
    (
        "trumps led, follows trumps",
        "QH",
        "KH 7H AS",
        ("KH 7H", "KH 7H", "KH", "KH", "KH"),
    ),
]


@pytest.mark.parametrize(
    ("trick", "held", "expected"), [b[1:] for b in BRANCHES], ids=[b[0] for b in BRANCHES]
)
def test_follow_rules_branches(trick: str, held: str, expected: tuple[str, ...]) -> None:
    for rule, want in zip((F1, F2, F3, F4, F5), expected, strict=True):
        assert legal(HEARTS, rule, trick, held) == set(want.split()), rule


def test_f2_without_a_trump_suit_allows_any_card() -> None:
    assert legal(NO_TRUMP, F2, "KS", "7H AC") == {"7H", "AC"}
    assert legal(NO_TRUMP, F3, "KS", "7H AC") == {"7H", "AC"}
    assert legal(NO_TRUMP, F4, "KS", "7H AC") == {"7H", "AC"}


def test_f5_without_trumps_must_beat_the_highest_led_card() -> None:
    # Fünf dazu!: the card to beat is the highest of the led suit so far, not the led card.
    assert legal(NO_TRUMP, F5, "9S QS", "KS JS") == {"KS"}
    assert legal(NO_TRUMP, F5, "9S AS", "KS JS") == {"KS", "JS"}


def test_beats() -> None:
    o = HEARTS
    c = parse_card
    assert o.beats(c("7H"), c("AS"))  # trump beats plain
    assert not o.beats(c("AS"), c("7H"))  # plain never beats a trump
    assert o.beats(c("AS"), c("KS"))
    assert not o.beats(c("KS"), c("AS"))
    assert not o.beats(c("AC"), c("7S"))  # a third suit never beats
    assert not o.beats(c("7S"), c("AC"))  # …in either direction
    assert not o.beats(c("AS"), c("AS"))
    assert o.beats(c("AH"), c("KH"))
    assert not o.beats(c("KH"), c("AH"))


def test_effective_suits() -> None:
    assert HEARTS.effective_suit(parse_card("7H")) == TRUMP
    assert HEARTS.effective_suit(parse_card("7S")) == int(Suit.SPADES)
    assert HEARTS.trumps == mask(cards("AH KH QH JH 10H 9H 8H 7H"))
    assert NO_TRUMP.trumps == 0


@pytest.mark.parametrize(
    ("order", "trick", "winner"),
    [
        (HEARTS, "KS", 0),
        (HEARTS, "KS AS 7H AH", 3),
        (HEARTS, "KS AC QS", 0),
        (HEARTS, "KS 7H AS", 1),
        (HEARTS, "9H KS AC 10H", 3),
        (NO_TRUMP, "KS AC AH", 0),
        (NO_TRUMP, "7D 8D 9C", 1),
    ],
)
def test_trick_winner_index(order: TrickOrder, trick: str, winner: int) -> None:
    assert order.trick_winner_index(cards(trick)) == winner


def equal_pair_order() -> TrickOrder:
    """32 cards, no trump suit; 9♥ and 9♠ are trumps of equal strength above everything."""
    effective = {c: int(c // 9) for c in DECK_32}
    strength = {c: c % 9 for c in DECK_32}
    for c in cards("9H 9S"):
        effective[c], strength[c] = TRUMP, 100
    return order_from_strengths(DECK_32, None, effective, strength)


def test_equal_strengths_keep_the_earlier_card() -> None:
    o = equal_pair_order()
    nine_h, nine_s = cards("9H 9S")
    assert not o.beats(nine_s, nine_h)
    assert not o.beats(nine_h, nine_s)
    assert o.trick_winner_index(cards("AC 9H 9S")) == 1
    assert o.trick_winner_index(cards("AC 9S 9H")) == 1
    assert o.legal_follow(F5, hand("9S AC"), parse_card("KC"), parse_card("9H")) == hand("AC")


def test_build_order_extra_trumps() -> None:
    c = parse_card
    o = build_order(
        DECK_33,
        PLAIN,
        Suit.SPADES,
        top_trumps=cards("JC"),
        bottom_trumps=cards("6D 9D"),
        trump_rank_position=1,
    )
    chain = cards("JC AS 6D 9D KS QS JS 10S 9S 8S 7S")
    for hi, lo in pairwise(chain):
        assert o.beats(hi, lo) and not o.beats(lo, hi), (card_text(hi), card_text(lo))
    assert o.trumps == mask(chain)
    assert o.suit_masks[Suit.DIAMONDS] == mask(cards("AD KD QD JD 10D 8D 7D"))
    assert o.suit_masks[Suit.CLUBS] == mask(cards("AC KC QC 10C 9C 8C 7C"))
    below = build_order(DECK_33, PLAIN, Suit.SPADES, bottom_trumps=[WELI])
    assert below.beats(c("7S"), WELI)
    assert below.trumps == mask(cards("AS KS QS JS 10S 9S 8S 7S 6D"))


def test_build_order_rejects_bad_extra_trumps() -> None:
    with pytest.raises(ValueError):
        build_order(DECK_32, PLAIN, Suit.HEARTS, top_trumps=cards("JC"), bottom_trumps=cards("JC"))
    with pytest.raises(ValueError):
        build_order(DECK_32, PLAIN, Suit.HEARTS, bottom_trumps=[WELI])  # no WELI in 32 cards


def test_build_order_separate_trump_ranks_and_absent_ranks() -> None:
    ace_ten = (A, T, K, Q, J, Rank.NINE, Rank.EIGHT, Rank.SEVEN, Rank.SIX)
    o = build_order(DECK_32, ace_ten, Suit.CLUBS, trump_ranks=PLAIN)
    assert o.beats(parse_card("10D"), parse_card("KD"))
    assert o.beats(parse_card("KC"), parse_card("10C"))
    assert o.deck == mask(DECK_32)


Situation = tuple[TrickOrder, FollowRule, list[int], int]

ORDERS = [
    HEARTS,
    NO_TRUMP,
    equal_pair_order(),
    build_order(
        DECK_33, PLAIN, Suit.CLUBS, top_trumps=cards("JC"), bottom_trumps=[WELI], trump_rank_position=1
    ),
    build_order(DECK_32, PLAIN, Suit.DIAMONDS, bottom_trumps=cards("9D 7D QC JC"), trump_rank_position=1),
]


@st.composite
def situations(draw: st.DrawFn) -> Situation:
    order = draw(st.sampled_from(ORDERS))
    deck = cards_in(order.deck)
    trick = draw(st.lists(st.sampled_from(deck), min_size=1, max_size=4, unique=True))
    rest = [c for c in deck if c not in trick]
    held = draw(st.lists(st.sampled_from(rest), min_size=1, max_size=10, unique=True))
    return order, draw(st.sampled_from(list(FollowRule))), trick, mask(held)


@given(situations())
def test_legal_follow_is_a_non_empty_subset_of_the_hand(s: Situation) -> None:
    order, rule, trick, held = s
    winning = trick[order.trick_winner_index(trick)]
    legal_cards = order.legal_follow(rule, held, trick[0], winning)
    assert legal_cards
    assert legal_cards & ~held == 0


@given(situations())
def test_heading_rules_narrow_their_base_rules(s: Situation) -> None:
    order, _, trick, held = s
    led, winning = trick[0], trick[order.trick_winner_index(trick)]
    beating = sum(1 << x for x in cards_in(held) if order.beats(x, winning))
    f1, f2, f3, f4, f5 = (order.legal_follow(r, held, led, winning) for r in (F1, F2, F3, F4, F5))
    assert f3 & ~f2 == 0 and f4 & ~f1 == 0 and f5 & ~f1 == 0
    assert f3 == (f2 & beating or f2)  # F3 = F2 plus heading
    assert f5 == (f1 & beating or f1)  # F5 = F1 plus must-win


@given(situations())
def test_no_card_of_a_trick_beats_its_winner(s: Situation) -> None:
    order, _, trick, _ = s
    winning = trick[order.trick_winner_index(trick)]
    assert not any(order.beats(c, winning) for c in trick)
    assert order.effective_suit(winning) in (TRUMP, order.effective_suit(trick[0]))
