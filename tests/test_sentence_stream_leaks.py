"""Leak tests of sentence-mode streaming (issue 32): no byte of a sentence that failed a check leaves in any stream.

In-process, through the real app (`gate.http.create_http_app` around a real `GateService` and a real trace writer)
with the testkit's paced scripted engine unpaced (`tokens_per_s: 0`: word pieces as fast as the loop takes them,
the most interleavings of generation and judgement), every case runs as four streams (a hostile string as three):
sentence mode and buffered mode, each plain and with `include_usage` and keep-alives. For each stream:

- which text each attempt had is known from the scripted answers and the generator's recorded chats (a healed
  attempt continues the released prefix, which is the chat's last, assistant, message);
- what failed in an attempt is what buffered mode's checks find on that attempt's whole text: the sentences that
  hold a failed check's evidence, and every hard finding's span;
- the stream's released content through each attempt is a prefix of that attempt's text that reaches no failing
  sentence and no finding (by offset), no hard finding's text is anywhere in the response, and the trace row of
  each attempt records as `released_chars` what the client got during it;
- it ends as its verdict says: a passed answer's content is the whole verified answer exactly once, then the final
  chunk; a blocked one ends with the `gate_blocked` error event, an escalated one with `gate_escalated` and its
  `status_url` (sentence mode and keep-alives: events after a 200; buffered: the 422 body, no data).

The cases: passing answers, a soft failure at the start, middle and end of an answer (healed, or escalated), hard
failures (an SSN, a fabricated citation, an identifier split over two sentences or lines) at every position, after a
healed retry and after a soft failure, a jurisdiction named late or never, an answer that opens like a tool call,
and every hostile string of the fuzz tests inside an answer. Then every must-block row of the hard checks' red-team tables inside a
streamed answer.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyarrow.dataset as ds
import pytest

from checks.context import RequestContext, Source
from checks.loop import run_checks
from checks.policy import Policy
from gate.api import ChatCompletionRequest
from gate.sentence_stream import sentence_ends
from gate.traces.store import read_table
from gate_testkit.streaming import PACED_ENGINE
from tests.hostile_helpers import HOSTILE_STRINGS, gate_client
from tests.test_redteam_hard_checks import CITATION_ROWS, PHI_ROWS
from tests.test_sentence_stream import BAD, FIXED, S1, S2, S4, SOURCE, SSN

pytestmark = pytest.mark.timeout(300)

POLICY = Policy.load()
QUERY = "What does the plan cover after a hospital stay?"
PROFILE = "deterministic"
CHECKS = POLICY.build(POLICY.check_names(PROFILE))
UNPACED = {"tokens_per_s": 0}

FABRICATED = "The same benefit was upheld in appeal decision AD-2291 of the review board [5]."
BIRTH = "What is the member's date of birth? It is 04/12/1957."
BIRTH_LINES = "The form asks for the date of birth.\nIt is 04/12/1957 per the member."
ADDRESS = "Send the appeal to the member at:\n14 Elm Street, Apt 2\nSpringfield, IL 62704."
TOOLISH = '{"name": "lookup_benefit", "arguments": {"benefit": "Skilled nursing. Covered days."}}'
UNNAMED = "These rules apply to every plan sold under the law today."


@dataclass(frozen=True)
class Case:
    """A request's scripted attempts and, when known, its verdict."""

    id: str
    answers: tuple[str, ...]
    attempts: int = 3
    expect: str | None = None  # passed / blocked / escalated; None: whatever the checks decide
    sources: tuple[Source, ...] = (SOURCE,)


def j(*sentences: str) -> str:
    return " ".join(sentences)


