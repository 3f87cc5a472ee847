"""Hints that claim certainty, checked against deals.

Some rules' words claim something certain about the trick on the table
(:attr:`~kartln.ai.hint_reasons.Reasons.certain`): the card played takes the trick, or does not, the seat
winning it keeps it, no card the seat may play takes it. Such a claim holds in a deal when every
way the seats still to play may legally finish the trick bears it out, under the trick's own order
and following rule (a void player may trump; under the must-win rules he may be forced to).

:func:`claim_holds` checks a claim against one deal's hands, on the shared trick kernel; the hint
tests check it against every deal the seat's belief allows. :func:`audit` measures, in self-play
of normal players, how often each rule's claim is false in the deal as dealt;
``python -m kartln.ai.claims [game ...] [--claims N] [--seed S]`` prints the figures.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass

from kartln.ai.hint_reasons import CANNOT_TAKE, KEEPS, STAYS_UNDER, TAKES
from kartln.ai.hints import last_rule
from kartln.ai.kernel import TrickKernel
from kartln.ai.levels import make_agent
from kartln.ai.registry import game_ai
from kartln.engine.actions import PlayCard
from kartln.engine.cards import Card, CardSet, cards_in
from kartln.engine.observation import Observation
from kartln.engine.registry import GAMES, game
from kartln.engine.state import AnyState


def trick_winners(k: TrickKernel) -> set[int]:
    """Every seat that may win the trick on the table, the seats still to play playing on legally."""
    winners: set[int] = set()
    for c in cards_in(k.legal()):
        w = k.play(c)
        if w >= 0:
            winners.add(w)
        else:
            winners |= trick_winners(k)
        k.undo()
    return winners


def winners_after(k: TrickKernel, card: Card) -> set[int]:
    """The seats that may win the trick once the seat to act has played ``card``."""
    w = k.play(card)
    winners = {w} if w >= 0 else trick_winners(k)
    k.undo()
    return winners


def claim_holds(claim: str, obs: Observation, card: Card, hands: Sequence[CardSet]) -> bool:
    """Whether ``claim`` about the seat of ``obs`` playing ``card`` is true when the seats hold
    ``hands`` (indexed by seat; the seat's own hand is read from ``obs``)."""
    k = TrickKernel.from_observation(obs, list(hands))
    me = obs.seat
    if claim == CANNOT_TAKE:
        return all(me not in winners_after(k, c) for c in cards_in(k.legal()))
    winners = winners_after(k, card)
    if claim == TAKES:
        return winners == {me}
    if claim == STAYS_UNDER:
        return me not in winners
    if claim == KEEPS:
        return len(obs.trick) > 0 and winners == {k.winner}
    raise ValueError(f"unknown claim {claim!r}")


def dealt_hands(state: AnyState) -> list[CardSet]:
    """Every seat's cards in the real deal (not a player's view: for measuring only)."""
    n = state.observation(0).num_players
    return [state.observation(s).hand or 0 for s in range(n)]


@dataclass
class Tally:
    """Claims of one rule: how many were made and how many were false in the deal as dealt."""

    made: int = 0
    false: int = 0

    @property
    def share_false(self) -> float:
        return self.false / self.made if self.made else 0.0


def audit(game_id: str, claims: int, seed: int = 0, max_decisions: int = 200_000) -> dict[str, Tally]:
    """Self-play of normal players of ``game_id`` (default rules and players) until ``claims``
    certainty claims were made: per rule, how many and how many of them were false."""
    info = game(game_id)
    rules = info.default_rules()
    reasons = game_ai(game_id).reasons
    tallies: dict[str, Tally] = {}
    made = decisions = match = 0
    while made < claims and decisions < max_decisions:
        state = info.new_state(rules, seed * 10_007 + match)
        agents = [make_agent(game_id, "normal", seed * 101 + match * 7 + s, rules) for s in range(info.default_players)]
        match += 1
        while not state.is_terminal() and made < claims and decisions < max_decisions:
            seat = state.current_player()
            obs, legal = state.observation(seat), tuple(state.legal_actions())
            action = agents[seat].choose(obs, legal)
            rule = last_rule(agents[seat])
            claim = reasons.claim_of(rule, action)
            if claim is not None:
                assert isinstance(action, PlayCard)
                tally = tallies.setdefault(rule, Tally())
                tally.made += 1
                made += 1
                if not claim_holds(claim, obs, action.card, dealt_hands(state)):
                    tally.false += 1
            state.apply(action)
            decisions += 1
    return tallies


def _positive(text: str) -> int:
    value = int(text) if text.isdigit() else 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"a whole number of at least 1, not {text!r}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kartln.ai.claims",
                                     description="How often hints that claim certainty are false in self-play.")
    parser.add_argument("games", nargs="*", metavar="GAME", help="game ids (default: every game)")
    parser.add_argument("--claims", type=_positive, default=1000, help="certainty claims per game")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; known games: {', '.join(sorted(GAMES))}")
    for game_id in args.games or sorted(GAMES):
        tallies = audit(game_id, args.claims, args.seed)
        made = sum(t.made for t in tallies.values())
        false = sum(t.false for t in tallies.values())
        share = false / made if made else 0.0
        print(f"{game_id}: {made} claims, {false} false ({share:.1%})")
        for rule, t in sorted(tallies.items()):
            print(f"    {rule}: {t.made} claims, {t.false} false ({t.share_false:.1%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
