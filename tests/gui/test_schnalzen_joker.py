"""Schnalzen's WELI as a Joker in a French pack (rules/schnalzen.md §2, §9 #1): the house rule changes
how the WELI looks and is named at the table, never which card it is; the German pack keeps its
Schellen-6, and no other game draws a Joker."""

from __future__ import annotations

from dataclasses import replace

import pytest
from kartln.engine.cards import WELI
from kartln.engine.events import CardTurnedUp
from kartln.engine.registry import game
from kartln.gui.card_renderer import JOKER, CardRenderer
from kartln.gui.games import game_ui, supported_games
from kartln.gui.games.text import card_label
from kartln.gui.session import new_match
from kartln.gui.table.card_item import WELI_RED, CardItem, CardLook
from kartln.gui.view_model import OwnFace, ViewContext
from PySide6.QtGui import QColor
from table_helpers import FAST, colour_pixels, open_window, painted, seats, shots_dir

INFO = game("schnalzen")
JOKER_RULES = replace(INFO.default_rules(4), weli_card="joker")
CREAM = QColor("#fffdf7").rgb()  # the paper inside the Joker's frame; no plain card has it
NAMES = ("Tess", "Anna", "Boris", "Clara")


def _ui(rules: object):  # type: ignore[no-untyped-def]
    ui = game_ui("schnalzen")
    ui.rules = rules
    return ui


# -- the option and the hook ----------------------------------------------------------------


def test_the_option_is_offered_with_the_six_as_default(qtbot) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.options_dialog import OptionsDialog
    from PySide6.QtWidgets import QComboBox

    rules = INFO.default_rules(4)
    assert rules.weli_card == "six"
    dlg = OptionsDialog(rules, rules, "Schnalzen")
    qtbot.addWidget(dlg)
    combo = dlg.editors["weli_card"]
    assert isinstance(combo, QComboBox)
    assert [combo.itemData(i) for i in range(combo.count())] == ["six", "joker"]
    assert "Joker" in combo.itemText(1)
    combo.setCurrentIndex(1)
    dlg.accept()
    assert dlg.result_rules == JOKER_RULES
    assert INFO.rules_from_dict(INFO.rules_to_dict(JOKER_RULES)) == JOKER_RULES


def test_only_a_french_pack_with_the_option_draws_the_weli_as_a_joker() -> None:
    assert dict(_ui(JOKER_RULES).own_faces("french")) == {WELI: OwnFace(JOKER, "Joker (WELI)")}
    assert dict(_ui(JOKER_RULES).own_faces("french4")) == {WELI: OwnFace(JOKER, "Joker (WELI)")}
    assert not _ui(JOKER_RULES).own_faces("german")
    assert not _ui(INFO.default_rules(4)).own_faces("french")
    for game_id in supported_games():  # a generic hook, yet only Schnalzen has the option
        if game_id != "schnalzen":
            ui = game_ui(game_id)
            ui.rules = game(game_id).default_rules()
            assert not ui.own_faces("french"), game_id


def test_the_joker_is_named_so_and_the_six_keeps_its_name() -> None:
    own = {c: f.name for c, f in _ui(JOKER_RULES).own_faces("french").items()}
    assert card_label(WELI, ViewContext(NAMES, 0, True, card_names=own)) == "Joker (WELI)"
    assert card_label(WELI, ViewContext(NAMES, 0, True)) == "6♦"
    assert card_label(WELI, ViewContext(NAMES, 0, True, german=True)) == "Schellen 6"
    assert card_label(WELI - 1 if WELI % 9 else WELI + 1, ViewContext(NAMES, 0, True, card_names=own)) != "Joker (WELI)"


def test_the_look_draws_the_joker_face_without_the_banner(qtbot) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.view_model import CardView

    renderer = CardRenderer()
    look = CardLook(renderer, "french")
    item = CardItem("w", CardView("w", WELI), look, 120)
    six = painted(item)
    look.own = _ui(JOKER_RULES).own_faces("french")
    assert look.face(WELI, 120, 1.0) is renderer.pixmap("french", JOKER, 120)
    assert look.face(WELI - 1, 120, 1.0) is renderer.pixmap("french", WELI - 1, 120)
    joker = painted(item)
    assert colour_pixels(six, WELI_RED.rgb()) > 20 and colour_pixels(six, CREAM) < 20
    assert colour_pixels(joker, WELI_RED.rgb()) == 0 and colour_pixels(joker, CREAM) > 500
    look.own = {}  # the sprites follow the look
    assert painted(item) == six


