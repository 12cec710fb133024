"""The generation prompt: answer from the sources only, cite them in the style `citations` reads.

Every message the generator is sent is built here: a /v1/gate request's system and question turns, a chat
request's whole conversation (`Conversation`), and a retry's previous answer and feedback; and the prompt's
version, which each trace row records.
"""

from __future__ import annotations

import functools
import hashlib
import inspect
from dataclasses import dataclass, field
from typing import Any

from checks.context import RequestContext
from checks.loop import Retry
from gate.engines.llm import SamplingConfig

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


@dataclass(frozen=True)
class Conversation:
    """What a chat request adds to a gate request: its turns (OpenAI's message form) and the sampling options
    OpenAI clients send. `query_index` is the last user message, the query the checks read."""

    messages: list[dict[str, Any]]
    query_index: int
    tools: list[dict[str, Any]] | None = None
    tool_choice: str | dict[str, Any] | None = None
    top_p: float | None = None
    seed: int | None = None
    stop: list[str] = field(default_factory=list)
    user: str | None = None
    response_format: dict[str, Any] | None = None  # OpenAI's json_object / json_schema form; None: text

    def sampling(self, max_tokens: int, temperature: float, attempt: int) -> SamplingConfig:
        """The attempt's sampling: a seeded request changes its seed per retry, so a retry can differ."""
        options: dict[str, Any] = {"stop": list(self.stop), "tools": self.tools, "tool_choice": self.tool_choice,
                                   "user": self.user, "response_format": self.response_format}
        if self.top_p is not None:
            options["top_p"] = self.top_p
        if self.seed is not None:
            options["seed"] = self.seed + attempt - 1
        return SamplingConfig(max_tokens=max_tokens, temperature=temperature, **options)


TOOL_RESULTS_NOTE = (
    "The results of tool calls in this conversation are passages as well: cite one by its call ID in square "
    "brackets and copy its figures exactly."
)


def conversation_messages(context: RequestContext, conversation: Conversation) -> list[dict[str, Any]]:
    """The whole conversation for the generator: the gate's system prompt with the client's system and developer
    messages after it, the earlier turns as they were, and the query turn carrying the supplied passages. Tool
    messages stay tool messages (the chat template renders them); their contents are passages to the checks."""
    tool_ids = {m.get("tool_call_id") for m in conversation.messages if m.get("role") == "tool"}
    passages = context.model_copy(update={"sources": tuple(s for s in context.sources if s.id not in tool_ids)})
    system = [SYSTEM_PROMPT] + ([TOOL_RESULTS_NOTE] if tool_ids else [])
    system += [m["content"] for m in conversation.messages if m.get("role") in ("system", "developer") and m["content"]]
    messages: list[dict[str, Any]] = [{"role": "system", "content": "\n\n".join(system)}]
    for index, message in enumerate(conversation.messages):
        if message.get("role") in ("system", "developer"):
            continue
        if index == conversation.query_index:
            turn = generation_messages(passages, None)[1]["content"] if passages.sources else message["content"]
            message = {**message, "content": turn}
        messages.append(message)
    return messages


def retry_messages(
    context: RequestContext, retry: Retry | None, conversation: Conversation | None = None
) -> list[dict[str, Any]]:
    """Chat messages for one attempt. A retry sees its previous answer as the assistant turn and the
    checks' feedback as the user turn after it, so "replace 120" points at text the model can see.
    A chat request's attempts carry its whole conversation (`conversation_messages`)."""
    messages = generation_messages(context, None) if conversation is None else conversation_messages(context, conversation)
    if retry is not None:
        messages.append({"role": "assistant", "content": retry.previous_answer})
        messages.append({"role": "user", "content": f"Your previous answer did not pass review. {retry.feedback}"})
    return messages


# What the version is a hash of. The conversation and retry builders above are not in it (they were defined
# elsewhere when the version was introduced); adding them changes every row's prompt_version from then on.
VERSIONED = (render_sources, generation_messages)


@functools.lru_cache(maxsize=1)
def prompt_version() -> str:
    """Version of the generation prompt: the first 16 hex digits of sha256 of the system prompt and the source code
    of the functions that build the messages (`VERSIONED`), so a change to them changes the version without anyone
    having to remember to bump it."""
    parts = [SYSTEM_PROMPT]
    for function in VERSIONED:
        try:
            parts.append(inspect.getsource(function))
        except (OSError, TypeError):
            parts.append(function.__name__)
    return hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()[:16]
