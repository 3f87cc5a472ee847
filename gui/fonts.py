"""The fonts shipped with Kartln (DejaVu Sans), registered with Qt at start-up.

A minimal system may have no fonts at all (no fontconfig configuration either): every rank letter
and suit symbol would then be drawn as an empty box. Kartln therefore ships DejaVu Sans in
``kartln.resources/fonts`` and registers it right after the application object is created. When
the system offers no font family of its own, the bundled one becomes the application's font.
"""

from __future__ import annotations

from importlib.resources import as_file, files

BUNDLED_FAMILY = "DejaVu Sans"
FONT_SUFFIXES = (".ttf", ".otf")

_installed: list[str] | None = None


def bundled_font_names() -> list[str]:
    """File names of the fonts in ``kartln.resources/fonts``, sorted."""
    folder = files("kartln.resources").joinpath("fonts")
    if not folder.is_dir():
        return []
    return sorted(node.name for node in folder.iterdir() if node.name.lower().endswith(FONT_SUFFIXES))


def install_bundled_fonts() -> list[str]:
    """Register the bundled fonts with Qt; returns the font families they provide.

    Call it once a ``QGuiApplication`` (or ``QApplication``) exists; later calls return the same
    families without registering anything again. Raises ``RuntimeError`` when a bundled font file
    cannot be loaded, so a damaged installation is noticed instead of drawing empty boxes.
    """
    global _installed
    if _installed is not None:
        return list(_installed)
    from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics, QGuiApplication

    if QGuiApplication.instance() is None:
        raise RuntimeError("install_bundled_fonts() needs a QGuiApplication first")
    # does the system's default font exist? With no fonts installed it resolves to nothing
    system_font = QFontMetrics(QGuiApplication.font()).inFontUcs4(ord("A"))
    folder = files("kartln.resources").joinpath("fonts")
    families: list[str] = []
    for name in bundled_font_names():
        with as_file(folder.joinpath(name)) as path:
            font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            raise RuntimeError(f"the bundled font {name} could not be loaded")
        for family in QFontDatabase.applicationFontFamilies(font_id):
            if family not in families:
                families.append(family)
    if families and not system_font:
        # the system has no usable font: the bundled one becomes the application's font
        default = BUNDLED_FAMILY if BUNDLED_FAMILY in families else families[0]
        font = QFont(default)
        font.setPointSizeF(max(QGuiApplication.font().pointSizeF(), 9.0))
        QGuiApplication.setFont(font)
    _installed = families
    return list(families)
