"""The game adapter contract: what the table needs to know about a game (the view model it
fills lives in :mod:`kartln.gui.view_model`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from kartln.engine.state import Action, Event
from kartln.gui.view_model import CardChoice, OwnFace, SheetTable, Step, TableSnapshot, ViewContext, Zone


class GameUi(Protocol):
    """What the table needs to know about a game (gui/games/generic.py implements it for the shared
    vocabulary; a game's adapter adds its own)."""

    game_id: str
    rules: Any  # the match's rules (for values the observation does not carry)
    german: bool  # German suit names

    def deck_for(self, deck: str) -> str:
        """The deck to draw: the player's choice, unless the rules call for a particular pack."""
        ...

    def rules_for_deck(self, rules: Any, deck: str) -> Any:
        """The rules of a new game for a player who chose ``deck`` (a German deck plays the German pack)."""
        ...

    def own_faces(self, deck: str) -> Mapping[int, OwnFace]:
        """Cards the rules draw with another face of ``deck`` than their own, and how they are named."""
        ...

    def snapshot(self, observation: Any, ctx: ViewContext) -> TableSnapshot: ...

    def steps(
        self, before: TableSnapshot, events: Sequence[Event], observation: Any, ctx: ViewContext
    ) -> list[Step]: ...

    def card_phase(self, observation: Any, legal: Sequence[Action]) -> str:
        """"play", "give", "discard" when the seat to act chooses a card, "select" when it chooses
        several (an exchange); "" otherwise."""
        ...

    def legal_cards(self, legal: Sequence[Action]) -> frozenset[int]: ...

    def drop_zones(self, observation: Any, legal: Sequence[Action]) -> tuple[Zone, ...]: ...

    def choose_card(
        self, observation: Any, legal: Sequence[Action], card: int, zone: Zone | None, target: int
    ) -> CardChoice: ...

    def choose_cards(self, observation: Any, legal: Sequence[Action], cards: Sequence[int]) -> CardChoice:
        """What confirming a selection of several cards means (phase "select")."""
        ...

    def make_panel(self, observation: Any, legal: Sequence[Action], ctx: ViewContext, parent: Any) -> Any: ...

    def sheet(self, observation: Any, ctx: ViewContext) -> SheetTable: ...

    def deal_summary(self, row: Any, observation: Any, ctx: ViewContext) -> SheetTable | None: ...

    def winners_text(self, observation: Any, ctx: ViewContext) -> str: ...

    def last_trick(self, observation: Any) -> tuple[tuple[int, int], ...]: ...

    def last_trick_caption(self, observation: Any, ctx: ViewContext) -> str: ...

    def standings(self, observation: Any, ctx: ViewContext) -> SheetTable: ...

    def describe(self, event: Event, ctx: ViewContext) -> str: ...