def test_the_rules_page_tells_of_the_option() -> None:
    from kartln.gui.rules_dialog import rules_markdown

    text = rules_markdown("schnalzen")
    assert "*The WELI in a French pack*" in text and "Joker (WELI)" in text


# -- in a match -----------------------------------------------------------------------------


def _seed(condition) -> int:  # type: ignore[no-untyped-def]
    return next(s for s in range(1, 400) if condition(INFO.new_state(JOKER_RULES, s)))


def _start(qtbot, home, deck: str, seed: int):  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, replace(FAST, deck=deck), size=(1100, 760))
    w.start_match(new_match("schnalzen", JOKER_RULES, seats("human", "ai", "ai", "ai"), seed=seed))
    qtbot.waitUntil(lambda: w.game.input_seat == 0 and w.game.idle(), timeout=10000)
    return w


@pytest.mark.parametrize("deck", ["french", "french4"])
def test_a_match_with_the_option_shows_the_weli_as_the_joker(qtbot, home, tmp_path, deck: str) -> None:  # type: ignore[no-untyped-def]
    w = _start(qtbot, home, deck, _seed(lambda st: st.hands[0] >> WELI & 1))
    item = w.game.scene.card_item(WELI)
    assert item is not None and item.shows_face
    assert w.game.look.own[WELI].face == JOKER
    img = painted(item)
    assert colour_pixels(img, CREAM) > 300 and colour_pixels(img, WELI_RED.rgb()) == 0
    assert card_label(WELI, w.game.context()) == "Joker (WELI)"
    w.grab().save(str(shots_dir(tmp_path) / f"schnalzen-joker-{deck}.png"))
    item.look.renderer.image(deck, JOKER, 400).save(str(shots_dir(tmp_path) / f"joker-{deck}.png"))


def test_a_turned_joker_is_named_in_the_banner_the_trump_corner_and_the_last_trick(qtbot, home, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.sheet_dialog import LastTrickDialog
    from PySide6.QtWidgets import QLabel

    w = _start(qtbot, home, "french", _seed(lambda st: st.turned_card == WELI))
    obs, ctx = w.controller.observation(0), w.game.context()
    steps = w.game.ui.steps(w.game.ui.snapshot(obs, ctx), [CardTurnedUp(WELI)], obs, ctx)
    assert any("Turned up: Joker (WELI)" in s.banner for s in steps), [s.banner for s in steps]
    assert w.game.scene.trump.card == WELI and "Joker (WELI)" in w.game.scene.trump.toolTip()
    dlg = LastTrickDialog(((1, WELI),), NAMES, w.game.look)
    qtbot.addWidget(dlg)
    shown = [lb.pixmap() for lb in dlg.findChildren(QLabel) if not lb.pixmap().isNull()]
    assert len(shown) == 1
    joker = w.game.look.renderer.pixmap("french", JOKER, 110, None, dlg.devicePixelRatioF())
    assert shown[0].toImage() == joker.toImage()
    w.grab().save(str(shots_dir(tmp_path) / "schnalzen-joker-turned.png"))
    w.game.apply_settings(replace(FAST, deck="german"))  # a change of deck in the middle of the match
    assert not w.game.look.own and card_label(WELI, w.game.context()) == "WELI"  # its own name in every pack
    assert "Joker" not in w.game.scene.trump.toolTip() and "WELI" in w.game.scene.trump.toolTip()


def test_a_german_pack_keeps_the_schellen_6_whatever_the_option(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = _start(qtbot, home, "german", _seed(lambda st: st.hands[0] >> WELI & 1))
    assert w.game.look.deck == "german" and not w.game.look.own
    item = w.game.scene.card_item(WELI)
    assert item is not None and item.shows_face  # the printed Weli: its banner is on the face, none painted
    assert colour_pixels(painted(item), WELI_RED.rgb()) == 0
    assert card_label(WELI, w.game.context()) == "WELI"
