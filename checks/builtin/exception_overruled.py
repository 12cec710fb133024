"""`exception_overruled` (soft): the answer cites an exception of the material, then overrules it.

"Although the policy excludes cosmetic dental work, it is usually covered": the material's
exception is acknowledged and then set aside on the strength of general practice, which the
material does not state. Pre-check (no model call unless both hold): a sentence of the answer
with a contrastive turn ("although", "but", "however", "even though" ...) that names an
exception and appeals to general practice ("usually", "in practice", "most plans" ...), and
exception vocabulary ("except", "excluded", "does not apply", "unless") in a passage it cites
(or, citing none, in any passage). Model work: copy the sentence of the material that states
that exception. Decision in code: a verbatim copied exception sentence fails the statement, and
the feedback quotes it: the material's exception stands. Without an LLM the passages' exception
sentences that share the statement's topic are the candidates; an unparsable reply passes the
statement (fail-open, recorded).
"""

from __future__ import annotations

import re
from typing import Any

from checks.base import Evidence
from checks.context import RequestContext, Source
from checks.grounding.cache import ModelWork
from checks.grounding.extraction import CopyResult
from checks.grounding.verbatim import Picked, Statement, VerbatimCheck, cited_sources, matching_sentences, shares_topic

_EXCEPTION = (
    r"(?:except(?:ion|ions|ed)?|exclud(?:e|es|ed|ing)|exclusions?|not\s+covered|(?:does|do|will)\s+not\s+(?:cover|apply)|"
    r"doesn't\s+(?:cover|apply)|limit(?:s|ed|ation)?|restrict(?:s|ed|ion)?|prohibit(?:s|ed)?|not\s+(?:eligible|permitted|"
    r"allowed))"
)
_TURN = r"(?:although|though|even\s+though|even\s+if|while|whilst|despite|notwithstanding|but|however|yet|nevertheless|nonetheless)"
_PRACTICE = (
    r"(?:usually|generally|typically|commonly|normally|often|in\s+practice|in\s+most\s+cases|as\s+a\s+rule|"
    r"standard\s+practice|common\s+practice|routinely|most\s+(?:insurers|plans|payers|providers|carriers|members|people)|"
    r"tend\s+to|in\s+reality|de\s+facto|customarily)"
)
OVERRULE_PATTERN = re.compile(
    rf"\b{_TURN}\b.*\b{_EXCEPTION}\b.*\b{_PRACTICE}\b"
    rf"|\b{_EXCEPTION}\b.*\b{_TURN}\b.*\b{_PRACTICE}\b"
    rf"|\b{_TURN}\b.*\b{_PRACTICE}\b.*\b{_EXCEPTION}\b",
    re.IGNORECASE,
)
EXCEPTION_PATTERN = re.compile(
    r"\b(?:except|exception|exceptions|excluded|excludes|exclusion|exclusions|does\s+not\s+(?:cover|apply)|"
    r"do\s+not\s+(?:cover|apply)|not\s+covered|unless|other\s+than|shall\s+not|with\s+the\s+exception\s+of|"
    r"save\s+for|not\s+eligible)\b",
    re.IGNORECASE,
)
WHAT = "states the exception, exclusion or limitation that the statement mentions"


def overrules(sentence: str) -> bool:
    """The answer side of the pre-check: exception, contrastive turn and general practice in one sentence."""
    return OVERRULE_PATTERN.search(sentence) is not None


class ExceptionOverruledCheck(VerbatimCheck):
    """Statements that set aside an exception the material states, on the strength of general practice."""

    name = "exception_overruled"
    default_hint = "Apply the exceptions the passages state as they are written, citing them; do not set them aside."
    what = WHAT
    failure_count = "overruled"

    def pick(self, answer: str, context: RequestContext) -> tuple[Picked, dict[str, Any]]:
        picked: Picked = []
        for statement in self.statements(answer, context):
            if overrules(statement.text):
                passages = cited_sources(statement, context) or list(context.sources)
                picked.append((statement, [p for p in passages if EXCEPTION_PATTERN.search(p.text)][
                    : self.settings.max_passages]))
        return [(s, p) for s, p in picked if p], {}

    def candidates(self, statement: Statement, passages: list[Source], copy: CopyResult | None) -> tuple[str, ...] | None:
        if copy is None:
            return tuple(q for _, q in matching_sentences(passages, EXCEPTION_PATTERN) if shares_topic(q, statement.text))
        # an unparsable reply has no verified sentence: the statement passes (recorded in metrics)
        return tuple(q for q in copy.verified if EXCEPTION_PATTERN.search(q))

    async def decide(
        self, context: RequestContext, statements: list[Statement], candidates: list[tuple[str, ...] | None],
        work: ModelWork, metrics: dict[str, Any],
    ) -> list[Evidence]:
        return [Evidence(statement.text, statement.start, statement.end, {"material_says": list(stated)})
                for statement, stated in zip(statements, candidates) if stated]

    def advice(self, failure: Evidence) -> str:
        return (f'the material states "{failure.detail["material_says"][0]}": give that as the answer for '
                f'"{failure.text}", without the appeal to general practice')
