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
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from types import MappingProxyType
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
    if content.isdigit() and len(content) <= 6:  # the common "[3]"
        return [CitedId(content, offset, offset + len(content))]
    if _ID_LIST.fullmatch(content):
        return _ids_in_list(content, offset)
    label = _LABEL_PREFIX.match(content)
    if label and _ID_LIST.fullmatch(content, label.end()):
        return _ids_in_list(content[label.end():], offset + label.end())
    ids = _known_ids_in(content, offset, known_ids)
    if not ids and label:
        ids = _known_ids_in(content[label.end():], offset + label.end(), known_ids)
    return ids


def _known_ids_in(content: str, offset: int, known_ids: frozenset[str]) -> list[CitedId]:
    """The IDs of a list made only of supplied IDs, whatever their shape ("[doc-a, doc-b]"), else []."""
    ids: list[CitedId] = []
    position = 0
    for token in _KNOWN_ID_SPLIT.split(content):
        stripped = token.strip()
        if not stripped or stripped.lower() not in known_ids:
            return []
        at = content.index(stripped, position)
        position = at + len(stripped)
        ids.append(CitedId(stripped, offset + at, offset + position))
    return ids


@lru_cache(maxsize=_CACHE_SIZE)
def _find_citations(text: str, source_ids: tuple[str, ...], patterns: tuple[str, ...]) -> tuple[CitationMarker, ...]:
    known_ids, prefixes = _id_sets(source_ids)
    # (priority, start, end, text, ids): on overlap, the marker that starts first wins, and at one
    # start the configured patterns win over the built-in styles.
    candidates: list[tuple[int, int, int, str, list[CitedId]]] = []
    for pattern in patterns:
        for match in re.finditer(pattern, text):
            group = 1 if match.re.groups else 0
            if match.group(group):
                ids = _ids_in_marker(match.group(group), match.start(group), known_ids)
                candidates.append((match.start(), 0, match.end(), match.group(0), ids))
    if "[" in text:
        for match in _BRACKET.finditer(text):
            ids = _ids_in_marker(match.group(1), match.start(1), known_ids)
            candidates.append((match.start(), 1, match.end(), match.group(0), ids))
    if "(" in text:
        for match in _LABELLED_PAREN.finditer(text):
            ids = _ids_in_marker(match.group(1), match.start(1), known_ids)
            candidates.append((match.start(), 1, match.end(), match.group(0), ids))
        if prefixes:
            for match in _PREFIXED_PAREN.finditer(text):
                ids = _ids_in_marker(match.group(1), match.start(1), known_ids)
                if all(_id_prefix(c.id) in prefixes for c in ids):
                    candidates.append((match.start(), 1, match.end(), match.group(0), ids))
    if "\u3010" in text:
        for match in _LENTICULAR.finditer(text):
            ids = [CitedId(match.group(1), match.start(1), match.end(1))]
            candidates.append((match.start(), 1, match.end(), match.group(0), ids))
    if patterns or "(" in text or "\u3010" in text:
        candidates.sort(key=lambda c: (c[0], c[1]))
    markers: list[CitationMarker] = []
    taken_until = -1
    for start, _, end, marker_text, ids in candidates:
        if ids and start >= taken_until:
            markers.append(CitationMarker(marker_text, start, end, tuple(ids)))
            taken_until = end
    return tuple(markers)


@lru_cache(maxsize=_CACHE_SIZE)
def _id_sets(source_ids: tuple[str, ...]) -> tuple[frozenset[str], frozenset[str]]:
    """Supplied IDs lower-cased, and their letter prefixes ("s" of "S1")."""
    return frozenset(i.lower() for i in source_ids), frozenset(p for p in map(_id_prefix, source_ids) if p)


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
    return _find_citations(text, tuple(source_ids), tuple(extra_patterns))


def _id_prefix(source_id: str) -> str:
    match = _ID_PARTS.fullmatch(source_id)
    return match.group(1).lower() if match else ""


class SourceIndex(NamedTuple):
    """The supplied IDs, arranged to resolve a cited ID (see `source_id_index`)."""

    exact: Mapping[str, str]  # lower-cased ID -> ID
    by_number: Mapping[str, str]  # number of a prefixed ID ("2" of "S2") -> ID, when unique
    prefixed: bool  # whether any supplied ID has a letter prefix

    def resolve(self, cited: str) -> str | None:
        """The supplied ID that `cited` names, or None when it names none."""
        lowered = cited.lower()
        found = self.exact.get(lowered)
        if found is not None:
            return found
        parts = _ID_PARTS.fullmatch(lowered)
        if parts is None:
            return None
        number = str(int(parts.group(2))) + parts.group(3)
        if not parts.group(1):
            return self.by_number.get(number)
        return None if self.prefixed else self.exact.get(number)


