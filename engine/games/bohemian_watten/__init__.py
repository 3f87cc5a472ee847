"""Bohemian Watten: rules/bohemian-watten.md."""

from typing import TYPE_CHECKING

from kartln.engine.game_info import lazy_exports
from kartln.engine.games.bohemian_watten.rules import PRESET_LABELS, PRESETS, BohemianWattenRules
from kartln.engine.games.rams_family import family_game

if TYPE_CHECKING:
    from kartln.engine.games.bohemian_watten.state import BohemianWattenState

# the game's engine: imported with its first match (or its names below), not with the list of games
_ENGINE = "kartln.engine.games.bohemian_watten.state"

INFO = family_game("bohemian-watten", "Bohemian Watten", (2, 3, 4), 4, BohemianWattenRules, PRESETS, PRESET_LABELS,
                   f"{_ENGINE}:BohemianWattenState",
                   position=80, table="kartln.gui.games.bohemian_watten:BohemianWattenUi")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "BohemianWattenRules", "BohemianWattenState"]

__getattr__ = lazy_exports(__name__, _ENGINE, ("BohemianWattenState",))
