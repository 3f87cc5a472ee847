"""Contact sheets of the decks: one PNG per deck with every card and the card backs.

``kartln decks --out DIR [--width N]`` writes ``DIR/<deck>.png`` so that a person can look at a
whole deck at once. Rows hold the suits (Hearts, Diamonds, Clubs, Spades - Herz, Schellen, Eichel,
Grün), columns the ranks from Ace to Six, and the last row the backs.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from kartln.engine.cards import RANKS, SUITS, card
from kartln.engine.command_checks import FAILURE, UsageError, between, refuse
from kartln.engine.names import Pack, long_name, short_name

SHEET_RANKS = tuple(reversed(RANKS))  # Ace first, as a player sorts a hand
FELT = "#2d5e3a"
LABEL = "#f4efe0"


def ensure_gui_application() -> object:
    """The running QGuiApplication, or a new one (offscreen when there is no display)."""
    if not os.environ.get("QT_QPA_PLATFORM") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or sys.platform in ("win32", "darwin")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        app = QGuiApplication(["kartln-decks"])
    return app


def render_sheet(deck: str, width: int, renderer: object | None = None) -> object:
    """The contact sheet of one deck as a QImage."""
    from kartln.gui.card_renderer import BACKS, DECK_TITLES, CardRenderer, height_for
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter

    r = renderer if isinstance(renderer, CardRenderer) else CardRenderer()
    w, h = width, height_for(width)
    gap = max(8, width // 8)
    font_px = max(9, min(18, width // 9))
    label_h = font_px * 2 if width >= 150 else round(font_px * 1.6)
    title_h = font_px * 3
    cols = len(SHEET_RANKS)
    rows = len(SUITS) + 1
    sheet_w = gap + cols * (w + gap)
    sheet_h = title_h + rows * (h + label_h + gap) + gap
    pack = Pack.GERMAN if deck == "german" else Pack.FRENCH

    r.prerender(deck, w, h, backs=BACKS)
    img = QImage(sheet_w, sheet_h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor(FELT))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    font = QFont()
    font.setPixelSize(font_px)
    title_font = QFont(font)
    title_font.setPixelSize(round(font_px * 1.4))
    title_font.setBold(True)
    p.setPen(QColor(LABEL))
    p.setFont(title_font)
    p.drawText(
        QRectF(gap, 0, sheet_w - 2 * gap, title_h),
        Qt.AlignmentFlag.AlignVCenter,
        f"{DECK_TITLES.get(deck, deck)}  ({deck}, {w}\u00d7{h} px)",
    )
    p.setFont(font)

    def label(x: float, y: float, text: str) -> None:
        p.drawText(
            QRectF(x - gap / 2, y + 2, w + gap, label_h - 2),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
            text,
        )

    for row, suit in enumerate(SUITS):
        y = title_h + row * (h + label_h + gap)
        for col, rank in enumerate(SHEET_RANKS):
            x = gap + col * (w + gap)
            c = card(suit, rank)
            p.drawImage(x, y, r.image(deck, c, w, h))
            text = long_name(c, pack) if width >= 150 else short_name(c, pack)
            label(x, y + h, text)
    y = title_h + len(SUITS) * (h + label_h + gap)
    for col, back in enumerate(BACKS):
        x = gap + col * (w + gap)
        p.drawImage(x, y, r.back_image(back, w, h))
        label(x, y + h, f"back: {back}")
    p.end()
    return img


def write_sheets(out: Path, width: int = 120, decks: tuple[str, ...] | None = None) -> list[Path]:
    from kartln.gui.card_renderer import DECKS, CardRenderer

    ensure_gui_application()
    out.mkdir(parents=True, exist_ok=True)
    renderer = CardRenderer()
    paths = []
    for deck in decks or DECKS:
        img = render_sheet(deck, width, renderer)
        path = out / f"{deck}.png"
        if not img.save(str(path), "PNG"):  # type: ignore[attr-defined]
            raise OSError(f"could not write {path}")
        paths.append(path)
    return paths


def run_decks_command(args: argparse.Namespace) -> int:
    try:
        width = between("--width", getattr(args, "width", 120), 16, 1000, "pixels")
    except UsageError as exc:
        return refuse("decks", exc)
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        return refuse("decks", f"--out must be a folder, and {args.out} is a file")
    try:
        paths = write_sheets(out, width)
    except OSError as exc:  # a folder that cannot be made or written to
        where = exc.filename or args.out
        return refuse("decks", f"could not write to {where}: {exc.strerror or exc}", FAILURE)
    for path in paths:
        print(path)
    return 0
