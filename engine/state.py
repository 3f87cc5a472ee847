"""The state contract every game implements (DESIGN.md §2).

A game state is a whole match: it knows whose turn it is, which actions are legal, applies an
action and reports what happened as events. Chance (shuffling, cutting) is drawn from the match's
own seeded random generator, so a match is fully determined by (game id, rules, seed, actions).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar, Self


class IllegalAction(ValueError):
    """An action the rules forbid; the message names the rule in a player's words."""


class Action:
    """Base of all actions: small frozen dataclasses with a compact text form for records."""

    __slots__ = ()

    def text(self) -> str:
        raise NotImplementedError


class Event:
    """Something that happened. Every seat may see it unless :meth:`audience` says otherwise.

    An event with a restricted audience is shown to other seats as :meth:`redacted` (or not at
    all when that returns None), so observations never carry a hidden card.
    """

    __slots__ = ()

    def audience(self) -> frozenset[int] | None:
        """The seats that may see this event; None means every seat."""
        return None

    def redacted(self) -> Event | None:
        """What the other seats see instead, or None when they see nothing."""
        return None

    def view_for(self, seat: int) -> Event | None:
        aud = self.audience()
        return self if aud is None or seat in aud else self.redacted()


class GameState(ABC):
    """A match in progress. Seats are 0..num_players-1 clockwise."""

    game_id: ClassVar[str]
    deck_cards: ClassVar[tuple[int, ...]]  # the cards of the game's deck

    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, or -1 when the match is over."""

    @abstractmethod
    def legal_actions(self) -> Sequence[Action]: ...

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the current player; raise :class:`IllegalAction` if forbidden."""

    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def clone(self) -> Self: ...

    @abstractmethod
    def observation(self, seat: int) -> Any:
        """What ``seat`` may know, and nothing more."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """Read an action's record text in the context of this state."""

    @abstractmethod
    def winners(self) -> list[int]:
        """The winning seats of a finished match (empty while it runs)."""

    @abstractmethod
    def scores(self) -> list[int]:
        """Current match scores per seat."""

    @abstractmethod
    def card_zones(self) -> dict[str, int]:
        """Where the cards of the deal lie, as bitmasks by zone (hands, played, stock, ...): every
        card of the game's deck lies in exactly one zone. For tests and bug reports."""
