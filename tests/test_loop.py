"""The gate loop: pass, heal, block, escalate, on_error, concurrency — driven by a scripted generator."""

from __future__ import annotations

import asyncio
import logging
import time

import pytest

from checks.base import Check, CheckConfig, CheckResult
from checks.context import RequestContext, Source
from checks.loop import GateSettings, run_gate
from checks.policy import Policy
from tests.scripted import ScriptedGenerator

HANDBOOK = Source(
    id="1",
    document="Member handbook",
    text="Following a qualifying inpatient hospital stay of at least 3 days, the plan covers up to 100 days "
    "of care in a skilled nursing facility per benefit period.",
)
CONTEXT = RequestContext(query="What does the plan cover after a hospital stay?", sources=(HANDBOOK,))
GOOD = "After a hospital stay of at least 3 days, the plan covers up to 100 days in a skilled nursing facility [1]."
WRONG_FIGURE = "After a hospital stay of at least 3 days, the plan covers up to 120 days in a skilled nursing facility [1]."
FABRICATED = "The plan covers up to 100 days in a skilled nursing facility [1], as upheld in decision AD-2291 [5]."


@pytest.fixture(scope="module")
def deterministic_checks() -> list[Check]:
    policy = Policy.load()
    return policy.build(policy.check_names("deterministic"))


class SlowCheck(Check):
    """Sleeps, then passes: used to show that checks run concurrently."""

    default_floor = 1.0

    def __init__(self, name: str, seconds: float) -> None:
        super().__init__(CheckConfig())
        self.name = name
        self.seconds = seconds

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        await asyncio.sleep(self.seconds)
        return self.result(1.0, fired=False)


class BrokenBackendCheck(Check):
    """A check whose backend is down: it always raises."""

    name = "broken"

    async def check(self, answer: str, context: RequestContext) -> CheckResult:
        raise ConnectionError("NLI pool unreachable")


async def test_passes_on_first_attempt(deterministic_checks):
    generator = ScriptedGenerator().enqueue(GOOD)
    outcome = await run_gate(CONTEXT, generator, deterministic_checks)
    assert outcome.status == "passed"
    assert outcome.output == GOOD
    assert len(outcome.attempts) == 1 and not outcome.healed
    assert outcome.attempts[0].decision == "pass"
    assert outcome.attempts[0].failed == []
    assert generator.calls[0].feedback is None


async def test_soft_failure_is_retried_with_feedback_then_heals(deterministic_checks):
    generator = ScriptedGenerator().enqueue(WRONG_FIGURE, GOOD)
    outcome = await run_gate(CONTEXT, generator, deterministic_checks, GateSettings(temperatures=[0.7, 0.5, 0.3]))
    assert outcome.status == "passed" and outcome.healed
    assert outcome.output == GOOD
    first, second = outcome.attempts
    assert first.decision == "retry" and first.failed == ["figures"]
    assert "120" in str(first.evidence["figures"])
    # the second prompt carries the figures check's feedback, with the facts the model cannot derive
    feedback = generator.calls[1].feedback
    assert feedback is not None and feedback == first.feedback_out == second.feedback_in
    assert "100" in feedback
    assert [c.temperature for c in generator.calls] == [0.7, 0.5]
    assert second.decision == "pass"


async def test_hard_failure_blocks_at_once_without_output(deterministic_checks):
    generator = ScriptedGenerator().enqueue(FABRICATED, GOOD)
    outcome = await run_gate(CONTEXT, generator, deterministic_checks)
    assert outcome.status == "blocked"
    assert outcome.output is None
    assert len(generator.calls) == 1
    assert outcome.blocking_checks == ("citations",)
    assert outcome.incident_id
    assert outcome.attempts[0].decision == "block"


async def test_persistent_soft_failure_escalates_without_output(deterministic_checks):
    generator = ScriptedGenerator().enqueue(WRONG_FIGURE, WRONG_FIGURE, WRONG_FIGURE)
    outcome = await run_gate(CONTEXT, generator, deterministic_checks, GateSettings(max_attempts=3))
    assert outcome.status == "escalated"
    assert outcome.output is None
    assert [a.decision for a in outcome.attempts] == ["retry", "retry", "escalate"]
    assert len(generator.calls) == 3


