"""Mönch: rules/moench.md (Ramsen with the Mönch as the top trump)."""

from kartln.engine.game_info import GameInfo, state_factory, uniform_random_action
from kartln.engine.games.moench.rules import PRESET_LABELS, PRESETS, MoenchRules
from kartln.engine.games.moench.state import MoenchState

INFO = GameInfo(
    id="moench",
    title="Mönch",
    player_counts=(3, 4, 5),
    default_players=4,
    rules_class=MoenchRules,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    new_state=state_factory(MoenchState, MoenchRules),
    random_action=uniform_random_action,
    rules_file="moench.md",
    counts_down=True,
)

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "MoenchRules", "MoenchState"]
