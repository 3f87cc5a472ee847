"""Ramsen: rules/ramsen.md."""

from kartln.engine.games.rams_family import family_game
from kartln.engine.games.ramsen.rules import PRESET_LABELS, PRESETS, RamsenRules
from kartln.engine.games.ramsen.state import RamsenMatch, RamsenState

INFO = family_game("ramsen", "Ramsen", (3, 4, 5), 4, RamsenRules, PRESETS, PRESET_LABELS, RamsenState,
                   position=30, table="kartln.gui.games.ramsen:RamsenUi")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "RamsenMatch", "RamsenRules", "RamsenState"]
