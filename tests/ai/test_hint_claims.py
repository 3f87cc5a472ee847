"""Hints never claim what is false: a hint whose words claim a certainty about the trick
(a game's ``Reasons.certain``) is true in every deal consistent with what the seat saw, and every
reason worded as certain is classified."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest
from kartln.ai import claims
from kartln.ai.bauernschnapsen import search as bauernschnapsen_search
from kartln.ai.belief import Assignment, Belief, card_belief
from kartln.ai.determinize import enumerate_worlds, sample_world
from kartln.ai.hint_reasons import STAYS_UNDER, TAKES
from kartln.ai.hints import suggest
from kartln.ai.rams_family.knowledge import Ctx
from kartln.ai.registry import every_game_ai, game_ai
from kartln.ai.thousand.belief import thousand_belief
from kartln.engine.actions import PlayCard
from kartln.engine.cards import CardSet, Rank, Suit, card, cards_in
from kartln.engine.observation import Observation
from kartln.engine.registry import GAMES, game
from kartln.engine.state import GameState

CERTAIN_WORDS = re.compile(r"\b(cannot|can't|nobody|must|surely|sure|always|never|only|certain)\b"
                           r"|takes (the|this) trick", re.IGNORECASE)
HEDGES = re.compile(r"\b(likely|unlikely|chance|more often|almost|near-certain|promises?|could|may have)\b",
                    re.IGNORECASE)

#: The belief each game's players hold where it knows more than the generic one (gifts, marriages).
BELIEFS: dict[str, Callable[[Any], Belief]] = {
    "thousand": lambda obs: thousand_belief(obs, True),
    "bauernschnapsen": lambda obs: bauernschnapsen_search.belief(obs, True),
}


def texts(words: str | dict[str, str]) -> list[str]:
    return [words] if isinstance(words, str) else list(words.values())


@pytest.mark.parametrize("game_id", list(every_game_ai()))
def test_every_reason_worded_as_certain_is_classified(game_id: str) -> None:
    reasons = game_ai(game_id).reasons
    certain, by_sight = set(reasons.certain), reasons.by_sight
    unclassified = sorted(
        rule for rule, words in reasons.words.items() for text in texts(words)
        if CERTAIN_WORDS.search(text) and not HEDGES.search(text) and rule not in certain | by_sight)
    assert not unclassified, f"reasons worded as certain, neither checked nor by sight: {unclassified}"
    assert certain | by_sight <= set(reasons.words)
    assert not certain & by_sight


def led_suit_cards(obs: Observation, card: int) -> CardSet:
    """The cards of the suit led to the trick the card goes to (its own suit on a lead)."""
    assert obs.order is not None
    led = obs.trick[0][1] if obs.trick else card
    return obs.order.suit_masks[obs.order.effective[led]]


def worlds(belief: Belief, num_players: int, suit_cards: CardSet, rng: random.Random) -> Iterator[Assignment]:
    """Every world the belief allows where there are few; else random ones, and for every seat and
    every hidden card it may hold, one where it does and one where it also holds none of the led
    suit (so a claim that holds in all of them rests on what the seat knows, not on luck)."""
    every = enumerate_worlds(belief, 300)
    if every is not None:
        yield from every
        return
    for _ in range(20):
        world, strict = sample_world(belief, rng)
        if strict:
            yield world
    for seat in range(num_players):
        for x, allowed in belief.allowed.items():
            if not allowed >> seat & 1 or not belief.capacity[seat]:
                continue
            for void in (False, True):
                pinned = Belief(belief.locations, dict(belief.allowed), list(belief.capacity), list(belief.checks))
                pinned.pin(x, seat)
                if void:
                    pinned.exclude(seat, suit_cards & ~(1 << x))
                    if any(not m for m in pinned.allowed.values()):
                        continue
                try:
                    world, strict = sample_world(pinned, rng, tries=30)
                except ValueError:
                    continue
                if strict:
                    yield world


def false_claims(game_id: str, positions: int, seed: int) -> tuple[int, list[str]]:
    """Play random matches of ``game_id``; at card-play decisions take the hint and check its
    certainty claim, if any, in every world the seat's belief allows and in the real deal."""
    info = game(game_id)
    rng = random.Random(seed)
    belief_of = BELIEFS.get(game_id, card_belief)
    checked, wrong = 0, []
    match = 0
    while checked < positions and match < 200:
        rules = info.default_rules(info.player_counts[match % len(info.player_counts)])
        state: GameState = info.new_state(rules, seed * 1000 + match)
        match += 1
        while not state.is_terminal() and len(state.sheet) < 3 and checked < positions:  # type: ignore[attr-defined]
            seat = state.current_player()
            obs, legal = state.observation(seat), tuple(state.legal_actions())
            if len(legal) > 1 and isinstance(legal[0], PlayCard) and obs.order is not None:
                hint = suggest(game_id, obs, legal, rng.randrange(1000), rules)
                claim = game_ai(game_id).reasons.claim_of(hint.rule, hint.action)
                if claim is not None:
                    assert isinstance(hint.action, PlayCard)
                    checked += 1
                    card = hint.action.card
                    real = claims.claim_holds(claim, obs, card, claims.dealt_hands(state))
                    suit_cards = led_suit_cards(obs, card)
                    results = [claims.claim_holds(claim, obs, card, w)
                               for w in worlds(belief_of(obs), obs.num_players, suit_cards, rng)]
                    assert results, f"{game_id}: no world consistent with the observation"
                    seen = all(results)
                    if not (real and seen):
                        wrong.append(f"{hint.rule} {hint.action.text()} in {obs.trick} (real deal: {real})")
            state.apply(info.random_action(legal, rng))
    return checked, wrong


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_certainty_a_hint_claims_holds_in_every_consistent_deal(game_id: str) -> None:
    checked, wrong = false_claims(game_id, 40, seed=3)
    assert not wrong, f"{game_id}: {len(wrong)} of {checked} certainty claims can be false: {wrong[:3]}"
    assert checked >= 10, f"{game_id}: only {checked} certainty claims reached"


