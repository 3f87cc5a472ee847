"""Observations and events as JSON, generically, for every game (the host sends them to a remote seat).

The engine's observations and events are frozen dataclasses (and named tuples, enums, cards as
whole numbers, messages) nested in tuples. :func:`to_wire` writes any of them as JSON values: a
dataclass or named tuple as an object with its class under ``"$"`` and its fields, an enum as
``{"$enum": class, "name": member}``, a message (a refusal, a note) as its template and arguments,
a tuple as a list. :func:`from_wire` reads that back into equal objects.

The classes are named by their place under ``kartln.engine`` ("games.thousand.observation.
ThousandObservation") and looked up only in a table of the engine's own value classes made on the
first read: a name from the network is never imported, executed or used as a path, and a name
outside the table is refused as :class:`WireError`.
"""

from __future__ import annotations

import dataclasses
import sys
from enum import Enum
from typing import Any

from kartln.engine.messages import Argument, CardName, GameWord, Message, Note, Refusal, SeatName, SuitName
from kartln.engine.quoting import OneLineError, quote

_PREFIX = "kartln.engine."
_MESSAGES: dict[str, type[Message]] = {"refusal": Refusal, "note": Note}


class WireError(OneLineError):
    """A value that does not read back as one of the engine's values."""


def class_name(cls: type) -> str:
    return f"{cls.__module__.removeprefix(_PREFIX)}.{cls.__qualname__}"


def to_wire(value: Any) -> Any:
    """``value`` as JSON values (see the module's note); other kinds of value raise TypeError."""
    if value is None or (isinstance(value, bool | int | float) and not isinstance(value, Enum)):
        return value
    if isinstance(value, Message):
        return message_to_wire(value)
    if isinstance(value, str):
        return value
    if isinstance(value, Enum):
        return {"$enum": class_name(type(value)), "name": value.name}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = _field_names(type(value))
        return {"$": class_name(type(value)), **{name: to_wire(getattr(value, name)) for name in names}}
    if isinstance(value, tuple) and hasattr(value, "_fields"):  # a named tuple
        return {"$": class_name(type(value)), **{k: to_wire(v) for k, v in zip(value._fields, value, strict=True)}}
    if isinstance(value, tuple | list):
        return [to_wire(v) for v in value]
    raise TypeError(f"{type(value).__name__} has no network form")


def message_to_wire(message: Message) -> dict[str, Any]:
    kind = next(k for k, cls in _MESSAGES.items() if isinstance(message, cls))
    return {"$msg": kind, "template": message.template,
            "args": {k: _argument_to_wire(v) for k, v in message.args.items()}}


def _argument_to_wire(arg: Argument) -> Any:
    if isinstance(arg, CardName):
        return {"card": arg.card}
    if isinstance(arg, SuitName):
        return {"suit": arg.suit}
    if isinstance(arg, SeatName):
        return {"seat": arg.seat}
    if isinstance(arg, GameWord):
        return {"word": str(arg)}
    return arg


def message_from_wire(data: Any) -> Message:
    """A refusal or note written by :func:`message_to_wire`; anything else raises WireError."""
    if (not isinstance(data, dict) or set(data) != {"$msg", "template", "args"} or data["$msg"] not in _MESSAGES
            or not isinstance(data["template"], str) or not isinstance(data["args"], dict)):
        raise WireError(f"not a message: {quote(data)}")
    args = {str(k): _argument_from_wire(v) for k, v in data["args"].items()}
    try:
        return _MESSAGES[data["$msg"]](data["template"], **args)
    except (KeyError, ValueError, IndexError, AttributeError) as exc:  # a template its arguments do not fill
        raise WireError(f"a message whose arguments do not fit its template: {exc}") from None


def _argument_from_wire(data: Any) -> Argument:
    if isinstance(data, int) and not isinstance(data, bool):
        return data
    if isinstance(data, dict) and len(data) == 1:
        ((kind, value),) = data.items()
        if kind == "word" and isinstance(value, str):
            return GameWord.__new__(GameWord, value)  # a word read back: its text was found where it was written
        if isinstance(value, int) and not isinstance(value, bool):
            if kind == "card":
                return CardName(value)
            if kind == "suit":
                return SuitName(value)
            if kind == "seat":
                return SeatName(value)
    raise WireError(f"not a message argument: {quote(data)}")


def from_wire(data: Any) -> Any:
    """The value :func:`to_wire` wrote; lists read back as tuples. Anything else raises WireError."""
    if data is None or isinstance(data, bool | int | float | str):
        return data
    if isinstance(data, list):
        return tuple(from_wire(v) for v in data)
    if not isinstance(data, dict):
        raise WireError(f"not a value: {quote(data)}")
    if "$msg" in data:
        return message_from_wire(data)
    if "$enum" in data:
        cls = _value_class(data["$enum"])
        if (cls is None or not issubclass(cls, Enum) or set(data) != {"$enum", "name"}
                or not isinstance(data["name"], str)):
            raise WireError(f"not an enum value: {quote(data)}")
        try:
            return cls[data["name"]]
        except KeyError:
            raise WireError(f"{quote(data['name'])} is not a {cls.__name__}") from None
    name = data.get("$")
    cls = _value_class(name)
    if cls is None or issubclass(cls, Enum):
        raise WireError(f"not a value of the engine: {quote(name)}")
    fields = {k: from_wire(v) for k, v in data.items() if k != "$"}
    expected = set(_field_names(cls))
    if set(fields) != expected:
        raise WireError(f"{cls.__name__} takes the fields {sorted(expected)}, not {quote(sorted(fields))}")
    try:
        return cls(**fields)
    except (TypeError, ValueError) as exc:
        raise WireError(f"{cls.__name__}: {exc}") from None


_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    """The fields a value of the class is made from (kept: a host writes thousands of values a move)."""
    names = _FIELDS.get(cls)
    if names is None:
        if dataclasses.is_dataclass(cls):
            names = tuple(f.name for f in dataclasses.fields(cls) if f.init)
        else:
            names = tuple(getattr(cls, "_fields", ()))
        _FIELDS[cls] = names
    return names


_CLASSES: dict[str, type] = {}


def _value_class(name: Any) -> type | None:
    """The engine's value class (dataclass, named tuple, enum) of that name among the loaded modules.

    A game's modules load when its first state is made (the reader makes one for the welcome's
    game), so a name not found is looked for again among the modules loaded since.
    """
    if not isinstance(name, str):
        return None
    if name not in _CLASSES:
        for module_name, module in list(sys.modules.items()):
            if not module_name.startswith(_PREFIX) or module is None:
                continue
            for value in list(vars(module).values()):
                if (isinstance(value, type) and value.__module__ == module_name
                        and (dataclasses.is_dataclass(value) or issubclass(value, Enum)
                             or (issubclass(value, tuple) and hasattr(value, "_fields")))):
                    _CLASSES[class_name(value)] = value
    return _CLASSES.get(name)
