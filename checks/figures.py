"""`figures` (soft): every figure in the answer must occur in some supplied passage.

Figures are compared by value, not by spelling: "1,200" = "1200" = "$1200" = "1200 dollars",
"25%" = "25 percent", "1.2 million" = "1,200,000", "4 December 1997" = "1997-12-04" (dates as
dates), "3rd" = "third". Citation markers, locators ("section 4.2", "Article 12"), codes
(CPT 99310, E11.9) and identifiers (W123456789, CLM-88213) are not figures; see
`checks.text.extract_figures`.
"""

from __future__ import annotations

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext
from checks.text import Figure, FigureKey, extract_figures, find_citations, passage_extra_keys, passage_keys

DEFAULT_MAX_FEEDBACK_FIGURES = 12


class FiguresCheck(Check):
    """Score = supported figures / figures (1.0 when the answer states none).

    Options: `max_feedback_figures` (how many passage figures the feedback lists).
    """

    name = "figures"
    default_hard = False
    default_floor = 1.0
    default_hint = "State only figures that appear in the supplied passages, copied exactly."

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        self.max_feedback_figures = int(self.options.get("max_feedback_figures", DEFAULT_MAX_FEEDBACK_FIGURES))

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        markers = find_citations(answer, [s.id for s in context.sources]) if "[" in answer or "(" in answer else ()
        figures = extract_figures(answer, [(m.start, m.end) for m in markers])
        if not figures:
            return self.result(1.0, fired=False)
        supported_keys: set[FigureKey] = set()
        for source in context.sources:
            supported_keys |= passage_keys(source.text)
        unsupported = [f for f in figures if not f.supported_by(supported_keys)]
        if unsupported:
            for source in context.sources:
                supported_keys |= passage_extra_keys(source.text)
            unsupported = [f for f in unsupported if not f.supported_by(supported_keys)]
        score = 1.0 - len(unsupported) / len(figures)
        metrics = {"figures": len(figures), "unsupported": len(unsupported)}
        if not unsupported:
            return self.result(score, fired=True, metrics=metrics)
        evidence = [Evidence(f.text, f.start, f.end, {"kind": f.kind}) for f in unsupported]
        return self.result(score, fired=True, evidence=evidence, feedback=self._feedback(context, unsupported), metrics=metrics)

    def _feedback(self, context: RequestContext, unsupported: list[Figure]) -> str:
        given: dict[str, None] = {}
        for source in context.sources:
            for figure in extract_figures(source.text):
                given.setdefault(figure.text, None)
        missing = ", ".join(dict.fromkeys(f.text for f in unsupported))
        if not given:
            return f"State no figures: the passages give none, so write the answer without {missing}."
        listed = list(given)[: self.max_feedback_figures]
        more = " …" if len(given) > len(listed) else ""
        return (
            f"State only figures the passages give, copied exactly; they give these figures: {', '.join(listed)}{more}. "
            f"No passage gives {missing}."
        )
