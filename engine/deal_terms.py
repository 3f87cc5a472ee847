"""What a count-down deal's tricks score beyond the plain count, as data (rules/README.md §7).

A game of the Rams family publishes these terms in its observation, built from its own rule
values, so a computer player's search scores every possible end of the deal as the game will:
a :class:`Sweep` for a seat that takes every trick, a :class:`Contract` for a seat bound to take
a number of tricks (a declarer), each with the changes of that seat and of the others.
"""

from __future__ import annotations

from typing import NamedTuple


class Count(NamedTuple):
    """A seat's score change by the tricks it took: ``per_trick`` for each, or ``no_trick`` for
    none, plus ``base`` either way."""

    per_trick: int = 0
    no_trick: int = 0
    base: int = 0

    def change(self, tricks: int) -> int:
        return self.base + (self.per_trick * tricks if tricks else self.no_trick)


def fixed(change: int) -> Count:
    """The same change whatever the tricks."""
    return Count(base=change)


class Contract(NamedTuple):
    """``seat`` must take ``needs`` tricks. When it takes fewer it changes by ``short`` and every
    other seat in the deal by ``others_short``; when it takes them, by ``made`` and
    ``others_made``. None leaves a seat to the plain count of its tricks."""

    seat: int
    needs: int
    short: Count
    made: Count | None = None
    others_short: Count | None = None
    others_made: Count | None = None


class Sweep(NamedTuple):
    """A seat that takes all ``tricks`` changes by ``taker`` and every other seat in the deal by
    ``others``, instead of the plain count."""

    tricks: int
    taker: int
    others: int


__all__ = ["Contract", "Count", "Sweep", "fixed"]
