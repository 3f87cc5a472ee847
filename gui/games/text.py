"""Words and orderings the table uses in every game: suits, cards, the shared actions, "you".

Everything a player reads about the shared vocabulary (engine/actions.py) is written here once;
a game's adapter adds labels for its own actions only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from kartln.engine.actions import Bid, Double, Drop, Exchange, NameTrump, Pass, Redouble, StayIn
from kartln.engine.cards import NUM_RANKS
from kartln.engine.names import Pack, spoken_name, suit_name, suit_symbol
from kartln.engine.state import Action
from kartln.engine.tricks import TRUMP, TrickOrder
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import QCoreApplication

SortCards = Callable[[Sequence[int]], list[int]]


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def cards_of(mask: int) -> list[int]:
    out, m = [], mask
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def pack(ctx: ViewContext) -> Pack:
    return Pack.GERMAN if ctx.german else Pack.FRENCH


def suit_label(suit: int, ctx: ViewContext) -> str:
    return suit_name(suit, pack(ctx)) if ctx.german else suit_symbol(suit, Pack.FRENCH)


def card_label(card: int, ctx: ViewContext) -> str:
    return ctx.card_names.get(card) or spoken_name(card, pack(ctx))


def is_you(seat: int, ctx: ViewContext) -> bool:
    """The sentence is about the person looking at the table (second person)."""
    return seat == ctx.viewer and ctx.reveal


def no_trumps_text() -> str:
    return tr("No trumps")


def sorter(order: TrickOrder | None, suit_order: Sequence[int], trump_suit: int | None = None) -> SortCards:
    """Sort a hand as players hold it: trumps first (when the deal has them), then the suits in
    the player's order, each from its highest card down in the deal's card order (before the
    order is known: the trump suit first, aces high)."""

    def key(c: int) -> tuple[int, int]:
        suit = c // NUM_RANKS
        if order is None:
            group = -1 if suit == trump_suit else suit_order.index(suit) if suit in suit_order else suit
            return (group, -(c % NUM_RANKS))
        eff = order.effective[c]
        group = -1 if eff == TRUMP else suit_order.index(eff) if eff in suit_order else eff
        return (group, -order.strength[c])

    return lambda cards: sorted(cards, key=key)


def action_label(action: Action, ctx: ViewContext) -> str:
    """The button text of a shared action; '' for an action the game labels itself."""
    if isinstance(action, Pass):
        return tr("Pass")
    if isinstance(action, Bid):
        return tr("Bid {value}").format(value=action.value)
    if isinstance(action, StayIn):
        return tr("Play")
    if isinstance(action, Drop):
        return tr("Drop out")
    if isinstance(action, NameTrump):
        return no_trumps_text() if action.suit is None else suit_label(action.suit, ctx)
    if isinstance(action, Double):
        return tr("Double")
    if isinstance(action, Redouble):
        return tr("Redouble")
    if isinstance(action, Exchange):
        if not action.cards:
            return tr("Keep my cards")
        return tr("Exchange {n}").format(n=len(action.cards))
    return ""
