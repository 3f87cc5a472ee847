"""The statistics store: finished deals and matches in an SQLite file beside the saves.

Writing is one transaction per deal (with the match's end in the same one when the deal ended it),
in WAL mode with ``synchronous=FULL``: a crash or a power cut loses at most the deal being played.
A file SQLite cannot read is set aside with its bytes (``<name>.damaged-<time>``, as other damaged
files are) and a new one started; :attr:`StatsStore.set_aside` and :attr:`StatsStore.problem` say
so, for the window to tell the player once. A file of a newer version is left alone, and nothing
is written to it. No Qt here: the window's writer runs it on a thread of its own.
"""

from __future__ import annotations

import contextlib
import csv
import io
import sqlite3
import time
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from kartln.engine.quoting import one_line
from kartln.gui.stats.facts import DealFacts, MatchEnd, MatchFacts
from kartln.gui.stats.queries import (
    EVERYTHING,
    HUMAN,
    FilterChoices,
    GroupStats,
    MatchOutcome,
    RecordAgainst,
    ResultPoint,
    StatsFilter,
    longest_run,
    wilson_interval,
)
from kartln.gui.stats.schema import NewerDatabase, migrate
from kartln.gui.storage import move_aside

#: The files SQLite keeps beside the database in WAL mode.
SIDE_FILES = ("-wal", "-shm")


class StatsUnavailable(Exception):
    """The store cannot be written (a newer version's file, or a disk that refuses it)."""


@dataclass(frozen=True)
class ImportOutcome:
    added: bool  # False: the match was counted already
    match_id: int


#: How long to wait for another window's transaction before giving up.
BUSY_SECONDS = 5.0


def _connect(path: Path | str) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False, timeout=BUSY_SECONDS)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.text_factory = _text  # a damaged file's text must not raise from deep inside a query
    return conn


@contextlib.contextmanager
def _sqlite_errors() -> Iterator[None]:
    """SQLite's message about a damaged file may quote its damaged text, which Python then fails to
    decode: that is an sqlite3.DatabaseError like any other."""
    try:
        yield
    except UnicodeDecodeError as exc:
        raise sqlite3.DatabaseError(f"damaged text in the statistics ({exc.reason})") from None


