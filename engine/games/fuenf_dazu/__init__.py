"""Fünf dazu! ("Five to it!"): rules/fuenf-dazu.md."""

from typing import TYPE_CHECKING

from kartln.engine.game_info import lazy_exports
from kartln.engine.games.fuenf_dazu.rules import PRESET_LABELS, PRESETS, FuenfDazuRules
from kartln.engine.games.rams_family import family_game

if TYPE_CHECKING:
    from kartln.engine.games.fuenf_dazu.state import FuenfDazuState

# the game's engine: imported with its first match (or its names below), not with the list of games
_ENGINE = "kartln.engine.games.fuenf_dazu.state"

INFO = family_game("fuenf-dazu", "Fünf dazu!", (2, 3, 4), 4, FuenfDazuRules, PRESETS, PRESET_LABELS,
                   f"{_ENGINE}:FuenfDazuState",
                   position=110, table="kartln.gui.games.fuenf_dazu:FuenfDazuUi",
                   ai="kartln.ai.fuenf_dazu.levels:fuenf_dazu_ai")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "FuenfDazuRules", "FuenfDazuState"]

__getattr__ = lazy_exports(__name__, _ENGINE, ("FuenfDazuState",))
