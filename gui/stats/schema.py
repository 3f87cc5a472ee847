"""The statistics database's schema, its versions and the migrations between them.

The version is SQLite's ``PRAGMA user_version``. :data:`MIGRATIONS` holds one script per version:
``MIGRATIONS[0]`` makes version 1 from an empty file, ``MIGRATIONS[1]`` will make version 2 from
version 1, and so on; a database is brought to :data:`VERSION` by running, in one transaction, every
script from its own version on. A new version is one more script at the end of the list (and a test
that a database of each earlier version arrives at it with its data).
"""

from __future__ import annotations

import sqlite3

# Times are seconds since the epoch (UTC). A match's key identifies it whichever way it arrives (played
# here, resumed, or imported from its record): a digest of its game, rules, seed and seats.
_V1 = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    preset TEXT NOT NULL,           -- the rules preset's name, or '' for house rules of one's own
    rules_digest TEXT NOT NULL,     -- a digest of the options, so equal house rules compare equal
    rules TEXT NOT NULL,            -- the options as JSON
    seed INTEGER NOT NULL,
    counts_down INTEGER NOT NULL,   -- 1 where a lower score is better (the Rams family)
    source TEXT NOT NULL,           -- 'play' or 'import'
    started REAL NOT NULL,
    ended REAL,                     -- when the match was over; NULL while it runs or if abandoned
    seconds REAL NOT NULL DEFAULT 0, -- time spent on its deals
    declared INTEGER NOT NULL DEFAULT 0  -- deals with a declarer (the game has contracts)
);
CREATE INDEX matches_game ON matches (game, ended);

CREATE TABLE seats (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,             -- 'human' or 'ai'
    name TEXT NOT NULL,
    level TEXT NOT NULL,            -- a computer's level; '' for a human
    total INTEGER NOT NULL DEFAULT 0,
    won INTEGER,                    -- 1 or 0 once the match is over
    deals INTEGER NOT NULL DEFAULT 0,       -- deals played (the sheet's played rows), kept with each deal
    change_sum INTEGER NOT NULL DEFAULT 0,  -- the score changes of those deals
    declared INTEGER NOT NULL DEFAULT 0,    -- deals this seat declared
    made INTEGER NOT NULL DEFAULT 0,        -- ... and made
    opponents TEXT NOT NULL DEFAULT '',     -- at the end: the other seats' levels ('human' for a human), sorted
    margin INTEGER,                 -- at the end: the total against the best other seat's, more is better
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE INDEX seats_human ON seats (name) WHERE kind = 'human';

CREATE TABLE deals (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    deal_no INTEGER NOT NULL,
    dealer INTEGER NOT NULL,
    played INTEGER NOT NULL,        -- the sheet's 'played' (not a re-deal)
    void_reason TEXT NOT NULL,
    multiplier INTEGER,             -- where the game's row has one
    declarer INTEGER,               -- where the game has declarers
    made INTEGER,
    contract TEXT,                  -- the contract's name as records say it ('120', 'schnapser', 'muss')
    undos INTEGER NOT NULL DEFAULT 0,  -- how often moves were taken back in the deal
    ended REAL NOT NULL,
    seconds REAL,
    PRIMARY KEY (match_id, deal_no)
) WITHOUT ROWID;

CREATE TABLE deal_seats (
    match_id INTEGER NOT NULL,
    deal_no INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    change INTEGER NOT NULL,
    total INTEGER NOT NULL,
    PRIMARY KEY (match_id, deal_no, seat),
    FOREIGN KEY (match_id, deal_no) REFERENCES deals (match_id, deal_no) ON DELETE CASCADE
) WITHOUT ROWID;
"""

#: The scripts that bring a database from version i to version i + 1.
MIGRATIONS: tuple[str, ...] = (_V1,)
#: The version this program writes.
VERSION = len(MIGRATIONS)


class NewerDatabase(Exception):
    """The database was written by a newer version of Kartln: it is left as it is."""


def version_of(conn: sqlite3.Connection) -> int:
    value = conn.execute("PRAGMA user_version").fetchone()[0]
    return int(value)


def migrate(conn: sqlite3.Connection, migrations: tuple[str, ...] = MIGRATIONS) -> int:
    """Bring the database to the last version of ``migrations`` in one transaction (a failure leaves
    it as it was); return the version it had. Raise :class:`NewerDatabase` for a later version."""
    start = version_of(conn)
    target = len(migrations)
    if start > target:
        raise NewerDatabase(f"statistics version {start} (this version of Kartln reads {target})")
    if start == target:
        return start
    conn.execute("BEGIN IMMEDIATE")
    try:
        for script in migrations[start:]:
            for statement in _statements(script):
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {target:d}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return start


def _statements(script: str) -> list[str]:
    """The statements of a script (executescript would commit the transaction they belong to)."""
    out, buf = [], ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            out.append(buf.strip())
            buf = ""
    if buf.strip():
        out.append(buf.strip())
    return out
