"""The rules pages in the players' languages: every game in German, Thousand in Polish, Russian and
Ukrainian, Bohemian Watten in Czech, Raub in Croatian. A translated page has its English page's
passages in the same order (the guided deal quotes a passage found by its English title from the
translation), the Rules window shows the page in the window's language, and a page not translated
into it shows in English with one line that says so."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from kartln.engine.actions import PlayCard
from kartln.engine.registry import GAMES
from kartln.gui.deal_guide import passages, rules_words
from kartln.gui.i18n import TRANSLATED, install_translators
from kartln.gui.rules_dialog import RulesDialog, english_page_note, rules_markdown
from PySide6.QtCore import QCoreApplication

RULES = Path(__file__).parents[2] / "resources" / "rules"
#: The pages the players of each language are promised, by language.
PROMISED = {"de": tuple(GAMES), "pl": ("thousand",), "ru": ("thousand",), "uk": ("thousand",),
            "cs": ("bohemian-watten",), "hr": ("raub",)}
TRANSLATIONS = sorted(RULES.glob("*/*.md"))
_HEADING = re.compile(r"^(#+ |\d+\. \*\*)")


def _shape(page: str) -> list[str]:
    """The page's headings and numbered steps, by their marks ("#", "##", "3.")."""
    return [line.split(" ", 1)[0] for line in page.splitlines() if _HEADING.match(line)]


@pytest.fixture
def language(qapp: object) -> Iterator[object]:
    app = QCoreApplication.instance()
    assert app is not None
    yield lambda code: install_translators(app, code)
    install_translators(app, "en")


@pytest.mark.parametrize("language_code", sorted(PROMISED))
def test_every_promised_page_is_translated(language_code: str) -> None:
    for game_id in PROMISED[language_code]:
        assert (RULES / language_code / f"{game_id}.md").is_file(), (language_code, game_id)


def test_a_translation_is_of_a_game_s_page_into_a_language_of_the_window() -> None:
    assert TRANSLATIONS
    for page in TRANSLATIONS:
        assert page.parent.name in TRANSLATED and page.stem in GAMES, page


@pytest.mark.parametrize("page", TRANSLATIONS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_translated_page_has_its_english_page_s_passages_in_order(page: Path) -> None:
    english, translated = (RULES / page.name).read_text(encoding="utf-8"), page.read_text(encoding="utf-8")
    assert _shape(translated) == _shape(english)
    ours, theirs = passages(english), passages(translated)
    assert len(ours) == len(theirs)
    assert [bool(words) for _, words in theirs] == [bool(words) for _, words in ours]
    assert all(a != b for (_, a), (_, b) in zip(ours, theirs, strict=True) if a)  # translated, passage by passage


def test_the_page_is_shown_in_the_window_s_language_and_else_in_english_with_a_note(language) -> None:  # type: ignore[no-untyped-def]
    english = (RULES / "thousand.md").read_text(encoding="utf-8")
    language("ru")
    assert rules_markdown("thousand") == (RULES / "ru" / "thousand.md").read_text(encoding="utf-8")
    assert english_page_note("thousand") == ""
    assert rules_markdown("ramsen") == (RULES / "ramsen.md").read_text(encoding="utf-8")  # not in Russian
    note = english_page_note("ramsen")
    assert note and "\n" not in note and note != english_page_note("ramsen", "en")
    dialog = RulesDialog("ramsen", "Ramsen")
    text = dialog.text.toPlainText()
    assert text.index(note.strip("*")) < text.index("Cards")  # the note, then the English page
    language("en")
    assert rules_markdown("thousand") == english and english_page_note("ramsen") == ""


def test_the_guide_quotes_the_translated_page_at_the_place_of_the_english_passage(language) -> None:  # type: ignore[no-untyped-def]
    play = [PlayCard(0)]
    english_title, english_words = rules_words("ramsen", play)
    language("de")
    title, words = rules_words("ramsen", play)
    german = passages((RULES / "de" / "ramsen.md").read_text(encoding="utf-8"))
    place = [t for t, _ in passages((RULES / "ramsen.md").read_text(encoding="utf-8"))].index(english_title)
    assert title == german[place][0] != english_title
    assert words and words != english_words and words[:40] in german[place][1]


@pytest.mark.parametrize(("code", "thousand", "watten"), [
    ("ru", "Тысяча", "Böhmisch Watten"), ("pl", "Tysiąc", "Böhmisch Watten"), ("uk", "Тисяча", "Böhmisch Watten"),
    ("de", "Tausend", "Böhmisch Watten"), ("cs", "Tisíc", "Böhmisch Watten"), ("hr", "Tisuća", "Böhmisch Watten")])
def test_the_games_are_named_as_their_players_say_them(qtbot, language, code: str, thousand: str,  # type: ignore[no-untyped-def]
                                                      watten: str) -> None:
    """On the start screen's tiles and in the new-game dialog; the game ids stay."""
    from kartln.gui.new_game_dialog import NewGameDialog
    from kartln.gui.settings import Settings
    from kartln.gui.start_screen import GameTile, StartScreen

    language(code)
    start = StartScreen()
    qtbot.addWidget(start)
    tiles = {t.game_id: t.name.text() for t in start.findChildren(GameTile)}
    assert (tiles["thousand"], tiles["bohemian-watten"], tiles["ramsen"]) == (thousand, watten, "Ramsen")
    dialog = NewGameDialog(Settings())
    qtbot.addWidget(dialog)
    offered = {dialog.game.itemData(i): dialog.game.itemText(i) for i in range(dialog.game.count())}
    assert (offered["thousand"], offered["bohemian-watten"]) == (thousand, watten)