async def test_max_attempts_override_per_request(deterministic_checks):
    generator = ScriptedGenerator().enqueue(WRONG_FIGURE)
    outcome = await run_gate(CONTEXT, generator, deterministic_checks, max_attempts=1)
    assert outcome.status == "escalated" and len(outcome.attempts) == 1


@pytest.mark.parametrize(("on_error", "expected_status"), [("open", "passed"), ("closed", "escalated")])
async def test_raising_check_follows_its_on_error_policy(on_error, expected_status):
    check = BrokenBackendCheck(CheckConfig(on_error=on_error))
    generator = ScriptedGenerator().enqueue(GOOD, GOOD, GOOD)
    outcome = await run_gate(CONTEXT, generator, [check])
    assert outcome.status == expected_status
    assert "NLI pool unreachable" in outcome.attempts[0].errors["broken"]
    if expected_status == "passed":
        assert outcome.output == GOOD
    else:
        assert outcome.output is None


async def test_hard_check_that_raises_fails_closed_by_default():
    check = BrokenBackendCheck(CheckConfig(hard=True))
    assert check.on_error == "closed"
    generator = ScriptedGenerator().enqueue(GOOD)
    outcome = await run_gate(CONTEXT, generator, [check])
    assert outcome.status == "blocked" and outcome.output is None


async def test_checks_run_concurrently():
    checks = [SlowCheck("slow_a", 0.4), SlowCheck("slow_b", 0.4), SlowCheck("slow_c", 0.3)]
    generator = ScriptedGenerator().enqueue(GOOD)
    started = time.perf_counter()
    outcome = await run_gate(CONTEXT, generator, checks)
    elapsed = time.perf_counter() - started
    assert outcome.status == "passed"
    assert elapsed < 0.75, f"checks took {elapsed:.2f}s: they ran one after another (sum 1.1 s)"
    assert outcome.attempts[0].latency_ms["check.slow_a"] >= 390


async def test_attempt_record_carries_tokens_and_stage_latencies(deterministic_checks):
    generator = ScriptedGenerator().enqueue(WRONG_FIGURE, GOOD)
    outcome = await run_gate(CONTEXT, generator, deterministic_checks)
    first = outcome.attempts[0]
    assert first.prompt_tokens == 10 and first.completion_tokens == len(WRONG_FIGURE.split())
    assert {"generate", "checks", "check.figures", "check.citations"} <= set(first.latency_ms)
    assert first.scores["figures"] < 1.0 and first.scores["citations"] == 1.0
    assert "figures" in first.fired


async def test_a_phi_block_logs_an_error_without_the_protected_data(deterministic_checks, caplog):
    leaked = "On behalf of Maria Lopez, member ID W123456789, we appeal the denial [1]."
    generator = ScriptedGenerator().enqueue(leaked)
    with caplog.at_level(logging.ERROR, logger="checks.loop"):
        outcome = await run_gate(CONTEXT, generator, deterministic_checks, request_id="req-phi")
    assert outcome.status == "blocked" and outcome.blocking_checks == ("phi",)
    (record,) = [r for r in caplog.records if r.levelno == logging.ERROR]
    message = record.getMessage()
    assert "req-phi" in message and "phi" in message and outcome.incident_id in message
    assert "W123456789" not in message and "Maria" not in message


async def test_the_retry_receives_the_previous_answer_with_the_feedback(deterministic_checks):
    generator = ScriptedGenerator().enqueue(WRONG_FIGURE, GOOD)
    await run_gate(CONTEXT, generator, deterministic_checks)
    assert generator.calls[0].previous_answer is None
    assert generator.calls[1].previous_answer == WRONG_FIGURE and "100" in generator.calls[1].feedback


