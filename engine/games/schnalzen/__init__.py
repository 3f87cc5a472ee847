"""Schnalzen: rules/schnalzen.md."""

from kartln.engine.games.rams_family import family_game
from kartln.engine.games.schnalzen.rules import PRESET_LABELS, PRESETS, SchnalzenRules
from kartln.engine.games.schnalzen.state import SchnalzenState

INFO = family_game("schnalzen", "Schnalzen", (4,), 4, SchnalzenRules, PRESETS, PRESET_LABELS, SchnalzenState,
                   position=90, table="kartln.gui.games.schnalzen:SchnalzenUi")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "SchnalzenRules", "SchnalzenState"]
