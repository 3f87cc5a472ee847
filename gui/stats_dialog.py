"""The Statistics window: a player's finished matches per game and opponents, with filters (game,
opponent level, rules preset, dates), a chart of his results over time, CSV export and clearing.

It reads a store of its own (:class:`StatsStore`, a second connection to the file the table writes),
so that its questions never wait on the table's writer."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from kartln.gui.fitted_dialog import FittedDialog
from kartln.gui.i18n import translatable
from kartln.gui.level_strength import level_label
from kartln.gui.numbers import counted, grouped, signed_decimal
from kartln.gui.stats.queries import MatchOutcome, StatsFilter
from kartln.gui.stats.store import StatsStore, StatsUnavailable
from kartln.gui.stats_chart import ResultsChart, date_text
from kartln.gui.stats_words import (
    contracts_text,
    game_name,
    margin_text,
    opponents_short,
    opponents_text,
    preset_name,
    rate_text,
    won_text,
)
from kartln.gui.wheel_guard import wheel_guarded
from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QSize, Qt, QTime
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

T = TypeVar("T")

#: The least width of a filter's field, so that the fields line up in their two rows.
FIELD_WIDTH = 150
#: Where a date filter is left open: the combo's value for "every".
EVERY = None


def tr(text: str) -> str:
    return QCoreApplication.translate("Statistics", text)


def day_start(day: QDate) -> float:
    """The first second of ``day`` on the player's clock."""
    return float(QDateTime(day, QTime(0, 0)).toSecsSinceEpoch())


def day_of(seconds: float) -> QDate:
    return QDateTime.fromSecsSinceEpoch(int(seconds)).date()


class RowsTable(QTableWidget):
    """A table that asks for the height of its rows (no more), so that the chart below gets the rest,
    and shares the width left over among its columns; given less, it scrolls."""

    natural_width = 0  # the columns' widths for their contents, together

    def fit_columns(self) -> None:
        self.resizeColumnsToContents()
        natural = [self.columnWidth(c) for c in range(self.columnCount())]
        self.natural_width = sum(natural)
        spare = self.viewport().width() - self.natural_width
        if spare > 0 and natural:
            share, rest = divmod(spare, len(natural))
            for c, width in enumerate(natural):
                self.setColumnWidth(c, width + share + (1 if c < rest else 0))
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()

    def sizeHint(self) -> QSize:
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        frame = 2 * self.frameWidth()
        scroll = self.horizontalScrollBar().sizeHint().height() if self.natural_width > self.width() - frame else 0
        return QSize(self.natural_width + frame, self.horizontalHeader().sizeHint().height() + rows + frame + scroll)

    def minimumSizeHint(self) -> QSize:
        row = self.rowHeight(0) if self.rowCount() else 24
        return QSize(120, self.horizontalHeader().sizeHint().height() + 2 * row + 2 * self.frameWidth())