@lru_cache(maxsize=_CACHE_SIZE)
def source_id_index(source_ids: tuple[str, ...]) -> SourceIndex:
    """How cited IDs name supplied IDs.

    IDs compare case-insensitively ("[s1]" cites "S1"). Beyond that, the number decides where
    the styles differ: a bare number names the one prefixed source with that number ("[2]"
    cites "S2"), and a prefixed ID names the bare-number source with its number when no
    supplied ID has a prefix ("[S2]" cites "2"). Prefixes that differ do not match ("[P2]" does
    not cite "S2"), and a number no source has is fabricated whatever its style.
    """
    exact: dict[str, str] = {}
    by_number: dict[str, list[str]] = {}
    for source_id in source_ids:
        exact[source_id.lower()] = source_id
        parts = _ID_PARTS.fullmatch(source_id)
        if parts and parts.group(1):
            by_number.setdefault(str(int(parts.group(2))) + parts.group(3).lower(), []).append(source_id)
    unique = {number: named[0] for number, named in by_number.items() if len(named) == 1 and number not in exact}
    return SourceIndex(MappingProxyType(exact), MappingProxyType(unique), bool(by_number))


def resolve_cited_id(cited: str, index: SourceIndex) -> str | None:
    """The supplied ID that `cited` names, or None when it names none (see `source_id_index`)."""
    return index.resolve(cited)


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
    + [rf"{abbr}\b\.?" for abbr in ("Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sept", "Sep", "Oct", "Nov",
                                    "Dec")]
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
# judged by `_Classifier` (an identifier like W123456789 or E11.9 is not a figure).
# Thousands may be grouped by commas (1,200) or by spaces as in EU texts (20 000 000).
_NUMBER = re.compile(
    r"(\d(?:\d{0,2}(?:,\d{3})+|\d{0,2}(?:[ \u00a0\u2009\u202f]\d{3})+(?![\d,.])|\d*)(?:\.\d+)?)([A-Za-z]+)?"
)
_DIGIT = re.compile(r"\d")
_GROUPING = re.compile(r"[, \u00a0\u2009\u202f]")

# Words after which a number is a code, not a figure ("CPT 99310"); the codes check looks for them too.
CODE_WORDS = frozenset({"cpt", "hcpcs", "icd", "code", "codes", "coded", "dx"})
# The word before a number that makes it a locator, code or identifier: "section 4.2", "CPT 99310".
_LOCATOR_WORDS = CODE_WORDS | frozenset(
    "section sections sec sect subsection subsections article articles art arts paragraph paragraphs para "
    "paras clause clauses chapter chapters ch chap part parts rule rules title titles schedule schedules annex "
    "annexes appendix appendices page pages p pp figure figures fig figs table tables step steps item items line "
    "lines version versions vol volume issue no nos number numbers id ids regulation regulations directive "
    "directives case docket bill form model question exhibit mrn".split()
)
_LOCATOR_PAIRS = frozenset(
    {("billed", "under"), ("billed", "as"), ("billed", "with"), ("coded", "as"), ("reported", "as")}
)
_PAIR_SECOND_WORDS = frozenset(second for _, second in _LOCATOR_PAIRS)
_LONGEST_LOCATOR = max(map(len, _LOCATOR_WORDS))
_OPENING_PUNCTUATION = "([{\"'\u201c\u2018"
_LOCATOR_SYMBOLS = frozenset("\u00a7#\u00b6")
# Separators that continue a list after a locator: "sections 3 and 4", "CPT 99309, 99310".
_LIST_CONTINUATION = re.compile(r"\s*(?:,|;|/|-|\u2013|\band\b|\bor\b|\bto\b|\bthrough\b|,\s*and\b|,\s*or\b)\s*")
_SCALE_WORD_AFTER = re.compile(r"[ \u00a0-]?(thousand|million|billion|trillion)\b", re.IGNORECASE)
_SCALE_INITIALS = frozenset("tmbTMB")
_SPECIAL_AFTER = frozenset(" \u00a0-%")
_DATE_SEPARATORS = frozenset("-/.")
_SCALE_WORDS = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
_SCALE_SUFFIXES = {"k": 1e3, "m": 1e6, "mn": 1e6, "mm": 1e6, "b": 1e9, "bn": 1e9, "tn": 1e12}
_ORDINAL_SUFFIXES = frozenset({"st", "nd", "rd", "th"})
# 123-45-6789, 555-123-4567: identifiers, not figures (ISO dates are taken as dates first).
_HYPHEN_CHAIN = re.compile(r"\d+(?:-\d+){2,}(?![\w-])")

