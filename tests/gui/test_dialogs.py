"""The new-game and options dialogs are generated from the registry and the rules' metadata."""

from __future__ import annotations

import pytest
from kartln.engine.options import options_of
from kartln.engine.registry import game
from kartln.gui.new_game_dialog import NewGameDialog
from kartln.gui.options_dialog import HIDDEN_OPTIONS, OptionsDialog
from kartln.gui.settings import Settings
from kartln.gui.settings_dialog import SettingsDialog
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel


def test_the_options_dialog_shows_every_option_with_its_label_help_and_values(qtbot) -> None:  # type: ignore[no-untyped-def]
    info = game("thousand")
    rules = info.default_rules(3)
    dlg = OptionsDialog(rules, rules, "Thousand")
    qtbot.addWidget(dlg)
    labels = {w.text() for w in dlg.findChildren(QLabel)}
    for opt in options_of(type(rules)):
        if opt.key in HIDDEN_OPTIONS:
            continue
        assert opt.label in labels and opt.help in labels
        editor = dlg.editors[opt.key]
        if opt.choices is not None:
            assert isinstance(editor, QComboBox)
            assert [editor.itemData(i) for i in range(editor.count())] == list(opt.choices)
        elif opt.kind is bool:
            assert isinstance(editor, QCheckBox)
    dlg.editors["golden_round"].setChecked(True)
    combo = dlg.editors["bid_step"]
    combo.setCurrentIndex(combo.findData(10))
    dlg.accept()
    assert dlg.result_rules.golden_round and dlg.result_rules.bid_step == 10


def test_the_new_game_dialog_builds_seats_and_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = NewGameDialog(Settings(player_name="Ola", ai_level="hard"))
    qtbot.addWidget(dlg)
    dlg.players.setCurrentIndex(dlg.players.findData(4))
    dlg.rows[1].kind.setCurrentIndex(dlg.rows[1].kind.findData("human"))
    dlg.rows[1].name.setText("Piotr")
    dlg.preset.setCurrentIndex(dlg.preset.findData("polish"))
    ng = dlg.new_game()
    assert ng.game_id == "thousand" and ng.rules.players == 4 and ng.rules.bid_step == 10
    assert [s.kind for s in ng.seats] == ["human", "human", "ai", "ai"]
    assert ng.seats[0].name == "Ola" and ng.seats[1].name == "Piotr"
    assert ng.seats[2].level == "hard" and ng.seats[1].level == ""
    assert [dlg.rows[i].name.isVisible() for i in range(5)] == [True] * 4 + [False] or not dlg.isVisible()


def test_the_settings_dialog_returns_what_was_chosen(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = SettingsDialog(Settings())
    qtbot.addWidget(dlg)
    dlg.combos["deck"].setCurrentIndex(dlg.combos["deck"].findData("german"))
    dlg.combos["animation_speed"].setCurrentIndex(dlg.combos["animation_speed"].findData("off"))
    dlg.checks["auto_marriage"].setChecked(True)
    dlg.name.setText("  Ola ")
    s = dlg.chosen()
    assert (s.deck, s.animation_speed, s.auto_marriage, s.player_name) == ("german", "off", True, "Ola")


def test_a_german_deck_brings_the_german_pack_to_new_games(qtbot) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.games import game_ui

    dlg = NewGameDialog(Settings(deck="german"))
    qtbot.addWidget(dlg)
    dlg.preset.setCurrentIndex(dlg.preset.findData("russian"))
    rules = dlg.new_game().rules
    assert rules.card_pack == "german"

    def deck_for(settings: Settings, rules: object) -> str:  # what the table draws
        ui = game_ui("thousand")
        ui.rules = rules
        return ui.deck_for(settings.deck)

    assert deck_for(Settings(deck="german"), game("thousand").default_rules(3)) == "german"
    assert deck_for(Settings(deck="french4"), rules) == "german"
    assert deck_for(Settings(deck="french4"), game("thousand").default_rules(3)) == "french4"


def _wheel(widget, steps: int = -1) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0), QPoint(0, 120 * steps),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_mouse_wheel_scrolling_past_a_house_rule_leaves_it_alone(qtbot) -> None:  # type: ignore[no-untyped-def]
    """#15 defect 3: a wheel over a drop-down or number box without the focus changes nothing."""
    from PySide6.QtWidgets import QSpinBox

    rules = game("thousand").default_rules()
    dlg = OptionsDialog(rules, rules, "Thousand")
    qtbot.addWidget(dlg)
    dlg.show()
    boxes = [*dlg.findChildren(QComboBox), *dlg.findChildren(QSpinBox)]
    assert boxes
    before = [b.currentIndex() if isinstance(b, QComboBox) else b.value() for b in boxes]
    for box in boxes:
        _wheel(box)
        _wheel(box, 1)
        _wheel(box, -1)
    assert [b.currentIndex() if isinstance(b, QComboBox) else b.value() for b in boxes] == before


