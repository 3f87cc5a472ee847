"""Bauernschnapsen's Bummerl sheet (rules/bauernschnapsen.md §8–§9), its end-of-deal summary, the
result, and the info lines at the table's corner.

One row per deal: the contract with its declarer and factor, the game points each team scored
and its running total, and notes (how the deal was decided, who won the game, the Bummerl).
"""

from __future__ import annotations

from collections.abc import Mapping

from kartln.engine.games.bauernschnapsen.contracts import Contract, value
from kartln.engine.games.bauernschnapsen.rules import BauernschnapsenRules
from kartln.engine.games.bauernschnapsen.sheet import TEAMS, BummerlRow
from kartln.engine.games.bauernschnapsen.state import BauernschnapsenObservation
from kartln.gui.games.bauernschnapsen_panels import CHAIN_WORDS
from kartln.gui.games.text import card_label
from kartln.gui.message_text import game_word, note_words
from kartln.gui.numbers import number_text, signed
from kartln.gui.view_model import SheetColumn, SheetTable, ViewContext
from PySide6.QtCore import QCoreApplication

BUMMERL_WORDS = {1: "Bummerl", 2: "Schneider", 4: "Retourschneider"}


def tr(text: str) -> str:
    return QCoreApplication.translate("BauernschnapsenSheet", text)


def team_name(team: int, ctx: ViewContext) -> str:
    return " & ".join(ctx.names[s] for s in TEAMS[team])


def contract_text(row: BummerlRow, ctx: ViewContext) -> str:
    text = game_word(row.contract.title)
    if row.contract is not Contract.NORMAL:
        text = tr("{contract} ({name})").format(contract=text, name=ctx.names[row.declarer])
    if row.multiplier > 1:
        text += f" ×{row.multiplier}"
    return text


def row_notes(row: BummerlRow, ctx: ViewContext) -> str:
    notes = [note_words(row.notes[0], ctx)] if row.notes else []
    if row.winners:
        winner = 0 if row.winners[0] in TEAMS[0] else 1
        notes.append(tr("{names} win the game").format(names=team_name(winner, ctx)))
        word = BUMMERL_WORDS.get(row.bummerl, "Bummerl")
        notes.append(tr("{names}: {word} ({n})").format(names=team_name(1 - winner, ctx), word=word, n=row.bummerl))
    return "\n".join(notes)


def sheet(obs: BauernschnapsenObservation, ctx: ViewContext) -> SheetTable:
    columns = (
        SheetColumn(tr("Deal")),
        SheetColumn(tr("Contract"), tr("the contract, its declarer and the Kontra factor")),
        *(SheetColumn(team_name(t, ctx), tr("total after the deal, and the game points it scored")) for t in (0, 1)),
        SheetColumn(tr("Notes")),
    )
    rows: list[tuple[str, ...]] = []
    highlights: list[tuple[int, int]] = []
    for r, row in enumerate(obs.sheet):
        cells = [str(row.deal_no), contract_text(row, ctx)]
        for t in (0, 1):
            change = row.changes[TEAMS[t][0]]
            cells.append(f"{number_text(row.team_scores[t])}\n" + (signed(change) if change else "–"))
        cells.append(row_notes(row, ctx))
        highlights.append((r, 2 + row.team))
        rows.append(tuple(cells))
    totals = (tr("Total"), "", *(number_text(obs.team_scores[t]) for t in (0, 1)), tally_text(obs, ctx))
    return SheetTable(columns, tuple(rows), totals, tuple(highlights), title=tr("Bummerl sheet (game to 24)"))


def tally_text(obs: BauernschnapsenObservation, ctx: ViewContext) -> str:
    """The Bummerl of the finished game: who got it and how many."""
    last = obs.sheet[-1] if obs.sheet else None
    if last is None or not last.winners:
        return ""
    loser = 1 if last.winners[0] in TEAMS[0] else 0
    word = BUMMERL_WORDS.get(last.bummerl, "Bummerl")
    return tr("{names}: {word} ({n})").format(names=team_name(loser, ctx), word=word, n=last.bummerl)




def factor_words(row: BummerlRow) -> str:
    """The Kontra chain's factor in words: "×2 Kontra", "×4 Re"; nothing for a claim (scored single)."""
    if row.multiplier == 1 or row.without_play:
        return ""
    return f"×{row.multiplier} " + CHAIN_WORDS.get(row.multiplier, tr("doubled"))


def points_line(row: BummerlRow, team: int) -> str:
    """The team's card points and marriages toward 66, where the contract counts them."""
    if not row.team_points or not row.contract.counts_marriages:
        return ""
    return tr("Points toward 66: {n}").format(n=row.team_points[team])


