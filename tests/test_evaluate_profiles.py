"""scripts/evaluate.py builds the checks with the chosen profile's overrides (as /v1/verify does)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import yaml

from checks.policy import DEFAULT_POLICY_PATH

REPO = Path(__file__).resolve().parents[1]
HANDBOOK = ("Following a qualifying inpatient hospital stay of at least 3 days, the plan covers up to 100 days of care "
            "in a skilled nursing facility per benefit period. Days 21 to 100 require a daily coinsurance payment.")
ROWS = [
    {"doc": HANDBOOK, "claim": "The plan covers up to 100 days in a skilled nursing facility.", "label": 1},
    {"doc": HANDBOOK, "claim": "The plan covers skilled nursing care without any prior hospital stay.", "label": 0},
    {"doc": HANDBOOK, "claim": "Days 21 to 100 require a daily coinsurance payment.", "label": 1},
]


def evaluate(tmp_path: Path, profile: str) -> dict:
    sys.path.insert(0, str(REPO / "scripts"))
    try:
        import evaluate as script
    finally:
        sys.path.remove(str(REPO / "scripts"))
    policy = yaml.safe_load(DEFAULT_POLICY_PATH.read_text())
    # `lenient` counts every claim the random tiny NLI scores as supported; `default` keeps the shipped band.
    policy["profiles"]["lenient"] = {"checks": ["groundedness"], "overrides": {
        "groundedness": {"options": {"supported_above": 0.0, "unsupported_below": 0.0}}}}
    (tmp_path / "checks.yaml").write_text(yaml.safe_dump(policy))
    data = tmp_path / "rows.jsonl"
    data.write_text("".join(json.dumps(row) + "\n" for row in ROWS))
    out = tmp_path / f"{profile}.json"
    assert script.main(["--input", str(data), "--tiny-models", "--policy", str(tmp_path / "checks.yaml"),
                        "--profile", profile, "--checks", "groundedness", "--json", str(out)]) == 0
    return json.loads(out.read_text())


def test_the_profiles_overrides_decide_the_evaluation(tmp_path):
    lenient = evaluate(tmp_path, "lenient")["checks"]["groundedness"]
    shipped = evaluate(tmp_path, "default")["checks"]["groundedness"]
    assert lenient["fail_rate"] == 0.0, lenient
    assert shipped["fail_rate"] > 0.0, shipped  # random scores (about 1/3) sit below the shipped 0.85
