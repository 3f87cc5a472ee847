"""Playing a seat's move by real input on the table: clicks on cards, drags, the panel's buttons."""

from __future__ import annotations

from kartln.engine.actions import Exchange, GiveCard, Pass, PlayCard
from kartln.gui.panels.choices import SelectPanel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from table_helpers import card_point, click_card_twice, drag, zone_point


def play_turn(qtbot, w, me, c, seat: int | None = None):  # type: ignore[no-untyped-def]
    """The move of the seat ``c`` (a window's controller, or its remote table) waits for, chosen by the
    computer player ``me`` from the seat's own view and made by real input on the window ``w``."""
    seat = c.seat if seat is None else seat
    obs, legal = c.observation(seat), c.legal_actions()
    action = me.choose(obs, legal)
    if isinstance(action, PlayCard):
        click_card_twice(qtbot, w, action.card)
        asked = w.game.panel.button_for(action) if w.game.panel is not None else None
        if asked is not None:  # a marriage with it or not: the question's answer
            qtbot.mouseClick(asked, Qt.MouseButton.LeftButton)
    elif isinstance(action, GiveCard):
        drag(qtbot, w, action.card, zone_point(w, "seat", action.to))
    elif isinstance(action, Exchange):
        panel = w.game.panel
        assert isinstance(panel, SelectPanel)
        for card in action.cards:
            qtbot.mouseClick(w.game.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(w, card))
        qtbot.mouseClick(panel.confirm, Qt.MouseButton.LeftButton)
    else:
        panel = w.game.panel
        button = panel.button_for(action) if panel is not None else None
        if button is None or not button.isVisible():  # the button that names it, else a bid typed in: pass
            label = str(w.game.ui.label(action, w.game.context()))
            named = [b for b in panel.findChildren(QPushButton) if b.isVisible() and b.text() == label]
            if named:
                button = named[0]
            elif hasattr(panel, "spin"):  # a value in steps (a contract): typed into its box
                panel.spin.lineEdit().selectAll()
                qtbot.keyClicks(panel.spin.lineEdit(), str(action.value))
                button = panel.button
            else:
                action = next(a for a in legal if isinstance(a, Pass))
                button = panel.button_for(action)
        assert button is not None, (action, legal)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return action
