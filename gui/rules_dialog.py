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
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


def tr(text: str) -> str:
    return QCoreApplication.translate("RulesDialog", text)


def rules_markdown(game_id: str) -> str:
    package, _, path = game(game_id).parts.rules_page.partition(":")
    try:
        if not package or not path:
            raise FileNotFoundError(path)
        return files(package).joinpath(path).read_text(encoding="utf-8")
    except (ImportError, FileNotFoundError, OSError):
        return tr("The rules of this game are not available.")


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
        if rules is not None:
            title_line, _, rest = page.partition("\n")
            page = f"{title_line}\n\n{house_rules_markdown(rules, facts)}{rest}"
        self.text.setMarkdown(page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.text)
        box.addWidget(buttons)
        self.resize(720, 760)
