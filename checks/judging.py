"""The judge: an LLM decides the borderline claims, one claim per prompt, all prompts in one batch.

It answers SUPPORTED / PARTIAL / UNSUPPORTED and copies the sentence that supports the claim.
The decision stays in code: SUPPORTED is kept only when that quote occurs verbatim
(whitespace-normalised) in a supplied source (`apply_quote_rule`). A reply that does not
validate, even after the engine's repair attempt, makes that claim UNSUPPORTED with the reason.
"""

from __future__ import annotations

import logging
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from checks.claims import JSONGenerator
from checks.groundedness import JudgeRequest, JudgeVerdict

logger = logging.getLogger(__name__)

QUOTE_NOT_FOUND_REASON = "quote not found in sources"

JUDGE_SAMPLING: dict[str, Any] = {"temperature": 0.0, "max_tokens": 384, "seed": 0}

JUDGE_SYSTEM_PROMPT = (
    "You decide whether source passages support one claim. Use only the passages, not your own knowledge.\n"
    "- SUPPORTED: one sentence of the passages states the claim; copy that sentence exactly, character for "
    "character, into quote.\n"
    "- PARTIAL: the passages support part of the claim but not all of it; quote the sentence that supports "
    "the part.\n"
    "- UNSUPPORTED: the passages do not state the claim or contradict it; quote may be empty.\n"
    "Give a one-sentence reason."
)


class JudgeReply(BaseModel):
    """The judge schema: {verdict, quote, reason}."""

    model_config = ConfigDict(extra="forbid")

    verdict: Literal["SUPPORTED", "PARTIAL", "UNSUPPORTED"] = Field(description="Whether the passages support it.")
    quote: str = Field(default="", description="The supporting sentence, copied verbatim from a passage.")
    reason: str = Field(default="", description="One sentence explaining the verdict.")


def judge_messages(request: JudgeRequest) -> list[dict[str, str]]:
    """The chat for one claim and its best chunks."""
    passages = "\n\n".join(f"<passage {index}>\n{chunk}\n</passage {index}>"
                           for index, chunk in enumerate(request.chunks, start=1))
    return [
        {"role": "system", "content": JUDGE_SYSTEM_PROMPT},
        {"role": "user", "content": f"Passages:\n{passages}\n\nClaim: {request.claim}"},
    ]


def normalise_whitespace(text: str) -> str:
    return " ".join(text.split())


def quote_in_sources(quote: str, sources: list[str]) -> bool:
    """Whether `quote` occurs verbatim (whitespace-normalised, otherwise character for character) in a source."""
    needle = normalise_whitespace(quote)
    if not needle:
        return False
    return any(needle in normalise_whitespace(source) for source in sources)


def apply_quote_rule(verdict: JudgeVerdict, sources: list[str]) -> JudgeVerdict:
    """SUPPORTED stands only when its quote occurs verbatim in a source; otherwise it becomes UNSUPPORTED."""
    if verdict.verdict == "SUPPORTED" and not quote_in_sources(verdict.quote, sources):
        return JudgeVerdict(verdict="UNSUPPORTED", quote=verdict.quote, reason=QUOTE_NOT_FOUND_REASON)
    return verdict


def _verdict_from_reply(reply: Any) -> JudgeVerdict:
    if isinstance(reply, BaseException):
        return JudgeVerdict(verdict="UNSUPPORTED", reason=f"judge reply did not validate: {reply}")
    if not isinstance(reply, JudgeReply):
        reply = JudgeReply.model_validate(reply)
    return JudgeVerdict(verdict=reply.verdict, quote=reply.quote.strip(), reason=reply.reason.strip())


async def judge_claims(
    llm: JSONGenerator, requests: list[JudgeRequest], sources: list[str], sampling: dict[str, Any] | None = None
) -> list[JudgeVerdict]:
    """One verdict per request, in order, with the quote rule applied. All prompts go to the engine at once.
    `sampling` overrides JUDGE_SAMPLING keys."""
    if not requests:
        return []
    replies = await llm.generate_json_many(
        [judge_messages(request) for request in requests],
        JudgeReply,
        {**JUDGE_SAMPLING, **(sampling or {})},
        return_exceptions=True,
    )
    verdicts = [apply_quote_rule(_verdict_from_reply(reply), sources) for reply in replies]
    logger.debug("judged %d claims: %s", len(verdicts), [v.verdict for v in verdicts])
    return verdicts
