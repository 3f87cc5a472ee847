"""Fünf dazu! ("Five to it!"): rules/fuenf-dazu.md."""

from kartln.engine.games.fuenf_dazu.rules import PRESET_LABELS, PRESETS, FuenfDazuRules
from kartln.engine.games.fuenf_dazu.state import FuenfDazuState
from kartln.engine.games.rams_family import family_game

INFO = family_game("fuenf-dazu", "Fünf dazu!", (2, 3, 4), 4, FuenfDazuRules, PRESETS, PRESET_LABELS, FuenfDazuState,
                   position=110, table="kartln.gui.games.fuenf_dazu:FuenfDazuUi",
                   ai="kartln.ai.fuenf_dazu.levels:fuenf_dazu_ai")

__all__ = ["INFO", "PRESETS", "PRESET_LABELS", "FuenfDazuRules", "FuenfDazuState"]
