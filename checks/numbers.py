"""Figures (numbers and dates) as people write them, read into comparable keys.

A figure's keys are what a passage must give for the figure to be supported: its value (a
float: "1,200", "1200", "$1,200.00" and "1.2k" all give 1200.0) and, for some forms, more:
"1.2 million" is 1200000; "$5m" is 5 or 5000000; "the 1990s", "the 2000's" and "'50s" are
decades, supported by any year in them; "1990-95" also reads its "95" as 1995; "Q3" and
"third quarter" are quarter 3; a date is each of its readings (`checks.dates`) and, when a
passage gives only its parts, the parts together ("November 2, 2004" against a page dated
2004 that says "November 2").

The answer side is strict about what is a figure: citation markers, locators ("section 4.2",
"Article 12", "page 4"), codes and identifiers ("CPT 99310", "E11.9", "W123456789",
"CLM-88213", "COVID-19"), hyphen chains (123-45-6789) and list numbering ("1." or "6)" opening
a line, "(2)" inline) are not figures. Spelled-out numbers are figures ("ninth", "twenty-five",
"three hundred") except "one", "first" and "second", which are more often words than counts.
The passage side is generous: every number it writes in any form is a key.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from checks.dates import MONTH_PATTERN, DateKey, DateMention, find_dates, month_names, month_number

# A key is a value (float) or a tagged tuple: ("date", y, m, d), ("ym", y, m), ("md", m, d),
# ("m", m), ("decade", 1990.0), ("q", 3).
FigureKey = float | tuple

# Digits, with thousands grouped by commas (1,200) or spaces as in EU texts (20 000 000), an
# optional decimal part, and the letters glued after (3rd, 1990s, 10mg, 5G, 3.5bn). The
# space-grouped form costs every number a second try, so it is looked for only in a text that
# has one (`_numbers_pattern`); elsewhere both patterns find the same numbers.
_SPACE_GROUPED = re.compile(r"\d[ \u00a0\u202f]\d{3}(?!\d)")
_GROUPED_DIGITS = r"(?=\d{1,3}[ \u00a0\u202f]\d{3}(?!\d))\d{1,3}(?:[ \u00a0\u202f]\d{3}(?!\d))+(?![,.]\d)"
_PLAIN_DIGITS = r"\d+(?:,\d{3})*(?:\.\d+)?"
_SUFFIX = r"(?P<suffix>[A-Za-z]+)?"
_SCALE_WORD = r"(?:[ \u00a0-]?(?P<scale>(?i:thousand|million|mln|mio|billion|bn|trillion))\b)?"
_NUMBER = re.compile(rf"(?P<digits>{_PLAIN_DIGITS}){_SUFFIX}")
_NUMBER_GROUPED = re.compile(rf"(?P<digits>{_GROUPED_DIGITS}|{_PLAIN_DIGITS}){_SUFFIX}")
# The same numbers with the scale word after them, for `findall` where only values matter.
_NUMBER_AND_SCALE = re.compile(rf"(?P<digits>{_PLAIN_DIGITS}){_SUFFIX}{_SCALE_WORD}")
_NUMBER_AND_SCALE_GROUPED = re.compile(rf"(?P<digits>{_GROUPED_DIGITS}|{_PLAIN_DIGITS}){_SUFFIX}{_SCALE_WORD}")


def _numbers_pattern(text: str, *, with_scale: bool = False) -> re.Pattern[str]:
    """The number pattern for `text`: with the space-grouped form only where it occurs."""
    if _SPACE_GROUPED.search(text):
        return _NUMBER_AND_SCALE_GROUPED if with_scale else _NUMBER_GROUPED
    return _NUMBER_AND_SCALE if with_scale else _NUMBER


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
    "directives case docket bill form model question exhibit mrn".split()
)
_LOCATOR_PAIRS = frozenset({("billed", "under"), ("billed", "as"), ("billed", "with"), ("coded", "as"), ("reported", "as")})
_LONGEST_LOCATOR = max(map(len, LOCATOR_WORDS))
# Separators that continue a list after a locator: "sections 3 and 4", "CPT 99309, 99310".
_LIST_CONTINUATION = re.compile(r"\s*(?:,|;|/|-|\u2013|\band\b|\bor\b|\bto\b|\bthrough\b|,\s*and\b|,\s*or\b)\s*")
_HYPHEN_CHAIN = re.compile(r"\d+(?:-\d+){2,}(?![\w-])")
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
_LETTERS = re.compile(r"[a-z]+")
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
_PASSAGE_JOINER = "\x00"


class Figure(NamedTuple):
    """One figure in a text: its surface form, span, and what a passage must give to support
    it: any one of `keys`, or all the keys of one group in `joint`."""

    text: str
    start: int
    end: int
    keys: frozenset[FigureKey]
    kind: str  # "number", "word", "quarter" or "date"
    joint: tuple[tuple[FigureKey, ...], ...] = ()

    def supported_by(self, passage: frozenset[FigureKey] | set[FigureKey]) -> bool:
        if not self.keys.isdisjoint(passage):
            return True
        return any(all(key in passage for key in group) for group in self.joint)


# --------------------------------------------------------------------------- answer side


def answer_figures(
    text: str, skip: Iterable[tuple[int, int]] = (), dates: Sequence[DateMention] | None = None
) -> tuple[Figure, ...]:
    """The figures of `text`, in order, leaving out spans in `skip` (citation markers) and what
    is not a figure (see the module docstring). `dates` may hold `find_dates(text)` already read."""
    taken = _Spans(skip)
    figures: list[Figure] = []
    for date in find_dates(text) if dates is None else dates:
        if not taken.overlap(date.start, date.end):
            figures.append(_date_figure(date))
    taken.add((f.start, f.end) for f in figures)
    if _may_hold_quarter(text):
        quarters = [
            Figure(q.group(0), q.start(), q.end(), frozenset({("q", _quarter_of(q))}), "quarter")
            for q in _QUARTER.finditer(text)
            if not taken.overlap(*q.span())
        ]
        figures.extend(quarters)
        taken.add((f.start, f.end) for f in quarters)
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
    text: str, skip: Iterable[tuple[int, int]], dates: Sequence[DateMention], outright: frozenset[FigureKey]
) -> bool:
    """Whether every number, date and number word of `text` outside `skip` is stated outright by
    the passages (`PassageKeys.outright`), so that none can be an unsupported figure. Cheaper
    than `answer_figures`, which need not run then: a plain number whose value the passages
    give is supported whether it is a figure or not, so it needs no classification."""
    taken = _Spans(skip)
    for date in dates:
        if not taken.overlap(date.start, date.end) and outright.isdisjoint(date.readings):
            return False
    taken.add((date.start, date.end) for date in dates)
    if _may_hold_quarter(text) and _QUARTER.search(text):
        return False
    blanked = taken.blank(text)
    for digits, suffix, scale in _numbers_pattern(blanked, with_scale=True).findall(blanked):
        value = float(digits.translate(_UNGROUP))
        if suffix or scale:
            # "5m", "1990s", "1.2 million": its keys, not its value, must be stated
            if _written_keys(value, digits, suffix, scale).isdisjoint(outright):
                return False
        elif value not in outright:
            return False
    return all(figure.supported_by(outright) for figure in _word_figures(text, taken, skipped=_ANSWER_SKIPPED_WORDS))


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
            joint.append((("md", key[2], key[3]), float(key[1])))
        elif key[0] == "ym":
            joint.append((("m", key[2]), float(key[1])))
    return Figure(date.text, date.start, date.end, frozenset(date.readings), "date", tuple(joint))


def _quarter_of(match: re.Match[str]) -> int:
    if match.group("q_word"):
        return _QUARTER_WORDS[match.group("q_word").lower()]
    return int(match.group("q") or match.group("q_first"))


def _number_figures(text: str, taken: _Spans) -> list[Figure]:
    figures: list[Figure] = []
    previous: re.Match[str] | None = None
    previous_excluded = False
    for match in _numbers_pattern(text).finditer(text):
        start, end = match.span()
        if taken.overlap(start, end):
            previous, previous_excluded = None, False
            continue
        excluded = _is_not_a_figure(text, match)
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


def _is_not_a_figure(text: str, match: re.Match[str]) -> bool:
    start, end = match.span()
    suffix = match.group("suffix")
    if _is_identifier_part(text, start):
        return True
    if suffix is not None and not _is_figure_suffix(suffix, text, end):
        return True
    if text[end:end + 1] == "-":
        chain = _HYPHEN_CHAIN.match(text, start)
        if chain is not None and sum(map(str.isdigit, chain.group(0))) >= 7:
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
    if word:
        previous = _word_before(text, gap_start - len(word) - 1)
        return (previous, word) in _LOCATOR_PAIRS
    return False


def _word_before(text: str, end: int) -> str:
    """The lower-cased word (letters only) that ends at `end`, or '' when there is none."""
    start = end
    while start > 0 and end - start <= _LONGEST_LOCATOR and text[start - 1].isalpha():
        start -= 1
    if start == end or (start > 0 and text[start - 1].isalpha()):
        return ""
    return text[start:end].lower()


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
    keys, end = number_keys(text, match, previous, passage=False)
    return Figure(text[match.start():end], match.start(), end, frozenset(keys), "number")


def number_keys(
    text: str, match: re.Match[str], previous: re.Match[str] | None, *, passage: bool
) -> tuple[set[FigureKey], int]:
    """The keys of one number match and where its figure ends (after a scale word or a '%').

    "1.2 million" is 1200000 (and 1.2 in a passage); "$5m" is 5 or 5000000; "1990s" and
    "2000's" are also their decade; the "95" of "1990-95" is also 1995."""
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
    if text[end:end + 1] == "%":
        end += 1
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
    return keys, end


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
        if taken.overlap(start, end) or _scales_a_number(text, start, words):
            continue
        keys: set[FigureKey] = {value}
        month = _MONTH_BEFORE.search(text, max(0, start - 12), start)
        if month is not None and value <= 31:
            keys.add(("md", month_number(month.group(1)), int(value)))  # "March fourth"
        scale = _SCALE_AFTER.match(text, end) if words[-1] not in _MULTIPLIERS else None
        if scale:
            keys = {round(value * SCALE_WORDS[scale.group(1).lower()], 6)}
            end = scale.end()
        figures.append(Figure(text[start:end], start, end, frozenset(keys), "word"))
    return figures


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
    return found


def _number_word_tokens(text: str) -> list[tuple[str, int, int]]:
    """The number words of `text` as (word lower-cased, start, end), in order. The words present
    are found first, as a set, and then only those are looked for: most texts hold few or none."""
    lowered = text.lower()
    if len(lowered) != len(text):  # lower-casing changed offsets (rare letters): word by word
        return [(m.group(0).lower(), m.start(), m.end()) for m in _ANY_LETTERS.finditer(text)
                if m.group(0).lower() in _NUMBER_WORDS]
    present = _NUMBER_WORDS.intersection(_LETTERS.findall(lowered))
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


# --------------------------------------------------------------------------- passage side


class PassageKeys:
    """The keys the passages support, in two tiers: `outright` (the values of their digits and
    their dates' readings, cheap to read) and `all` (every reading, see `passage_keys`), read only
    when some figure is not supported outright."""

    def __init__(self, texts: Sequence[str], dates: Sequence[Sequence[DateMention]] | None = None) -> None:
        """`dates` may hold each passage's `find_dates`, when the caller has them already."""
        if dates is None:
            dates = [find_dates(text) for text in texts]
        self._all: frozenset[FigureKey] | None = None
        self._dates = [date for found in dates for date in found]
        # The passages are scanned as one text (cheaper than one scan each), with their dates
        # blanked out: the day and month of "03/14/2025" are not numbers the passage states.
        self._without_dates = _PASSAGE_JOINER.join(
            _Spans((date.start, date.end) for date in found).blank(text) for text, found in zip(texts, dates)
        )
        numbers = _numbers_pattern(self._without_dates).findall(self._without_dates)
        outright: set[FigureKey] = {float(digits.translate(_UNGROUP)) for digits, _ in numbers}
        for date in self._dates:
            outright.update(date.readings)
            outright.update(float(reading[1]) for reading in date.readings if reading[0] in ("date", "ym"))
        self.outright = frozenset(outright)

    @property
    def all(self) -> frozenset[FigureKey]:
        if self._all is None:
            self._all = self._read_all()
        return self._all

    def _read_all(self) -> frozenset[FigureKey]:
        text = self._without_dates
        keys: set[FigureKey] = set(self.outright)
        amounts: list[tuple[int, int, float]] = []  # (start, end, value) of every number, digits or words
        previous = None
        for match in _numbers_pattern(text).finditer(text):
            keys.update(number_keys(text, match, previous, passage=True)[0])
            value = float(match.group("digits").translate(_UNGROUP))
            keys.update(_duration_keys(text, match.end(), value))
            amounts.append((match.start(), match.end(), value))
            previous = match
        for date in self._dates:
            for reading in date.readings:
                _add_date_keys(keys, reading)
        if "'" in text or "\u2019" in text:
            for decade in _APOSTROPHE_DECADE.finditer(text):
                century = int(decade.group("century")) if decade.group("century") else 19
                keys.add(("decade", float(century * 100 + int(decade.group("decade")) * 10)))
        for start, end, value, words in _word_numbers(text):
            keys.add(float(value))
            keys.update(_duration_keys(text, end, value))
            scale = _SCALE_AFTER.match(text, end) if words[-1] not in _MULTIPLIERS else None
            if scale:
                keys.add(round(value * SCALE_WORDS[scale.group(1).lower()], 6))
            amounts.append((start, end, float(value)))
        if _may_hold_quarter(text):
            keys.update(("q", _quarter_of(quarter)) for quarter in _QUARTER.finditer(text))
        keys.update(("m", month_number(month.group(0))) for month in month_names(text))
        _add_minor_units(text, sorted(amounts), keys)
        years = [k for k in keys if type(k) is float and 1000 <= k < 3000 and k.is_integer()]
        keys.update(("decade", year // 10 * 10) for year in years)
        return frozenset(keys)


_MONTH_BEFORE = re.compile(rf"({MONTH_PATTERN})\s+(?:the\s+)?$")
_DURATION_AFTER = re.compile(r"[\s-]?(day|week|month|year)s?\b", re.IGNORECASE)


def _duration_keys(text: str, end: int, value: float) -> set[FigureKey]:
    """A duration in other units, as summaries restate it: "90-day" is 3 months, "2 weeks" 14
    days, "12 months" 1 year, "1 year" 12 months (months counted as 30 days)."""
    unit = _DURATION_AFTER.match(text, end)
    if unit is None or not value.is_integer() or value <= 0:
        return set()
    kind = unit.group(1).lower()
    if kind == "day":
        converted = [value / 7 if value % 7 == 0 else None, value / 30 if value % 30 == 0 else None,
                     1.0 if value in (365, 366) else None]
    elif kind == "week":
        converted = [value * 7, value / 52 if value % 52 == 0 else None]
    elif kind == "month":
        converted = [value * 30, value / 12 if value % 12 == 0 else None]
    else:
        converted = [value * 12]
    return {float(v) for v in converted if v is not None}


def passage_keys(texts: Sequence[str], dates: Sequence[Sequence[DateMention]] | None = None) -> PassageKeys:
    """Every key the passages support: each number in any form with its scaled, decade and range
    readings (locators and identifiers included: a passage's figures may be quoted from them),
    number words, amounts with their minor unit, quarters, month names, and each date's readings
    with its year, month-year, day-month and month."""
    return PassageKeys(texts, dates)


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
        keys.add(("m", reading[1]))
