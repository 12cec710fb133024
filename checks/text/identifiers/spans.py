"""Spans taken so far, kept sorted: an overlap test in O(log n), so a long answer stays linear-ish.

The detectors add spans in detector order, not text order; testing each new span against every
earlier one made a 64 KB answer of SSNs quadratic (scripts/bench_hostile.py). Taken spans never
overlap one another, so a new span can overlap only its neighbours in start order.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right


class TakenSpans:
    """Non-overlapping spans, sorted by start."""

    __slots__ = ("_starts", "_ends")

    def __init__(self) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []

    def overlaps(self, start: int, end: int) -> bool:
        """Whether [start, end) overlaps a taken span."""
        i = bisect_right(self._starts, start)
        if i > 0 and self._ends[i - 1] > start:
            return True
        return i < len(self._starts) and self._starts[i] < end

    def take(self, start: int, end: int) -> bool:
        """Takes [start, end) unless it overlaps a taken span; whether it was taken."""
        if self.overlaps(start, end):
            return False
        i = bisect_right(self._starts, start)
        self._starts.insert(i, start)
        self._ends.insert(i, end)
        return True

    def count_before(self, position: int) -> int:
        """How many taken spans start before `position`."""
        return bisect_left(self._starts, position)
