"""Entry script of the frozen application (PyInstaller runs this file as ``__main__``)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # First of all: a worker process of the frozen application (the AI, a tournament pool)
    # starts through this script too, and must run its task instead of opening the game.
    multiprocessing.freeze_support()
    from kartln.gui.__main__ import main

    sys.exit(main())
