"""The engine's messages read as the player's sentences: a refusal's template is looked up in the
player's language and its arguments named as the table names them (a card or suit in the deck's
names, a seat by its player, a game's word as its players say it, a number); a broken translation
falls back to the English words. Text the window writes itself with French symbols gets the deck's
names too, and nothing else in it changes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from kartln.engine.cards import NUM_RANKS
from kartln.engine.messages import CardName, GameWord, Note, Refusal, SeatName, SuitName
from kartln.engine.names import FRENCH_SUIT_SYMBOL, Pack, short_name
from kartln.gui.games.text import card_label, suit_label
from kartln.gui.message_text import cards_named, game_word, note_words, player_words
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import QCoreApplication, QTranslator

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


class _Catalogue(QTranslator):
    """A language whose words are given here: (context, source) -> text, or the plural forms by count."""

    def __init__(self, words: dict[tuple[str, str], str | tuple[str, str, str]]) -> None:
        super().__init__()
        self.words = words

    def isEmpty(self) -> bool:
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        found = self.words.get((context, source), "")
        if isinstance(found, tuple):  # one, few (2-4), many
            found = found[0] if n == 1 else found[1] if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else found[2]
        return found


@pytest.fixture
def language(qapp: object) -> Iterator[_Catalogue]:
    catalogue = _Catalogue({})
    QCoreApplication.installTranslator(catalogue)
    yield catalogue
    QCoreApplication.removeTranslator(catalogue)


@pytest.mark.parametrize("ctx", [FRENCH, GERMAN], ids=["french", "german"])
@pytest.mark.parametrize("card", range(0, 4 * NUM_RANKS, 5))
def test_a_refusal_names_its_card_as_the_table_names_it(card: int, ctx: ViewContext) -> None:
    refusal = Refusal("you do not hold the {card}", card=CardName(card))
    assert player_words(refusal, ctx) == f"You do not hold the {card_label(card, ctx)}."


def test_a_refusal_is_said_in_the_player_s_language_with_its_arguments_in_the_table_s_words(
        language: _Catalogue) -> None:
    language.words[("refusals", "you must follow suit: {suit}")] = "Farbe bekennen: {suit}"
    language.words[("refusals", "{seat} does not play in this deal")] = "{seat} spielt in diesem Spiel nicht mit"
    language.words[("refusals", "say {word} or pass")] = "sag {word} oder weiter"
    language.words[("terms", "Kontra")] = "Kontra!"
    ctx = ViewContext(("Anna", "Bernd", "Clara"), 0, True, german=True)
    assert player_words(Refusal("you must follow suit: {suit}", suit=SuitName(0)), ctx) == "Farbe bekennen: Herz."
    assert player_words(Refusal("{seat} does not play in this deal", seat=SeatName(1)), ctx) == (
        "Bernd spielt in diesem Spiel nicht mit.")
    assert player_words(Refusal("say {word} or pass", word=GameWord("Kontra")), ctx) == "Sag Kontra! oder weiter."
    assert game_word("Kontra") == "Kontra!"


def test_a_counted_refusal_takes_the_language_s_plural_form(language: _Catalogue) -> None:
    template = "you may exchange at most %n card(s) now"
    language.words[("refusals", template)] = ("możesz wymienić %n kartę", "możesz wymienić %n karty",
                                              "możesz wymienić %n kart")
    words = [player_words(Refusal(template, n=n), FRENCH) for n in (1, 3, 5)]
    assert words == ["Możesz wymienić 1 kartę.", "Możesz wymienić 3 karty.", "Możesz wymienić 5 kart."]


def test_a_counted_refusal_without_a_translation_is_english_singular_or_plural(qapp: object) -> None:
    template = "you may exchange at most %n card(s) now"
    assert [player_words(Refusal(template, n=n), FRENCH) for n in (1, 4)] == [
        "You may exchange at most 1 card now.", "You may exchange at most 4 cards now."]


def test_a_translation_that_lost_its_placeholder_falls_back_to_the_english_words(language: _Catalogue) -> None:
    language.words[("refusals", "you must beat the {card} if you can")] = "du musst {karte} stechen"
    refusal = Refusal("you must beat the {card} if you can", card=CardName(0))
    assert player_words(refusal, GERMAN) == f"You must beat the {card_label(0, GERMAN)} if you can."


def test_a_score_note_is_said_in_the_player_s_language(language: _Catalogue) -> None:
    language.words[("notes", "bid {bid} failed")] = "Gebot {bid} verfehlt"
    language.words[("notes", "everybody passed")] = "alle weiter"
    assert note_words(Note("bid {bid} failed", bid=3), FRENCH) == "Gebot 3 verfehlt"
    assert note_words("everybody passed", FRENCH) == "alle weiter"  # a plain word of the notes


def test_a_score_note_without_a_translation_is_english(qapp: object) -> None:
    assert note_words(Note("bid {bid} failed", bid=5), FRENCH) == "bid 5 failed"


def test_a_deal_s_notes_are_said_in_the_player_s_language_on_its_summary_and_the_sheet(language: _Catalogue) -> None:
    from kartln.engine.sheets import CountDownRow
    from kartln.gui.games.sheets import countdown_sheet, countdown_summary

    language.words[("notes", "bid {bid} failed")] = "Gebot {bid} verfehlt"
    row = CountDownRow(1, 0, (0, 1, 2, 3), (0, 0, 2, 3), (10, 5, -2, -3), (25, 20, 13, 12),
                       notes=(Note("bid {bid} failed", bid=3),))
    ctx = ViewContext(("Tess", "Anna", "Boris", "Clara"), 0, True)
    summary = countdown_summary(row, ((0,), (1,), (2,), (3,)), ctx)
    sheet = countdown_sheet([row], 15, row.scores, ((0,), (1,), (2,), (3,)), ctx)
    assert "Gebot 3 verfehlt" in summary.title and "bid" not in summary.title
    assert any("Gebot 3 verfehlt" in cell for line in sheet.rows for cell in line)
