"""The games Kartln plays, by stable id (ids are stored in saves and statistics).

A game registers once, in its own package: the package's ``INFO`` (a :class:`GameInfo`) says
everything the core needs and names the game's other parts (:class:`GameParts`). The games found:

- every package under :mod:`kartln.engine.games` with an ``INFO`` (the games that ship);
- every ``INFO`` named by a ``kartln.games`` entry point of an installed distribution
  (``mygame = "mygame:INFO"``), so a game can come in a package of its own;
- any entry given to :func:`register` while the program runs.

Lists of games follow :attr:`GameInfo.position`. The packaging collects the game packages and
their parts from here (``packaging/kartln.spec``).
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Iterator

from kartln.engine import games as game_packages
from kartln.engine.game_info import GameInfo, GameParts

ENTRY_POINT_GROUP = "kartln.games"

#: Every game by id, in list order. Filled at import; :func:`register` adds to it in place.
GAMES: dict[str, GameInfo] = {}


def game(game_id: str) -> GameInfo:
    if game_id not in GAMES:
        known = ", ".join(sorted(GAMES))
        raise ValueError(f"unknown game {game_id!r}; known games: {known}")
    return GAMES[game_id]


def register(info: GameInfo) -> None:
    """Add ``info`` to the games (the lists keep their order by position). ValueError when the id
    is taken by another game, or the entry is not a :class:`GameInfo`."""
    if not isinstance(info, GameInfo):
        raise ValueError(f"a game registers a GameInfo, not {type(info).__name__}")
    held = GAMES.get(info.id)
    if held is not None and held is not info:
        raise ValueError(f"the game id {info.id!r} is taken by {held.title}")
    ordered = sorted({**GAMES, info.id: info}.values(), key=lambda g: (g.position, g.id))
    GAMES.clear()
    GAMES.update((g.id, g) for g in ordered)


def unregister(game_id: str) -> None:
    """Remove a game registered while the program runs (a game that ships stays)."""
    GAMES.pop(game_id, None)


def shipped_games() -> Iterator[GameInfo]:
    """The ``INFO`` of every package under :mod:`kartln.engine.games` (shared modules, such as the
    Rams family's core, have none)."""
    for module in pkgutil.iter_modules(game_packages.__path__, game_packages.__name__ + "."):
        if module.ispkg:
            info = getattr(importlib.import_module(module.name), "INFO", None)
            if info is not None:
                yield info


def installed_games() -> Iterator[GameInfo]:
    """The entries named by other installed distributions; one that fails to load is reported on
    stderr in one line and left out, so a broken add-on cannot stop the program. A frozen
    application carries no other distributions: it skips the look (and importlib.metadata's import)."""
    if getattr(sys, "frozen", False):
        return
    from importlib.metadata import entry_points

    for point in entry_points(group=ENTRY_POINT_GROUP):
        try:
            info = point.load()
            if not isinstance(info, GameInfo):
                raise TypeError(f"it names a {type(info).__name__}, not a GameInfo")
        except Exception as exc:  # an add-on's own failure, whatever it is
            print(f"kartln: the game {point.name!r} ({point.value}) is left out: {exc}", file=sys.stderr)
            continue
        yield info


def part_modules() -> list[str]:
    """The modules the games name (computer players, tables, the packages of rules pages): a frozen
    application must carry them, as only their names lead there."""
    modules: set[str] = set()
    for info in GAMES.values():
        for reference in (info.parts.ai, info.parts.table, info.parts.rules_page):
            if reference:
                modules.add(reference.partition(":")[0])
    return sorted(modules)


def _register_all() -> None:
    for info in shipped_games():
        register(info)
    for info in installed_games():
        if info.id in GAMES:
            print(f"kartln: the game {info.id!r} of an add-on is left out: a game of that id ships",
                  file=sys.stderr)
            continue
        register(info)


_register_all()

__all__ = ["ENTRY_POINT_GROUP", "GAMES", "GameInfo", "GameParts", "game", "register", "unregister"]
