"""The citation-marker grammar: the one place that decides what in an answer cites a source.

`citations` (which must fail closed: a marker that cites something either names a supplied
source or blocks), `figures` ("[2]" is not a figure), `document_scope`, `jurisdiction` and the
groundedness claim extraction all read markers here, with the same configured extra patterns. A marker's
content is read as IDs by `checks.text.cited_ids`; the rulings, cases, statutes, author-years and URLs an
answer cites are read by `checks.text.authorities`.

Forms (rows of `tests/test_markers.py`, each tested resolvable and unresolvable):

| form                         | examples                                              | cites              |
|------------------------------|-------------------------------------------------------|--------------------|
| numeric                      | [3]  [03]  [1][2]                                     | 3; 1, 2            |
| lists                        | [1, 2]  [1; 2 and 5]  [1, 2, & 5]                     | each               |
| ranges                       | [1-3]  [1–3]  [S1-S3]  [Sources 1 to 3]               | each (at most 50)  |
| prefixed                     | [S1]  [P3]  [doc2]  [doc-4]  [KB12]                   | as written         |
| labelled                     | [Source 2]  [Source 1, Source 5]  [see passage 3]     | 2; 1, 5; 3         |
| with a locator               | [1, p. 4]  [2, para 3]  [3, lines 4-6]                | 1; 2; 3            |
| footnotes                    | [^3]  [^note-3]                                       | 3; note-3          |
| dagger locators              | [3†L1-L4]  【3†L1-L4】  【4:0†source】  【S2】            | 3; 3; 4; S2        |
| ruling / case / report IDs   | [TR 2019/45]  [Ruling 12/2020]  [Case C-311/18]       | as written         |
| any supplied ID              | [doc-a]  [Smith 2019] when a source has that ID       | as written         |
| labelled parentheses         | (Source 2)  (source: S4)  (see passage 3)  (sources 1 and 3)  (doc2) | each |
| prefixed parentheses         | (S1, S2) when "S" prefixes a supplied ID              | each               |
| labelled prose               | according to Source 3; as Passage 2 says; Source 9    | 3; 2; 9            |
|                              | confirms; Sources 3 and 5; Sources: 3, 5; in passage  | 3, 5; 3, 5; 9; 9   |
|                              | #9; source no. 9                                      |                    |
| cited references, documents  | per reference 12; see Document 4; (see reference 3)   | 12; 4; 3           |
| superscripts                 | covered.¹²  days³  <sup>3</sup>  <sup>3,5</sup>                 | 12 or 1, 2; 3; 3; 3, 5 |
| hash                         | [#9]                                                  | 9                  |
| clause-final parentheses     | covered for 60 days (9).  (3, 9).  (numbered sources) | 9; 3, 9            |
| author-year in brackets      | [Smith et al. 2019]  [Jones and Lee, 2021]            | as written         |
| markdown-escaped             | \\[9\\]                                                | 9                  |
| lookalikes                   | ［9］  [9<zero-width space>]  (Source<no-break space>9)      | 9                  |
| configured patterns          | {{cite:7}} with `\\{\\{cite:([^}]+)\\}\\}`             | group 1 split      |
| curly templates              | {9}  {{9}}  {{source_9}}  ({{cite:9}}: `LABELLED_TEMPLATE`) | 9                |
| angle brackets               | <9>  <3, 5>  <S2> when S2 is supplied                 | 9; 3, 5; S2        |
| citation tags                | <cite id="9"/>  <ref name="9" />  <source id='9'>  <cite>9</cite> | 9          |
| reference opening a clause   | Ref 9 says; Reference 9 states; Document 4 shows      | 9; 9; 4            |
| ordinals and spelled numbers | the ninth source; the 3rd passage; Source nine        | 9; 3; 9            |
| mid-sentence parentheses     | covered (9) and therapy ... (numbered sources)        | 9                  |
| exhibits and attachments     | (Exhibit 9)  [Attachment 4]  as Exhibit 9 shows       | 9; 4; 9            |
| other brackets               | \u30149\u3015  \u30169\u3017  [^9^] (Copilot)              | 9                  |
| disguises (normalised view)  | [\uff19]  \uff3b9\uff3d  [9<ZWSP>]  [S<soft hyphen>9]  &#91;9&#93;  (Source&nbsp;9) | 9 |

Locators are not citations (tested both ways): "Table 2", "Figure 1", "page 9", "Step 3", "Appendix B",
"[1, p. 9]", "page 9 of Source 1" (Source 1 is cited). "(9)" in mid-sentence cites only before a joining word
("and", "but", a dash ...) and when no "(8)" or "(10)" stands in the text (an enumeration); never after a number
word ("sixty (60) days").

Not markers (they cite nothing): bracketed editing ("[sic]", "[emphasis added]", "[a]"),
locators of the answer's own document ("[Figure 2]", "[Table 1]", "[page 4]", "[1 of 3 pages]"),
link text ("[member handbook](https://...)"), enumerations ("(1)", "(2)"), parenthesised
codes and names ("(B12)", "(COVID-19)") and author-year prose citations ("(Smith v. Jones,
2019)", "(Smith 2019)"): those name works, not supplied passages, unless a supplied ID has
exactly that shape, in which case the marker is read (and resolves). Inside square brackets a
word followed by a number that is not a locator word is an ID ("[Smith 2019]", "[TR 2019/45]"):
a model that writes it means a source, so it must name one. Superscript digits after a digit,
a caret or a unit ("10⁹/L", "kg/m²", "cm<sup>2</sup>") are exponents; "¹²" cites 12 when a source
is 12, else 1 and 2 when both are, else 12 (and blocks). "reference", "document" and "ref" in
prose cite only after a citing word (per, see, according to, as stated in ...): "reference
number 12345" and "Call reference 12345" are a call's numbers. "Ref 9" opening a sentence is read
only before a citing verb ("Ref 9 says"; call notes write "Reference 12345 was logged"), and "the first
source of income" is not an ordinal citation. "[citation needed]" cites nothing. "Exhibit" and "Attachment"
are source labels (an exhibit is a document); "Enclosure" is not (drafted letters list their enclosures).
"""

