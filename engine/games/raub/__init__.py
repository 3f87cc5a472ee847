"""Raub: rules/raub.md."""

from typing import TYPE_CHECKING

from kartln.engine.game_info import lazy_exports
from kartln.engine.games.rams_family import family_game
from kartln.engine.games.raub.rules import PRESET_LABELS, PRESETS, RaubRules

if TYPE_CHECKING:
    from kartln.engine.games.raub.state import RaubObservation, RaubState

# the game's engine: imported with its first match (or its names below), not with the list of games
_ENGINE = "kartln.engine.games.raub.state"

INFO = family_game("raub", "Raub", (2, 3, 4), 4, RaubRules, PRESETS, PRESET_LABELS, f"{_ENGINE}:RaubState",
                   position=60, table="kartln.gui.games.raub:RaubUi",
                   ai="kartln.ai.rams_family.raub_rules:raub_ai")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "RaubObservation", "RaubRules", "RaubState"]

__getattr__ = lazy_exports(__name__, _ENGINE, ("RaubObservation", "RaubState"))