def test_the_window_title_names_the_game_once(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """#15 defect 9: the system adds the application's name to the title ("Thousand — Kartln"), so
    the title itself is the game's."""
    from kartln.gui.session import new_match
    from PySide6.QtGui import QGuiApplication
    from table_helpers import FAST, open_window, seats

    QGuiApplication.setApplicationDisplayName("Kartln")
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match("thousand", game("thousand").default_rules(3), seats("human", "ai", "ai"), seed=3))
    assert w.windowTitle() == "Thousand"


def test_the_contract_box_plays_what_it_shows_without_enter(qtbot) -> None:  # type: ignore[no-untyped-def]
    """#15 defect 1: typed 120, the button says and plays 120 (no Enter needed); without a
    marriage the panel says why the contract stops at 120."""
    from kartln.engine.games.thousand.actions import SetContract
    from kartln.gui.games.thousand_panels import contract_panel
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel as Label

    legal = [SetContract(v) for v in range(100, 125, 5)]
    panel = contract_panel(None, legal, None)  # type: ignore[arg-type]
    qtbot.addWidget(panel)
    panel.show()
    line = panel.spin.lineEdit()
    line.selectAll()
    qtbot.keyClicks(line, "120")
    assert panel.button.text() == "Play 120"
    with qtbot.waitSignal(panel.action_chosen) as chosen:
        qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert chosen.args == [SetContract(120)]
    assert any("cannot go above 120" in label.text() for label in panel.findChildren(Label))


def test_the_trump_badge_keeps_a_german_suit_name_inside_its_disc(qtbot) -> None:  # type: ignore[no-untyped-def]
    """#15 defect 13: "Schellen" and "Eichel" stay within the circle of the trump sign."""
    import math

    from kartln.engine.names import Pack, suit_symbol
    from kartln.gui.table.decor import TrumpIndicator
    from table_helpers import painted

    for suit in range(4):
        badge = TrumpIndicator()
        badge.set_state(suit, suit_symbol(suit, Pack.GERMAN), "trump", 40.0, 13.0)
        img = painted(badge)
        rect = badge.boundingRect()
        ink = {(200, 30, 40), (20, 20, 20)}  # the suit's name in red or black (the caption is grey)
        near_rim = 0
        for y in range(img.height()):
            for x in range(img.width()):
                c = img.pixelColor(x, y)
                if (c.red(), c.green(), c.blue()) in ink and math.hypot(x + rect.x(), y + rect.y()) > 0.85 * 40:
                    near_rim += 1
        assert near_rim == 0, (suit_symbol(suit, Pack.GERMAN), near_rim)


def test_a_sheet_cell_shows_the_total_bold_over_a_small_signed_change(qtbot) -> None:  # type: ignore[no-untyped-def]
    """#15 defect 12: "-110" above "+5": the total prominent, the change small and grey."""
    from kartln.gui.panels.sheet_table import SheetCellDelegate, fill, make_table
    from kartln.gui.view_model import SheetColumn, SheetTable
    from PySide6.QtGui import QFontMetricsF
    table = make_table()
    qtbot.addWidget(table)
    fill(table, SheetTable((SheetColumn("Anna"),), (("-110\n+5",),), ()))
    delegate = table.itemDelegate()
    assert isinstance(delegate, SheetCellDelegate)
    first, rest = delegate.fonts(table.font())
    assert first.bold() and rest.pointSizeF() < table.font().pointSizeF()
    table.resize(200, 120)
    table.show()
    two = delegate.sizeHint(_option(table), table.model().index(0, 0))
    assert two.height() < 2 * QFontMetricsF(first).height() + 8  # the change line is the smaller one


def _option(table):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QStyleOptionViewItem

    option = QStyleOptionViewItem()
    option.font = table.font()
    return option


