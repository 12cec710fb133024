"""Sentence mode's loop in plain Python (gate.sentence_stream): what is released and when, healing from the
released prefix, hard failures, escalation and cancellation, and the hold-back rule measured over the hard
checks' red-team tables."""

from __future__ import annotations

import asyncio
import random

import pytest

from checks.base import CheckConfig
from checks.builtin.citations import CitationsCheck
from checks.builtin.phi import PHICheck
from checks.context import RequestContext, Source
from checks.loop import GateSettings
from checks.policy import Policy
from gate.engines.config import EngineConfig
from gate.engines.llm import build_llm_engine
from gate.sentence_stream import (
    AttemptText, ReleaseRule, SentenceJudge, buffered_reason, complete_ends, run_sentence_gate, sentence_ends,
)
from gate_testkit.streaming import PACED_ENGINE
from tests.test_redteam_hard_checks import CITATION_ROWS, ORGANISATION_CONTACTS, PHI_ROWS

POLICY = Policy.load()
SOURCE = Source(id="1", document="Member handbook", text=(
    "Following a qualifying inpatient hospital stay of at least 3 days, the plan covers up to 100 days of care in "
    "a skilled nursing facility per benefit period. Members may appeal a denial within 60 days of the notice."))
CONTEXT = RequestContext(query="What does the plan cover after a hospital stay?", sources=(SOURCE,))
S1 = "The plan covers care in a skilled nursing facility after a qualifying inpatient hospital stay [1]."
S2 = "The hospital stay that qualifies a member for this care must last at least 3 days [1]."
BAD = "Once the member qualifies, the plan covers up to 120 days of that care in each benefit period [1]."
FIXED = "Once the member qualifies, the plan covers up to 100 days of that care in each benefit period [1]."
S4 = "A member whose claim is denied may appeal the denial within 60 days of the notice [1]."
SSN = "The member with SSN 123-45-6789 may appeal the denial within 60 days of the notice [1]."


def deterministic_checks():
    return POLICY.build(POLICY.check_names("deterministic"))


def paced(*answers: str, tokens_per_s: float = 100):
    return build_llm_engine(EngineConfig(backend="custom", engine_class=PACED_ENGINE, model="paced",
                                         answers=list(answers), engine_kwargs={"tokens_per_s": tokens_per_s}))


async def run(engine, context=CONTEXT, checks=None, attempts=3, rule=None):
    released: list[str] = []
    records: list = []

    async def stream(ctx, retry, temperature, prefix):
        messages = [{"role": "user", "content": ctx.query}]
        if retry is not None:
            messages += [{"role": "assistant", "content": retry.previous_answer},
                         {"role": "user", "content": retry.feedback}]
        if prefix:
            messages.append({"role": "assistant", "content": prefix})
        async for piece in engine.stream_generate(messages, None, continue_final=bool(prefix)):
            yield piece

    outcome = await run_sentence_gate(context, stream, checks or deterministic_checks(), released.append,
                                      GateSettings(max_attempts=attempts), records=records, rule=rule)
    return outcome, released, records


def test_sentence_ends_are_the_readers_sentences_and_the_last_waits_for_its_boundary():
    text = "The fee is $5 (see Dr. Roe). It is due now.\nNext line"
    ends = sentence_ends(text)
    assert [text[:e] for e in ends[:2]] == ["The fee is $5 (see Dr. Roe).", "The fee is $5 (see Dr. Roe). It is due now."]
    assert complete_ends(text, final=False) == ends[:2] and complete_ends(text, final=True) == ends
    assert complete_ends("One sentence. Two", final=False) == [len("One sentence.")]
    assert complete_ends("One sentence. ", final=False) == []  # no next sentence yet: not confirmed


def test_a_passed_sentence_waits_for_the_next_one_and_the_margin():
    state = AttemptText("", ReleaseRule(hold_sentences=1, hold_chars=20))
    state.append("First sentence is here. Second one. Third sentence comes")
    span = state.next_span(final=False)
    assert state.text[slice(*span)] == "First sentence is here. Second one."
    state.passed(span[1], None)
    assert state.releasable() == "", "the second sentence is only 12 characters past the first"
    state.append(" now. Fourth")
    state.passed(state.next_span(final=False)[1], None)
    assert state.releasable() == "First sentence is here. Second one."
    assert state.releasable(final_pass=True) == " Third sentence comes now. Fourth"


