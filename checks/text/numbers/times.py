"""Times and durations: times of day ("8pm", "9:30 a.m.", "20:17") and spans of time in other units.

A time of day is ("time", hour, minute) with the hour on a 24-hour clock, so that "8 p.m." =
"20:00"; its numbers are not figures of their own. A duration is also its value in other units
("72 hours" = "three days", "150 minutes" = "2.5 hours", "90 days" = "3 months").
"""

from __future__ import annotations

import re
from typing import NamedTuple

from checks.text.numbers.figure import FigureKey

# Times of day: "8pm", "9:30 a.m.", "8.30pm", "20:17", "04:17:30". Read as ("time", hour, minute)
# with the hour on a 24-hour clock, so that "8 p.m." = "20:00"; the numbers of a time are not
# figures of their own ("under 14" is not "14:00").
_TIME = re.compile(
    r"(?P<h12>1[0-2]|0?[1-9])(?:[:.](?P<m12>[0-5]\d))?\s?(?P<meridiem>[AaPp])\.?\s?[Mm]\b\.?"
    r"|(?P<h24>[01]?\d|2[0-3]):(?P<m24>[0-5]\d)(?::[0-5]\d)?(?![\d:])"
)


class TimeMention(NamedTuple):
    """One time of day in a text; `hour_written` is the hour of a 12-hour time as written (9 for
    "9:00 a.m."), which a passage also gives as a number ("open 9 to 1")."""

    start: int
    end: int
    key: tuple
    hour_written: float | None


def find_times(text: str) -> list[TimeMention]:
    """Every time of day in `text`, in order (see `_TIME`); none glued to a word or a number before it."""
    times: list[TimeMention] = []
    for match in _TIME.finditer(text):
        start = match.start()
        if start and (text[start - 1].isalnum() or text[start - 1] in ":.,"):
            continue
        if match.group("h12"):
            hour = int(match.group("h12")) % 12 + (12 if match.group("meridiem") in "Pp" else 0)
            minute = int(match.group("m12") or 0)
            written: float | None = float(match.group("h12"))
        else:
            hour, minute, written = int(match.group("h24")), int(match.group("m24")), None
        times.append(TimeMention(start, match.end(), ("time", hour, minute), written))
    return times


# A unit of time after a number: "30 days", "90-day", "72 hours".
DURATION_AFTER = re.compile(r"[\s-]?(minute|min|hour|hr|day|week|month|year)s?\b", re.IGNORECASE)
# The second number of a range that the unit follows: "150 to 300 minutes", "5-7 days".
_RANGE_TO_UNIT = re.compile(r"\s*(?:-|\u2013|to|through)\s*\d[\d,.]*(?=[\s-]?[A-Za-z])")


def duration_keys(text: str, end: int, value: float) -> set[FigureKey]:
    """A duration in other units, as summaries restate it: "90-day" is 3 months, "2 weeks" 14
    days, "12 months" 1 year, "1 year" 12 months (months counted as 30 days), "72 hours" 3 days,
    "150 minutes" 2.5 hours; the first number of a range takes the range's unit ("150 to 300
    minutes")."""
    unit = DURATION_AFTER.match(text, end)
    if unit is None:
        to_unit = _RANGE_TO_UNIT.match(text, end)
        unit = DURATION_AFTER.match(text, to_unit.end()) if to_unit is not None else None
    if unit is None or not value.is_integer() or value <= 0:
        return set()
    kind = unit.group(1).lower()
    if kind in ("minute", "min"):
        converted = [value / 60 if value % 30 == 0 else None]
    elif kind in ("hour", "hr"):
        converted = [value * 60, value / 24 if value % 24 == 0 else None]
    elif kind == "day":
        converted = [value / 7 if value % 7 == 0 else None, value / 30 if value % 30 == 0 else None,
                     1.0 if value in (365, 366) else None, value * 24]
    elif kind == "week":
        converted = [value * 7, value / 52 if value % 52 == 0 else None]
    elif kind == "month":
        converted = [value * 30, value / 12 if value % 12 == 0 else None]
    else:
        converted = [value * 12]
    return {float(v) for v in converted if v is not None}


def is_duration(text: str, end: int) -> bool:
    """Whether the digits ending at `end` count a unit of time written after a space or hyphen ("30 days",
    "90-day"), so that a passage's "$30" is not read from a "30-day supply"."""
    unit = DURATION_AFTER.match(text, end)
    return unit is not None and unit.start(1) == end + 1