def test_the_plates_show_a_new_bolt_with_the_deal_s_score() -> None:
    """#15 defect 6: when a deal brings a bolt, the plate says so at the scored step, as the sheet does."""
    import random

    from kartln.gui.games import game_ui
    from kartln.gui.view_model import ViewContext

    info = game("thousand")
    ui = game_ui("thousand")
    ctx = ViewContext(("Tess", "Anna", "Boris"), 0, True, frozenset({0}))
    for seed in range(1, 60):
        state = info.new_state(info.default_rules(3), seed)
        rng = random.Random(seed)
        while not state.is_terminal() and state.deal_no < 12:
            bolts = [sp.bolts for sp in state.observation(0).seats]
            before = ui.snapshot(state.observation(0), ctx)
            events = state.apply(rng.choice(state.legal_actions()))
            after = [sp.bolts for sp in state.observation(0).seats]
            if after != bolts and all(a >= b for a, b in zip(after, bolts, strict=True)):
                steps = ui.steps(before, events, state.observation(0), ctx)
                scored = next(step for step in steps if step.kind == "scored")
                s = next(i for i in range(3) if after[i] > bolts[i])
                assert f"bolts {after[s]}" in scored.snapshot.seats[s].note
                return
    raise AssertionError("no deal brought a bolt")


def test_giving_cards_says_what_the_controls_do(qtbot) -> None:  # type: ignore[no-untyped-def]
    """#15 defect 4: who gets the next card is a switch (radio buttons, not action buttons), and
    the words say a card is given by clicking it twice or dragging it."""
    from kartln.gui.games import game_ui
    from kartln.gui.view_model import ViewContext
    from PySide6.QtWidgets import QPushButton, QRadioButton
    from table_helpers import record_until, replayed

    record = record_until(lambda s: s.phase == "give" and s.current_player() == 0)
    state = replayed(record).state
    ui = game_ui("thousand")
    ctx = ViewContext(("Tess", "Anna", "Boris"), 0, True, frozenset({0}))
    panel = ui.make_panel(state.observation(0), state.legal_actions(), ctx, None)
    qtbot.addWidget(panel)
    switches = panel.findChildren(QRadioButton)
    assert [b.text() for b in switches] == ["Anna", "Boris"] and switches[0].isChecked()
    assert not [b for b in panel.findChildren(QPushButton) if b.text().startswith("to ")]
    assert any("again to give it" in label.text() for label in panel.findChildren(QLabel))
    switches[1].click()
    assert panel.target() == 2


