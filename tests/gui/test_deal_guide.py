"""A first match of a game offers, once, to show how a deal goes: the guide then shows the hint's
move and reason and the rules page's words at each of the player's decisions, the player may do
otherwise or end the guide, and it is never offered again for that game."""

from __future__ import annotations

import json

from kartln.engine.registry import GAMES
from kartln.gui.main_window import MainWindow
from kartln.gui.new_game_dialog import NewGame
from kartln.gui.rules_dialog import rules_markdown
from kartln.gui.settings import load_settings
from PySide6.QtCore import Qt
from table_helpers import FAST, open_window, seats, shots_dir, wait_for_human


def start_first(w: MainWindow, game_id: str, kinds: tuple[str, ...] = ("human", "ai", "ai")) -> None:
    """A new game as the new-game dialog starts it."""
    info = GAMES[game_id]
    w.start_new(NewGame(game_id, info.default_rules(len(kinds)), seats(*kinds), next(iter(info.presets))))


def click(qtbot, button) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _hint_in_guide(qtbot, g, guide) -> None:  # type: ignore[no-untyped-def]
    """The guide shows the hint's reason for the decision at hand (worked out on the AI threads)."""
    try:
        qtbot.waitUntil(lambda: g.hint_shown is not None and g.hint_shown.reason in guide.hint.text(), timeout=20000)
    except Exception as exc:
        raise AssertionError(f"the guide says {guide.hint.text()!r}; hint {g.hint_shown}") from exc


def test_the_guided_deal_is_offered_once_per_game_and_may_be_declined(qtbot, home, tmp_path):
    w = open_window(qtbot, home)
    guide = w.game.guide
    start_first(w, "thousand")
    assert guide.isVisible() and guide.yes.isVisible() and guide.no.isVisible()
    qtbot.waitUntil(w.game.idle, timeout=5000)
    w.grab().save(str(shots_dir(tmp_path) / "guide-offer.png"))
    assert "Show how a deal goes?" in guide.text.text()
    assert json.loads(home.settings_file.read_text())["guide_offered"] == ["thousand"]
    click(qtbot, guide.no)
    assert not guide.isVisible()
    wait_for_human(qtbot, w)
    qtbot.waitUntil(w.game.idle, timeout=5000)
    qtbot.wait(50)
    assert w.game.hint_shown is None and not guide.isVisible()  # declined: no hints unasked
    w.back_to_menu()
    start_first(w, "thousand")
    assert not guide.isVisible()  # asked once only
    w.close()
    again = open_window(qtbot, home, settings=None)  # the settings file remembers it
    assert load_settings(home.settings_file).settings.guide_offered == ("thousand",)
    start_first(again, "thousand")
    assert not again.game.guide.isVisible()
    start_first(again, "zwanzig", ("human", "ai", "ai", "ai"))
    assert again.game.guide.isVisible() and again.game.guide.yes.isVisible()


def test_no_guide_is_offered_to_a_table_of_computers(qtbot, home):
    w = open_window(qtbot, home)
    start_first(w, "rams", ("ai", "ai", "ai", "ai"))
    assert not w.game.guide.isVisible()
    assert w.settings.guide_offered == ()


def test_the_guide_shows_the_hints_reason_and_the_rules_words_and_can_be_ended(qtbot, home, tmp_path):
    w = open_window(qtbot, home, size=(1280, 800))
    g, guide = w.game, w.game.guide
    start_first(w, "thousand")
    click(qtbot, guide.yes)
    assert guide.isVisible() and guide.end_button.isVisible() and not guide.yes.isVisible()
    wait_for_human(qtbot, w)
    _hint_in_guide(qtbot, g, guide)
    assert g.hint_shown.reason and g.scene.hint.text.startswith("Hint: ")  # the table's own hint, as always
    assert guide.rules_title.text().startswith("From the rules: ")
    page = rules_markdown("thousand")
    assert guide.rules.text() and guide.rules.text()[:40] in page
    w.grab().save(str(shots_dir(tmp_path) / "guide-thousand-first-decision.png"))
    # the player chooses otherwise than the hint: the guide speaks again at the next decision
    legal = w.controller.legal_actions()
    other = next((a for a in legal if a != g.hint_shown.action), g.hint_shown.action)
    applied = w.controller.actions_applied
    g._submit(other)
    qtbot.waitUntil(lambda: w.controller.actions_applied > applied, timeout=5000)
    wait_for_human(qtbot, w)
    _hint_in_guide(qtbot, g, guide)
    w.grab().save(str(shots_dir(tmp_path) / "guide-thousand-next-decision.png"))
    click(qtbot, guide.end_button)
    assert not guide.isVisible() and not guide.guiding
    legal = w.controller.legal_actions()
    applied = w.controller.actions_applied
    g._submit(g.hint_shown.action)
    qtbot.waitUntil(lambda: w.controller.actions_applied > applied, timeout=5000)
    wait_for_human(qtbot, w)
    qtbot.waitUntil(g.idle, timeout=5000)
    qtbot.wait(50)
    assert g.hint_shown is None and not guide.isVisible()  # ended: the hint waits to be asked again


