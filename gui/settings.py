"""The user's settings: a small versioned JSON file in the config dir.

A missing file means defaults. A damaged file (JSON that :mod:`kartln.engine.strict_json` refuses,
wrong structure) is moved aside with its bytes kept, and the previous copy (``settings.json.bak``,
which every save keeps) is read instead; only when that is damaged or missing too are the defaults
used. A single bad value falls back to its default. Either way the caller gets a
:class:`SettingsLoad` saying what happened, so the window can tell the user.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from kartln.engine.quoting import one_line
from kartln.engine.strict_json import read_bytes, read_json
from kartln.gui.storage import atomic_write_text, backup_path, move_aside

VERSION = 1

DECK_CHOICES = ("french", "french4", "german")
BACK_CHOICES = ("red", "blue")
TABLE_COLOURS = {
    "green": "#1d5b3a",
    "blue": "#1d3f63",
    "red": "#6a2229",
    "brown": "#5a4028",
    "grey": "#3c4247",
}
SPEEDS = ("off", "fast", "normal", "slow")
AI_LEVELS = ("easy", "normal", "hard", "expert")
LANGUAGES = ("system", "en", "de", "pl", "ru", "uk", "cs", "hr")
# Suit orders for sorting a hand (neutral suit ids: 0 hearts, 1 diamonds, 2 clubs, 3 spades).
SUIT_ORDERS = {
    "alternating": (3, 0, 2, 1),  # ♠ ♥ ♣ ♦: colours alternate
    "hearts_first": (0, 1, 2, 3),
    "spades_first": (3, 2, 1, 0),
}


@dataclass(frozen=True)
class Settings:
    deck: str = "french"
    back: str = "red"
    table_colour: str = "green"
    animation_speed: str = "normal"
    ai_level: str = "normal"
    player_name: str = ""
    language: str = "system"
    suit_order: str = "alternating"
    auto_marriage: bool = False  # declare a marriage without asking whenever it is possible
    click_to_play: bool = False  # one click plays a card (otherwise click selects, a second click plays)
    confirm_abandon: bool = True  # ask before a new game replaces a running match
    pause_after_deal: bool = True  # wait for a click on the end-of-deal summary
    show_count: bool = True  # the running count of the deal in the info box
    collect_on_click: bool = False  # a full trick stays on the table until a click collects it
    undo_vs_computers: bool = True  # Undo takes back moves in a match against computer players
    undo_hot_seat: bool = False  # Undo in hot-seat play too, where a move taken back was seen by the others
    last_game: str = "thousand"
    last_players: int = 3
    last_preset: str = ""
    last_seats: tuple[tuple[str, str, str], ...] = ()  # the last new game's seats: (name, "human"/"ai", level)
    guide_offered: tuple[str, ...] = ()  # the games whose first match offered a guided deal (once each)
    extra: dict[str, Any] = field(default_factory=dict)  # keys written by newer versions, kept

    def with_(self, **changes: Any) -> Settings:
        return replace(self, **changes)


_CHOICES: dict[str, tuple[Any, ...]] = {
    "deck": DECK_CHOICES,
    "back": BACK_CHOICES,
    "table_colour": tuple(TABLE_COLOURS),
    "animation_speed": SPEEDS,
    "ai_level": AI_LEVELS,
    "language": LANGUAGES,
    "suit_order": tuple(SUIT_ORDERS),
}


@dataclass(frozen=True)
class SettingsLoad:
    settings: Settings
    problem: str = ""  # why the settings file could not be used; empty when it could
    set_aside: tuple[Path, ...] = ()  # where damaged files went (their bytes unchanged)
    reset_keys: tuple[str, ...] = ()  # single values replaced by their defaults
    restored: bool = False  # the settings came from the previous copy


MAX_SEATS = 5


def _seats(value: Any) -> tuple[tuple[str, str, str], ...] | None:
    """The remembered seats of a settings file, or None when they are not that."""
    if not isinstance(value, list) or len(value) > MAX_SEATS:
        return None
    seats = []
    for entry in value:
        if (not isinstance(entry, list) or len(entry) != 3 or not all(isinstance(x, str) for x in entry)
                or entry[1] not in ("human", "ai") or len(entry[0]) > 40 or len(entry[2]) > 40):
            return None
        seats.append((entry[0], entry[1], entry[2]))
    return tuple(seats)


MAX_GAME_IDS = 100


def _game_ids(value: Any) -> tuple[str, ...] | None:
    """A list of game ids of a settings file, or None when it is not that."""
    if not isinstance(value, list) or len(value) > MAX_GAME_IDS:
        return None
    if not all(isinstance(x, str) and 0 < len(x) <= 40 for x in value):
        return None
    return tuple(dict.fromkeys(value))


#: Settings read from the file by a parser of their own (None: the value is not that).
_PARSED: dict[str, Callable[[Any], Any]] = {"last_seats": _seats, "guide_offered": _game_ids}


def _valid(name: str, value: Any, default: Any) -> bool:
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, int):
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(default, str):
        if not isinstance(value, str):
            return False
        return name not in _CHOICES or value in _CHOICES[name]
    return True


def from_dict(data: dict[str, Any]) -> tuple[Settings, tuple[str, ...]]:
    """Settings from a dict; returns the keys whose values were invalid and reset."""
    defaults = Settings()
    values: dict[str, Any] = {}
    bad: list[str] = []
    known = {f.name for f in fields(Settings)} - {"extra"}
    for name in known:
        if name not in data:
            continue
        default = getattr(defaults, name)
        if name in _PARSED:  # values kept in another shape than the file's
            parsed = _PARSED[name](data[name])
            if parsed is None:
                bad.append(name)
            else:
                values[name] = parsed
        elif _valid(name, data[name], default):
            values[name] = data[name]
        else:
            bad.append(name)
    extra = {k: v for k, v in data.items() if k not in known and k not in ("version", "extra")}
    if isinstance(values.get("player_name"), str):
        values["player_name"] = values["player_name"].strip()[:40]
    return Settings(**values, extra=extra), tuple(sorted(bad))


def to_dict(settings: Settings) -> dict[str, Any]:
    data = asdict(settings)
    extra = data.pop("extra")
    out: dict[str, Any] = {"version": VERSION, **extra}
    out.update(data)
    return out


def load_settings(path: Path) -> SettingsLoad:
    """The settings of ``path``, or of its previous copy when it is damaged or missing (a write
    killed at the wrong moment could leave only the copy); the defaults when neither can be used.
    Never raises."""
    problem = ""
    set_aside: list[Path] = []
    for candidate in (path, backup_path(path)):
        if not candidate.exists():
            continue
        try:
            data = read_settings_file(candidate)
        except (OSError, ValueError) as exc:
            problem = problem or one_line(str(exc) or type(exc).__name__)
            moved = move_aside(candidate)
            if moved is not None:
                set_aside.append(moved)
            continue
        settings, bad = from_dict(data)
        return SettingsLoad(settings, problem, tuple(set_aside), bad, restored=candidate != path)
    return SettingsLoad(Settings(), problem, tuple(set_aside))


def read_settings_file(path: Path) -> dict[str, Any]:
    """The JSON object of a settings file; OSError or ValueError when it cannot be used."""
    try:
        return parse_settings(read_bytes(path))
    except ValueError as exc:
        raise ValueError(f"{path.name}: {exc}") from None


def parse_settings(data: bytes) -> dict[str, Any]:
    """The JSON object of a settings file's bytes; ValueError (one line) when it cannot be used."""
    value = read_json(data)
    if not isinstance(value, dict):
        raise ValueError("the file does not hold a JSON object")
    version = value.get("version", VERSION)
    if not isinstance(version, int) or isinstance(version, bool):
        raise ValueError("the version is not a number")
    return value


def save_settings(path: Path, settings: Settings) -> None:
    atomic_write_text(path, json.dumps(to_dict(settings), indent=1, ensure_ascii=False) + "\n")
