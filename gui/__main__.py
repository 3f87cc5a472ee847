"""``python -m kartln.gui``: the ``kartln`` command (the frozen application's entry point too)."""

from __future__ import annotations

import multiprocessing
import sys


def main() -> int:
    from kartln.gui.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
