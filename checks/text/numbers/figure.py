"""A figure as the readers give it: its span in the text and the keys a passage must give to support it."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from typing import NamedTuple

# A key is a value (float) or a tagged tuple: ("date", y, m, d), ("ym", y, m), ("md", m, d),
# ("m", m), ("decade", 1990.0), ("q", 3); a passage's day-month or month written with no year
# also gives ("md_alone", m, d) or ("m_alone", m), which a year stated elsewhere completes.
FigureKey = float | tuple


class Figure(NamedTuple):
    """One figure in a text: its surface form, span, and what a passage must give to support
    it: any one of `keys`, or all the keys of one group in `joint`."""

    text: str
    start: int
    end: int
    keys: frozenset[FigureKey]
    kind: str  # "number", "word", "quarter", "date", "time" or "fraction"
    joint: tuple[tuple[FigureKey, ...], ...] = ()
    # For a hedged figure ("about 1,200"): value ranges a passage may give instead (1,150-1,250).
    near: tuple[tuple[float, float], ...] = ()
    # "money" for an amount ("$100"), which a passage's percentage ("100%") does not give.
    unit: str = ""

    def supported_by(
        self, passage: frozenset[FigureKey] | set[FigureKey], not_money: frozenset[float] = frozenset()
    ) -> bool:
        """Whether `passage` gives one of the keys, or all the keys of a joint group; an amount of
        money is not given by values in `not_money` (stated only as percentages or durations)."""
        if self.unit == "money" and not_money:
            return any(key in passage and key not in not_money for key in self.keys)
        if not self.keys.isdisjoint(passage):
            return True
        return any(all(key in passage for key in group) for group in self.joint)


class Spans:
    """Character spans to leave out, arranged to test a span against them by bisection."""

    def __init__(self, spans: Iterable[tuple[int, int]]) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.add(spans)

    def add(self, spans: Iterable[tuple[int, int]]) -> None:
        merged: list[tuple[int, int]] = []
        for start, end in sorted([*zip(self.starts, self.ends), *spans]):
            if merged and start < merged[-1][1]:
                merged[-1] = (merged[-1][0], max(merged[-1][1], end))
            else:
                merged.append((start, end))
        self.starts = [start for start, _ in merged]
        self.ends = [end for _, end in merged]

    def blank(self, text: str) -> str:
        """`text` with the spans blanked out by spaces (offsets kept)."""
        pieces = []
        position = 0
        for start, end in zip(self.starts, self.ends):
            pieces.append(text[position:start])
            pieces.append(" " * (end - start))
            position = end
        pieces.append(text[position:])
        return "".join(pieces)

    def overlap(self, start: int, end: int) -> bool:
        """Whether [start, end) overlaps a span: only the last span that starts before `end` can."""
        last = bisect_left(self.starts, end) - 1
        return last >= 0 and self.ends[last] > start
