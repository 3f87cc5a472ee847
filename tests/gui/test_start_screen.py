"""The start screen shows what Kartln holds: a tile per game (name, players, a few of its own cards
drawn with the deck of the settings), a click or Enter opens the new-game dialog with that game
chosen, each game's rules one click away, the match to continue named, and all of it fits a small
window."""

from __future__ import annotations

from kartln.engine.registry import GAMES
from kartln.gui.games import supported_games
from kartln.gui.new_game_dialog import NewGameDialog
from kartln.gui.rules_dialog import RulesDialog
from kartln.gui.saves import SaveStore
from kartln.gui.session import new_match
from kartln.gui.settings import Settings
from kartln.gui.start_screen import StartScreen
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget
from table_helpers import FAST, open_window, seats


def answer_new_game_dialog(seen: list[str]) -> None:
    """When the new-game dialog is up, note the game it has chosen and close it."""
    def look() -> None:
        dlg = QApplication.activeModalWidget()
        if isinstance(dlg, NewGameDialog):
            seen.append(dlg.game.currentData())
            dlg.reject()
        else:
            QTimer.singleShot(5, look)
    QTimer.singleShot(0, look)


def test_a_tile_for_every_game_in_the_games_order(qtbot, home):
    w = open_window(qtbot, home)
    tiles = w.start_screen.tiles
    assert [t.game_id for t in tiles] == list(supported_games())
    assert len(tiles) == 11
    thousand = w.start_screen.tile("thousand")
    assert thousand.name.text() == "Thousand"
    assert thousand.players.text() == "3 players (2–4)"
    assert w.start_screen.tile("schnalzen").players.text() == "4 players"
    assert w.start_screen.tile("rams").players.text() == "4 players (2–5)"
    qtbot.waitUntil(w.start_screen.pictures_drawn, timeout=5000)
    for t in tiles:
        assert t.name.text() == GAMES[t.game_id].title
        assert not t.picture.pixmap().isNull()


def test_a_click_on_a_tile_opens_the_new_game_dialog_with_that_game(qtbot, home):
    w = open_window(qtbot, home)  # the last game of the settings is Thousand
    seen: list[str] = []
    answer_new_game_dialog(seen)
    tile = w.start_screen.tile("mulatschak")
    w.start_screen.tiles_area.ensureWidgetVisible(tile)
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton, pos=QPoint(tile.width() // 2, 20))
    assert seen == ["mulatschak"]


def test_the_keys_choose_a_tile(qtbot, home):
    w = open_window(qtbot, home)
    s = w.start_screen
    first = s.tiles[0]
    w.activateWindow()
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    qtbot.keyClick(first, Qt.Key.Key_Right)
    assert s.tiles[1].hasFocus()
    qtbot.keyClick(s.tiles[1], Qt.Key.Key_Down)
    assert s.tiles[1 + s.columns].hasFocus()
    seen: list[str] = []
    answer_new_game_dialog(seen)
    qtbot.keyClick(s.tiles[1 + s.columns], Qt.Key.Key_Return)
    assert seen == [s.tiles[1 + s.columns].game_id]


def test_the_rules_of_a_game_are_one_click_away(qtbot, home):
    w = open_window(qtbot, home)
    tile = w.start_screen.tile("bohemian-watten")
    w.start_screen.tiles_area.ensureWidgetVisible(tile)
    qtbot.mouseClick(tile.rules_button, Qt.MouseButton.LeftButton)
    shown = [d for d in QApplication.topLevelWidgets() if isinstance(d, RulesDialog) and d.isVisible()]
    assert len(shown) == 1
    assert shown[0].windowTitle() == "Rules: Bohemian Watten"
    assert "strikers" in shown[0].text.toPlainText().lower()
    assert w.controller is None  # the rules, no new game


def test_the_continue_entry_names_the_saved_match(qtbot, home):
    match = new_match("zwanzig", GAMES["zwanzig"].default_rules(4), seats("human", "ai", "ai", "ai"))
    SaveStore(home).autosave(match)
    w = open_window(qtbot, home)
    s = w.start_screen
    assert s.continue_button.isVisible()
    text = s.continue_info.text()
    assert "Zwanzig" in text and "deal 1" in text
    assert all(seat.name in text for seat in match.seats)


def test_the_tiles_draw_the_deck_of_the_settings(qtbot, home):
    w = open_window(qtbot, home)
    s = w.start_screen
    picture = s.tile("thousand").picture
    qtbot.waitUntil(s.pictures_drawn, timeout=5000)
    french: QImage = picture.pixmap().toImage()
    w.apply_settings(w.settings.with_(deck="german"))
    qtbot.waitUntil(s.pictures_drawn, timeout=5000)
    assert picture.pixmap().toImage() != french


def test_the_cards_are_drawn_after_the_screen_has_shown_itself(qtbot):
    """Drawing eleven fans of cards from the decks before the first frame slowed the start by a
    quarter second: the screen comes up with its words, the cards follow a tile at a time."""
    start = StartScreen()
    qtbot.addWidget(start)
    qtbot.wait(20)  # not shown: nothing is painted, so no card is drawn yet
    assert start.tiles and all(t.picture.pixmap().isNull() for t in start.tiles)
    assert all(t.picture.height() > 40 for t in start.tiles)  # their room is kept: nothing jumps
    start.show()
    qtbot.waitUntil(start.pictures_drawn, timeout=5000)
    assert not any(t.picture.pixmap().isNull() for t in start.tiles)


def inside(widget: QWidget, window: QWidget) -> bool:
    top_left = widget.mapTo(window, QPoint(0, 0))
    return window.rect().contains(QRect(top_left, widget.size()))


def test_the_start_screen_fits_a_small_window(qtbot, home):
    match = new_match("thousand", GAMES["thousand"].default_rules(3), seats("human", "ai", "ai"))
    SaveStore(home).autosave(match)
    w = open_window(qtbot, home, Settings(**{**FAST.__dict__, "deck": "german"}), size=(820, 560))
    s = w.start_screen
    for widget in (s.title, s.continue_button, s.continue_info, s.settings_button, s.quit_button):
        assert widget.isVisible() and inside(widget, w), widget
    viewport = s.tiles_area.viewport()
    assert s.columns >= 3  # the width is used, not one long column
    for tile in s.tiles:  # every tile is whole across, and scrolling brings each into view
        left = tile.mapTo(viewport, QPoint(0, 0)).x()
        assert left >= 0 and left + tile.width() <= viewport.width()
        s.tiles_area.ensureWidgetVisible(tile, 0, 0)
        top = tile.mapTo(viewport, QPoint(0, 0)).y()
        assert top >= 0 and top + tile.height() <= viewport.height()


def test_tab_goes_from_continue_through_the_tiles_to_settings(qtbot, home):
    match = new_match("thousand", GAMES["thousand"].default_rules(3), seats("human", "ai", "ai"))
    SaveStore(home).autosave(match)
    w = open_window(qtbot, home)
    s = w.start_screen
    w.activateWindow()
    qtbot.waitUntil(s.continue_button.hasFocus)  # the match to continue comes first
    order = []
    for _ in range(2 * len(s.tiles) + 4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget())
    assert order[:4] == [s.tiles[0], s.tiles[0].rules_button, s.tiles[1], s.tiles[1].rules_button]
    assert order[-4:] == [s.host_button, s.join_button, s.settings_button, s.quit_button]
