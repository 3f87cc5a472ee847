"""Zwanzig ("twenty down"): rules/zwanzig.md."""

from kartln.engine.games.rams_family import family_game
from kartln.engine.games.zwanzig.rules import PRESET_LABELS, PRESETS, ZwanzigRules
from kartln.engine.games.zwanzig.state import ZwanzigState

INFO = family_game("zwanzig", "Zwanzig", (4,), 4, ZwanzigRules, PRESETS, PRESET_LABELS, ZwanzigState,
                   position=70, table="kartln.gui.games.zwanzig:ZwanzigUi")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "ZwanzigRules", "ZwanzigState"]
