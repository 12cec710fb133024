"""`document_scope` (soft): when the question names a document, every cited passage must come from it.

Documents compare case- and whitespace-insensitively. A cited ID that names no source is the
`citations` check's business, and a source without a `document` cannot be judged: both are
left out of the score.
"""

from __future__ import annotations

from checks.base import Check, CheckResult, Evidence
from checks.context import RequestContext
from checks.text import find_citations, join_ids, normalise_name, resolve_cited_id, source_id_index, source_ids_of


class DocumentScopeCheck(Check):
    """Score = cited passages from the named document / cited passages with a known document."""

    name = "document_scope"
    default_hard = False
    default_floor = 1.0
    default_hint = "Cite only passages from the document the question names."
    runs_inline = True

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        if not context.document or ("[" not in answer and "(" not in answer and "\u3010" not in answer):
            return self.result(1.0, fired=False)
        source_ids = source_ids_of(context.sources)
        markers = find_citations(answer, source_ids)
        if not markers:
            return self.result(1.0, fired=False)
        wanted = normalise_name(context.document)
        # source id -> its document, for sources whose document is known
        documents = {s.id: s.document for s in context.sources if s.document}
        in_scope = {source_id for source_id, document in documents.items() if normalise_name(document) == wanted}
        index = source_id_index(source_ids)
        judged = 0
        outside: list[Evidence] = []
        for marker in markers:
            for cited in marker.ids:
                source_id = resolve_cited_id(cited.id, index)
                if source_id is None or source_id not in documents:
                    continue
                judged += 1
                if source_id not in in_scope:
                    outside.append(Evidence(cited.id, cited.start, cited.end, {"document": documents[source_id]}))
        if not judged:
            return self.result(1.0, fired=False)
        score = 1.0 - len(outside) / judged
        metrics = {"cited": judged, "outside": len(outside)}
        if not outside:
            return self.result(score, fired=True, metrics=metrics)
        scoped = [s.id for s in context.sources if s.id in in_scope]
        if not scoped:
            feedback = f"No supplied passage is from '{context.document}': say that the passages do not cover it."
        elif len(scoped) == 1:
            feedback = f"Passage {scoped[0]} is from '{context.document}'; cite only that passage."
        else:
            feedback = f"Passages {join_ids(scoped)} are from '{context.document}'; cite only those."
        return self.result(score, fired=True, evidence=outside, feedback=feedback, metrics=metrics)
