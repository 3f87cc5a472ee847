"""The main window: the start screen and the game screen, menus, saves and settings."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from kartln.engine.registry import GAMES
from kartln.gui.card_renderer import CardRenderer, shared_renderer
from kartln.gui.deal_log import DealLogDialog, DealLogKeeper, deal_log
from kartln.gui.numbers import counted
from kartln.gui.paths import AppPaths
from kartln.gui.saves import SAVE_SUFFIX, SaveStore, open_save, write_match
from kartln.gui.settings import Settings, SettingsLoad, load_settings, save_settings
from kartln.gui.start_screen import StartScreen
from kartln.gui.undo import UndoTrail, take_back, trail_of, undo_refusal
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMessageBox, QStackedWidget, QWidget

# The table and its dialogs are imported when first needed, not before the start screen's first frame
# (a quicker start); the type checker sees them here.
if TYPE_CHECKING:
    from kartln.engine.net.messages import Reason
    from kartln.engine.records import Match
    from kartln.gui.controller import Applied, GameController
    from kartln.gui.deal_history import FinishedDeal
    from kartln.gui.game_screen import GameScreen
    from kartln.gui.net.host_lobby import HostLobby
    from kartln.gui.net.host_table import NetworkHost
    from kartln.gui.net.join_dialog import FinderMaker, LinkMaker
    from kartln.gui.net.remote_controller import RemoteController, TableLink
    from kartln.gui.new_game_dialog import NewGame, TableSettings
    from kartln.gui.sheet_dialog import ScoreSheetDialog
    from kartln.gui.stats.writer import StatsWriter


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def last_deal_caption(deal_no: int, winner: int, points: int, ctx: ViewContext) -> str:
    """The caption of the last trick of the deal just over."""
    name = ctx.names[winner]
    took = (counted("MainWindow", "{name} took the trick: %n point(s)", points).format(name=name) if points
            else tr("{name} took the trick").format(name=name))
    return tr("The last trick of deal {n}").format(n=deal_no) + "\n" + took


class MainWindow(QMainWindow):
    stats_problem = Signal(str)  # the statistics writer's thread says it cannot write

    def __init__(self, paths: AppPaths, settings_load: SettingsLoad | None = None,
                 renderer: CardRenderer | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Kartln"))
        self.paths = paths
        load = settings_load if settings_load is not None else load_settings(paths.settings_file)
        self.settings = load.settings
        self.store = SaveStore(paths)
        self.renderer = renderer or shared_renderer()
        self.controller: GameController | None = None
        self.remote: RemoteController | None = None  # a match at a host's table at another computer
        self.make_link: LinkMaker | None = None  # how the join dialog connects (None: the network)
        self.make_finder: FinderMaker | None = None
        self.ended_box: QMessageBox | None = None  # why the host's table is gone, and what now
        self.undo_trail: UndoTrail | None = None
        self.network_host: NetworkHost | None = None  # the table this window hosts on the network
        self.lobby: HostLobby | None = None
        self.notices: list[str] = []
        self.stack = QStackedWidget(self)
        self.start_screen = StartScreen(self.renderer, self.settings.deck, self)
        self._game: GameScreen | None = None  # the table, made with the first match (see game)
        self.stack.addWidget(self.start_screen)
        self.setCentralWidget(self.stack)
        self.statusBar()  # there from the start: a first message must not shift the table
        self.sheet_dialog: ScoreSheetDialog | None = None
        self.deal_log_dialog: DealLogDialog | None = None
        self.deal_log = DealLogKeeper()  # follows the match, so the log can open at any moment
        self._stats: StatsWriter | None = None  # opened with the first match
        self.stats_problem.connect(self._tell_stats_problem)
        self._build_menus()
        self._connect_start_screen()
        self._tell_settings_load(load)
        self.update_continue()

    @property
    def game(self) -> GameScreen:
        """The table: made when first asked for, so that its modules load after the start screen has
        shown itself."""
        if self._game is None:
            from kartln.gui.game_screen import GameScreen

            self._game = GameScreen(self.settings, self.renderer, self)
            self.stack.addWidget(self._game)
            self._connect_game(self._game)
        return self._game

    def _connect_game(self, g: GameScreen) -> None:
        g.main_menu.connect(self.back_to_menu)
        g.new_game.connect(self.new_game)
        g.rematch.connect(self.play_rematch)
        g.sheet_requested.connect(self.show_sheet)
        g.review_requested.connect(self.show_deal_review)
        g.status.connect(lambda text: self.statusBar().showMessage(text, 8000))
        g.match_finished.connect(self._match_finished)
        g.summary_closed.connect(self._refresh_deal_log)

    def _connect_start_screen(self) -> None:
        s = self.start_screen
        s.continue_clicked.connect(self.continue_match)
        s.game_chosen.connect(self.new_game_of)
        s.rules_asked.connect(self.show_rules_of)
        s.settings_clicked.connect(self.edit_settings)
        s.join_clicked.connect(self.join_table)
        s.quit_clicked.connect(self.close)
        s.host_clicked.connect(self.host_table)

    # -- menus -----------------------------------------------------------------------------

    def _action(self, text: str, slot: object,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        a = QAction(text, self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.triggered.connect(slot)
        self.addAction(a)
        self._menu_actions.append(a)
        return a

    def _build_menus(self) -> None:
        self._menu_actions: list[QAction] = []
        bar = self.menuBar()
        game = bar.addMenu(tr("&Game"))
        self.act_new = self._action(tr("&New game…"), self.new_game, QKeySequence.StandardKey.New)
        self.act_host = self._action(tr("&Host a table on this network…"), self.host_table)
        self.act_open = self._action(tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        self.act_join = self._action(tr("&Join a table…"), self.join_table, "Ctrl+J")
        self.act_seat_view = self._action(tr("Save the match from my &seat's view…"), self.save_seat_view_dialog)
        self.act_save = self._action(tr("Save &as…"), self.save_dialog, QKeySequence.StandardKey.SaveAs)
        self.act_undo = self._action(tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.undo_refused = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self, self._tell_why_no_undo)
        self.undo_refused.setEnabled(False)
        self.act_sheet = self._action(tr("Score &sheet"), self.show_sheet, "S")
        self.act_last = self._action(tr("&Last trick"), self.show_last_trick, "L")
        self.act_review = self._action(tr("Deal &review"), lambda: self.show_deal_review(), "R")
        self.act_history = self._action(tr("Match hi&story"), self.show_history, "Y")
        self.act_deal_log = self._action(tr("&This deal"), self.show_deal_log, "D")
        self.act_hint = self._action(tr("&Hint"), lambda: self.game.show_hint(), "H")
        self.act_stats = self._action(tr("Stat&istics…"), self.show_stats, "I")
        self.act_menu = self._action(tr("&Main menu"), self.back_to_menu)
        self.act_quit = self._action(tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        for a in (self.act_new, self.act_open, self.act_join, self.act_save, self.act_seat_view, None, self.act_undo,
                  None, self.act_sheet, self.act_last,
                  self.act_deal_log, self.act_review, self.act_history, self.act_hint, None, self.act_stats, None,
                  self.act_menu, self.act_quit):
            if a is None:
                game.addSeparator()
            else:
                game.addAction(a)
        game.insertAction(self.act_open, self.act_host)  # beside New game: another way to start one
        opts = bar.addMenu(tr("&Options"))
        self.act_settings = self._action(tr("&Settings…"), self.edit_settings, QKeySequence.StandardKey.Preferences)
        opts.addAction(self.act_settings)
        helpm = bar.addMenu(tr("&Help"))
        self.act_rules = self._action(tr("&Rules"), self.show_rules, QKeySequence.StandardKey.HelpContents)
        helpm.addAction(self.act_rules)
        helpm.addAction(self._action(tr("&About Kartln"), self.about))
        self._update_actions()

    def _update_actions(self) -> None:
        playing = self.controller is not None
        at_table = self.remote is not None
        for a in (self.act_sheet, self.act_last, self.act_deal_log, self.act_menu):
            a.setEnabled(playing or at_table)
        for a in (self.act_save, self.act_review, self.act_history):
            a.setEnabled(playing)
            # at a host's table the match (and with it every hand of a deal) stays with the host
            a.setStatusTip(tr("The host keeps this match; save your seat's view instead.") if at_table else "")
            a.setToolTip(a.statusTip() or a.text().replace("&", ""))
        self.act_hint.setEnabled(playing or (self.remote is not None and self.remote.hints))
        self.act_hint.setStatusTip(tr("The host allows no hints at this table.") if at_table and
                                   not self.act_hint.isEnabled() else "")
        self.act_seat_view.setEnabled(at_table)
        self._update_undo()

    def _update_undo(self, *_: object) -> None:
        why_not = self.why_no_undo()
        self.act_undo.setEnabled(not why_not)
        self.act_undo.setStatusTip(why_not)
        # the key, while the menu's Undo is off, says why instead of doing nothing
        self.undo_refused.setEnabled(bool(why_not) and (self.controller is not None or self.remote is not None))

    def can_undo(self) -> bool:
        return not self.why_no_undo()

    def why_no_undo(self) -> str:
        """Why Undo takes nothing back now, in the player's words ('' when it may)."""
        c, trail = self.controller, self.undo_trail
        if self.remote is not None:
            return tr("At a table over the network, moves cannot be taken back.")
        if c is None or trail is None:
            return tr("No match is being played.")
        if c.is_over():
            return tr("The match is over: there is nothing to take back.")
        if self.network_host is not None:
            return tr("Moves are not taken back at a table on the network.")
        s = self.settings
        refusal = undo_refusal(len(trail.humans), s.undo_vs_computers, s.undo_hot_seat)
        if refusal:
            return refusal
        if trail.cut() is None:
            return tr("Nothing to take back in this deal yet.")
        return ""

    def _tell_why_no_undo(self) -> None:
        self.statusBar().showMessage(self.why_no_undo(), 8000)

    def _note_applied(self, ap: Applied) -> None:
        if self.controller is not None and self.undo_trail is not None:
            self.undo_trail.note(len(self.controller.match.actions) - 1, ap.seat, ap.events)
        self._update_undo()

    def undo(self) -> None:
        """Take back the last human move of the deal and the computers' replies; the match goes on from there."""
        if not self.can_undo() or self.controller is None or self.undo_trail is None:
            return
        restored = take_back(self.controller.match, self.undo_trail)
        guided = self.game.guide.deal_no if self.game.guide.guiding else 0
        self.start_match(restored)
        if guided:
            self.game.resume_guide(guided)  # the guided deal goes on from the move taken back
        self.statusBar().showMessage(tr("Move taken back"), 6000)

    # -- notices ---------------------------------------------------------------------------

    def notify(self, text: str, dialog: bool = True) -> None:
        """Tell the user something went wrong, without stopping anything."""
        self.notices.append(text)
        self.statusBar().showMessage(text, 15000)
        self.start_screen.show_notice(text)
        if dialog:
            box = QMessageBox(QMessageBox.Icon.Warning, tr("Kartln"), text, QMessageBox.StandardButton.Ok, self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

    def _tell_settings_load(self, load: SettingsLoad) -> None:
        if load.problem:
            outcome = (tr("the previous copy was restored") if load.restored else tr("the defaults are used"))
            self.notify(tr("The settings file could not be read ({problem}); {outcome}.")
                        .format(problem=load.problem, outcome=outcome) + self._moved_text(load.set_aside))
        if load.reset_keys:
            self.notify(tr("Some settings were not valid and were reset: {keys}.")
                        .format(keys=", ".join(load.reset_keys)), dialog=False)

    # -- statistics ------------------------------------------------------------------------

    def stats_writer(self) -> StatsWriter | None:
        """The writer of the play statistics, opened with the first match (a damaged file is set
        aside then and the player told once); None when they cannot be written."""
        if self._stats is None:
            import sqlite3

            from kartln.gui.stats.store import StatsStore
            from kartln.gui.stats.writer import StatsWriter

            try:
                store = StatsStore.open(self.paths.stats_file)
            except (OSError, sqlite3.Error) as exc:
                self.notify(tr("The statistics cannot be kept: {error}").format(error=exc), dialog=False)
                return None
            if store.set_aside:
                self.notify(tr("The statistics could not be read ({problem}); they start anew.")
                            .format(problem=store.problem) + self._moved_text(store.set_aside))
            elif store.read_only:
                self.notify(tr("The statistics were written by a newer version of Kartln; this version leaves "
                               "them as they are."), dialog=False)
            self._stats = StatsWriter(store, self.stats_problem.emit)
        return self._stats

    def show_stats(self) -> None:
        """The Statistics window, on a connection of its own to the file the table writes (the deals
        handed to the writer are written first, so that the last one is counted)."""
        import sqlite3

        from kartln.gui.stats.store import StatsStore
        from kartln.gui.stats_dialog import StatsDialog

        writer = self.stats_writer()
        if writer is None:
            return
        writer.flush(5.0)
        try:
            store = StatsStore.open(self.paths.stats_file, thorough=False)  # the writer has checked it
        except (OSError, sqlite3.Error) as exc:
            self.notify(tr("The statistics cannot be read: {error}").format(error=exc))
            return
        dlg = StatsDialog(store, self.settings.player_name, self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.finished.connect(store.close)
        dlg.show()

    def record_lines(self, match: Match) -> list[str]:
        """Each human's record in this game against these opponents, this match counted: a line each."""
        import sqlite3

        from kartln.gui.stats.queries import HUMAN
        from kartln.gui.stats_words import record_line

        writer = self._stats
        if writer is None or writer.failed or not writer.flush(2.0):
            return []
        humans = [i for i, s in enumerate(match.seats) if s.kind == "human"]
        lines = []
        for i in humans:
            opponents = [HUMAN if s.kind != "ai" else s.level for o, s in enumerate(match.seats) if o != i]
            try:
                record = writer.store.record_against(match.seats[i].name, match.info.id, opponents)
            except sqlite3.Error:
                return []
            if record.matches:
                line = record_line(record)
                lines.append(tr("{name}: {record}").format(name=match.seats[i].name, record=line)
                             if len(humans) > 1 else line)
        return lines

    def _tell_stats_problem(self, error: str) -> None:
        if self._stats is not None and self._stats.store.read_only:
            return  # said when the statistics were opened
        self.notify(tr("The statistics cannot be written: {error}").format(error=error), dialog=False)

    # -- matches ---------------------------------------------------------------------------

    def update_continue(self) -> None:
        rec, error, set_aside = self.store.inspect()
        if error:
            if rec is not None:
                self.notify(tr("The autosaved match was damaged; Continue uses the previous copy (the last move "
                               "may be missing).") + self._moved_text(set_aside), dialog=False)
            else:
                self.notify(tr("The autosaved match could not be read: {error}.").format(error=error)
                            + self._moved_text(set_aside))
        if rec is None or rec.meta.get("over"):
            self.start_screen.set_continue(None)
            return
        title = QCoreApplication.translate("games", GAMES[rec.game].title) if rec.game in GAMES else rec.game
        names = ", ".join(s.name for s in rec.seats)
        deal = rec.meta.get("deal", 0)
        self.start_screen.set_continue(tr("{game}, deal {deal}: {names}").format(game=title, deal=deal, names=names))

    def start_match(self, match: Match, controller: GameController | None = None) -> None:
        """Play ``match`` on the table: by its own controller, or one made for it here."""
        from kartln.gui.new_game_dialog import game_title
        from kartln.gui.session import controller_for

        self.game.stop()
        self._leave_table()
        self.controller = controller or controller_for(match, self.settings, self.store)
        self.undo_trail = trail_of(match)
        self.controller.applied.connect(self._note_applied)
        self.controller.applied.connect(self._follow_deal)
        self.controller.match_over.connect(self._update_undo)
        stats = self.stats_writer()
        if stats is not None:
            stats.follow(match)
            self.controller.applied.connect(lambda ap: stats.applied(ap.events))
        try:
            self.store.autosave(match)
        except OSError as exc:
            self.notify(tr("The match cannot be saved: {error}").format(error=exc.strerror or exc), dialog=False)
        self.stack.setCurrentWidget(self.game)
        self.setWindowTitle(game_title(match.info))  # the system adds " — Kartln", the application's name
        self._update_actions()
        self.game.start(self.controller)
        self.deal_log = DealLogKeeper()
        self._follow_deal()
        if self.sheet_dialog is not None and self.sheet_dialog.isVisible():
            self.show_sheet()
        if self.deal_log_dialog is not None and self.deal_log_dialog.isVisible():
            self.show_deal_log()

    def _running(self) -> bool:
        if self.remote is not None:
            return self.remote.connected and not self.remote.is_over()
        return self.controller is not None and not self.controller.is_over()

    def confirm_abandon(self) -> bool:
        if self.network_host is not None:
            return self.confirm_close_table()
        if not self._running() or not self.settings.confirm_abandon:
            return True
        answer = QMessageBox.question(
            self, tr("New game"), tr("Start a new game? The running match will be replaced."),
        )
        return answer == QMessageBox.StandardButton.Yes

    def new_game(self) -> None:
        self.new_game_of("")

    def new_game_of(self, game_id: str) -> None:
        """The new-game dialog, with ``game_id`` chosen (a tile of the start screen) or the last game."""
        if not self.confirm_abandon():
            return
        from kartln.gui.new_game_dialog import NewGameDialog

        dlg = NewGameDialog(self.settings, self, game_id)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        self.start_new(dlg.new_game())

    def start_new(self, ng: NewGame) -> None:
        from kartln.gui.session import new_match

        levels = [level for _, kind, level in ng.rows if kind == "ai"]
        self._store_settings(self.settings.with_(last_game=ng.game_id, last_players=len(ng.seats),
                                                 last_preset=ng.preset, last_seats=ng.rows,
                                                 ai_level=levels[0] if levels else self.settings.ai_level))
        self.start_match(new_match(ng.game_id, ng.rules, ng.seats))
        if ng.game_id not in self.settings.guide_offered and any(seat.kind == "human" for seat in ng.seats):
            # a first match of this game: show how a deal goes, if the player likes; asked once only
            self._store_settings(self.settings.with_(guide_offered=(*self.settings.guide_offered, ng.game_id)))
            self.game.offer_guide()

    def play_rematch(self) -> None:
        if self.controller is not None:
            from kartln.gui.session import rematch

            match = rematch(self.controller.match)
            if self.network_host is not None:  # the players at the table stay for the next match
                from kartln.gui.net.hosting import next_match

                next_match(self.network_host, match, self.settings)
                self._play_hosted(self.network_host)
                return
            self.start_match(match)

    # -- hosting a table on the network ----------------------------------------------------

    def host_table(self) -> None:
        """The new-game dialog for a table on the network, then its lobby while the players join."""
        if not self.confirm_abandon():
            return
        from kartln.gui.new_game_dialog import NewGameDialog

        dlg = NewGameDialog(self.settings, self, host=True)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return
        self.open_table(dlg.new_game(), dlg.table_settings())

    def open_table(self, ng: NewGame, table: TableSettings) -> None:
        from kartln.gui.net.host_lobby import HostLobby
        from kartln.gui.net.hosting import hosted_table, open_table
        from kartln.gui.session import new_match

        self._store_settings(self.settings.with_(last_game=ng.game_id))
        host = hosted_table(new_match(ng.game_id, ng.rules, ng.seats), self.settings, table, self.store.autosave, self)
        error = open_table(host)
        if error is not None:
            host.close()
            self.notify(tr("The table could not be opened on the network: {error}").format(error=error))
            return
        self.network_host = host
        self.lobby = HostLobby(host, self)
        self.lobby.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.lobby.accepted.connect(lambda: self._play_hosted(host))
        self.lobby.rejected.connect(lambda: self._close_table(host))
        self.lobby.open()

    def _play_hosted(self, host: NetworkHost) -> None:
        """The hosted match on the table, as any match (autosave, statistics, deal log), with the
        seats' news from the network."""
        self.lobby = None
        self.start_match(host.match, host.controller)
        self.game.show_seats(host.statuses())
        host.seats_changed.connect(self.game.show_seats, Qt.ConnectionType.UniqueConnection)

    def confirm_close_table(self) -> bool:
        """Close the hosted table once the host agrees; False when he would rather stay."""
        host = self.network_host
        if host is None:
            return True
        answer = QMessageBox.question(self, tr("Close the table"),
                                      tr("Close the table? The other players will be told."))
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self._close_table(host)
        return True

    def _close_table(self, host: NetworkHost) -> None:
        """Tell every player the host has left; the match record stays saved as every match's is."""
        if self.network_host is host:
            self.network_host = None
        self.lobby = None
        host.close()
        self._update_undo()

    # -- a table at another computer ------------------------------------------------------

    def join_table(self) -> None:
        """The join dialog; once the host has welcomed the player, his seat's match is on the table."""
        if not self.confirm_abandon():
            return
        from kartln.gui.net.join_dialog import JoinDialog

        dlg = JoinDialog(self.settings, self, self.make_link, self.make_finder)
        if dlg.exec() != QDialog.DialogCode.Accepted or dlg.link is None:
            return
        if dlg.player_name() != self.settings.player_name:
            self._store_settings(self.settings.with_(player_name=dlg.player_name()))
        self.play_remote(dlg.link)

    def play_remote(self, link: TableLink) -> None:
        """Play the match of the host's table that ``link`` joined (again at each new match there)."""
        from kartln.gui.net.remote_controller import RemoteController
        from kartln.gui.new_game_dialog import game_title

        self.game.stop()
        if self.remote is not None and self.remote.client is not link:
            self._leave_table()
        self.controller = None
        self.undo_trail = None
        if isinstance(link, QObject):
            link.setParent(self)  # the connection lives as long as the window plays at that table
        self.remote = remote = RemoteController(link, self)
        remote.applied.connect(self._follow_deal)
        remote.ended.connect(self._connection_ended)
        remote.new_match.connect(lambda: self.play_remote(link))
        remote.match_over.connect(self._update_undo)
        self.stack.setCurrentWidget(self.game)
        self.setWindowTitle(game_title(remote.match.info))
        self._update_actions()
        self.game.start(remote)
        if link.core.seats:  # who plays where at the host's table, and the news of it
            self.game.show_seats(link.core.seats)
        link.seats_changed.connect(self.game.show_seats, Qt.ConnectionType.UniqueConnection)
        self.deal_log = DealLogKeeper()
        self._follow_deal()
        if self.sheet_dialog is not None and self.sheet_dialog.isVisible():
            self.show_sheet()

    def _leave_table(self) -> None:
        """Say goodbye to the host (if he is still there) and forget his table."""
        remote, self.remote = self.remote, None
        if remote is None:
            return
        remote.stop()
        if remote.connected:
            remote.client.leave()
        link = remote.client
        if isinstance(link, QObject):  # gone once its goodbye has had time to leave
            QTimer.singleShot(10_000, link.deleteLater)

    def confirm_leave(self) -> bool:
        """Leaving a host's table while its match goes on is asked first."""
        if self.remote is None or not self._running():
            return True
        answer = QMessageBox.question(self, tr("Leave the table"), tr(
            "Leave the table? A computer player takes over your seat at the host's table."))
        return answer == QMessageBox.StandardButton.Yes

    def _connection_ended(self, reason: Reason) -> None:
        """The host's table is gone: the table stays as it was, says why, and offers to keep the seat's view."""
        from kartln.gui.message_text import player_words

        g = self.game
        text = player_words(reason, g.context())
        g.hold(text)
        self._update_actions()
        self.statusBar().showMessage(text, 15000)
        box = QMessageBox(QMessageBox.Icon.Information, tr("The table is closed"), text,
                          QMessageBox.StandardButton.Close, self)
        box.setInformativeText(tr("You can save the match as your seat saw it, or go back to the main menu."))
        save = box.addButton(tr("Save my seat's view…"), QMessageBox.ButtonRole.ActionRole)
        menu = box.addButton(tr("Main menu"), QMessageBox.ButtonRole.AcceptRole)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.ended_box = box

        def answered() -> None:
            if box.clickedButton() is save:
                self.save_seat_view_dialog()
            elif box.clickedButton() is menu:
                self.back_to_menu()

        box.finished.connect(answered)
        box.open()

    def save_seat_view_dialog(self) -> None:
        if self.remote is None:
            return
        from kartln.engine.net.seat_view import SUFFIX

        self.paths.saves_dir.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getSaveFileName(self, tr("Save the match from my seat's view"),
                                              str(self.paths.saves_dir / ("seat" + SUFFIX)),
                                              tr("A seat's view (*{suffix})").format(suffix=SUFFIX))
        if path:
            self.save_seat_view_to(Path(path))

    def save_seat_view_to(self, path: Path) -> bool:
        from kartln.engine.net.seat_view import SUFFIX, seat_view_text
        from kartln.gui.storage import atomic_write_text

        if self.remote is None:
            return False
        if not path.name.endswith(SUFFIX):
            path = path.with_name(path.name.removesuffix(".json") + SUFFIX)
        try:
            atomic_write_text(path, seat_view_text(self.remote.seat_view()))
        except OSError as exc:
            self.notify(tr("The seat's view could not be saved: {error}").format(error=exc.strerror or exc))
            return False
        self.statusBar().showMessage(tr("Saved as {name}").format(name=path.name), 6000)
        return True

    def continue_match(self) -> None:
        outcome = self.store.load_autosave()
        if outcome.match is None:
            self.notify(tr("The autosaved match could not be read: {error}.").format(error=outcome.error)
                        + self._moved_text(outcome.set_aside))
            self.update_continue()
            return
        if outcome.error:
            self.notify(tr("The autosaved match was damaged; the previous copy is used (the last move may be "
                           "missing).") + self._moved_text(outcome.set_aside), dialog=False)
        self.start_match(outcome.match)

    def _moved_text(self, set_aside: tuple[Path, ...]) -> str:
        if not set_aside:
            return ""
        if len(set_aside) == 1:
            return " " + tr("The damaged file was kept as {name}.").format(name=set_aside[0].name)
        return " " + tr("The damaged files were kept as {names}.").format(
            names=tr(" and ").join(p.name for p in set_aside))

    def open_dialog(self) -> None:
        self.paths.saves_dir.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(self, tr("Open a saved match"), str(self.paths.saves_dir),
                                              tr("Kartln matches (*{suffix})").format(suffix=SAVE_SUFFIX))
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        outcome = open_save(path)
        if outcome.match is None:
            self.notify(tr("{name} could not be opened: {error}.").format(name=path.name, error=outcome.error)
                        + self._moved_text(outcome.set_aside))
            return False
        if not self.confirm_abandon():
            return False
        self.start_match(outcome.match)
        return True

    def save_dialog(self) -> None:
        if self.controller is None:
            return
        self.paths.saves_dir.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getSaveFileName(self, tr("Save the match"), str(self.paths.saves_dir / "match"),
                                              tr("Kartln matches (*{suffix})").format(suffix=SAVE_SUFFIX))
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        if self.controller is None:
            return False
        if not path.name.endswith(SAVE_SUFFIX):
            path = path.with_name(path.name.removesuffix(".json") + SAVE_SUFFIX)
        try:
            write_match(path, self.controller.match)
        except OSError as exc:
            self.notify(tr("The match could not be saved: {error}").format(error=exc.strerror or exc))
            return False
        self.statusBar().showMessage(tr("Saved as {name}").format(name=path.name), 6000)
        return True

    def _match_finished(self) -> None:
        if self.controller is None:
            return  # a host's match: the autosave here is another match's
        self.store.clear()
        if self.controller is not None:
            self.game.show_match_record(self.record_lines(self.controller.match))
        if self.sheet_dialog is not None and self.sheet_dialog.isVisible():
            self.show_sheet()

    def back_to_menu(self) -> None:
        if not self.confirm_leave() or not self.confirm_close_table():
            return
        if self._game is not None:
            self._game.stop()
        self._leave_table()
        self.controller = None
        self.undo_trail = None
        self._update_actions()
        self.setWindowTitle(tr("Kartln"))
        self.stack.setCurrentWidget(self.start_screen)
        self.update_continue()

    # -- windows ---------------------------------------------------------------------------

    def show_sheet(self) -> None:
        if self.game.controller is None or self.game.ui is None:
            return
        if self.sheet_dialog is None:
            from kartln.gui.sheet_dialog import ScoreSheetDialog

            self.sheet_dialog = ScoreSheetDialog(self)
            self.game.controller.applied.connect(self._refresh_sheet)
        self._refresh_sheet()
        self.sheet_dialog.show()
        self.sheet_dialog.raise_()

    def _refresh_sheet(self, *_: object) -> None:
        g = self.game
        if self.sheet_dialog is None or g.controller is None or g.ui is None:
            return
        obs = g.controller.observation(g.viewer)
        self.sheet_dialog.show_sheet(g.ui.sheet(obs, g.context()))

    def show_last_trick(self) -> None:
        from kartln.gui.sheet_dialog import LastTrickDialog

        g = self.game
        if g.controller is None or g.ui is None:
            return
        obs = g.controller.observation(g.viewer)
        ctx = g.context()
        cards, caption = g.ui.last_trick(obs), g.ui.last_trick_caption(obs, ctx)
        if not cards:  # the deal just over is still the last word until the next deal's first trick
            deals = self._finished_deals()
            last = deals[-1].tricks[-1] if deals and deals[-1].tricks else None
            if last is not None:
                cards = last.plays
                caption = last_deal_caption(deals[-1].deal_no, last.winner, last.points, ctx)
        dlg = LastTrickDialog(cards, g.names, g.look, caption, self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.open()

    def show_deal_log(self) -> None:
        """The running deal in words, a line an event; the window follows the deal while open (and
        shows the deal just finished while its summary is open)."""
        if self.game.controller is None or self.game.ui is None:
            return
        if self.deal_log_dialog is None:
            self.deal_log_dialog = DealLogDialog(self)
        self._fill_deal_log(self.deal_log_dialog)
        self.deal_log_dialog.show()
        self.deal_log_dialog.raise_()

    def _follow_deal(self, ap: Applied | None = None) -> None:
        g = self.game
        if g.controller is None or g.ui is None:
            return
        self.deal_log.follow(g.ui, g.controller.observation(g.viewer), g.context(), ap.events if ap else ())
        self._refresh_deal_log()

    def _refresh_deal_log(self) -> None:
        if self.deal_log_dialog is not None and self.deal_log_dialog.isVisible():
            self._fill_deal_log(self.deal_log_dialog)

    def _fill_deal_log(self, dlg: DealLogDialog) -> None:
        g = self.game
        if g.controller is None or g.ui is None:
            return
        ctx = g.context()
        seen = tr("as {name} sees it").format(name=ctx.names[ctx.viewer]) if ctx.reveal else tr("as everybody sees it")
        finished, lines = self.deal_log.finished() if g.summary_open() else (0, [])
        if finished:
            dlg.show_lines(lines, tr("Deal {n} (over), {seen}").format(n=finished, seen=seen))
            return
        obs = g.controller.observation(g.viewer)
        dlg.show_lines(deal_log(g.ui, obs, ctx), tr("Deal {n}, {seen}").format(n=obs.deal_no, seen=seen))

    def show_deal_review(self, index: int = -1) -> None:
        """Review a finished deal (the last one unless told which); the running deal is never offered."""
        from kartln.gui.deal_review import DealReviewDialog

        g = self.game
        if g.controller is None or g.ui is None:
            return
        deals = self._finished_deals()
        if not deals:
            self._no_deal_yet(tr("Deal review"))
            return
        dlg = DealReviewDialog(deals, index if index >= 0 else len(deals) - 1, g.ui, g.context(), g.look, self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()

    def show_history(self) -> None:
        from kartln.gui.history_dialog import HistoryDialog

        g = self.game
        if g.controller is None or g.ui is None:
            return
        ui, ctx = g.ui, g.context()
        obs = g.controller.observation(g.viewer)
        dlg = HistoryDialog(self._finished_deals(), ui, ctx, lambda row: ui.deal_summary(row, obs, ctx),
                            self.show_deal_review, self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()

    def _finished_deals(self) -> list[FinishedDeal]:
        """The match's finished deals, replayed from its record (a host's match has none here)."""
        from kartln.gui.deal_history import finished_deals

        return finished_deals(self.controller.match) if self.controller is not None else []

    def _no_deal_yet(self, title: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, title, tr("No deal has been finished yet."),
                          QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def show_rules(self) -> None:
        g = self._game
        self.show_rules_of(g.controller.match.info.id if g is not None and g.controller else self.settings.last_game)

    def show_rules_of(self, game_id: str) -> None:
        """The rules page of ``game_id``, with the house rules when it is the game being played."""
        from kartln.gui.new_game_dialog import game_title
        from kartln.gui.rules_dialog import RulesDialog

        g = self._game  # no table yet: no match either
        gid = g.controller.match.info.id if g is not None and g.controller else ""
        info = GAMES.get(game_id) or next(iter(GAMES.values()))
        rules = g.controller.match.rules if g is not None and g.controller else None
        facts = g.ui.match_facts(rules, g.context()) if g is not None and rules is not None and g.ui else ()
        dlg = RulesDialog(info.id, game_title(info), self, rules if info.id == gid else None, facts)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()

    def about(self) -> None:
        from kartln.gui.new_game_dialog import game_title

        games = ", ".join(game_title(info) for info in GAMES.values())
        QMessageBox.about(self, tr("About Kartln"), tr(
            "Kartln: Central and Eastern European trick-taking card games.\nPlayable: {games}.\n"
            "Free software under the GNU General Public License, version 3 or later.").format(games=games))

    def edit_settings(self) -> None:
        from kartln.gui.settings_dialog import SettingsDialog

        dlg = SettingsDialog(self.settings, self)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.apply_settings(dlg.chosen())

    def apply_settings(self, settings: Settings) -> None:
        language_changed = settings.language != self.settings.language
        self._store_settings(settings)
        if self._game is not None:  # a table made later starts with these settings
            self._game.apply_settings(settings)
        self.start_screen.set_deck(settings.deck)
        self._update_undo()
        if self.controller is not None:
            from kartln.gui.session import THINK_SECONDS

            for d in self.controller.drivers:
                if hasattr(d, "min_think"):
                    d.min_think = THINK_SECONDS.get(settings.animation_speed, 0.5)
        if language_changed:
            self.retranslate(settings.language)

    def retranslate(self, language: str) -> None:
        """Speak ``language`` from now on, without a restart: the menus and the start screen are made
        again in it, and the table redraws its words (a dialog already open keeps its language)."""
        from kartln.gui.i18n import install_translators

        app = QCoreApplication.instance()
        if app is not None:
            install_translators(app, language)
        for action in self._menu_actions:
            self.removeAction(action)
            action.deleteLater()
        self.undo_refused.deleteLater()
        self.menuBar().clear()
        self._build_menus()
        old = self.start_screen
        self.start_screen = StartScreen(self.renderer, self.settings.deck, self)
        showing = self.stack.currentWidget() is old
        self.stack.insertWidget(0, self.start_screen)
        self.stack.removeWidget(old)
        old.deleteLater()
        if showing:
            self.stack.setCurrentWidget(self.start_screen)
        self._connect_start_screen()
        self.update_continue()
        if self._game is not None:
            self._game.retranslate()
        locale = QLocale.system() if language in ("", "system") else QLocale(language)
        self.statusBar().showMessage(tr("Language: {language}").format(language=locale.nativeLanguageName()), 8000)

    def _store_settings(self, settings: Settings) -> None:
        self.settings = settings
        try:
            save_settings(self.paths.settings_file, settings)
        except OSError as exc:
            self.notify(tr("The settings could not be saved: {error}").format(error=exc.strerror or exc),
                        dialog=False)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_leave() or not self.confirm_close_table():
            event.ignore()
            return
        if self._game is not None:
            self._game.stop()
        self._leave_table()
        from kartln.gui.seats import thread_pool

        thread_pool().clear()
        thread_pool().waitForDone(2000)
        from kartln.ai.worker import default_worker

        default_worker().shutdown(wait=False)
        if self._stats is not None:
            self._stats.close()  # the deals waiting are written first
            self._stats = None
        super().closeEvent(event)
