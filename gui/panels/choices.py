"""Panels built from the legal actions: a row of choices, a value chosen in steps, a selection
of several cards confirmed with a button."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from kartln.engine.actions import Bid, Double, Drop, Pass, Redouble
from kartln.engine.state import Action
from kartln.gui.panels.base import PhasePanel
from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QLabel, QPushButton, QSpinBox, QWidget

Label = Callable[[Action], str]
# Answers that end or raise nothing by themselves: the panel's default button is another one if there is one.
MODEST = (Pass, Drop, Double, Redouble)


def tr(text: str) -> str:
    return QCoreApplication.translate("Panels", text)


class RangeSpinBox(QSpinBox):
    """A spin box that tells when a number typed into it is out of its range: Qt silently drops
    such a keystroke, and the player would not know why the box does not take it."""

    out_of_range = Signal(int)

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        result = super().validate(text, pos)
        if result[0] == QValidator.State.Invalid and text.strip().isdigit():
            self.out_of_range.emit(int(text.strip()))
        return result


class ValuePanel(PhasePanel):
    """A value chosen in steps (a bid, a contract) with a button that sends it. A value typed out
    of range brings up a line with the range (``range_text``, with {low} and {top}) and, for one
    above it, why the top is the top (``top_reason``)."""

    def __init__(self, title: str, values: Sequence[int], make: type, label: str, parent: QWidget | None,
                 range_text: str = "", top_reason: str = "") -> None:
        super().__init__(title, parent)
        self.values = list(values)
        self.make = make
        self.spin = RangeSpinBox()
        self.spin.setRange(self.values[0], self.values[-1])
        step = self.values[1] - self.values[0] if len(self.values) > 1 else 5
        self.spin.setSingleStep(step)
        self.spin.setValue(self.values[0])
        self.spin.setKeyboardTracking(False)
        self.spin.setAccessibleName(label)
        self.label = label
        self.range_text = (range_text or tr("You may choose from {low} to {top}.")).format(
            low=self.values[0], top=self.values[-1])
        self.top_reason = top_reason
        self.range_note: QLabel | None = None  # made the first time a value is out of range
        self.button = self.action_button("", self._action, primary=True)
        self.spin.valueChanged.connect(self._update)
        self.spin.out_of_range.connect(self._explain_range)
        line = self.spin.lineEdit()
        if line is not None:  # the button names what the box shows while typing, Enter or not
            line.textEdited.connect(self._update)
            line.returnPressed.connect(self.button.click)  # Enter in the box makes what it shows
        self._update()

    def _shown(self) -> int:
        """The value the box shows, typed or stepped."""
        try:
            return int(self.spin.cleanText())
        except ValueError:
            return self.spin.value()

    def _snap(self) -> int:
        v = self._shown()
        return min(self.values, key=lambda x: abs(x - v))

    def _action(self) -> Action:
        action: Action = self.make(self._snap())
        self.spin.setValue(self._snap())
        return action

    def _update(self) -> None:
        self.button.setText(self.label.format(value=self._snap()))
        typed = self.spin.cleanText()
        # a number below the range is only out of it once it has as many digits as the top
        if typed.isdigit() and int(typed) < self.values[0] and len(typed) >= len(str(self.values[-1])):
            self._explain_range(int(typed))

    def _explain_range(self, value: int) -> None:
        text = self.range_text
        if value > self.values[-1] and self.top_reason:
            text = f"{text} {self.top_reason}"
        if self.range_note is None:
            self.range_note = self.add_text(text)
            self.range_note.setObjectName("range_note")
            self.range_note.show()  # at once: a label added to a shown panel appears only later
        else:
            self.range_note.setText(text)
        self.adjustSize()


def choice_panel(title: str, legal: Sequence[Action], label: Label, parent: QWidget | None,
                 texts: Sequence[str] = (), top_reason: str = "") -> PhasePanel:
    """One button per legal action (bids as a value with a step box), in the order given;
    ``top_reason`` says why no higher bid is allowed when one is typed."""
    bids = [a.value for a in legal if type(a) is Bid]
    others = [a for a in legal if type(a) is not Bid]
    widgets: list[QWidget] = []
    if bids:
        panel: PhasePanel = ValuePanel(title, bids, Bid, tr("Bid {value}"), parent,
                                       tr("You may bid from {low} to {top}."), top_reason)
        vp = panel
        assert isinstance(vp, ValuePanel)
        widgets += [vp.spin, vp.button] if len(bids) > 1 else [vp.button]
    else:
        panel = PhasePanel(title, parent)
    primary = None
    if not bids and others:  # the default button: a real choice, else not raising the stakes
        primary = next((a for a in others if not isinstance(a, MODEST)),
                       next((a for a in others if isinstance(a, Pass)), others[0]))
    for a in others:
        widgets.append(panel.action_button(label(a) or a.text(), a, primary=a is primary))
    if widgets:
        panel.add_row(*widgets)
    for text in texts:
        panel.add_text(text)
    return panel


class SelectPanel(PhasePanel):
    """Choose several cards on the table, then confirm (an exchange with the talon)."""

    def __init__(self, title: str, hint: str, confirm_label: Callable[[int], str], parent: QWidget | None,
                 extra: Sequence[tuple[str, Action]] = ()) -> None:
        super().__init__(title, parent)
        self.add_text(hint)
        self.confirm_label = confirm_label
        self.chosen: frozenset[int] = frozenset()
        self.confirm = QPushButton()
        self.confirm.setProperty("primary", True)
        self.confirm.setAutoDefault(True)
        self.confirm.clicked.connect(self.selection_confirmed)
        widgets: list[QWidget] = [self.confirm]
        widgets += [self.action_button(text, action) for text, action in extra]
        self.add_row(*widgets)
        self.set_chosen(frozenset())

    def set_chosen(self, cards: frozenset[int]) -> None:
        self.chosen = cards
        self.confirm.setText(self.confirm_label(len(cards)))
        self.adjustSize()
