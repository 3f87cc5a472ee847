"""Shared test set-up: Qt always runs offscreen in tests; the long randomised runs can be shortened."""

import os
from collections.abc import Callable

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _share(text: str) -> float:
    share = float(text)
    if not 0 < share <= 1:
        raise ValueError(f"a share is more than 0 and at most 1, not {text}")
    return share


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--slow-share", type=_share, default=1.0, metavar="SHARE",
        help="the share of their full counts that the long randomised runs (-m slow) play, e.g. 0.05; "
             ".ci/run runs them with a small share so that they cannot rot (default: 1, all of it)",
    )


@pytest.fixture
def slow_count(request: pytest.FixtureRequest) -> Callable[[int], int]:
    """``slow_count(n)``: ``n`` cases, seeds or deals scaled by ``--slow-share``, at least one."""
    share: float = request.config.getoption("--slow-share")
    return lambda full: max(1, round(full * share))
