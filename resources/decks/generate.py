#!/usr/bin/env python3
"""Draw Kartln's card decks and card backs as SVG files.

Run ``python resources/decks/generate.py`` to rewrite the SVG files beside this script, or
``--out DIR`` to write them elsewhere. The output is deterministic: the same script always writes
the same bytes, so the committed files can be checked against a fresh run.

Every card is 200 x 300 units. Letters and digits are stroked paths drawn here (no fonts), pips and
figures are built from curves and simple shapes; each file keeps its repeated parts in ``<defs>``.

Decks (folder = deck id, file = card text of :mod:`kartln.engine.cards` such as ``QH.svg``):

* ``french``  - French suits in two colours,
* ``french4`` - French suits in four colours (clubs black, spades green, hearts red, diamonds orange),
* ``german``  - German suits (Herz, Schellen, Eichel, Grün) with Daus, König, Ober, Unter and the Weli,
* ``backs``   - card backs, one file per back.

This script needs only the standard library.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Iterable
from pathlib import Path

W, H = 200, 300
SUITS = ("H", "D", "C", "S")  # suit ids 0..3 as in kartln.engine.cards
RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")  # rank ids 0..8
DECK_IDS = ("french", "french4", "german")
BACK_IDS = ("red", "blue")

INK = "#1b1b1b"
SKIN = "#f7dcc0"
SKIN_LINE = "#5b3a26"
GOLD = "#f1c232"
GOLD_DARK = "#a87b12"
RED = "#c8102e"
BLUE = "#1f4f9e"
CREAM = "#fffdf7"


def n(x: float) -> str:
    """A number in SVG with at most two decimals and no trailing zeros."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "", "-") else s


def path_tokens(d: str) -> list[str]:
    """Split path data into command letters and numbers."""
    toks: list[str] = []
    num = ""
    for ch in d:
        if ch.isalpha():
            if num:
                toks.append(num)
                num = ""
            toks.append(ch)
        elif ch in " ,":
            if num:
                toks.append(num)
                num = ""
        elif ch == "-" and num:
            toks.append(num)
            num = ch
        else:
            num += ch
    if num:
        toks.append(num)
    return toks


def map_path(d: str, fx: Callable[[float], float], fy: Callable[[float], float]) -> str:
    """Apply fx to x and fy to y of a path made of absolute M L H V C Q Z commands."""
    res = ""
    cmd = ""
    axis = 0
    for t in path_tokens(d):
        if t.isalpha():
            cmd, axis = t, 0
            res += t
            continue
        v = float(t)
        if cmd == "H":
            v = fx(v)
        elif cmd == "V":
            v = fy(v)
        else:
            v = fx(v) if axis == 0 else fy(v)
            axis ^= 1
        if res and not res[-1].isalpha():
            res += " "
        res += n(v)
    return res


def mirror_x(d: str, cx: float = 100.0) -> str:
    """Mirror a path of absolute commands around the vertical line x = cx."""
    return map_path(d, lambda x: 2 * cx - x, lambda y: y)


def shift_path(d: str, dx: float, dy: float) -> str:
    """Shift a path of absolute commands by dx, dy."""
    return map_path(d, lambda x: x + dx, lambda y: y + dy)


# --------------------------------------------------------------------------------------------
# Glyphs: stroked letters and digits on a 100 unit cap height (y down, baseline at 100).
# --------------------------------------------------------------------------------------------

GLYPHS: dict[str, tuple[float, str]] = {
    "A": (58, "M3 100L25 1H33L55 100M13 68H45"),
    "K": (54, "M5 0V100M51 0L7 60M23 43L53 100"),
    "Q": (60, "M30 0C49 0 58 21 58 50C58 79 49 100 30 100C11 100 2 79 2 50C2 21 11 0 30 0ZM36 70L59 102"),
    "J": (46, "M20 1H42V68C42 89 33 100 21 100C10 100 3 92 2 80"),
    "O": (60, "M30 0C49 0 58 21 58 50C58 79 49 100 30 100C11 100 2 79 2 50C2 21 11 0 30 0Z"),
    "U": (56, "M5 0V65C5 88 15 100 28 100C41 100 51 88 51 65V0"),
    "D": (56, "M5 0V100H20C42 100 53 80 53 50C53 20 42 0 20 0Z"),
    "W": (74, "M3 0L17 100L37 28L57 100L71 0"),
    "E": (48, "M45 1H5V99H45M5 50H39"),
    "L": (46, "M5 0V99H44"),
    "I": (28, "M3 1H25M14 1V99M3 99H25"),
    "H": (54, "M5 0V100M49 0V100M5 50H49"),
    "R": (54, "M5 100V0H29C43 0 50 10 50 26C50 42 42 52 28 52H5M28 52L51 100"),
    "Z": (50, "M4 1H46L4 99H47"),
    "S": (
        52,
        "M46 14C42 5 35 0 26 0C13 0 5 8 5 24C5 40 18 44 27 48C38 52 48 57 48 74C48 91 39 100 26 100"
        "C15 100 7 94 4 84",
    ),
    "C": (52, "M48 16C44 6 37 0 28 0C13 0 4 20 4 50C4 80 13 100 28 100C37 100 44 94 48 84"),
    "N": (56, "M5 100V0L51 100V0"),
    "G": (54, "M48 16C44 6 37 0 28 0C13 0 4 20 4 50C4 80 13 100 28 100C41 100 50 90 50 70V56H30"),
    "Ü": (56, "M5 0V65C5 88 15 100 28 100C41 100 51 88 51 65V0M16-24V-21M40-24V-21"),
    "1": (28, "M3 20L21 1V100"),
    "0": (50, "M25 0C41 0 48 21 48 50C48 79 41 100 25 100C9 100 2 79 2 50C2 21 9 0 25 0Z"),
    "6": (
        52,
        "M4 66C6 48 14 40 27 40C40 40 48 50 48 69C48 88 39 100 26 100C11 100 3 86 3 61"
        "C3 24 14 0 33 0C40 0 45 4 47 10",
    ),
    "7": (50, "M2 2H48C33 32 24 62 20 100"),
    "8": (
        52,
        "M26 46C13 46 5 38 5 24C5 10 14 0 26 0C38 0 47 10 47 24C47 38 39 46 26 46"
        "C11 46 3 57 3 73C3 90 13 100 26 100C39 100 49 90 49 73C49 57 41 46 26 46Z",
    ),
    "9": (
        52,
        "M48 34C46 52 38 60 25 60C12 60 4 50 4 31C4 12 13 0 26 0C41 0 49 14 49 39"
        "C49 76 38 100 19 100C12 100 7 96 5 90",
    ),
}
GLYPH_GAP = 7
GLYPH_STROKE = 15


def text_width(s: str) -> float:
    return sum(GLYPHS[c][0] for c in s) + GLYPH_GAP * (len(s) - 1)


def text_path(s: str) -> str:
    """Path data of a word in glyph units, starting at x = 0."""
    parts: list[str] = []
    x = 0.0
    for ch in s:
        w, d = GLYPHS[ch]
        parts.append(shift_path(d, x, 0) if x else d)
        x += w + GLYPH_GAP
    return "".join(parts)


def text_svg(s: str, cx: float, top: float, height: float, color: str, stroke: float = GLYPH_STROKE) -> str:
    """A word of stroked glyphs, centred on cx, with its cap height from top."""
    k = height / 100
    x0 = cx - text_width(s) * k / 2
    return (
        f'<path d="{text_path(s)}" transform="translate({n(x0)} {n(top)}) scale({n(k)})" fill="none" '
        f'stroke="{color}" stroke-width="{n(stroke)}" stroke-linecap="round" stroke-linejoin="round"/>'
    )


# --------------------------------------------------------------------------------------------
# Suit symbols, each drawn in a box of about 100 x 100 units centred on 0,0.
# --------------------------------------------------------------------------------------------

HEART = (
    "M0 46C-9 33-50 10-50-19C-50-38-38-48-25-48C-12-48-3-40 0-28C3-40 12-48 25-48"
    "C38-48 50-38 50-19C50 10 9 33 0 46Z"
)
DIAMOND = "M0-50C11-33 25-15 38 0C25 15 11 33 0 50C-11 33-25 15-38 0C-25-15-11-33 0-50Z"
SPADE = (
    "M0-50C-9-36-50-13-50 13C-50 30-38 40-25 40C-15 40-7 35-3 28C-4 38-9 45-18 50H18"
    "C9 45 4 38 3 28C7 35 15 40 25 40C38 40 50 30 50 13C50-13 9-36 0-50Z"
)
CLUB = (
    "M-24-25A24 24 0 1 1 24-25A24 24 0 1 1-24-25Z"
    "M-50 12A24 24 0 1 1-2 12A24 24 0 1 1-50 12Z"
    "M2 12A24 24 0 1 1 50 12A24 24 0 1 1 2 12Z"
    "M-12 2A12 12 0 1 1 12 2A12 12 0 1 1-12 2Z"
    "M-3 8C-3 28-9 42-19 50H19C9 42 3 28 3 8Z"
)
FRENCH_SHAPES = {"H": HEART, "D": DIAMOND, "C": CLUB, "S": SPADE}

