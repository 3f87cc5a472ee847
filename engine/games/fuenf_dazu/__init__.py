"""Fünf dazu! ("Five to it!"): rules/fuenf-dazu.md."""

from kartln.engine.games.fuenf_dazu.rules import PRESET_LABELS, PRESETS, FuenfDazuRules
from kartln.engine.games.fuenf_dazu.state import FuenfDazuState

__all__ = ["PRESETS", "PRESET_LABELS", "FuenfDazuRules", "FuenfDazuState"]
