"""Rank orders and acceptance scenarios of every game, written from rules/*.md.

Expected orders are literal card lists high → low; ``=`` joins cards of equal rank (Bohemian
Watten's strikers). Suit keys: H D C S for a plain suit, T for the trump suit.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from kartln.engine.actions import PlayCard
from kartln.engine.cards import (
    DECK_20,
    DECK_24,
    DECK_32,
    DECK_33,
    DECK_36,
    WELI,
    Suit,
    card_text,
    cards_in,
    mask,
    parse_card,
    parse_suit,
)
from kartln.engine.games.bauernschnapsen.order import bauernschnapsen_order
from kartln.engine.games.bohemian_watten.order import watten_order
from kartln.engine.games.fuenf_dazu.order import fuenf_dazu_order
from kartln.engine.games.moench.order import moench_order
from kartln.engine.games.mulatschak.order import mulatschak_order
from kartln.engine.games.rams.order import rams_order
from kartln.engine.games.ramsen.order import ramsen_order
from kartln.engine.games.raub.order import raub_order
from kartln.engine.games.schnalzen.order import schnalzen_order
from kartln.engine.games.thousand.order import thousand_order
from kartln.engine.games.zwanzig.order import zwanzig_order
from kartln.engine.match import TrickMatch
from kartln.engine.registry import GAMES, game
from kartln.engine.tricks import TRUMP, FollowRule, TrickOrder

H, D, C, S = Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES
F1, F2, F3, F4, F5 = FollowRule.F1, FollowRule.F2, FollowRule.F3, FollowRule.F4, FollowRule.F5


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def texts(m: int) -> set[str]:
    return {card_text(c) for c in cards_in(m)}


OrderFn = Callable[[], TrickOrder]

RANKINGS: list[tuple[str, OrderFn, str, str]] = [
    # thousand.md §2, §7: A 10 K Q J 9, no trump before the first marriage.
    ("thousand-none-S", lambda: thousand_order(None), "S", "AS 10S KS QS JS 9S"),
    ("thousand-none-T", lambda: thousand_order(None), "T", ""),
    ("thousand-D-T", lambda: thousand_order(D), "T", "AD 10D KD QD JD 9D"),
    ("thousand-D-H", lambda: thousand_order(D), "H", "AH 10H KH QH JH 9H"),
    # bauernschnapsen.md §2, §4.
    ("bauern-H-T", lambda: bauernschnapsen_order(H), "T", "AH 10H KH QH JH"),
    ("bauern-H-S", lambda: bauernschnapsen_order(H), "S", "AS 10S KS QS JS"),
    ("bauern-gang-C", lambda: bauernschnapsen_order(None), "C", "AC 10C KC QC JC"),
    ("bauern-zehnerloch-C", lambda: bauernschnapsen_order(None, zehnerloch=True), "C", "10C KC QC JC AC"),
    ("bauern-zehnerloch-T", lambda: bauernschnapsen_order(None, zehnerloch=True), "T", ""),
    # ramsen.md §2 examples and §12 scenarios 1-3.
    ("ramsen-S-T (sc.1)", lambda: ramsen_order(S), "T", "AS 9D 7D QC JC KS QS JS 10S 9S 8S 7S"),
    ("ramsen-S-D", lambda: ramsen_order(S), "D", "AD KD QD JD 10D 8D"),
    ("ramsen-S-C", lambda: ramsen_order(S), "C", "AC KC 10C 9C 8C 7C"),
    ("ramsen-S-H", lambda: ramsen_order(S), "H", "AH KH QH JH 10H 9H 8H 7H"),
    ("ramsen-H-T", lambda: ramsen_order(H), "T", "AH 9D 7D QC JC KH QH JH 10H 9H 8H 7H"),
    ("ramsen-D-T", lambda: ramsen_order(D), "T", "AD 9D 7D QC JC KD QD JD 10D 8D"),
    ("ramsen-D-C (sc.3)", lambda: ramsen_order(D), "C", "AC KC 10C 9C 8C 7C"),
    ("ramsen-C-T (sc.2)", lambda: ramsen_order(C), "T", "AC 9D 7D QC JC KC 10C 9C 8C 7C"),
    ("ramsen-C-D", lambda: ramsen_order(C), "D", "AD KD QD JD 10D 8D"),
    # moench.md §2 (D1), §9 scenario 1; option moench_keep_ramsen_trumps.
    ("moench-H-T (sc.1)", lambda: moench_order(H), "T", "JC AH 9D 7D QC KH QH JH 10H 9H 8H 7H"),
    ("moench-H-C", lambda: moench_order(H), "C", "AC KC 10C 9C 8C 7C"),
    ("moench-H-D", lambda: moench_order(H), "D", "AD KD QD JD 10D 8D"),
    ("moench-C-T", lambda: moench_order(C), "T", "JC AC 9D 7D QC KC 10C 9C 8C 7C"),
    ("moench-D-T", lambda: moench_order(D), "T", "JC AD 9D 7D QC KD QD JD 10D 8D"),
    ("moench-only-H-T", lambda: moench_order(H, False), "T", "JC AH KH QH JH 10H 9H 8H 7H"),
    ("moench-only-H-C", lambda: moench_order(H, False), "C", "AC KC QC 10C 9C 8C 7C"),
    ("moench-only-S-D", lambda: moench_order(S, False), "D", "AD KD QD JD 10D 9D 8D 7D"),
    ("moench-only-C-T", lambda: moench_order(C, False), "T", "JC AC KC QC 10C 9C 8C 7C"),
    # rams.md §2, raub.md §2: A K Q J 10 9 8 7 everywhere.
    ("rams-H-T", lambda: rams_order(H), "T", "AH KH QH JH 10H 9H 8H 7H"),
    ("rams-H-S", lambda: rams_order(H), "S", "AS KS QS JS 10S 9S 8S 7S"),
    ("raub-C-T", lambda: raub_order(C), "T", "AC KC QC JC 10C 9C 8C 7C"),
    ("raub-C-D", lambda: raub_order(C), "D", "AD KD QD JD 10D 9D 8D 7D"),
    # zwanzig.md §2, §10 #1.
    ("zwanzig-C-T", lambda: zwanzig_order(C), "T", "AC 10C KC QC JC 9C 8C 7C"),
    ("zwanzig-C-D", lambda: zwanzig_order(C), "D", "AD 10D KD QD JD 9D 8D 7D"),
    ("zwanzig-plain-C-T", lambda: zwanzig_order(C, "plain"), "T", "AC KC QC JC 10C 9C 8C 7C"),
    # fuenf-dazu.md §2: no trumps.
    ("fuenf-S", lambda: fuenf_dazu_order(), "S", "AS 10S KS QS JS 9S 8S 7S"),
    ("fuenf-T", lambda: fuenf_dazu_order(), "T", ""),
    ("fuenf-plain-S", lambda: fuenf_dazu_order("plain"), "S", "AS KS QS JS 10S 9S 8S 7S"),
    # bohemian-watten.md §2 (example X = 10♦) and option criticals.
    ("watten-10D-T", lambda: watten_order(parse_card("10D")), "T", "10D 10H=10C=10S AD KD QD JD 9D 8D 7D"),
    ("watten-10D-S", lambda: watten_order(parse_card("10D")), "S", "AS KS QS JS 9S 8S 7S"),
    ("watten-9C-T", lambda: watten_order(parse_card("9C")), "T", "9C 9H=9D=9S AC KC QC JC 10C 8C 7C"),
    ("watten-9C-H", lambda: watten_order(parse_card("9C")), "H", "AH KH QH JH 10H 8H 7H"),
    (
        "watten-crit-10D-T",
        lambda: watten_order(parse_card("10D"), criticals=True),
        "T",
        "KH 7D 7C 10D 10H=10C=10S AD KD QD JD 9D 8D",
    ),
    ("watten-crit-10D-H", lambda: watten_order(parse_card("10D"), criticals=True), "H", "AH QH JH 9H 8H 7H"),
    ("watten-crit-10D-C", lambda: watten_order(parse_card("10D"), criticals=True), "C", "AC KC QC JC 9C 8C"),
    (
        "watten-crit-KH-T",
        lambda: watten_order(parse_card("KH"), criticals=True),
        "T",
        "KH 7D 7C KD=KC=KS AH QH JH 10H 9H 8H 7H",
    ),
    ("watten-crit-KH-D", lambda: watten_order(parse_card("KH"), criticals=True), "D", "AD QD JD 10D 9D 8D"),
    # schnalzen.md §2, §3, §10 scenario 1: trump A, WELI, trump K …
    ("schnalzen-8H-T (sc.1)", lambda: schnalzen_order(parse_card("8H")), "T", "AH 6D KH QH JH 10H 9H 8H 7H"),
    ("schnalzen-8H-D", lambda: schnalzen_order(parse_card("8H")), "D", "AD KD QD JD 10D 9D 8D 7D"),
    ("schnalzen-8D-T", lambda: schnalzen_order(parse_card("8D")), "T", "AD 6D KD QD JD 10D 9D 8D 7D"),
    ("schnalzen-weli-T", lambda: schnalzen_order(WELI), "T", ""),
    ("schnalzen-weli-D", lambda: schnalzen_order(WELI), "D", "AD KD QD JD 10D 9D 8D 7D"),
    # mulatschak.md §2: Weli lowest trump (seed) or second (option weli_rank).
    ("mulatschak-S-T", lambda: mulatschak_order(S), "T", "AS KS QS JS 10S 9S 8S 7S 6S 6D"),
    ("mulatschak-S-D", lambda: mulatschak_order(S), "D", "AD KD QD JD 10D 9D 8D 7D"),
    ("mulatschak-S-H", lambda: mulatschak_order(S), "H", "AH KH QH JH 10H 9H 8H 7H 6H"),
    ("mulatschak-D-T", lambda: mulatschak_order(D), "T", "AD KD QD JD 10D 9D 8D 7D 6D"),
    ("mulatschak-second-S-T", lambda: mulatschak_order(S, "second"), "T", "AS 6D KS QS JS 10S 9S 8S 7S 6S"),
    ("mulatschak-second-D-T", lambda: mulatschak_order(D, "second"), "T", "AD 6D KD QD JD 10D 9D 8D 7D"),
]


@pytest.mark.parametrize(
    ("make", "suit", "expected"), [r[1:] for r in RANKINGS], ids=[r[0] for r in RANKINGS]
)
def test_ranking(make: OrderFn, suit: str, expected: str) -> None:
    order = make()
    groups = [[parse_card(t) for t in g.split("=")] for g in expected.split()]
    eff = TRUMP if suit == "T" else int(parse_suit(suit))
    assert texts(order.suit_masks[eff]) == {card_text(c) for g in groups for c in g}
    for i, gi in enumerate(groups):
        for j, gj in enumerate(groups):
            for x in gi:
                for y in gj:
                    if x != y:
                        assert order.beats(x, y) == (i < j), f"{card_text(x)} vs {card_text(y)}"
                        assert order.effective_suit(x) == eff


ALL_ORDERS: list[tuple[str, TrickOrder]] = [
    ("thousand", thousand_order(None)),
    ("thousand", thousand_order(S)),
    ("bauernschnapsen", bauernschnapsen_order(D)),
    ("bauernschnapsen", bauernschnapsen_order(None, zehnerloch=True)),
    ("ramsen", ramsen_order(C)),
    ("moench", moench_order(D)),
    ("moench", moench_order(C, False)),
    ("rams", rams_order(S)),
    ("raub", raub_order(H)),
    ("zwanzig", zwanzig_order(H)),
    ("fuenf-dazu", fuenf_dazu_order()),
    ("bohemian-watten", watten_order(parse_card("JS"))),
    ("bohemian-watten", watten_order(parse_card("7D"), criticals=True)),
    ("schnalzen", schnalzen_order(parse_card("KC"))),
    ("mulatschak", mulatschak_order(H)),
    ("mulatschak", mulatschak_order(D, "second")),
]


def new_match(game_id: str) -> TrickMatch[Any]:
    """A match of ``game_id`` with its default rules, as the registry makes it."""
    info = game(game_id)
    state = info.new_state(info.default_rules(), 1)
    assert isinstance(state, TrickMatch)
    return state


def deck_of(game_id: str) -> tuple[int, ...]:
    return new_match(game_id).deck_cards


@pytest.mark.parametrize(("game_id", "order"), ALL_ORDERS)
def test_every_deck_card_is_in_exactly_one_effective_suit(game_id: str, order: TrickOrder) -> None:
    assert order.deck == mask(deck_of(game_id))
    masks = order.suit_masks
    assert masks[0] | masks[1] | masks[2] | masks[3] | masks[4] == order.deck
    assert sum(m.bit_count() for m in masks) == len(deck_of(game_id))


def test_turned_weli_leaves_the_order() -> None:
    order = schnalzen_order(WELI)
    assert order.deck == mask(DECK_32)
    assert order.trump_suit is None


def test_zehnerloch_has_no_trumps() -> None:
    with pytest.raises(ValueError):
        bauernschnapsen_order(H, zehnerloch=True)


def test_thousand_orders_are_cached() -> None:
    assert thousand_order(H) is thousand_order(H)
    assert thousand_order(H).trump_suit is H


def test_decks() -> None:
    assert {game_id: deck_of(game_id) for game_id in GAMES} == {
        "thousand": DECK_24,  # every player count (thousand.md §2, §14)
        "bauernschnapsen": DECK_20,
        "ramsen": DECK_32,
        "moench": DECK_32,
        "rams": DECK_32,
        "raub": DECK_32,
        "zwanzig": DECK_32,
        "fuenf-dazu": DECK_32,
        "bohemian-watten": DECK_32,
        "schnalzen": DECK_33,  # + the WELI, Schellen-6
        "mulatschak": DECK_36,
    }


#: Each game's following rule under its default rules (rules/README.md §1, §6).
FOLLOW_RULE: dict[str, FollowRule] = {
    "thousand": F2,  # thousand.md §7.1
    "bauernschnapsen": F2,  # bauernschnapsen.md §7, option `play_rule` = seed
    "ramsen": F3,  # ramsen.md §7
    "moench": F3,  # moench.md §6
    "rams": F3,  # rams.md §7
    "raub": F3,  # raub.md §7
    "zwanzig": F2,  # zwanzig.md §6
    "fuenf-dazu": F5,  # fuenf-dazu.md §4
    "bohemian-watten": F5,  # bohemian-watten.md §5
    "schnalzen": F1,  # schnalzen.md §5
    "mulatschak": F4,  # mulatschak.md §7
}


def rule_of_first_trick(game_id: str, seed: int = 1) -> FollowRule:
    """The following rule a trick of ``game_id`` (default rules) is played by, from the engine: the
    seats act at random until the first card is on the table."""
    info = game(game_id)
    state = new_match(game_id)
    rng = random.Random(seed)
    while not state.trick:
        state.apply(info.random_action(state.legal_actions(), rng))
    rule: FollowRule = state.observation(state.current_player()).follow_rule
    return rule


def test_follow_rules() -> None:
    assert {game_id: rule_of_first_trick(game_id) for game_id in GAMES} == FOLLOW_RULE


@pytest.mark.parametrize(("game_id", "options", "rule"), [
    ("ramsen", {}, F3), ("zwanzig", {}, F2), ("schnalzen", {}, F1), ("mulatschak", {}, F4),
    ("bohemian-watten", {}, F5), ("bohemian-watten", {"must_win": False}, F1),
    ("fuenf-dazu", {}, F5), ("fuenf-dazu", {"must_win": False}, F1),
])
def test_a_family_deal_shows_its_following_rule_before_its_tricks(game_id: str, options: dict[str, object],
                                                                    rule: FollowRule) -> None:
    """The decisions before the tricks weigh the play by the rule it will follow (options too)."""
    info = game(game_id)
    state = info.new_state(replace(info.default_rules(), **options), 3)  # type: ignore[type-var]
    rng = random.Random(3)
    seen = []
    while not isinstance(state.legal_actions()[0], PlayCard):
        seen.append(state.observation(state.current_player()).follow_rule)
        state.apply(info.random_action(state.legal_actions(), rng))
    seen.append(state.observation(state.current_player()).follow_rule)
    assert set(seen) == {rule}


# (scenario, order, trick in play order, index of the winner)
WINNERS: list[tuple[str, OrderFn, str, int]] = [
    ("thousand 1", lambda: thousand_order(None), "10S AS 9D", 1),
    ("thousand 2", lambda: thousand_order(D), "10S AS 9D", 2),
    ("bauernschnapsen 1", lambda: bauernschnapsen_order(H), "KS AS JH 10S", 2),
    ("bauernschnapsen 4", lambda: bauernschnapsen_order(None, zehnerloch=True), "10C AC KC", 0),
    ("zwanzig 1a", lambda: zwanzig_order(C), "10D KD AD", 2),
    ("zwanzig 1b", lambda: zwanzig_order(C), "10D KD", 0),
    ("fuenf-dazu 3", lambda: fuenf_dazu_order(), "KS AH 8D", 0),
    ("fuenf-dazu 4a", lambda: fuenf_dazu_order(), "10D KD AD", 2),
    ("fuenf-dazu 4b", lambda: fuenf_dazu_order("plain"), "10D KD", 1),
    ("watten 1", lambda: watten_order(parse_card("9C")), "AC 9H 9S", 1),
    ("watten 2", lambda: watten_order(parse_card("9C")), "9H 9C", 1),
    ("bohemian-watten 3", lambda: watten_order(parse_card("10D")), "AS 10S", 1),
    ("schnalzen 1", lambda: schnalzen_order(parse_card("8H")), "AS 6D", 1),
    ("mulatschak 1", lambda: mulatschak_order(H), "6H 6D", 0),
    ("mulatschak 1 second", lambda: mulatschak_order(H, "second"), "6H 6D", 1),
    ("mulatschak 4", lambda: mulatschak_order(C), "QH 7C", 1),
]


@pytest.mark.parametrize(("make", "trick", "winner"), [w[1:] for w in WINNERS], ids=[w[0] for w in WINNERS])
def test_trick_winner(make: OrderFn, trick: str, winner: int) -> None:
    assert make().trick_winner_index(cards(trick)) == winner


# (scenario, order, rule (None: the game's default), trick so far, follower's hand, legal cards);
# a scenario's first word is its game id.
LEGAL: list[tuple[str, OrderFn, FollowRule | None, str, str, str]] = [
    ("thousand 3a", lambda: thousand_order(H), None, "KC", "9C AH AS", "9C"),
    ("thousand 3b", lambda: thousand_order(H), None, "KC", "AH 9H AS", "AH 9H"),
    ("thousand 3c", lambda: thousand_order(None), None, "KC", "AH 9H AS", "AH 9H AS"),
    ("bauernschnapsen 2 seed", lambda: bauernschnapsen_order(H), None, "KS", "10S JS AH", "10S JS"),
    ("bauernschnapsen 2 strict", lambda: bauernschnapsen_order(H), F3, "KS", "10S JS AH", "10S"),
    ("bauernschnapsen 3 seed", lambda: bauernschnapsen_order(H), None, "AC", "QH KD", "QH"),
    ("bauernschnapsen 3 wikibooks", lambda: bauernschnapsen_order(H), F4, "AC AH", "QH KD", "QH KD"),
    ("ramsen 4", lambda: ramsen_order(H), None, "AD", "9D 8D KS", "8D"),
    ("ramsen 5", lambda: ramsen_order(H), None, "KC", "AC 7C 7H", "AC"),
    ("ramsen 6a", lambda: ramsen_order(H), None, "KC QH", "KH 7H", "KH"),
    ("ramsen 6b", lambda: ramsen_order(H), None, "KC QH", "7H AS", "7H"),
    ("ramsen 6c", lambda: ramsen_order(H), None, "KC QH", "AS 8D", "AS 8D"),
    ("ramsen 7", lambda: ramsen_order(S), None, "7D", "JC AD", "JC"),
    ("moench 2", lambda: moench_order(H), None, "AH", "JC 7S", "JC"),
    ("moench 5", lambda: moench_order(S, False), None, "AD", "9D KS", "9D"),
    ("rams 2", lambda: rams_order(H), None, "KS", "AS 8S 7H", "AS"),
    ("rams 3a", lambda: rams_order(H), None, "KS 10H", "QH 9H", "QH"),
    ("rams 3b", lambda: rams_order(H), None, "KS 10H", "9H AC", "9H"),
    ("zwanzig 2a", lambda: zwanzig_order(C), None, "AH", "7H AC", "7H"),
    ("zwanzig 2b", lambda: zwanzig_order(C), None, "AH", "AC 7C KS", "AC 7C"),
    ("zwanzig 2c", lambda: zwanzig_order(C), None, "AH", "KS 8D", "KS 8D"),
    ("fuenf-dazu 1", lambda: fuenf_dazu_order(), None, "9S", "KS 7S AH", "KS"),
    ("fuenf-dazu 2", lambda: fuenf_dazu_order(), None, "KS", "QS 7S", "QS 7S"),
    ("fuenf-dazu 3", lambda: fuenf_dazu_order(), None, "KS", "AH 8D", "AH 8D"),
    ("bohemian-watten 3", lambda: watten_order(parse_card("10D")), None, "AS", "10S KH", "10S"),
    ("bohemian-watten 4", lambda: watten_order(parse_card("10D")), None, "KH", "AH 7H 7D", "AH"),
    ("bohemian-watten 5", lambda: watten_order(parse_card("8S")), None, "7S", "8H AC", "8H"),
    ("schnalzen 2", lambda: schnalzen_order(parse_card("8H")), None, "AH", "6D 7C", "6D"),
    ("schnalzen 3a", lambda: schnalzen_order(parse_card("8H")), None, "KC", "QC AH", "QC"),
    ("schnalzen 3b", lambda: schnalzen_order(parse_card("8H")), None, "KC", "AH 8D", "AH 8D"),
    ("mulatschak 2a", lambda: mulatschak_order(S), None, "KD", "6D 7D", "7D"),
    ("mulatschak 2b", lambda: mulatschak_order(S), None, "KD 7S", "6D AC", "6D AC"),
    ("mulatschak 2c", lambda: mulatschak_order(S, "second"), None, "KD 7S", "6D AC", "6D"),
    ("mulatschak 3", lambda: mulatschak_order(C), None, "QH", "AH 9H KS", "AH"),
    ("mulatschak 4", lambda: mulatschak_order(C), None, "QH", "7C AS", "7C"),
]


@pytest.mark.parametrize(
    ("scenario", "make", "rule", "trick", "hand", "legal"), LEGAL, ids=[r[0] for r in LEGAL]
)
def test_legal_follow(
    scenario: str, make: OrderFn, rule: FollowRule | None, trick: str, hand: str, legal: str
) -> None:
    order = make()
    rule = rule or FOLLOW_RULE[scenario.split()[0]]  # the default rules' (test_follow_rules)
    played = cards(trick)
    winning = played[order.trick_winner_index(played)]
    assert texts(order.legal_follow(rule, mask(cards(hand)), played[0], winning)) == set(legal.split())


def test_moench_announced_trump_makes_the_turned_suit_plain() -> None:
    # moench.md §9 scenario 4: turn-up 8♠, hearts announced → 8♠ is a plain spade.
    order = moench_order(H)
    assert order.effective_suit(parse_card("8S")) == int(S)
    assert order.effective_suit(parse_card("JC")) == TRUMP


def test_ramsen_permanent_trump_leaves_its_printed_suit() -> None:
    # ramsen.md §2: 9♦ belongs to the trump suit, not to diamonds, whatever the trump suit.
    for trump in Suit:
        order = ramsen_order(trump)
        for text in ("9D", "7D", "QC", "JC"):
            assert order.effective_suit(parse_card(text)) == TRUMP
