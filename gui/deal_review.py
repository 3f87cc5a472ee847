"""Deal review: a finished deal trick by trick, every hand shown as it was before the trick.

Only deals that are over reach this window (see gui/deal_history.py), so showing all hands
gives nothing away. The arrow keys step through the tricks; Page Up and Page Down change the deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kartln.engine.cards import CardSet
from kartln.engine.observation import Observation
from kartln.gui.deal_history import FinishedDeal, ReviewTrick
from kartln.gui.fitted_dialog import TOP_ROOM, FittedDialog, room_over
from kartln.gui.games.base import GameUi
from kartln.gui.games.sheets import change_text
from kartln.gui.games.text import cards_of, no_trumps_text, sorter, suit_label
from kartln.gui.numbers import counted
from kartln.gui.table.card_item import CARD_ASPECT, CardLook
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

CARD_W = 64  # a hand's card, where there is room
TRICK_W = 92  # a card of the trick, where there is room
FIXED_HEIGHT = 280  # the heading, the facts, the winner, the result, the buttons and the key help, with margins
STEP = 0.62  # the part of a hand's card left visible under the next
LIFT = 12  # how far the card a seat plays to the trick stands out of its hand
PLAYED = QColor("#d8a300")


def tr(text: str) -> str:
    return QCoreApplication.translate("DealReview", text)


def card_widths(room_height: int, seats: int) -> tuple[int, int]:
    """The widths of a hand's card and of a trick's card with which the review of ``seats`` hands
    fits a window ``room_height`` pixels high (full size where it can)."""
    wanted = seats * (CARD_W * CARD_ASPECT + LIFT + 8) + TRICK_W * CARD_ASPECT + 30
    scale = max(0.35, min(1.0, (room_height - TOP_ROOM - FIXED_HEIGHT) / wanted))
    return round(CARD_W * scale), round(TRICK_W * scale)


def hand_picture(look: CardLook, cards: Sequence[int], played: int | None, dpr: float,
                 card_w: int = CARD_W) -> QPixmap:
    """A hand fanned in a row, the card it plays to the trick lifted and framed."""
    h = round(card_w * CARD_ASPECT)
    step = round(card_w * STEP)
    width = card_w + step * max(0, len(cards) - 1)
    pm = QPixmap(round(width * dpr), round((h + LIFT) * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, c in enumerate(cards):
        top = 0 if c == played else LIFT
        face = look.face(c, card_w, dpr)
        p.drawPixmap(QPointF(i * step, top), face)
        if c == played:
            p.setPen(QPen(PLAYED, 3))
            p.drawRoundedRect(QRectF(i * step + 1.5, 1.5, card_w - 3, face.height() / dpr - 3), 5, 5)
    p.end()
    return pm


class DealReviewDialog(FittedDialog):
    def __init__(self, deals: Sequence[FinishedDeal], index: int, ui: GameUi, ctx: ViewContext, look: CardLook,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Deal review"))
        self.deals, self.ui, self.ctx, self.look = list(deals), ui, ctx, look
        self.deal_index, self.trick_index = index, 0
        self.card_w, self.trick_w = card_widths(room_over(self).height(), len(ctx.names))
        self.heading = QLabel()
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setStyleSheet("font-weight: bold; font-size: 15px;")
        self.facts = QLabel()
        self.facts.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.facts.setWordWrap(True)
        self.hands = QGridLayout()
        self.hands.setHorizontalSpacing(14)
        self.hands.setColumnStretch(1, 1)
        self.trick = QHBoxLayout()
        self.winner = QLabel()
        self.winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner.setStyleSheet("font-weight: bold;")
        self.outcome = QLabel()  # the deal's result (QDialog.result() is the exit code: not shadowed)
        self.outcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.outcome.setWordWrap(True)
        self.prev_deal = self._button(tr("Previous deal"), lambda: self.show_deal(self.deal_index - 1))
        self.prev_trick = self._button(tr("Previous trick"), lambda: self.show_trick(self.trick_index - 1))
        self.next_trick = self._button(tr("Next trick"), lambda: self.show_trick(self.trick_index + 1))
        self.next_deal = self._button(tr("Next deal"), lambda: self.show_deal(self.deal_index + 1))
        steps = QHBoxLayout()
        for b in (self.prev_deal, self.prev_trick, self.next_trick, self.next_deal):
            steps.addWidget(b)
        keys = QLabel(tr("Arrow keys: trick by trick · Page Up, Page Down: deal by deal"))
        keys.setAlignment(Qt.AlignmentFlag.AlignCenter)
        keys.setStyleSheet("color: #666;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        for close in buttons.buttons():
            close.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a focused button would take the arrow keys; Esc closes
        box = QVBoxLayout(self)
        box.addWidget(self.heading)
        box.addWidget(self.facts)
        box.addLayout(self.hands)
        box.addSpacing(6)
        box.addLayout(self.trick)
        box.addWidget(self.winner)
        box.addWidget(self.outcome)
        box.addStretch(1)
        box.addLayout(steps)
        box.addWidget(keys)
        box.addWidget(buttons)
        self.setMinimumWidth(560)
        self.show_deal(index)

    def _button(self, text: str, slot: Any) -> QPushButton:
        b = QPushButton(text)
        b.setAutoDefault(False)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys stay with the window
        b.clicked.connect(slot)
        return b

    @property
    def deal(self) -> FinishedDeal:
        return self.deals[self.deal_index]

    def current(self) -> ReviewTrick | None:
        tricks = self.deal.tricks
        return tricks[self.trick_index] if tricks else None

    def show_deal(self, index: int) -> None:
        if not self.deals:
            return
        self.deal_index = max(0, min(len(self.deals) - 1, index))
        self.trick_index = 0
        self._draw()

    def show_trick(self, index: int) -> None:
        self.trick_index = max(0, min(len(self.deal.tricks) - 1, index))
        self._draw()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = {
            Qt.Key.Key_Left: lambda: self.show_trick(self.trick_index - 1),
            Qt.Key.Key_Right: lambda: self.show_trick(self.trick_index + 1),
            Qt.Key.Key_Home: lambda: self.show_trick(0),
            Qt.Key.Key_End: lambda: self.show_trick(len(self.deal.tricks) - 1),
            Qt.Key.Key_PageUp: lambda: self.show_deal(self.deal_index - 1),
            Qt.Key.Key_PageDown: lambda: self.show_deal(self.deal_index + 1),
        }
        move = moves.get(Qt.Key(event.key()))
        if move is None:
            super().keyPressEvent(event)
            return
        move()

    # -- drawing ---------------------------------------------------------------------------

    def _draw(self) -> None:
        deal, trick = self.deal, self.current()
        total = len(deal.tricks)
        if trick is None:
            self.heading.setText(tr("Deal {n}: no trick was played").format(n=deal.deal_no))
        else:
            self.heading.setText(tr("Deal {n} · trick {k} of {total}").format(n=deal.deal_no, k=trick.number,
                                                                             total=total))
        self.facts.setText("\n".join(deal_facts(self.ui, trick.view if trick else deal.start_view, self.ctx)))
        self._draw_hands(deal, trick)
        self._draw_trick(trick)
        self.outcome.setText(result_text(deal, self.ctx) if trick is None or trick.number == total else "")
        self.prev_trick.setEnabled(self.trick_index > 0)
        self.next_trick.setEnabled(self.trick_index < total - 1)
        self.prev_deal.setEnabled(self.deal_index > 0)
        self.next_deal.setEnabled(self.deal_index < len(self.deals) - 1)

    def _draw_hands(self, deal: FinishedDeal, trick: ReviewTrick | None) -> None:
        _clear(self.hands)
        dpr = self.devicePixelRatioF()
        played = dict(trick.plays) if trick else {}
        view = trick.view if trick else None
        sort = sorter(view.order if view else None, self.ctx.suit_order, view.trump.suit if view else None)
        for row, seat in enumerate(range(len(self.ctx.names))):
            name = self.ctx.names[seat] + (" " + tr("(dealer)") if seat == deal.dealer else "")
            label = QLabel(name)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if trick is not None and seat == trick.winner:
                label.setStyleSheet("font-weight: bold;")
            self.hands.addWidget(label, row, 0)
            hand: CardSet = trick.hands[seat] if trick else 0
            if not plays_in(deal, seat):
                cards = QLabel(tr("Not in this deal"))
                cards.setStyleSheet("color: #666;")
            elif not hand:
                cards = QLabel("—")
            else:
                cards = QLabel()
                cards.setPixmap(hand_picture(self.look, sort(cards_of(hand)), played.get(seat), dpr, self.card_w))
            self.hands.addWidget(cards, row, 1, Qt.AlignmentFlag.AlignLeft)

    def _draw_trick(self, trick: ReviewTrick | None) -> None:
        _clear(self.trick)
        self.winner.setText("")
        if trick is None:
            return
        dpr = self.devicePixelRatioF()
        self.trick.addStretch(1)
        for seat, card in trick.plays:
            column = QVBoxLayout()
            img = QLabel()
            img.setPixmap(self.look.face(card, self.trick_w, dpr))
            name = QLabel(self.ctx.names[seat])
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if seat == trick.winner:
                name.setStyleSheet("font-weight: bold;")
            column.addWidget(img, 0, Qt.AlignmentFlag.AlignCenter)
            column.addWidget(name)
            self.trick.addLayout(column)
        self.trick.addStretch(1)
        winner = self.ctx.names[trick.winner]
        if trick.points:
            text = counted("DealReview", "{name} takes the trick: %n point(s)", trick.points).format(name=winner)
        else:
            text = tr("{name} takes the trick").format(name=winner)
        # a marriage is told on the trick it was declared in, before who took it
        self.winner.setText("\n".join([*(self.ui.describe(m, self.ctx) for m in trick.marriages), text]))


def plays_in(deal: FinishedDeal, seat: int) -> bool:
    """Whether ``seat`` played the deal's tricks (not sitting out, not dropped out)."""
    if seat not in deal.active:
        return False
    return not deal.tricks or any(s == seat for t in deal.tricks for s, _ in t.plays)


