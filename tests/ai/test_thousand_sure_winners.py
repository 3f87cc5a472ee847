"""Thousand: a rule says "nobody can beat this card" only when the seat's knowledge rules out every
way to beat it; the same card chosen on the odds goes by the rule that says so."""

from __future__ import annotations

from ai_helpers import do, text, view
from kartln.ai.thousand import play
from kartln.engine.cards import parse_card
from test_thousand_rules_ai import play_phase

HANDS = ("AS KS KH QH AD 9D 9C", "9S JS QS 10S AH 9H JC", "JH 10H AC 10C KC QC KD", "10D QD JD", ("9C", "9D"))


def test_without_trumps_a_master_is_sure() -> None:
    s = play_phase(*HANDS)
    do(s, "play AD", "play 9C", "play 9D")
    do(s, "play AS", "play 9S", "play QC")
    obs, legal, ctx = view(s)
    sure = play.lead_cash_sure_master(obs, legal, ctx)
    assert sure is not None and text(sure) == text(play.lead_cash_master(obs, legal, ctx)) == "play 10D"


def test_a_master_a_void_player_may_trump_is_only_likely() -> None:
    s = play_phase(*HANDS)
    do(s, "play AD", "play 9C", "play 9D")
    do(s, "play AS", "play 9S", "play QC")  # seat 2 shows no spades
    do(s, "play QH+", "play AH", "play JH")  # hearts are trumps; seat 1 leads, seat 2 may still hold one
    obs, legal, ctx = view(s)
    assert obs.seat == 1
    assert text(play.lead_cash_master(obs, legal, ctx)) == "play 10S"  # no higher spade is out
    assert play.lead_cash_sure_master(obs, legal, ctx) is None
    assert not ctx.know.stays_winning(parse_card("10S"), [0, 2])
