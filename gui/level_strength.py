"""How each computer level measured against the level below it, in a player's words: the new-game
dialog's table and each level's tooltip, from the strength table the application ships."""

from __future__ import annotations

from kartln.ai.strength import Step, measured_steps
from kartln.engine.registry import game
from kartln.gui.numbers import grouped, signed_decimal
from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)


def level_label(level: str) -> str:
    return {
        "random": tr("Random"), "easy": tr("Easy"), "normal": tr("Normal"), "hard": tr("Hard"),
        "expert": tr("Expert"),
    }.get(level, level)


def team_size(game_id: str) -> int:
    """How many partners win a deal together (1 where everybody plays for himself)."""
    teams = game(game_id).teams
    return len(teams[0]) if teams else 1


def won_share(step: Step, partners: int) -> float | None:
    """The share of the deals the level won: a partnership's, where partners win together (the table
    credits each partner half of a deal his side won)."""
    return None if step.win_rate is None else step.win_rate * partners


def fair_share(step: Step, partners: int) -> float:
    """The share of the deals a side wins when every level is as strong: one side's of the table."""
    return partners / step.players


def strength_line(step: Step, partners: int = 1) -> str:
    """One measured step of a game's ladder in a player's words."""
    digits = 2 if step.lower_is_better else 1
    text = tr("{level} against {below}: {mine} a deal to their {theirs}").format(
        level=level_label(step.level), below=level_label(step.against),
        mine=signed_decimal(step.points, digits), theirs=signed_decimal(step.against_points, digits))
    if step.lower_is_better:
        text += tr(" (lower is better)")
    won = won_share(step, partners)
    if won is not None:
        text += tr(", {rate} % of deals won (a fair share is {fair} %)").format(
            rate=f"{100 * won:.0f}", fair=f"{100 * fair_share(step, partners):.0f}")
    return text + tr("; {deals} deals").format(deals=grouped(step.deals))


def strength_text(game_id: str, levels: tuple[str, ...], chosen: int | None = None) -> str:
    """What the ladder of ``game_id`` measured for the offered ``levels``, as a small table (empty:
    nothing measured); ``chosen``: the number of players the new match is for."""
    steps = [step for lv in levels if (step := measured_steps(game_id).get(lv)) is not None]
    if not steps:
        return ""
    players, partners = steps[0].players, team_size(game_id)
    who = (tr("partners of a level against partners of the level below") if game(game_id).teams
           else tr("one of a level against the others at the level below"))
    head = tr("How the levels measured ({n} players: {who}, on the same deals in every seat):").format(
        n=players, who=who)
    pad = "style='padding: 1px 0 1px 14px'"  # room between the columns
    cells = "".join(f"<th align='{a}' {pad}>{t}</th>" for a, t in (
        ("left", ""), ("right", tr("score a deal")), ("right", tr("theirs")),
        ("right", tr("deals won")), ("right", tr("deals"))))
    rows = [f"<tr>{cells}</tr>"]
    for step in steps:
        digits = 2 if step.lower_is_better else 1
        share = won_share(step, partners)
        won = "" if share is None else f"{100 * share:.0f} %"
        values = (tr("{level} against {below}").format(level=level_label(step.level), below=level_label(step.against)),
                  signed_decimal(step.points, digits), signed_decimal(step.against_points, digits), won,
                  grouped(step.deals))
        rows.append("<tr>" + "".join(f"<td align='{'left' if i == 0 else 'right'}' {pad if i else ''}>{v}</td>"
                                     for i, v in enumerate(values)) + "</tr>")
    foot = [tr("Score a deal: the level's mean score change in a deal; theirs: the level below's."),
            tr("Deals won: by the level's side, partners together.") if partners > 1 else "",
            tr("A fair share of the deals won is {fair} %.").format(fair=f"{100 * fair_share(steps[0], partners):.0f}")]
    if steps[0].lower_is_better:
        foot.insert(0, tr("Scores count down: lower is better."))
    if chosen is not None and chosen != players:
        foot.append(tr("Measured with {n} players, not with {chosen}.").format(n=players, chosen=chosen))
    table = f"<table cellspacing='0' cellpadding='1' style='margin: 3px 0'>{''.join(rows)}</table>"
    return head + table + " ".join(line for line in foot if line)


def level_tooltip(game_id: str, level: str) -> str:
    """The measured step of ``level`` in one line (empty when it was not measured)."""
    step = measured_steps(game_id).get(level)
    return strength_line(step, team_size(game_id)) if step is not None else ""
