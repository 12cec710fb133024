"""The citation-marker grammar: the one place that decides what in an answer cites a source.

`citations` (which must fail closed: a marker that cites something either names a supplied
source or blocks), `figures` ("[2]" is not a figure), `document_scope`, `jurisdiction` and the
groundedness claim extraction all read markers here, with the same configured extra patterns.

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

Authorities (`find_authorities`; `citations` requires each to be a source's ID, in a passage, or known):

| kind        | examples                                                                 | looked up by        |
|-------------|--------------------------------------------------------------------------|---------------------|
| ruling      | per ruling TR 2019/45; (TR 2019/45); Revenue Ruling 2020-14; CMS Ruling 95-1 | its ID          |
| case        | Smith v. Acme Health Plan; Jones v Beacon; In re Smith; Case C-311/18    | "smith v acme"; ID  |
| reporter    | 531 U.S. 356; 2019 WL 1234567; 123 F.3d 456                              | as written          |
| statute     | 29 U.S.C. \u00a7 1133; 45 CFR 147.136; \u00a7 2719; section 1852(g) of the Social Security Act; Article 9 of the GDPR; Pub. L. 111-148 | its section number after a cue |
| author_year | (Brown & Patel, 2021); (Okafor et al., 2022; Lee 2020); Okafor et al. (2022); (CMS, 2023) | author and year in one passage |
| url         | https://...; www....; a markdown link's target                           | without scheme, www |

Locators are not citations (tested both ways): "Table 2", "Figure 1", "page 9", "Step 3", "Appendix B",
"Section 3 above", "Section 4 of your plan document", "Section 3 of this notice", "\u00a7 3 above", "[1, p. 9]",
"page 9 of Source 1" (Source 1 is cited). A section is a statute's only with "\u00a7", a code ("U.S.C.", "CFR")
or "of the ... Act/Code/Regulations/Rules/Law/Directive". Not authorities: a year alone ("Titanic (1997)",
"The Affordable Care Act (2010)"), a month or season with a year ("(January 2019)"), "Plan A vs. Plan B"
(a case is written "v." or "v"), a bare domain without "www." or a scheme ("Medicare.gov"), call-centre case
numbers ("case 12345"). "(9)" in mid-sentence cites only before a joining word ("and", "but", a dash ...) and
when no "(8)" or "(10)" stands in the text (an enumeration); never after a number word ("sixty (60) days").

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

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from checks.text.normalise import NormalisedText, normalise

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
_LABEL_WORD = re.compile(rf"(?:{_SOURCE_LABELS})", re.IGNORECASE)
_LEADING_LABEL = re.compile(rf"(?:{_SOURCE_LABELS})\s*[:#]?\s+(?=\S)", re.IGNORECASE)
_LEADING_WORD = re.compile(r"[A-Za-z]+")
_DAGGER_OR_COLON = re.compile(r"[\u2020:]")


@dataclass(frozen=True)
class CitedId:
    """One cited ID as written (its label dropped: "Source 2" cites "2"), with its offsets."""

    id: str
    start: int
    end: int


@dataclass(frozen=True)
class Marker:
    """One citation marker and the IDs it cites."""

    text: str
    start: int
    end: int
    ids: tuple[CitedId, ...]


def normalise_id(value: str) -> str:
    """An ID compared as a reader would: case and inner white space do not matter."""
    folded = value.casefold()
    return folded if folded.isalnum() else " ".join(folded.split())


def find_markers(text: str, source_ids: Sequence[str] = (), extra_patterns: Sequence[str] = ()) -> list[Marker]:
    """Every citation marker in `text`, in order, non-overlapping (see the module's table).
    `source_ids` are the IDs that may be cited (sources and knowledge-base entries): any marker
    made of them is read whatever their shape. `extra_patterns` are regexes whose group 1 (or
    whole match) is a list of IDs; at one position they win over the built-in forms.

    The text is read on its normalised view (`checks.text.normalise`, tags kept): full-width
    digits and brackets, format characters and HTML entities read as the plain form; offsets and
    `Marker.text` are the original's, `CitedId.id` the normalised ID ("\uff19" cites "9")."""
    return MarkerReader(text, source_ids).markers(extra_patterns)


# start, priority, end, ids; ids kept as a tuple become the marker's own (`_select`): one object fewer per marker
_Candidate = tuple[int, int, int, Sequence[CitedId]]


class MarkerReader:
    """The markers of one text under any extra patterns (`find_markers`): its view is made once, and every call
    whose patterns match nothing gets the markers of the built-in forms, read once (a request's checks read one
    answer with different patterns; on 64 KB of "[1]" each reading made 65,000 objects). A call whose patterns
    match reads the built-in forms again with them."""

    def __init__(self, text: str, source_ids: Sequence[str] = ()) -> None:
        self.text = text
        self._view = _view(text, keep_tags=True)
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
                    ids = _parse_list(content, match.start(group), known) or _split_ids(content, match.start(group))
                    if ids:
                        extra.append((match.start(), 0, match.end(), ids))
        if extra:
            mapped = [_to_original(self._view, c) for c in extra] if self._view.changed else extra
            return _select(self.text, mapped + _builtin_candidates(self.text, self._view, known))
        if self._plain is None:
            self._plain = _select(self.text, _builtin_candidates(self.text, self._view, known))
        return list(self._plain)


def _select(text: str, mapped: list[_Candidate]) -> list[Marker]:
    """The markers the candidates make (offsets in `text`): sorted by start and priority, each one that
    starts after the last taken."""
    mapped.sort(key=lambda c: (c[0], c[1]))
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
    prefixes = frozenset(p for p in map(_prefix, known) if p)
    candidates: list[_Candidate] = []  # offsets in `read`
    if "[" in read:
        for match in _BRACKET.finditer(read):
            ids = _bracket_ids(match.group(1), match.start(1), known)
            if ids:
                candidates.append((match.start(), 1, match.end(), tuple(ids)))  # the common form: a tuple (`_Candidate`)
    if "\u3010" in read or "\u3014" in read or "\u3016" in read or "\u3018" in read:
        for match in _LENTICULAR.finditer(read):
            ids = _dagger_ids(match.group(1), match.start(1))
            if ids:
                candidates.append((match.start(), 1, match.end(), ids))
    if "(" in read:
        numbered = any(source_id.isdigit() for source_id in known)  # the sources are cited by number
        parens = list(_PAREN.finditer(read))
        bare = {int(m.group(1)) for m in parens if m.group(1).isdigit() and len(m.group(1)) <= 3} if numbered else set()
        for match in parens:
            ids = _paren_ids(match.group(1), match.start(1), known, prefixes)
            if not ids and numbered:
                ids = _clause_end_number(read, match) or _mid_sentence_number(read, match, bare)
            if ids:
                candidates.append((match.start(), 1, match.end(), ids))
    if "{" in read:
        for match in _CURLY.finditer(read):
            ids = _parse_list(match.group(1), match.start(1), known)
            if ids:
                candidates.append((match.start(), 1, match.end(), ids))
    if "<" in read:
        for match in _HTML_SUP.finditer(read):
            ids = _parse_list(match.group(1), match.start(1), known)
            if ids and not _is_exponent(read, match.start()):
                candidates.append((match.start(), 1, match.end(), ids))
        for match in _CITE_TAG.finditer(read):
            ids = _tag_ids(match, known)
            if ids:
                candidates.append((match.start(), 1, match.end(), ids))
        for match in _CITE_PAIR.finditer(read):
            ids = _parse_list(match.group(2), match.start(2), known)
            if ids:
                candidates.append((match.start(), 0, match.end(), ids))
        for match in _ANGLE.finditer(read):
            content = match.group(1)
            ids = _parse_list(content, match.start(1), known) if _ANGLE_CONTENT.fullmatch(content) else []
            ids = ids or _known_ids(content, match.start(1), known)
            if ids:
                candidates.append((match.start(), 1, match.end(), ids))
    lowered = read.lower()
    if any(word in lowered for word in _PROSE_WORDS):
        for match in _LABELLED_PROSE.finditer(read):
            ids = _prose_ids(match)
            label_start = match.start("cited") if match.group("cited") else match.start("label")
            candidates.append((label_start, 2, match.end(), ids))
        for match in _REF_OPENING.finditer(read) if "ref" in lowered or "doc" in lowered else ():
            candidates.append((match.start(), 2, match.end("ids"), _prose_ids(match)))
        for match in _ORDINAL_SOURCE.finditer(read) if "the " in lowered and _ORDINAL_CUE.search(lowered) else ():
            number = _ORDINALS.get(match.group("ord").lower()) or int(re.sub(r"\D", "", match.group("ord")) or 0)
            candidates.append((match.start(), 2, match.end(), [CitedId(str(number), match.start("ord"), match.end("ord"))]))
        for match in _SPELLED_SOURCE.finditer(read):
            number = _ORDINALS[match.group("word").lower()]
            candidates.append((match.start(), 2, match.end(), [CitedId(str(number), match.start("word"), match.end("word"))]))

    mapped = [_to_original(view, c) for c in candidates] if view.changed else candidates
    if not text.isascii():  # superscripts on the original: the view reads "\u00b9" as "1"
        for match in _SUPERSCRIPT.finditer(text):
            if not _is_exponent(text, match.start()):
                mapped.append((match.start(), 1, match.end(), _superscript_ids(match, known)))
    return mapped


_ENTITY_CUE = re.compile(r"&(?:#|[A-Za-z][A-Za-z0-9]{1,31};)")


def _view(text: str, *, keep_tags: bool) -> NormalisedText:
    """The normalised view; ASCII text without entities is its own (spelled digits and dates in words, the
    view's other steps, make no marker or authority)."""
    if text.isascii() and ("&" not in text or _ENTITY_CUE.search(text) is None):
        return NormalisedText(text, text)
    return normalise(text, keep_tags=keep_tags)


def _to_original(view: NormalisedText, candidate: _Candidate) -> _Candidate:
    """A candidate found on the normalised view, its offsets moved to the original."""
    start, priority, end, ids = candidate
    start, end = view.original_span(start, end)
    return start, priority, end, tuple(CitedId(c.id, *view.original_span(c.start, c.end)) for c in ids)


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
        expanded = _expand_range(ends[0], ends[-1]) if len(ends) == 2 else None
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
    return _split_ids(content, match.start(1))


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
    return _split_ids(content, match.start(1))


def _tag_ids(match: re.Match[str], known: frozenset[str]) -> list[CitedId]:
    """The IDs a citation tag's attributes name (<cite id="9"/>, <ref name="3, 5" />)."""
    ids: list[CitedId] = []
    for attribute in _CITE_ATTRIBUTE.finditer(match.group(1)):
        group = next(g for g in (1, 2, 3) if attribute.group(g) is not None)
        value, at = attribute.group(group), match.start(1) + attribute.start(group)
        ids.extend(_parse_list(value, at, known) or _split_ids(value, at))
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
        expanded = _expand_range(ends[0], ends[1]) if len(ends) == 2 else None
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
    """The IDs a square-bracket marker cites, or [] when it is not a citation."""
    if content.isdigit():  # the common "[3]"
        return [CitedId(content, offset, offset + len(content))]
    content = content.removesuffix("\\")  # markdown-escaped "\[9\]" renders as [9]
    stripped = content.strip()
    if stripped.lower() in _NO_CITATION:
        return []
    author_year = _AUTHOR_YEAR.fullmatch(stripped)
    if author_year:  # "[Smith et al. 2019]": a work cited by name must be a supplied one
        at = offset + content.index(stripped)
        return [CitedId(stripped, at, at + len(stripped))]
    if stripped.startswith("^"):  # footnote: [^3], [^note-3]
        footnote = stripped[1:].strip().rstrip("^").strip()  # Copilot's [^1^]
        at = offset + content.index(footnote) if footnote else offset
        return [CitedId(footnote, at, at + len(footnote))] if footnote and len(footnote) <= 40 else []
    if "\u2020" in content:  # dagger locator: [3†L1-L4]
        return _dagger_ids(content, offset)
    return _parse_list(content, offset, known)


def _dagger_ids(content: str, offset: int) -> list[CitedId]:
    """【3†L1-L4】, 【4:0†source】, 【S2】: the ID is what stands before the dagger (and before a ':')."""
    head = _DAGGER_OR_COLON.split(content, maxsplit=1)[0]
    ids = _split_ids(head, offset)
    return ids[:1] if ids else []


def _paren_ids(content: str, offset: int, known: frozenset[str], prefixes: frozenset[str]) -> list[CitedId]:
    """Parentheses cite only with a source label ("(Source 2)", "(doc2)"), a prefix that a
    supplied ID carries ("(S1, S2)"), or supplied IDs that are not bare numbers; "(1)" enumerates."""
    if not any(char.isdigit() for char in content) and not known:
        return []
    ids = _parse_list(content, offset, frozenset(), require_label=True, prefixes=prefixes)
    if ids:
        return ids
    if content.strip().isdigit():
        return []
    return _known_ids(content, offset, known)


def _parse_list(
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
    by_known = _known_ids(content, offset, known)
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
        if not ids and require_label and not labelled and (word is None or _prefix(first) not in prefixes):
            return []
        ids.extend(_item_ids(item, token_offset))
    return ids


def _item_ids(item: re.Match[str], offset: int) -> list[CitedId]:
    first, last = item.group("first"), item.group("last")
    first_id = CitedId(_without_label(first), offset + item.start("first"), offset + item.end("first"))
    if last is None:
        return [first_id]
    last_id = CitedId(_without_label(last), offset + item.start("last"), offset + item.end("last"))
    expanded = _expand_range(first_id.id, last_id.id)
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


def _split_ids(content: str, offset: int) -> list[CitedId]:
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


def _known_ids(content: str, offset: int, known: frozenset[str]) -> list[CitedId]:
    """The IDs of a list made only of supplied IDs, whatever their shape ("[doc-a, doc-b]"), else []."""
    if not known:
        return []
    if normalise_id(content) in known:
        stripped = content.strip()
        start = offset + content.index(stripped)
        return [CitedId(stripped, start, start + len(stripped))]
    ids = _split_ids(content, offset)
    if ids and all(normalise_id(i.id) in known for i in ids):
        return ids
    return []


def _prefix(source_id: str) -> str:
    match = _ID_PARTS.fullmatch(normalise_id(source_id))
    return match.group(1) if match else ""


def _expand_range(first: str, last: str) -> list[str] | None:
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


# -- authorities: what an answer cites that is not a passage marker -----------------------------------------------
# A ruling, a case, a statute section, an author-year, a URL: each must be a supplied source's ID, appear in a
# supplied passage, or be on the policy's list of known authorities (`AuthorityIndex`). Read on the normalised view.

_SECTION = r"(?P<section>\d{1,6}[A-Za-z]{0,3}(?:[.\-]\d{1,6}[A-Za-z]{0,2})*)"
# (kind, pattern, pre-test): a pattern runs only where its cheap pre-test finds a cue.
_AUTHORITY_PATTERNS: tuple[tuple[str, re.Pattern[str], Callable[[str], object]], ...] = (
    ("url", re.compile(r"\b(?:https?://|www\.)[^\s<>\"'`\[\]()]+", re.IGNORECASE), lambda t: "://" in t or "www." in t or "WWW." in t),
    (
        "ruling",
        re.compile(
            r"\b(?:(?:Revenue|Rev\.)\s+(?:Ruling|Rul\.|Procedure|Proc\.)|(?:[A-Z]{2,6}\s+)?[Rr]ulings?|PLR|TAM"
            r"|[Aa]dvisory\s+[Oo]pinion|[Ii]nterpretive\s+[Bb]ulletin)\s+(?:[Nn]o\.?\s*)?"
            r"(?P<key>[A-Z]{0,6}\s?\d{1,6}(?:[-/.:]\d{1,6})*)"
        ),
        lambda t: 'uling' in t or 'Rul.' in t or 'Proc.' in t or 'PLR' in t or 'TAM' in t or 'pinion' in t or 'ulletin' in t,
    ),
    ("ruling", re.compile(r"\b(?P<key>[A-Z]{2,6}\s?(?:19|20)\d{2}/\d{1,4})\b"), lambda t: '/' in t),
    ("case", re.compile(r"\b[Cc]ase\s+(?:[Nn]o\.?\s*)?(?P<key>[A-Z]-\d{1,4}/\d{2})\b"), lambda t: "/" in t and "ase " in t),
    ("case", re.compile(r"\b(?:Case|Docket|Civil\s+Action)\s+No\.?\s*(?P<key>\d{1,2}:\d{2}-[a-z]{2,3}-\d{2,6})"), lambda t: ":" in t and "No" in t),
    (
        "case",
        re.compile(
            r"\b(?P<first>[A-Z][\w'\u2019&-]*),?\s+v\.?\s+(?P<second>[A-Z][\w'\u2019&-]*)"
            r"(?:\s+(?:[A-Z][\w'\u2019&.-]*|of|the|and|&|for)){0,6}"
        ),
        lambda t: ' v. ' in t or ' v ' in t,
    ),
    ("case", re.compile(r"\bIn\s+re\s+(?P<second>[A-Z][\w'\u2019&-]*)"), lambda t: " re " in t),
    (
        "reporter",
        re.compile(
            r"\b(?P<key>\d{1,4}\s+(?:U\.\s?S\.|S\.\s?Ct\.|L\.\s?Ed\.(?:\s?2d)?|F\.\s?Supp\.(?:\s?[23]d)?|F\.\s?App'x"
            r"|F\.(?:\s?(?:2d|3d|4th))?|WL|A\.\s?[23]d|N\.[EW]\.(?:\s?[23]d)?|P\.\s?[23]d|So\.(?:\s?[23]d)?"
            r"|S\.[EW]\.(?:\s?2d)?|Cal\.\s?Rptr\.(?:\s?[23]d)?|B\.R\.|Fed\.\s?Cl\.)\s+\d{1,7})\b"
        ),
        lambda t: 'U.S.' in t or 'U. S.' in t or 'S. Ct' in t or 'S.Ct' in t or 'L. Ed' in t or 'L.Ed' in t or 'F.' in t or 'WL ' in t or 'A.2d' in t or 'A.3d' in t or 'N.E.' in t or 'N.W.' in t or 'P.2d' in t or 'P.3d' in t or 'So.' in t or 'S.E.' in t or 'S.W.' in t or 'Rptr' in t or 'B.R.' in t or 'Fed. Cl' in t,
    ),
    (
        "statute",
        re.compile(
            rf"\b\d{{1,3}}\s+(?:U\.?\s?S\.?\s?C\.?(?:\s?A\.?)?|C\.?\s?F\.?\s?R\.?)\s*(?:\u00a7{{1,2}}\s*|(?:Part|pt\.|[Ss]ec(?:tion|t?\.)?)\s+)?{_SECTION}"
        ),
        lambda t: 'U.S.C' in t or 'USC' in t or 'U. S. C' in t or 'U.S. C' in t or 'C.F.R' in t or 'CFR' in t or 'C. F. R' in t or 'C.F. R' in t,
    ),
    (
        "statute",
        re.compile(
            rf"\u00a7{{1,2}}\s*{_SECTION}(?!\s+(?:above|below|of\s+(?:this|your|the\s+(?:plan|policy|letter|notice|handbook|agreement|contract))))"
        ),
        lambda t: "\u00a7" in t,
    ),
    (
        "statute",
        re.compile(
            rf"\b[Ss]ec(?:tion|\.)\s+{_SECTION}(?:\(\w{{1,4}}\))*\s+of\s+(?:the\s+)?(?:[A-Z][\w'\u2019.-]*\s+){{0,7}}"
            r"(?:Act|Code|Regulations?|Rules?|Statutes?|Law|Directive|Ordinance)\b"
        ),
        lambda t: ("ection " in t or "ec. " in t) and " of " in t,
    ),
    (
        "statute",
        re.compile(
            rf"\b(?:Article|Art\.)\s+{_SECTION}(?:\(\w{{1,4}}\))*\s+(?:of\s+)?(?:the\s+)?(?:[A-Z][\w'\u2019.-]*\s+){{0,5}}"
            r"(?:GDPR|Regulation|Directive|Convention|Treaty|Charter|Act|Code)\b"
        ),
        lambda t: 'Article ' in t or 'Art. ' in t,
    ),
    ("statute", re.compile(r"\b(?:Pub(?:lic)?\.?\s*L(?:aw)?\.?|P\.\s?L\.)\s*(?:No\.\s*)?(?P<section>\d{2,3}-\d{1,4})"), lambda t: 'Pub' in t or 'P.L.' in t or 'P. L.' in t),
    (
        "author_year",
        re.compile(
            r"\b(?P<author>[A-Z][A-Za-z'\u2019-]+)\s+(?:et\s+al\.?|&\s+[A-Z][A-Za-z'\u2019-]+)\s*"
            r"(?:\(\s*(?P<year>(?:19|20)\d{2})[a-z]?\s*\)|,?\s+(?P<year2>(?:19|20)\d{2})\b)"
        ),
        lambda t: "et al" in t or "& " in t,
    ),
)
# A parenthetical author-year: "(Brown & Patel, 2021)", "(Okafor et al., 2022; Lee 2020)", "(CMS, 2023)".
_AUTHOR_YEAR_PAREN = re.compile(r"\(([^()\n]{6,200})\)")
_AUTHOR_YEAR_ITEM = re.compile(
    r"(?:(?:see|e\.g\.|cf\.|also)\s*,?\s+)*(?P<author>[A-Z][A-Za-z'\u2019-]+)(?:\s+[A-Z][A-Za-z'\u2019-]+){0,3}"
    r"(?:\s+et\s+al\.?|\s+(?:and|&)\s+[A-Z][A-Za-z'\u2019-]+)?,?\s+(?P<year>(?:19|20)\d{2})[a-z]?"
    r"(?:,\s*(?:p|pp)\.\s*\d+(?:-\d+)?)?"
)
_NOT_AUTHORS = frozenset(
    "january february march april may june july august september october november december jan feb mar apr jun jul "
    "aug sep sept oct nov dec spring summer fall autumn winter since until till from before after in by circa ca est "
    "updated revised effective edition ed version rev fy cy py year plan class model cohort tax calendar fiscal "
    "benefit contract part form as of the and or for at on to through".split()
)


@dataclass(frozen=True)
class Authority:
    """An authority the answer cites (kind: url, ruling, case, reporter, statute, author_year), as written,
    with its offsets in the original text and the key it is looked up by."""

    kind: str
    text: str
    start: int
    end: int
    key: str


def find_authorities(text: str) -> list[Authority]:
    """Every authority `text` cites (rulings, cases, reporters, statute sections, author-years, URLs),
    in order, non-overlapping; in-document locators ("Section 3 above", "Table 2", "page 9") are not read."""
    view = _view(text, keep_tags=False)
    read = view.text
    found: list[tuple[int, int, str, str]] = []  # start, end, kind, key (in `read`)
    for kind, pattern, pretest in _AUTHORITY_PATTERNS:
        if not pretest(read):
            continue
        for match in pattern.finditer(read):
            end = match.end()
            if kind == "url":
                end = match.start() + len(match.group(0).rstrip(".,;:!?"))
                key = re.sub(r"^(?:https?://)?(?:www\.)?", "", read[match.start():end], flags=re.IGNORECASE).rstrip("/")
            elif match.groupdict().get("key"):
                key = match.group("key")
            elif kind == "case":
                first = match.groupdict().get("first")
                key = f"{first} v {match.group('second')}" if first else f"in re {match.group('second')}"
            elif kind == "statute":
                key = match.group("section")
            elif kind == "author_year":
                key = f"{match.group('author')} {match.group('year') or match.group('year2')}"
            else:
                key = match.group("key")
            found.append((match.start(), end, kind, key))
    if "(" in read and ("19" in read or "20" in read):
        for match in _AUTHOR_YEAR_PAREN.finditer(read):
            offset = match.start(1)
            position = 0
            for item in match.group(1).split(";"):
                at = offset + position
                position += len(item) + 1
                stripped = item.strip()
                cited = _AUTHOR_YEAR_ITEM.fullmatch(stripped)
                if cited is None or cited.group("author").lower() in _NOT_AUTHORS:
                    continue
                start = at + item.index(stripped)
                found.append((start, start + len(stripped), "author_year", f"{cited.group('author')} {cited.group('year')}"))
    found.sort(key=lambda f: (f[0], -f[1]))
    authorities: list[Authority] = []
    taken_until = -1
    for start, end, kind, key in found:
        if start >= taken_until:
            a, b = view.original_span(start, end)
            authorities.append(Authority(kind, text[a:b], a, b, key))
            taken_until = end
    return authorities


def _squash(value: str) -> str:
    """Words and numbers only, case-folded, runs of single letters joined ("U.S.C." = "usc"), space-padded."""
    joined: list[str] = []
    single = False
    for token in re.findall(r"[^\W_]+", value.casefold()):
        if len(token) == 1 and token.isalpha() and single:
            joined[-1] += token
        else:
            joined.append(token)
            single = len(token) == 1 and token.isalpha()
    return " " + " ".join(joined) + " "


_SECTION_CUE = (
    r"(?:\u00a7|\bsec(?:tion)?s?\b\.?|\bU\.?\s?S\.?\s?C\b\.?|\bC\.?\s?F\.?\s?R\b\.?|\bparts?\b|\bart(?:icle)?s?\b\.?"
    r"|\bL(?:aw)?\b\.?)"
)


class AuthorityIndex:
    """Says whether a cited authority is a supplied source's ID, appears in a supplied passage, or is known.

    A URL, case, ruling or reporter appears when its key does, compared on words and numbers ("Smith v. Acme"
    = "smith v acme"; a URL without its scheme and "www."); a statute section when a passage gives its number
    after a section cue (§, section, U.S.C., CFR, part, article, law) or a line of one opens with the number and
    subsections as cited ("12(3) The landlord ..."); an author-year when one passage names the
    author and the year. A known authority matches when its words and numbers stand in the cited one
    ("cms.gov" covers "https://www.cms.gov/forms", "42 CFR 422" covers "42 CFR 422.566")."""

    def __init__(self, passages: Sequence[str], sources: SourceIndex, known: Sequence[str] = ()) -> None:
        self._passages = tuple(_view(p, keep_tags=False).text for p in passages)
        self._sources = sources
        self._known = tuple(k for k in map(_squash, known) if k.strip())
        self._squashed: str | None = None

    def resolves(self, authority: Authority) -> bool:
        if self._sources.resolve(authority.text) is not None or self._sources.resolve(authority.key) is not None:
            return True
        written = _squash(authority.text)
        if any(known in written or known == _squash(authority.key) for known in self._known):
            return True
        if authority.kind == "statute":
            cue = re.compile(
                rf"{_SECTION_CUE}[^\w\n]{{0,6}}(?:\d{{1,3}}[^\w\n]{{1,4}})?{re.escape(authority.key)}(?!\w|[.-]\d)",
                re.IGNORECASE,
            )
            if any(cue.search(p) for p in self._passages):
                return True
            # a passage that is the provision itself: a line opening with the number as cited, subsections
            # included ("12(3) The landlord shall ..." gives "section 12(3) of the Act"; a bare "12" does not)
            written_number = re.search(rf"{re.escape(authority.key)}((?:\(\w{{1,4}}\))+)", authority.text)
            if written_number is None:
                return False
            heading = re.compile(rf"^[^\w\n]{{0,3}}{re.escape(authority.key + written_number.group(1))}(?!\w)", re.MULTILINE)
            return any(heading.search(p) for p in self._passages)
        if authority.kind == "author_year":
            author, year = authority.key.rsplit(" ", 1)
            name = re.compile(rf"\b{re.escape(author)}\b", re.IGNORECASE)
            return any(year in p and name.search(p) for p in self._passages)
        if self._squashed is None:
            self._squashed = " ".join(_squash(p) for p in self._passages)
        return _squash(authority.key) in self._squashed
