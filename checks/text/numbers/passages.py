"""The passage side: every key the passages of a request support, in any form they write it.

The passage side is generous: every number it writes in any form is a key (with its scaled,
decade, century, range and duration readings), and so are number words, fractions, amounts with
their minor unit, quarters, month names, times and each date's readings. A day and month with no
year ("November 2") gives the date with a year the passages give elsewhere.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from checks.text.dates import DateKey, DateMention, find_dates, month_names, month_number
from checks.text.numbers.amounts import (
    APOSTROPHE_DECADE,
    CENTURY_AFTER,
    PERCENT_AFTER,
    SCALE_AFTER,
    UNGROUP,
    add_minor_units,
    number_keys,
    number_matches,
    with_percent,
)
from checks.text.numbers.answer import range_start_dates
from checks.text.numbers.figure import Figure, FigureKey, Spans
from checks.text.numbers.labels import is_passage_label
from checks.text.numbers.proportions import QUARTER, fractions, quarter_of
from checks.text.numbers.spelled import word_numbers
from checks.text.numbers.times import duration_keys, find_times, is_duration
from checks.text.vocabulary import MULTIPLIERS, ORDINALS, SCALE_WORDS

# Joins passages for one scan; no pattern matches across it (neither a space nor a word character).
PASSAGE_JOINER = "\x00"


class PassageKeys:
    """The keys the passages support, read in one pass over the request's joined passages:

    - `written`: the keys they give as written, the values of their digits (typed as percentages
      or not) and their dates' and times' readings. `figures` fires only on an answer with a
      figure among none of these: one whose passages must be read closer to support it.
    - `all`: every reading (see `passage_keys`), `written` included.

    Numbers that a reader takes for labels are not figures here either, as in an answer: a
    locator or code ("Article 17", "\u00a7 1557", "CPT 99213"), the title of a code of law
    ("45 CFR"), an inline enumeration ("(3)"), the parts of a date or a time ("14:00")."""

    def __init__(self, joined: str, dates: Sequence[DateMention]) -> None:
        """`joined`: the passages joined by `PASSAGE_JOINER` (no pattern matches across it);
        `dates`: `find_dates(joined)`."""
        times = find_times(joined)
        # "6-8 November" also says 6 November; its "6" is not blanked: it also says 6
        self._dates = [*dates, *range_start_dates(joined, dates)]
        # Dates and times are blanked out: the day and month of "03/14/2025" are not numbers the
        # passage states, nor is the hour of "14:00".
        blanked = Spans([(d.start, d.end) for d in dates] + [(t.start, t.end) for t in times]).blank(joined)
        written, labels, self.not_money, digit_keys, amounts = self._read_numbers(blanked)
        for date in self._dates:
            written.update(date.readings)
            for reading in date.readings:
                if reading[0] in ("date", "ym"):
                    written.add(float(reading[1]))
                elif reading[0] == "md":
                    written.add(("md_alone", reading[1], reading[2]))
        for time in times:
            written.add(time.key)
            if time.hour_written is not None:
                written.add(time.hour_written)  # "9:00 a.m. to 1:00 p.m." also says "9 to 1"
        self.written = frozenset(written)
        self.all = self._read_all(Spans(labels).blank(blanked), digit_keys, amounts)  # labels are no figures either
        self._values = sorted(key for key in self.all if type(key) is float)

    @staticmethod
    def _read_numbers(
        text: str,
    ) -> tuple[set[FigureKey], list[tuple[int, int]], frozenset[float], set[FigureKey], list[tuple[int, int, float]]]:
        """The numbers of `text` (its dates and times blanked), read once: their values as written, the spans of its
        labels, the values it gives only as percentages or durations (no amount of money: "$100" is not "100%",
        "$30" is not "a 30-day supply"), every key of its numbers that are no label (see `number_keys`, with their
        durations in other units) and their (start, end, value)."""
        values: set[FigureKey] = set()
        percents: set[float] = set()
        durations: set[float] = set()
        labels: list[tuple[int, int]] = []
        keys: set[FigureKey] = set()
        amounts: list[tuple[int, int, float]] = []
        previous = None  # the last number that is no label: "1990-95" reads past a label's digits only as spaces
        for match in number_matches(text):
            digits = match.group("digits")
            start = match.start()
            end = start + len(digits)
            if is_passage_label(text, start, end):
                labels.append((start, end))
                continue
            value = float(digits.translate(UNGROUP))
            number, _, unit = number_keys(text, match, previous, passage=True)
            if unit == "percent":
                percents.add(value)
            elif is_duration(text, end):
                durations.add(value)
            else:
                values.add(value)
            keys.update(with_percent(number) if unit == "percent" else number)
            keys.update(duration_keys(text, match.end(), value))
            amounts.append((start, match.end(), value))
            previous = match
        not_money = frozenset((percents | durations) - values)
        values |= percents | durations
        values.update(("percent", value) for value in percents)  # "33%" gives "a third"
        return values, labels, not_money, keys, amounts

    def states_as_written(self, figure: Figure) -> bool:
        """Whether the passages give `figure` as written (see `Figure.supported_by`)."""
        return figure.supported_by(self.written, self.not_money if figure.unit == "money" else frozenset())

    def supports(self, figure: Figure) -> bool:
        """Whether the passages give `figure`: one of its keys, the keys of a joint group, or,
        for a hedged figure, a value that rounds to it ("about 1,200" for 1,187)."""
        if figure.supported_by(self.all, self.not_money if figure.unit == "money" else frozenset()):
            return True
        for low, high in figure.near:
            at = bisect_left(self._values, low)
            if at < len(self._values) and self._values[at] <= high:
                return True
        return False

    def _read_all(
        self, text: str, digit_keys: set[FigureKey], amounts: list[tuple[int, int, float]]
    ) -> frozenset[FigureKey]:
        """Every key of `text` (dates, times and labels blanked) with those of `written` and `digit_keys`, the keys
        of its numbers in digits; `amounts`: their (start, end, value), to which the numbers in words are added."""
        keys: set[FigureKey] = set(self.written) | digit_keys
        for date in self._dates:
            for reading in date.readings:
                _add_date_keys(keys, reading)
        for decade in APOSTROPHE_DECADE.finditer(text):
            century = int(decade.group("century")) if decade.group("century") else 19
            keys.add(("decade", float(century * 100 + int(decade.group("decade")) * 10)))
        for start, end, value, words in word_numbers(text):
            number: set[FigureKey] = {float(value)}
            scale = SCALE_AFTER.match(text, end) if words[-1] not in MULTIPLIERS else None
            if scale:
                number.add(round(value * SCALE_WORDS[scale.group(1).lower()], 6))
            if words[-1] in ORDINALS and CENTURY_AFTER.match(text, end):
                number.add(("century", float(value)))
            keys.update(with_percent(number) if PERCENT_AFTER.match(text, end) else number)
            keys.update(duration_keys(text, end, value))
            amounts.append((start, end, float(value)))
        for fraction in fractions(text):
            keys.update(fraction[2])
        keys.update(("q", quarter_of(quarter)) for quarter in QUARTER.finditer(text))
        for month in month_names(text):  # outside dates (they are blanked): a month with no year
            keys.update((("m", month_number(month.group(0))), ("m_alone", month_number(month.group(0)))))
        # a month (in a date or not) places a quarter: "early September" is the third quarter
        keys.update(("q", (key[1] - 1) // 3 + 1) for key in list(keys) if type(key) is tuple and key[0] == "m")
        add_minor_units(text, sorted(amounts), keys)
        years = [k for k in keys if type(k) is float and 1000 <= k < 3000 and k.is_integer()]
        keys.update(("decade", year // 10 * 10) for year in years)
        keys.update(("century", float((int(year) - 1) // 100 + 1)) for year in years)
        return frozenset(keys)



def passage_keys(texts: Sequence[str]) -> PassageKeys:
    """Every key the passages support: each number in any form with its scaled, decade, century,
    range and duration readings (labels left out, see `PassageKeys`), number words, fractions,
    amounts with their minor unit, quarters, month names, times, and each date's readings with
    its year, month-year, day-month and month."""
    joined = PASSAGE_JOINER.join(texts)
    return PassageKeys(joined, find_dates(joined))


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
