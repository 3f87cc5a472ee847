"""Generate the application icon files from ``kartln.svg``.

    python resources/icons/generate.py            # rewrite the files next to this script
    python resources/icons/generate.py --out DIR  # write them elsewhere
    python resources/icons/generate.py --check    # fail if the files here are missing or stale

Sizes up to 24 pixels come from ``kartln-small.svg``, a simplified drawing that stays legible
there. Writes ``kartln-<N>.png`` for every size in :data:`PNG_SIZES` (the hicolor theme sizes of Linux
desktops), ``kartln.ico`` (Windows: PNG images inside an ICO container, read by Windows Vista and
later) and ``kartln.icns`` (macOS: PNG images inside an ICNS container). Rendering uses Qt's own
SVG renderer, so no image converter is needed; the ICO and ICNS writers below are small encoders
of those PNG payloads.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Iterable
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "kartln.svg"
SMALL_SOURCE = HERE / "kartln-small.svg"  # drawn on whole pixels for the smallest sizes
SMALL_UP_TO = 24
PNG_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, with their pixel size (the @2x types repeat a size)
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_name(size: int) -> str:
    return f"kartln-{size}.png"


def render_png(svg: bytes, size: int) -> bytes:
    """The SVG drawn into a ``size`` x ``size`` transparent image, encoded as PNG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise ValueError("the icon SVG cannot be parsed")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode a PNG image")
    buffer.close()
    return bytes(data.data())


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if png[:8] != PNG_SIGNATURE or png[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def ico_bytes(pngs: Iterable[bytes]) -> bytes:
    """An ICO file holding the given PNG images (ICONDIR, one ICONDIRENTRY each, then the data)."""
    images = list(pngs)
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for png in images:
        w, h = png_size(png)
        if w > 256 or h > 256:
            raise ValueError("ICO images are at most 256 pixels wide")
        # width and height 0 mean 256; no palette; 1 plane; 32 bits per pixel
        entries += struct.pack("<BBBBHHII", w % 256, h % 256, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
    return header + entries + b"".join(images)


def icns_bytes(elements: Iterable[tuple[bytes, bytes]]) -> bytes:
    """An ICNS file of (type, PNG data) elements, with a table of contents."""
    items = [(kind, data) for kind, data in elements]
    toc = b"".join(kind + struct.pack(">I", 8 + len(data)) for kind, data in items)
    body = b"TOC " + struct.pack(">I", 8 + len(toc)) + toc
    body += b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in items)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_ico(data: bytes) -> list[tuple[int, int, bytes]]:
    """(width, height, PNG data) of every image in an ICO file written by :func:`ico_bytes`."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    if reserved != 0 or kind != 1:
        raise ValueError("not an ICO file")
    out = []
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i : 22 + 16 * i])
        out.append((w or 256, h or 256, data[offset : offset + length]))
    return out


def read_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type, data) of every element of an ICNS file, the table of contents left out."""
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an ICNS file")
    pos, out = 8, []
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        if length < 8 or pos + length > len(data):
            raise ValueError("damaged ICNS element")
        if kind != b"TOC ":
            out.append((kind, data[pos + 8 : pos + length]))
        pos += length
    return out


def generate(out: Path, svg_path: Path = SOURCE, small_path: Path = SMALL_SOURCE) -> list[Path]:
    """Write every icon file into ``out``; returns the paths written."""
    svg, small = svg_path.read_bytes(), small_path.read_bytes()
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    pngs = {size: render_png(small if size <= SMALL_UP_TO else svg, size) for size in sizes}
    out.mkdir(parents=True, exist_ok=True)
    files: dict[str, bytes] = {png_name(s): pngs[s] for s in PNG_SIZES}
    files["kartln.ico"] = ico_bytes(pngs[s] for s in ICO_SIZES)
    files["kartln.icns"] = icns_bytes((kind, pngs[s]) for kind, s in ICNS_TYPES)
    written = []
    for name, data in files.items():
        path = out / name
        path.write_bytes(data)
        written.append(path)
    return written


def check(folder: Path = HERE) -> list[str]:
    """Problems with the icon files in ``folder``: missing, unreadable or of the wrong size."""
    problems = []
    for size in PNG_SIZES:
        path = folder / png_name(size)
        try:
            if png_size(path.read_bytes()) != (size, size):
                problems.append(f"{path.name}: not {size} x {size}")
        except (OSError, ValueError) as exc:
            problems.append(f"{path.name}: {exc}")
    try:
        got = sorted(w for w, h, png in read_ico((folder / "kartln.ico").read_bytes()) if png_size(png) == (w, h))
        if got != sorted(ICO_SIZES):
            problems.append(f"kartln.ico: sizes {got}, expected {sorted(ICO_SIZES)}")
    except (OSError, ValueError, struct.error) as exc:
        problems.append(f"kartln.ico: {exc}")
    try:
        icns = read_icns((folder / "kartln.icns").read_bytes())
        expected = [(kind, (s, s)) for kind, s in ICNS_TYPES]
        if [(kind, png_size(png)) for kind, png in icns] != expected:
            problems.append("kartln.icns: element types or sizes differ from ICNS_TYPES")
    except (OSError, ValueError, struct.error) as exc:
        problems.append(f"kartln.icns: {exc}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Generate the Kartln icon files from kartln.svg.")
    parser.add_argument("--out", type=Path, default=HERE, help="output folder (default: next to this script)")
    parser.add_argument("--check", action="store_true", help="only check the files in --out")
    args = parser.parse_args(argv)
    if args.check:
        problems = check(args.out)
        for p in problems:
            print(f"icons: {p}", file=sys.stderr)
        return 1 if problems else 0
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    for path in generate(args.out):
        print(f"{path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
