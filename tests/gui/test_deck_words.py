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


def test_a_german_card_is_named_in_words_not_by_its_corner_index() -> None:
    from kartln.engine.cards import Rank, Suit, card
    from kartln.gui.games.text import card_label

    german, french = _context(True), _context(False)
    assert card_label(card(Suit.HEARTS, Rank.QUEEN), german) == "Herz Ober"
    assert card_label(card(Suit.CLUBS, Rank.JACK), german) == "Eichel Unter"
    assert card_label(card(Suit.SPADES, Rank.ACE), german) == "Grün Ass"
    assert card_label(card(Suit.DIAMONDS, Rank.TEN), german) == "Schellen 10"
    assert card_label(card(Suit.HEARTS, Rank.QUEEN), french) == "Q♥"


@pytest.mark.parametrize(("game_id", "card_name", "name"), [
    ("moench", "MOENCH", "Mönch"), ("schnalzen", "WELI", "WELI"), ("mulatschak", "WELI", "Weli")])
@pytest.mark.parametrize("deck", ["french", "german"])
def test_a_hint_names_the_game_s_own_card_by_its_name(game_id: str, card_name: str, name: str, deck: str) -> None:
    from kartln.ai.hints import Hint
    from kartln.engine.actions import PlayCard
    from kartln.engine.cards import WELI
    from kartln.engine.games.moench.order import MOENCH
    from kartln.gui.hint import hint_text

    special = {"MOENCH": MOENCH, "WELI": WELI}[card_name]
    ui = game_ui(game_id)
    ui.rules = GAMES[game_id].default_rules(4)
    ctx = ViewContext(NAMES, 0, True, frozenset({0}), german=deck == "german", card_names=ui.card_names(deck))
    text = hint_text(Hint(PlayCard(special), "", ""), ui, ctx)
    assert text == f"Hint: Play {name}."


def test_the_table_names_the_moench_in_its_messages(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    from kartln.engine.games.moench.order import MOENCH
    from kartln.gui.games.text import card_label
    from kartln.gui.session import new_match
    from table_helpers import FAST, open_window, seats, wait_for_human

    w = open_window(qtbot, home, FAST.with_(deck="german"))
    w.start_match(new_match("moench", GAMES["moench"].default_rules(4), seats("human", "ai", "ai", "ai"), seed=4))
    wait_for_human(qtbot, w)
    assert card_label(MOENCH, w.game.context()) == "Mönch"


def test_the_turned_up_trump_card_is_named_by_the_deck_after_a_switch(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    from kartln.engine.names import FRENCH_SUIT_SYMBOL
    from kartln.gui.session import new_match
    from table_helpers import FAST, open_window, seats, wait_until

    w = open_window(qtbot, home, FAST.with_(deck="french"))
    w.start_match(new_match("rams", GAMES["rams"].default_rules(3), seats("human", "ai", "ai"), seed=2))
    badge = w.game.scene.trump
    wait_until(qtbot, lambda: badge.isVisible() and badge.card is not None)
    assert set(badge.toolTip()) & set(FRENCH_SUIT_SYMBOL.values())
    w.apply_settings(w.settings.with_(deck="german"))
    wait_until(qtbot, lambda: not set(badge.toolTip()) & set(FRENCH_SUIT_SYMBOL.values()))
    assert badge.symbol in ("Herz", "Schellen", "Eichel", "Grün")
    assert any(s in badge.toolTip() for s in ("Herz", "Schellen", "Eichel", "Grün"))


def test_a_hint_for_a_call_with_its_own_mark_ends_with_one() -> None:
    from kartln.ai.hints import Hint
    from kartln.engine.actions import Pass
    from kartln.gui.hint import hint_text

    ui = game_ui("rams")
    ui.rules = GAMES["rams"].default_rules(3)
    ctx = _context(False)
    assert hint_text(Hint(Pass(), "", ""), ui, ctx, button="General Rams!") == "Hint: General Rams!"
    assert hint_text(Hint(Pass(), "", "Why."), ui, ctx, button="General Rams!") == "Hint: General Rams! Why."
    assert hint_text(Hint(Pass(), "", "Why."), ui, ctx, button="&Play") == "Hint: Play. Why."


@pytest.mark.parametrize(("german", "words"), [(False, "Hint: Name ♠ trumps."), (True, "Hint: Name Grün trumps.")])
def test_a_hint_to_name_trumps_says_so(german: bool, words: str) -> None:
    from kartln.ai.hints import Hint
    from kartln.engine.cards import Suit
    from kartln.gui.hint import hint_text

    ui = game_ui("zwanzig")
    ui.rules = GAMES["zwanzig"].default_rules(4)
    assert hint_text(Hint(NameTrump(Suit.SPADES), "", ""), ui, _context(german), button="♠") == words
    assert hint_text(Hint(NameTrump(None), "", ""), ui, _context(german)) == "Hint: Play without trumps."