US_SOURCE = SOURCE.model_copy(update={"jurisdiction": "US"})
CASES = [
    Case("pass", (j(S1, S2, S4),), expect="passed"),
    Case("pass one sentence", (S1,), expect="passed"),
    Case("pass long", (j(S1, S2, S4) + "\n" + j(S1, S2, S4) + "\n\n" + j(S2, S4),), expect="passed"),
    Case("heal first", (j(BAD, S1, S2), j(FIXED, S1, S2)), expect="passed"),
    Case("heal middle", (j(S1, S2, BAD, S4), j(S1, S2, FIXED, S4)), expect="passed"),
    Case("heal last", (j(S1, S2, S4, BAD), j(S1, S2, S4, FIXED)), expect="passed"),
    Case("heal as a bare continuation", (j(S1, S2, BAD, S4), " " + j(FIXED, S4)), expect="passed"),
    Case("heal twice", (j(S1, S2, BAD, S4), j(S1, S2, S4, BAD), j(S1, S2, S4, FIXED)), expect="passed"),
    Case("escalate middle", (j(S1, S2, BAD, S4),), attempts=2, expect="escalated"),
    Case("escalate first", (j(BAD, S1, S2),), attempts=2, expect="escalated"),
    Case("escalate one attempt", (j(S1, S2, S4, BAD),), attempts=1, expect="escalated"),
    Case("ssn first", (j(SSN, S1, S2),), expect="blocked"),
    Case("ssn middle", (j(S1, S2, S4, SSN, S4),), expect="blocked"),
    Case("ssn last", (j(S1, S2, S4, SSN),), expect="blocked"),
    Case("ssn after a heal", (j(S1, S2, BAD, S4), j(S1, S2, FIXED, SSN)), expect="blocked"),
    Case("fabricated citation middle", (j(S1, S2, FABRICATED, S4),), expect="blocked"),
    Case("fabricated citation last", (j(S1, S2, S4, FABRICATED),), expect="blocked"),
    Case("birth label and date in two sentences", (j(S1, S2, BIRTH, S4),), expect="blocked"),
    Case("birth label and date on two lines", (j(S1, S2, BIRTH_LINES, S4),), expect="blocked"),
    Case("address block over lines", (j(S1, S2, ADDRESS, S4),), expect="blocked"),
    Case("soft failure before a hard one", (j(S1, S2, BAD, SSN, S4),), attempts=1),
    Case("jurisdiction named at the end", (j(S1, S2, S4, "These rules apply to plans in the US under federal law."),),
         expect="passed", sources=(US_SOURCE,)),
    Case("jurisdiction never named", (j(S1, S2, S4, UNNAMED),), attempts=2, expect="escalated",
         sources=(US_SOURCE,)),
    Case("opens like a tool call", (TOOLISH,), attempts=1),
    *(Case(f"hostile {i}", (j(S1, text, S2, S4),), attempts=2) for i, text in enumerate(HOSTILE_STRINGS)),
]

STREAMS = [("sentence", {}), ("sentence", {"include_usage": True, "keepalive_s": 1}),
           ("buffered", {}), ("buffered", {"include_usage": True, "keepalive_s": 1})]


@dataclass
class Streamed:
    """A streaming response, read: its status, mode, data payloads and the content its chunks carried."""

    status: int
    mode: str | None
    text: str
    events: list[Any] = field(default_factory=list)  # parsed JSON payloads ("[DONE]" kept as the string)
    body: Any = None  # the JSON body of a response that is not a stream

    @property
    def content(self) -> str:
        return "".join(e["choices"][0]["delta"].get("content") or "" for e in self.events
                       if isinstance(e, dict) and e.get("choices"))

    @property
    def error(self) -> dict[str, Any] | None:
        if self.body is not None:
            return self.body.get("error")
        errors = [e["error"] for e in self.events if isinstance(e, dict) and "error" in e]
        return errors[-1] if errors else None

    @property
    def final(self) -> dict[str, Any] | None:
        finals = [e for e in self.events if isinstance(e, dict) and e.get("choices")
                  and e["choices"][0].get("finish_reason")]
        return finals[-1] if finals else None


def read(response: Any) -> Streamed:
    streamed = Streamed(response.status_code, response.headers.get("gate-stream-mode"), response.text)
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        for line in response.text.splitlines():
            if line.startswith("data:"):
                payload = line[len("data:"):].strip()
                streamed.events.append(payload if payload == "[DONE]" else json.loads(payload))
    else:
        streamed.body = response.json()
    return streamed


def code_units(text: str) -> str:
    """`text` with each character outside the BMP as its UTF-16 surrogate pair: JSON joins the pair an answer
    holds as two code units ("\\ud83d\\ude00"), and the offsets of the checks count the two."""
    data = text.encode("utf-16-le", "surrogatepass")
    return "".join(chr(int.from_bytes(data[i:i + 2], "little")) for i in range(0, len(data), 2))


@dataclass
class Attempt:
    """One attempt as the generator made it: the prefix it continued and its whole text."""

    prefix: str
    text: str


def attempts_made(calls: list[list[dict[str, Any]]], answers: tuple[str, ...]) -> list[Attempt]:
    """Each generator call's text, as the paced scripted engine makes it: the answer in order (the last repeated),
    continuing the chat's final assistant message (a healed retry's released prefix) when there is one."""
    made = []
    for index, messages in enumerate(calls):
        answer = answers[min(index, len(answers) - 1)]
        last = messages[-1]
        prefix = (last.get("content") or "") if last.get("role") == "assistant" and index > 0 else ""
        made.append(Attempt(prefix, answer if answer.startswith(prefix) else prefix + answer))
    return made


@dataclass
class Failures:
    """What buffered mode's checks find on an attempt's whole text: failing sentences and hard findings (offsets)."""

    sentences: list[tuple[int, int]]
    findings: list[tuple[int, int]]
    finding_texts: list[str]
    hard: bool
    failed: bool