def test_a_card_a_void_player_may_trump_is_not_sure_to_win(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check catches the old mistake: a card with no higher one of its suit out called sure."""

    def no_higher_card_out(ctx: Ctx, c: int) -> bool:
        same, _ = ctx.threats(c, ctx.trick_suit(c))
        return not any(ctx.p_held(x, ctx.after) for x in cards_in(same))

    monkeypatch.setattr(Ctx, "sure_to_win", no_higher_card_out)
    _checked, wrong = false_claims("bohemian-watten", 40, seed=3)
    assert wrong and any(w.startswith(("lead_sure_winner", "follow_sure_winner")) for w in wrong)


def test_a_void_opponent_with_a_trump_falsifies_a_sure_lead() -> None:
    """Zwanzig (F2): the top card of a plain suit led; an opponent void in it must trump."""
    info = game("zwanzig")
    state: Any = info.new_state(info.default_rules(), 11)
    while not isinstance(state.legal_actions()[0], PlayCard):
        state.apply(state.legal_actions()[0])
    obs = state.observation(state.current_player())
    assert obs.order is not None and not obs.trick and obs.trump.suit is not None
    plain = next(s for s in Suit if s != obs.trump.suit)
    ace, low = card(plain, Rank.ACE), card(plain, Rank.SEVEN)
    trump, other = card(Suit(obs.trump.suit), Rank.SEVEN), card(next(s for s in Suit if s not in (
        plain, obs.trump.suit)), Rank.SEVEN)
    obs = replace(obs, hand=1 << ace)
    hands = [0] * obs.num_players
    opponents = [s for s in obs.in_deal if s != obs.seat]
    for s in opponents:
        hands[s] = 1 << other
    spare = [c for c in (card(plain, Rank.EIGHT), card(plain, Rank.NINE)) if c != low]
    for s, c in zip(opponents[1:], spare, strict=False):
        hands[s] = 1 << c
    hands[opponents[0]] = 1 << low
    assert claims.claim_holds(TAKES, obs, ace, hands)
    hands[opponents[0]] = 1 << trump
    assert not claims.claim_holds(TAKES, obs, ace, hands)
    assert claims.claim_holds(STAYS_UNDER, obs, ace, hands)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_certainty_claim_is_false_in_self_play(game_id: str, slow_count: Callable[[int], int]) -> None:
    """The measurement of ``python -m kartln.ai.claims``: normal players' claims in the deals as dealt."""
    made = slow_count(300)
    tallies = claims.audit(game_id, made, seed=1)
    assert sum(t.made for t in tallies.values()) >= made
    assert not {rule: t.false for rule, t in tallies.items() if t.false}


def test_the_claims_command_refuses_a_wrong_value_in_one_line(capsys) -> None:  # type: ignore[no-untyped-def]
    for argv in (["nogame"], ["raub", "--claims", "0"], ["raub", "--claims", "x"]):
        with pytest.raises(SystemExit) as stop:
            claims.main(argv)
        assert stop.value.code == 2
        assert "Traceback" not in capsys.readouterr().err


def test_the_claims_command_measures_every_game_by_default(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(claims, "audit", lambda game_id, n, seed: {"lead_sure_winner": claims.Tally(n, 0)})
    assert claims.main(["--claims", "3"]) == 0
    assert capsys.readouterr().out.count("3 claims, 0 false (0.0%)") == 2 * len(claims.GAMES)
