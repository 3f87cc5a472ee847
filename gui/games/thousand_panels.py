"""Thousand's phase panels, built from the legal actions: bidding, re-deals, stock, giving, contract."""

from __future__ import annotations

from collections.abc import Sequence

from kartln.engine.actions import Bid, GiveCard, Pass
from kartln.engine.games.thousand import state as T
from kartln.engine.games.thousand.actions import (
    BlindBid,
    ChooseStock,
    Concede,
    DemandRedeal,
    KeepDeal,
    LookAtCards,
    SetContract,
)
from kartln.engine.games.thousand.observation import ThousandObservation
from kartln.engine.games.thousand.rules import ThousandRules, max_bid
from kartln.engine.state import Action
from kartln.gui.games.text import action_label
from kartln.gui.panels.base import PhasePanel
from kartln.gui.panels.choices import ValuePanel, choice_panel
from kartln.gui.view_model import ViewContext
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QButtonGroup, QLabel, QRadioButton, QWidget


def tr(text: str) -> str:
    return QCoreApplication.translate("ThousandPanels", text)


def top_reason(top: int, blind: bool, rules: ThousandRules | None) -> str:
    """Why no bid or contract above ``top`` is allowed (§5.5–5.7), for a value typed above it."""
    rules = rules if rules is not None else ThousandRules()
    if blind:
        return tr("A blind bid may not go above 120.")
    if top >= max_bid(rules):
        return tr("{top} is the highest bid: all card points and every marriage.").format(top=top)
    if rules.bid_cap_by_held_marriages:
        return tr("With the marriages in your hand you may go up to {top}.").format(top=top)
    if rules.ace_marriage:
        return tr("Above 120 you need a marriage (King and Queen of one suit, or all four Aces) in your hand.")
    return tr("Above 120 you need a marriage (King and Queen of one suit) in your hand.")


def bid_panel(
    obs: ThousandObservation, legal: Sequence[Action], ctx: ViewContext, parent: QWidget | None,
    rules: ThousandRules | None = None,
) -> PhasePanel:
    bids = [a.value for a in legal if type(a) is Bid]
    blind = [a.value for a in legal if type(a) is BlindBid]
    can_pass = any(isinstance(a, Pass) for a in legal)
    if obs.high_bidder is None:
        title = tr("You open the auction")
    else:
        title = tr("Auction: {name} bids {value}").format(name=ctx.names[obs.high_bidder], value=obs.high_bid)
    if bids or not blind:  # bids and passing: the shared choices
        texts = (tr("Without a marriage in your hand you can bid up to 120."),) if bids and bids[-1] == 120 else ()
        shown = [a for a in legal if type(a) is Bid or isinstance(a, Pass)]
        why = top_reason(bids[-1], False, rules) if bids else ""
        return choice_panel(title, shown, lambda a: action_label(a, ctx), parent, texts, why)
    # a blind bid, before looking at the cards
    panel = ValuePanel(title, blind, BlindBid, tr("Bid {value} blind"), parent,
                       tr("You may bid from {low} to {top}."), top_reason(blind[-1], True, rules))
    widgets: list[QWidget] = [panel.spin, panel.button]
    if any(isinstance(a, LookAtCards) for a in legal):
        widgets.insert(0, panel.action_button(tr("Look at my cards"), LookAtCards()))
    if can_pass:
        widgets.append(panel.action_button(tr("Pass"), Pass()))
    panel.add_row(*widgets)
    panel.add_text(tr("A blind bid is made without looking; a blind winner's result counts double."))
    return panel


def redeal_panel(obs: ThousandObservation, parent: QWidget | None) -> PhasePanel:
    reasons: dict[str, str] = {
        T.FOUR_NINES: tr("You hold all four nines."),
        T.STOCK_NINES: tr("The stock holds two or more nines."),
        T.PASSED_NINES: tr("You now hold all four nines."),
    }
    reason = reasons.get(obs.phase, "")
    panel = PhasePanel(tr("You may demand a new deal"), parent)
    panel.add_text(reason)
    panel.add_row(
        panel.action_button(tr("Demand a new deal"), DemandRedeal()),
        panel.action_button(tr("Keep these cards"), KeepDeal(), primary=True),
    )
    return panel


