"""Schnalzen: rules/schnalzen.md."""

from typing import TYPE_CHECKING

from kartln.engine.game_info import lazy_exports
from kartln.engine.games.rams_family import family_game
from kartln.engine.games.schnalzen.rules import PRESET_LABELS, PRESETS, SchnalzenRules

if TYPE_CHECKING:
    from kartln.engine.games.schnalzen.state import SchnalzenState

# the game's engine: imported with its first match (or its names below), not with the list of games
_ENGINE = "kartln.engine.games.schnalzen.state"

INFO = family_game("schnalzen", "Schnalzen", (4,), 4, SchnalzenRules, PRESETS, PRESET_LABELS,
                   f"{_ENGINE}:SchnalzenState",
                   position=90, table="kartln.gui.games.schnalzen:SchnalzenUi")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "SchnalzenRules", "SchnalzenState"]

__getattr__ = lazy_exports(__name__, _ENGINE, ("SchnalzenState",))
