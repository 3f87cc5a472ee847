"""Hints: every named rule of every game has words for the player, and a hint is the normal
player's move, decided from the seat's observation alone."""

from __future__ import annotations

import random
import re
from types import ModuleType
from typing import Any

import pytest
from kartln.ai import hint_reasons
from kartln.ai.bauernschnapsen import rules as bauernschnapsen_rules
from kartln.ai.hint_reasons import EVERY_GAME
from kartln.ai.hints import suggest
from kartln.ai.levels import make_agent
from kartln.ai.rams_family import decisions, mulatschak_rules, play_rules, raub_rules
from kartln.ai.registry import every_game_ai, game_ai
from kartln.ai.rules import NO_RULE, NOISE, ONLY_ACTION, NamedRule
from kartln.ai.thousand import agent as thousand_agent
from kartln.engine.actions import Pass, PlayCard
from kartln.engine.registry import game

#: The modules of each game's named rules (the family's card play and decisions, a game's own).
FAMILY_RULES: tuple[ModuleType, ...] = (decisions, play_rules)
RULE_MODULES: dict[str, tuple[ModuleType, ...]] = {
    "bauernschnapsen": (bauernschnapsen_rules,), "fuenf-dazu": (play_rules,),
    "raub": (*FAMILY_RULES, raub_rules), "mulatschak": (*FAMILY_RULES, mulatschak_rules),
}
CODE_WORDS = re.compile(r"\b(ctx|obs|seat|legal|rules?|self|elif|def)\b|_|\(\)")


def rule_names(game_id: str) -> set[str]:
    """Every rule name ``game_id``'s players may give for a move."""
    names = {ONLY_ACTION, NO_RULE, NOISE, hint_reasons.BY_SIMULATION}
    if game_id == "thousand":
        for rules in (*thousand_agent.RULES_BY_PHASE.values(), thousand_agent.LEAD_RULES,
                      thousand_agent.FOLLOW_RULES):
            names |= {rule.__name__ for rule in rules}
        return names
    for module in RULE_MODULES.get(game_id, FAMILY_RULES):
        names |= {v.name for v in vars(module).values() if isinstance(v, NamedRule)}
    return names


def all_texts(words: Any) -> list[str]:
    return [words] if isinstance(words, str) else list(words.values())


@pytest.mark.parametrize("game_id", list(every_game_ai()))
def test_every_named_rule_has_words_for_the_player(game_id: str) -> None:
    names = rule_names(game_id)
    reasons = game_ai(game_id).reasons.words
    assert len(names) > 10
    missing = sorted(n for n in names if not reasons.get(n))
    assert not missing, f"{game_id}: rules without a reason: {missing}"
    for name in names:
        words = reasons[name]
        if isinstance(words, dict):
            assert "" in words, f"{name}: no words for its other answers"
        for text in all_texts(words):
            assert text[:1].isupper() and text.endswith("."), f"{name}: {text!r}"
            assert not CODE_WORDS.search(text), f"{name} speaks code: {text!r}"
            assert len(text) <= 110, f"{name}: too long for the table: {text!r}"
    assert set(reasons) <= names, f"{game_id}: reasons of no rule of its players: {set(reasons) - names}"


def test_the_only_legal_card_says_so() -> None:
    assert EVERY_GAME.reason_for(ONLY_ACTION, PlayCard(3)) == "It is the only card you may play."
    assert EVERY_GAME.reason_for(ONLY_ACTION, Pass()) == "It is the only move you may make."


def decisions_of(game_id: str, count: int, seed: int) -> list[tuple[Any, Any, tuple[Any, ...]]]:
    """(state, observation, legal) of the seats to act in seeded games of normal players."""
    info = game(game_id)
    rng = random.Random(seed)
    out: list[tuple[Any, Any, tuple[Any, ...]]] = []
    match = 0
    while len(out) < count:
        players = info.player_counts[match % len(info.player_counts)]
        rules = info.default_rules(players)
        state: Any = info.new_state(rules, seed * 100 + match)
        agents = [make_agent(game_id, "normal", seed + s, rules) for s in range(players)]
        match += 1
        while not state.is_terminal() and len(state.sheet) < 2 and len(out) < count:
            seat = state.current_player()
            obs, legal = state.observation(seat), tuple(state.legal_actions())
            if rng.random() < 0.3:
                out.append((state.clone(), obs, legal))
            state.apply(agents[seat].choose(obs, legal))
    return out


@pytest.mark.parametrize("game_id", list(every_game_ai()))
def test_a_hint_is_the_normal_players_move_with_its_reason(game_id: str) -> None:
    for state, obs, legal in decisions_of(game_id, 25, seed=5):
        hint = suggest(game_id, obs, legal, 77, state.rules)
        assert hint.action in legal
        assert hint.action == make_agent(game_id, "normal", 77, state.rules).choose(obs, legal)
        assert hint.rule, f"{game_id}: no rule named for {hint.action}"
        assert hint.reason, f"{game_id}: no words for the rule {hint.rule!r}"
