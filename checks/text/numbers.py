"""Figures (numbers and dates) as people write them, read into comparable keys.

A figure's keys are what a passage must give for the figure to be supported: its value (a
float: "1,200", "1200", "$1,200.00" and "1.2k" all give 1200.0) and, for some forms, more:
"1.2 million" is 1200000; "$5m" is 5 or 5000000; "93 cents" is also 0.93; "the 1990s", "the
2000's" and "'50s" are decades, supported by any year in them, and "the 15th century" by any
year in it; "1990-95" also reads its "95" as 1995; "Q3" and "third quarter" are quarter 3,
which a month of it also gives ("early September"); "8 p.m." is the time 20:00; "a third of",
"two thirds", "one in four" and "8 out of 10" are proportions, equal to the percentages they
round to ("a third" = "33%"); a duration is also its value in other units ("72 hours" = "three
days", "150 minutes" = "2.5 hours", "90 days" = "3 months"); a date is each of its readings
(`checks.text.dates`) and, when a passage gives a day and month with no year, that day with a year
the passage gives elsewhere ("November 2, 2004" against a page dated 2004 that says "November
2"); "16 to 24 July 1969" also gives 16 July 1969. A hedged figure ("about 1,200", "roughly
$21,600", "nearly 60 million") is supported by a passage value that rounds to it, within half a
unit of its last written digit and a tenth of its value; "more than", "under" and "up to" are
bounds, not hedges. An amount of money ("$100") is not supported by a value the passages give
only as a percentage ("100%"). A figure computed from the passages (a sum, a difference, a
count of the others) is not supported: the reader must see it.

What is a figure is decided the same way in the answer and in the passages: citation markers,
locators ("section 4.2", "Article 12", "page 4"), codes and identifiers ("CPT 99310", "E11.9",
"W123456789", "CLM-88213", "COVID-19"), the titles of codes of law ("45 CFR"), hyphen chains
(123-45-6789), list numbering ("1." or "6)" opening a line, "(2)" inline) and the parts of dates
and times are not figures, so a passage's "Article 17(3)" or "14:00" does not support an
answer's "three months" or "under 14". Spelled-out numbers are figures ("ninth", "twenty-five",
"three hundred") except "one", "first" and "second", which are more often words than counts;
fraction words ("half", "a quarter") alone are not. Otherwise the passage side is generous:
every number it writes in any form is a key.
"""
from __future__ import annotations

import calendar
import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from checks.text.dates import MONTH_PATTERN, DateKey, DateMention, find_dates, month_names, month_number

# A key is a value (float) or a tagged tuple: ("date", y, m, d), ("ym", y, m), ("md", m, d),
# ("m", m), ("decade", 1990.0), ("q", 3); a passage's day-month or month written with no year
# also gives ("md_alone", m, d) or ("m_alone", m), which a year stated elsewhere completes.
FigureKey = float | tuple

# Digits, with thousands grouped by commas (1,200) or spaces as in EU texts (20 000 000), an
# optional decimal part, and the letters glued after (3rd, 1990s, 10mg, 5G, 3.5bn). The
# space-grouped form costs every number a second try, so it is looked for only in a text that
# has one (`_number_matches`); elsewhere both patterns find the same numbers.
_GROUPED_DIGITS = r"(?=\d{1,3}[ \u00a0\u202f]\d{3}(?!\d))\d{1,3}(?:[ \u00a0\u202f]\d{3}(?!\d))+(?![,.]\d)"
# Written `\d\d*`, not `\d+`: the same matches, but a pattern that opens with a single digit class lets
# the regex engine skip ahead to the next digit instead of trying the whole pattern at every character
# (the answer's and the passages' number scans take about a quarter less time).
_PLAIN_DIGITS = r"\d\d*(?:,\d{3})*(?:\.\d+)?"
_SUFFIX = r"(?P<suffix>[A-Za-z]+)?"
_SCALE_WORD = r"(?:[ \u00a0-]?(?P<scale>(?i:thousand|million|mln|mio|billion|bn|trillion))\b)?"
# A percentage: "25%", "25 %", "25 percent", "25 per cent", "25-percent", "25 pct", "2 percentage points".
_PERCENT_WORDS = r"\s?%|[\s-]?[Pp](?:ercentage\s+points?|ercent|er\s?cent|ct)\b"
_PERCENT = rf"(?P<percent>{_PERCENT_WORDS})?"
_PERCENT_AFTER = re.compile(_PERCENT_WORDS)
_NUMBER = re.compile(rf"(?P<digits>{_PLAIN_DIGITS}){_SUFFIX}")
_NUMBER_GROUPED = re.compile(rf"(?P<digits>{_GROUPED_DIGITS}|{_PLAIN_DIGITS}){_SUFFIX}")
# The same numbers with what says what they count: a scale word after them and a percent sign
# or word, read in one scan where only values and units matter (the answer's first look, the
# passages' stated values).
_NUMBER_AND_UNIT = re.compile(rf"(?P<digits>{_PLAIN_DIGITS}){_SUFFIX}{_SCALE_WORD}{_PERCENT}")
_NUMBER_AND_UNIT_GROUPED = re.compile(rf"(?P<digits>{_GROUPED_DIGITS}|{_PLAIN_DIGITS}){_SUFFIX}{_SCALE_WORD}{_PERCENT}")


def _number_matches(text: str, *, with_units: bool = False) -> list[re.Match[str]]:
    """The numbers of `text`, in order. The space-grouped form ("20 000 000") costs every number
    a second try, so the text is scanned again with it only when the first scan shows one: a
    number of three digits after a space after a digit."""
    matches = list((_NUMBER_AND_UNIT if with_units else _NUMBER).finditer(text))
    for match in matches:
        start = match.start()
        if (
            start >= 2
            and text[start - 1] in _GROUP_SPACES
            and text[start - 2].isdigit()
            and text[start:start + 3].isdigit()
            and not text[start + 3:start + 4].isdigit()
        ):
            return list((_NUMBER_AND_UNIT_GROUPED if with_units else _NUMBER_GROUPED).finditer(text))
    return matches


_GROUP_SPACES = frozenset(" \u00a0\u202f")


_CURRENCY_SIGNS = frozenset("$\u20ac\u00a3\u00a5")
_CENTS_AFTER = re.compile(r"\s?(?:cents?\b|\u00a2|pence\b)", re.IGNORECASE)


def _is_money(text: str, start: int) -> bool:
    """Whether a currency sign stands before the number at `start` ("$25", "\u20ac 20")."""
    if start == 0:
        return False
    before = text[start - 1]
    return before in _CURRENCY_SIGNS or (before == " " and text[start - 2:start - 1] in _CURRENCY_SIGNS)


def _with_percent(keys: set[FigureKey]) -> set[FigureKey]:
    """A percentage's keys: its value, and ("percent", value), which a passage's proportion also
    gives ("25%" is "one in four"). A percentage is not held to a passage's percentage: passages
    leave the sign off ranges and tables ("95% CrI, 90.3 to 97.6")."""
    return keys | {("percent", key) for key in keys if type(key) is float}


