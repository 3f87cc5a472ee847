"""A twelfth game is registered once, in its own package: written into a temporary folder, outside
Kartln, it is found through the ``kartln.games`` entry point of its distribution and is playable
headless (the command line: the games, random matches, a tournament of computer players) and in the
window (the new-game dialog, the rules page, the measured strength of its levels, a deal played
through the table), with no file of Kartln changed.

The game, "Zehn", is Zwanzig counted down from 10: a family game of a few lines, as a new one is."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from kartln.ai.levels import levels_for, make_agent
from kartln.ai.strength import measured_steps
from kartln.engine.actions import Exchange, PlayCard
from kartln.engine.registry import GAMES, register, unregister
from kartln.gui.new_game_dialog import NewGameDialog
from kartln.gui.panels.choices import SelectPanel
from kartln.gui.rules_dialog import rules_markdown
from kartln.gui.session import new_match
from kartln.gui.start_screen import StartScreen
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from table_helpers import FAST, card_point, click_card_twice, open_window, seats

PACKAGE = {
    "zehn/__init__.py": '''
        """Zehn: Zwanzig counted down from ten."""
        from dataclasses import dataclass
        from typing import ClassVar

        from kartln.engine.games.rams_family import family_game
        from kartln.engine.games.zwanzig import ZwanzigRules, ZwanzigState


        @dataclass(frozen=True, slots=True)
        class ZehnRules(ZwanzigRules):
            pass


        class ZehnState(ZwanzigState):
            game_id: ClassVar[str] = "zehn"
            start_score: ClassVar[int] = 10


        INFO = family_game("zehn", "Zehn", (4,), 4, ZehnRules, {"standard": ZehnRules()},
                           {"standard": "Standard"}, ZehnState, position=500,
                           ai="zehn.players:zehn_ai", table="zehn.table:ZehnUi", rules_page="zehn:rules.md")
    ''',
    "zehn/players.py": '''
        from dataclasses import replace

        from kartln.ai.rams_family.levels import family_ai


        def zehn_ai(info):
            """The family's computer players, measured in the game's own table."""
            return replace(family_ai(info), strength_table="zehn:strength.json")
    ''',
    "zehn/strength.json": '''
        {"format": 1, "games": {"zehn": {"easy": {"level": "easy", "against": "random", "players": 4, "deals": 400,
         "seed": 1, "lower_is_better": true, "points": -1.2, "points_ci95": [-1.4, -1.0], "against_points": 0.4,
         "against_points_ci95": [0.3, 0.5], "win_rate": 0.4, "against_win_rate": 0.2}}}}
    ''',
    "zehn/table.py": '''
        from kartln.gui.games.zwanzig import ZwanzigUi


        class ZehnUi(ZwanzigUi):
            game_id = "zehn"
    ''',
    "zehn/rules.md": '''
        # Zehn

        Zwanzig counted down from ten: the first player at zero wins.
    ''',
    "zehn-1.0.dist-info/METADATA": '''
        Metadata-Version: 2.1
        Name: zehn
        Version: 1.0
    ''',
    "zehn-1.0.dist-info/entry_points.txt": '''
        [kartln.games]
        zehn = zehn:INFO
    ''',
}


@pytest.fixture(scope="module")
def add_on(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder holding the game's distribution, as pip would install it."""
    root = tmp_path_factory.mktemp("site")
    for name, text in PACKAGE.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    return root


