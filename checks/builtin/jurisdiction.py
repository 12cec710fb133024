"""`jurisdiction` (soft): when every passage applies to one jurisdiction, an answer that states a
figure must name that jurisdiction (or another name for it) at least once.

A fee or a deadline is only true where it applies; a reader who does not learn where will apply
it elsewhere. The rule is deliberately simple and robust: one mention anywhere in the answer
suffices. Names work both ways: a source marked "United States" is named by "US", "U.S.",
"USA" or "American", and one marked "US" by "United States"; likewise "EU" / "European Union"
/ "European" and "UK" / "United Kingdom" / "Britain" / "British", and a few countries with
their demonyms ("Germany" / "German"). England, Scotland, Wales and Northern Ireland are
jurisdictions of their own (their charges and deadlines differ): "UK" does not name England,
nor "England" the UK. Words that fit several jurisdictions name none: "federal" (the US,
Germany, Canada, Australia ...), "Europe" (not the EU), "national". Options: `aliases`
(jurisdiction -> other names), which join the built-in names of that jurisdiction;
`marker_patterns` (the citation check's extra marker regexes, so that a custom marker is not
read as a figure).
"""

from __future__ import annotations

import re

from pydantic import ConfigDict, Field

from checks.base import Check, CheckConfig, CheckResult, Evidence, MarkerOptions
from checks.context import RequestContext

# Each row: the names of one jurisdiction, any of which names it.
BUILTIN_NAMES: tuple[tuple[str, ...], ...] = (
    ("US", "U.S.", "USA", "U.S.A.", "United States", "United States of America", "America", "American", "Americans"),
    ("EU", "E.U.", "European Union", "EU-wide", "European", "Europeans"),
    ("UK", "U.K.", "United Kingdom", "Great Britain", "Britain", "British"),
    ("England",),  # not "English": a language
    ("Scotland", "Scottish"),
    ("Wales", "Welsh"),
    ("Northern Ireland",),
    ("Germany", "German", "Germans", "Federal Republic of Germany", "Deutschland"),
    ("France", "French"),
    ("Canada", "Canadian", "Canadians"),
    ("Australia", "Australian", "Australians"),
    ("Ireland", "Irish"),
    ("Spain", "Spanish"),
    ("Italy", "Italian"),
    ("Netherlands", "the Netherlands", "Dutch", "Holland"),
    ("Switzerland", "Swiss"),
    ("Austria", "Austrian"),
    ("Belgium", "Belgian"),
    ("Sweden", "Swedish"),
    ("Denmark", "Danish"),
    ("Norway", "Norwegian"),
    ("Poland", "Polish"),
    ("New Zealand", "NZ", "New Zealander"),
    ("Japan", "Japanese"),
    ("India", "Indian"),
    ("Mexico", "Mexican"),
)


def jurisdiction_key(name: str) -> str:
    """A jurisdiction's name compared loosely: "U.S." = "US" = "us"; "the Netherlands" = "Netherlands"."""
    words = name.replace(".", "").casefold().split()
    if words and words[0] == "the":
        words = words[1:]
    return " ".join(words)


def _is_acronym(name: str) -> bool:
    letters = name.replace(".", "")
    return letters.isupper() and len(letters) <= 4


def _name_pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    """Names match case-insensitively, except short acronyms ("US" must not match "us")."""
    alternatives = "|".join(
        re.escape(n) if _is_acronym(n) else f"(?i:{re.escape(n)})" for n in sorted(set(names), key=len, reverse=True)
    )
    return re.compile(rf"(?<![\w.])(?:{alternatives})(?!\w)")


class JurisdictionOptions(MarkerOptions):
    """The check's `options` in configs/checks.yaml."""

    model_config = ConfigDict(coerce_numbers_to_str=True)

    aliases: dict[str, str | list[str]] = Field(
        default_factory=dict, description="More names of a jurisdiction (name -> a name or a list of names)."
    )


class JurisdictionCheck(Check):
    """Score 0.0 when the answer states figures but never names the passages' single jurisdiction.

    `fired` means figures were found in an answer that never names the jurisdiction."""

    name = "jurisdiction"
    default_hard = False
    default_floor = 1.0
    default_hint = "Name the jurisdiction every figure applies to."
    runs_inline = True
    options_model = JurisdictionOptions

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        groups = [list(names) for names in BUILTIN_NAMES]
        for jurisdiction, names in self.settings.aliases.items():
            extra = [names] if isinstance(names, str) else [str(n) for n in names]
            wanted = {jurisdiction_key(n) for n in [str(jurisdiction), *extra]}
            group = next((g for g in groups if wanted & {jurisdiction_key(n) for n in g}), None)
            if group is None:
                groups.append([str(jurisdiction), *extra])
            else:
                group.extend([str(jurisdiction), *extra])
        self._names_of: dict[str, tuple[str, ...]] = {}
        self._pattern_of: dict[str, re.Pattern[str]] = {}  # for the known names only: no request data kept
        for group in groups:
            pattern = _name_pattern(tuple(group))
            for name in group:
                self._names_of[jurisdiction_key(name)] = tuple(group)
                self._pattern_of[jurisdiction_key(name)] = pattern

    def names(self, jurisdiction: str) -> tuple[str, ...]:
        """Every name of `jurisdiction`, itself first."""
        return (jurisdiction, *self._names_of.get(jurisdiction_key(jurisdiction), ()))

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        jurisdiction = single_jurisdiction(context)
        if jurisdiction is None:
            return self.result(1.0, fired=False)
        pattern = self._pattern_of.get(jurisdiction_key(jurisdiction)) or _name_pattern((jurisdiction,))
        if pattern.search(answer):  # named: whatever figures it states are placed
            return self.result(1.0, fired=False)
        figures = context.answer_parse(answer).figures(self.settings.marker_patterns)
        if not figures:
            return self.result(1.0, fired=False)
        evidence = [Evidence(f.text, f.start, f.end, {"jurisdiction": jurisdiction}) for f in figures]
        figure_list = ", ".join(dict.fromkeys(f.text for f in figures[:5]))
        feedback = f"The passages apply to {jurisdiction}; name {jurisdiction} when you state {figure_list}."
        return self.result(0.0, fired=True, evidence=evidence, feedback=feedback)


def single_jurisdiction(context: RequestContext) -> str | None:
    """The jurisdiction every source carries, when there is exactly one; else None."""
    if not context.sources:
        return None
    first = context.sources[0].jurisdiction
    if not first or not first.strip():
        return None
    wanted = jurisdiction_key(first)
    for source in context.sources[1:]:
        if not source.jurisdiction or jurisdiction_key(source.jurisdiction) != wanted:
            return None
    return first.strip()
