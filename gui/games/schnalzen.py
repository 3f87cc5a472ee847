"""Schnalzen on the table (rules/schnalzen.md): the trump card turned between the packets, "Stay at
home" for sitting a deal out, and the WELI."""

from __future__ import annotations

from kartln.gui.games.rams_family import RamsUi


class SchnalzenUi(RamsUi):
    game_id = "schnalzen"
    multipliers = False
    drop_word = "Stay at home"
    dropped_word = "at home"