# A number's key is its value (a float); dates and decades are tuples: ("date", y, m, d),
# ("ym", y, m), ("md", m, d), ("m", m), ("decade", 1990.0).
FigureKey = float | tuple


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
            groups.append((("md", key[2], key[3]), float(key[1])))
        elif key[0] == "ym":
            groups.append((("m", key[2]), float(key[1])))
    return tuple(groups)


def _value(digits: str) -> float:
    if digits.isdigit():
        return float(digits)
    return float(_GROUPING.sub("", digits)) if _GROUPING.search(digits) else float(digits)


def _is_identifier_part(text: str, start: int) -> bool:
    """Digits glued to a word before them: W123456789, E11.9, CLM-88213, COVID-19 (but "mid-2019")."""
    if not start:
        return False
    before = text[start - 1]
    if before.isalnum() or before in "._":
        return True
    if before == "-" and start >= 2 and text[start - 2].isalpha():
        word_start = start - 2
        while word_start > 0 and text[word_start - 1].isalpha():
            word_start -= 1
        return not text[word_start:start - 1].islower()
    return False


def _word_before(text: str, end: int) -> str:
    """The lower-cased word (letters only) ending at `end`, or '' when there is none."""
    window_start = max(0, end - _LONGEST_LOCATOR - 2)
    parts = text[window_start:end].rsplit(None, 1)
    if not parts or (len(parts) == 1 and window_start > 0 and not text[window_start - 1].isspace()):
        return ""
    word = parts[-1].lstrip(_OPENING_PUNCTUATION).lower()
    return word if word.isalpha() else ""


def _is_locator(text: str, start: int) -> bool:
    """Whether the number at `start` follows a locator or code word ("section", "§", "CPT®", "p.")."""
    gap_start = start
    while gap_start > 0 and start - gap_start < 3 and not text[gap_start - 1].isalnum():
        gap_start -= 1
    if gap_start == start:
        return False
    if not _LOCATOR_SYMBOLS.isdisjoint(text[gap_start:start]):
        return True
    if not text[gap_start - 1].isalpha():
        return False
    word = _word_before(text, gap_start)
    if word in _LOCATOR_WORDS:
        return True
    if word in _PAIR_SECOND_WORDS:
        before = _word_before(text, gap_start - len(word) - 1)
        return (before, word) in _LOCATOR_PAIRS
    return False


def _is_list_ordinal(text: str, start: int, end: int) -> bool:
    """'1.' or '2)' opening a line, or '(3)' enumerating inline."""
    after = text[end:end + 2]
    if after[:1] in (".", ")") and after[1:] in (" ", "\t", "\n", ""):
        line_start = text.rfind("\n", 0, start) + 1
        if not text[line_start:start].strip(" \t-*"):
            return True
    return start > 0 and text[start - 1] == "(" and after[:1] == ")" and end - start <= 2


def _alike(first: str, second: str) -> bool:
    """Whether two numbers look like items of one list: digit counts within one, same punctuation."""
    return abs(len(first) - len(second)) <= 1 and ("." in first) == ("." in second) and ("," in first) == ("," in second)


def _is_figure_suffix(suffix: str, text: str, end: int) -> bool:
    """'3rd', '1990s', '10mg', '5m', '$2bn' are figures; '5G', '99310A', '3a4' are identifiers."""
    if end < len(text) and text[end].isdigit():
        return False
    lowered = suffix.lower()
    if lowered in _ORDINAL_SUFFIXES or lowered == "s" or lowered in _SCALE_SUFFIXES:
        return True
    return suffix.islower() and len(suffix) <= 3


