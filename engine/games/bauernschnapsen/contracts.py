"""The contract ladder of rules/bauernschnapsen.md §4: values, who may announce what, and goals."""

from __future__ import annotations

from enum import IntEnum

from kartln.engine.cards import DECK_20, SUIT_MASK, CardSet, mask
from kartln.engine.games.bauernschnapsen.rules import BauernschnapsenRules
from kartln.engine.messages import GameWord, Refusal


class Contract(IntEnum):
    """Lowest to highest: a later contract outranks an earlier one, even at equal value."""

    NORMAL = 0
    BETTLER = 1
    SCHNAPSER = 2
    GANG = 3
    ZEHNERLOCH = 4
    BAUERNSCHNAPSER = 5
    KONTRASCHNAPSER = 6
    HERRENGANG = 7
    KONTRABAUERNSCHNAPSER = 8
    HERRENSCHNAPSER = 9

    @property
    def title(self) -> GameWord:
        return _TITLES[self]

    @property
    def word(self) -> str:
        """The contract's name in records: ``announce schnapser``."""
        return self.name.lower()

    @property
    def has_trumps(self) -> bool:
        return self not in NO_TRUMP

    @property
    def is_claim(self) -> bool:
        """Herrengang and Herrenschnapser cannot fail (§4 notes)."""
        return self in (Contract.HERRENGANG, Contract.HERRENSCHNAPSER)

    @property
    def takes_all(self) -> bool:
        """The declarer must take every trick."""
        return self in (Contract.GANG, Contract.ZEHNERLOCH, Contract.BAUERNSCHNAPSER,
                        Contract.KONTRABAUERNSCHNAPSER, Contract.HERRENGANG, Contract.HERRENSCHNAPSER)

    @property
    def is_schnapser(self) -> bool:
        """66 within the first three tricks."""
        return self in (Contract.SCHNAPSER, Contract.KONTRASCHNAPSER)

    @property
    def counts_marriages(self) -> bool:
        """§7: marriages count in the normal game, Schnapser and Kontraschnapser."""
        return self in (Contract.NORMAL, Contract.SCHNAPSER, Contract.KONTRASCHNAPSER)

    @property
    def forehand_leads(self) -> bool:
        """§7 first lead (default): forehand in the normal game and the Kontra contracts."""
        return self in (Contract.NORMAL, Contract.KONTRASCHNAPSER, Contract.KONTRABAUERNSCHNAPSER)


NO_TRUMP = frozenset((Contract.BETTLER, Contract.GANG, Contract.ZEHNERLOCH, Contract.HERRENGANG))

_TITLES = {
    Contract.NORMAL: GameWord("Normal game"), Contract.BETTLER: GameWord("Bettler"),
    Contract.SCHNAPSER: GameWord("Schnapser"), Contract.GANG: GameWord("Gang"),
    Contract.ZEHNERLOCH: GameWord("Zehnerloch"), Contract.BAUERNSCHNAPSER: GameWord("Bauernschnapser"),
    Contract.KONTRASCHNAPSER: GameWord("Kontraschnapser"), Contract.HERRENGANG: GameWord("Herrengang"),
    Contract.KONTRABAUERNSCHNAPSER: GameWord("Kontrabauernschnapser"),
    Contract.HERRENSCHNAPSER: GameWord("Herrenschnapser"),
}

_VALUES = {
    Contract.SCHNAPSER: 6, Contract.GANG: 9, Contract.ZEHNERLOCH: 10, Contract.BAUERNSCHNAPSER: 12,
    Contract.KONTRASCHNAPSER: 12, Contract.HERRENGANG: 18, Contract.KONTRABAUERNSCHNAPSER: 24,
    Contract.HERRENSCHNAPSER: 24,
}

BY_WORD = {c.word: c for c in Contract}


def value(contract: Contract, rules: BauernschnapsenRules) -> int:
    """Game points of a contract (the normal game's 1–3 depend on the play: see scoring)."""
    if contract is Contract.BETTLER:
        return rules.bettler_value
    return _VALUES.get(contract, 1)


def whole_suit(hand: CardSet) -> int | None:
    """The suit of which ``hand`` holds all five cards, if any (20-card deck)."""
    for suit in range(4):
        if hand & _SUIT_20[suit] == _SUIT_20[suit]:
            return suit
    return None


_SUIT_20 = tuple(m & mask(DECK_20) for m in SUIT_MASK)


def eligibility(contract: Contract, seat: int, forehand: int, hand: CardSet, trump: int | None,
                rules: BauernschnapsenRules) -> Refusal | None:
    """Why ``seat`` may not announce ``contract`` (§4 "Who may bid"), or None if he may."""
    partner = (forehand + 2) % 4
    if contract is Contract.NORMAL:
        return Refusal("nobody announces the normal game: it is played when everybody passes")
    if contract is Contract.SCHNAPSER and seat not in (forehand, partner):
        return Refusal("only forehand or his partner may announce a Schnapser")
    if contract is Contract.BAUERNSCHNAPSER:
        allowed, refusal = {
            "forehand_or_partner": ((forehand, partner),
                                    Refusal("only forehand or his partner may announce a Bauernschnapser")),
            "partner": ((partner,), Refusal("only forehand's partner may announce a Bauernschnapser")),
            "forehand": ((forehand,), Refusal("only forehand may announce a Bauernschnapser")),
        }[rules.bauernschnapser_by]
        if seat not in allowed:
            return refusal
    if contract in (Contract.KONTRASCHNAPSER, Contract.KONTRABAUERNSCHNAPSER) and seat in (forehand, partner):
        return Refusal("only an opponent of forehand may announce a {contract}", contract=contract.title)
    if contract is Contract.HERRENGANG:
        if seat == forehand:
            return Refusal("forehand may not announce a Herrengang")
        if whole_suit(hand) is None:
            return Refusal("a Herrengang needs all five cards of one suit")
    if contract is Contract.HERRENSCHNAPSER:
        if seat != forehand:
            return Refusal("only forehand may announce a Herrenschnapser")
        if trump is None or hand & _SUIT_20[trump] != _SUIT_20[trump]:
            return Refusal("a Herrenschnapser needs all five trumps")
    return None
