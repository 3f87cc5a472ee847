"""How files get damaged: a seeded mutator over the bytes of valid records, saves and settings.

Each damage is a small function of (bytes, random generator) named after what happened to the
file: flipped bytes, a truncation, an edited, swapped or deleted action, a wrong type, a huge
number, a byte order mark, a duplicated key, bytes that are not UTF-8, deep nesting, a file of
50 MB. Some leave the file valid on purpose: the loader must then accept it consistently.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from kartln.engine.records import MAX_ACTIONS

Damage = Callable[[bytes, random.Random], bytes]

BIG_FILE = 50 * 1024 * 1024
_RAW = "\x00raw{}\x00"  # stands in a JSON value for text json.dumps cannot write (a 5,000-digit number)

# Values of every JSON type and then some, written as JSON text.
_ODD_VALUES = (
    "null", "true", "false", "0", "-1", "3", "2.5", "-0.0", "1e999", "-1e999", "NaN", "Infinity", "-Infinity",
    '""', '"x"', "[]", "{}", '[1, "a"]', '{"a": 1}', '"\\ud800"', '"a\\udc00b"', '"\\ud83d\\ude00"', '"\\u0000"',
    '"line\\nbreak"', '"\\uffff"', "18446744073709551616", "1.0000000000000000000000000000000000000000001",
)
_ACTION_WORDS = ("pass", "play", "bid", "give", "to", "trump", "AS", "10H", "QD+", "KC", "none", "hold", "double",
                 "exchange", "take", "-1", "0", "99", "1_0", "٣", "\t", "")


def huge_number(rng: random.Random) -> str:
    digits = rng.choice((39, 40, 41, 100, 4300, 4301, 5000, 100_000))
    return rng.choice(("", "-")) + "1" + "0" * (digits - 1) + rng.choice(("", "", ".5", "e5", "e-400"))


def deep_nesting(rng: random.Random) -> str:
    depth = rng.choice((31, 32, 33, 100, 1_000, 100_000))
    opener, closer = rng.choice((("[", "]"), ('{"a":', "}"), ("[{\"b\":", "}]")))
    return opener * depth + rng.choice(("1", "")) + (closer * depth if rng.random() < 0.7 else "")


def odd_value(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return huge_number(rng)
    if roll < 0.25:
        return deep_nesting(rng)
    if roll < 0.3:
        return json.dumps("x" * rng.choice((61, 1_000, 200_000)))
    return rng.choice(_ODD_VALUES)


class _JsonEdit:
    """A damage made on the parsed JSON: values that json.dumps cannot write go in as raw text."""

    def __init__(self, edit: Callable[[Any, random.Random, _JsonEdit], None]) -> None:
        self.edit = edit
        self.raw: list[str] = []

    def raw_value(self, text: str) -> str:
        self.raw.append(text)
        return _RAW.format(len(self.raw) - 1)

    def __call__(self, data: bytes, rng: random.Random) -> bytes:
        try:
            value = json.loads(data.decode("utf-8-sig"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return flip_bytes(data, rng)  # no longer JSON: damage the bytes instead
        self.raw = []
        self.edit(value, rng, self)
        text = json.dumps(value, ensure_ascii=rng.random() < 0.5, indent=rng.choice((None, 1)))
        for i, raw in enumerate(self.raw):
            text = text.replace(json.dumps(_RAW.format(i)), raw, 1)
        return text.encode("utf-8", errors="surrogatepass")


def _containers(value: Any) -> list[Any]:
    """Every object and array in ``value``, outermost first (long arrays sampled, not walked)."""
    out: list[Any] = []
    todo = [value]
    while todo and len(out) < 500:
        item = todo.pop()
        if isinstance(item, dict):
            out.append(item)
            todo.extend(item.values())
        elif isinstance(item, list):
            out.append(item)
            todo.extend(item[:50])
    return out


def _set_somewhere(value: Any, rng: random.Random, new: Any) -> None:
    container = rng.choice(_containers(value) or [value])
    if isinstance(container, dict):
        key = rng.choice([*container, "extra"]) if container else "extra"
        container[key] = new
    elif isinstance(container, list):
        if container:
            container[rng.randrange(len(container))] = new
        else:
            container.append(new)


def _wrong_type(value: Any, rng: random.Random, edit: _JsonEdit) -> None:
    _set_somewhere(value, rng, edit.raw_value(odd_value(rng)))


def _actions(value: Any) -> list[Any] | None:
    if isinstance(value, dict) and isinstance(value.get("actions"), list):
        return value["actions"]  # type: ignore[no-any-return]
    return None


def _edit_action(value: Any, rng: random.Random, edit: _JsonEdit) -> None:
    actions = _actions(value)
    if not actions:
        return _wrong_type(value, rng, edit)
    i = rng.randrange(len(actions))
    old = actions[i] if isinstance(actions[i], str) else ""
    roll = rng.random()
    if roll < 0.3:
        actions[i] = " ".join(rng.choice(_ACTION_WORDS) for _ in range(rng.randint(0, 4)))
    elif roll < 0.5 and old:
        at = rng.randrange(len(old))
        actions[i] = old[:at] + rng.choice("AKQJ0123456789+ \n\t-") + old[at + 1:]
    elif roll < 0.6:
        actions[i] = old + " " + "9" * rng.choice((3, 50, 5000))
    elif roll < 0.7:
        actions[i] = old * rng.choice((2, 10_000))
    else:
        actions[i] = rng.choice(actions)  # another action of the same match
    return None


def _swap_actions(value: Any, rng: random.Random, edit: _JsonEdit) -> None:
    actions = _actions(value)
    if not actions or len(actions) < 2:
        return _edit_action(value, rng, edit)
    i, j = rng.sample(range(len(actions)), 2)
    actions[i], actions[j] = actions[j], actions[i]
    return None


def _delete_actions(value: Any, rng: random.Random, edit: _JsonEdit) -> None:
    actions = _actions(value)
    if not actions:
        return _wrong_type(value, rng, edit)
    i = rng.randrange(len(actions))
    del actions[i: i + rng.choice((1, 1, 2, 10))]
    if rng.random() < 0.3:
        actions.insert(rng.randrange(len(actions) + 1), rng.choice(actions or ["pass"]))  # a repeat
    return None


def _edit_field(value: Any, rng: random.Random, edit: _JsonEdit) -> None:
    """A plausible edit of a record's or settings' fields: seed, game, version, seats, rules, keys."""
    if not isinstance(value, dict):
        return _wrong_type(value, rng, edit)
    roll = rng.random()
    if roll < 0.15 and "seed" in value:
        value["seed"] = rng.choice((0, -1, value["seed"] + 1, 2**63, edit.raw_value(huge_number(rng))))
    elif roll < 0.3 and "game" in value:
        from kartln.engine.registry import GAMES

        value["game"] = rng.choice([*GAMES, "skat", "", "Thousand"])
    elif roll < 0.4:
        value["version"] = rng.choice((0, 2, 99, "1", 1.0, None, edit.raw_value(huge_number(rng))))
    elif roll < 0.55 and isinstance(value.get("seats"), list):
        seats = value["seats"]
        if seats and rng.random() < 0.5:
            seat = rng.choice(seats)
            if isinstance(seat, dict):
                seat[rng.choice(("name", "kind", "level"))] = rng.choice(
                    ("", "human", "ai", "x" * 500, 5, None, ["a"], edit.raw_value('"\\ud800"')))
        elif seats and rng.random() < 0.5:
            seats.pop()
        else:
            seats.append({"name": "Extra", "kind": "ai", "level": "easy"})
    elif roll < 0.75 and isinstance(value.get("rules"), dict):
        rules = value["rules"]
        key = rng.choice([*rules, "jokers", "a\nb", "x" * 300, ""]) if rules else "players"
        rules[key] = rng.choice((True, False, 0, 1, 2, 3, 4, 5, 6, 60, -5, 10**12, "standard", None, [1], {}))
    else:
        key = rng.choice([*value, "extra", "x\ny"]) if value else "extra"
        value[key] = edit.raw_value(odd_value(rng))
    return None


def _cut_actions(value: Any, rng: random.Random, edit: _JsonEdit) -> None:
    """The record of the same match a few actions earlier: still valid."""
    actions = _actions(value)
    if actions:
        del actions[rng.randrange(len(actions) + 1):]


def _edit_meta(value: Any, rng: random.Random, edit: _JsonEdit) -> None:
    """Free-form fields (a record's meta, a newer version's settings): anything within the limits."""
    if not isinstance(value, dict):
        return _wrong_type(value, rng, edit)
    target = value["meta"] if isinstance(value.get("meta"), dict) else value
    key = rng.choice(("title", "deal", "over", "saved_at", "note", "Zoë 😀", "", "x\ny"))
    target[key] = rng.choice((None, True, -0.0, 1e300, -(10**39), "😀\u2028", [[[]]], {"a": {"b": [1.5]}}, ""))
    return None


def reformat(data: bytes, rng: random.Random) -> bytes:
    """The same JSON written differently: indentation, escapes, key order, a byte order mark."""
    try:
        value = json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return data
    if isinstance(value, dict) and rng.random() < 0.5:
        value = dict(reversed(list(value.items())))
    text = json.dumps(value, ensure_ascii=rng.random() < 0.5, indent=rng.choice((None, 0, 4, "\t")),
                      separators=rng.choice((None, (",", ":"), (" ,  ", " : "))))
    before, after = rng.choice((b"", b"\xef\xbb\xbf", b"\n \t")), rng.choice((b"", b"\r\n", b"  "))
    return before + text.encode(errors="surrogatepass") + after


def flip_bytes(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data or b"{")
    for _ in range(rng.choice((1, 1, 2, 8, 64))):
        at = rng.randrange(len(out))
        out[at] = out[at] ^ (1 << rng.randrange(8)) if rng.random() < 0.7 else rng.randrange(256)
    return bytes(out)


def truncate(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(len(data) + 1)]


def insert_bytes(data: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(data) + 1)
    junk = rng.choice((b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\x80\x81", b"\xef\xbb\xbf", b"{", b"]", b"\"",
                       b"\\", b",", b"\n", bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))))
    return data[:at] + junk + data[at:]


def delete_bytes(data: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(data) + 1)
    return data[:at] + data[at + rng.randint(1, 64):]


def byte_order_mark(data: bytes, rng: random.Random) -> bytes:
    return rng.choice((b"\xef\xbb\xbf", b"\xef\xbb\xbf\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")) + data


def duplicate_key(data: bytes, rng: random.Random) -> bytes:
    at = data.find(b"{")
    if at < 0:
        return insert_bytes(data, rng)
    key = rng.choice((b'"seed": 1, ', b'"format": "kartln-record", ', b'"deck": "german", ', b'"a": 1, "a": 2, '))
    return data[: at + 1] + key + data[at + 1:]


def nest_deeply(data: bytes, rng: random.Random) -> bytes:
    text = deep_nesting(rng).encode()
    at = data.find(b":")
    return text if at < 0 or rng.random() < 0.3 else data[: at + 1] + text + data[at + 1:]


def replace_number(data: bytes, rng: random.Random) -> bytes:
    digits = [i for i, b in enumerate(data[:10_000]) if 0x30 <= b <= 0x39]
    if not digits:
        return huge_number(rng).encode()
    at = rng.choice(digits)
    return data[:at] + huge_number(rng).encode() + data[at + 1:]


def splice(data: bytes, rng: random.Random) -> bytes:
    """Two parts of the file joined in the wrong place (a write cut short and resumed)."""
    a, b = sorted(rng.randrange(len(data) + 1) for _ in range(2))
    return data[:a] + data[b:] + data[a:b]


def big_file(data: bytes, rng: random.Random) -> bytes:
    filler = rng.choice((b" ", b"[", b"1", b"\xff"))
    return data + filler * (BIG_FILE - len(data)) if rng.random() < 0.5 else filler * BIG_FILE + data


def fill_to_the_limit(data: bytes, rng: random.Random) -> bytes:
    """Small values in an array up to the limits (4 MiB, or 100,000 actions): the most work a loader
    takes on, as with a Mulatschak record of nothing but passes, each a legal re-deal."""
    at = (data.find(b"[") if rng.random() < 0.5 else data.rfind(b"[")) + 1
    filler = rng.choice((b'{"a": 1, "a": 2}, ', b"[], ", b"{}, ", b"0, ", b'"pass", ', b"1e999, ", b'"\\ud800", '))
    count = (4 * 1024 * 1024 - len(data) - 16) // len(filler)
    if rng.random() < 0.5:
        count = min(count, MAX_ACTIONS - data.count(b'",') + rng.choice((-1, 0, 1)))
    return data[:at] + filler * count + data[at:]


def long_text(data: bytes, rng: random.Random) -> bytes:
    at = data.find(b'"')
    if at < 0:
        return data
    return data[: at + 1] + b"x" * rng.choice((5_000, 200_000, 5 * 1024 * 1024)) + data[at + 1:]


DAMAGES: dict[str, Damage] = {
    "flip bytes": flip_bytes,
    "truncate": truncate,
    "insert bytes": insert_bytes,
    "delete bytes": delete_bytes,
    "splice": splice,
    "byte order mark": byte_order_mark,
    "duplicate key": duplicate_key,
    "nest deeply": nest_deeply,
    "huge number": replace_number,
    "long text": long_text,
    "wrong type": _JsonEdit(_wrong_type),
    "edit field": _JsonEdit(_edit_field),
    "edit action": _JsonEdit(_edit_action),
    "swap actions": _JsonEdit(_swap_actions),
    "delete actions": _JsonEdit(_delete_actions),
    "cut actions": _JsonEdit(_cut_actions),
    "edit meta": _JsonEdit(_edit_meta),
    "reformat": reformat,
}
# How often each is drawn: the edits a person makes by hand more often than exotic bytes.
WEIGHTS = {"edit action": 4, "swap actions": 2, "delete actions": 2, "edit field": 4, "wrong type": 2,
           "cut actions": 3, "edit meta": 2, "reformat": 3}


def damage(data: bytes, rng: random.Random, *, big: bool = False) -> tuple[bytes, tuple[str, ...]]:
    """``data`` damaged by one to three drawn damages (rarely, with ``big``, a file of 4 or 50 MB)."""
    if big and rng.random() < 0.012:
        if rng.random() < 0.2:
            return big_file(data, rng), ("big file",)
        return fill_to_the_limit(data, rng), ("fill to the limit",)
    names = list(DAMAGES)
    chosen = tuple(rng.choices(names, weights=[WEIGHTS.get(n, 1) for n in names], k=rng.choice((1, 1, 1, 2, 3))))
    for name in chosen:
        data = DAMAGES[name](data, rng)
    return data, chosen
