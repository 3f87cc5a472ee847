"""The start screen: the games at a glance (a tile each: name, players, a few of its own cards,
its rules), the match to continue, Settings and Quit."""

from __future__ import annotations

from kartln.engine.cards import parse_card
from kartln.engine.registry import GAMES, GameInfo
from kartln.gui.card_renderer import CardRenderer, height_for, shared_renderer
from kartln.gui.games import game_ui, supported_games
from kartln.gui.numbers import counted
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

NOTICE_WIDTH = 560
QWIDGETSIZE_MAX = 16777215  # Qt's largest widget size, to lift a fixed height
TILE_GAP = 14
TILE_MIN, TILE_MAX = 176, 260  # a tile's width


def tr(text: str) -> str:
    return QCoreApplication.translate("StartScreen", text)


BUTTON_STYLE = """
QPushButton {
    font-size: 17px; padding: 8px 22px; min-width: 120px; color: #1d1d1d;
    background: #f2e7c4; border: 1px solid #b59a4a; border-radius: 9px;
}
QPushButton:hover, QPushButton:focus { background: #ffe9a8; }
QPushButton[primary="true"] { background: #ffd35c; font-weight: bold; }
QPushButton[link="true"] {
    font-size: 14px; padding: 2px 8px; min-width: 0; color: #ffe08a; background: transparent;
    border: 1px solid transparent; border-radius: 6px; text-decoration: underline;
}
QPushButton[link="true"]:hover, QPushButton[link="true"]:focus { color: #fff4d2; border-color: #ffe08a; }
QFrame#continue {
    background: rgba(0, 0, 0, 55); border: 1px solid rgba(255, 224, 138, 110); border-radius: 12px;
}
QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; border: none; }
QScrollBar:vertical { background: rgba(0, 0, 0, 40); width: 10px; border-radius: 5px; margin: 0; }
QScrollBar::handle:vertical { background: #d9c98f; border-radius: 5px; min-height: 40px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: transparent; }
"""


def players_text(info: GameInfo) -> str:
    """ "3 players (2–4)": the usual number of players, and the others the game is played by."""
    counts = info.player_counts
    usual = counted("StartScreen", "%n player(s)", info.default_players)
    if len(counts) <= 1:
        return usual
    contiguous = list(counts) == list(range(min(counts), max(counts) + 1))
    others = f"{min(counts)}–{max(counts)}" if contiguous else ", ".join(str(n) for n in counts)
    return f"{usual} ({others})"


def picture_height(card_width: int) -> int:
    """The height of a tile's fan of cards ``card_width`` wide (the cards lean a little)."""
    return int(height_for(card_width) * 1.12)


