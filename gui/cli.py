"""The ``kartln`` command.

With no arguments it opens the game window. Sub-commands serve headless work (simulation,
benchmarks, records, deck sheets). This module imports neither Qt nor any game module at import
time: each sub-command imports what it needs, so headless commands never load PySide6.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NoReturn

Handler = Callable[[argparse.Namespace], int]


def _simulate(args: argparse.Namespace) -> int:
    from kartln.engine.simulate import run_simulate_command

    return run_simulate_command(args)


def _bench(args: argparse.Namespace) -> int:
    if args.target == "engine":
        from kartln.engine.bench import run_engine_bench_command

        return run_engine_bench_command(args)
    if args.target == "cards":
        from kartln.gui.card_bench import run_card_bench_command

        return run_card_bench_command(args)
    if args.target == "ai":
        from kartln.ai.bench import run_ai_bench_command

        return run_ai_bench_command(args)
    if args.target == "blunders":
        from kartln.ai.thousand.blunders import run_blunders_command

        return run_blunders_command(args)
    if args.target == "gui":
        from kartln.gui.bench import run_gui_bench_command

        return run_gui_bench_command(args)
    if args.target == "stats":
        from kartln.gui.stats.commands import run_bench_stats_command

        return run_bench_stats_command(args)
    if args.target == "net":
        from kartln.gui.net.soak import run_net_bench_command

        return run_net_bench_command(args)
    if args.target == "fuzz":
        from kartln.gui.file_fuzz import run_fuzz_command

        return run_fuzz_command(args)
    raise AssertionError(f"kartln bench: no handler for target {args.target!r}")


def _stats(args: argparse.Namespace) -> int:
    from kartln.gui.stats.commands import run_import_command

    return run_import_command(args)


def _tournament(args: argparse.Namespace) -> int:
    from kartln.ai.tournament import run_tournament_command

    return run_tournament_command(args)


def _decks(args: argparse.Namespace) -> int:
    from kartln.gui.deck_sheets import run_decks_command

    return run_decks_command(args)


def _games(args: argparse.Namespace) -> int:
    from kartln.ai.levels import levels_for
    from kartln.engine.registry import GAMES

    id_width = max(len(info.id) for info in GAMES.values())
    title_width = max(len(info.title) for info in GAMES.values())
    for info in GAMES.values():
        players = ", ".join(str(n) for n in info.player_counts)
        presets = ", ".join(info.presets)
        try:
            levels = ", ".join(levels_for(info.id))
        except ValueError:
            levels = "none yet"
        name = f"{info.id:{id_width}} {info.title:{title_width}}"
        print(f"{name} players {players:10} computer players: {levels:36} presets: {presets}")
    return 0


def _replay(args: argparse.Namespace) -> int:
    from kartln.engine.records import run_replay_command

    return run_replay_command(args)


def playable_games() -> str:
    """The titles of the games Kartln plays now, for help and about texts."""
    from kartln.engine.registry import GAMES

    return ", ".join(info.title for info in GAMES.values())


class OneLineParser(argparse.ArgumentParser):
    """Wrong usage is answered in one line on stderr with exit status 2, the way every sub-command
    refuses an impossible value: argparse's message with its usage block joined onto it."""

    def error(self, message: str) -> NoReturn:
        usage = " ".join(self.format_usage().split())
        self.exit(2, f"{self.prog}: {message} ({usage}; {self.prog} --help tells more)\n")

    def parse_known_args(self, args: Iterable[str] | None = None, namespace: Any = None) -> tuple[Any, list[str]]:
        """Refuses what it does not know, here rather than in the top parser, so that the message
        names the sub-command the option was given to ('kartln bench ai', not 'kartln')."""
        parsed, extras = super().parse_known_args(args, namespace)
        if extras:
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return parsed, extras


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="kartln",
        description=f"Kartln: Central and Eastern European trick-taking card games. Playable now: {playable_games()} "
                    "('kartln games' lists them with their player counts).",
    )
    parser.add_argument(
        "--smoke", action="store_true",
        help="start the game window, print FIRST_PAINT and the time of the first painted frame, and exit "
             "(install check)",
    )
    parser.add_argument(
        "--self-test", action="store_true",
        help="play one computer-only deal of every game offscreen and check the installation; exit 0 if all is well",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("games", help="list the games and their player counts")
    p.set_defaults(handler=_games)

    p = sub.add_parser("simulate", help="play random-agent matches to the end and summarise them")
    p.add_argument("--game", default="thousand", help="game id of 'kartln games' (default thousand)")
    p.add_argument("--players", type=int, default=None, help="number of players (default: the game's usual)")
    p.add_argument("--matches", type=int, default=10, help="matches to play (default 10)")
    p.add_argument("--seed", type=int, default=1, help="seed of the matches (default 1)")
    p.add_argument("--record", metavar="FILE", help="write the first match as a match record (kartln replay FILE, "
                                                    "or Game › Open… in the window)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_simulate)

    _add_bench_parsers(sub)

    p = sub.add_parser("tournament", help="seeded, seat-rotated games between AI agents")
    p.add_argument("--game", default="thousand", help="game id of 'kartln games' (default thousand)")
    p.add_argument("--agents", required=True, help="comma-separated agents, one per seat (e.g. random,easy,normal)")
    count = p.add_mutually_exclusive_group(required=True)
    count.add_argument("--deals", type=int, help="number of deals (each played in every seat rotation)")
    count.add_argument("--matches", type=int, help="number of whole matches")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--strength", metavar="FILE",
                   help="write the measured step (one level against the level below it) into the strength table "
                        "FILE; ai/strength.json is the one the application ships and shows")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=_tournament)

    p = sub.add_parser("decks", help="write one contact-sheet PNG per deck")
    p.add_argument("--out", required=True, help="folder for the PNG files (made when missing)")
    p.add_argument("--width", type=int, default=120, help="card width in pixels on the sheet, 16 to 1000 (default 120)")
    p.set_defaults(handler=_decks)

    p = sub.add_parser("stats", help="the play statistics: 'kartln stats import FILE...' adds finished matches "
                                     "from match records")
    actions = p.add_subparsers(dest="stats_command", metavar="ACTION", required=True)
    q = actions.add_parser("import", help="add the finished matches of match records (a record counts once)",
                           description="Add the finished matches of match records to the statistics; a record "
                                       "already counted is counted once.")
    q.add_argument("files", nargs="+", metavar="FILE", help="a .kartln.json match record")
    q.add_argument("--database", metavar="FILE", help="the statistics file (default: the one beside the saves)")
    q.set_defaults(handler=_stats)

    _add_network_parsers(sub)

    p = sub.add_parser("replay", help="check a match record and print the final state")
    p.add_argument("record", help="path of a .kartln.json record")
    p.set_defaults(handler=_replay)
    return parser


