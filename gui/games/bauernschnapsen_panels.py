"""Bauernschnapsen's phase panels, built from the legal actions: cut or knock, the trump, the
contract auction and the Kontra/Re/Sub chain."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kartln.engine import events as ev
from kartln.engine.actions import Double, NameTrump, Pass, Redouble
from kartln.engine.games.bauernschnapsen.actions import Announce, CutDeck, Knock, Subcontra, TurnUp
from kartln.engine.games.bauernschnapsen.contracts import value
from kartln.engine.games.bauernschnapsen.rules import BauernschnapsenRules
from kartln.engine.games.bauernschnapsen.state import BauernschnapsenObservation
from kartln.engine.state import Action
from kartln.gui.games.text import action_label
from kartln.gui.message_text import game_word
from kartln.gui.panels.base import PhasePanel
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

PER_ROW = 3  # contract buttons in one row of the auction panel
CHAIN = {"kontra": "Kontra", "re": "Re", "sub": "Sub"}
FACTOR = {"kontra": 2, "re": 4, "sub": 8}
CHAIN_WORDS = {2: "Kontra", 4: "Re", 8: "Sub"}  # by factor


def tr(text: str) -> str:
    return QCoreApplication.translate("BauernschnapsenPanels", text)


def cut_panel(legal: Sequence[Action], parent: QWidget | None) -> PhasePanel:
    panel = PhasePanel(tr("Cut the deck or knock?"), parent)
    row = [panel.action_button(tr("Cut"), CutDeck(), primary=True)]
    if Knock() in legal:
        row.append(panel.action_button(tr("Knock"), Knock()))
    panel.add_row(*row)
    panel.add_text(tr("Knocking: everybody gets all five cards at once, and forehand names trumps "
                      "after seeing all five."))
    return panel


def trump_panel(legal: Sequence[Action], ctx: ViewContext, parent: QWidget | None) -> PhasePanel:
    panel = PhasePanel(tr("Name the trump suit"), parent)
    names = [a for a in legal if isinstance(a, NameTrump)]
    panel.add_row(*[panel.action_button(action_label(a, ctx), a) for a in names])
    turns = [a for a in legal if isinstance(a, TurnUp)]
    if len(turns) == 1:
        panel.add_text(tr("Or turn up one of your two face-down cards (the deal picks which):"))
        panel.add_row(panel.action_button(tr("Turn up a card"), turns[0]))
    elif turns:
        panel.add_text(tr("Or turn up one of your two face-down cards; its suit becomes trumps and it "
                          "stays face up in your hand:"))
        panel.add_row(*[panel.action_button(tr("🂠 First card") if a.index == 0 else tr("🂠 Second card"), a)
                        for a in turns])
    else:
        panel.add_text(tr("You may name only a suit of which you hold a card."))
    return panel


def contract_label(a: Announce, rules: BauernschnapsenRules) -> str:
    return tr("{contract} · {value}").format(contract=game_word(a.contract.title), value=value(a.contract, rules))


def auction_panel(obs: BauernschnapsenObservation, legal: Sequence[Action], ctx: ViewContext,
                  rules: BauernschnapsenRules, parent: QWidget | None) -> PhasePanel:
    if obs.highest is None or obs.announcer is None:
        title = tr("Auction: nobody has announced yet")
    else:
        title = tr("Auction: {name} announced a {contract}").format(name=ctx.names[obs.announcer],
                                                                    contract=game_word(obs.highest.title))
    panel = PhasePanel(title, parent)
    announce = sorted((a for a in legal if isinstance(a, Announce)), key=lambda a: a.contract)
    for i in range(0, len(announce), PER_ROW):
        panel.add_row(*[panel.action_button(contract_label(a, rules), a) for a in announce[i:i + PER_ROW]])
    if Pass() in legal:
        panel.add_row(panel.action_button(tr("Pass"), Pass(), primary=True))
    if obs.highest is None:
        panel.add_text(tr("If all four pass, forehand's team plays the normal game (1–3 points)."))
    if rules.pass_is_final:
        panel.add_text(tr("A pass is final: you cannot announce later in this deal."))
    return panel


def chain_text(obs: BauernschnapsenObservation, ctx: ViewContext) -> str:
    """What was said so far: the contract and its declarer, then Kontra, Re ... and the factor."""
    if obs.contract is None or obs.declarer is None:
        return ""
    parts = [tr("{contract} by {name}").format(contract=game_word(obs.contract.title), name=ctx.names[obs.declarer])]
    for e in obs.events:
        if isinstance(e, ev.Doubled):
            word = CHAIN_WORDS.get(e.factor, f"×{e.factor}")
            parts.append(tr("{word} by {name}").format(word=word, name=ctx.names[e.seat]))
    return " · ".join(parts) + " · " + tr("now ×{m}").format(m=obs.multiplier)


def doubling_panel(obs: BauernschnapsenObservation, legal: Sequence[Action], ctx: ViewContext,
                   parent: QWidget | None) -> PhasePanel:
    step = obs.doubling
    word = CHAIN.get(step, step)
    panel = PhasePanel(tr("{word}? (×{factor})").format(word=word, factor=FACTOR.get(step, 2)),
                       parent)
    panel.add_text(chain_text(obs, ctx))
    answer = next((a for a in legal if isinstance(a, (Double, Redouble, Subcontra))), None)
    row = []
    if answer is not None:
        row.append(panel.action_button(tr("Say {word}").format(word=word), answer))
    row.append(panel.action_button(tr("Pass"), Pass(), primary=True))
    panel.add_row(*row)
    return panel


def make_panel(obs: BauernschnapsenObservation, legal: Sequence[Action], ctx: ViewContext, rules: Any,
               parent: QWidget | None) -> PhasePanel | None:
    rules = rules if isinstance(rules, BauernschnapsenRules) else BauernschnapsenRules()
    phase = obs.phase
    if phase == "cut":
        return cut_panel(legal, parent)
    if phase == "trump":
        return trump_panel(legal, ctx, parent)
    if phase == "auction":
        return auction_panel(obs, legal, ctx, rules, parent)
    if phase == "doubling":
        return doubling_panel(obs, legal, ctx, parent)
    return None
