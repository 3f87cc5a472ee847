"""The game screen: the table view with its panels, driven by the controller's events.

It turns each applied action into steps (through the game's adapter) and plays them on the
table one after the other; when the last one is over it tells the controller, which prompts the
next seat. It decides whose view is shown: the only human, the human to act in hot-seat play
(behind the privacy curtain), or a neutral spectator view when only computers play. In hot-seat
play the hands are turned face down the moment an action is applied (unless the same player acts
again at once), so nobody's cards show while other seats act or until the next player lifts the curtain.
"""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from kartln.ai.hints import Hint
from kartln.engine.actions import CardAction, ChooseCards
from kartln.engine.messages import Refusal
from kartln.engine.net.messages import SeatStatus
from kartln.engine.state import Action
from kartln.gui.card_renderer import CardRenderer
from kartln.gui.controller import Applied, GameController
from kartln.gui.deal_guide import DealGuide
from kartln.gui.games import game_ui
from kartln.gui.games.base import GameUi
from kartln.gui.hint import HintFinder, hint_text, point_at_button
from kartln.gui.message_text import player_words
from kartln.gui.net.remote_controller import RemoteController
from kartln.gui.net.seat_banner import SeatBanner
from kartln.gui.net.seat_news import SeatNews
from kartln.gui.overlay_places import place_guide, place_panel
from kartln.gui.panels.base import PhasePanel, QuestionPanel
from kartln.gui.panels.curtain import Curtain
from kartln.gui.panels.summary import DealSummary, MatchOverPanel
from kartln.gui.session import agent_seed
from kartln.gui.settings import SUIT_ORDERS, TABLE_COLOURS, Settings
from kartln.gui.table import animations as anim
from kartln.gui.table.card_item import CardLook
from kartln.gui.table.scene import TableScene
from kartln.gui.table.view import TableView
from kartln.gui.view_model import CardChoice, Step, TableSnapshot, ViewContext, Zone
from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

#: What runs the match the table shows: the match itself, or a host's table at another computer.
TableController = GameController | RemoteController


def tr(text: str) -> str:
    return QCoreApplication.translate("GameScreen", text)


HINT_BUTTON_STYLE = (
    "QPushButton {{ font-size: {px}px; padding: {pad}px {padx}px; color: #1d1d1d; background: #f2e7c4;"
    " border: 1px solid #b59a4a; border-radius: 6px; }}"
    " QPushButton:hover {{ background: #fff4d2; }}"
)


def hands_down(snap: TableSnapshot) -> TableSnapshot:
    """``snap`` with every hand drawn face down; the cards keep their keys, so they move on unchanged."""
    return replace(snap, seats=tuple(
        replace(sv, hand=tuple(replace(cv, face_up=False) for cv in sv.hand)) for sv in snap.seats))


