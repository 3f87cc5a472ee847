"""The SVG decks, their generator and the card renderer."""

from __future__ import annotations

import importlib.util
import re
import sys
import threading
from itertools import combinations
from pathlib import Path
from types import ModuleType

import pytest
from kartln.engine.cards import SUITS, UNIVERSE_SIZE, WELI, Rank, card, card_text
from kartln.gui.card_renderer import BACKS, DECKS, JOKER, JOKER_DECKS, CardRenderer, decks_root

REPO = Path(__file__).resolve().parents[2]
DECK_DIR = REPO / "resources" / "decks"
SIZES = ((60, 90), (250, 375))


def load_generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("kartln_deck_generator", DECK_DIR / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def svg_files() -> list[Path]:
    return sorted(DECK_DIR.glob("*/*.svg"))


def pixels(img) -> bytes:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage

    img = img.convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(img.constBits())


def ink_fraction(img) -> float:  # type: ignore[no-untyped-def]
    """Share of the card's inner area (inside a 6 % margin) that is clearly not white paper."""
    data = pixels(img)
    w, h = img.width(), img.height()
    mx, my = round(w * 0.06), round(h * 0.06)
    inked = total = 0
    for y in range(my, h - my):
        row = y * w * 4
        for x in range(mx, w - mx):
            b, g, r, a = data[row + 4 * x : row + 4 * x + 4]
            total += 1
            if a > 128 and min(r, g, b) < 200:
                inked += 1
    return inked / total


@pytest.fixture(scope="module")
def renderer(qapp) -> CardRenderer:  # type: ignore[no-untyped-def]
    return CardRenderer()


# -- the files ------------------------------------------------------------------------------


def test_every_deck_has_all_36_cards_the_french_ones_a_joker_and_nothing_else() -> None:
    cards = {f"{card_text(c)}.svg" for c in range(UNIVERSE_SIZE)}
    assert JOKER_DECKS == load_generator().JOKER_DECKS == ("french", "french4")
    for deck in DECKS:
        expected = cards | {f"{JOKER}.svg"} if deck in JOKER_DECKS else cards
        assert {p.name for p in (DECK_DIR / deck).glob("*.svg")} == expected, deck
    assert {p.stem for p in (DECK_DIR / "backs").glob("*.svg")} == set(BACKS)
    assert len(BACKS) >= 2


def test_svgs_hold_no_text_and_no_outside_references() -> None:
    files = svg_files()
    assert len(files) == len(DECKS) * UNIVERSE_SIZE + len(JOKER_DECKS) + len(BACKS)
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert "<text" not in text and "<tspan" not in text and "font-family" not in text, path
        assert "<image" not in text, path
        for ref in re.findall(r'href="([^"]*)"', text):
            assert ref.startswith("#"), (path, ref)
        assert 'viewBox="0 0 200 300"' in text, path


def test_svgs_stay_small() -> None:
    total = sum(p.stat().st_size for p in svg_files())
    assert total < 2_000_000, f"{total} bytes of SVG"
    assert max(p.stat().st_size for p in svg_files()) < 40_000


def test_generator_reproduces_the_committed_files(tmp_path: Path) -> None:
    gen = load_generator()
    assert "PySide6" not in {m.split(".")[0] for m in vars(gen)}
    gen.main(["--out", str(tmp_path)])
    made = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.svg"))
    committed = sorted(p.relative_to(DECK_DIR) for p in svg_files())
    assert made == committed
    for rel in made:
        assert (tmp_path / rel).read_bytes() == (DECK_DIR / rel).read_bytes(), (
            f"{rel} differs: run generate.py"
        )


def test_generator_imports_without_qt() -> None:
    before = set(sys.modules)
    load_generator()
    assert not {m for m in set(sys.modules) - before if m.startswith("PySide6")}


def test_weli_is_marked_and_german_courts_use_german_indices() -> None:
    gen = load_generator()
    weli = (DECK_DIR / "german" / f"{card_text(WELI)}.svg").read_text(encoding="utf-8")
    assert gen.text_path("WELI") in weli
    plain_six = (DECK_DIR / "german" / f"{card_text(card(SUITS[0], Rank.SIX))}.svg").read_text(
        encoding="utf-8"
    )
    assert gen.text_path("WELI") not in plain_six
    for rank, letter in ((Rank.QUEEN, "O"), (Rank.JACK, "U")):
        text = (DECK_DIR / "german" / f"{card_text(card(SUITS[0], rank))}.svg").read_text(encoding="utf-8")
        assert gen.text_path(letter) in text


def test_the_joker_is_a_jester_named_down_its_corners_in_the_decks_colours() -> None:
    gen = load_generator()
    for deck in JOKER_DECKS:
        text = (DECK_DIR / deck / f"{JOKER}.svg").read_text(encoding="utf-8")
        for letter in "JOKER":  # stroked one below the other, not as a word
            assert gen.GLYPHS[letter][1] in text, (deck, letter)
        assert gen.text_path("JOKER") not in text
        assert text.count('xlink:href="#ix"') == 2  # top left and, turned, bottom right
        assert all(colour in text for colour in gen.JOKER_COLORS[deck])
    assert gen.JOKER_COLORS["french4"][1] == gen.FRENCH_COLORS["french4"]["S"]  # the green of spades


def test_resources_are_found_through_the_package() -> None:
    root = decks_root()
    assert root.joinpath("german").joinpath("6D.svg").is_file()
    assert root.joinpath("backs").joinpath("red.svg").is_file()


# -- rendering ------------------------------------------------------------------------------


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_renders_inked_and_distinct(
    renderer: CardRenderer, deck: str, size: tuple[int, int]
) -> None:
    w, h = size
    images = {}
    for c in range(UNIVERSE_SIZE):
        img = renderer.image(deck, c, w, h)
        assert (img.width(), img.height()) == (w, h)
        assert not img.isNull()
        probe = img if w <= 60 else img.scaled(100, 150)
        ink = ink_fraction(probe)
        assert ink > 0.04, f"{deck}/{card_text(c)} at {w}px is nearly blank ({ink:.3f})"
        images[c] = int.from_bytes(pixels(img), "little")
    # every pair differs in a good share of the image, not in a stray pixel
    min_bits = w * h // 8
    for a, b in combinations(range(UNIVERSE_SIZE), 2):
        diff = (images[a] ^ images[b]).bit_count()
        assert diff > min_bits, f"{deck}: {card_text(a)} and {card_text(b)} look alike at {w}px"


@pytest.mark.parametrize("deck", JOKER_DECKS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_joker_renders_inked_and_unlike_every_card(renderer: CardRenderer, deck: str,
                                                       size: tuple[int, int]) -> None:
    w, h = size
    joker = renderer.image(deck, JOKER, w, h)
    assert (joker.width(), joker.height()) == (w, h)
    assert ink_fraction(joker if w <= 60 else joker.scaled(100, 150)) > 0.15
    bits = int.from_bytes(pixels(joker), "little")
    for c in range(UNIVERSE_SIZE):
        diff = (bits ^ int.from_bytes(pixels(renderer.image(deck, c, w, h)), "little")).bit_count()
        assert diff > w * h // 8, f"{deck}: the Joker looks like {card_text(c)} at {w}px"


def test_only_the_french_decks_have_a_joker(renderer: CardRenderer) -> None:
    assert pixels(renderer.image("french", JOKER, 90)) != pixels(renderer.image("french4", JOKER, 90))
    with pytest.raises(KeyError):
        renderer.image("german", JOKER, 90)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_backs_render_and_differ(renderer: CardRenderer, size: tuple[int, int]) -> None:
    w, h = size
    seen = []
    for name in BACKS:
        img = renderer.back_image(name, w, h)
        assert ink_fraction(img if w <= 60 else img.scaled(100, 150)) > 0.5
        seen.append(pixels(img))
    assert len(set(seen)) == len(BACKS)
    # a back is not any face
    faces = {pixels(renderer.image(d, c, w, h)) for d in DECKS for c in (0, 17, 35)}
    assert not faces & set(seen)


def test_corners_are_transparent_and_paper_is_white(renderer: CardRenderer) -> None:
    img = renderer.image("french", "7H", 120, 180)
    assert img.pixelColor(0, 0).alpha() == 0
    assert img.pixelColor(119, 179).alpha() == 0
    paper = img.pixelColor(60, 150)  # between the lower pips
    assert paper.alpha() == 255 and min(paper.red(), paper.green(), paper.blue()) > 240


def test_cache_returns_the_same_object_and_is_keyed_by_dpr(renderer: CardRenderer) -> None:
    a = renderer.image("german", WELI, 120, 180)
    assert renderer.image("german", "6D", 120, 180) is a
    assert renderer.image("german", "6d", 120) is a  # height follows the 2:3 shape
    hi = renderer.image("german", WELI, 120, 180, dpr=2.0)
    assert hi is not a
    assert (hi.width(), hi.height()) == (240, 360)
    assert hi.devicePixelRatio() == 2.0
    assert renderer.image("german", WELI, 120, 180, dpr=2.0) is hi
    assert renderer.image("french", WELI, 120, 180) is not a


def test_pixmaps_are_cached_and_sharp_on_hidpi(renderer: CardRenderer) -> None:
    pm = renderer.pixmap("french", "AS", 80, 120, dpr=2.0)
    assert renderer.pixmap("french", "AS", 80, 120, dpr=2.0) is pm
    assert (pm.width(), pm.height()) == (160, 240)
    assert pm.devicePixelRatio() == 2.0
    back = renderer.back_pixmap("blue", 80, dpr=1.5)
    assert (back.width(), back.height()) == (120, 180)


def test_unknown_names_are_refused(renderer: CardRenderer) -> None:
    with pytest.raises(KeyError):
        renderer.image("tarot", 0, 60)
    with pytest.raises(KeyError):
        renderer.back_image("green", 60)
    with pytest.raises(ValueError):
        renderer.image("french", 36, 60)
    with pytest.raises(ValueError):
        renderer.image("french", 0, 0)


def test_rendering_from_many_threads_matches_one_thread(qapp) -> None:  # type: ignore[no-untyped-def]
    shared = CardRenderer()
    errors: list[BaseException] = []
    results: dict[tuple[int, int], object] = {}
    lock = threading.Lock()
    start = threading.Barrier(6)

    def work(t: int) -> None:
        try:
            start.wait()
            for i in range(UNIVERSE_SIZE):
                c = (i * 7 + t) % UNIVERSE_SIZE
                img = shared.image("german", c, 90)
                with lock:
                    results[(t, c)] = img
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(t,)) for t in range(6)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert not errors
    for c in range(UNIVERSE_SIZE):
        first = results[(0, c)]
        assert all(results[(t, c)] is first for t in range(6))  # one cached object per key
    fresh = CardRenderer()
    for c in (0, WELI, 35):
        assert pixels(fresh.image("german", c, 90)) == pixels(results[(0, c)])  # type: ignore[arg-type]


def test_prerender_fills_the_cache_in_parallel(qapp) -> None:  # type: ignore[no-untyped-def]
    r = CardRenderer()
    r.prerender("french4", 120, 180, backs=BACKS, workers=2)
    assert r.cached_count() == UNIVERSE_SIZE + len(BACKS)
    img = r.image("french4", "KS", 120, 180)
    assert r.image("french4", "KS", 120, 180) is img
