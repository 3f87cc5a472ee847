"""``kartln bench fuzz``: damaged records, saves, settings and house rules fed to their loaders.

Valid files of every registered game are damaged by :mod:`kartln.gui.fuzz_mutator` and read the
way Kartln reads them: records through :func:`~kartln.engine.records.load_file` and a replay, the
autosave and its ``.bak`` through :class:`~kartln.gui.saves.SaveStore` as the window does on start
and on Continue, named saves through :func:`~kartln.gui.saves.open_save`, settings and their
``.bak`` through :func:`~kartln.gui.settings.load_settings`, house rules through
:func:`~kartln.engine.options.rules_from_text`, the statistics through
:meth:`~kartln.gui.stats.store.StatsStore.open` and its queries. Every case must end in one of two ways:

* accepted consistently: what was loaded, saved again, reloads the same;
* refused with the loader's own error, in one line of at most 400 characters.

Anything else is a failure: another exception, an inconsistent load, a file whose bytes are gone,
a damaged main file whose good ``.bak`` was not used. The run is seeded, so a failure repeats.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import shutil
import sqlite3
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kartln.engine.command_checks import UsageError, at_least, refuse
from kartln.engine.options import RulesFileError, rules_from_text, rules_to_text
from kartln.engine.quoting import MESSAGE_LIMIT
from kartln.engine.records import Match, RecordError, Seat, dumps, load_file, loads, replay
from kartln.engine.registry import GAMES
from kartln.gui.fuzz_mutator import damage
from kartln.gui.paths import AppPaths
from kartln.gui.saves import SaveStore, open_save
from kartln.gui.settings import Settings, from_dict, load_settings, parse_settings, save_settings, to_dict
from kartln.gui.storage import backup_path

SLOW_CASE = 5.0  # processor seconds in the loaders: a case whose loading takes longer counts as a hang
# The share of each kind of case (records the most, as the run did).
KINDS = {"record": 0.66, "autosave": 0.10, "named save": 0.04, "settings": 0.10, "house rules": 0.06,
         "statistics": 0.04}


class CaseFailure(AssertionError):
    """A loader broke its promise on one input (not an exception of its own)."""


@dataclass
class FuzzReport:
    cases: int = 0
    accepted: int = 0
    refused: int = 0
    slowest: float = 0.0
    slowest_case: str = ""
    hangs: int = 0  # cases whose loaders took over SLOW_CASE seconds (each is a failure too)
    by_kind: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)  # one line each: case, kind, damages, what happened

    def as_dict(self) -> dict[str, Any]:
        return {"cases": self.cases, "accepted": self.accepted, "refused": self.refused,
                "failures": len(self.failures), "hangs": self.hangs, "slowest_seconds": round(self.slowest, 3),
                "slowest_case": self.slowest_case, "by_kind": dict(self.by_kind),
                "first_failures": self.failures[:20]}


# -- valid files to damage ---------------------------------------------------------------------

def record_corpus(seed: int) -> list[bytes]:
    """Records of every registered game and player count: fresh, part-played and (mostly) finished."""
    rng = random.Random(seed)
    out = []
    for info in GAMES.values():
        for players in info.player_counts:
            for preset in list(info.presets)[:2]:
                rules = info.rules_for_players(info.presets[preset], players)
                seats = tuple(Seat(name, kind, "easy" if kind == "ai" else "") for name, kind in
                              zip(("Tess", "Анна", "Zoë 😀", "Boris", "Clara"), ("human", "ai", "ai", "ai", "ai"),
                                  strict=False))[:players]
                for length in (0, rng.randrange(1, 200), 3000):
                    match = Match(info.id, rules, rng.randrange(2**31), seats)
                    while len(match.actions) < length and not match.state.is_terminal():
                        match.apply(info.random_action(list(match.state.legal_actions()), rng))
                    meta = {"title": info.title, "deal": 1, "over": match.state.is_terminal()}
                    out.append(dumps(match.to_record(meta)).encode())
    return out


def statistics_corpus(records: list[bytes]) -> list[bytes]:
    """Statistics files: one empty, one holding the finished matches of a few records."""
    from kartln.gui.stats.commands import import_file
    from kartln.gui.stats.store import StatsStore

    out = []
    with tempfile.TemporaryDirectory(prefix="kartln-fuzz-stats-") as folder:
        for n, count in enumerate((0, 12)):
            path = Path(folder) / f"{n}.sqlite3"
            store = StatsStore.open(path)
            for i, data in enumerate(records[:count * 8]):
                record = Path(folder) / f"{n}-{i}.kartln.json"
                record.write_bytes(data)
                with contextlib.suppress(RecordError):
                    import_file(store, record)
            store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # the whole database in the one file
            store.close()
            out.append(path.read_bytes())
    return out


def settings_corpus() -> list[bytes]:
    kinds = [
        Settings(),
        Settings(deck="german", back="blue", player_name="Ola", table_colour="red", animation_speed="off"),
        Settings(language="uk", player_name="Оля", last_game="raub", last_players=4, extra={"future": [1, {"a": 2.5}]}),
    ]
    out = [json.dumps(to_dict(s), indent=1, ensure_ascii=False).encode() for s in kinds]
    out.append(b'{"version": 1, "deck": "tarot", "auto_marriage": "yes", "last_players": -3}')  # values reset
    return out


def rules_corpus() -> list[tuple[str, str, bytes]]:
    """(game id, format, text) of every preset of every game."""
    return [(info.id, fmt, rules_to_text(rules, fmt).encode())
            for info in GAMES.values() for rules in info.presets.values() for fmt in ("json", "toml")]


# -- what each loader must do ------------------------------------------------------------------

class _Stopwatch:
    """The processor seconds spent inside the loaders (not in the checks around them) since
    :meth:`reset`: work the loaders do, the same on a busy machine as on an idle one."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self._start = 0.0

    def reset(self) -> None:
        self.seconds = 0.0

    def __enter__(self) -> None:
        self._start = time.process_time()

    def __exit__(self, *exc: object) -> None:
        self.seconds += time.process_time() - self._start