from __future__ import annotations

import operator
import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import NamedTuple

from checks.text.cited_ids import (
    LOCATOR_WORDS,
    CitedId,
    expand_range,
    id_prefix,
    known_ids,
    normalise_id,
    read_ids,
    split_ids,
)
from checks.text.normalise import NormalisedText, normalise

# Square brackets: any short content, or longer content made only of what IDs are made of (a
# 10,000-digit "ID" cites nothing that exists: it is read, and blocks).
_BRACKET = re.compile(r"\[([^\[\]\n]{1,120}|[\w .,;:#/^\u2020-]{121,})\]")
_PAREN = re.compile(r"\(([^()\n]{1,120})\)")
_LENTICULAR = re.compile(r"[\u3010\u3014\u3016\u3018]([^\u3010\u3011\u3014-\u3019\n]{1,120})[\u3011\u3015\u3017\u3019]")
# A source named in running prose: "Source 9 confirms", "Sources 3 and 9", "Sources: 3, 5" (a
# closing line), "in passage #9", "source no. 9". References, documents and refs count only after a
# word that cites ("per reference 12", "see Document 4"): "reference number 12345" and "Call
# reference 12345" are not citations.
_PROSE_ID = r"[A-Za-z]{0,3}-?\d{1,6}(?![\w.,]\d)"
_LABELLED_PROSE = re.compile(
    r"(?:\b(?:according\s+to|see(?:\s+also)?|per|(?:as\s+)?(?:stated|noted|shown|described|explained|set\s+out)\s+in"
    r"|in|from|cf\.?|citing|under)\s+(?:the\s+)?(?P<cited>references?|refs?\.?|documents?|docs?\.?)"
    r"|\b(?P<label>sources?|passages?|excerpts?|snippets?|chunks?|citations?|exhibits?|attachments?))"
    rf"(?:\s*(?:#|no\.|number|:))?\s*(?P<ids>{_PROSE_ID}(?:\s*(?:,|;|and|&|-|\u2013|to|through)\s*{_PROSE_ID})*)\b(?!\s*(?:%|percent|years?|months?|weeks?|days?|hours?|minutes?))",
    re.IGNORECASE,
)
_PROSE_WORDS = ("source", "passage", "excerpt", "snippet", "chunk", "citation", "ref", "doc", "exhibit", "attachment")
_PROSE_SEPARATOR = re.compile(r"\s*(?:,|;|\band\b|&)\s*", re.IGNORECASE)
_PROSE_RANGE = re.compile(r"\s*(?:-|\u2013|\bto\b|\bthrough\b)\s*", re.IGNORECASE)
# Superscript digits after a word or a closing mark ("covered.\u00b9\u00b2", "days\u00b3"), and HTML
# <sup>3</sup>: footnote markers. After a digit, a caret or a unit ("10\u2079/L", "m\u00b2",
# "cm<sup>2</sup>") they are exponents.
_SUPERSCRIPT_DIGITS = "\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079"
_SUPERSCRIPT = re.compile(
    rf"[{_SUPERSCRIPT_DIGITS}]+(?:\s?[,\u2013\u207b-]\s?[{_SUPERSCRIPT_DIGITS}]+)*"
)
_FROM_SUPERSCRIPT = str.maketrans(_SUPERSCRIPT_DIGITS + "\u207b\u2013", "0123456789--")
_HTML_SUP = re.compile(r"<sup>\s*([^<>\[\]]{1,40}?)\s*</sup>", re.IGNORECASE)
# Where the sources are numbered, a bare number in parentheses that ends a clause after a word
# ("covered for 60 days (9).", Vancouver style) cites like "[9]"; one before more words enumerates ("covers (1) visits, (2) labs"), one after a
# locator word points into a document ("item (3).", "subsection (3)."), and ranges ("adults
# (18-64).") are not read.
_CLAUSE_END_AFTER = re.compile(r"\s*(?:[.;:!?,]|$)", re.MULTILINE)
_BARE_NUMBERS = re.compile(r"\d{1,3}(?:\s*,\s*\d{1,3})*")
_ENUMERATING_WORDS = LOCATOR_WORDS | frozenset(
    "subsection subsections clause clauses subparagraph criterion criteria note box option tier level grade stage "
    "type class category group code codes modifier units unit aged ages age".split()
)
_NO_CITATION = frozenset(("citation needed", "citation required", "source needed", "needs citation", "cite"))
_AUTHOR_YEAR = re.compile(r"[A-Z][\w'\u2019-]+(?:\s+et\s+al\.?|\s+(?:and|&)\s+[A-Z][\w'\u2019-]+)?,?\s+(?:19|20)\d{2}[a-z]?")
# Curly templates: "{9}", "{{9}}", "{{source_9}}"; not an exponent or subscript ("x^{2}", "a_{1}").
_CURLY = re.compile(r"(?<![\^_\\$\w])\{\{?\s*([^{}:\n]{1,60}?)\s*\}\}?")
# "{{cite:9}}", "{source: 3}": the labelled template, which deployments configure as a pattern for every check
# that reads markers; `citations` always reads it (`LABELLED_TEMPLATE` joins its patterns).
LABELLED_TEMPLATE = r"\{\{?\s*(?:cite|citation|source|ref|doc)\s*:\s*([^{}\n]{1,60}?)\s*\}\}?"
# Angle brackets: "<9>", "<3, 5>", "<source 9>" (not a tag: "<h2>", "<td>"; a prefixed ID only when supplied).
_ANGLE = re.compile(r"<([^<>\s][^<>\n]{0,38}?)>")
_ANGLE_CONTENT = re.compile(
    r"(?:(?:sources?|passages?|docs?|documents?|refs?|references?|cite|citations?)\s*[:#_-]?\s*)?"
    r"\d{1,4}(?:\s*[,;-]\s*\d{1,4})*",
    re.IGNORECASE,
)
# Citation tags as RAG templates and wikis print them: <cite id="9"/>, <ref name="9" />, <source id='9'>,
# <cite index="1-2">...</cite>; and <cite>9</cite>, <ref>9</ref> (the content is the ID list).
_CITE_TAG = re.compile(
    r"<\s*(?:cite|ref|source|citation|reference|doc|document|passage|footnote|fn)\b([^<>]{1,200}?)/?\s*>", re.IGNORECASE
)
_CITE_ATTRIBUTE = re.compile(
    r"""\b(?:id|ids|ref|refs|index|idx|source|sources|source_id|doc|doc_id|docid|name|key|number|n|data-id|data-source"""
    r"""|data-ref)\s*=\s*(?:"([^"<>]{1,60})"|'([^'<>]{1,60})'|([^\s"'<>/]{1,60}))""",
    re.IGNORECASE,
)
_CITE_PAIR = re.compile(r"<\s*(cite|ref|source|citation|reference|footnote|fn)\s*>([^<>\n]{1,60})<\s*/\s*\1\s*>", re.IGNORECASE)
# "Ref 9 says", "Reference 9 states", "Document 4 shows": a reference opening a clause, read when a
# citing verb follows (call notes write "Reference 12345 was logged": no citing verb, no citation).
_CITING_VERBS = (
    r"(?:says?|states?|shows?|notes?|confirms?|indicates?|explains?|lists?|describes?|reports?|mentions?|adds?"
    r"|supports?|gives?|provides?|specif(?:y|ies)|sets?\s+out|defines?|clarif(?:y|ies)|establish(?:es)?|requires?"
    r"|holds?|reads?|stipulates?|concludes?|found|finds?|suggests?|agrees?|covers?|allows?)"
)
_REF_OPENING = re.compile(
    rf"\b(?:refs?\.?|references?|docs?\.?|documents?)\s*(?:#|no\.?)?\s*(?P<ids>\d{{1,3}}(?:\s*(?:,|and|&)\s*\d{{1,3}})*)\b"
    rf"(?=,?\s+(?:also\s+|further\s+|clearly\s+|expressly\s+)?{_CITING_VERBS}\b)",
    re.IGNORECASE,
)
_ORDINAL_WORDS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
_CARDINAL_WORDS = (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty"
).split()
_ORDINALS = {word: n for words in (_ORDINAL_WORDS, _CARDINAL_WORDS) for n, word in enumerate(words, 1)}
# "the ninth source", "the 3rd passage" (not "the first source of income"); "Source nine", "passage number two".
_ORDINAL_SOURCE = re.compile(
    rf"\bthe\s+(?P<ord>{'|'.join(_ORDINAL_WORDS)}|\d{{1,2}}(?:st|nd|rd|th))\s+"
    r"(?:sources?|passages?|excerpts?|snippets?|chunks?|search\s+results?|references?|citations?|exhibits?|attachments?)\b"
    r"(?!\s+(?:of|for|to|in)\b)",
    re.IGNORECASE,
)
_SPELLED_SOURCE = re.compile(
    rf"\b(?:sources?|passages?|excerpts?|snippets?|chunks?|exhibits?|attachments?)\s+(?:number\s+|no\.\s*|#\s*)?"
    rf"(?P<word>{'|'.join(_CARDINAL_WORDS)})\b"
    r"(?![\s-]*(?:%|percent|years?|months?|weeks?|days?|hours?|minutes?|times?|more|of|or|can|could|would|should|might"
    r"|may|must|will|hundred|thousand)\b)",
    re.IGNORECASE,
)
_ORDINAL_CUE = re.compile(rf"(?:{'|'.join(_ORDINAL_WORDS)}|\d(?:st|nd|rd|th))\s+(?:s|p|e|c|r|a)")
_NUMBER_WORDS = frozenset(_CARDINAL_WORDS) | frozenset(
    "thirty forty fifty sixty seventy eighty ninety hundred thousand zero".split()
)
# What may follow a citation "(9)" in mid-sentence: a joining word, not the noun of an enumeration or a count.
_AFTER_MID_SENTENCE = re.compile(
    r"\s+(?:and|or|but|while|whereas|although|though|if|when|unless|because|so|yet|with|as|after|before|which|that"
    r"|where|than|also|however|only|except|provided)\b|\s*[-\u2013\u2014]",
)
_UNITS = frozenset("m cm mm km ft in yd mi sq cu x".split())
_DAGGER_OR_COLON = re.compile(r"[\u2020:]")


