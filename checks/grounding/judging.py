"""The judge: an LLM decides the borderline claims, one claim per prompt, all prompts in one batch.

It answers SUPPORTED / PARTIAL / UNSUPPORTED and copies the sentence that supports the claim.
The decision stays in code (`apply_quote_rule`): SUPPORTED is kept only when its quote is a whole
sentence, or a clause of at least 8 words, of one of the chunks the judge was given for that
claim, matching after whitespace normalisation only, and shares the claim's content words. Any
other quote ("a", "3", a sentence of another source, a paraphrase) makes the claim UNSUPPORTED.
A reply that does not validate, even after the engine's repair attempt, makes that claim
UNSUPPORTED with the reason.
"""

from __future__ import annotations

import logging
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from checks.grounding.types import JSONGenerator, JudgeRequest, JudgeVerdict
from checks.text.sentences import content_words, verbatim_sentence

logger = logging.getLogger(__name__)

QUOTE_NOT_FOUND_REASON = "quote not found in sources"
QUOTE_OFF_CLAIM_REASON = "quote shares too few of the claim's content words"
# Share of the claim's content words the quote must contain (at least one word).
MIN_SHARED_CONTENT = 1 / 3

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


def quote_in_sources(quote: str, sources: list[str]) -> bool:
    """Whether `quote` is a whole sentence (or a clause of at least 8 words) of one of `sources`, verbatim after
    whitespace normalisation."""
    return verbatim_sentence(quote, sources) is not None


def quote_shares_claim(quote: str, claim: str) -> bool:
    """Whether the quote carries enough of the claim's content words to be about the claim."""
    wanted = content_words(claim)
    if not wanted:
        return True
    shared = len(wanted & content_words(quote))
    return shared >= max(1, round(len(wanted) * MIN_SHARED_CONTENT))


def apply_quote_rule(verdict: JudgeVerdict, request: JudgeRequest) -> JudgeVerdict:
    """SUPPORTED stands only when its quote is a sentence or long clause of one of the request's chunks and is about
    the claim; otherwise it becomes UNSUPPORTED with the reason. Other verdicts are left as they are."""
    if verdict.verdict != "SUPPORTED":
        return verdict
    if not quote_in_sources(verdict.quote, list(request.chunks)):
        return JudgeVerdict(verdict="UNSUPPORTED", quote=verdict.quote, reason=QUOTE_NOT_FOUND_REASON)
    if not quote_shares_claim(verdict.quote, request.claim):
        return JudgeVerdict(verdict="UNSUPPORTED", quote=verdict.quote, reason=QUOTE_OFF_CLAIM_REASON)
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
    """One verdict per request, in order, with the quote rule applied against each request's own chunks. All
    prompts go to the engine at once. `sources` is kept for the backends' signature; the rule needs only the
    chunks. `sampling` overrides JUDGE_SAMPLING keys."""
    if not requests:
        return []
    replies = await llm.generate_json_many(
        [judge_messages(request) for request in requests],
        JudgeReply,
        {**JUDGE_SAMPLING, **(sampling or {})},
        return_exceptions=True,
    )
    verdicts = [apply_quote_rule(_verdict_from_reply(reply), request) for reply, request in zip(replies, requests, strict=True)]
    logger.debug("judged %d claims: %s", len(verdicts), [v.verdict for v in verdicts])
    return verdicts
