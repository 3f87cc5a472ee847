"""Thousand's score sheet, end-of-deal summary and match result, as on the paper sheet.

One row per deal: the declarer and contract, made or failed, then each player's running total
with the change and the barrel and bolt marks.
"""

from __future__ import annotations

from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.games.thousand.rules import CONCESSION_POINTS, CONCESSIONS_PER_FINE
from kartln.engine.games.thousand.scoring import BARREL_CONTRACT_MIN, BarrelNote, SheetRow
from kartln.gui.numbers import counted, number_text, signed
from kartln.gui.view_model import SheetColumn, SheetTable, ViewContext
from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("ThousandSheet", text)


def note_text(note: BarrelNote) -> str:
    kind, v = note.kind, note.value
    texts = {
        "bolt": tr("bolt") if v == 1 else counted("ThousandSheet", "%n bolt(s)", v),
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
    if row.conceded:
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
            detail = ([signed(change)] if change else []) + marks
            cells.append(f"{number_text(row.scores[s])}\n" + (" · ".join(detail) if detail else "–"))
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
        totals.append(number_text(sp.score) + ("\n" + ", ".join(extra) if extra else ""))
    return SheetTable(tuple(cols), tuple(rows), tuple(totals), tuple(highlights))




SETS_SCORE = ("arrived", "fell", "knocked_off", "reset", "won", "dump_truck")  # notes that write a score outright


def seat_notes(row: SheetRow, seat: int) -> list[BarrelNote]:
    return [nt for nt in row.notes if nt.seat == seat]


def was_on_barrel(row: SheetRow, seat: int) -> bool:
    """Whether the seat sat on the barrel when the deal began (its points did not count): only such
    a player gets an attempt, a win or a fall before any other barrel note."""
    kinds = [nt.kind for nt in seat_notes(row, seat) if nt.kind not in ("bolt", "bolt_fine", "conceded")]
    return bool(kinds) and kinds[0] in ("attempt", "won", "fell")


def score_set_outright(row: SheetRow, seat: int) -> bool:
    return any(nt.kind in SETS_SCORE for nt in seat_notes(row, seat))


def factors(row: SheetRow, *, blind: bool) -> tuple[int, str]:
    """The deal's multiplier and its words: ×2 blind (the declarer's only), ×2 golden round."""
    m, words = 1, list[str]()
    if blind and row.blind:
        m, words = m * 2, [*words, tr("×2 blind")]
    if row.golden:
        m, words = m * 2, [*words, tr("×2 golden round")]
    return m, " ".join(words)


def points_text(row: SheetRow, seat: int) -> str:
    """Card points and marriages: "Card points 57 + marriage 60 = 117"."""
    total = row.raw[seat]
    marriage = row.marriages[seat] if row.marriages else 0
    if not marriage:
        return tr("Card points {n}").format(n=total)
    return tr("Card points {cards} + marriage {m} = {total}").format(cards=total - marriage, m=marriage, total=total)


def declarer_how(row: SheetRow, seat: int) -> list[str]:
    m, words = factors(row, blind=True)
    value = row.contract * m
    on_barrel = was_on_barrel(row, seat)
    if row.conceded:
        count = next((nt.value for nt in seat_notes(row, seat) if nt.kind == "conceded"), 0)
        line = tr("Conceded: time {n}").format(n=count)  # a number, not an ordinal: every language words it alike
        costs = count % CONCESSIONS_PER_FINE == 0
        if on_barrel:
            return [line]
        return [line + ": " + (tr("costs the contract {points}").format(points=signed(-value)) if costs
                               else tr("free"))]
    lines = [points_text(row, seat)] if row.raw else []
    if on_barrel and row.contract < BARREL_CONTRACT_MIN:
        return [*lines, tr("On the barrel a contract under {n} does not count").format(n=BARREL_CONTRACT_MIN)]
    result = (tr("Contract {c} made") if row.made else tr("Contract {c} missed")).format(c=row.contract)
    if on_barrel:
        return [*lines, result]
    return [*lines, result + (f" {words}" if words else "") + ": " + signed(value if row.made else -value)]


def defender_how(row: SheetRow, seat: int) -> list[str]:
    m, words = factors(row, blind=False)
    on_barrel = was_on_barrel(row, seat)
    if row.conceded:
        if on_barrel:
            return [tr("The declarer conceded; on the barrel nothing counts")]
        return [tr("The declarer conceded: {points}").format(points=signed(CONCESSION_POINTS * m))]
    if on_barrel:
        return [points_text(row, seat) + ", " + tr("not counted on the barrel")]
    if not row.raw[seat] and any(nt.kind == "bolt" for nt in seat_notes(row, seat)):
        return []  # the bolt's line says it: no trick, no points
    line = points_text(row, seat)
    if not score_set_outright(row, seat):  # else the barrel's note tells the score
        fine = sum(nt.value for nt in seat_notes(row, seat) if nt.kind == "bolt_fine")
        scored = row.changes[seat] - fine
        if scored // m != row.raw[seat]:
            line += " → " + tr("rounded {n}").format(n=scored // m)
        if m != 1:
            line += f", {words} = {signed(scored)}"
    return [line]


def dealer_how(row: SheetRow, seat: int) -> list[str]:
    """The 4-player dealer sits out; a house rule lets him score the stock."""
    if row.changes[seat] and not score_set_outright(row, seat):
        return [tr("Sits out; the stock: {points}").format(points=signed(row.changes[seat]))]
    return [tr("Sits out")]


def bolts_after(row: SheetRow, seat: int, sheet: tuple[SheetRow, ...]) -> int:
    """The seat's bolts right after this deal's bolt, counted along the sheet (three make a fine)."""
    count = 0
    for earlier in sheet:
        if earlier is row or earlier.deal_no == row.deal_no:
            break
        for nt in seat_notes(earlier, seat):
            count += nt.value if nt.kind == "bolt" else -3 if nt.kind == "bolt_fine" else 0
    return count + sum(nt.value for nt in seat_notes(row, seat) if nt.kind == "bolt")


def note_how(note: BarrelNote, bolts: int) -> str:
    """A bolt or barrel note as a line of the summary, with its number."""
    v = note.value
    texts = {
        "bolt": tr("No trick: bolt {n}").format(n=bolts),
        "bolt_fine": tr("Third bolt: {points}").format(points=signed(v)),
        "arrived": tr("Arrived on the barrel: {n}").format(n=v),
        "attempt": tr("On the barrel: attempt {n}/3").format(n=v),
        "fell": tr("Fell from the barrel: {n}").format(n=v),
        "knocked_off": tr("Knocked off the barrel: {n}").format(n=v),
        "reset": tr("Third fall: back to 0"),
        "won": tr("Made it on the barrel: {n}").format(n=v),
        "won_direct": tr("Past 1000: {n}").format(n=v),
        "dump_truck": tr("Exactly 555: back to 0"),
    }
    return texts.get(note.kind, "")


def seat_how(row: SheetRow, seat: int, obs: ThousandObservation) -> str:
    """How the seat's score changed this deal, a line per step."""
    if seat == row.declarer:
        lines = declarer_how(row, seat)
    elif obs.num_players == 4 and seat == row.dealer:
        lines = dealer_how(row, seat)
    else:
        lines = defender_how(row, seat)
    bolts = bolts_after(row, seat, obs.sheet)
    lines += [text for nt in seat_notes(row, seat) if (text := note_how(nt, bolts))]
    return "\n".join(lines)


def deal_summary(row: SheetRow, obs: ThousandObservation, ctx: ViewContext) -> SheetTable | None:
    """The end-of-deal summary, a row per player with how his score changed; None for a void deal
    (a banner tells of it)."""
    if row.declarer is None:
        return None
    name = ctx.names[row.declarer]
    if row.conceded:
        title = tr("{name} conceded the contract of {contract}").format(name=name, contract=row.contract)
    elif row.made:
        title = tr("{name} played {contract} and made it").format(name=name, contract=row.contract)
    else:
        title = tr("{name} played {contract} and failed").format(name=name, contract=row.contract)
    cols = (
        SheetColumn(tr("Player")),
        SheetColumn(tr("This deal")),
        SheetColumn(tr("Score")),
        SheetColumn(tr("How"), tr("card points and marriages, rounding, the contract, bolts and the barrel")),
    )
    rows = []
    for s in range(obs.num_players):
        role = tr("declarer") if s == row.declarer else ""
        rows.append((ctx.names[s] + (f"\n{role}" if role else ""), signed(row.changes[s]), number_text(row.scores[s]),
                     seat_how(row, s, obs)))
    return SheetTable(cols, tuple(rows), (), ((row.declarer, 0),), title=title)


def winners_text(obs: ThousandObservation, ctx: ViewContext) -> str:
    winners = obs.winners
    if not winners:
        return ""
    if len(winners) == 1:
        w = winners[0]
        if w == ctx.viewer and ctx.reveal:
            return tr("You win the match with {score} points!").format(score=number_text(obs.seats[w].score))
        score = number_text(obs.seats[w].score)
        return tr("{name} wins the match with {score} points").format(name=ctx.names[w], score=score)
    return tr("{names} win the match").format(names=", ".join(ctx.names[w] for w in winners))


def standings(obs: ThousandObservation, ctx: ViewContext) -> SheetTable:
    order = sorted(range(obs.num_players), key=lambda s: (s not in obs.winners, -obs.seats[s].score))
    rows = tuple((str(i + 1), ctx.names[s], number_text(obs.seats[s].score)) for i, s in enumerate(order))
    cols = (SheetColumn(tr("Place")), SheetColumn(tr("Player")), SheetColumn(tr("Score")))
    return SheetTable(cols, rows, (), ((0, 1),))
