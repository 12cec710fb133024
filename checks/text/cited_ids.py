"""What a citation cites: the IDs a marker's content lists, and which supplied source an ID names.

`checks.text.markers` finds where a marker stands ("[...]", "(Source ...)", "<cite .../>" ...); this module reads
its content as IDs (`read_ids`: "1, 2", "S1-S3", "Source 2, p. 4", "doc-a") and says which citable ID a cited
one names (`SourceIndex`), for the markers and for the authorities (`checks.text.authorities`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

MAX_RANGE = 50  # a range wider than this ("[1-2000]") is read as its two ends

_SOURCE_LABELS = (
    r"sources?|passages?|references?|refs?\.?|documents?|docs?\.?|citations?|cites?|ids?|chunks?|snippets?"
    r"|excerpts?|contexts?|results?|search\s+results?|evidence|notes?|footnotes?|fn\.?|kb|knowledge\s+base"
    r"|exhibits?|attachments?"
)
_LEAD = r"(?:(?:see(?:\s+also)?|cf\.?|per|from|via)\s+)?"
# One ID as written: an optional word (glued, or spaced before a number: "TR 2019/45") and a
# number that may carry "/", "." or ":" parts and one letter (3a, 12/2020, 4.1).
_WORD = r"[A-Za-z][A-Za-z]{0,11}"
_NUMBER = r"\d{1,6}(?:[/.:]\d{1,6})*[a-z]?"
_ID = rf"(?:#\s?)?(?:{_WORD}(?:[-_#]|\s?)?)?(?:[A-Z]-?)?{_NUMBER}"  # "#9" is 9
_ITEM = re.compile(
    rf"{_LEAD}(?:(?P<label>{_SOURCE_LABELS})\s*[:#.]?\s*)?(?P<first>{_ID})"
    rf"(?:\s*(?:[-\u2013\u2014]|to|through)\s*(?:(?:{_SOURCE_LABELS})\s*)?(?P<last>{_ID}))?",
    re.IGNORECASE,
)
# A labelled name that is not numbered: "[doc-a]", "[Source A]", "(source: handbook)".
_LABELLED_NAME = re.compile(
    rf"{_LEAD}(?P<label>{_SOURCE_LABELS})"
    rf"(?:(?P<gap>\s*[:#]\s*)(?P<name>\S.{{0,59}})|(?P<glue>\s+|[-_])(?P<word>[A-Za-z0-9][\w.\-/]{{0,30}}))",
    re.IGNORECASE,
)
# A locator inside a marker, after an ID: "[1, p. 4]", "[2, para 3]", "[3, lines 4-6]", "[3, L4-L6]".
_LOCATOR_ITEM = re.compile(
    r"(?:p|pp|pg|page|pages|para|paras|paragraph|paragraphs|\u00a7+|sec|section|ch|chapter|line|lines|l|at)"
    r"\.?\s*[A-Za-z]?\d+(?:\s*[-\u2013]\s*[A-Za-z]?\d+)?",
    re.IGNORECASE,
)
# Words that, before a number, point into the answer's own document or the world, not at a passage.
LOCATOR_WORDS = frozenset(
    "figure fig figs table tab page pages p pp pg section sections sec chapter ch chap appendix annex "
    "schedule step steps line lines item items para paragraph equation eq vol volume version ver v art article "
    "articles rule question q slide col column part parts no number of".split()
)
_SEPARATORS = re.compile(r"\s*(?:[,;&|]|\band\b)\s*", re.IGNORECASE)
_ID_PARTS = re.compile(r"([a-z]*)[-_ #]?0*(\d+)([a-z]?)")
_WRITTEN_PREFIX = re.compile(r"[A-Za-z]*[-_ #]?")
_LABEL_WORD = re.compile(rf"(?:{_SOURCE_LABELS})", re.IGNORECASE)
_LEADING_LABEL = re.compile(rf"(?:{_SOURCE_LABELS})\s*[:#]?\s+(?=\S)", re.IGNORECASE)
_LEADING_WORD = re.compile(r"[A-Za-z]+")


@dataclass(frozen=True, slots=True)
class CitedId:
    """One cited ID as written (its label dropped: "Source 2" cites "2"), with its offsets."""

    id: str
    start: int
    end: int


def normalise_id(value: str) -> str:
    """An ID compared as a reader would: case and inner white space do not matter."""
    folded = value.casefold()
    return folded if folded.isalnum() else " ".join(folded.split())


def read_ids(
    content: str,
    offset: int,
    known: frozenset[str],
    *,
    require_label: bool = False,
    prefixes: frozenset[str] = frozenset(),
) -> list[CitedId]:
    """The IDs of a marker's content, or [] when the content is not a list of citations.

    With `require_label` (parentheses), the first item must carry a source label or a prefix in
    `prefixes`. Supplied IDs (`known`) are read whatever their shape."""
    by_known = known_ids(content, offset, known)
    if by_known:
        return by_known
    ids: list[CitedId] = []
    position = 0
    for token in _SEPARATORS.split(content):
        at = content.index(token, position) if token else position
        position = at + len(token)
        if not token.strip():
            continue
        item = _ITEM.fullmatch(token.strip())
        token_offset = offset + at + (len(token) - len(token.lstrip()))
        if item is None:
            if ids and _LOCATOR_ITEM.fullmatch(token.strip()):
                continue  # "[1, p. 4]": where in the passage, not another passage
            named = _LABELLED_NAME.fullmatch(token.strip())
            if named is None:
                if not ids:
                    return []
                # after a citation, whatever else the marker lists is cited too ("[1, Smith]"): fail closed
                ids.append(CitedId(token.strip(), token_offset, token_offset + len(token.strip())))
                continue
            # "Source: the handbook", "Source A": the label says what, the rest which; "doc-a": all of it
            if named.group("name") is not None:
                group: str | int = "name"
            else:
                group = "word" if named.group("glue").strip() == "" else 0
            ids.append(CitedId(named.group(group), token_offset + named.start(group), token_offset + named.end(group)))
            continue
        first = item.group("first")
        word = _word_of(first)
        labelled = item.group("label") is not None or (word is not None and _LABEL_WORD.fullmatch(word) is not None)
        # "[Figure 2]", "[page 4]": a locator word apart from its number ("[P3]" is a prefixed ID)
        spaced = word is not None and first[len(word):len(word) + 1].isspace()
        if spaced and word.lower() in LOCATOR_WORDS and item.group("label") is None:
            if ids:
                continue  # "[Source 1, Figure 2]"
            return []
        if not ids and require_label and not labelled and (word is None or id_prefix(first) not in prefixes):
            return []
        ids.extend(_item_ids(item, token_offset))
    return ids


def _item_ids(item: re.Match[str], offset: int) -> list[CitedId]:
    first, last = item.group("first"), item.group("last")
    first_id = CitedId(_without_label(first), offset + item.start("first"), offset + item.end("first"))
    if last is None:
        return [first_id]
    last_id = CitedId(_without_label(last), offset + item.start("last"), offset + item.end("last"))
    expanded = expand_range(first_id.id, last_id.id)
    if expanded is None:
        return [first_id, last_id]
    return [CitedId(i, first_id.start, last_id.end) for i in expanded]


def _without_label(written: str) -> str:
    """ "Source2" -> "2", "doc-4" -> "4" (a glued label says what, not which); other IDs as written."""
    word = _word_of(written)
    if word is not None and _LABEL_WORD.fullmatch(word) and word.lower() not in ("kb",):
        return written[len(word):].lstrip("-_# ")
    return written


def _word_of(written: str) -> str | None:
    match = _LEADING_WORD.match(written)
    return match.group(0) if match else None


def split_ids(content: str, offset: int) -> list[CitedId]:
    """The items of a list read as IDs whatever their shape (for configured patterns and 【...】)."""
    ids: list[CitedId] = []
    position = 0
    for token in _SEPARATORS.split(content):
        at = content.index(token, position) if token else position
        position = at + len(token)
        stripped = token.strip()
        if not stripped:
            continue
        label = _LEADING_LABEL.match(stripped)
        if label:
            stripped = stripped[label.end():]
        start = offset + at + token.index(stripped)
        ids.append(CitedId(stripped, start, start + len(stripped)))
    return ids


def known_ids(content: str, offset: int, known: frozenset[str]) -> list[CitedId]:
    """The IDs of a list made only of supplied IDs, whatever their shape ("[doc-a, doc-b]"), else []."""
    if not known:
        return []
    if normalise_id(content) in known:
        stripped = content.strip()
        start = offset + content.index(stripped)
        return [CitedId(stripped, start, start + len(stripped))]
    ids = split_ids(content, offset)
    if ids and all(normalise_id(i.id) in known for i in ids):
        return ids
    return []


def id_prefix(source_id: str) -> str:
    """The letter prefix of an ID, case-folded ("s" of "S2"); "" for a bare number or another shape."""
    match = _ID_PARTS.fullmatch(normalise_id(source_id))
    return match.group(1) if match else ""


def expand_range(first: str, last: str) -> list[str] | None:
    """IDs from a range such as 1-3 or S1-S3; None when it is not a small same-prefix range."""
    a, b = _ID_PARTS.fullmatch(first.lower()), _ID_PARTS.fullmatch(last.lower())
    if not a or not b or a.group(3) or b.group(3):
        return None
    if b.group(1) and b.group(1) != a.group(1):
        return None
    low, high = int(a.group(2)), int(b.group(2))
    if not low < high or high - low > MAX_RANGE:
        return None
    prefix = _WRITTEN_PREFIX.match(first).group(0)  # as written: the "S" of "S1", nothing of "1"
    return [f"{prefix}{n}" for n in range(low, high + 1)]


@dataclass(frozen=True)
class SourceIndex:
    """The citable IDs, arranged to say which one a cited ID names.

    IDs compare case- and space-insensitively ("[s1]" cites "S1"). Beyond that the number
    decides where the styles differ: a bare number names the one prefixed source with that
    number ("[2]" cites "S2"), and a prefixed ID names the bare-number source with its number
    when no citable ID has a prefix ("[S2]" cites "2"). Different prefixes do not match ("[P2]"
    does not cite "S2"), and a number no source has is fabricated whatever its style."""

    exact: Mapping[str, str]  # normalised ID -> ID
    by_number: Mapping[str, str]  # number of a prefixed ID ("2" of "S2") -> ID, when unique
    prefixed: bool  # whether any citable ID has a letter prefix

    @classmethod
    def of(cls, source_ids: Iterable[str]) -> SourceIndex:
        exact: dict[str, str] = {}
        by_number: dict[str, list[str]] = {}
        for source_id in source_ids:
            normalised = normalise_id(source_id)
            exact[normalised] = source_id
            parts = _ID_PARTS.fullmatch(normalised)
            if parts and parts.group(1):
                by_number.setdefault(parts.group(2) + parts.group(3), []).append(source_id)
        unique = {number: named[0] for number, named in by_number.items() if len(named) == 1 and number not in exact}
        return cls(MappingProxyType(exact), MappingProxyType(unique), bool(by_number))

    def resolve(self, cited: str) -> str | None:
        """The citable ID that `cited` names, or None when it names none."""
        normalised = normalise_id(cited)
        found = self.exact.get(normalised)
        if found is not None:
            return found
        parts = _ID_PARTS.fullmatch(normalised)
        if parts is None:
            return None
        number = parts.group(2) + parts.group(3)
        if not parts.group(1):
            return self.exact.get(number) or self.by_number.get(number)
        return None if self.prefixed else self.exact.get(number)
