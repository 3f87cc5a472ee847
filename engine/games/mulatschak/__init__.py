"""Mulatschak: rules/mulatschak.md."""

from kartln.engine.games.mulatschak.rules import PRESET_LABELS, PRESETS, MulatschakRules
from kartln.engine.games.mulatschak.state import MulatschakObservation, MulatschakState
from kartln.engine.games.rams_family import family_game

INFO = family_game("mulatschak", "Mulatschak", (3, 4, 5), 4, MulatschakRules, PRESETS, PRESET_LABELS,
                   MulatschakState,
                   position=100, table="kartln.gui.games.mulatschak:MulatschakUi",
                   ai="kartln.ai.rams_family.mulatschak_rules:mulatschak_ai")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "MulatschakObservation", "MulatschakRules", "MulatschakState"]
