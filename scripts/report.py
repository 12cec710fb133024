#!/usr/bin/env python
"""Summarise the gate's traces: outcomes, per-check fire rates, latency, tokens, cost and overrides.

    python scripts/report.py s3://bucket/prefix [--since YYYY-MM-DD] [--out DIR] [--json]

Reads `<uri>/traces` and `<uri>/overrides` (file://, a plain path, or s3:// with AWS_ENDPOINT_URL
honoured) with `read_table` (v1 and v2 rows alike, each row once), computes the numbers with
DuckDB SQL, prints them, and writes summary.md and PNG charts to DIR (default ./report).
Definitions (also in docs/traces.md):

- requests: accepted /v1/gate requests (distinct request_uid); answers: their trace rows (one per
  attempt). /v1/verify calls are counted apart (`verify`: requests, failed, blocked), so a
  verify-route failure is never read as a gate escalation. cancelled / errors: gate requests
  that ended without a decision.
- correction_rate: requests that passed after at least one retry / requests whose first attempt
  did not pass (a block on the first attempt counts in the denominator).
- escalation_rate, block_rate: requests with that final status / requests.
- mean_attempts: answers / requests.
- per check: fire_rate = answers on which it flagged something (evidence or a failure) / answers
  it could apply to: those on which its pre-check fired (citations: answers that cite;
  groundedness: answers with claims; figures, codes, document_scope likewise), or every scored
  answer for phi, tool_call and jurisdiction. fail_rate = answers it failed / answers it scored.
  A check of your own is reported like any other (its name comes from the rows); its `fired` is
  read as its pre-check's, unless --always-applicable names it (its `fired` is the finding).
  A fire rate above 20% flags the check as probably measuring the wrong thing.
- latency: p50/p95 (linear interpolation) per stage over the answers that report the stage, plus
  "request" = the sum of generate + checks over a request's attempts.
- tokens, GPU-seconds, cost, judge calls per request: the sum over a request's attempts, averaged
  over the requests that report the value (a request with no value is left out, not counted as 0).
- overrides: disagree_rate = overrides with verdict 'disagree' / overrides;
  override_rate = overrides / (gate + verify requests); override agreement per check = agree /
  (agree + disagree) over the reviewed requests whose final attempt that check failed
  ("(passed)" for reviewed requests that passed).
- review decisions (the desk's rows under <uri>/review/decisions/): per action; override rate per
  check = decisions that overrode the gate (released as it was, or a block overturned: verdict
  'disagree') / decisions on requests that check held back; an edited release agrees with the
  gate (the answer could not leave as it was). reviewer_agreement = pairs of distinct reviewers'
  verdicts (decisions and overrides) on the same request that agree / such pairs.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

import duckdb  # noqa: E402
import numpy as np  # noqa: E402
import pyarrow as pa  # noqa: E402

from gate.traces.schema import OVERRIDES, SCHEMAS, TRACES  # noqa: E402
from gate.traces.store import read_table  # noqa: E402

FIRE_RATE_ALERT = 0.20
"""A check that fires on more than this share of the answers it applies to is probably measuring the wrong thing."""

ALWAYS_APPLICABLE = frozenset({"phi", "tool_call", "jurisdiction"})
"""Checks that apply to every answer: their `fired` is the finding itself. Every other check's
`fired` says its shape was present (the answer cites, has claims, figures, codes), so it applies
to the answers on which it fired."""

_PER_REQUEST_SUMS = ("prompt_tokens", "completion_tokens", "gpu_seconds", "cost_usd", "judge_calls")


def _as_table(table: str, data: pa.Table | Sequence[Mapping[str, Any]] | None) -> pa.Table:
    schema = SCHEMAS[table]
    if data is None:
        return schema.empty_table()
    if isinstance(data, pa.Table):
        return data
    return pa.Table.from_pylist([dict(row) for row in data], schema=schema)


def _ratio(numerator: float | None, denominator: float | None) -> float | None:
    return numerator / denominator if numerator is not None and denominator else None


def _fetch_dicts(db: duckdb.DuckDBPyConnection, sql: str) -> list[dict[str, Any]]:
    cursor = db.execute(sql)
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, row)) for row in cursor.fetchall()]


_REQUESTS_SQL = """
create temp table requests as
select
    coalesce(request_uid, request_id) as uid,
    any_value(request_id) as request_id,
    coalesce(any_value(route), 'gate') as route,
    count(*) as answers,
    arg_max(status, attempt) as status,
    arg_min(decision, attempt) as first_decision,
    min(attempt) as first_attempt,
    arg_max(failed, attempt) as final_failed,
    sum(coalesce(latency_ms['generate'], 0) + coalesce(latency_ms['checks'], 0)) as request_ms,
    sum(prompt_tokens) as prompt_tokens,
    sum(completion_tokens) as completion_tokens,
    sum(gpu_seconds) as gpu_seconds,
    sum(cost_usd) as cost_usd,
    sum(judge_calls) as judge_calls
