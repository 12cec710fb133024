"""Text helpers shared by the deterministic checks: citation markers, source-ID matching,
dates and figures (numbers with their formatting normalised away).

Everything here is pure, regex-based and cached on the input text, so that several checks
looking at the same answer (figures and jurisdiction; citations, figures and
document_scope) parse it once. `clear_caches()` empties the caches (benchmarks use it to
measure cold runs).
"""

from __future__ import annotations

import re
import sys
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from itertools import chain, compress, repeat
from operator import attrgetter, itemgetter, ne, not_
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from checks.context import Source

_CACHE_SIZE = 512
# Builds a NamedTuple without the Python-level __new__ the class generates (hot loops only).
_tuple_new = tuple.__new__

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
    # (start, priority, end, text, ids): on overlap, the marker that starts first wins, and at one
    # start the configured patterns win over the built-in styles. Square brackets come last.
    others: list[tuple[int, int, int, str, list[CitedId]]] = []
    for pattern in patterns:
        for match in re.finditer(pattern, text):
            group = 1 if match.re.groups else 0
            if match.group(group):
                ids = _ids_in_marker(match.group(group), match.start(group), known_ids)
                if ids:
                    others.append((match.start(), 0, match.end(), match.group(0), ids))
    if "(" in text:
        for match in _LABELLED_PAREN.finditer(text):
            ids = _ids_in_marker(match.group(1), match.start(1), known_ids)
            if ids:
                others.append((match.start(), 1, match.end(), match.group(0), ids))
        if prefixes:
            for match in _PREFIXED_PAREN.finditer(text):
                ids = _ids_in_marker(match.group(1), match.start(1), known_ids)
                if ids and all(_id_prefix(c.id) in prefixes for c in ids):
                    others.append((match.start(), 1, match.end(), match.group(0), ids))
    if "\u3010" in text:
        for match in _LENTICULAR.finditer(text):
            ids = [CitedId(match.group(1), match.start(1), match.end(1))]
            others.append((match.start(), 1, match.end(), match.group(0), ids))
    if not others:
        return _bracket_markers(text, known_ids)  # the common case: square brackets only
    candidates = others
    if "[" in text:
        for match in _BRACKET.finditer(text):
            start, end = match.span()
            marker_text, content = match.group(0, 1)
            ids = _ids_in_marker(content, start + 1, known_ids)
            if ids:
                candidates.append((start, 1, end, marker_text, ids))
    candidates.sort(key=lambda c: (c[0], c[1]))
    markers: list[CitationMarker] = []
    taken_until = -1
    for start, _, end, marker_text, ids in candidates:
        if start >= taken_until:
            markers.append(_tuple_new(CitationMarker, (marker_text, start, end, tuple(ids))))
            taken_until = end
    return tuple(markers)


def _bracket_markers(text: str, known_ids: frozenset[str]) -> tuple[CitationMarker, ...]:
    """`_find_citations` when square brackets are the only possible markers: they can neither
    nest nor overlap, so every one that cites an ID is a marker, in order."""
    markers: list[CitationMarker] = []
    if "[" not in text:
        return ()
    for match in _BRACKET.finditer(text):
        start, end = match.span()
        marker_text, content = match.group(0, 1)
        if content.isdigit() and len(content) <= 6:  # the common "[3]", as `_ids_in_marker` reads it
            ids: tuple[CitedId, ...] = (_tuple_new(CitedId, (content, start + 1, end - 1)),)
        else:
            ids = tuple(_ids_in_marker(content, start + 1, known_ids))
            if not ids:
                continue
        markers.append(_tuple_new(CitationMarker, (marker_text, start, end, ids)))
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


_marker_ids = itemgetter(3)  # the `ids` of a CitationMarker
_cited_id = itemgetter(0)  # the `id` of a CitedId


class ResolvedCitations(NamedTuple):
    """An answer's citation markers, every ID they cite (in order), and what each distinct cited
    ID names among the supplied IDs (`SourceIndex.resolve`; None when it names none)."""

    markers: tuple[CitationMarker, ...]
    cited: tuple[CitedId, ...]
    resolved: Mapping[str, str | None]


def resolve_citations(
    text: str, source_ids: tuple[str, ...], extra_patterns: tuple[str, ...] = ()
) -> ResolvedCitations:
    """`find_citations` with each cited ID resolved (see `source_id_index`), cached: the
    citations and document_scope checks both need it."""
    return _resolve_citations(text, source_ids, extra_patterns)


