"""Why a marriage is not offered on the first lead of a deal (Thousand §7.2, Bauernschnapsen §7).

Leading a King or Queen whose partner is in the hand normally asks whether to declare the
marriage. On the deal's first trick the leader has taken no trick yet, so the engine offers no
marriage and the card is simply played; the table says why instead of staying silent.
"""

from __future__ import annotations

from collections.abc import Sequence

from kartln.engine.actions import PlayCard
from kartln.engine.cards import NUM_RANKS, Rank
from kartln.engine.observation import Observation
from kartln.engine.state import Action
from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def partner(card: int) -> int:
    """The other card of a King's or Queen's marriage."""
    rank = Rank.QUEEN if card % NUM_RANKS == Rank.KING else Rank.KING
    return card - card % NUM_RANKS + rank


def marriage_not_yet(observation: Observation, legal: Sequence[Action], card: int) -> str:
    """The notice for leading ``card`` to the deal's first trick while holding its marriage; ''
    when a marriage question would not be asked anyway."""
    if card % NUM_RANKS not in (Rank.KING, Rank.QUEEN) or PlayCard(card) not in legal:
        return ""
    if observation.trick or observation.tricks or PlayCard(card, True) in legal:
        return ""
    hand = observation.hand or 0
    if not hand >> partner(card) & 1:
        return ""
    return tr("No marriage yet: you may declare one only once you have taken a trick.")
