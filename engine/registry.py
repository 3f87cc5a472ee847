"""The games Kartln plays, by stable id (ids are stored in saves and statistics).

Static imports only, so a frozen application and the type checker see every game. Each game's
package holds its own :class:`~kartln.engine.game_info.GameInfo`; adding a game adds one line here.
"""

from __future__ import annotations

from kartln.engine.game_info import GameInfo
from kartln.engine.games.bauernschnapsen import INFO as BAUERNSCHNAPSEN
from kartln.engine.games.bohemian_watten import INFO as BOHEMIAN_WATTEN
from kartln.engine.games.fuenf_dazu import INFO as FUENF_DAZU
from kartln.engine.games.moench import INFO as MOENCH
from kartln.engine.games.mulatschak import INFO as MULATSCHAK
from kartln.engine.games.rams import INFO as RAMS
from kartln.engine.games.ramsen import INFO as RAMSEN
from kartln.engine.games.raub import INFO as RAUB
from kartln.engine.games.schnalzen import INFO as SCHNALZEN
from kartln.engine.games.thousand import INFO as THOUSAND
from kartln.engine.games.zwanzig import INFO as ZWANZIG

_ORDER = (THOUSAND, BAUERNSCHNAPSEN, RAMSEN, MOENCH, RAMS, RAUB, ZWANZIG, BOHEMIAN_WATTEN, SCHNALZEN, MULATSCHAK,
          FUENF_DAZU)
GAMES: dict[str, GameInfo] = {info.id: info for info in _ORDER}


def game(game_id: str) -> GameInfo:
    if game_id not in GAMES:
        known = ", ".join(sorted(GAMES))
        raise ValueError(f"unknown game {game_id!r}; known games: {known}")
    return GAMES[game_id]


__all__ = ["GAMES", "GameInfo", "game"]
