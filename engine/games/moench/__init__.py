"""Mönch: rules/moench.md (Ramsen with the Mönch as the top trump)."""

from kartln.engine.games.moench.rules import PRESET_LABELS, PRESETS, MoenchRules
from kartln.engine.games.moench.state import MoenchState
from kartln.engine.games.rams_family import family_game

INFO = family_game("moench", "Mönch", (3, 4, 5), 4, MoenchRules, PRESETS, PRESET_LABELS, MoenchState,
                   position=40, table="kartln.gui.games.ramsen:MoenchUi")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "MoenchRules", "MoenchState"]
