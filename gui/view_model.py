"""The generic table model: what the table draws, and how a game feeds it.

A :class:`TableSnapshot` is everything the table shows at one moment, built from the observation
of the seat whose view is shown (never from the game state). A game turns the events of an action
into a list of :class:`Step` s, each a snapshot plus how to get there (deal, play, collect ...);
the table animates from one snapshot to the next. The last step of an action is always the
snapshot of the fresh observation, so the table cannot drift from the match.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from kartln.engine.state import Action, ScoreRow


@dataclass(frozen=True, slots=True)
class CardView:
    """One card on the table. ``key`` gives it its identity from one snapshot to the next."""

    key: str
    card: int | None = None  # None: face down and unknown to the viewer
    face_up: bool = True  # False: drawn as a back even though the viewer knows it
    exposed: bool = False  # in a hand, yet face up for everybody (a turned-up trump): drawn marked
    mark: str = ""  # a game's word for a special card in the viewer's hand (Watten's striker): a star on it

    @property
    def shows_face(self) -> bool:
        return self.card is not None and self.face_up


def known(card: int, face_up: bool = True) -> CardView:
    return CardView(f"c{card}", card, face_up)


def hidden(seat: int, index: int) -> CardView:
    return CardView(f"h{seat}.{index}", None, False)


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    name: str
    score: int | None = None
    hand: tuple[CardView, ...] = ()
    tricks: int = 0  # the taken pile
    bid: str = ""  # the bubble at the plate (a bid, "pass")
    note: str = ""  # second line of the plate (barrel, bolts)
    dealer: bool = False
    active: bool = True  # takes part in this deal
    human: bool = False
    status: str = ""  # why a seat out of the deal is out ("dropped out"); the plate says "sits out" otherwise
    team: int = -1  # index of the seat's partnership, -1 when everybody plays for himself


@dataclass(frozen=True, slots=True)
class PileView:
    """Cards in the middle: a stock, a talon, the two stocks of two-player Thousand."""

    key: str
    cards: tuple[CardView, ...]
    label: str = ""
    place: str = "center"  # "center" or "side"


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    seats: tuple[SeatView, ...]
    viewer: int  # the seat drawn at the bottom
    to_act: int = -1
    trick: tuple[tuple[int, CardView], ...] = ()
    piles: tuple[PileView, ...] = ()
    trump: int | None = None
    trump_text: str = ""  # e.g. "No trumps"; empty hides the indicator
    trump_card: int | None = None  # a turned-up card that made the trump
    info: tuple[str, ...] = ()  # lines at the top left (deal, contract ...)
    thinking: bool = False  # the seat to act is a computer
    count: str = ""  # the viewer's running count of the deal (points, tricks), under the info lines

    @property
    def info_box(self) -> tuple[str, ...]:
        """The lines of the box at the top left: the info lines, then the running count."""
        return self.info + ((self.count,) if self.count else ())

    def seat(self, s: int) -> SeatView:
        return self.seats[s]

    def with_seat(self, s: int, **changes: Any) -> TableSnapshot:
        seats = list(self.seats)
        seats[s] = replace(seats[s], **changes)
        return replace(self, seats=tuple(seats))

    def all_cards(self) -> list[CardView]:
        out = [c for sv in self.seats for c in sv.hand]
        out += [c for _, c in self.trick]
        out += [c for p in self.piles for c in p.cards]
        return out


@dataclass
class Step:
    """One animated change of the table."""

    snapshot: TableSnapshot
    kind: str = "move"  # sync, deal, move, play, show, collect, bid, announce, scored, match_over
    hold: float = 0.0  # seconds to wait after the motion (at normal speed)
    banner: str = ""
    renames: dict[str, str] = field(default_factory=dict)  # item key → new key (a hidden card revealed)
    collect_to: int | None = None  # vanishing cards go to this seat's taken pile
    deltas: tuple[int, ...] | None = None  # score changes to show at the plates
    row: ScoreRow | None = None  # for "scored": the game's score-sheet row
    winners: tuple[int, ...] = ()  # for "match_over"
    least: float = 0.0  # the shortest wait at any animation speed but off (a full trick, to read its last card)


@dataclass(frozen=True)
class ViewContext:
    """Who looks at the table and how cards are named."""

    names: tuple[str, ...]
    viewer: int
    reveal: bool  # the viewer's own hand is shown (False: a spectator view)
    humans: frozenset[int] = frozenset()
    suit_order: tuple[int, ...] = (3, 0, 2, 1)
    german: bool = False  # German suit and rank names
    card_names: Mapping[int, str] = field(default_factory=dict)  # cards the game names its own way
    show_count: bool = True  # the running count of the deal in the info box (a setting)


@dataclass(frozen=True)
class OwnFace:
    """A card a game draws with another face of the deck and names its own way (Schnalzen's WELI
    as a Joker): the face's name in the deck (see gui/card_renderer.py) and the card's name."""

    face: str
    name: str


@dataclass(frozen=True)
class Zone:
    """A place a dragged card can be dropped on."""

    kind: str  # "trick", "seat", "pile"
    seat: int = -1
    index: int = 0


@dataclass(frozen=True)
class CardChoice:
    """What a card activation or a drop means: an action, a question, or a refusal."""

    actions: tuple[Action, ...] = ()  # one action: do it; two or more: ask (e.g. marriage or not)
    refusal: str = ""  # why nothing happens (shown to the user)
    notice: str = ""  # shown while the choice is taken: why a question the player may expect is not asked
    question: str = ""  # the question when there is a choice
    labels: tuple[str, ...] = ()  # one label per action for the question
    auto: int = -1  # the answer taken without asking when the user chose so in the settings
    setting: str = ""  # the settings flag that says so (e.g. "auto_marriage")


@dataclass(frozen=True)
class SheetColumn:
    title: str
    tooltip: str = ""


@dataclass(frozen=True)
class Tally:
    """One player's score drawn as on paper: ``kind`` "crosses" (Ramsen: crosses of five strokes,
    ``done`` of ``total`` strokes made) or "tokens" (Rams: ``done`` tokens left)."""

    name: str
    kind: str
    total: int
    done: int


@dataclass(frozen=True)
class SheetTable:
    """A score sheet as text cells: columns, rows, and the totals row; and, for games scored on
    paper by figures, each player's tally drawn above the rows."""

    columns: tuple[SheetColumn, ...]
    rows: tuple[tuple[str, ...], ...]
    totals: tuple[str, ...]
    highlights: tuple[tuple[int, int], ...] = ()  # (row, column) cells to emphasise
    title: str = ""
    tallies: tuple[Tally, ...] = ()