def team_how(row: BummerlRow, team: int, ctx: ViewContext) -> str:
    """How the team's score changed: what decided the deal, its game points and the factor."""
    lines = [line] if (line := points_line(row, team)) else []
    if team != row.team:
        return "\n".join([*lines, tr("Lost the deal")])
    factor = factor_words(row)
    base = row.points // row.multiplier if factor else row.points
    reason = capitalized(note_words(row.notes[0], ctx)) if row.notes else game_word(row.contract.title)
    won = tr("{reason}: {points}").format(reason=reason, points=signed(base))
    if factor:
        won += f", {factor} = {signed(row.points)}"
    return "\n".join([*lines, won])


def capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def deal_summary(row: object, ctx: ViewContext) -> SheetTable | None:
    """The end of a deal: each team's game points, new score, and how they were won."""
    if not isinstance(row, BummerlRow):
        return None
    title = tr("Deal {n}: {contract} · {names} score {points}").format(
        n=row.deal_no, contract=contract_text(row, ctx), names=team_name(row.team, ctx), points=row.points)
    columns = (SheetColumn(tr("Team")), SheetColumn(tr("This deal")), SheetColumn(tr("Score")),
               SheetColumn(tr("How"), tr("the contract and who won it, the Kontra factor, the points toward 66")))
    rows = []
    for t in (0, 1):
        change = row.changes[TEAMS[t][0]]
        rows.append((team_name(t, ctx), signed(change), number_text(row.team_scores[t]), team_how(row, t, ctx)))
    return SheetTable(columns, tuple(rows), (), ((row.team, 0),), title=title)


def standings(obs: BauernschnapsenObservation, ctx: ViewContext) -> SheetTable:
    won = 0 if any(w in TEAMS[0] for w in obs.winners) else 1 if obs.winners else -1
    order = sorted((0, 1), key=lambda t: (t != won, -obs.team_scores[t]))
    rows = tuple((str(i + 1), team_name(t, ctx), number_text(obs.team_scores[t])) for i, t in enumerate(order))
    columns = (SheetColumn(tr("Place")), SheetColumn(tr("Team")), SheetColumn(tr("Score")))
    return SheetTable(columns, rows, (), ((0, 1),) if obs.winners else ())


def winners_text(obs: BauernschnapsenObservation, ctx: ViewContext) -> str:
    if not obs.winners:
        return ""
    won = 0 if obs.winners[0] in TEAMS[0] else 1
    score = f"{obs.team_scores[won]} : {obs.team_scores[1 - won]}"
    if ctx.reveal and ctx.viewer in TEAMS[won]:
        return tr("Your team wins the game {score}!").format(score=score)
    return tr("{names} win the game {score}").format(names=team_name(won, ctx), score=score)


def info_lines(obs: BauernschnapsenObservation, ctx: ViewContext, rules: BauernschnapsenRules) -> tuple[str, ...]:
    """Short lines for the corner: the deal, the contract and its factor, who plays it, the trick."""
    lines = [tr("Deal {n}").format(n=obs.deal_no)]
    if obs.phase == "over":
        return tuple(lines)
    if obs.contract is not None and obs.declarer is not None:
        title = game_word(obs.contract.title)
        if obs.contract is not Contract.NORMAL:
            title += f" ({value(obs.contract, rules)})"
        lines.append(title + (f" ×{obs.multiplier}" if obs.multiplier > 1 else ""))
        if obs.sitting_out is not None:
            lines.append(tr("{name} alone").format(name=ctx.names[obs.declarer]))
    elif obs.highest is not None and obs.announcer is not None:
        lines.append(tr("Highest: {contract}").format(contract=game_word(obs.highest.title)))
    c = obs.exposed
    if c is not None and not obs.played >> c & 1:  # Aufschlagen: the card in forehand's hand
        lines.append(tr("Turned up: {card}").format(card=card_label(c, ctx)))
    if obs.phase == "play":
        lines.append(tr("Trick {n} of 5").format(n=min(obs.trick_no + 1, 5)))
    return tuple(lines)


def first_tricks_text(first: Mapping[int, tuple[int, ...]], ctx: ViewContext) -> str:
    """§7: the first trick each team took in this deal, for everybody to see."""
    lines = [tr("{names}: {cards}").format(names=team_name(t, ctx),
                                           cards=" ".join(card_label(c, ctx) for c in first[t]))
             for t in (0, 1) if t in first]
    return "\n".join([tr("The first trick of each team:"), *lines]) if lines else ""
