"""The panels over the table read clearly: light words on the dark frame, switches included."""

from __future__ import annotations

import random

from kartln.engine.registry import game
from kartln.gui.view_model import ViewContext


def test_a_switch_in_a_panel_reads_light_on_the_dark_panel(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Thousand's "the next card goes to" switches were dark text on the dark panel."""
    from kartln.engine.actions import GiveCard
    from kartln.gui.games.thousand_panels import GivePanel
    from kartln.gui.panels.base import panel_style
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QRadioButton

    info = game("thousand")
    state = info.new_state(info.default_rules(3), 1)
    rng = random.Random(1)
    while not any(isinstance(a, GiveCard) for a in state.legal_actions()):
        state.apply(info.random_action(list(state.legal_actions()), rng))
    seat = state.current_player()
    ctx = ViewContext(("Tess", "Anna", "Boris"), seat, True, frozenset({seat}))
    panel = GivePanel(state.observation(seat), state.legal_actions(), ctx, None)
    panel.setStyleSheet(panel_style(14))
    qtbot.addWidget(panel)
    panel.show()
    switches = panel.findChildren(QRadioButton)
    assert len(switches) == 2
    for b in switches:
        b.ensurePolished()
        assert b.palette().color(QPalette.ColorRole.WindowText).lightness() > QColor("#a0a0a0").lightness()
