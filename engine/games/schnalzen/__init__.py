"""Schnalzen: rules/schnalzen.md."""

from kartln.engine.game_info import GameInfo, state_factory, uniform_random_action
from kartln.engine.games.schnalzen.rules import PRESET_LABELS, PRESETS, SchnalzenRules
from kartln.engine.games.schnalzen.state import SchnalzenState

INFO = GameInfo(
    id="schnalzen",
    title="Schnalzen",
    player_counts=(4,),
    default_players=4,
    rules_class=SchnalzenRules,
    presets=PRESETS,
    preset_labels=PRESET_LABELS,
    new_state=state_factory(SchnalzenState, SchnalzenRules),
    random_action=uniform_random_action,
    rules_file="schnalzen.md",
    counts_down=True,
)

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "SchnalzenRules", "SchnalzenState"]
