"""Gate metrics through `ray.serve.metrics` (exported with a `ray_` prefix by the node's metrics agent)."""

from __future__ import annotations

from typing import Any

from ray.serve.metrics import Counter, Gauge, Histogram

from checks.loop import GateOutcome

LATENCY_BOUNDARIES_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000, 60000]


class RayGateMetrics:
    """Requests by status, attempts, per-check fired/failed counters and per-stage latency."""

    def __init__(self) -> None:
        self.requests = Counter("gate_requests", description="Gate requests by route and final status.", tag_keys=("route", "status"))
        self.attempts = Histogram(
            "gate_attempts", description="Attempts per request.", boundaries=[1, 2, 3, 4, 5, 10], tag_keys=("route",)
        )
        self.check_fired = Counter("gate_check_fired", description="Answers on which a check's pre-check fired.", tag_keys=("check",))
        self.check_failed = Counter("gate_check_failed", description="Answers a check failed.", tag_keys=("check",))
        self.check_errors = Counter("gate_check_errors", description="Check backend errors.", tag_keys=("check",))
        self.stage_latency = Histogram(
            "gate_stage_latency_ms", description="Latency per stage in milliseconds.",
            boundaries=LATENCY_BOUNDARIES_MS, tag_keys=("stage",),
        )

    def observe_outcome(self, route: str, outcome: GateOutcome) -> None:
        self.requests.inc(tags={"route": route, "status": outcome.status})
        self.attempts.observe(len(outcome.attempts), tags={"route": route})
        for attempt in outcome.attempts:
            for result in attempt.results:
                if result.fired:
                    self.check_fired.inc(tags={"check": result.name})
                if not result.passed:
                    self.check_failed.inc(tags={"check": result.name})
                if result.error:
                    self.check_errors.inc(tags={"check": result.name})
            for stage, ms in attempt.latency_ms.items():
                self.stage_latency.observe(ms, tags={"stage": stage})


class TraceWriterGauges:
    """The trace writer's health as gauges, so operators see trouble before the spool fills.

    Series (with Ray's `ray_` prefix on the metrics export port): `ray_gate_trace_spool_rows`,
    `ray_gate_trace_spool_bytes`, `ray_gate_trace_upload_failures`,
    `ray_gate_trace_oldest_unuploaded_age_s`, `ray_gate_trace_rejected_rows` (rows set aside under
    `rejected/` because they could not be stored) and `ray_gate_trace_degraded` (1 when degraded)."""

    def __init__(self) -> None:
        self.spool_rows = Gauge("gate_trace_spool_rows", description="Trace rows spooled on local disk, not yet in the store.")
        self.spool_bytes = Gauge("gate_trace_spool_bytes", description="Bytes of trace spool on local disk.")
        self.upload_failures = Gauge(
            "gate_trace_upload_failures", description="Failed trace uploads since the writer started."
        )
        self.oldest_age = Gauge(
            "gate_trace_oldest_unuploaded_age_s", description="Age in seconds of the oldest row not yet uploaded (0: none)."
        )
        self.rejected_rows = Gauge(
            "gate_trace_rejected_rows", description="Trace rows set aside under rejected/ because they could not be stored."
        )
        self.degraded = Gauge("gate_trace_degraded", description="1 when the trace writer reports a degraded state.")

    def observe(self, health: dict[str, Any]) -> None:
        self.spool_rows.set(float(health.get("spool_rows") or 0))
        self.spool_bytes.set(float(health.get("spool_bytes") or 0))
        self.upload_failures.set(float(health.get("upload_failures") or 0))
        self.oldest_age.set(float(health.get("oldest_unuploaded_age_s") or 0.0))
        self.rejected_rows.set(float(health.get("rejected_rows") or 0))
        self.degraded.set(0.0 if health.get("state", "ok") == "ok" else 1.0)