@dataclass(frozen=True, slots=True)
class Marker:
    """One citation marker and the IDs it cites."""

    text: str
    start: int
    end: int
    ids: tuple[CitedId, ...]


def find_markers(text: str, source_ids: Sequence[str] = (), extra_patterns: Sequence[str] = ()) -> list[Marker]:
    """Every citation marker in `text`, in order, non-overlapping (see the module's table).
    `source_ids` are the IDs that may be cited (sources and knowledge-base entries): any marker
    made of them is read whatever their shape. `extra_patterns` are regexes whose group 1 (or
    whole match) is a list of IDs; at one position they win over the built-in forms.

    The text is read on its normalised view (`checks.text.normalise`, tags kept): full-width
    digits and brackets, format characters and HTML entities read as the plain form; offsets and
    `Marker.text` are the original's, `CitedId.id` the normalised ID ("\uff19" cites "9")."""
    return MarkerReader(text, source_ids).markers(extra_patterns)


class _Priority(IntEnum):
    """Which of the candidates that start at one position becomes the marker: the lowest."""

    DECLARED = 0  # the text says outright that it cites: a configured pattern, a <cite>9</cite> pair
    DELIMITED = 1  # set off by brackets, parentheses, braces, tags or superscripts
    PROSE = 2  # a source named in running prose ("Source 9 confirms"): a delimited marker there wins


