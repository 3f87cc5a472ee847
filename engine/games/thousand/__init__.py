"""Thousand (Russian Schnapsen, 1000, Tysiacha): rules/thousand.md."""

from typing import TYPE_CHECKING

from kartln.engine.game_info import GameInfo, GameParts, lazy_exports, state_factory
from kartln.engine.games.thousand.policy import random_thousand_action
from kartln.engine.games.thousand.rules import PRESET_LABELS, PRESETS, ThousandRules

if TYPE_CHECKING:
    from kartln.engine.games.thousand.state import ThousandState

# the game's engine: imported with its first match (or its names below), not with the list of games
_ENGINE = "kartln.engine.games.thousand.state"

INFO = GameInfo(
    id="thousand",
    title="Thousand",
    player_counts=(2, 3, 4),
    default_players=3,
    rules_class=ThousandRules,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    new_state=state_factory(f"{_ENGINE}:ThousandState", ThousandRules),
    random_action=random_thousand_action,
    rules_file="thousand.md",
    parts=GameParts(ai="kartln.ai.thousand.levels:thousand_ai", table="kartln.gui.games.thousand:ThousandUi",
                    rules_page="kartln.resources:rules/thousand.md"),
    position=10,
)

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "ThousandRules", "ThousandState"]

__getattr__ = lazy_exports(__name__, _ENGINE, ("ThousandState",))
