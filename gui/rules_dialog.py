"""The rules of a game, for players (package data ``kartln.resources/rules/<game>.md``)."""

from __future__ import annotations

from importlib.resources import files

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


def tr(text: str) -> str:
    return QCoreApplication.translate("RulesDialog", text)


def rules_markdown(game_id: str) -> str:
    node = files("kartln.resources").joinpath("rules").joinpath(f"{game_id}.md")
    try:
        return node.read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return tr("The rules of this game are not available.")


class RulesDialog(QDialog):
    def __init__(self, game_id: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Rules: {game}").format(game=title))
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        self.text.setMarkdown(rules_markdown(game_id))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.text)
        box.addWidget(buttons)
        self.resize(720, 760)
