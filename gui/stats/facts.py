"""What a deal and a match are worth to the statistics, read from the engine alone.

Every game is read the same way: a deal from its score-sheet row (the one the sheet shows: changes,
totals, played, a multiplier where the row has one, the declarer and whether he made it through the
engine's :class:`~kartln.engine.state.DeclaredRow`, the contract's name), a match from its record's
parts (game, rules, seed, seats) and the engine's winners. No game is named here.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from kartln.engine.records import Match, Seat
from kartln.engine.state import DeclaredRow, ScoreRow


@dataclass(frozen=True)
class SeatFacts:
    kind: str  # "human" or "ai"
    name: str
    level: str  # a computer's level, "" for a human


@dataclass(frozen=True)
class MatchFacts:
    """A match as the statistics know it; ``key`` is the same however the match arrives."""

    key: str
    game: str
    preset: str  # the preset the rules are, or "" for house rules of one's own
    rules_digest: str
    rules_json: str
    seed: int
    counts_down: bool
    seats: tuple[SeatFacts, ...]


@dataclass(frozen=True)
class DealFacts:
    """One scored row of the sheet."""

    deal_no: int
    dealer: int
    played: bool
    void_reason: str
    changes: tuple[int, ...]
    scores: tuple[int, ...]
    multiplier: int | None = None
    declarer: int | None = None
    made: bool | None = None
    contract: str | None = None
    undos: int = 0


@dataclass(frozen=True)
class MatchEnd:
    """A finished match: each seat's total and whether it won."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def match_key(game: str, rules: dict[str, Any], seed: int, seats: tuple[Seat, ...]) -> str:
    """The match's identity: a digest of what makes it (a played match and its saved record agree)."""
    return _digest(canonical_json([game, rules, seed, [s.to_dict() for s in seats]]))


def preset_of(match: Match) -> str:
    """The name of the game's preset the match's rules are (for its number of players), or ""."""
    info = match.info
    mine = info.rules_to_dict(match.rules)
    for name, rules in info.presets.items():
        try:
            if info.rules_to_dict(info.rules_for_players(rules, match.rules.players)) == mine:
                return name
        except ValueError:  # a preset that is not for this many players
            continue
    return ""


def match_facts(match: Match) -> MatchFacts:
    rules = match.info.rules_to_dict(match.rules)
    rules_json = canonical_json(rules)
    return MatchFacts(
        key=match_key(match.info.id, rules, match.seed, match.seats),
        game=match.info.id,
        preset=preset_of(match),
        rules_digest=_digest(rules_json),
        rules_json=rules_json,
        seed=match.seed,
        counts_down=match.info.counts_down,
        seats=tuple(SeatFacts(s.kind, s.name, "" if s.kind == "human" else s.level) for s in match.seats),
    )


def contract_name(row: ScoreRow) -> str | None:
    """The contract's name as records say it: a contract with a record word (an enum of the game's),
    a bid's value, or the word the row holds; None where the row has none."""
    value = getattr(row, "contract", None)
    if value is None or value == "":
        return None
    word = getattr(value, "word", None)
    if isinstance(word, str):
        return word
    return str(int(value)) if isinstance(value, int) else str(value)


def deal_facts(row: ScoreRow, undos: int = 0) -> DealFacts:
    declarer = row.declarer if isinstance(row, DeclaredRow) else None
    declared = isinstance(row, DeclaredRow) and declarer is not None
    multiplier = getattr(row, "multiplier", None)
    return DealFacts(
        deal_no=row.deal_no,
        dealer=row.dealer,
        played=row.played,
        void_reason=row.void_reason,
        changes=tuple(row.changes),
        scores=tuple(row.scores),
        multiplier=multiplier if isinstance(multiplier, int) else None,
        declarer=declarer,
        made=bool(row.made) if isinstance(row, DeclaredRow) and declared else None,
        contract=contract_name(row) if declared else None,
        undos=undos,
    )


def undos_in(match: Match, deal_no: int) -> int:
    """How often moves were taken back in deal ``deal_no`` of ``match``."""
    return sum(1 for deal, _ in match.undone if deal == deal_no)


def match_end(match: Match) -> MatchEnd | None:
    state = match.state
    if not state.is_terminal():
        return None
    return MatchEnd(tuple(state.scores()), tuple(state.winners()))