class GivePanel(PhasePanel):
    """Giving one card to each opponent: pick the receiver, then click or drag a card."""

    def __init__(self, obs: ThousandObservation, legal: Sequence[Action], ctx: ViewContext,
                 parent: QWidget | None) -> None:
        targets: list[int] = []
        for a in legal:
            if isinstance(a, GiveCard) and a.to not in targets:
                targets.append(a.to)
        self.targets = targets
        if len(targets) == 1:
            title = tr("Give a card to {name}").format(name=ctx.names[targets[0]])
        else:
            title = tr("Give one card to each opponent")
        super().__init__(title, parent)
        self.group = QButtonGroup(self)
        if len(targets) > 1:  # a switch, not an action: who gets the next card
            switches: list[QWidget] = [QLabel(tr("The next card goes to:"))]
            for t in targets:
                b = QRadioButton(ctx.names[t])
                b.setProperty("seat", t)
                self.group.addButton(b, t)
                switches.append(b)
            self.group.button(targets[0]).setChecked(True)
            self.add_row(*switches)
        self.add_text(tr("Click a card, then click it again to give it; or drag it onto the player."))
        add_concession(self, legal)

    def target(self) -> int:
        checked = self.group.checkedId()
        return checked if checked >= 0 else self.targets[0]


def contract_panel(obs: ThousandObservation, legal: Sequence[Action], parent: QWidget | None,
                   rules: ThousandRules | None = None) -> PhasePanel:
    values = [a.value for a in legal if isinstance(a, SetContract)]
    title = tr("Announce your contract")
    if len(values) == 1:
        panel = PhasePanel(title, parent)
        panel.add_row(panel.action_button(tr("Play {value}").format(value=values[0]), SetContract(values[0]), True))
        if values[0] <= 120:
            panel.add_text(tr("Without a marriage in your hand the contract cannot go above 120."))
        return panel
    vp = ValuePanel(title, values, SetContract, tr("Play {value}"), parent,
                    tr("The contract may be from {low} to {top}: it is never lowered."),
                    top_reason(values[-1], False, rules))
    vp.add_row(vp.spin, vp.button)
    vp.add_text(tr("You may raise the contract to {top}; it is never lowered.").format(top=values[-1]))
    if values[-1] <= 120:
        vp.add_text(tr("Without a marriage in your hand the contract cannot go above 120."))
    return vp


def stock_panel(legal: Sequence[Action], parent: QWidget | None) -> PhasePanel:
    panel = PhasePanel(tr("Choose a stock"), parent)
    panel.add_row(*[
        panel.action_button(tr("Take stock {n}").format(n=a.index + 1), a, primary=a.index == 0)
        for a in legal if isinstance(a, ChooseStock)
    ])
    return panel


def discard_panel(legal: Sequence[Action], parent: QWidget | None) -> PhasePanel:
    panel = PhasePanel(tr("Discard two cards"), parent)
    panel.add_text(tr("Click a card to discard it, or drag it onto the pile."))
    add_concession(panel, legal)
    return panel


def add_concession(panel: PhasePanel, legal: Sequence[Action]) -> None:
    """The declarer may give up the deal (house rule): each opponent scores 60."""
    if any(isinstance(a, Concede) for a in legal):
        button = panel.action_button(tr("Concede the deal"), Concede())
        button.setToolTip(tr("Give up this deal: each opponent scores 60; every third concession costs "
                             "your contract."))
        panel.add_row(button)


def make_panel(obs: ThousandObservation, legal: Sequence[Action], ctx: ViewContext,
               parent: QWidget | None, rules: ThousandRules | None = None) -> PhasePanel | None:
    phase = obs.phase
    if phase == T.AUCTION:
        return bid_panel(obs, legal, ctx, parent, rules)
    if phase in (T.FOUR_NINES, T.STOCK_NINES, T.PASSED_NINES):
        return redeal_panel(obs, parent)
    if phase == T.GIVE:
        return GivePanel(obs, legal, ctx, parent)
    if phase == T.CONTRACT:
        return contract_panel(obs, legal, parent, rules)
    if phase == T.CHOOSE_STOCK:
        return stock_panel(legal, parent)
    if phase == T.DISCARD:
        return discard_panel(legal, parent)
    return None
