"""Real gate outcomes for the trace tests: `checks.loop.run_gate` with tiny checks and scripted answers.

`ContainsCheck` fails (softly) on an answer that contains its marker; `HardMarkerCheck` is a hard
check that blocks. A script is the list of answers the generator returns, in order, so a test
chooses the path of each request: ["ok"] passes at once, ["BAD", "ok"] heals on the second
attempt, ["BAD"] * 3 escalates, ["SSN 123"] blocks.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

from checks.base import Check, CheckResult, Evidence
from checks.context import RequestContext, Source
from checks.loop import GateOutcome, GateSettings, Generation, run_gate
from gate.traces import TraceConfig


class ContainsCheck(Check):
    """Soft check: score 0 when the answer contains `marker`. Fires on any answer containing 'maybe'."""

    default_floor = 1.0
    default_hint = "Answer only with what the passages state."

    def __init__(self, name: str, marker: str, *, judge_calls: int = 0) -> None:
        super().__init__()
        self.name = name
        self.marker = marker
        self.judge_calls = judge_calls

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        found = answer.find(self.marker)
        fired = found >= 0 or "maybe" in answer
        evidence = [Evidence(self.marker, found, found + len(self.marker), {"kind": "marker"})] if found >= 0 else []
        metrics = {"judge_calls": self.judge_calls} if fired and self.judge_calls else {}
        return self.result(0.0 if found >= 0 else 1.0, fired=fired, evidence=evidence, metrics=metrics)


class HardMarkerCheck(Check):
    """Hard check (like `phi`): blocks an answer containing 'SSN', with the matched digits as evidence."""

    name = "phi"
    default_hard = True
    default_hint = "Remove personal identifiers."

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        found = answer.find("SSN")
        if found < 0:
            return self.result(1.0, fired=False)
        evidence = [Evidence(answer[found:], found, len(answer), {"kind": "ssn"})]
        return self.result(0.0, fired=True, evidence=evidence)


def default_checks() -> list[Check]:
    return [ContainsCheck("figures", "BAD"), ContainsCheck("groundedness", "UNSUPPORTED", judge_calls=2),
            HardMarkerCheck()]


def context_for(index: int, profile: str = "default") -> RequestContext:
    return RequestContext(
        query=f"What does passage {index} say?",
        sources=(Source(id="1", text="Passage one."), Source(id=f"S{index}", text="Another passage.")),
        profile=profile,
    )


async def outcome_from_script(
    script: Sequence[str],
    *,
    request_id: str,
    context: RequestContext | None = None,
    checks: Sequence[Check] | None = None,
    max_attempts: int = 3,
    prompt_tokens: int | None = 100,
    completion_tokens: int | None = 20,
    latency_ms: float | None = 50.0,
    model: str | None = "tiny-model",
) -> GateOutcome:
    """Run the real gate loop on `script` (one answer per attempt)."""
    answers = iter(script)

    async def generate(ctx: RequestContext, feedback: str | None, temperature: float) -> Generation:
        return Generation(
            text=next(answers), prompt_tokens=prompt_tokens, completion_tokens=completion_tokens,
            latency_ms=latency_ms, model=model,
        )

    return await run_gate(
        context or context_for(0), generate, checks if checks is not None else default_checks(),
        GateSettings(max_attempts=max_attempts), request_id=request_id,
    )


SCRIPTS: dict[str, list[str]] = {
    "first_pass": ["A fine answer [1]."],
    "healed": ["A BAD answer [1].", "A fine answer [1]."],
    "healed_late": ["BAD one.", "UNSUPPORTED two.", "Fine three maybe."],
    "escalated": ["BAD one.", "BAD two.", "BAD three."],
    "blocked": ["The SSN is 123-45-6789."],
    "healed_then_blocked": ["BAD one.", "SSN 987-65-4321."],
}
"""Named request paths; the attempts each makes: 1, 2, 3, 3, 1, 2."""


def make_outcomes(count: int, *, prefix: str = "req") -> list[tuple[GateOutcome, RequestContext]]:
    """`count` real outcomes cycling through SCRIPTS, with request IDs '<prefix>-<i>'."""
    names = list(SCRIPTS)

    async def build() -> list[tuple[GateOutcome, RequestContext]]:
        built = []
        for index in range(count):
            context = context_for(index, profile="default" if index % 2 else "claims")
            outcome = await outcome_from_script(
                SCRIPTS[names[index % len(names)]], request_id=f"{prefix}-{index}", context=context
            )
            built.append((outcome, context))
        return built

    return asyncio.run(build())


def fast_config(uri: str, spool_dir: Path, **overrides: object) -> TraceConfig:
    """Short intervals so that tests see uploads within tenths of a second."""
    settings: dict[str, object] = {
        "uri": uri,
        "spool_dir": spool_dir,
        "replica_id": "test",
        "flush_interval_s": 0.2,
        "spool_sync_interval_s": 0.02,
        "upload_attempts": 1,
        "backoff_initial_s": 0.05,
        "backoff_max_s": 0.3,
        "connect_timeout_s": 1.0,
        "read_timeout_s": 5.0,
    }
    settings.update(overrides)
    return TraceConfig(**settings)
