"""Fünf dazu! ("Five to it!"): rules/fuenf-dazu.md."""

from kartln.engine.game_info import GameInfo, state_factory, uniform_random_action
from kartln.engine.games.fuenf_dazu.rules import PRESET_LABELS, PRESETS, FuenfDazuRules
from kartln.engine.games.fuenf_dazu.state import FuenfDazuState

INFO = GameInfo(
    id="fuenf-dazu",
    title="Fünf dazu!",
    player_counts=(2, 3, 4),
    default_players=4,
    rules_class=FuenfDazuRules,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    new_state=state_factory(FuenfDazuState, FuenfDazuRules),
    random_action=uniform_random_action,
    rules_file="fuenf-dazu.md",
    counts_down=True,
)

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "FuenfDazuRules", "FuenfDazuState"]
