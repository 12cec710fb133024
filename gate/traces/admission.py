"""Admission: the room a request's rows hold in the writer's queue, and the errors that refuse it."""

from __future__ import annotations

from collections.abc import Callable


class SpoolInUseError(RuntimeError):
    """Another live writer holds this spool directory's lock."""


class SpoolFullError(RuntimeError):
    """Rows cannot be accepted now (queue full, spool over budget, disk full): refuse the request (503)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class RowReservation:
    """Queue room held for one request's rows from admission until its outcome is enqueued.

    `TraceWriter.reserve(n)` takes the room (or raises SpoolFullError); `enqueue_outcome(...,
    reservation=r)` then never refuses the request's rows for capacity, even when the spool
    filled in between. `release()` gives back what was not used; it is idempotent, and a
    reservation is a context manager that releases on exit.
    """

    def __init__(self, give_back: Callable[[int], None], rows: int) -> None:
        self._give_back = give_back
        self.rows = rows
        self._held = rows

    @property
    def held(self) -> int:
        return self._held

    def _consume(self) -> int:
        held, self._held = self._held, 0
        return held

    def release(self) -> None:
        """Return the unused room to the writer (nothing happens the second time)."""
        self._give_back(self._consume())

    def __enter__(self) -> "RowReservation":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.release()