def showcase_picture(game_id: str, deck: str, renderer: CardRenderer, card_width: int, dpr: float) -> QPixmap:
    """A small fan of the game's own cards (its adapter's ``showcase``) drawn with ``deck`` as the game
    draws it (a German pack, a WELI shown as a Joker ...); three card backs for a game that names none."""
    ui = game_ui(game_id)
    try:
        ui.rules = ui.rules_for_deck(GAMES[game_id].default_rules(), deck)
        face_deck = ui.deck_for(deck)
        own = ui.own_faces(face_deck)
    except Exception:  # an add-on's adapter that cannot say: the player's deck as it is
        face_deck, own = deck, {}
    cards = tuple(ui.showcase)
    h = height_for(card_width)
    count = len(cards) or 3
    step = card_width * 0.52
    width = int(card_width + step * (count - 1) + card_width * 0.5)
    height = picture_height(card_width)
    pm = QPixmap(round(width * dpr), round(height * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    for i in range(count):
        angle = (i - (count - 1) / 2) * 7.0
        x = card_width * 0.25 + i * step
        p.save()
        p.translate(QPointF(x + card_width / 2, h * 1.06))
        p.rotate(angle)
        target = QRectF(-card_width / 2, -h, card_width, h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(target.translated(2, 2), card_width * 0.07, card_width * 0.07)
        if cards:
            face = cards[i]
            own_face = own.get(parse_card(face))
            image = renderer.pixmap(face_deck, own_face.face if own_face else face, card_width, h, dpr)
        else:
            image = renderer.back_pixmap("red", card_width, h, dpr)
        p.drawPixmap(target, image, QRectF(image.rect()))
        p.restore()
    p.end()
    return pm


class GameTile(QFrame):
    """One game: its cards, name and players; a click or Enter starts a new game of it."""

    chosen = Signal(str)
    rules_asked = Signal(str)
    step = Signal(object, int, int)  # (this tile, columns right, rows down): an arrow key

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = info.id
        self.title = QCoreApplication.translate("games", info.title)
        self.setObjectName(f"tile_{info.id}")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(self.title)
        self.setToolTip(tr("Start a new game of {game} (Enter)").format(game=self.title))
        self.hovered = False
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name = QLabel(self.title)
        self.name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.players = QLabel(players_text(info))
        self.players.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for label in (self.picture, self.name, self.players):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.rules_button = QPushButton(tr("Rules"))
        self.rules_button.setProperty("link", True)
        self.rules_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rules_button.setToolTip(tr("The rules of {game}").format(game=self.title))
        self.rules_button.setAccessibleName(tr("Rules: {game}").format(game=self.title))
        self.rules_button.clicked.connect(lambda: self.rules_asked.emit(self.game_id))
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 10, 10, 6)
        box.setSpacing(2)
        box.addWidget(self.picture)
        box.addWidget(self.name)
        box.addWidget(self.players)
        box.addWidget(self.rules_button, 0, Qt.AlignmentFlag.AlignHCenter)

    def set_size(self, width: int, card_width: int) -> None:
        """The tile ``width`` wide with room for cards ``card_width`` wide (drawn by :meth:`set_picture`)."""
        font = max(15, width // 13)
        self.name.setStyleSheet(f"color: #ffe08a; font-size: {font}px; font-weight: bold;")
        self.players.setStyleSheet(f"color: #e6eadf; font-size: {max(12, font - 5)}px;")
        self.picture.setFixedHeight(picture_height(card_width))
        self.setFixedWidth(width)
        self.setFixedHeight(self.sizeHint().height())  # a row as high as its tiles, however tall the window

    def set_picture(self, picture: QPixmap) -> None:
        self.picture.setPixmap(picture)

    # -- input -----------------------------------------------------------------------------

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.chosen.emit(self.game_id)
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.chosen.emit(self.game_id)
            return
        moves = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        move = moves.get(Qt.Key(key))
        if move is not None:
            self.step.emit(self, *move)
            return
        super().keyPressEvent(event)

    def enterEvent(self, event: QEnterEvent) -> None:
        self.hovered = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.hovered = False
        self.update()
        super().leaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        lit = self.hasFocus() or self.hovered
        g = QLinearGradient(0, 0, 0, self.height())
        g.setColorAt(0.0, QColor(255, 255, 255, 46 if lit else 28))
        g.setColorAt(1.0, QColor(0, 0, 0, 40))
        p.setBrush(g)
        p.setPen(QPen(QColor("#ffd35c") if self.hasFocus() else QColor(255, 224, 138, 150 if lit else 70),
                      3 if self.hasFocus() else 1))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 12, 12)
        p.end()


class StartScreen(QWidget):
    continue_clicked = Signal()
    game_chosen = Signal(str)  # a tile: a new game of this game
    rules_asked = Signal(str)  # a tile's Rules
    settings_clicked = Signal()
    join_clicked = Signal()  # join a table at another computer
    quit_clicked = Signal()
    host_clicked = Signal()  # a table on the network

    def __init__(self, renderer: CardRenderer | None = None, deck: str = "french",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer or shared_renderer()
        self.deck = deck
        self.setStyleSheet(BUTTON_STYLE)
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 10, 14, 12)
        box.setSpacing(8)
        self.title = QLabel(tr("Kartln"))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sub = QLabel(tr("Card games of Central and Eastern Europe"))
        self.sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.title)
        box.addWidget(self.sub)
        self.continue_row = QFrame()  # the match to continue, on a strip of its own above the games
        self.continue_row.setObjectName("continue")
        row = QHBoxLayout(self.continue_row)
        row.setContentsMargins(8, 6, 16, 6)
        row.setSpacing(14)
        self.continue_button = QPushButton(tr("Continue"))
        self.continue_button.setProperty("primary", True)
        self.continue_info = QLabel()
        self.continue_info.setStyleSheet("color: #f4efe0; font-size: 15px; background: transparent; border: none;")
        row.addWidget(self.continue_button)
        row.addWidget(self.continue_info)
        box.addWidget(self.continue_row, 0, Qt.AlignmentFlag.AlignHCenter)
        self.notice = QLabel()
        self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.setWordWrap(True)
        self.notice.setFixedWidth(NOTICE_WIDTH)  # wide enough for the name of a file set aside
        self.notice.setStyleSheet(
            "color: #2a1a00; background: #ffd98a; border-radius: 8px; padding: 8px 14px; font-size: 14px;"
        )
        self.notice.hide()
        box.addWidget(self.notice, 0, Qt.AlignmentFlag.AlignHCenter)
        self.tiles_area = QScrollArea()
        self.tiles_area.setWidgetResizable(True)
        self.tiles_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tiles_area.setFrameShape(QFrame.Shape.NoFrame)
        self.tiles_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the tiles themselves
        self.grid_holder = QWidget()
        self.grid = QGridLayout()
        self.grid.setSpacing(TILE_GAP)
        across = QHBoxLayout()  # the tiles in the middle of the room they have, either way
        across.addStretch(1)
        across.addLayout(self.grid)
        across.addStretch(1)
        down = QVBoxLayout(self.grid_holder)
        down.setContentsMargins(0, 4, 0, 4)
        down.addStretch(1)
        down.addLayout(across)
        down.addStretch(1)
        self.tiles_area.setWidget(self.grid_holder)
        self.choose = QLabel(tr("Choose a game: a click starts it, Rules tells how it goes"))
        self.choose.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.choose.setStyleSheet("color: #cfd8cc; font-size: 14px;")
        box.addWidget(self.choose)
        box.addWidget(self.tiles_area, 1)
        self.tiles: list[GameTile] = []
        for game_id in supported_games():
            tile = GameTile(GAMES[game_id], self.grid_holder)
            tile.chosen.connect(self.game_chosen)
            tile.rules_asked.connect(self.rules_asked)
            tile.step.connect(self._step)
            self.tiles.append(tile)
        self.columns = 0
        self.tile_width = self.card_width = 0
        self.undrawn: list[GameTile] = []  # tiles whose cards are still to be drawn at their size
        self.drawing = QTimer(self)
        self.drawing.setInterval(0)
        self.drawing.timeout.connect(self._draw_next)
        bottom = QHBoxLayout()
        self.host_button = QPushButton(tr("Host a table…"))
        self.host_button.setToolTip(tr("A table on this network: players at other computers join it"))
        bottom.addWidget(self.host_button)
        self.join_button = QPushButton(tr("Join a table…"))
        self.join_button.setToolTip(tr("Play at a table another computer on this network hosts"))
        bottom.addWidget(self.join_button)
        bottom.addStretch(1)
        self.settings_button = QPushButton(tr("Settings"))
        self.quit_button = QPushButton(tr("Quit"))
        bottom.addWidget(self.settings_button)
        bottom.addWidget(self.quit_button)
        box.addLayout(bottom)
        for b, sig in ((self.continue_button, self.continue_clicked), (self.host_button, self.host_clicked),
                       (self.join_button, self.join_clicked), (self.settings_button, self.settings_clicked),
                       (self.quit_button, self.quit_clicked)):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.clicked.connect(sig)
        self.grid_holder.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._reflow()
        self.tiles_area.viewport().installEventFilter(self)

    # -- the tiles -------------------------------------------------------------------------

    def tile(self, game_id: str) -> GameTile:
        return next(t for t in self.tiles if t.game_id == game_id)

    def set_deck(self, deck: str) -> None:
        """Draw the tiles' cards with ``deck`` (the settings changed)."""
        if deck != self.deck:
            self.deck = deck
            self.tile_width = 0
            self._reflow()

    def _reflow(self) -> None:
        """As many columns of tiles as the width holds, the tiles sized to the window."""
        room = max(TILE_MIN, self.tiles_area.viewport().width() - 2)
        fit = max(1, (room + TILE_GAP) // (TILE_MIN + TILE_GAP))
        rows = -(-max(1, len(self.tiles)) // fit)
        columns = -(-max(1, len(self.tiles)) // rows)  # rows as even as the width allows: 6 + 5, not 10 + 1
        width = max(TILE_MIN, min(TILE_MAX, (room - TILE_GAP * (columns - 1)) // columns))
        # the cards as large as the rows leave room for, beside the words (about 100 px a tile)
        row_room = (self.tiles_area.viewport().height() - TILE_GAP * (rows - 1)) / rows - 100
        card = round(max(width * 0.22, min(width * 0.3, row_room / 1.5 / 1.12)))
        if (width, card) != (self.tile_width, self.card_width):
            self.tile_width, self.card_width = width, card
            for tile in self.tiles:
                tile.set_size(width, card)
            # the cards are drawn after the screen has shown itself, a tile at a time: drawing them all
            # from the decks before the first frame made the program's start a quarter second slower
            self.undrawn = list(self.tiles)
            self.update()  # the drawing starts once the screen has painted itself (see paintEvent)
        if columns != self.columns:
            self.columns = columns
            for tile in self.tiles:
                self.grid.removeWidget(tile)
            for i, tile in enumerate(self.tiles):
                self.grid.addWidget(tile, i // columns, i % columns)
        big = self.height() >= 700
        self.title.setStyleSheet(f"color: #ffe08a; font-size: {56 if big else 38}px; font-weight: bold;")
        self.sub.setStyleSheet(f"color: #e6eadf; font-size: {18 if big else 15}px;")

    def _draw_next(self) -> None:
        if not self.undrawn:
            self.drawing.stop()
            return
        tile = self.undrawn.pop(0)
        tile.set_picture(showcase_picture(tile.game_id, self.deck, self.renderer, self.card_width,
                                          self.devicePixelRatioF()))

    def pictures_drawn(self) -> bool:
        """Every tile shows its cards at its present size."""
        return not self.undrawn

    def _step(self, tile: GameTile, dx: int, dy: int) -> None:
        """Arrow keys move between the tiles, row by row."""
        i = self.tiles.index(tile) + dx + dy * max(1, self.columns)
        if 0 <= i < len(self.tiles):
            self.tiles[i].setFocus(Qt.FocusReason.OtherFocusReason)
            self.tiles_area.ensureWidgetVisible(self.tiles[i], 0, TILE_GAP)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._reflow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tiles_area.viewport() and event.type() == QEvent.Type.Resize:
            self._reflow()  # the room for the tiles is known only once the layout gave it
        return super().eventFilter(watched, event)

    # -- continue and notices --------------------------------------------------------------

    def set_continue(self, text: str | None) -> None:
        """Offer the autosaved match (``text`` names it: game, deal, players), or hide the offer."""
        self.continue_row.setVisible(text is not None)
        self.continue_button.setVisible(text is not None)
        self.continue_info.setVisible(bool(text))
        self.continue_info.setText(text or "")
        if text is not None:
            self.continue_button.setFocus()
        elif self.tiles:
            self.tiles[0].setFocus()

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)
        # The wrapped text's own height: an aligned label in a layout is given the height of its
        # unwrapped hint, which cut a long notice off (heightForWidth is clamped to the old one).
        self.notice.setMinimumHeight(0)
        self.notice.setMaximumHeight(QWIDGETSIZE_MAX)
        self.notice.setFixedHeight(self.notice.heightForWidth(NOTICE_WIDTH))
        self.notice.setVisible(bool(text))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        g = QLinearGradient(0, 0, 0, self.height())
        g.setColorAt(0.0, QColor("#2a6b47"))
        g.setColorAt(1.0, QColor("#123822"))
        p.fillRect(self.rect(), g)
        p.end()
        if self.undrawn and not self.drawing.isActive():  # the cards after the first frame, never before it
            self.drawing.start()
