"""The translation sources (resources/translations/kartln_<language>.ts) are in step with the program:
every string the window translates is in every language's source, under the context the program
looks it up in; nothing else is there but strings kept as obsolete; the sources compile with Qt's
pyside6-lrelease; and a translation keeps its placeholders."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from kartln.gui.i18n_sources import (
    LANGUAGES,
    TS_FOLDER,
    Key,
    catalogue,
    compile_catalogue,
    read_ts,
    scan_window,
    untranslated,
)

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%n")


def _live_keys(path: Path) -> set[Key]:
    return {k for k, t in read_ts(path).items() if t.get("type") not in ("vanished", "obsolete")}


def test_every_tr_of_the_window_has_a_context() -> None:
    assert scan_window(ROOT / "gui").unbound == []


def test_every_message_of_the_engine_writes_its_text_out() -> None:
    """A Refusal, Note or GameWord made of a text computed at run time would escape the translators."""
    assert catalogue(ROOT / "gui").unwritten == []


def test_the_catalogue_holds_the_strings_of_the_window_and_of_the_games_data() -> None:
    keys = set(catalogue(ROOT / "gui").messages)
    assert Key("StartScreen", "Settings") in keys  # a literal tr() of the module's own context
    assert Key("Table", "Pass") in keys  # a tr() imported from the table's words
    assert Key("Table", "Nejdem") in keys  # a word kept as data, marked translatable
    assert Key("Table", "{talon}: %n card(s)", numerus=True) in keys  # a phrase with plural forms
    assert Key("games", "Bohemian Watten") in keys and Key("rules", "Card pack") in keys
    assert any(k.context == "hints" for k in keys)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_sources_are_in_step_with_the_program(language: str) -> None:
    path = ROOT / TS_FOLDER / f"kartln_{language}.ts"
    assert path.is_file(), f"{path} is missing: python -m kartln.gui.i18n_sources"
    wanted = set(catalogue(ROOT / "gui").messages)
    have = _live_keys(path)
    assert wanted - have == set(), "strings missing (python -m kartln.gui.i18n_sources)"
    assert have - wanted == set(), "strings no longer in the program (python -m kartln.gui.i18n_sources)"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogues_are_compiled_from_their_sources(tmp_path: Path, language: str) -> None:
    ts = ROOT / TS_FOLDER / f"kartln_{language}.ts"
    out = tmp_path / f"kartln_{language}.qm"
    compile_catalogue(ts, out)
    shipped = ts.with_suffix(".qm")
    assert shipped.is_file(), f"{shipped} is missing: python -m kartln.gui.i18n_sources --compile"
    assert shipped.read_bytes() == out.read_bytes(), "python -m kartln.gui.i18n_sources --compile"


def placeholder_problems(path: Path) -> list[str]:
    """Translations that drop or add a placeholder ({name}, %n) of their source."""
    problems = []
    for key, translation in read_ts(path).items():
        if translation.get("type") in ("unfinished", "vanished", "obsolete"):
            continue
        wanted = sorted(PLACEHOLDER.findall(key.source))
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for form in forms:
            got = sorted(PLACEHOLDER.findall(form))
            if key.numerus:  # a plural form may write the number as a word, but keeps every other placeholder
                wanted_, got_ = [p for p in wanted if p != "%n"], [p for p in got if p != "%n"]
            else:
                wanted_, got_ = wanted, got
            if got_ != wanted_:
                problems.append(f"{key.context}: {key.source!r} -> {form!r}")
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_translation_keeps_its_placeholders(language: str) -> None:
    assert placeholder_problems(ROOT / TS_FOLDER / f"kartln_{language}.ts") == []


def test_a_lost_placeholder_is_found(tmp_path: Path) -> None:
    ts = tmp_path / "x.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="de"><context><name>Table</name>'
                  "<message><source>{name} takes the trick</source><translation>Stich</translation></message>"
                  "<message><source>Deal {n}</source><translation>Spiel {n}</translation></message>"
                  "</context></TS>", encoding="utf-8")
    assert placeholder_problems(ts) == ["Table: '{name} takes the trick' -> 'Stich'"]
    assert ET.parse(ts).getroot().get("language") == "de"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_string_of_the_window_is_translated(language: str) -> None:
    left = untranslated(ROOT / TS_FOLDER / f"kartln_{language}.ts")
    assert left == [], f"{len(left)} strings to translate: python -m kartln.gui.i18n_sources --todo {language}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_plural_has_every_form_its_language_has(language: str) -> None:
    forms = 2 if language == "de" else 3  # Qt's numerus forms: one, other; or one, few, many
    for key, translation in read_ts(ROOT / TS_FOLDER / f"kartln_{language}.ts").items():
        if key.numerus and translation.get("type") not in ("vanished", "obsolete"):
            texts = [f.text or "" for f in translation.iter("numerusform")]
            assert len(texts) == forms and all("%n" in t for t in texts), (key, texts)
