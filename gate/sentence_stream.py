"""Sentence-by-sentence verified streaming: release each sentence of a streamed answer once it passed its checks.

Plain asyncio, no Ray (like `checks.loop`): the generator is any async iterator of text pieces, so the loop runs
on a paced scripted engine in tests and on the Ray handle's token stream in the service.

At each sentence boundary of the project's sentence reader (`checks.text.sentences`), the newly complete
sentences are judged in the context of everything before them:

- the deterministic tier runs on the whole text so far (the released prefix and every complete sentence): a
  hard finding (phi, citations) anywhere in it blocks at once; a soft failure fails the new sentences;
- then the model tier (groundedness and the other model checks) runs on the new sentences alone, so their
  claims are extracted and scored as they come (one request's sentences batched per boundary).

A passed sentence is not released at once. Hard checks read across sentences (a birth label in one sentence
and the date in the next, an address block over several lines), so a sentence is held back until
`hold_sentences` further sentences have passed after it and the text checked extends `hold_chars` characters
beyond its end (`ReleaseRule`); a finding that later text makes of released text would need context further
away than that (tests/test_sentence_stream.py measures it over the hard checks' red-team tables).

Checks that judge the whole answer are handled one of three ways:
- `jurisdiction` (one name of the jurisdiction anywhere suffices): while it fails on the text so far, nothing
  from its first finding (a figure) on is released; at the end it decides on the whole answer;
- `tool_call` (the whole answer is tool-call syntax): an answer that opens like a call is held whole; one that
  opens with prose can never be all call syntax, so it does not hold anything;
- `criteria` (an evaluator over the whole answer) and any check this module does not know: the request streams
  buffered (`buffered_reason`), as do requests that offer tools (a reply may be a call).

At the end of the generation the last sentences are judged the same way and the deterministic tier runs once on
the whole final answer (what buffered mode would run), then the rest is released.

Healing: a soft failure stops the generation and retries with the checks' feedback, continuing from the text
already released (the prefix is the start of the assistant message: vLLM's `continue_final_message`), so
released text is never retracted. A hard failure stops and blocks, with nothing of the failing text released.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import re
import time
import uuid
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from checks.base import Check, CheckResult
from checks.context import RequestContext
from checks.feedback import FEEDBACK_PREAMBLE, render_feedback
from checks.loop import (
    AttemptRecord, CheckWorkers, Decision, GateOutcome, GateSettings, Generation, Retry, run_checks,
)
from checks.text.sentences import split_sentences

logger = logging.getLogger(__name__)

StreamMode = Literal["buffered", "sentence"]

# Checks that judge the answer as a whole, each with how sentence mode treats it (see the module docstring).
HOLDING_CHECKS = frozenset({"jurisdiction", "tool_call"})
# Built-in checks that judge a prefix: their findings lie in the sentence that has them (or, for the hard ones,
# in the text around it, which the hold-back covers).
PREFIX_CHECKS = frozenset({
    "citations", "phi", "figures", "codes", "document_scope", "specificity", "groundedness", "fabricated_claims",
    "explicit_support", "acceptance_conflict", "exception_overruled",
})

HEAL_NOTE = ("The beginning of your answer below passed review and has been sent; continue it from exactly where "
             "it stops, without repeating it, so that the rest meets the requirements.")

# Opening of an answer that could turn out to be tool-call syntax in its entirety (checks.builtin.tool_call):
# a JSON object or list, a tag or call token, a code fence, or a call expression `name(`.
_TOOL_CALL_OPENING = re.compile(r"\s*(?:[\[{<`]|(?:functions\.)?[A-Za-z_][\w.]*\s*\()")


def buffered_reason(checks: Sequence[Check], tools_offered: bool = False) -> str | None:
    """Why a request with these checks cannot stream sentence by sentence, or None when it can."""
    if tools_offered:
        return "tools: a reply may be a tool call, which is checked whole"
    whole = [c.name for c in checks if c.name not in PREFIX_CHECKS and c.name not in HOLDING_CHECKS]
    if whole:
        return f"checks that judge only the whole answer: {', '.join(whole)}"
    return None


def sentence_ends(text: str) -> list[int]:
    """The end offset (exclusive) in `text` of each sentence the sentence reader finds, in order."""
    ends: list[int] = []
    cursor = 0
    for sentence in split_sentences(text):
        start = text.find(sentence, cursor)
        if start < 0:  # never: the reader's sentences are slices of the text
            break
        cursor = start + len(sentence)
        ends.append(cursor)
    return ends


def complete_ends(text: str, final: bool) -> list[int]:
    """Ends of the sentences of `text` that are complete: the last one only when the text is final or its line
    has ended (a boundary is confirmed by the next sentence's first character or a line break)."""
    ends = sentence_ends(text)
    if ends and not final and "\n" not in text[ends[-1]:]:
        ends.pop()
    return ends


# Each boundary's checks read the whole text so far; a boundary is judged only once the new sentences are at
# least 1/JUDGE_GROWTH of what was judged before, so the judged lengths grow geometrically and the checks'
# total work stays within about JUDGE_GROWTH + 1 passes over the answer, however many sentences it has.
JUDGE_GROWTH = 8


@dataclass(frozen=True)
class ReleaseRule:
    """How far behind the checked text the released text stays, so that no hard-check finding on the final
    answer can overlap released text: a passed sentence is released once `hold_sentences` more sentences
    passed after it and the checked text reaches `hold_chars` past its end."""

    hold_sentences: int = 1
    hold_chars: int = 64


@dataclass
class Judgement:
    """What one boundary's checks concluded about the new text."""

    verdict: Literal["pass", "fail", "block"]
    results: list[CheckResult]
    hold_at: int | None = None  # no release at or after this offset (a holding check's finding)


class SentenceJudge:
    """Runs a request's checks the way sentence mode does (see the module docstring)."""

    def __init__(self, checks: Sequence[Check], context: RequestContext, workers: CheckWorkers | None = None) -> None:
        self.context = context
        self.workers = workers
        self.deterministic = [c for c in checks if not c.needs_models]
        self.models = [c for c in checks if c.needs_models]
        self._last_read: tuple[str, list[CheckResult]] | None = None

    async def read_whole(self, text: str) -> list[CheckResult]:
        """The deterministic tier's results on `text`. The last reading is kept, so the final answer's check does
        not read again the text the last boundary read."""
        if self._last_read is not None and self._last_read[0] == text:
            return list(self._last_read[1])
        results = await run_checks(text, self.context, self.deterministic, workers=self.workers)
        self._last_read = (text, results)
        return list(results)

    async def judge(self, text: str, start: int, end: int) -> Judgement:
        """Judge `text[start:end]` (newly complete sentences) in the context of `text[:start]`. A holding check
        that fails only holds (`hold_at`): the final answer's check decides it."""
        whole = text[:end]
        results = await self.read_whole(whole)
        if any(r.hard and not r.passed for r in results):
            return Judgement("block", results)
        failed = [r for r in results if not r.passed and r.name not in HOLDING_CHECKS]
        hold_at: int | None = None
        for result in results:
            if not result.passed and result.name in HOLDING_CHECKS:
                starts = [e.start for e in result.evidence if e.start is not None] or [start]
                hold_at = min(starts) if hold_at is None else min(hold_at, *starts)
        if _could_be_tool_call(whole) and any(c.name == "tool_call" for c in self.deterministic):
            hold_at = 0
        if failed:
            return await self._hard_or_soft(text, end, results)
        new = text[start:end].strip()
        if self.models and new:
            offset = start + len(text[start:end]) - len(text[start:end].lstrip())
            model_results = [_shifted(r, offset) for r in await run_checks(new, self.context, self.models)]
            results += model_results
            if any(r.hard and not r.passed for r in model_results):
                return Judgement("block", results)
            if any(not r.passed for r in model_results):
                return await self._hard_or_soft(text, end, results)
        return Judgement("pass", results, hold_at)

    async def _hard_or_soft(self, text: str, end: int, results: list[CheckResult]) -> Judgement:
        """A soft failure stops the attempt; before it is retried, the hard checks read everything generated so
        far (the generator may be sentences ahead of the judged text), so a hard finding there blocks as it would
        on the buffered answer, and no identifier goes into the retry's feedback and row as a soft failure. With
        nothing generated past `end`, `results` already hold the hard checks' reading of it."""
        hard = [c for c in self.deterministic if c.hard]
        if hard and text[end:].strip():
            whole = await run_checks(text, self.context, hard, workers=self.workers)
            if any(not r.passed for r in whole):
                return Judgement("block", [*results, *whole])
        return Judgement("fail", results)


def _shifted(result: CheckResult, offset: int) -> CheckResult:
    """`result` of a check that read the answer from `offset` on, with its evidence offsets into the whole answer."""
    if not offset:
        return result
    evidence = tuple(dataclasses.replace(e, start=e.start + offset, end=None if e.end is None else e.end + offset)
                     if e.start is not None else e for e in result.evidence)
    return dataclasses.replace(result, evidence=evidence)


def _could_be_tool_call(text: str) -> bool:
    return _TOOL_CALL_OPENING.match(text) is not None


class AttemptText:
    """One attempt's text as it grows: `prefix` (released before the attempt) plus the generated pieces; which
    part is judged and which may be released under `rule`."""

    def __init__(self, prefix: str, rule: ReleaseRule) -> None:
        self.prefix = prefix
        self.text = prefix
        self.rule = rule
        self.judged = len(prefix)  # text[:judged] passed
        self.released = len(prefix)  # text[:released] was handed out
        self.passed_ends: list[int] = []  # ends of the judged sentences after the prefix
        self.hold_at: int | None = None

    def append(self, piece: str) -> None:
        self.text += piece

    def next_span(self, final: bool) -> tuple[int, int] | None:
        """(start, end) of the complete sentences not judged yet, or None."""
        ends = [e for e in complete_ends(self.text, final) if e > self.judged]
        if final and self.judged < len(self.text) and self.text[self.judged:].strip() and not ends:
            ends = [len(self.text)]
        if not ends or (not final and (ends[-1] - self.judged) * JUDGE_GROWTH < self.judged):
            return None
        return (self.judged, ends[-1])

    def passed(self, end: int, hold_at: int | None) -> None:
        self.passed_ends += [e for e in sentence_ends(self.text[:end]) if e > self.judged]
        self.judged = end
        self.hold_at = hold_at

    def releasable(self, final_pass: bool = False) -> str:
        """The text newly cleared for release (moves `released`): everything judged when the whole answer passed,
        else the passed sentences the rule lets go."""
        if final_pass:
            target = len(self.text)
        else:
            target = self.released
            for index, end in enumerate(self.passed_ends):
                following = len(self.passed_ends) - index - 1
                if following < self.rule.hold_sentences or self.judged - end < self.rule.hold_chars:
                    break
                if self.hold_at is not None and end > self.hold_at:
                    break
                target = max(target, end)
        piece = self.text[self.released:target]
        self.released = max(self.released, target)
        return piece


# stream(context, retry, temperature, prefix): the generator's pieces of text, continuing `prefix` when it is
# not empty; a `Generation` may come last with the token counts.
StreamFn = Callable[[RequestContext, "Retry | None", float, str], AsyncIterator["str | Generation"]]


async def run_sentence_gate(
    context: RequestContext,
    stream: StreamFn,
    checks: Sequence[Check],
    emit: Callable[[str], None],
    settings: GateSettings | None = None,
    *,
    request_id: str | None = None,
    max_attempts: int | None = None,
    records: list[AttemptRecord] | None = None,
    workers: CheckWorkers | None = None,
    rule: ReleaseRule | None = None,
) -> GateOutcome:
    """`checks.loop.run_gate` for sentence mode: `emit(text)` receives each verified piece as it is released.

    Decisions and records are run_gate's: pass, retry (a soft failure, healed from the released prefix), block
    (a hard finding: nothing more is released), escalate after the last attempt; "error" when the generator
    raises; a cancelled task appends the unfinished attempt to `records` and re-raises. Each record's
    `released_chars` is the text released during the attempt and, when any was, its `latency_ms` carries
    `stream.first_release` (ms from the attempt's start)."""
    settings = settings or GateSettings()
    rule = rule or ReleaseRule()
    attempts_allowed = max_attempts or settings.max_attempts
    request_id = request_id or uuid.uuid4().hex
    records = records if records is not None else []
    judge = SentenceJudge(checks, context, workers)
    released = ""
    retry: Retry | None = None

    for attempt in range(1, attempts_allowed + 1):
        temperature = settings.temperature(attempt)
        state = AttemptText(released, rule)
        run = _Attempt(state, judge, emit)
        started = time.perf_counter()
        try:
            await run.run(stream(context, retry, temperature, released))
        except asyncio.CancelledError:
            records.append(run.record(attempt, temperature, retry, started, "cancelled", None, error="cancelled"))
            logger.info("request %s cancelled during streamed attempt %d", request_id, attempt)
            raise
        except Exception as exc:
            message = f"{run.stage}: {type(exc).__name__}: {exc}"
            records.append(run.record(attempt, temperature, retry, started, "error", None, error=message))
            logger.warning("request %s streamed attempt %d failed in %s: %s", request_id, attempt, run.stage,
                           type(exc).__name__)
            return GateOutcome(request_id, "error", None, tuple(records), error=message, cause=exc)
        released = state.text[:state.released]
        verdict = run.verdict
        last = attempt == attempts_allowed
        decision: Decision = {"pass": "pass", "block": "block"}.get(verdict, "escalate" if last else "retry")  # type: ignore[assignment]
        feedback_out = render_feedback(run.results()) if decision == "retry" else None
        record = run.record(attempt, temperature, retry, started, decision, feedback_out)
        records.append(record)
        if decision == "pass":
            return GateOutcome(request_id, "passed", state.text, tuple(records))
        if decision == "block":
            incident_id = uuid.uuid4().hex
            logger.error("request %s blocked by %s (incident %s)", request_id, ",".join(record.hard_failed), incident_id)
            return GateOutcome(request_id, "blocked", None, tuple(records), incident_id=incident_id,
                               blocking_checks=tuple(record.hard_failed))
        feedback = feedback_out or FEEDBACK_PREAMBLE
        if released.strip():
            feedback = f"{feedback}\n{HEAL_NOTE}"
        retry = Retry(previous_answer=state.text, feedback=feedback)

    logger.info("request %s escalated after %d streamed attempts", request_id, attempts_allowed)
    return GateOutcome(request_id, "escalated", None, tuple(records))


class _Attempt:
    """One streamed attempt: a task reads the generator's pieces while this one judges complete sentences."""

    def __init__(self, state: AttemptText, judge: SentenceJudge, emit: Callable[[str], None]) -> None:
        self.state = state
        self.judge = judge
        self.emit = emit
        self.stage = "generate"
        self.verdict: Literal["pass", "fail", "block"] = "pass"
        self.generation: Generation | None = None
        self.pieces = 0
        self.generate_ms = 0.0
        self.checks_ms = 0.0
        self.first_release_ms: float | None = None
        self.released_chars = 0
        self._results: dict[str, CheckResult] = {}
        self._model_work: dict[str, dict[str, int]] = {}
        self._started = time.perf_counter()

    async def run(self, pieces: AsyncIterator[str | Generation]) -> None:
        """Read `pieces` in a task of their own while judging what they complete; returns with `verdict` set
        (generation stopped as soon as a judgement failed). The generator's error is raised here."""
        changed = asyncio.Event()
        done = False
        error: Exception | None = None

        async def read() -> None:
            nonlocal done, error
            started = time.perf_counter()
            try:
                async for piece in pieces:
                    if isinstance(piece, Generation):
                        self.generation = piece
                    elif piece:
                        self.state.append(piece)
                        self.pieces += 1
                        changed.set()
            except Exception as exc:  # the generator's failure: the attempt's error
                error = exc
            finally:
                self.generate_ms = (time.perf_counter() - started) * 1000.0
                aclose = getattr(pieces, "aclose", None)
                if aclose is not None:  # stop the engine's work now, not when the iterator is collected
                    with contextlib.suppress(Exception):
                        await aclose()
                done = True
                changed.set()

        reader = asyncio.ensure_future(read())
        try:
            while True:
                await changed.wait()
                changed.clear()
                final = done
                if error is not None:
                    raise error
                span = self.state.next_span(final)
                while span is not None:
                    if not await self._judge(span):
                        return
                    final = done
                    if error is not None:
                        raise error
                    span = self.state.next_span(final)
                if final:
                    if await self._final_check():
                        self._release(final_pass=True)
                    return
        finally:
            if not reader.done():
                reader.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await reader

    async def _judge(self, span: tuple[int, int]) -> bool:
        self.stage = "checks"
        started = time.perf_counter()
        judgement = await self.judge.judge(self.state.text, span[0], span[1])
        self.checks_ms += (time.perf_counter() - started) * 1000.0
        self._merge(judgement.results)
        self.stage = "generate"
        if judgement.verdict != "pass":
            self.verdict = judgement.verdict
            return False
        self.state.passed(span[1], judgement.hold_at)
        self._release()
        return True

    async def _final_check(self) -> bool:
        """The deterministic tier on the whole final answer, as buffered mode runs it (holding checks decide)."""
        text = self.state.text
        if not text.strip():
            return True
        self.stage = "checks"
        started = time.perf_counter()
        results = await self.judge.read_whole(text)
        self.checks_ms += (time.perf_counter() - started) * 1000.0
        self._merge(results)
        if any(r.hard and not r.passed for r in results):
            self.verdict = "block"
        elif any(not r.passed for r in results):
            self.verdict = "fail"
        return self.verdict == "pass"

    def _release(self, final_pass: bool = False) -> None:
        piece = self.state.releasable(final_pass)
        if piece:
            if self.first_release_ms is None:
                self.first_release_ms = (time.perf_counter() - self._started) * 1000.0
            self.released_chars += len(piece)
            self.emit(piece)

    def _merge(self, results: Sequence[CheckResult]) -> None:
        """Keep per check its worst result over the attempt's judgements (a failure sticks), with the model work
        summed over them."""
        for result in results:
            work = self._model_work.setdefault(result.name, {"model_calls": 0, "nli_pairs": 0})
            for key in work:
                value = result.metrics.get(key, 0)
                if isinstance(value, int) and not isinstance(value, bool):
                    work[key] += value
            kept = self._results.get(result.name)
            if kept is None or (kept.passed and not result.passed) or (kept.passed == result.passed
                                                                        and result.score < kept.score):
                self._results[result.name] = result

    def results(self) -> list[CheckResult]:
        merged = []
        for name, result in self._results.items():
            metrics = {**result.metrics, **self._model_work.get(name, {})}
            merged.append(dataclasses.replace(result, metrics=metrics))
        return merged

    def record(self, attempt: int, temperature: float, retry: Retry | None, started: float, decision: Decision,
               feedback_out: str | None, error: str | None = None) -> AttemptRecord:
        latency: dict[str, float] = {"generate": self.generate_ms or (time.perf_counter() - started) * 1000.0,
                                     "checks": self.checks_ms}
        if self.first_release_ms is not None:
            latency["stream.first_release"] = self.first_release_ms
        results = self.results()
        latency.update({f"check.{r.name}": r.latency_ms for r in results})
        generation = self.generation
        return AttemptRecord(
            attempt=attempt, output=self.state.text, temperature=temperature,
            results=tuple(results) if error is None else (), decision=decision,
            feedback_in=retry.feedback if retry else None, feedback_out=feedback_out, latency_ms=latency,
            prompt_tokens=generation.prompt_tokens if generation else None,
            completion_tokens=generation.completion_tokens if generation else self.pieces,
            model=generation.model if generation else None, error=error, released_chars=self.released_chars,
        )
