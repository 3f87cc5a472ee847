"""Rams: rules/rams.md."""

from typing import TYPE_CHECKING

from kartln.engine.game_info import lazy_exports
from kartln.engine.games.rams.rules import PRESET_LABELS, PRESETS, RamsRules
from kartln.engine.games.rams_family import family_game

if TYPE_CHECKING:
    from kartln.engine.games.rams.state import RamsGameObservation, RamsState

# the game's engine: imported with its first match (or its names below), not with the list of games
_ENGINE = "kartln.engine.games.rams.state"

INFO = family_game("rams", "Rams", (2, 3, 4, 5), 4, RamsRules, PRESETS, PRESET_LABELS, f"{_ENGINE}:RamsState",
                   position=50, table="kartln.gui.games.rams:RamsGameUi")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "RamsGameObservation", "RamsRules", "RamsState"]

__getattr__ = lazy_exports(__name__, _ENGINE, ("RamsGameObservation", "RamsState"))
