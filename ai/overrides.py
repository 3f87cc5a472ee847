"""Reading ``level:key=value`` overrides of a level's settings (for experiments and tournaments)."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any, TypeVar

L = TypeVar("L")


def with_overrides(level: L, name: str, overrides: list[str]) -> L:
    """``level`` (a frozen dataclass with ``name``, ``kind`` and an optional ``search`` budget)
    with ``key=value`` overrides of its own fields or of its search budget's, named ``name``."""
    search: Any = getattr(level, "search", None)
    search_keys = {f.name for f in fields(search)} if search is not None else set()
    own = {f.name for f in fields(level)} - {"name", "kind", "search"}  # type: ignore[arg-type]
    for item in overrides:
        key, _, value = item.partition("=")
        if key in search_keys:
            search = replace(search, **{key: coerce_setting(value, getattr(search, key))})
            level = replace(level, search=search)  # type: ignore[type-var]
        elif key in own:
            level = replace(level, **{key: coerce_setting(value, getattr(level, key))})  # type: ignore[type-var]
        else:
            raise ValueError(f"level {name!r} has no setting {key!r}")
    return level


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
