"""Claim extraction: an LLM splits the answer into atomic claims under a strict JSON schema.

On a reply that does not validate (or with no LLM at all) the extractor falls back to sentence
segmentation and says so (`fallback_used`, `error`); so does an empty claim list for an answer
that has factual sentences (an extractor that returns nothing must not make the answer pass). Both paths drop non-factual sentences
(questions, greetings, pure hedges, headings) with the same cheap pre-check. Plain Python:
`llm` is anything with `generate_json` (an engine, or an adapter over a Ray handle).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from checks.grounding.types import Claim, ClaimExtraction, JSONGenerator
from checks.text.sentences import is_factual_sentence, split_sentences_in_lines, strip_citation_markers

logger = logging.getLogger(__name__)

NO_LLM_ERROR = "no LLM configured"

EXTRACTION_SAMPLING: dict[str, Any] = {"temperature": 0.0, "max_tokens": 1024, "seed": 0}

EXTRACTION_SYSTEM_PROMPT = (
    "You split an answer into atomic factual claims so that each can be checked against source passages.\n"
    "Rules:\n"
    "- One claim states one fact: split sentences that state several facts.\n"
    "- Each claim must be understandable on its own: replace pronouns by what they refer to.\n"
    "- Keep figures, dates, units, names and qualifiers exactly as the answer gives them.\n"
    "- Copy the source IDs the answer cites for that fact (e.g. [2] gives \"2\") into cited_source_ids.\n"
    "- Leave out questions, greetings, hedges, headings and advice that states no fact.\n"
    "- Do not add facts that the answer does not state."
)


class ExtractedClaim(BaseModel):
    """One claim as the extractor LLM returns it."""

    model_config = ConfigDict(extra="forbid")

    text: str = Field(min_length=1, description="The claim, one self-contained factual statement.")
    cited_source_ids: list[str] = Field(default_factory=list, description="Source IDs the answer cites for it.")
    type: str = Field(
        default="fact", max_length=32, description="Kind of claim: fact, figure, date, definition, procedure ..."
    )


class ClaimList(BaseModel):
    """The extraction schema: {claims: [{text, cited_source_ids, type}]}."""

    model_config = ConfigDict(extra="forbid")

    claims: list[ExtractedClaim] = Field(description="Every atomic factual claim of the answer, in order.")


def extraction_messages(answer: str) -> list[dict[str, str]]:
    """The chat that asks for the claims of `answer`."""
    return [
        {"role": "system", "content": EXTRACTION_SYSTEM_PROMPT},
        {"role": "user", "content": f"Answer to split into claims:\n<answer>\n{answer}\n</answer>"},
    ]


def sentence_claims(answer: str, extra_patterns: Sequence[str] = ()) -> tuple[Claim, ...]:
    """The fallback: one claim per factual sentence, citation markers moved into cited_source_ids."""
    claims = []
    for sentence, alone_on_line in split_sentences_in_lines(answer):
        if not is_factual_sentence(sentence, alone_on_line=alone_on_line, extra_patterns=extra_patterns):
            continue
        text, cited = strip_citation_markers(sentence, (), extra_patterns)
        claims.append(Claim(text=text, cited_source_ids=cited, type="sentence"))
    return tuple(claims)


def _claims_from_schema(parsed: ClaimList) -> tuple[Claim, ...]:
    claims = []
    for item in parsed.claims:
        text, cited_in_text = strip_citation_markers(item.text.strip())
        # An extracted claim is a statement by construction: end it as one so the heading rule cannot drop it.
        if not is_factual_sentence(text if text.endswith((".", "!", "?")) else f"{text}."):
            continue
        cited = tuple(dict.fromkeys([*(i.strip() for i in item.cited_source_ids if i.strip()), *cited_in_text]))
        claims.append(Claim(text=text, cited_source_ids=cited, type=item.type or "fact"))
    return tuple(claims)


def with_extra_markers_read(extraction: ClaimExtraction, extra_patterns: Sequence[str]) -> ClaimExtraction:
    """The extraction with the configured extra citation markers (`citations.options.patterns`) moved out of each
    claim's text into its cited_source_ids, as the built-in markers already are; a claim of markers only is dropped.
    The extractor runs behind a backend that does not know the policy, so the checks apply this to what it returns."""
    if not extra_patterns:
        return extraction
    claims = []
    for claim in extraction.claims:
        text, cited = strip_citation_markers(claim.text, (), extra_patterns)
        if text:
            claims.append(replace(claim, text=text, cited_source_ids=tuple(dict.fromkeys((*claim.cited_source_ids, *cited)))))
    return replace(extraction, claims=tuple(claims))


async def extract_claims(
    llm: JSONGenerator | None, answer: str, sampling: dict[str, Any] | None = None
) -> ClaimExtraction:
    """The atomic claims of `answer`; falls back to sentences when the LLM's reply does not validate or no LLM is
    configured. Errors other than validation (the engine is down) propagate: the check's on_error decides.
    `sampling` overrides EXTRACTION_SAMPLING keys (e.g. a smaller max_tokens for a small model)."""
    if llm is None:
        return ClaimExtraction(claims=sentence_claims(answer), fallback_used=True, error=NO_LLM_ERROR)
    try:
        parsed = await llm.generate_json(
            extraction_messages(answer), ClaimList, {**EXTRACTION_SAMPLING, **(sampling or {})}
        )
    except ValueError as exc:  # StructuredOutputError and pydantic's ValidationError are ValueErrors
        logger.info("claim extraction fell back to sentences: %s", exc)
        return ClaimExtraction(claims=sentence_claims(answer), fallback_used=True, error=f"{type(exc).__name__}: {exc}")
    if not isinstance(parsed, ClaimList):
        parsed = ClaimList.model_validate(parsed)
    claims = _claims_from_schema(parsed)
    if not claims:
        fallback = sentence_claims(answer)
        if fallback:
            logger.info("claim extraction returned no claims for %d factual sentences; using the sentences", len(fallback))
            return ClaimExtraction(
                claims=fallback, fallback_used=True,
                error=f"extractor returned no claims for an answer with {len(fallback)} factual sentences",
            )
    return ClaimExtraction(claims=claims)
