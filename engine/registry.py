"""The games Kartln plays, by stable id (ids are stored in saves and statistics).

Static imports only, so a frozen application and the type checker see every game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from kartln.engine.games.thousand import PRESET_LABELS as THOUSAND_PRESET_LABELS
from kartln.engine.games.thousand import PRESETS as THOUSAND_PRESETS
from kartln.engine.games.thousand import ThousandRules, ThousandState
from kartln.engine.games.thousand.policy import random_thousand_action
from kartln.engine.options import rules_from_dict, rules_to_dict
from kartln.engine.state import Action, GameState


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    player_counts: tuple[int, ...]
    default_players: int
    rules_class: type
    presets: Mapping[str, Any]
    preset_labels: Mapping[str, str]
    new_state: Callable[[Any, int], GameState]  # (rules, seed) -> a new match
    random_action: Callable[[list[Action], random.Random], Action]
    rules_file: str  # the specification in the shared rules folder

    def default_rules(self, players: int | None = None) -> Any:
        rules = next(iter(self.presets.values()))
        return rules if players is None else self.rules_for_players(rules, players)

    def rules_for_players(self, rules: Any, players: int) -> Any:
        if players not in self.player_counts:
            counts = ", ".join(str(n) for n in self.player_counts)
            raise ValueError(f"{self.title} is played by {counts} players, not {players}")
        return replace(rules, players=players)

    def rules_from_dict(self, data: Mapping[str, Any]) -> Any:
        return rules_from_dict(self.rules_class, data)

    def rules_to_dict(self, rules: Any) -> dict[str, Any]:
        return rules_to_dict(rules)


GAMES: dict[str, GameInfo] = {
    "thousand": GameInfo(
        id="thousand",
        title="Thousand",
        player_counts=(2, 3, 4),
        default_players=3,
        rules_class=ThousandRules,
        presets=THOUSAND_PRESETS,
        preset_labels=THOUSAND_PRESET_LABELS,
        new_state=lambda rules, seed: ThousandState(rules, seed),
        random_action=random_thousand_action,
        rules_file="thousand.md",
    ),
}


def game(game_id: str) -> GameInfo:
    if game_id not in GAMES:
        known = ", ".join(sorted(GAMES))
        raise ValueError(f"unknown game {game_id!r}; known games: {known}")
    return GAMES[game_id]
