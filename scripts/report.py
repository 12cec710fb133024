#!/usr/bin/env python
"""Summarise the gate's traces: outcomes, per-check fire rates, latency, tokens, cost and overrides.

    python scripts/report.py s3://bucket/prefix [--since YYYY-MM-DD] [--out DIR] [--json]

Reads `<uri>/traces` and `<uri>/overrides` (file://, a plain path, or s3:// with AWS_ENDPOINT_URL
honoured), prints the numbers, and writes summary.md and PNG charts to DIR (default ./report).
Definitions (also in docs/traces.md):

- requests: distinct request_id; answers: trace rows (one per attempt).
- correction_rate: requests that passed after at least one retry / requests whose first attempt
  did not pass (a block on the first attempt counts in the denominator).
- escalation_rate, block_rate: requests with that final status / requests.
- mean_attempts: answers / requests.
- per check, per answer: fire_rate = answers on which it fired / answers it scored; fail_rate the
  same for failures. A fire rate above 20% flags the check as probably measuring the wrong thing.
- latency: p50/p95 (linear interpolation) per stage over the answers that report the stage, plus
  "request" = the sum of generate + checks over a request's attempts.
- tokens, GPU-seconds, cost, judge calls per request: the sum over a request's attempts, averaged
  over the requests that report the value (a request with no value is left out, not counted as 0).
- overrides: disagree_rate = overrides with verdict 'disagree' / overrides;
  override_rate = overrides / requests.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

import numpy as np  # noqa: E402
import pyarrow as pa  # noqa: E402

from gate.traces.schema import OVERRIDES, TRACES  # noqa: E402
from gate.traces.store import read_table  # noqa: E402

FIRE_RATE_ALERT = 0.20
"""A check that fires on more than this share of answers is probably measuring the wrong thing."""

_TRACE_COLUMNS = (
    "request_id", "attempt", "decision", "status", "scores", "fired", "failed", "latency_ms",
    "prompt_tokens", "completion_tokens", "gpu_seconds", "cost_usd", "judge_calls",
)
_PER_REQUEST_SUMS = ("prompt_tokens", "completion_tokens", "gpu_seconds", "cost_usd", "judge_calls")


def _rows(table: pa.Table | Sequence[Mapping[str, Any]] | None, columns: Iterable[str] | None = None) -> list[dict]:
    if table is None:
        return []
    if isinstance(table, pa.Table):
        if columns is not None:
            table = table.select([c for c in columns if c in table.column_names])
        return table.to_pylist()
    return [dict(row) for row in table]


def _as_dict(value: Any) -> dict[str, Any]:
    """A map column value: pyarrow gives a list of (key, value) pairs, JSON-ish input gives a dict."""
    if value is None:
        return {}
    return dict(value)


def _ratio(numerator: float, denominator: float) -> float | None:
    return numerator / denominator if denominator else None


def compute_report(
    traces: pa.Table | Sequence[Mapping[str, Any]],
    overrides: pa.Table | Sequence[Mapping[str, Any]] | None = None,
) -> dict[str, Any]:
    """Every number the report prints, from trace rows and override rows (see the module docstring)."""
    rows = _rows(traces, _TRACE_COLUMNS)
    by_request: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        by_request[row["request_id"]].append(row)

    requests = len(by_request)
    status_counts: dict[str, int] = defaultdict(int)
    attempts_per_request: list[int] = []
    passed_first = failed_first = corrected = 0
    request_latency: list[float] = []
    sums: dict[str, list[float]] = {name: [] for name in _PER_REQUEST_SUMS}
    for attempts in by_request.values():
        attempts.sort(key=lambda r: r["attempt"])
        final = attempts[-1]
        status_counts[final["status"]] += 1
        attempts_per_request.append(len(attempts))
        if attempts[0]["decision"] == "pass":
            passed_first += 1
        else:
            failed_first += 1
            if final["status"] == "passed":
                corrected += 1
        total_ms = 0.0
        for row in attempts:
            latency = _as_dict(row["latency_ms"])
            total_ms += latency.get("generate", 0.0) + latency.get("checks", 0.0)
        request_latency.append(total_ms)
        for name in _PER_REQUEST_SUMS:
            known = [row[name] for row in attempts if row.get(name) is not None]
            if known:
                sums[name].append(float(sum(known)))

    checks: dict[str, dict[str, Any]] = {}
    scored: dict[str, int] = defaultdict(int)
    fired: dict[str, int] = defaultdict(int)
    failed: dict[str, int] = defaultdict(int)
    latency_samples: dict[str, list[float]] = defaultdict(list)
    for row in rows:
        for name in _as_dict(row["scores"]):
            scored[name] += 1
        for name in row["fired"] or ():
            fired[name] += 1
        for name in row["failed"] or ():
            failed[name] += 1
        for stage, ms in _as_dict(row["latency_ms"]).items():
            if ms is not None:
                latency_samples[stage].append(float(ms))
    for name in sorted(set(scored) | set(fired) | set(failed)):
        answers = max(scored[name], fired[name], failed[name])
        fire_rate = _ratio(fired[name], answers) or 0.0
        checks[name] = {
            "answers": answers,
            "fired": fired[name],
            "failed": failed[name],
            "fire_rate": fire_rate,
            "fail_rate": _ratio(failed[name], answers) or 0.0,
            "wrong_thing": fire_rate > FIRE_RATE_ALERT,
        }
    if request_latency:
        latency_samples["request"] = request_latency
    latency = {
        stage: {
            "n": len(values),
            "p50": float(np.percentile(values, 50)),
            "p95": float(np.percentile(values, 95)),
        }
        for stage, values in sorted(latency_samples.items())
    }

    override_rows = _rows(overrides, ("request_id", "verdict"))
    disagree = sum(1 for row in override_rows if row["verdict"] == "disagree")

    per_request = {name: (float(np.mean(values)) if values else None) for name, values in sums.items()}
    return {
        "requests": requests,
        "answers": len(rows),
        "passed_first_attempt": passed_first,
        "first_attempt_pass_rate": _ratio(passed_first, requests),
        "failed_first_attempt": failed_first,
        "corrected": corrected,
        "correction_rate": _ratio(corrected, failed_first),
        "passed": status_counts.get("passed", 0),
        "escalated": status_counts.get("escalated", 0),
        "blocked": status_counts.get("blocked", 0),
        "escalation_rate": _ratio(status_counts.get("escalated", 0), requests),
        "block_rate": _ratio(status_counts.get("blocked", 0), requests),
        "mean_attempts": _ratio(len(rows), requests),
        "attempts_histogram": {str(k): attempts_per_request.count(k) for k in sorted(set(attempts_per_request))},
        "checks": checks,
        "latency_ms": latency,
        "per_request": {
            "prompt_tokens": per_request["prompt_tokens"],
            "completion_tokens": per_request["completion_tokens"],
            "gpu_seconds": per_request["gpu_seconds"],
            "cost_usd": per_request["cost_usd"],
            "judge_calls": per_request["judge_calls"],
        },
        "overrides": len(override_rows),
        "overrides_disagree": disagree,
        "override_disagree_rate": _ratio(disagree, len(override_rows)),
        "override_rate": _ratio(len(override_rows), requests),
    }


def _fmt(value: Any) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, float):
        return f"{value:.6g}"
    return str(value)


def render_text(report: Mapping[str, Any], source: str) -> str:
    """The printed report: one `name: value` per line, so that people and scripts read it alike."""
    lines = [f"trace report for {source}"]
    for key in (
        "requests", "answers", "passed_first_attempt", "first_attempt_pass_rate", "failed_first_attempt",
        "corrected", "correction_rate", "escalated", "escalation_rate", "blocked", "block_rate", "mean_attempts",
    ):
        lines.append(f"{key}: {_fmt(report[key])}")
    lines.append("attempts_histogram: " + " ".join(f"{k}={v}" for k, v in report["attempts_histogram"].items()))
    lines.append("checks (per answer):")
    for name, check in report["checks"].items():
        flag = "  <- fires on more than 20% of answers: probably measuring the wrong thing" if check["wrong_thing"] else ""
        lines.append(
            f"check {name}: fire_rate={_fmt(check['fire_rate'])} fail_rate={_fmt(check['fail_rate'])} "
            f"answers={check['answers']}{flag}"
        )
    lines.append("latency_ms (p50/p95 per stage; 'request' = generate + checks summed over attempts):")
    for stage, stats in report["latency_ms"].items():
        lines.append(f"latency {stage}: p50={_fmt(stats['p50'])} p95={_fmt(stats['p95'])} n={stats['n']}")
    for key, value in report["per_request"].items():
        lines.append(f"per_request {key}: {_fmt(value)}")
    for key in ("overrides", "overrides_disagree", "override_disagree_rate", "override_rate"):
        lines.append(f"{key}: {_fmt(report[key])}")
    return "\n".join(lines)


def render_markdown(report: Mapping[str, Any], source: str, since: str | None) -> str:
    window = f" since {since}" if since else ""
    out = [f"# Trace report\n\nSource: `{source}`{window}.\n", "## Outcomes\n", "| metric | value |", "|---|---|"]
    for key in (
        "requests", "answers", "passed_first_attempt", "first_attempt_pass_rate", "correction_rate",
        "escalation_rate", "block_rate", "mean_attempts",
    ):
        out.append(f"| {key} | {_fmt(report[key])} |")
    out += ["", "## Checks (per answer)\n", "| check | fire rate | fail rate | answers | note |", "|---|---|---|---|---|"]
    for name, check in report["checks"].items():
        note = "probably measuring the wrong thing" if check["wrong_thing"] else ""
        out.append(f"| {name} | {_fmt(check['fire_rate'])} | {_fmt(check['fail_rate'])} | {check['answers']} | {note} |")
    out += ["", "## Latency (ms)\n", "| stage | p50 | p95 | n |", "|---|---|---|---|"]
    for stage, stats in report["latency_ms"].items():
        out.append(f"| {stage} | {_fmt(stats['p50'])} | {_fmt(stats['p95'])} | {stats['n']} |")
    out += ["", "## Per request\n", "| metric | mean |", "|---|---|"]
    for key, value in report["per_request"].items():
        out.append(f"| {key} | {_fmt(value)} |")
    out += [
        "", "## Overrides\n",
        f"{report['overrides']} overrides, {report['overrides_disagree']} disagreeing: disagree rate "
        f"{_fmt(report['override_disagree_rate'])} (disagree / overrides), override rate "
        f"{_fmt(report['override_rate'])} (overrides / requests).",
        "", "![fire rates](fire_rates.png)", "![attempts](attempts.png)", "![latency](latency.png)", "",
    ]
    return "\n".join(out)


def write_charts(report: Mapping[str, Any], out_dir: Path) -> list[Path]:
    """fire_rates.png, attempts.png and latency.png in `out_dir`."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    paths = []
    names = list(report["checks"])
    figure, axes = plt.subplots(figsize=(7, 0.5 * max(len(names), 2) + 1.5))
    positions = np.arange(len(names))
    axes.barh(positions - 0.2, [report["checks"][n]["fire_rate"] for n in names], height=0.4, label="fire rate")
    axes.barh(positions + 0.2, [report["checks"][n]["fail_rate"] for n in names], height=0.4, label="fail rate")
    axes.axvline(FIRE_RATE_ALERT, color="red", linestyle="--", label="20%: measuring the wrong thing?")
    axes.set_yticks(positions, names)
    axes.set_xlim(0, 1)
    axes.set_xlabel("share of answers")
    axes.legend(loc="upper center", bbox_to_anchor=(0.5, -0.18), ncol=3, fontsize="small")
    axes.set_title("Per-check fire and fail rates")
    paths.append(_save(figure, out_dir / "fire_rates.png"))

    histogram = report["attempts_histogram"]
    figure, axes = plt.subplots(figsize=(5, 3.5))
    axes.bar(list(histogram), list(histogram.values()))
    axes.set_xlabel("attempts")
    axes.set_ylabel("requests")
    axes.set_title("Attempts per request")
    paths.append(_save(figure, out_dir / "attempts.png"))

    stages = list(report["latency_ms"])
    figure, axes = plt.subplots(figsize=(8, 0.45 * max(len(stages), 2) + 1.5))
    positions = np.arange(len(stages))
    axes.barh(positions - 0.2, [report["latency_ms"][s]["p50"] for s in stages], height=0.4, label="p50")
    axes.barh(positions + 0.2, [report["latency_ms"][s]["p95"] for s in stages], height=0.4, label="p95")
    axes.set_yticks(positions, stages)
    axes.set_xlabel("ms")
    axes.legend(loc="best")
    axes.set_title("Latency per stage")
    paths.append(_save(figure, out_dir / "latency.png"))
    plt.close("all")
    return paths


def _save(figure: Any, path: Path) -> Path:
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    return path


def _date(value: str) -> str:
    return dt.date.fromisoformat(value).isoformat()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("uri", help="trace root: s3://bucket/prefix, file:///dir or a directory")
    parser.add_argument("--since", type=_date, help="only date partitions on or after YYYY-MM-DD")
    parser.add_argument("--out", type=Path, default=Path("report"), help="directory for summary.md and charts")
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON instead of text")
    args = parser.parse_args(argv)

    traces = read_table(args.uri, TRACES, since=args.since)
    overrides = read_table(args.uri, OVERRIDES, since=args.since)
    report = compute_report(traces, overrides)
    print(json.dumps(report, indent=2) if args.json else render_text(report, args.uri))
    if report["requests"] == 0:
        print("no trace rows found", file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    write_charts(report, args.out)
    (args.out / "summary.md").write_text(render_markdown(report, args.uri, args.since), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
