"""`acceptance_conflict` (soft): the answer says yes where the material says, in as many words, no.

The costliest failure in a filing: "your claim will be accepted", "the member is eligible", "you
can submit it by e-mail" where a passage says "will not be accepted", "is not eligible", "is
excluded". Pre-check (no model call unless both hold): an affirmative sentence in the answer and
a negating sentence in the sources about the same thing (half the statement's topic words, the
outcome words left out: payer material is full of exclusions, most about something else). Model work: copy the sentence of the material that says
this will not be accepted / is not eligible / is excluded; NLI contradiction between that
sentence (premise) and the answer's sentence (hypothesis). Decision in code: a verbatim copied
sentence that contradicts the answer's sentence above the band fails it, and the feedback quotes
the sentence. Without an LLM the negating sentences the pre-check found are the candidates.
"""

from __future__ import annotations

import re
from typing import Any

from checks.base import Evidence
from checks.context import RequestContext, Source
from checks.grounding.cache import ModelWork
from checks.grounding.extraction import CopyResult
from checks.grounding.verbatim import Picked, Statement, VerbatimCheck, cited_sources, matching_sentences
from checks.text.sentences import content_words

_OUTCOME = (
    r"(?:accepted|acceptable|eligible|allowed|permitted|covered|approved|admissible|valid|reimbursed|reimbursable|"
    r"payable|granted|honou?red|refunded)"
)
# A refusal may also be procedural ("will not be processed"); an affirmation that something is processed is not one.
_REFUSED_OUTCOME = _OUTCOME[:-1] + r"|processed|considered|recogni[sz]ed|reviewed)"
AFFIRMATIVE_PATTERN = re.compile(
    r"^(?:yes|yes,)\b"
    rf"|\b(?:is|are|will\s+be|would\s+be|can\s+be|may\s+be|should\s+be|remains?|becomes?|qualif(?:y|ies)\s+as)\s+"
    rf"(?:(?:still|also|fully|generally|automatically|therefore|then)\s+)?{_OUTCOME}\b"
    r"|\b(?:qualif(?:y|ies)\s+for|(?:you|the\s+member|members|the\s+patient|the\s+applicant|they|he|she)\s+"
    r"(?:can|may)\s+(?:submit|file|claim|apply|use|receive|get|enrol+|register))\b",
    re.IGNORECASE,
)
_NEGATED = re.compile(r"\b(?:not|n't|never|no\s+longer|cannot|neither|nor|ineligible|excluded|unless)\b", re.IGNORECASE)
NEGATING_PATTERN = re.compile(
    rf"\b(?:will|shall|can|may|would|does|do|is|are|was|were)\s*(?:not|n't)\s+(?:be\s+)?{_REFUSED_OUTCOME}\b"
    r"|\b(?:cannot|can't|won't)\s+(?:be\s+)?" + _REFUSED_OUTCOME + r"\b"
    r"|\b(?:is|are)\s+(?:ineligible|excluded|inadmissible|not\s+eligible|void|invalid)\b"
    r"|\b(?:excluded\s+from|not\s+eligible\s+for|ineligible\s+for)\b"
    r"|\bno\s+(?:claims?|applications?|submissions?|requests?|appeals?|filings?)\s+(?:will|shall|can|may)\s+be\b"
    r"|\bwill\s+be\s+(?:rejected|refused|denied|returned\s+unprocessed)\b",
    re.IGNORECASE,
)
WHAT = "says that what the statement affirms will not be accepted, is not eligible, is excluded or is refused"


def affirms(sentence: str) -> bool:
    """The answer side of the pre-check: an affirmative sentence that negates nothing."""
    return AFFIRMATIVE_PATTERN.search(sentence) is not None and _NEGATED.search(sentence) is None


_OUTCOME_WORDS = content_words(
    "accepted acceptable eligible allowed permitted covered coverage approved admissible valid reimbursed reimbursable "
    "payable granted honoured honored refunded processed considered recognised recognized reviewed excluded "
    "ineligible rejected refused denied claim claims yes plan benefit"
)
# The share of the affirmative statement's topic words (outcome words left out) a refusal must carry to be about it.
MIN_TOPIC_SHARE = 0.5


def about_the_same_thing(refusal: str, statement: str) -> bool:
    """Whether a refusal of the material is about what the statement affirms (same topic words, by stem)."""
    topic = content_words(statement) - _OUTCOME_WORDS
    if not topic:
        return False
    shared = len(topic & content_words(refusal))
    return shared >= max(1, round(len(topic) * MIN_TOPIC_SHARE))


def negates(sentence: str) -> bool:
    """The material side of the pre-check: a sentence that refuses, in as many words."""
    return NEGATING_PATTERN.search(sentence) is not None


class AcceptanceConflictCheck(VerbatimCheck):
    """Affirmative statements that a sentence of the material refuses in as many words."""

    name = "acceptance_conflict"
    default_hint = "Where a passage says something will not be accepted or is not eligible, say so and cite it."
    what = WHAT
    failure_count = "conflicts"

    def pick(self, answer: str, context: RequestContext) -> tuple[Picked, dict[str, Any]]:
        statements = [s for s in self.statements(answer, context) if affirms(s.text)]
        refusals = matching_sentences(context.sources, NEGATING_PATTERN) if statements else []
        statements = [s for s in statements if any(about_the_same_thing(r, s.text) for _, r in refusals)]
        refusing_ids = {source_id for source_id, _ in refusals}
        picked: Picked = []
        for statement in statements:
            cited = [s for s in cited_sources(statement, context) if s.id in refusing_ids]
            picked.append((statement, cited or [s for s in context.sources if s.id in refusing_ids][
                : self.settings.max_passages]))
        return picked, {"refusals_in_sources": len(refusals)}

    def candidates(self, statement: Statement, passages: list[Source], copy: CopyResult | None) -> tuple[str, ...] | None:
        if copy is None:
            return tuple(sentence for _, sentence in matching_sentences(passages, NEGATING_PATTERN)
                         if about_the_same_thing(sentence, statement.text))
        # an unparsable reply leaves no candidate: the statement passes (recorded in metrics)
        return tuple(q for q in copy.verified if negates(q))

    async def decide(
        self, context: RequestContext, statements: list[Statement], candidates: list[tuple[str, ...] | None],
        work: ModelWork, metrics: dict[str, Any],
    ) -> list[Evidence]:
        scored = await self.score_quotes(context, statements, candidates, work, metrics)
        failures: list[Evidence] = []
        for statement, quote_scores in zip(statements, scored):
            conflicting = [
                (quote, round(scores.contradiction, 4)) for quote, scores in quote_scores
                if scores.contradiction > self.settings.contradiction_above
            ]
            if conflicting:
                failures.append(Evidence(statement.text, statement.start, statement.end, {
                    "material_says": [q for q, _ in conflicting], "contradiction": [c for _, c in conflicting],
                }))
        return failures

    def advice(self, failure: Evidence) -> str:
        return (f'"{failure.text}" conflicts with the material, which says: "{failure.detail["material_says"][0]}"; '
                "state that outcome instead")
