"""`no_outcome_promises`: an answer must not promise how a claim, an appeal or a request will end.

"Your claim will be approved" or "the surgery is guaranteed to be covered" tells the member what only
the plan's review decides, whatever the passages say. The check has the gate's three parts:

1. pre-check: an outcome word (approved, covered, paid, reimbursed ...) and a word of certainty (will,
   guaranteed, definitely ...) both occur in the answer; otherwise the check ends at once, fired=False;
2. no model work: the decision is a handful of linear regular expressions;
3. the decision, in code: a phrase that puts the outcome beyond doubt ("your appeal will be granted",
   "guaranteed to be paid", "will definitely be covered") is a promise, unless a condition ("if",
   "once", "provided", "unless", "as long as", "assuming") opens its sentence before it ("If the plan
   approves it, you will be reimbursed" states a rule). Evidence = each promise's span; on failure
   the feedback is the policy's hint, one instruction saying what to write instead.
"""

from __future__ import annotations

import bisect
import re

from pydantic import BaseModel, ConfigDict, Field

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext

OUTCOMES = ("approved", "accepted", "granted", "covered", "paid", "reimbursed", "refunded", "overturned")
GUARANTEED = r"(?:approval|acceptance|coverage|payment|reimbursement|refund)"  # "guaranteed approval"
CERTAINTY = re.compile(r"\b(?:will|guarantee\w*|certain(?:ly)?|sure(?:ly)?|definitely|absolutely|undoubtedly)\b",
                       re.IGNORECASE)
CONDITION = re.compile(r"\b(?:if|once|provided|unless|as long as|assuming)\b", re.IGNORECASE)
SENTENCE_END = re.compile(r"[.!?;\n]")
CASE_NOUN = r"(?:claim|appeal|request|application|authori[sz]ation|grievance|refund|reimbursement|bill|case)"
ADVERB = r"(?:definitely|certainly|surely|absolutely|undoubtedly|fully)"


class NoOutcomePromisesOptions(BaseModel):
    """The check's `options` in the policy."""

    model_config = ConfigDict(extra="forbid")

    outcomes: list[str] = Field(
        default_factory=list, description="Outcome words besides the built-in ones (e.g. 'settled', 'waived')."
    )
    max_evidence: int = Field(default=8, ge=1, description="Most promises listed as evidence (work bound).")


class NoOutcomePromisesCheck(Check):
    """Fails (soft) an answer that promises the outcome of a claim, an appeal or a request."""

    name = "no_outcome_promises"
    default_floor = 1.0
    default_hint = ("Say what the decision depends on, the criteria the passages state, citing the passage for "
                    "each, and that the plan's review makes the decision.")
    runs_inline = True  # a few regular expressions over the answer: no await, microseconds
    options_model = NoOutcomePromisesOptions

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        words = [*OUTCOMES, *(re.escape(word.lower()) for word in self.settings.outcomes)]
        outcome = "(?:" + "|".join(words) + ")"
        self._outcome_word = re.compile(rf"\b(?:{outcome}|{GUARANTEED})\b", re.IGNORECASE)
        self._promises = [
            # "your claim will be approved", "your appeal is definitely granted"
            re.compile(rf"\byour\s+(?:[\w-]+\s+){{0,2}}?{CASE_NOUN}\s+(?:is|will)\s+(?:{ADVERB}\s+)?(?:be\s+)?"
                       rf"{outcome}\b", re.IGNORECASE),
            # "guaranteed to be covered", "certain to be paid"
            re.compile(rf"\b(?:guaranteed|certain|sure)\s+to\s+be\s+(?:{ADVERB}\s+)?{outcome}\b", re.IGNORECASE),
            # "will definitely be covered", "is certainly approved"
            re.compile(rf"\b(?:will|is|are)\s+(?:definitely|certainly|surely|absolutely|undoubtedly)\s+(?:be\s+)?"
                       rf"{outcome}\b", re.IGNORECASE),
            # "guaranteed approval", "guaranteed coverage"
            re.compile(rf"\bguaranteed\s+{GUARANTEED}\b", re.IGNORECASE),
        ]

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        if not (self._outcome_word.search(answer) and CERTAINTY.search(answer)):
            return self.result(1.0, fired=False)
        spans = sorted({match.span() for pattern in self._promises for match in pattern.finditer(answer)})
        sentence_starts = [0, *(match.end() for match in SENTENCE_END.finditer(answer))]
        evidence: list[Evidence] = []
        covered_to = 0
        for start, end in spans:
            if start < covered_to:
                continue  # inside a promise already found ("your request will definitely be approved")
            opening = sentence_starts[bisect.bisect_right(sentence_starts, start) - 1]
            if CONDITION.search(answer, opening, start) is None:  # "If it is approved, you will be paid" is a rule
                evidence.append(Evidence(answer[start:end], start, end, {"kind": "outcome_promise"}))
                covered_to = end
            if len(evidence) == self.settings.max_evidence:
                break
        return self.result(0.0 if evidence else 1.0, fired=True, evidence=evidence)