LOADING = _Stopwatch()


def _refusal(exc: Exception) -> None:
    message = str(exc)
    if not message or "\n" in message or "\r" in message or len(message) > MESSAGE_LIMIT:
        raise CaseFailure(f"refusal not one bounded line ({len(message)} characters): {message[:120]!r}")


def _replayable(data: bytes) -> Match | None:
    """The match of a record's bytes, or None when the loaders refuse them."""
    try:
        return replay(loads(data))
    except RecordError:
        return None


def _same_match(a: Match | None, b: Match | None) -> bool:
    if a is None or b is None:
        return a is b
    return a.actions == b.actions and a.seed == b.seed and a.state == b.state


def _contents(folder: Path) -> Counter[bytes]:
    return Counter(p.read_bytes() for p in folder.rglob("*") if p.is_file())


def _kept(folder: Path, originals: list[bytes]) -> None:
    missing = Counter(originals) - _contents(folder)
    if missing:
        raise CaseFailure(f"{sum(missing.values())} file(s) lost")


def check_record(data: bytes, folder: Path) -> bool:
    """A record file read and replayed (``kartln replay``); True when accepted."""
    path = folder / "match.kartln.json"
    path.write_bytes(data)
    try:
        with LOADING:
            record = load_file(path)
            match = replay(record)
    except RecordError as exc:
        _refusal(exc)
        _kept(folder, [data])
        return False
    if loads(dumps(record)) != record:
        raise CaseFailure("the record does not read back the same")
    again = replay(loads(dumps(match.to_record(record.meta))))
    if not _same_match(again, match):
        raise CaseFailure("the saved-again match does not replay to the same state")
    _kept(folder, [data])
    return True


def check_autosave(main: bytes, bak: bytes | None, folder: Path) -> bool:
    """The autosave and its ``.bak`` as the window reads them; the match must be the first good copy's."""
    paths = AppPaths.under(folder)
    store = SaveStore(paths)
    paths.data_dir.mkdir(parents=True)
    paths.autosave_file.write_bytes(main)
    if bak is not None:
        backup_path(paths.autosave_file).write_bytes(bak)
    expected = _replayable(main) or (_replayable(bak) if bak is not None else None)
    with LOADING:
        store.inspect()  # what the window does on start
        outcome = store.load_autosave()  # and on Continue
    if outcome.error:
        _refusal(Exception(outcome.error))
    if not _same_match(outcome.match, expected):
        raise CaseFailure("the autosave loaded something else than its first good copy")
    _kept(folder, [main] if bak is None else [main, bak])
    if outcome.match is not None:
        store.autosave(outcome.match)  # the next action's save works
        if not _same_match(store.load_autosave().match, outcome.match):
            raise CaseFailure("the autosave written back does not reload the same")
    return outcome.match is not None