class _Candidate(NamedTuple):
    """A marker one form reads; `_select` keeps those that do not overlap one taken before."""

    start: int
    priority: _Priority
    end: int
    ids: Sequence[CitedId]  # kept as a tuple, it becomes the marker's own (`_select`): one object fewer per marker


_PRIORITY = operator.attrgetter("priority")
_START = operator.attrgetter("start")


class MarkerReader:
    """The markers of one text under any extra patterns (`find_markers`): its view is made once, and every call
    whose patterns match nothing gets the markers of the built-in forms, read once (a request's checks read one
    answer with different patterns; on 64 KB of "[1]" each reading made 65,000 objects). A call whose patterns
    match reads the built-in forms again with them."""

    def __init__(self, text: str, source_ids: Sequence[str] = ()) -> None:
        self.text = text
        self._view = citation_view(text, keep_tags=True)
        self._known = frozenset(map(normalise_id, source_ids))
        self._plain: list[Marker] | None = None

    def markers(self, extra_patterns: Sequence[str] = ()) -> list[Marker]:
        """The markers of the text, non-overlapping, in order; at one position `extra_patterns` win."""
        read, known = self._view.text, self._known
        extra: list[_Candidate] = []
        for pattern in extra_patterns:
            for match in re.finditer(pattern, read):
                group = 1 if match.re.groups else 0
                content = match.group(group)
                if content and content.strip():
                    ids = read_ids(content, match.start(group), known) or split_ids(content, match.start(group))
                    if ids:
                        extra.append(_Candidate(match.start(), _Priority.DECLARED, match.end(), ids))
        if extra:
            mapped = [_to_original(self._view, c) for c in extra] if self._view.changed else extra
            return _select(self.text, mapped + _builtin_candidates(self.text, self._view, known))
        if self._plain is None:
            self._plain = _select(self.text, _builtin_candidates(self.text, self._view, known))
        return list(self._plain)


