"""`specificity` (soft): answer at the level of specificity the source supports, no more.

Deterministic, no model: the answer is more precise than its sources when it gives

- an exact figure where the sources give only an approximation or a range ("about 1,200",
  "between 10 and 20") and never state that figure plainly;
- a day where the sources give only the month or the year ("on 14 March 2024" against
  "in March 2024").

A figure that no source mentions at all is `figures`' business, not this check's; a figure the
answer itself hedges ("about 1,200", "between 10 and 20") is as precise as its source. Named
parties where the source says "a provider" are left to groundedness (an LLM case).
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext

_MONTHS = {
    name: index
    for index, names in enumerate(
        [("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
         ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"),
         ("december", "dec")],
        start=1,
    )
    for name in names
}
_MONTH = r"(?P<month>" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_YEAR = r"(?P<year>(?:1[89]|20|21)\d{2})"
_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th)?"
FULL_DATE = re.compile(
    rf"\b{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}\b"
    rf"|\b{_MONTH.replace('month', 'month2')}\s+{_DAY.replace('day', 'day2')},?\s+{_YEAR.replace('year', 'year2')}\b"
    r"|\b(?P<year3>(?:1[89]|20|21)\d{2})-(?P<month3>[01]\d)-(?P<day3>[0-3]\d)\b",
    re.IGNORECASE,
)
MONTH_DAY = re.compile(
    rf"\b{_MONTH}\s+{_DAY}\b(?!\s*(?:%|percent))|\b{_DAY.replace('day', 'day2')}\s+(?:of\s+)?{_MONTH.replace('month', 'month2')}",
    re.IGNORECASE,
)
MONTH_YEAR = re.compile(rf"\b{_MONTH}\s+(?:of\s+)?{_YEAR}\b", re.IGNORECASE)
YEAR = re.compile(r"\b(?:1[89]|20|21)\d{2}\b")

_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
NUMBER = re.compile(rf"(?<![\w.,/-])(?:{_NUMBER})(?![\w/]|[.,]\d)")
APPROXIMATE = re.compile(
    rf"\b(?:about|approximately|approx\.|around|roughly|nearly|almost|some|an\s+estimated|estimated|circa|c\.)\s+"
    rf"(?:EUR|USD|GBP|US\$|\$|€|£)?\s?(?P<value>{_NUMBER})|~\s?(?P<tilde>{_NUMBER})",
    re.IGNORECASE,
)
RANGE = re.compile(
    rf"\b(?:between\s+(?:EUR|USD|\$|€|£)?\s?(?P<a>{_NUMBER})\s+and\s+(?:EUR|USD|\$|€|£)?\s?(?P<b>{_NUMBER})"
    rf"|from\s+(?:EUR|USD|\$|€|£)?\s?(?P<c>{_NUMBER})\s+to\s+(?:EUR|USD|\$|€|£)?\s?(?P<d>{_NUMBER})"
    rf"|(?P<e>{_NUMBER})\s?(?:[-\u2013]|to)\s?(?P<f>{_NUMBER})\s*(?:%|percent|per\s?cent|days|weeks|months|years|hours|"
    r"minutes|visits|sessions|mg|kg|g|ml|people|patients|members|employees|EUR|USD|euros?|dollars?))",
    re.IGNORECASE,
)
HEDGE_BEFORE = re.compile(
    r"(?:about|approximately|approx\.|around|roughly|nearly|almost|some|estimated|between|from|up\s+to|range|ranging|"
    r"circa|c\.|~|or|and|to|-|\u2013)\s*(?:EUR|USD|GBP|\$|€|£)?\s*$",
    re.IGNORECASE,
)
HEDGE_AFTER = re.compile(r"^\s*(?:or\s+so|or\s+more|or\s+less|-ish|\+|\s?(?:-|\u2013|to|and)\s*\d)", re.IGNORECASE)


class SpecificityOptions(BaseModel):
    """The check's `options` in configs/checks.yaml."""

    model_config = ConfigDict(extra="forbid")

    figures: bool = Field(default=True, description="Flag exact figures where the sources give an approximation/range.")
    dates: bool = Field(default=True, description="Flag a day where the sources give only the month or the year.")
    max_feedback_items: int = Field(default=5, ge=1, description="How many over-precise spans the feedback names.")


def _value(text: str) -> float:
    return float(text.replace(",", ""))


def _is_year(text: str) -> bool:
    return re.fullmatch(r"(?:1\d|20|21)\d{2}", text) is not None


def _date_of(match: re.Match[str]) -> tuple[int, int, int] | None:
    groups = match.groupdict()
    if groups.get("year3"):
        year, month, day = int(groups["year3"]), int(groups["month3"]), int(groups["day3"])
    else:
        month_name = (groups.get("month") or groups.get("month2") or "").lower().rstrip(".")
        year = int(groups.get("year") or groups.get("year2"))
        month, day = _MONTHS.get(month_name, 0), int(groups.get("day") or groups.get("day2"))
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    return year, month, day


