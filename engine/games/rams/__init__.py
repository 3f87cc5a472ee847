"""Rams: rules/rams.md."""

from kartln.engine.games.rams.rules import PRESET_LABELS, PRESETS, RamsRules
from kartln.engine.games.rams.state import RamsGameObservation, RamsState
from kartln.engine.games.rams_family import family_game

INFO = family_game("rams", "Rams", (2, 3, 4, 5), 4, RamsRules, PRESETS, PRESET_LABELS, RamsState,
                   position=50, table="kartln.gui.games.rams:RamsGameUi")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "RamsGameObservation", "RamsRules", "RamsState"]
