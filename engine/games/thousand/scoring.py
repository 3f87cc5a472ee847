"""Thousand deal scoring: contract, defenders, bolts and the barrel (rules/thousand.md §9–§12).

Pure functions over the per-player match record, so the order of the barrel steps can be read
and tested on its own. ``score_deal`` applies one deal's results and returns a score-sheet row.

Row 19 of §16 (not in the seed, each option off by default):

* ``concession`` ("rospisat'"). Decision: a conceded deal is scored, not annulled. Each opponent
  (active seat other than the declarer) scores 60 (×2 in a golden round); nobody gets a bolt. The
  declarer's concessions are counted over the match; his first and second cost nothing, his third
  and every third one after it (3rd, 6th, …) cost him his contract (×2 in a golden round or after
  a blind win). Barrel players: opponents on the barrel score nothing; the conceded deal counts as
  an attempt for every active barrel player (step 4 as usual); a declarer on the barrel whose
  concession is a costing one falls off to threshold − m × contract (``falls += 1``), whatever the
  contract. The 4-player dealer scores the stock as usual (§14.1).
* ``dump_truck_555`` ("samosval"). Decision: after every step of a scored deal, the third-fall
  reset included, a player whose score is exactly 555 falls to 0 (note "dump_truck"); a cut fine
  that leaves the cutter on exactly 555 sends him to 0 as well (``apply_fine``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kartln.engine.games.thousand.rules import (
    CONCESSION_POINTS,
    CONCESSIONS_PER_FINE,
    DUMP_TRUCK_SCORE,
    ThousandRules,
)

WIN_TARGET = 1000
BARREL_CONTRACT_MIN = 121  # a barrel player wins only with a contract above 120


@dataclass(slots=True)
class PlayerRecord:
    """Match-level state of one seat."""

    score: int = 0
    bolts: int = 0
    on_barrel: bool = False
    attempts: int = 0  # deals played on the barrel
    falls: int = 0
    arrival: int = -1  # order of arrival on the barrel, for knocking off the earliest first
    concessions: int = 0  # deals conceded as declarer in this match (option ``concession``)

    def copy(self) -> PlayerRecord:
        return PlayerRecord(
            self.score, self.bolts, self.on_barrel, self.attempts, self.falls, self.arrival, self.concessions
        )


@dataclass(slots=True)
class DealResult:
    """What happened in a played deal, before any scoring rule is applied. Read-only by convention:
    built once per deal and handed to :func:`score_deal` only (a frozen one costs twice as much)."""

    active: tuple[int, ...]
    declarer: int
    contract: int
    raw: tuple[int, ...]  # card points + marriages per seat (0 for a seat sitting out; () if conceded)
    tricks: tuple[int, ...]  # tricks taken per seat
    blind: bool = False
    golden: bool = False
    stock_points: int | None = None  # 4 players: the sitting-out dealer's stock value
    conceded: bool = False  # the declarer gave up before playing (option ``concession``)


@dataclass(frozen=True, slots=True)
class BarrelNote:
    """A line of the score sheet about bolts and the barrel."""

    seat: int
    # "bolt", "bolt_fine", "arrived", "attempt", "fell", "knocked_off", "reset", "won", "won_direct",
    # "conceded" (value: the seat's concessions so far), "dump_truck"
    kind: str
    value: int = 0


@dataclass(slots=True, unsafe_hash=True)
class SheetRow:
    """One row of the score sheet. Read-only by convention, like the events that carry it (a frozen
    dataclass costs twice as much to build, and a row is built after every deal)."""

    deal_no: int
    dealer: int
    declarer: int | None  # None for a void deal
    contract: int
    made: bool
    blind: bool
    golden: bool
    changes: tuple[int, ...]
    scores: tuple[int, ...]
    raw: tuple[int, ...] = ()
    notes: tuple[BarrelNote, ...] = field(default=())
    void_reason: str = ""
    winner: int | None = None
    conceded: bool = False  # the declarer conceded (option ``concession``; ``made`` is False)
    marriages: tuple[int, ...] = ()  # the marriage points within ``raw``, per seat

    @property
    def played(self) -> bool:
        """A deal counts unless it was re-dealt (nobody declared)."""
        return self.declarer is not None


def round_points(points: int, step: int) -> int:
    """Round to the nearest multiple of ``step``; with 5, remainders 1–2 go down and 3–4 up (§9)."""
    return (points + step // 2) // step * step


def score_deal(
    rules: ThousandRules,
    records: list[PlayerRecord],
    result: DealResult,
    arrivals_so_far: int,
) -> tuple[list[int], list[BarrelNote], int | None, int]:
    """Apply one played deal to ``records`` in the order of §11.

    Returns (score change per seat, notes, winner or None, new arrival counter).
    """
    n = len(records)
    before = [r.score for r in records]
    notes: list[BarrelNote] = []
    m = 2 if result.golden else 1
    was_on_barrel = [r.on_barrel for r in records]
    barrel = True in was_on_barrel  # anybody on the barrel before the deal (steps 1 to 4)
    winner: int | None = None
    active, raw, rounding = result.active, result.raw, rules.rounding
    threshold = rules.barrel_threshold
    declarer = result.declarer
    conceded = result.conceded
    costing = False  # a concession that costs the contract
    if conceded:
        rec = records[declarer]
        rec.concessions += 1
        costing = rec.concessions % CONCESSIONS_PER_FINE == 0
        notes.append(BarrelNote(declarer, "conceded", rec.concessions))

    def add_bolts(seat: int) -> bool:
        """Give a defender without a trick his bolt(s); True when they reach three."""
        rec = records[seat]
        rec.bolts += m
        notes.append(BarrelNote(seat, "bolt", m))
        if rec.bolts >= 3:
            rec.bolts -= 3
            return True
        return False

    # Step 0: ordinary scores for players not on the barrel.
    for seat in range(n):
        if was_on_barrel[seat]:
            continue
        rec = records[seat]
        if seat == declarer:
            value = result.contract * m * (2 if result.blind else 1)
            if not conceded:
                rec.score += value if raw[seat] >= result.contract else -value
            elif costing:
                rec.score -= value
        elif seat in active and conceded:
            rec.score += CONCESSION_POINTS * m  # no bolts: the cards were not played
        elif seat in active:
            rec.score += round_points(raw[seat], rounding) * m
            if rules.bolts and result.tricks[seat] == 0 and add_bolts(seat):
                rec.score -= 120 * m
                notes.append(BarrelNote(seat, "bolt_fine", -120 * m))
        elif result.stock_points is not None and rules.dealer_scores_stock:  # the dealer sitting out
            rec.score += round_points(result.stock_points, rounding) * m

    if barrel:  # steps 1 to 4 concern only the players who were on the barrel
        # Step 1: a barrel player who was declarer with a contract above 120, or who conceded at a cost.
        if was_on_barrel[declarer] and conceded:
            if costing:
                mult = 2 if (result.blind or result.golden) else 1
                _fall(records[declarer], threshold - mult * result.contract)
                notes.append(BarrelNote(declarer, "fell", records[declarer].score))
        elif was_on_barrel[declarer] and result.contract >= BARREL_CONTRACT_MIN:
            rec = records[declarer]
            if result.raw[declarer] >= result.contract:
                rec.score = threshold + result.contract
                winner = declarer
                notes.append(BarrelNote(declarer, "won", rec.score))
            else:
                mult = 2 if (result.blind or result.golden) else 1
                _fall(rec, threshold - mult * result.contract)
                notes.append(BarrelNote(declarer, "fell", rec.score))

        # Step 3: bolts still apply to barrel players (step 2: nothing else counts for them).
        for seat in range(n):
            rec = records[seat]
            if not (was_on_barrel[seat] and rec.on_barrel) or seat == declarer or seat not in active:
                continue
            if rules.bolts and not conceded and result.tricks[seat] == 0 and add_bolts(seat):
                _fall(rec, threshold - 120 * m)
                notes.append(BarrelNote(seat, "fell", rec.score))

        # Step 4: attempts of the barrel players still on it.
        for seat in range(n):
            rec = records[seat]
            if not (was_on_barrel[seat] and rec.on_barrel) or seat not in active or seat == winner:
                continue
            rec.attempts += 1
            notes.append(BarrelNote(seat, "attempt", rec.attempts))
            if rec.attempts >= 3:
                _fall(rec, threshold - rules.barrel_three_deals_fine * m)
                notes.append(BarrelNote(seat, "fell", rec.score))

    # A direct win from below the barrel (option), unless a barrel player has won: of several past
    # 1000 at once the declarer, else the first clockwise from first hand.
    if winner is None and rules.direct_win_below_barrel:
        past = [s for s in range(n) if not was_on_barrel[s] and records[s].score > WIN_TARGET]
        if past:
            first = active[0]
            winner = declarer if declarer in past else min(past, key=lambda s: (s - first) % n)
            notes.append(BarrelNote(winner, "won_direct", records[winner].score))

    if winner is not None:  # the winner leaves the barrel: the match is his
        won = records[winner]
        won.on_barrel, won.attempts, won.arrival = False, 0, -1
    # Steps 5 and 6 for everybody else, in the deal that brings a winner too.
    arrivals_so_far = _arrive_and_cap(rules, records, was_on_barrel, notes, arrivals_so_far, m, winner)

    # Step 7: the third fall resets the score to zero.
    if rules.third_fall_resets:
        for seat, rec in enumerate(records):
            if rec.falls >= 3:
                rec.score, rec.falls = 0, 0
                notes.append(BarrelNote(seat, "reset", 0))

    # The dump truck (option): exactly 555 after all of the above falls to 0.
    if rules.dump_truck_555:
        for seat, rec in enumerate(records):
            if rec.score == DUMP_TRUCK_SCORE:
                rec.score = 0
                notes.append(BarrelNote(seat, "dump_truck", 0))

    changes = [records[s].score - before[s] for s in range(n)]
    return changes, notes, winner, arrivals_so_far


def _fall(rec: PlayerRecord, new_score: int) -> None:
    rec.score = new_score
    rec.on_barrel = False
    rec.attempts = 0
    rec.arrival = -1
    rec.falls += 1


def apply_fine(rules: ThousandRules, rec: PlayerRecord, points: int) -> bool:
    """A fine outside the deal's scoring (the cut rule): a barrel player falls off (decision).

    Returns True when the dump truck (option) took the fined score from exactly 555 to 0."""
    if rec.on_barrel:
        _fall(rec, rules.barrel_threshold - points)
    else:
        rec.score -= points
    if rules.third_fall_resets and rec.falls >= 3:
        rec.score, rec.falls = 0, 0
    if rules.dump_truck_555 and rec.score == DUMP_TRUCK_SCORE:
        rec.score = 0
        return True
    return False


def _arrive_and_cap(
    rules: ThousandRules,
    records: list[PlayerRecord],
    was_on_barrel: list[bool],
    notes: list[BarrelNote],
    counter: int,
    m: int = 1,
    winner: int | None = None,
) -> int:
    """Steps 5 and 6: players reaching the threshold sit on the barrel, within its capacity; the
    deal's winner, if any, is past all that.

    ``m`` doubles the knock-off fine in a golden round (§13: fines are doubled too)."""
    threshold = rules.barrel_threshold
    for s, r in enumerate(records):  # most deals bring nobody to the barrel: look before listing
        if r.score >= threshold and not r.on_barrel and s != winner:
            break
    else:
        return counter
    fine = rules.knocked_off_fine * m
    arrivals = [s for s, r in enumerate(records) if not r.on_barrel and r.score >= threshold and s != winner]
    capacity = rules.barrel_capacity
    if len(arrivals) > capacity:
        for seat in arrivals:  # they knock each other off: nobody sits on the barrel
            records[seat].score = threshold - fine
            notes.append(BarrelNote(seat, "knocked_off", records[seat].score))
        return counter
    for seat in arrivals:
        rec = records[seat]
        rec.score, rec.on_barrel, rec.attempts = threshold, True, 0
        rec.arrival = counter
        counter += 1
        notes.append(BarrelNote(seat, "arrived", threshold))
    incumbents = sorted(
        (s for s, r in enumerate(records) if r.on_barrel and s not in arrivals), key=lambda s: records[s].arrival
    )
    while incumbents and len(incumbents) + len(arrivals) > capacity:
        seat = incumbents.pop(0)
        _fall(records[seat], threshold - fine)
        notes.append(BarrelNote(seat, "knocked_off", records[seat].score))
    return counter
