"""Each language keeps to its glossary: every term in a glossary's "Checked terms" table is said the
same way wherever the window says it. A string whose English source holds the term (at the start of a
word, any ending: "trick" in "tricks") has one of the glossary's renderings in its translation; a
rendering is a stem, matched anywhere in the translation whatever its ending ("взятк" for взятка,
взятки, взяток), and a term may have several (" / "), for forms a stem cannot join."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from kartln.gui.i18n import TRANSLATED
from kartln.gui.i18n_sources import read_ts

FOLDER = Path(__file__).parents[2] / "resources" / "translations"
SECTION = "## Checked terms"
PLACEHOLDER = re.compile(r"\{\w*\}")


def checked_terms(language: str) -> list[tuple[str, tuple[str, ...]]]:
    """(English term, its renderings) of the glossary's "Checked terms" table."""
    text = (FOLDER / f"glossary_{language}.md").read_text(encoding="utf-8")
    assert SECTION in text, f"glossary_{language}.md has no {SECTION!r} table"
    terms = []
    for line in text.split(SECTION, 1)[1].splitlines()[1:]:
        if line.startswith("## "):
            break
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 2 or not cells[0] or set(cells[0]) <= {"-", ":"} or cells[0].lower().startswith("english"):
            continue
        terms.append((cells[0], tuple(r.strip() for r in cells[1].split(" / ") if r.strip())))
    return terms


def translations(language: str) -> list[tuple[str, str, str]]:
    """(context, English, translation) of every finished string; a plural's forms joined."""
    out = []
    for key, element in read_ts(FOLDER / f"kartln_{language}.ts").items():
        if element.get("type") in ("unfinished", "vanished", "obsolete"):
            continue
        forms = [f.text or "" for f in element.iter("numerusform")] or [element.text or ""]
        out.append((key.context, key.source, " ".join(forms)))
    return out


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_checked_term_is_said_as_the_glossary_says(language: str) -> None:
    terms = checked_terms(language)
    assert len(terms) >= 10, "a glossary checks at least its ten commonest terms"
    strings = translations(language)
    astray = []
    for term, renderings in terms:
        assert renderings, term
        pattern = re.compile(rf"(?<![\w-]){re.escape(term)}", re.IGNORECASE)
        used = 0
        for context, source, text in strings:
            if not pattern.search(PLACEHOLDER.sub("", source)):  # a placeholder's name is no word the player reads
                continue
            used += 1
            if not any(r.casefold() in text.casefold() for r in renderings):
                astray.append(f"{term} -> {' / '.join(renderings)}: [{context}] {source!r} = {text!r}")
        assert used, f"{term!r} is in no string of the window"
    assert not astray, f"{len(astray)} strings say a term otherwise than the glossary:\n" + "\n".join(astray[:40])
