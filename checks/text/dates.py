"""Dates as people write them, read into comparable keys.

`find_dates` finds every date in a text, in order and without overlaps (the longest form at a
position wins), and gives each mention every valid reading: "04/12/1957" is 12 April or
4 December, so it has two. The `figures` check compares dates by these keys, and `phi` uses
the same reading for dates of birth, so a date that one of them reads the other reads too.

Forms read (each row of `tests/test_dates.py` both ways):

- ISO and year-first: 1997-12-04, 1997/12/04, 1997.12.04
- all-digit day-month-year or month-day-year: 04/12/1997, 4/12/57, 02-11-1975, 12.04.1957
  (two-digit years only with "/" or "-": "1.2.33" is a version, not a date); day first with spaced
  dots or a Roman month, as central Europe writes them: 16. 8. 2024, 26.I.2023, 5. IX. 1950, 1/XI/1949, 17 III 1946,
  and year first: 1991-VI-07
- month names, full or abbreviated, either order, with ordinals: 4 December 1997,
  December 4, 1997, Dec. 4th 1997, the 4th of December 1997, May the 30th 1948, 4-Dec-1997, December 1997,
  4 December, December 4; month names are capitalised ("may" is a verb) and may be glued to
  the word before them ("SoccerMay 1 2019", from text whose spaces were lost)
- year first with a month's name: 1954 Dec 18; a two-digit year after an apostrophe: 25/12/'08, September 2 '17
- day, three-letter month and year glued together, as pharmacy and claims systems print them:
  14MAR1952, 3Jan57, 13May2000, and year first as military and veterans' records print them: 2021JUN19
- a date may end a sentence: "DOB: 04/12/1957." reads as a date.

Not dates: versions and section numbers (1.2.3, 4.2.1), ranges (2019-2020, 10-12), decimals
(12.5), fractions (3/4), and digit groups longer than a date's (555-123-4567).
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass

from checks.text.vocabulary import MONTH_ABBREVIATIONS, MONTH_NAMES

# ("date", y, m, d) | ("ym", y, m) | ("md", m, d)
DateKey = tuple

MONTHS: dict[str, int] = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
    "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9,
    "sept": 9, "sep": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}

# A full month name may be glued to a lower-case word before it ("SoccerMay"); an abbreviation
# must stand alone ("Dec" in "Decimal" is not one: the \b after it also sees to that).
_FULL = "|".join(MONTH_NAMES + tuple(name.upper() for name in MONTH_NAMES))
_ABBR = "|".join(MONTH_ABBREVIATIONS + tuple(name.upper() for name in MONTH_ABBREVIATIONS))
# A three-letter month between the day and the year, no spaces: "14MAR1952", "3Jan57" (pharmacy
# and claims systems print dates so).
_GLUED_NAMES = tuple(name for name in MONTH_ABBREVIATIONS if name != "Sept") + ("May",)
_GLUED_MONTHS = "|".join(name.upper() for name in _GLUED_NAMES) + "|" + "|".join(_GLUED_NAMES)
MONTH_PATTERN = rf"(?:(?<![A-Z])(?:{_FULL})\b|(?<![A-Za-z])(?:{_ABBR})\b\.?)"
_ORDINAL = r"(?:st|nd|rd|th)?"
_DAY = rf"(?:[12]\d|3[01]|0?[1-9]){_ORDINAL}"
# What may not precede or follow an all-digit date: more digits or date punctuation plus a digit
# (which would make it a longer chain, "1.2.3.4" or "555-12-3456-7").
_NOT_BEFORE = r"(?<![\w.\-/])"
_NOT_AFTER = r"(?![\w\-/]|\.\d)"

_ROMAN_MONTHS = {
    "I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10, "XI": 11, "XII": 12,
}
_ROMAN_MONTH = "|".join(sorted(_ROMAN_MONTHS, key=len, reverse=True))

# Alternatives in priority order: at one position the first that matches wins, so longer forms
# come before the shorter forms they start with ("4 December 1997" before "4 December").
_DIGIT_LED_FORMS = (
    rf"{_NOT_BEFORE}(?P<ymd_y>\d{{4}})(?P<ymd_sep>[-/.])(?P<ymd_m>\d{{1,2}})(?P=ymd_sep)(?P<ymd_d>\d{{1,2}})(?:(?=T\d\d:)|{_NOT_AFTER})",
    rf"{_NOT_BEFORE}(?P<num_a>\d{{1,2}})(?P<num_sep>[-/])(?P<num_b>\d{{1,2}})(?P=num_sep)(?P<num_y>\d{{4}}|'?\d{{2}}){_NOT_AFTER}",
    rf"{_NOT_BEFORE}(?P<dot_a>\d{{1,2}})\.(?P<dot_b>\d{{1,2}})\.(?P<dot_y>\d{{4}}){_NOT_AFTER}",
    # day first, the dots spaced ("16. 8. 2024": Czech, Slovak, German) or the month in Roman numerals ("26.I.2023",
    # "5. IX. 1950": Polish, Czech, Italian)
    rf"{_NOT_BEFORE}(?P<sp_d>\d{{1,2}})\.(?:[ \t](?P<sp_m>\d{{1,2}})\.[ \t]|[ \t]?(?P<sp_r>{_ROMAN_MONTH})\.[ \t]?)"
    rf"(?P<sp_y>\d{{4}}){_NOT_AFTER}",
    # a Roman month between slashes or hyphens, as forms are filled in by hand there ("1/XI/1949", "7-VII-1998")
    rf"{_NOT_BEFORE}(?P<rs_d>\d{{1,2}})(?P<rs_sep>[-/])(?P<rs_r>{_ROMAN_MONTH})(?P=rs_sep)(?P<rs_y>\d{{4}}){_NOT_AFTER}",
    # ... between spaces, before a year of this or the last century ("17 III 1946"), and year first ("1991-VI-07")
    rf"{_NOT_BEFORE}(?P<rsp_d>\d{{1,2}})[ \t](?P<rsp_r>{_ROMAN_MONTH})[ \t](?P<rsp_y>(?:19|20)\d{{2}}){_NOT_AFTER}",
    rf"{_NOT_BEFORE}(?P<ry_y>\d{{4}})(?P<ry_sep>[-/.])(?P<ry_r>{_ROMAN_MONTH})(?P=ry_sep)(?P<ry_d>\d{{1,2}}){_NOT_AFTER}",
    rf"(?:\b[Tt]he\s+)?(?<!\d)(?P<dmy_d>{_DAY})(?:\s+of)?[\s-]+(?P<dmy_m>{MONTH_PATTERN}),?[\s-]+"
    rf"(?P<dmy_y>\d{{4}}|'\d{{2}})(?![\d:])",
    rf"(?<!\d)(?P<dhy_d>\d{{1,2}})-(?P<dhy_m>{MONTH_PATTERN})-(?P<dhy_y>\d{{2}})(?![\d:])",
    rf"(?:\b[Tt]he\s+)?(?<!\d)(?P<dm_d>{_DAY})(?:\s+of)?\s+(?P<dm_m>{MONTH_PATTERN})",
    rf"(?<![\w.\-/])(?P<dgy_d>\d{{1,2}})(?P<dgy_m>{_GLUED_MONTHS})(?P<dgy_y>\d{{4}}|\d{{2}})(?!\w)",
    rf"(?<![\w.\-/])(?P<ygd_y>(?:19|20)\d{{2}})(?P<ygd_m>{_GLUED_MONTHS})(?P<ygd_d>\d{{2}})(?!\w)",
    # year, month's name, day, as logs and genealogies write them: "1954 Dec 18"
    rf"(?<![\w.\-/])(?P<ymn_y>(?:19|20)\d{{2}})[ \t](?P<ymn_m>{MONTH_PATTERN})[ \t](?P<ymn_d>(?:[12]\d|3[01]|0?[1-9]))(?![\w:]|[.,]\d)",
)
_MONTH_LED_FORMS = (
    # "May the 30th 1948", as it is said
    rf"(?P<mdy_m>{MONTH_PATTERN})(?:\s+the(?=\s+\d{{1,2}}(?:st|nd|rd|th)))?\s*(?P<mdy_d>{_DAY})(?:,\s*|\s+)(?P<mdy_y>\d{{4}}|'\d{{2}})(?![\d:])",
    rf"(?P<my_m>{MONTH_PATTERN}),?\s+(?:of\s+)?(?P<my_y>\d{{4}})(?![\d:])",
    rf"(?P<md_m>{MONTH_PATTERN})\s*(?P<md_d>{_DAY})(?![\d,.]*\d)",
)
DATE_PATTERN = "|".join(_DIGIT_LED_FORMS + _MONTH_LED_FORMS)
_DIGIT_LED = re.compile("|".join(_DIGIT_LED_FORMS))
_MONTH_LED = re.compile("|".join(_MONTH_LED_FORMS))
# Where a date may start, found with patterns the engine scans fast (each led by a character
# class): digits joined by a date separator ("04/12", "1997-12"), and month names (checked
# against `MONTH_PATTERN`), with the day number that may stand before one ("4 December").
# Matching `_DIGIT_LED` or `_MONTH_LED` only there finds what scanning the whole text with
# `DATE_PATTERN` finds (tests/test_dates.py checks it), several times faster.
# Found from the separator (rarer than digits, so the scan skips more of the text): each match
# is a separator with a digit either side; `_anchors` keeps them as `\d[-/.]\d` would, left to
# right without overlaps.
_SEPARATOR_BETWEEN_DIGITS = re.compile(r"[-/.](?<=\d[-/.])(?=\d)")
# A day's dot before a space or a Roman month ("16. 8. 2024", "26.I.2023"), its slash or hyphen before a Roman month
# ("1/XI/1949").
_SPACED_OR_ROMAN_MONTH = re.compile(r"\.(?<=\d\.)(?=[ \t]\d|[ \t]?[IVX])|[-/](?<=\d[-/])(?=[IVX])|[ \t](?<=\d[ \t])(?=[IVX]{1,4}[ \t]\d)")
_MONTH_CANDIDATE = re.compile(r"[JFMASOND](?:an|un|ul|AN|UN|UL|eb|EB|a[ry]|A[RY]|pr|ug|PR|UG|ep|EP|ct|CT|ov|OV|ec|EC)")
_MONTH_NAME = re.compile(MONTH_PATTERN)
_DAY_BEFORE = re.compile(r"(?<!\d)\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?[\s-]+$")
_YEAR_BEFORE = re.compile(r"(?<![\w.\-/])(?:19|20)\d{2}[ \t]$")


@dataclass(frozen=True)
class DateMention:
    """One date in a text: where it is, as written, and every valid reading of it."""

    start: int
    end: int
    text: str
    readings: tuple[DateKey, ...]


def find_dates(text: str) -> list[DateMention]:
    """Every date in `text`, in order, non-overlapping; a match with no valid reading
    ("31/31/2020") is not a date."""
    mentions: list[DateMention] = []
    taken_until = 0
    anchors = _anchors(text)
    for start in sorted(anchors):
        if start < taken_until:
            continue
        pattern = anchors[start]
        match = None
        if start >= 4 and text[start - 4:start - 1].lower() == "the" and text[start - 1].isspace():
            match = pattern.match(text, start - 4)  # "the 4th of December 1997"
            if match is not None and (match.start() < taken_until or not date_readings(match)):
                match = None
        match = match or pattern.match(text, start)
        if match is None:
            continue
        readings = date_readings(match)
        if readings:
            mentions.append(DateMention(match.start(), match.end(), match.group(0), readings))
        taken_until = match.end()  # an invalid date ("30 February 2021") is no date, nor are its parts
    return mentions


def month_names(text: str) -> list[re.Match[str]]:
    """Every month name in `text` (as `MONTH_PATTERN` reads them), in order."""
    names = []
    for candidate in _MONTH_CANDIDATE.finditer(text):
        name = _MONTH_NAME.match(text, candidate.start())
        if name is not None:
            names.append(name)
    return names


def _anchors(text: str) -> dict[int, re.Pattern[str]]:
    """Where a date may start, each with the alternatives that may match there. A mapping, not a sorted list of
    pairs: a pair that holds a pattern is an object the garbage collector tracks, and one per separator of a long
    digit chain ("1-1-1-...", five 64 KB passages: 80,000) outlived the young generations and cost a full pass."""
    anchors: dict[int, re.Pattern[str]] = {}
    taken_until = 0
    for separator in _SEPARATOR_BETWEEN_DIGITS.finditer(text):
        start = separator.start() - 1  # the digit before it
        if start < taken_until:
            continue  # "1-2-3": the second separator's digit before it is the first's digit after it
        taken_until = start + 3
        while start > 0 and text[start - 1].isdigit():
            start -= 1
        anchors.setdefault(start, _DIGIT_LED)
    for dot in _SPACED_OR_ROMAN_MONTH.finditer(text):
        start = dot.start() - 1
        while start > 0 and text[start - 1].isdigit():
            start -= 1
        anchors.setdefault(start, _DIGIT_LED)
    for candidate in _MONTH_CANDIDATE.finditer(text):
        position = candidate.start()
        name = _MONTH_NAME.match(text, position)
        if name is None:
            if position and text[position - 1].isdigit() and text[position + 3:position + 4].isdigit():
                start = position - 1 - (position >= 2 and text[position - 2].isdigit())
                if position >= 4 and text[position - 4:position].isdigit():
                    anchors.setdefault(position - 4, _DIGIT_LED)  # "2021JUN19": the year first
                anchors.setdefault(start, _DIGIT_LED)  # "14MAR1952"
            continue
        day = _DAY_BEFORE.search(text, max(0, name.start() - 12), name.start())
        if day is not None:
            anchors[day.start()] = _DIGIT_LED
        elif _YEAR_BEFORE.search(text, max(0, name.start() - 5), name.start()):
            anchors.setdefault(name.start() - 5, _DIGIT_LED)  # "1954 Dec 18": the year first
        anchors.setdefault(name.start(), _MONTH_LED)
    return anchors


def date_readings(match: re.Match[str]) -> tuple[DateKey, ...]:
    """The readings of one match of `DATE_PATTERN` (see `find_dates`)."""
    group = match.group
    form = match.lastgroup
    if form == "ymd_d":
        return _dated(int(group("ymd_y")), int(group("ymd_m")), int(group("ymd_d")))
    if form == "num_y":
        return _numeric(group("num_a"), group("num_b"), group("num_y"))
    if form == "dot_y":
        return _numeric(group("dot_a"), group("dot_b"), group("dot_y"))
    if form == "sp_y":
        month = _ROMAN_MONTHS[group("sp_r")] if group("sp_r") else int(group("sp_m"))
        return _dated(int(group("sp_y")), month, int(group("sp_d")))
    if form == "rs_y":
        return _dated(int(group("rs_y")), _ROMAN_MONTHS[group("rs_r")], int(group("rs_d")))
    if form == "rsp_y":
        return _dated(int(group("rsp_y")), _ROMAN_MONTHS[group("rsp_r")], int(group("rsp_d")))
    if form == "ry_d":
        return _dated(int(group("ry_y")), _ROMAN_MONTHS[group("ry_r")], int(group("ry_d")))
    if form == "ymn_d":
        return _dated(int(group("ymn_y")), month_number(group("ymn_m")), int(group("ymn_d")))
    if form == "ygd_d":
        return _dated(int(group("ygd_y")), month_number(group("ygd_m")), int(group("ygd_d")))
    if form == "dmy_y":
        return _dated(_year(group("dmy_y")), month_number(group("dmy_m")), _day(group("dmy_d")))
    if form == "dgy_y":
        return _dated(_year(group("dgy_y")), month_number(group("dgy_m")), int(group("dgy_d")))
    if form == "dhy_y":
        return _dated(_year(group("dhy_y")), month_number(group("dhy_m")), int(group("dhy_d")))
    if form == "mdy_y":
        return _dated(_year(group("mdy_y")), month_number(group("mdy_m")), _day(group("mdy_d")))
    if form == "my_y":
        return (("ym", int(group("my_y")), month_number(group("my_m"))),)
    if form == "dm_m":
        return _day_month(month_number(group("dm_m")), _day(group("dm_d")))
    if form == "md_d":
        return _day_month(month_number(group("md_m")), _day(group("md_d")))
    return ()


def month_number(name: str) -> int:
    """1 for "January", "Jan", "Jan." or "JANUARY"."""
    return MONTHS[name.rstrip(".").lower()]


def _day(written: str) -> int:
    return int(written.rstrip("stndrh"))


def _year(written: str) -> int:
    """A four-digit year as written; a two-digit one ('57, 57) in the last century after 30."""
    digits = written.lstrip("'")
    year = int(digits)
    if len(digits) == 2:
        year += 1900 if year > 30 else 2000
    return year


def _is_valid(year: int, month: int, day: int) -> bool:
    return 1 <= month <= 12 and 1 <= day <= calendar.monthrange(year, month)[1]


def _dated(year: int, month: int, day: int) -> tuple[DateKey, ...]:
    return (("date", year, month, day),) if _is_valid(year, month, day) else ()


def _day_month(month: int, day: int) -> tuple[DateKey, ...]:
    return (("md", month, day),) if _is_valid(2000, month, day) else ()  # 2000: 29 February is valid


def _numeric(first: str, second: str, year_written: str) -> tuple[DateKey, ...]:
    """Both readings of an all-digit date: month first (US) and day first (most elsewhere)."""
    year, a, b = _year(year_written), int(first), int(second)
    readings = _dated(year, a, b) + _dated(year, b, a)
    return tuple(dict.fromkeys(readings))
