"""Bauernschnapsen, the four-hand partnership game: rules/bauernschnapsen.md."""

from kartln.engine.game_info import GameInfo, GameParts, state_factory
from kartln.engine.games.bauernschnapsen.policy import random_bauernschnapsen_action
from kartln.engine.games.bauernschnapsen.rules import PRESET_LABELS, PRESETS, BauernschnapsenRules
from kartln.engine.games.bauernschnapsen.sheet import TEAMS
from kartln.engine.games.bauernschnapsen.state import BauernschnapsenObservation, BauernschnapsenState

INFO = GameInfo(
    id="bauernschnapsen",
    title="Bauernschnapsen",
    player_counts=(4,),
    default_players=4,
    rules_class=BauernschnapsenRules,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    new_state=state_factory(BauernschnapsenState, BauernschnapsenRules),
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