@lru_cache(maxsize=_CACHE_SIZE)
def _resolve_citations(text: str, source_ids: tuple[str, ...], extra_patterns: tuple[str, ...]) -> ResolvedCitations:
    markers = _find_citations(text, source_ids, extra_patterns)
    cited = tuple(chain.from_iterable(map(_marker_ids, markers)))
    resolved = source_id_index(source_ids).resolve_all(map(_cited_id, cited))
    return ResolvedCitations(markers, cited, MappingProxyType(resolved))


def _id_prefix(source_id: str) -> str:
    if source_id.isdigit():  # the common "3": no prefix (and no match when a digit is not ASCII)
        return ""
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

    def resolve_all(self, cited: Iterable[str]) -> dict[str, str | None]:
        """`resolve` of each distinct ID in `cited`, as a dict."""
        distinct = set(cited)
        # Most cited IDs are supplied IDs as written ("3"); the keys of `exact` are lower-case, so an
        # ID found there as written is also found by `resolve`, and only the others need it.
        resolved = dict(zip(distinct, map(self.exact.get, distinct)))
        for cited_id, found in resolved.items():
            if found is None:
                resolved[cited_id] = self.resolve(cited_id)
        return resolved


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
        if source_id.isdigit():  # the common "3": no prefix
            continue
        parts = _ID_PARTS.fullmatch(source_id)
        if parts and parts.group(1):
            by_number.setdefault(str(int(parts.group(2))) + parts.group(3).lower(), []).append(source_id)
    unique = {number: named[0] for number, named in by_number.items() if len(named) == 1 and number not in exact}
    return SourceIndex(MappingProxyType(exact), MappingProxyType(unique), bool(by_number))


# --------------------------------------------------------------------------- dates

MONTHS: dict[str, int] = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
    "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9,
    "sept": 9, "sep": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}


def _trie_pattern(entries: Iterable[tuple[str, str]]) -> str:
    """One regex for (word, tail) entries, the words merged by shared prefixes: "Jan(?:uary\\b|\\b\\.?)".
    It matches what the flat alternation `word1tail1|word2tail2|...` matches when, as for the
    month names below, each tail starts with \\b (so at most one entry matches at a position), and
    the engine tests a letter once instead of once per entry."""
    root: dict[str, dict] = {}
    for word, tail in entries:
        node = root
        for char in word:
            node = node.setdefault(char, {})
        node.setdefault("", {})[tail] = {}

    def pattern(node: dict[str, dict]) -> str:
        parts = [re.escape(char) + pattern(child) for char, child in node.items() if char]
        parts += list(node.get("", ()))
        return parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"

    return pattern(root)


