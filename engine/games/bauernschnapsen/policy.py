"""The random Bauernschnapsen player of ``kartln simulate`` and the engine benchmark.

Uniformly random bidding announces the highest contract it may in almost every deal, so the
normal game and its marriages would hardly be played. This player passes three times in four
in the auction and in the Kontra chain and is uniformly random everywhere else.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from kartln.engine.actions import Pass
from kartln.engine.state import Action


def random_bauernschnapsen_action(legal: Sequence[Action], rng: random.Random) -> Action:
    if type(legal[0]) is Pass and len(legal) > 1 and rng.random() < 0.75:
        return legal[0]
    return legal[int(rng.random() * len(legal))]
