"""`citations` (hard): every cited passage ID must be a supplied source ID or a knowledge-base ID.

A fabricated citation is a claim of support that does not exist, so it blocks the request.
Markers are parsed by `checks.text.find_citations`. IDs compare case-insensitively ("[s1]"
cites "S1"); where the answer's style and the sources' differ, the number decides ("[2]" cites
"S2", "[S2]" cites "2"), unless both carry different prefixes ("[P2]" does not cite "S2"). See
`checks.text.source_id_index`.
"""

from __future__ import annotations

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext
from checks.text import join_ids, resolve_citations, source_ids_of


class CitationsCheck(Check):
    """Fails (score 0.0) when any cited ID names no supplied source.

    Options: `patterns` (extra regexes; group 1 is an ID list), `knowledge_base_ids` (IDs valid
    besides the supplied sources).
    """

    name = "citations"
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
        if "[" not in answer and "(" not in answer and "\u3010" not in answer and not self.extra_patterns:
            return self.result(1.0, fired=False)
        valid_ids = source_ids_of(context.sources) + self.knowledge_base_ids
        markers, cited, resolved = resolve_citations(answer, valid_ids, self.extra_patterns)
        if not markers:
            return self.result(1.0, fired=False)
        unknown = {cited_id for cited_id, found in resolved.items() if found is None}
        fabricated = [
            Evidence(c.id, c.start, c.end, {"marker": marker.text, "reason": "no such source"})
            for marker in markers
            for c in marker.ids
            if c.id in unknown
        ] if unknown else []
        cited_count = len(cited)
        metrics = {"cited": cited_count, "fabricated": len(fabricated)}
        if not fabricated:
            return self.result(1.0, fired=True, metrics=metrics)
        if context.sources:
            allowed = join_ids(s.id for s in context.sources)
            feedback = f"Cite only these passage IDs: {allowed}, in square brackets such as [{context.sources[0].id}]."
            if self.knowledge_base_ids:
                feedback += f" Knowledge-base IDs {join_ids(self.knowledge_base_ids)} may also be cited."
        else:
            feedback = "No passages were supplied: answer without citation markers."
        return self.result(0.0, fired=True, evidence=fabricated, feedback=feedback, metrics=metrics)
