"""The answer side: the figures of a text, each with the keys a passage must give to support it.

Dates (`checks.text.dates`), times, quarters, proportions, numbers in digits and spelled-out
numbers, in order, with what is not a figure left out (`checks.text.numbers.labels`); a hedged
number carries the rounding its digits allow (`checks.text.hedges`). A unit conversion in
parentheses ("10 kg (23 lb)") pairs two figures (`conversion_partners`).
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterable, Sequence

from checks.text.dates import DateMention, find_dates
from checks.text.hedges import HEDGE, Hedges, rounding_ranges
from checks.text.numbers.amounts import UNGROUP, number_keys, number_matches, with_percent
from checks.text.numbers.figure import Figure, FigureKey, Spans
from checks.text.numbers.labels import HyphenChains, continues_a_label_list, is_not_a_figure
from checks.text.numbers.proportions import QUARTER, fractions, quarter_of
from checks.text.numbers.spelled import word_figures
from checks.text.numbers.times import find_times
from checks.text.vocabulary import ANSWER_SKIPPED_WORDS, CONVERSION_UNITS, CURRENCY_SIGNS

def answer_figures(
    text: str, skip: Iterable[tuple[int, int]] = (), dates: Sequence[DateMention] | None = None
) -> tuple[Figure, ...]:
    """The figures of `text`, in order, leaving out spans in `skip` (citation markers) and what
    is not a figure (see the module docstring). `dates` may hold `find_dates(text)` already read."""
    taken = Spans(skip)
    figures: list[Figure] = []
    dates = find_dates(text) if dates is None else dates
    for date in [*dates, *range_start_dates(text, dates)]:
        if not taken.overlap(date.start, date.end):
            figures.append(_date_figure(date))
    for time in find_times(text):
        if not taken.overlap(time.start, time.end):
            figures.append(Figure(text[time.start:time.end], time.start, time.end, frozenset({time.key}), "time"))
    taken.add((f.start, f.end) for f in figures)
    quarters = [
        Figure(q.group(0), q.start(), q.end(), frozenset({("q", quarter_of(q))}), "quarter")
        for q in QUARTER.finditer(text)
        if not taken.overlap(*q.span())
    ]
    figures.extend(quarters)
    taken.add((f.start, f.end) for f in quarters)
    proportions = [Figure(text[start:end], start, end, keys, "fraction") for start, end, keys in fractions(text)
                   if not taken.overlap(start, end)]
    figures.extend(proportions)
    taken.add((f.start, f.end) for f in proportions)
    figures.extend(_number_figures(text, taken))
    figures.extend(word_figures(text, taken, skipped=ANSWER_SKIPPED_WORDS))
    figures.sort(key=lambda f: f.start)
    return tuple(figures)


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


# A unit conversion in parentheses after a figure: "10 kg (23 lb)", "$10 (about €9)", "5 miles (8 km)".
_CONVERSION_OPEN = re.compile(
    rf"\s*(?P<unit>[^\s()\d]{{1,12}})?\s*\(\s*(?:{HEDGE}|approx|ca|or)?\s*"
    r"(?P<currency>[$\u20ac\u00a3\u00a5])?\s*",
    re.IGNORECASE,
)


_CONVERSION_CLOSE = re.compile(r"\s*(?P<unit>[^\s()\d]{1,12})?\s*\)")


def _currency_before(text: str, start: int) -> str:
    return text[start - 1] if start > 0 and text[start - 1] in CURRENCY_SIGNS else ""


def _date_figure(date: DateMention) -> Figure:
    """A date's figure; a date with a year is also given by its day and month with the year stated elsewhere."""
    joint: list[tuple[FigureKey, ...]] = []
    for key in date.readings:
        if key[0] == "date":
            joint.append((("md_alone", key[2], key[3]), float(key[1])))
        elif key[0] == "ym":
            joint.append((("m_alone", key[2]), float(key[1])))
    return Figure(date.text, date.start, date.end, frozenset(date.readings), "date", tuple(joint))


def _number_figures(text: str, taken: Spans) -> list[Figure]:
    """The figures written in digits outside `taken`, labels and the lists they open left out."""
    figures: list[Figure] = []
    previous: re.Match[str] | None = None
    previous_excluded = False
    chains = HyphenChains(text)
    hedges = Hedges(text)
    for match in number_matches(text):
        start, end = match.span()
        if taken.overlap(start, end):
            previous, previous_excluded = None, False
            continue
        excluded = is_not_a_figure(text, match, chains)
        if not excluded and previous is not None and previous_excluded:
            excluded = continues_a_label_list(text, previous, match)  # "sections 3 and 4", "CPT 99309, 99310"
        if not excluded:
            figures.append(_number_figure(text, match, previous, hedges))
        previous, previous_excluded = match, excluded
    return figures


def _number_figure(text: str, match: re.Match[str], previous: re.Match[str] | None, hedges: Hedges) -> Figure:
    """One number's figure, with the rounding a hedge before it allows ("about 1,200")."""
    keys, end, unit = number_keys(text, match, previous, passage=False)
    hedged = hedges.before(match.start())
    values = [key for key in keys if type(key) is float]
    near = rounding_ranges(match.group("digits").translate(UNGROUP), values) if hedged else ()
    if unit == "percent":
        keys = with_percent(keys)
    return Figure(text[match.start():end], match.start(), end, frozenset(keys), "number", near=near, unit=unit)


def range_start_dates(text: str, dates: Sequence[DateMention]) -> list[DateMention]:
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