async def test_a_generator_failure_mid_loop_keeps_the_earlier_attempts_and_records_the_error(deterministic_checks):
    generator = ScriptedGenerator().enqueue(WRONG_FIGURE, ConnectionError("generator replica died"))
    outcome = await run_gate(CONTEXT, generator, deterministic_checks, request_id="req-err")
    assert outcome.status == "error" and outcome.output is None
    first, second = outcome.attempts
    assert first.decision == "retry" and first.output == WRONG_FIGURE and first.error is None
    assert second.decision == "error" and second.results == () and second.output == ""
    assert "ConnectionError" in second.error and "generator replica died" in outcome.error
    assert second.feedback_in == first.feedback_out


async def test_a_cancelled_request_leaves_its_attempts_with_the_unfinished_one_marked(deterministic_checks):
    started_second = asyncio.Event()

    async def generate(context, retry, temperature):
        if retry is None:
            return WRONG_FIGURE
        started_second.set()
        await asyncio.sleep(3600)

    records: list = []
    task = asyncio.create_task(run_gate(CONTEXT, generate, deterministic_checks, records=records))
    await asyncio.wait_for(started_second.wait(), 5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert [r.decision for r in records] == ["retry", "cancelled"]
    assert records[1].error == "cancelled" and "generate" in records[1].latency_ms


class KeepsItsResult(Check):
    """Passes, and keeps the result object it returned, to show the loop times a copy of it."""

    name = "keeps"

    def __init__(self) -> None:
        super().__init__(CheckConfig())
        self.returned: CheckResult | None = None

    async def check(self, answer, context):
        await asyncio.sleep(0.01)
        self.returned = self.result(1.0, fired=False, metrics={"model_calls": 0})
        return self.returned


async def test_the_loop_times_a_copy_of_each_result():
    from checks.loop import run_checks

    check = KeepsItsResult()
    (timed,) = await run_checks(GOOD, CONTEXT, [check])
    assert timed.latency_ms >= 10.0 and check.returned.latency_ms == 0.0
    assert timed is not check.returned and type(timed) is CheckResult
    assert {k: v for k, v in vars(timed).items() if k != "latency_ms"} == {
        k: v for k, v in vars(check.returned).items() if k != "latency_ms"}


async def test_the_outcome_sums_model_calls_and_nli_pairs_over_checks_and_attempts(tiny_models):
    from checks.builtin.groundedness import GroundednessCheck
    from gate.engines.nli import NLIModel
    from gate.local_backends import LocalBackends

    sources = (
        Source(id="1", text="The annual deductible is EUR 385 per calendar year. Coverage begins on 1 January 2025."),
        Source(id="2", text="Claims must be filed within 90 days of the date of service. Appeals go to the committee."),
    )
    backends = LocalBackends(NLIModel(str(tiny_models.nli), device="cpu"), llm=None)  # sentences stand in for claims
    # bands above the random tiny model's scores: every claim unsupported, so both attempts run and fail
    groundedness = GroundednessCheck(
        CheckConfig(floor=0.8, options={"supported_above": 0.99, "unsupported_below": 0.9}), backends)
    checks = [*Policy.load().build(["citations", "figures"]), groundedness]
    generator = ScriptedGenerator().enqueue(
        "The deductible is EUR 385 per year [1]. Claims must be filed within 120 days [2].",
        "The deductible is EUR 385 per year [1]. Claims must be filed within 90 days [2].",
    )
    outcome = await run_gate(RequestContext(query="q", sources=sources), generator, checks, GateSettings(max_attempts=2))
    assert outcome.status == "escalated" and len(outcome.attempts) == 2
    first, second = outcome.attempts
    # attempt 1: both sentences against both passages in one NLI call; attempt 2: only the changed sentence's pairs
    assert (first.model_calls, first.nli_pairs) == (1, 4)
    assert (second.model_calls, second.nli_pairs) == (1, 2)
    assert (outcome.model_calls, outcome.nli_pairs) == (2, 6)
    from checks.loop import model_work

    assert model_work(second.results) == {"model_calls": 1, "nli_pairs": 2}