async def test_a_failing_sentence_in_the_middle_heals_from_the_released_prefix():
    first, healed = " ".join([S1, S2, BAD, S4]), " ".join([S1, S2, FIXED, S4])
    engine = paced(first, healed)
    outcome, released, records = await run(engine)
    assert outcome.status == "passed" and outcome.output == healed
    assert "".join(released) == healed, "the client gets every byte once, in order"
    prefix = records[0].output[: records[0].released_chars]
    assert prefix.startswith(S1) and "120" not in "".join(released)
    retry = engine.calls[1]
    assert retry[-1] == {"role": "assistant", "content": prefix}, "the retry continues the released text"
    assert "120" in retry[-2]["content"] and "continue it" in retry[-2]["content"]
    assert engine.stream_stats[0].closed_early, "the failing attempt stopped generating"
    assert [r.decision for r in records] == ["retry", "pass"] and outcome.healed


async def test_a_hard_failure_after_released_sentences_blocks_and_releases_nothing_of_it():
    outcome, released, records = await run(paced(" ".join([S1, S2, S4, SSN, S4])))
    assert outcome.status == "blocked" and outcome.blocking_checks == ("phi",)
    text = "".join(released)
    assert text.startswith(S1) and "123-45-6789" not in text and "SSN" not in text
    assert (" ".join([S1, S2, S4, SSN])).startswith(text)
    assert records[-1].decision == "block"


async def test_a_soft_failure_with_an_identifier_already_generated_after_it_blocks():
    """The generator runs ahead of the judged text: when a sentence fails softly, an identifier generated after it
    blocks the attempt (as buffered mode would), rather than going into the retry's feedback as a soft failure."""
    judge = SentenceJudge(deterministic_checks(), CONTEXT)
    judged = " ".join([S1, S2, BAD])
    ahead = await judge.judge(f"{judged} {SSN}", 0, len(judged))
    assert ahead.verdict == "block" and any(r.name == "phi" and not r.passed for r in ahead.results)
    alone = await judge.judge(f"{judged} {S4}", 0, len(judged))
    assert alone.verdict == "fail" and all(r.passed for r in alone.results if r.name == "phi")


async def test_escalation_releases_only_what_passed():
    outcome, released, records = await run(paced(" ".join([S1, S2, BAD, S4])), attempts=2)
    assert outcome.status == "escalated" and [r.decision for r in records] == ["retry", "escalate"]
    assert "120" not in "".join(released)


