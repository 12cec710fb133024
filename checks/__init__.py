"""Checks, the gate loop and feedback: plain Python, no Ray import."""

from checks.base import Check, CheckConfig, CheckResult, Evidence
from checks.context import RequestContext, Source
from checks.loop import AttemptRecord, GateOutcome, GateSettings, Generation, run_checks, run_gate, verdict_of

__all__ = [
    "AttemptRecord",
    "Check",
    "CheckConfig",
    "CheckResult",
    "Evidence",
    "GateOutcome",
    "GateSettings",
    "Generation",
    "RequestContext",
    "Source",
    "run_checks",
    "run_gate",
    "verdict_of",
]
