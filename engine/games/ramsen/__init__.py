"""Ramsen: rules/ramsen.md."""

from kartln.engine.game_info import GameInfo, state_factory, uniform_random_action
from kartln.engine.games.ramsen.rules import PRESET_LABELS, PRESETS, RamsenRules
from kartln.engine.games.ramsen.state import RamsenMatch, RamsenState

INFO = GameInfo(
    id="ramsen",
    title="Ramsen",
    player_counts=(3, 4, 5),
    default_players=4,
    rules_class=RamsenRules,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    new_state=state_factory(RamsenState, RamsenRules),
    random_action=uniform_random_action,
    rules_file="ramsen.md",
    counts_down=True,
)

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "RamsenMatch", "RamsenRules", "RamsenState"]
