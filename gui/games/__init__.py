"""Game-specific parts of the table: snapshots, event choreography, phase panels, score sheets.

Each game has one small adapter behind the :class:`~kartln.gui.games.base.GameUi` interface; the
table, the controller and the windows stay game-agnostic. Static imports, as in the engine
registry, so a frozen application sees every game.
"""

from __future__ import annotations

from kartln.gui.games.base import GameUi
from kartln.gui.games.bauernschnapsen import BauernschnapsenUi
from kartln.gui.games.bohemian_watten import BohemianWattenUi
from kartln.gui.games.fuenf_dazu import FuenfDazuUi
from kartln.gui.games.mulatschak import MulatschakUi
from kartln.gui.games.rams import RamsGameUi
from kartln.gui.games.ramsen import MoenchUi, RamsenUi
from kartln.gui.games.raub import RaubUi
from kartln.gui.games.schnalzen import SchnalzenUi
from kartln.gui.games.thousand import ThousandUi
from kartln.gui.games.zwanzig import ZwanzigUi

_UIS: dict[str, type[GameUi]] = {"thousand": ThousandUi, "fuenf-dazu": FuenfDazuUi,
                                 "bauernschnapsen": BauernschnapsenUi, "ramsen": RamsenUi, "moench": MoenchUi,
                                 "rams": RamsGameUi, "zwanzig": ZwanzigUi,
                                 "schnalzen": SchnalzenUi, "raub": RaubUi, "bohemian-watten": BohemianWattenUi,
                                 "mulatschak": MulatschakUi}


def game_ui(game_id: str) -> GameUi:
    try:
        return _UIS[game_id]()
    except KeyError:
        raise ValueError(f"no table for the game {game_id!r}") from None


def supported_games() -> tuple[str, ...]:
    return tuple(_UIS)
