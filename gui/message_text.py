"""The engine's messages as the player reads them on the table.

The engine says why an action is refused, or what made a deal score as it did, as a
:class:`~kartln.engine.messages.Message`: a message id (its English template, "you must follow suit:
{suit}") with arguments. The table looks the template up in the player's language (context "refusals"
or "notes") and fills in each argument as the table names it: a card or suit in the deck's names (the
German deck's names, a game's own card names), a seat by its player's name, a game's own word as its
players say it (context "terms"), a number with the table's minus sign. ``player_words`` makes a
refusal a sentence: a capital first letter and a closing full stop.
"""

from __future__ import annotations

import re

from kartln.engine.cards import NUM_RANKS
from kartln.engine.messages import Argument, CardName, GameWord, Message, SeatName, SuitName
from kartln.engine.names import FRENCH_RANK_INDEX, FRENCH_SUIT_SYMBOL
from kartln.gui.games.text import card_label, suit_label
from kartln.gui.numbers import counted, number_text
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import QCoreApplication

_SUIT_OF_SYMBOL = {symbol: int(suit) for suit, symbol in FRENCH_SUIT_SYMBOL.items()}
_RANK_OF_INDEX = {index: int(rank) for rank, index in FRENCH_RANK_INDEX.items()}
_SYMBOLS = "".join(_SUIT_OF_SYMBOL)
# A card is a rank index written right before a suit symbol, not inside a word ("A♥", "10♠");
# a suit symbol left over after the cards is a suit on its own. A letter like "A" without a
# symbol after it is a word and stays.
_CARD = re.compile(rf"(?<![\w])({'|'.join(sorted(_RANK_OF_INDEX, key=len, reverse=True))})([{_SYMBOLS}])")
_SUIT = re.compile(rf"[{_SYMBOLS}]")
_CLOSING = (".", "!", "?", "…")


def cards_named(message: str, ctx: ViewContext) -> str:
    """``message`` with its French card names and suit symbols in the table's words."""

    def card(m: re.Match[str]) -> str:
        return card_label(_SUIT_OF_SYMBOL[m.group(2)] * NUM_RANKS + _RANK_OF_INDEX[m.group(1)], ctx)

    named = _CARD.sub(card, message)
    return _SUIT.sub(lambda m: suit_label(_SUIT_OF_SYMBOL[m.group(0)], ctx), named)


def game_word(word: str) -> str:
    """A game's own word (a contract's name, "Kontra") as its players say it in the player's language."""
    return QCoreApplication.translate("terms", word)


def argument_words(value: Argument, ctx: ViewContext) -> str:
    if isinstance(value, CardName):
        return card_label(value.card, ctx)
    if isinstance(value, SuitName):
        return suit_label(value.suit, ctx)
    if isinstance(value, SeatName):
        return ctx.names[value.seat] if 0 <= value.seat < len(ctx.names) else str(value)
    if isinstance(value, GameWord):
        return game_word(value)
    return number_text(value)


def message_words(message: Message, ctx: ViewContext) -> str:
    """The engine's ``message`` in the player's language, its arguments named as the table names them."""
    n = message.args.get("n")
    if "%n" in message.template and isinstance(n, int):
        text = counted(message.context, message.template, n)
    else:
        text = QCoreApplication.translate(message.context, message.template)
    try:
        return text.format_map({key: argument_words(value, ctx) for key, value in message.args.items()})
    except (KeyError, IndexError, ValueError):  # a translation that broke its placeholders: the English words
        return cards_named(str(message), ctx)


def note_words(note: str, ctx: ViewContext) -> str:
    """A note on a deal's score (a :class:`~kartln.engine.messages.Note`) in the player's language."""
    return message_words(note, ctx) if isinstance(note, Message) else QCoreApplication.translate("notes", note)


def player_words(message: str, ctx: ViewContext) -> str:
    """Why something is refused, as a sentence for the player: an engine's :class:`Refusal` in the
    player's language, or the window's own words with French card names named for the deck on
    the table; a capital first letter and a closing full stop."""
    text = message_words(message, ctx) if isinstance(message, Message) else cards_named(message.strip(), ctx)
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith(_CLOSING) else text + "."
