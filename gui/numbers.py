"""Numbers as the table writes them: one minus sign, the typographic one (U+2212), everywhere a
score, a total or a change is shown; a change carries its sign ("+5", "−2", "±0"); decimals and large
counts as the player's language writes them (QLocale's default, set with the translators)."""

from __future__ import annotations

MINUS = "\u2212"


def number_text(n: int) -> str:
    """A score or total: 120, −40."""
    return f"{MINUS}{-n}" if n < 0 else str(n)


def signed(n: int) -> str:
    """A change: +120, −120, ±0."""
    return f"+{n}" if n > 0 else f"{MINUS}{-n}" if n < 0 else "±0"


def signed_decimal(x: float, digits: int) -> str:
    """A measured difference, with the decimal sign of the player's language: +4.81, −1.20 (+4,81)."""
    from PySide6.QtCore import QLocale

    return ("+" if x >= 0 else MINUS) + QLocale().toString(abs(x), "f", digits)


def grouped(n: int) -> str:
    """A large count with the digit groups of the player's language: 12,000 (12.000, 12 000)."""
    from PySide6.QtCore import QLocale

    return QLocale().toString(n)


def counted(context: str, source: str, n: int) -> str:
    """A phrase with a count, in the player's language: ``source`` names the count ``%n`` and marks
    the English plural with "(s)" ("Talon: %n card(s)") or "(es)" ("%n match(es)"), so that a translation
    gives every plural form its language has (Qt's numerus forms); untranslated, the English singular or
    plural is chosen here ("Talon: 1 card", "Talon: 5 cards")."""
    from PySide6.QtCore import QCoreApplication

    text = QCoreApplication.translate(context, source, "", n)
    if text == source.replace("%n", str(n)):  # no translation: English
        text = text.replace("(s)", "" if n == 1 else "s").replace("(es)", "" if n == 1 else "es")
    return text.replace("%n", str(n))
