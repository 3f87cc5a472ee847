"""The table says why: a refused card in the deck's words, a marriage not offered on the first
lead, a bid typed above what the hand allows."""

from __future__ import annotations

from kartln.engine.actions import PlayCard
from kartln.engine.cards import NUM_RANKS, Rank
from PySide6.QtCore import Qt
from table_helpers import (
    FAST,
    bids_stop_at_120,
    card_point,
    drag,
    hand_cards,
    must_follow,
    open_window,
    record_until,
    replayed,
    wait_for_human,
    zone_point,
)


def test_a_refused_card_is_named_in_the_german_deck_s_words(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home, FAST.with_(deck="german"))
    w.start_match(replayed(record_until(must_follow)))
    wait_for_human(qtbot, w)
    state = w.controller.state
    legal = {a.card for a in state.legal_actions() if isinstance(a, PlayCard)}
    card = min(hand_cards(state, 0) - legal)
    drag(qtbot, w, card, zone_point(w, "trick"))
    notice = w.game.scene.notice
    qtbot.waitUntil(lambda: notice.isVisible(), timeout=2000)
    text = notice.text
    assert text[0].isupper() and text.endswith(".")
    assert not set(text) & set("♠♥♦♣")
    assert any(suit in text for suit in ("Herz", "Schellen", "Eichel", "Grün"))


def _first_lead_with_marriage(state) -> bool:  # type: ignore[no-untyped-def]
    """Seat 0 leads the deal's first trick holding a King and Queen of one suit."""
    if state.phase != "play" or state.current_player() != 0 or state.trick or state.trick_no:
        return False
    hand = state.hands[0]
    return any(hand >> (s * NUM_RANKS + Rank.KING) & 1 and hand >> (s * NUM_RANKS + Rank.QUEEN) & 1
               for s in range(4))


def test_a_marriage_on_the_first_lead_is_not_offered_and_the_table_says_why(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(_first_lead_with_marriage, seeds=range(1, 3000))))
    wait_for_human(qtbot, w)
    hand = hand_cards(w.controller.state, 0)
    card = next(c for c in sorted(hand) if c % NUM_RANKS == Rank.KING and c - 1 in hand)  # K above Q
    before = len(w.controller.match.actions)
    qtbot.mouseDClick(w.game.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(w, card))
    qtbot.waitUntil(lambda: len(w.controller.match.actions) > before, timeout=3000)
    assert w.controller.match.actions[before] == PlayCard(card).text()  # played, nothing asked
    assert "No marriage yet" in w.game.scene.notice.text


def test_a_bid_typed_above_the_limit_shows_the_range_and_why(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, home)
    w.start_match(replayed(record_until(bids_stop_at_120, seeds=range(1, 3000))))
    wait_for_human(qtbot, w)
    panel = w.game.panel
    spin = panel.spin
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "150")
    note = panel.range_note
    assert note is not None and note.isVisible()
    assert "to 120" in note.text() and "marriage" in note.text()
    assert spin.value() <= 120


def _schnapsen_first_lead_with_marriage(state) -> bool:  # type: ignore[no-untyped-def]
    """Seat 0 leads the first trick of a normal game holding a King and Queen of one suit."""
    from kartln.engine.games.bauernschnapsen.contracts import Contract

    return state.contract is Contract.NORMAL and _first_lead_with_marriage(state)


def test_bauernschnapsen_says_why_no_marriage_on_the_first_lead(qtbot, home) -> None:  # type: ignore[no-untyped-def]
    record = record_until(_schnapsen_first_lead_with_marriage, ("human", "ai", "ai", "ai"), range(1, 3000),
                          "bauernschnapsen")
    w = open_window(qtbot, home)
    w.start_match(replayed(record))
    wait_for_human(qtbot, w)
    hand = hand_cards(w.controller.state, 0)
    card = next(c for c in sorted(hand) if c % NUM_RANKS == Rank.KING and c - 1 in hand)
    before = len(w.controller.match.actions)
    qtbot.mouseDClick(w.game.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(w, card))
    qtbot.waitUntil(lambda: len(w.controller.match.actions) > before, timeout=3000)
    assert "No marriage yet" in w.game.scene.notice.text
