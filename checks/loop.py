"""The gate loop: generate, run every check concurrently, then pass, retry, block or escalate.

Plain asyncio, no Ray: the generator is any async callable, so the loop is driven by a
scripted generator in tests and by a Ray handle in the service. It never returns an
output that failed a check.
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import logging
import threading
import time
import uuid
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from checks.base import Check, CheckResult
from checks.context import RequestContext
from checks.feedback import FEEDBACK_PREAMBLE, render_feedback

logger = logging.getLogger(__name__)

Decision = Literal["pass", "retry", "block", "escalate", "error", "cancelled"]
Status = Literal["passed", "blocked", "escalated", "error", "cancelled"]


@dataclass(frozen=True)
class Generation:
    """One answer from a generator, with token counts when the engine reports them."""

    text: str
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    latency_ms: float | None = None
    model: str | None = None
    # The function calls of a reply that is a tool call (gate.engines.tool_calls.ToolCall; `text` is then the raw
    # reply), and what the checks read of it: the text outside the calls and each call's arguments as text.
    tool_calls: tuple[Any, ...] = ()
    tool_call_text: str | None = None

    @property
    def checked_text(self) -> str:
        """The text the checks read: the answer, or a tool call's arguments (and any text beside them)."""
        return self.tool_call_text if self.tool_calls and self.tool_call_text is not None else self.text


@dataclass(frozen=True)
class Retry:
    """What a retry must see: the answer that failed and the instruction built from its failed checks.

    The model needs its previous answer to act on feedback such as "replace 120": the retry's
    prompt carries it as the assistant turn, followed by the feedback as the user turn."""

    previous_answer: str
    feedback: str

    def __str__(self) -> str:
        return self.feedback


# generate(context, retry, temperature): `retry` is None on the first attempt.
GenerateFn = Callable[[RequestContext, "Retry | None", float], Awaitable["Generation | str"]]


class GateSettings(BaseModel):
    """How many attempts the gate makes and at which temperatures."""

    model_config = ConfigDict(extra="forbid")

    max_attempts: int = Field(
        default=3, ge=1, le=10,
        description="Attempts before the request is escalated; also the most a request may ask for.",
    )
    max_tokens: int = Field(
        default=512, ge=1, le=32768,
        description="Tokens the generator may write per attempt: the default and the most a request may ask "
        "for (more is a 422).",
    )
    temperatures: list[float] = Field(
        default_factory=lambda: [0.7, 0.5, 0.3],
        min_length=1,
        description="Sampling temperature per attempt; the last value repeats for later attempts.",
    )

    @field_validator("temperatures")
    @classmethod
    def _non_negative(cls, values: list[float]) -> list[float]:
        if any(v < 0 for v in values):
            raise ValueError("temperatures must be >= 0")
        return values

    def temperature(self, attempt: int) -> float:
        return self.temperatures[min(attempt - 1, len(self.temperatures) - 1)]


@dataclass(frozen=True)
class AttemptRecord:
    """Everything about one attempt: what the trace writer persists as one row."""

    attempt: int
    output: str
    temperature: float
    results: tuple[CheckResult, ...]
    decision: Decision
    feedback_in: str | None
    feedback_out: str | None
    latency_ms: dict[str, float]
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    model: str | None = None
    # Set when the attempt did not finish: the generator or a check raised, the deadline passed or
    # the client went away. `decision` is then "error" or "cancelled" and `results` may be empty.
    error: str | None = None
    # Sentence-mode streaming only: characters of this attempt's text released to the client (None when buffered).
    released_chars: int | None = None

    @property
    def scores(self) -> dict[str, float]:
        return {r.name: r.score for r in self.results}

    @property
    def failed(self) -> list[str]:
        return [r.name for r in self.results if not r.passed]

    @property
    def hard_failed(self) -> list[str]:
        return [r.name for r in self.results if not r.passed and r.hard]

    @property
    def fired(self) -> list[str]:
        return [r.name for r in self.results if r.fired]

    @property
    def evidence(self) -> dict[str, list[dict[str, Any]]]:
        return {r.name: [e.to_dict() for e in r.evidence] for r in self.results if r.evidence}

    @property
    def errors(self) -> dict[str, str]:
        return {r.name: r.error for r in self.results if r.error}

    @property
    def model_calls(self) -> int:
        """Model calls this attempt's checks made (extraction, NLI, judge, evaluator); cached work is not counted."""
        return model_work(self.results)["model_calls"]

    @property
    def nli_pairs(self) -> int:
        """NLI pairs this attempt's checks sent to the model (pairs served from the request's cache not counted)."""
        return model_work(self.results)["nli_pairs"]


