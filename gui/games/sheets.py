"""Score sheets shared by the games: the count-down sheet of the Rams family, its end-of-deal
summary, the standings and the result, per player or per partnership.

Counting up keeps each game's own paper (Thousand's barrel and bolts are in thousand_sheet.py).
On a count-down sheet every player starts at a total and writes each deal's change beside it;
the lowest total wins.
"""

from __future__ import annotations

from collections.abc import Sequence

from kartln.engine.sheets import CountDownRow
from kartln.gui.games.base import SheetColumn, SheetTable, ViewContext
from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheet", text)


def sides(teams: Sequence[tuple[int, ...]], n: int) -> tuple[tuple[int, ...], ...]:
    """The columns of a sheet: one per partnership when the game has teams, else one per seat."""
    return tuple(teams) if teams else tuple((s,) for s in range(n))


def side_name(members: Sequence[int], ctx: ViewContext) -> str:
    return " & ".join(ctx.names[s] for s in members)


def change_text(change: int) -> str:
    return f"{change:+d}" if change else "±0"


def countdown_sheet(rows: Sequence[CountDownRow], start: int, scores: Sequence[int],
                    teams: Sequence[tuple[int, ...]], ctx: ViewContext, *, multipliers: bool = False) -> SheetTable:
    """Deal by deal: the dealer, each side's total with the change, the multiplier and notes.

    A partnership's total is kept on each of its members (the engine scores a team as one)."""
    n = len(scores)
    cols = sides(teams, n)
    columns = [SheetColumn(tr("Deal")), SheetColumn(tr("Dealer"))]
    columns += [SheetColumn(side_name(m, ctx), tr("total after the deal, and its change")) for m in cols]
    if multipliers:
        columns.append(SheetColumn("×", tr("the deal's multiplier")))
    columns.append(SheetColumn(tr("Notes")))
    first = 2  # the column of the first side
    out: list[tuple[str, ...]] = [(tr("Start"), "", *(str(start) for _ in cols), *([""] if multipliers else []), "")]
    highlights: list[tuple[int, int]] = []
    for row in rows:
        cells = [str(row.deal_no), ctx.names[row.dealer]]
        for members in cols:
            s = members[0]
            if not any(m in row.in_deal for m in members):
                cells.append(f"{row.scores[s]}\n" + tr("out"))
            else:
                cells.append(f"{row.scores[s]}\n{change_text(row.changes[s])}")
        if multipliers:
            cells.append(f"×{row.multiplier}" if row.multiplier != 1 else "")
        notes = list(row.notes)
        if row.winners:
            winners = [side_name(m, ctx) for m in cols if any(w in m for w in row.winners)]
            notes.append(tr("won by {names}").format(names=", ".join(winners)))
        cells.append("\n".join(notes))
        r = len(out)
        for c, members in enumerate(cols):
            if any(w in members for w in row.winners):
                highlights.append((r, first + c))
        out.append(tuple(cells))
    totals = (tr("Total"), "", *(str(scores[m[0]]) for m in cols), *([""] if multipliers else []), "")
    return SheetTable(tuple(columns), tuple(out), totals, tuple(highlights))


def countdown_summary(row: CountDownRow, teams: Sequence[tuple[int, ...]], ctx: ViewContext,
                      no_trick: int = 5, rule: str = "") -> SheetTable:
    """The end of a deal: each player's tricks, change and new total; ``rule`` says how a deal
    scores where it is not "one off a trick, ``no_trick`` on without one"."""
    title = tr("Deal {n} is over").format(n=row.deal_no)
    if row.multiplier != 1:
        title += " · " + tr("counts ×{m}").format(m=row.multiplier)
    if row.notes:
        title += " · " + "; ".join(row.notes)
    columns = (
        SheetColumn(tr("Player")),
        SheetColumn(tr("Tricks")),
        SheetColumn(tr("This deal"), rule or tr("each trick takes one off; no trick puts {n} on").format(n=no_trick)),
        SheetColumn(tr("Score")),
        SheetColumn(tr("Notes")),
    )
    rows = []
    highlights = []
    for s, name in enumerate(ctx.names):
        notes = []
        if teams:
            partners = next((m for m in teams if s in m), ())
            notes.append(tr("with {names}").format(names=", ".join(ctx.names[p] for p in partners if p != s)))
        if s not in row.in_deal:
            notes.append(tr("out of this deal"))
            tricks = "—"
        else:
            tricks = str(row.tricks[s])
            if not row.tricks[s]:
                notes.append(tr("no trick"))
        if s in row.winners:
            notes.append(tr("wins the match"))
            highlights.append((s, 0))
        rows.append((name, tricks, change_text(row.changes[s]), str(row.scores[s]), ", ".join(notes)))
    return SheetTable(columns, tuple(rows), (), tuple(highlights), title=title)


def countdown_standings(scores: Sequence[int], winners: Sequence[int], teams: Sequence[tuple[int, ...]],
                        ctx: ViewContext) -> SheetTable:
    cols = sides(teams, len(scores))
    order = sorted(cols, key=lambda m: (not any(w in m for w in winners), scores[m[0]]))
    rows = tuple((str(i + 1), side_name(m, ctx), str(scores[m[0]])) for i, m in enumerate(order))
    columns = (SheetColumn(tr("Place")), SheetColumn(tr("Team") if teams else tr("Player")), SheetColumn(tr("Score")))
    return SheetTable(columns, rows, (), ((0, 1),) if winners else ())


def countdown_winners_text(scores: Sequence[int], winners: Sequence[int], teams: Sequence[tuple[int, ...]],
                           ctx: ViewContext) -> str:
    if not winners:
        return ""
    score = scores[winners[0]]
    if teams:
        won = [m for m in teams if any(w in m for w in winners)]
        if len(won) == 1:
            if ctx.reveal and ctx.viewer in won[0]:
                return tr("Your team wins the match, down to {score}!").format(score=score)
            return tr("{names} win the match, down to {score}").format(names=side_name(won[0], ctx), score=score)
    if len(winners) == 1:
        w = winners[0]
        if w == ctx.viewer and ctx.reveal:
            return tr("You win the match, down to {score}!").format(score=score)
        return tr("{name} wins the match, down to {score}").format(name=ctx.names[w], score=score)
    return tr("{names} share the win, down to {score}").format(names=", ".join(ctx.names[w] for w in winners),
                                                               score=score)
