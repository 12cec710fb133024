"""`specificity` (soft): answer at the level of specificity the source supports, no more.

Deterministic, no model: the answer is more precise than its sources when it gives

- an exact figure where the sources give only an approximation or a range ("about 1,200",
  "between 10 and 20") and never state that figure plainly;
- a day where the sources give only the month or the year ("on 14 March 2024" against
  "in March 2024");
- a named party where the sources name none of that kind ("Dr. Patel", "St. Mary's Hospital"
  against "a network provider", "a hospital").

A figure that no source mentions at all is `figures`' business, not this check's; a figure the
answer itself hedges ("about 1,200", "between 10 and 20") is as precise as its source. A named
party counts only when the passages speak of that kind of party generically and never by that
name; a party the passages do name is the passages' own specificity.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from checks.base import Check, CheckResult, Evidence
from checks.context import RequestContext
from checks.text.dates import DateMention
from checks.text.hedges import CURRENCY_BEFORE, HEDGE, RANGE_WORD
from checks.text.numbers.amounts import PLAIN_DIGITS
from checks.text.vocabulary import MONTH_NAMES

# A number ("1,200", "1200", "12.5"), as `checks.text.numbers` reads digits.
_NUMBER = PLAIN_DIGITS
# Before a figure of the passage: it is approximate ("about 1,200", "~350", "c. 1616").
APPROXIMATE_BEFORE = re.compile(rf"{HEDGE}\s*{CURRENCY_BEFORE}\s?$", re.IGNORECASE)
# A range in a passage, found from its first number: "10-20 days", "10 to 20 days", "between 10 and 20". It starts
# where a run of digits starts: tried from inside one, it would read the run again from each digit. Nor does it start
# at a thousands group ("123" in "1,123"): the number from the run's first digit already read that group and every one
# after it alike, so a try there ends where that one did, and a long grouped run ("123,123,...") read from each group
# was quadratic (five 64 KB passages: 17 s).
RANGE = re.compile(
    rf"(?<!\d)(?<!\d,(?=\d{{3}}(?!\d)))(?P<a>{_NUMBER})\s?(?P<sep>[-\u2013]|to|and)\s?{CURRENCY_BEFORE}\s?(?P<b>{_NUMBER})"
    r"(?P<unit>\s*(?:%|percent|per\s?cent|days|weeks|months|years|hours|minutes|visits|sessions|mg|kg|g|ml|people|"
    r"patients|members|employees|EUR|USD|euros?|dollars?)\b)?",
    re.IGNORECASE,
)
_RANGE_LEAD = re.compile(r"\b(?:between|from)\s+" + CURRENCY_BEFORE + r"\s?$", re.IGNORECASE)
# Before a figure of the answer: the answer hedges it itself, as an approximation or a range's end or a bound.
HEDGE_BEFORE = re.compile(rf"(?:{HEDGE}|{RANGE_WORD})\s*{CURRENCY_BEFORE}\s*$", re.IGNORECASE)
HEDGE_AFTER = re.compile(r"^\s*(?:or\s+so|or\s+more|or\s+less|-ish|\+|\s?(?:-|\u2013|to|and)\s*\d)", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
# Words without which the answer names no party of a kind `NAMED_PARTY` reads.
_PARTY_CUES = ("Dr", "Hospital", "Clinic", "Pharmacy", "Medical", "Health", "Lab", "Insurance", "Doctor", "Surgery")
# One scan for them, which jumps between their capital first letters: faster than a substring test per cue, and it
# finds a cue exactly when one of those tests would.
_PARTY_CUE = re.compile("|".join(map(re.escape, _PARTY_CUES)))
APPROXIMATE = re.compile(rf"{HEDGE}\s*{CURRENCY_BEFORE}\s?(?P<value>{_NUMBER})(?![\d])", re.IGNORECASE)
# A number standing alone: no word character, ".", ",", "/" or "-" before it, none of them glued after it.
_ANSWER_NUMBER = re.compile(rf"(?<![\w.,/-]){_NUMBER}(?![\w/]|[.,]\d)")
# Kinds of party a payer or clinical text names generically ("a provider") or by name ("Dr. Patel").
_PARTY_KINDS = {
    "provider": "provider", "providers": "provider", "physician": "physician", "physicians": "physician",
    "doctor": "physician", "doctors": "physician", "specialist": "physician", "specialists": "physician",
    "surgeon": "physician", "hospital": "hospital", "hospitals": "hospital", "facility": "facility",
    "facilities": "facility", "clinic": "facility", "clinics": "facility", "pharmacy": "pharmacy",
    "pharmacies": "pharmacy", "laboratory": "laboratory", "lab": "laboratory", "insurer": "insurer",
    "carrier": "insurer", "vendor": "vendor", "contractor": "vendor",
}
GENERIC_PARTY = re.compile(
    r"\b(?:a|an|any|another|the|your|their|its|each|one)\s+(?:(?:network|participating|contracted|in-network|"
    r"out-of-network|licensed|qualified|treating|attending|designated|approved|third-party|specialty|retail|"
    r"independent|outside|local|primary care|mail-order)\s+){0,2}(?P<kind>" + "|".join(_PARTY_KINDS) + r")\b",
    re.IGNORECASE,
)
_NAME = r"[A-Z][a-z]+(?:['’]s)?"
NAMED_PARTY = re.compile(
    rf"\b(?:Dr\.?|Doctor)\s+(?P<doctor>{_NAME}(?:\s+{_NAME})?)"
    rf"|\b(?!(?:The|A|An|This|That|Our|Your|Their|Its|Any|Each|Every|No)\b)(?P<name>(?:St\.?\s+)?{_NAME}(?:\s+{_NAME}){{0,3}})\s+(?P<kind>Hospital|Clinic|Pharmacy|Medical\s+Center|"
    r"Medical\s+Centre|Health\s+System|Laboratories|Laboratory|Labs|Insurance|Surgery\s+Center)\b"
)
_PARTY_OF_NAMED_KIND = {"hospital": "hospital", "clinic": "facility", "pharmacy": "pharmacy", "medical center":
                        "facility", "medical centre": "facility", "health system": "hospital", "laboratories":
                        "laboratory", "laboratory": "laboratory", "labs": "laboratory", "insurance": "insurer",
                        "surgery center": "facility"}


class SpecificityOptions(BaseModel):
    """The check's `options` in configs/checks.yaml."""

    model_config = ConfigDict(extra="forbid")

    figures: bool = Field(default=True, description="Flag exact figures where the sources give an approximation/range.")
    dates: bool = Field(default=True, description="Flag a day where the sources give only the month or the year.")
    parties: bool = Field(
        default=True, description="Flag a named party (Dr. X, X Hospital) where the sources name that kind only generically."
    )
    max_feedback_items: int = Field(default=5, ge=1, description="How many over-precise spans the feedback names.")


