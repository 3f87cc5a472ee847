"""The statistics in the player's words: the opponents at the table, a win rate with its interval,
a match's margin, and the line of the player's record at a match's end."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from kartln.engine.registry import GAMES
from kartln.gui.numbers import counted, grouped, signed
from kartln.gui.stats.queries import FEW_MATCHES, HUMAN, GroupStats, Interval, RecordAgainst
from PySide6.QtCore import QCoreApplication, QLocale

#: The order opponents are named in: the weaker first, a human last.
LEVEL_ORDER = ("random", "policy", "easy", "normal", "hard", "expert", HUMAN)


def tr(text: str) -> str:
    return QCoreApplication.translate("Statistics", text)


def game_name(game_id: str) -> str:
    info = GAMES.get(game_id)
    return QCoreApplication.translate("games", info.title) if info is not None else game_id


def preset_name(game_id: str | None, preset: str) -> str:
    """A rules preset as the new-game dialog names it; "" is house rules of one's own."""
    if preset == "":
        return tr("House rules")
    for info in ([GAMES[game_id]] if game_id in GAMES else GAMES.values()):
        if preset in info.preset_labels:
            return QCoreApplication.translate("rules", info.preset_labels[preset])
    return preset


def players_text(level: str, n: int) -> str:
    """``n`` opponents of one level: "2 hard players", "1 human player"."""
    if level == "random":
        return counted("Statistics", "%n random player(s)", n)
    if level == "policy":
        return counted("Statistics", "%n simple computer player(s)", n)
    if level == "easy":
        return counted("Statistics", "%n easy player(s)", n)
    if level == "normal":
        return counted("Statistics", "%n normal player(s)", n)
    if level == "hard":
        return counted("Statistics", "%n hard player(s)", n)
    if level == "expert":
        return counted("Statistics", "%n expert player(s)", n)
    if level == HUMAN:
        return counted("Statistics", "%n human player(s)", n)
    return counted("Statistics", "%n computer player(s)", n) + f" ({level})"


def opponents_text(opponents: Iterable[str]) -> str:
    """The other seats of a match: "2 hard players", "1 easy player and 1 human player"."""
    count = Counter(opponents)
    order = sorted(count, key=lambda lv: (LEVEL_ORDER.index(lv) if lv in LEVEL_ORDER else len(LEVEL_ORDER), lv))
    parts = [players_text(level, count[level]) for level in order]
    if not parts:
        return tr("nobody")
    if len(parts) == 1:
        return parts[0]
    return tr("{some} and {last}").format(some=", ".join(parts[:-1]), last=parts[-1])


def opponents_short(opponents: Iterable[str]) -> str:
    """The other seats in a table's cell: "2 × Hard", "Easy, Hard", "Easy, Human"."""
    from kartln.gui.level_strength import level_label

    count = Counter(opponents)
    order = sorted(count, key=lambda lv: (LEVEL_ORDER.index(lv) if lv in LEVEL_ORDER else len(LEVEL_ORDER), lv))
    names = [tr("Human") if lv == HUMAN else level_label(lv) for lv in order]
    parts = [tr("{n} × {level}").format(n=count[lv], level=name) if count[lv] > 1 else name
             for lv, name in zip(order, names, strict=True)]
    return ", ".join(parts) if parts else tr("nobody")


def percent(share: float) -> str:
    return tr("{percent} %").format(percent=QLocale().toString(round(share * 100)))


def rate_text(won: int, matches: int, interval: Interval | None) -> str:
    """The win rate and its 95 % interval, or why it is not told: "37 % (17–60 %)"."""
    if matches < FEW_MATCHES or interval is None:
        return tr("too few matches to tell")
    return tr("{rate} ({low}–{high} %)").format(rate=percent(won / matches), low=round(interval.low * 100),
                                                high=round(interval.high * 100))


def won_text(won: int, matches: int) -> str:
    return tr("{won} of {matches}").format(won=grouped(won), matches=grouped(matches))


def contracts_text(group: GroupStats) -> str:
    if not group.has_contracts:
        return "—"
    return won_text(group.contracts_made, group.contracts)


def record_line(record: RecordAgainst) -> str:
    """The line at a match's end: "Against 2 hard players in Thousand: 7 of 19 matches won"."""
    return counted("Statistics", "Against {opponents} in {game}: {won} of %n match(es) won", record.matches).format(
        opponents=opponents_text(record.opponents), game=game_name(record.game), won=record.won)


def margin_text(margin: int) -> str:
    """A match's margin against the best other seat, more is better: "+120", "−40"."""
    return signed(margin)
