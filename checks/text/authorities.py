"""Cited authorities: what an answer cites that is not a passage marker (`checks.text.markers`).

A ruling, a case, a reporter, a statute section, an author-year, a URL (`find_authorities`): `citations` requires
each to be a supplied source's ID, appear in a supplied passage, or be on the policy's list of known authorities
(`AuthorityIndex`). Read on the normalised view, as markers are.

| kind        | examples                                                                 | looked up by        |
|-------------|--------------------------------------------------------------------------|---------------------|
| ruling      | per ruling TR 2019/45; (TR 2019/45); Revenue Ruling 2020-14; CMS Ruling 95-1 | its ID          |
| case        | Smith v. Acme Health Plan; Jones v Beacon; In re Smith; Case C-311/18    | "smith v acme"; ID  |
| reporter    | 531 U.S. 356; 2019 WL 1234567; 123 F.3d 456                              | as written          |
| statute     | 29 U.S.C. \u00a7 1133; 45 CFR 147.136; \u00a7 2719; section 1852(g) of the Social Security Act; Article 9 of the GDPR; Pub. L. 111-148 | its section number after a cue |
| author_year | (Brown & Patel, 2021); (Okafor et al., 2022; Lee 2020); Okafor et al. (2022); (CMS, 2023) | author and year in one passage |
| url         | https://...; www....; a markdown link's target                           | without scheme, www |

In-document locators are not authorities (tested both ways): "Section 3 above", "Section 4 of your plan
document", "Section 3 of this notice", "\u00a7 3 above". A section is a statute's only with "\u00a7", a code
("U.S.C.", "CFR") or "of the ... Act/Code/Regulations/Rules/Law/Directive". Not authorities: a year alone
("Titanic (1997)", "The Affordable Care Act (2010)"), a month or season with a year ("(January 2019)"), "Plan A
vs. Plan B" (a case is written "v." or "v"), a bare domain without "www." or a scheme ("Medicare.gov"),
call-centre case numbers ("case 12345").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from checks.text.cited_ids import SourceIndex
from checks.text.markers import citation_view

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
    view = citation_view(text, keep_tags=False)
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
        self._passages = tuple(citation_view(p, keep_tags=False).text for p in passages)
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