def _value(text: str) -> float:
    return float(text.replace(",", ""))


def _is_year(text: str) -> bool:
    return len(text) == 4 and text.isdigit() and 1000 <= int(text) < 2200


def _whole_number_at(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a whole number there, not part of a longer one ("120" in "1,120" or "1205")."""
    if start > 0 and (text[start - 1].isdigit() or (text[start - 1] in ",." and start > 1 and text[start - 2].isdigit())):
        return False
    return not (end < len(text) and (text[end].isdigit() or (text[end] in ",." and end + 1 < len(text)
                                                               and text[end + 1].isdigit())))


class SourcePrecision:
    """How precisely the sources give a figure or a date. Read lazily and once per check: the figures the passages
    give loosely (approximations, ranges) first, which most passages have none of; only an answer figure among
    them is then looked up as stated plainly or not. Each passage's dates come from the request's shared parse
    (`SourcesParse.dates`, read once per request and shared with `figures`)."""

    def __init__(
        self,
        texts: tuple[str, ...],
        passage_dates: Callable[[], Sequence[Sequence[DateMention]]],
        joined: str | None = None,
    ) -> None:
        self.texts = texts
        # the passages joined by a character no date, figure or name contains: `x in self.joined` is `x` in a passage
        # (`joined`: the request's `SourcesParse.joined`, the same string, when the caller has it)
        self.joined = "\x00".join(texts) if joined is None else joined
        self._passage_dates = passage_dates  # each passage's dates, in the order of `texts`, read when first needed
        self._approximate: dict[float, tuple[str, str]] | None = None
        self._ranges: list[tuple[float, float, str]] | None = None
        self._text_ranges_of: dict[int, list[tuple[float, float, str, tuple[int, int]]]] = {}
        self._dates: dict[int, set[tuple[Any, ...]]] = {}

    def approximate(self) -> dict[float, tuple[str, str]]:
        """Figures the passages give approximately: value -> (the number as written, the words they use)."""
        if self._approximate is None:
            self._approximate = {}
            for text in self.texts:
                for match in APPROXIMATE.finditer(text):
                    number = match.group("value")
                    self._approximate.setdefault(_value(number), (number, match.group(0)))
        return self._approximate

    def ranges(self) -> list[tuple[float, float, str]]:
        """The ranges the passages give: (low, high, as written)."""
        if self._ranges is None:
            self._ranges = [
                (low, high, written) for index in range(len(self.texts))
                for low, high, written, _ in self._ranges_in(index)
            ]
        return self._ranges

    @property
    def has_loose_figures(self) -> bool:
        return bool(self.approximate() or self.ranges())

    def looser_than(self, written: str) -> str | None:
        """How the sources put the figure `written` when they give it only approximately or inside a range and never
        plainly; None otherwise."""
        value = _value(written)
        approximate = self.approximate().get(value)
        said = approximate[1] if approximate else None
        if said is None:
            said = next((w for low, high, w in self.ranges() if low <= value <= high), None)
        if said is None or self._stated_plainly(written):
            return None
        return said

    def _stated_plainly(self, written: str) -> bool:
        for form in dict.fromkeys((written, written.replace(",", ""))):
            if form not in self.joined:
                continue
            for index, text in enumerate(self.texts):
                start = text.find(form)
                while start != -1:
                    end = start + len(form)
                    if (_whole_number_at(text, start, end)
                            and not APPROXIMATE_BEFORE.search(text[max(0, start - 32) : start])
                            and self._range_at(index, start) is None):
                        return True
                    start = text.find(form, start + 1)
        return False

    def _range_at(self, index: int, start: int) -> str | None:
        """The range of passage `index` whose span holds `start`, as written. The spans are disjoint and in order
        (each range starts after the last ended), so the one to test is the last that starts at or before `start`:
        a scan of them all, for each of a figure's occurrences, was quadratic in a passage of ranges."""
        ranges = self._ranges_in(index)
        at = bisect_right(ranges, start, key=lambda found: found[3][0]) - 1
        if at >= 0 and start < ranges[at][3][1]:
            return ranges[at][2]
        return None

    def _ranges_in(self, index: int) -> list[tuple[float, float, str, tuple[int, int]]]:
        """The ranges of passage `index`, read once."""
        found = self._text_ranges_of.get(index)
        if found is None:
            found = self._text_ranges_of[index] = self._text_ranges(self.texts[index])
        return found

    @staticmethod
    def _text_ranges(text: str) -> list[tuple[float, float, str, tuple[int, int]]]:
        found = []
        for match in RANGE.finditer(text):
            lead = _RANGE_LEAD.search(text[max(0, match.start() - 16) : match.start()])
            sep = match.group("sep").lower()
            if sep == "and" and not lead:
                continue
            if sep != "and" and not lead and not match.group("unit"):
                continue  # "1-3" without a unit or a lead word: a section, a list, a score
            if _is_year(match.group("a")) or _is_year(match.group("b")):
                continue  # a span of years is a period, not a figure's range
            low, high = sorted((_value(match.group("a")), _value(match.group("b"))))
            if low < high <= low * 100:
                start = match.start() - (len(lead.group(0)) if lead else 0)
                found.append((low, high, text[start : match.end()].strip(), (start, match.end())))
        return found

    def dates(self, year: int) -> set[tuple[Any, ...]]:
        """The date readings of the passages that name `year`: ("date", y, m, d), ("ym", y, m), ("md", m, d)."""
        if year not in self._dates:
            self._dates[year] = {
                reading for text, mentions in zip(self.texts, self._passage_dates(), strict=True) if str(year) in text
                for mention in mentions for reading in mention.readings
            }
        return self._dates[year]


class SpecificityCheck(Check):
    """Figures and dates stated more precisely than any source states them."""

    name = "specificity"
    default_hard = False
    default_floor = 1.0
    default_hint = "Give figures and dates exactly as precisely as the passages give them: a range as a range, an approximation as one."
    runs_inline = True
    options_model = SpecificityOptions

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        if not context.sources:
            return self.result(1.0, fired=False)
        parsed = context.sources_parse()
        sources = SourcePrecision(parsed.texts, lambda: parsed.dates, parsed.joined)
        evidence: list[Evidence] = []
        has_digits = _DIGIT.search(answer) is not None
        dates = context.answer_parse(answer).dates if has_digits else []  # shared with `figures`
        if self.settings.figures and has_digits and sources.has_loose_figures:
            evidence += self._figures(answer, sources, [(d.start, d.end) for d in dates])
        if self.settings.dates:
            evidence += self._dates(dates, sources)
        if self.settings.parties and _PARTY_CUE.search(answer):
            evidence += self._parties(answer, sources.texts, sources.joined)
        if not evidence:
            return self.result(1.0, fired=False)
        evidence.sort(key=lambda e: e.start or 0)
        shown = evidence[: self.settings.max_feedback_items]
        listed = "; ".join(f'"{e.text}" where the passage says "{e.detail["source_says"]}"' for e in shown)
        feedback = f"{self.hint} Restate these as the passages do: {listed}."
        return self.result(0.0, fired=True, evidence=evidence, feedback=feedback, metrics={"over_precise": len(evidence)})

    @staticmethod
    def _figures(answer: str, sources: SourcePrecision, date_spans: list[tuple[int, int]]) -> list[Evidence]:
        """The answer's figures that the passages give only loosely. Approximate figures are looked up in the answer
        by their digits; only when the passages give a range are the answer's numbers read one by one."""
        spans: dict[tuple[int, int], str] = {}
        for written, _ in sources.approximate().values():
            for form in dict.fromkeys((written, written.replace(",", ""))):
                start = answer.find(form)
                while start != -1:
                    if _whole_number_at(answer, start, start + len(form)):
                        spans[(start, start + len(form))] = form
                    start = answer.find(form, start + 1)
        if sources.ranges():
            for number in _ANSWER_NUMBER.finditer(answer):
                spans.setdefault(number.span(), number.group(0))
        found = []
        said: dict[str, str | None] = {}  # per distinct figure: an answer repeats its figures
        for (start, end), written in sorted(spans.items()):
            if written not in said:
                said[written] = None if _is_year(written) else sources.looser_than(written)
            source_says = said[written]
            if source_says is None or any(first <= start < last for first, last in date_spans):
                continue
            if HEDGE_BEFORE.search(answer[max(0, start - 24) : start]) or HEDGE_AFTER.match(answer[end : end + 12]):
                continue  # the answer hedges the figure itself
            found.append(Evidence(written, start, end, {"kind": "figure", "source_says": source_says}))
        return found

    @staticmethod
    def _dates(dates: Any, sources: SourcePrecision) -> list[Evidence]:
        found = []
        for mention in dates:
            days = [r for r in mention.readings if r[0] == "date"]
            if not days or mention.text in sources.joined:
                continue
            if not any(str(r[1]) in sources.joined for r in days):
                continue  # the year is in no passage: `figures` decides
            stated = sources.dates(year=days[0][1])
            for _, year, month, day in days:
                if ("date", year, month, day) in stated or ("md", month, day) in stated:
                    break
                if ("ym", year, month) in stated:
                    source_says = f"{MONTH_NAMES[month - 1]} {year}"
                elif not any(r[0] == "date" and r[1] == year for r in stated):
                    source_says = str(year)
                else:
                    continue  # another day of that year is stated: figures / groundedness decide
                found.append(Evidence(mention.text, mention.start, mention.end, {"kind": "date", "source_says": source_says}))
                break
        return found

    @staticmethod
    def _parties(answer: str, texts: tuple[str, ...], joined: str) -> list[Evidence]:
        found = []
        generic: dict[str, str] | None = None
        for match in NAMED_PARTY.finditer(answer):
            if match.group("doctor"):
                kind, name = "physician", match.group(0)
            else:
                kind, name = _PARTY_OF_NAMED_KIND[" ".join(match.group("kind").lower().split())], match.group(0)
            if name in joined:
                continue  # the passages name it themselves
            if generic is None:  # the passages' generic parties, read once and only when the answer names one
                generic = {}
                for text in texts:
                    for party in GENERIC_PARTY.finditer(text):
                        generic.setdefault(_PARTY_KINDS[party.group("kind").lower()], party.group(0))
            says = generic.get(kind) or (generic.get("provider") if kind in {"physician", "hospital", "facility"} else None)
            if says:
                found.append(Evidence(name, match.start(), match.end(), {"kind": "party", "source_says": says}))
        return found
