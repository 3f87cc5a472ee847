"""Translations: Qt's own strings and Kartln's (``kartln.resources/translations/kartln_<lang>.qm``)."""

from __future__ import annotations

from importlib.resources import as_file, files
from importlib.resources.abc import Traversable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

#: The languages Kartln is translated into (Qt's codes); English is the language of the source.
TRANSLATED = ("de", "pl", "ru", "uk", "cs", "hr")

_installed: list[QTranslator] = []


def translatable(context: str, text: str) -> str:
    """``text`` unchanged, marked for translation in ``context``: a word kept as data (a game's word for
    sitting a deal out, a button's label in a table) and translated where it is shown. The scan of
    the translation sources (gui/i18n_sources.py) finds it by this call."""
    return text


def catalogue_folder() -> Traversable:
    """Where the program's catalogues (``kartln_<language>.qm``) are."""
    return files("kartln.resources").joinpath("translations")


def locale_for(language: str) -> QLocale:
    return QLocale.system() if language in ("", "system") else QLocale(language)


def install_translators(app: QCoreApplication, language: str) -> QLocale:
    """Install the translators for ``language`` (replacing earlier ones); returns the locale."""
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    locale = locale_for(language)
    QLocale.setDefault(locale)
    folder = catalogue_folder()
    for name in locale.uiLanguages():
        node = folder.joinpath(f"kartln_{name.replace('-', '_')}.qm")
        if not node.is_file():
            continue
        own = QTranslator(app)
        with as_file(node) as path:
            if own.load(str(path)):
                app.installTranslator(own)
                _installed.append(own)
                break
    if not _installed:
        return locale  # a language Kartln does not speak: English, Qt's own dialogs too, not half and half
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return locale
