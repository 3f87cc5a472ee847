"""Exact solving of a fully visible Thousand play position: declarer against the two defenders.

Alpha-beta over the bitmask kernel (make/undo), with a transposition table at trick boundaries
that stores bounds on the declarer's *future* points (cards taken from here on plus marriages
declared from here on), and a cheap upper bound (every point still in play) for early cut-offs.
The defenders play as one side that minimises the declarer's points, which is what deciding
the contract needs; :meth:`Solver.reaches` asks only whether the declarer gets to a total.
"""

from __future__ import annotations

import time

from kartln.ai.pimc import OutOfTime
from kartln.ai.thousand.cards import ACES_MASK, MARRIAGE, POINTS, STRENGTH
from kartln.engine.cards import Card
from kartln.engine.games.thousand.kernel import BEATEN_BY, PlayKernel, card_points, marriage_cards
from kartln.engine.games.thousand.rules import ACE_MARRIAGE_VALUE

INF = 10_000
_BY_STRENGTH_DESC: tuple[Card, ...] = tuple(
    sorted((c for c in range(36) if STRENGTH[c] >= 0), key=lambda c: (-STRENGTH[c], c))
)
_BY_POINTS_ASC: tuple[Card, ...] = tuple(
    sorted((c for c in range(36) if STRENGTH[c] >= 0), key=lambda c: (POINTS[c], STRENGTH[c], c))
)


def _in_order(m: int, order: tuple[Card, ...]) -> list[Card]:
    return [c for c in order if m >> c & 1]


class Solver:
    """Exact values for one world; reuse the instance for every candidate move in that world."""

    def __init__(self, declarer: int, values: tuple[int, ...], deadline: float = float("inf")) -> None:
        self.d = declarer
        self.values = values
        self.tt: dict[tuple[int, ...], tuple[int, int]] = {}
        self.nodes = 0
        self.deadline = deadline  # perf_counter time; passing it raises OutOfTime

    def total(self, k: PlayKernel) -> int:
        return k.taken[self.d] + k.marriage_points[self.d]

    def value(self, k: PlayKernel) -> int:
        """The declarer's final total under best play by both sides."""
        return self.total(k) + self._search(k, -INF, INF)

    def reaches(self, k: PlayKernel, target: int) -> bool:
        """Whether the declarer, playing best, gets a final total of at least ``target``."""
        need = target - self.total(k)
        if need <= 0:
            return True
        return self._search(k, need - 1, need) >= need

    def _upper(self, k: PlayKernel) -> int:
        """Every point the declarer could still get."""
        rest = 0
        for h in k.hands:
            rest |= h
        ub = card_points(rest) + card_points(k.pile)
        if k.count:
            ub += k.points
        mine = k.hands[self.d]
        if k.ace_marriage and mine & ACES_MASK == ACES_MASK:
            ub += ACE_MARRIAGE_VALUE
        q = marriage_cards(mine)
        if q:
            for s in range(4):
                if q & MARRIAGE[s]:
                    ub += self.values[s]
        return ub

    def _moves(self, k: PlayKernel) -> list[tuple[Card, bool]]:
        legal = k.legal_moves()
        seat = k.to_act
        if k.count == 0:
            out: list[tuple[Card, bool]] = []
            mm = k.marriage_moves()
            if mm:
                for c in _in_order(mm & ACES_MASK, _BY_POINTS_ASC):
                    out.append((c, True))
                for s in sorted(range(4), key=lambda s: -self.values[s]):
                    if mm & MARRIAGE[s]:
                        for c in _in_order(mm & MARRIAGE[s], _BY_POINTS_ASC):
                            out.append((c, True))
            out.extend((c, False) for c in _in_order(legal, _BY_STRENGTH_DESC))
            return out
        beaten = BEATEN_BY[k.trump][k.winning]
        winners = legal & beaten
        friend = (k.winner == self.d) == (seat == self.d)
        rest = legal & ~winners
        losers = _in_order(rest, _BY_POINTS_ASC)
        if friend:
            losers.reverse()  # smear points on the friend's trick
        win_list = list(reversed(_in_order(winners, _BY_STRENGTH_DESC)))  # cheapest winner first
        return [(c, False) for c in (losers + win_list if friend else win_list + losers)]

    def _search(self, k: PlayKernel, alpha: int, beta: int) -> int:
        """Future declarer points from ``k`` (fail-soft alpha-beta)."""
        if k.trick_no == k.tricks_per_deal:
            return 0
        self.nodes += 1
        if not self.nodes & 1023 and time.perf_counter() > self.deadline:
            raise OutOfTime
        key: tuple[int, ...] | None = None
        if k.count == 0:
            if beta <= 0:
                return 0
            ub = self._upper(k)
            if ub <= alpha:
                return ub
            key = (*k.hands, k.to_act, k.trump)
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                alpha = max(alpha, lo)
                beta = min(beta, hi)
        a0, b0 = alpha, beta
        d = self.d
        maximize = k.to_act == d
        best = -INF if maximize else INF
        taken = k.taken
        marr = k.marriage_points
        for c, m in self._moves(k):
            g0 = taken[d] + marr[d]
            k.play(c, m)
            delta = taken[d] + marr[d] - g0
            v = delta + self._search(k, alpha - delta, beta - delta)
            k.undo()
            if maximize:
                if v > best:
                    best = v
                    if best > alpha:
                        alpha = best
            elif v < best:
                best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = self.tt.get(key, (-INF, INF))
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.tt[key] = (lo, hi)
        return best
