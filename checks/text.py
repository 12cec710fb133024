"""Text helpers shared by the deterministic checks: citation markers, source-ID matching,
dates and figures (numbers with their formatting normalised away).

Everything here is pure, regex-based and cached on the input text, so that several checks
looking at the same answer (figures and jurisdiction; citations, figures and
document_scope) parse it once. `clear_caches()` empties the caches (benchmarks use it to
measure cold runs).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import NamedTuple

_CACHE_SIZE = 512

# --------------------------------------------------------------------------- citations

# An ID as models write it: digits, optionally after a short letter prefix (1, S1, P3, D12, doc-4).
_ID = r"(?:[A-Za-z]{1,6}[-_]?)?\d{1,6}[a-z]?"
_ID_ITEM = rf"{_ID}(?:\s*[-\u2013]\s*{_ID})?"
_ID_LIST = re.compile(rf"\s*{_ID_ITEM}(?:\s*(?:[,;&]|\band\b)?\s*{_ID_ITEM})*\s*")
_ID_ITEM_RE = re.compile(rf"(?P<first>{_ID})(?:\s*[-\u2013]\s*(?P<last>{_ID}))?")
_ID_PARTS = re.compile(r"([A-Za-z]*[-_]?)(\d+)([a-z]?)")
_MAX_RANGE = 50

# Words that label an ID list inside a marker: "[Source 2]", "(sources: 1, 3)", "(see passage P4)".
_LABEL = r"(?:(?:see|cf\.?)\s+)?(?:sources?|passages?|refs?\.?|references?|docs?\.?|documents?|citations?|ids?)"
_LABEL_PREFIX = re.compile(rf"{_LABEL}\b\s*[:#]?\s*", re.IGNORECASE)
_BRACKET = re.compile(r"\[([^\[\]\n]{1,80})\]")
_LABELLED_PAREN = re.compile(rf"\(\s*({_LABEL}\b\s*[:#]?\s*[^()\n]{{1,80}})\)", re.IGNORECASE)
_PREFIXED_PAREN = re.compile(r"\(\s*([A-Za-z]{1,6}[-_]?\d{1,6}(?:\s*[,;]\s*[A-Za-z]{1,6}[-_]?\d{1,6})*)\s*\)")
_LENTICULAR = re.compile(r"\u3010(\d{1,6})(?:[:\u2020][^\u3011]{0,60})?\u3011")
_KNOWN_ID_SPLIT = re.compile(r"\s*(?:[,;]|\band\b)\s*")


class CitedId(NamedTuple):
    """One cited ID as written, with its character offsets in the answer."""

    id: str
    start: int
    end: int


class CitationMarker(NamedTuple):
    """One citation marker ("[1, 2]", "(Source 3)") and the IDs it cites."""

    text: str
    start: int
    end: int
    ids: tuple[CitedId, ...]


def _expand_range(first: str, last: str) -> list[str] | None:
    """IDs from a range such as 1-3 or S1-S3; None when it is not a small same-prefix range."""
    a, b = _ID_PARTS.fullmatch(first), _ID_PARTS.fullmatch(last)
    if not a or not b or a.group(3) or b.group(3):
        return None
    prefix_a, prefix_b = a.group(1), b.group(1)
    if prefix_b and prefix_b.lower() != prefix_a.lower():
        return None
    low, high = int(a.group(2)), int(b.group(2))
    if not low < high or high - low > _MAX_RANGE:
        return None
    return [f"{prefix_a}{n}" for n in range(low, high + 1)]


def _ids_in_list(content: str, offset: int) -> list[CitedId]:
    """The IDs of an ID list (content already known to match `_ID_LIST`); ranges are expanded."""
    ids: list[CitedId] = []
    for item in _ID_ITEM_RE.finditer(content):
        start, end = offset + item.start(), offset + item.end()
        last = item.group("last")
        expanded = _expand_range(item.group("first"), last) if last else None
        if expanded:
            ids.extend(CitedId(i, start, end) for i in expanded)
        elif last:
            ids.append(CitedId(item.group("first"), start, offset + item.end("first")))
            ids.append(CitedId(last, offset + item.start("last"), end))
        else:
            ids.append(CitedId(item.group("first"), start, end))
    return ids


def _ids_in_marker(content: str, offset: int, known_ids: frozenset[str]) -> list[CitedId]:
    """IDs cited by a marker's content, or [] when the content is not an ID list ("sic", "emphasis added")."""
    label = _LABEL_PREFIX.match(content)
    if label:
        content, offset = content[label.end():], offset + label.end()
    if _ID_LIST.fullmatch(content):
        return _ids_in_list(content, offset)
    if known_ids:
        ids: list[CitedId] = []
        position = 0
        for token in _KNOWN_ID_SPLIT.split(content):
            at = content.index(token, position)
            position = at + len(token)
            stripped = token.strip()
            if not stripped or stripped.lower() not in known_ids:
                return []
            lead = len(token) - len(token.lstrip())
            ids.append(CitedId(stripped, offset + at + lead, offset + at + lead + len(stripped)))
        return ids
    return []