def _select(text: str, mapped: list[_Candidate]) -> list[Marker]:
    """The markers the candidates make (offsets in `text`): sorted by start and priority, each one that
    starts after the last taken."""
    # (start, priority) order by two stable sorts: a key tuple per candidate would hold an enum member, which the
    # garbage collector tracks, and 21,000 of them ("[1][2]" in 64 KB) tipped a request into a full collection
    mapped.sort(key=_PRIORITY)
    mapped.sort(key=_START)
    markers: list[Marker] = []
    taken_until = -1
    for start, _, end, ids in mapped:
        if start >= taken_until:
            markers.append(Marker(text[start:end], start, end, tuple(ids)))
            taken_until = end
    return markers


def _builtin_candidates(text: str, view: NormalisedText, known: frozenset[str]) -> list[_Candidate]:
    """The candidates of the built-in forms, offsets in `text`."""
    read = view.text
    prefixes = frozenset(p for p in map(id_prefix, known) if p)
    candidates: list[_Candidate] = []  # offsets in `read`
    delimited, declared, prose = _Priority.DELIMITED, _Priority.DECLARED, _Priority.PROSE  # one lookup, not one a marker
    if "[" in read:
        for match in _BRACKET.finditer(read):
            content = match.group(1)
            if content.isdigit():  # the common "[3]", its IDs a tuple: the marker's own (`_Candidate.ids`)
                ids: Sequence[CitedId] = (CitedId(content, match.start(1), match.end(1)),)
            else:
                ids = tuple(_bracket_ids(content, match.start(1), known))
            if ids:
                candidates.append(_Candidate(match.start(), delimited, match.end(), ids))
    if "\u3010" in read or "\u3014" in read or "\u3016" in read or "\u3018" in read:
        for match in _LENTICULAR.finditer(read):
            ids = _dagger_ids(match.group(1), match.start(1))
            if ids:
                candidates.append(_Candidate(match.start(), delimited, match.end(), ids))
    if "(" in read:
        numbered = any(source_id.isdigit() for source_id in known)  # the sources are cited by number
        parens = list(_PAREN.finditer(read))
        bare = {int(m.group(1)) for m in parens if m.group(1).isdigit() and len(m.group(1)) <= 3} if numbered else set()
        for match in parens:
            ids = _paren_ids(match.group(1), match.start(1), known, prefixes)
            if not ids and numbered:
                ids = _clause_end_number(read, match) or _mid_sentence_number(read, match, bare)
            if ids:
                candidates.append(_Candidate(match.start(), delimited, match.end(), ids))
    if "{" in read:
        for match in _CURLY.finditer(read):
            ids = read_ids(match.group(1), match.start(1), known)
            if ids:
                candidates.append(_Candidate(match.start(), delimited, match.end(), ids))
    if "<" in read:
        for match in _HTML_SUP.finditer(read):
            ids = read_ids(match.group(1), match.start(1), known)
            if ids and not _is_exponent(read, match.start()):
                candidates.append(_Candidate(match.start(), delimited, match.end(), ids))
        for match in _CITE_TAG.finditer(read):
            ids = _tag_ids(match, known)
            if ids:
                candidates.append(_Candidate(match.start(), delimited, match.end(), ids))
        for match in _CITE_PAIR.finditer(read):
            ids = read_ids(match.group(2), match.start(2), known)
            if ids:
                candidates.append(_Candidate(match.start(), declared, match.end(), ids))
        for match in _ANGLE.finditer(read):
            content = match.group(1)
            ids = read_ids(content, match.start(1), known) if _ANGLE_CONTENT.fullmatch(content) else []
            ids = ids or known_ids(content, match.start(1), known)
            if ids:
                candidates.append(_Candidate(match.start(), delimited, match.end(), ids))
    lowered = read.lower()
    if any(word in lowered for word in _PROSE_WORDS):
        for match in _LABELLED_PROSE.finditer(read):
            ids = _prose_ids(match)
            label_start = match.start("cited") if match.group("cited") else match.start("label")
            candidates.append(_Candidate(label_start, prose, match.end(), ids))
        for match in _REF_OPENING.finditer(read) if "ref" in lowered or "doc" in lowered else ():
            candidates.append(_Candidate(match.start(), prose, match.end("ids"), _prose_ids(match)))
        for match in _ORDINAL_SOURCE.finditer(read) if "the " in lowered and _ORDINAL_CUE.search(lowered) else ():
            number = _ORDINALS.get(match.group("ord").lower()) or int(re.sub(r"\D", "", match.group("ord")) or 0)
            cited = [CitedId(str(number), match.start("ord"), match.end("ord"))]
            candidates.append(_Candidate(match.start(), prose, match.end(), cited))
        for match in _SPELLED_SOURCE.finditer(read):
            number = _ORDINALS[match.group("word").lower()]
            cited = [CitedId(str(number), match.start("word"), match.end("word"))]
            candidates.append(_Candidate(match.start(), prose, match.end(), cited))

    mapped = [_to_original(view, c) for c in candidates] if view.changed else candidates
    if not text.isascii():  # superscripts on the original: the view reads "\u00b9" as "1"
        for match in _SUPERSCRIPT.finditer(text):
            if not _is_exponent(text, match.start()):
                mapped.append(_Candidate(match.start(), delimited, match.end(), _superscript_ids(match, known)))
    return mapped


