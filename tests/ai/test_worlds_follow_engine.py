"""Every world the hard player searches plays by the engine's rules, under every option.

For each game of the engine's registry and each of its options set away from the default (each
yes/no flipped, each other choice, a number at its bounds and just above the lowest), the hard
player (a small search budget) plays for seat 0 against random players until it has searched.
Each trick kernel its search builds, for the card play or for a decision before the tricks, is a
world: the real match with the kernel's hands, from the kernel's first lead when it was built
before the tricks. Card by card along a random line, the kernel's legal cards must be the
engine's, so an option that changes the order or the following rule cannot be missed by the AI.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest
from kartln.ai.kernel import TrickKernel
from kartln.ai.levels import make_agent
from kartln.engine import events as ev
from kartln.engine.actions import PlayCard
from kartln.engine.cards import card_text, cards_in
from kartln.engine.game_info import GameInfo
from kartln.engine.games.rams_family import RamsMatch
from kartln.engine.match import TrickMatch
from kartln.engine.options import OptionInfo, options_of
from kartln.engine.registry import GAMES, game

#: The hard player with a small budget: two worlds a decision; the auctions by the rules (their
#: simulations play engine states, not kernels of this match).
HARD = {
    "thousand": "hard:worlds=2:bid_worlds=0:exact_cards=12",
    "bauernschnapsen": "hard:worlds=2:min_worlds=1:bid_worlds=0",
}
HARD_FAMILY = "hard:worlds=2:min_worlds=1:decision_worlds=2"
MAX_DEALS = 8  # a variant plays deals (new matches when one ends) until the hard player has searched


def option_values(o: OptionInfo) -> list[Any]:
    """The values of an option other than its default that a variant plays."""
    if o.kind is bool:
        return [not o.default]
    if o.choices is not None:
        return [c for c in o.choices if c != o.default]
    bounds = [o.minimum, None if o.minimum is None else o.minimum + 1, o.maximum]
    return sorted({v for v in bounds if v is not None and v != o.default})


def variants(info: GameInfo) -> Iterator[tuple[str, Any]]:
    """(label, rules): the default rules, then each option moved off its default alone."""
    default = info.default_rules()
    yield "default", default
    for o in options_of(info.rules_class):
        for value in option_values(o):
            yield f"{o.key}={value}", replace(default, **{o.key: value})  # type: ignore[type-var]


def engine_world(state: TrickMatch[Any], kernel: TrickKernel) -> TrickMatch[Any] | None:
    """The match with the kernel's hands, at the kernel's position; None when the kernel is not a
    world of this decision (it replays an earlier position, for inference) or the engine cannot
    start the deal's tricks yet (its trumps are still to be made)."""
    world = state.clone()
    if world.phase == "play":
        if kernel.trick != world.trick or kernel.tricks != world.tricks or kernel.to_act != world.current_player():
            return None
    elif not isinstance(world, RamsMatch) or world.order is None:
        return None
    else:  # a decision before the tricks: the kernel plays the deal from its first lead
        world._set_active(kernel.seats)
        world._start_tricks(kernel.to_act, world.deal_order(), world.follow_rule())
    world.hands = list(kernel.hands)
    world._playable = -1  # the cached legal cards were the real hands'
    return world


def check_world(state: TrickMatch[Any], kernel: TrickKernel, rng: random.Random, where: str) -> bool:
    """Play a random line through the kernel and its engine world, each card legal in both, while
    the engine plays on in the same deal; False when the kernel is no world of this decision. A
    lead that may declare a marriage declares it in both (the kernel declares what it can)."""
    world = engine_world(state, kernel)
    if world is None:
        return False
    k = kernel.copy()
    deal = world.deal_no
    while not k.done() and world.phase == "play" and world.deal_no == deal:
        legal = {a.card for a in world.legal_actions() if isinstance(a, PlayCard)}
        held = " ".join(card_text(c) for c in cards_in(k.hands[k.to_act]))
        trick = " ".join(card_text(c) for c in k.trick)
        assert k.to_act == world.current_player(), where
        assert set(cards_in(k.legal())) == legal, f"{where}: trick [{trick}], hand [{held}], rule {k.rule}"
        c = rng.choice(sorted(legal))
        k.play(c)
        world.apply(PlayCard(c, True) if PlayCard(c, True) in world.legal_actions() else PlayCard(c))
    return True


def play_variant(info: GameInfo, label: str, rules: Any, kernels: list[TrickKernel], seed: int,
                 whole_deal: bool = False) -> int:
    """Deals of ``rules`` with the hard player in seat 0 until it has searched (``whole_deal``: and
    that deal is over); the worlds checked."""
    hard = make_agent(info.id, HARD.get(info.id, HARD_FAMILY), seed, rules)
    rng = random.Random(seed)
    state = info.new_state(rules, seed)
    checked = deals = 0
    while deals < MAX_DEALS and not (checked and (deals or not whole_deal)):
        if state.is_terminal():
            state = info.new_state(rules, rng.randrange(1 << 30))
        assert isinstance(state, TrickMatch)
        seat, legal = state.current_player(), state.legal_actions()
        if seat == 0:
            kernels.clear()
            action = hard.choose(state.observation(seat), legal)
            where = f"{info.id} {label}, deal {state.deal_no}, {state.phase}"
            checked += sum(check_world(state, k, rng, where) for k in list(kernels))
        else:
            action = info.random_action(legal, rng)
        deals += sum(isinstance(e, ev.DealScored) for e in state.apply(action)) + state.is_terminal()
    return checked


@pytest.fixture
def kernels(monkeypatch: pytest.MonkeyPatch) -> list[TrickKernel]:
    """Every trick kernel built from now on, as it was built (searches copy and change them)."""
    made: list[TrickKernel] = []
    build = TrickKernel.__init__

    def recording(self: TrickKernel, *args: Any, **kwargs: Any) -> None:
        build(self, *args, **kwargs)
        made.append(self.copy())

    monkeypatch.setattr(TrickKernel, "__init__", recording)
    return made


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_searched_world_plays_by_the_engine_under_every_option(game_id: str,
                                                                     kernels: list[TrickKernel]) -> None:
    info = game(game_id)
    unchecked = [label for label, rules in variants(info) if not play_variant(info, label, rules, kernels, seed=1)]
    assert not unchecked, f"{game_id}: the hard player searched no world under {unchecked}"


@pytest.mark.slow
@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_searched_world_plays_by_the_engine_over_whole_deals(game_id: str, kernels: list[TrickKernel],
                                                                  slow_count: Callable[[int], int]) -> None:
    """The same over more seeds, each variant until a whole deal with searches is over."""
    info = game(game_id)
    for seed in (2, 3, 4)[:slow_count(3)]:
        unchecked = [label for label, rules in variants(info)
                     if not play_variant(info, label, rules, kernels, seed, whole_deal=True)]
        assert not unchecked, f"{game_id}, seed {seed}: the hard player searched no world under {unchecked}"
