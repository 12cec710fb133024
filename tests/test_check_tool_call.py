"""`tool_call`: an answer that is, in its entirety, tool-call syntax fails; prose mentioning it passes."""

from __future__ import annotations

import pytest

from checks.context import RequestContext
from checks.builtin.tool_call import ToolCallCheck


async def run(answer: str) -> object:
    return await ToolCallCheck().check(answer, RequestContext())


@pytest.mark.parametrize(
    "answer",
    [
        'functions.lookup_benefit({"benefit": "deductible"})',
        'lookup_benefit({"benefit": "deductible"})',
        "  get_weather(city='Paris', unit=\"c\")  ",
        'search_docs()',
        '{"name": "lookup_benefit", "arguments": {"benefit": "deductible"}}',
        '{"name": "lookup_benefit", "parameters": {"benefit": "deductible"}}',
        '{"function": {"name": "lookup", "arguments": "{}"}}',
        '{"tool_calls": [{"id": "c1", "type": "function", "function": {"name": "lookup"}}]}',
        '[{"name": "a", "arguments": {}}, {"name": "b", "arguments": {}}]',
        '```json\n{"name": "lookup_benefit", "arguments": {"benefit": "deductible"}}\n```',
        '<tool_call>\n{"name": "lookup_benefit", "arguments": {"benefit": "deductible"}}\n</tool_call>',
        '<tool_call>{"name": "a", "arguments": {}}</tool_call>\n<tool_call>{"name": "b", "arguments": {}}</tool_call>',
        '[TOOL_CALLS] [{"name": "lookup", "arguments": {}}]',
        "{'name': 'lookup_benefit', 'arguments': {'benefit': 'deductible'}}",
    ],
)
async def test_raw_tool_calls_fail(answer: str) -> None:
    result = await run(answer)
    assert not result.passed and result.fired and result.score == 0.0
    assert result.evidence and result.feedback


@pytest.mark.parametrize(
    "answer",
    [
        'The request body was {"name": "lookup_benefit", "arguments": {}}, which the plan rejected.',
        "The model should not emit <tool_call> tags; the deductible is 1632 dollars [1].",
        '{"deductible": 1632, "coinsurance": "20%"}',
        "The deductible is 1632 dollars (see [1])",
        "Use lookup() only when asked.",
        "E11.9 (type 2 diabetes)",
        "```\nThe deductible is 1632 dollars.\n```",
        "Plain prose answer [1].",
        "",
    ],
)
async def test_prose_passes(answer: str) -> None:
    result = await run(answer)
    assert result.passed and not result.fired


@pytest.mark.parametrize("opening, closing", [("[", "]"), ("{", "}"), ('{"name": "f", "arguments": ', "}")])
async def test_brackets_nested_deeper_than_a_parser_follows_are_read_not_raised(opening: str, closing: str) -> None:
    """JSON nested 50,000 deep is not a tool call (unless it opens like one) and raises no RecursionError."""
    answer = opening * 50_000 + closing * 50_000
    result = await run(answer)
    assert result.error is None
    assert result.passed == (not answer.startswith('{"name"'))
