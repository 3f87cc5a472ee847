"""The fast Thousand kernel against the reference match state (rules/thousand.md).

* Whole deals: the kernel's recorded decisions replayed in ``ThousandState`` with the same seed are
  legal at every step, are the choices of ``random_thousand_action`` with the same decision seed,
  and give the same score sheet, scores and winners (over 10,000 deals with 2, 3 and 4 players
  and many rule options).
* Card play: ``PlayKernel``'s legal cards and marriages equal the reference's legal actions at
  every play decision; trick winners, points, marriages and trumps agree; undo and copy restore.
* The marriage rule of §7.2: never on the first trick, only when leading, only with the partner;
  the ace marriage of §16 #19 (option ``ace_marriage``) likewise, worth 200 without a trump change.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import pytest
from kartln.engine import events as ev
from kartln.engine.actions import PlayCard, parse_action
from kartln.engine.cards import Card, Suit, card_text, mask, parse_card
from kartln.engine.games.thousand.kernel import (
    NO_TRUMP,
    KernelRun,
    PlayKernel,
    card_points,
    marriage_cards,
    nth_card,
    play_random_deals,
)
from kartln.engine.games.thousand.policy import random_thousand_action
from kartln.engine.games.thousand.rules import ThousandRules
from kartln.engine.games.thousand.state import ThousandState


def cset(text: str) -> int:
    return mask(parse_card(t) for t in text.split())


# ------------------------------------------------------------------ whole deals against replays


@dataclass(frozen=True)
class Config:
    name: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    matches: int = 2
    deals: int = 250  # per match, unless the match is won earlier

    def rules(self) -> ThousandRules:
        return ThousandRules(players=self.players, **self.options)


# 10,000 deals in all (test_replay_configs_cover_the_rules checks the total). Golden rounds only
# concern the first circle of a match, so those configurations play many short matches.
CONFIGS = (
    Config("3p", 3, matches=2, deals=600),
    Config("2p", 2, matches=2, deals=600),
    Config("4p", 4, matches=2, deals=600),
    Config("3p whole matches", 3, matches=2, deals=5000),
    Config("3p golden", 3, {"golden_round": True}, matches=40, deals=10),
    Config("2p golden", 2, {"golden_round": True}, matches=40, deals=10),
    Config("4p golden", 4, {"golden_round": True}, matches=40, deals=10),
    Config("3p bolts off", 3, {"bolts": False}),
    Config("3p rounding 10", 3, {"rounding": 10}),
    Config("2p polish", 2, {"rounding": 10, "bid_step": 10}),
    Config("3p blind bidding", 3, {"blind_bidding": True}),
    Config("4p german", 4, {"card_pack": "german"}),
    Config("3p german by internal suit", 3, {"card_pack": "german", "marriage_values": "by_internal_suit"}),
    Config("3p bid cap by marriages", 3, {"bid_cap_by_held_marriages": True}),
    Config("3p bids over 120 free", 3, {"marriage_needed_over_120": False, "raise_after_stock": False}),
    Config("3p no cut rule", 3, {"cut_nine_rule": False}),
    Config("4p no re-deals", 4, {"redeal_four_nines": False, "redeal_stock_nines": False,
                                 "redeal_passed_nines": False}),
    Config("3p nines as dealt only", 3, {"four_nines_original_only": True}),
    Config("3p direct win", 3, {"direct_win_below_barrel": True}),
    Config("4p barrel options", 4, {"barrel_threshold": 900, "barrel_three_deals_fine": 125,
                                    "knocked_off_fine": 120, "third_fall_resets": False,
                                    "dealer_scores_stock": False}),
    # §16 #19: the ace marriage, conceding (which the policy never does) and the dump truck.
    Config("3p ace marriage", 3, {"ace_marriage": True}, deals=400),
    Config("2p ace marriage capped bids", 2, {"ace_marriage": True, "bid_cap_by_held_marriages": True}),
    Config("3p concession and dump truck", 3, {"concession": True, "dump_truck_555": True}, deals=400),
    Config("4p house rules", 4, {"ace_marriage": True, "concession": True, "dump_truck_555": True}, deals=400),
    Config("2p house rules", 2, {"ace_marriage": True, "concession": True, "dump_truck_555": True}),
    Config("3p golden house rules", 3, {"golden_round": True, "ace_marriage": True, "concession": True,
                                        "dump_truck_555": True}, matches=20, deals=10),
)


def _seeds(cfg: Config) -> list[tuple[int, int]]:
    """(match seed, decision seed) per match; different for every configuration."""
    base = sum(map(ord, cfg.name)) * 1000
    return [(base + i, base * 7 + i) for i in range(cfg.matches)]


def _replay(rules: ThousandRules, seed: int, run: KernelRun, decision_seed: int) -> ThousandState:
    """Replay the kernel's actions; each must be legal and be the policy's own choice."""
    assert run.actions is not None
    state = ThousandState(rules, seed=seed)
    policy_rng = random.Random(decision_seed)
    for i, text in enumerate(run.actions):
        action = parse_action(text)
        legal = state.legal_actions()
        assert action in legal, (
            f"action {i} {text!r} is illegal in phase {state.phase!r} of deal {state.deal_no}; "
            f"legal: {[a.text() for a in legal][:20]}"
        )
        expected = random_thousand_action(legal, policy_rng)
        assert action == expected, f"action {i}: the kernel chose {text!r}, the policy {expected.text()!r}"
        state.apply(action)
    assert state.is_terminal() or state.current_player() >= 0
    return state


@pytest.mark.parametrize("cfg", CONFIGS, ids=[c.name for c in CONFIGS])
def test_replayed_kernel_deals_match_reference(cfg: Config) -> None:
    rules = cfg.rules()
    for seed, decision_seed in _seeds(cfg):
        run = play_random_deals(rules, seed, cfg.deals, decision_seed, record=True)
        state = _replay(rules, seed, run, decision_seed)
        for k, (ref, fast) in enumerate(zip(state.sheet, run.sheet, strict=False)):
            assert (ref.changes, ref.scores, ref.declarer, ref.contract) == (
                fast.changes, fast.scores, fast.declarer, fast.contract
            ), f"seed {seed}, sheet row {k}"
            assert ref == fast, f"seed {seed}, sheet row {k}"
        assert len(state.sheet) == len(run.sheet)
        assert state.scores() == run.scores
        assert state.winners() == list(run.winners)
        assert state.is_terminal() == bool(run.winners)
        assert [r.copy() for r in state.records] == run.records
        played = sum(1 for row in state.sheet if row.declarer is not None)
        assert played == run.deals
        if not run.winners:
            assert run.deals == cfg.deals


def test_replay_configs_cover_the_rules() -> None:
    """The replayed deals number 10,000 and reach the rare paths: re-deals, voided cuts, bolt
    fines, the barrel, finished matches, the two stocks, blind players looking, the ace marriage
    and the dump truck."""
    total = 0
    seen: set[str] = set()
    for cfg in CONFIGS:
        for seed, decision_seed in _seeds(cfg):
            run = play_random_deals(cfg.rules(), seed, cfg.deals, decision_seed, record=True)
            assert run.actions is not None
            total += run.deals
            seen.update(a.split()[0] + ("+" if a.endswith("+") else "") for a in run.actions)
            seen.update("ace marriage" for a in run.actions if a.startswith("play A") and a.endswith("+"))
            seen.update(row.void_reason for row in run.sheet if row.void_reason)
            seen.update(note.kind for row in run.sheet for note in row.notes)
            if run.winners:
                seen.add("match won")
    assert total >= 10_000
    expected = {
        "bid", "pass", "look", "redeal", "keep", "stock", "discard", "give", "contract", "play", "play+",
        "re-deal: four nines", "re-deal: nines in the stock", "re-deal: four nines after giving",
        "cut: nine at the bottom three times", "bolt", "bolt_fine", "arrived", "attempt", "fell",
        "knocked_off", "won", "match won", "ace marriage", "dump_truck",
    }
    assert expected <= seen, expected - seen


def test_recording_does_not_change_the_deals() -> None:
    rules = ThousandRules(players=3)
    quiet = play_random_deals(rules, 5, 200, 9)
    loud = play_random_deals(rules, 5, 200, 9, record=True)
    assert quiet.actions is None
    assert (quiet.sheet, quiet.records, quiet.deals) == (loud.sheet, loud.records, loud.deals)


def test_deal_count_stops_at_the_next_deal() -> None:
    rules = ThousandRules(players=4)
    run = play_random_deals(rules, 11, 3, 12, record=True)
    assert run.deals == 3
    state = _replay(rules, 11, run, 12)
    assert state.phase in ("auction", "four nines")  # waiting for the first decision of deal 4
    none = play_random_deals(rules, 11, 0, 12)
    assert none.deals == 0 and all(row.declarer is None for row in none.sheet)


# ------------------------------------------------------------------ card play against the reference


def _reference_masks(legal: list[Any]) -> tuple[int, int]:
    plain = marriage = 0
    for a in legal:
        assert isinstance(a, PlayCard)
        if a.marriage:
            marriage |= 1 << a.card
        else:
            plain |= 1 << a.card
    return plain, marriage


@pytest.mark.parametrize(("players", "ace_marriage"), [(2, False), (3, False), (4, False), (2, True), (3, True)])
def test_play_kernel_agrees_with_reference(players: int, ace_marriage: bool) -> None:
    rules = ThousandRules(players=players, ace_marriage=ace_marriage)
    state = ThousandState(rules, seed=100 + players)
    rng = random.Random(200 + players)
    check = random.Random(300 + players)
    kernel: PlayKernel | None = None
    start: PlayKernel | None = None
    decisions = tricks = deals = marriages = 0
    while deals < 300:
        if state.is_terminal():
            state = ThousandState(rules, seed=state.deal_no)
        if state.phase != "play":
            state.apply(random_thousand_action(state.legal_actions(), rng))
            continue
        if kernel is None:
            kernel = PlayKernel.from_state(state)
            start = kernel.copy()
        legal = state.legal_actions()
        plain, marriage = _reference_masks(legal)
        assert kernel.to_act == state.to_act
        assert kernel.legal_moves() == plain
        assert kernel.marriage_moves() == marriage
        if check.random() < 0.1:  # a kernel read from the state mid-deal is the same position
            assert PlayKernel.from_state(state).key() == kernel.key()
        decisions += 1
        action = random_thousand_action(legal, rng)
        assert isinstance(action, PlayCard)
        sheet_len = len(state.sheet)
        events = state.apply(action)
        kernel.play(action.card, action.marriage)
        marriages += action.marriage
        won = [e for e in events if isinstance(e, ev.TrickWon)]
        if won:
            tricks += 1
            assert kernel.leader == won[0].seat
            assert kernel.points == won[0].points
            assert kernel.count == 0
        if len(state.sheet) > sheet_len:  # the deal is over and scored
            assert kernel.is_over()
            row = state.sheet[sheet_len]
            raw = tuple(t + m for t, m in zip(kernel.taken, kernel.marriage_points, strict=True))
            assert raw == row.raw
            assert sum(kernel.taken) == 120
            assert start is not None
            for _ in range(kernel.tricks_per_deal * kernel.trick_size):
                kernel.undo()
            assert kernel.key() == start.key()
            assert (kernel.hands, kernel.tricks, kernel.leader) == (start.hands, start.tricks, start.leader)
            kernel = start = None
            deals += 1
        else:
            assert state.phase == "play"
            assert kernel.taken == state.taken
            assert kernel.tricks == state.tricks
            assert kernel.marriage_points == state.marriage_points
            assert kernel.trick_no == state.trick_no
            assert kernel.trump == (NO_TRUMP if state.trump is None else state.trump)
    assert deals == 300
    assert decisions >= 300 * 20
    assert marriages > 50


def test_copy_is_independent_and_undo_steps_back() -> None:
    hands = [cset("AH 10H KH QH JH 9H AS 10S"), cset("AD 10D KD QD JD 9D KS QS"), cset("AC 10C KC QC JC 9C JS 9S")]
    k = PlayKernel(hands, (0, 1, 2), 0)
    k.play(parse_card("AH"))
    twin = k.copy()
    twin.play(parse_card("9D"))
    assert k.count == 1 and twin.count == 2
    assert k.hands == [hands[0] & ~cset("AH"), hands[1], hands[2]]
    twin.undo()
    assert twin.key() == k.key()


# ------------------------------------------------------------------------------ the marriage rule


def test_no_marriage_on_the_first_trick() -> None:
    """§7.2 and acceptance scenario 17.4: the declarer may not declare on trick 1, and may once he
    has taken a trick; the marriage gives its points and makes its suit trump."""
    hands = [cset("QH KH AS 10S 9S QD JD 9D"), cset("AH 10H JH 9H AD 10D KD AC"), cset("KS QS JS 10C KC QC JC 9C")]
    k = PlayKernel(hands, (0, 1, 2), 0)
    assert k.marriage_moves() == 0
    assert k.legal_moves() == hands[0]
    k.play(parse_card("AS"))
    assert k.marriage_moves() == 0  # following, never declaring
    assert k.legal_moves() == hands[1]  # void in spades, no trump yet
    k.play(parse_card("AC"))
    assert k.legal_moves() == cset("KS QS JS")
    k.play(parse_card("JS"))
    assert (k.leader, k.taken[0], k.trick_no) == (0, 24, 1)
    assert k.marriage_moves() == cset("QH KH")
    k.play(parse_card("QH"), marriage=True)
    assert k.trump == Suit.HEARTS and k.marriage_points[0] == 100
    assert k.legal_moves() == cset("AH 10H JH 9H")
    k.play(parse_card("9H"))
    assert k.legal_moves() == hands[2] & ~cset("JS")  # void in hearts and no heart trumps
    k.play(parse_card("KC"))
    assert k.leader == 0  # the Queen beats the 9 of the trump suit
    assert k.marriage_moves() == 0  # the King's partner is gone
    k.play(parse_card("QD"))
    assert k.legal_moves() == cset("AD 10D KD")
    k.play(parse_card("KD"))
    assert k.legal_moves() == cset("KS QS 10C QC JC 9C")  # hearts are trump, but he has none: any card


def test_ace_marriage_in_the_kernel() -> None:
    """§16 #19, option ``ace_marriage``. Decision: all four Aces are a marriage worth 200, declared
    like a marriage (leading one of them after the first trick) and leaving the trump as it is."""
    hands = [cset("AH AD AC AS KS QS 10S 9S"), cset("KH QH 10H JH KD QD 10D 9H"), cset("KC QC 10C JC 9C JD 9D JS")]
    off = PlayKernel(hands, (0, 1, 2), 0)
    k = PlayKernel(hands, (0, 1, 2), 0, ace_marriage=True)
    assert k.marriage_moves() == 0  # not on the first trick
    for kernel in (off, k):
        kernel.play(parse_card("10S"))
        kernel.play(parse_card("9H"))
        kernel.play(parse_card("JS"))
        assert kernel.leader == 0 and kernel.trick_no == 1
    assert off.marriage_moves() == cset("KS QS")
    assert k.marriage_moves() == cset("KS QS AH AD AC AS")
    k.play(parse_card("QS"), marriage=True)
    assert k.trump == Suit.SPADES and k.marriage_points[0] == 40
    k.play(parse_card("KH"))
    k.play(parse_card("9C"))
    assert k.leader == 0
    before = k.copy()
    k.play(parse_card("AD"), marriage=True)
    assert k.marriage_points[0] == 240 and k.trump == Suit.SPADES  # the trump stays spades
    assert k.legal_moves() == cset("KD QD 10D")
    k.play(parse_card("10D"))
    assert k.marriage_moves() == 0  # following
    k.play(parse_card("9D"))
    assert k.leader == 0 and k.marriage_moves() == 0  # three Aces and a lone King: no marriage
    for _ in range(3):
        k.undo()
    assert k.key() == before.key() and k.marriage_moves() == cset("AH AD AC AS")
    state = ThousandState(ThousandRules(ace_marriage=True), seed=1)
    rng = random.Random(2)
    while state.phase != "play":
        state.apply(random_thousand_action(state.legal_actions(), rng))
    assert PlayKernel.from_state(state).ace_marriage


def test_simulated_deals_never_declare_on_the_first_lead() -> None:
    """The first lead of every deal (right after the contract) is a plain card, though marriages
    are declared whenever the policy can; a dropped rule would show here and in the replays."""
    run = play_random_deals(ThousandRules(players=3), 77, 2000, 78, record=True)
    assert run.actions is not None
    first_leads = [run.actions[i + 1] for i, a in enumerate(run.actions) if a.startswith("contract")]
    assert len(first_leads) == run.deals
    assert all(a.startswith("play") and not a.endswith("+") for a in first_leads)
    assert any(a.endswith("+") for a in run.actions)


def test_follower_with_a_marriage_is_offered_none() -> None:
    k = PlayKernel([cset("AH 9H"), cset("KS QS")], (0, 1), 0)
    k.play(parse_card("9H"))
    k.play(parse_card("QS"))
    k.undo()
    assert k.marriage_moves() == 0 and k.legal_moves() == cset("KS QS")


# ----------------------------------------------------------------------------------- small helpers


def test_helpers() -> None:
    assert card_points(cset("AH 10D KC QS JH 9D")) == 30
    assert marriage_cards(cset("KH QH KD QS 9C")) == cset("KH QH")
    m = cset("9H KD AS")
    assert [card_text(nth_card(m, i)) for i in range(3)] == ["9H", "KD", "AS"]
    c: Card = nth_card(1 << parse_card("QC"), 0)
    assert card_text(c) == "QC"
