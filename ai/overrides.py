"""Reading ``level:key=value`` overrides of a level's settings (for experiments and tournaments)."""

from __future__ import annotations

from typing import Any


def coerce_setting(value: str, current: Any) -> Any:
    """``value`` read as the type of the setting's ``current`` value."""
    if isinstance(current, frozenset):
        return frozenset(v for v in value.split("+") if v)
    if isinstance(current, bool):
        return value.lower() in ("1", "true", "yes", "on")
    if isinstance(current, int):
        return int(value)
    if isinstance(current, float):
        return float(value)
    if current is None:
        return None if value.lower() == "none" else int(value)
    return value
