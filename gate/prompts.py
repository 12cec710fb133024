"""The generation prompt: answer from the sources only, cite them in the style `citations` reads."""

from __future__ import annotations

from checks.context import RequestContext

SYSTEM_PROMPT = (
    "You answer questions using only the numbered passages supplied with the question. "
    "Cite the passage that supports each statement with its ID in square brackets, for example [1] or [1, 2]. "
    "Cite only the passage IDs given. Copy figures exactly as the passages state them. "
    "Do not include personal identifiers (names with member IDs, SSNs, phone numbers, e-mail addresses, dates of birth). "
    "If the passages do not contain the answer, say so in one sentence."
)


def render_sources(context: RequestContext) -> str:
    blocks = []
    for source in context.sources:
        header = f"[{source.id}]"
        labels = [label for label in (source.document, source.jurisdiction) if label]
        if labels:
            header += " (" + "; ".join(labels) + ")"
        blocks.append(f"{header}\n{source.text}")
    return "\n\n".join(blocks)


def generation_messages(context: RequestContext, feedback: str | None) -> list[dict[str, str]]:
    """Chat messages for one attempt; on a retry the checks' feedback is the closing instruction."""
    user = f"Passages:\n\n{render_sources(context)}\n\n"
    if context.document:
        user += f"The question is about the document: {context.document}\n\n"
    user += f"Question: {context.query}"
    messages = [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": user}]
    if feedback:
        messages.append({"role": "user", "content": f"Your previous answer did not pass review. {feedback}"})
    return messages
