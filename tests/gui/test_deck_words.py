"""Words follow the deck on screen: with the German deck a hearts deal is a Herz deal in the
prompts and the deal summaries of Zwanzig and Mulatschak, never "hearts"; with the French deck the
suit's sign stands for it."""

from __future__ import annotations

import random

import pytest
from kartln.engine.actions import NameTrump
from kartln.engine.registry import GAMES
from kartln.gui.games import game_ui
from kartln.gui.view_model import ViewContext

NAMES = ("P0", "P1", "P2", "P3")


def _context(german: bool) -> ViewContext:
    return ViewContext(NAMES, 0, True, frozenset({0}), german=german)


def _summary_of_a_doubled_deal(game_id: str, german: bool) -> list[str]:
    info = GAMES[game_id]
    ui = game_ui(game_id)
    ui.rules = info.default_rules(4)
    for seed in range(1, 300):
        state = info.new_state(ui.rules, seed)
        rng = random.Random(seed)
        while not state.is_terminal() and state.deal_no <= 12:
            rows = len(state.sheet)
            state.apply(info.random_action(list(state.legal_actions()), rng))
            row = state.sheet[-1] if len(state.sheet) > rows else None
            if row is not None and row.multiplier == 2 and row.played:
                table = ui.deal_summary(row, state.observation(0), _context(german))
                assert table is not None
                return [cell for r in table.rows for cell in r]
    raise AssertionError("no doubled deal")


@pytest.mark.parametrize("game_id", ["zwanzig", "mulatschak"])
def test_a_doubled_deal_is_named_by_the_deck_on_screen(game_id: str) -> None:
    german = " ".join(_summary_of_a_doubled_deal(game_id, german=True))
    french = " ".join(_summary_of_a_doubled_deal(game_id, german=False))
    assert "×2 Herz" in german and "hearts" not in german.lower()
    assert "×2 ♥" in french and "hearts" not in french.lower()


def test_the_zwanzig_announcer_reads_the_suits_of_the_deck() -> None:
    info = GAMES["zwanzig"]
    ui = game_ui("zwanzig")
    ui.rules = info.default_rules(4)
    state = info.new_state(ui.rules, 3)
    rng = random.Random(3)
    while not any(isinstance(a, NameTrump) for a in state.legal_actions()):
        state.apply(info.random_action(list(state.legal_actions()), rng))
    obs, legal = state.observation(state.current_player()), state.legal_actions()
    german = " ".join(ui.panel_texts(obs, legal, _context(True)))
    assert "Herz count double" in german and "Schellen" in german and "earts" not in german
    assert "♥ count double" in " ".join(ui.panel_texts(obs, legal, _context(False)))