_ENTITY_CUE = re.compile(r"&(?:#|[A-Za-z][A-Za-z0-9]{1,31};)")


def citation_view(text: str, *, keep_tags: bool) -> NormalisedText:
    """The normalised view that markers and authorities are read on; ASCII text without entities is its own
    (spelled digits and dates in words, the view's other steps, make no marker or authority)."""
    if text.isascii() and ("&" not in text or _ENTITY_CUE.search(text) is None):
        return NormalisedText(text, text)
    return normalise(text, keep_tags=keep_tags)


def _to_original(view: NormalisedText, candidate: _Candidate) -> _Candidate:
    """A candidate found on the normalised view, its offsets moved to the original."""
    start, end = view.original_span(candidate.start, candidate.end)
    ids = tuple(CitedId(c.id, *view.original_span(c.start, c.end)) for c in candidate.ids)
    return _Candidate(start, candidate.priority, end, ids)


_SPACE_BEFORE_PUNCTUATION = re.compile(r"[ \t]+(?=[.,;:!?)])")
_RUNS_OF_SPACES = re.compile(r"[ \t]{2,}")


def strip_markers(text: str, source_ids: Sequence[str] = (), extra_patterns: Sequence[str] = ()) -> str:
    """`text` with every marker removed, white space tidied ("Covered [1]." -> "Covered.")."""
    markers = find_markers(text, source_ids, extra_patterns)
    if not markers:
        return text
    pieces = []
    position = 0
    for marker in markers:
        pieces.append(text[position:marker.start])
        position = marker.end
    pieces.append(text[position:])
    stripped = _SPACE_BEFORE_PUNCTUATION.sub("", "".join(pieces))
    stripped = _RUNS_OF_SPACES.sub(" ", stripped)
    return "\n".join(line.strip() for line in stripped.split("\n")).strip()


