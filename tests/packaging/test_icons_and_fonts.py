"""The application icon files and the bundled fonts."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"
FONTS = ROOT / "resources" / "fonts"


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("kartln_icon_generator", ICONS / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


gen = _generator()


def test_the_committed_icon_files_are_complete_and_of_the_right_sizes() -> None:
    assert (ICONS / "kartln.svg").is_file() and (ICONS / "kartln-small.svg").is_file()
    assert gen.check(ICONS) == []


def test_the_generator_writes_every_size_from_the_svg(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    written = {p.name for p in gen.generate(tmp_path)}
    assert written == {gen.png_name(s) for s in gen.PNG_SIZES} | {"kartln.ico", "kartln.icns"}
    assert gen.check(tmp_path) == []
    for size in gen.PNG_SIZES:
        assert gen.png_size((tmp_path / gen.png_name(size)).read_bytes()) == (size, size)
    ico = gen.read_ico((tmp_path / "kartln.ico").read_bytes())
    assert [w for w, _, _ in ico] == list(gen.ICO_SIZES)
    icns = gen.read_icns((tmp_path / "kartln.icns").read_bytes())
    assert [kind for kind, _ in icns] == [kind for kind, _ in gen.ICNS_TYPES]
    assert all(gen.png_size(png) == (s, s) for (_, png), (_, s) in zip(icns, gen.ICNS_TYPES, strict=True))


def test_the_rendered_icon_is_drawn_and_has_transparent_corners(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage

    for size in (16, 48, 256):
        image = QImage.fromData(gen.render_png((ICONS / "kartln.svg").read_bytes(), size))
        assert image.width() == size
        assert image.pixelColor(0, 0).alpha() == 0  # rounded corner
        assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_ico_and_icns_writers_round_trip() -> None:
    png = (ICONS / "kartln-32.png").read_bytes()
    assert gen.read_ico(gen.ico_bytes([png])) == [(32, 32, png)]
    assert gen.read_icns(gen.icns_bytes([(b"icp5", png)])) == [(b"icp5", png)]
    with pytest.raises(ValueError):
        gen.png_size(b"GIF89a" + bytes(30))


def test_the_bundled_fonts_and_their_license_ship_with_the_package() -> None:
    from kartln.gui.fonts import bundled_font_names

    assert bundled_font_names() == ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"]
    assert "Bitstream" in (FONTS / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")


def test_install_bundled_fonts_registers_dejavu_sans_with_the_suit_symbols(qapp) -> None:  # type: ignore[no-untyped-def]
    from kartln.gui.fonts import BUNDLED_FAMILY, install_bundled_fonts
    from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics

    families = install_bundled_fonts()
    assert BUNDLED_FAMILY in families
    assert install_bundled_fonts() == families  # a second call registers nothing new
    assert BUNDLED_FAMILY in QFontDatabase.families()
    metrics = QFontMetrics(QFont(BUNDLED_FAMILY))
    assert all(metrics.inFontUcs4(ord(ch)) for ch in "♠♥♦♣")


def test_without_any_system_font_the_bundled_font_becomes_the_application_font(tmp_path: Path) -> None:
    import os
    import subprocess

    (tmp_path / "fonts.conf").write_text('<?xml version="1.0"?><fontconfig></fontconfig>\n', encoding="utf-8")
    code = (
        "from PySide6.QtGui import QGuiApplication, QFontInfo\n"
        "app = QGuiApplication(['t'])\n"
        "from kartln.gui.fonts import install_bundled_fonts\n"
        "install_bundled_fonts()\n"
        "print(QFontInfo(app.font()).family())\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FONTCONFIG_FILE=str(tmp_path / "fonts.conf"))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "DejaVu Sans"