def _add_network_parsers(sub: Any) -> None:
    """``kartln host`` and ``kartln client``: their parsers live beside them (importing no Qt)."""
    from kartln.gui.net.commands import add_parsers

    add_parsers(sub)


def _add_bench_parsers(sub: Any) -> None:
    """``kartln bench TARGET``: each target with its own options and help."""
    bench = sub.add_parser("bench", help="measure: engine, ai, cards, gui or statistics speed; the AI's blunder suite; "
                                         "damaged files against the loaders (fuzz); a network table's soak run (net)",
                           description="Measurements; 'kartln bench TARGET --help' describes each target.")
    bench.set_defaults(handler=_bench)
    targets = bench.add_subparsers(dest="target", metavar="TARGET", required=True)

    def target(name: str, summary: str) -> argparse.ArgumentParser:
        p: argparse.ArgumentParser = targets.add_parser(name, help=summary, description=summary)
        return p

    def game(p: argparse.ArgumentParser) -> None:
        p.add_argument("--game", default="thousand", help="game id of 'kartln games' (default thousand)")

    def seed(p: argparse.ArgumentParser) -> None:
        p.add_argument("--seed", type=int, default=1, help="seed of the deals (default 1)")

    def json_flag(p: argparse.ArgumentParser) -> None:
        p.add_argument("--json", action="store_true", help="print one JSON object")

    p = target("engine", "random complete deals per second on one core, of the game's match state")
    game(p)
    p.add_argument("--players", type=int, default=None, help="number of players (default: the game's usual)")
    p.add_argument("--seconds", type=float, default=3.0, help="how long to measure (default 3)")
    seed(p)
    json_flag(p)

    p = target("ai", "how long a computer player thinks per decision: p50, p95 and max; for Thousand also the "
                     "card-play kernel's random roll-outs per second")
    game(p)
    p.add_argument("--level", default="normal", help="computer player level (default normal)")
    p.add_argument("--decisions", type=int, default=200, help="decisions to time (default 200)")
    p.add_argument("--seconds", type=float, default=3.0, help="how long to measure the roll-outs (default 3)")
    seed(p)
    json_flag(p)

    p = target("blunders", "the share of Thousand's blunder suite (positions with one clearly right decision) a "
                           "computer player gets right, and the positions it gets wrong")
    game(p)
    p.add_argument("--level", default="normal", help="computer player level (default normal)")
    p.add_argument("--seed", type=int, default=1, help="seed of the computer player (default 1)")
    json_flag(p)

    p = target("cards", "how fast the card faces render: the first render of each deck and a cached lookup")
    p.add_argument("--seconds", type=float, default=1.0, help="how long to time cached lookups, at most 2 (default 1)")
    json_flag(p)

    p = target("gui", "start-up to the first frame, paint time per frame, memory over computer-only deals, "
                      "responsiveness while the computer thinks; exit status 1 outside the goals")
    p.add_argument("--deals", type=int, default=200, help="computer-only deals for the memory check (default 200)")
    p.add_argument("--seconds", type=float, default=3.0, help="how long to measure painting (default 3)")
    seed(p)
    json_flag(p)

    p = target("stats", "the statistics: a database of made-up deals, the time of the queries the Statistics window "
                        "makes on opening and the write time per deal (p50, p99); exit status 1 outside the goals")
    p.add_argument("--deals", type=int, default=100_000, help="deals in the database (default 100000)")
    p.add_argument("--timed", type=int, default=1000,
                   help="deals written one transaction each and timed (default 1000)")
    seed(p)
    json_flag(p)

    p = target("net", "a soak run of a network table over loopback: a host and remote players in their own "
                      "processes; checks no action is lost or repeated and the records replay, and times an action "
                      "on its way to the other players (p50, p99); exit status 1 on a problem")
    p.add_argument("--game", default="bauernschnapsen", help="game id of 'kartln games' (default bauernschnapsen)")
    p.add_argument("--players", type=int, default=None, help="number of players (default: the game's usual)")
    p.add_argument("--clients", type=int, default=4, help="remote players (default 4)")
    p.add_argument("--deals", type=int, default=1000, help="deals to play at least (default 1000)")
    p.add_argument("--delay", default="0-0.02", help="each client's thinking time, seconds or a range "
                                                     "(default 0-0.02)")
    seed(p)
    json_flag(p)

    p = target("fuzz", "damaged records, autosaves, named saves, settings and house rules fed to their loaders; "
                       "exit status 1 on a failure")
    p.add_argument("--cases", type=int, default=10_000, help="damaged files (default 10000)")
    seed(p)
    json_flag(p)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.self_test:
        from kartln.gui.self_test import run_self_test

        return run_self_test()
    handler: Handler | None = getattr(args, "handler", None)
    if handler is None:
        return _open_window(smoke=args.smoke)
    return handler(args)


def _open_window(smoke: bool = False) -> int:
    from kartln.gui.app import run_app

    return run_app(smoke=smoke)


if __name__ == "__main__":
    sys.exit(main())
