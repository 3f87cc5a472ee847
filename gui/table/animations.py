"""Animation speeds and the building blocks of card motion (all QPropertyAnimation, eased).

Every duration passes through the pace (kartln.gui.timers): at a pace of zero a motion takes no
wall time, yet ends, as in play, on a later turn of the event loop.
"""

from __future__ import annotations

from kartln.gui.timers import pace, paced_ms
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QTimer,
)
from shiboken6 import isValid

SPEED_FACTORS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}

# Motion time of each kind of step at normal speed, in milliseconds.
MOTION_MS: dict[str, int] = {
    "sync": 240,
    "deal": 300,
    "move": 380,
    "play": 300,
    "show": 380,
    "collect": 420,
    "bid": 160,
    "announce": 220,
    "scored": 260,
    "match_over": 260,
    "select": 110,
}
DEAL_STAGGER_MS = 42


def factor(speed: str) -> float:
    return SPEED_FACTORS.get(speed, 1.0)


def rest_seconds(hold: float, least: float, speed: float) -> float:
    """How long the table rests after a step's motion at animation ``speed`` (before the pace):
    its hold scaled by the speed, never shorter than its least wait, and none with animations off."""
    return max(hold * speed, least) if speed > 0 else 0.0


def prop(target: QObject, name: bytes, start: object, end: object, ms: int,
         curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QPropertyAnimation:
    a = QPropertyAnimation(target, name)
    a.setStartValue(start)
    a.setEndValue(end)
    a.setDuration(max(1, paced_ms(ms)))
    a.setEasingCurve(curve)
    return a


def move(target: QObject, start: QPointF, end: QPointF, ms: int,
         curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QPropertyAnimation:
    return prop(target, b"pos", start, end, ms, curve)


def pause(ms: int) -> QPauseAnimation:
    return QPauseAnimation(paced_ms(ms))


def run(anim: QAbstractAnimation) -> None:
    """Start ``anim``, deleted once stopped; at a pace of zero it ends on the next turn of the event loop."""
    anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
    if pace() == 0:
        QTimer.singleShot(0, anim, lambda: finish(anim))


def finish(anim: QAbstractAnimation | None) -> None:
    """Jump a running animation to its end (its finished signal fires)."""
    if anim is not None and isValid(anim) and anim.state() != QAbstractAnimation.State.Stopped:
        anim.setCurrentTime(anim.totalDuration())
