"""Play statistics: every finished deal and match, in an SQLite store beside the saves (DESIGN.md,
"Play records").

- :mod:`.facts`: what a deal and a match are worth, read from the engine's rows (every game alike);
- :mod:`.schema`: the tables, their version and the migrations;
- :mod:`.store`: :class:`StatsStore`, writing (one transaction per deal) and the window's queries;
- :mod:`.queries`: the queries' filter and result dataclasses, the Wilson interval;
- :mod:`.writer`: the table's writer, off the table's path on a thread of its own;
- :mod:`.commands`: ``kartln stats import`` and ``kartln bench stats``.

The writer's store belongs to its thread: a reader (the Statistics window) opens a store of its own,
``StatsStore.open(AppPaths.stats_file, thorough=False)``, and WAL lets it read while a deal is written.
"""
