"""Work-arounds for bugs of the libraries the GUI runs on.

PySide6 6.12 returns ``None`` from void methods (``setPos``, ``update``, ``QPainter.setPen`` ...)
without taking a new reference, as if ``None`` were immortal, which it is only from Python 3.12
on (PEP 683). On Python 3.11 every such call lowers the reference count of ``None`` by one, and
after a few thousand calls (a few seconds of animation) the interpreter aborts with "deallocating
None". :func:`immortal_singletons` does what Python 3.12 does: it gives ``None``, ``True`` and
``False`` a reference count so large that no number of lost references can bring it to zero.
These objects are static and never freed, so the extra count changes nothing else.
"""

from __future__ import annotations

import ctypes
import sys

_IMMORTAL = 1 << 60


def immortal_singletons() -> bool:
    """Apply the work-around where it is needed; True if it was applied (now or before)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    for obj in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(obj))
        if count.value < _IMMORTAL // 2:
            count.value += _IMMORTAL
    return True