def check_named_save(data: bytes, folder: Path) -> bool:
    """A save opened from the Game menu."""
    path = folder / "saves" / "mine.kartln.json"
    path.parent.mkdir()
    path.write_bytes(data)
    with LOADING:
        outcome = open_save(path)
    if outcome.error:
        _refusal(Exception(outcome.error))
    if not _same_match(outcome.match, _replayable(data)):
        raise CaseFailure("the named save loaded something else than its record")
    _kept(folder, [data])
    return outcome.match is not None


def _readable_settings(data: bytes | None) -> Settings | None:
    if data is None:
        return None
    try:
        return from_dict(parse_settings(data))[0]
    except ValueError:
        return None


def check_settings(main: bytes, bak: bytes | None, folder: Path) -> bool:
    """Settings and their ``.bak``: the first good copy is used, and saving never overwrites it."""
    path = AppPaths.under(folder).settings_file
    path.parent.mkdir(parents=True)
    path.write_bytes(main)
    if bak is not None:
        backup_path(path).write_bytes(bak)
    with LOADING:
        load = load_settings(path)
    if load.problem:
        _refusal(Exception(load.problem))
    expected = _readable_settings(main) or _readable_settings(bak) or Settings()
    if load.settings != expected:
        raise CaseFailure("the settings are not those of the first good copy")
    _kept(folder, [main] if bak is None else [main, bak])
    good_bak = backup_path(path).read_bytes() if load.restored else None
    save_settings(path, load.settings)
    if good_bak is not None and backup_path(path).read_bytes() != good_bak:
        raise CaseFailure("saving overwrote the only good copy of the settings")
    save_settings(path, load.settings)
    again = load_settings(path)
    if again.settings != load.settings or again.problem:
        raise CaseFailure("the settings saved again do not reload the same")
    return not load.problem


def check_house_rules(game_id: str, fmt: str, data: bytes) -> bool:
    """A house-rules file in JSON or TOML."""
    rules_cls = GAMES[game_id].rules_class
    try:
        with LOADING:
            rules = rules_from_text(rules_cls, data, fmt)
    except RulesFileError as exc:
        _refusal(exc)
        return False
    if rules_from_text(rules_cls, rules_to_text(rules, fmt), fmt) != rules:
        raise CaseFailure("the house rules written back do not read the same")
    return True


def check_statistics(data: bytes, folder: Path) -> bool:
    """The statistics file as the window opens it: a damaged one is set aside with its bytes and a new
    one started; one that opens serves its queries and takes the next deal, or says why not in the
    one error of SQLite (which the window tells as a notice)."""
    from kartln.gui.stats.facts import DealFacts, MatchFacts, SeatFacts
    from kartln.gui.stats.store import StatsStore, StatsUnavailable

    path = AppPaths.under(folder).stats_file
    path.parent.mkdir(parents=True)
    path.write_bytes(data)
    with LOADING:
        store = StatsStore.open(path)
    try:
        if store.set_aside:
            _refusal(Exception(store.problem))
            _kept(folder, [data])
        facts = MatchFacts("fuzz", "thousand", "", "d", "{}", 1, False,
                           (SeatFacts("human", "Tess", ""), SeatFacts("ai", "C", "easy")))
        try:
            with LOADING:
                for player in store.players():
                    store.summary(player)
                    store.results_over_time(player)
                store.write(facts, DealFacts(1, 0, True, "", (5, -5), (5, -5)))
        except (sqlite3.Error, StatsUnavailable) as exc:
            if store.set_aside:
                raise CaseFailure(f"the new statistics file does not work: {exc}") from None
            _refusal(exc)
            return False
    finally:
        store.close()
    return not store.set_aside