class SourcePrecision:
    """What the sources state, and how precisely: figures plainly and approximately, dates to the day or less."""

    def __init__(self, texts: list[str]) -> None:
        self.plain: set[float] = set()
        self.approximate: dict[float, str] = {}
        self.ranges: list[tuple[float, float, str]] = []
        self.days: set[tuple[int, int, int]] = set()
        self.month_days: set[tuple[int, int]] = set()  # "March 4th" without a year states the day too
        self.months: set[tuple[int, int]] = set()
        self.years: set[int] = set()
        for text in texts:
            hedged: list[tuple[int, int]] = []
            for match in APPROXIMATE.finditer(text):
                value = match.group("value") or match.group("tilde")
                self.approximate[_value(value)] = match.group(0)
                hedged.append(match.span())
            for match in RANGE.finditer(text):
                pair = [g for g in match.groups() if g]
                low, high = sorted((_value(pair[0]), _value(pair[1])))
                if low < high:
                    self.ranges.append((low, high, match.group(0)))
                    hedged.append(match.span())
            for match in NUMBER.finditer(text):
                if not any(start <= match.start() < end for start, end in hedged):
                    self.plain.add(_value(match.group(0)))
            day_spans = []
            for match in FULL_DATE.finditer(text):
                date = _date_of(match)
                if date:
                    self.days.add(date)
                    day_spans.append(match.span())
            for match in MONTH_DAY.finditer(text):
                month = _MONTHS[(match.group("month") or match.group("month2")).lower().rstrip(".")]
                day = int(match.group("day") or match.group("day2"))
                if 1 <= day <= 31:
                    self.month_days.add((month, day))
            for match in MONTH_YEAR.finditer(text):
                if not any(start <= match.start() < end for start, end in day_spans):
                    self.months.add((int(match.group("year")), _MONTHS[match.group("month").lower().rstrip(".")]))
            self.years.update(int(y) for y in YEAR.findall(text))

    def looser_than(self, value: float) -> str | None:
        """How the sources put `value` when they give it only approximately or inside a range, else None."""
        if value in self.plain:
            return None
        if value in self.approximate:
            return self.approximate[value]
        for low, high, written in self.ranges:
            if low <= value <= high:
                return written
        return None


class SpecificityCheck(Check):
    """Figures and dates stated more precisely than any source states them."""

    name = "specificity"
    default_hard = False
    default_floor = 1.0
    default_hint = "Give figures and dates exactly as precisely as the passages give them: a range as a range, an approximation as one."
    runs_inline = True

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        self.settings = SpecificityOptions.model_validate(self.options)

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        if not context.sources or not any(ch.isdigit() for ch in answer):
            return self.result(1.0, fired=False)
        texts = [source.text for source in context.sources]
        if not any(ch.isdigit() for text in texts for ch in text):
            return self.result(1.0, fired=False)
        sources = SourcePrecision(texts)
        evidence: list[Evidence] = []
        if self.settings.figures and (sources.approximate or sources.ranges):
            evidence += self._figures(answer, sources)
        if self.settings.dates and (sources.months or sources.years):
            evidence += self._dates(answer, sources)
        metrics: dict[str, Any] = {"over_precise": len(evidence)}
        if not evidence:
            return self.result(1.0, fired=False, metrics=metrics)
        shown = evidence[: self.settings.max_feedback_items]
        listed = "; ".join(f'"{e.text}" where the passage says "{e.detail["source_says"]}"' for e in shown)
        feedback = f"{self.hint} Restate these as the passages do: {listed}."
        return self.result(0.0, fired=True, evidence=evidence, feedback=feedback, metrics=metrics)

    @staticmethod
    def _figures(answer: str, sources: SourcePrecision) -> list[Evidence]:
        found = []
        date_spans = [m.span() for m in FULL_DATE.finditer(answer)]
        for match in NUMBER.finditer(answer):
            written = match.group(0)
            if _is_year(written) or any(start <= match.start() < end for start, end in date_spans):
                continue
            if HEDGE_BEFORE.search(answer[max(0, match.start() - 24) : match.start()]):
                continue
            if HEDGE_AFTER.match(answer[match.end() : match.end() + 12]):
                continue
            source_says = sources.looser_than(_value(written))
            if source_says:
                found.append(Evidence(written, match.start(), match.end(), {"kind": "figure", "source_says": source_says}))
        return found

    @staticmethod
    def _dates(answer: str, sources: SourcePrecision) -> list[Evidence]:
        found = []
        for match in FULL_DATE.finditer(answer):
            date = _date_of(match)
            if date is None or date in sources.days or date[1:] in sources.month_days:
                continue
            year, month, _ = date
            if (year, month) in sources.months:
                source_says = f"{[k for k, v in _MONTHS.items() if v == month][0].title()} {year}"
            elif year in sources.years and not any(d[0] == year for d in sources.days):
                source_says = str(year)
            else:
                continue  # another date of that year is stated to the day: figures/groundedness decide
            found.append(Evidence(match.group(0), match.start(), match.end(), {"kind": "date", "source_says": source_says}))
        return found
