"""Thousand (Russian Schnapsen, 1000, Tysiacha): rules/thousand.md."""

from kartln.engine.games.thousand.rules import PRESET_LABELS, PRESETS, ThousandRules
from kartln.engine.games.thousand.state import ThousandState

__all__ = ["PRESETS", "PRESET_LABELS", "ThousandRules", "ThousandState"]
