"""What the desk shows of a case: the answer cut into spans, each failing span marked, identifiers masked.

Spans come from the final attempt's evidence: unsupported claims (groundedness and the other
claim checks, with the passage the NLI pool matched and its scores), figures in no passage,
citations that resolve to nothing, codes, and PHI (kind and offsets only: the identifier is
masked until the reviewer reveals it, and the reveal is recorded).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup, escape

TEMPLATES = Path(__file__).with_name("templates")
STATIC = Path(__file__).with_name("static")

_LABELS = {
    "groundedness": "unsupported claim", "fabricated_claims": "contradicted claim", "figures": "figure in no passage",
    "citations": "citation that resolves to nothing", "phi": "identifier", "codes": "code outside the reference set",
    "specificity": "more specific than the passages", "jurisdiction": "figure without its jurisdiction",
    "explicit_support": "'the material says' with no sentence saying it", "acceptance_conflict": "acceptance the material refuses",
    "exception_overruled": "exception overruled", "document_scope": "passage from another document",
}

environment = Environment(loader=FileSystemLoader(str(TEMPLATES)), autoescape=select_autoescape(["html"]))


@dataclass
class Span:
    text: str
    check: str | None = None
    label: str = ""
    note: str = ""
    masked: bool = False
    index: int = 0


@dataclass
class Finding:
    check: str
    label: str
    text: str
    detail: dict[str, Any] = field(default_factory=dict)
    index: int = 0


def _offsets(output: str, item: dict[str, Any]) -> tuple[int, int] | None:
    start, end = item.get("start"), item.get("end")
    if isinstance(start, int) and isinstance(end, int) and 0 <= start < end <= len(output):
        return start, end
    text = item.get("text")
    if isinstance(text, str) and text:
        found = output.find(text)
        if found >= 0:
            return found, found + len(text)
    return None


def _note(check: str, item: dict[str, Any]) -> str:
    detail = item.get("detail") or {}
    if check == "phi":
        return f"{item.get('kind', 'identifier')} ({item.get('chars', '?')} characters)"
    parts = []
    for key in ("entailment", "contradiction", "neutral", "verdict", "reason", "cited_id", "family"):
        value = detail.get(key)
        if isinstance(value, float):
            parts.append(f"{key} {value:.2f}")
        elif value is not None:
            parts.append(f"{key} {value}")
    return ", ".join(parts)


def answer_spans(attempt: dict[str, Any], reveal: bool) -> tuple[list[Span], list[Finding]]:
    """The attempt's answer as plain and marked spans (overlaps keep the first), and the list of findings."""
    output = attempt.get("output") or ""
    marks: list[tuple[int, int, str, dict[str, Any]]] = []
    findings: list[Finding] = []
    for check, entry in (attempt.get("evidence") or {}).items():
        if entry.get("passed", False) and check != "phi":
            continue
        for item in entry.get("evidence") or []:
            where = _offsets(output, item) if check != "phi" or "start" in item else None
            label = _LABELS.get(check, check)
            if where is not None:
                marks.append((where[0], where[1], check, item))
            text = "" if check == "phi" else str(item.get("text", ""))
            findings.append(Finding(check, label, text, dict(item.get("detail") or {})))
    marks.sort(key=lambda m: (m[0], -(m[1] - m[0])))
    spans: list[Span] = []
    cursor = 0
    number = 0
    for start, end, check, item in marks:
        if start < cursor:
            continue
        if start > cursor:
            spans.append(Span(output[cursor:start]))
        number += 1
        masked = check == "phi" and not reveal
        text = "•" * min(end - start, 12) if masked else output[start:end]
        spans.append(Span(text, check, _LABELS.get(check, check), _note(check, item), masked, number))
        cursor = end
    if cursor < len(output):
        spans.append(Span(output[cursor:]))
    for i, finding in enumerate(findings, 1):
        finding.index = i
    return spans, findings


def identifier_terms(case: dict[str, Any]) -> list[str]:
    """The identifiers a case's texts carry: what phi found in each answer (sliced by its offsets) and the
    request's allow-list (allowed in the answer, still someone's identifier). Longest first."""
    terms = {str(v) for v in case.get("allowed_identifiers") or () if str(v).strip()}
    for attempt in case.get("attempts") or ():
        output = attempt.get("output") or ""
        for item in ((attempt.get("evidence") or {}).get("phi") or {}).get("evidence") or ():
            start, end = item.get("start"), item.get("end")
            if isinstance(start, int) and isinstance(end, int) and 0 <= start < end <= len(output):
                terms.add(output[start:end])
    return sorted((t for t in terms if len(t) >= 3), key=len, reverse=True)


def masked(text: Any, terms: list[str], reveal: bool) -> Markup:
    """`text` escaped, each identifier in `terms` shown as bullets unless the reviewer revealed them."""
    text = "" if text is None else str(text)
    if reveal or not terms or not text:
        return escape(text)
    out = []
    cursor = 0
    lowered = text.lower()
    spans = []
    for term in terms:
        start = lowered.find(term.lower())
        while start >= 0:
            spans.append((start, start + len(term)))
            start = lowered.find(term.lower(), start + len(term))
    for start, end in sorted(spans):
        if start < cursor:
            continue
        out.append(escape(text[cursor:start]))
        out.append(Markup('<span class="masked" title="identifier, masked">') + "•" * min(end - start, 12) + Markup("</span>"))
        cursor = end
    out.append(escape(text[cursor:]))
    return Markup("").join(out)


environment.filters["mask"] = masked


def render(template: str, **values: Any) -> str:
    return environment.get_template(template).render(**values)