def deal_facts(ui: GameUi, view: Observation | None, ctx: ViewContext) -> list[str]:
    """The trump and the corner lines of the table (contract, bid, multiplier) at that moment, one line."""
    parts = [t for t in (trump_text(view, ctx),) if t] + table_lines(ui, view, ctx)
    # a long line breaks between the facts, never inside one
    return [" · ".join(p.replace(" ", "\u00a0") for p in parts)] if parts else []


def trump_text(view: Observation | None, ctx: ViewContext) -> str:
    trump = view.trump if view is not None else None
    if trump is None or not trump.known:
        return ""
    return no_trumps_text() if trump.suit is None else tr("Trump: {suit}").format(suit=suit_label(trump.suit, ctx))


def table_lines(ui: GameUi, view: Observation | None, ctx: ViewContext) -> list[str]:
    """The lines of the table's corner but the first (the deal) and the trick counter, both in the heading."""
    if view is None:
        return []
    return [ln for ln in ui.info_lines(view, ctx)[1:] if not _is_trick_counter(ln)]


def _is_trick_counter(line: str) -> bool:
    counters = (QCoreApplication.translate("Table", "Trick {n} of {total}"),
                QCoreApplication.translate("BauernschnapsenSheet", "Trick {n} of 5"))
    return any(line.startswith(c.split("{")[0]) for c in counters)


def result_text(deal: FinishedDeal, ctx: ViewContext) -> str:
    if not deal.scored:
        return tr("The deal was not scored.")
    parts = [f"{ctx.names[s]} {change_text(c)}" for s, c in enumerate(deal.changes)]
    return tr("This deal: {changes}").format(changes=", ".join(parts))


def _clear(layout: Any) -> None:
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget()
        if w is not None:
            w.deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())
