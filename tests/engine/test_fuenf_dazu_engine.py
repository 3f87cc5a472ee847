"""Fünf dazu! rules (rules/fuenf-dazu.md): the deal, rule F5, the trick winner, count-down scoring,
the end of the match, and both options. Scenario numbers refer to §9 of the specification."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from kartln.engine import events as ev
from kartln.engine.actions import PlayCard
from kartln.engine.cards import DECK_32, card_text, cards_in, mask, parse_card
from kartln.engine.games.fuenf_dazu import FuenfDazuRules, FuenfDazuState
from kartln.engine.state import IllegalAction
from kartln.engine.tricks import FollowRule


def cards(text: str) -> list[int]:
    return [parse_card(w) for w in text.split()]


def deck_after_cut(hands: Sequence[str]) -> tuple[list[int], list[int]]:
    """An injected deck whose order after the cut (index 1) deals ``hands`` (forehand first, the
    dealer last; 3 then 2 cards each), the unused cards following."""
    hs = [cards(h) for h in hands]
    order = [c for h in hs for c in h[:3]] + [c for h in hs for c in h[3:]]
    order += [c for c in DECK_32 if c not in order]
    return [order[-1], *order[:-1]], [1]


def new_state(hands: Sequence[str], dealer: int | None = None, **options: object) -> FuenfDazuState:
    n = len(hands)
    d = n - 1 if dealer is None else dealer
    rules = FuenfDazuRules(players=n, **options)  # type: ignore[arg-type]
    seats = [(d + 1 + i) % n for i in range(n)]  # hands are given from forehand on
    return FuenfDazuState(rules, seed=1, dealer=d, decks=[deck_after_cut([hands[seats.index(s)] for s in seats])])


def play(state: FuenfDazuState, *words: str) -> list[ev.Event]:
    out: list[ev.Event] = []
    for w in words:
        out += state.apply(PlayCard(parse_card(w)))
    return out


def legal(state: FuenfDazuState) -> set[str]:
    return {card_text(a.card) for a in state.legal_actions() if isinstance(a, PlayCard)}


def test_the_deal_gives_five_cards_in_packets_of_three_then_two_from_forehand() -> None:
    """§3: with 4 players deck indices 0–2 FH, 3–5 P2, 6–8 P3, 9–11 dealer, 12–13 FH, ...; 20–31 unused."""
    order = list(DECK_32)
    s = FuenfDazuState(FuenfDazuRules(players=4), dealer=3, decks=[([order[-1], *order[:-1]], [1])])
    fh, p2, p3, dealer = 0, 1, 2, 3
    assert s.hands[fh] == mask(order[0:3] + order[12:14])
    assert s.hands[p2] == mask(order[3:6] + order[14:16])
    assert s.hands[p3] == mask(order[6:9] + order[16:18])
    assert s.hands[dealer] == mask(order[9:12] + order[18:20])
    assert s.set_aside == mask(order[20:])
    assert s.current_player() == fh  # §4: forehand leads to trick 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_gets_five_cards_and_the_rest_is_set_aside(players: int) -> None:
    s = FuenfDazuState(FuenfDazuRules(players=players), seed=9)
    assert all(h.bit_count() == 5 for h in s.hands)
    assert s.set_aside.bit_count() == 32 - 5 * players


def test_scenario_1_a_follower_must_follow_and_beat() -> None:
    s = new_state(["9S 7H 8H 9H 10H", "KS 7S AH 7D 8D"])
    play(s, "9S")
    assert legal(s) == {"KS"}
    with pytest.raises(IllegalAction, match=r"you must beat the 9♠ if you can"):
        s.apply(PlayCard(parse_card("7S")))
    with pytest.raises(IllegalAction, match=r"you must follow suit: ♠"):
        s.apply(PlayCard(parse_card("AH")))


def test_scenario_1_without_must_win_any_card_of_the_suit_follows() -> None:
    """§8 #2 option off: rule F1."""
    s = new_state(["9S 7H 8H 9H 10H", "KS 7S AH 7D 8D"], must_win=False)
    assert s.follow is FollowRule.F1
    play(s, "9S")
    assert legal(s) == {"KS", "7S"}


def test_scenario_2_a_follower_who_cannot_beat_plays_any_card_of_the_suit() -> None:
    s = new_state(["KS 7H 8H 9H 10H", "QS 7S AH 7D 8D"])
    play(s, "KS")
    assert legal(s) == {"QS", "7S"}