def _text(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def _check(conn: sqlite3.Connection, thorough: bool) -> None:
    """Raise sqlite3.DatabaseError when the file is not a database, or (``thorough``) when SQLite's
    quick check finds damage in it (a tenth of a second for 100,000 deals)."""
    conn.execute("SELECT count(*) FROM sqlite_schema").fetchone()
    if thorough:
        row = conn.execute("PRAGMA quick_check(1)").fetchone()
        if row is None or row[0] != "ok":
            raise sqlite3.DatabaseError(f"damaged ({' '.join(str(row[0]).split()) if row else 'no answer'})")


class StatsStore:
    """One open statistics database. Open it with :meth:`open` (or :meth:`memory` for tests)."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None = None, *,
                 set_aside: tuple[Path, ...] = (), problem: str = "", read_only: bool = False) -> None:
        self.conn = conn
        self.path = path
        self.set_aside = set_aside  # damaged files moved aside when it was opened
        self.problem = problem  # why it was set aside or cannot be written, in one line; "" when all is well
        self.read_only = read_only
        self._writes = 0  # bumped by each write of this connection (the cache of _outcomes)
        self._cache: tuple[Any, list[tuple[Any, ...]]] | None = None

    # -- opening -----------------------------------------------------------------------------

    @classmethod
    def open(cls, path: Path, *, thorough: bool = True) -> StatsStore:
        """Open (or make) the database at ``path``. A damaged file is moved aside with its side files
        and a new one made; a newer version's file is opened for reading only; a file that cannot be
        opened now (locked, unreadable) raises sqlite3.OperationalError and is left as it is. The writer opens it
        ``thorough``ly (SQLite's quick check of every page); a reader may skip that, and meets damage
        as an sqlite3.DatabaseError of its query."""
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return cls._open_sound(path, thorough)
        except NewerDatabase as exc:
            conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None,
                                   check_same_thread=False)
            return cls(conn, path, problem=one_line(str(exc)), read_only=True)
        except sqlite3.OperationalError:
            raise  # locked by another window, unreadable, a full disk: the file is not damaged
        except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:  # SQLite's message may quote damaged text
            problem = one_line(str(exc) or type(exc).__name__)  # SQLite's check reports on several lines
        moved = []
        for suffix in ("", *SIDE_FILES):
            target = move_aside(path.with_name(path.name + suffix))
            if target is not None and suffix == "":
                moved.append(target)
        store = cls._open_sound(path, thorough)
        store.set_aside, store.problem = tuple(moved), problem
        return store

    @classmethod
    def _open_sound(cls, path: Path, thorough: bool) -> StatsStore:
        conn = _connect(path)
        try:
            _check(conn, thorough)
            mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise sqlite3.OperationalError(f"the statistics cannot be written ahead (journal mode {mode})")
            conn.execute("PRAGMA synchronous = FULL")  # each deal's commit reaches the disk
            migrate(conn)
        except BaseException:
            conn.close()
            raise
        return cls(conn, path)

    @classmethod
    def memory(cls) -> StatsStore:
        conn = _connect(":memory:")
        migrate(conn)
        return cls(conn)

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()

    # -- writing -----------------------------------------------------------------------------

    @contextlib.contextmanager
    def _transaction(self) -> Any:
        if self.read_only:
            raise StatsUnavailable(self.problem or "the statistics are read-only")
        with _sqlite_errors():
            self.conn.execute("BEGIN IMMEDIATE")
            self._writes += 1
            try:
                yield self.conn
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    self.conn.execute("ROLLBACK")
                raise
            self.conn.execute("COMMIT")

    def write(self, match: MatchFacts, deal: DealFacts | None = None, end: MatchEnd | None = None, *,
              now: float | None = None, seconds: float | None = None, source: str = "play") -> int:
        """Write a scored deal (``seconds`` it took) and, when it ended the match, the match's end,
        in one transaction; return the match's id. A deal written again (played again after an undo)
        replaces the one of its number and every later one."""
        when = time.time() if now is None else now
        with self._transaction() as conn:
            match_id = self._match_id(conn, match, when, source)
            if deal is not None:
                self._put_deal(conn, match_id, deal, when, seconds)
            if end is not None:
                self._put_end(conn, match_id, end, when)
            return match_id

    def _match_id(self, conn: sqlite3.Connection, m: MatchFacts, when: float, source: str) -> int:
        row = conn.execute("SELECT id FROM matches WHERE key = ?", (m.key,)).fetchone()
        if row is not None:
            return int(row[0])
        cur = conn.execute(
            "INSERT INTO matches (key, game, preset, rules_digest, rules, seed, counts_down, source, started) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (m.key, m.game, m.preset, m.rules_digest, m.rules_json, m.seed, int(m.counts_down), source, when))
        match_id = int(cur.lastrowid or 0)
        conn.executemany("INSERT INTO seats (match_id, seat, kind, name, level) VALUES (?, ?, ?, ?, ?)",
                         [(match_id, i, s.kind, s.name, s.level) for i, s in enumerate(m.seats)])
        return match_id

    def _put_deal(self, conn: sqlite3.Connection, match_id: int, d: DealFacts, when: float,
                  seconds: float | None) -> None:
        replaced = conn.execute("SELECT 1 FROM deals WHERE match_id = ? AND deal_no >= ? LIMIT 1",
                                (match_id, d.deal_no)).fetchone() is not None
        if replaced:  # played again after an undo: this deal and any later one are written anew
            conn.execute("DELETE FROM deals WHERE match_id = ? AND deal_no >= ?", (match_id, d.deal_no))
        conn.execute(
            "INSERT INTO deals (match_id, deal_no, dealer, played, void_reason, multiplier, declarer, made, "
            "contract, undos, ended, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, d.deal_no, d.dealer, int(d.played), d.void_reason, d.multiplier, d.declarer,
             None if d.made is None else int(d.made), d.contract, d.undos, when, seconds))
        conn.executemany(
            "INSERT INTO deal_seats (match_id, deal_no, seat, change, total) VALUES (?, ?, ?, ?, ?)",
            [(match_id, d.deal_no, s, c, t) for s, (c, t) in enumerate(zip(d.changes, d.scores, strict=True))])
        if replaced:
            self._recount(conn, match_id)
            return
        played = int(d.played)
        conn.executemany(
            "UPDATE seats SET deals = deals + ?, change_sum = change_sum + ?, declared = declared + ?, "
            "made = made + ?, total = ? WHERE match_id = ? AND seat = ?",
            [(played, c * played, int(d.declarer == s), int(d.declarer == s and bool(d.made)), t, match_id, s)
             for s, (c, t) in enumerate(zip(d.changes, d.scores, strict=True))])
        conn.execute("UPDATE matches SET seconds = seconds + ?, declared = declared + ?, ended = NULL WHERE id = ?",
                     (seconds or 0.0, int(d.declarer is not None), match_id))

    def _recount(self, conn: sqlite3.Connection, match_id: int) -> None:
        """The seats' running figures counted again from the match's deals."""
        conn.execute(
            "UPDATE seats SET "
            "deals = (SELECT count(*) FROM deal_seats ds JOIN deals d USING (match_id, deal_no) "
            "         WHERE ds.match_id = seats.match_id AND ds.seat = seats.seat AND d.played), "
            "change_sum = (SELECT coalesce(sum(ds.change), 0) FROM deal_seats ds JOIN deals d USING (match_id, deal_no)"
            "         WHERE ds.match_id = seats.match_id AND ds.seat = seats.seat AND d.played), "
            "declared = (SELECT count(*) FROM deals d WHERE d.match_id = seats.match_id AND d.declarer = seats.seat), "
            "made = (SELECT count(*) FROM deals d WHERE d.match_id = seats.match_id AND d.declarer = seats.seat "
            "        AND d.made), "
            "total = coalesce((SELECT ds.total FROM deal_seats ds WHERE ds.match_id = seats.match_id "
            "        AND ds.seat = seats.seat ORDER BY ds.deal_no DESC LIMIT 1), 0) "
            "WHERE match_id = ?", (match_id,))
        conn.execute("UPDATE matches SET seconds = (SELECT coalesce(sum(seconds), 0) FROM deals WHERE match_id = ?1), "
                     "declared = (SELECT count(*) FROM deals WHERE match_id = ?1 AND declarer IS NOT NULL), "
                     "ended = NULL WHERE id = ?1", (match_id,))

    def _put_end(self, conn: sqlite3.Connection, match_id: int, end: MatchEnd, when: float) -> None:
        seats = conn.execute("SELECT kind, level FROM seats WHERE match_id = ? ORDER BY seat", (match_id,)).fetchall()
        down = bool(conn.execute("SELECT counts_down FROM matches WHERE id = ?", (match_id,)).fetchone()[0])
        names = [HUMAN if kind != "ai" else level for kind, level in seats]
        rows = []
        for s, total in enumerate(end.totals):
            others = [t for o, t in enumerate(end.totals) if o != s]
            margin = (min(others) - total if down else total - max(others)) if others else 0
            opponents = ",".join(sorted(n for o, n in enumerate(names) if o != s))
            rows.append((total, int(s in end.winners), opponents, margin, match_id, s))
        conn.executemany(
            "UPDATE seats SET total = ?, won = ?, opponents = ?, margin = ? WHERE match_id = ? AND seat = ?", rows)
        conn.execute("UPDATE matches SET ended = ? WHERE id = ?", (when, match_id))

    def write_whole(self, match: MatchFacts, deals: Sequence[DealFacts], end: MatchEnd, *, when: float,
                    source: str = "import") -> ImportOutcome:
        """A finished match at once (an imported record), in one transaction. A match counted
        already (the same key, over) is left as it is; one written in part is written whole."""
        with self._transaction() as conn:
            row = conn.execute("SELECT id, ended FROM matches WHERE key = ?", (match.key,)).fetchone()
            if row is not None and row[1] is not None:
                return ImportOutcome(False, int(row[0]))
            if row is not None:
                conn.execute("DELETE FROM matches WHERE id = ?", (row[0],))
            match_id = self._match_id(conn, match, when, source)
            for d in deals:
                self._put_deal(conn, match_id, d, when, None)
            self._put_end(conn, match_id, end, when)
            return ImportOutcome(True, match_id)

    def clear(self, game: str | None = None) -> int:
        """Forget every match, or those of one game; return how many were forgotten."""
        with self._transaction() as conn:
            if game is None:
                cur = conn.execute("DELETE FROM matches")
            else:
                cur = conn.execute("DELETE FROM matches WHERE game = ?", (game,))
            return int(cur.rowcount)

    # -- reading -----------------------------------------------------------------------------

    def players(self) -> list[str]:
        """The names of the humans who played, the most matches first (then by name)."""
        with _sqlite_errors():
            rows = self.conn.execute(
                "SELECT name FROM seats WHERE kind = 'human' GROUP BY name ORDER BY count(*) DESC, name").fetchall()
        return [str(r[0]) for r in rows]

    def _player_matches(self, player: str, flt: StatsFilter) -> list[tuple[Any, ...]]:
        """(match id, game, preset, ended, counts down, total, won, deals, change sum, declared, made,
        opponents, margin, deals declared by anyone) of the player's finished matches that pass the
        filter but for the level, in the order they ended."""
        where: list[str] = ["s.kind = 'human'", "s.name = ?", "m.ended IS NOT NULL"]
        args: list[str | float] = [player]
        if flt.game is not None:
            where.append("m.game = ?")
            args.append(flt.game)
        if flt.preset is not None:
            where.append("m.preset = ?")
            args.append(flt.preset)
        if flt.since is not None:
            where.append("m.ended >= ?")
            args.append(flt.since)
        if flt.until is not None:
            where.append("m.ended < ?")
            args.append(flt.until)
        with _sqlite_errors():
            return self.conn.execute(
                "SELECT m.id, m.game, m.preset, m.ended, m.counts_down, s.total, s.won, s.deals, s.change_sum, "
                "s.declared, s.made, s.opponents, s.margin, m.declared FROM seats s JOIN matches m "
                "ON m.id = s.match_id WHERE " + " AND ".join(where) + " ORDER BY m.ended, m.id, s.seat",
                args).fetchall()

    def _outcomes(self, player: str, flt: StatsFilter) -> list[tuple[Any, ...]]:
        """The rows of :meth:`_player_matches` that pass the level too, each with its opponents as a
        tuple at the end; a match with two seats of the player's name counts for the first. Kept until
        the next write, since the window asks several questions of the same matches."""
        key = (player, flt, self._writes, self.conn.execute("PRAGMA data_version").fetchone()[0])
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        out = []
        parsed: dict[str, tuple[str, ...]] = {}
        last = None
        for row in self._player_matches(player, flt):
            if row[0] == last:
                continue
            last = row[0]
            opponents = parsed.get(row[11])
            if opponents is None:
                opponents = parsed[row[11]] = tuple(row[11].split(",")) if row[11] else ()
                if flt.level is not None:
                    levels = [o for o in opponents if o != HUMAN]
                    if not levels or any(level != flt.level for level in levels):
                        parsed[row[11]] = opponents = ("",)  # a mark: left out
            if opponents == ("",):
                continue
            out.append((*row, opponents))
        self._cache = (key, out)
        return out

    @staticmethod
    def _outcome(row: tuple[Any, ...]) -> MatchOutcome:
        return MatchOutcome(row[0], row[1], row[3], bool(row[6]), row[5], row[12] or 0, row[14])

    def summary(self, player: str, flt: StatsFilter = EVERYTHING, *, by_opponents: bool = True) -> list[GroupStats]:
        """The player's figures per game and set of opponents (or per game only), games in the
        order of their ids, then the most matches first."""
        groups: dict[tuple[str, tuple[str, ...]], list[tuple[Any, ...]]] = defaultdict(list)
        declaring: set[str] = set()
        for row in self._outcomes(player, flt):
            groups[(row[1], row[14] if by_opponents else ())].append(row)
            if row[13]:
                declaring.add(row[1])
        out = []
        for (game, opponents), rows in groups.items():
            won = deals = change = contracts = made = 0
            wins = []
            for row in rows:
                won += row[6] or 0
                deals += row[7]
                change += row[8]
                contracts += row[9]
                made += row[10]
                wins.append(bool(row[6]))
            best = max(rows, key=lambda r: (r[12] or 0, r[3]))
            worst = min(rows, key=lambda r: (r[12] or 0, -r[3]))
            out.append(GroupStats(
                game=game, opponents=opponents, counts_down=bool(rows[0][4]), matches=len(rows), won=won,
                interval=wilson_interval(won, len(rows)), deals=deals, mean_change=change / deals if deals else None,
                contracts=contracts, contracts_made=made, has_contracts=game in declaring,
                longest_run=longest_run(wins), best=self._outcome(best), worst=self._outcome(worst),
            ))
        out.sort(key=lambda g: (g.game, -g.matches, g.opponents))
        return out

    def results_over_time(self, player: str, flt: StatsFilter = EVERYTHING) -> list[ResultPoint]:
        """The player's finished matches in the order they ended, with the running count (a chart)."""
        out, won = [], 0
        for i, row in enumerate(self._outcomes(player, flt)):
            won += bool(row[6])
            out.append(ResultPoint(row[0], row[1], row[3], bool(row[6]), row[12] or 0, i + 1, won))
        return out

    def record_against(self, player: str, game: str, opponents: Iterable[str]) -> RecordAgainst:
        """The player's matches of ``game`` against exactly these opponents (computer levels, HUMAN
        for a human; in any order), and how many he won: the line at a match's end."""
        wanted = tuple(sorted(opponents))
        rows = [row for row in self._outcomes(player, StatsFilter(game=game)) if row[14] == wanted]
        return RecordAgainst(game, wanted, len(rows), sum(bool(row[6]) for row in rows))

    def choices(self, player: str) -> FilterChoices:
        """The games, computer levels and presets of the player's finished matches, for the filters."""
        rows = self._outcomes(player, EVERYTHING)
        games = sorted({r[1] for r in rows})
        levels = sorted({o for opponents in {r[14] for r in rows} for o in opponents if o != HUMAN})
        presets = sorted({r[2] for r in rows})
        return FilterChoices(tuple(games), tuple(levels), tuple(presets),
                             rows[0][3] if rows else None, rows[-1][3] if rows else None)

    def counts(self) -> tuple[int, int]:
        """(matches, deals) in the store, finished or not."""
        m = self.conn.execute("SELECT count(*) FROM matches").fetchone()[0]
        d = self.conn.execute("SELECT count(*) FROM deals").fetchone()[0]
        return int(m), int(d)

    # -- export ------------------------------------------------------------------------------

    CSV_COLUMNS = ("ended", "game", "preset", "rules_digest", "match", "seat", "kind", "name", "level", "total",
                   "won", "deals", "score_change", "declared", "made", "seconds", "source")

    def export_csv(self, out: IO[str], game: str | None = None) -> int:
        """Write one CSV row per seat of every finished match (of one game, or all), oldest first,
        with the end as an ISO date in UTC; return the rows written."""
        writer = csv.writer(out)
        writer.writerow(self.CSV_COLUMNS)
        sql = ("SELECT m.ended, m.game, m.preset, m.rules_digest, m.id, s.seat, s.kind, s.name, s.level, s.total, "
               "s.won, s.deals, s.change_sum, s.declared, s.made, m.seconds, m.source FROM matches m "
               "JOIN seats s ON s.match_id = m.id WHERE m.ended IS NOT NULL"
               + (" AND m.game = ?" if game is not None else "") + " ORDER BY m.ended, m.id, s.seat")
        n = 0
        for row in self.conn.execute(sql, (game,) if game is not None else ()):
            ended = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(row[0]))
            writer.writerow((ended, *row[1:15], round(row[15], 1), row[16]))
            n += 1
        return n

    def export_csv_text(self, game: str | None = None) -> str:
        buf = io.StringIO()
        self.export_csv(buf, game)
        return buf.getvalue()