@lru_cache(maxsize=_CACHE_SIZE)
def _find_citations(
    text: str, known_ids: frozenset[str], prefixes: frozenset[str], patterns: tuple[str, ...]
) -> tuple[CitationMarker, ...]:
    markers: list[CitationMarker] = []
    taken: list[tuple[int, int]] = []

    def add(match: re.Match[str], ids: list[CitedId]) -> None:
        if ids and not _overlaps(match.start(), match.end(), taken):
            markers.append(CitationMarker(match.group(0), match.start(), match.end(), tuple(ids)))
            taken.append((match.start(), match.end()))

    for pattern in patterns:
        for match in re.finditer(pattern, text):
            content = match.group(1) if match.re.groups else match.group(0)
            if content:
                offset = match.start(1) if match.re.groups else match.start()
                add(match, _ids_in_marker(content, offset, known_ids))
    if "[" in text:
        for match in _BRACKET.finditer(text):
            add(match, _ids_in_marker(match.group(1), match.start(1), known_ids))
    if "(" in text:
        for match in _LABELLED_PAREN.finditer(text):
            add(match, _ids_in_marker(match.group(1), match.start(1), known_ids))
        if prefixes:
            for match in _PREFIXED_PAREN.finditer(text):
                ids = _ids_in_marker(match.group(1), match.start(1), known_ids)
                if ids and all(_id_prefix(c.id) in prefixes for c in ids):
                    add(match, ids)
    if "\u3010" in text:
        for match in _LENTICULAR.finditer(text):
            add(match, [CitedId(match.group(1), match.start(1), match.end(1))])
    markers.sort(key=lambda m: m.start)
    return tuple(markers)


def find_citations(
    text: str, source_ids: Iterable[str] = (), extra_patterns: Iterable[str] = ()
) -> tuple[CitationMarker, ...]:
    """Citation markers in `text`, in order.

    Recognised: "[1]", "[S1]", "[1][2]", "[1, 2]", "[1-3]", "[P3]", "[Source 2]", "(Source 2)",
    "(source: S4)", "(S1, S2)" when S is a prefix of a supplied source ID, and any content of
    `extra_patterns` (regexes whose group 1, or whole match, is an ID list). A marker counts only
    when its content is an ID list (digits, or a short letter prefix plus digits) or consists of
    supplied source IDs, so "[sic]" or "[emphasis added]" are not citations.
    """
    ids = tuple(source_ids)
    known = frozenset(i.lower() for i in ids)
    prefixes = frozenset(p for p in (_id_prefix(i) for i in ids) if p)
    return _find_citations(text, known, prefixes, tuple(extra_patterns))


def _id_prefix(source_id: str) -> str:
    match = _ID_PARTS.fullmatch(source_id)
    return match.group(1).lower() if match else ""


