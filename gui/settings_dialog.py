"""The settings dialog: deck and back, table colour, animation speed, name, language, how cards
are played and what is confirmed. Computer players' levels are chosen per seat in the new-game
dialog, the one place for them."""

from __future__ import annotations

from kartln.gui.fitted_dialog import FittedDialog
from kartln.gui.settings import (
    AI_LEVELS,
    BACK_CHOICES,
    DECK_CHOICES,
    LANGUAGES,
    SPEEDS,
    SUIT_ORDERS,
    TABLE_COLOURS,
    Settings,
)
from kartln.gui.wheel_guard import wheel_guarded
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)


def tr(text: str) -> str:
    return QCoreApplication.translate("SettingsDialog", text)


def labels() -> dict[str, dict[str, str]]:
    return {
        "deck": {"french": tr("French, two colours"), "french4": tr("French, four colours"),
                 "german": tr("German suits")},
        "back": {"red": tr("Red"), "blue": tr("Blue")},
        "table_colour": {"green": tr("Green"), "blue": tr("Blue"), "red": tr("Red"), "brown": tr("Brown"),
                         "grey": tr("Grey")},
        "animation_speed": {"off": tr("Off"), "fast": tr("Fast"), "normal": tr("Normal"), "slow": tr("Slow")},
        "ai_level": {"easy": tr("Easy"), "normal": tr("Normal"), "hard": tr("Hard"), "expert": tr("Expert")},
        "language": {"system": tr("As the system"), "en": "English", "de": "Deutsch", "pl": "Polski",
                     "ru": "Русский", "uk": "Українська", "cs": "Čeština", "hr": "Hrvatski"},
        "suit_order": {"alternating": tr("♠ ♥ ♣ ♦ (colours alternate)"), "hearts_first": tr("♥ ♦ ♣ ♠"),
                       "spades_first": tr("♠ ♣ ♦ ♥")},
    }


CHOICES = {
    "deck": DECK_CHOICES, "back": BACK_CHOICES, "table_colour": tuple(TABLE_COLOURS), "animation_speed": SPEEDS,
    "ai_level": AI_LEVELS, "language": LANGUAGES, "suit_order": tuple(SUIT_ORDERS),
}


class SettingsDialog(FittedDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.settings = settings
        form = QFormLayout()
        self.combos: dict[str, QComboBox] = {}
        names = labels()
        titles = {
            "deck": tr("Cards"), "back": tr("Card back"), "table_colour": tr("Table colour"),
            "animation_speed": tr("Animations"), "suit_order": tr("Sort suits"),
            "language": tr("Language"),
        }
        self.name = QLineEdit(settings.player_name)
        self.name.setMaxLength(24)
        self.name.setPlaceholderText(tr("Player 1"))
        form.addRow(tr("Your name"), self.name)
        for key, title in titles.items():
            combo = wheel_guarded(QComboBox())
            combo.setObjectName(key)
            for value in CHOICES[key]:
                combo.addItem(names[key].get(value, value), value)
            combo.setCurrentIndex(max(0, combo.findData(getattr(settings, key))))
            self.combos[key] = combo
            form.addRow(title, combo)
        self.checks: dict[str, QCheckBox] = {}
        for key, text in (
            ("click_to_play", tr("One click plays a card (otherwise: click to choose, click again to play)")),
            ("auto_marriage", tr("Declare marriages without asking")),
            ("pause_after_deal", tr("Wait for a click after each deal")),
            ("show_count", tr("Show my running count during the tricks (points or tricks so far)")),
            ("collect_on_click", tr("Leave each finished trick on the table until I click")),
            ("confirm_abandon", tr("Ask before a new game replaces the running match")),
            ("undo_vs_computers", tr("Allow Undo against computer players (Ctrl+Z takes back my last move)")),
            ("undo_hot_seat", tr("Allow Undo when several people play at this computer")),
        ):
            check = QCheckBox(text)
            check.setObjectName(key)
            check.setChecked(bool(getattr(settings, key)))
            self.checks[key] = check
            form.addRow("", check)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(buttons)

    def chosen(self) -> Settings:
        values = {key: c.currentData() for key, c in self.combos.items()}
        values.update({key: b.isChecked() for key, b in self.checks.items()})
        return self.settings.with_(player_name=self.name.text().strip(), **values)
