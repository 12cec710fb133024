"""`citations` (hard): every cited passage ID must be a supplied source ID or a knowledge-base ID.

A fabricated citation is a claim of support that does not exist, so it blocks the request. The
check fails closed: every marker the grammar reads (`checks.text.markers`: numeric, labelled,
ranges, lists, footnotes, dagger locators, ruling and case IDs, configured patterns) must
resolve, or the answer is blocked. IDs compare case-insensitively ("[s1]" cites "S1"); where
the answer's style and the sources' differ, the number decides ("[2]" cites "S2", "[S2]"
cites "2"), unless both carry different prefixes ("[P2]" does not cite "S2"); see
`checks.markers.SourceIndex`.
"""

from __future__ import annotations

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext


class CitationsCheck(Check):
    """Fails (score 0.0) when any cited ID names no supplied source.

    Options: `patterns` (extra marker regexes; group 1 is an ID list), `knowledge_base_ids` (IDs
    valid besides the supplied sources).
    """

    name = "citations"
    evidence_is_identifier = True  # a made-up citation ID, not patient data: incident rows keep it
    default_hard = True
    default_floor = 1.0
    default_hint = "Cite only the supplied passage IDs, in square brackets such as [1]."
    runs_inline = True

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        self.extra_patterns: tuple[str, ...] = tuple(self.options.get("patterns") or ())
        configured_ids = self.options.get("knowledge_base_ids") or ()
        self.knowledge_base_ids: tuple[str, ...] = tuple(str(i).strip() for i in configured_ids)

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        citations = context.answer_parse(answer).citations(self.extra_patterns, self.knowledge_base_ids)
        if not citations.markers:
            return self.result(1.0, fired=False)
        fabricated = [
            Evidence(cited.id, cited.start, cited.end, {"marker": marker.text, "reason": "no such source"})
            for marker in citations.markers
            for cited in marker.ids
            if citations.resolved[cited.id] is None
        ]
        metrics = {"cited": len(citations.cited), "fabricated": len(fabricated)}
        if not fabricated:
            return self.result(1.0, fired=True, metrics=metrics)
        if context.sources:
            allowed = ", ".join(s.id for s in context.sources)
            feedback = f"Cite only these passage IDs: {allowed}, in square brackets such as [{context.sources[0].id}]."
            if self.knowledge_base_ids:
                feedback += f" Knowledge-base IDs {', '.join(self.knowledge_base_ids)} may also be cited."
        else:
            feedback = "No passages were supplied: answer without citation markers."
        return self.result(0.0, fired=True, evidence=fabricated, feedback=feedback, metrics=metrics)