FRENCH_COLORS = {
    "french": {"H": RED, "D": RED, "C": INK, "S": INK},
    "french4": {"H": "#cc1f1a", "D": "#e88a00", "C": INK, "S": "#1b8a3a"},
}


def french_symbol_defs(deck: str, suit: str) -> str:
    return f'<path id="p" d="{FRENCH_SHAPES[suit]}" fill="{FRENCH_COLORS[deck][suit]}"/>'


# German suit symbols: outlined and shaded like printed pips.

G_LINE = "#3a2410"


def german_symbol_defs(suit: str) -> str:
    if suit == "H":
        return (
            '<radialGradient id="gh" cx="0.35" cy="0.3" r="0.8">'
            '<stop offset="0" stop-color="#ff6a5c"/><stop offset="0.55" stop-color="#dc1f26"/>'
            '<stop offset="1" stop-color="#9c0d16"/></radialGradient>'
            f'<g id="p"><path d="{HEART}" transform="scale(1.02 1)" fill="url(#gh)" stroke="#5e0a0e" '
            'stroke-width="3"/>'
            '<path d="M-38-22C-38-34-30-40-22-40C-14-40-9-35-7-29C-16-32-30-28-38-22Z" fill="#fff" '
            'fill-opacity="0.55"/></g>'
        )
    if suit == "D":  # Schellen: a round bell with ring, band and slit
        return (
            '<radialGradient id="gd" cx="0.38" cy="0.32" r="0.75">'
            '<stop offset="0" stop-color="#fff3a8"/><stop offset="0.45" stop-color="#f6c81e"/>'
            '<stop offset="1" stop-color="#b77f06"/></radialGradient>'
            '<g id="p">'
            f'<circle cx="0" cy="-41" r="7" fill="none" stroke="{G_LINE}" stroke-width="4.5"/>'
            f'<circle cx="0" cy="5" r="43" fill="url(#gd)" stroke="{G_LINE}" stroke-width="3"/>'
            '<path d="M-41.6-6C-20 2 20 2 41.6-6L42.9 7C20 15-20 15-42.9 7Z" fill="#d62a1e" '
            f'stroke="{G_LINE}" stroke-width="2"/>'
            '<circle cx="-18" cy="4" r="2.6" fill="#ffe680"/><circle cx="0" cy="6" r="2.6" fill="#ffe680"/>'
            '<circle cx="18" cy="4" r="2.6" fill="#ffe680"/>'
            f'<path d="M-22 28H22M0 28V47" fill="none" stroke="{G_LINE}" stroke-width="5" '
            'stroke-linecap="round"/>'
            f'<circle cx="-22" cy="28" r="5.5" fill="{G_LINE}"/><circle cx="22" cy="28" r="5.5" '
            f'fill="{G_LINE}"/>'
            '<ellipse cx="-16" cy="-20" rx="11" ry="6" transform="rotate(-30 -16 -20)" fill="#fff" '
            'fill-opacity="0.6"/></g>'
        )
    if suit == "C":  # Eichel: an acorn, nut up, cup and stalk below
        dots = []
        for row, (y, xs) in enumerate(((4, 4), (13, 4), (22, 3))):
            for i in range(xs):
                span = 48 - row * 12
                x = -span / 2 + span * i / max(xs - 1, 1)
                dots.append(f'<path d="M{n(x - 4)} {n(y)}L{n(x)} {n(y + 5)}L{n(x + 4)} {n(y)}" />')
        return (
            '<linearGradient id="gc" x1="0" y1="0" x2="1" y2="0">'
            '<stop offset="0" stop-color="#f2d27a"/><stop offset="0.55" stop-color="#cf9a35"/>'
            '<stop offset="1" stop-color="#8e5e17"/></linearGradient>'
            '<g id="p">'
            f'<path d="M3 34C4 41 8 46 14 50" fill="none" stroke="{G_LINE}" stroke-width="6" '
            'stroke-linecap="round"/>'
            f'<path d="M0-50C-5-50-6-47-6-44C-20-40-28-22-28 0H28C28-22 20-40 6-44C6-47 5-50 0-50Z" '
            f'fill="url(#gc)" stroke="{G_LINE}" stroke-width="3"/>'
            '<path d="M-19-10C-19-24-13-34-6-37C-10-30-13-20-13-8Z" fill="#fff" fill-opacity="0.55"/>'
            f'<path d="M-35-4C-35 22-18 35 0 35C18 35 35 22 35-4C20-10-20-10-35-4Z" fill="#6e3f16" '
            f'stroke="{G_LINE}" stroke-width="3"/>'
            '<g fill="none" stroke="#c99550" stroke-width="2.4" stroke-linecap="round" '
            f'stroke-linejoin="round">{"".join(dots)}</g></g>'
        )
    # Grün: a leaf pointing up, stalk below
    veins = "M0 36V-40"
    for y, dx in ((-22, 18), (-6, 27), (10, 28)):
        veins += f"M0 {n(y + 8)}Q{n(dx * 0.5)} {n(y + 2)} {n(dx)} {n(y - 6)}"
        veins += f"M0 {n(y + 8)}Q{n(-dx * 0.5)} {n(y + 2)} {n(-dx)} {n(y - 6)}"
    return (
        '<linearGradient id="gs" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#8fd16a"/><stop offset="0.5" stop-color="#3e9b2f"/>'
        '<stop offset="1" stop-color="#1c5e1a"/></linearGradient>'
        '<g id="p">'
        f'<path d="M0 30C1 38 3 44 7 50" fill="none" stroke="#1d3d12" stroke-width="6" '
        'stroke-linecap="round"/>'
        '<path d="M0-50C6-40 18-34 28-26C23-24 22-21 24-18C34-12 44-2 46 10C40 9 37 12 38 16'
        "C38 28 28 38 14 38C8 38 3 36 0 32C-3 36-8 38-14 38C-28 38-38 28-38 16C-37 12-40 9-46 10"
        'C-44-2-34-12-24-18C-22-21-23-24-28-26C-18-34-6-40 0-50Z" fill="url(#gs)" stroke="#173d12" '
        'stroke-width="3" stroke-linejoin="round"/>'
        f'<path d="{veins}" fill="none" stroke="#1f4d15" stroke-width="2.6" stroke-linecap="round"/>'
        "</g>"
    )


GERMAN_INDEX_COLOR = {"H": "#b3121b", "D": "#8a5a00", "C": "#5a3512", "S": "#1e6b1f"}


# --------------------------------------------------------------------------------------------
# Card parts
# --------------------------------------------------------------------------------------------


def svg_file(defs: str, body: str) -> str:
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'viewBox="0 0 {W} {H}" width="{W}" height="{H}">\n'
        f"<defs>{defs}</defs>\n{body}\n</svg>\n"
    )


def card_blank(fill: str = "#ffffff", stroke: str = "#8a8a8a") -> str:
    return (
        f'<rect x="0.75" y="0.75" width="198.5" height="298.5" rx="12" fill="{fill}" stroke="{stroke}" '
        f'stroke-width="1.5"/>'
    )


def use(ref: str, x: float, y: float, size: float, rot: float = 0.0) -> str:
    k = size / 100
    r = f" rotate({n(rot)})" if rot else ""
    return f'<use xlink:href="#{ref}" transform="translate({n(x)} {n(y)}){r} scale({n(k)})"/>'


def index_group(rank_text: str, color: str, pip_size: float = 22.0) -> str:
    """Index: rank above a small suit symbol, top left; defined once, used twice."""
    height = 31.0
    cx = 21.0
    g = ['<g id="ix">']
    if rank_text == "10":
        # the two digits kept tight so that "10" fits the index column
        k = height / 100
        w = (GLYPHS["1"][0] + GLYPHS["0"][0] + 3) * k
        x0 = cx - w / 2
        d = GLYPHS["1"][1] + shift_path(GLYPHS["0"][1], GLYPHS["1"][0] + 3, 0)
        g.append(
            f'<path d="{d}" transform="translate({n(x0)} 11) scale({n(k * 0.93)} {n(k)})" fill="none" '
            f'stroke="{color}" stroke-width="{GLYPH_STROKE}" stroke-linecap="round" stroke-linejoin="round"/>'
        )
    else:
        g.append(text_svg(rank_text, cx, 11, height, color))
    g.append(use("p", cx, 11 + height + 6 + pip_size / 2, pip_size))
    g.append("</g>")
    return "".join(g)


