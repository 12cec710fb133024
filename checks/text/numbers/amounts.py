"""Amounts and scales: numbers written in digits, read into the keys a passage must give.

"1,200", "1200", "$1,200.00" and "1.2k" all give 1200.0; "1.2 million" is 1200000 (and 1.2 in a
passage); "$5m" is 5 or 5000000; "93 cents" is also 0.93; "25%" is also ("percent", 25.0); "the
1990s", "the 2000's" and "'50s" are decades; "the 15th century" is a century; the "95" of
"1990-95" is also 1995; "12 euros and 50 cents" is also 12.5.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from checks.text.numbers.figure import FigureKey
from checks.text.vocabulary import CURRENCY_SIGNS, ORDINAL_SUFFIXES, SCALE_SUFFIXES, SCALE_WORDS

# Digits, with thousands grouped by commas (1,200) or spaces as in EU texts (20 000 000), an
# optional decimal part, and the letters glued after (3rd, 1990s, 10mg, 5G, 3.5bn).
_GROUPED_DIGITS = r"(?=\d{1,3}[ \u00a0\u202f]\d{3}(?!\d))\d{1,3}(?:[ \u00a0\u202f]\d{3}(?!\d))+(?![,.]\d)"
# Possessive (`++`, `*+`): a run of digits that fails to be what a pattern around it wants (a range's end) is not
# tried again from each of its digits, which made a long run of digits quadratic.
PLAIN_DIGITS = r"\d++(?:,\d{3})*+(?:\.\d+)?+"
_NUMBER = re.compile(rf"(?P<digits>{_GROUPED_DIGITS}|{PLAIN_DIGITS})(?P<suffix>[A-Za-z]+)?")
# A percentage: "25%", "25 %", "25 percent", "25 per cent", "25-percent", "25 pct", "2 percentage points".
PERCENT_AFTER = re.compile(r"\s?%|[\s-]?[Pp](?:ercentage\s+points?|ercent|er\s?cent|ct)\b")


def number_matches(text: str) -> Iterator[re.Match[str]]:
    """The numbers of `text` written in digits, in order: groups `digits` ("1,200", "20 000 000", "3.5")
    and `suffix` (the letters glued after: "rd", "s", "mg", "bn"). An iterator: a list of every match of
    a long text outlives the garbage collector's young generations, and each full collection it then owes
    walks the whole process."""
    return _NUMBER.finditer(text)


_CENTS_AFTER = re.compile(r" ?(?:cents?\b|\u00a2|pence\b)", re.IGNORECASE)


def is_money(text: str, start: int) -> bool:
    """Whether a currency sign stands before the number at `start` ("$25", "\u20ac 20")."""
    if start == 0:
        return False
    before = text[start - 1]
    return before in CURRENCY_SIGNS or (before == " " and text[start - 2:start - 1] in CURRENCY_SIGNS)


def with_percent(keys: set[FigureKey]) -> set[FigureKey]:
    """A percentage's keys: its value, and ("percent", value), which a passage's proportion also
    gives ("25%" is "one in four"). A percentage is not held to a passage's percentage: passages
    leave the sign off ranges and tables ("95% CrI, 90.3 to 97.6")."""
    return keys | {("percent", key) for key in keys if type(key) is float}


# Takes the grouping out of digits: "1,200" and "20 000" read as 1200 and 20000.
UNGROUP = str.maketrans("", "", ", \u00a0\u202f")
# A scale word after a number: "1.2 million", "3 bn".
SCALE_AFTER = re.compile(r"[ \u00a0-]?(thousand|million|mln|mio|billion|bn|trillion)\b\.?", re.IGNORECASE)
_RANGE_DASHES = ("-", "\u2013")


# Decades with an apostrophe: "the 2000's", "'50s", "the ’90s".
APOSTROPHE_DECADE = re.compile(r"(?:(?P<century>\d{2})|['\u2019])(?P<decade>\d)0(?:['\u2019]?s)\b")


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
    value = float(digits.translate(UNGROUP))
    keys = _written_keys(value, digits, suffix or "", "")
    if not suffix:
        scale = SCALE_AFTER.match(text, end)
        if scale:
            scaled = round(value * SCALE_WORDS[scale.group(1).lower()], 6)
            keys = {value, scaled} if passage else {scaled}
            end = scale.end()
        elif text[end:end + 2] in ("'s", "\u2019s"):
            keys.update(_decade_keys(digits))
            end += 2
    unit = ""
    percent = PERCENT_AFTER.match(text, end)
    if percent is not None:
        end, unit = percent.end(), "percent"
    elif is_money(text, start):
        unit = "money"
    elif _CENTS_AFTER.match(text, end):
        keys.add(round(value / 100, 6))
        unit = "money"
    elif suffix and suffix.lower() in ORDINAL_SUFFIXES and CENTURY_AFTER.match(text, end):
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


# "the 15th century", "fifteenth-century".
CENTURY_AFTER = re.compile(r"[\s-]century\b", re.IGNORECASE)


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


# An amount with its minor unit: "12 euros and 50 cents", "twelve Euros and fifty centimes".
_MINOR_UNIT = re.compile(
    r"^\s*(?:dollars?|euros?|pounds?|francs?|eur|usd|gbp|\$|\u20ac|\u00a3)\s+and\s+$", re.IGNORECASE
)
_MINOR_AFTER = re.compile(r"\s*(?:cents?|centimes?|pence|p|eurocents?)\b", re.IGNORECASE)


def add_minor_units(text: str, amounts: list[tuple[int, int, float]], keys: set[FigureKey]) -> None:
    """ "12 euros and 50 cents" and "twelve Euros and fifty centimes" also give 12.5."""
    for (_, first_end, major), (second_start, second_end, minor) in zip(amounts, amounts[1:]):
        if minor < 100 and _MINOR_UNIT.match(text[first_end:second_start]) and _MINOR_AFTER.match(text, second_end):
            keys.add(round(major + minor / 100, 2))