def source_id_index(source_ids: Iterable[str]) -> dict[str, str]:
    """Map every accepted spelling of a cited ID (lower-cased) to the supplied ID it names.

    IDs compare case-insensitively ("[s1]" cites "S1"). A bare number also names a source whose
    ID is a letter prefix plus that number ("[2]" cites "S2") when exactly one source has that
    number and none is the bare number itself; an explicit prefix must match ("[P2]" does not cite
    "S2" nor "2").
    """
    index: dict[str, str] = {}
    by_number: dict[str, list[str]] = {}
    for source_id in source_ids:
        index[source_id.lower()] = source_id
        parts = _ID_PARTS.fullmatch(source_id)
        if parts and parts.group(1):
            by_number.setdefault(str(int(parts.group(2))) + parts.group(3).lower(), []).append(source_id)
    for number, named in by_number.items():
        if len(named) == 1 and number not in index:
            index[number] = named[0]
    return index


def resolve_cited_id(cited: str, index: Mapping[str, str]) -> str | None:
    """The supplied ID that `cited` names, or None when it names none (see `source_id_index`)."""
    return index.get(cited.lower())


def _overlaps(start: int, end: int, spans: Iterable[tuple[int, int]]) -> bool:
    return any(start < s_end and s_start < end for s_start, s_end in spans)


# --------------------------------------------------------------------------- dates

MONTHS: dict[str, int] = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
    "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9,
    "sept": 9, "sep": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}
# Capitalised month names only, so that the verb "may" is not a month. A flat alternation of
# literals lets the regex engine skip to the initial letters fast.
_MONTH = "(?:" + "|".join(
    [rf"{name}\b" for name in ("January", "February", "March", "April", "May", "June", "July", "August",
                               "September", "October", "November", "December")]
    + [rf"{abbr}\b\.?" for abbr in ("Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sept", "Sep", "Oct", "Nov", "Dec")]
) + ")"
_ORD = r"(?:st|nd|rd|th)?"
# Alternatives in priority order: the longest form that matches at a position wins.
DATE_PATTERN = (
    r"(?<![\d-])(?P<iso_y>\d{4})-(?P<iso_m>\d{1,2})-(?P<iso_d>\d{1,2})(?![\d-])"
    rf"|(?<!\d)(?P<dmy_d>\d{{1,2}}){_ORD}\s+(?:of\s+)?(?P<dmy_m>{_MONTH}),?\s+(?P<dmy_y>\d{{4}})(?!\d)"
    rf"|(?P<mdy_m>{_MONTH})\s+(?P<mdy_d>\d{{1,2}}){_ORD},?\s+(?P<mdy_y>\d{{4}})(?!\d)"
    r"|(?<![\d/.])(?P<num_a>\d{1,2})(?P<sep>[/.])(?P<num_b>\d{1,2})(?P=sep)(?P<num_y>\d{4}|\d{2})(?![\d/.])"
    rf"|(?P<my_m>{_MONTH}),?\s+(?P<my_y>\d{{4}})(?!\d)"
    rf"|(?<!\d)(?P<dm_d>\d{{1,2}}){_ORD}\s+(?:of\s+)?(?P<dm_m>{_MONTH})"
    rf"|(?P<md_m>{_MONTH})\s+(?P<md_d>\d{{1,2}}){_ORD}(?![\d,.]*\d)"
)
_DATE = re.compile(DATE_PATTERN)
_MONTH_NAME = re.compile(_MONTH)

DateKey = tuple  # ("date", y, m, d) | ("ym", y, m) | ("md", m, d)


def _month(name: str) -> int:
    return MONTHS[name.rstrip(".").lower()]


def _valid(month: int, day: int) -> bool:
    return 1 <= month <= 12 and 1 <= day <= 31


