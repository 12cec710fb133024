"""End-to-end verdicts of the seven deterministic checks on whole cases.

`examples/verify_cases.jsonl` holds the project's reference cases; `UNSEEN_CASES` below
are further cases from other domains (regulation, research notes, clinical coding, law), so the
checks are held to general behaviour rather than to those ten lines.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from checks.context import RequestContext, Source
from checks.loop import run_checks, verdict_of
from checks.policy import Policy
from checks.registry import DETERMINISTIC_CHECKS

CASES_PATH = Path(__file__).resolve().parents[1] / "examples" / "verify_cases.jsonl"


def load_cases() -> list[dict[str, Any]]:
    with open(CASES_PATH, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def build_context(case: dict[str, Any]) -> RequestContext:
    return RequestContext(
        query=case.get("query", ""),
        sources=tuple(Source(**source) for source in case.get("sources", ())),
        document=case.get("document"),
        allowed_identifiers=tuple(case.get("allowed_identifiers") or ()),
        reference_codes=case.get("reference_codes"),
    )


async def verdict(case: dict[str, Any]) -> tuple[str, list[str]]:
    checks = Policy.load().build(list(DETERMINISTIC_CHECKS), include_models=False)
    results = await run_checks(case["answer"], build_context(case), checks)
    assert not [r.error for r in results if r.error], "a deterministic check raised"
    return verdict_of(results), sorted(r.name for r in results if not r.passed)


@pytest.mark.parametrize("case", load_cases(), ids=lambda case: case.get("id", "case"))
async def test_reference_case(case: dict[str, Any]) -> None:
    assert await verdict(case) == (case["expect"]["verdict"], sorted(case["expect"]["failed"]))


GDPR = "Regulation (EU) 2016/679"
GDPR_FINES = (
    "Infringements of the basic principles for processing shall be subject to administrative fines up to "
    "20 000 000 EUR, or in the case of an undertaking, up to 4 % of the total worldwide annual turnover of the "
    "preceding financial year, whichever is higher (Article 83(5))."
)
GDPR_BREACH = (
    "In the case of a personal data breach, the controller shall without undue delay and, where feasible, not "
    "later than 72 hours after having become aware of it, notify the supervisory authority (Article 33(1))."
)
TRIAL_RESULTS = (
    "Of 412 randomised participants, 206 received the intervention. The primary outcome occurred in 18.4% of the "
    "intervention group and 24.3% of controls (hazard ratio 0.74; 95% CI 0.61 to 0.89; p=0.002) over a median "
    "follow-up of 3.2 years."
)
TRIAL_METHODS = "Enrolment ran from 14 March 2019 to 30 June 2021 at 11 sites in three countries."

UNSEEN_CASES: list[dict[str, Any]] = [
    {
        "id": "regulatory-pass-eu-fine-formats",
        "answer": (
            "Under EU law, the fine can reach EUR 20 million or 4% of worldwide annual turnover, whichever is "
            "higher (Article 83(5)) [S1]; a breach must be notified within 72 hours [S2]."
        ),
        "sources": [
            {"id": "S1", "document": GDPR, "jurisdiction": "EU", "text": GDPR_FINES},
            {"id": "S2", "document": GDPR, "jurisdiction": "EU", "text": GDPR_BREACH},
        ],
        "document": GDPR,
        "expect": {"verdict": "pass", "failed": []},
    },
    {
        "id": "regulatory-fail-figure-and-jurisdiction",
        "answer": "The fine can reach EUR 10 million or 2% of annual turnover [S1].",
        "sources": [
            {"id": "S1", "document": GDPR, "jurisdiction": "EU", "text": GDPR_FINES},
            {"id": "S2", "document": GDPR, "jurisdiction": "EU", "text": GDPR_BREACH},
        ],
        "expect": {"verdict": "fail", "failed": ["figures", "jurisdiction"]},
    },
    {
        "id": "regulatory-fail-wrong-document",
        "answer": "In the EU, a breach must be notified within 72 hours [S2].",
        "sources": [
            {"id": "S1", "document": GDPR, "jurisdiction": "EU", "text": GDPR_FINES},
            {"id": "S2", "document": "EDPB Guidelines 9/2022", "jurisdiction": "EU", "text": GDPR_BREACH},
        ],
        "document": GDPR,
        "expect": {"verdict": "fail", "failed": ["document_scope"]},
    },
    {
        "id": "research-pass-trial-summary",
        "answer": (
            "The trial randomised 412 participants at 11 sites between March 14, 2019 and 2021-06-30 [P2]. The "
            "primary outcome occurred in 18.4% versus 24.3% (HR 0.74, 95% CI 0.61-0.89) over a median 3.2 years [P1]."
        ),
        "sources": [
            {"id": "P1", "document": "Trial report", "text": TRIAL_RESULTS},
            {"id": "P2", "document": "Trial report", "text": TRIAL_METHODS},
        ],
        "expect": {"verdict": "pass", "failed": []},
    },
    {
        "id": "research-fail-derived-figure",
        "answer": "The intervention cut the risk of the primary outcome by 26% [P1].",
        "sources": [{"id": "P1", "document": "Trial report", "text": TRIAL_RESULTS}],
        "expect": {"verdict": "fail", "failed": ["figures"]},
    },
    {
        "id": "research-block-fabricated-passage",
        "answer": "Enrolment ran at 11 sites [P2], and adherence was high [P4].",
        "sources": [
            {"id": "P1", "document": "Trial report", "text": TRIAL_RESULTS},
            {"id": "P2", "document": "Trial report", "text": TRIAL_METHODS},
        ],
        "expect": {"verdict": "block", "failed": ["citations"]},
    },
    {
        "id": "clinical-block-patient-identifiers",
        "answer": "Participant 07 (DOB 1961-03-02, MRN 00482913) had the event after 3.2 years [P1].",
        "sources": [{"id": "P1", "document": "Trial report", "text": TRIAL_RESULTS}],
        "expect": {"verdict": "block", "failed": ["figures", "phi"]},
    },
    {
        "id": "coding-pass-reference-codes",
        "answer": "Report diagnosis E11.9 with HCPCS G0108 for each 30-minute session [1].",
        "sources": [
            {"id": "1", "document": "Billing guide", "text": "Diabetes self-management training, per 30 minutes."}
        ],
        "reference_codes": ["E119", "G0108"],
        "expect": {"verdict": "pass", "failed": []},
    },
    {
        "id": "coding-fail-unlisted-icd",
        "answer": "Report diagnosis E11.65 with HCPCS G0108 [1].",
        "sources": [{"id": "1", "document": "Billing guide", "text": "Diabetes self-management training."}],
        "reference_codes": ["E11.9", "G0108"],
        "expect": {"verdict": "fail", "failed": ["codes"]},
    },
    {
        "id": "legal-pass-section-numbers-and-allowed-case",
        "answer": (
            "Under section 12(3) of the Act, as applied in case HC-2023-0417, a California landlord must give "
            "at least 60 days' notice [1]."
        ),
        "sources": [
            {
                "id": "1",
                "document": "Tenancy Act",
                "jurisdiction": "California",
                "text": "12(3) The landlord shall give the tenant not less than sixty days' written notice.",
            }
        ],
        "allowed_identifiers": ["HC-2023-0417"],
        "expect": {"verdict": "pass", "failed": []},
    },
    {
        "id": "agent-fail-tool-call-json",
        "answer": '```json\n{"tool_calls": [{"type": "function", "function": {"name": "search_register"}}]}\n```',
        "sources": [{"id": "1", "document": "Register", "text": "The register lists 14 entries."}],
        "expect": {"verdict": "fail", "failed": ["tool_call"]},
    },
]


@pytest.mark.parametrize("case", UNSEEN_CASES, ids=lambda case: case["id"])
async def test_unseen_case(case: dict[str, Any]) -> None:
    assert await verdict(case) == (case["expect"]["verdict"], sorted(case["expect"]["failed"]))