class GameScreen(QWidget):
    main_menu = Signal()
    new_game = Signal()
    rematch = Signal()
    sheet_requested = Signal()
    review_requested = Signal()
    status = Signal(str)
    match_finished = Signal()
    summary_closed = Signal()  # the deal's summary is gone: the table has moved on to the next deal

    def __init__(self, settings: Settings, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.look = CardLook(renderer, settings.deck, settings.back)
        self.scene = TableScene(self.look, TABLE_COLOURS.get(settings.table_colour, "#1d5b3a"), self)
        self.scene.click_plays = settings.click_to_play
        self.view = TableView(self.scene, self)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.view)
        self.hint_button = self._make_hint_button()  # made before the curtain, which must cover it
        self.hints = HintFinder(self)
        self.hints.found.connect(self._hint_found)
        self.hint_shown: Hint | None = None
        self.hint_words = ""  # the words of the button the hint points at
        self.guide = DealGuide(self)  # made before the curtain, which must cover it
        self.guide.accepted.connect(self._guide_accepted)
        self.curtain = Curtain(self)
        self.curtain.confirmed.connect(self._curtain_lifted)
        self.controller: TableController | None = None
        self.ui: GameUi | None = None
        self.names: tuple[str, ...] = ()
        self.humans: list[int] = []
        self.viewer = 0
        self.reveal = False
        self.queue: deque[Step] = deque()
        self.current: Step | None = None
        self.tail: TableSnapshot | None = None
        self.panel: PhasePanel | None = None
        self.overlay: PhasePanel | None = None  # deal summary or match over
        self.input_seat = -1
        self.steps_shown = 0
        self.held = ""  # why the table takes no more moves (its host has gone): said until it is left
        self._after_queue: Callable[[], None] | None = None
        self._placing = False  # the overlays are being placed (a panel's resizing is ours)
        self.scene.step_finished.connect(self._step_done)
        self.view.nudged.connect(self._collect_clicked)
        self.view.pressed.connect(self._input_seen)
        self.scene.card_activated.connect(self._card_activated)
        self.scene.card_dropped.connect(self._card_dropped)
        self.scene.selection_confirmed.connect(self._confirm_selection)
        self.scene.chosen_changed.connect(self._chosen_changed)
        self.view.resized.connect(lambda w, h: self._position_overlays())
        self.seat_news: SeatNews | None = None  # at a network table: who dropped out, who stands in
        self.seat_banner: SeatBanner | None = None

    # -- settings --------------------------------------------------------------------------

    @property
    def speed(self) -> float:
        return anim.factor(self.settings.animation_speed)

    def apply_settings(self, settings: Settings, refresh: bool = True) -> None:
        self.settings = settings
        self.look.deck = self.ui.deck_for(settings.deck) if self.ui is not None else settings.deck
        self.look.own = self.ui.own_faces(self.look.deck) if self.ui is not None else {}
        self.look.names = self.ui.card_names(self.look.deck) if self.ui is not None else {}
        self.look.back = settings.back
        self.scene.german = self.look.deck == "german"
        if self.ui is not None:
            self.ui.german = self.scene.german
        self.scene.click_plays = settings.click_to_play
        self.scene.set_table_colour(TABLE_COLOURS.get(settings.table_colour, "#1d5b3a"))
        self.view.resetCachedContent()
        if refresh and self.controller is not None and not self.curtain.isVisible():
            self._refresh()
        for item in self.scene.items():
            item.update()

    def context(self) -> ViewContext:
        return ViewContext(
            self.names, self.viewer, self.reveal, frozenset(self.humans),
            SUIT_ORDERS.get(self.settings.suit_order, (3, 0, 2, 1)), self.scene.german,
            self.look.names, self.settings.show_count,
        )

    # -- a match ---------------------------------------------------------------------------

    def start(self, controller: TableController) -> None:
        """Show the controller's match and let it run."""
        self.stop()
        self.controller = controller
        match = controller.match
        self.ui = game_ui(match.info.id)
        self.ui.rules = match.rules
        self.names = tuple(s.name for s in match.seats)
        self.humans = [i for i, s in enumerate(match.seats) if s.kind == "human"]
        self.viewer, self.reveal = 0, False
        self.tail = None
        controller.applied.connect(self._applied)
        controller.human_turn.connect(self._human_turn)
        controller.ai_turn.connect(self._ai_turn)
        controller.match_over.connect(self._match_over)
        controller.problem.connect(lambda text: self.status.emit(QCoreApplication.translate("engine", text)))
        controller.refused.connect(self._refused)
        first = self._first_viewer()
        self.apply_settings(self.settings, refresh=False)
        if len(self.humans) >= 2:
            self.viewer, self.reveal = first, False
            self._refresh()
            if controller.is_human(controller.current_player()):
                self._show_curtain(first, then_start=True)
            else:
                self._begin()  # the computers act first, in front of everybody; a human's turn brings the curtain
            return
        self.viewer, self.reveal = first, bool(self.humans)
        self._refresh()
        self._begin()

    def _begin(self) -> None:
        """Let the match run: deal a fresh match's first hand on the table first."""
        c = self.controller
        if c is None:
            return
        if c.is_over():
            self._show_match_over()
        elif not self._deal_opening():
            c.start()

    def _deal_opening(self) -> bool:
        c, ui = self.controller, self.ui
        if c is None or ui is None or c.match.actions or self.speed <= 0:
            return False
        obs = c.observation(self.viewer)
        ctx = self.context()
        full = ui.snapshot(obs, ctx)
        empty = replace(
            full, seats=tuple(replace(sv, hand=(), tricks=0, bid="") for sv in full.seats), trick=(), piles=(),
            trump=None, trump_text="", trump_card=None, to_act=-1,
        )
        self.scene.show_snapshot(empty)
        steps = ui.steps(empty, obs.events, obs, ctx)
        self.tail = steps[-1].snapshot
        self.queue.extend(steps)
        self._after_queue = c.start
        self._next_step()
        return True

    def _first_viewer(self) -> int:
        c = self.controller
        if c is None or not self.humans:
            return 0
        n = c.state.num_players
        cur = max(0, c.current_player())
        return next((s for s in ((cur + k) % n for k in range(n)) if s in self.humans), self.humans[0])

    def stop(self) -> None:
        if self.controller is not None:
            self.controller.stop()
            for sig in (self.controller.applied, self.controller.human_turn, self.controller.ai_turn,
                        self.controller.match_over, self.controller.problem, self.controller.refused):
                with contextlib.suppress(RuntimeError, TypeError):
                    sig.disconnect()
        self.controller = None
        self.held = ""
        self._after_queue = None
        self.view.waiting = False
        self.queue.clear()
        self.current = None
        self._clear_input()
        self._clear_overlay()
        self.curtain.hide()
        self.guide.end()
        self.scene.hide_notice()
        if self.seat_news is not None:
            self.seat_news.clear()
        self.scene.skip()
        self.scene.clear_cards()

    def hold(self, text: str) -> None:
        """The match can go on no further here (the host's table is gone): the table stays as it is,
        takes no more moves, and says why."""
        self._clear_input()
        self.held = text
        if self.tail is not None and self.idle():  # nobody's turn any more: no plate says "your turn"
            self.tail = replace(self.tail, to_act=-1)
            self.scene.show_snapshot(self.tail)
        self.scene.show_notice(text, None, None, [])

    def _refused(self, refusal: Refusal) -> None:
        """A move refused after it was sent (by the host): said like any refused move."""
        self.show_message(player_words(refusal, self.context()))

    def _refresh(self) -> None:
        """Redraw the table at once from the viewer's observation."""
        if self.controller is None or self.ui is None:
            return
        snap = self.ui.snapshot(self.controller.observation(self.viewer), self.context())
        self.tail = snap
        if not self.queue and self.current is None:
            self.scene.show_snapshot(snap)

    # -- events ----------------------------------------------------------------------------

    def _applied(self, ap: Applied) -> None:
        c = self.controller
        assert c is not None and self.ui is not None
        self._clear_input()
        before = self.tail
        if self.reveal and len(self.humans) >= 2 and not (ap.seat == self.viewer == c.current_player()):
            # hot-seat: the player at the screen has acted and someone else is next; from now on
            # (his own card's way to the table included) the table is shown to everybody
            self.reveal = False
            if before is not None:
                before = hands_down(before)
                if self.current is None and not self.queue:
                    self.scene.show_snapshot(before)
        obs = c.observation(self.viewer)
        before = before or self.ui.snapshot(obs, self.context())
        steps = self.ui.steps(before, ap.events, obs, self.context())
        self.tail = steps[-1].snapshot
        self.queue.extend(steps)
        if self.current is None:
            self._next_step()

    def _next_step(self) -> None:
        if self.overlay is not None and self.current is None and isinstance(self.overlay, DealSummary):
            return
        if not self.queue:
            self.current = None
            then, self._after_queue = self._after_queue, None
            if then is not None:
                then()
            elif self.controller is not None:
                self.controller.view_idle()
            return
        step = self.queue.popleft()
        self.current = step
        self.steps_shown += 1
        self.scene.play_step(step, self.speed)

    def _step_done(self) -> None:
        step = self.current
        self.current = None
        if step is None:
            return
        if self.seat_banner is not None and self.seat_banner.text():
            self.seat_banner.place(self._over_table())  # the hands have changed beneath it
        if step.kind == "scored" and self._show_summary(step):
            return
        if self._waits_to_collect(step):
            return
        self._next_step()

    def _waits_to_collect(self, step: Step) -> bool:
        """With the setting, a full trick stays on the table until a click or a key collects it."""
        if not (self.settings.collect_on_click and self.humans and step.kind == "play" and self.queue
                and self.queue[0].kind == "collect" and self.speed > 0):
            return False
        self.view.waiting = True
        self.scene.show_notice(tr("Click the table (or press Space) to collect the trick"), 600.0)
        return True

    def _collect_clicked(self) -> None:
        if not self.view.waiting:
            return
        self.view.waiting = False
        self.scene.hide_notice()
        self._next_step()

    def _show_summary(self, step: Step) -> bool:
        if self.controller is None or self.ui is None or step.row is None:
            return False
        obs = self.controller.observation(self.viewer)
        table = self.ui.deal_summary(step.row, obs, self.context())
        if table is None:
            return False
        last = any(s.kind == "match_over" for s in self.queue)
        if last:
            return False
        auto = None
        if not self.humans or not self.settings.pause_after_deal:
            auto = 2.5 * self.speed
        if self.guide.isVisible():  # the guided deal (or an offer left unanswered) ends with its deal
            self._end_guide(self.guide.guiding)
        panel = DealSummary(table, auto, self)
        panel.continued.connect(self._summary_closed)
        panel.sheet_requested.connect(self.sheet_requested)
        panel.review_requested.connect(self.review_requested)
        self._set_overlay(panel)
        panel.next_button.setFocus()
        return True

    def summary_open(self) -> bool:
        """A finished deal's summary is on the table (the engine is in the next deal already)."""
        return isinstance(self.overlay, DealSummary) and self.overlay.isVisible()

    def _summary_closed(self) -> None:
        self._clear_overlay()
        self.summary_closed.emit()
        self._next_step()

    def _match_over(self) -> None:
        self._show_match_over()
        self.match_finished.emit()

    def _show_match_over(self) -> None:
        if self.controller is None or self.ui is None:
            return
        obs = self.controller.observation(self.viewer)
        ctx = self.context()
        panel = MatchOverPanel(self.ui.winners_text(obs, ctx), self.ui.standings(obs, ctx), self)
        panel.rematch.connect(self.rematch)
        panel.new_game.connect(self.new_game)
        panel.main_menu.connect(self.main_menu)
        panel.sheet_requested.connect(self.sheet_requested)
        self._set_overlay(panel)
        if not self.controller.can_rematch:
            panel.rematch_button.setEnabled(False)
            panel.rematch_button.setToolTip(tr("The host decides whether the table plays again."))
        panel.rematch_button.setFocus()

    def show_match_record(self, lines: list[str]) -> None:
        """The players' records against these opponents under the match's standings."""
        if isinstance(self.overlay, MatchOverPanel) and lines:
            self.overlay.show_record(lines)
            self._position_overlays()

    # -- turns -----------------------------------------------------------------------------

    def _ai_turn(self, seat: int) -> None:
        self._clear_input()

    def _human_turn(self, seat: int) -> None:
        if seat != self.viewer or not self.reveal:
            if len(self.humans) >= 2:
                forced = self._forced_action(seat)
                if forced is not None:  # nothing to decide: no passing the screen for it
                    generation = self.controller.generation if self.controller is not None else -1
                    QTimer.singleShot(0, self, lambda: self._play_forced(seat, forced, generation))
                    return
                self._show_curtain(seat)
                return
            self.viewer, self.reveal = seat, True
            self._refresh()
        self._enable_input(seat)

    def _forced_action(self, seat: int) -> Action | None:
        """The one thing ``seat`` may do when there is nothing to decide and nothing to look at:
        a single legal answer that is no card (playing a deal one must play), or the last card
        of the hand. In hot-seat it is made for the player, hands face down, without the curtain."""
        c, ui = self.controller, self.ui
        if c is None or ui is None:
            return None
        legal = c.legal_actions()
        if len(legal) != 1:
            return None
        obs = c.observation(seat)
        phase = ui.card_phase(obs, legal)
        if not phase or (phase == "play" and obs.cards_in_hand[seat] == 1):
            return legal[0]
        return None

    def _play_forced(self, seat: int, action: Action, generation: int) -> None:
        c = self.controller
        if c is not None and c.generation == generation and c.waiting_for_human() == seat:
            c.submit(seat, action, generation)

    def _show_curtain(self, seat: int, then_start: bool = False) -> None:
        self._clear_input()
        self.reveal = False
        self._refresh()  # nobody's cards are drawn under the curtain
        self._start_after_curtain = then_start
        self.curtain.show_for(seat, self.names[seat])

    def _curtain_lifted(self, seat: int) -> None:
        if self.controller is None:
            return
        self.viewer, self.reveal = seat, True
        self.tail = None
        self._refresh()
        self.view.setFocus()
        if getattr(self, "_start_after_curtain", False):
            self._start_after_curtain = False
            self._begin()
            return
        if self.controller.waiting_for_human() == seat:
            self._enable_input(seat)

    def _enable_input(self, seat: int) -> None:
        c, ui = self.controller, self.ui
        if c is None or ui is None or c.waiting_for_human() != seat:
            return
        obs = c.observation(seat)
        legal = c.legal_actions()
        self.input_seat = seat
        phase = ui.card_phase(obs, legal)
        if phase:
            self.scene.set_interaction(True, ui.legal_cards(legal), ui.drop_zones(obs, legal),
                                       multi=phase == "select", ordered=ui.ordered_choice(obs, legal))
        else:
            self.scene.set_interaction(False)
        panel = ui.make_panel(obs, legal, self.context(), self)
        if panel is not None:
            self._set_panel(panel)
            panel.selection_confirmed.connect(self._confirm_selection)
        if c.hints:
            self.hint_button.show()
            self._place_hint_button()
        button = panel.first_button() if panel is not None else None
        if not phase and button is not None:
            button.setFocus()  # Enter answers the panel; Tab reaches the other controls
        else:
            self.view.setFocus()  # arrows choose a card, Enter plays it
        if self.guide.guiding:
            self._guide_decision()

    def _set_panel(self, panel: PhasePanel) -> None:
        if self.panel is not None:
            self.panel.hide()
            self.panel.deleteLater()
        self.panel = panel
        panel.action_chosen.connect(self._input_seen)  # before the action, which may bring a message of its own
        panel.selection_confirmed.connect(self._input_seen)
        panel.action_chosen.connect(self._submit)
        panel.resized.connect(self._panel_resized)
        self._position_overlays()
        panel.show()
        panel.raise_()

    def _panel_resized(self) -> None:
        """A panel that grew by itself (a line about the range of a bid) is placed afresh, so that it
        stays above the hand instead of growing over the cards."""
        if not self._placing:
            QTimer.singleShot(0, self._position_overlays)

    def _clear_input(self) -> None:
        self.input_seat = -1
        self.guide.waiting()
        self.scene.set_interaction(False)
        self.hint_button.hide()
        self.hint_shown = None
        self.scene.clear_hint()
        if self.panel is not None:
            self.panel.hide()
            self.panel.deleteLater()
            self.panel = None

    def _set_overlay(self, panel: PhasePanel) -> None:
        self._clear_overlay()
        self.overlay = panel
        self._position_overlays()
        panel.show()
        panel.raise_()

    def _clear_overlay(self) -> None:
        if self.overlay is not None:
            self.overlay.hide()
            self.overlay.deleteLater()
            self.overlay = None

    # -- input -----------------------------------------------------------------------------

    def _submit(self, action: Action) -> bool:
        c = self.controller
        if c is None or self.input_seat < 0:
            return False
        seat = self.input_seat
        reason = c.submit(seat, action)
        if reason:
            self.show_message(player_words(reason, self.context()))
            return False
        if self.input_seat == seat:
            self._clear_input()
        return True

    def _choice_for(self, card: int, zone: Zone | None) -> bool:
        c, ui = self.controller, self.ui
        if c is None or ui is None or self.input_seat < 0 or c.waiting_for_human() != self.input_seat:
            return False
        obs = c.observation(self.input_seat)
        legal = c.legal_actions()
        target = self.panel.target() if self.panel is not None else -1
        return self._take(ui.choose_card(obs, legal, card, zone, target), card)

    def show_message(self, text: str) -> None:
        """A refusal or a word about the move: just above the panel, where nothing covers it (the hint
        makes way for it), and kept until the player's next click or key, so it is read."""
        self.scene.show_notice(text, None, *self._message_place())
        self._show_hint_banner()

    def _over_table(self) -> list[QRectF]:
        """The panel, the guide and the hint button over the table, in the table's coordinates."""
        out = []
        for w in (self.panel, self.guide, self.hint_button):
            if w is not None and w.isVisible():
                at = self.view.mapToScene(self.view.mapFrom(self, w.pos()))
                out.append(QRectF(at.x(), at.y(), w.width(), w.height()))
        return out

    def _message_place(self) -> tuple[float | None, list[QRectF]]:
        """Above what a message goes (the panel), and what it must not cover."""
        above = float(self.panel.y()) if self.panel is not None and self.panel.isVisible() else None
        return above, self._over_table()

    def _input_seen(self) -> None:
        """The player clicked or pressed a key: the message has been read (a trick waiting to be
        collected keeps its own)."""
        if not self.view.waiting and self.scene.notice.isVisible() and not self.held:
            self.scene.hide_notice()
            self._show_hint_banner()  # a hint that made way for the message comes back

    def _chosen_changed(self, cards: frozenset[int]) -> None:
        if self.panel is not None:
            self.panel.set_chosen(cards)

    def _confirm_selection(self) -> None:
        """The cards chosen on the table are confirmed (an exchange)."""
        c, ui = self.controller, self.ui
        if c is None or ui is None or self.input_seat < 0 or c.waiting_for_human() != self.input_seat:
            return
        choice = ui.choose_cards(c.observation(self.input_seat), c.legal_actions(), tuple(self.scene.chosen))
        self._take(choice, None)

    def _take(self, choice: CardChoice, card: int | None) -> bool:
        """Do what a card choice says: refuse, act, or ask (unless the settings answer for the player)."""
        if choice.refusal:
            self.show_message(player_words(choice.refusal, self.context()))
            return False
        if choice.notice:
            self.show_message(player_words(choice.notice, self.context()))
        if len(choice.actions) == 1:
            return self._submit(choice.actions[0])
        if choice.auto >= 0 and choice.setting and getattr(self.settings, choice.setting, False) is True:
            return self._submit(choice.actions[choice.auto])
        panel = QuestionPanel(choice.question, choice.labels, choice.actions, self)
        self._set_panel(panel)
        if card is not None:
            self.scene.select(card)
        b = panel.first_button()
        if b is not None:
            b.setFocus()
        return False

    def _card_activated(self, card: int) -> None:
        self._choice_for(card, None)

    def _card_dropped(self, card: int, zone: Zone) -> None:
        if not self._choice_for(card, zone):
            self.scene.snap_back(card)

    # -- a network table -------------------------------------------------------------------

    def show_seats(self, statuses: Sequence[SeatStatus]) -> None:
        """Who plays where at a network table: the plates carry the players' names as they join, and a
        banner near the top says who dropped out (counting down his grace), who a computer player
        stands in for, and who is back."""
        if self.seat_news is None or self.seat_banner is None:
            self.seat_news = SeatNews(self)
            self.seat_banner = SeatBanner(self.scene)
            self.seat_news.changed.connect(self._show_seat_news)
        names = tuple(s.name for s in statuses)
        if len(names) == len(self.names) and names != self.names:
            self.names = names
            self._refresh()
        self.seat_news.update(statuses)

    def _show_seat_news(self, text: str) -> None:
        if self.seat_banner is not None:
            self.seat_banner.show(text, self._over_table())

    # -- hints -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Redraw the table's words in the language now installed: the plates, the info lines, the hint
        button and the question being asked (the selection of cards on the table is kept)."""
        self._word_hint_button(self.hint_button)
        if self.controller is None or self.ui is None:
            return
        if self.panel is not None and self.input_seat >= 0 and not self.curtain.isVisible():
            self._enable_input(self.input_seat)
        self._refresh()
        self._position_overlays()

    @staticmethod
    def _word_hint_button(b: QPushButton) -> None:
        b.setText(tr("Hint"))
        b.setToolTip(tr("What would a computer player do here, and why? (H)"))

    def _make_hint_button(self) -> QPushButton:
        b = QPushButton(self)
        self._word_hint_button(b)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the cards or the panel
        b.clicked.connect(self.show_hint)
        b.hide()
        return b

    def show_hint(self) -> bool:
        """Ask for the move the normal computer player would make for the human to act; it is
        shown, never made. False when no human is to act."""
        c = self.controller
        seat = self.input_seat
        if c is None or self.ui is None or seat < 0 or c.waiting_for_human() != seat or not c.hints:
            return False
        # the seat's own view only: its observation and what it may do
        self.hints.ask((c.generation, seat), c.match.info.id, c.observation(seat), c.legal_actions(),
                       agent_seed(c.match.seed, seat), c.match.rules)
        return True

    def _hint_found(self, result: tuple[tuple[int, int], Hint | None, str]) -> None:
        token, hint, error = result
        c, ui = self.controller, self.ui
        if c is None or ui is None:
            return
        if token != (c.generation, self.input_seat):  # the match moved on since it was asked
            if self.guide.guiding and self.input_seat >= 0 and c.waiting_for_human() == self.input_seat:
                self.show_hint()  # the guide speaks to the decision the player faces now
            return
        if hint is None:
            message = tr("No hint this time: {error}").format(error=error.strip().splitlines()[-1])
            self.status.emit(message)
            if self.guide.guiding:
                self.guide.show_hint(message)
            return
        self.hint_shown = hint
        action = hint.action
        if isinstance(action, CardAction) and self.scene.hand_active and not self.scene.multi:
            self.scene.select(action.card)
        elif isinstance(action, ChooseCards) and self.scene.hand_active and self.scene.multi:
            self.scene.choose(action.cards)  # the suggested exchange is chosen: the panel's button makes it
        button = point_at_button(self.panel, hint.action)
        self.hint_words = button.text() if button is not None else ""
        self._show_hint_banner()
        if self.guide.guiding:
            self.guide.show_hint(hint_text(hint, ui, self.context(), self.hint_words))
            self._position_overlays()

    def _show_hint_banner(self) -> None:
        if self.hint_shown is None or self.ui is None:
            return
        above = self.panel.y() if self.panel is not None and self.panel.isVisible() else None
        avoid = self._over_table()
        if self.scene.notice.isVisible():  # a message stays where it is: the hint keeps clear of it
            avoid.append(self.scene.notice.mapRectToScene(self.scene.notice.frame_rect()))
        free = self.scene.show_hint(hint_text(self.hint_shown, self.ui, self.context(), self.hint_words), above,
                                    avoid)
        if not free and self.scene.notice.isVisible():
            self.scene.hint.setVisible(False)  # no room for both: the hint comes back once the message is read

    # -- the guided deal -------------------------------------------------------------------

    def offer_guide(self) -> None:
        """Offer to show how a deal goes (a player's first match of this game)."""
        if self.controller is not None:
            self.guide.offer(QCoreApplication.translate("games", self.controller.match.info.title),
                             self.controller.state.deal_no)
            self._position_overlays()

    def resume_guide(self, deal_no: int) -> None:
        """Go on guiding deal ``deal_no`` in the match just set up again (a move taken back)."""
        if self.controller is not None and self.controller.state.deal_no == deal_no:
            self.guide.resume()
            self.guide.deal_no = deal_no
            self._guide_accepted()

    def _guide_accepted(self) -> None:
        if self.controller is not None and self.input_seat >= 0:
            self._guide_decision()  # the player's turn has come already
        self._position_overlays()

    def _end_guide(self, guided: bool) -> None:
        self.guide.end()
        if guided:
            self.status.emit(tr("The guided deal is over; the Hint button (H) helps whenever you like."))

    def _guide_decision(self) -> None:
        """At the player's decision: the rules' words and the hint; the guide ends with its deal."""
        c = self.controller
        if c is None:
            return
        if not self.guide.deal_no:  # offered before the first deal was dealt
            self.guide.deal_no = c.state.deal_no
        if c.state.deal_no != self.guide.deal_no:
            self._end_guide(True)
            return
        self.guide.decision(c.match.info.id, c.legal_actions())
        self._position_overlays()
        self.show_hint()

    def _place_hint_button(self) -> None:
        lay = self.scene.layout
        px = min(18, lay.font_px) if lay is not None else 14
        b = self.hint_button
        b.setStyleSheet(HINT_BUTTON_STYLE.format(px=px, pad=max(4, px // 3), padx=px))
        b.adjustSize()
        margin = max(8, px // 2)
        b.move(self.width() - b.width() - margin, self.height() - b.height() - margin)

    # -- layout of the overlays ------------------------------------------------------------

    def _position_overlays(self) -> None:
        self._placing = True
        try:
            self._place_overlays()
        finally:
            self._placing = False

    def _place_overlays(self) -> None:
        lay = self.scene.layout
        w, h = self.width(), self.height()
        px = min(18, lay.font_px) if lay is not None else 14
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.rect())
        self._place_panel(px)
        if self.hint_button.isVisible():
            self._place_hint_button()
        if self.guide.isVisible():
            self._place_guide(px)
            if self.panel is not None and self.panel.geometry().intersects(self.guide.geometry()):
                self._place_panel(px, QRectF(self.guide.geometry()))  # no corner left for the guide: the panel moves
        if self.scene.notice.isVisible():  # messages and the hint keep clear of the panel and the guide
            self.scene.place_notice(*self._message_place())
        self._show_hint_banner()
        if self.seat_banner is not None:
            self.seat_banner.place(self._over_table())
        if self.overlay is not None:
            self.overlay.set_font_px(px)
            ow = int(min(w * 0.86, max(px * 40, w * 0.55)))
            self.overlay.setMinimumWidth(0)
            self.overlay.setMaximumWidth(16777215)
            need = self.overlay.sizeHint().width()  # its row of buttons whole, in whatever language
            ow = min(w - 8, max(ow, need))
            self.overlay.setFixedWidth(ow)
            self.overlay.adjustSize()
            oh = min(self.overlay.sizeHint().height(), int(h * 0.9))
            cy = lay.center[1] if lay is not None else h / 2
            y = max(4, min(h - oh - 4, cy - oh / 2))
            self.overlay.setGeometry(int((w - ow) / 2), int(y), ow, oh)

    def _place_panel(self, px: int, also_clear: QRectF | None = None) -> None:
        if self.panel is not None:
            place_panel(self, self.panel, px, also_clear)

    def _place_guide(self, px: int) -> None:
        place_guide(self, self.guide, px)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self._position_overlays)

    # -- for tests and tools ---------------------------------------------------------------

    def idle(self) -> bool:
        """Nothing is being animated and nothing is queued."""
        return self.current is None and not self.queue
