"""Shared test set-up: Qt always runs offscreen in tests."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
