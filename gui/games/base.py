"""The game adapter contract: what the table needs to know about a game (the view model it
fills lives in :mod:`kartln.gui.view_model`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeAlias, TypeVar

from kartln.engine.match import GameRules
from kartln.engine.observation import Observation
from kartln.engine.state import Action, Event, ScoreRow
from kartln.gui.panels.base import PhasePanel
from kartln.gui.view_model import CardChoice, OwnFace, SheetTable, Step, TableSnapshot, ViewContext, Zone
from PySide6.QtWidgets import QWidget

ObsIn = TypeVar("ObsIn", bound=Observation, contravariant=True)


class TableAdapter(Protocol[ObsIn]):
    """What the table needs to know about a game whose observations are ``ObsIn``
    (gui/games/generic.py implements it for the shared vocabulary; a game's adapter adds its own)."""

    game_id: str
    rules: GameRules  # the match's rules (for values the observation does not carry)
    german: bool  # German suit names
    showcase: tuple[str, ...]  # the game's characteristic cards ("QH" ...), for its tile on the start screen

    def deck_for(self, deck: str) -> str:
        """The deck to draw: the player's choice, unless the rules call for a particular pack."""
        ...

    def rules_for_deck(self, rules: GameRules, deck: str) -> GameRules:
        """The rules of a new game for a player who chose ``deck`` (a German deck plays the German pack)."""
        ...

    def own_faces(self, deck: str) -> Mapping[int, OwnFace]:
        """Cards the rules draw with another face of ``deck`` than their own, and how they are named."""
        ...

    def card_names(self, deck: str) -> Mapping[int, str]:
        """Cards the game names its own way in sentences (the Mönch, the WELI) when ``deck`` is drawn."""
        ...

    def snapshot(self, observation: ObsIn, ctx: ViewContext) -> TableSnapshot: ...

    def match_facts(self, rules: GameRules, ctx: ViewContext) -> tuple[str, ...]:
        """What the match's rules make of the cards on screen, in the deck's words (for the rules page)."""
        ...

    def steps(
        self, before: TableSnapshot, events: Sequence[Event], observation: ObsIn, ctx: ViewContext
    ) -> list[Step]: ...

    def card_phase(self, observation: ObsIn, legal: Sequence[Action]) -> str:
        """"play", "give", "discard" when the seat to act chooses a card, "select" when it chooses
        several (an exchange); "" otherwise."""
        ...

    def legal_cards(self, legal: Sequence[Action]) -> frozenset[int]: ...

    def ordered_choice(self, observation: ObsIn, legal: Sequence[Action]) -> bool:
        """Whether the order in which several cards are chosen counts (the table numbers them)."""
        ...

    def drop_zones(self, observation: ObsIn, legal: Sequence[Action]) -> tuple[Zone, ...]: ...

    def choose_card(
        self, observation: ObsIn, legal: Sequence[Action], card: int, zone: Zone | None, target: int
    ) -> CardChoice: ...

    def choose_cards(self, observation: ObsIn, legal: Sequence[Action], cards: Sequence[int]) -> CardChoice:
        """What confirming a selection of several cards means (phase "select")."""
        ...

    def make_panel(self, observation: ObsIn, legal: Sequence[Action], ctx: ViewContext, parent: QWidget | None
                   ) -> PhasePanel | None: ...

    def sheet(self, observation: ObsIn, ctx: ViewContext) -> SheetTable: ...

    def deal_summary(self, row: ScoreRow, observation: ObsIn, ctx: ViewContext) -> SheetTable | None: ...

    def winners_text(self, observation: ObsIn, ctx: ViewContext) -> str: ...

    def last_trick(self, observation: ObsIn) -> tuple[tuple[int, int], ...]: ...

    def last_trick_caption(self, observation: ObsIn, ctx: ViewContext) -> str: ...

    def standings(self, observation: ObsIn, ctx: ViewContext) -> SheetTable: ...

    def describe(self, event: Event, ctx: ViewContext) -> str: ...

    def describe_marriage_play(self, play: Any, marriage: Event, ctx: ViewContext) -> str:
        """A card played with a marriage declared on it (``play`` a CardPlayed), in one line."""
        ...

    def info_lines(self, observation: ObsIn, ctx: ViewContext) -> tuple[str, ...]:
        """The lines at the table's top left: the deal, the contract, the trick counter ..."""
        ...

    def label(self, action: Action, ctx: ViewContext) -> str:
        """A button's text for ``action`` ('' where the game has no words for it)."""
        ...

    def move_words(self, action: Action, ctx: ViewContext) -> str:
        """A game's own move as a hint names it ("Take the trump card for Herz 7"); '' for the
        moves every game shares, which the hint words itself."""
        ...


# The adapter of some game. The table hands it the observations of that game's match (the registry
# pairs each game with its adapter), a pairing the type system cannot state: hence Any here alone.
GameUi: TypeAlias = "TableAdapter[Any]"
