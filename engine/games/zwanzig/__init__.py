"""Zwanzig ("twenty down"): rules/zwanzig.md."""

from typing import TYPE_CHECKING

from kartln.engine.game_info import lazy_exports
from kartln.engine.games.rams_family import family_game
from kartln.engine.games.zwanzig.rules import PRESET_LABELS, PRESETS, ZwanzigRules

if TYPE_CHECKING:
    from kartln.engine.games.zwanzig.state import ZwanzigState

# the game's engine: imported with its first match (or its names below), not with the list of games
_ENGINE = "kartln.engine.games.zwanzig.state"

INFO = family_game("zwanzig", "Zwanzig", (4,), 4, ZwanzigRules, PRESETS, PRESET_LABELS, f"{_ENGINE}:ZwanzigState",
                   position=70, table="kartln.gui.games.zwanzig:ZwanzigUi")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "ZwanzigRules", "ZwanzigState"]

__getattr__ = lazy_exports(__name__, _ENGINE, ("ZwanzigState",))
