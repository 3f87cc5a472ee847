"""What the Rams family shares (rules/ramsen.md … mulatschak.md): five-card hands dealt 3 then
2, a turned-up trump card and a talon, exchanges, play or drop, five tricks, and a count-down sheet
on which the lowest total wins."""

from collections.abc import Callable, Mapping
from typing import Any, Protocol, runtime_checkable

from kartln.engine.game_info import GameInfo, state_factory, uniform_random_action
from kartln.engine.games.rams_family.match import NOT_PLAYED, RamsMatch, RamsObservation, RamsPhase
from kartln.engine.state import AnyState
from kartln.engine.tricks import TrickOrder

__all__ = ["NOT_PLAYED", "RamsMatch", "RamsObservation", "RamsPhase", "TrumpRules", "family_game"]


@runtime_checkable
class TrumpRules(Protocol):
    """The rules of a family game with trumps: they say the card order each trump suit makes, the
    one its deals are played by, so a hand can be weighed before the trumps are fixed."""

    def trump_order(self, trump_suit: int) -> TrickOrder: ...


def family_game(game_id: str, title: str, player_counts: tuple[int, ...], default_players: int,
                rules_class: type[Any], presets: Mapping[str, Any], preset_labels: Mapping[str, str],
                state_class: Callable[[Any, int], AnyState]) -> GameInfo:
    """A family game's registry entry: counting down, a uniformly random baseline, and its rules
    specification named after its id."""
    return GameInfo(
        id=game_id, title=title, player_counts=player_counts, default_players=default_players,
        rules_class=rules_class, presets=presets, preset_labels=preset_labels,
        new_state=state_factory(state_class, rules_class), random_action=uniform_random_action,
        rules_file=f"{game_id}.md", counts_down=True,
    )
