"""What every detector of `checks.text.identifiers` reads: the text once prepared, and its digit runs.

`find_identifiers` builds one `Reading` per text (spaces normalised, snake_case keys read as words,
its dates, its digit runs sorted into each digit-led detector's candidates, its value tokens) and
hands it to each detector in turn; a detector returns `Found` spans. `Detector` is a registry
entry: its name, the kinds it reports, and whether it needs a digit in the text to find anything.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from checks.text.dates import DateMention

@dataclass(frozen=True)
class Found:
    """One identifier in the text: its span and kind."""

    kind: str
    start: int
    end: int
    value_start: int | None = None  # where the identifier starts when the span includes its label


@dataclass(frozen=True)
class DetectorSettings:
    """What the detectors need from the policy."""

    default_region: str = "US"
    # Regions whose national numbers `phones` reads besides the default one's: `options.phone_regions` (any
    # possible number after a trunk 0), then the regions of `options.locales` (numbers their plan holds).
    phone_regions: tuple[str, ...] = ("GB", "DE", "FR")
    locale_regions: tuple[str, ...] = ("GB", "CA", "AU", "IN", "SG", "NG", "PH", "ZA")
    historical_birth_age: int | None = None
    toll_free_is_organisation: bool = True
    kinds: tuple[str, ...] = ()  # the kinds whose detectors run; empty: every detector


# The languages whose Unicode CLDR names (Babel's) the detectors read: month names (`birth_dates`) and country names
# (`phones`), for a text written in the patient's language.
CLDR_LANGUAGES = ("en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv", "da", "nb", "cs", "sk", "fi", "hu", "ro", "tr", "hr",
                  "sl", "lv", "lt", "et", "id", "is", "fil", "mt", "ms", "vi", "th", "hi", "ar", "fa", "he", "ru", "uk", "ka",
                  "hy", "az", "ne", "el")

_NON_ALNUM = re.compile(r"[\W_]+")


def normalise_identifier(value: str) -> str:
    """An identifier without case or punctuation: 'clm-88213' == 'CLM 88213'."""
    return _NON_ALNUM.sub("", value.lower())



# Reported by a detector for a span it read as no one's (an organisation's phone line): the span is
# taken, so no later detector reads it, and nothing is reported.
NOT_PERSONAL = ""
# The English titles before a person's name ("Mrs. Ann Lee", "Mx Jo Ray"): each reader of a name adds its own (Dr,
# Prof, other languages' titles).
PERSONAL_TITLES = "Mr|Mrs|Ms|Miss|Mx"


@dataclass(frozen=True)
class Detector:
    """One detector of the registry (`core.DETECTORS`): which kinds it reports and how it finds them."""

    name: str
    kinds: frozenset[str]
    find: Callable[[Reading], list[Found]]
    needs_digit: bool = True  # False: it may find an identifier in a text without any digit (e-mails, ages)


@dataclass(frozen=True)
class Reading:
    """One text as the detectors read it.

    `raw` is the text before snake_case keys were read as words (e-mails keep their underscores);
    `text` the text the other detectors read; both have the same length and offsets."""

    raw: str
    raw_lowered: str
    text: str
    lowered: str
    runs: Runs
    tokens: list[tuple[int, int]]
    dates: list[DateMention]
    settings: DetectorSettings


HYPHENS = "\u2010\u2011\u2012\u2013\u2212"
_PHONE_SEPARATORS = frozenset(" .-()/" + HYPHENS)  # "(": "+44(0)161 ...", "+353(0)700 ..."

# Digit-led shapes are matched at the start of a digit run found by one scan (`_DIGITS`), so
# none of them scans the whole text; the character before a run is checked in code.
# The digit runs any digit-led detector could start at. Left out: a short number followed by a
# lower-case word, "%", "]" or ", " ("3 days", "20%", "[2]", "2026, the"), or inside a figure
# ("$1,632", "4.2"): most of the numbers in prose. A dot after letters starts one ("MRN RCFC.229790").
_DIGITS = re.compile(
    r"\d(?<![\d$]\d)(?<![\d$][,.]\d)(?:\d{4,}|\d{0,3}+"
    r"(?!\d?[a-z%\]]| (?!rue|avenue|boulevard|bd |chemin|place|allée|impasse|quai)[a-z]|[-,][a-z ]))"
)


SAME_LENGTH_SPACES = str.maketrans(dict.fromkeys("\u00a0\u2007\u2009\u202f\u200b\u200c\u200d\u2060\ufeff", " "))
_MBI_LETTERS = frozenset("ACDEFGHJKMNPQRTUVWXY")
ANY_DIGIT = re.compile(r"\d")
_NOT_WORD_START = frozenset("-_")


class Runs:
    """The text's digit runs (`_DIGITS`), sorted in one pass into the candidates of each
    digit-led detector."""

    __slots__ = ("any", "ssn", "mbi", "phones", "tokens", "streets", "number_first", "zips", "dotted", "postal_hint")

    def __init__(self, text: str) -> None:
        self.ssn: list[int] = []
        self.mbi: list[int] = []
        self.phones: list[tuple[int, int]] = []
        self.tokens: list[tuple[int, int]] = []
        self.streets: list[int] = []
        self.number_first: list[int] = []
        self.zips: list[tuple[int, int]] = []
        self.dotted: list[int] = []  # where an IPv4 address may start
        self.postal_hint = False  # whether a Canadian, UK or Australian postal code may stand in the text
        self.any = False
        size = len(text)
        for run in _DIGITS.finditer(text):
            self.any = True
            start, end = run.span()
            length = end - start
            before = text[start - 1] if start else " "
            after = text[end] if end < size else " "
            if length >= 5 or before in _TOKEN_CHARS or after in _TOKEN_CHARS:
                self.tokens.append((start, end))
            if length >= 7 or after in _PHONE_SEPARATORS:
                self.phones.append((start, end))
            if length <= 2 and after.isupper() or length == 4 and before == " " and text[start - 3:start - 1].isupper():
                self.postal_hint = True  # "K1A 0B1", "LS6 2AB", "NSW 2026"
            if before.isalnum() or before in _NOT_WORD_START:
                continue
            if length == 5 and before == " " and text[start - 3:start - 1].isupper():
                self.zips.append((start, end))  # "Springfield, IL 62704"
            if length <= 3 and after == "." and before != ".":
                self.dotted.append(start)
            if length == 3 and (after == "-" or after == " " or after in HYPHENS):
                self.ssn.append(start)
            elif length == 1 and after in _MBI_LETTERS:
                self.mbi.append(start)
            if after == " ":
                next_char = text[end + 1:end + 2]
                if next_char.isupper() or next_char.isdigit():
                    self.streets.append(start)
                elif next_char.isalpha():
                    self.number_first.append(start)  # "12 rue de la Paix" (see `_DIGITS`)



def is_date(dates: list[DateMention], start: int, end: int) -> bool:
    """Whether a date mention covers [start, end) (`find_dates` gives them in order, non-overlapping:
    only the last one starting at or before `start` can)."""
    i = bisect_right(dates, start, key=mention_start) - 1
    return i >= 0 and dates[i].start <= start and end <= dates[i].end


def date_starting_inside(dates: list[DateMention], start: int, end: int) -> DateMention | None:
    """The date mention that starts inside (start, end) and runs to `end` or past it ("90471 16 September, 2025": the
    run "90471 16" took the date's day; "07:45 2026-04-07": the run "45 2026-04-07" took a whole date), or None."""
    i = bisect_right(dates, start, key=mention_start)
    if i < len(dates) and dates[i].start < end <= dates[i].end:
        return dates[i]
    return None


def mention_start(mention: DateMention) -> int:
    return mention.start


_HEX_REACH = 40  # a GUID is 36 characters
_GUID = re.compile(r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}")
_HEX_CHARS = frozenset("0123456789abcdefABCDEF-")


def in_hex_token(text: str, start: int, end: int) -> bool:
    """Whether [start, end) lies in a GUID ("3f2504e0-4f89-11d3-9a0c-0305e82c3301") or in a hex string of at
    least 16 characters with hex letters through it ("7f3c9a0e12b45d67"): a system's identifier, never a
    person's. An IBAN ("DE89370400440532013000") has its letters in front only."""
    if end - start > _HEX_REACH or not all(c in _HEX_CHARS for c in text[start:end]):
        return False
    left, right = start, end
    while left > 0 and start - left < _HEX_REACH and text[left - 1] in _HEX_CHARS:
        left -= 1
    while right < len(text) and right - end < _HEX_REACH and text[right] in _HEX_CHARS:
        right += 1
    if (left > 0 and text[left - 1].isalnum()) or (right < len(text) and text[right].isalnum()):
        return False  # a word goes on past the hex letters ("ABC-123-DEF9G")
    token = text[left:right].strip("-")
    if _GUID.fullmatch(token):
        return True
    if len(token) < 16 or "-" in token:
        return False
    tail = token[len(token) // 2:]
    return sum(not c.isdigit() for c in token) >= 3 and any(not c.isdigit() for c in tail) and any(c.isdigit() for c in tail)


_SENTENCE_REACH = 400  # how far a sentence is looked for either side (bounds the work on huge answers)


def windows_around(anchors: Iterable[re.Match[str]], length: int, before: int, after: int) -> list[tuple[int, int]]:
    """The stretches from `before` characters ahead of each anchor to `after` past it, overlapping ones merged: where a
    costly regex whose every match holds an anchor is run, so that each character is scanned at most once."""
    windows: list[tuple[int, int]] = []
    for anchor in anchors:
        start, end = max(0, anchor.start() - before), min(length, anchor.end() + after)
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(windows[-1][1], end))
        else:
            windows.append((start, end))
    return windows


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around [start, end), at most `_SENTENCE_REACH` characters either side."""
    floor, ceiling = max(0, start - _SENTENCE_REACH), min(len(text), end + _SENTENCE_REACH)
    left = max(text.rfind(". ", floor, start), text.rfind("\n", floor, start), text.rfind("? ", floor, start))
    right_candidates = [i for i in (text.find(". ", end, ceiling), text.find("\n", end, ceiling)) if i >= 0]
    return (left + 1 if left >= 0 else floor), (min(right_candidates) if right_candidates else ceiling)



_TOKEN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/.")


def value_tokens(text: str, runs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Tokens of letters, digits and inner hyphens, slashes or dots that hold at least three digits."""
    tokens: list[tuple[int, int]] = []
    last_end = -1
    for start, end in runs:
        if start < last_end:
            continue
        while start > 0 and text[start - 1] in _TOKEN_CHARS:
            start -= 1
        while end < len(text) and text[end] in _TOKEN_CHARS:
            end += 1
        last_end = end
        if end - start < 5:
            continue
        while start < end and not text[start].isalnum():
            start += 1
        while end > start and not text[end - 1].isalnum():
            end -= 1
        if end - start >= 5 and sum(map(str.isdigit, text[start:end])) >= 3:
            tokens.append((start, end))
    return tokens
