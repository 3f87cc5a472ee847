"""A refusal as the player reads it on the table.

The engine says why an action is refused in its own words: lower case, French card names
(``you must follow suit: ♠``, ``you do not hold the Q♥``). The table shows every such reason
through ``player_words``: a capital first letter, a closing full stop, and each card and suit named
as the table names them (the German deck's names, a game's own card names).
"""

from __future__ import annotations

import re

from kartln.engine.cards import NUM_RANKS
from kartln.engine.names import FRENCH_RANK_INDEX, FRENCH_SUIT_SYMBOL
from kartln.gui.games.text import card_label, suit_label
from kartln.gui.view_model import ViewContext

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


def player_words(message: str, ctx: ViewContext) -> str:
    """The engine's ``message`` as a sentence for the player: cards named for the deck on the
    table, a capital first letter and a closing full stop."""
    text = cards_named(message.strip(), ctx)
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith(_CLOSING) else text + "."
