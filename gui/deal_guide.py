"""A guided deal for a player's first match of a game: offered once, never forced.

When accepted, the rest of the deal is played as usual, and at each of the player's decisions the
guide asks the table's hint (the normal computer player's move and its reason, shown on the table
as always) and puts beside it the words of the game's rules page for that moment (following suit,
the auction, the exchange ...). The player may follow the hint or do otherwise, and may end the
guide at any time; it ends by itself when the next deal begins.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kartln.engine.actions import (
    Bid,
    ChooseCards,
    Discard,
    Double,
    Drop,
    GiveCard,
    NameTrump,
    Pass,
    PlayCard,
    Redouble,
    StayIn,
)
from kartln.engine.state import Action
from kartln.gui.panels.base import panel_style
from kartln.gui.rules_dialog import rules_markdown
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget


def tr(text: str) -> str:
    return QCoreApplication.translate("DealGuide", text)


#: For a decision of each kind, the titles of the rules page's passages that explain it, best first
#: (a numbered step such as "2. **Auction.**", or a section such as "## Play").
PASSAGES_FOR: tuple[tuple[tuple[type[Action], ...], tuple[str, ...]], ...] = (
    ((PlayCard,), ("Following", "Play")),
    ((ChooseCards,), ("Exchang", "The exchange", "Drawing", "Stock")),
    ((GiveCard, Discard), ("Stock", "Discard")),
    ((Double, Redouble), ("Kontra",)),
    ((NameTrump,), ("Naming trumps", "Trumps", "The deal and the trump")),
    ((StayIn, Drop), ("Play or", "Who must play", "The defenders")),
    ((Bid, Pass), ("Auction", "Bidding", "Contract", "Raub and Stih", "Finding the declarer")),
)
PASSAGE_LENGTH = 520  # characters: a few sentences beside the table, the whole page is one click away
COMPACT_LENGTH = 200  # in a small window

_STEP = re.compile(r"^\d+\.\s+\*\*(?P<title>[^*]+)\*\*\s*(?P<text>.*)$")


def passages(page: str) -> list[tuple[str, str]]:
    """(title, words) of a rules page's numbered steps, then of its sections."""
    steps: list[tuple[str, str]] = []
    sections: list[tuple[str, str]] = []
    lines = page.splitlines()
    section, body = "", list[str]()
    step: list[str] | None = None
    for line in [*lines, "## "]:
        if line.startswith("## ") or line.startswith("# "):
            if section:
                sections.append((section, "\n".join(body).strip()))
            section, body = (line[3:].strip() if line.startswith("## ") else ""), []
            step = None
            continue
        body.append(line)
        m = _STEP.match(line)
        if m:
            step = [m.group("text")]
            steps.append((m.group("title").strip().rstrip("."), ""))
        elif step is not None and line.startswith("   ") and line.strip():
            step.append(line.strip())
        else:
            step = None
        if step is not None and steps:
            steps[-1] = (steps[-1][0], " ".join(step))
    return steps + sections


def shortened(text: str, limit: int = PASSAGE_LENGTH) -> str:
    """``text`` cut after the last whole sentence within ``limit`` characters."""
    if len(text) <= limit:
        return text
    cut = text[:limit]
    end = max(cut.rfind(". "), cut.rfind(".\n"))
    return (cut[: end + 1] if end > 0 else cut.rstrip() + "…").strip()


def without_tables(text: str) -> str:
    """``text`` without its Markdown tables: a table does not fit the guide's narrow panel (its columns
    were cut off at the right); a sentence that led to one ends instead of pointing at nothing."""
    lines: list[str] = []
    for line in text.splitlines():
        if not line.lstrip().startswith("|"):
            lines.append(line)
            continue
        kept = [i for i, k in enumerate(lines) if k.strip()]
        if kept and lines[kept[-1]].rstrip().endswith(":"):
            lines[kept[-1]] = lines[kept[-1]].rstrip()[:-1] + "."
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


def rules_words(game_id: str, legal: Sequence[Action]) -> tuple[str, str]:
    """(title, Markdown words) of the rules page's passage for a decision among ``legal``, in the
    window's language where the page is translated; ("", "") where the page has none for it. The
    passage is found by its English title; a translated page has the same passages in the same order
    (a test checks it), so the translation's passage is the one at the same place."""
    english = passages(rules_markdown(game_id, "en"))
    shown = passages(rules_markdown(game_id))
    if len(shown) != len(english):
        shown = english
    for kinds, titles in PASSAGES_FOR:
        if not any(isinstance(a, kinds) for a in legal):
            continue
        for wanted in titles:
            w = wanted.casefold()
            exact = [i for i, (t, x) in enumerate(english) if x and t.casefold() == w]  # "Play" before "Play or Pass"
            for i in exact or [i for i, (t, x) in enumerate(english) if x and t.casefold().startswith(w)]:
                title, text = shown[i]
                return title, shortened(without_tables(text))
        return "", ""
    return "", ""