def test_the_guide_fits_a_small_window(qtbot, home, tmp_path):
    w = open_window(qtbot, home, size=(820, 560))
    g, guide = w.game, w.game.guide
    start_first(w, "zwanzig", ("human", "ai", "ai", "ai"))
    click(qtbot, guide.yes)
    wait_for_human(qtbot, w)
    _hint_in_guide(qtbot, g, guide)
    qtbot.waitUntil(g.idle, timeout=5000)
    w.grab().save(str(shots_dir(tmp_path) / "guide-zwanzig-820.png"))
    assert g.rect().contains(guide.geometry())
    button = guide.end_button
    assert guide.rect().contains(button.geometry()) and button.isVisible()
    assert guide.rules.text() and guide.hint.text()
    for label in (guide.title, guide.text, guide.rules_title, guide.rules, guide.hint):  # every line shows whole
        assert label.isHidden() or label.height() >= label.heightForWidth(label.width())


def test_the_guide_ends_with_its_deal(qtbot, home):
    w = open_window(qtbot, home, FAST.with_(pause_after_deal=True))
    g, guide = w.game, w.game.guide
    start_first(w, "fuenf-dazu", ("human", "ai"))
    click(qtbot, guide.yes)
    decisions = 0
    while not g.summary_open():
        qtbot.waitUntil(lambda: g.summary_open() or (w.controller.waiting_for_human() == 0 and g.input_seat == 0),
                        timeout=8000)
        if g.summary_open():
            break
        _hint_in_guide(qtbot, g, guide)
        decisions += 1
        applied = w.controller.actions_applied
        g._submit(g.hint_shown.action)
        qtbot.waitUntil(lambda done=applied: w.controller.actions_applied > done, timeout=5000)
    assert decisions == 5  # each of the deal's five tricks
    assert not guide.isVisible() and not guide.guiding  # the summary stands alone: the guide went with its deal
    assert "guided deal is over" in w.statusBar().currentMessage()
    click(qtbot, g.overlay.next_button)
    wait_for_human(qtbot, w)
    assert not guide.isVisible()


def test_a_damaged_list_of_games_offered_is_reset(home):
    home.settings_file.parent.mkdir(parents=True, exist_ok=True)
    home.settings_file.write_text('{"version": 1, "guide_offered": "thousand"}', encoding="utf-8")
    loaded = load_settings(home.settings_file)
    assert loaded.settings.guide_offered == () and loaded.reset_keys == ("guide_offered",)
    home.settings_file.write_text('{"version": 1, "guide_offered": ["rams", "rams", "zwanzig"]}', encoding="utf-8")
    assert load_settings(home.settings_file).settings.guide_offered == ("rams", "zwanzig")


def test_a_move_taken_back_keeps_the_guide(qtbot, home):
    w = open_window(qtbot, home)
    g, guide = w.game, w.game.guide
    start_first(w, "fuenf-dazu", ("human", "ai"))
    click(qtbot, guide.yes)
    wait_for_human(qtbot, w)
    _hint_in_guide(qtbot, g, guide)
    applied = w.controller.actions_applied
    g._submit(g.hint_shown.action)
    qtbot.waitUntil(lambda: w.controller.actions_applied > applied, timeout=5000)
    wait_for_human(qtbot, w)
    assert w.can_undo()
    w.act_undo.trigger()
    wait_for_human(qtbot, w)
    assert guide.isVisible() and guide.guiding
    _hint_in_guide(qtbot, g, guide)
