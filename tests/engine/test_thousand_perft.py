"""Perft-style counts of legal Thousand action sequences from fixed deals (rules/thousand.md §5–§7).

``perft(state, d)`` is the number of distinct sequences of ``d`` legal actions (a declared and an
undeclared marriage lead are different actions). The counts live in tests/golden/thousand_perft.json;
regenerate them after a deliberate rules change with

    python tests/engine/test_thousand_perft.py --regenerate
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from kartln.engine.games.thousand.rules import ThousandRules
from kartln.engine.games.thousand.state import ThousandState
from perft import perft
from thousand_helpers import MARRY, SWEEP, deck2, deck3, do, rules, state

GOLDEN = Path(__file__).parent.parent / "golden" / "thousand_perft.json"

# Same deal as the §17.1/2 scenarios: after giving, seat 0 holds AH 10H KD QD 10S AC 10C KS,
# seat 1 (void in ♦) AS QS JS 9S KH QH 9C 9H, seat 2 (void in ♠) 9D JD AD 10D JC QC KC JH.
TRICKS = deck3(
    p1="AH 10H KD QD 10S AC 10C",
    p2="AS QS JS 9S KH QH 9C",
    p3="9D JD AD 10D JC QC KC",
    stock="9H JH KS",
)
TWO = deck2(
    fh="AH 10H KH QH AD 10D KD QD AC 10C",
    dealer="9H JH 9D JD KC QC JC 9C AS 10S",
    stock_a="KS QS",
    stock_b="9S JS",
)


def _play(deck: list[int], moves: tuple[str, ...], r: ThousandRules | None = None, dealer: int = 2
          ) -> Callable[[], ThousandState]:
    def make() -> ThousandState:
        s = state([deck], r, dealer=dealer)
        do(s, *moves)
        return s

    return make


# name → (start position, depths)
POSITIONS: dict[str, tuple[Callable[[], ThousandState], tuple[int, ...]]] = {
    "tricks_play": (_play(TRICKS, ("bid 100", "pass", "pass", "give 9H to 1", "give JH to 2",
                                   "contract 100")), (1, 2, 3, 4, 5, 6)),
    "marry_play": (_play(MARRY, ("bid 100", "pass", "pass", "give 9S to 1", "give 9C to 2",
                                 "contract 100")), (3, 4, 5, 6)),
    "sweep_play": (_play(SWEEP, ("bid 100", "pass", "pass", "give 9H to 1", "give JS to 2",
                                 "contract 100")), (3, 4, 5, 6)),
    "marry_auction": (_play(MARRY, ()), (1, 2, 3, 4)),
    "sweep_auction_golden": (_play(SWEEP, (), rules(golden_round=True)), (1, 2, 3)),
    "two_players_play": (_play(TWO, ("bid 100", "pass", "stock 1", "discard KD", "discard QD", "contract 100"),
                               rules(players=2), dealer=1), (2, 3, 4, 5)),
    "two_players_auction": (_play(TWO, (), rules(players=2), dealer=1), (1, 2, 3, 4)),
    "four_players_play": (_play(SWEEP, ("bid 100", "pass", "pass", "give 9H to 1", "give JS to 2",
                                        "contract 100"), rules(players=4), dealer=3), (3, 4, 5)),
}


def compute() -> dict[str, dict[str, int]]:
    return {name: {str(d): perft(make(), d) for d in depths} for name, (make, depths) in POSITIONS.items()}


def golden() -> dict[str, dict[str, int]]:
    data: dict[str, dict[str, int]] = json.loads(GOLDEN.read_text())
    return data


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_perft_matches_golden(name: str) -> None:
    make, depths = POSITIONS[name]
    expected = golden()[name]
    assert sorted(expected, key=int) == [str(d) for d in depths]
    for d in depths:
        assert perft(make(), d) == expected[str(d)], f"{name} depth {d}"


def test_perft_first_trick_by_hand_thousand_md_7_1() -> None:
    """Counted by hand from rule F2 (§7.1) and §7.2 (no marriage on trick 1), TRICKS deal:

    depth 1: seat 0 leads any of 8 cards.
    depth 2: ♥ lead (2 cards) → seat 1 follows with K♥ Q♥ 9♥ (3); ♦ lead (2) → seat 1 is void
    and there are no trumps: any of 8; ♠ lead (2) → A♠ Q♠ J♠ 9♠ (4); ♣ lead (2) → 9♣ (1).
    2·3 + 2·8 + 2·4 + 2·1 = 32.
    depth 3: seat 2 answers ♥ with J♥ (1), ♦ with 9♦ J♦ A♦ 10♦ (4), ♠ (void, no trumps) with
    any of 8, ♣ with J♣ Q♣ K♣ (3): 6·1 + 16·4 + 8·8 + 2·3 = 140.
    """
    make = POSITIONS["tricks_play"][0]
    assert [perft(make(), d) for d in (1, 2, 3)] == [8, 32, 140]
    assert golden()["tricks_play"]["3"] == 140


def test_perft_auction_by_hand_thousand_md_5() -> None:
    """MARRY auction: first hand must bid 100 (1); seat 1 (no marriage) passes or bids
    105–120 (5); seat 2 (K♠ Q♠) passes or bids up to 400: after a pass 1 + 60 = 61, after
    105/110/115/120: 60/59/58/57. Depth 3: 61 + 60 + 59 + 58 + 57 = 295."""
    make = POSITIONS["marry_auction"][0]
    assert [perft(make(), d) for d in (1, 2, 3)] == [1, 5, 295]


def test_perft_golden_round_starts_with_giving_thousand_md_13() -> None:
    """Golden round: no auction; first hand (10 cards) gives to seat 1 first or seat 2 first:
    depth 1 = 10 cards × 2 receivers = 20, depth 2 = 20 × 9 = 180. Depth 3: first hand holds no
    King or Queen, so the contract stays 120 (1 action) – except when 9♥ goes to seat 2, who then
    holds all four nines and may demand a re-deal or keep (§4.3, 2 actions): 18 of the 180 gift
    sequences do that (9♥ first or second), so 162 + 18·2 = 198."""
    make = POSITIONS["sweep_auction_golden"][0]
    assert [perft(make(), d) for d in (1, 2, 3)] == [20, 180, 198]


def test_perft_two_players_first_trick_by_hand_thousand_md_14_2() -> None:
    """Two players, first hand keeps stock 1 (K♠ Q♠) and discards K♦ Q♦: he leads any of 10
    (no marriage on trick 1); the dealer follows ♥ (4 leads) with 9♥ J♥, ♦ (2) with 9♦ J♦,
    ♣ (2) with K♣ Q♣ J♣ 9♣, ♠ (2) with A♠ 10♠: 4·2 + 2·2 + 2·4 + 2·2 = 24."""
    make = POSITIONS["two_players_play"][0]
    assert [perft(make(), d) for d in (1, 2)] == [10, 24]


if __name__ == "__main__":
    if "--regenerate" not in sys.argv:
        sys.exit("usage: python tests/engine/test_thousand_perft.py --regenerate")
    GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    GOLDEN.write_text(json.dumps(compute(), indent=1, sort_keys=True) + "\n")
    print(f"wrote {GOLDEN}")