def test_the_new_game_dialog_offers_the_last_seats_again_and_levels_live_there_only(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """#15 defect 10: names and seat kinds of the last new game come back; the computer level is
    chosen per seat only (the settings dialog has none); the seats survive a save and load."""
    from kartln.gui.settings import load_settings, save_settings

    first = NewGameDialog(Settings(player_name="Ola"))
    qtbot.addWidget(first)
    first.rows[1].set("Kasia", "human", "normal")
    first.rows[2].set("Bolek", "ai", "hard")
    chosen = first.new_game()
    remembered = Settings(player_name="Ola", last_seats=chosen.rows)
    path = tmp_path / "settings.json"
    save_settings(path, remembered)
    loaded = load_settings(path)
    assert loaded.settings.last_seats == chosen.rows and not loaded.reset_keys
    again = NewGameDialog(loaded.settings)
    qtbot.addWidget(again)
    assert again.rows[1].values() == ("Kasia", "human", "normal")
    assert again.rows[2].values() == ("Bolek", "ai", "hard")
    dlg = SettingsDialog(Settings())
    qtbot.addWidget(dlg)
    assert "ai_level" not in dlg.combos


def test_damaged_remembered_seats_are_reset_alone(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.settings import load_settings

    path = tmp_path / "settings.json"
    path.write_text('{"version": 1, "deck": "german", "last_seats": [["Ola", "robot", "hard"]]}', encoding="utf-8")
    loaded = load_settings(path)
    assert loaded.settings.deck == "german" and loaded.settings.last_seats == ()
    assert loaded.reset_keys == ("last_seats",)


def test_dialogs_share_the_table_s_look(qtbot) -> None:  # type: ignore[no-untyped-def]
    """#15 defect 11: the application gives its dialogs paper, green headers and gold buttons,
    not the system's grey."""
    from kartln.gui.app import create_application
    from kartln.gui.dialog_style import PAPER
    from kartln.gui.sheet_dialog import ScoreSheetDialog
    from PySide6.QtGui import QColor

    app = create_application()
    try:
        dlg = ScoreSheetDialog()
        qtbot.addWidget(dlg)
        dlg.show()
        image = dlg.grab().toImage()
        assert image.pixelColor(2, image.height() - 2).name() == QColor(PAPER).name()
    finally:
        app.setStyleSheet("")  # type: ignore[attr-defined]


@pytest.mark.parametrize(("game_id", "players", "words"), [
    ("thousand", 3, "Your points:"), ("bauernschnapsen", 4, "of 66"), ("ramsen", 4, "Your tricks:"),
    ("mulatschak", 4, "Your tricks:"),
])
def test_the_info_box_keeps_a_running_count_a_player_may_hide(game_id: str, players: int, words: str) -> None:
    """#15 help: during the tricks the info box shows your points (Thousand), your team's points
    toward 66 (Bauernschnapsen) or your tricks (the Rams family); hidden by the setting."""
    import random

    from kartln.gui.games import game_ui
    from kartln.gui.view_model import ViewContext

    info = game(game_id)
    ui = game_ui(game_id)
    names = ("Tess", "Anna", "Boris", "Clara")[:players]
    for seed in range(1, 80):
        state = info.new_state(info.default_rules(players), seed)
        rng = random.Random(seed)
        while not state.is_terminal() and state.deal_no < 3:
            if state.phase == "play" and state.history and 0 in state.observation(0).in_deal:
                obs = state.observation(0)
                shown = ui.snapshot(obs, ViewContext(names, 0, True, frozenset({0}))).info_box
                hidden = ui.snapshot(obs, ViewContext(names, 0, True, frozenset({0}), show_count=False)).info_box
                assert any(words in line for line in shown) and not any(words in line for line in hidden)
                return
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no trick was played")


def test_the_running_count_follows_the_setting(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.session import new_match
    from table_helpers import FAST, open_window, seats

    dlg = SettingsDialog(Settings())
    qtbot.addWidget(dlg)
    dlg.checks["show_count"].setChecked(False)
    assert dlg.chosen().show_count is False
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match("ramsen", game("ramsen").default_rules(4), seats("human", "ai", "ai", "ai"), seed=3))
    assert w.game.context().show_count
    w.apply_settings(dlg.chosen())
    assert not w.game.context().show_count


def test_f1_shows_the_rules_with_the_house_rules_in_force_marked(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """#15 help: F1 at the table opens the game's page with this match's house rules on top, those
    unlike the standard ones starred."""
    from dataclasses import replace

    from kartln.gui.rules_dialog import RulesDialog
    from kartln.gui.session import new_match
    from PySide6.QtCore import Qt
    from table_helpers import FAST, open_window, seats

    rules = replace(game("mulatschak").default_rules(4), weli_rank="second")
    w = open_window(qtbot, home, FAST)
    w.start_match(new_match("mulatschak", rules, seats("human", "ai", "ai", "ai"), seed=3))
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    qtbot.keyClick(w, Qt.Key.Key_F1)
    dialog = next(d for d in w.findChildren(RulesDialog) if d.isVisible())
    text = dialog.text.toPlainText()
    assert "House rules in this match" in text
    assert "Rank of the Weli: Second highest trump ★" in text and "Whiteout: on\n" in text + "\n"
    assert text.index("House rules") < text.index("Cards")


def test_the_new_game_dialog_shows_how_each_level_measured(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Each offered level with its step of the shipped strength table, in the dialog and as the
    level's tooltip; the table follows the game chosen."""
    from kartln.ai.strength import measured_steps
    from kartln.gui.numbers import grouped, signed_decimal
    from table_helpers import shots_dir

    dlg = NewGameDialog(Settings(player_name="Ola"))
    qtbot.addWidget(dlg)
    for game_id in ("thousand", "mulatschak"):
        dlg.game.setCurrentIndex(dlg.game.findData(game_id))
        text = dlg.strength.text()
        assert dlg.strength.isVisibleTo(dlg)
        steps = measured_steps(game_id)
        digits = 2 if game_id == "mulatschak" else 1
        for level, label, below in (("easy", "Easy", "Random"), ("normal", "Normal", "Easy"),
                                    ("hard", "Hard", "Normal")):
            step = steps[level]
            assert f">{label} against {below}<" in text
            mine, theirs = signed_decimal(step.points, digits), signed_decimal(step.against_points, digits)
            assert f">{mine}<" in text and f">{theirs}<" in text
            assert f">{grouped(step.deals)}<" in text
            row = dlg.rows[1].level
            tip = row.itemData(row.findData(level), Qt.ItemDataRole.ToolTipRole)
            assert tip.startswith(f"{label} against {below}: {signed_decimal(step.points, digits)} a deal")
        assert "Expert" not in text
        assert f"({step.players} players" in text
        assert ("lower is better" in text) == (game_id == "mulatschak")
        assert "one of a level against the others at the level below" in text
    assert "Score a deal: the level's mean score change in a deal" in text  # the columns explained
    dlg.game.setCurrentIndex(dlg.game.findData("bauernschnapsen"))  # partners against partners
    text = dlg.strength.text()
    assert "partners of a level against partners of the level below" in text
    hard = measured_steps("bauernschnapsen")["hard"]
    assert "Deals won: by the level's side" in text and f">{200 * hard.win_rate:.0f} %<" in text  # the side's share
    assert "A fair share of the deals won is 50 %." in text
    dlg.game.setCurrentIndex(dlg.game.findData("thousand"))
    dlg.players.setCurrentIndex(dlg.players.findData(2))  # measured with three
    assert "Measured with 3 players, not with 2." in dlg.strength.text()
    dlg.players.setCurrentIndex(dlg.players.findData(3))
    assert "Measured with" not in dlg.strength.text()
    dlg.show()
    qtbot.waitExposed(dlg)
    for game_id in ("bauernschnapsen", "ramsen", "thousand"):  # the whole text shows, none of it cut off
        dlg.game.setCurrentIndex(dlg.game.findData(game_id))
        label = dlg.strength
        qtbot.waitUntil(lambda label=label: label.height() >= label.heightForWidth(label.width()), timeout=2000)
    dlg.grab().save(str(shots_dir(tmp_path) / "new-game-strength.png"))


def test_no_seat_is_called_you(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The table says "you" to the player at the screen; a seat named "You" would read "You takes the
    trick" in hot-seat play: an unnamed first seat is Player 1, and a seat named You takes its number."""
    dlg = NewGameDialog(Settings())
    qtbot.addWidget(dlg)
    dlg.game.setCurrentIndex(dlg.game.findData("thousand"))
    dlg.players.setCurrentIndex(dlg.players.findData(3))
    assert dlg.rows[0].name.text() == "Player 1"
    dlg.rows[1].kind.setCurrentIndex(dlg.rows[1].kind.findData("human"))
    dlg.rows[1].name.setText(" you ")
    names = [seat.name for seat in dlg.new_game().seats]
    assert names[:2] == ["Player 1", "Player 2"] and "You" not in names


def test_thousand_names_the_match_s_marriage_values_in_the_deck_on_screen(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    """#26 item 9: a match begun with the French pack keeps ♣ 60 / ♠ 40 (thousand.md §2.1); shown with the
    German deck, the rules page and the info box say Eichel 60 and Grün 40, never the German pack's values."""
    from kartln.gui.rules_dialog import RulesDialog
    from kartln.gui.session import new_match
    from PySide6.QtCore import Qt
    from table_helpers import FAST, open_window, seats, wait_for_human

    rules = game("thousand").default_rules(3)
    assert rules.card_pack == "french"
    w = open_window(qtbot, home, FAST.with_(deck="french"))
    w.start_match(new_match("thousand", rules, seats("human", "ai", "ai"), seed=3))
    wait_for_human(qtbot, w)
    assert w.game.scene.snapshot.info[-2:] == ("Marriages: ♥ 100, ♦ 80,", "♣ 60, ♠ 40")
    w.apply_settings(w.settings.with_(deck="german"))
    qtbot.waitUntil(lambda: w.game.scene.snapshot.info[-2:] == ("Marriages: Herz 100, Schellen 80,",
                                                                "Eichel 60, Grün 40"), timeout=3000)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    qtbot.keyClick(w, Qt.Key.Key_F1)
    dialog = next(d for d in w.findChildren(RulesDialog) if d.isVisible())
    text = dialog.text.toPlainText()
    assert "In this match" in text and "Marriages: Herz 100, Schellen 80, Eichel 60, Grün 40" in text
    assert text.index("In this match") < text.index("German pack: Herz 100")
