#!/usr/bin/env python
"""Replay a request from the trace store: rebuild it and run its checks again with the recorded policy.

    python scripts/replay.py URI REQUEST_ID [--uid REQUEST_UID] [--nli-model PATH [--llm-model PATH]] [--json]

Reads the request's trace rows under URI (file://, a directory, or s3:// with AWS_ENDPOINT_URL
honoured), rebuilds its context (query, sources from <uri>/sources/ by content hash, document,
allow-list, reference codes, profile) and its policy (<uri>/policies/<hash>.yaml), and re-runs
every check each attempt ran on that attempt's answer. It prints the recorded and the recomputed
score / passed / fired per check side by side. Deterministic checks must agree exactly; model
checks (groundedness) run only with --nli-model (and agree when the same models are given).

A check of your own is loaded as the gate loaded it: from the `class` the recorded policy names, or
from an installed `gate.checks` entry point; its package must be importable here (installed, or on
PYTHONPATH). A recorded check that cannot be loaded is never skipped: the replay stops and says why.

Exit code: 0 when every re-run check agrees, 1 when one disagrees, 2 when the request cannot be
found or rebuilt (e.g. a row written with store_query=hash, a v1 row without source hashes, or a
recorded check whose code cannot be loaded here).
A caller's request_id reused by several requests replays each of them (or pick one with --uid).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

import pyarrow.dataset as ds  # noqa: E402
import yaml  # noqa: E402
from pydantic import ValidationError  # noqa: E402

from checks.context import RequestContext, Source  # noqa: E402
from checks.loop import run_checks  # noqa: E402
from checks.policy import Policy, one_line_errors  # noqa: E402
from checks.registry import CheckLoadError  # noqa: E402
from gate.traces.schema import POLICIES, SOURCES, TRACES, blob_key  # noqa: E402
from gate.traces.store import open_store, read_table  # noqa: E402

SCORE_TOLERANCE = 1e-9


class ReplayError(RuntimeError):
    """The request cannot be rebuilt from what the trace store holds."""


@dataclass
class CheckComparison:
    attempt: int
    check: str
    recorded: dict[str, Any]
    recomputed: dict[str, Any] | None  # None: not re-run (a model check without models)

    @property
    def agrees(self) -> bool | None:
        if self.recomputed is None:
            return None
        return (
            self.recorded["passed"] == self.recomputed["passed"]
            and self.recorded["fired"] == self.recomputed["fired"]
            and abs(self.recorded["score"] - self.recomputed["score"]) <= SCORE_TOLERANCE
        )


@dataclass
class RequestReplay:
    request_id: str
    request_uid: str
    status: str
    profile: str
    policy_sha256: str | None
    models: dict[str, str] = field(default_factory=dict)  # role -> model@revision, as recorded
    sampling: dict[str, Any] | None = None  # the generator's sampling parameters, as recorded
    prompt_version: str | None = None
    comparisons: list[CheckComparison] = field(default_factory=list)
    decisions: list[tuple[int, str, str | None]] = field(default_factory=list)  # attempt, recorded, recomputed

    @property
    def agrees(self) -> bool:
        return all(c.agrees is not False for c in self.comparisons) and all(
            recomputed is None or _decision_class(recorded) == recomputed for _, recorded, recomputed in self.decisions
        )


def _decision_class(decision: str) -> str:
    """pass / fail / block: what a verdict can say (retry and escalate are both a soft failure)."""
    return {"retry": "fail", "escalate": "fail"}.get(decision, decision)


def load_rows(uri: str, request_id: str, request_uid: str | None = None) -> dict[str, list[dict[str, Any]]]:
    """The trace rows of `request_id` grouped by request_uid, each group sorted by attempt."""
    where = ds.field("request_id") == request_id
    rows = read_table(uri, TRACES, where=where).to_pylist()
    groups: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        if request_uid and row["request_uid"] != request_uid:
            continue
        groups.setdefault(row["request_uid"], []).append(row)
    for group in groups.values():
        group.sort(key=lambda r: r["attempt"])
    return dict(sorted(groups.items(), key=lambda item: item[1][0]["ts"]))


def rebuild_context(store: Any, row: dict[str, Any]) -> RequestContext:
    """The request's context from a trace row and the sources table."""
    if row.get("query") is None:
        raise ReplayError("the query was not stored (trace.store_query: hash), so the request cannot be rebuilt")
    hashes = row.get("source_sha256")
    if hashes is None:
        raise ReplayError("the row has no source hashes (schema v1): its sources were not recorded")
    sources = []
    for source_id, digest in zip(row["source_ids"], hashes):
        try:
            stored = json.loads(store.get(blob_key(SOURCES, digest)))
        except Exception as exc:
            raise ReplayError(f"source {source_id} ({digest[:12]}) is missing from the sources table: {exc}") from None
        sources.append(Source(id=source_id, text=stored["text"], document=stored.get("document"),
                              jurisdiction=stored.get("jurisdiction")))
    return RequestContext(
        query=row["query"],
        sources=tuple(sources),
        document=row.get("document"),
        allowed_identifiers=tuple(row.get("allowed_identifiers") or ()),
        reference_codes=None if row.get("reference_codes") is None else tuple(row["reference_codes"]),
        profile=row["profile"],
    )