def date_keys(match: re.Match[str]) -> tuple[DateKey, ...]:
    """The comparable keys of a date match of `DATE_PATTERN`: one per reading (a numeric d/m/y
    date has two), () when it is not a valid date."""
    g = match.group
    if g("iso_y"):
        y, m, d = int(g("iso_y")), int(g("iso_m")), int(g("iso_d"))
        return (("date", y, m, d),) if _valid(m, d) else ()
    if g("dmy_d"):
        y, m, d = int(g("dmy_y")), _month(g("dmy_m")), int(g("dmy_d"))
        return (("date", y, m, d),) if _valid(m, d) else ()
    if g("mdy_m"):
        y, m, d = int(g("mdy_y")), _month(g("mdy_m")), int(g("mdy_d"))
        return (("date", y, m, d),) if _valid(m, d) else ()
    if g("num_a"):
        a, b, y = int(g("num_a")), int(g("num_b")), int(g("num_y"))
        if len(g("num_y")) == 2:
            y += 1900 if y > 30 else 2000
        readings = {("date", y, a, b) if _valid(a, b) else None, ("date", y, b, a) if _valid(b, a) else None}
        return tuple(k for k in readings if k)
    if g("my_m"):
        return (("ym", int(g("my_y")), _month(g("my_m"))),)
    if g("dm_d"):
        m, d = _month(g("dm_m")), int(g("dm_d"))
        return (("md", m, d),) if _valid(m, d) else ()
    m, d = _month(g("md_m")), int(g("md_d"))
    return (("md", m, d),) if _valid(m, d) else ()


# --------------------------------------------------------------------------- figures

# Digits first, so that the regex engine skips to digits at C speed; what precedes a number is
# judged in `_scan` (an identifier like W123456789 or E11.9 is not a figure).
_NUMBER = re.compile(r"(\d(?:\d{0,2}(?:,\d{3})+|\d*)(?:\.\d+)?)([A-Za-z]+)?")
_DIGIT = re.compile(r"\d")

# Words after which a number is a code, not a figure ("CPT 99310"); the codes check looks for them too.
CODE_WORDS = frozenset({"cpt", "hcpcs", "icd", "code", "codes", "coded", "dx"})
# The word before a number that makes it a locator, code or identifier: "section 4.2", "CPT 99310".
_LOCATOR_WORDS = CODE_WORDS | frozenset(
    "section sections sec sect subsection subsections article articles art arts paragraph paragraphs para "
    "paras clause clauses chapter chapters ch chap part parts rule rules title titles schedule schedules annex "
    "annexes appendix appendices page pages p pp figure figures fig figs table tables step steps item items line "
    "lines version versions vol volume issue no nos number numbers id ids regulation regulations directive "
    "directives case docket bill form model question exhibit".split()
)
_LOCATOR_PAIRS = frozenset({("billed", "under"), ("billed", "as"), ("billed", "with"), ("coded", "as"), ("reported", "as")})
_LOCATOR_SYMBOLS = frozenset("\u00a7#\u00b6")
# Separators that continue a list after a locator: "sections 3 and 4", "CPT 99309, 99310".
_LIST_CONTINUATION = re.compile(r"\s*(?:,|;|/|-|\u2013|\band\b|\bor\b|\bto\b|\bthrough\b|,\s*and\b|,\s*or\b)\s*")
_SCALE_WORD_AFTER = re.compile(r"[ \u00a0-]?(thousand|million|billion|trillion)\b", re.IGNORECASE)
_SCALE_INITIALS = frozenset("tmbTMB")
_SCALE_WORDS = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
_SCALE_SUFFIXES = {"k": 1e3, "m": 1e6, "mn": 1e6, "mm": 1e6, "b": 1e9, "bn": 1e9, "tn": 1e12}
_ORDINAL_SUFFIXES = frozenset({"st", "nd", "rd", "th"})
# 123-45-6789, 555-123-4567: identifiers, not figures (ISO dates are taken as dates first).
_HYPHEN_CHAIN = re.compile(r"\d+(?:-\d+){2,}(?![\w-])")

FigureKey = tuple


class Figure(NamedTuple):
    """One figure in a text: its surface form, span, and what a passage must hold to support it:
    any one of `keys`, or all the keys of one group in `joint` (a date whose day-month and year a
    passage gives apart: "November 2" in a page dated 2004)."""

    text: str
    start: int
    end: int
    keys: frozenset[FigureKey]
    kind: str  # "number" or "date"
    joint: tuple[tuple[FigureKey, ...], ...] = ()

    def supported_by(self, passage: frozenset[FigureKey] | set[FigureKey]) -> bool:
        if not self.keys.isdisjoint(passage):
            return True
        return any(all(key in passage for key in group) for group in self.joint)


