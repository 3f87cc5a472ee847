"""Rams: rules/rams.md."""

from kartln.engine.game_info import GameInfo, state_factory, uniform_random_action
from kartln.engine.games.rams.rules import PRESET_LABELS, PRESETS, RamsRules
from kartln.engine.games.rams.state import RamsGameObservation, RamsState

INFO = GameInfo(
    id="rams",
    title="Rams",
    player_counts=(2, 3, 4, 5),
    default_players=4,
    rules_class=RamsRules,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    new_state=state_factory(RamsState, RamsRules),
    random_action=uniform_random_action,
    rules_file="rams.md",
    counts_down=True,
)

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "RamsGameObservation", "RamsRules", "RamsState"]
