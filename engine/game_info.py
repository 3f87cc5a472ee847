"""What the core knows of a game: :class:`GameInfo`, each game package's entry for the registry.

An entry says how to make a match of the game from its rules, which player counts and
partnerships it has, its rules presets and the random player that ``simulate`` and
``bench engine`` use. Its :class:`GameParts` name the rest of the game, outside the engine: its
computer players, its table adapter and its rules page. The entry is the game's one registration:
the AI registry, the table and the rules window find a game's parts from it.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar, cast

from kartln.engine.match import GameRules
from kartln.engine.options import rules_from_dict, rules_to_dict
from kartln.engine.state import Action, AnyState

RC = TypeVar("RC", bound=GameRules)
RandomPolicy = Callable[[Sequence[Action], random.Random], Action]


def uniform_random_action(legal: Sequence[Action], rng: random.Random) -> Action:
    """Any legal action, each as likely."""
    return legal[int(rng.random() * len(legal))]


def state_factory(
    state_cls: Callable[[RC, int], AnyState] | str, rules_cls: type[RC]
) -> Callable[[GameRules, int], AnyState]:
    """The registry's ``new_state`` for a game: checks that the rules are the game's own.

    The state class may be named as ``"module:Class"``: the game's engine is then imported when its
    first match is made, not with the list of games (the window starts without every engine)."""

    def new_state(rules: GameRules, seed: int) -> AnyState:
        if not isinstance(rules, rules_cls):
            raise TypeError(f"expected {rules_cls.__name__}, got {type(rules).__name__}")
        make = cast(Callable[[RC, int], AnyState], load_part(state_cls)) if isinstance(state_cls, str) else state_cls
        return make(rules, seed)

    return new_state


def lazy_exports(package: str, module: str, names: Sequence[str]) -> Callable[[str], object]:
    """A package's ``__getattr__`` (PEP 562) that imports ``names`` from ``module`` when one is first
    asked for: a game package re-exports its engine without loading it with the list of games."""

    def __getattr__(name: str) -> object:
        if name in names:
            return getattr(importlib.import_module(module), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__


@dataclass(frozen=True)
class GameParts:
    """Where a game's parts outside the engine live, named as ``"module:attribute"`` (the engine
    imports neither computer players nor window code; each part is imported when first asked for).

    - ``ai``: a function of the :class:`GameInfo` that returns the game's
      :class:`kartln.ai.registry.GameAI` (its levels, hint reasons ...); empty: no computer players.
    - ``table``: the class of its table adapter, a :class:`kartln.gui.games.base.GameUi`;
      empty: the game is played headless only.
    - ``rules_page``: ``"package:path"`` of its rules for players, a Markdown file of package data.
    """

    ai: str = ""
    table: str = ""
    rules_page: str = ""


def load_part(reference: str) -> object:
    """The object a ``"module:attribute"`` reference names; ValueError for a malformed one,
    ImportError or AttributeError where it names nothing."""
    module, colon, attribute = reference.partition(":")
    if not colon or not module or not attribute:
        raise ValueError(f"a game part is named as 'module:attribute', not {reference!r}")
    found: object = importlib.import_module(module)
    for name in attribute.split("."):
        found = getattr(found, name)
    return found


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    player_counts: tuple[int, ...]
    default_players: int
    rules_class: type[GameRules]
    presets: Mapping[str, GameRules]  # the first is the default
    preset_labels: Mapping[str, str]
    new_state: Callable[[GameRules, int], AnyState]  # (rules, seed) -> a new match
    random_action: RandomPolicy
    rules_file: str  # the specification in the shared rules folder
    counts_down: bool = False  # scores go down towards a goal (the Rams family)
    teams: tuple[tuple[int, ...], ...] = ()  # fixed partnerships, if any
    parts: GameParts = GameParts()
    position: int = 1000  # where the game stands in lists of games, lowest first (then by id)

    def default_rules(self, players: int | None = None) -> GameRules:
        rules = next(iter(self.presets.values()))
        return rules if players is None else self.rules_for_players(rules, players)

    def rules_for_players(self, rules: GameRules, players: int) -> GameRules:
        if players not in self.player_counts:
            counts = ", ".join(str(n) for n in self.player_counts)
            raise ValueError(f"{self.title} is played by {counts} players, not {players}")
        changed: GameRules = replace(rules, players=players)  # type: ignore[type-var]
        return changed

    def rules_from_dict(self, data: Mapping[str, object]) -> GameRules:
        rules: GameRules = rules_from_dict(self.rules_class, data)
        return rules

    def rules_to_dict(self, rules: GameRules) -> dict[str, Any]:
        return rules_to_dict(rules)
