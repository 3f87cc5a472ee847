"""Thousand's score sheet, end-of-deal summary and match result, as on the paper sheet.

One row per deal: the declarer and contract, made or failed, then each player's running total
with the change and the barrel and bolt marks.
"""

from __future__ import annotations

from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.games.thousand.scoring import BarrelNote, SheetRow
from kartln.gui.games.base import SheetColumn, SheetTable, ViewContext
from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("ThousandSheet", text)


def note_text(note: BarrelNote) -> str:
    kind, v = note.kind, note.value
    texts = {
        "bolt": tr("bolt") if v == 1 else tr("{n} bolts").format(n=v),
        "bolt_fine": tr("three bolts {points}").format(points=v),
        "arrived": tr("on the barrel"),
        "attempt": tr("barrel {n}/3").format(n=v),
        "fell": tr("off the barrel"),
        "knocked_off": tr("knocked off the barrel"),
        "reset": tr("third fall: back to 0"),
        "won": tr("wins"),
        "won_direct": tr("wins"),
        "conceded": tr("conceded ({n})").format(n=v),
        "dump_truck": tr("555: back to 0"),
    }
    return texts.get(kind, kind)


def void_text(reason: str) -> str:
    if reason.startswith("re-deal: "):
        from kartln.gui.games.thousand_view import redeal_reason

        return tr("new deal: {reason}").format(reason=redeal_reason(reason[len("re-deal: "):]))
    if reason.startswith("cut:"):
        return tr("void: a nine at the bottom three times")
    return reason


def result_text(row: SheetRow) -> str:
    if row.declarer is None:
        return void_text(row.void_reason)
    if getattr(row, "conceded", False):
        return tr("conceded")
    made = tr("made") if row.made else tr("failed")
    extra = []
    if row.blind:
        extra.append(tr("blind"))
    if row.golden:
        extra.append(tr("golden"))
    return made + (" (" + ", ".join(extra) + ")" if extra else "")


def sheet(obs: ThousandObservation, ctx: ViewContext) -> SheetTable:
    n = obs.num_players
    cols = [
        SheetColumn(tr("Deal")),
        SheetColumn(tr("Declarer")),
        SheetColumn(tr("Contract")),
        SheetColumn(tr("Result")),
    ] + [SheetColumn(ctx.names[s], tr("running total, change and marks")) for s in range(n)]
    rows = []
    highlights = []
    for r, row in enumerate(obs.sheet):
        cells = [
            str(row.deal_no) + (" ★" if row.golden else ""),
            ctx.names[row.declarer] if row.declarer is not None else "—",
            str(row.contract) if row.declarer is not None else "",
            result_text(row),
        ]
        for s in range(n):
            marks = [note_text(nt) for nt in row.notes if nt.seat == s]
            change = row.changes[s]
            detail = ([f"{change:+d}"] if change else []) + marks
            cells.append(f"{row.scores[s]}\n" + (" · ".join(detail) if detail else "–"))
            if row.winner == s:
                highlights.append((r, 4 + s))
        rows.append(tuple(cells))
    totals = [tr("Total"), "", "", ""]
    for s in range(n):
        sp = obs.seats[s]
        extra = []
        if sp.on_barrel:
            extra.append(tr("barrel {n}/3").format(n=sp.barrel_attempts))
        if sp.bolts:
            extra.append(tr("bolts {n}").format(n=sp.bolts))
        totals.append(str(sp.score) + ("\n" + ", ".join(extra) if extra else ""))
    return SheetTable(tuple(cols), tuple(rows), tuple(totals), tuple(highlights))


def deal_summary(row: SheetRow, obs: ThousandObservation, ctx: ViewContext) -> SheetTable | None:
    """The end-of-deal summary; None for a void deal (a banner tells of it)."""
    if row.declarer is None:
        return None
    name = ctx.names[row.declarer]
    if getattr(row, "conceded", False):
        title = tr("{name} conceded the contract of {contract}").format(name=name, contract=row.contract)
    elif row.made:
        title = tr("{name} played {contract} and made it").format(name=name, contract=row.contract)
    else:
        title = tr("{name} played {contract} and failed").format(name=name, contract=row.contract)
    cols = (
        SheetColumn(tr("Player")),
        SheetColumn(tr("Points"), tr("card points in tricks plus declared marriages")),
        SheetColumn(tr("This deal")),
        SheetColumn(tr("Score")),
        SheetColumn(tr("Notes")),
    )
    rows = []
    highlights = []
    for s in range(obs.num_players):
        marks = [note_text(nt) for nt in row.notes if nt.seat == s]
        sits_out = obs.num_players == 4 and s == row.dealer
        raw = "—" if sits_out or not row.raw else str(row.raw[s])
        if sits_out:
            marks.insert(0, tr("dealer, sits out"))
        if s == row.declarer:
            marks.insert(0, tr("declarer"))
        rows.append((ctx.names[s], raw, f"{row.changes[s]:+d}", str(row.scores[s]), ", ".join(marks)))
        if s == row.declarer:
            highlights.append((s, 0))
    return SheetTable(cols, tuple(rows), (), tuple(highlights), title=title)


def winners_text(obs: ThousandObservation, ctx: ViewContext) -> str:
    winners = obs.winners
    if not winners:
        return ""
    if len(winners) == 1:
        w = winners[0]
        if w == ctx.viewer and ctx.reveal:
            return tr("You win the match with {score} points!").format(score=obs.seats[w].score)
        return tr("{name} wins the match with {score} points").format(name=ctx.names[w], score=obs.seats[w].score)
    return tr("{names} win the match").format(names=", ".join(ctx.names[w] for w in winners))


def standings(obs: ThousandObservation, ctx: ViewContext) -> SheetTable:
    order = sorted(range(obs.num_players), key=lambda s: (s not in obs.winners, -obs.seats[s].score))
    rows = tuple((str(i + 1), ctx.names[s], str(obs.seats[s].score)) for i, s in enumerate(order))
    cols = (SheetColumn(tr("Place")), SheetColumn(tr("Player")), SheetColumn(tr("Score")))
    return SheetTable(cols, rows, (), ((0, 1),))
