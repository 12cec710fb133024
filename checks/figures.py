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
from checks.text import (
    Figure,
    FigureKey,
    answer_figures,
    extract_figures,
    has_figure,
    passage_extra_keys,
    passage_keys,
    passage_numerals,
    source_ids_of,
    source_texts_of,
    unsupported_figures,
)

DEFAULT_MAX_FEEDBACK_FIGURES = 12


class FiguresCheck(Check):
    """Score = supported figures / figures (1.0 when the answer states none).

    `fired` means the pre-check found a figure whose value no passage states outright, so the
    check had to look closer (date parts, number words); an answer whose figures all appear in
    the passages does not fire, which keeps the fire rate a measure of suspicious answers.
    Options: `max_feedback_figures` (how many passage figures the feedback lists).
    """

    name = "figures"
    default_hard = False
    default_floor = 1.0
    default_hint = "State only figures that appear in the supplied passages, copied exactly."
    runs_inline = True

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        self.max_feedback_figures = int(self.options.get("max_feedback_figures", DEFAULT_MAX_FEEDBACK_FIGURES))

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        source_ids = source_ids_of(context.sources)
        if not has_figure(answer, source_ids):
            return self.result(1.0, fired=False)
        texts = source_texts_of(context.sources)
        supported: frozenset[FigureKey] = passage_keys(texts)
        unsupported = unsupported_figures(answer, source_ids, supported, passage_numerals(texts))
        if not unsupported:
            return self.result(1.0, fired=False, metrics={"unsupported": 0})
        supported = supported | passage_extra_keys(texts)
        unsupported = tuple(f for f in unsupported if not f.supported_by(supported))
        if not unsupported:
            return self.result(1.0, fired=True, metrics={"unsupported": 0})
        figures = answer_figures(answer, source_ids)  # counted only now: the passing path never needs it
        score = 1.0 - len(unsupported) / len(figures)
        metrics = {"figures": len(figures), "unsupported": len(unsupported)}
        evidence = [Evidence(f.text, f.start, f.end, {"kind": f.kind}) for f in unsupported]
        feedback = self._feedback(context, unsupported)
        return self.result(score, fired=True, evidence=evidence, feedback=feedback, metrics=metrics)

    def _feedback(self, context: RequestContext, unsupported: tuple[Figure, ...]) -> str:
        given: dict[str, None] = {}
        for source in context.sources:
            for figure in extract_figures(source.text):
                given.setdefault(figure.text, None)
        missing = ", ".join(dict.fromkeys(f.text for f in unsupported))
        if not given:
            return f"Answer without figures: the passages give none, so leave out {missing}."
        listed = list(given)[: self.max_feedback_figures]
        more = " …" if len(given) > len(listed) else ""
        return (
            f"State only figures the passages give, copied exactly; they give these figures: "
            f"{', '.join(listed)}{more}. Replace {missing}, which no passage gives, with one of them or leave it out."
        )
