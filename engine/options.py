"""Rules as data: frozen dataclasses whose fields carry option metadata.

Each field of a game's rules class is declared with :func:`option`, which records a label, help
text and the allowed values. The options dialog is generated from this metadata, rules validate
themselves on construction, and house rules round-trip through plain dicts (JSON or TOML files).
"""

from __future__ import annotations

import dataclasses
import json
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from kartln.engine.quoting import OneLineError, quote
from kartln.engine.strict_json import MAX_DEPTH, JsonError, check_values, decode, position, read_json

R = TypeVar("R")

#: A house-rules file names a few dozen options; anything larger is not one (and TOML's dotted keys
#: make a parser's work grow faster than the text).
MAX_RULES_BYTES = 64 * 1024
# TOML nests one level per dot of a key or table name: the dots outside strings and comments.
_TOML_TOKEN = re.compile(r'"""(?:[^\\]|\\.)*?"""|\'\'\'.*?\'\'\'|"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'|#[^\n]*|\n|\.',
                         re.DOTALL)


@dataclass(frozen=True, slots=True)
class OptionInfo:
    key: str
    label: str
    help: str
    default: Any
    choices: tuple[Any, ...] | None = None  # allowed values, in display order
    choice_labels: tuple[str, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None

    @property
    def kind(self) -> type:
        return type(self.default)

    def check(self, value: Any) -> None:
        """Raise ValueError with a readable message when ``value`` is not allowed."""
        expected = self.kind
        if expected is bool:
            if not isinstance(value, bool):
                raise ValueError(f"{self.label}: expected yes/no (true or false), got {quote(value)}")
        elif expected is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{self.label}: expected a whole number, got {quote(value)}")
        elif not isinstance(value, expected):
            raise ValueError(f"{self.label}: expected {expected.__name__}, got {quote(value)}")
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise ValueError(f"{self.label}: {quote(value)} is not one of {allowed}")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{self.label}: {quote(value)} is below the minimum {self.minimum}")
        if self.maximum is not None and value > self.maximum:
            raise ValueError(f"{self.label}: {quote(value)} is above the maximum {self.maximum}")


def option(
    default: Any,
    label: str,
    help: str,
    *,
    choices: Sequence[Any] | None = None,
    choice_labels: Sequence[str] | None = None,
    minimum: int | None = None,
    maximum: int | None = None,
) -> Any:
    """Declare a rules field with its metadata."""
    meta = {
        "label": label,
        "help": help,
        "choices": tuple(choices) if choices is not None else None,
        "choice_labels": tuple(choice_labels) if choice_labels is not None else None,
        "minimum": minimum,
        "maximum": maximum,
    }
    return field(default=default, metadata=meta)


def options_of(rules_cls: type) -> list[OptionInfo]:
    """The option metadata of a rules class, in declaration order."""
    out = []
    for f in dataclasses.fields(rules_cls):
        if "label" not in f.metadata:
            continue
        out.append(
            OptionInfo(
                key=f.name,
                label=f.metadata["label"],
                help=f.metadata["help"],
                default=f.default,
                choices=f.metadata["choices"],
                choice_labels=f.metadata["choice_labels"],
                minimum=f.metadata["minimum"],
                maximum=f.metadata["maximum"],
            )
        )
    return out


def validate(rules: object) -> None:
    """Check every option of a rules instance; call from ``__post_init__``."""
    for info in options_of(type(rules)):
        info.check(getattr(rules, info.key))


def rules_to_dict(rules: object) -> dict[str, Any]:
    return {info.key: getattr(rules, info.key) for info in options_of(type(rules))}


def rules_from_dict(rules_cls: type[R], data: Mapping[str, Any]) -> R:
    """Build rules from a dict; unknown keys and bad values are reported by name."""
    if not isinstance(data, Mapping):
        raise ValueError(f"rules must be a mapping of option names to values, got {type(data).__name__}")
    known = {info.key for info in options_of(rules_cls)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ValueError(f"unknown rule option(s): {', '.join(quote(key, 40) for key in unknown[:5])}"
                         + (f" and {len(unknown) - 5} more" if len(unknown) > 5 else ""))
    return rules_cls(**dict(data))


def differences(rules: object, base: object) -> dict[str, tuple[Any, Any]]:
    """Options where ``rules`` differs from ``base``: key → (base value, value)."""
    out = {}
    for info in options_of(type(rules)):
        a, b = getattr(base, info.key), getattr(rules, info.key)
        if a != b:
            out[info.key] = (a, b)
    return out


class RulesFileError(OneLineError):
    """A house-rules file that cannot be read; the message says why, on one line."""


def rules_to_text(rules: object, fmt: str = "json") -> str:
    """House rules as a small JSON or TOML document (only the options, by key)."""
    data = rules_to_dict(rules)
    if fmt == "json":
        return json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    if fmt == "toml":
        lines = []
        for key, value in data.items():
            if isinstance(value, bool):
                lines.append(f"{key} = {'true' if value else 'false'}")
            elif isinstance(value, int):
                lines.append(f"{key} = {value}")
            else:
                escaped = str(value).replace("\\", "\\\\").replace('"', '\\"')
                lines.append(f'{key} = "{escaped}"')
        return "\n".join(lines) + "\n"
    raise ValueError(f"unknown rules file format {fmt!r}; use json or toml")


def rules_from_text(rules_cls: type[R], text: str | bytes, fmt: str = "json") -> R:
    """Read house rules written by :func:`rules_to_text` (or by hand); errors name the problem.

    Either is at most :data:`MAX_RULES_BYTES` long; JSON is read within the limits of
    :mod:`kartln.engine.strict_json`, TOML with keys of at most as many parts as JSON may nest.
    Whatever the text, the only error is :class:`RulesFileError`.
    """
    if len(text) > MAX_RULES_BYTES:
        raise RulesFileError(f"not a readable rules file: it is longer than {MAX_RULES_BYTES // 1024} KB")
    if fmt == "json":
        try:
            data = read_json(text)
        except JsonError as exc:
            raise RulesFileError(f"not a readable rules file: {exc}") from None
    elif fmt == "toml":
        data = _read_toml(text)
    else:
        raise ValueError(f"unknown rules file format {fmt!r}; use json or toml")
    try:
        return rules_from_dict(rules_cls, data)
    except (TypeError, ValueError) as exc:
        raise RulesFileError(str(exc)) from None


def _check_toml_nesting(text: str) -> None:
    """Refuse a line whose keys nest deeper than the JSON limit before tomllib builds them (a key of
    thousands of parts takes seconds and gigabytes, and its value is too deep to check)."""
    dots = 0
    for m in _TOML_TOKEN.finditer(text):
        token = m.group()
        if token == "\n":
            dots = 0
        elif token == ".":
            dots += 1
            if dots >= MAX_DEPTH:
                raise JsonError(f"a key of more than {MAX_DEPTH} parts at {position(text, m.start())}")


def _read_toml(text: str | bytes) -> Any:
    try:
        text = decode(text) if isinstance(text, bytes) else text.removeprefix("\ufeff")
        _check_toml_nesting(text)
    except JsonError as exc:
        raise RulesFileError(f"not a readable rules file: {exc}") from None
    try:
        data = tomllib.loads(text)
    except ValueError as exc:  # TOMLDecodeError, or a number too long for int()
        raise RulesFileError(f"not a readable rules file: {exc}") from None
    except RecursionError:
        raise RulesFileError("not a readable rules file: nested too deeply") from None
    try:
        check_values(data)  # the limits of JSON, so the rules can be saved in a record
    except JsonError as exc:
        raise RulesFileError(f"not a readable rules file: {exc}") from None
    return data
