"""Mönch: rules/moench.md (Ramsen with the Mönch as the top trump)."""

from typing import TYPE_CHECKING

from kartln.engine.game_info import lazy_exports
from kartln.engine.games.moench.rules import PRESET_LABELS, PRESETS, MoenchRules
from kartln.engine.games.rams_family import family_game

if TYPE_CHECKING:
    from kartln.engine.games.moench.state import MoenchState

# the game's engine: imported with its first match (or its names below), not with the list of games
_ENGINE = "kartln.engine.games.moench.state"

INFO = family_game("moench", "Mönch", (3, 4, 5), 4, MoenchRules, PRESETS, PRESET_LABELS, f"{_ENGINE}:MoenchState",
                   position=40, table="kartln.gui.games.ramsen:MoenchUi")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "MoenchRules", "MoenchState"]

__getattr__ = lazy_exports(__name__, _ENGINE, ("MoenchState",))
