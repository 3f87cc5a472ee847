"""Raub: rules/raub.md."""

from kartln.engine.games.rams_family import family_game
from kartln.engine.games.raub.rules import PRESET_LABELS, PRESETS, RaubRules
from kartln.engine.games.raub.state import RaubObservation, RaubState

INFO = family_game("raub", "Raub", (2, 3, 4), 4, RaubRules, PRESETS, PRESET_LABELS, RaubState,
                   position=60, table="kartln.gui.games.raub:RaubUi",
                   ai="kartln.ai.rams_family.raub_rules:raub_ai")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "RaubObservation", "RaubRules", "RaubState"]