def _joint_date_keys(keys: Iterable[DateKey]) -> tuple[tuple[FigureKey, ...], ...]:
    groups = []
    for key in keys:
        if key[0] == "date":
            groups.append((("md", key[2], key[3]), ("n", float(key[1]))))
        elif key[0] == "ym":
            groups.append((("m", key[2]), ("n", float(key[1]))))
    return tuple(groups)


def _value(digits: str) -> float:
    return round(float(digits.replace(",", "")), 6)


def _is_identifier_part(text: str, start: int) -> bool:
    """Digits glued to a word before them: W123456789, E11.9, CLM-88213, COVID-19 (but "mid-2019")."""
    if not start:
        return False
    before = text[start - 1]
    if before.isalnum() or before in "._":
        return True
    if before in "-_" and start >= 2 and text[start - 2].isalpha():
        word_start = start - 2
        while word_start > 0 and text[word_start - 1].isalpha():
            word_start -= 1
        return not text[word_start:start - 1].islower()
    return False


def _word_before(text: str, end: int) -> tuple[str, int]:
    """The lower-cased word ending at `end` (letters only) and where it starts."""
    start = end
    while start > 0 and text[start - 1].isalpha():
        start -= 1
    return text[start:end].lower(), start


def _is_locator(text: str, start: int) -> bool:
    """Whether the number at `start` follows a locator or code word ("section", "§", "CPT®", "p.")."""
    gap_start = start
    while gap_start > 0 and start - gap_start < 3 and not text[gap_start - 1].isalnum():
        gap_start -= 1
    if not _LOCATOR_SYMBOLS.isdisjoint(text[gap_start:start]):
        return True
    word, word_start = _word_before(text, gap_start)
    if not word:
        return False
    if word in _LOCATOR_WORDS:
        return True
    if word_start >= 2 and text[word_start - 1] == " ":
        return (_word_before(text, word_start - 1)[0], word) in _LOCATOR_PAIRS
    return False


def _is_list_ordinal(text: str, start: int, end: int) -> bool:
    """'1.' or '2)' opening a line, or '(3)' enumerating inline."""
    after = text[end:end + 2]
    if after[:1] in (".", ")") and after[1:] in (" ", "\t", "\n", ""):
        line_start = text.rfind("\n", 0, start) + 1
        if not text[line_start:start].strip(" \t-*"):
            return True
    return start > 0 and text[start - 1] == "(" and after[:1] == ")" and end - start <= 2


def _is_figure_suffix(suffix: str, text: str, end: int) -> bool:
    """'3rd', '1990s', '10mg', '5m', '$2bn' are figures; '5G', '99310A', '3a4' are identifiers."""
    if end < len(text) and text[end].isdigit():
        return False
    lowered = suffix.lower()
    if lowered in _ORDINAL_SUFFIXES or lowered == "s" or lowered in _SCALE_SUFFIXES:
        return True
    return suffix.islower() and len(suffix) <= 3


def _find_dates(text: str, numbers: list[re.Match[str]]) -> list[tuple[int, int, tuple[DateKey, ...]]]:
    """Dates in `text` as (start, end, keys), found only around month names and numbers followed by
    a date separator, so the date regex runs anchored at a few positions instead of scanning."""
    found: list[tuple[int, int, tuple[DateKey, ...]]] = []
    number_ends = [n.end() for n in numbers]
    for month in _MONTH_NAME.finditer(text):
        position = month.start()
        if (position and text[position - 1].isalpha()) or (found and position < found[-1][1]):
            continue
        match = None
        before = bisect_right(number_ends, position) - 1
        if before >= 0 and position - number_ends[before] <= 8:
            match = _DATE.match(text, numbers[before].start())
            if match and match.end() <= position:
                match = None
        match = match or _DATE.match(text, position)
        keys = date_keys(match) if match else ()
        if keys:
            found.append((match.start(), match.end(), keys))
    for number in numbers:
        end = number.end()
        if text[end:end + 1] in ("-", "/", ".") and text[end + 1:end + 2].isdigit():
            match = _DATE.match(text, number.start())
            keys = date_keys(match) if match else ()
            if keys and not _overlaps(match.start(), match.end(), [(s, e) for s, e, _ in found]):
                found.append((match.start(), match.end(), keys))
    found.sort()
    return found