def kartln(add_on: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(add_on), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run([sys.executable, "-m", "kartln.gui.cli", *args], capture_output=True, text=True,
                          env=env, timeout=300, check=False)


def test_the_game_is_found_and_played_headless(add_on: Path) -> None:
    listed = kartln(add_on, "games")
    assert listed.returncode == 0, listed.stderr
    assert "zehn" in listed.stdout and "Zehn" in listed.stdout
    simulated = kartln(add_on, "simulate", "--game", "zehn", "--matches", "2", "--seed", "3")
    assert simulated.returncode == 0, simulated.stderr
    assert simulated.stdout.startswith("Zehn, 4 players") and "matches played: 2," in simulated.stdout
    played = kartln(add_on, "tournament", "--game", "zehn", "--agents", "normal,easy,easy,random",
                    "--deals", "2", "--seed", "5", "--json")
    assert played.returncode == 0, played.stderr
    report = json.loads(played.stdout)
    assert report["lower_is_better"] is True and [r["games"] for r in report["results"]] == [8] * 4


@pytest.fixture
def zehn(add_on: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The game registered in this process, as the entry point registers it at start."""
    monkeypatch.syspath_prepend(str(add_on))
    import zehn  # type: ignore[import-not-found]

    register(zehn.INFO)
    try:
        yield "zehn"
    finally:
        unregister("zehn")
        for name in [m for m in sys.modules if m == "zehn" or m.startswith("zehn.")]:
            del sys.modules[name]


def test_the_game_comes_last_in_the_lists_with_its_rules_and_levels(qtbot, home, zehn: str) -> None:  # type: ignore[no-untyped-def]
    assert list(GAMES)[-1] == zehn
    assert "counted down from ten" in rules_markdown(zehn)
    assert levels_for(zehn) == ("random", "easy", "normal", "hard")
    assert measured_steps(zehn)["easy"].deals == 400  # from the game's own table
    dialog = NewGameDialog(FAST, parent=None)
    qtbot.addWidget(dialog)
    assert dialog.game.findData(zehn) >= 0
    start = StartScreen()  # a tile of its own on the start screen, the last
    qtbot.addWidget(start)
    tile = start.tiles[-1]
    assert (tile.game_id, tile.name.text(), tile.players.text()) == (zehn, "Zehn", "4 players")
    start.show()
    qtbot.waitUntil(start.pictures_drawn, timeout=5000)
    assert not tile.picture.pixmap().isNull()


def _click_card(qtbot, w, card: int) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(w.game.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(w, card))


def _button_for(w, action) -> QPushButton:  # type: ignore[no-untyped-def]
    panel = w.game.panel
    button = panel.button_for(action) if hasattr(panel, "button_for") else None
    if button is None:
        label = w.game.ui.label(action, w.game.context())
        button = next(b for b in w.game.findChildren(QPushButton) if b.text() == label and b.isVisible())
    return button


def test_a_deal_is_played_at_the_table(qtbot, home, zehn: str) -> None:  # type: ignore[no-untyped-def]
    """The human's moves (a good player's choices) made with the mouse, three computer players."""
    w = open_window(qtbot, home, FAST, size=(1100, 760))
    rules = GAMES[zehn].default_rules(4)
    w.start_match(new_match(zehn, rules, seats("human", "ai", "ai", "ai"), seed=4))
    c = w.controller
    me = make_agent(zehn, "normal", 99, rules)
    kinds: set[str] = set()
    while not c.state.sheet:
        qtbot.waitUntil(lambda: bool(c.state.sheet) or (w.game.input_seat == 0 and w.game.idle()), timeout=20000)
        if c.state.sheet:
            break
        action = me.choose(c.observation(0), list(c.state.legal_actions()))
        before = len(c.match.actions)
        if isinstance(action, PlayCard):
            kinds.add("play")
            click_card_twice(qtbot, w, action.card)  # the first click selects it, the second plays it
        elif isinstance(action, Exchange):
            kinds.add("exchange")
            assert isinstance(w.game.panel, SelectPanel)
            for card in action.cards:
                _click_card(qtbot, w, card)
            qtbot.mouseClick(w.game.panel.confirm, Qt.MouseButton.LeftButton)
        else:
            kinds.add(type(action).__name__)
            qtbot.mouseClick(_button_for(w, action), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda n=before: len(c.match.actions) > n, timeout=5000)
        assert c.match.actions[before] == action.text()
    row = c.state.sheet[0]
    assert "play" in kinds and sum(row.tricks) == 5  # the human played his cards in five tricks
    assert row.scores == tuple(10 + change for change in row.changes)  # counted down from ten