def _prose_ids(match: re.Match[str]) -> list[CitedId]:
    """The IDs of a source named in prose ("Sources 3 and 9", "Sources 1-3"), ranges expanded."""
    ids: list[CitedId] = []
    offset = match.start("ids")
    content = match.group("ids")
    position = 0
    for item in _PROSE_SEPARATOR.split(content):
        at = content.index(item, position)
        position = at + len(item)
        ends = _PROSE_RANGE.split(item)
        first = CitedId(ends[0], offset + at, offset + at + len(ends[0]))
        expanded = expand_range(ends[0], ends[-1]) if len(ends) == 2 else None
        if expanded is None:
            ids.extend([first] if len(ends) == 1 else [
                CitedId(end, offset + at + item.index(end), offset + at + item.index(end) + len(end)) for end in ends
            ])
        else:
            ids.extend(CitedId(i, first.start, offset + at + len(item)) for i in expanded)
    return ids


def _clause_end_number(text: str, match: re.Match[str]) -> list[CitedId]:
    """ "(9)" or "(3, 9)" right after a word and before the end of a clause (see `_CLAUSE_END_AFTER`)."""
    content = match.group(1)
    if not _BARE_NUMBERS.fullmatch(content) or not _CLAUSE_END_AFTER.match(text, match.end()):
        return []
    word = re.search(r"([A-Za-z]+)[\s\u00a0]$", text[max(0, match.start() - 24):match.start()])
    if word is None or word.group(1).lower() in _ENUMERATING_WORDS or word.group(1).lower() in _NUMBER_WORDS:
        return []  # "item (3).", "within sixty (60)."
    return split_ids(content, match.start(1))


def _mid_sentence_number(text: str, match: re.Match[str], bare: set[int]) -> list[CitedId]:
    """ "(9)" after a word and before a joining word ("covered (9) and ..."), when no "(8)" or "(10)"
    stands in the text (then it is an enumeration: "(1) file, (2) wait")."""
    content = match.group(1)
    if not content.isdigit() or len(content) > 3 or not _AFTER_MID_SENTENCE.match(text, match.end()):
        return []
    number = int(content)
    if number - 1 in bare or number + 1 in bare:
        return []
    word = re.search(r"([A-Za-z]+)[\s\u00a0]$", text[max(0, match.start() - 24):match.start()])
    if word is None or word.group(1).lower() in _ENUMERATING_WORDS or word.group(1).lower() in _NUMBER_WORDS:
        return []
    return split_ids(content, match.start(1))