def _month_dates(text: str, numbers: Sequence[re.Match[str]]) -> list[tuple[int, int, tuple[DateKey, ...]]]:
    """Dates with a month name as (start, end, keys): the date regex runs anchored at each month
    name (or at the day number just before it), not as a scan of the whole text."""
    found: list[tuple[int, int, tuple[DateKey, ...]]] = []
    number_ends: list[int] | None = None
    for month in _MONTH_NAME.finditer(text):
        position = month.start()
        if (position and text[position - 1].isalpha()) or (found and position < found[-1][1]):
            continue
        if number_ends is None:
            number_ends = [n.end() for n in numbers]
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
    return found


def _numeric_date_at(text: str, number: re.Match[str]) -> tuple[re.Match[str], tuple[DateKey, ...]] | None:
    """The all-digit date (1997-12-04, 04/12/1997) that starts with `number`, if any."""
    end = number.end()
    if text[end:end + 1] not in _DATE_SEPARATORS or not text[end + 1:end + 2].isdigit():
        return None
    match = _DATE.match(text, number.start())
    keys = date_keys(match) if match else ()
    return (match, keys) if keys else None


def _plain_value(text: str, match: re.Match[str]) -> float | None:
    """The value of a number whose only key is its value (no suffix, scale word or year range
    around it), or None when `_number_keys` must look closer. Most numbers are plain."""
    digits, suffix = match.groups()
    if suffix is not None:
        return None
    end = match.end()
    if text[end + 1:end + 2] in _SCALE_INITIALS and text[end:end + 1] in (" ", "\u00a0", "-"):
        return None
    start = match.start()
    if len(digits) == 2 and start and text[start - 1] in ("-", "\u2013"):
        return None
    return float(digits) if digits.isdigit() else _value(digits)


