"""The Thousand heuristic player: named rules tried in priority order for every decision.

The rule that answers is kept in :attr:`HeuristicThousandAgent.last_reason`, so a hint can say why
a move was chosen. Rules can be switched off by name through :class:`HeuristicParams`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from kartln.ai.thousand import bidding, marriage, play, stock
from kartln.ai.thousand.cards import VALUES_FRENCH, cards_of
from kartln.ai.thousand.context import Ctx, HeuristicParams, Rule, legal_cards
from kartln.ai.thousand.knowledge import read_observation
from kartln.ai.thousand.values import shed_cost
from kartln.engine.actions import PlayCard
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.state import Action

AUCTION_RULES: tuple[Rule, ...] = (
    bidding.blind_bid_when_behind,
    bidding.blind_look_first,
    bidding.bid_forced_opening,
    bidding.bid_barrel_needs_marriage,
    bidding.bid_stop_barrel_player,
    bidding.bid_by_estimate,
    bidding.bid_pass,
)
REDEAL_RULES: tuple[Rule, ...] = (stock.redeal_four_nines, stock.redeal_weak_stock, stock.redeal_keep)
LEAD_RULES: tuple[Rule, ...] = (
    play.endgame_count_out,
    marriage.marriage_declare_aces,
    marriage.marriage_cash_masters_first,
    marriage.marriage_declare_highest,
    play.lead_draw_trumps,
    play.lead_cash_sure_master,
    play.lead_cash_master,
    play.lead_partner_ruff,
    play.lead_low,
)
FOLLOW_RULES: tuple[Rule, ...] = (
    play.follow_forced,
    play.endgame_count_out,
    play.follow_make_contract_surely,
    play.follow_make_contract,
    play.follow_smear_partner_surely,
    play.follow_smear_partner,
    play.follow_secure_for_partner,
    play.follow_take_from_enemy,
    play.follow_shed,
)
RULES_BY_PHASE: dict[str, tuple[Rule, ...]] = {
    "auction": AUCTION_RULES,
    "four nines": REDEAL_RULES,
    "stock nines": REDEAL_RULES,
    "passed nines": REDEAL_RULES,
    "give": (stock.concede_hopeless, stock.give_by_simulation, stock.give_cheapest),
    "discard": (stock.concede_hopeless, stock.discard_cheapest),
    "choose stock": (stock.stock_first,),
    "contract": (stock.contract_raise_to_estimate, stock.contract_keep),
}


def rules_for(obs: ThousandObservation) -> tuple[Rule, ...]:
    if obs.phase == "play":
        return FOLLOW_RULES if obs.trick else LEAD_RULES
    return RULES_BY_PHASE.get(obs.phase, ())


class HeuristicThousandAgent:
    """A Thousand player made of small named rules (FreeDoko style)."""

    def __init__(
        self,
        seed: int = 0,
        params: HeuristicParams | None = None,
        values: tuple[int, ...] = VALUES_FRENCH,
        name: str = "heuristic",
        ace_marriage: bool = False,
    ) -> None:
        self.name = name
        self.params = params or HeuristicParams()
        self.values = values
        self.ace_marriage = ace_marriage
        self.rng = random.Random(seed)
        self.last_reason = ""

    def context(self, obs: ThousandObservation) -> Ctx:
        know = read_observation(obs, self.values, self.params.memory, self.params.coop_share, self.ace_marriage)
        return Ctx(know, self.params, self.rng)

    def choose(self, observation: Any, legal: Sequence[Action]) -> Action:
        obs: ThousandObservation = observation
        if len(legal) == 1:
            self.last_reason = "only legal action"
            return legal[0]
        ctx = self.context(obs)
        if obs.phase == "play" and self.params.noise and self.rng.random() < self.params.noise:
            action = self._noisy_play(legal, ctx)
            if action is not None:
                self.last_reason = "noise"
                return action
        return self.decide(obs, legal, ctx)

    def choose_selfish(self, obs: ThousandObservation, legal: Sequence[Action]) -> Action:
        """The rules' choice for a defender whose contract is decided either way: every point he
        takes counts for himself, none needs to go to the other defender."""
        ctx = self.context(obs)
        ctx.know.alive = False
        return self.decide(obs, legal, ctx)

    def decide(self, obs: ThousandObservation, legal: Sequence[Action], ctx: Ctx) -> Action:
        allowed = set(legal)
        disabled = self.params.disabled
        for rule in rules_for(obs):
            if rule.__name__ in disabled:
                continue
            action = rule(obs, legal, ctx)
            if action is not None and action in allowed:
                self.last_reason = rule.__name__
                return action
        self.last_reason = "first legal action"
        return legal[0]

    def _noisy_play(self, legal: Sequence[Action], ctx: Ctx) -> Action | None:
        """A random card among those that lose little (never throw away a marriage or an ace)."""
        k = ctx.know
        cards = [c for c in cards_of(legal_cards(legal)) if shed_cost(c, k, friend_wins=False) < 25]
        if not cards:
            return None
        return PlayCard(cards[int(self.rng.random() * len(cards))])
