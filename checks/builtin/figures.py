"""`figures` (soft): every figure in the answer must occur in some supplied passage.

Figures are compared by value, not by spelling: "1,200" = "1200" = "$1200" = "1200 dollars",
"25%" = "25 percent" = "one in four", "1.2 million" = "1,200,000" = "1.2 mln", "4 December
1997" = "1997-12-04" = "04/12/1997." (dates as dates), "8pm" = "20:00", "3rd" = "third", "30"
= "thirty", "72 hours" = "three days", "the 1990s" = any year in them, "Q3" = "third quarter";
"about 1,200" is supported by 1,187 (a hedge allows the rounding its digits show); a unit
conversion in parentheses ("10 kg (23 lb)") is supported when the passage gives either side.
Citation markers (`checks.text.markers`), locators ("section 4.2", "Article 12"), codes (CPT 99310,
E11.9), identifiers (W123456789, CLM-88213) and list numbering ("6)") are not figures, in the
answer or in the passages; see `checks.text.numbers` for every rule.
"""
from __future__ import annotations

from pydantic import Field

from checks.base import Check, CheckResult, Evidence, MarkerOptions
from checks.context import RequestContext
from checks.text.numbers import Figure, conversion_partners


class FiguresOptions(MarkerOptions):
    """The check's `options` in configs/checks.yaml."""

    max_feedback_figures: int = Field(default=12, ge=1, description="How many passage figures the feedback lists.")


class FiguresCheck(Check):
    """Score = supported figures / figures (1.0 when the answer states none).

    `fired` means some figure's value or date is not given as written by a passage's digits or dates, so the
    check had to look closer (number words, date parts, decades, conversions); an answer whose
    figures all appear as written does not fire, which keeps the fire rate a measure of
    suspicious answers. Options: `max_feedback_figures` (how many passage figures the feedback
    lists), `marker_patterns` (the citation check's extra marker regexes, so that a custom
    marker is not read as a figure).
    """

    name = "figures"
    default_hard = False
    default_floor = 1.0
    default_hint = "State only figures that appear in the supplied passages, copied exactly."
    runs_inline = True
    options_model = FiguresOptions

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        figures = context.answer_parse(answer).figures(self.settings.marker_patterns)
        if not figures:
            return self.result(1.0, fired=False)
        passages = context.sources_parse().figure_keys
        if all(passages.states_as_written(f) for f in figures):
            return self.result(1.0, fired=False, metrics={"figures": len(figures), "unsupported": 0})
        unsupported = [index for index, f in enumerate(figures) if not passages.supports(f)]
        if unsupported:
            partners = conversion_partners(answer, figures)
            unsupported = [
                index for index in unsupported
                if index not in partners or not passages.supports(figures[partners[index]])
            ]
        metrics = {"figures": len(figures), "unsupported": len(unsupported)}
        if not unsupported:
            return self.result(1.0, fired=True, metrics=metrics)
        missing = tuple(figures[index] for index in unsupported)
        score = 1.0 - len(missing) / len(figures)
        evidence = [Evidence(f.text, f.start, f.end, {"kind": f.kind}) for f in missing]
        feedback = self._feedback(context, missing)
        return self.result(score, fired=True, evidence=evidence, feedback=feedback, metrics=metrics)

    def _feedback(self, context: RequestContext, unsupported: tuple[Figure, ...]) -> str:
        given, more_given = context.sources_parse().given_figures(self.settings.max_feedback_figures)
        listed = [f.text for f in given]
        missing = ", ".join(dict.fromkeys(f.text for f in unsupported))
        if not listed and not more_given:
            return f"Answer without figures: the passages give none, so leave out {missing}."
        more = " \u2026" if more_given else ""
        return (
            f"State only figures the passages give, copied exactly; they give these figures: "
            f"{', '.join(listed)}{more}. Replace {missing}, which no passage gives, with one of them or leave it out."
        )