def model_work(results: Sequence[CheckResult]) -> dict[str, int]:
    """`model_calls` and `nli_pairs` summed over check results (e.g. one /v1/verify answer's): work shared between
    checks (one extraction, one batched copy call, a pair scored once) is counted once, by the check that did it."""
    totals = {"model_calls": 0, "nli_pairs": 0}
    for result in results:
        for key in totals:
            value = result.metrics.get(key, 0)
            if isinstance(value, int) and not isinstance(value, bool):
                totals[key] += value
    return totals


@dataclass(frozen=True)
class GateOutcome:
    """The gate's decision for one request. `output` is set only when status is 'passed'."""

    request_id: str
    status: Status
    output: str | None
    attempts: tuple[AttemptRecord, ...]
    incident_id: str | None = None
    blocking_checks: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)
    # Why the request ended without a decision (status "error" or "cancelled").
    error: str | None = None
    # The exception behind status "error" (the generator's or the loop's), so the caller can answer with the
    # status it deserves (a prompt too long, a model timeout); never traced.
    cause: BaseException | None = field(default=None, compare=False, repr=False)

    @property
    def healed(self) -> bool:
        return self.status == "passed" and len(self.attempts) > 1

    @property
    def final(self) -> AttemptRecord:
        return self.attempts[-1]

    @property
    def model_calls(self) -> int:
        """Model calls the checks made over every attempt of the request (the generator's calls not counted)."""
        return sum(attempt.model_calls for attempt in self.attempts)

    @property
    def nli_pairs(self) -> int:
        """NLI pairs scored over every attempt of the request (a retry's cached pairs not counted)."""
        return sum(attempt.nli_pairs for attempt in self.attempts)


async def _timed_check(check: Check, answer: str, context: RequestContext) -> CheckResult:
    started = time.perf_counter()
    try:
        result = await check.check(answer, context)
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # a backend failure: the check's on_error policy decides
        logger.debug("check %s raised %s; applying on_error=%s", check.name, type(exc).__name__, check.on_error)
        result = check.error_result(exc)
    elapsed = (time.perf_counter() - started) * 1000.0
    return dataclasses.replace(result, latency_ms=elapsed)  # a copy: the check's own result is left as it is


def freeze_startup_heap() -> None:
    """Put every object alive now out of the cyclic garbage collector's reach, once a process has built its checks
    (the Gate replica at its start; the benchmarks, as it does).

    What a process builds to check answers (compiled readers, Presidio's recognizers, numbering plans, the policy)
    lives as long as it does. Left in the collector's oldest generation, every full collection reads all of it, and
    a request that allocates many small objects triggers full collections: 64 KB of "[1][2]" cost 0.36 s where 32 KB
    cost 0.11 s (`bench_hostile.py`'s marker_pairs), in proportion to the process's heap, not to the request. Frozen,
    a collection reads what requests allocated since (0.22 s, linear). Later garbage is collected as before."""
    gc.collect()
    gc.freeze()


class CheckWorkers:
    """Worker threads that run the deterministic tier of the checks off the caller's event loop.

    The deterministic checks are pure CPU work. Run on a server's event loop, a long answer would
    stall every other request of the process (health checks included) and no deadline could fire
    while it ran; in a worker the loop stays free and the caller's deadline cancels the wait.
    `workers` bounds how much check work runs at once: more jobs queue for a free worker. Each
    worker thread keeps one event loop of its own (a deterministic check that awaits, such as
    phi's name layer, runs on it). A job whose caller stopped waiting (deadline, client gone) is
    abandoned before its next check, so a cancelled request holds a worker for one check at most."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._local = threading.local()
        self._executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="gate-checks")

    async def run(self, answer: str, context: RequestContext, checks: Sequence[Check]) -> list[CheckResult]:
        """The deterministic tier's results for `checks` (all of them without `needs_models`), in their order."""
        abandoned = threading.Event()
        future = asyncio.get_running_loop().run_in_executor(
            self._executor, self._run_in_worker, answer, context, checks, abandoned
        )
        try:
            return await future
        except asyncio.CancelledError:
            abandoned.set()  # a job not yet started is dropped by the executor; a running one stops at its next check
            raise

    def _run_in_worker(
        self, answer: str, context: RequestContext, checks: Sequence[Check], abandoned: threading.Event
    ) -> list[CheckResult]:
        runner = getattr(self._local, "runner", None)
        if runner is None:
            runner = self._local.runner = asyncio.Runner()
        return runner.run(_deterministic_tier(answer, context, checks, abandoned))

    def close(self) -> None:
        """Stop taking jobs; jobs queued are dropped, running ones finish in their threads."""
        self._executor.shutdown(wait=False, cancel_futures=True)


