"""`document_scope` (soft): when the question names a document, every cited passage must come from it.

Documents compare case- and whitespace-insensitively. A cited ID that names no source is the
`citations` check's business, and a source without a `document` cannot be judged: both are
left out of the score.
"""

from __future__ import annotations

from operator import attrgetter

from checks.base import Check, CheckResult, Evidence
from checks.context import RequestContext
from checks.text import join_ids, normalise_name, resolve_citations, source_ids_of

_cited_id = attrgetter("id")


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
        markers, cited, resolved = resolve_citations(answer, source_ids_of(context.sources))
        if not markers:
            return self.result(1.0, fired=False)
        # source id -> its document, for sources whose document is known
        documents = {s.id: s.document for s in context.sources if s.document}
        wanted = normalise_name(context.document)
        document_in_scope: dict[str, bool] = {}
        # cited ID -> whether the source it names is from the named document, for the IDs that name
        # a source with a known document (the others are not judged)
        in_scope: dict[str, bool] = {}
        for cited_id, source_id in resolved.items():
            document = documents.get(source_id) if source_id is not None else None
            if document is None:
                continue
            scoped = document_in_scope.get(document)
            if scoped is None:
                scoped = document_in_scope[document] = normalise_name(document) == wanted
            in_scope[cited_id] = scoped
        judged = sum(map(in_scope.__contains__, map(_cited_id, cited)))
        outside = [] if all(in_scope.values()) else [
            Evidence(c.id, c.start, c.end, {"document": documents[resolved[c.id]]})  # type: ignore[index]
            for c in cited
            if in_scope.get(c.id) is False
        ]
        if not judged:
            return self.result(1.0, fired=False)
        score = 1.0 - len(outside) / judged
        metrics = {"cited": judged, "outside": len(outside)}
        if not outside:
            return self.result(score, fired=True, metrics=metrics)
        scoped = [s.id for s in context.sources if s.document and normalise_name(s.document) == wanted]
        if not scoped:
            feedback = f"No supplied passage is from '{context.document}': say that the passages do not cover it."
        elif len(scoped) == 1:
            feedback = f"Passage {scoped[0]} is from '{context.document}'; cite only that passage."
        else:
            feedback = f"Passages {join_ids(scoped)} are from '{context.document}'; cite only those."
        return self.result(score, fired=True, evidence=outside, feedback=feedback, metrics=metrics)