def load_policy(store: Any, policy_sha256: str | None) -> Policy:
    if policy_sha256 is None:
        raise ReplayError("the row does not name its policy (schema v1)")
    try:
        text = store.get(blob_key(POLICIES, policy_sha256)).decode("utf-8")
    except Exception as exc:
        raise ReplayError(f"policy {policy_sha256[:12]} is missing from <uri>/policies/: {exc}") from None
    try:
        return Policy.model_validate(yaml.safe_load(text))
    except CheckLoadError as exc:
        reason = f"{exc} (a check of your own must be importable here: install its package or put it on PYTHONPATH)"
    except ValidationError as exc:
        reason = one_line_errors(exc)
    raise ReplayError(f"the recorded policy {policy_sha256[:12]} cannot be loaded here: {reason}")


def recorded_checks(policy: Policy, row: dict[str, Any]) -> list[str]:
    """The checks the row scored, each loadable here (ReplayError naming the first that is not)."""
    names = list(dict(row["scores"] or {}))
    for name in names:
        try:
            policy.check_class(name)
        except (KeyError, CheckLoadError) as exc:
            raise ReplayError(f"attempt {row['attempt']} ran check {name!r}, which cannot be loaded here: "
                              f"{exc.args[0] if exc.args else exc}") from None
    return names


def _recorded(row: dict[str, Any], check: str) -> dict[str, Any]:
    scores = dict(row["scores"] or {})
    return {"score": float(scores[check]), "passed": check not in (row["failed"] or []),
            "fired": check in (row["fired"] or [])}


def replay_request(store: Any, rows: list[dict[str, Any]], backends: Any = None) -> RequestReplay:
    """Re-run the checks of every attempt in `rows` (one accepted request) and compare."""
    first = rows[0]
    context = rebuild_context(store, first)
    policy = load_policy(store, first.get("policy_sha256"))
    replay = RequestReplay(first["request_id"], first["request_uid"], first["status"], first["profile"],
                           first.get("policy_sha256"), models=dict(first.get("models") or {}),
                           sampling=json.loads(first["sampling"]) if first.get("sampling") else None,
                           prompt_version=first.get("prompt_version"))
    for row in rows:
        if row.get("output") is None:
            continue  # the request ended before this attempt had an answer
        names = recorded_checks(policy, row)
        runnable = [n for n in names if backends is not None or not policy.needs_models(n)]
        checks = policy.build(runnable, backends=backends, include_models=backends is not None,
                              profile=replay.profile)
        results = {r.name: r for r in asyncio.run(run_checks(row["output"], context, checks))}
        for name in names:
            result = results.get(name)
            recomputed = None if result is None else {"score": result.score, "passed": result.passed,
                                                       "fired": result.fired}
            replay.comparisons.append(CheckComparison(row["attempt"], name, _recorded(row, name), recomputed))
        verdict: str | None = None
        if len(results) == len(names):
            hard = any(not r.passed and r.hard for r in results.values())
            verdict = "block" if hard else ("fail" if any(not r.passed for r in results.values()) else "pass")
        replay.decisions.append((row["attempt"], row["decision"], verdict))
    return replay


