"""Bohemian Watten: rules/bohemian-watten.md."""

from kartln.engine.games.bohemian_watten.rules import PRESET_LABELS, PRESETS, BohemianWattenRules
from kartln.engine.games.bohemian_watten.state import BohemianWattenState
from kartln.engine.games.rams_family import family_game

INFO = family_game("bohemian-watten", "Bohemian Watten", (2, 3, 4), 4, BohemianWattenRules, PRESETS, PRESET_LABELS,
                   BohemianWattenState,
                   position=80, table="kartln.gui.games.bohemian_watten:BohemianWattenUi")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "BohemianWattenRules", "BohemianWattenState"]
