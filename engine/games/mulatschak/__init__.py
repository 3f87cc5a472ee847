"""Mulatschak: rules/mulatschak.md."""

from typing import TYPE_CHECKING

from kartln.engine.game_info import lazy_exports
from kartln.engine.games.mulatschak.rules import PRESET_LABELS, PRESETS, MulatschakRules
from kartln.engine.games.rams_family import family_game

if TYPE_CHECKING:
    from kartln.engine.games.mulatschak.state import MulatschakObservation, MulatschakState

# the game's engine: imported with its first match (or its names below), not with the list of games
_ENGINE = "kartln.engine.games.mulatschak.state"

INFO = family_game("mulatschak", "Mulatschak", (3, 4, 5), 4, MulatschakRules, PRESETS, PRESET_LABELS,
                   f"{_ENGINE}:MulatschakState",
                   position=100, table="kartln.gui.games.mulatschak:MulatschakUi",
                   ai="kartln.ai.rams_family.mulatschak_rules:mulatschak_ai")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "MulatschakObservation", "MulatschakRules", "MulatschakState"]

__getattr__ = lazy_exports(__name__, _ENGINE, ("MulatschakObservation", "MulatschakState"))
