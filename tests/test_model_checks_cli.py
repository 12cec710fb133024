"""`gate-verify` runs the newer checks by name (they are built from the policy like every other check)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
GATE_VERIFY = Path(sys.executable).with_name("gate-verify")

SOURCES = [
    {"id": "1", "text": "The plan had about 1,200 members in 2023. Appeals are heard by an independent panel."},
    {"id": "2", "text": "The plan covers preventive dental care twice a year. Cosmetic dental work is excluded from "
                        "coverage under every plan tier."},
]
CASES = [
    {"id": "attributed", "answer": "The regulation states that appeals must be decided within 30 days [1].",
     "sources": SOURCES},
    {"id": "overruled", "answer": "Although the policy excludes cosmetic dental work, it is usually covered [2].",
     "sources": SOURCES},
    {"id": "too-precise", "answer": "The plan had 1,200 members in 2023 [1].", "sources": SOURCES},
    {"id": "plain", "answer": "Appeals are heard by an independent panel [1].", "sources": SOURCES},
]
pytestmark = pytest.mark.slow  # a gate-verify subprocess loading the tiny NLI model

CHECKS = "specificity,explicit_support,acceptance_conflict,exception_overruled"


def test_gate_verify_runs_the_new_checks_in_process(tiny_models):
    """With an NLI model and no LLM, the extraction checks decide on the material's own candidate sentences."""
    proc = subprocess.run(
        [str(GATE_VERIFY), "--input", "-", "--nli-model", str(tiny_models.nli), "--checks", CHECKS],
        input="\n".join(json.dumps(case) for case in CASES), capture_output=True, text=True, timeout=180, cwd=REPO,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    results = {r["id"]: r for r in map(json.loads, proc.stdout.splitlines())}
    assert all(set(r["scores"]) == set(CHECKS.split(",")) for r in results.values())
    assert results["attributed"]["failed"] == ["explicit_support"]
    assert results["overruled"]["failed"] == ["exception_overruled"]
    assert results["overruled"]["evidence"]["exception_overruled"][0]["detail"]["material_says"] == [
        "Cosmetic dental work is excluded from coverage under every plan tier."
    ]
    assert results["too-precise"]["failed"] == ["specificity"]
    assert results["plain"]["verdict"] == "pass"