from traces
group by 1
"""

_CHECKS_SQL = """
with per_check as (
    select unnest(map_keys(scores)) as check_name, fired, failed, evidence from traces
)
select
    check_name,
    count(*) as scored,
    count(*) filter (where list_contains(fired, check_name)) as fired,
    count(*) filter (where list_contains(failed, check_name)) as failed,
    count(*) filter (where list_contains(failed, check_name) or coalesce(json_array_length(
        json_extract(evidence, '$."' || check_name || '".evidence')), 0) > 0) as flagged
from per_check
group by 1
order by 1
"""

_LATENCY_SQL = """
with stages as (
    select unnest(map_keys(latency_ms)) as stage, unnest(map_values(latency_ms)) as ms from traces
)
select stage, count(ms) as n, quantile_cont(ms, 0.5) as p50, quantile_cont(ms, 0.95) as p95
from stages where ms is not null group by 1
union all
select 'request', count(*), quantile_cont(request_ms, 0.5), quantile_cont(request_ms, 0.95)
from requests where route in ('gate', 'chat') having count(*) > 0
order by 1
"""

_DECISIONS_SQL = """
select check_name, count(*) as decisions, count(*) filter (where verdict = 'disagree') as overridden
from (select verdict, unnest(case when len(checks_failed) = 0 then ['(none)'] else checks_failed end) as check_name
      from decisions)
group by 1 order by 1
"""

_AGREEMENT_SQL = """
with opinions as (
    select request_id, reviewer, arg_max(verdict, ts) as verdict from overrides group by 1, 2
)
select count(*) as pairs, count(*) filter (where a.verdict = b.verdict) as agreeing
from opinions a join opinions b on a.request_id = b.request_id and a.reviewer < b.reviewer
"""

DECISION_SCHEMA = pa.schema([
    ("decision_id", pa.string()), ("request_id", pa.string()), ("ts", pa.string()), ("reviewer", pa.string()),
    ("action", pa.string()), ("edited", pa.bool_()), ("verdict", pa.string()), ("checks_failed", pa.list_(pa.string())),
])
"""The decision fields the report reads (a decision object holds more: note, before and after text)."""


def _decisions_table(decisions: Sequence[Mapping[str, Any]] | None) -> pa.Table:
    rows = [{name: row.get(name) for name in DECISION_SCHEMA.names} for row in decisions or []]
    return pa.Table.from_pylist(rows, schema=DECISION_SCHEMA)


def compute_review(db: duckdb.DuckDBPyConnection) -> dict[str, Any]:
    """The review desk's numbers: decisions per action, override rate per check, reviewers' agreement."""
    total, edited = db.execute("select count(*), count(*) filter (where edited) from decisions").fetchone()
    actions = dict(db.execute("select action, count(*) from decisions group by 1 order by 1").fetchall())
    per_check = {row["check_name"]: {"decisions": row["decisions"], "overridden": row["overridden"],
                                     "override_rate": _ratio(row["overridden"], row["decisions"])}
                 for row in _fetch_dicts(db, _DECISIONS_SQL)}
    pairs, agreeing = db.execute(_AGREEMENT_SQL).fetchone()
    return {"decisions": total, "edited": edited, "actions": actions, "override_rate_per_check": per_check,
            "reviewer_pairs": pairs, "reviewer_agreement": _ratio(agreeing, pairs)}


_OVERRIDES_SQL = """
with reviewed as (
    select o.verdict, r.status, r.final_failed
    from overrides o join requests r on r.request_id = o.request_id
)
select check_name, count(*) filter (where verdict = 'agree') as agree,
       count(*) filter (where verdict = 'disagree') as disagree