class DealGuide(QFrame):
    """The offer of a guided deal and, once accepted, the guide's panel over the table."""

    accepted = Signal()
    ended = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.guiding = False
        self.deal_no = 0  # the deal the guide shows
        self.words = ""  # the rules' words for the decision, in full
        self.compact = False  # a small window: fewer words
        self.box = box = QVBoxLayout(self)
        box.setContentsMargins(16, 12, 16, 12)
        box.setSpacing(8)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.rules_title = QLabel()
        self.rules_title.setObjectName("rules_title")
        self.rules_title.setWordWrap(True)  # a long title in a narrow guide
        self.rules = QLabel()
        self.rules.setWordWrap(True)
        self.rules.setTextFormat(Qt.TextFormat.MarkdownText)
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        for label in (self.title, self.text, self.rules_title, self.rules, self.hint):
            box.addWidget(label)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.yes = QPushButton(tr("Show me"))
        self.yes.setProperty("primary", True)
        self.no = QPushButton(tr("No thanks"))
        self.end_button = QPushButton(tr("End the guide"))
        for b in (self.yes, self.no, self.end_button):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            buttons.addWidget(b)
        box.addLayout(buttons)
        self.yes.clicked.connect(self._accept)
        self.no.clicked.connect(self.end)
        self.end_button.clicked.connect(self.end)
        self.hide()

    def set_font_px(self, px: int) -> None:
        px = max(12, min(16, px))
        self.setStyleSheet(panel_style(px) + f"QFrame#panel QLabel#rules_title {{ color: #ffe08a; font-size: {px}px; }}"
                           f" QFrame#panel QLabel#hint {{ color: #bfe9ff; font-size: {px}px; }}")

    # -- the offer -------------------------------------------------------------------------

    def offer(self, game: str, deal_no: int) -> None:
        """Ask once whether to show how a deal of ``game`` goes."""
        self.guiding = False
        self.deal_no = deal_no
        self.title.setText(tr("Your first game of {game}").format(game=game))
        self.text.setText(tr("Show how a deal goes? At each of your turns the guide says what a computer "
                             "player would do and why, with the words of the rules. You choose your moves."))
        self._show(offering=True)

    def _accept(self) -> None:
        self.resume()
        self.accepted.emit()

    def resume(self) -> None:
        """Guide (again): accepted, or the match set up anew after a move was taken back."""
        self.guiding = True
        self.title.setText(tr("How a deal goes"))
        self.text.setText(tr("Wait for your turn: the guide then explains it."))
        self.rules_title.clear()
        self.rules.clear()
        self.hint.clear()
        self._show(offering=False)

    def _show(self, offering: bool) -> None:
        self.text.setVisible(offering or not (self.compact and self.rules.text()))
        self.yes.setVisible(offering)
        self.no.setVisible(offering)
        self.end_button.setVisible(not offering)
        for label in (self.rules_title, self.rules, self.hint):
            label.setVisible(bool(label.text()))
        self.show()
        self.raise_()
        self.adjustSize()

    # -- the guided deal -------------------------------------------------------------------

    def decision(self, game_id: str, legal: Sequence[Action]) -> None:
        """The player is to decide: the rules' words for it (the hint follows in :meth:`show_hint`)."""
        title, self.words = rules_words(game_id, legal)
        self.text.setText(tr("Your turn. The hint below is the computer player's choice; follow it or "
                             "choose otherwise."))
        self.rules_title.setText(tr("From the rules: {title}").format(title=title) if title else "")
        self.set_compact(self.compact)
        self.hint.setText(tr("Working out a hint…"))
        self._show(offering=False)

    def set_compact(self, compact: bool) -> None:
        """In a small window the rules' words are cut shorter and the turn's line is left out."""
        self.compact = compact
        self.rules.setText(shortened(self.words, COMPACT_LENGTH if compact else PASSAGE_LENGTH))
        if self.guiding:
            self.text.setVisible(not (compact and self.rules.text()))

    def show_hint(self, text: str) -> None:
        self.hint.setText(text)
        self._show(offering=False)

    def waiting(self) -> None:
        """Between the player's turns: the others play."""
        if self.guiding and self.hint.text():
            self.text.setText(tr("The others play; the guide speaks again at your next turn."))
            self.hint.clear()
            self._show(offering=False)

    def end(self) -> None:
        """No offer and no guide any more (declined, ended, or the guided deal is over)."""
        was = self.isVisible()
        self.guiding = False
        self.hide()
        if was:
            self.ended.emit()