_UNGROUP = str.maketrans("", "", ", \u00a0\u202f")

SCALE_WORDS = {"thousand": 1e3, "million": 1e6, "mln": 1e6, "mio": 1e6, "billion": 1e9, "bn": 1e9, "trillion": 1e12}
SCALE_SUFFIXES = {"k": 1e3, "m": 1e6, "mn": 1e6, "mm": 1e6, "mln": 1e6, "b": 1e9, "bn": 1e9, "tn": 1e12}
_SCALE_AFTER = re.compile(r"[ \u00a0-]?(thousand|million|mln|mio|billion|bn|trillion)\b\.?", re.IGNORECASE)
_SCALE_INITIALS = frozenset("tmbTMB")  # what a scale word starts with, one character after the number
_ORDINAL_SUFFIXES = frozenset({"st", "nd", "rd", "th"})

# Words after which a number is a code, not a figure ("CPT 99310"); the codes check reads them too.
CODE_WORDS = frozenset({"cpt", "hcpcs", "icd", "code", "codes", "coded", "dx"})
# Words before a number that make it a locator, code or identifier: "section 4.2", "CPT 99310".
LOCATOR_WORDS = CODE_WORDS | frozenset(
    "section sections sec sect subsection subsections article articles art arts paragraph paragraphs para "
    "paras clause clauses chapter chapters ch chap part parts rule rules title titles schedule schedules annex "
    "annexes appendix appendices page pages p pp figure figures fig figs table tables step steps item items line "
    "lines version versions vol volume issue no nos number numbers id ids regulation regulations directive "
    "directives case docket bill form model question exhibit mrn cfr usc".split()
)
# Words after a number that make it a title of a code of law: "45 CFR 164.524", "42 U.S.C. 18116".
_TITLE_OF = (" CFR", " C.F.R", " U.S.C", " USC")
_LOCATOR_PAIRS = frozenset({("billed", "under"), ("billed", "as"), ("billed", "with"), ("coded", "as"), ("reported", "as")})
_PAIR_ENDS = frozenset(second for _, second in _LOCATOR_PAIRS)
_LONGEST_LOCATOR = max(map(len, LOCATOR_WORDS))
# Separators that continue a list after a locator: "sections 3 and 4", "CPT 99309, 99310".
_LIST_CONTINUATION = re.compile(r"\s*(?:,|;|/|-|\u2013|\band\b|\bor\b|\bto\b|\bthrough\b|,\s*and\b|,\s*or\b)\s*")
_DIGITS_AND_HYPHENS = re.compile(r"\d+(?:-\d+)*")
_WORD_OR_HYPHEN = re.compile(r"[\w-]")


class HyphenChains:
    """The runs of digit groups joined by hyphens in a text ("123-45-6789"), found in one scan, so that
    whether the chain from a number on is an SSN or a phone number is answered without reading the
    chain again from every number in it (which made a text of "123-123-..." quadratic)."""

    def __init__(self, text: str) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.hyphens: list[int] = []  # where the hyphens inside the runs stand, in order
        for run in _DIGITS_AND_HYPHENS.finditer(text):
            if "-" not in run.group(0) or _WORD_OR_HYPHEN.match(text, run.end()):
                continue  # no chain, or one glued to what follows it ("12-34-56a"): no identifier of digits
            self.starts.append(run.start())
            self.ends.append(run.end())
            self.hyphens.extend(index for index, char in enumerate(run.group(0), run.start()) if char == "-")

    def is_long_from(self, start: int) -> bool:
        """Whether the chain from the digit at `start` to its end has three groups or more and at least
        seven digits: SSN 123-45-6789, phone 555-123-4567 (a record "4-4-0" stays figures)."""
        run = bisect_right(self.starts, start) - 1
        if run < 0 or start >= self.ends[run]:
            return False
        end = self.ends[run]
        hyphens = bisect_left(self.hyphens, end) - bisect_left(self.hyphens, start)
        return hyphens >= 2 and end - start - hyphens >= 7
_RANGE_DASHES = ("-", "\u2013")

# Quarter labels: Q3, Q3 2020, 3Q 2020, 3Q20, "third quarter".
_QUARTER = re.compile(
    r"\b(?:Q(?P<q>[1-4])|(?P<q_first>[1-4])Q)(?=\b|\d{2}\b)"
    r"|\b(?P<q_word>(?i:first|second|third|fourth))\s+(?i:quarter)\b"
)
_QUARTER_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4}
# Decades with an apostrophe: "the 2000's", "'50s", "the ’90s".
_APOSTROPHE_DECADE = re.compile(r"(?:(?P<century>\d{2})|['\u2019])(?P<decade>\d)0(?:['\u2019]?s)\b")

