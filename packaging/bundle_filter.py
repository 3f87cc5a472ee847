"""What goes into the frozen application: the trimming rules of ``kartln.spec``.

PyInstaller's ``excludes`` removes Python modules only; Qt plugins, Qt translations and the shared
libraries that come with them have to be filtered out of the collected TOC entries. This module
holds those rules as plain data and functions, without PyInstaller, so they can be tested.

A TOC entry is a tuple whose first item is the destination path inside the bundle, for example
``PySide6/Qt/plugins/platforms/libqxcb.so`` (Linux), ``PySide6/plugins/platforms/qwindows.dll``
(Windows, no ``Qt/`` level and no ``lib`` prefix) or ``PySide6/Qt/lib/QtNetwork.framework/...``
(macOS).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

# Python modules Kartln never imports. multiprocessing and concurrent stay: the AI can run in
# worker processes (spawn), and the tournament runner uses a process pool.
EXCLUDED_MODULES: tuple[str, ...] = (
    "PySide6.QtDBus",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtPrintSupport",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtConcurrent",
    "PySide6.QtXml",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtUiTools",
    "PySide6.QtSvgWidgets",
    "PySide6.QtStateMachine",
    "tkinter",
    "_tkinter",
    "unittest",
    "pydoc",
    "pydoc_data",
    "doctest",
    "lib2to3",
    "xmlrpc",
    "http.server",
    "ftplib",
    "imaplib",
    "smtplib",
    "poplib",
    "mailbox",
    "curses",
    "ssl",
    "_ssl",
    "_hashlib",  # OpenSSL's hashes (libcrypto, 4.7 MB): hashlib falls back to Python's own
    "ensurepip",
    "venv",
    "idlelib",
    "turtle",
    "turtledemo",
    "test",
)

# Qt plugins to drop, as "<folder>/<name without lib prefix>" prefixes. Kept: the platforms xcb,
# wayland, offscreen and minimal (Linux), windows (Windows), cocoa (macOS); the svg image format
# and icon engine; xcb GL integrations, wayland shell integrations, input contexts and the style
# plugins; the xdg desktop portal theme.
DROPPED_PLUGINS: tuple[str, ...] = (
    "egldeviceintegrations/",
    "generic/",
    "networkinformation/",
    "tls/",
    "sqldrivers/",
    "printsupport/",
    "designer/",
    "qmltooling/",
    "platformthemes/qgtk3",
    "platforms/qeglfs",
    "platforms/qlinuxfb",
    "platforms/qminimalegl",
    "platforms/qvnc",
    "platforms/qvkkhrdisplay",
    "platforms/qdirect2d",
    "imageformats/qgif",
    "imageformats/qicns",
    "imageformats/qico",
    "imageformats/qjpeg",
    "imageformats/qtga",
    "imageformats/qtiff",
    "imageformats/qwbmp",
    "imageformats/qwebp",
    "imageformats/qpdf",
)

# Shared libraries Kartln does not need, by file-name prefix (Linux, Windows and macOS spellings).
DROPPED_LIBRARIES: tuple[str, ...] = (
    "libQt6EglFS",
    "libQt6EglFsKms",
    "libQt6Pdf",
    "libQt6Qml",
    "libQt6Quick",
    "libQt6OpenGLWidgets",  # not libQt6OpenGL: the Wayland and xcb GL integrations need it
    "libQt6Sql",
    "libQt6Test",
    "libQt6PrintSupport",
    "Qt6Pdf",
    "Qt6Qml",
    "Qt6Quick",
    "Qt6OpenGLWidgets",
    "Qt6Sql",
    "Qt6Test",
    "Qt6PrintSupport",
    "opengl32sw",  # Mesa's software OpenGL for Windows (20 MB); Kartln paints with the raster engine
)

# The host's GTK stack, pulled in by the gtk3 platform theme. (Kerberos, which QtNetwork links, is
# bundled: network play must not depend on a library a minimal system may lack.)
HOST_LIBRARIES: tuple[str, ...] = (
    "libgtk-3",
    "libgdk-3",
    "libgdk_pixbuf",
    "libatk",
    "libatk-bridge",
    "libatspi",
    "libpango",
    "libcairo",
    "libharfbuzz-gobject",
    "libfribidi",
    "libthai",
    "libdatrie",
    "libpixman",
    "libepoxy",
)  # not libgraphite2: harfbuzz needs it

# Qt's own translations (its dialogs' buttons ...) for exactly the languages Kartln is translated into
# (kartln.gui.i18n.TRANSLATED); English is Qt's own language and needs none.
TRANSLATION_LANGUAGES: tuple[str, ...] = ("de", "pl", "ru", "uk", "cs", "hr")
KEPT_TRANSLATIONS: frozenset[str] = frozenset(f"qtbase_{lang}.qm" for lang in TRANSLATION_LANGUAGES)

# Package data that only the installers use (the executable's and the app bundle's icons).
DROPPED_DATA: tuple[str, ...] = (
    "kartln/resources/icons/kartln.ico",
    "kartln/resources/icons/kartln.icns",
    "kartln/resources/icons/kartln-512.png",
    "kartln/resources/icons/generate.py",
    "kartln/resources/decks/generate.py",
)

# The same Qt libraries as macOS frameworks (PySide6/Qt/lib/<name>.framework/...).
DROPPED_FRAMEWORKS: tuple[str, ...] = (
    "QtPdf",
    "QtQml",
    "QtQuick",
    "QtOpenGLWidgets",
    "QtSql",
    "QtTest",
    "QtPrintSupport",
)

_QT_SUB = re.compile(r"PySide6/(?:Qt/)?(plugins|translations)/(.+)")
_FRAMEWORK = re.compile(r"PySide6/Qt/lib/(Qt\w+)\.framework/")


def _dest(entry: Sequence[Any] | str) -> str:
    dest = entry if isinstance(entry, str) else entry[0]
    return str(dest).replace("\\", "/")


def keep(entry: Sequence[Any] | str) -> bool:
    """Whether a TOC entry (binary or data) belongs in the bundle."""
    dest = _dest(entry)
    name = os.path.basename(dest)
    if dest in DROPPED_DATA:
        return False
    m = _QT_SUB.search(dest)
    if m and m.group(1) == "translations":
        return name in KEPT_TRANSLATIONS
    if m:
        folder, _, file = m.group(2).rpartition("/")
        rel = f"{folder}/{file[3:] if file.startswith('lib') else file}"
        if any(rel.startswith(p) for p in DROPPED_PLUGINS):
            return False
    fw = _FRAMEWORK.search(dest)
    if fw and fw.group(1).startswith(DROPPED_FRAMEWORKS):
        return False
    return not name.startswith(DROPPED_LIBRARIES + HOST_LIBRARIES)


def host_library_candidates(entries: Iterable[Any]) -> set[str]:
    """Destinations of the shared libraries at the top of the bundle that came from the host
    system or the Python build (not Python extension modules, not libpython, not Qt's own)."""
    out = set()
    for e in entries:
        dest = _dest(e)
        name = os.path.basename(dest)
        if "/" in dest or ".cpython-" in name or ".abi3." in name or name.startswith("libpython"):
            continue
        if re.search(r"\.so(\.|$)", name):
            out.add(dest)
    return out


def unneeded_libraries(entries: Sequence[Any], closure: Callable[[str], set[str]]) -> set[str]:
    """Host libraries nothing in the bundle links: left over from dropped plugins (Linux).

    ``closure(source_path)`` gives the sonames a binary loads, directly or indirectly (``ldd``).
    A candidate is kept when any other binary of the bundle loads it; the candidates' own needs
    count only through the binaries that load them, which ``closure`` already includes.
    """
    candidates = host_library_candidates(entries)
    needed: set[str] = set()
    for e in entries:
        if _dest(e) not in candidates:
            needed |= closure(str(e[1]))
    return {dest for dest in candidates if os.path.basename(dest) not in needed}


def filter_toc(entries: Iterable[Any]) -> list[Any]:
    """The entries to keep, in their order (PyInstaller TOCs are lists of tuples)."""
    return [e for e in entries if keep(e)]


def dropped(entries: Iterable[Any]) -> list[str]:
    """Destinations of the entries :func:`filter_toc` leaves out (for the build log)."""
    return [_dest(e) for e in entries if not keep(e)]
