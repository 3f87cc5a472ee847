"""What the Rams family shares (rules/ramsen.md … mulatschak.md): five-card hands dealt 3 then
2, a turned-up trump card and a talon, exchanges, play or drop, five tricks, and a count-down sheet
on which the lowest total wins."""

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from kartln.engine.game_info import GameInfo, GameParts, lazy_exports, state_factory, uniform_random_action
from kartln.engine.state import AnyState
from kartln.engine.tricks import TrickOrder

if TYPE_CHECKING:
    from kartln.engine.games.rams_family.match import NOT_PLAYED, RamsMatch, RamsObservation, RamsPhase

__all__ = ["FAMILY_AI", "NOT_PLAYED", "RamsMatch", "RamsObservation", "RamsPhase", "TrumpRules", "family_game"]


@runtime_checkable
class TrumpRules(Protocol):
    """The rules of a family game with trumps: they say the card order each trump suit makes, the
    one its deals are played by, so a hand can be weighed before the trumps are fixed."""

    def trump_order(self, trump_suit: int) -> TrickOrder: ...


#: The computer players of a family game that decides nothing of its own before the tricks.
FAMILY_AI = "kartln.ai.rams_family.levels:family_ai"


def family_game(game_id: str, title: str, player_counts: tuple[int, ...], default_players: int,
                rules_class: type[Any], presets: Mapping[str, Any], preset_labels: Mapping[str, str],
                state_class: Callable[[Any, int], AnyState] | str, *, position: int, table: str,
                ai: str = FAMILY_AI, rules_page: str = "") -> GameInfo:
    """A family game's registry entry: counting down, a uniformly random baseline, its rules
    specification and (unless named) its rules page named after its id, the family's computer
    players unless it has its own, and its table adapter ``table``. ``state_class`` may be named as
    ``"module:Class"`` (see :func:`kartln.engine.game_info.state_factory`)."""
    return GameInfo(
        id=game_id, title=title, player_counts=player_counts, default_players=default_players,
        rules_class=rules_class, presets=presets, preset_labels=preset_labels,
        new_state=state_factory(state_class, rules_class), random_action=uniform_random_action,
        rules_file=f"{game_id}.md", counts_down=True, position=position,
        parts=GameParts(ai=ai, table=table, rules_page=rules_page or f"kartln.resources:rules/{game_id}.md"),
    )


# the family's engine: imported with a family game's first match (or these names), not with the list of games
__getattr__ = lazy_exports(__name__, "kartln.engine.games.rams_family.match",
                           ("NOT_PLAYED", "RamsMatch", "RamsObservation", "RamsPhase"))