from (
    select verdict, unnest(case when len(final_failed) = 0 then ['(passed)'] else final_failed end) as check_name
    from reviewed
)
group by 1 order by 1
"""


def compute_report(
    traces: pa.Table | Sequence[Mapping[str, Any]],
    overrides: pa.Table | Sequence[Mapping[str, Any]] | None = None,
    decisions: Sequence[Mapping[str, Any]] | None = None,
    always_applicable: frozenset[str] = ALWAYS_APPLICABLE,
) -> dict[str, Any]:
    """Every number the report prints, computed with DuckDB over the trace, override and decision rows;
    `always_applicable` names the checks whose fire rate counts over every answer they scored."""
    db = duckdb.connect()
    db.register("traces", _as_table(TRACES, traces))
    db.register("overrides", _as_table(OVERRIDES, overrides))
    db.register("decisions", _decisions_table(decisions))
    db.execute(_REQUESTS_SQL)

    gate = db.execute(
        """select count(*), coalesce(sum(answers), 0),
                  count(*) filter (where first_decision = 'pass'),
                  count(*) filter (where first_decision <> 'pass' and first_attempt >= 1),
                  count(*) filter (where first_decision <> 'pass' and first_attempt >= 1 and status = 'passed'),
                  count(*) filter (where status = 'passed'), count(*) filter (where status = 'escalated'),
                  count(*) filter (where status = 'blocked'), count(*) filter (where status = 'cancelled'),
                  count(*) filter (where status = 'error')
           from requests where route in ('gate', 'chat')"""
    ).fetchone()
    requests, answers, passed_first, failed_first, corrected, passed, escalated, blocked, cancelled, errors = gate
    histogram = dict(db.execute(
        "select answers, count(*) from requests where route in ('gate', 'chat') group by 1 order by 1").fetchall())
    verify = db.execute(
        """select count(*), count(*) filter (where status = 'passed'), count(*) filter (where status = 'escalated'),
                  count(*) filter (where status = 'blocked')
           from requests where route = 'verify'"""
    ).fetchone()

    checks: dict[str, dict[str, Any]] = {}
    for row in _fetch_dicts(db, _CHECKS_SQL):
        name = row["check_name"]
        applicable = row["scored"] if name in always_applicable else row["fired"]
        fire_rate = _ratio(row["flagged"], applicable) or 0.0
        checks[name] = {
            "answers": row["scored"],
            "applicable": applicable,
            "fired": row["fired"],
            "flagged": row["flagged"],
            "failed": row["failed"],
            "fire_rate": fire_rate,
            "fail_rate": _ratio(row["failed"], row["scored"]) or 0.0,
            "wrong_thing": fire_rate > FIRE_RATE_ALERT,
        }
    latency = {row["stage"]: {"n": row["n"], "p50": row["p50"], "p95": row["p95"]}
               for row in _fetch_dicts(db, _LATENCY_SQL)}
    per_request = {}
    for name in _PER_REQUEST_SUMS:
        value = db.execute(f"select avg({name}) from requests where route in ('gate', 'chat')").fetchone()[0]
        per_request[name] = None if value is None else float(value)

    override_count, disagree = db.execute(
        "select count(*), count(*) filter (where verdict = 'disagree') from overrides").fetchone()
    agreement = {
        row["check_name"]: {"agree": row["agree"], "disagree": row["disagree"],
                            "agreement": _ratio(row["agree"], row["agree"] + row["disagree"])}
        for row in _fetch_dicts(db, _OVERRIDES_SQL)
    }
    return {
        "requests": requests,
        "answers": answers,
        "passed_first_attempt": passed_first,
        "first_attempt_pass_rate": _ratio(passed_first, requests),
        "failed_first_attempt": failed_first,
        "corrected": corrected,
        "correction_rate": _ratio(corrected, failed_first),
        "passed": passed,
        "escalated": escalated,
        "blocked": blocked,
        "cancelled": cancelled,
        "errors": errors,
        "escalation_rate": _ratio(escalated, requests),
        "block_rate": _ratio(blocked, requests),
        "mean_attempts": _ratio(answers, requests),
        "attempts_histogram": {str(k): v for k, v in histogram.items()},
        "verify": {
            "requests": verify[0], "passed": verify[1], "failed": verify[2], "blocked": verify[3],
            "fail_rate": _ratio(verify[2], verify[0]), "block_rate": _ratio(verify[3], verify[0]),
        },
        "checks": checks,
        "latency_ms": latency,
        "per_request": per_request,
        "overrides": override_count,
        "overrides_disagree": disagree,
        "override_disagree_rate": _ratio(disagree, override_count),
        "override_rate": _ratio(override_count, requests + verify[0]),
        "override_agreement": agreement,
        "review": compute_review(db),
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
        "cancelled", "errors",
    ):
        lines.append(f"{key}: {_fmt(report[key])}")
    lines.append("attempts_histogram: " + " ".join(f"{k}={v}" for k, v in report["attempts_histogram"].items()))
    for key, value in report["verify"].items():
        lines.append(f"verify {key}: {_fmt(value)}")
    lines.append("checks (fire rate over the answers each check applies to):")
    for name, check in report["checks"].items():
        flag = "  <- fires on more than 20% of the answers it applies to: probably measuring the wrong thing" if check["wrong_thing"] else ""
        lines.append(
            f"check {name}: fire_rate={_fmt(check['fire_rate'])} fail_rate={_fmt(check['fail_rate'])} "
            f"answers={check['answers']} applicable={check['applicable']}{flag}"
        )
    lines.append("latency_ms (p50/p95 per stage; 'request' = generate + checks summed over attempts):")
    for stage, stats in report["latency_ms"].items():
        lines.append(f"latency {stage}: p50={_fmt(stats['p50'])} p95={_fmt(stats['p95'])} n={stats['n']}")
    for key, value in report["per_request"].items():
        lines.append(f"per_request {key}: {_fmt(value)}")
    for key in ("overrides", "overrides_disagree", "override_disagree_rate", "override_rate"):
        lines.append(f"{key}: {_fmt(report[key])}")
    for name, row in report["override_agreement"].items():
        lines.append(f"override_agreement {name}: agreement={_fmt(row['agreement'])} agree={row['agree']} "
                     f"disagree={row['disagree']}")
    review = report.get("review")
    if review is not None:
        lines.append(f"review decisions: {review['decisions']} (edited {review['edited']}) "
                     + " ".join(f"{k}={v}" for k, v in review["actions"].items()))
        for name, row in review["override_rate_per_check"].items():
            lines.append(f"review override_rate {name}: {_fmt(row['override_rate'])} overridden={row['overridden']} "
                         f"decisions={row['decisions']}")
        lines.append(f"review reviewer_agreement: {_fmt(review['reviewer_agreement'])} pairs={review['reviewer_pairs']}")
    return "\n".join(lines)


def render_markdown(report: Mapping[str, Any], source: str, since: str | None) -> str:
    window = f" since {since}" if since else ""
    out = [f"# Trace report\n\nSource: `{source}`{window}.\n", "## Outcomes\n", "| metric | value |", "|---|---|"]
    for key in (
        "requests", "answers", "passed_first_attempt", "first_attempt_pass_rate", "correction_rate",
        "escalation_rate", "block_rate", "mean_attempts",
    ):
        out.append(f"| {key} | {_fmt(report[key])} |")
    verify = report["verify"]
    out += ["", "## /v1/verify (counted apart from the gate)\n",
            f"{verify['requests']} answers verified: {verify['failed']} failed (fail rate {_fmt(verify['fail_rate'])}), "
            f"{verify['blocked']} blocked (block rate {_fmt(verify['block_rate'])})."]
    out += ["", "## Checks\n", "Fire rate over the answers each check applies to; fail rate over the answers it scored.\n",
            "| check | fire rate | fail rate | applicable | answers | note |", "|---|---|---|---|---|---|"]
    for name, check in report["checks"].items():
        note = "probably measuring the wrong thing" if check["wrong_thing"] else ""
        out.append(f"| {name} | {_fmt(check['fire_rate'])} | {_fmt(check['fail_rate'])} | {check['applicable']} "
                   f"| {check['answers']} | {note} |")
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
        "", "| final failed check | agreement | agree | disagree |", "|---|---|---|---|",
        *(f"| {name} | {_fmt(row['agreement'])} | {row['agree']} | {row['disagree']} |"
          for name, row in report["override_agreement"].items()),
        "", "## Review decisions\n",
        f"{report['review']['decisions']} decisions ({report['review']['edited']} edited releases); reviewers agree on "
        f"{_fmt(report['review']['reviewer_agreement'])} of {report['review']['reviewer_pairs']} pairs of opinions.",
        "", "| check that held it back | override rate | overridden | decisions |", "|---|---|---|---|",
        *(f"| {name} | {_fmt(row['override_rate'])} | {row['overridden']} | {row['decisions']} |"
          for name, row in report["review"]["override_rate_per_check"].items()),
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


def read_decisions(uri: str, since: str | None = None) -> list[dict[str, Any]]:
    """The review desk's decision rows under `<uri>/review/decisions/` (on or after `since`)."""
    from gate.review.store import ReviewStore

    decisions = list(ReviewStore.open(uri).all_decisions().values())
    return [d for d in decisions if since is None or d["ts"][:10] >= since]


def _date(value: str) -> str:
    return dt.date.fromisoformat(value).isoformat()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("uri", help="trace root: s3://bucket/prefix, file:///dir or a directory")
    parser.add_argument("--since", type=_date, help="only date partitions on or after YYYY-MM-DD")
    parser.add_argument("--out", type=Path, default=Path("report"), help="directory for summary.md and charts")
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON instead of text")
    parser.add_argument(
        "--always-applicable", default="", metavar="CHECK[,CHECK]",
        help="checks of your own whose `fired` is the finding itself, like phi's: their fire rate counts over "
        f"every answer they scored (built-in: {', '.join(sorted(ALWAYS_APPLICABLE))})",
    )
    args = parser.parse_args(argv)

    traces = read_table(args.uri, TRACES, since=args.since)
    overrides = read_table(args.uri, OVERRIDES, since=args.since)
    always_applicable = ALWAYS_APPLICABLE | {n.strip() for n in args.always_applicable.split(",") if n.strip()}
    report = compute_report(traces, overrides, read_decisions(args.uri, args.since), always_applicable)
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