def _tag_ids(match: re.Match[str], known: frozenset[str]) -> list[CitedId]:
    """The IDs a citation tag's attributes name (<cite id="9"/>, <ref name="3, 5" />)."""
    ids: list[CitedId] = []
    for attribute in _CITE_ATTRIBUTE.finditer(match.group(1)):
        group = next(g for g in (1, 2, 3) if attribute.group(g) is not None)
        value, at = attribute.group(group), match.start(1) + attribute.start(group)
        ids.extend(read_ids(value, at, known) or split_ids(value, at))
    return ids


def _is_exponent(text: str, start: int) -> bool:
    """Whether a superscript at `start` raises the number or unit before it ("10\u2079", "m\u00b2")."""
    before = text[max(0, start - 12):start]
    if not before or before[-1].isdigit() or before[-1] in "^*\u00d7":
        return True
    word = re.search(r"[A-Za-z]+$", before)
    return word is not None and (len(word.group(0)) <= 2 or word.group(0).lower() in _UNITS)


def _superscript_ids(match: re.Match[str], known: frozenset[str]) -> list[CitedId]:
    """"\u00b9\u00b2" cites 12 when a source is 12, else 1 and 2 when both are, else 12 (which blocks)."""
    ids: list[CitedId] = []
    written = match.group(0).translate(_FROM_SUPERSCRIPT)
    for item in re.finditer(r"\d+(?:\s?-\s?\d+)?", written):
        start, end = match.start() + item.start(), match.start() + item.end()
        ends = re.split(r"\s?-\s?", item.group(0))
        expanded = expand_range(ends[0], ends[1]) if len(ends) == 2 else None
        if expanded is not None:
            ids.extend(CitedId(i, start, end) for i in expanded)
        elif len(ends) == 2:
            ids.extend(CitedId(e, start, end) for e in ends)
        elif item.group(0) not in known and len(item.group(0)) > 1 and all(d in known for d in item.group(0)):
            ids.extend(CitedId(d, start + k, start + k + 1) for k, d in enumerate(item.group(0)))
        else:
            ids.append(CitedId(item.group(0), start, end))
    return ids


def _bracket_ids(content: str, offset: int, known: frozenset[str]) -> list[CitedId]:
    """The IDs a square-bracket marker cites, or [] when it is not a citation (the caller reads a number alone)."""
    content = content.removesuffix("\\")  # markdown-escaped "\[9\]" renders as [9]
    stripped = content.strip()
    if stripped.lower() in _NO_CITATION:
        return []
    if stripped.startswith("^"):  # footnote: [^3], [^note-3]
        footnote = stripped[1:].strip().rstrip("^").strip()  # Copilot's [^1^]
        at = offset + content.index(footnote) if footnote else offset
        return [CitedId(footnote, at, at + len(footnote))] if footnote and len(footnote) <= 40 else []
    author_year = _AUTHOR_YEAR.fullmatch(stripped)
    if author_year:  # "[Smith et al. 2019]": a work cited by name must be a supplied one
        at = offset + content.index(stripped)
        return [CitedId(stripped, at, at + len(stripped))]
    if "\u2020" in content:  # dagger locator: [3†L1-L4]
        return _dagger_ids(content, offset)
    return read_ids(content, offset, known)


def _dagger_ids(content: str, offset: int) -> list[CitedId]:
    """【3†L1-L4】, 【4:0†source】, 【S2】: the ID is what stands before the dagger (and before a ':')."""
    head = _DAGGER_OR_COLON.split(content, maxsplit=1)[0]
    ids = split_ids(head, offset)
    return ids[:1] if ids else []


def _paren_ids(content: str, offset: int, known: frozenset[str], prefixes: frozenset[str]) -> list[CitedId]:
    """Parentheses cite only with a source label ("(Source 2)", "(doc2)"), a prefix that a
    supplied ID carries ("(S1, S2)"), or supplied IDs that are not bare numbers; "(1)" enumerates."""
    if not any(char.isdigit() for char in content) and not known:
        return []
    ids = read_ids(content, offset, frozenset(), require_label=True, prefixes=prefixes)
    if ids:
        return ids
    if content.strip().isdigit():
        return []
    return known_ids(content, offset, known)