async def test_cancelling_stops_the_generation_and_records_the_attempt():
    engine = paced(" ".join([S1, S2, S4] * 4), tokens_per_s=50)
    records: list = []
    task = asyncio.ensure_future(run_sentence_gate(
        CONTEXT, lambda ctx, retry, t, prefix: engine.stream_generate([{"role": "user", "content": "q"}]),
        deterministic_checks(), lambda text: None, records=records))
    await asyncio.sleep(0.5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert records[-1].decision == "cancelled"
    await asyncio.sleep(0.1)
    sent = engine.stream_stats[0].sent
    await asyncio.sleep(0.2)
    assert engine.stream_stats[0].sent == sent < engine.stream_stats[0].total, "no token generated for nobody"


async def test_jurisdiction_holds_figures_until_it_is_named():
    context = RequestContext(query="q", sources=(SOURCE.model_copy(update={"jurisdiction": "US"}),))
    answer = " ".join([S1, S2, S4, "These rules apply to plans in the US under federal law today."])
    outcome, released, _ = await run(paced(answer), context=context)
    assert outcome.status == "passed" and "".join(released) == answer
    unnamed = " ".join([S1, S2, S4, "These rules apply to every plan sold under the law today."])
    outcome, released, records = await run(paced(unnamed), context=context, attempts=1)
    assert outcome.status == "escalated" and "jurisdiction" in records[0].failed
    assert "3 days" not in "".join(released), "nothing from the first figure on was released"


async def test_an_answer_that_opens_like_a_tool_call_is_held_whole():
    answer = '{"name": "lookup", "arguments": {"q": "Skilled nursing. Covered days."}}'
    outcome, released, _ = await run(paced(answer), attempts=1)
    assert outcome.status == "escalated" and released == []


def test_profiles_with_a_whole_answer_check_or_tools_stream_buffered():
    assert buffered_reason(deterministic_checks()) is None
    criteria = POLICY.check_class("criteria")
    assert "criteria" in buffered_reason([*deterministic_checks(), criteria.__new__(criteria)])
    assert buffered_reason(deterministic_checks(), tools_offered=True).startswith("tools")


# ---------------------------------------------------------------- the hold-back rule over the red-team tables

def _phi() -> PHICheck:
    options = dict(POLICY.config_for("phi").options)
    options["names"] = {"enabled": False}
    options["organisation_contacts"] = ORGANISATION_CONTACTS
    return PHICheck(CheckConfig(options=options))


async def _released_before_stop(text: str, context: RequestContext, checks, step: int = 3) -> str:
    """What sentence mode releases of `text` streamed `step` characters at a time, judged after every piece
    (the most releases any timing can give), until a judgement fails."""
    judge = SentenceJudge(checks, context)
    state = AttemptText("", ReleaseRule())
    for end in range(step, len(text) + step, step):
        state.text = text[:end]
        final = end >= len(text)
        span = state.next_span(final)
        while span is not None:
            judgement = await judge.judge(state.text, *span)
            if judgement.verdict != "pass":
                return state.text[:state.released]
            state.passed(span[1], judgement.hold_at)
            state.releasable()
            span = state.next_span(final)
    return state.text[:state.released]


def _must_block_cases():
    rng = random.Random(5)
    clean = [r["text"] for r in PHI_ROWS if not r["identifiers"]]
    for row in PHI_ROWS:
        if row["identifiers"]:
            yield row["id"], row["text"], RequestContext(), "phi"
            for separator in ("\n", " "):
                lead = separator.join(rng.sample(clean, 2))
                yield row["id"], f"{lead}{separator}{row['text']}{separator}{rng.choice(clean)}", RequestContext(), "phi"
    for row in CITATION_ROWS:
        if row.get("blocks", bool(row.get("fabricated"))):
            passages = row.get("passages") or ["The passage."] * len(row["sources"])
            context = RequestContext(sources=tuple(Source(id=i, text=t) for i, t in zip(row["sources"], passages)))
            yield row["id"], f"The plan covers physical therapy visits. {row['text']} Members may appeal.", context, "citations"


async def test_sentence_mode_releases_no_part_of_any_finding_buffered_mode_reports():
    """For every must-block case of the tables (alone and inside paragraphs): buffered mode's findings on the
    final answer do not overlap the text sentence mode released before it stopped."""
    checks = {"phi": _phi(), "citations": CitationsCheck(CheckConfig())}
    leaked, blocked = [], 0
    for case, text, context, name in _must_block_cases():
        final = await checks[name].check(text, context)
        if final.passed:
            continue
        blocked += 1
        released = await _released_before_stop(text, context, list(checks.values()))
        if any(e.start is None or e.start < len(released) for e in final.evidence if released):
            leaked.append((case, text, len(released)))
    assert blocked >= 600 and not leaked


# ---------------------------------------------------------------- the CPU engine's token stream

async def test_the_transformers_engine_streams_what_it_would_generate_and_continues_a_prefix(tiny_models):
    from checks.loop import Generation

    engine = build_llm_engine(EngineConfig(backend="transformers", model=str(tiny_models.lm), device="cpu"))
    try:
        messages = [{"role": "user", "content": "What does the plan cover?"}]
        whole = await engine.generate(messages, {"max_tokens": 24, "temperature": 0.0})
        pieces = [p async for p in engine.stream_generate(messages, {"max_tokens": 24, "temperature": 0.0})]
        assert isinstance(pieces[-1], Generation) and pieces[-1].completion_tokens == whole.completion_tokens
        assert "".join(pieces[:-1]) == pieces[-1].text == whole.text and len(pieces) > 2
        prefix = [*messages, {"role": "assistant", "content": "The plan"}]
        ids = engine._prompt_ids(prefix, None, continue_final=True)
        assert engine.tokenizer.decode(ids).rstrip().endswith("The plan"), "the prefix is left open"
        stream = engine.stream_generate(prefix, {"max_tokens": 200, "temperature": 0.0}, continue_final=True)
        first = await stream.__anext__()
        await stream.aclose()  # a closed stream stops its generate at the next token
        assert isinstance(first, str)
    finally:
        engine.shutdown()
