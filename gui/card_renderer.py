"""Card faces and backs from the SVG decks, rendered to images and cached.

The SVG files live in ``kartln.resources`` under ``decks/<deck>/<CARD>.svg`` (for example
``decks/german/6D.svg``) and ``decks/backs/<name>.svg``; they are read through
:func:`importlib.resources.files`, so the same code works from a source tree, an installed wheel
and a frozen bundle.

Rendering goes into a :class:`QImage`, which any thread may paint; :meth:`CardRenderer.pixmap`
turns the image into a :class:`QPixmap` and must be called on the GUI thread. Images and pixmaps
are cached by ``(deck, card, width, height, device pixel ratio)``; the parsed SVG of each file is
kept per file and lent to one thread at a time, since a :class:`QSvgRenderer` must not paint in two
threads at once.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from importlib.resources import files
from importlib.resources.abc import Traversable

from kartln.engine.cards import UNIVERSE_SIZE, Card, card_text
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

DECKS: tuple[str, ...] = ("french", "french4", "german")
BACKS: tuple[str, ...] = ("red", "blue")
BACK_DECK = "backs"
DECK_TITLES: dict[str, str] = {
    "french": "French, two colours",
    "french4": "French, four colours",
    "german": "German suits",
}
CARD_ASPECT = 1.5  # height / width of every card
# A face that is no card of its own: a game may draw one of its cards with it (Schnalzen's WELI)
JOKER = "JOKER"
JOKER_DECKS: tuple[str, ...] = ("french", "french4")

Key = tuple[str, str, int, int, float]


def decks_root() -> Traversable:
    """The folder of the SVG decks inside the installed ``kartln.resources`` package."""
    return files("kartln.resources").joinpath("decks")


def card_name(c: Card | str) -> str:
    """File stem of a card: a card id or a card text such as ``QH``."""
    if isinstance(c, str):
        return c.strip().upper()
    if not 0 <= c < UNIVERSE_SIZE:
        raise ValueError(f"not a card id: {c}")
    return str(card_text(c))


def height_for(width: int) -> int:
    return round(width * CARD_ASPECT)


class CardRenderer:
    """Renders and caches card images; safe to use from several threads at once.

    ``image`` and ``back_image`` may be called from any thread; ``pixmap`` and ``back_pixmap``
    only from the GUI thread. A cached lookup returns the very same object every time.
    """

    def __init__(self, root: Traversable | None = None) -> None:
        self._root = root if root is not None else decks_root()
        self._lock = threading.Lock()
        self._bytes: dict[tuple[str, str], QByteArray] = {}
        self._images: dict[Key, QImage] = {}
        self._pixmaps: dict[Key, QPixmap] = {}
        self._idle: dict[tuple[str, str], list[QSvgRenderer]] = {}

    # -- sources -------------------------------------------------------------------------

    def svg_bytes(self, deck: str, name: str) -> QByteArray:
        key = (deck, name)
        with self._lock:
            data = self._bytes.get(key)
        if data is not None:
            return data
        node = self._root.joinpath(deck).joinpath(f"{name}.svg")
        try:
            raw = node.read_bytes()
        except FileNotFoundError:
            raise KeyError(f"no card {name!r} in deck {deck!r}") from None
        data = QByteArray(raw)
        with self._lock:
            return self._bytes.setdefault(key, data)

    def _borrow(self, deck: str, name: str) -> QSvgRenderer:
        """A parsed SVG of one file that no other thread is using; give it back with _give_back."""
        with self._lock:
            idle = self._idle.get((deck, name))
            if idle:
                return idle.pop()
        svg = QSvgRenderer(self.svg_bytes(deck, name))
        if not svg.isValid():
            raise ValueError(f"invalid SVG for {deck}/{name}")
        return svg

    def _give_back(self, deck: str, name: str, svg: QSvgRenderer) -> None:
        with self._lock:
            self._idle.setdefault((deck, name), []).append(svg)

    # -- images --------------------------------------------------------------------------

    @staticmethod
    def _key(deck: str, name: str, width: int, height: int | None, dpr: float) -> Key:
        if width <= 0:
            raise ValueError(f"card width must be positive, not {width}")
        h = height_for(width) if height is None else height
        if h <= 0 or dpr <= 0:
            raise ValueError("card height and device pixel ratio must be positive")
        return (deck, name, int(width), int(h), round(float(dpr), 3))

    def _image(self, key: Key) -> QImage:
        with self._lock:
            img = self._images.get(key)
        if img is not None:
            return img
        deck, name, w, h, dpr = key
        svg = self._borrow(deck, name)
        try:
            img = self._paint(svg, w, h, dpr)
        finally:
            self._give_back(deck, name, svg)
        with self._lock:
            # another thread may have finished the same card first: keep one object
            return self._images.setdefault(key, img)

    @staticmethod
    def _paint(svg: QSvgRenderer, w: int, h: int, dpr: float) -> QImage:
        pw, ph = max(1, round(w * dpr)), max(1, round(h * dpr))
        img = QImage(pw, ph, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        painter = QPainter(img)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        svg.render(painter, QRectF(0, 0, pw, ph))
        painter.end()
        img.setDevicePixelRatio(dpr)
        return img

    def image(
        self, deck: str, c: Card | str, width: int, height: int | None = None, dpr: float = 1.0
    ) -> QImage:
        """The face of card ``c`` (id or text) of ``deck``, ``width`` x ``height`` logical pixels."""
        if deck not in DECKS:
            raise KeyError(f"unknown deck {deck!r}; decks: {', '.join(DECKS)}")
        return self._image(self._key(deck, card_name(c), width, height, dpr))

    def back_image(self, name: str, width: int, height: int | None = None, dpr: float = 1.0) -> QImage:
        if name not in BACKS:
            raise KeyError(f"unknown card back {name!r}; backs: {', '.join(BACKS)}")
        return self._image(self._key(BACK_DECK, name, width, height, dpr))

    # -- pixmaps (GUI thread) -------------------------------------------------------------

    def _pixmap(self, key: Key) -> QPixmap:
        with self._lock:
            pm = self._pixmaps.get(key)
        if pm is not None:
            return pm
        pm = QPixmap.fromImage(self._image(key))
        pm.setDevicePixelRatio(key[4])
        with self._lock:
            return self._pixmaps.setdefault(key, pm)

    def pixmap(
        self, deck: str, c: Card | str, width: int, height: int | None = None, dpr: float = 1.0
    ) -> QPixmap:
        """Like :meth:`image`, as a pixmap for painting on screen; GUI thread only."""
        if deck not in DECKS:
            raise KeyError(f"unknown deck {deck!r}; decks: {', '.join(DECKS)}")
        return self._pixmap(self._key(deck, card_name(c), width, height, dpr))

    def back_pixmap(self, name: str, width: int, height: int | None = None, dpr: float = 1.0) -> QPixmap:
        if name not in BACKS:
            raise KeyError(f"unknown card back {name!r}; backs: {', '.join(BACKS)}")
        return self._pixmap(self._key(BACK_DECK, name, width, height, dpr))

    # -- bulk ----------------------------------------------------------------------------

    def prerender(
        self,
        deck: str,
        width: int,
        height: int | None = None,
        dpr: float = 1.0,
        cards: Iterable[Card | str] | None = None,
        backs: Sequence[str] = (),
        workers: int | None = None,
    ) -> None:
        """Render a deck's cards (all 36 unless ``cards`` is given) and some backs into the cache.

        ``workers`` > 1 spreads the work over a thread pool. PySide6 keeps the interpreter lock
        while Qt paints an SVG, so this does not render faster than one thread (a whole deck at
        120 x 180 px takes some 30-50 ms either way); it serves to fill the cache off the GUI thread.
        """
        if deck not in DECKS:
            raise KeyError(f"unknown deck {deck!r}; decks: {', '.join(DECKS)}")
        names = [card_name(c) for c in (cards if cards is not None else range(UNIVERSE_SIZE))]
        keys = [self._key(deck, nm, width, height, dpr) for nm in names]
        keys += [self._key(BACK_DECK, b, width, height, dpr) for b in backs]
        with self._lock:
            keys = [k for k in keys if k not in self._images]
        if not keys:
            return
        count = min(len(keys), max(1, workers if workers is not None else 1))
        if count <= 1:
            for k in keys:
                self._image(k)
            return
        with ThreadPoolExecutor(max_workers=count, thread_name_prefix="cards") as pool:
            for _ in pool.map(self._image, keys):
                pass

    def clear(self) -> None:
        """Forget rendered images and pixmaps (the SVG sources stay loaded)."""
        with self._lock:
            self._images.clear()
            self._pixmaps.clear()

    def cached_count(self) -> int:
        with self._lock:
            return len(self._images)


_shared: CardRenderer | None = None
_shared_lock = threading.Lock()


def shared_renderer() -> CardRenderer:
    """One renderer for the whole application."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = CardRenderer()
        return _shared
