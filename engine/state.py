"""The state contract every game implements (DESIGN.md §2).

A game state is a whole match: it knows whose turn it is, which actions are legal, applies an
action and reports what happened as events. Chance (shuffling, cutting) is drawn from the match's
own seeded random generator, so a match is fully determined by (game id, rules, seed, actions).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import ClassVar, Generic, Protocol, Self, TypeAlias, TypeVar, runtime_checkable

from kartln.engine.event import Event as Event  # the contract's events, importable with the state
from kartln.engine.messages import NOT_NOW, Refusal
from kartln.engine.observation import Observation


class IllegalAction(ValueError):
    """An action the rules forbid; ``refusal`` names the rule (its message is the English words)."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal)
        self.refusal = refusal


class Action:
    """Base of all actions: small frozen dataclasses with a compact text form for records."""

    __slots__ = ()

    def text(self) -> str:
        raise NotImplementedError


class ScoreRow(Protocol):
    """One row of a match's score sheet: a deal scored, or a deal left unplayed and why."""

    @property
    def deal_no(self) -> int: ...

    @property
    def dealer(self) -> int: ...

    @property
    def changes(self) -> tuple[int, ...]:
        """Score change per seat."""
        ...

    @property
    def scores(self) -> tuple[int, ...]:
        """Match totals per seat after the deal."""
        ...

    @property
    def void_reason(self) -> str:
        """Why the deal was voided (a re-deal), in a player's words; empty for a deal that counts."""
        ...

    @property
    def played(self) -> bool:
        """Whether the cards of the deal were played out between two seats or more (not a re-deal,
        nor a deal that everybody but one left): the deals a tournament counts."""
        ...


@runtime_checkable
class DeclaredRow(Protocol):
    """The part of a row that games with a declarer have: who declared and whether he made it."""

    @property
    def declarer(self) -> int | None: ...

    @property
    def made(self) -> bool: ...


Obs = TypeVar("Obs", bound=Observation, covariant=True)  # the game's observation
Row = TypeVar("Row", bound=ScoreRow, covariant=True)  # the game's score-sheet row


class GameState(ABC, Generic[Obs, Row]):
    """A match in progress. Seats are 0..num_players-1 clockwise.

    Generic over the game's observation and score-sheet row, so that code written for one game
    reads its own fields, and code for every game reads the base ones."""

    game_id: ClassVar[str]
    deck_cards: ClassVar[tuple[int, ...]]  # the cards of the game's deck
    deal_no: int  # the deal being played (1 for the first), 0 before the first deal
    log: Sequence[Event]  # this deal's events, unredacted
    sheet: Sequence[Row]  # the score sheet: a row per deal scored or left unplayed

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

    def why_not(self, action: Action) -> Refusal | None:
        """None when ``action`` is legal now; else why the rules forbid it, in a player's words."""
        if action in self.legal_actions():
            return None
        return self.why_refused(action)

    def why_refused(self, action: Action) -> Refusal:
        """Why an action that is not legal now is refused. By default the refusal the rules raise
        on a copy of the match: a game whose checks stand apart from its moves says it directly."""
        return refusal_on_copy(self, action)

    @abstractmethod
    def observation(self, seat: int) -> Obs:
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


def refusal_on_copy(state: AnyState, action: Action) -> Refusal:
    """The refusal ``state``'s rules raise when ``action`` is applied to a copy of it."""
    try:
        state.clone().apply(action)
    except IllegalAction as exc:
        return exc.refusal
    except (TypeError, ValueError):  # an action of another game, or with values out of range
        return NOT_NOW
    return NOT_NOW


AnyState: TypeAlias = "GameState[Observation, ScoreRow]"  # a match of any game