async def failures_of(text: str, context: RequestContext) -> Failures:
    results = await run_checks(text, context, CHECKS)
    bounds = [0, *sentence_ends(text)]
    sentences = list(zip(bounds, bounds[1:]))
    spans: list[tuple[int, int]] = []
    findings: list[tuple[int, int]] = []
    texts: list[str] = []
    for result in results:
        if result.passed:
            continue
        for evidence in result.evidence:
            start = 0 if evidence.start is None else evidence.start
            end = len(text) if evidence.end is None else evidence.end
            spans.append((start, end))
            if result.hard:
                findings.append((start, end))
                if evidence.text and evidence.text.strip():
                    texts.append(evidence.text)
        if not result.evidence:
            spans.append((0, len(text)))
    failing = [(s, e) for s, e in sentences if any(a < e and s < b for a, b in spans)]
    return Failures(failing, findings, texts, any(r.hard and not r.passed for r in results),
                    any(not r.passed for r in results))


@dataclass
class Tally:
    streams: int = 0
    content_bytes: int = 0
    failing_sentences: int = 0
    findings: int = 0
    by_status: dict[str, int] = field(default_factory=dict)


def chat_body(case: Case, mode: str, options: dict[str, Any]) -> dict[str, Any]:
    return {"model": "gate", "messages": [{"role": "user", "content": QUERY}], "stream": True,
            "stream_options": {"mode": mode, **options}, "profile": PROFILE, "max_attempts": case.attempts,
            "sources": [s.model_dump(exclude_none=True) for s in case.sources]}


async def send(client: Any, engine: Any, case: Case, mode: str, options: dict[str, Any]) -> tuple[Streamed, list[Attempt]]:
    """Send `case` as one streaming chat request in `mode`: the response read, and the attempts the generator made
    for it (its answers are `case.answers`, from the engine's next one on)."""
    before = len(engine.calls)
    streamed = read(await client.post("/v1/chat/completions", json=chat_body(case, mode, options)))
    return streamed, attempts_made(engine.calls[before:], case.answers)


async def stream_case(tmp: Path, case: Case, mode: str, options: dict[str, Any]) -> None:
    """Send `case` on an app of its own, read its trace rows, and check the stream (see the module docstring)."""
    with gate_client(tmp, answers=list(case.answers), engine_class=PACED_ENGINE, engine_kwargs=UNPACED,
                     policy=POLICY) as (client, service, writer):
        async with client:
            streamed, made = await send(client, service.llm, case, mode, options)
        gate = (streamed.error or {}).get("gate") or (streamed.final or {}).get("gate") or {}
        assert gate.get("request_id"), f"{case.id}: the stream names no request: {streamed.text[:300]}"
        assert writer.flush(timeout=20)
        rows = sorted(read_table((tmp / "traces").as_uri(), "traces", where=ds.field("request_id") == gate["request_id"])
                      .to_pylist(), key=lambda r: r["attempt"])
    await check_stream(case, mode, options, streamed, made, rows, Tally())


def context_of(case: Case) -> RequestContext:
    request = ChatCompletionRequest.model_validate(chat_body(case, "sentence", {})).to_gate_request()
    return request.context(request.query, request.profile)


