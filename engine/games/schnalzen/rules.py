"""Schnalzen rules as data. The rule text fixes every decision (rules/schnalzen.md §9), so the
only choice is the player count, which is four."""

from __future__ import annotations

from dataclasses import dataclass

from kartln.engine.options import option, validate


@dataclass(frozen=True, slots=True)
class SchnalzenRules:
    players: int = option(4, "Players", "Four players, each for himself.", choices=(4,))

    def __post_init__(self) -> None:
        validate(self)


PRESETS: dict[str, SchnalzenRules] = {"standard": SchnalzenRules()}
PRESET_LABELS: dict[str, str] = {"standard": "Standard (as in the rule text)"}
