"""scripts/report.py on a trace set with known properties, checked against numbers computed here from the outcomes."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from checks.loop import GateOutcome
from gate.traces import TraceMeta, TraceWriter
from tests.s3_server import moto_s3_server
from tests.trace_helpers import SCRIPTS, context_for, fast_config, outcome_from_script

REPO_ROOT = Path(__file__).resolve().parents[1]
PRICE_PER_GPU_HOUR = 3.0
PLAN = (
    ["first_pass"] * 8 + ["healed"] * 4 + ["healed_late"] * 2 + ["escalated"] * 2 + ["blocked"] * 2
    + ["healed_then_blocked"] * 2
)


def build_requests() -> list[tuple[GateOutcome, object, float | None, int | None]]:
    """(outcome, context, gpu_seconds, prompt_tokens) per request; request 0 has no token counts, 1 no GPU time."""

    async def build():
        requests = []
        for index, name in enumerate(PLAN):
            prompt_tokens = None if index == 0 else 100 + index
            context = context_for(index, profile="claims" if index % 3 else "default")
            outcome = await outcome_from_script(
                SCRIPTS[name], request_id=f"rep-{index}", context=context, prompt_tokens=prompt_tokens,
                completion_tokens=None if prompt_tokens is None else 10 + index, latency_ms=10.0 * (index + 1),
            )
            gpu_seconds = None if index == 1 else 0.5 * (index + 1)
            requests.append((outcome, context, gpu_seconds, prompt_tokens))
        return requests

    return asyncio.run(build())


VERIFY_PLAN = ["first_pass", "escalated", "escalated", "blocked"]


def verify_calls():
    """/v1/verify calls: one attempt each, a failure is an 'escalated' single attempt, not a gate escalation."""

    async def build():
        calls = []
        for index, name in enumerate(VERIFY_PLAN):
            context = context_for(100 + index)
            outcome = await outcome_from_script(SCRIPTS[name][:1], request_id=f"ver-{index}", context=context,
                                                max_attempts=1)
            calls.append((outcome, context))
        return calls

    return asyncio.run(build())


def parse_report(text: str) -> tuple[dict[str, str], dict[str, dict[str, float]], dict[str, dict[str, float]]]:
    scalars = dict(re.findall(r"^(\w+(?: \w+)?): (\S+)$", text, flags=re.MULTILINE))
    checks = {
        name: {"fire_rate": float(fire), "fail_rate": float(fail), "flagged": bool(flag)}
        for name, fire, fail, flag in re.findall(
            r"^check (\S+): fire_rate=(\S+) fail_rate=(\S+) answers=\d+ applicable=\d+(.*)$", text, flags=re.MULTILINE
        )
    }
    latency = {
        stage: {"p50": float(p50), "p95": float(p95)}
        for stage, p50, p95 in re.findall(r"^latency (\S+): p50=(\S+) p95=(\S+)", text, flags=re.MULTILINE)
    }
    return scalars, checks, latency


@pytest.fixture(scope="module")
def trace_set(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("report")
    requests = build_requests()
    config = fast_config((root / "traces").as_uri(), root / "spool", price_per_gpu_hour=PRICE_PER_GPU_HOUR)
    with TraceWriter(config) as writer:
        for outcome, context, gpu_seconds, _ in requests:
            writer.enqueue_outcome(outcome, context, TraceMeta(model="tiny", gpu_seconds=gpu_seconds, route="gate"))
        verify = verify_calls()
        for outcome, context in verify:
            writer.enqueue_outcome(outcome, context, TraceMeta(model="external", route="verify"))
        writer.enqueue_override("rep-14", "alice", "disagree", "should have passed")
        writer.enqueue_override("rep-15", "bob", "disagree")
        writer.enqueue_override("rep-0", "alice", "agree")
        assert writer.flush(timeout=15)
    return root, requests, verify


def run_report(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "scripts/report.py", *args], cwd=REPO_ROOT, capture_output=True, text=True, timeout=60
    )


def test_report_numbers_match_an_independent_count(trace_set, tmp_path: Path) -> None:
    root, requests, verify = trace_set
    out_dir = tmp_path / "out"
    result = run_report((root / "traces").as_uri(), "--out", str(out_dir))
    assert result.returncode == 0, result.stderr
    scalars, checks, latency = parse_report(result.stdout)

    outcomes = [outcome for outcome, *_ in requests]
    attempts = [attempt for outcome in outcomes for attempt in outcome.attempts]
    n = len(outcomes)
    failed_first = [o for o in outcomes if o.attempts[0].decision != "pass"]
    corrected = [o for o in failed_first if o.status == "passed"]
    expected = {
        "requests": n,
        "answers": len(attempts),
        "passed_first_attempt": n - len(failed_first),
        "correction_rate": len(corrected) / len(failed_first),
        "escalation_rate": sum(o.status == "escalated" for o in outcomes) / n,
        "block_rate": sum(o.status == "blocked" for o in outcomes) / n,
        "mean_attempts": len(attempts) / n,
        "overrides": 3,
        "override_disagree_rate": 2 / 3,
        "override_rate": 3 / (n + len(VERIFY_PLAN)),
    }
    assert expected["requests"] == 20 and expected["answers"] == 34  # the plan, as SCRIPTS documents it
    for key, value in expected.items():
        assert float(scalars[key]) == pytest.approx(value, rel=1e-4), key

    verify_attempts = [a for outcome, _ in verify for a in outcome.attempts]
    all_attempts = attempts + verify_attempts
    for name in ("figures", "groundedness", "phi"):
        scored = [a for a in all_attempts if name in a.scores]
        applicable = scored if name == "phi" else [a for a in scored if name in a.fired]  # phi applies to every answer
        flagged = [a for a in applicable if name in a.failed or any(r.name == name and r.evidence for r in a.results)]
        fire_rate = len(flagged) / len(applicable)
        fail_rate = sum(name in a.failed for a in scored) / len(scored)
        assert checks[name]["fire_rate"] == pytest.approx(fire_rate, rel=1e-4), name
        assert checks[name]["fail_rate"] == pytest.approx(fail_rate, rel=1e-4), name
        assert checks[name]["flagged"] == (fire_rate > 0.2), name
    assert checks["figures"]["flagged"] and not checks["phi"]["flagged"]
    assert "probably measuring the wrong thing" in result.stdout
    # /v1/verify is counted apart: its failures are not gate escalations
    assert int(scalars["verify requests"]) == 4 and int(scalars["verify failed"]) == 2
    assert int(scalars["verify blocked"]) == 1 and int(scalars["escalated"]) == 2
    # override agreement per check: rep-14 and rep-15 escalated on figures (both disagreed), rep-0 passed (agreed)
    agreement = dict(re.findall(r"^override_agreement (\S+): agreement=(\S+)", result.stdout, flags=re.MULTILINE))
    assert agreement == {"(passed)": "1", "figures": "0"}

    for stage in ("generate", "checks", "check.figures"):
        values = [a.latency_ms[stage] for a in all_attempts]
        assert latency[stage]["p50"] == pytest.approx(np.percentile(values, 50), rel=1e-4), stage
        assert latency[stage]["p95"] == pytest.approx(np.percentile(values, 95), rel=1e-4), stage
    per_request_ms = [sum(a.latency_ms["generate"] + a.latency_ms["checks"] for a in o.attempts) for o in outcomes]
    assert latency["request"]["p95"] == pytest.approx(np.percentile(per_request_ms, 95), rel=1e-4)

    with_tokens = [(o, p) for o, _, _, p in requests if p is not None]
    prompt_per_request = sum(p * len(o.attempts) for o, p in with_tokens) / len(with_tokens)
    assert float(scalars["per_request prompt_tokens"]) == pytest.approx(prompt_per_request, rel=1e-4)
    with_gpu = [(o, g) for o, _, g, _ in requests if g is not None]
    cost_per_request = sum(g * PRICE_PER_GPU_HOUR / 3600 for _, g in with_gpu) / len(with_gpu)
    assert float(scalars["per_request cost_usd"]) == pytest.approx(cost_per_request, rel=1e-4)
    judge_calls = sum(r.metrics.get("judge_calls", 0) for a in attempts for r in a.results) / n
    assert float(scalars["per_request judge_calls"]) == pytest.approx(judge_calls, rel=1e-4)

    for name in ("summary.md", "fire_rates.png", "attempts.png", "latency.png"):
        assert (out_dir / name).stat().st_size > 0, name
    assert (out_dir / "fire_rates.png").read_bytes().startswith(b"\x89PNG")
    summary = (out_dir / "summary.md").read_text()
    assert "| figures |" in summary and "probably measuring the wrong thing" in summary


def test_report_since_a_later_date_finds_nothing(trace_set, tmp_path: Path) -> None:
    root, *_ = trace_set
    result = run_report(str(root / "traces"), "--since", "2999-01-01", "--out", str(tmp_path / "empty"))
    assert result.returncode == 1
    assert "requests: 0" in result.stdout


def test_report_reads_s3_through_aws_endpoint_url(tmp_path: Path) -> None:
    requests = build_requests()[:5]
    with moto_s3_server() as s3:
        bucket = s3.create_bucket()
        uri = f"s3://{bucket}/gate"
        with TraceWriter(fast_config(uri, tmp_path / "spool", endpoint_url=s3.endpoint_url)) as writer:
            for outcome, context, gpu_seconds, _ in requests:
                writer.enqueue_outcome(outcome, context, TraceMeta(gpu_seconds=gpu_seconds))
            assert writer.flush(timeout=15)
        env = {**os.environ, "AWS_ENDPOINT_URL": s3.endpoint_url}
        result = subprocess.run(
            [sys.executable, "scripts/report.py", uri, "--out", str(tmp_path / "out")],
            cwd=REPO_ROOT, capture_output=True, text=True, timeout=60, env=env,
        )
    assert result.returncode == 0, result.stderr
    scalars, _, _ = parse_report(result.stdout)
    assert int(scalars["requests"]) == 5
    assert int(scalars["answers"]) == sum(len(o.attempts) for o, *_ in requests)


def test_report_counts_review_decisions_per_check_and_reviewers_agreement(tmp_path: Path) -> None:
    import json

    from gate.review.store import ReviewStore

    uri = (tmp_path / "traces").as_uri()
    requests = build_requests()[:3]
    with TraceWriter(fast_config(uri, tmp_path / "spool")) as writer:
        for outcome, context, gpu_seconds, _ in requests:
            writer.enqueue_outcome(outcome, context, TraceMeta(gpu_seconds=gpu_seconds, route="gate"))
        # second opinions beside the deciding reviewers' own rows
        for request_id, reviewer, verdict in (("e1", "ann", "disagree"), ("e1", "bob", "agree"), ("b1", "ann", "agree"),
                                              ("b1", "bob", "agree"), ("b2", "bob", "disagree")):
            writer.enqueue_override(request_id, reviewer, verdict, "")
        assert writer.flush(timeout=15)
    store = ReviewStore.open(uri)
    for index, (request_id, checks, action, edited, verdict, reviewer) in enumerate([
        ("e1", ["figures"], "release", False, "disagree", "ann"), ("e2", ["figures"], "release", True, "agree", "bob"),
        ("b1", ["phi"], "confirm", False, "agree", "ann"), ("b2", ["citations"], "overturn", False, "disagree", "bob"),
    ]):
        assert store.put_decision({"decision_id": f"d{index}", "request_id": request_id, "case_uid": f"c{index}",
                                   "ts": "2026-12-01T10:00:00+00:00", "reviewer": reviewer, "action": action,
                                   "edited": edited, "verdict": verdict, "checks_failed": checks, "note": "",
                                   "before": "b", "after": None})
    assert not store.put_decision({"request_id": "e1", "case_uid": "c0", "decision_id": "dup"})  # decided once
    result = run_report(str(tmp_path / "traces"), "--json", "--out", str(tmp_path / "out"))
    assert result.returncode == 0, result.stderr
    review = json.loads(result.stdout)["review"]
    assert review["decisions"] == 4 and review["edited"] == 1
    assert review["actions"] == {"confirm": 1, "overturn": 1, "release": 2}
    rates = {name: row["override_rate"] for name, row in review["override_rate_per_check"].items()}
    assert rates == {"citations": 1.0, "figures": 0.5, "phi": 0.0}
    assert review["reviewer_pairs"] == 2 and review["reviewer_agreement"] == 0.5
    assert "## Review decisions" in (tmp_path / "out" / "summary.md").read_text()
