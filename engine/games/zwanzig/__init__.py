"""Zwanzig ("twenty down"): rules/zwanzig.md."""

from kartln.engine.game_info import GameInfo, state_factory, uniform_random_action
from kartln.engine.games.zwanzig.rules import PRESET_LABELS, PRESETS, ZwanzigRules
from kartln.engine.games.zwanzig.state import ZwanzigState

INFO = GameInfo(
    id="zwanzig",
    title="Zwanzig",
    player_counts=(4,),
    default_players=4,
    rules_class=ZwanzigRules,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    new_state=state_factory(ZwanzigState, ZwanzigRules),
    random_action=uniform_random_action,
    rules_file="zwanzig.md",
    counts_down=True,
)

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "ZwanzigRules", "ZwanzigState"]
