"""Helpers for the Thousand tests: build exact deals (rules/thousand.md §4.2, §14) and drive them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any

from kartln.engine import events as ev
from kartln.engine.cards import DECK_24, Card, card_text, cards_in, mask, parse_card
from kartln.engine.games.thousand.actions import parse_action
from kartln.engine.games.thousand.rules import ThousandRules
from kartln.engine.games.thousand.state import ThousandState
from kartln.engine.state import Event

# Card points of thousand.md §2, written out here rather than taken from the engine.
POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0}
# Marriage values of thousand.md §2.1 (French pack): ♥ 100, ♦ 80, ♣ 60, ♠ 40.
MARRIAGE = {"H": 100, "D": 80, "C": 60, "S": 40}


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def cset(text: str) -> int:
    return mask(cards(text))


def texts(m: int | Iterable[Card]) -> set[str]:
    if isinstance(m, int):
        m = cards_in(m)
    return {card_text(c) for c in m}


def points(text: str | Iterable[Card]) -> int:
    items = text.split() if isinstance(text, str) else [card_text(c) for c in text]
    return sum(POINTS[t[:-1]] for t in items)


def rules(**kw: Any) -> ThousandRules:
    return replace(ThousandRules(), **kw)


def _fill(specs: list[list[Card]], sizes: list[int]) -> list[list[Card]]:
    used = [c for s in specs for c in s]
    assert len(used) == len(set(used)), "a card is given twice"
    rest = [c for c in DECK_24 if c not in used]
    out = []
    for spec, size in zip(specs, sizes, strict=True):
        assert len(spec) <= size
        extra, rest = rest[: size - len(spec)], rest[size - len(spec):]
        out.append(list(spec) + extra)
    assert not rest
    return out


def deck3(p1: str = "", p2: str = "", p3: str = "", stock: str = "") -> list[Card]:
    """The cut deck that deals these hands to first hand, second hand and third active seat and
    the three stock cards in the order (top, middle, bottom) by the table of thousand.md §4.2.

    Missing cards are filled in id order; a stock card given last is the bottom card."""
    h1, h2, h3, st = _fill([cards(p1), cards(p2), cards(p3), cards(stock)], [7, 7, 7, 3])
    if not stock.split() or len(stock.split()) < 3:
        # keep a nine away from the bottom unless the test placed the bottom card itself
        non_nines = [c for c in st if card_text(c)[:-1] != "9"]
        if non_nines and card_text(st[-1])[:-1] == "9":
            st.remove(non_nines[-1])
            st.append(non_nines[-1])
    deck: list[Card] = [0] * 24
    deck[0], deck[10], deck[23] = st
    hands = [iter(h1), iter(h2), iter(h3)]
    for i in list(range(1, 10)) + list(range(11, 23)):
        k = (i - 1) % 3 if i < 10 else (i - 11) % 3
        deck[i] = next(hands[k])
    return deck


def deck2(fh: str = "", dealer: str = "", stock_a: str = "", stock_b: str = "") -> list[Card]:
    """The cut deck of the 2-player deal (thousand.md §14.2): indices 0..19 alternately first hand
    and dealer, stock A = 20, 21, stock B = 22, 23."""
    h1, h2, a, b = _fill([cards(fh), cards(dealer), cards(stock_a), cards(stock_b)], [10, 10, 2, 2])
    if len(stock_b.split()) < 2 and card_text(b[-1])[:-1] == "9" and card_text(b[0])[:-1] != "9":
        b.reverse()
    deck: list[Card] = []
    for x, y in zip(h1, h2, strict=True):
        deck += [x, y]
    return deck + a + b


def uncut(final: Sequence[Card], cut: int = 1) -> list[Card]:
    """The deck that becomes ``final`` after cutting at ``cut`` (README §3: deck[c:] + deck[:c])."""
    return list(final[len(final) - cut:]) + list(final[: len(final) - cut])


def state(final_decks: Sequence[Sequence[Card]] = (), r: ThousandRules | None = None, dealer: int = 2,
          seed: int = 0) -> ThousandState:
    """A match whose deals use these cut decks, in order (each cut once at index 1)."""
    return ThousandState(r or ThousandRules(), seed, dealer=dealer,
                         decks=[(uncut(d), [1]) for d in final_decks])


def do(s: ThousandState, *actions: str) -> list[Event]:
    out: list[Event] = []
    for a in actions:
        out += s.apply(parse_action(a))
    return out


def legal_texts(s: ThousandState) -> list[str]:
    return [a.text() for a in s.legal_actions()]


def hand(s: ThousandState, seat: int) -> set[str]:
    return texts(s.hands[seat])


def of_type(events: Iterable[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def play_first_legal(s: ThousandState, until: Callable[[ThousandState], bool]) -> list[Event]:
    out: list[Event] = []
    while not until(s):
        out += s.apply(s.legal_actions()[0])
    return out


def scored(events: Iterable[Event]) -> ev.DealScored:
    rows = of_type(events, ev.DealScored)
    assert len(rows) == 1
    return rows[0]


# A deal (dealer 2, so first hand 0, second hand 1) in which first hand, with every Ace and Ten,
# takes all eight tricks after giving 9♥ and J♠ away (thousand.md §6–§7).
SWEEP = deck3(
    p1="AH 10H AD 10D AC 10C AS",
    p2="KH QH JH KD QD JD KC",
    p3="QC JC KS QS 9D 9C 9S",
    stock="9H JS 10S",
)
SWEEP_PLAY = [
    "give 9H to 1", "give JS to 2", "contract 100",
    "play AH", "play KH", "play QC",
    "play 10H", "play QH", "play JC",
    "play AD", "play KD", "play 9D",
    "play 10D", "play QD", "play 9C",
    "play AC", "play KC", "play KS",
    "play 10C", "play JH", "play QS",
    "play AS", "play JD", "play JS",
    "play 10S", "play 9H", "play 9S",
]


def sweep(s: ThousandState, first_hand: int = 0, contract: int = 100) -> list[Event]:
    """Play SWEEP from the auction: first hand bids 100 (or ``contract``), others pass."""
    out = do(s, "bid 100", "pass", "pass")
    moves = list(SWEEP_PLAY)
    moves[0] = f"give 9H to {(first_hand + 1) % 3}"
    moves[1] = f"give JS to {(first_hand + 2) % 3}"
    moves[2] = f"contract {contract}"
    out += do(s, *moves)
    return out


# A deal where marriages decide the contract (dealer 2). Hand-checked tricks, by rules §7:
#  1 Q♥ 9♥ 9♦ → seat 0 (3)        no trump, Q♥ best heart, no marriage on trick 1
#  2 Q♦+ 10♥ 10♦ → seat 2 (23)    seat 0 +80, ♦ trumps; 10♦ beats Q♦
#  3 Q♠+ A♠ 9♠ → seat 0 (14)      seat 2 +40, ♠ trumps
#  4 Q♣+ 10♣ 9♣ → seat 1 (13)     seat 0 +60, ♣ trumps; 10♣ beats Q♣
#  5 J♥ A♣ K♥ → seat 2 (17)       seat 2 void in ♥ must trump
#  6 J♦ K♦ A♥ → seat 0 (17)       ♦ no longer trump; K♦ best diamond
#  7 J♣ 10♠ A♦ → seat 0 (23)      J♣ the only trump
#  8 K♣ J♠ K♠ → seat 0 (10)
# Seat 0: 67 card points + 140 marriages = 207; seat 1: 13; seat 2: 40 + 40 = 80.
MARRY = deck3(
    p1="AS KH QH KD QD 9S 9C",
    p2="10S JS 10H AH 9H JH 10C",
    p3="QS KS AD 10D JD 9D AC",
    stock="KC QC JC",
)
MARRY_LINE = [
    "play QH", "play 9H", "play 9D",
    "play QD+", "play 10H", "play 10D",
    "play QS+", "play AS", "play 9S",
    "play QC+", "play 10C", "play 9C",
    "play JH", "play AC", "play KH",
    "play JD", "play KD", "play AH",
    "play JC", "play 10S", "play AD",
    "play KC", "play JS", "play KS",
]


def marry_line(s: ThousandState, contract: int, auction: Sequence[str] = ("bid 100", "pass", "pass")
               ) -> list[Event]:
    out = do(s, *auction)
    out += do(s, "give 9S to 1", "give 9C to 2", f"contract {contract}", *MARRY_LINE)
    return out


def nine_cuts(raw: Sequence[Card], times: int = 3) -> list[int]:
    """Cut indices that each leave a nine at the bottom of the reassembled deck (§4.1)."""
    out, deck = [], list(raw)
    for _ in range(times):
        c = next(c for c in range(1, 24) if card_text((deck[c:] + deck[:c])[-1])[:-1] == "9")
        out.append(c)
        deck = deck[c:] + deck[:c]
    return out
