"""The rules options dialog, generated from the rules class's option metadata."""

from __future__ import annotations

import dataclasses
from typing import Any

from kartln.engine.options import OptionInfo, options_of
from kartln.gui.fitted_dialog import FittedDialog
from kartln.gui.wheel_guard import wheel_guarded
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

HIDDEN_OPTIONS = frozenset({"players"})  # chosen in the new-game dialog


def tr(text: str) -> str:
    return QCoreApplication.translate("OptionsDialog", text)


def rules_text(text: str) -> str:
    """Option labels and help come from the rules' metadata; they are translated in their own context."""
    return QCoreApplication.translate("rules", text)


def editor_for(info: OptionInfo, value: Any) -> QWidget:
    if info.kind is bool:
        box = QCheckBox()
        box.setChecked(bool(value))
        return box
    if info.choices is not None:
        combo = QComboBox()
        labels = info.choice_labels or tuple(str(c) for c in info.choices)
        for choice, label in zip(info.choices, labels, strict=True):
            combo.addItem(rules_text(label), choice)
        combo.setCurrentIndex(max(0, list(info.choices).index(value) if value in info.choices else 0))
        return wheel_guarded(combo)
    spin = QSpinBox()
    spin.setRange(info.minimum if info.minimum is not None else -100000,
                  info.maximum if info.maximum is not None else 100000)
    spin.setValue(int(value))
    return wheel_guarded(spin)


def editor_value(w: QWidget) -> Any:
    if isinstance(w, QCheckBox):
        return w.isChecked()
    if isinstance(w, QComboBox):
        return w.currentData()
    if isinstance(w, QSpinBox):
        return w.value()
    raise TypeError(type(w))


class OptionsDialog(FittedDialog):
    def __init__(self, rules: Any, defaults: Any, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Rules options: {game}").format(game=title))
        self.rules, self.defaults = rules, defaults
        self.editors: dict[str, QWidget] = {}
        self.infos = [i for i in options_of(type(rules)) if i.key not in HIDDEN_OPTIONS]
        inner = QWidget()
        inner.setObjectName("page")  # a page of paper in the dialog's look
        form = QFormLayout(inner)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for info in self.infos:
            editor = editor_for(info, getattr(rules, info.key))
            editor.setToolTip(rules_text(info.help))
            editor.setObjectName(info.key)
            self.editors[info.key] = editor
            label = QLabel(rules_text(info.label))
            label.setToolTip(rules_text(info.help))
            help_label = QLabel(rules_text(info.help))
            help_label.setWordWrap(True)
            help_label.setObjectName("help")
            col = QVBoxLayout()
            col.setSpacing(1)
            col.addWidget(editor)
            col.addWidget(help_label)
            form.addRow(label, col)
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self.restore_defaults)
        box = QVBoxLayout(self)
        box.addWidget(scroll)
        box.addWidget(buttons)
        self.resize(640, 620)
        self.result_rules: Any = rules

    def restore_defaults(self) -> None:
        for info in self.infos:
            old = self.editors[info.key]
            value = getattr(self.defaults, info.key)
            if isinstance(old, QCheckBox):
                old.setChecked(bool(value))
            elif isinstance(old, QComboBox):
                old.setCurrentIndex(old.findData(value))
            elif isinstance(old, QSpinBox):
                old.setValue(int(value))

    def values(self) -> dict[str, Any]:
        return {key: editor_value(w) for key, w in self.editors.items()}

    def accept(self) -> None:
        try:
            self.result_rules = dataclasses.replace(self.rules, **self.values())
        except (TypeError, ValueError) as exc:
            QMessageBox.warning(self, tr("Rules options"), rules_text(str(exc)))
            return
        super().accept()


def changed_options(rules: Any, base: Any) -> list[str]:
    """Labels of the options where ``rules`` differs from ``base`` (for the new-game dialog)."""
    out = []
    for info in options_of(type(rules)):
        if info.key in HIDDEN_OPTIONS:
            continue
        if getattr(rules, info.key) != getattr(base, info.key):
            out.append(rules_text(info.label))
    return out