def both_indices() -> str:
    return '<use xlink:href="#ix"/><use xlink:href="#ix" transform="rotate(180 100 150)"/>'


# Pip positions on the field, as (column 0..2, row fraction 0..1).
PIP_FIELD = (62.0, 138.0, 58.0, 242.0)  # left column x, right column x, top row y, bottom row y


def pip_layout(count: int, german: bool) -> list[tuple[float, float]]:
    L, M, R = 0.0, 0.5, 1.0
    lay: dict[int, list[tuple[float, float]]] = {
        2: [(M, 0), (M, 1)],
        3: [(M, 0), (M, 0.5), (M, 1)],
        4: [(L, 0), (R, 0), (L, 1), (R, 1)],
        5: [(L, 0), (R, 0), (M, 0.5), (L, 1), (R, 1)],
        6: [(L, 0), (R, 0), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
        7: [(L, 0), (R, 0), (M, 0.25), (L, 0.5), (R, 0.5), (L, 1), (R, 1)],
        8: [(L, 0), (R, 0), (M, 0.25), (L, 0.5), (R, 0.5), (M, 0.75), (L, 1), (R, 1)],
        9: [(x, y) for x in (L, R) for y in (0, 1 / 3, 2 / 3, 1)] + [(M, 0.5)],
        10: [(x, y) for x in (L, R) for y in (0, 1 / 3, 2 / 3, 1)] + [(M, 1 / 6), (M, 5 / 6)],
    }
    if german:  # German eights stand in two columns of four
        lay[8] = [(x, y) for x in (L, R) for y in (0, 1 / 3, 2 / 3, 1)]
    return lay[count]


def pips(count: int, size: float, german: bool, field: tuple[float, float, float, float] = PIP_FIELD) -> str:
    x0, x1, y0, y1 = field
    out = []
    for fx, fy in pip_layout(count, german):
        x = x0 + (x1 - x0) * fx
        y = y0 + (y1 - y0) * fy
        rot = 180.0 if fy > 0.5 else 0.0
        out.append(use("p", x, y, size, rot))
    return "".join(out)


# --------------------------------------------------------------------------------------------
# Figures for the court cards. A court card is double-ended: the top half is drawn once as
# <g id="h"> and repeated turned by 180 degrees about the card centre.
# --------------------------------------------------------------------------------------------

FRAME = (37.0, 12.0, 163.0, 288.0)

OUTLINE = f'stroke="{INK}" stroke-width="1.3" stroke-linejoin="round"'


def dots_in(
    inside: Callable[[float, float], bool], x0: float, y0: float, x1: float, y1: float, step: float
) -> list[tuple[float, float]]:
    out = []
    row = 0
    y = y0
    while y <= y1:
        x = x0 + (step / 2 if row % 2 else 0)
        while x <= x1:
            if inside(x, y):
                out.append((x, y))
            x += step
        y += step * 0.8
        row += 1
    return out


def face(kind: str) -> str:
    """Head, neck and face at (100, 70). kind: king, queen, jack, ober, unter."""
    s = []
    s.append(f'<path d="M93 84V102H107V84Z" fill="{SKIN}" stroke="{SKIN_LINE}" stroke-width="1"/>')
    s.append(
        f'<ellipse cx="100" cy="70" rx="15" ry="19" fill="{SKIN}" stroke="{SKIN_LINE}" stroke-width="1.2"/>'
    )
    # eyes, brows, nose, mouth
    s.append(
        f'<ellipse cx="94" cy="68" rx="2.2" ry="1.6" fill="{INK}"/><ellipse cx="106" cy="68" rx="2.2" '
        f'ry="1.6" '
        f'fill="{INK}"/>'
    )
    s.append(
        f'<path d="M90 63.5Q94 61.5 97.5 63.5M102.5 63.5Q106 61.5 110 63.5M100 68L98 76H101" fill="none" '
        f'stroke="{SKIN_LINE}" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round"/>'
    )
    if kind == "queen":
        s.append('<path d="M96 80.5Q100 83 104 80.5Q100 79.5 96 80.5Z" fill="#c2272d"/>')
        s.append(
            '<circle cx="91" cy="75" r="2.6" fill="#f2a7a0" fill-opacity="0.7"/>'
            '<circle cx="109" cy="75" r="2.6" fill="#f2a7a0" fill-opacity="0.7"/>'
        )
    elif kind in ("jack", "unter"):
        s.append(
            '<path d="M96 80.5Q100 82.5 104 80.5" fill="none" stroke="#a0342f" stroke-width="1.3" '
            'stroke-linecap="round"/>'
        )
    return "".join(s)


def hair_back(kind: str, color: str) -> str:
    if kind == "queen":
        return (
            f'<path d="M82 64C80 48 88 40 100 40C112 40 120 48 118 64C122 78 124 92 130 104'
            f'C118 106 112 100 110 92L90 92C88 100 82 106 70 104C76 92 78 78 82 64Z" fill="{color}" '
            f"{OUTLINE}/>"
        )
    if kind in ("jack", "unter"):
        return (
            f'<path d="M84 64C82 50 90 44 100 44C110 44 118 50 116 64C120 74 122 84 120 92'
            f'C114 92 112 88 112 82L88 82C88 88 86 92 80 92C78 84 80 74 84 64Z" fill="{color}" {OUTLINE}/>'
        )
    return (
        f'<path d="M84 62C84 50 90 46 100 46C110 46 116 50 116 62C118 72 118 80 116 86L84 86C82 80 82 '
        f'72 84 62Z" '
        f'fill="{color}" {OUTLINE}/>'
    )


def beard(color: str, full: bool) -> str:
    if full:
        return (
            f'<path d="M85 72C85 92 92 104 100 106C108 104 115 92 115 72C112 80 108 82 100 82C92 82 88 '
            f'80 85 72Z" '
            f'fill="{color}" {OUTLINE}/>'
            f'<path d="M92 79Q96 76 100 78Q104 76 108 79Q104 81 100 80Q96 81 92 79Z" fill="{color}" '
            f"{OUTLINE}/>"
            '<path d="M97 86Q100 87.5 103 86" fill="none" stroke="#8c2a24" stroke-width="1.3"/>'
        )
    return (
        f'<path d="M91 79Q95 75 100 77.5Q105 75 109 79Q104 81 100 79.8Q96 81 91 79Z" fill="{color}" '
        f"{OUTLINE}/>"
        '<path d="M97 83Q100 84.5 103 83" fill="none" stroke="#8c2a24" stroke-width="1.3"/>'
    )


def crown(jewel: str, tall: bool = True) -> str:
    top = 30 if tall else 38
    d = (
        f"M82 55L80 {top + 6}L88 {top + 12}L94 {top}L100 {top + 10}L106 {top}L112 {top + 12}"
        f"L120 {top + 6}L118 55Z"
    )
    return (
        f'<path d="{d}" fill="{GOLD}" {OUTLINE}/>'
        f'<path d="M81 49H119" stroke="{GOLD_DARK}" stroke-width="1.4"/>'
        f'<circle cx="94" cy="{top}" r="2.6" fill="{GOLD}" {OUTLINE}/><circle cx="106" cy="{top}" r="2.6" '
        f'fill="{GOLD}" {OUTLINE}/><circle cx="80" cy="{top + 6}" r="2.2" fill="{GOLD}" {OUTLINE}/>'
        f'<circle cx="120" cy="{top + 6}" r="2.2" fill="{GOLD}" {OUTLINE}/>'
        f'<circle cx="100" cy="52" r="2.8" fill="{jewel}" stroke="{INK}" stroke-width="0.8"/>'
        f'<circle cx="89" cy="52" r="2" fill="{jewel}" stroke="{INK}" stroke-width="0.8"/>'
        f'<circle cx="111" cy="52" r="2" fill="{jewel}" stroke="{INK}" stroke-width="0.8"/>'
    )


def tiara(jewel: str, veil: str) -> str:
    return (
        f'<path d="M84 52C90 44 94 38 100 34C106 38 110 44 116 52C110 50 106 50 100 50C94 50 90 50 84 52Z" '
        f'fill="{GOLD}" {OUTLINE}/>'
        f'<circle cx="100" cy="43" r="3" fill="{jewel}" stroke="{INK}" stroke-width="0.8"/>'
        f'<circle cx="100" cy="31" r="2.4" fill="{GOLD}" {OUTLINE}/>'
        f'<path d="M84 52C78 60 76 74 74 88" fill="none" stroke="{veil}" stroke-width="3" '
        f'stroke-linecap="round"/>'
        f'<path d="M116 52C122 60 124 74 126 88" fill="none" stroke="{veil}" stroke-width="3" '
        'stroke-linecap="round"/>'
    )


def cap(color: str, feather: str) -> str:
    return (
        f'<path d="M116 40C124 30 132 26 142 26C134 30 128 36 122 46Z" fill="{feather}" {OUTLINE}/>'
        f'<path d="M80 56C78 46 86 38 100 38C114 38 124 44 122 54C114 50 90 50 80 56Z" fill="{color}" '
        f"{OUTLINE}/>"
        f'<path d="M80 56C92 51 110 50 122 54L122 58C110 55 92 55 80 60Z" fill="{GOLD}" {OUTLINE}/>'
    )


def wide_hat(color: str, feather: str) -> str:
    return (
        f'<path d="{mirror_x("M112 40C118 24 132 18 148 20C138 24 128 32 120 44Z")}" fill="{feather}" '
        f"{OUTLINE}/>"
        f'<path d="{mirror_x("M118 44C126 34 138 30 150 32C140 36 130 42 124 50Z")}" fill="#ffffff" '
        f"{OUTLINE}/>"
        f'<path d="M86 52C84 40 90 32 100 32C110 32 116 40 114 52Z" fill="{color}" {OUTLINE}/>'
        f'<path d="M70 56C76 48 88 46 100 46C112 46 124 48 130 56C120 54 110 55 100 55C90 55 80 54 70 56Z" '
        f'fill="{color}" {OUTLINE}/>'
        f'<path d="M86 48H114" stroke="{GOLD}" stroke-width="3"/>'
    )


def ermine_collar() -> str:
    d = (
        "M60 112C72 102 86 99 100 99C114 99 128 102 140 112L134 124C124 116 112 113 100 113C88 113 76 "
        "116 66 124Z"
    )
    tails = "".join(
        f'<path d="M{n(x)} {n(y)}l-1.8 4.5h3.6z" fill="{INK}"/>'
        for x, y in ((72, 110), (86, 105), (114, 105), (128, 110), (100, 104))
    )
    return f'<path d="{d}" fill="#ffffff" {OUTLINE}/>{tails}'


def lace_collar(color: str) -> str:
    d = (
        "M74 106C84 100 92 98 100 98C108 98 116 100 126 106L118 114C112 110 106 108 100 108C94 108 88 "
        "110 82 114Z"
    )
    return (
        f'<path d="{d}" fill="#ffffff" {OUTLINE}/>'
        f'<path d="M84 107Q100 101 116 107" fill="none" stroke="{color}" stroke-width="1.2" '
        'stroke-dasharray="2 2"/>'
    )


def necklace(gem: str) -> str:
    return (
        f'<path d="M86 104Q100 116 114 104" fill="none" stroke="{GOLD_DARK}" stroke-width="1.6"/>'
        f'<circle cx="100" cy="112" r="3.2" fill="{gem}" stroke="{INK}" stroke-width="0.8"/>'
    )


def hand(x: float, y: float) -> str:
    return (
        f'<ellipse cx="{n(x)}" cy="{n(y)}" rx="6" ry="5" fill="{SKIN}" stroke="{SKIN_LINE}" '
        f'stroke-width="1.1"/>'
    )


def attribute(kind: str, color: str) -> tuple[str, str]:
    """An object held by the right hand: (part drawn behind the figure, part in front)."""
    if kind == "sword":
        back = (
            f'<path d="M131 128L135 128L136 34L133 26L130 34Z" fill="#dfe6ee" {OUTLINE}/>'
            f'<path d="M133 32V120" stroke="#9aa7b4" stroke-width="0.9"/>'
        )
        front = (
            f'<path d="M122 126H144" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>'
            f'<path d="M122 126H144" stroke="{GOLD}" stroke-width="3" stroke-linecap="round"/>'
            + hand(133, 134)
        )
        return back, front
    if kind == "sceptre":
        back = (
            f'<path d="M133 136L140 44" stroke="{INK}" stroke-width="4.4" stroke-linecap="round"/>'
            f'<path d="M133 136L140 44" stroke="{GOLD}" stroke-width="2.6" stroke-linecap="round"/>'
            f'<path d="M140 30C146 36 146 42 140 46C134 42 134 36 140 30Z" fill="{color}" {OUTLINE}/>'
            f'<path d="M134 44C136 40 138 40 140 46C142 40 144 40 146 44C144 48 136 48 134 44Z" '
            f'fill="{GOLD}" '
            f"{OUTLINE}/>"
        )
        return back, hand(134, 128)
    if kind == "axe":
        back = (
            f'<path d="M134 138L138 38" stroke="{INK}" stroke-width="4.2" stroke-linecap="round"/>'
            f'<path d="M134 138L138 38" stroke="#8b5a2b" stroke-width="2.6" stroke-linecap="round"/>'
            f'<path d="M138 44C146 40 154 42 158 50C154 58 146 58 138 56Z" fill="#dfe6ee" {OUTLINE}/>'
            f'<path d="M137 44C132 42 128 44 126 48C130 50 133 52 137 54Z" fill="#dfe6ee" {OUTLINE}/>'
        )
        return back, hand(135, 128)
    if kind == "orb":
        front = (
            f'<circle cx="132" cy="122" r="10" fill="{GOLD}" {OUTLINE}/>'
            f'<path d="M122 122H142M132 112V132" stroke="{GOLD_DARK}" stroke-width="1.3"/>'
            f'<path d="M132 112V102M128 106H136" stroke="{INK}" stroke-width="2.2" stroke-linecap="round"/>'
            f'<circle cx="132" cy="122" r="2.4" fill="{color}"/>' + hand(132, 135)
        )
        return "", front
    if kind == "flower":
        stem = '<path d="M131 130C132 112 136 96 138 84" fill="none" stroke="#2f7d32" stroke-width="2.2"/>'
        leaf = (
            f'<path d="M134 108C140 104 146 104 148 106C144 112 138 112 134 108Z" fill="#4caf50" {OUTLINE}/>'
        )
        petals = "".join(
            f'<ellipse cx="138" cy="76" rx="4" ry="7" transform="rotate({a} 138 82)" fill="{color}" '
            f"{OUTLINE}/>"
            for a in (0, 72, 144, 216, 288)
        )
        return "", stem + leaf + petals + f'<circle cx="138" cy="82" r="3" fill="{GOLD}" {OUTLINE}/>' + hand(
            131, 130
        )
    if kind == "halberd":
        back = (
            f'<path d="M134 140L134 30" stroke="{INK}" stroke-width="4.2" stroke-linecap="round"/>'
            f'<path d="M134 140L134 30" stroke="#8b5a2b" stroke-width="2.6" stroke-linecap="round"/>'
            f'<path d="M134 18L138 30H130Z" fill="#dfe6ee" {OUTLINE}/>'
            f'<path d="M135 34C144 34 152 38 154 46C148 48 140 46 135 44Z" fill="#dfe6ee" {OUTLINE}/>'
            f'<path d="M133 36L126 40L133 43Z" fill="#dfe6ee" {OUTLINE}/>'
        )
        return back, hand(134, 128)
    if kind == "spear":
        back = (
            f'<path d="M134 140L134 34" stroke="{INK}" stroke-width="4.2" stroke-linecap="round"/>'
            f'<path d="M134 140L134 34" stroke="#8b5a2b" stroke-width="2.6" stroke-linecap="round"/>'
            f'<path d="M134 16C138 24 139 30 134 38C129 30 130 24 134 16Z" fill="#dfe6ee" {OUTLINE}/>'
            f'<path d="M130 40H138" stroke="{color}" stroke-width="3"/>'
        )
        return back, hand(134, 128)
    raise ValueError(kind)


# Colours of the French court cards per suit: robe, trim, panel, hair, attribute per rank.
FRENCH_COURT = {
    "H": {"robe": RED, "panel": BLUE, "hair": "#e0a32c", "K": "sword", "Q": "flower", "J": "halberd"},
    "D": {"robe": BLUE, "panel": RED, "hair": "#7a4a22", "K": "axe", "Q": "flower", "J": "spear"},
    "C": {"robe": RED, "panel": GOLD, "hair": "#4a3020", "K": "orb", "Q": "flower", "J": "halberd"},
    "S": {"robe": BLUE, "panel": GOLD, "hair": "#c99a2e", "K": "sceptre", "Q": "sceptre", "J": "spear"},
}


def poly_inside(poly: list[tuple[float, float]]) -> Callable[[float, float], bool]:
    def inside(x: float, y: float) -> bool:
        hit = False
        j = len(poly) - 1
        for i in range(len(poly)):
            (xi, yi), (xj, yj) = poly[i], poly[j]
            if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
                hit = not hit
            j = i
        return hit

    return inside


TORSO = "M45 150L46 126C47 113 60 106 80 102L120 102C140 106 153 113 154 126L155 150Z"
TORSO_POLY = [(49, 150), (50, 126), (60, 114), (80, 106), (120, 106), (140, 114), (150, 126), (151, 150)]


def arm(x0: float, y0: float, hx: float, hy: float, color: str, cuff: str) -> str:
    """A sleeve from the shoulder at x0, y0 to a hand at hx, hy, drawn as an outlined stroke."""
    mx = x0 + (hx - x0) * 0.2 + (8 if hx > 100 else -8)
    my = y0 + (hy - y0) * 0.7
    d = f"M{n(x0)} {n(y0)}Q{n(mx)} {n(my)} {n(hx)} {n(hy - 4)}"
    ang = math.degrees(math.atan2(hy - 4 - my, hx - mx))
    return (
        f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="15.6" stroke-linecap="round"/>'
        f'<path d="{d}" fill="none" stroke="{color}" stroke-width="13" stroke-linecap="round"/>'
        f'<rect x="-7.5" y="-2.5" width="15" height="5" rx="1.5" fill="{cuff}" stroke="{INK}" '
        f'stroke-width="0.9" '
        f'transform="translate({n(hx)} {n(hy - 5)}) rotate({n(ang + 90)})"/>'
    )


def arms(left: Point | None, right: Point | None, color: str, cuff: str) -> str:
    """Both sleeves; the left hand is drawn here, the right one by the object it holds."""
    out = ""
    if left is not None:
        out += arm(62, 112, left[0], left[1], color, cuff) + hand(*left)
    if right is not None:
        out += arm(138, 112, right[0], right[1], color, cuff)
    return out


def motifs(points: Iterable[tuple[float, float]], color: str, kind: str) -> str:
    if kind == "quatrefoil":
        one = "".join(
            f'<circle cx="{a}" cy="{b}" r="1.25"/>' for a, b in ((0, -1.6), (1.6, 0), (0, 1.6), (-1.6, 0))
        )
    elif kind == "flower":
        one = '<circle cx="0" cy="0" r="2"/>'
    else:
        one = '<path d="M0-2.6L1.6 0L0 2.6L-1.6 0Z"/>'
    g = f'<defs><g id="m" fill="{color}">{one}</g></defs>'
    uses = "".join(f'<use xlink:href="#m" x="{n(x)}" y="{n(y)}"/>' for x, y in points)
    return g + uses


Point = tuple[float, float]


def torso(
    kind: str,
    main: str,
    second: str,
    trim: str,
    accent: str,
    left: Point | None = (74, 136),
    right: Point | None = (133, 130),
) -> str:
    """The upper body of a court figure down to the middle line, with arms to the given hands."""
    s = [f'<path d="{TORSO}" fill="{main}" {OUTLINE}/>']
    in_torso = poly_inside([(float(a), float(b)) for a, b in TORSO_POLY])
    if kind in ("king", "ober"):
        spots = dots_in(
            lambda x, y: in_torso(x, y) and abs(x - 100) > 30 + (y - 100) * 0.25, 48, 112, 152, 148, 10
        )
        s.append(motifs(spots, GOLD, "quatrefoil"))
        s.append(f'<path d="M91 103L79 150H121L109 103Z" fill="{second}" {OUTLINE}/>')
        s.append(f'<path d="M96 104H104L105.5 150H94.5Z" fill="{GOLD}" {OUTLINE}/>')
        for y in range(112, 150, 10):
            s.append(f'<path d="M100 {y - 3.5}L103.5 {y}L100 {y + 3.5}L96.5 {y}Z" fill="{accent}"/>')
        if kind == "king":
            for side in (1, -1):
                a, b, c2, d2 = 100 - side * 9, 100 - side * 21, 100 - side * 28, 100 - side * 15
                s.append(f'<path d="M{a} 103L{b} 150H{c2}L{d2} 103Z" fill="#ffffff" {OUTLINE}/>')
                for k in range(4):
                    y = 112 + k * 10
                    x = 100 - side * (15.5 + (y - 103) * 0.23)
                    s.append(f'<path d="M{n(x)} {n(y)}l-1.6 4.2h3.2z" fill="{INK}"/>')
            s.append(ermine_collar())
        else:
            s.append(lace_collar(INK))
        s.append(arms(left, right, main, GOLD))
    elif kind == "queen":
        spots = dots_in(lambda x, y: in_torso(x, y) and abs(x - 100) > 24, 48, 112, 152, 148, 9)
        s.append(motifs(spots, trim, "flower"))
        s.append(f'<path d="M84 104L90 150H110L116 104Z" fill="{second}" {OUTLINE}/>')
        s.append(f'<path d="M90 104H110L107 114H93Z" fill="{SKIN}" stroke="{SKIN_LINE}" stroke-width="1"/>')
        lace = "".join(
            f"M{n(94 + (y - 116) * 0.03)} {y}L{n(106 - (y - 116) * 0.03)} {y + 6}"
            f"M{n(106 - (y - 116) * 0.03)} {y}L{n(94 + (y - 116) * 0.03)} {y + 6}"
            for y in range(118, 146, 6)
        )
        s.append(f'<path d="{lace}" stroke="{GOLD_DARK if second == GOLD else GOLD}" stroke-width="1.4"/>')
        s.append(necklace(accent))
        s.append(
            f'<path d="M48 128C54 114 68 106 86 103L92 110C76 114 64 122 56 136Z" fill="#ffffff" {OUTLINE}/>'
            f'<path d="M53 128C59 117 71 111 86 108" fill="none" stroke="{GOLD_DARK}" stroke-width="1.2"/>'
        )
        s.append(
            f'<path d="M152 128C146 114 132 106 114 103L108 110C124 114 136 122 144 136Z" fill="#ffffff" '
            f"{OUTLINE}/>"
            f'<path d="M147 128C141 117 129 111 114 108" fill="none" stroke="{GOLD_DARK}" '
            'stroke-width="1.2"/>'
        )
        s.append(arms(left, right, main, GOLD))
    else:  # jack / unter: striped tunic, shoulder cape, belt
        for i, x in enumerate(range(50, 150, 10)):
            if i % 2:
                s.append(f'<path d="M{x} 118H{x + 10}V150H{x}Z" fill="{second}"/>')
        s.append(f'<path d="{TORSO}" fill="none" {OUTLINE}/>')
        s.append(
            f'<path d="M46 126C47 113 60 106 80 102L120 102C140 106 153 113 154 126'
            f'C140 121 120 119 100 119C80 119 60 121 46 126Z" fill="{second}" {OUTLINE}/>'
        )
        s.append(
            f'<path d="M47 122C60 117 80 115 100 115C120 115 140 117 153 122" fill="none" stroke="{GOLD}" '
            'stroke-width="2"/>'
        )
        s.append(lace_collar(accent))
        s.append(arms(left, right, second, "#ffffff"))
    return "".join(s)


def french_court_half(rank: str, suit: str, color: str) -> str:
    c = FRENCH_COURT[suit]
    main = c["robe"]
    second = c["panel"]
    hair = c["hair"]
    kind = {"K": "king", "Q": "queen", "J": "jack"}[rank]
    # a flower or jewel in a black suit is better red than black
    back, front = attribute(c[rank], RED if color == INK and c[rank] == "flower" else color)
    s = ['<g id="h">', back]
    s.append(hair_back(kind, hair))
    s.append(torso(kind, main, second, "#ffffff" if kind == "queen" else GOLD, color))
    s.append(face(kind))
    if kind == "king":
        s.append(beard(hair, True))
        s.append(crown(color))
    elif kind == "queen":
        s.append(tiara(color, GOLD))
    else:
        s.append(beard(hair, False))
        s.append(cap(color if color != INK else "#333333", RED if main == BLUE else BLUE))
    s.append(front)
    s.append(use("p", 57, 34, 26))
    s.append("</g>")
    return "".join(s)


def court_card(frame_color: str, background: str = CREAM) -> str:
    """Frame, the half figure <g id="h"> twice (the second turned), the middle line and indices."""
    x0, y0, x1, y1 = FRAME
    return (
        card_blank() + f'<rect x="{n(x0)}" y="{n(y0)}" width="{n(x1 - x0)}" height="{n(y1 - y0)}" rx="4" '
        f'fill="{background}"/>'
        + '<use xlink:href="#h"/><use xlink:href="#h" transform="rotate(180 100 150)"/>'
        + f'<path d="M{n(x0)} 150H{n(x1)}" stroke="{frame_color}" stroke-width="1.2"/>'
        + f'<rect x="{n(x0)}" y="{n(y0)}" width="{n(x1 - x0)}" height="{n(y1 - y0)}" rx="4" fill="none" '
        f'stroke="{frame_color}" stroke-width="1.6"/>'
        + f'<rect x="{n(x0 + 3)}" y="{n(y0 + 3)}" width="{n(x1 - x0 - 6)}" height="{n(y1 - y0 - 6)}" '
        f'rx="2.5" '
        f'fill="none" stroke="{frame_color}" stroke-width="0.6"/>' + both_indices()
    )


# --------------------------------------------------------------------------------------------
# German court cards
# --------------------------------------------------------------------------------------------

GERMAN_COURT = {
    "H": {"robe": "#c62828", "panel": "#f2c232", "hair": "#8d5a2b"},
    "D": {"robe": "#2a5caa", "panel": "#d62a1e", "hair": "#e0a32c"},
    "C": {"robe": "#2e7d32", "panel": "#f2c232", "hair": "#5b3a1e"},
    "S": {"robe": "#7b1f2a", "panel": "#2a5caa", "hair": "#c99a2e"},
}


def german_court_half(rank: str, suit: str) -> str:
    c = GERMAN_COURT[suit]
    s = ['<g id="h">']
    if rank == "K":
        back, _ = attribute("sceptre", GERMAN_INDEX_COLOR[suit])
        s.append(back)
        s.append(hair_back("king", c["hair"]))
        s.append(torso("king", c["robe"], c["panel"], GOLD, "#d62a1e"))
        s.append(face("king"))
        s.append(beard(c["hair"], True))
        s.append(crown("#d62a1e"))
        s.append(hand(133, 130))
        s.append(use("p", 62, 40, 34))
    elif rank == "Q":  # Ober: the suit symbol held high
        s.append(hair_back("king", c["hair"]))
        s.append(torso("ober", c["robe"], c["panel"], GOLD, "#ffffff", right=(146, 76)))
        s.append(hand(146, 74))
        s.append(use("p", 146, 46, 40))
        s.append(face("ober"))
        s.append(beard(c["hair"], False))
        s.append(wide_hat(c["robe"], c["panel"]))
    else:  # Unter: the suit symbol held low
        s.append(hair_back("unter", c["hair"]))
        s.append(torso("unter", c["panel"], c["robe"], "#ffffff", INK, left=(66, 140), right=(134, 132)))
        s.append(use("p", 64, 118, 36))
        s.append(hand(66, 140))
        s.append(
            f'<path d="M128 134L150 100" stroke="{INK}" stroke-width="4" stroke-linecap="round"/>'
            f'<path d="M128 134L150 100" stroke="{GOLD}" stroke-width="2.4" stroke-linecap="round"/>'
            f'<path d="M126 124L140 134" stroke="{INK}" stroke-width="4.6" stroke-linecap="round"/>'
            f'<path d="M126 124L140 134" stroke="{GOLD}" stroke-width="3" stroke-linecap="round"/>'
        )
        s.append(hand(134, 132))
        s.append(face("unter"))
        s.append(cap(c["robe"], c["panel"]))
    s.append("</g>")
    return "".join(s)


# --------------------------------------------------------------------------------------------
# Aces, the German Daus and the Weli
# --------------------------------------------------------------------------------------------


def french_ace(deck: str, suit: str) -> str:
    color = FRENCH_COLORS[deck][suit]
    body = card_blank()
    if suit == "S":
        # the ace of spades: a larger spade with an inner line inside a ring of pearls
        pearls = "".join(
            f'<circle cx="{n(100 + 58 * math.sin(math.radians(a)))}" '
            f'cy="{n(150 - 58 * math.cos(math.radians(a)))}" r="{n(2.6 if a % 45 == 0 else 1.5)}"/>'
            for a in range(0, 360, 15)
        )
        body += (
            f'<circle cx="100" cy="150" r="64" fill="none" stroke="{color}" stroke-width="1.3"/>'
            f'<circle cx="100" cy="150" r="52" fill="none" stroke="{color}" stroke-width="0.7"/>'
            f'<g fill="{color}">{pearls}</g>'
        )
        body += use("p", 100, 150, 84)
        body += (
            f'<path d="{SPADE}" transform="translate(100 150) scale(0.6)" fill="none" stroke="#ffffff" '
            'stroke-width="2.6"/>'
        )
    else:
        body += use("p", 100, 150, 80)
    return body + both_indices()


GERMAN_SUIT_WORD = {"H": "HERZ", "D": "SCHELLEN", "C": "EICHEL", "S": "GRÜN"}


def daus_card(suit: str) -> str:
    """The Daus (Sau): a large crowned symbol between vines, the suit's name on a banner."""
    col = GERMAN_INDEX_COLOR[suit]
    body = [card_blank()]
    body.append(
        f'<rect x="37" y="12" width="126" height="276" rx="6" fill="#fbf3dc" stroke="{col}" '
        'stroke-width="1.6"/>'
        f'<rect x="40" y="15" width="120" height="270" rx="4" fill="none" stroke="{col}" stroke-width="0.6"/>'
    )
    vine = "M100 276C72 270 52 246 52 212C52 180 70 166 72 140C74 112 56 100 54 78C52 56 64 42 84 38"
    leaves = ""
    spots = ((52, 206, -40), (70, 150, 20), (55, 92, -30), (62, 254, -70), (74, 118, 60), (60, 60, -60))
    for x, y, a in spots:
        leaves += (
            f'<path d="M0 0C6-9 17-11 24-6C17 3 6 5 0 0Z" transform="translate({x} {y}) rotate({a})" '
            f'fill="#4e9a3a" stroke="#234d17" stroke-width="0.9"/>'
        )
    flowers = "".join(
        f'<circle cx="{x}" cy="{y}" r="3.4" fill="#d62a1e" stroke="{INK}" stroke-width="0.8"/>'
        f'<circle cx="{x}" cy="{y}" r="1.2" fill="{GOLD}"/>'
        for x, y in ((84, 38), (50, 176), (58, 236))
    )
    body.append(
        f'<defs><g id="v"><path d="{vine}" fill="none" stroke="#6b4a1e" stroke-width="3" '
        'stroke-linecap="round"/>'
        f"{leaves}{flowers}</g></defs>"
        '<use xlink:href="#v"/><use xlink:href="#v" transform="translate(200 0) scale(-1 1)"/>'
    )
    body.append('<g transform="translate(0 2)">' + crown("#d62a1e") + "</g>")
    body.append(use("p", 100, 124, 104))
    # banner with the suit's name
    word = GERMAN_SUIT_WORD[suit]
    body.append(
        f'<path d="M42 214L60 207V235L42 242L51 228Z" fill="{col}" stroke="{INK}" stroke-width="1.1"/>'
        f'<path d="M158 214L140 207V235L158 242L149 228Z" fill="{col}" stroke="{INK}" stroke-width="1.1"/>'
        f'<path d="M54 204C84 197 116 197 146 204V232C116 225 84 225 54 232Z" fill="#fffdf2" stroke="{INK}" '
        'stroke-width="1.2"/>'
    )
    body.append(text_svg(word, 100, 211, 13, col, 14))
    body.append(both_indices())
    return "".join(body)


def weli_card() -> str:
    body = [card_blank()]
    lay = [(62, 58, 0), (138, 58, 0), (100, 96, 0), (100, 204, 180), (62, 242, 180), (138, 242, 180)]
    for x, y, r in lay:
        body.append(use("p", x, y, 38, r))
    body.append(
        '<path d="M30 132L44 128V172L30 168L38 150Z" fill="#b3121b" stroke="#3a0a0a" stroke-width="1.1"/>'
        '<path d="M170 132L156 128V172L170 168L162 150Z" fill="#b3121b" stroke="#3a0a0a" stroke-width="1.1"/>'
        '<rect x="40" y="124" width="120" height="52" rx="6" fill="#fff6cc" stroke="#3a0a0a" '
        'stroke-width="1.4"/>'
        '<rect x="44" y="128" width="112" height="44" rx="4" fill="none" stroke="#b3121b" stroke-width="1"/>'
    )
    body.append(text_svg("WELI", 100, 136, 28, "#b3121b", 14))
    body.append(both_indices())
    return "".join(body)


# --------------------------------------------------------------------------------------------
# The Joker of the French decks: a jester in motley. Schnalzen may draw its WELI with this face
# (rules/schnalzen.md §2); it stands for no card of its own, so the file is named JOKER.svg.
# --------------------------------------------------------------------------------------------

JOKER = "JOKER"
JOKER_DECKS = ("french", "french4")

# The jester's motley in the deck's own colours: first and second colour, and the trim.
JOKER_COLORS = {
    "french": (RED, INK, GOLD),
    "french4": ("#cc1f1a", "#1b8a3a", "#e88a00"),
}


def joker_index(color: str) -> str:
    """JOKER stroked top to bottom down the corner, a star below; defined once as the index."""
    height, gap, cx = 16.0, 3.6, 21.0
    g = ['<g id="ix">']
    for i, letter in enumerate(JOKER):
        g.append(text_svg(letter, cx, 12 + i * (height + gap), height, color, 18))
    g.append(f'<path d="{star_path(cx, 12 + 5 * (height + gap) + 8, 7.5)}" fill="{color}"/>')
    g.append("</g>")
    return "".join(g)


def star_path(cx: float, cy: float, r: float) -> str:
    """A five-pointed star, point up."""
    pts = []
    for i in range(10):
        a = math.radians(-90 + 36 * i)
        rr = r if i % 2 == 0 else r * 0.42
        pts.append(f"{n(cx + rr * math.cos(a))} {n(cy + rr * math.sin(a))}")
    return "M" + "L".join(pts) + "Z"


def bell(x: float, y: float, r: float = 4.6) -> str:
    """A little round bell with its slit, hanging at x, y."""
    return (
        f'<circle cx="{n(x)}" cy="{n(y + r * 0.8)}" r="{n(r)}" fill="{GOLD}" stroke="{INK}" stroke-width="1.1"/>'
        f'<path d="M{n(x - r * 0.5)} {n(y + r * 1.15)}H{n(x + r * 0.5)}" stroke="{INK}" stroke-width="1.1" '
        'stroke-linecap="round"/>'
        f'<circle cx="{n(x - r * 0.35)}" cy="{n(y + r * 0.4)}" r="{n(r * 0.3)}" fill="#fff6c8"/>'
    )


def jester_cap(first: str, second: str, trim: str) -> str:
    """Three floppy points with a bell at each tip over a two-coloured cap and a trimmed band."""
    left = "M97 75C86 50 64 42 47 57C52 62 56 68 56 76C64 64 76 66 86 90Z"
    middle = "M91 76C88 54 96 32 118 23C122 27 124 31 123 36C110 40 106 56 109 76Z"
    dome_left = "M82 95C80 79 88 70 100 70V95Z"
    return (
        f'<path d="{left}" fill="{second}" {OUTLINE}/>'
        f'<path d="{mirror_x(left)}" fill="{first}" {OUTLINE}/>'
        f'<path d="{middle}" fill="{first}" {OUTLINE}/>'
        f'<path d="{dome_left}" fill="{first}" {OUTLINE}/>'
        f'<path d="{mirror_x(dome_left)}" fill="{second}" {OUTLINE}/>'
        f'<path d="M81 88C93 84 107 84 119 88L119 96C107 92 93 92 81 96Z" fill="{trim}" {OUTLINE}/>'
        + "".join(f'<circle cx="{x}" cy="91" r="1.5" fill="{INK}"/>' for x in (88, 100, 112))
        + bell(50, 58) + bell(150, 58) + bell(122, 35)
    )


def jester_face() -> str:
    """The face of the court figures, larger, with rosy cheeks and a grin."""
    return (
        '<g transform="translate(100 104) scale(1.15) translate(-100 -70)">'
        + face("joker")
        + '<circle cx="90.5" cy="75" r="3" fill="#f08a80" fill-opacity="0.6"/>'
        '<circle cx="109.5" cy="75" r="3" fill="#f08a80" fill-opacity="0.6"/>'
        '<path d="M92.5 79.5Q100 87 107.5 79.5Q100 82.5 92.5 79.5Z" fill="#a0342f" stroke="#a0342f" '
        'stroke-width="1" stroke-linejoin="round"/>'
        "</g>"
    )


def ruff(trim: str) -> str:
    """A collar of points round the neck, white and the trim taking turns, a bell at each tip."""
    parts, bells = [], []
    cx, cy = 100.0, 130.0
    for i in range(7):
        a = math.radians(12 + i * 26)
        tip = (cx + 40 * math.cos(a), cy + 26 * math.sin(a))
        corners = [(cx + 15 * math.cos(a + s), cy + 8 * math.sin(a + s)) for s in (-0.42, 0.42)]
        d = f"M{n(corners[0][0])} {n(corners[0][1])}L{n(tip[0])} {n(tip[1])}L{n(corners[1][0])} {n(corners[1][1])}Z"
        parts.append(f'<path d="{d}" fill="{trim if i % 2 else CREAM}" {OUTLINE}/>')
        bells.append(bell(tip[0], tip[1] - 1.5, 3.2))
    return "".join(parts) + "".join(bells)


def motley(first: str, second: str, trim: str) -> str:
    """Tunic, sleeves, hose and pointed shoes, each half in the other colour."""
    tunic = "M100 127H84C72 128 65 136 65 150L66 204L62 222L73 213L82 225L91 213L100 224Z"
    leg = "M81 214H99L98 266H84Z"
    shoe = "M83 262H99L99 274H72C62 274 55 268 56 258C61 263 70 265 83 262Z"
    s = [
        arm(72, 140, 52, 196, second, trim),
        hand(52, 196),
        arm(128, 140, 148, 168, first, trim),
        f'<path d="{leg}" fill="{second}" {OUTLINE}/>',
        f'<path d="{mirror_x(leg)}" fill="{first}" {OUTLINE}/>',
        f'<path d="{shoe}" fill="{first}" {OUTLINE}/>',
        f'<path d="{mirror_x(shoe)}" fill="{second}" {OUTLINE}/>',
        bell(56, 253, 3.6),
        bell(144, 253, 3.6),
        f'<path d="{tunic}" fill="{first}" {OUTLINE}/>',
        f'<path d="{mirror_x(tunic)}" fill="{second}" {OUTLINE}/>',
    ]
    # a diamond in the other colour on each half, gold buttons down the middle, a belt
    for x, y, color in ((82, 168, second), (118, 168, first)):
        s.append(f'<path d="M{x} {y - 13}L{x + 9} {y}L{x} {y + 13}L{x - 9} {y}Z" fill="{color}" {OUTLINE}/>')
    s.append(f'<path d="M65.5 190C88 194 112 194 134.5 190V198C112 202 88 202 65.5 198Z" fill="{trim}" {OUTLINE}/>')
    s.extend(f'<circle cx="100" cy="{y}" r="2.6" fill="{GOLD}" {OUTLINE}/>' for y in (146, 160, 174))
    return "".join(s)


def marotte(first: str, second: str) -> str:
    """The jester's bauble: a stick with a little head in a cap of bells, held up in the right hand."""
    return (
        f'<path d="M150 196L140 124" stroke="{INK}" stroke-width="4.4" stroke-linecap="round"/>'
        f'<path d="M150 196L140 124" stroke="#8b5a2b" stroke-width="2.8" stroke-linecap="round"/>'
        f'<path d="M131 112C128 104 132 98 139 97C146 98 150 104 147 112Z" fill="{second}" {OUTLINE}/>'
        f'<path d="M131 107C124 102 121 96 123 90C127 93 132 99 134 104Z" fill="{first}" {OUTLINE}/>'
        f'<path d="M147 107C154 102 157 96 155 90C151 93 146 99 144 104Z" fill="{first}" {OUTLINE}/>'
        f'<circle cx="139" cy="116" r="7.5" fill="{SKIN}" stroke="{SKIN_LINE}" stroke-width="1.1"/>'
        f'<path d="M135 114.5H136.5M141.5 114.5H143M135.5 119Q139 122 142.5 119" fill="none" stroke="{INK}" '
        'stroke-width="1.2" stroke-linecap="round"/>'
        f'<path d="M132 124C136 128 142 128 146 124L144 130H134Z" fill="{GOLD}" {OUTLINE}/>'
        + bell(123, 88, 2.8) + bell(155, 88, 2.8)
        + hand(148, 168)
    )


def joker_card(deck: str) -> str:
    first, second, trim = JOKER_COLORS[deck]
    x0, y0, x1, y1 = FRAME
    box = f'x="{n(x0)}" y="{n(y0)}" width="{n(x1 - x0)}" height="{n(y1 - y0)}"'
    body = [
        card_blank(),
        f'<rect {box} rx="4" fill="{CREAM}"/>',
        f'<path d="{star_path(58, 34, 6)}{star_path(142, 150, 5)}{star_path(60, 236, 5)}" fill="{trim}" '
        'fill-opacity="0.7"/>',
        motley(first, second, trim),
        marotte(first, second),
        jester_face(),
        ruff(trim),
        jester_cap(first, second, trim),
        f'<rect {box} rx="4" fill="none" stroke="{first}" stroke-width="1.6"/>',
        f'<rect x="{n(x0 + 3)}" y="{n(y0 + 3)}" width="{n(x1 - x0 - 6)}" height="{n(y1 - y0 - 6)}" rx="2.5" '
        f'fill="none" stroke="{first}" stroke-width="0.6"/>',
        both_indices(),
    ]
    return svg_file(joker_index(first), "".join(body))


# --------------------------------------------------------------------------------------------
# Decks
# --------------------------------------------------------------------------------------------


def card_svg(deck: str, suit: str, rank: str) -> str:
    german = deck == "german"
    if german:
        sym = german_symbol_defs(suit)
        idx_color = INK
        idx_text = {"J": "U", "Q": "O"}.get(rank, rank)
    else:
        sym = french_symbol_defs(deck, suit)
        idx_color = FRENCH_COLORS[deck][suit]
        idx_text = rank
    defs = sym + index_group(idx_text, idx_color, 24 if german else 22)
    if rank in ("J", "Q", "K"):
        if german:
            half = german_court_half(rank, suit)
            return svg_file(defs + half, court_card(GERMAN_INDEX_COLOR[suit], "#fbf6e6"))
        half = french_court_half(rank, suit, idx_color)
        return svg_file(defs + half, court_card(idx_color))
    if rank == "A":
        return svg_file(defs, daus_card(suit) if german else french_ace(deck, suit))
    count = int(rank)
    if german and suit == "D" and count == 6:
        return svg_file(defs, weli_card())
    body = card_blank() + pips(count, 40 if german else 36, german) + both_indices()
    return svg_file(defs, body)


# --------------------------------------------------------------------------------------------
# Backs
# --------------------------------------------------------------------------------------------


def lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Diagonal lines both ways, cut to the rectangle, as one path."""
    segs: list[str] = []
    w, h = x1 - x0, y1 - y0
    k = -h
    while k <= w:
        # line x - y = k  (relative), from the rectangle's edges
        ax, ay = (k, 0.0) if k >= 0 else (0.0, -k)
        bx, by = (min(w, k + h), min(w, k + h) - k)
        segs.append(f"M{n(x0 + ax)} {n(y0 + ay)}L{n(x0 + bx)} {n(y0 + by)}")
        k += step
    k = 0.0
    while k <= w + h:
        # line x + y = k
        ax, ay = (min(k, w), k - min(k, w))
        bx, by = (max(0.0, k - h), k - max(0.0, k - h))
        segs.append(f"M{n(x0 + ax)} {n(y0 + ay)}L{n(x0 + bx)} {n(y0 + by)}")
        k += step
    return "".join(segs)


def rosette(cx: float, cy: float, r: float, petals: int, color: str, width: float) -> str:
    parts = []
    for i in range(petals):
        a = 360 * i / petals
        parts.append(
            f'<ellipse cx="{n(cx)}" cy="{n(cy - r / 2)}" rx="{n(r * 0.18)}" ry="{n(r / 2)}" '
            f'transform="rotate({n(a)} {n(cx)} {n(cy)})"/>'
        )
    return f'<g fill="none" stroke="{color}" stroke-width="{n(width)}">{"".join(parts)}</g>'


def guilloche(
    cx: float, cy: float, r0: float, r1: float, lobes: int, turns: int, color: str, width: float
) -> str:
    """A closed wavy ring (a guilloché band) as one path."""
    pts_: list[str] = []
    steps = lobes * 12
    for i in range(steps + 1):
        t = 2 * math.pi * i / steps
        r = r0 + (r1 - r0) * (0.5 + 0.5 * math.cos(lobes * t))
        pts_.append(f"{n(cx + r * math.cos(t))} {n(cy + r * math.sin(t))}")
    d = "M" + "L".join(pts_) + "Z"
    out = []
    for j in range(turns):
        out.append(f'<path d="{d}" transform="rotate({n(360 / lobes / turns * j)} {n(cx)} {n(cy)})"/>')
    return f'<g fill="none" stroke="{color}" stroke-width="{n(width)}">{"".join(out)}</g>'


def back_svg(name: str) -> str:
    if name == "red":
        base, light, accent = "#8e1b22", "#f3d9c4", "#e8c36a"
    else:
        base, light, accent = "#18356e", "#d8e3f4", "#e8c36a"
    body = [card_blank("#ffffff", "#8a8a8a")]
    x0, y0, x1, y1 = 9.0, 9.0, 191.0, 291.0
    body.append(
        f'<rect x="{n(x0)}" y="{n(y0)}" width="{n(x1 - x0)}" height="{n(y1 - y0)}" rx="7" fill="{base}"/>'
    )
    step = 7.0 if name == "red" else 9.0
    body.append(
        f'<path d="{lattice(x0 + 4, y0 + 4, x1 - 4, y1 - 4, step)}" stroke="{light}" stroke-width="0.7" '
        'stroke-opacity="0.55" fill="none"/>'
    )
    if name == "blue":
        # small rosettes on the lattice crossings of a coarser grid
        small = []
        for iy in range(6):
            for ix in range(4):
                small.append((30 + ix * 46.67, 34 + iy * 46.4))
        body.append('<defs><g id="sm">' + rosette(0, 0, 14, 8, accent, 0.8) + "</g></defs>")
        body.extend(
            f'<use xlink:href="#sm" transform="translate({n(x)} {n(y)})"/>'
            for x, y in small
            if not (60 < x < 140 and 90 < y < 210)
        )
    # frame lines
    body.append(
        f'<rect x="{n(x0 + 4)}" y="{n(y0 + 4)}" width="{n(x1 - x0 - 8)}" height="{n(y1 - y0 - 8)}" rx="4" '
        f'fill="none" stroke="{accent}" stroke-width="1.4"/>'
    )
    body.append(
        f'<rect x="{n(x0 + 7)}" y="{n(y0 + 7)}" width="{n(x1 - x0 - 14)}" height="{n(y1 - y0 - 14)}" '
        f'rx="3" fill="none" stroke="{light}" stroke-width="0.6"/>'
    )
    # central medallion
    body.append(
        f'<ellipse cx="100" cy="150" rx="56" ry="72" fill="{base}" stroke="{accent}" stroke-width="1.6"/>'
    )
    body.append(guilloche(100, 150, 34, 52, 12, 3, light, 0.6))
    body.append(rosette(100, 150, 40, 16, accent, 0.9))
    body.append(f'<circle cx="100" cy="150" r="9" fill="{accent}" stroke="{light}" stroke-width="0.8"/>')
    body.append(f'<circle cx="100" cy="150" r="4" fill="{base}"/>')
    # corner ornaments
    for cx, cy in ((30, 30), (170, 30), (30, 270), (170, 270)):
        body.append(rosette(cx, cy, 16, 8, accent, 0.9))
    return svg_file("", "".join(body))


# --------------------------------------------------------------------------------------------


def all_files() -> Iterable[tuple[str, str]]:
    for deck in DECK_IDS:
        for suit in SUITS:
            for rank in RANKS:
                yield f"{deck}/{rank}{suit}.svg", card_svg(deck, suit, rank)
        if deck in JOKER_DECKS:
            yield f"{deck}/{JOKER}.svg", joker_card(deck)
    for back in BACK_IDS:
        yield f"backs/{back}.svg", back_svg(back)


def write_all(out: Path) -> list[Path]:
    written = []
    for rel, text in all_files():
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the card SVG files.")
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).resolve().parent,
        help="folder to write into (default: beside this script)",
    )
    args = parser.parse_args(argv)
    files = write_all(args.out)
    total = sum(p.stat().st_size for p in files)
    print(f"wrote {len(files)} files, {total / 1024:.0f} KiB, into {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
