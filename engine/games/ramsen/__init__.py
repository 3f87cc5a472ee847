"""Ramsen: rules/ramsen.md."""

from typing import TYPE_CHECKING

from kartln.engine.game_info import lazy_exports
from kartln.engine.games.rams_family import family_game
from kartln.engine.games.ramsen.rules import PRESET_LABELS, PRESETS, RamsenRules

if TYPE_CHECKING:
    from kartln.engine.games.ramsen.state import RamsenMatch, RamsenState

# the game's engine: imported with its first match (or its names below), not with the list of games
_ENGINE = "kartln.engine.games.ramsen.state"

INFO = family_game("ramsen", "Ramsen", (3, 4, 5), 4, RamsenRules, PRESETS, PRESET_LABELS, f"{_ENGINE}:RamsenState",
                   position=30, table="kartln.gui.games.ramsen:RamsenUi")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "RamsenMatch", "RamsenRules", "RamsenState"]

__getattr__ = lazy_exports(__name__, _ENGINE, ("RamsenMatch", "RamsenState"))