# Capitalised month names only, so that the verb "may" is not a month. The names are merged by
# their shared prefixes into one alternation of the initial letters, which lets the regex
# engine skip to those letters fast and test each letter once.
_MONTH = "(?:" + _trie_pattern(
    [(name, r"\b") for name in ("January", "February", "March", "April", "May", "June", "July", "August",
                                "September", "October", "November", "December")]
    + [(abbr, r"\b\.?") for abbr in ("Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sept", "Sep", "Oct", "Nov",
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
_MONTH_NAME_ASCII = re.compile(_MONTH, re.ASCII)  # the same matches in ASCII text, found faster

DateKey = tuple  # ("date", y, m, d) | ("ym", y, m) | ("md", m, d)


def _month(name: str) -> int:
    return MONTHS[name.rstrip(".").lower()]


def _valid(month: int, day: int) -> bool:
    return 1 <= month <= 12 and 1 <= day <= 31


def date_keys(match: re.Match[str]) -> tuple[DateKey, ...]:
    """The comparable keys of a date match of `DATE_PATTERN`: one per reading (a numeric d/m/y
    date has two), () when it is not a valid date."""
    return _DATE_KEYS[match.lastgroup](match.group)  # type: ignore[index]


def _dated(y: int, m: int, d: int) -> tuple[DateKey, ...]:
    return (("date", y, m, d),) if _valid(m, d) else ()


def _numeric_date_keys(g: Callable[[str], str]) -> tuple[DateKey, ...]:
    a, b, y = int(g("num_a")), int(g("num_b")), int(g("num_y"))
    if len(g("num_y")) == 2:
        y += 1900 if y > 30 else 2000
    readings = {("date", y, a, b) if _valid(a, b) else None, ("date", y, b, a) if _valid(b, a) else None}
    return tuple(k for k in readings if k)


def _day_month_keys(m: int, d: int) -> tuple[DateKey, ...]:
    return (("md", m, d),) if _valid(m, d) else ()


# The readings of each alternative of `DATE_PATTERN`, by the name of its last group (`lastgroup`).
_DATE_KEYS: dict[str, Callable[[Callable[[str], str]], tuple[DateKey, ...]]] = {
    "iso_d": lambda g: _dated(int(g("iso_y")), int(g("iso_m")), int(g("iso_d"))),
    "dmy_y": lambda g: _dated(int(g("dmy_y")), _month(g("dmy_m")), int(g("dmy_d"))),
    "mdy_y": lambda g: _dated(int(g("mdy_y")), _month(g("mdy_m")), int(g("mdy_d"))),
    "num_y": _numeric_date_keys,
    "my_y": lambda g: (("ym", int(g("my_y")), _month(g("my_m"))),),
    "dm_m": lambda g: _day_month_keys(_month(g("dm_m")), int(g("dm_d"))),
    "md_d": lambda g: _day_month_keys(_month(g("md_m")), int(g("md_d"))),
}


# --------------------------------------------------------------------------- figures

# Digits first, so that the regex engine skips to digits at C speed; what precedes a number is
# judged by `_Classifier` (an identifier like W123456789 or E11.9 is not a figure).
# Thousands may be grouped by commas (1,200) or by spaces as in EU texts (20 000 000). The
# lookahead tries the grouped forms only where a group separator follows, so that a plain number
# costs one pass over its digits; it changes no match (both grouped forms begin that way).
_NUMBER = (
    r"(\d(?:(?=\d{0,2}[, \u00a0\u2009\u202f]\d{3})"
    r"(?:\d{0,2}(?:,\d{3})+|\d{0,2}(?:[ \u00a0\u2009\u202f]\d{3})+(?![\d,.])|\d*)|\d*+)(?:\.\d+)?)([A-Za-z]+)?"
)
# A zero-width mark after a number, decided in the same scan, so that the checks need not walk
# every number in Python: an empty group 3, set when what follows the number may make it more
# than a plain number. With the letter suffix (group 2), it makes a number "marked": `lastindex`
# is 1 only for an unmarked one. The mark is a superset of what it stands for, and comes last,
# so the numbers and their groups 1 and 2 are those of `_NUMBER`.
#
# For figures (`_special`): a number may start an all-digit date (followed by "-", "/" or "."
# and a digit), carry a scale word ("1.2 million"), or begin a year range whose second number
# then reads as a year too (the "95" of "1990-95", which is why the number after a marked one is
# looked at as well). In an answer, also for the phi check's digit-led identifiers
# (`marked_numbers`; `checks.phi._DIGIT_LED` decides): followed by "-" or "." and a digit or "("
# (SSN 123-45-6789, phone 555-123-4567, 555.123.4567, 1-(555)...), by ")" ((555) 123-4567), or
# by white space and a digit, capital or "(" (555 123 4567, 1 (555) 123-4567, 123 Main Street).
# A letter suffix covers an MBI's "1EG4".
_SCALE_WORD_AHEAD = r"[ \u00a0-](?i:thousand|million|billion|trillion)"
_ANSWER_MARK = rf"(?:(?=[-.][\d(]|[\u2013/]\d|\)|\s[\dA-Z(]|{_SCALE_WORD_AHEAD})()|)"
_PASSAGE_MARK = rf"(?:(?=[-\u2013/.]\d|{_SCALE_WORD_AHEAD})()|)"
_ANSWER_NUMBER = re.compile(_NUMBER + _ANSWER_MARK)
_PASSAGE_NUMBER = re.compile(_NUMBER + _PASSAGE_MARK)
# The same patterns for ASCII text, where \d is [0-9] and the scan cheaper: they find exactly the
# same numbers there (\d and [0-9] differ only beyond ASCII; the mark is a superset either way).
_ANSWER_NUMBER_ASCII = re.compile(_ANSWER_NUMBER.pattern, re.ASCII)
_PASSAGE_NUMBER_ASCII = re.compile(_PASSAGE_NUMBER.pattern, re.ASCII)
# What groups thousands in a number's digits (1,200; 20 000 000), deleted by str.translate.
_UNGROUP = dict.fromkeys(map(ord, ", \u00a0\u2009\u202f"))
_DIGIT = re.compile(r"\d")

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
_scale_word_at = _SCALE_WORD_AFTER.match
_SCALE_INITIALS = frozenset("tmbTMB")
_SPECIAL_AFTER = frozenset(" \u00a0-%")
_SCALE_GAP = (" ", "\u00a0", "-")  # what may stand between a number and its scale word ("1.2 million")
_RANGE_DASHES = ("-", "\u2013")
_NO_SPAN = (sys.maxsize, sys.maxsize)
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
    return float(digits.translate(_UNGROUP))


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


_match_end = re.Match.end


def _month_dates(text: str, numbers: Sequence[re.Match[str]]) -> list[tuple[int, int, tuple[DateKey, ...]]]:
    """Dates with a month name as (start, end, keys): the date regex runs anchored at each month
    name (or at the day number just before it), not as a scan of the whole text."""
    found: list[tuple[int, int, tuple[DateKey, ...]]] = []
    number_ends: list[int] | None = None
    for month in (_MONTH_NAME_ASCII if text.isascii() else _MONTH_NAME).finditer(text):
        position = month.start()
        if (position and text[position - 1].isalpha()) or (found and position < found[-1][1]):
            continue
        if number_ends is None:
            number_ends = list(map(_match_end, numbers))
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


def _only_value(text: str, digits: str, suffix: str | None, start: int, end: int, following: str) -> float | None:
    """The value of the number `digits` (at `start`, its match ending at `end`, followed by
    `following`, the next two characters) when that value is its only key, on the passage side
    and on the answer side (no suffix, scale word or year range around it); else None, and
    `_number_keys` must look closer. Most numbers are plain; the hot loops inline this."""
    if suffix is not None or (len(digits) == 2 and start and text[start - 1] in _RANGE_DASHES):
        return None
    if following[1:] in _SCALE_INITIALS and following[:1] in _SCALE_GAP and _scale_word_at(text, end):
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
        and previous.group(1).isdigit()
        and not previous.group(2)
    ):
        keys.add(float(int(previous.group(1)) // 100 * 100 + int(digits)))
    return keys, end


@lru_cache(maxsize=_CACHE_SIZE)
def number_matches(text: str) -> tuple[re.Match[str], ...]:
    """Every number in `text` (group 1: the digits, group 2: a letter suffix, group 3: the mark
    described at `_ANSWER_MARK`), cached: the figures, jurisdiction and phi checks all walk the
    numbers of the same answer."""
    return tuple((_ANSWER_NUMBER_ASCII if text.isascii() else _ANSWER_NUMBER).finditer(text))


def marked_numbers(text: str) -> Iterator[re.Match[str]]:
    """The numbers of `text` (`number_matches`) that are marked (see `_ANSWER_MARK`), in order."""
    numbers = number_matches(text)
    return compress(numbers, map(ne, map(_last_group, numbers), repeat(1)))


_last_group = attrgetter("lastindex")
_digits_of = itemgetter(1)  # group 1 of a number match


def _special(numbers: Sequence[re.Match[str]]) -> list[int]:
    """The indexes, in order, of the numbers that may be more than plain numbers: the marked ones
    and the one after each (see `_ANSWER_MARK`). The others are plain: their value is their only
    key (`_only_value`) and none starts an all-digit date."""
    marked = compress(range(len(numbers)), map(ne, map(_last_group, numbers), repeat(1)))
    special: dict[int, None] = {}
    for index in marked:
        special[index] = special[index + 1] = None
    special.pop(len(numbers), None)
    return sorted(special)


@lru_cache(maxsize=_CACHE_SIZE)
def _special_numbers(text: str) -> tuple[int, ...]:
    """`_special` of the numbers of `text` (`number_matches`), cached: the dates and the figures
    of an answer both need them."""
    return tuple(_special(number_matches(text)))


def _numerals(numbers: Iterable[re.Match[str]]) -> list[str]:
    """Each number's digits without what groups its thousands ("1,200" -> "1200"), ungrouped
    together: one join, replace and split."""
    joined = "\n".join(map(_digits_of, numbers))
    if not joined:
        return []
    if "," in joined:
        joined = joined.replace(",", "")
    if " " in joined or not joined.isascii():  # spaces grouping thousands (rare): the full table
        joined = joined.translate(_UNGROUP)
    return joined.split("\n")


class _Spans(NamedTuple):
    """Character spans, merged where they overlap and sorted, arranged to test a number against
    them by bisection."""

    starts: list[int]
    ends: list[int]

    @classmethod
    def of(cls, spans: Iterable[tuple[int, int]]) -> _Spans:
        starts: list[int] = []
        ends: list[int] = []
        for start, end in sorted(spans):
            if ends and start < ends[-1]:
                ends[-1] = max(ends[-1], end)
            else:
                starts.append(start)
                ends.append(end)
        return cls(starts, ends)

    def overlap(self, start: int, end: int) -> bool:
        """Whether [start, end) overlaps a span: only the last span that starts before `end` can."""
        last = bisect_left(self.starts, end) - 1
        return last >= 0 and self.ends[last] > start


class _Candidates(NamedTuple):
    """An answer's dates (already figures) and its other numbers, not yet classified, with each
    number's value where that is its only key (`_only_value`), else None."""

    dates: tuple[Figure, ...]
    numbers: tuple[re.Match[str], ...]
    values: tuple[float | None, ...]


def _date_figure(text: str, start: int, end: int, keys: tuple[DateKey, ...]) -> Figure:
    return Figure(text[start:end], start, end, frozenset(keys), "date", _joint_date_keys(keys))


@lru_cache(maxsize=_CACHE_SIZE)
def _dates(text: str, skip: tuple[tuple[int, int], ...]) -> tuple[tuple[Figure, ...], tuple[tuple[int, int], ...]]:
    """The dates of `text` outside the spans in `skip` (as figures, in order), and the spans no
    number figure comes from: those in `skip` and the dates'."""
    all_numbers = number_matches(text)
    dates: list[Figure] = []
    excluded: list[tuple[int, int]] = list(skip)
    skipped = _Spans.of(skip)
    for start, end, keys in _month_dates(text, all_numbers):
        if not skipped.overlap(start, end):
            dates.append(_date_figure(text, start, end, keys))
            excluded.append((start, end))
    # An all-digit date (1997-12-04, 04/12/1997) starts at a marked number outside the spans so far
    # and the all-digit dates before it.
    spans: _Spans | None = None
    date_end = -1
    numeric_dates: list[tuple[int, int]] = []
    for index in _special_numbers(text):
        number = all_numbers[index]
        start, end = number.span()
        if start < date_end or text[end:end + 1] not in _DATE_SEPARATORS:
            continue
        spans = spans or _Spans.of(excluded)
        if spans.overlap(start, end):
            continue
        numeric_date = _numeric_date_at(text, number)
        if numeric_date is not None:
            date, keys = numeric_date
            dates.append(_date_figure(text, date.start(), date.end(), keys))
            numeric_dates.append(date.span())
            date_end = date.end()
    dates.sort(key=lambda f: f.start)
    return tuple(dates), tuple(sorted(excluded + numeric_dates))


@lru_cache(maxsize=_CACHE_SIZE)
def _candidates(text: str, skip: tuple[tuple[int, int], ...]) -> _Candidates:
    dates, excluded = _dates(text, skip)
    spans = list(excluded)
    spans.append(_NO_SPAN)  # a sentinel: nothing is excluded past the last span
    numbers: list[re.Match[str]] = []
    values: list[float | None] = []
    span = 0  # the first excluded span that does not end before the current number
    span_start, span_end = spans[0]
    after_marked = False  # whether the number before this one (in the text) is marked
    for match in number_matches(text):
        start, end = match.span()
        plain = match.lastindex == 1 and not after_marked  # then its value is its only key
        after_marked = match.lastindex != 1
        while span_end <= start:
            span += 1
            span_start, span_end = spans[span]
        if span_start < end:
            continue
        numbers.append(match)
        if plain:
            digits = match.group(1)
            values.append(float(digits) if digits.isdigit() else _value(digits))
        else:
            values.append(_only_value(text, *match.group(1, 2), start, end, text[end:end + 2]))
    return _Candidates(dates, tuple(numbers), tuple(values))


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
        digits, suffix = match.group(1, 2)
        previous = self.numbers[index - 1] if index else None
        keys, end = _number_keys(self.text, digits, suffix, match.end(), previous)
        return Figure(self.text[match.start():end], match.start(), end, frozenset(keys), "number")


@lru_cache(maxsize=_CACHE_SIZE)
def _extract_figures(text: str, skip: tuple[tuple[int, int], ...]) -> tuple[Figure, ...]:
    dates, numbers, _ = _candidates(text, skip)
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


@lru_cache(maxsize=_CACHE_SIZE)
def _citation_spans(answer: str, source_ids: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    return tuple(map(_marker_span, find_citations(answer, source_ids)))


_marker_span = itemgetter(1, 2)  # (start, end) of a CitationMarker


@lru_cache(maxsize=_CACHE_SIZE)
def _answer_candidates(answer: str, source_ids: tuple[str, ...]) -> _Candidates:
    """`_candidates` of an answer, its citation markers left out (cached by the IDs, which hash
    faster than the spans)."""
    return _candidates(answer, _citation_spans(answer, source_ids))


def answer_figures(answer: str, source_ids: tuple[str, ...]) -> tuple[Figure, ...]:
    """The figures of an answer, its citation markers left out ("[2]" is not a figure)."""
    if not _DIGIT.search(answer):
        return ()
    return _extract_figures(answer, _citation_spans(answer, source_ids))


def has_figure(answer: str, source_ids: tuple[str, ...]) -> bool:
    """Whether the answer states any figure; stops at the first one."""
    if not _DIGIT.search(answer):
        return False
    if _dates(answer, _citation_spans(answer, source_ids))[0]:
        return True
    _, numbers, _ = _answer_candidates(answer, source_ids)
    classifier = _Classifier(answer, numbers)
    return any(not classifier.is_excluded(i) for i in range(len(numbers)))


def unsupported_figures(
    answer: str,
    source_ids: tuple[str, ...],
    supported: frozenset[FigureKey] | set[FigureKey],
    numerals: frozenset[str] = frozenset(),
) -> tuple[Figure, ...]:
    """The answer's figures that `supported` (passage keys) does not support. `numerals` may
    hold the passages' `passage_numerals`, which settle most numbers without parsing them.

    Equal to filtering `answer_figures`, but a number whose value the passages give is never
    classified: most numbers of a grounded answer are, and classification is the costly part.
    Nor, in the common case, is it even placed among the answer's figures: only when some
    number outside the dates and citation markers is not supported by its value are the
    candidates (`_candidates`) sorted out."""
    if not _DIGIT.search(answer):
        return ()
    skip = _citation_spans(answer, source_ids)
    dates, excluded = _dates(answer, skip)
    unsupported = [f for f in dates if not f.supported_by(supported)]
    if _numbers_supported(answer, excluded, supported, numerals):
        return tuple(unsupported)
    _, numbers, values = _candidates(answer, skip)
    # Plain numbers whose value a passage gives are settled here; None (not plain) is never a key.
    missing = [index for index, value in enumerate(values) if value not in supported]
    if missing:
        classifier = _Classifier(answer, numbers)
        for index in missing:
            if values[index] is None:
                match = numbers[index]
                previous = numbers[index - 1] if index else None
                if not _number_keys(answer, *match.group(1, 2), match.end(), previous)[0].isdisjoint(supported):
                    continue
            if not classifier.is_excluded(index):
                unsupported.append(classifier.figure(index))
    unsupported.sort(key=lambda f: f.start)
    return tuple(unsupported)


def _numbers_supported(
    answer: str,
    excluded: tuple[tuple[int, int], ...],
    supported: frozenset[FigureKey] | set[FigureKey],
    numerals: frozenset[str],
) -> bool:
    """Whether every number of the answer outside `excluded` (its dates and citation markers) is
    supported by its keys, so that none of them can be an unsupported figure. Checked value
    first, in bulk, with no need to know which numbers are figures: a plain number written as a
    passage writes one (`numerals`) is supported, the others are parsed."""
    numbers = number_matches(answer)
    written = _numerals(numbers)
    suspects = {
        index
        for index in compress(range(len(numbers)), map(not_, map(numerals.__contains__, written)))
        if float(written[index]) not in supported
    }
    special = _special_numbers(answer)
    suspects.update(special)
    if not suspects:
        return True
    spans = _Spans.of(excluded)
    special_set = set(special)
    for index in suspects:
        match = numbers[index]
        start, end = match.span()
        if spans.overlap(start, end):  # in a citation marker or a date: not a number figure
            continue
        if index not in special_set:
            return False
        digits, suffix = match.group(1, 2)
        value = _only_value(answer, digits, suffix, start, end, answer[end:end + 2])
        if value is None:
            # The previous number counts (for a year range, "1990-95") only when it is itself a
            # candidate; one inside an excluded span cannot adjoin this one anyway.
            previous = numbers[index - 1] if index else None
            if previous is not None and spans.overlap(*previous.span()):
                previous = None
            if _number_keys(answer, digits, suffix, end, previous)[0].isdisjoint(supported):
                return False
        elif value not in supported:
            return False
    return True


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


def passage_keys(texts: tuple[str, ...]) -> frozenset[FigureKey]:
    """The figure keys the passages support: every number in them, classified or not (a
    passage's locators and identifiers may still be quoted as figures), with its scaled, decade
    and range readings; their dates with year, month-year and day-month. The passages are
    scanned as one text, which is several times cheaper than one scan each. See
    `passage_extra_keys` for the rarer forms."""
    return _passage_figures(texts)[0]


def passage_numerals(texts: tuple[str, ...]) -> frozenset[str]:
    """The digits of every number in the passages, without thousands grouping ("1200" for
    "1,200"): the value of each is one of `passage_keys`."""
    return _passage_figures(texts)[1]


@lru_cache(maxsize=_CACHE_SIZE)
def _passage_figures(texts: tuple[str, ...]) -> tuple[frozenset[FigureKey], frozenset[str]]:
    text = _PASSAGE_JOINER.join(texts)
    numbers = list((_PASSAGE_NUMBER_ASCII if text.isascii() else _PASSAGE_NUMBER).finditer(text))
    if not numbers:
        return frozenset(), frozenset()
    # Every number's value is a key, whatever else it says; only the special ones may say more
    # (see `_number_keys`) or start an all-digit date.
    numerals = frozenset(_numerals(numbers))
    keys: set[FigureKey] = set(map(float, numerals))
    for _, _, date in _month_dates(text, numbers):
        _add_date_keys(keys, date)
    for index in _special(numbers):
        match = numbers[index]
        digits, suffix = match.groups()[:2]
        start, end = match.span()
        following = text[end:end + 2]
        if _only_value(text, digits, suffix, start, end, following) is not None:
            if following[:1] in _DATE_SEPARATORS:
                numeric_date = _numeric_date_at(text, match)
                if numeric_date is not None:
                    _add_date_keys(keys, numeric_date[1])
        else:
            previous = numbers[index - 1] if index else None
            keys.update(_number_keys(text, digits, suffix, end, previous, keep_value=True)[0])
    keys.update([("decade", k // 10 * 10) for k in keys if type(k) is float and 1000 <= k < 3000 and k.is_integer()])
    return frozenset(keys), numerals


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
    _resolve_citations.cache_clear()
    _citation_spans.cache_clear()
    _answer_candidates.cache_clear()
    _id_sets.cache_clear()
    source_id_index.cache_clear()
    _dates.cache_clear()
    _candidates.cache_clear()
    number_matches.cache_clear()
    _special_numbers.cache_clear()
    _extract_figures.cache_clear()
    _passage_figures.cache_clear()
    passage_extra_keys.cache_clear()


# --------------------------------------------------------------------------- misc

def normalise_name(value: str) -> str:
    """Case- and whitespace-insensitive form of a title or name."""
    return " ".join(value.split()).casefold()


_NON_ALNUM = re.compile(r"[^0-9a-z]")


def normalise_identifier(value: str) -> str:
    """An identifier without case or punctuation: 'clm-88213' == 'CLM 88213'."""
    return _NON_ALNUM.sub("", value.lower())


def source_ids_of(sources: Iterable[Source]) -> tuple[str, ...]:
    """The `id` of each source, in order."""
    return tuple(map(_source_id, sources))


def source_texts_of(sources: Iterable[Source]) -> tuple[str, ...]:
    """The `text` of each source, in order."""
    return tuple(map(_source_text, sources))


_source_id = attrgetter("id")
_source_text = attrgetter("text")


def join_ids(ids: Iterable[str]) -> str:
    return ", ".join(ids)
