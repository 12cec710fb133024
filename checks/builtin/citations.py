"""`citations` (hard): every cited passage ID must be a supplied source ID or a knowledge-base ID, and every
authority the answer cites must be one the request or the policy gives.

A fabricated citation is a claim of support that does not exist, so it blocks the request. The
check fails closed: every marker the grammar reads (`checks.text.markers`: numeric, labelled,
ranges, lists, footnotes, dagger locators, curly and angle templates, citation tags, ordinals,
ruling and case IDs in brackets, configured patterns; on the normalised view) must resolve, or
the answer is blocked. IDs compare case-insensitively ("[s1]" cites "S1"); where the answer's
style and the sources' differ, the number decides ("[2]" cites "S2", "[S2]" cites "2"), unless
both carry different prefixes ("[P2]" does not cite "S2"); see `checks.text.cited_ids.SourceIndex`.

An authority named in prose (a ruling or case ID, a case name, a reporter citation, a statute
section, an author-year, a URL: `checks.text.authorities.find_authorities`) must be a supplied
source's or knowledge-base ID, appear in a supplied passage, be one of the request's
`allowed_identifiers`, or be on the `known_authorities` option (`checks.text.authorities.AuthorityIndex`),
or the check fires.
"""

from __future__ import annotations

import logging

from pydantic import BaseModel, ConfigDict, Field

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext
from checks.text.authorities import AuthorityIndex, find_authorities
from checks.text.markers import LABELLED_TEMPLATE

logger = logging.getLogger(__name__)


class CitationsOptions(BaseModel):
    """The check's `options` in configs/checks.yaml."""

    model_config = ConfigDict(extra="forbid", coerce_numbers_to_str=True)

    patterns: list[str] = Field(default_factory=list, description="Extra marker regexes; group 1 is an ID list.")
    knowledge_base_ids: list[str] = Field(default_factory=list, description="IDs citable besides the supplied sources.")
    known_authorities: list[str] = Field(
        default_factory=list, description="Rulings, cases, statutes, studies, sites the answer may cite without a passage."
    )


class CitationsCheck(Check):
    """Fails (score 0.0) when any cited ID names no supplied source, or a cited authority is
    neither supplied nor known.

    Options: `patterns` (extra marker regexes; group 1 is an ID list), `knowledge_base_ids` (IDs
    valid besides the supplied sources), `known_authorities` (rulings, cases, statutes, studies,
    sites the answer may cite without a passage giving them).
    """

    name = "citations"
    evidence_is_identifier = True  # a made-up citation ID, not patient data: incident rows keep it
    default_hard = True
    default_floor = 1.0
    default_hint = "Cite only the supplied passage IDs, in square brackets such as [1]."
    runs_inline = True
    options_model = CitationsOptions

    def __init__(self, config: CheckConfig | None = None) -> None:
        super().__init__(config)
        # the patterns this check reads: the configured ones, then "{{cite:9}}" (read even where no deployment set it)
        self.read_patterns: tuple[str, ...] = (*self.settings.patterns, LABELLED_TEMPLATE)
        self.knowledge_base_ids: tuple[str, ...] = tuple(i.strip() for i in self.settings.knowledge_base_ids)
        self.known_authorities: tuple[str, ...] = tuple(a.strip() for a in self.settings.known_authorities if a.strip())

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        citations = context.answer_parse(answer).citations(self.read_patterns, self.knowledge_base_ids)
        fabricated = [
            Evidence(cited.id, cited.start, cited.end, {"marker": marker.text, "reason": "no such source"})
            for marker in citations.markers
            for cited in marker.ids
            if citations.resolved[cited.id] is None
        ]
        spans = [(m.start, m.end) for m in citations.markers]
        authorities = [
            a for a in find_authorities(answer) if not any(start < a.end and a.start < end for start, end in spans)
        ]
        if not citations.markers and not authorities:
            return self.result(1.0, fired=False)
        unsupported: list[Evidence] = []
        if authorities:
            index = AuthorityIndex(
                [s.text for s in context.sources], context.sources_parse().index(self.knowledge_base_ids),
                self.known_authorities + tuple(i for i in context.allowed_identifiers if i.strip()),
            )
            unsupported = [
                Evidence(a.text, a.start, a.end, {"marker": a.text, "kind": a.kind, "reason": "authority in no passage"})
                for a in authorities
                if not index.resolves(a)
            ]
        metrics = {
            "cited": len(citations.cited),
            "fabricated": len(fabricated),
            "authorities": len(authorities),
            "unsupported_authorities": len(unsupported),
        }
        if not fabricated and not unsupported:
            return self.result(1.0, fired=True, metrics=metrics)
        feedback = ""
        if fabricated:
            if context.sources:
                allowed = ", ".join(s.id for s in context.sources)
                feedback = f"Cite only these passage IDs: {allowed}, in square brackets such as [{context.sources[0].id}]."
                if self.knowledge_base_ids:
                    feedback += f" Knowledge-base IDs {', '.join(self.knowledge_base_ids)} may also be cited."
            else:
                feedback = "No passages were supplied: answer without citation markers."
        if unsupported:
            kinds = ", ".join(sorted({e.detail["kind"].replace("_", "-") for e in unsupported}))
            feedback = (feedback + " " if feedback else "") + (
                f"Name a ruling, case, statute, study or web address only if a supplied passage gives it (unsupported: {kinds})."
            )
        evidence = sorted(fabricated + unsupported, key=lambda e: e.start)
        return self.result(0.0, fired=True, evidence=evidence, feedback=feedback, metrics=metrics)
