"""The rules of a game, for players: the Markdown page its engine entry names
(``GameParts.rules_page``, package data such as ``kartln.resources:rules/<game>.md``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from importlib.resources import files
from typing import Any

from kartln.engine.options import options_of
from kartln.engine.registry import game
from kartln.gui.fitted_dialog import FittedDialog
from kartln.gui.i18n import TRANSLATED
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


def tr(text: str) -> str:
    return QCoreApplication.translate("RulesDialog", text)


def page_language() -> str:
    """The language the window speaks (the default locale its translators set): "de", "pl", ..."""
    return QLocale().name().split("_")[0]


def _read_page(game_id: str, language: str = "") -> str | None:
    """The rules page of ``game_id``: the English one, or its translation into ``language``, kept beside it
    in a folder of that language's name (``rules/de/ramsen.md``); None where there is none."""
    package, _, path = game(game_id).parts.rules_page.partition(":")
    if not package or not path:
        return None
    folder, _, name = path.rpartition("/")
    if language:
        path = f"{folder}/{language}/{name}" if folder else f"{language}/{name}"
    try:
        return files(package).joinpath(path).read_text(encoding="utf-8")
    except (ImportError, FileNotFoundError, OSError):
        return None


def rules_markdown(game_id: str, language: str | None = None) -> str:
    """The rules page of ``game_id`` in ``language`` (default: the window's) where it is translated,
    else in English."""
    language = page_language() if language is None else language
    page = _read_page(game_id, language) if language != "en" else None
    return page or _read_page(game_id) or tr("The rules of this game are not available.")


def english_page_note(game_id: str, language: str | None = None) -> str:
    """One line for a page shown in English to a player of a translated window; "" otherwise."""
    language = page_language() if language is None else language
    if language not in TRANSLATED or _read_page(game_id, language) is not None:
        return ""
    return tr("*The rules of this game are not yet written in your language: here they are in English.*")


def house_rules_markdown(rules: Any, facts: Sequence[str] = ()) -> str:
    """The house rules of a match, each with its value; those unlike the game's defaults marked; and
    ``facts``: what they make of the cards on screen, in the deck's words."""
    from kartln.gui.options_dialog import HIDDEN_OPTIONS, rules_text

    defaults = dataclasses.replace(type(rules)(), players=rules.players) if hasattr(rules, "players") else None
    lines = ["**" + tr("House rules in this match") + "** (" + tr("★ unlike the standard rules") + ")", ""]
    for info in options_of(type(rules)):
        if info.key in HIDDEN_OPTIONS:
            continue
        value = getattr(rules, info.key)
        if isinstance(value, bool):
            shown = tr("on") if value else tr("off")
        elif info.choices is not None and info.choice_labels is not None and value in info.choices:
            shown = rules_text(info.choice_labels[list(info.choices).index(value)])
        else:
            shown = str(value)
        changed = defaults is not None and getattr(defaults, info.key) != value
        lines.append(f"* {rules_text(info.label)}: **{shown}**" + (" ★" if changed else ""))
    if facts:
        lines += ["", "**" + tr("In this match") + "**", ""] + [f"* {fact}" for fact in facts]
    return "\n".join(lines) + "\n\n---\n\n"


class RulesDialog(FittedDialog):
    def __init__(self, game_id: str, title: str, parent: QWidget | None = None, rules: Any = None,
                 facts: Sequence[str] = ()) -> None:
        """``rules``: the house rules of the match being played, shown above the page with ``facts``."""
        super().__init__(parent)
        self.setWindowTitle(tr("Rules: {game}").format(game=title))
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        page = rules_markdown(game_id)
        note = english_page_note(game_id)
        if rules is not None or note:
            title_line, _, rest = page.partition("\n")
            house = house_rules_markdown(rules, facts) if rules is not None else ""
            page = f"{title_line}\n\n{note + chr(10) * 2 if note else ''}{house}{rest}"
        self.text.setMarkdown(page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.text)
        box.addWidget(buttons)
        self.resize(720, 760)