# -- the run -----------------------------------------------------------------------------------

@dataclass
class _Corpus:
    records: list[bytes]
    settings: list[bytes]
    rules: list[tuple[str, str, bytes]]
    statistics: list[bytes] = field(default_factory=list)


def _case(kind: str, corpus: _Corpus, rng: random.Random, big: bool) -> tuple[tuple[str, ...], Callable[[Path], bool]]:
    """The damages drawn for one case and the check that runs it in a fresh folder."""
    if kind == "house rules":
        game_id, fmt, text = rng.choice(corpus.rules)
        data, names = damage(text, rng, big=big)
        return (game_id, fmt, *names), lambda folder: check_house_rules(game_id, fmt, data)
    if kind == "statistics":
        data, names = damage(rng.choice(corpus.statistics), rng, big=big)
        return names, lambda folder: check_statistics(data, folder)
    pool = corpus.settings if kind == "settings" else corpus.records
    main, names = damage(rng.choice(pool), rng, big=big)
    if kind == "record":
        return names, lambda folder: check_record(main, folder)
    if kind == "named save":
        return names, lambda folder: check_named_save(main, folder)
    roll = rng.random()
    bak = rng.choice(pool) if roll < 0.5 else damage(rng.choice(pool), rng)[0] if roll < 0.8 else None
    check = check_settings if kind == "settings" else check_autosave
    return names, lambda folder: check(main, bak, folder)


def run_fuzz(cases: int, seed: int = 1, *, big: bool = True, progress: Callable[[int], None] | None = None
             ) -> FuzzReport:
    """Run ``cases`` seeded cases; the report counts what was accepted, refused and what failed."""
    records = record_corpus(seed)
    corpus = _Corpus(records, settings_corpus(), rules_corpus(), statistics_corpus(records))
    report = FuzzReport()
    kinds, weights = list(KINDS), list(KINDS.values())
    root = Path(tempfile.mkdtemp(prefix="kartln-fuzz-"))
    try:
        for i in range(cases):
            rng = random.Random(f"{seed}:{i}")
            kind = rng.choices(kinds, weights)[0]
            names, check = _case(kind, corpus, rng, big)
            label = f"case {i} ({kind}: {', '.join(names)})"
            folder = root / str(i)
            folder.mkdir()
            LOADING.reset()
            try:
                accepted = check(folder)
            except Exception as exc:  # the point of the run: anything a loader let escape
                where = traceback.extract_tb(exc.__traceback__)[-1]
                report.failures.append(f"{label}: {type(exc).__name__}: {str(exc)[:200]!r} "
                                       f"at {Path(where.filename).name}:{where.lineno}")
                accepted = None
            seconds = LOADING.seconds
            shutil.rmtree(folder, ignore_errors=True)
            report.cases += 1
            report.by_kind[kind] += 1
            if accepted is not None:
                report.accepted += accepted
                report.refused += not accepted
            if seconds > report.slowest:
                report.slowest, report.slowest_case = seconds, label
            if seconds > SLOW_CASE:
                report.hangs += 1
                report.failures.append(f"{label}: took {seconds:.1f} s")
            if progress is not None:
                progress(i + 1)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return report


def run_fuzz_command(args: argparse.Namespace) -> int:
    try:
        cases = at_least("--cases", args.cases, 1)
    except UsageError as exc:
        return refuse("bench fuzz", exc)

    def progress(done: int) -> None:
        if not args.json and done % 1000 == 0:
            print(f"  {done} cases", file=sys.stderr, flush=True)

    started = time.perf_counter()
    report = run_fuzz(cases, args.seed, progress=progress)
    if args.json:
        print(json.dumps({**report.as_dict(), "seconds": round(time.perf_counter() - started, 1)}))
    else:
        print(f"{report.cases} damaged files ({', '.join(f'{n} {k}' for k, n in report.by_kind.items())}) "
              f"in {time.perf_counter() - started:.0f} s: {report.accepted} accepted consistently, "
              f"{report.refused} refused in one line, {len(report.failures)} failures; slowest loading "
              f"{report.slowest:.2f} s ({report.slowest_case})")
        for line in report.failures[:20]:
            print("  " + line)
    return 1 if report.failures else 0