def _number_keys(
    text: str,
    digits: str,
    suffix: str | None,
    end: int,
    previous: re.Match[str] | None,
    keep_value: bool = False,
) -> tuple[set[FigureKey], int]:
    """The keys of one number (its value, a float) and where its figure ends (after a scale word
    or a '%'). "1.2 million" is 1200000 only (also 1.2 with `keep_value`, for passages); "$5m"
    is 5 or 5000000; "1990s" is also the decade 1990; the "95" of "1990-95" is also 1995."""
    value = _value(digits)
    following = text[end:end + 2]
    if suffix is None and following[:1] not in _SPECIAL_AFTER and (previous is None or len(digits) != 2):
        return {value}, end  # the common case: a plain number
    keys: set[FigureKey] = {value}
    start = end - len(digits) - len(suffix or "")
    if suffix:
        lowered = suffix.lower()
        if lowered in _SCALE_SUFFIXES:
            keys.add(round(value * _SCALE_SUFFIXES[lowered], 6))
        elif lowered == "s" and len(digits) == 4:
            keys.add(("decade", value))
    elif following[1:] in _SCALE_INITIALS and following[:1] in (" ", "\u00a0", "-"):
        scale = _SCALE_WORD_AFTER.match(text, end)
        if scale:
            scaled = round(value * _SCALE_WORDS[scale.group(1).lower()], 6)
            keys = {value, scaled} if keep_value else {scaled}
            end = scale.end()
            following = text[end:end + 1]
    if following[:1] == "%":
        end += 1
    if (
        previous is not None
        and len(digits) == 2
        and previous.end() + 1 == start
        and text[previous.end()] in ("-", "\u2013")
        and len(previous.group(1)) == 4
        and not previous.group(2)
    ):
        keys.add(float(int(previous.group(1)) // 100 * 100 + int(digits)))
    return keys, end


@lru_cache(maxsize=_CACHE_SIZE)
def number_matches(text: str) -> tuple[re.Match[str], ...]:
    """Every number in `text` (group 1: the digits, group 2: a letter suffix), cached: the figures,
    jurisdiction and phi checks all walk the numbers of the same answer."""
    return tuple(_NUMBER.finditer(text))


class _Candidates(NamedTuple):
    """An answer's dates (already figures) and its other numbers, not yet classified."""

    dates: tuple[Figure, ...]
    numbers: tuple[re.Match[str], ...]


def _date_figure(text: str, start: int, end: int, keys: tuple[DateKey, ...]) -> Figure:
    return Figure(text[start:end], start, end, frozenset(keys), "date", _joint_date_keys(keys))


@lru_cache(maxsize=_CACHE_SIZE)
def _candidates(text: str, skip: tuple[tuple[int, int], ...]) -> _Candidates:
    all_numbers = number_matches(text)
    dates: list[Figure] = []
    excluded: list[tuple[int, int]] = list(skip)
    for start, end, keys in _month_dates(text, all_numbers):
        if not _overlaps(start, end, skip):
            dates.append(_date_figure(text, start, end, keys))
            excluded.append((start, end))
    excluded.sort()
    numbers: list[re.Match[str]] = []
    span = 0  # the first excluded span that does not end before the current number
    for match in all_numbers:
        start, end = match.span()
        while span < len(excluded) and excluded[span][1] <= start:
            span += 1
        if span < len(excluded) and excluded[span][0] < end:
            continue
        numeric_date = _numeric_date_at(text, match) if text[end:end + 1] in _DATE_SEPARATORS else None
        if numeric_date is not None:
            date, keys = numeric_date
            dates.append(_date_figure(text, date.start(), date.end(), keys))
            excluded.insert(span, date.span())  # the date's later numbers fall inside it
            continue
        numbers.append(match)
    dates.sort(key=lambda f: f.start)
    return _Candidates(tuple(dates), tuple(numbers))


class _Classifier:
    """Decides, number by number and only when asked, which candidate numbers are not figures."""

    def __init__(self, text: str, numbers: tuple[re.Match[str], ...]) -> None:
        self.text = text
        self.numbers = numbers
        self.excluded: dict[int, bool] = {}

    def is_excluded(self, index: int) -> bool:
        known = self.excluded.get(index)
        if known is None:
            known = self.excluded[index] = self._decide(index)
        return known

    def _decide(self, index: int) -> bool:
        text = self.text
        match = self.numbers[index]
        start, end = match.span()
        suffix = match.group(2)
        if _is_identifier_part(text, start):
            return True
        if suffix is not None and not _is_figure_suffix(suffix, text, end):
            return True
        if text[end:end + 1] == "-" and _HYPHEN_CHAIN.match(text, start):
            return True
        if _is_locator(text, start) or _is_list_ordinal(text, start, end):
            return True
        # A list continues what it continues: "123-45-6789" (joined by hyphens), and "sections 3
        # and 4", "CPT 99309, 99310" when the items look alike ("section 4, 100 days" does not).
        if index:
            previous = self.numbers[index - 1]
            gap = text[previous.end():start]
            if gap == "-" or (
                len(gap) <= 12 and _LIST_CONTINUATION.fullmatch(gap) and _alike(previous.group(1), match.group(1))
            ):
                return self.is_excluded(index - 1)
        return False

    def figure(self, index: int) -> Figure:
        match = self.numbers[index]
        digits, suffix = match.groups()
        previous = self.numbers[index - 1] if index else None
        keys, end = _number_keys(self.text, digits, suffix, match.end(), previous)
        return Figure(self.text[match.start():end], match.start(), end, frozenset(keys), "number")


@lru_cache(maxsize=_CACHE_SIZE)
def _extract_figures(text: str, skip: tuple[tuple[int, int], ...]) -> tuple[Figure, ...]:
    dates, numbers = _candidates(text, skip)
    classifier = _Classifier(text, numbers)
    figures = list(dates) + [classifier.figure(i) for i in range(len(numbers)) if not classifier.is_excluded(i)]
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


def _citation_spans(answer: str, source_ids: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    return tuple((m.start, m.end) for m in find_citations(answer, source_ids))


def answer_figures(answer: str, source_ids: tuple[str, ...]) -> tuple[Figure, ...]:
    """The figures of an answer, its citation markers left out ("[2]" is not a figure)."""
    if not _DIGIT.search(answer):
        return ()
    return _extract_figures(answer, _citation_spans(answer, source_ids))


def has_figure(answer: str, source_ids: tuple[str, ...]) -> bool:
    """Whether the answer states any figure; stops at the first one."""
    if not _DIGIT.search(answer):
        return False
    dates, numbers = _candidates(answer, _citation_spans(answer, source_ids))
    if dates:
        return True
    classifier = _Classifier(answer, numbers)
    return any(not classifier.is_excluded(i) for i in range(len(numbers)))


def unsupported_figures(
    answer: str, source_ids: tuple[str, ...], supported: frozenset[FigureKey] | set[FigureKey]
) -> tuple[Figure, ...]:
    """The answer's figures that `supported` (passage keys) does not support.

    Equal to filtering `answer_figures`, but a number whose value the passages give is never
    classified: most numbers of a grounded answer are, and classification is the costly part."""
    if not _DIGIT.search(answer):
        return ()
    dates, numbers = _candidates(answer, _citation_spans(answer, source_ids))
    unsupported = [f for f in dates if not f.supported_by(supported)]
    classifier = _Classifier(answer, numbers)
    for index, match in enumerate(numbers):
        value = _plain_value(answer, match)
        if value is not None:
            given = value in supported
        else:
            previous = numbers[index - 1] if index else None
            given = not _number_keys(answer, *match.groups(), match.end(), previous)[0].isdisjoint(supported)
        if not given and not classifier.is_excluded(index):
            unsupported.append(classifier.figure(index))
    unsupported.sort(key=lambda f: f.start)
    return tuple(unsupported)


def _add_date_keys(keys: set[FigureKey], date: tuple[DateKey, ...]) -> None:
    """A passage's date also supports its year, its month-year and its day-month."""
    keys.update(date)
    for key in date:
        if key[0] == "date":
            keys.update((("ym", key[1], key[2]), ("md", key[2], key[3]), float(key[1])))
        elif key[0] == "ym":
            keys.add(float(key[1]))


# Joins passages for one scan; no pattern matches across it (it is neither a space nor a word character).
_PASSAGE_JOINER = "\x00"


@lru_cache(maxsize=_CACHE_SIZE)
def passage_keys(texts: tuple[str, ...]) -> frozenset[FigureKey]:
    """The figure keys the passages support: every number in them, classified or not (a
    passage's locators and identifiers may still be quoted as figures), with its scaled, decade
    and range readings; their dates with year, month-year and day-month. The passages are
    scanned as one text, which is several times cheaper than one scan each. See
    `passage_extra_keys` for the rarer forms."""
    text = _PASSAGE_JOINER.join(texts)
    numbers = list(_NUMBER.finditer(text))
    if not numbers:
        return frozenset()
    keys: set[FigureKey] = set()
    for _, _, date in _month_dates(text, numbers):
        _add_date_keys(keys, date)
    previous = None
    for match in numbers:
        value = _plain_value(text, match)
        if value is not None:
            keys.add(value)
            end = match.end()
            numeric_date = _numeric_date_at(text, match) if text[end:end + 1] in _DATE_SEPARATORS else None
            if numeric_date is not None:
                _add_date_keys(keys, numeric_date[1])
        else:
            keys.update(_number_keys(text, *match.groups(), match.end(), previous, keep_value=True)[0])
        previous = match
    keys.update([("decade", k // 10 * 10) for k in keys if type(k) is float and 1000 <= k < 3000 and k.is_integer()])
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
def passage_extra_keys(texts: tuple[str, ...]) -> frozenset[FigureKey]:
    """Keys the passages support beyond `passage_keys`: their number words ("thirty", "third") and
    the months they name. Costlier, so the figures check asks for them only when something is
    missing."""
    text = _PASSAGE_JOINER.join(texts)
    keys: set[FigureKey] = {("m", MONTHS[m.group(0).rstrip(".").lower()]) for m in _MONTH_NAME.finditer(text)}
    for match in _NUMBER_WORDS.finditer(text):
        if match.group("ordinal"):
            keys.add(float(_ORDINAL_WORDS[match.group("ordinal").lower()]))
            continue
        if match.group("tens"):
            unit = match.group("tens_unit")
            value = _TENS[match.group("tens").lower()] + (_UNITS[unit.lower()] if unit else 0)
        else:
            value = _UNITS[match.group("unit").lower()]
        scale = match.group("scale")
        if scale:
            value *= 100 if scale.lower() == "hundred" else _SCALE_WORDS[scale.lower()]
        keys.add(float(value))
    return frozenset(keys)


def clear_caches() -> None:
    """Empty the parse caches (for cold-run benchmarks)."""
    _find_citations.cache_clear()
    _id_sets.cache_clear()
    source_id_index.cache_clear()
    _candidates.cache_clear()
    number_matches.cache_clear()
    _extract_figures.cache_clear()
    passage_keys.cache_clear()
    passage_extra_keys.cache_clear()


# --------------------------------------------------------------------------- misc

def normalise_name(value: str) -> str:
    """Case- and whitespace-insensitive form of a title or name."""
    return " ".join(value.split()).casefold()


_NON_ALNUM = re.compile(r"[^0-9a-z]")


def normalise_identifier(value: str) -> str:
    """An identifier without case or punctuation: 'clm-88213' == 'CLM 88213'."""
    return _NON_ALNUM.sub("", value.lower())


def join_ids(ids: Iterable[str]) -> str:
    return ", ".join(ids)
