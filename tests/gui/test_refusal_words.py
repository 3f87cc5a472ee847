"""A refusal reads as a sentence in the deck's language: every card and suit the engine names
with French symbols becomes the table's name for it, and nothing else in the message changes."""

from __future__ import annotations

import pytest
from kartln.engine.cards import NUM_RANKS
from kartln.engine.names import FRENCH_SUIT_SYMBOL, Pack, short_name
from kartln.gui.games.text import card_label, suit_label
from kartln.gui.refusal_text import cards_named, player_words
from kartln.gui.view_model import ViewContext

FRENCH = ViewContext((), 0, True)
GERMAN = ViewContext((), 0, True, german=True)
SYMBOLS = "♠♥♦♣"


@pytest.mark.parametrize("ctx", [FRENCH, GERMAN], ids=["french", "german"])
@pytest.mark.parametrize("card", range(4 * NUM_RANKS))
def test_every_card_is_named_as_the_table_names_it(card: int, ctx: ViewContext) -> None:
    message = f"you do not hold the {short_name(card, Pack.FRENCH)}"
    assert player_words(message, ctx) == f"You do not hold the {card_label(card, ctx)}."


@pytest.mark.parametrize("ctx", [FRENCH, GERMAN], ids=["french", "german"])
@pytest.mark.parametrize("suit", range(4))
def test_every_suit_is_named_as_the_table_names_it(suit: int, ctx: ViewContext) -> None:
    symbol = FRENCH_SUIT_SYMBOL[suit]  # type: ignore[index]
    name = suit_label(suit, ctx)
    assert player_words(f"you must follow suit: {symbol}", ctx) == f"You must follow suit: {name}."
    assert player_words(f"you cannot follow {symbol}, so you must play a trump ({symbol})", ctx) == (
        f"You cannot follow {name}, so you must play a trump ({name}).")


def test_german_cards_are_named_in_words_with_no_french_symbol() -> None:
    text = player_words("you must beat the A♥ if you can; K♣, Q♠, J♦ and 10♠ do not; follow ♦", GERMAN)
    assert not set(text) & set(SYMBOLS)
    assert text == ("You must beat the Herz Ass if you can; Eichel König, Grün Ober, Schellen Unter and Grün 10 do "
                    "not; follow Schellen.")


@pytest.mark.parametrize("message", [
    "A blind bid may not exceed 120.",
    "a King and a Queen: 10 points, Q&A, K.O., 6 of 9 tricks",
    "first hand must open the auction with 100",
])
def test_ordinary_words_are_untouched(message: str) -> None:
    for ctx in (FRENCH, GERMAN):
        assert cards_named(message, ctx) == message


def test_a_sentence_gets_a_capital_and_one_full_stop() -> None:
    assert player_words("you must follow suit: trumps were led", FRENCH) == "You must follow suit: trumps were led."
    assert player_words("Put the card in the middle of the table to play it.", GERMAN) == (
        "Put the card in the middle of the table to play it.")
    assert player_words("Really?", FRENCH) == "Really?"
    assert player_words("", FRENCH) == ""


def test_a_game_s_own_card_names_are_used() -> None:
    weli = 1 * NUM_RANKS  # 6♦
    ctx = ViewContext((), 0, True, german=True, card_names={weli: "Joker (WELI)"})
    assert player_words("you do not hold the 6♦", ctx) == "You do not hold the Joker (WELI)."
