"""The Qt binding the project installs must keep Python's reference counts intact.

PySide6 6.12.0 returns None from void methods without a new reference; on Python 3.11 that
aborts the interpreter ("deallocating None") after a few thousand calls. pyproject.toml excludes
that release where it matters; this test fails if a broken binding is installed anyway.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QGraphicsRectItem


def test_void_qt_calls_keep_the_reference_count_of_none(qapp) -> None:  # type: ignore[no-untyped-def]
    item = QGraphicsRectItem(0, 0, 10, 10)
    before = sys.getrefcount(None)
    for i in range(200):  # few enough that a broken binding cannot reach zero
        item.setPos(i, i)
        item.update()
    assert sys.getrefcount(None) - before > -100