class StatsDialog(FittedDialog):
    """``store`` is read (and cleared) here; ``player`` is the name chosen first, when it played."""

    # two lines a header, so that the columns are as wide as their figures; each with its tooltip
    COLUMNS = (
        (translatable("Statistics", "Game"), ""),
        (translatable("Statistics", "Opponents"), translatable("Statistics", "The computer players' levels")),
        (translatable("Statistics", "Matches\nwon"), ""),
        (translatable("Statistics", "Win rate\n(95 % interval)"),
         translatable("Statistics", "The share of the matches won, and where the true share lies with 95 % "
                                    "certainty")),
        (translatable("Statistics", "Deals"), translatable("Statistics", "Deals played (re-deals not counted)")),
        (translatable("Statistics", "Per deal\n(mean)"),
         translatable("Statistics", "The player's mean score change per deal")),
        (translatable("Statistics", "Contracts\nmade"), translatable("Statistics", "Deals the player declared, and "
                                                                                   "made")),
        (translatable("Statistics", "Wins\nin a row"), translatable("Statistics", "The most matches won in a row")),
        (translatable("Statistics", "Best\nmatch"),
         translatable("Statistics", "Most points ahead of the best other player")),
        (translatable("Statistics", "Worst\nmatch"),
         translatable("Statistics", "Most points behind the best other player")),
    )

    def __init__(self, store: StatsStore, player: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics")
        self.setWindowTitle(tr("Statistics"))
        self.store = store
        self.resize(980, 640)
        box = QVBoxLayout(self)

        filters = QGridLayout()
        filters.setHorizontalSpacing(8)
        self.player = self._combo("player")
        self.game = self._combo("game")
        self.level = self._combo("level")
        self.preset = self._combo("preset")
        self.since = self._date_edit("since")
        self.until = self._date_edit("until")
        fields: tuple[tuple[str, QWidget], ...] = (
            (tr("&Player"), self.player), (tr("&Game"), self.game), (tr("&Opponents"), self.level),
            (tr("&Rules"), self.preset), (tr("&From"), self.since), (tr("&To"), self.until))
        for i, (text, widget) in enumerate(fields):
            self._labelled(filters, i // 3, i % 3, text, widget)
        filters.setColumnStretch(6, 1)  # the filters side by side from the left, each as wide as its words
        box.addLayout(filters)

        self.empty = QLabel()
        self.empty.setObjectName("empty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setStyleSheet("font-size: 15px; color: #4a463a;")
        self.empty.setMargin(24)
        box.addWidget(self.empty, 1)

        self.table = RowsTable(0, len(self.COLUMNS), self)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.table.setObjectName("groups")
        self.table.setHorizontalHeaderLabels([tr(c) for c, _ in self.COLUMNS])
        for col, (_, tip) in enumerate(self.COLUMNS):
            header_item = self.table.horizontalHeaderItem(col)
            if tip and header_item is not None:
                header_item.setToolTip(tr(tip))
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chart = ResultsChart(self)
        self.totals = QLabel()
        self.totals.setObjectName("totals")
        self.totals.setWordWrap(True)
        self.figures = QWidget()  # the table, the totals and the chart: hidden while there is nothing to show
        figures = QVBoxLayout(self.figures)
        figures.setContentsMargins(0, 0, 0, 0)
        figures.addWidget(self.table)
        figures.addWidget(self.totals)
        figures.addWidget(self.chart, 1)
        box.addWidget(self.figures, 1)

        buttons = QHBoxLayout()
        self.export_button = QPushButton(tr("&Export CSV…"))
        self.export_button.setObjectName("export")
        self.export_button.clicked.connect(self.export)
        self.clear_button = QPushButton(tr("C&lear…"))
        self.clear_button.setObjectName("clear")
        self.clear_button.clicked.connect(self.ask_clear)
        close = QPushButton(tr("Close"))
        close.setObjectName("close")
        close.setDefault(True)
        close.clicked.connect(self.accept)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        box.addLayout(buttons)

        self.confirm: QMessageBox | None = None
        self._filling = False
        self._fill_players(player)
        for combo in (self.game, self.level, self.preset):
            combo.currentIndexChanged.connect(self.refresh)
        self.player.currentIndexChanged.connect(self._player_changed)
        self.since.dateChanged.connect(self.refresh)
        self.until.dateChanged.connect(self.refresh)
        self._player_changed()

    def sizeHint(self) -> QSize:
        return QSize(980, 640)

    # -- building --------------------------------------------------------------------------

    def _combo(self, name: str) -> QComboBox:
        combo = wheel_guarded(QComboBox())
        combo.setObjectName(name)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        combo.setMinimumWidth(FIELD_WIDTH)
        return combo

    def _date_edit(self, name: str) -> QDateEdit:
        edit = QDateEdit()
        edit.setObjectName(name)
        edit.setCalendarPopup(True)
        edit.setMinimumWidth(FIELD_WIDTH)
        return edit

    @staticmethod
    def _labelled(grid: QGridLayout, row: int, col: int, text: str, widget: QWidget) -> None:
        label = QLabel(text)
        label.setBuddy(widget)
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(label, row, col * 2)
        grid.addWidget(widget, row, col * 2 + 1)

    def _fill_players(self, wanted: str) -> None:
        self.player.blockSignals(True)
        current = self.player.currentData() or wanted
        self.player.clear()
        names: list[str] = self._ask(self.store.players, [])
        for name in names:
            self.player.addItem(name, name)
        self.player.setCurrentIndex(max(0, self.player.findData(current)))
        self.player.blockSignals(False)

    def _player_changed(self) -> None:
        """The filters offer what the chosen player has played, the dates from his first to his last match."""
        player = self.player.currentData()
        self._filling = True
        try:
            choices = self._ask(lambda: self.store.choices(player), None) if player else None
            for combo, everything, values, label in (
                (self.game, tr("All games"), choices.games if choices else (), game_name),
                (self.level, tr("All levels"), choices.levels if choices else (), level_label),
                (self.preset, tr("All rules"), choices.presets if choices else (), lambda p: preset_name(None, p)),
            ):
                keep = combo.currentData()
                combo.clear()
                combo.addItem(everything, EVERY)
                for value in values:
                    combo.addItem(label(value), value)
                combo.setCurrentIndex(max(0, combo.findData(keep)))
            first = day_of(choices.first) if choices and choices.first is not None else QDate.currentDate()
            last = day_of(choices.last) if choices and choices.last is not None else QDate.currentDate()
            for edit in (self.since, self.until):
                edit.setDateRange(first, last)
            self.since.setDate(first)
            self.until.setDate(last)
        finally:
            self._filling = False
        self.refresh()

    def _ask(self, question: Callable[[], T], otherwise: T) -> T:
        """The store's answer, or ``otherwise`` where the file is damaged past the writer's check
        (the table below says so)."""
        try:
            return question()
        except sqlite3.Error:
            return otherwise

    # -- what is shown ---------------------------------------------------------------------

    def current_filter(self) -> StatsFilter:
        since, until = self.since.date(), self.until.date()
        return StatsFilter(
            game=self.game.currentData(), level=self.level.currentData(), preset=self.preset.currentData(),
            since=day_start(since) if since > self.since.minimumDate() else None,
            until=day_start(until.addDays(1)) if until < self.until.maximumDate() else None,
        )

    def refresh(self) -> None:
        if self._filling:
            return
        player = self.player.currentData()
        matches = self._ask(lambda: self.store.counts()[0], 0)
        self.clear_button.setEnabled(matches > 0 and not self.store.read_only)
        self.export_button.setEnabled(matches > 0)
        for field in (self.player, self.game, self.level, self.preset, self.since, self.until):
            field.setEnabled(bool(player))
        if not player:
            self._show_empty(tr("Nothing to show yet. Every finished deal and match is kept from now on: "
                                "play a match to the end and it is counted here."))
            return
        flt = self.current_filter()
        try:
            groups = self.store.summary(player, flt)
            points = self.store.results_over_time(player, flt)
        except sqlite3.Error as exc:  # damage the writer's check did not meet
            self._show_empty(tr("The statistics could not be read: {error}").format(error=exc))
            return
        if not groups:
            self._show_empty(tr("No finished match of {player} fits these filters.").format(player=player))
            return
        self.empty.hide()
        self.figures.show()
        self.table.setRowCount(len(groups))
        for row, g in enumerate(groups):
            cells = (
                game_name(g.game), opponents_short(g.opponents), won_text(g.won, g.matches),
                rate_text(g.won, g.matches, g.interval), grouped(g.deals),
                "—" if g.mean_change is None else signed_decimal(g.mean_change, 1), contracts_text(g),
                grouped(g.longest_run), self._match_text(g.best), self._match_text(g.worst),
            )
            tips = {1: opponents_text(g.opponents), 8: self._match_tip(g.best), 9: self._match_tip(g.worst)}
            if g.counts_down:
                tips[5] = tr("In this game a lower score is better.")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignVCenter
                                      | (Qt.AlignmentFlag.AlignLeft if col < 2 else Qt.AlignmentFlag.AlignCenter))
                item.setToolTip(tips.get(col, ""))
                self.table.setItem(row, col, item)
        self.table.resizeRowsToContents()
        self.table.fit_columns()
        won = sum(p.won for p in points)
        self.totals.setText(counted("Statistics", "{player}: {won} of %n finished match(es) won", len(points))
                            .format(player=player, won=grouped(won)))
        self.chart.set_points(points)

    @staticmethod
    def _match_text(match: MatchOutcome | None) -> str:
        return "—" if match is None else margin_text(match.margin)

    @staticmethod
    def _match_tip(match: MatchOutcome | None) -> str:
        if match is None:
            return ""
        return (tr("Won on {day}") if match.won else tr("Lost on {day}")).format(day=date_text(match.ended))

    def _show_empty(self, text: str) -> None:
        self.empty.setText(text)
        self.empty.show()
        self.figures.hide()
        self.table.setRowCount(0)
        self.chart.set_points([])

    # -- export and clearing ---------------------------------------------------------------

    def export(self) -> None:
        game = self.game.currentData()
        suggested = "kartln-statistics" + (f"-{game}" if game else "") + ".csv"
        path, _ = QFileDialog.getSaveFileName(self, tr("Export the statistics"), str(Path.home() / suggested),
                                              tr("CSV files (*.csv)"))
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        """Every finished match (of the chosen game), a row a seat, into ``path``."""
        try:
            with path.open("w", encoding="utf-8", newline="") as out:
                rows = self.store.export_csv(out, self.game.currentData())
        except (OSError, sqlite3.Error) as exc:
            QMessageBox.warning(self, tr("Statistics"), tr("The statistics could not be exported: {error}")
                                .format(error=getattr(exc, "strerror", None) or exc))
            return False
        self.totals.setText(counted("Statistics", "%n row(s) written to {name}", rows).format(name=path.name))
        return True

    def ask_clear(self) -> None:
        """Ask before forgetting every match (or the chosen game's) of every player."""
        game = self.game.currentData()
        question = (tr("Forget every finished match of {game}, of every player? This cannot be undone.")
                    .format(game=game_name(game)) if game
                    else tr("Forget all statistics, of every game and every player? This cannot be undone."))
        box = QMessageBox(QMessageBox.Icon.Question, tr("Clear the statistics"), question,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda answer: self._cleared(game, answer))
        self.confirm = box
        box.open()

    def _cleared(self, game: str | None, answer: int) -> None:
        self.confirm = None
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.store.clear(game)
        except (sqlite3.Error, StatsUnavailable) as exc:
            QMessageBox.warning(self, tr("Statistics"), tr("The statistics could not be cleared: {error}")
                                .format(error=exc))
            return
        self._fill_players(self.player.currentData() or "")
        self._player_changed()