async def run_checks(
    answer: str, context: RequestContext, checks: Sequence[Check], *, workers: CheckWorkers | None = None
) -> list[CheckResult]:
    """Run the checks on one answer in two tiers; a raising check becomes its on_error result.

    Tier 1, the deterministic checks (no `needs_models`): those that never await (`Check.runs_inline`)
    run one after another, which costs far less than a task each; the others concurrently. With
    `workers` the whole tier runs in a worker thread (`CheckWorkers`), off this event loop.
    A hard failure there ends the attempt: no model is called, and each model check gets a result
    marked `skipped` (fired False, no model calls). Tier 2, the model checks, runs only on an answer
    that passed the hard checks, all of them concurrently (so their model calls can be batched
    together). Results come back in the order of `checks`."""
    results: list[CheckResult | None] = [None] * len(checks)
    deterministic = [position for position, check in enumerate(checks) if not check.needs_models]
    model_checks = [position for position, check in enumerate(checks) if check.needs_models]
    tier_one = [checks[position] for position in deterministic]
    if workers is not None and tier_one:
        tier_one_results = await workers.run(answer, context, tier_one)
    else:
        tier_one_results = await _deterministic_tier(answer, context, tier_one)
    for position, result in zip(deterministic, tier_one_results):
        results[position] = result
    if model_checks:
        hard_failed = [r.name for r in results if r is not None and r.hard and not r.passed]
        if hard_failed:
            reason = f"not run: hard check {', '.join(hard_failed)} failed first"
            for position in model_checks:
                results[position] = _skipped_result(checks[position], reason)
        else:
            await _gather_into(results, model_checks, checks, answer, context)
    return results  # type: ignore[return-value]


async def _deterministic_tier(
    answer: str, context: RequestContext, checks: Sequence[Check], abandoned: threading.Event | None = None
) -> list[CheckResult]:
    """Tier 1: the inline checks one after another, then the others concurrently; stops when `abandoned` is set."""
    results: list[CheckResult | None] = [None] * len(checks)
    concurrent: list[int] = []
    for position, check in enumerate(checks):
        if not check.runs_inline:
            concurrent.append(position)
            continue
        if abandoned is not None and abandoned.is_set():
            raise asyncio.CancelledError("nobody waits for these checks any more")
        results[position] = await _timed_check(check, answer, context)
    await _gather_into(results, concurrent, checks, answer, context)
    return results  # type: ignore[return-value]


async def _gather_into(
    results: list[CheckResult | None], positions: list[int], checks: Sequence[Check], answer: str,
    context: RequestContext,
) -> None:
    """Run the checks at `positions` concurrently and put their results in place."""
    if not positions:
        return
    gathered = await asyncio.gather(*(_timed_check(checks[i], answer, context) for i in positions))
    for position, result in zip(positions, gathered):
        results[position] = result


def _skipped_result(check: Check, reason: str) -> CheckResult:
    """A model check left out because the attempt already failed a hard deterministic check: it did no work, so it
    neither passes nor fails the answer on its own (the hard failure decides) and records why."""
    return CheckResult(
        name=check.name, score=1.0, passed=True, fired=False, hard=check.hard,
        metrics={"skipped": reason, "model_calls": 0, "nli_pairs": 0},
    )


def verdict_of(results: Sequence[CheckResult]) -> Literal["pass", "fail", "block"]:
    """'block' when a hard check failed, 'fail' when only soft checks failed, else 'pass'."""
    if any(not r.passed and r.hard for r in results):
        return "block"
    if any(not r.passed for r in results):
        return "fail"
    return "pass"


