"""`explicit_support` (soft): "the policy says", "is expressly permitted", "must be filed within" must be so.

An answer that attributes a rule to the material ("the regulation expressly allows", "the plan
says", "is not permitted", "must be filed within 30 days") is making a claim about what the
material states, in as many words. Pre-check (no model call when it does not fire): a sentence
with such an attribution. Model work: copy every sentence of the material that states whether
that is permitted, forbidden, required or stated. Decision in code: the statement stands when
at least one copied sentence is a verbatim sentence of the material and the NLI model does not
find it contradicting the statement. No verbatim sentence: fail, and the feedback says that the
material says nothing on the point; a contradicting one: fail, and the feedback quotes it.
An extraction reply that does not parse leaves that statement passed (fail-open, recorded).
"""

from __future__ import annotations

import re
from typing import Any

from checks.base import Evidence
from checks.context import RequestContext, Source
from checks.grounding.cache import ModelWork
from checks.grounding.extraction import CopyResult
from checks.grounding.verbatim import (
    Picked,
    Statement,
    VerbatimCheck,
    cited_sources,
    matching_sentences,
    ranked_sources,
    shares_topic,
)

_MATERIAL = (
    r"(?:regulations?|polic(?:y|ies)|plan|contract|agreement|handbook|guidelines?|guidance|rules?|law|act|statute|"
    r"directive|code|document(?:ation)?|passages?|sources?|material|notice|letter|terms|provisions?|section|article|"
    r"clause|manual|bylaws|charter|ordinance|decree|circular|schedule|certificate|SPD|EOC|summary of benefits)"
)
_SAYS = (
    r"(?:says|said|states|stated|provides|provided|allows|permits|prohibits|forbids|bans|requires|required|mandates|"
    r"stipulates|specifies|prescribes|makes clear|spells out|sets out|lays down|excludes|entitles|obliges)"
)
EXPLICIT_PATTERN = re.compile(
    rf"\b(?:the|this|that|your|its|our|these)\s+(?:\w+\s+){{0,2}}?{_MATERIAL}\s+(?:\w+\s+){{0,2}}?"
    rf"(?:(?:expressly|explicitly|specifically|clearly|also|only)\s+)?{_SAYS}\b"
    r"|\b(?:expressly|explicitly|specifically)\s+(?:\w+\s+)?(?:permit|allow|prohibit|forbid|require|state|exclude|"
    r"authori[sz]e|ban)\w*\b"
    r"|\b(?:is|are)\s+(?:not\s+(?:permitted|allowed)|(?:strictly\s+)?(?:prohibited|forbidden))\b"
    r"|\bmust\s+be\s+(?:filed|submitted|lodged|made|received|reported|notified|requested|appealed)\s+"
    r"(?:within|by|no\s+later\s+than|before)\b"
    rf"|\b(?:according\s+to|under|as\s+set\s+out\s+in|as\s+stated\s+in)\s+the\s+(?:\w+\s+){{0,2}}?{_MATERIAL}\b"
    r"[^.]{0,80}\b(?:must|may\s+not|may|shall|cannot|is\s+required|are\s+required|is\s+entitled|are\s+entitled)\b",
    re.IGNORECASE,
)
# Sentences of the material that state a rule: the candidates when no LLM copies sentences.
RULE_PATTERN = re.compile(
    r"\b(?:must|shall|may|may\s+not|cannot|is\s+required|are\s+required|required|permitted|allowed|prohibited|"
    r"forbidden|not\s+permitted|excluded|eligible|entitled|no\s+later\s+than|within\s+\d+)\b",
    re.IGNORECASE,
)
WHAT = "states whether what the statement attributes to the material is permitted, forbidden, required or stated"


def fires(sentence: str) -> bool:
    """The pre-check on one sentence of the answer."""
    return EXPLICIT_PATTERN.search(sentence) is not None


class ExplicitSupportCheck(VerbatimCheck):
    """Statements that attribute a rule to the material, with no sentence of the material stating it."""

    name = "explicit_support"
    default_hint = "Attribute to the material only what a passage states in as many words, and cite that passage."
    what = WHAT
    failure_count = "unsupported"

    def pick(self, answer: str, context: RequestContext) -> tuple[Picked, dict[str, Any]]:
        if not context.sources:
            return [], {}
        statements = [s for s in self.statements(answer, context) if fires(s.text)]
        max_passages = self.settings.max_passages
        return [(s, cited_sources(s, context) or ranked_sources(s, context.sources, max_passages)) for s in statements], {}

    def candidates(self, statement: Statement, passages: list[Source], copy: CopyResult | None) -> tuple[str, ...] | None:
        if copy is None:
            # without the model's reading, a rule sentence must carry half the statement's content words
            rules = [sentence for _, sentence in matching_sentences(passages, RULE_PATTERN)]
            return tuple(c for c in rules if shares_topic(c, statement.text, minimum=0.5))
        return None if copy.error else copy.verified  # unparsable: this statement passes, recorded in metrics

    async def decide(
        self, context: RequestContext, statements: list[Statement], candidates: list[tuple[str, ...] | None],
        work: ModelWork, metrics: dict[str, Any],
    ) -> list[Evidence]:
        scored = await self.score_quotes(context, statements, candidates, work, metrics)
        failures: list[Evidence] = []
        for statement, quotes, quote_scores in zip(statements, candidates, scored):
            if quotes is None:
                continue
            # a quote left unscored by the pair budget is a verbatim sentence not read as contradicting
            contradicting = [q for q, s in quote_scores if s.contradiction > self.settings.contradiction_above]
            if quotes and len(contradicting) < len(quotes):
                continue
            reason = "the material contradicts it" if contradicting else "no sentence of the material states it"
            failures.append(Evidence(statement.text, statement.start, statement.end,
                                     {"reason": reason, "material_says": list(contradicting or quotes)}))
        return failures

    def advice(self, failure: Evidence) -> str:
        said = failure.detail["material_says"]
        if said:
            quoted = " ".join(f'"{q}"' for q in said[: self.settings.max_feedback_quotes])
            return f'Instead of "{failure.text}", state what the material says on this point: {quoted}'
        return (f'The material does not say what "{failure.text}" attributes to it: say that the '
                "passages do not address the point, or state only what they do say")
