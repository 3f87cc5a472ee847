"""Hints at the table: the normal computer player's move for the human to act, in words.

The move is worked out on the AI threads (a Bauernschnapsen contract is weighed over sampled deals),
from the seat's observation and the legal actions only, and handed back on the GUI thread with
the token it was asked with, so that a hint arriving after the match moved on is dropped.
"""

from __future__ import annotations

import traceback
from collections.abc import Sequence
from typing import Any

from kartln.ai.hints import Hint, suggest
from kartln.engine.actions import Bid, Discard, Exchange, GiveCard, NameTrump, PlayCard
from kartln.engine.match import GameRules
from kartln.engine.observation import Observation
from kartln.engine.state import Action
from kartln.gui.games.base import GameUi
from kartln.gui.games.text import action_label, card_label, suit_label
from kartln.gui.seats import thread_pool
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Signal
from PySide6.QtWidgets import QPushButton, QSpinBox, QWidget


def tr(text: str) -> str:
    return QCoreApplication.translate("Hint", text)


def cards_text(cards: Sequence[int], ctx: ViewContext) -> str:
    return ", ".join(card_label(c, ctx) for c in cards)


def move_text(action: Action, ui: GameUi, ctx: ViewContext, button: str = "") -> str:
    """What to do, as the player would say it: the words of the panel's button that makes the move,
    else the move named with the card names of the deck in use."""
    if isinstance(action, PlayCard):
        card = card_label(action.card, ctx)
        if action.marriage:
            return tr("Play {card} and declare the marriage").format(card=card)
        return tr("Play {card}").format(card=card)
    if isinstance(action, GiveCard):
        return tr("Give {card} to {name}").format(card=card_label(action.card, ctx), name=ctx.names[action.to])
    if isinstance(action, Discard):
        return tr("Discard {card}").format(card=card_label(action.card, ctx))
    own = ui.move_words(action, ctx)
    if own:
        return own
    if isinstance(action, NameTrump):  # the button shows the suit alone
        if action.suit is None:
            return tr("Play without trumps")
        return tr("Name {suit} trumps").format(suit=suit_label(action.suit, ctx))
    if isinstance(action, Exchange):
        if not action.cards:
            return tr("Keep your cards")
        return tr("Exchange {cards}").format(cards=cards_text(action.cards, ctx))
    text = button.replace("&", "") or game_label(action, ui, ctx)
    if isinstance(action, Bid) and text != action_label(action, ctx) and not text.startswith(tr("Bid")):
        return tr("Bid {what}").format(what=text)  # a bid the game names by its tricks
    return text


def game_label(action: Action, ui: GameUi, ctx: ViewContext) -> str:
    """The game's button text for ``action`` (the shared words where the game has none)."""
    return ui.label(action, ctx) or action_label(action, ctx) or action.text()


def hint_text(hint: Hint, ui: GameUi, ctx: ViewContext, button: str = "") -> str:
    """The banner's words: "Hint: Play Herz Ass. Nobody can beat this card: it takes the trick." """
    move = move_text(hint.action, ui, ctx, button)
    reason = QCoreApplication.translate("hints", hint.reason) if hint.reason else ""
    if move.endswith(("!", "?", ".")):  # a call with its own mark ("General Rams!") gets no full stop after it
        return (tr("Hint: {move} {reason}") if reason else tr("Hint: {move}")).format(move=move, reason=reason)
    if not reason:
        return tr("Hint: {move}.").format(move=move)
    return tr("Hint: {move}. {reason}").format(move=move, reason=reason)


class _Relay(QObject):
    done = Signal(object)  # (token, Hint or None, error text)


class _Suggest(QRunnable):
    def __init__(self, token: object, request: tuple[str, Any, tuple[Action, ...], int, Any], relay: _Relay) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.token, self.request, self.relay = token, request, relay

    def run(self) -> None:
        try:
            game_id, observation, legal, seed, rules = self.request
            hint = suggest(game_id, observation, legal, seed, rules)
            result: tuple[object, Hint | None, str] = (self.token, hint, "")
        except Exception:  # a hint's failure must not end the match
            result = (self.token, None, traceback.format_exc(limit=4))
        self.relay.done.emit(result)


class HintFinder(QObject):
    """Works out hints off the GUI thread; ``found`` brings back (token, hint or None, error)."""

    found = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay()
        self._relay.done.connect(self.found)

    def ask(self, token: object, game_id: str, observation: Observation, legal: Sequence[Action], seed: int,
            rules: GameRules | None = None) -> None:
        thread_pool().start(_Suggest(token, (game_id, observation, tuple(legal), seed, rules), self._relay))


HINTED_BUTTON = "border: 3px solid #4fc3f7;"


def point_at_button(panel: QWidget | None, action: Action) -> QPushButton | None:
    """Mark and focus the panel's button that makes ``action`` (a value box is set to the hinted
    value first, so its button names it); None when no button does."""
    if panel is None:
        return None
    spin, make, values = getattr(panel, "spin", None), getattr(panel, "make", None), getattr(panel, "values", ())
    value = getattr(action, "value", None)
    if isinstance(spin, QSpinBox) and make is not None and type(action) is make and isinstance(value, int) \
            and value in values:
        spin.setValue(value)
        button = getattr(panel, "button", None)
    else:
        finder = getattr(panel, "button_for", None)
        button = finder(action) if callable(finder) else None
    if not isinstance(button, QPushButton):
        return None
    button.setStyleSheet(HINTED_BUTTON)
    button.setFocus()
    return button
