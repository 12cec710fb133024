"""`jurisdiction` (soft): when every passage applies to one jurisdiction, an answer that states a
figure must name that jurisdiction (or an alias) at least once.

A fee or a deadline is only true where it applies; a reader who does not learn where will apply
it elsewhere. The rule is deliberately simple and robust: one mention anywhere in the answer
suffices. Options: `aliases` (jurisdiction -> other names), merged with a few built-in ones
(EU, US, UK).
"""

from __future__ import annotations

import re
from functools import lru_cache

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext
from checks.text import answer_figures, has_figure, normalise_name, source_ids_of

BUILTIN_ALIASES: dict[str, tuple[str, ...]] = {
    "eu": ("European Union", "EU-wide", "E.U."),
    "us": ("United States", "U.S.", "USA", "U.S.A."),
    "uk": ("United Kingdom", "U.K.", "Britain", "British"),
}


@lru_cache(maxsize=256)
def _name_pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    """Names match case-insensitively, except short acronyms ("US" must not match "us")."""
    alternatives = "|".join(
        re.escape(n) if _is_acronym(n) else f"(?i:{re.escape(n)})" for n in sorted(names, key=len, reverse=True)
    )
    return re.compile(rf"(?<![\w.])(?:{alternatives})(?!\w)")


def _is_acronym(name: str) -> bool:
    letters = name.replace(".", "")
    return letters.isupper() and len(letters) <= 4


class JurisdictionCheck(Check):
    """Score 0.0 when the answer states figures but never names the passages' single jurisdiction.

    `fired` means figures were found in an answer that never names the jurisdiction."""

    name = "jurisdiction"
    default_hard = False
    default_floor = 1.0
    default_hint = "Name the jurisdiction every figure applies to."
    runs_inline = True

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        self.aliases: dict[str, tuple[str, ...]] = dict(BUILTIN_ALIASES)
        for jurisdiction, names in (self.options.get("aliases") or {}).items():
            key = normalise_name(str(jurisdiction))
            extra = (names,) if isinstance(names, str) else tuple(str(n) for n in names)
            self.aliases[key] = self.aliases.get(key, ()) + extra

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        jurisdiction = single_jurisdiction(context)
        if jurisdiction is None:
            return self.result(1.0, fired=False)
        names = (jurisdiction, *self.aliases.get(normalise_name(jurisdiction), ()))
        if _name_pattern(names).search(answer):  # named: whatever figures it states are placed
            return self.result(1.0, fired=False)
        source_ids = source_ids_of(context.sources)
        if not has_figure(answer, source_ids):
            return self.result(1.0, fired=False)
        figures = answer_figures(answer, source_ids)
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
    wanted: str | None = None  # normalise_name(first), computed only when a source spells it differently
    for source in context.sources[1:]:
        jurisdiction = source.jurisdiction
        if jurisdiction == first:  # the same string normalises the same: the common case
            continue
        if wanted is None:
            wanted = normalise_name(first)
        if not jurisdiction or normalise_name(jurisdiction) != wanted:
            return None
    return first.strip()
