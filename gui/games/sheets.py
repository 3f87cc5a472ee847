"""Score sheets shared by the games: the count-down sheet of the Rams family, its end-of-deal
summary, the standings and the result, per player or per partnership.

Counting up keeps each game's own paper (Thousand's barrel and bolts are in thousand_sheet.py).
On a count-down sheet every player starts at a total and writes each deal's change beside it;
the lowest total wins.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kartln.engine.sheets import CountDownRow
from kartln.gui.message_text import note_words
from kartln.gui.numbers import counted, number_text, signed
from kartln.gui.view_model import SheetColumn, SheetTable, ViewContext
from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheet", text)


def sides(teams: Sequence[tuple[int, ...]], n: int) -> tuple[tuple[int, ...], ...]:
    """The columns of a sheet: one per partnership when the game has teams, else one per seat."""
    return tuple(teams) if teams else tuple((s,) for s in range(n))


def side_name(members: Sequence[int], ctx: ViewContext) -> str:
    return " & ".join(ctx.names[s] for s in members)


def change_text(change: int) -> str:
    return signed(change)


def countdown_sheet(rows: Sequence[CountDownRow], start: int, scores: Sequence[int],
                    teams: Sequence[tuple[int, ...]], ctx: ViewContext, *, multipliers: bool = False,
                    factor: Callable[[CountDownRow], str] | None = None, pending: str = "") -> SheetTable:
    """Deal by deal: the dealer, each side's total with the change, what the deal counted and why, and
    notes (a column only when a deal has one).

    ``factor`` words a row's multiplier ("×2 Refa"; bare "×2" without it); ``pending`` is what the next
    scored deal will count (Raub's Refas drawn as lines), under the multiplier column's total.
    A partnership's total is kept on each of its members (the engine scores a team as one)."""
    n = len(scores)
    cols = sides(teams, n)
    notes = [_row_notes(row, cols, ctx) for row in rows]
    with_notes = any(notes)
    columns = [SheetColumn(tr("Deal")), SheetColumn(tr("Dealer"))]
    columns += [SheetColumn(side_name(m, ctx), tr("total after the deal, and its change")) for m in cols]
    if multipliers:
        columns.append(SheetColumn(tr("Counts"), tr("how many times the deal counted, and why")))
    if with_notes:
        columns.append(SheetColumn(tr("Notes")))
    extra = [""] * (int(multipliers) + int(with_notes))
    first = 2  # the column of the first side
    out: list[tuple[str, ...]] = [(tr("Start"), "", *(str(start) for _ in cols), *extra)]
    highlights: list[tuple[int, int]] = []
    for row, note in zip(rows, notes, strict=True):
        cells = [str(row.deal_no), ctx.names[row.dealer]]
        for members in cols:
            s = members[0]
            if not any(m in row.in_deal for m in members):
                cells.append(f"{number_text(row.scores[s])}\n" + tr("out"))
            else:
                cells.append(f"{number_text(row.scores[s])}\n{change_text(row.changes[s])}")
        if multipliers:
            times = "" if row.multiplier == 1 else factor(row) if factor is not None else f"×{row.multiplier}"
            cells.append(times)
        if with_notes:
            cells.append(note)
        r = len(out)
        for c, members in enumerate(cols):
            if any(w in members for w in row.winners):
                highlights.append((r, first + c))
        out.append(tuple(cells))
    totals = [tr("Total"), "", *(number_text(scores[m[0]]) for m in cols)]
    if multipliers:
        totals.append(pending)
    if with_notes:
        totals.append("")
    return SheetTable(tuple(columns), tuple(out), tuple(totals), tuple(highlights))


def _row_notes(row: CountDownRow, cols: Sequence[tuple[int, ...]], ctx: ViewContext) -> str:
    notes = [note_words(note, ctx) for note in row.notes]
    if row.winners:
        winners = [side_name(m, ctx) for m in cols if any(w in m for w in row.winners)]
        notes.append(tr("won by {names}").format(names=", ".join(winners)))
    return "\n".join(notes)


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


@dataclass(frozen=True, slots=True)
class CountRule:
    """How a count-down deal scores a seat, as the summary explains it."""

    per_trick: int = -1
    no_trick: int = 5
    home: int = 0  # the change for sitting the deal out (staying at home)
    factor: str = ""  # what the deal's multiplier is, in words: "hearts", "Refa"


# A game's own explanation of a seat's change where the plain rule does not give it: lines, or None.
SpecialHow = Callable[[CountDownRow, int], "list[str] | None"]


def factor_text(row: CountDownRow, rule: CountRule) -> str:
    """"×2 hearts"; several causes in brackets: "×4 (2 whiteouts)"."""
    if row.multiplier == 1:
        return ""
    if " " in rule.factor:
        return f"×{row.multiplier} ({rule.factor})"
    return f"×{row.multiplier} {rule.factor}".rstrip()


def with_factor(phrase: str, base: int, row: CountDownRow, rule: CountRule) -> str:
    """"2 tricks × −1 = −2", or with the multiplier "2 tricks × −1, ×2 hearts = −4"."""
    factor = factor_text(row, rule)
    if not factor:
        return f"{phrase} = {signed(base)}" if " × " in phrase else f"{phrase}: {signed(base)}"
    if " × " not in phrase:
        phrase += f" {signed(base)}"  # "No trick +5, ×2 hearts = +10"
    return f"{phrase}, {factor} = {signed(base * row.multiplier)}"


def tricks_phrase(tricks: int, per_trick: int) -> str:
    return counted("ScoreSheet", "%n trick(s) × {change}", tricks).format(change=signed(per_trick))


def plain_how(row: CountDownRow, seat: int, rule: CountRule) -> tuple[str, int]:
    """The seat's change by the plain rule: a line and its value."""
    if seat not in row.in_deal:
        if not rule.home:
            return tr("Out of this deal"), 0
        return with_factor(tr("Stayed at home"), rule.home, row, rule), rule.home * row.multiplier
    tricks = row.tricks[seat]
    if tricks:
        return with_factor(tricks_phrase(tricks, rule.per_trick), rule.per_trick * tricks, row, rule), \
            rule.per_trick * tricks * row.multiplier
    return with_factor(tr("No trick"), rule.no_trick, row, rule), rule.no_trick * row.multiplier


def settled_how(row: CountDownRow, seat: int, change: int) -> str | None:
    """What became of the total after the plain change: "" when it was simply added, a line when it
    bounced back from below 0 or stopped at 0, None when the plain change does not explain it."""
    total = row.scores[seat] - row.changes[seat] + change
    score = row.scores[seat]
    if total == score:
        return ""
    if total < 0 and score == -total:
        return tr("Bounced back from below 0: {total} → {score}").format(total=signed(total), score=score)
    if total < 0 and score == 0:
        return tr("Never below 0: {total} → 0").format(total=signed(total))
    return None


def fallback_how(row: CountDownRow, seat: int) -> list[str]:
    """A change no rule here explains: the deal's notes say what made it."""
    what = "; ".join(capitalized(n) for n in row.notes) or tr("This deal")
    return [f"{what}: {signed(row.changes[seat])}"]


def seat_how(row: CountDownRow, seat: int, rule: CountRule, special: SpecialHow | None = None) -> str:
    """How the seat's total changed: the plain rule with its multiplier and what became of the total,
    else the game's own words."""
    line, change = plain_how(row, seat, rule)
    settled = settled_how(row, seat, change)
    if settled is None:
        return "\n".join((special(row, seat) if special else None) or fallback_how(row, seat))
    return "\n".join([line, settled] if settled else [line])


def countdown_summary(row: CountDownRow, teams: Sequence[tuple[int, ...]], ctx: ViewContext,
                      no_trick: int = 5, rule: str = "", how: CountRule | None = None,
                      special: SpecialHow | None = None) -> SheetTable:
    """The end of a deal: each player's tricks, change and new total, and how the change was made;
    ``rule`` says in the header's tooltip how a deal scores, ``how`` and ``special`` explain each seat."""
    how = how or CountRule(no_trick=no_trick)
    title = tr("Deal {n} is over").format(n=row.deal_no)
    if row.multiplier != 1:
        title += " · " + tr("counts ×{m}").format(m=row.multiplier)
    if row.notes:
        title += " · " + "; ".join(note_words(note, ctx) for note in row.notes)
    columns = (
        SheetColumn(tr("Player")),
        SheetColumn(tr("Tricks")),
        SheetColumn(tr("This deal")),
        SheetColumn(tr("Score")),
        SheetColumn(tr("How"), rule or tr("each trick takes one off; no trick puts {n} on").format(n=no_trick)),
    )
    rows = []
    highlights = []
    for s, name in enumerate(ctx.names):
        player = [name]
        if teams:
            partners = next((m for m in teams if s in m), ())
            player.append(tr("with {names}").format(names=", ".join(ctx.names[p] for p in partners if p != s)))
        if s in row.winners:
            player.append(tr("wins the match"))
            highlights.append((s, 0))
        tricks = str(row.tricks[s]) if s in row.in_deal else "—"
        rows.append(("\n".join(player), tricks, signed(row.changes[s]), number_text(row.scores[s]),
                     seat_how(row, s, how, special)))
    return SheetTable(columns, tuple(rows), (), tuple(highlights), title=title)


def countdown_standings(scores: Sequence[int], winners: Sequence[int], teams: Sequence[tuple[int, ...]],
                        ctx: ViewContext) -> SheetTable:
    cols = sides(teams, len(scores))
    order = sorted(cols, key=lambda m: (not any(w in m for w in winners), scores[m[0]]))
    rows = tuple((str(i + 1), side_name(m, ctx), number_text(scores[m[0]])) for i, m in enumerate(order))
    columns = (SheetColumn(tr("Place")), SheetColumn(tr("Team") if teams else tr("Player")), SheetColumn(tr("Score")))
    return SheetTable(columns, rows, (), ((0, 1),) if winners else ())


def countdown_winners_text(scores: Sequence[int], winners: Sequence[int], teams: Sequence[tuple[int, ...]],
                           ctx: ViewContext) -> str:
    if not winners:
        return ""
    score = number_text(scores[winners[0]])
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
