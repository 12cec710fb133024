"""`document_scope` (soft): when the question names a document, every cited passage must come from it.

Document names compare as a reader compares them: case, white space, leading articles,
punctuation and possessives do not matter ("the Member Handbook" = "Member Handbook" =
"member's handbook"). A cited ID that names no source is the `citations` check's business,
and a source without a `document` cannot be judged: both are left out of the score.
"""

from __future__ import annotations

import re

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext

_POSSESSIVE = re.compile(r"(?<=\w)['\u2019]s?\b")
_PUNCTUATION = re.compile(r"[^\w\s]+")
_ARTICLES = frozenset({"the", "a", "an"})


def document_key(name: str) -> str:
    """A document name as a reader compares it: "The Member's Handbook." -> "member handbook"."""
    lowered = _POSSESSIVE.sub("", name.casefold())
    words = _PUNCTUATION.sub(" ", lowered).split()
    return " ".join(word for word in words if word not in _ARTICLES)


class DocumentScopeCheck(Check):
    """Score = cited passages from the named document / cited passages with a known document.

    Options: `marker_patterns` (the citation check's extra marker regexes)."""

    name = "document_scope"
    default_hard = False
    default_floor = 1.0
    default_hint = "Cite only passages from the document the question names."
    runs_inline = True

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        self.marker_patterns: tuple[str, ...] = tuple(self.options.get("marker_patterns") or ())

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        if not context.document:
            return self.result(1.0, fired=False)
        citations = context.answer_parse(answer).citations(self.marker_patterns)
        wanted = document_key(context.document)
        documents = {s.id: s.document for s in context.sources if s.document}
        # cited ID -> the document of the source it names, for the sources whose document is known
        cited_documents = {
            cited: documents[source] for cited, source in citations.resolved.items() if source in documents
        }
        judged = [c for c in citations.cited if c.id in cited_documents]
        if not judged:
            return self.result(1.0, fired=False)
        in_scope = {document: document_key(document) == wanted for document in set(cited_documents.values())}
        outside = [
            Evidence(c.id, c.start, c.end, {"document": cited_documents[c.id]})
            for c in judged
            if not in_scope[cited_documents[c.id]]
        ]
        score = 1.0 - len(outside) / len(judged)
        metrics = {"cited": len(judged), "outside": len(outside)}
        if not outside:
            return self.result(score, fired=True, metrics=metrics)
        scoped = [s.id for s in context.sources if s.document and document_key(s.document) == wanted]
        if not scoped:
            feedback = f"No supplied passage is from '{context.document}': say that the passages do not cover it."
        elif len(scoped) == 1:
            feedback = f"Passage {scoped[0]} is from '{context.document}'; cite only that passage."
        else:
            feedback = f"Passages {', '.join(scoped)} are from '{context.document}'; cite only those."
        return self.result(score, fired=True, evidence=outside, feedback=feedback, metrics=metrics)
