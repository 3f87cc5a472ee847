"""The base of every event, apart from the state contract so that observations can carry events."""

from __future__ import annotations


class Event:
    """Something that happened. Every seat may see it unless :meth:`audience` says otherwise.

    An event with a restricted audience is shown to other seats as :meth:`redacted` (or not at
    all when that returns None), so observations never carry a hidden card.
    """

    __slots__ = ()

    def audience(self) -> frozenset[int] | None:
        """The seats that may see this event; None means every seat."""
        return None

    def redacted(self) -> Event | None:
        """What the other seats see instead, or None when they see nothing."""
        return None

    def view_for(self, seat: int) -> Event | None:
        aud = self.audience()
        return self if aud is None or seat in aud else self.redacted()
