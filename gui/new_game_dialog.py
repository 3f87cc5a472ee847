"""The new-game dialog: game, number of players, each seat human or computer with a name and
level, a rules preset and the rules options. Hosting a table on the network, the same dialog also
offers a remote player for a seat, and the table's own settings (who stands in for a dropped
player, how long he is waited for, whether hints are allowed)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kartln.ai.levels import levels_for
from kartln.engine.records import Seat
from kartln.engine.registry import GAMES, GameInfo
from kartln.gui.fitted_dialog import FittedDialog, fit_over
from kartln.gui.games import game_ui, supported_games
from kartln.gui.level_strength import level_label, level_tooltip, strength_text
from kartln.gui.numbers import counted
from kartln.gui.options_dialog import OptionsDialog, changed_options
from kartln.gui.seats import LEVELS, fallback_levels, supported_level
from kartln.gui.settings import Settings
from kartln.gui.wheel_guard import wheel_guarded
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

COMPUTER_NAMES = ("Anna", "Boris", "Clara", "Dmitri", "Eva")


def tr(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)


def game_levels(game_id: str) -> tuple[str, ...]:
    """The levels the window offers for ``game_id``: those its computer players have (all of the
    window's levels while a game has none: its computer seats then play at random)."""
    try:
        own = levels_for(game_id)
    except ValueError:
        return LEVELS
    return tuple(lv for lv in LEVELS if lv in own) or LEVELS


def offered_level(level: str, levels: tuple[str, ...]) -> str:
    """``level`` when it is offered, else the next weaker level that is (a remembered "expert"
    is hard where a game has no expert), else normal."""
    return next((lv for lv in fallback_levels(level) if lv in levels), "normal")


def game_title(info: GameInfo) -> str:
    return QCoreApplication.translate("games", info.title)


@dataclass(frozen=True)
class NewGame:
    game_id: str
    rules: Any
    seats: tuple[Seat, ...]
    preset: str
    rows: tuple[tuple[str, str, str], ...] = ()  # every seat row as the player left it, to offer again


@dataclass(frozen=True)
class TableSettings:
    """A hosted table's own settings: the level of the computer player that stands in for a dropped
    player, the seconds he is waited for first, and whether the players may ask for hints."""

    stand_in: str = "normal"
    grace: int = 30
    hints: bool = True


GRACE_RANGE = (10, 300)  # seconds a dropped player may be waited for


def remote_name(k: int) -> str:
    """What a remote seat is called until a player takes it."""
    return tr("Remote player {n}").format(n=k)


class SeatRow:
    def __init__(self, index: int, grid: QGridLayout, row: int, remote: bool = False) -> None:
        self.label = QLabel(tr("Seat {n}").format(n=index + 1))
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        self.name.setObjectName(f"seat{index}_name")
        self.kind = wheel_guarded(QComboBox())
        self.kind.addItem(tr("Human"), "human")
        self.kind.addItem(tr("Computer"), "ai")
        if remote:  # hosting: a player at another computer
            self.kind.addItem(tr("Remote player"), "remote")
        self.kind.setObjectName(f"seat{index}_kind")
        self.own_name = ""  # the name typed before the seat became a remote player's
        self.level = wheel_guarded(QComboBox())
        for lv in LEVELS:
            self.level.addItem(level_label(lv), lv)
        self.level.setObjectName(f"seat{index}_level")
        self.kind.currentIndexChanged.connect(self._kind_changed)
        for col, w in enumerate((self.label, self.name, self.kind, self.level)):
            grid.addWidget(w, row, col)

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.kind.currentData() == "ai")
        remote = self.kind.currentData() == "remote"
        if remote and self.name.isEnabled():
            self.own_name = self.name.text()
        elif not remote and not self.name.isEnabled():
            self.name.setText(self.own_name)
        self.name.setEnabled(not remote)  # the joining player's name; the dialog numbers the seats till then

    def offer_levels(self, levels: tuple[str, ...]) -> None:
        """Offer only the game's own levels, keeping the choice where the game has it."""
        current = self.level.currentData()
        self.level.blockSignals(True)
        self.level.clear()
        for lv in levels:
            self.level.addItem(level_label(lv), lv)
        self.level.setCurrentIndex(max(0, self.level.findData(offered_level(current, levels))))
        self.level.blockSignals(False)

    def show_strength(self, game_id: str) -> None:
        """Each level's measured step as its tooltip in the list."""
        for i in range(self.level.count()):
            self.level.setItemData(i, level_tooltip(game_id, self.level.itemData(i)), Qt.ItemDataRole.ToolTipRole)

    def set(self, name: str, kind: str, level: str) -> None:
        self.name.setText(name)
        if self.kind.findData(kind) < 0:  # a remote seat remembered from a hosted table: a computer here
            kind = "ai"
        self.kind.setCurrentIndex(self.kind.findData(kind))
        levels = tuple(self.level.itemData(i) for i in range(self.level.count()))
        self.level.setCurrentIndex(max(0, self.level.findData(offered_level(level, levels))))
        self._kind_changed()

    def values(self) -> tuple[str, str, str]:
        return self.name.text(), self.kind.currentData(), self.level.currentData()

    def set_visible(self, on: bool) -> None:
        for w in (self.label, self.name, self.kind, self.level):
            w.setVisible(on)

    def seat(self, fallback: str, stand_in: str = "") -> Seat:
        """The seat as chosen; a seat named "You" (or nothing) takes ``fallback``: the table speaks to
        the player at the screen as "you", and a seat of that name would read "You takes the trick"."""
        kind = self.kind.currentData()
        name = self.name.text().strip()
        if not name or name.casefold() == tr("You").casefold():
            name = fallback
        return Seat(name, kind, self.level.currentData() if kind == "ai" else stand_in if kind == "remote" else "")