def _cell(values: dict[str, Any] | None) -> str:
    if values is None:
        return "not re-run (no models configured)"
    return f"score={values['score']:.4f} passed={str(values['passed']).lower()} fired={str(values['fired']).lower()}"


def render(replay: RequestReplay) -> str:
    lines = [
        f"request {replay.request_id} (uid {replay.request_uid}): status {replay.status}, profile {replay.profile}, "
        f"policy {(replay.policy_sha256 or '?')[:12]}, prompt {replay.prompt_version or '-'}",
        "models: " + (", ".join(f"{role}={model}" for role, model in sorted(replay.models.items())) or "-"),
        "sampling: " + (json.dumps(replay.sampling, sort_keys=True) if replay.sampling else "-"),
        f"{'attempt':>7}  {'check':<15} {'recorded':<38} {'recomputed':<38} agree",
    ]
    for c in replay.comparisons:
        mark = {True: "yes", False: "NO", None: "-"}[c.agrees]
        lines.append(f"{c.attempt:>7}  {c.check:<15} {_cell(c.recorded):<38} {_cell(c.recomputed):<38} {mark}")
    for attempt, recorded, recomputed in replay.decisions:
        mark = "-" if recomputed is None else ("yes" if _decision_class(recorded) == recomputed else "NO")
        lines.append(f"{attempt:>7}  {'(decision)':<15} {recorded:<38} {recomputed or 'n/a':<38} {mark}")
    lines.append("verdict: " + ("recomputed verdicts agree" if replay.agrees else "DISAGREEMENT"))
    return "\n".join(lines)


def as_json(replay: RequestReplay) -> dict[str, Any]:
    return {
        "request_id": replay.request_id, "request_uid": replay.request_uid, "status": replay.status,
        "profile": replay.profile, "policy_sha256": replay.policy_sha256, "agrees": replay.agrees,
        "models": replay.models, "sampling": replay.sampling, "prompt_version": replay.prompt_version,
        "checks": [{"attempt": c.attempt, "check": c.check, "recorded": c.recorded, "recomputed": c.recomputed,
                    "agrees": c.agrees} for c in replay.comparisons],
        "decisions": [{"attempt": a, "recorded": r, "recomputed": v} for a, r, v in replay.decisions],
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("uri", help="trace root: s3://bucket/prefix, file:///dir or a directory")
    parser.add_argument("request_id", help="the request's request_id (the caller's ID, or the gate's)")
    parser.add_argument("--uid", help="replay only the accepted request with this request_uid")
    parser.add_argument("--nli-model", help="NLI cross-encoder (path or ID) to re-run groundedness too")
    parser.add_argument("--llm-model", help="LLM for claim extraction and the judge (with --nli-model)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of the side-by-side table")
    args = parser.parse_args(argv)

    groups = load_rows(args.uri, args.request_id, args.uid)
    if not groups:
        print(f"no trace rows for request {args.request_id!r} under {args.uri}", file=sys.stderr)
        return 2
    backends = None
    if args.nli_model:
        from gate.local_backends import build_local_backends

        backends = build_local_backends(args.nli_model, args.llm_model)
    store = open_store(args.uri)
    replays = []
    for rows in groups.values():
        try:
            replays.append(replay_request(store, rows, backends))
        except ReplayError as exc:
            print(f"request {args.request_id} (uid {rows[0]['request_uid']}): cannot replay: {exc}", file=sys.stderr)
            return 2
    if args.json:
        print(json.dumps([as_json(r) for r in replays], indent=2))
    else:
        print("\n\n".join(render(r) for r in replays))
    return 0 if all(r.agrees for r in replays) else 1


if __name__ == "__main__":
    raise SystemExit(main())
