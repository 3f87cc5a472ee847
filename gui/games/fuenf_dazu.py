"""Fünf dazu! on the table: no trumps, five tricks, down from 15 (rules/fuenf-dazu.md). Card play
is its only decision, so everything comes from the Rams-family adapter."""

from __future__ import annotations

from kartln.gui.games.rams_family import RamsUi


class FuenfDazuUi(RamsUi):
    game_id = "fuenf-dazu"
    showcase = ("AC", "10C", "KC")  # no trumps: the highest of the suit led wins
    multipliers = False