async def check_stream(case: Case, mode: str, options: dict[str, Any], streamed: Streamed, made: list[Attempt],
                       rows: list[dict[str, Any]], tally: Tally) -> None:
    context = context_of(case)
    label = f"{case.id} [{mode} {options}]"
    assert streamed.status < 500, f"{label}: {streamed.status} {streamed.text[:300]}"
    assert made, f"{label}: the generator was never called: {streamed.text[:300]}"
    content = code_units(streamed.content)
    sentence = mode == "sentence"
    keepalive = "keepalive_s" in options
    if streamed.body is None:  # a stream says its mode (a buffered 422 is no stream)
        assert streamed.mode == mode, f"{label}: streamed as {streamed.mode}"

    # how the stream ends
    error = streamed.error
    status = "passed" if error is None else {"gate_blocked": "blocked", "gate_escalated": "escalated"}.get(error["code"])
    assert status is not None, f"{label}: unexpected error {error}"
    if case.expect is not None:
        assert status == case.expect, f"{label}: {status}, expected {case.expect}: {streamed.text[:400]}"
    if sentence or keepalive or status == "passed":
        assert streamed.status == 200 and streamed.events[-1] == "[DONE]", f"{label}: {streamed.text[:300]}"
    if status == "passed":
        final = streamed.final
        assert final is not None and final["choices"][0]["finish_reason"] == "stop", label
        assert final["gate"]["status"] == "passed" and final["gate"]["stream_mode"] == mode, final
        assert content == made[-1].text, f"{label}: released {content!r}, verified {made[-1].text!r}"
        if options.get("include_usage"):
            assert streamed.events[-2]["usage"]["completion_tokens"] >= 0, streamed.events[-2]
    else:
        gate = error["gate"]
        if status == "escalated":
            assert gate["status_url"] == f"/v1/requests/{gate['request_id']}", gate
        if sentence or keepalive:
            last = streamed.events[-2]
            assert "error" in last, f"{label}: the stream does not end with its error event: {last}"
            assert gate.get("stream_mode") == mode, gate
        else:
            assert streamed.status == 422 and "data:" not in streamed.text, f"{label}: {streamed.text[:300]}"
        if not sentence:
            assert content == "", f"{label}: buffered mode released {content!r} of an answer that did not pass"

    # what each attempt released, and what failed in it
    tally.streams += 1
    tally.content_bytes += len(content.encode("utf-8", "surrogatepass"))
    tally.by_status[status] = tally.by_status.get(status, 0) + 1
    for index, attempt in enumerate(made):
        through = len(made[index + 1].prefix) if index + 1 < len(made) else len(content)
        assert content[:through] == attempt.text[:through], (
            f"{label}: attempt {index + 1} released text that is not its own: {content[:through]!r}")
        assert attempt.text.startswith(attempt.prefix) and content.startswith(attempt.prefix), label
        failures = await failures_of(attempt.text, context)
        tally.failing_sentences += len(failures.sentences)
        tally.findings += len(failures.findings)
        leaked = [attempt.text[s:e] for s, e in failures.sentences + failures.findings if s < through]
        assert not leaked, f"{label}: attempt {index + 1} released {through} chars, reaching what failed: {leaked}"
        for finding in failures.finding_texts:  # an identifier, not a citation's ID ("5")
            assert len(finding) < 6 or finding not in streamed.text, f"{label}: the finding {finding!r} is in the response"
        if status == "passed" and index == len(made) - 1:
            assert not failures.failed, f"{label}: the released answer fails buffered mode's checks"
        if rows and sentence:
            row = rows[index]
            assert row["released_chars"] == through - len(attempt.prefix), (
                f"{label}: attempt {index + 1} traced {row['released_chars']} released chars, the client got "
                f"{through - len(attempt.prefix)}")
    if rows:
        assert len(rows) == len(made), f"{label}: {len(rows)} trace rows for {len(made)} attempts"
        if not sentence:
            assert all(r["released_chars"] is None for r in rows), label


# Every case in the four streams, but a hostile string in three (buffered with usage and keep-alives adds nothing).
STREAMED = [pytest.param(case, mode, options, id=f"{case.id}-{mode}{'-usage-keepalive' if options else ''}")
            for case in CASES for mode, options in STREAMS
            if not (case.id.startswith("hostile") and mode == "buffered" and options)]


@pytest.mark.parametrize(("case", "mode", "options"), STREAMED)
async def test_no_byte_of_a_failing_sentence_leaves_in_any_stream(case, mode, options, tmp_path):
    await stream_case(tmp_path, case, mode, options)


def _must_block_rows() -> Iterator[tuple[str, str, tuple[Source, ...], list[str]]]:
    """(id, text, sources, the identifiers' texts) of each row that must block."""
    for row in PHI_ROWS:
        if row["identifiers"]:
            yield row["id"], row["text"], (SOURCE,), [i["text"] for i in row["identifiers"]]
    for row in CITATION_ROWS:
        if row.get("blocks", bool(row.get("fabricated"))) and row["sources"]:
            passages = row.get("passages") or ["The passage."] * len(row["sources"])
            yield row["id"], row["text"], tuple(Source(id=i, text=t) for i, t in zip(row["sources"], passages)), []


async def test_the_red_team_tables_must_block_rows_leave_nothing_in_a_sentence_stream(tmp_path):
    """Every must-block row of the hard checks' tables, as the third sentence of a streamed answer: the stream
    reaches no finding that buffered mode reports on the same final answer, and ends blocked or escalated.
    One app: its generator answers the rows in order, one attempt each."""
    rows = list(_must_block_rows())
    cases = [Case(row_id, (f"{S1} {S2}\n{text}\n{S4}",), attempts=1, sources=sources) for row_id, text, sources, _ in rows]
    tally = Tally()
    answers = [case.answers[0] for case in cases]
    with gate_client(tmp_path, answers=answers, engine_class=PACED_ENGINE, engine_kwargs=UNPACED) as (client, service, _):
        async with client:
            for case, (_, _, _, identifiers) in zip(cases, rows, strict=True):
                streamed, made = await send(client, service.llm, case, "sentence", {})
                await check_stream(case, "sentence", {}, streamed, made, [], tally)
                content = code_units(streamed.content)
                assert not [i for i in identifiers if len(i) >= 5 and i in content], (case.id, content)
    print(f"red-team rows in sentence streams: {tally}")
    assert tally.streams == len(cases) >= 180 and tally.by_status.get("passed", 0) == 0, tally
