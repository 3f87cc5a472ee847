"""Bauernschnapsen, the four-hand partnership game: rules/bauernschnapsen.md."""

from typing import TYPE_CHECKING

from kartln.engine.game_info import GameInfo, GameParts, lazy_exports, state_factory
from kartln.engine.games.bauernschnapsen.policy import random_bauernschnapsen_action
from kartln.engine.games.bauernschnapsen.rules import PRESET_LABELS, PRESETS, BauernschnapsenRules
from kartln.engine.games.bauernschnapsen.sheet import TEAMS

if TYPE_CHECKING:
    from kartln.engine.games.bauernschnapsen.state import BauernschnapsenObservation, BauernschnapsenState

# the game's engine: imported with its first match (or its names below), not with the list of games
_ENGINE = "kartln.engine.games.bauernschnapsen.state"

INFO = GameInfo(
    id="bauernschnapsen",
    title="Bauernschnapsen",
    player_counts=(4,),
    default_players=4,
    rules_class=BauernschnapsenRules,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    new_state=state_factory(f"{_ENGINE}:BauernschnapsenState", BauernschnapsenRules),
    random_action=random_bauernschnapsen_action,
    rules_file="bauernschnapsen.md",
    parts=GameParts(ai="kartln.ai.bauernschnapsen.agent:bauernschnapsen_ai",
                    table="kartln.gui.games.bauernschnapsen:BauernschnapsenUi",
                    rules_page="kartln.resources:rules/bauernschnapsen.md"),
    position=20,
    teams=TEAMS,
)

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "BauernschnapsenObservation", "BauernschnapsenRules",
           "BauernschnapsenState"]

__getattr__ = lazy_exports(__name__, _ENGINE, ("BauernschnapsenObservation", "BauernschnapsenState"))