def test_scenario_3_a_void_follower_plays_anything_and_cannot_win() -> None:
    s = new_state(["KS 7H 8H 9H 10H", "AH 8D 7D 9D 10D"])
    play(s, "KS")
    assert legal(s) == {"AH", "8D", "7D", "9D", "10D"}
    won = [e for e in play(s, "AH") if isinstance(e, ev.TrickWon)]
    assert won[0].seat == 0  # K♠ wins: no trumps, a third suit never beats


def test_scenario_4_ace_ten_order_and_plain_order() -> None:
    s = new_state(["10D 7H 8H 9H 10H", "KD 7S 8S 9S 10S", "AD 7C 8C 9C 10C"])
    assert [e.seat for e in play(s, "10D", "KD", "AD") if isinstance(e, ev.TrickWon)] == [2]
    s = new_state(["10D 7H 8H 9H 10H", "KD 7S 8S 9S 10S"])
    assert [e.seat for e in play(s, "10D", "KD") if isinstance(e, ev.TrickWon)] == [0]  # 10 above K
    s = new_state(["10D 7H 8H 9H 10H", "KD 7S 8S 9S 10S"], rank_order="plain")
    assert [e.seat for e in play(s, "10D", "KD") if isinstance(e, ev.TrickWon)] == [1]  # plain: K above 10


def test_the_winner_of_a_trick_leads_the_next() -> None:
    s = new_state(["7S 7H 8H 9H 10H", "AS 8D 7D 9D 10D"])
    play(s, "7S", "AS")
    assert s.current_player() == 1


def test_scenario_5_minus_one_per_trick_and_five_to_it_without_a_trick() -> None:
    # A (forehand) takes 3 tricks, B 2, C none: 15 → 12, 13, 20.
    s = new_state(["AH AS AD 7C 8C", "KH KS 9C 10C JC", "7H 7S 7D 8D 9D"])
    events = play(s, "AH", "KH", "7H", "AS", "KS", "7S", "AD", "9C", "7D", "7C", "10C", "8D", "JC", "9D", "8C")
    scored = next(e for e in events if isinstance(e, ev.DealScored))
    assert scored.changes == (-3, -2, 5)
    assert s.scores() == [12, 13, 20]
    row = s.sheet[0]
    assert row.tricks == (3, 2, 0) and row.scores == (12, 13, 20)


def _finish_deal_with_totals(totals: list[int]) -> FuenfDazuState:
    """Seat 0 takes one trick, seat 1 takes four, seat 2 none, from the given totals."""
    s = new_state(["AH 7S 7D 7C 8C", "KH AS AD AC 10C", "7H 8S 8D 9C JC"])
    s.totals = list(totals)
    play(s, "AH", "KH", "7H", "7S", "AS", "8S")  # seat 1 leads from now on
    play(s, "AD", "8D", "7D", "AC", "9C", "7C", "10C", "JC", "8C")
    return s


def test_scenario_6_the_lowest_score_at_or_below_zero_wins() -> None:
    s = _finish_deal_with_totals([1, 3, 10])  # → 0, -1, 15
    assert s.scores() == [0, -1, 15]
    assert s.is_terminal() and s.winners() == [1]
    assert s.sheet[-1].winners == (1,)


def test_equal_lowest_scores_are_joint_winners() -> None:
    s = _finish_deal_with_totals([0, 3, 10])  # → -1, -1, 15
    assert s.winners() == [0, 1]


def test_no_one_at_or_below_zero_means_the_next_deal_with_the_next_dealer() -> None:
    s = _finish_deal_with_totals([5, 6, 10])
    assert not s.is_terminal()
    assert s.dealer == 0 and s.deal_no == 2
    assert s.current_player() == 1  # the new forehand
    assert all(h.bit_count() == 5 for h in s.hands)


def test_a_match_played_out_ends_with_a_winner_at_or_below_zero() -> None:
    import random

    s = FuenfDazuState(FuenfDazuRules(players=3), seed=4)
    rng = random.Random(4)
    while not s.is_terminal():
        acts = s.legal_actions()
        s.apply(acts[rng.randrange(len(acts))])
    low = min(s.scores())
    assert low <= 0 and s.winners() == [i for i, v in enumerate(s.scores()) if v == low]
    assert all(cards_in(h) == [] for h in s.hands)


def test_the_players_option_allows_two_to_four() -> None:
    with pytest.raises(ValueError, match="Players"):
        FuenfDazuRules(players=5)