class NewGameDialog(FittedDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None, game_id: str = "",
                 host: bool = False) -> None:
        """``game_id``: the game chosen at first (the last one played when none is given); ``host``:
        the game of a table hosted on the network (remote players, the table's settings)."""
        super().__init__(parent)
        self.host = host
        self.setWindowTitle(tr("Host a table on this network") if host else tr("New game"))
        self.settings = settings
        self.custom_rules: Any = None
        form = QFormLayout()
        self.game = wheel_guarded(QComboBox())
        for gid in supported_games():
            if gid in GAMES:
                self.game.addItem(game_title(GAMES[gid]), gid)
        self.game.setCurrentIndex(max(0, self.game.findData(game_id or settings.last_game)))
        form.addRow(tr("Game"), self.game)
        self.players = wheel_guarded(QComboBox())
        self.players.setObjectName("players")
        form.addRow(tr("Players"), self.players)
        preset_row = QHBoxLayout()
        self.preset = wheel_guarded(QComboBox())
        self.preset.setObjectName("preset")
        self.options_button = QPushButton(tr("Options…"))
        self.options_button.setObjectName("options")
        preset_row.addWidget(self.preset, 1)
        preset_row.addWidget(self.options_button)
        form.addRow(tr("Rules"), preset_row)
        self.changes = QLabel()
        self.changes.setWordWrap(True)
        self.changes.setObjectName("help")
        form.addRow("", self.changes)
        self.partner = wheel_guarded(QComboBox())  # games of partnerships: who plays with seat 1
        self.partner.setObjectName("partner")
        self.partner_label = QLabel(tr("Partner of seat 1"))
        form.addRow(self.partner_label, self.partner)
        seats_box = QGroupBox(tr("Seats (clockwise; seat 1 sits at the bottom)"))
        grid = QGridLayout(seats_box)
        for col, text in enumerate((tr("Seat"), tr("Name"), tr("Player"), tr("Level"))):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 0, col)
        self.rows = [SeatRow(i, grid, i + 1, remote=host) for i in range(5)]
        self.ai_note = QLabel()
        self.ai_note.setObjectName("ai_note")
        self.ai_note.setWordWrap(True)
        grid.addWidget(self.ai_note, 6, 0, 1, 4)
        self.strength = QLabel()
        self.strength.setObjectName("strength")
        self.strength.setWordWrap(True)
        self.strength.setTextFormat(Qt.TextFormat.RichText)
        grid.addWidget(self.strength, 7, 0, 1, 4)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(tr("Open the table") if host else tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        if host:  # beside the seats: the dialog stays low enough for a small window
            side = QHBoxLayout()
            side.addWidget(seats_box, 3)
            side.addWidget(self._table_box(settings), 2)
            box.addLayout(side)
        else:
            box.addWidget(seats_box)
        box.addWidget(buttons)
        me = settings.player_name or tr("Player {n}").format(n=1)
        others = [n for n in COMPUTER_NAMES if n != me]
        for i, row in enumerate(self.rows):
            if i < len(settings.last_seats):  # the seats of the last new game, as they were
                row.set(*settings.last_seats[i])
            elif i == 0:
                row.set(me, "human", settings.ai_level)
            else:
                row.set(others[(i - 1) % len(others)], "ai", settings.ai_level)
        if host:  # a table is hosted for somebody: the seat beside the host's is a remote player's
            self.rows[1].set(self.rows[1].name.text(), "remote", settings.ai_level)
        for row in self.rows:
            row.kind.currentIndexChanged.connect(self._name_remotes)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.options_button.clicked.connect(self.edit_options)
        for row in self.rows:
            row.name.textChanged.connect(self._label_partners)
        self.partner.activated.connect(self._partner_chosen)
        self._game_changed()

    def _table_box(self, settings: Settings) -> QGroupBox:
        """The hosted table's own settings, and what hosting needs."""
        table_box = QGroupBox(tr("This table"))
        table = QVBoxLayout(table_box)
        self.stand_in = wheel_guarded(QComboBox())
        self.stand_in.setObjectName("stand_in")
        self.stand_in.setToolTip(tr("The computer player that plays for a player whose connection drops, "
                                    "until he comes back"))
        table.addWidget(QLabel(tr("Stand-in for a dropped player")))
        table.addWidget(self.stand_in)
        self.grace = wheel_guarded(QSpinBox())
        self.grace.setObjectName("grace")
        self.grace.setRange(*GRACE_RANGE)
        self.grace.setValue(30)
        self.grace.setSuffix(tr(" s"))
        self.grace.setToolTip(tr("How long the table waits for a dropped player before the computer player "
                                 "takes over"))
        table.addWidget(QLabel(tr("Wait for a dropped player")))
        table.addWidget(self.grace)
        self.allow_hints = QCheckBox(tr("Allow hints"))
        self.allow_hints.setObjectName("allow_hints")
        self.allow_hints.setChecked(True)
        table.addWidget(self.allow_hints)
        self.remote_note = QLabel()
        self.remote_note.setObjectName("remote_note")
        self.remote_note.setWordWrap(True)
        table.addWidget(self.remote_note)
        table.addStretch(1)
        self._stand_in_level = settings.ai_level
        for row in self.rows:  # a remote seat's name whole, beside the table's box
            row.name.setMinimumWidth(row.name.fontMetrics().horizontalAdvance(remote_name(5)) + 16)
        return table_box

    def _name_remotes(self) -> None:
        """The remote seats are numbered in order until their players join; hosting needs one."""
        if not self.host:
            return
        n = self.players.currentData() or self.info.default_players
        k = 0
        for i, row in enumerate(self.rows):
            if row.kind.currentData() == "remote":
                k += 1 if i < n else 0
                row.name.setText(remote_name(max(1, k)))
        self.start_button.setEnabled(k > 0)
        self.remote_note.setText(
            tr("Players at other computers join with the table code shown next.") if k else
            tr("Choose “Remote player” for at least one seat: a table is hosted for players at other computers."))
        self._label_partners()
    @property
    def info(self) -> GameInfo:
        return GAMES[self.game.currentData()]

    def _game_changed(self) -> None:
        info = self.info
        self.players.blockSignals(True)
        self.players.clear()
        for n in info.player_counts:
            self.players.addItem(counted("NewGameDialog", "%n player(s)", n), n)
        want = self.settings.last_players if self.settings.last_players in info.player_counts else info.default_players
        self.players.setCurrentIndex(self.players.findData(want))
        self.players.blockSignals(False)
        self.preset.blockSignals(True)
        self.preset.clear()
        for key in info.presets:
            self.preset.addItem(QCoreApplication.translate("rules", info.preset_labels.get(key, key)), key)
        self.preset.setCurrentIndex(max(0, self.preset.findData(self.settings.last_preset)))
        self.preset.blockSignals(False)
        self.custom_rules = None
        has_ai = supported_level(info.id, "easy") is not None
        self.ai_note.setText("" if has_ai else tr(
            "{game} has no computer player yet: computer seats play legal cards at random.").format(
            game=game_title(info)))
        self.ai_note.setVisible(not has_ai)
        levels = game_levels(info.id)
        for row in self.rows:
            row.offer_levels(levels)
            row.show_strength(info.id)
            row.level.setToolTip("" if has_ai else self.ai_note.text())
        if self.host:
            current = self.stand_in.currentData() or self._stand_in_level
            self.stand_in.clear()
            for lv in levels:
                self.stand_in.addItem(level_label(lv), lv)
            self.stand_in.setCurrentIndex(max(0, self.stand_in.findData(offered_level(current, levels))))
        self._players_changed()

    def _players_changed(self) -> None:
        n = self.players.currentData() or self.info.default_players
        self.strength.setText(strength_text(self.info.id, game_levels(self.info.id), n))
        self.strength.setVisible(bool(self.strength.text()))
        self.strength.setMinimumHeight(0)
        for i, row in enumerate(self.rows):
            row.set_visible(i < n)
        self._name_remotes()
        self._show_changes()
        self._label_partners()
        self.adjustSize()
        QTimer.singleShot(0, self._fit_strength)  # again once the wrapped note knows its width

    def _fit_strength(self) -> None:
        """Give the measured strengths the height their wrapped lines need at the width they got (a
        rich-text label in a grid is given too little), then fit the dialog around them."""
        label = self.strength
        if label.isVisible():
            label.setMinimumHeight(label.heightForWidth(label.width()))
        self.adjustSize()
        if self.isVisible():
            fit_over(self)

    def _label_partners(self) -> None:
        """A game of fixed partnerships names each seat's partner beside the seat (e.g. 1 and 3)."""
        teams = self.info.teams
        for i, row in enumerate(self.rows):
            text = tr("Seat {n}").format(n=i + 1)
            partners = next((m for m in teams if i in m), ())
            others = [self.rows[p].name.text().strip() or tr("Player {n}").format(n=p + 1) for p in partners if p != i]
            if others:
                text = tr("Seat {n} · with {names}").format(n=i + 1, names=", ".join(others))
            row.label.setText(text)
        self._offer_partners()

    def _seat_one_team(self) -> tuple[int, ...]:
        n = self.players.currentData() or self.info.default_players
        team = next((m for m in self.info.teams if 0 in m), ())
        return team if len(team) == 2 and all(s < n for s in team) else ()

    def _offer_partners(self) -> None:
        """The partner choice lists every other seat; the one chosen sits opposite seat 1."""
        team = self._seat_one_team()
        self.partner.setVisible(bool(team))
        self.partner_label.setVisible(bool(team))
        if not team:
            return
        n = self.players.currentData() or self.info.default_players
        self.partner.blockSignals(True)
        self.partner.clear()
        for i in range(1, n):
            name = self.rows[i].name.text().strip() or tr("Player {n}").format(n=i + 1)
            self.partner.addItem(tr("{name} (seat {n})").format(name=name, n=i + 1), i)
        self.partner.setCurrentIndex(self.partner.findData(team[1]))
        self.partner.blockSignals(False)

    def _partner_chosen(self) -> None:
        """Swap the chosen player into the partner's seat (names, players and levels move)."""
        team = self._seat_one_team()
        chosen = self.partner.currentData()
        if not team or chosen is None or chosen == team[1]:
            return
        a, b = self.rows[chosen], self.rows[team[1]]
        va, vb = a.values(), b.values()
        a.set(*vb)
        b.set(*va)
        self._name_remotes()
        self._label_partners()

    def _preset_changed(self) -> None:
        self.custom_rules = None
        self._show_changes()

    def preset_rules(self) -> Any:
        """The preset for the chosen number of players, with the card pack of the player's deck."""
        info = self.info
        rules = info.rules_for_players(info.presets[self.preset.currentData()], self.players.currentData())
        return game_ui(info.id).rules_for_deck(rules, self.settings.deck)

    def rules(self) -> Any:
        base = self.preset_rules()
        if self.custom_rules is None:
            return base
        return replace(self.custom_rules, players=base.players)

    def _show_changes(self) -> None:
        if self.custom_rules is None:
            self.changes.setText("")
            return
        changed = changed_options(self.rules(), self.preset_rules())
        self.changes.setText(tr("Changed: {options}").format(options=", ".join(changed)) if changed else "")

    def edit_options(self) -> None:
        dlg = OptionsDialog(self.rules(), self.preset_rules(), game_title(self.info), self)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.custom_rules = dlg.result_rules
            self._show_changes()

    def table_settings(self) -> TableSettings:
        """The hosted table's settings (the defaults when not hosting)."""
        if not self.host:
            return TableSettings()
        return TableSettings(self.stand_in.currentData(), self.grace.value(), self.allow_hints.isChecked())

    def new_game(self) -> NewGame:
        n = self.players.currentData()
        stand_in = self.table_settings().stand_in
        seats = tuple(self.rows[i].seat(tr("Player {n}").format(n=i + 1), stand_in) for i in range(n))
        return NewGame(self.info.id, self.rules(), seats, self.preset.currentData(),
                       tuple(self.rows[i].values() for i in range(len(self.rows))))
