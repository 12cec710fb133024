"""`document_scope` (soft): when the question names a document, every cited passage must come from it.

Document names compare as a reader compares them: case, white space, leading articles,
punctuation, possessives, "and" / "&" and word order do not matter ("the Member Handbook" =
"Member Handbook" = "member's handbook"; "Member Handbook 2026" = "2026 Member Handbook"), nor
does an acronym for the name, given in parentheses or spelled by its initials ("Evidence of
Coverage (EOC)" = "EOC"; "Summary of Benefits and Coverage" = "SBC"). Another year, edition or
a supplement is another document ("2024 Member Handbook", "Appeals Guide Supplement"). A cited
ID that names no source is the `citations` check's business, and a source without a `document`
cannot be judged: both are left out of the score.
"""

from __future__ import annotations

import re

from checks.base import Check, CheckResult, Evidence, MarkerOptions
from checks.context import RequestContext

_POSSESSIVE = re.compile(r"(?<=\w)['\u2019]s?\b")
_PUNCTUATION = re.compile(r"[^\w\s]+")
_PARENTHESISED_ACRONYM = re.compile(r"\(\s*([A-Z][A-Za-z]{1,7})\s*\)")
_IGNORED = frozenset({"the", "a", "an", "and"})
_NOT_IN_INITIALS = frozenset({"of", "for", "to", "in", "on"})


def document_key(name: str) -> str:
    """A document name as a reader compares it: "The Member's Handbook, 2026." -> "2026 handbook member"
    (its words, lower-cased, without articles, possessives, punctuation or "and", in sorted order)."""
    lowered = _POSSESSIVE.sub("", name.casefold())
    words = _PUNCTUATION.sub(" ", lowered).split()
    return " ".join(sorted(word for word in words if word not in _IGNORED))


def _acronyms(name: str) -> set[str]:
    """What a multi-word name may be abbreviated to: an acronym it gives in parentheses, and its
    initials with and without the small words ("Evidence of Coverage" -> "eoc", "ec")."""
    acronyms = {m.group(1).casefold() for m in _PARENTHESISED_ACRONYM.finditer(name)}
    words = [w for w in _PUNCTUATION.sub(" ", _POSSESSIVE.sub("", _PARENTHESISED_ACRONYM.sub(" ", name))).split()
             if w.isalpha() and w.casefold() not in _IGNORED]
    if len(words) >= 2:
        acronyms.add("".join(w[0] for w in words).casefold())
        acronyms.add("".join(w[0] for w in words if w.casefold() not in _NOT_IN_INITIALS).casefold())
    return acronyms


def same_document(first: str, second: str) -> bool:
    """Whether two names name one document (see the module docstring)."""
    first_key, second_key = document_key(first), document_key(second)
    if first_key == second_key:
        return True
    first_bare = document_key(_PARENTHESISED_ACRONYM.sub(" ", first))
    second_bare = document_key(_PARENTHESISED_ACRONYM.sub(" ", second))
    if first_bare == second_bare:
        return True  # "Evidence of Coverage (EOC)" = "Evidence of Coverage"
    if " " not in second_key and second_key in _acronyms(first):
        return True
    return " " not in first_key and first_key in _acronyms(second)


class DocumentScopeCheck(Check):
    """Score = cited passages from the named document / cited passages with a known document.

    Options: `marker_patterns` (the citation check's extra marker regexes)."""

    name = "document_scope"
    default_hard = False
    default_floor = 1.0
    default_hint = "Cite only passages from the document the question names."
    runs_inline = True
    options_model = MarkerOptions

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        if not context.document:
            return self.result(1.0, fired=False)
        citations = context.answer_parse(answer).citations(self.settings.marker_patterns)
        documents = {s.id: s.document for s in context.sources if s.document}
        # cited ID -> the document of the source it names, for the sources whose document is known
        cited_documents = {
            cited: documents[source] for cited, source in citations.resolved.items() if source in documents
        }
        judged = [c for c in citations.cited if c.id in cited_documents]
        if not judged:
            return self.result(1.0, fired=False)
        in_scope = {document: same_document(context.document, document) for document in set(cited_documents.values())}
        outside = [
            Evidence(c.id, c.start, c.end, {"document": cited_documents[c.id]})
            for c in judged
            if not in_scope[cited_documents[c.id]]
        ]
        score = 1.0 - len(outside) / len(judged)
        metrics = {"cited": len(judged), "outside": len(outside)}
        if not outside:
            return self.result(score, fired=True, metrics=metrics)
        scoped = [s.id for s in context.sources if s.document and same_document(context.document, s.document)]
        if not scoped:
            feedback = f"No supplied passage is from '{context.document}': say that the passages do not cover it."
        elif len(scoped) == 1:
            feedback = f"Passage {scoped[0]} is from '{context.document}'; cite only that passage."
        else:
            feedback = f"Passages {', '.join(scoped)} are from '{context.document}'; cite only those."
        return self.result(score, fired=True, evidence=outside, feedback=feedback, metrics=metrics)