def _number_keys(text: str, match: re.Match[str], previous: re.Match[str] | None) -> tuple[set[FigureKey], int]:
    """The keys of one number and where its figure ends (after a scale word or a '%').

    "1.2 million" is 1200000 (only); "$5m" is 5 or 5000000; "1990s" is also the decade 1990;
    the "95" of "1990-95" is also 1995."""
    digits, suffix = match.group(1), match.group(2)
    value = _value(digits)
    end = match.end()
    keys: set[FigureKey] = {("n", value)}
    lowered = suffix.lower() if suffix else ""
    if lowered in _SCALE_SUFFIXES:
        keys.add(("n", round(value * _SCALE_SUFFIXES[lowered], 6)))
    elif text[end:end + 1] in (" ", "\u00a0", "-") and text[end + 1:end + 2] in _SCALE_INITIALS:
        scale = _SCALE_WORD_AFTER.match(text, end)
        if scale:
            keys = {("n", round(value * _SCALE_WORDS[scale.group(1).lower()], 6))}
            end = scale.end()
    if text.startswith("%", end):
        end += 1
    if lowered == "s" and len(digits) == 4:
        keys.add(("decade", value))
    if (
        previous is not None
        and len(digits) == 2
        and previous.end() == match.start() - 1
        and text[previous.end()] in "-\u2013"
        and len(previous.group(1)) == 4
        and not previous.group(2)
    ):
        keys.add(("n", float(int(previous.group(1)) // 100 * 100 + int(digits))))
    return keys, end


@lru_cache(maxsize=_CACHE_SIZE)
def _extract_figures(text: str, skip: tuple[tuple[int, int], ...]) -> tuple[Figure, ...]:
    numbers = list(_NUMBER.finditer(text))
    figures: list[Figure] = []
    excluded: list[tuple[int, int]] = list(skip)
    for start, end, date in _find_dates(text, numbers):
        if not _overlaps(start, end, skip):
            figures.append(Figure(text[start:end], start, end, frozenset(date), "date", _joint_date_keys(date)))
            excluded.append((start, end))
    excluded.sort()

    previous: re.Match[str] | None = None
    previous_excluded_end = -1
    mask = 0
    for match in numbers:
        start, end = match.span()
        while mask < len(excluded) and excluded[mask][1] <= start:
            mask += 1
        if mask < len(excluded) and excluded[mask][0] < end:
            continue
        identifier_part = _is_identifier_part(text, start)
        if text[end:end + 1] == "-" and not identifier_part:
            chain = _HYPHEN_CHAIN.match(text, start)
            if chain:
                excluded.insert(mask, chain.span())
                continue
        suffix = match.group(2)
        if (
            identifier_part
            or (suffix is not None and not _is_figure_suffix(suffix, text, end))
            or _is_locator(text, start)
            or (0 <= start - previous_excluded_end <= 12 and _LIST_CONTINUATION.fullmatch(text, previous_excluded_end, start))
            or _is_list_ordinal(text, start, end)
        ):
            previous_excluded_end = end
            previous = None
            continue
        previous_excluded_end = -1
        keys, end = _number_keys(text, match, previous)
        previous = match
        figures.append(Figure(text[start:end], start, end, frozenset(keys), "number"))
    figures.sort(key=lambda f: f.start)
    return tuple(figures)


def extract_figures(text: str, skip: Iterable[tuple[int, int]] = ()) -> tuple[Figure, ...]:
    """The figures of `text` (numbers and dates), leaving out spans in `skip` (e.g. citation
    markers), locators ("section 4.2", "Article 12", "§ 3", "page 4"), codes and identifiers
    ("CPT 99310", "E11.9", "W123456789", "CLM-88213"), hyphen chains (123-45-6789) and list
    ordinals ("1." at a line start, "(2)")."""
    if not _DIGIT.search(text):
        return ()
    return _extract_figures(text, tuple(skip))


@lru_cache(maxsize=_CACHE_SIZE)
def passage_keys(text: str) -> frozenset[FigureKey]:
    """The figure keys a passage supports: every number in it, classified or not (a passage's
    locators and identifiers may still be quoted as figures), its dates with their year,
    month-year and day-month, and the decades of its years. See `passage_extra_keys` for the
    rarer forms."""
    numbers = list(_NUMBER.finditer(text))
    keys: set[FigureKey] = set()
    for _, _, date in _find_dates(text, numbers):
        keys.update(date)
        for key in date:
            if key[0] == "date":
                keys.update((("ym", key[1], key[2]), ("md", key[2], key[3]), ("n", float(key[1]))))
            elif key[0] == "ym":
                keys.add(("n", float(key[1])))
    previous = None
    for match in numbers:
        keys |= _number_keys(text, match, previous)[0]
        keys.add(("n", _value(match.group(1))))
        previous = match
    keys.update([("decade", float(int(k[1]) // 10 * 10)) for k in keys if k[0] == "n" and 1000 <= k[1] < 3000 and k[1] == int(k[1])])
    return frozenset(keys)


# Number words, counted as figures on the passage side only ("thirty days" supports "30 days").
_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "dozen": 12,
}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_ORDINAL_WORDS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
    "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "hundredth": 100,
}
_UNIT_WORD = "|".join(sorted(_UNITS, key=len, reverse=True))
_TENS_WORD = "|".join(_TENS)
_NUMBER_WORDS = re.compile(
    rf"\b(?:(?P<tens>{_TENS_WORD})(?:[- ](?P<tens_unit>{_UNIT_WORD}))?|(?P<unit>{_UNIT_WORD}))"
    rf"(?:\s+(?P<scale>hundred|thousand|million|billion))?\b"
    rf"|\b(?P<ordinal>{'|'.join(_ORDINAL_WORDS)})\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=_CACHE_SIZE)
def passage_extra_keys(text: str) -> frozenset[FigureKey]:
    """Keys a passage supports beyond `passage_keys`: its number words ("thirty", "third") and the
    months it names. Costlier, so the figures check asks for them only when something is missing."""
    keys: set[FigureKey] = {("m", MONTHS[m.group(0).rstrip(".").lower()]) for m in _MONTH_NAME.finditer(text)}
    for match in _NUMBER_WORDS.finditer(text):
        if match.group("ordinal"):
            keys.add(("n", float(_ORDINAL_WORDS[match.group("ordinal").lower()])))
            continue
        if match.group("tens"):
            unit = match.group("tens_unit")
            value = _TENS[match.group("tens").lower()] + (_UNITS[unit.lower()] if unit else 0)
        else:
            value = _UNITS[match.group("unit").lower()]
        scale = match.group("scale")
        if scale:
            value *= 100 if scale.lower() == "hundred" else _SCALE_WORDS[scale.lower()]
        keys.add(("n", float(value)))
    return frozenset(keys)


def clear_caches() -> None:
    """Empty the parse caches (for cold-run benchmarks)."""
    _find_citations.cache_clear()
    _extract_figures.cache_clear()
    passage_keys.cache_clear()
    passage_extra_keys.cache_clear()


# --------------------------------------------------------------------------- misc

_SPACE = re.compile(r"\s+")


def normalise_name(value: str) -> str:
    """Case- and whitespace-insensitive form of a title or name."""
    return _SPACE.sub(" ", value).strip().casefold()


_NON_ALNUM = re.compile(r"[^0-9a-z]")


def normalise_identifier(value: str) -> str:
    """An identifier without case or punctuation: 'clm-88213' == 'CLM 88213'."""
    return _NON_ALNUM.sub("", value.lower())


def join_ids(ids: Iterable[str]) -> str:
    return ", ".join(ids)