# Number words.
_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
    "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "seventieth": 70,
    "eightieth": 80, "ninetieth": 90, "hundredth": 100, "thousandth": 1000,
}
_MULTIPLIERS = {"hundred": 100, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
_NUMBER_WORDS = frozenset([*_UNITS, *_TENS, *_ORDINALS, *_MULTIPLIERS, "dozen"])
_ANY_LETTERS = re.compile(r"[^\W\d_]+")
_TRAILING_WORD = re.compile(r"[A-Za-z]+$")
# What joins the words of one spelled-out number: "twenty - five", "one hundred and twenty",
# "twenty-first". The parser splits runs that are two numbers ("five six").
_WORD_JOIN = re.compile(r"\s*-\s*|\s+(?:and\s+)?", re.IGNORECASE)
# Words that are more often words than counts: not figures in an answer (passages still give them).
_ANSWER_SKIPPED_WORDS = frozenset({"one", "first", "second"})
# An amount with its minor unit: "12 euros and 50 cents", "twelve Euros and fifty centimes".
_MINOR_UNIT = re.compile(
    r"^\s*(?:dollars?|euros?|pounds?|francs?|eur|usd|gbp|\$|\u20ac|\u00a3)\s+and\s+$", re.IGNORECASE
)
_MINOR_AFTER = re.compile(r"\s*(?:cents?|centimes?|pence|p|eurocents?)\b", re.IGNORECASE)
# A unit conversion in parentheses after a figure: "10 kg (23 lb)", "$10 (about €9)", "5 miles (8 km)".
_CONVERSION_OPEN = re.compile(
    r"\s*(?P<unit>[^\s()\d]{1,12})?\s*\(\s*(?:~|\u2248|about|approx\.?|approximately|ca\.?|c\.|or)?\s*"
    r"(?P<currency>[$\u20ac\u00a3\u00a5])?\s*",
    re.IGNORECASE,
)
_CONVERSION_CLOSE = re.compile(r"\s*(?P<unit>[^\s()\d]{1,12})?\s*\)")
# Units that people convert between; both sides of a conversion name one, and not the same one.
CONVERSION_UNITS = frozenset(
    "kg kgs kilogram kilograms g gram grams mg lb lbs pound pounds oz ounce ounces st stone stones t tonne tonnes "
    "ton tons km kilometre kilometres kilometer kilometers m metre metres meter meters cm mm mi mile miles ft foot "
    "feet in inch inches yd yard yards l litre litres liter liters ml gal gallon gallons pt pint pints \u00b0c \u00b0f "
    "c f celsius fahrenheit mph km/h kph kmh acre acres ha hectare hectares sq kwh mpg usd eur gbp chf jpy cad aud "
    "dollars dollar euros euro $ \u20ac \u00a3 \u00a5".split()
)
_DIGIT = re.compile(r"\d")
# Joins passages for one scan; no pattern matches across it (neither a space nor a word character).
PASSAGE_JOINER = "\x00"


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
    """Every time of day in `text`, in order (see `_TIME`); none glued to a word or a number.
    `_TIME` is tried only where a time can end (":" between digits, "am"/"pm" after a digit)."""
    times: list[TimeMention] = []
    taken_until = 0
    for start in _time_starts(text):
        if start < taken_until or (start and (text[start - 1].isalnum() or text[start - 1] in ":.,")):
            continue
        match = _TIME.match(text, start)
        if match is None:
            continue
        if match.group("h12"):
            hour = int(match.group("h12")) % 12 + (12 if match.group("meridiem") in "Pp" else 0)
            minute = int(match.group("m12") or 0)
            written: float | None = float(match.group("h12"))
        else:
            hour, minute, written = int(match.group("h24")), int(match.group("m24")), None
        times.append(TimeMention(start, match.end(), ("time", hour, minute), written))
        taken_until = match.end()
    return times


def _time_starts(text: str) -> list[int]:
    """Where the hour of a time may start: the digits before a ':' or before an 'am'/'pm'."""
    ends = []
    at = text.find(":")
    while at > 0:
        if text[at - 1].isdigit() and text[at + 1:at + 2].isdigit():
            ends.append(at)
        at = text.find(":", at + 1)
    lowered = text.lower()
    if len(lowered) != len(text):  # lower-casing moved offsets (rare letters): look in the text as written
        markers, lowered = ("am", "pm", "a.m", "p.m", "AM", "PM", "A.M", "P.M"), text
    else:
        markers = ("am", "pm", "a.m", "p.m")
    for marker in markers:
        at = lowered.find(marker)
        while at > 0:
            before = at - 1 if lowered[at - 1] != " " else at - 2
            if before >= 0 and lowered[before].isdigit():
                ends.append(before + 1)
            at = lowered.find(marker, at + 1)
    starts = set()
    for end in ends:
        start = end
        while start > 0 and (text[start - 1].isdigit() or text[start - 1] in ":."):
            start -= 1
            if end - start > 6:
                break
        while start < end and not text[start].isdigit():
            start += 1
        starts.add(start)
    return sorted(starts)


# --------------------------------------------------------------------------- answer side


def answer_figures(
    text: str, skip: Iterable[tuple[int, int]] = (), dates: Sequence[DateMention] | None = None
) -> tuple[Figure, ...]:
    """The figures of `text`, in order, leaving out spans in `skip` (citation markers) and what
    is not a figure (see the module docstring). `dates` may hold `find_dates(text)` already read."""
    taken = _Spans(skip)
    figures: list[Figure] = []
    dates = find_dates(text) if dates is None else dates
    for date in [*dates, *_range_start_dates(text, dates)]:
        if not taken.overlap(date.start, date.end):
            figures.append(_date_figure(date))
    for time in find_times(text):
        if not taken.overlap(time.start, time.end):
            figures.append(Figure(text[time.start:time.end], time.start, time.end, frozenset({time.key}), "time"))
    taken.add((f.start, f.end) for f in figures)
    if _may_hold_quarter(text):
        quarters = [
            Figure(q.group(0), q.start(), q.end(), frozenset({("q", _quarter_of(q))}), "quarter")
            for q in _QUARTER.finditer(text)
            if not taken.overlap(*q.span())
        ]
        figures.extend(quarters)
        taken.add((f.start, f.end) for f in quarters)
    fractions = [Figure(text[start:end], start, end, keys, "fraction") for start, end, keys in _fractions(text)
                 if not taken.overlap(start, end)]
    figures.extend(fractions)
    taken.add((f.start, f.end) for f in fractions)
    if _DIGIT.search(text):
        figures.extend(_number_figures(text, taken))
    figures.extend(_word_figures(text, taken, skipped=_ANSWER_SKIPPED_WORDS))
    figures.sort(key=lambda f: f.start)
    return tuple(figures)


class _Spans:
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


def _may_hold_quarter(text: str) -> bool:
    return "Q" in text or "quarter" in text or "Quarter" in text


def stated_outright(
    text: str, skip: Iterable[tuple[int, int]], dates: Sequence[DateMention], passages: PassageKeys
) -> bool:
    """Whether every number, date and number word of `text` outside `skip` is stated outright by
    the passages (`PassageKeys.outright`), so that none can be an unsupported figure. Cheaper
    than `answer_figures`, which need not run then: a plain number whose value the passages
    give is supported whether it is a figure or not, so it needs no classification."""
    outright = passages.outright
    taken = _Spans(skip)
    for date in dates:
        if not taken.overlap(date.start, date.end) and outright.isdisjoint(date.readings):
            return False
    taken.add((date.start, date.end) for date in dates)
    for time in find_times(text):
        if not taken.overlap(time.start, time.end) and time.key not in outright:
            return False
        taken.add(((time.start, time.end),))
    if _may_hold_quarter(text) and _QUARTER.search(text):
        return False
    lowered = text.lower()
    if any(word in lowered for word in _DENOMINATOR_WORDS) and any(
        not taken.overlap(start, end) for start, end, _ in _fractions(text)
    ):
        return False  # "a third of", "two thirds": proportions, for the full reading
    blanked = taken.blank(text)
    chains = HyphenChains(blanked)
    for match in _number_matches(blanked, with_units=True):
        digits, suffix, scale, _ = match.groups()
        value = float(digits.translate(_UNGROUP))
        if suffix or scale:
            # "5m", "1990s", "1.2 million": its keys, not its value, must be stated
            keys = _written_keys(value, digits, suffix or "", scale or "")
            stated = not keys.isdisjoint(outright)
        else:
            keys = (value,)
            stated = value in outright
        if stated and _starts_proportion(blanked, match.end()):
            return False  # "1 in 4": a proportion, for the full reading
        if stated and suffix and _CENTURY_AFTER.match(blanked, match.end()):
            stated = False  # "the 15th century": its century, not 15, must be stated
        if stated and _is_money(blanked, match.start()) and passages.not_money:
            stated = any(key in outright and key not in passages.not_money for key in keys)  # "$100" is not "100%"
        if not stated and not _is_not_a_figure(blanked, match, chains):
            return False  # a label ("section 4.2", "CPT 99310") need not be stated: it is no figure
    return _words_stated_outright(text, taken, outright)


def text_figures(text: str) -> tuple[Figure, ...]:
    """The figures a passage states, as an answer would be read (for feedback lists)."""
    return answer_figures(text)


def conversion_partners(text: str, figures: Sequence[Figure]) -> dict[int, int]:
    """Figure index -> index of its unit conversion, both ways: "10 kg (23 lb)" pairs 10 and 23.
    Both sides must name a unit of `CONVERSION_UNITS` (a currency may stand before the number),
    and not the same one: "13 stops (five)" or "34 games (32 starts)" are not conversions."""
    partners: dict[int, int] = {}
    for index in range(len(figures) - 1):
        first, second = figures[index], figures[index + 1]
        if first.kind == "date" or second.kind == "date":
            continue
        opening = _CONVERSION_OPEN.fullmatch(text, first.end, second.start)
        closing = _CONVERSION_CLOSE.match(text, second.end)
        if opening is None or closing is None:
            continue
        first_unit = (opening.group("unit") or _currency_before(text, first.start)).lower().rstrip(".")
        second_unit = (opening.group("currency") or closing.group("unit") or "").lower().rstrip(".")
        if first_unit in CONVERSION_UNITS and second_unit in CONVERSION_UNITS and first_unit != second_unit:
            partners[index] = index + 1
            partners[index + 1] = index
    return partners


def _currency_before(text: str, start: int) -> str:
    return text[start - 1] if start > 0 and text[start - 1] in "$\u20ac\u00a3\u00a5" else ""


def _date_figure(date: DateMention) -> Figure:
    joint: list[tuple[FigureKey, ...]] = []
    for key in date.readings:
        if key[0] == "date":
            joint.append((("md_alone", key[2], key[3]), float(key[1])))
        elif key[0] == "ym":
            joint.append((("m_alone", key[2]), float(key[1])))
    return Figure(date.text, date.start, date.end, frozenset(date.readings), "date", tuple(joint))


def _quarter_of(match: re.Match[str]) -> int:
    if match.group("q_word"):
        return _QUARTER_WORDS[match.group("q_word").lower()]
    return int(match.group("q") or match.group("q_first"))


def _number_figures(text: str, taken: _Spans) -> list[Figure]:
    figures: list[Figure] = []
    previous: re.Match[str] | None = None
    previous_excluded = False
    chains = HyphenChains(text)
    for match in _number_matches(text):
        start, end = match.span()
        if taken.overlap(start, end):
            previous, previous_excluded = None, False
            continue
        excluded = _is_not_a_figure(text, match, chains)
        if not excluded and previous is not None and previous_excluded:
            # a list continues what it continues: "sections 3 and 4", "CPT 99309, 99310"
            gap = text[previous.end():start]
            excluded = gap == "-" or (
                len(gap) <= 12 and _LIST_CONTINUATION.fullmatch(gap) is not None and _alike(previous, match)
            )
        if not excluded:
            figures.append(_number_figure(text, match, previous))
        previous, previous_excluded = match, excluded
    return figures


def _is_not_a_figure(text: str, match: re.Match[str], chains: HyphenChains) -> bool:
    start, end = match.span()
    suffix = match.group("suffix")
    if _is_identifier_part(text, start):
        return True
    if suffix is not None and not _is_figure_suffix(suffix, text, end):
        return True
    if text.startswith(_TITLE_OF, end):
        return True  # "45 CFR 164.524": the title of a code of law
    if text[end:end + 1] == "-" and chains.is_long_from(start):
        return True  # SSN 123-45-6789, phone 555-123-4567 (a record "4-4-0" stays figures)
    return _follows_locator(text, start) or _is_list_numbering(text, start, end)


def _is_identifier_part(text: str, start: int) -> bool:
    """Digits glued to a word before them: W123456789, E11.9, CLM-88213, COVID-19 (but "mid-2019")."""
    if not start:
        return False
    before = text[start - 1]
    if before.isalnum() or before in "._":
        return True
    if before == "-" and start >= 2 and text[start - 2].isalpha():
        word = _TRAILING_WORD.search(text, max(0, start - 20), start - 1)
        return word is not None and not word.group(0).islower()
    return False


def _is_figure_suffix(suffix: str, text: str, end: int) -> bool:
    """'3rd', '1990s', '10mg', '5m', '$2bn' are figures; '5G', '99310A', '3a4' are identifiers."""
    if end < len(text) and text[end].isdigit():
        return False
    lowered = suffix.lower()
    if lowered in _ORDINAL_SUFFIXES or lowered == "s" or lowered in SCALE_SUFFIXES:
        return True
    return suffix.islower() and len(suffix) <= 3


def _follows_locator(text: str, start: int) -> bool:
    """Whether the number follows a locator or code word ("section", "§", "CPT®", "p.", "(page")."""
    gap_start = start
    while gap_start > 0 and start - gap_start < 3 and text[gap_start - 1] in " \u00a0(.\u00ae\u2122\u00a7#\u00b6":
        gap_start -= 1
    if gap_start == start:
        return False
    gap = text[gap_start:start]
    if "\u00a7" in gap or "\u00b6" in gap or gap.endswith("#"):  # "§ 3", "#5" (not a heading's "## 4")
        return True
    word = _word_before(text, gap_start)
    if word in LOCATOR_WORDS:
        return True
    if word in _PAIR_ENDS:
        previous = _word_before(text, gap_start - len(word) - 1)
        return (previous, word) in _LOCATOR_PAIRS
    return False


def _word_before(text: str, end: int) -> str:
    """The lower-cased word (ASCII letters) that ends at `end`, or '' when there is none or it is
    longer than any locator word."""
    if end <= 0 or not text[end - 1].isalpha():
        return ""
    chunk = text[max(0, end - _LONGEST_LOCATOR - 1):end]
    rest = chunk.rstrip(_ASCII_LETTERS)
    word = chunk[len(rest):]
    if not word or len(word) > _LONGEST_LOCATOR or (rest and rest[-1].isalpha()):
        return ""
    return word.lower()


_ASCII_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _is_list_numbering(text: str, start: int, end: int) -> bool:
    """'1.' or '6)' opening a line (or the text), or '(3)' enumerating inline."""
    after = text[end:end + 2]
    if after[:1] in (".", ")") and after[1:] in (" ", "\t", "\n", ""):
        line_start = text.rfind("\n", 0, start) + 1
        if not text[line_start:start].strip(" \t-*\u2022"):
            return True
    if after[:1] != ")" or end - start > 2:
        return False
    if start > 0 and text[start - 1] == "(":
        return True
    # "1) file the form; 2) wait": a short number closing a parenthesis it never opened
    window = max(0, start - 60)
    return (start == 0 or text[start - 1].isspace()) and text.rfind("(", window, start) <= text.rfind(")", window, start)


def _alike(first: re.Match[str], second: re.Match[str]) -> bool:
    """Whether two numbers look like items of one list: digit counts within one, same punctuation."""
    a, b = first.group("digits"), second.group("digits")
    return abs(len(a) - len(b)) <= 1 and ("." in a) == ("." in b) and ("," in a) == ("," in b)


def _number_figure(text: str, match: re.Match[str], previous: re.Match[str] | None) -> Figure:
    keys, end, unit = number_keys(text, match, previous, passage=False)
    hedged = _is_hedged(text, match.start())
    near = _rounding_ranges(match, keys) if hedged else ()
    if unit == "percent":
        keys = _with_percent(keys)
    return Figure(text[match.start():end], match.start(), end, frozenset(keys), "number", near=near, unit=unit)


# A hedge before a number says it is rounded: "about 1,200", "roughly $21,600", "nearly 60 million".
# Bounds ("more than", "under", "up to") are not hedges: "under 20" is not "under 19".
# A hedge reaches over a list: "about $90 and $128".
_HEDGE_BEFORE = re.compile(
    r"(?:\b(?i:about|around|approximately|approx\.|roughly|nearly|almost|some|close\s+to|just\s+(?:under|over)"
    r"|an\s+estimated|estimated|circa|ca\.)|~|\u2248)\s*"
    r"(?:[$\u20ac\u00a3\u00a5]?\s?\d[\d,.]*\s?(?:%|[A-Za-z]{1,8})?\s*(?:,|\band|\bor|\bto|-|\u2013)\s*)?"
    r"(?:US|USD|EUR|GBP)?\s?[$\u20ac\u00a3\u00a5]?\s?$"
)
# What every hedge of `_HEDGE_BEFORE` holds, lower-cased ("approx" for "approximately" and "approx.", "close"
# for "close to", "estimated" for "an estimated"), apart from the signs "~" and "\u2248".
_HEDGE_WORDS = ("about", "around", "approx", "roughly", "nearly", "almost", "some", "close", "just", "estimated",
                "circa", "ca.")


def _is_hedged(text: str, start: int) -> bool:
    """Whether a hedge (`_HEDGE_BEFORE`) stands before the number at `start`. An ASCII stretch before it with
    no "~" and none of `_HEDGE_WORDS` (where case-insensitive matching is plain lower-casing) has none: a few
    substring tests instead of trying the pattern at each of its characters."""
    window_start = max(0, start - 48)
    window = text[window_start:start]
    if window.isascii() and "~" not in window:
        lowered = window.lower()
        if not any(word in lowered for word in _HEDGE_WORDS):
            return False
    return _HEDGE_BEFORE.search(text, window_start, start) is not None


# A hedged figure may differ from the passage's by half a unit of its last written digit, and by
# no more than a tenth: "about 1,200" is 1,150-1,250, "about 7.6 million" 7.55-7.65 million,
# "about 90" 85-95; "about 100" is 90-110, not 50-150.
_MAX_ROUNDING = 0.1


def _rounding_ranges(match: re.Match[str], keys: set[FigureKey]) -> tuple[tuple[float, float], ...]:
    digits = match.group("digits").translate(_UNGROUP)
    written = float(digits)
    if written <= 0:
        return ()
    if "." in digits:
        unit = 10.0 ** -len(digits.split(".")[1])
    else:
        unit = 10.0 ** (len(digits) - len(digits.rstrip("0")))
    ratio = min(unit / 2 / written, _MAX_ROUNDING)
    return tuple((key * (1 - ratio), key * (1 + ratio)) for key in keys if type(key) is float)


def number_keys(
    text: str, match: re.Match[str], previous: re.Match[str] | None, *, passage: bool
) -> tuple[set[FigureKey], int, str]:
    """The keys of one number match, where its figure ends (after a scale word or a percent
    sign or word), and its unit: "percent", "money" or "".

    "1.2 million" is 1200000 (and 1.2 in a passage); "$5m" is 5 or 5000000; "1990s" and
    "2000's" are also their decade; the "95" of "1990-95" is also 1995; "93 cents" is also
    0.93; "15th century" is the century."""
    digits, suffix = match.group("digits", "suffix")
    start, end = match.span()
    value = float(digits.translate(_UNGROUP))
    keys = _written_keys(value, digits, suffix or "", "")
    if not suffix:
        scale = _SCALE_AFTER.match(text, end) if text[end + 1:end + 2] in _SCALE_INITIALS else None
        if scale:
            scaled = round(value * SCALE_WORDS[scale.group(1).lower()], 6)
            keys = {value, scaled} if passage else {scaled}
            end = scale.end()
        elif text[end:end + 2] in ("'s", "\u2019s"):
            keys.update(_decade_keys(digits))
            end += 2
    unit = ""
    percent = _PERCENT_AFTER.match(text, end)
    if percent is not None:
        end, unit = percent.end(), "percent"
    elif _is_money(text, start):
        unit = "money"
    elif text[end:end + 1] in (" ", "\u00a2") and _CENTS_AFTER.match(text, end):
        keys.add(round(value / 100, 6))
        unit = "money"
    elif suffix and suffix.lower() in _ORDINAL_SUFFIXES and _CENTURY_AFTER.match(text, end):
        keys = {("century", value), value} if passage else {("century", value)}
    if (
        previous is not None
        and len(digits) == 2
        and previous.end() + 1 == start
        and text[previous.end()] in _RANGE_DASHES
        and len(previous.group("digits")) == 4
        and previous.group("digits").isdigit()
        and not previous.group("suffix")
    ):
        keys.add(float(int(previous.group("digits")) // 100 * 100 + int(digits)))
    return keys, end, unit


_CENTURY_AFTER = re.compile(r"[\s-]century\b", re.IGNORECASE)


def _written_keys(value: float, digits: str, suffix: str, scale: str) -> set[FigureKey]:
    """The keys of a number as written on the answer side: its value, or with a scale word its
    scaled value only ("1.2 million"); a scale suffix adds the scaled value ("$5m"), "s" a decade."""
    if scale:
        return {round(value * SCALE_WORDS[scale.lower()], 6)}
    keys: set[FigureKey] = {value}
    if suffix:
        lowered = suffix.lower()
        if lowered in SCALE_SUFFIXES:
            keys.add(round(value * SCALE_SUFFIXES[lowered], 6))
        elif lowered == "s":
            keys.update(_decade_keys(digits))
    return keys


def _decade_keys(digits: str) -> set[FigureKey]:
    if len(digits) == 4 and digits.isdigit():
        return {("decade", float(digits))}
    if len(digits) == 2 and digits.isdigit() and digits.endswith("0"):
        return {("decade", float(1900 + int(digits)))}  # "the 50s": last century, as readers take it
    return set()


def _word_figures(text: str, taken: _Spans, skipped: frozenset[str] = frozenset()) -> list[Figure]:
    figures = []
    for start, end, value, words in _word_numbers(text):
        if len(words) == 1 and words[0] in skipped:
            continue
        figure = _word_figure(text, start, end, value, words, taken)
        if figure is not None:
            figures.append(figure)
    return figures


def _words_stated_outright(text: str, taken: _Spans, outright: frozenset[FigureKey]) -> bool:
    """Whether the passages state every number word of an answer outright (`stated_outright`).
    A word whose value they state, with no scale or century word after it, needs no more."""
    for start, end, value, words in _word_numbers(text):
        if len(words) == 1 and words[0] in _ANSWER_SKIPPED_WORDS:
            continue
        if _starts_proportion(text, end):
            return False  # "one in four": a proportion, for the full reading
        if value in outright and words[-1] not in _ORDINALS and not (
            text[end + 1:end + 2] in _SCALE_INITIALS and _SCALE_AFTER.match(text, end)
        ):
            continue
        figure = _word_figure(text, start, end, value, words, taken)
        if figure is not None and not figure.supported_by(outright):
            return False
    return True


def _word_figure(
    text: str, start: int, end: int, value: float, words: list[str], taken: _Spans
) -> Figure | None:
    """The figure of one spelled-out number, or None when it is no figure."""
    if taken.overlap(start, end) or _scales_a_number(text, start, words):
        return None
    if start and text[start - 1] in _LOCATOR_GAP and _follows_locator(text, start):
        return None  # "No. ten", "Article five": a locator, as with digits
    keys: set[FigureKey] = {value}
    month = _MONTH_BEFORE.search(text, max(0, start - 12), start)
    if month is not None and value <= 31:
        keys.add(("md", month_number(month.group(1)), int(value)))  # "March fourth"
    scale = _SCALE_AFTER.match(text, end) if words[-1] not in _MULTIPLIERS else None
    if scale:
        keys = {round(value * SCALE_WORDS[scale.group(1).lower()], 6)}
        end = scale.end()
    elif words[-1] in _ORDINALS and _CENTURY_AFTER.match(text, end):
        keys = {("century", float(value))}  # "the fifteenth century"
    percent = _PERCENT_AFTER.match(text, end)
    if percent is not None:
        keys, end = _with_percent(keys), percent.end()
    return Figure(text[start:end], start, end, frozenset(keys), "word")


def _scales_a_number(text: str, start: int, words: list[str]) -> bool:
    """ "million" in "1.2 million" belongs to the number before it."""
    return words[0] in _MULTIPLIERS and text[max(0, start - 2):start].rstrip(" \u00a0-")[-1:].isdigit()


def _word_numbers(text: str) -> list[tuple[int, int, float, list[str]]]:
    """Each spelled-out number as (start, end, value, its words lower-cased): "twenty - five" is
    25, "one hundred and twenty" 120, "twenty-first" 21; "five six" is two numbers."""
    found: list[tuple[int, int, float, list[str]]] = []
    group: list[tuple[str, int, int]] = []
    for word, start, end in _number_word_tokens(text):
        if group and not (_WORD_JOIN.fullmatch(text, group[-1][2], start) and _continues(group[-1][0], word)):
            found.append(_word_value(group))
            group = []
        group.append((word, start, end))
    if group:
        found.append(_word_value(group))
    if " a half" in text or " A half" in text:  # "twenty-one and a half"
        for index, (start, end, value, words) in enumerate(found):
            half = _AND_A_HALF.match(text, end)
            if half is not None:
                found[index] = (start, half.end(), value + 0.5, words)
    return found


_AND_A_HALF = re.compile(r"\s+and\s+a\s+half\b", re.IGNORECASE)


def _number_word_tokens(text: str) -> list[tuple[str, int, int]]:
    """The number words of `text` as (word lower-cased, start, end), in order. The words present
    are found first, as a set, and then only those are looked for: most texts hold few or none."""
    lowered = text.lower()
    if len(lowered) != len(text):  # lower-casing changed offsets (rare letters): word by word
        return [(m.group(0).lower(), m.start(), m.end()) for m in _ANY_LETTERS.finditer(text)
                if m.group(0).lower() in _NUMBER_WORDS]
    present = _NUMBER_WORDS.intersection(lowered.translate(_LETTERS_ONLY).split())
    tokens: list[tuple[str, int, int]] = []
    for word in present:
        at = lowered.find(word)
        while at >= 0:
            end = at + len(word)
            if (at == 0 or not lowered[at - 1].isalpha()) and (end == len(lowered) or not lowered[end].isalpha()):
                tokens.append((word, at, end))
            at = lowered.find(word, end)
    tokens.sort(key=lambda token: token[1])
    return tokens


class _LettersOnlyTable(dict):
    """A `str.translate` table that keeps the letters a-z and turns any other character into a
    space, so that `split()` gives the runs of a-z (as `[a-z]+` would, several times faster).
    Filled once for the Latin, punctuation and currency blocks; any other character is answered
    by `__missing__` and not kept, so the table holds nothing a request brought."""

    def __init__(self) -> None:
        super().__init__((code, self.__missing__(code)) for code in (*range(0x250), *range(0x2000, 0x20D0)))

    def __missing__(self, code: int) -> int:
        return code if 97 <= code <= 122 else 32


_LETTERS_ONLY = _LettersOnlyTable()


def _continues(previous: str, word: str) -> bool:
    """Whether `word` continues the number that `previous` ends: "twenty" "five", "two" "hundred"."""
    if word in _MULTIPLIERS:
        return previous not in _ORDINALS
    if previous in _TENS:
        return word in _UNITS and _UNITS[word] < 10 or word in _ORDINALS and _ORDINALS[word] < 10
    return previous in _MULTIPLIERS and (word in _UNITS or word in _TENS or word in _ORDINALS)


def _word_value(group: list[tuple[str, int, int]]) -> tuple[int, int, float, list[str]]:
    total, current = 0.0, 0.0
    for word, _, _ in group:
        if word in _UNITS:
            current += _UNITS[word]
        elif word in _TENS:
            current += _TENS[word]
        elif word == "dozen":
            current = (current or 1) * 12
        elif word in _ORDINALS:
            value = _ORDINALS[word]
            current = (current or 1) * value if value >= 100 else current + value
        elif word == "hundred":
            current = (current or 1) * 100
        else:  # thousand, million ...
            total += (current or 1) * _MULTIPLIERS[word]
            current = 0.0
    return group[0][1], group[-1][2], total + current, [word for word, _, _ in group]


# Fractions and proportions: "a third of", "two thirds", "one in four", "8 out of 10". Read as a
# ratio and as the percentages it rounds to, so that "a third" = "33%" and "one in four" = "25%".
# "a third" counts only before "of" ("a third time" is an ordinal); "half" alone is no figure.
_FRACTION_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                   "eight": 8, "nine": 9, "ten": 10, "twenty": 20, "hundred": 100}
_DENOMINATORS = {"half": 2, "halves": 2, "third": 3, "quarter": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                 "eighth": 8, "ninth": 9, "tenth": 10}
_FRACTION = re.compile(
    r"\b(?P<num>an?|one|two|three|four|five|six|seven|eight|nine|\d{1,2})[\s-]+"
    r"(?P<den>halves|half|thirds?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\b(?!-)(?P<of>\s+of\b)?"
    r"|\b(?P<part>one|two|three|four|five|six|seven|eight|nine|ten|\d{1,3})\s+(?:in|out\s+of)\s+"
    r"(?P<whole>two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|\d{1,3})\b(?![.,]\d)"
)
_FRACTION_HINT = re.compile(r" (?:in|out of) |half|halves|third|quarter|fifth|sixth|seventh|eighth|ninth|tenth")


_DENOMINATOR_WORDS = ("half", "halves", "third", "quarter", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_PROPORTION_JOINTS = (" in ", " out of ")
_PROPORTION_AFTER = re.compile(
    r"(?:\d{1,3}(?![\d.,])|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred)\b", re.IGNORECASE
)


def _starts_proportion(text: str, end: int) -> bool:
    """Whether the number ending at `end` starts a proportion ("1 in 4", "eight out of ten")."""
    if not text.startswith(_PROPORTION_JOINTS, end):
        return False
    joint = next(joint for joint in _PROPORTION_JOINTS if text.startswith(joint, end))
    return _PROPORTION_AFTER.match(text, end + len(joint)) is not None


def _fractions(text: str) -> list[tuple[int, int, frozenset[FigureKey]]]:
    """Each fraction or proportion of `text` as (start, end, keys): ("ratio", r) and the
    percentages r rounds to, ("percent", 33.0) and ("percent", 33.3) for a third."""
    lowered = text.lower()
    if len(lowered) != len(text) or not _FRACTION_HINT.search(lowered):
        return []
    found = []
    for match in _FRACTION.finditer(lowered):
        if match.group("den"):
            numerator, den = match.group("num"), match.group("den")
            plural = den.endswith("s") and den != "half"
            count = int(numerator) if numerator.isdigit() else _FRACTION_WORDS[numerator]
            if (count == 1) == plural or (numerator in ("a", "an") and not match.group("of")):
                continue  # "one thirds", "two third", "a third time"
            part, whole = count, _DENOMINATORS[den.rstrip("s") if den != "halves" else "half"]
        else:
            part_word, whole_word = match.group("part"), match.group("whole")
            part = int(part_word) if part_word.isdigit() else _FRACTION_WORDS[part_word]
            whole = int(whole_word) if whole_word.isdigit() else _FRACTION_WORDS[whole_word]
        if not 0 < part < whole:
            continue
        ratio = part / whole
        keys = {("ratio", round(ratio, 4)), ("percent", round(ratio * 100, 1))}
        if abs(ratio * 100 - round(ratio * 100)) < 0.45:  # 33% for a third, but neither 12% nor 13% for one in 8
            keys.add(("percent", float(round(ratio * 100))))
        keys = frozenset(keys)
        end = match.end("den") if match.group("den") else match.end()
        found.append((match.start(), end, keys))
    return found


def _range_start_dates(text: str, dates: Sequence[DateMention]) -> list[DateMention]:
    """The first day of a day range before a date: the "16" of "16 to 24 July 1969" or
    "16-24 July 1969" is 16 July 1969."""
    starts = []
    for date in dates:
        if not date.text[:1].isdigit():
            continue
        before = _DAY_RANGE_BEFORE.search(text, max(0, date.start - 16), date.start)
        if before is None:
            continue
        day = int(before.group("day"))
        readings = []
        for reading in date.readings:
            if reading[0] == "date" and _valid_day(reading[1], reading[2], day) and day < reading[3]:
                readings.append(("date", reading[1], reading[2], day))
            elif reading[0] == "md" and _valid_day(2000, reading[1], day) and day < reading[2]:
                readings.append(("md", reading[1], day))
        if readings:
            starts.append(DateMention(before.start("day"), before.end("day"), before.group("day"), tuple(readings)))
    return starts


_DAY_RANGE_BEFORE = re.compile(
    r"(?<![\d.,/:])(?P<day>[12]?\d|3[01])(?:st|nd|rd|th)?\s*(?:-|\u2013|to|and|&|through)\s*$"
)


def _valid_day(year: int, month: int, day: int) -> bool:
    return 1 <= day <= calendar.monthrange(year, month)[1]


# --------------------------------------------------------------------------- passage side


class PassageKeys:
    """The keys the passages support, in two tiers: `outright` (the values of their digits, typed
    as percentages or not, and their dates' and times' readings, cheap to read) and `all`
    (every reading, see `passage_keys`), read only when some figure is not supported outright.

    Numbers that a reader takes for labels are not figures here either, as in an answer: a
    locator or code ("Article 17", "\u00a7 1557", "CPT 99213"), the title of a code of law
    ("45 CFR"), an inline enumeration ("(3)"), the parts of a date or a time ("14:00")."""

    def __init__(self, joined: str, dates: Sequence[DateMention]) -> None:
        """`joined`: the passages joined by `PASSAGE_JOINER` (one scan is cheaper than one per
        passage, and no pattern matches across it); `dates`: `find_dates(joined)`."""
        self._all: frozenset[FigureKey] | None = None
        self._values: list[float] | None = None
        self._times = find_times(joined)
        # "6-8 November" also says 6 November; its "6" is not blanked: it also says 6
        self._dates = [*dates, *_range_start_dates(joined, dates)]
        # Dates and times are blanked out: the day and month of "03/14/2025" are not numbers the
        # passage states, nor is the hour of "14:00".
        spans = [(date.start, date.end) for date in dates] + [(time.start, time.end) for time in self._times]
        joined = _Spans(spans).blank(joined) if spans else joined
        outright: set[FigureKey] = set()
        percents: set[float] = set()
        durations: set[float] = set()
        labels: list[tuple[int, int]] = []
        for match in _number_matches(joined, with_units=True):
            digits, _, _, percent = match.groups()
            start = match.start()
            end = start + len(digits)
            if _is_label(joined, start, end):
                labels.append((start, end))
                continue
            value = float(digits.translate(_UNGROUP))
            if percent:
                percents.add(value)
            elif joined[end + 1:end + 2] in _DURATION_INITIALS and _DURATION_AFTER.match(joined, end):
                durations.add(value)
            else:
                outright.add(value)
        # values the passages give only as percentages or durations: no amount of money ("$100"
        # is not "100%", "$30" is not "a 30-day supply")
        self.not_money = frozenset((percents | durations) - outright)
        outright |= percents | durations
        outright.update(("percent", value) for value in percents)  # "33%" gives "a third"
        self._text = _Spans(labels).blank(joined) if labels else joined  # labels are no figures either
        for date in self._dates:
            outright.update(date.readings)
            for reading in date.readings:
                if reading[0] in ("date", "ym"):
                    outright.add(float(reading[1]))
                elif reading[0] == "md":
                    outright.add(("md_alone", reading[1], reading[2]))
        for time in self._times:
            outright.add(time.key)
            if time.hour_written is not None:
                outright.add(time.hour_written)  # "9:00 a.m. to 1:00 p.m." also says "9 to 1"
        self.outright = frozenset(outright)

    @property
    def all(self) -> frozenset[FigureKey]:
        if self._all is None:
            self._all = self._read_all()
        return self._all

    def states_outright(self, figure: Figure) -> bool:
        """Whether the passages give `figure` outright (see `Figure.supported_by`)."""
        return figure.supported_by(self.outright, self.not_money if figure.unit == "money" else frozenset())

    def supports(self, figure: Figure) -> bool:
        """Whether the passages give `figure`: one of its keys, the keys of a joint group, or,
        for a hedged figure, a value that rounds to it ("about 1,200" for 1,187)."""
        if figure.supported_by(self.all, self.not_money if figure.unit == "money" else frozenset()):
            return True
        if not figure.near:
            return False
        if self._values is None:
            self._values = sorted(key for key in self.all if type(key) is float)
        for low, high in figure.near:
            at = bisect_left(self._values, low)
            if at < len(self._values) and self._values[at] <= high:
                return True
        return False

    def _read_all(self) -> frozenset[FigureKey]:
        text = self._text
        keys: set[FigureKey] = set(self.outright)
        amounts: list[tuple[int, int, float]] = []  # (start, end, value) of every number, digits or words
        previous = None
        for match in _number_matches(text):
            number, _, unit = number_keys(text, match, previous, passage=True)
            keys.update(_with_percent(number) if unit == "percent" else number)
            value = float(match.group("digits").translate(_UNGROUP))
            keys.update(_duration_keys(text, match.end(), value))
            amounts.append((match.start(), match.end(), value))
            previous = match
        for date in self._dates:
            for reading in date.readings:
                _add_date_keys(keys, reading)
        # every apostrophe decade ends in "0s", "0's" or "0\u2019s": most passages with an apostrophe have none
        if ("'" in text or "\u2019" in text) and ("0s" in text or "0'" in text or "0\u2019" in text):
            for decade in _APOSTROPHE_DECADE.finditer(text):
                century = int(decade.group("century")) if decade.group("century") else 19
                keys.add(("decade", float(century * 100 + int(decade.group("decade")) * 10)))
        for start, end, value, words in _word_numbers(text):
            number: set[FigureKey] = {float(value)}
            scale = _SCALE_AFTER.match(text, end) if words[-1] not in _MULTIPLIERS else None
            if scale:
                number.add(round(value * SCALE_WORDS[scale.group(1).lower()], 6))
            if words[-1] in _ORDINALS and _CENTURY_AFTER.match(text, end):
                number.add(("century", float(value)))
            keys.update(_with_percent(number) if _PERCENT_AFTER.match(text, end) else number)
            keys.update(_duration_keys(text, end, value))
            amounts.append((start, end, float(value)))
        for fraction in _fractions(text):
            keys.update(fraction[2])
        if _may_hold_quarter(text):
            keys.update(("q", _quarter_of(quarter)) for quarter in _QUARTER.finditer(text))
        for month in month_names(text):  # outside dates (they are blanked): a month with no year
            keys.update((("m", month_number(month.group(0))), ("m_alone", month_number(month.group(0)))))
        # a month (in a date or not) places a quarter: "early September" is the third quarter
        keys.update(("q", (key[1] - 1) // 3 + 1) for key in list(keys) if type(key) is tuple and key[0] == "m")
        _add_minor_units(text, sorted(amounts), keys)
        years = [k for k in keys if type(k) is float and 1000 <= k < 3000 and k.is_integer()]
        keys.update(("decade", year // 10 * 10) for year in years)
        keys.update(("century", float((int(year) - 1) // 100 + 1)) for year in years)
        return frozenset(keys)


def _is_label(text: str, start: int, end: int) -> bool:
    """Whether the number at [start, end) of a passage is a label, not a figure: what an answer
    leaves out as a locator, code, title of a code of law or inline enumeration (see
    `_is_not_a_figure`). Most numbers are ruled out by the characters and the word before them
    without a call, which matters: a request's passages hold hundreds of numbers."""
    before = text[start - 1] if start else ""
    if before == "(" and text[end:end + 1] == ")" and end - start <= 2:
        return True  # "Article 17(3)", "(2)"
    if text.startswith(_TITLE_OF, end):
        return True  # "45 CFR"
    if before not in _LOCATOR_GAP:
        return False
    gap_start = start - 1
    while gap_start > 0 and start - gap_start < 3 and text[gap_start - 1] in _LOCATOR_GAP:
        gap_start -= 1
    gap = text[gap_start:start]
    if "\u00a7" in gap or "\u00b6" in gap or gap.endswith("#"):
        return True  # "\u00a7 1557", "#5"
    tail = text[max(0, gap_start - _LONGEST_LOCATOR):gap_start]
    word = tail[len(tail.rstrip(_ASCII_LETTERS)):].lower()
    return (word in LOCATOR_WORDS or word in _PAIR_ENDS) and _follows_locator(text, start)


_LOCATOR_GAP = frozenset(" \u00a0(.\u00ae\u2122\u00a7#\u00b6")


_MONTH_BEFORE = re.compile(rf"({MONTH_PATTERN})\s+(?:the\s+)?$")
_DURATION_AFTER = re.compile(r"[\s-]?(minute|min|hour|hr|day|week|month|year)s?\b", re.IGNORECASE)
_DURATION_INITIALS = frozenset("mhdwyMHDWY")  # what a duration unit starts with, after its separator
# The second number of a range that the unit follows: "150 to 300 minutes", "5-7 days".
_RANGE_TO_UNIT = re.compile(r"\s*(?:-|\u2013|to|through)\s*\d[\d,.]*(?=[\s-]?[A-Za-z])")


def _duration_keys(text: str, end: int, value: float) -> set[FigureKey]:
    """A duration in other units, as summaries restate it: "90-day" is 3 months, "2 weeks" 14
    days, "12 months" 1 year, "1 year" 12 months (months counted as 30 days), "72 hours" 3 days,
    "150 minutes" 2.5 hours; the first number of a range takes the range's unit ("150 to 300
    minutes")."""
    unit = _DURATION_AFTER.match(text, end)
    if unit is None:
        to_unit = _RANGE_TO_UNIT.match(text, end)
        unit = _DURATION_AFTER.match(text, to_unit.end()) if to_unit is not None else None
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


def passage_keys(texts: Sequence[str]) -> PassageKeys:
    """Every key the passages support: each number in any form with its scaled, decade, century,
    range and duration readings (labels left out, see `PassageKeys`), number words, fractions,
    amounts with their minor unit, quarters, month names, times, and each date's readings with
    its year, month-year, day-month and month."""
    joined = PASSAGE_JOINER.join(texts)
    return PassageKeys(joined, find_dates(joined))


def _add_minor_units(text: str, amounts: list[tuple[int, int, float]], keys: set[FigureKey]) -> None:
    """ "12 euros and 50 cents" and "twelve Euros and fifty centimes" also give 12.5."""
    for (_, first_end, major), (second_start, second_end, minor) in zip(amounts, amounts[1:]):
        if minor < 100 and _MINOR_UNIT.match(text[first_end:second_start]) and _MINOR_AFTER.match(text, second_end):
            keys.add(round(major + minor / 100, 2))


def _add_date_keys(keys: set[FigureKey], reading: DateKey) -> None:
    """A passage's date also supports its year, its month-year, its day-month and its month."""
    keys.add(reading)
    if reading[0] == "date":
        _, year, month, day = reading
        keys.update((("ym", year, month), ("md", month, day), ("m", month), float(year)))
    elif reading[0] == "ym":
        keys.update((float(reading[1]), ("m", reading[2])))
    elif reading[0] == "md":
        # a day and month with no year: with a year stated elsewhere, the passage gives the date
        keys.update((("m", reading[1]), ("md_alone", reading[1], reading[2]), ("m_alone", reading[1])))
