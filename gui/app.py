"""Starting the application: QApplication, fonts, translations, settings, the main window."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Sequence

from kartln.gui.paths import AppPaths


def _needs_offscreen() -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    if sys.platform in ("win32", "darwin"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def register_fonts() -> None:
    """Fonts shipped in ``kartln.resources/fonts`` (a bare system may have none)."""
    from kartln.gui.fonts import install_bundled_fonts

    install_bundled_fonts()


def app_icon() -> object:
    """The application's icon from ``kartln.resources/icons`` (every size that is there)."""
    from importlib.resources import as_file, files

    from PySide6.QtGui import QIcon

    icon = QIcon()
    folder = files("kartln.resources").joinpath("icons")
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        node = folder.joinpath(f"kartln-{size}.png")
        if node.is_file():
            with as_file(node) as path:
                icon.addFile(str(path))
    return icon


def create_application(argv: Sequence[str] | None = None) -> object:
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(
        list(argv) if argv is not None else sys.argv[:1])
    app.setApplicationName("Kartln")
    app.setApplicationDisplayName("Kartln")
    app.setDesktopFileName("kartln")
    app.setWindowIcon(app_icon())  # type: ignore[arg-type]
    register_fonts()
    from kartln.gui.dialog_style import apply_dialog_style

    apply_dialog_style(app)
    return app


def run_app(*, smoke: bool = False, paths: AppPaths | None = None) -> int:
    """Open the game window; with ``smoke`` print FIRST_PAINT <ns> (and what it means) after the first frame and
    exit."""
    if _needs_offscreen():
        if not smoke:
            print("kartln: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the game window "
                  "cannot open. Start it from a desktop session; the other commands work without one "
                  "(kartln --help).", file=sys.stderr)
            return 1
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = create_application()
    from kartln.gui.i18n import install_translators
    from kartln.gui.main_window import MainWindow
    from kartln.gui.settings import load_settings
    from PySide6.QtCore import QEvent, QObject, QTimer

    paths = paths or AppPaths.default()
    load = load_settings(paths.settings_file)
    install_translators(app, load.settings.language)  # type: ignore[arg-type]
    window = MainWindow(paths, load)
    window.resize(1280, 800)
    if smoke:

        class FirstPaint(QObject):
            seen = False

            def eventFilter(self, obj: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint and not self.seen:
                    self.seen = True
                    QTimer.singleShot(0, self.report)
                return False

            def report(self) -> None:
                # the number stays second on the line: the start-up benchmark and the installers read it
                print(f"FIRST_PAINT {time.time_ns()} frozen={getattr(sys, 'frozen', False)}: the game window "
                      "starts; its first frame was painted at this time, in nanoseconds since 1970", flush=True)
                app.quit()  # type: ignore[attr-defined]

        watcher = FirstPaint(window)
        window.start_screen.installEventFilter(watcher)
    window.show()
    return int(app.exec())  # type: ignore[attr-defined]