async def run_gate(
    context: RequestContext,
    generate: GenerateFn,
    checks: Sequence[Check],
    settings: GateSettings | None = None,
    *,
    request_id: str | None = None,
    max_attempts: int | None = None,
    records: list[AttemptRecord] | None = None,
    workers: CheckWorkers | None = None,
    tool_call_checks: Sequence[Check] | None = None,
) -> GateOutcome:
    """Generate and check up to `max_attempts` times; see the module docstring for the decisions.

    A reply that is a tool call (`Generation.tool_calls`) is checked by `tool_call_checks` when given
    (the hard checks that apply to a call's arguments), by `checks` otherwise.

    Every attempt that started is recorded. When the generator or the loop itself raises, the
    outcome has status "error" (the attempts before it are kept, the failed one carries the
    error). When the task is cancelled (client gone, deadline passed), the unfinished attempt is
    appended to `records` with decision "cancelled" before CancelledError propagates: a caller
    that passes `records` still has every attempt to trace. `workers` runs the deterministic
    checks off the event loop (see `run_checks`)."""
    settings = settings or GateSettings()
    attempts_allowed = max_attempts or settings.max_attempts
    request_id = request_id or uuid.uuid4().hex
    records = records if records is not None else []
    retry: Retry | None = None

    for attempt in range(1, attempts_allowed + 1):
        temperature = settings.temperature(attempt)
        attempt_started = time.perf_counter()
        stage = "generate"
        try:
            generation = await generate(context, retry, temperature)
            if isinstance(generation, str):
                generation = Generation(text=generation)
            generate_ms = (time.perf_counter() - attempt_started) * 1000.0
            stage = "checks"
            started = time.perf_counter()
            # A tool call is read by the checks that apply to it (phi on its arguments), when the caller names them.
            attempt_checks = tool_call_checks if generation.tool_calls and tool_call_checks is not None else checks
            results = await run_checks(generation.checked_text, context, attempt_checks, workers=workers)
        except asyncio.CancelledError:
            records.append(_unfinished(attempt, temperature, retry, attempt_started, stage, "cancelled", "cancelled"))
            logger.info("request %s cancelled during attempt %d (%s)", request_id, attempt, stage)
            raise
        except Exception as exc:
            message = f"{stage}: {type(exc).__name__}: {exc}"
            records.append(_unfinished(attempt, temperature, retry, attempt_started, stage, "error", message))
            logger.warning("request %s attempt %d failed in %s: %s", request_id, attempt, stage, type(exc).__name__)
            return GateOutcome(request_id, "error", None, tuple(records), error=message, cause=exc)
        checks_ms = (time.perf_counter() - started) * 1000.0
        latency = {"generate": generation.latency_ms or generate_ms, "checks": checks_ms}
        latency.update({f"check.{r.name}": r.latency_ms for r in results})

        verdict = verdict_of(results)
        last = attempt == attempts_allowed
        decision: Decision
        if verdict == "pass":
            decision = "pass"
        elif verdict == "block":
            decision = "block"
        else:
            decision = "escalate" if last else "retry"
        feedback_out = render_feedback(results) if decision == "retry" else None
        record = AttemptRecord(
            attempt=attempt,
            output=generation.text,
            temperature=temperature,
            results=tuple(results),
            decision=decision,
            feedback_in=retry.feedback if retry else None,
            feedback_out=feedback_out,
            latency_ms=latency,
            prompt_tokens=generation.prompt_tokens,
            completion_tokens=generation.completion_tokens,
            model=generation.model,
        )
        records.append(record)

        if decision == "pass":
            return GateOutcome(request_id, "passed", generation.text, tuple(records))
        if decision == "block":
            incident_id = uuid.uuid4().hex
            logger.error(
                "request %s blocked by %s (incident %s)", request_id, ",".join(record.hard_failed), incident_id
            )
            return GateOutcome(
                request_id, "blocked", None, tuple(records), incident_id=incident_id,
                blocking_checks=tuple(record.hard_failed),
            )
        # A failed check without feedback still gets the generic instruction, so a retry always
        # sees its previous answer and what to change.
        retry = Retry(previous_answer=generation.text, feedback=feedback_out or FEEDBACK_PREAMBLE)

    logger.info("request %s escalated after %d attempts", request_id, attempts_allowed)
    return GateOutcome(request_id, "escalated", None, tuple(records))


def _unfinished(
    attempt: int, temperature: float, retry: Retry | None, started: float, stage: str, decision: Decision, error: str
) -> AttemptRecord:
    """The record of an attempt that ended without a verdict: no output, no results, the error."""
    return AttemptRecord(
        attempt=attempt, output="", temperature=temperature, results=(), decision=decision,
        feedback_in=retry.feedback if retry else None, feedback_out=None,
        latency_ms={stage: (time.perf_counter() - started) * 1000.0}, error=error,
    )
